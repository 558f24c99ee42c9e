import CairoBackend
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The row the list window cuts (its half row, seed 002's "scrollbar shows how much is left"
/// list) fades into the card toward the window's edge, as a scroll view's edge does, instead of
/// showing cut through its glyphs (issue 21): in the layout, the draw list and the pixels.
@Suite struct TimePickerFadeTests {
  let theme = Fixture.theme()

  /// Window rows, top row, and the strips a row only partly fills (y, height, at the top edge).
  /// Geometry: 36 pt slots (seed 002), window from y 124, five rows and a half row (198 pt).
  @Test(
    arguments: [
      // At the top: the half row below the fifth (304…322).
      (5, 0, [(304.0, 18.0, false)]),
      // Scrolled by whole rows (the scrolled scene, 17 rows): still the bottom half row.
      (5, 17, [(304, 18, false)]),
      // At the end the last row sits on the bottom edge: the half row is at the top.
      (5, 24, [(124, 18, true)]),
      // The ends of the window's range (1 and 28 rows).
      (1, 0, [(160, 18, false)]), (1, 28, [(124, 18, true)]),
      (28, 0, [(1132, 18, false)]), (28, 1, [(124, 18, true)]),
    ] as [(Int, Int, [(Double, Double, Bool)])])
  func theStripsAreThePartsOfCutRowsInTheWindow(
    visible: Int, first: Int, strips: [(Double, Double, Bool)]
  ) {
    var picker = TimePicker(visibleSlotCount: visible)
    picker.scroll(toFirst: first)
    let layout = TimePickerLayout(theme: theme, visibleSlotCount: visible)
    let offset = layout.scrollOffset(firstVisibleIndex: picker.firstVisibleIndex)
    let found = layout.partialStrips(offset: offset)
    #expect(found.map(\.strip.y) == strips.map(\.0))
    #expect(found.map(\.strip.height) == strips.map(\.1))
    #expect(found.map(\.top) == strips.map(\.2))
    #expect(found.allSatisfy { $0.strip.x == 20 && $0.strip.width == 288 })
  }

  /// Every row the window cuts lies under a fade strip: bg/raised, clear at the row's inner
  /// side to opaque at the window's edge, inside the list's clip, after the rows.
  @Test(arguments: [
    (5, 0), (5, 17), (5, 24), (1, 0), (1, 28), (28, 0), (28, 1),
  ])
  func everyCutRowIsUnderAFadeInTheDrawList(visible: Int, first: Int) throws {
    var picker = TimePicker(visibleSlotCount: visible)
    picker.scroll(toFirst: first)
    let list = try TimeFixture.list(picker)
    let layout = TimePickerLayout(theme: theme, visibleSlotCount: visible)
    let offset = layout.scrollOffset(firstVisibleIndex: picker.firstVisibleIndex)
    let (_, inside) = try #require(list.groupContents("list"))
    let fades = inside.filter { $0.tag == "list fade" }
    let lastRow = try #require(inside.lastIndex { $0.tag.hasPrefix("slot") })
    let firstFade = try #require(inside.firstIndex { $0.tag == "list fade" })
    #expect(firstFade > lastRow, "drawn over the rows")
    let surface = theme.color(.bgRaised)
    var strips: [Rect] = []
    for fade in fades {
      guard
        case .fill(.rect(let strip, .zero), .linearGradient(let from, let to, let stops)) =
          fade.command
      else {
        Issue.record("a fade is a rectangle filled with a linear gradient")
        continue
      }
      strips.append(strip)
      #expect(stops.map(\.color) == [surface.withAlpha(0), surface])
      #expect(from.x == to.x && abs(from.y - to.y) == strip.height)
      let edgeIsTop = strip.y == layout.window.y
      #expect(to.y == (edgeIsTop ? strip.y : strip.maxY), "opaque at the window's edge")
    }
    for index in layout.drawnRows(offset: offset) {
      let row = layout.slotFrame(index, offset: offset)
      let top = max(row.y, layout.window.y)
      let bottom = min(row.maxY, layout.window.maxY)
      guard bottom - top < row.height else { continue }
      let shown = Rect(x: row.x, y: top, width: row.width, height: bottom - top)
      #expect(strips.contains(shown), "row \(index) is cut at \(shown)")
    }
    #expect(strips.count == layout.partialStrips(offset: offset).count)
  }

  /// In pixels: the last device row inside the window, across the cut row's digits and period,
  /// is the card's colour (within anti-aliasing), where the clip used to cut through glyphs.
  @Test(
    arguments: [
      (Appearance.light, SceneFixtures.timePicker(.twelveHour), 322.0),
      (.dark, SceneFixtures.timePicker(.twelveHour), 322),
      (.light, SceneFixtures.scrolledTimePicker(), 322),
      (
        .light,
        { () -> TimePicker in
          var picker = TimePicker(format: .twelveHour)
          _ = picker.handle(.end)
          return picker
        }(), 124
      ),
    ] as [(Appearance, TimePicker, Double)])
  func theWindowsEdgeShowsTheCardNotCutGlyphs(
    appearance: Appearance, picker: TimePicker, edge: Double
  ) throws {
    let theme = Fixture.theme(appearance)
    let context = SceneContext(theme: theme, shaper: LocaleTests.shaper)
    let list = try TimePickerScene(context: context).build(picker)
    let bitmap = try CairoRenderer().render(list, scale: 2)
    let surface = theme.color(.bgRaised)
    // The device row just inside the edge: below the top edge, above the bottom one.
    let inside = edge == 124 ? edge + 0.25 : edge - 0.25
    let y = Int(((inside - list.canvas.y) * 2).rounded(.down))
    var worst = 0
    for xPoint in stride(from: 28.0, through: 110, by: 0.5) {
      let x = Int(((xPoint - list.canvas.x) * 2).rounded(.down))
      let (r, g, b, _) = bitmap.pixel(x: x, y: y)
      worst = max(
        worst, abs(Int(r) - Int(surface.red)), abs(Int(g) - Int(surface.green)),
        abs(Int(b) - Int(surface.blue)))
    }
    #expect(worst <= 6, "a channel differs from the card by \(worst) at the window's edge")
  }
}
