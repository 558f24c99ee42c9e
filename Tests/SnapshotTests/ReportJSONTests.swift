import Foundation
import Snapshot
import Testing

/// `summary.json` is written by hand (`ReportJSON`), byte for byte as `JSONEncoder` wrote it:
/// every report here is checked against `JSONEncoder`'s bytes for the same value.
@Suite struct ReportJSONTests {
  /// What `summary.json` held when `JSONEncoder` wrote it.
  static func encoderBytes(_ report: SnapshotReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }

  /// Text with every ASCII control character, quotes, slashes, DEL, line and paragraph
  /// separators, a byte order mark and text outside the Basic Multilingual Plane.
  static let awkward: String = {
    var text = ""
    for value in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(value))) }
    return text + #" "quoted" back\slash a/b <b>&'"# + "\u{7F}\u{85}\u{2028}\u{2029}\u{FEFF}é😀"
  }()

  /// An entry with every optional field set.
  static func fullEntry() -> SnapshotEntry {
    var entry = SnapshotEntry(
      id: "date-picker/light@2x", scene: "date-picker", theme: "light", scale: 2,
      status: .failed, message: awkward, drawListChanges: ["fill #335CFF → #3559E9", awkward],
      width: 832, height: 1048, differingPixels: 64, antialiasedPixels: 3,
      maxChannelDelta: [2, 3, 22, 255],
      boxes: [
        PixelBox(x: 16, y: 10, width: 8, height: 8, differingPixels: 64),
        PixelBox(x: 0, y: 0, width: 1, height: 1),
      ],
      environmentDiffers: true, environmentChanges: ["freetype: 2.13.2 → 2.12.1"],
      artifacts: ArtifactPaths(
        expected: "a/expected.png", actual: "a/actual.png", diff: "a/diff.png",
        sideBySide: "a/side-by-side.png"),
      golden: "goldens/date-picker/light@2x.png")
    entry.artifacts.actualSidecar = "a/actual.json"
    entry.artifacts.actualDrawList = "a/actual.drawlist.txt"
    entry.problem = .badInput
    entry.recordCommand = "pickershot record date-picker --theme light --scale 2"
    entry.provenByFingerprint = false
    entry.milliseconds = 123_456_789
    return entry
  }

  /// Reports from empty to every field set; keys that sort differently by bytes, by number and
  /// ignoring case.
  static let reports: [(String, SnapshotReport)] = {
    var full = SnapshotReport(
      environment: [
        "cairo": "1.16.0", "font:Inter10": "a", "font:Inter9": "b", "Zed": "c", "_x": "d",
        "a10": "e", "a9": "f", "é": "g", "e": "h", awkward: awkward, "": "",
      ],
      entries: [fullEntry(), fullEntry()], obsolete: ["x/light@2x.png", awkward],
      shard: ReportShard(index: 3, count: 4))
    full.ci = ReportCI(commit: "0123abc", branch: "main/feature")
    var half = SnapshotReport(
      environment: ["backend": "b5ae"],
      entries: [
        SnapshotEntry(
          id: "a/dark@1x", scene: "a", theme: "dark", scale: 1, status: .passed, message: "",
          golden: "")
      ])
    half.ci = ReportCI(commit: nil, branch: "v1")
    half.entries[0].provenByFingerprint = true
    half.entries[0].milliseconds = 0
    return [
      ("empty", SnapshotReport(environment: [:], entries: [])),
      ("every field set", full),
      ("some optionals set", half),
    ]
  }()

  @Test(arguments: reports)
  func writesJSONEncoderBytes(name: String, report: SnapshotReport) throws {
    let written = String(decoding: try ReportFiles.summaryJSON(report), as: UTF8.self)
    #expect(written == (try Self.encoderBytes(report)), "\(name)")
  }

  @Test func writesTheFixtureReportsBytes() throws {
    let folder = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let report = try ReportFixtures.sampleReport(in: folder)
    let written = String(decoding: try ReportFiles.summaryJSON(report), as: UTF8.self)
    #expect(written == (try Self.encoderBytes(report)))
  }

  @Test func readsBackAsTheSameReport() throws {
    for (name, report) in Self.reports {
      let read = try JSONDecoder().decode(
        SnapshotReport.self, from: try ReportFiles.summaryJSON(report))
      #expect(read == report, "\(name)")
    }
  }

  /// Above ``ReportFiles``' threshold the documents are made on three threads; the files are
  /// the same either way.
  @Test(arguments: [1, 40])
  func writesTheSameFilesForFewAndManyEntries(count: Int) throws {
    let folder = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var report = Self.reports[1].1
    report.entries = Array(repeating: Self.fullEntry(), count: count)
    try ReportFiles.write(report, to: folder)
    let summary = try String(contentsOfFile: "\(folder)/summary.json", encoding: .utf8)
    #expect(summary == (try Self.encoderBytes(report)))
    let html = try String(contentsOfFile: "\(folder)/index.html", encoding: .utf8)
    #expect(html == HTMLReport.render(report, goldensBase: nil))
    let junit = try String(contentsOfFile: "\(folder)/junit.xml", encoding: .utf8)
    #expect(junit == JUnitReport.xml(report, folder: folder))
  }
}
