import Foundation
import StrictJSON
import Testing

/// The JSON documents the snapshot engine and `diff --json` write, validated against their
/// schemas in `docs/schemas/`, as produced by the real executable.
@Suite struct ReportSchemaTests {
  /// `docs/schemas/` at the repository root.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../docs/schemas").standardizedFileURL.path

  /// The built `pickershot` beside the test bundle.
  static let binary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("pickershot").path

  /// The schema `name` (`summary`, `diff`, `sidecar`) as a validator.
  static func validator(_ name: String) throws -> SchemaValidator {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(name).schema.json"))
    let schema = try JSONValue.parse(Array(bytes))
    #expect(SchemaValidator.unsupportedKeywords(schema).isEmpty)
    return SchemaValidator(root: schema)
  }

  /// Runs the binary in `directory`; returns its status and stdout.
  @discardableResult
  static func run(_ arguments: [String], in directory: String) throws -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["CI"] = "true"
    environment["GITHUB_SHA"] = "0123abc"
    environment["GITHUB_REF_NAME"] = "main"
    process.environment = environment
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let bytes = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: bytes, as: UTF8.self))
  }

  static func problems(_ validator: SchemaValidator, file: String) throws -> [String] {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
    return validator.problems(try JSONValue.parse(Array(bytes)))
  }

  /// A run with a missing golden, a failing one (another theme's pixels: boxes, a diff, a side by
  /// side) and a passing one gives a summary.json, and actual.json sidecars, that validate; so
  /// does `diff --json` of two different images.
  @Test func producedDocumentsMatchTheirSchemas() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-schema-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    try Self.run(["record", "segmented-fruit", "--goldens", "g", "--scale", "2"], in: work)
    let scene = "\(work)/g/segmented-fruit"
    let (diffStatus, diffJSON) = try Self.run(
      ["diff", "\(scene)/light@2x.png", "\(scene)/dark@2x.png", "--json"], in: work)
    #expect(diffStatus == 1)
    let diff = try Self.validator("diff")
    let diffDocument = try JSONValue.parse(Array(diffJSON.utf8))
    #expect(diff.problems(diffDocument) == [])
    #expect(diffJSON.contains(#""differingPixels""#) && diffJSON.contains(#""boxes""#))
    // Light's golden becomes dark's pixels (its sidecar recording them): a pixel failure.
    for ext in ["png", "json"] {
      try FileManager.default.removeItem(atPath: "\(scene)/light@2x.\(ext)")
      try FileManager.default.copyItem(
        atPath: "\(scene)/dark@2x.\(ext)", toPath: "\(scene)/light@2x.\(ext)")
    }
    let (status, _) = try Self.run(
      ["verify", "segmented-fruit", "segmented-2", "--goldens", "g", "--report", "r"], in: work)
    #expect(status == 1)
    let summary = try Self.validator("summary")
    #expect(try Self.problems(summary, file: "\(work)/r/summary.json") == [])
    let text = try String(contentsOfFile: "\(work)/r/summary.json", encoding: .utf8)
    for key in ["\"schemaVersion\" : 2", "\"boxes\"", "\"differingPixels\"", "\"ci\""] {
      #expect(text.contains(key), "summary.json lacks \(key)")
    }
    let sidecar = try Self.validator("sidecar")
    for actual in ["segmented-fruit/light@2x", "segmented-2/dark@2x"] {
      #expect(try Self.problems(sidecar, file: "\(work)/r/\(actual)/actual.json") == [])
    }
  }

  /// A `verify --changed` run's summary.json, its entries proven by fingerprint, validates; so do
  /// the sidecars `record` writes, with the `backend` and `libpng` fingerprint keys.
  @Test func aProvenSummaryMatchesTheSchema() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary))
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("pickershot-schema-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: work) }
    try Self.run(["record", "segmented-fruit", "--goldens", "g", "--scale", "2"], in: work)
    let (status, _) = try Self.run(
      ["verify", "segmented-fruit", "--goldens", "g", "--report", "r", "--changed"], in: work)
    #expect(status == 0)
    let text = try String(contentsOfFile: "\(work)/r/summary.json", encoding: .utf8)
    #expect(text.components(separatedBy: "\"provenByFingerprint\" : true").count == 3)
    #expect(try Self.problems(Self.validator("summary"), file: "\(work)/r/summary.json") == [])
    let sidecar = "\(work)/g/segmented-fruit/light@2x.json"
    #expect(try Self.problems(Self.validator("sidecar"), file: sidecar) == [])
    let written = try String(contentsOfFile: sidecar, encoding: .utf8)
    #expect(written.contains("\"backend\" : ") && written.contains("\"libpng\" : "))
  }

  /// Every committed golden sidecar matches the sidecar schema.
  @Test func committedSidecarsMatchTheSchema() throws {
    let goldens = URL(fileURLWithPath: Self.folder).appendingPathComponent("../../goldens")
      .standardizedFileURL.path
    let sidecar = try Self.validator("sidecar")
    let files = (FileManager.default.enumerator(atPath: goldens)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".json") }
    #expect(files.count > 100)
    for file in files {
      #expect(try Self.problems(sidecar, file: "\(goldens)/\(file)") == [], "\(file)")
    }
  }

  /// The schemas refuse what they must: the old vocabulary, a missing schemaVersion.
  @Test(arguments: [
    (
      #"{"width":1,"height":1,"differentPixels":0,"antialiasedPixels":0,"#
        + #""maxChannelDelta":[0,0,0,0],"regions":[]}"#, false
    ),
    (
      #"{"schemaVersion":2,"width":1,"height":1,"differingPixels":0,"antialiasedPixels":0,"#
        + #""maxChannelDelta":[0,0,0,0],"boxes":[]}"#, true
    ),
    (
      #"{"schemaVersion":1,"width":1,"height":1,"differingPixels":0,"antialiasedPixels":0,"#
        + #""maxChannelDelta":[0,0,0,0],"boxes":[]}"#, false
    ),
  ])
  func theDiffSchemaHoldsOneVocabulary(document: String, valid: Bool) throws {
    let problems = try Self.validator("diff").problems(JSONValue.parse(Array(document.utf8)))
    #expect(problems.isEmpty == valid, "\(problems)")
  }
}
