import Foundation
import Raster
import Testing

/// A real `pickershot verify` report for the tests that read it with outside clients
/// (junitparser, junit2html, Chromium): one image of each status a run can mix, made by the
/// built executable in a work folder, `report` beside `goldens`.
struct ReportClientFixture {
  /// The work folder the run's paths are relative to.
  let folder: String
  /// The report folder's name inside ``folder``.
  let report = "r"
  /// What `verify` printed and returned (65: an image could not be checked).
  let verify: CIReportTests.Outcome

  /// Entry id → status, the way the run was set up: date-picker-range matches its golden,
  /// date-picker's golden has pixels changed (its sidecar re-hashed, so a clean failure),
  /// day-cells' golden PNG no longer matches its sidecar's hash (an error), and
  /// primitives/clips has no golden (recorded under `--record missing`: JUnit's skipped).
  static let statuses: [String: String] = [
    "date-picker-range/light@1x": "passed", "date-picker/light@1x": "failed",
    "day-cells/light@1x": "error", "primitives/clips/light@1x": "recorded",
  ]

  /// Ids of ``statuses`` with `status`, sorted.
  static func ids(_ status: String) -> [String] {
    statuses.filter { $0.value == status }.keys.sorted()
  }

  /// One fixture for every test that only reads it (made on first use).
  static let shared = Result(catching: { try ReportClientFixture() })

  init() throws {
    folder = temporaryFolder()
    let light = ["--goldens", "g", "--theme", "light", "--scale", "1"]
    let recorded = try CIReportTests.run(
      ["record", "date-picker-range", "date-picker", "day-cells"] + light, in: folder)
    #expect(recorded.status == 0, "\(recorded.err)")
    // date-picker: a 6×6 block of opaque magenta, a pair whose hashes agree.
    let changed = "\(folder)/g/date-picker/light@1x.png"
    var image = try PNGCodec.decodeFile(atPath: changed)
    for y in 2..<8 {
      for x in 2..<8 { image.setPixel(x: x, y: y, to: (255, 0, 255, 255)) }
    }
    try Data(PNGCodec.encode(image, profile: .fast)).write(to: URL(fileURLWithPath: changed))
    try RebaselineTests.rehash("\(folder)/g/date-picker/light@1x.json", png: changed)
    // day-cells: one byte of the PNG's last chunk changed, its sidecar left alone.
    let tampered = "\(folder)/g/day-cells/light@1x.png"
    var bytes = try Data(contentsOf: URL(fileURLWithPath: tampered))
    bytes[bytes.count - 5] ^= 0x01
    try bytes.write(to: URL(fileURLWithPath: tampered))
    verify = try CIReportTests.run(
      [
        "verify", "date-picker-range", "date-picker", "day-cells", "primitives/clips",
        "--record", "missing", "--report", report,
      ] + light, in: folder)
  }
}
