import Foundation
import Snapshot
import Testing

/// Issue 25: JSON the CLI reads went through Foundation's decoder, which takes a key given twice
/// (the last wins). A sidecar, like a scene file and a shard's `summary.json`, is read through
/// StrictJSON first, so a key given twice makes it "not a PickerShot sidecar" (exit 65).
@Suite struct SidecarStrictJSONTests {
  static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../goldens/date-picker/light@2x.json").standardized.path

  /// Each edit of the committed sidecar: what is replaced, by what, and whether it is taken.
  @Test(arguments: [
    ("as committed", "", "", true),
    ("a key twice", #""height" :"#, #""scale" : 2, "height" :"#, false),
    ("a trailing comma", #""pixman" : "0.42.2""#, #""pixman" : "0.42.2","#, false),
  ])
  func aSidecarIsReadStrictly(kind: String, find: String, replace: String, taken: Bool) throws {
    let text = try String(contentsOfFile: Self.committed, encoding: .utf8)
    let edited = find.isEmpty ? text : text.replacingOccurrences(of: find, with: replace)
    #expect((edited == text) == taken, "\(kind): the edit did not apply")
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sidecar-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
    if taken {
      #expect(try GoldenSidecar.read(path) != nil)
    } else {
      #expect(throws: GoldenError.badSidecar(path)) { try GoldenSidecar.read(path) }
    }
  }
}

/// `GoldenSidecar(json:)` reads a sidecar as `JSONDecoder` read this type before: the same value
/// for every committed sidecar, and the same answer (a value, or none) for every edit below.
@Suite struct SidecarReaderTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../goldens").standardized.path

  /// What Foundation's decoder makes of `bytes` (`nil` when it throws).
  static func decoded(_ bytes: [UInt8]) -> GoldenSidecar? {
    try? JSONDecoder().decode(GoldenSidecar.self, from: Data(bytes))
  }

  /// What the StrictJSON reader makes of `bytes`.
  static func read(_ bytes: [UInt8]) throws -> GoldenSidecar? {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("sidecar-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return try? GoldenSidecar.read(path)
  }

  @Test func everyCommittedSidecarReadsAsFoundationReadIt() throws {
    let enumerator = FileManager.default.enumerator(atPath: Self.goldens)
    var count = 0
    while let file = enumerator?.nextObject() as? String {
      guard file.hasSuffix(".json") else { continue }
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.goldens + "/" + file)))
      let expected = Self.decoded(bytes)
      #expect(expected != nil, "\(file)")
      #expect(try Self.read(bytes) == expected, "\(file)")
      count += 1
    }
    #expect(count >= 233)
  }

  /// Edits of a sidecar with token files: each replacement of the first `find` with `replace`.
  static let edits: [(find: String, replace: String)] = [
    ("", ""),
    (#""scale" : 2"#, #""scale" : 2.0"#),
    (#""scale" : 2"#, #""scale" : 2.5"#),
    (#""scale" : 2"#, #""scale" : "2""#),
    (#""scale" : 2,"#, ""),
    (#""includeAA" : true"#, #""includeAA" : 1"#),
    (#""threshold" : 0"#, #""threshold" : 0.25"#),
    (#""threshold" : 0}"#, #""x" : 0}"#),
    (#""pngSHA256" : "ab""#, #""pngSHA256" : null"#),
    (#""pngSHA256" : "ab","#, ""),
    (#""pngSHA256" : "ab""#, #""pngSHA256" : 7"#),
    (#""tokens" : ["#, #""drawList" : "old", "tokens" : ["#),
    (#""role" : "light","#, ""),
    (#""tokens" : [{"#, #""tokens" : null, "x" : [{"#),
    (#""cairo" : "1.16.0""#, #""cairo" : 1.16"#),
    (#""width" : 10"#, #""width" : -10"#),
    (#""width" : 10"#, #""width" : 1e3"#),
  ]

  static let sidecar = #"""
    {"fingerprint" : {"cairo" : "1.16.0", "fonts" : "x"}, "height" : 20, "metric" : "m",
     "pngSHA256" : "ab", "scale" : 2, "scene" : "s", "theme" : "light",
     "tokens" : [{"role" : "light", "file" : "a.json", "sha256" : "cd"}],
     "tolerance" : {"includeAA" : true, "maxDifferingPixels" : 0, "maxRatio" : 0,
     "threshold" : 0}, "width" : 10}
    """#

  @Test(arguments: edits)
  func anEditIsTakenOrRefusedAsFoundationDid(_ edit: (find: String, replace: String)) throws {
    let text =
      edit.find.isEmpty
      ? Self.sidecar : Self.sidecar.replacingOccurrences(of: edit.find, with: edit.replace)
    #expect(edit.find.isEmpty || text != Self.sidecar, "the edit did not apply")
    let bytes = Array(text.utf8)
    #expect(try Self.read(bytes) == Self.decoded(bytes), "\(edit)")
  }
}
