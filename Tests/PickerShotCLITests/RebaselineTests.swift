import Foundation
import Raster
import Testing

/// The re-baseline procedure after an environment change (README, "When the environment
/// changes"): `record --rebaseline` records only images whose golden's fingerprint differs,
/// prints old and new fingerprints and a commit message, and writes the review report.
@Suite struct RebaselineTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("goldens").path

  /// A goldens folder holding copies of two primitives' goldens; `corner-radii`'s @2x golden is
  /// as a Cairo 1.14.0 would have drawn it (a faked environment change): its sidecar names that
  /// version and a 10 × 10 block of its pixels moved (the pair kept whole: the sidecar records
  /// the new PNG's SHA-256).
  static func fakedGoldens() throws -> String {
    let folder = temporaryFolder() + "/goldens"
    let manager = FileManager.default
    try manager.createDirectory(atPath: folder + "/primitives", withIntermediateDirectories: true)
    for scene in ["corner-radii", "dashed-stroke"] {
      try manager.copyItem(
        atPath: "\(goldens)/primitives/\(scene)", toPath: "\(folder)/primitives/\(scene)")
    }
    let sidecar = "\(folder)/primitives/corner-radii/light@2x.json"
    let text = try String(contentsOfFile: sidecar, encoding: .utf8)
    let faked = text.replacingOccurrences(
      of: #""cairo" : "[^"]*""#, with: #""cairo" : "1.14.0""#, options: .regularExpression)
    #expect(faked != text)
    try faked.write(toFile: sidecar, atomically: true, encoding: .utf8)
    let png = "\(folder)/primitives/corner-radii/light@2x.png"
    let golden = try PNGCodec.decodeFile(atPath: png)
    var pixels = Array(golden.pixels)
    for y in 0..<10 {
      for x in 0..<10 { pixels[(y * golden.width + x) * 4] ^= 0x80 }
    }
    let moved = try Bitmap(width: golden.width, height: golden.height, pixels: pixels)
    try Data(try PNGCodec.encode(moved, profile: .small)).write(to: URL(fileURLWithPath: png))
    try Self.rehash(sidecar, png: png)
    return folder
  }

  /// Writes `png`'s SHA-256 into `sidecar`, so the pair is whole.
  static func rehash(_ sidecar: String, png: String) throws {
    let sum = try ExternalTool.run("/usr/bin/sha256sum", [png])
    let hash = String(sum.output.prefix(64))
    let text = try String(contentsOfFile: sidecar, encoding: .utf8)
    try text.replacingOccurrences(
      of: #""pngSHA256" : "[0-9a-f]*""#, with: "\"pngSHA256\" : \"\(hash)\"",
      options: .regularExpression
    ).write(toFile: sidecar, atomically: true, encoding: .utf8)
  }

  @Test func rebaselineRecordsOnlyTheChangedEnvironment() throws {
    let folder = try Self.fakedGoldens()
    defer {
      try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent)
    }
    let report = (folder as NSString).deletingLastPathComponent + "/review"
    // verify fails it and says why: the environment differs.
    let before = CLIRun(
      "verify", "primitives/corner-radii", "primitives/dashed-stroke", "--goldens", folder,
      "--report", report, "--record", "never")
    #expect(before.status == 1, "\(before.out)")
    #expect(before.out.contains("environment differs: cairo: 1.14.0 → "), "\(before.out)")
    let untouched = try Data(
      contentsOf: URL(fileURLWithPath: "\(folder)/primitives/dashed-stroke/light@2x.json"))
    let run = CLIRun(
      "record", "primitives/corner-radii", "primitives/dashed-stroke", "--goldens", folder,
      "--rebaseline", "--report", report)
    #expect(run.status == 0, "\(run.err)")
    // One image re-recorded (its sidecar gets this machine's fingerprint), the rest checked.
    #expect(run.out.contains("1 recorded"), "\(run.out)")
    #expect(run.out.contains("  cairo: 1.14.0 → "), "\(run.out)")
    #expect(run.out.contains("review: \(report)/index.html"), "\(run.out)")
    #expect(run.out.contains("suggested commit message:"), "\(run.out)")
    #expect(run.out.contains("Fingerprint: cairo "), "\(run.out)")
    let sidecar = try String(
      contentsOfFile: "\(folder)/primitives/corner-radii/light@2x.json", encoding: .utf8)
    #expect(!sidecar.contains("1.14.0"))
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: "\(folder)/primitives/dashed-stroke/light@2x.json"))
        == untouched)
    // Done: verify passes with no environment difference, and a second re-baseline has none.
    let after = CLIRun(
      "verify", "primitives/corner-radii", "primitives/dashed-stroke", "--goldens", folder,
      "--report", report, "--record", "never")
    #expect(after.status == 0 && !after.out.contains("environment differs"), "\(after.out)")
    let again = CLIRun(
      "record", "primitives/corner-radii", "--goldens", folder, "--rebaseline", "--report", report)
    #expect(again.out.contains("nothing re-baselined"), "\(again.out)")
  }

  /// A regression in an unchanged environment is not re-baselined away: it still fails. The
  /// golden PNG is swapped for another scene's (its sidecar's hash updated, so the pair is
  /// whole): the pixels differ while the fingerprint is this machine's.
  @Test func rebaselineKeepsARegressionFailing() throws {
    let folder = try Self.fakedGoldens()
    let parent = (folder as NSString).deletingLastPathComponent
    defer { try? FileManager.default.removeItem(atPath: parent) }
    let png = "\(folder)/primitives/dashed-stroke/light@2x.png"
    try FileManager.default.removeItem(atPath: png)
    try FileManager.default.copyItem(
      atPath: "\(folder)/primitives/corner-radii/light@2x.png", toPath: png)
    try Self.rehash("\(folder)/primitives/dashed-stroke/light@2x.json", png: png)
    let run = CLIRun(
      "record", "primitives/dashed-stroke", "--goldens", folder, "--rebaseline", "--report",
      parent + "/review", "--theme", "light", "--scale", "2")
    #expect(run.status == 1, "\(run.out) \(run.err)")
    #expect(run.out.contains("1 failed") && !run.out.contains("recorded"), "\(run.out)")
    #expect(run.out.contains("nothing re-baselined"), "\(run.out)")
  }

  @Test func reportOnlyWithRebaseline() {
    let run = CLIRun("record", "primitives/corner-radii", "--report", temporaryFolder())
    #expect(run.status == 64 && run.err.contains("--report goes with --rebaseline"), "\(run.err)")
  }
}
