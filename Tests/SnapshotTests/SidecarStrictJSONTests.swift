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
