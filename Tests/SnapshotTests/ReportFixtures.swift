import Foundation
import Raster
import Snapshot

/// Small real reports for the report tests: PNG artifacts drawn with Raster in a temporary folder.
enum ReportFixtures {
  /// A new empty folder under the system's temporary directory.
  static func temporaryDirectory() throws -> String {
    let path = (NSTemporaryDirectory() as NSString)
      .appendingPathComponent("pickershot-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// A 40×30 "card": a white rounded-ish panel on transparency with a blue square.
  static func card(blue: (UInt8, UInt8, UInt8, UInt8) = (0x33, 0x5C, 0xFF, 255)) -> Bitmap {
    var bitmap = Bitmap(width: 40, height: 30)
    for y in 2..<28 {
      for x in 2..<38 where !((x == 2 || x == 37) && (y == 2 || y == 27)) {
        bitmap.setPixel(x: x, y: y, to: (255, 255, 255, 255))
      }
    }
    for y in 10..<18 {
      for x in 16..<24 { bitmap.setPixel(x: x, y: y, to: blue) }
    }
    return bitmap
  }

  /// Writes `bitmap` as a PNG at `relative` under `directory`.
  static func save(_ bitmap: Bitmap, _ relative: String, in directory: String) throws {
    try AtomicFile.write(
      try PNGCodec.encode(bitmap, profile: .fast),
      to: (directory as NSString)
        .appendingPathComponent(relative))
  }

  /// An entry with the given status and no images.
  static func entry(
    _ scene: String, _ theme: String = "light", scale: Int = 2, status: SnapshotStatus,
    message: String = "matched"
  ) -> SnapshotEntry {
    let id = "\(scene)/\(theme)@\(scale)x"
    return SnapshotEntry(
      id: id, scene: scene, theme: theme, scale: scale, status: status, message: message,
      width: 40, height: 30, golden: "goldens/\(id).png")
  }

  /// A report with real artifacts in `directory`: one failed entry (all four images, a
  /// draw-list change, a box, a message needing escaping, a changed environment), one missing
  /// (actual only), one recorded (actual only), one error (no images) and two passed.
  static func sampleReport(in directory: String) throws -> SnapshotReport {
    let expected = card()
    let actual = card(blue: (0x35, 0x59, 0xE9, 255))
    var diff = Bitmap(width: 40, height: 30, fill: (240, 240, 240, 255))
    for y in 10..<18 {
      for x in 16..<24 { diff.setPixel(x: x, y: y, to: (255, 0, 0, 255)) }
    }
    let failedID = "date-picker/light@2x"
    try save(expected, "\(failedID)/expected.png", in: directory)
    try save(actual, "\(failedID)/actual.png", in: directory)
    try save(diff, "\(failedID)/diff.png", in: directory)
    try save(
      try SideBySide.compose(expected: expected, diff: diff, actual: actual),
      "\(failedID)/side-by-side.png", in: directory)
    try save(actual, "date-picker/dark@2x/actual.png", in: directory)
    try save(actual, "day cells #1/light@1x/actual.png", in: directory)

    let failed = SnapshotEntry(
      id: failedID, scene: "date-picker", theme: "light", scale: 2, status: .failed,
      message: #"64 pixels differ (5.33 %) <b>&"'"#,
      drawListChanges: ["fill #335CFF → #3559E9 at day 2026-01-16 <selected>"],
      width: 40, height: 30, differingPixels: 64, antialiasedPixels: 3,
      maxChannelDelta: [2, 3, 22, 0], boxes: [PixelBox(x: 16, y: 10, width: 8, height: 8)],
      environmentDiffers: true, environmentChanges: ["freetype: 2.13.2 → 2.12.1"],
      artifacts: ArtifactPaths(
        expected: "\(failedID)/expected.png", actual: "\(failedID)/actual.png",
        diff: "\(failedID)/diff.png", sideBySide: "\(failedID)/side-by-side.png"),
      golden: "goldens/\(failedID).png")
    var missing = entry(
      "date-picker", "dark", status: .missing,
      message: "missing golden: goldens/date-picker/dark@2x.png")
    missing.artifacts = ArtifactPaths(actual: "date-picker/dark@2x/actual.png")
    var recorded = entry(
      "day cells #1", scale: 1, status: .recorded, message: "recorded new golden")
    recorded.artifacts = ArtifactPaths(actual: "day cells #1/light@1x/actual.png")
    let error = entry("broken", status: .error, message: "cannot decode PNG 'x': bad <IHDR>")
    return SnapshotReport(
      environment: ["cairo": "1.16.0", "freetype": "2.12.1", "os": "Debian <12>"],
      entries: [
        failed, missing, recorded, error,
        entry("date-picker-range", status: .passed),
        entry("date-picker-range", "dark", status: .passed),
      ],
      obsolete: ["time-picker/light@2x.png"])
  }
}
