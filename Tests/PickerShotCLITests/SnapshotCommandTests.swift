import Foundation
import Raster
import Snapshot
import Testing

/// verify, record, diff and compare through the command line.
@Suite struct SnapshotCommandTests {
  /// The repository's goldens folder.
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../goldens").standardized.path

  @Test func verifyPassesOnTheCommittedGoldens() {
    let report = temporaryFolder()
    let run = CLIRun(
      "verify", "date-picker", "--scale", "1", "--goldens", Self.goldens, "--report", report,
      "--record", "never")
    #expect(run.status == 0, "\(run.out)\(run.err)")
    #expect(run.out.contains("PASSED   date-picker/light@1x"))
    #expect(run.out.contains("2 passed"))
  }

  @Test func aChangedTokenFailsVerifyWithAReadableLine() throws {
    let folder = temporaryFolder()
    let tokensURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Theme/Resources/tokens.json").standardized
    let text = try String(contentsOf: tokensURL, encoding: .utf8)
      .replacingOccurrences(of: "\"{primitive.blue.500}\"", with: "\"#3559e9\"")
    try Data(text.utf8).write(to: URL(fileURLWithPath: "\(folder)/tokens.json"))
    let run = CLIRun(
      "verify", "date-picker", "--theme", "light", "--scale", "1", "--goldens", Self.goldens,
      "--report", "\(folder)/report", "--record", "never", "--tokens", "\(folder)/tokens.json")
    #expect(run.status == 1)
    #expect(run.out.contains("draw list: fill #335CFF → #3559E9 at day 2026-01-16"))
    #expect(run.out.contains("report: \(folder)/report/index.html"))
    let summary = try String(contentsOfFile: "\(folder)/report/summary.json", encoding: .utf8)
    #expect(summary.contains("\"status\" : \"failed\""))
    #expect(FileManager.default.fileExists(atPath: "\(folder)/report/junit.xml"))
  }

  @Test(arguments: [
    (["verify", "--shard", "3/2"], "--shard wants K/N"),
    (["verify", "--record", "sometimes"], "unknown record mode 'sometimes'"),
    (["verify", "--jobs", "0"], "--jobs wants a whole number from 1 to 256"),
    (["verify", "nope"], "unknown scene 'nope'"),
    (["diff", "one.png"], "exactly two PNG files"),
    (["diff", "a.png", "b.png", "--threshold", "2"], "--threshold wants a number from 0 to 1"),
    (["compare", "date-picker"], "--out FILE is required"),
  ])
  func usageErrors(arguments: [String], message: String) {
    let run = CLIRun(arguments)
    #expect(run.status == 64)
    #expect(run.err.contains(message), "\(run.err)")
  }

  @Test(arguments: ["verify", "record", "diff", "compare"])
  func help(command: String) {
    let run = CLIRun(command, "--help")
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("usage: pickershot \(command)"))
  }

  @Test func recordWritesGoldensAndLeavesUnchangedOnesAlone() throws {
    let goldens = "\(temporaryFolder())/goldens"
    let first = CLIRun(
      "record", "day-cells", "--theme", "dark", "--scale", "1", "--goldens", goldens)
    #expect(first.status == 0)
    #expect(first.out.contains("1 recorded"))
    #expect(FileManager.default.fileExists(atPath: "\(goldens)/day-cells/dark@1x.png"))
    #expect(FileManager.default.fileExists(atPath: "\(goldens)/day-cells/dark@1x.json"))
    #expect(FileManager.default.fileExists(atPath: "\(goldens)/day-cells/dark.drawlist.txt"))
    let again = CLIRun(
      "record", "day-cells", "--theme", "dark", "--scale", "1", "--goldens", goldens)
    #expect(again.out.contains("1 passed"))
  }

  @Test func diffExitCodes() throws {
    let folder = temporaryFolder()
    let light = "\(Self.goldens)/date-picker/light@1x.png"
    let dark = "\(Self.goldens)/date-picker/dark@1x.png"
    #expect(CLIRun("diff", light, light).status == 0)
    let different = CLIRun("diff", light, dark, "--out", "\(folder)/diff.png")
    #expect(different.status == 1)
    #expect(different.out.contains("pixels differ"))
    #expect(try PNGCodec.decodeFile(atPath: "\(folder)/diff.png").width == 416)
    let sizes = CLIRun("diff", light, "\(Self.goldens)/day-cells/light@1x.png")
    #expect(sizes.status == 65)
    #expect(sizes.err.contains("416x524") && sizes.err.contains("844x244"))
    _ = FileManager.default.createFile(atPath: "\(folder)/broken.png", contents: Data("nope".utf8))
    let broken = CLIRun("diff", "\(folder)/broken.png", light)
    #expect(broken.status == 65)
    #expect(broken.err.contains("broken.png"))
    let json = CLIRun("diff", light, dark, "--json")
    #expect(json.out.hasPrefix("{") && json.out.contains("\"differingPixels\""))
  }

  @Test func anUnreadableGoldenIsBadInput() throws {
    let goldens = "\(temporaryFolder())/goldens"
    #expect(
      CLIRun("record", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens).status
        == 0)
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: "\(goldens)/day-cells/light@1x.png"))
    // A sidecar from before pair hashes: the PNG itself is judged, and cannot be decoded.
    let sidecarPath = "\(goldens)/day-cells/light@1x.json"
    var sidecar = try #require(try GoldenSidecar.read(sidecarPath))
    sidecar.pngSHA256 = nil
    try sidecar.encoded().write(to: URL(fileURLWithPath: sidecarPath))
    let run = CLIRun(
      "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens,
      "--record", "never", "--report", "\(goldens)/../report")
    #expect(run.status == 65)
    #expect(run.out.contains("ERROR    day-cells/light@1x  cannot decode PNG"))
  }

  @Test func aGoldenReplacedWithoutItsSidecarIsAMismatchedPair() throws {
    let goldens = "\(temporaryFolder())/goldens"
    #expect(
      CLIRun("record", "day-cells", "--scale", "1", "--goldens", goldens).status == 0)
    // A valid PNG, but not the one the sidecar was recorded with.
    let light = "\(goldens)/day-cells/light@1x.png"
    try FileManager.default.removeItem(atPath: light)
    try FileManager.default.copyItem(atPath: "\(goldens)/day-cells/dark@1x.png", toPath: light)
    let run = CLIRun(
      "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens,
      "--record", "never", "--report", "\(goldens)/../report")
    #expect(run.status == 65)
    #expect(run.out.contains("golden pair mismatch: \(light)"), "\(run.out)")
    #expect(!run.out.contains("pixels differ"))
    // Re-recording mends the pair.
    let record = CLIRun(
      "record", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens)
    #expect(record.status == 0, "\(record.out)\(record.err)")
    #expect(record.out.contains("golden pair mismatch"), "\(record.out)")
    let again = CLIRun(
      "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens", goldens,
      "--record", "never", "--report", "\(goldens)/../report")
    #expect(again.status == 0, "\(again.out)")
  }

  @Test func verifyWithoutFontsIsUnavailable() {
    let run = CLIRun("verify", "day-cells", "--font-dir", temporaryFolder())
    #expect(run.status == 69)
    #expect(run.err.contains("fonts-inter"))
  }

  @Test func compareLaysLightAndDarkSideBySide() throws {
    let out = "\(temporaryFolder())/compare.png"
    let run = CLIRun("compare", "date-picker", "--scale", "1", "--out", out)
    #expect(run.status == 0, "\(run.err)")
    let bitmap = try PNGCodec.decodeFile(atPath: out)
    // Left edge: the Light page (white); right edge: the Dark page (gray-950).
    #expect(Array(bitmap.pixels[0..<4]) == [255, 255, 255, 255])
    let last = (bitmap.width - 1) * 4
    #expect(Array(bitmap.pixels[last..<last + 4]) == [0x17, 0x17, 0x17, 255])
  }
}
