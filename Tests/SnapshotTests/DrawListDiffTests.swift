import Snapshot
import Testing

@Suite struct DrawListDiffTests {
  @Test func aChangedColourReadsAsOneLine() {
    let golden = ["canvas 0.00,0.00 10.00x10.00", "[day 16] fill circle 1.00,1.00 r18.00 #335CFF"]
    let actual = ["canvas 0.00,0.00 10.00x10.00", "[day 16] fill circle 1.00,1.00 r18.00 #3559E9"]
    #expect(
      DrawListDiff.changes(golden: golden, actual: actual) == ["fill #335CFF → #3559E9 at day 16"])
  }

  @Test func addedRemovedAndMovedCommands() {
    let golden = ["canvas a", "[a] fill x 1", "[b] fill y 2"]
    let actual = ["canvas a", "[a] fill x 3", "[c] stroke z"]
    #expect(
      DrawListDiff.changes(golden: golden, actual: actual) == [
        "fill 1 → 3 at a", "added stroke z at c", "removed fill y 2 at b",
      ])
    #expect(DrawListDiff.changes(golden: golden, actual: golden).isEmpty)
  }

  @Test func repeatedTagsMatchByOccurrence() {
    let golden = ["[card] shadow s", "[card] fill #FFFFFF"]
    let actual = ["[card] shadow s", "[card] fill #000000"]
    #expect(
      DrawListDiff.changes(golden: golden, actual: actual) == ["fill #FFFFFF → #000000 at card"])
  }

  @Test func longListsAreCut() {
    let golden = (0..<100).map { "[t\($0)] fill 0" }
    let actual = (0..<100).map { "[t\($0)] fill 1" }
    let changes = DrawListDiff.changes(golden: golden, actual: actual, limit: 10)
    #expect(changes.count == 11)
    #expect(changes.last == "… and 90 more changes")
  }
}
