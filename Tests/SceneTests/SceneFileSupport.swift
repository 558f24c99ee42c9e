import Foundation
import Scene
import StrictJSON

/// The repository's `scenes/` folder and its files, for the scene-file tests.
enum SceneFolder {
  /// `scenes/` at the repository root.
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../scenes").standardizedFileURL

  /// Every `*.json` scene file's name (not the schema), sorted.
  static var files: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".json") && $0 != "scene.schema.json" }.sorted()
  }

  /// The bytes of `scenes/<name>`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: url.appendingPathComponent(name)))
  }

  /// The parsed schema.
  static func schema() throws -> JSONValue {
    try JSONValue.parse(bytes("scene.schema.json"))
  }

  /// The built-in scenes that are not picker pictures, so have no scene file, each with why.
  static let withoutFiles: [(prefix: String, reason: String)] = [
    ("primitives/", "tests of the draw-list IR (strokes, gradients, blurs), not a picker"),
    ("day-cells", "the sheet of the 16 Day cell variants, a component test with no model"),
  ]

  /// The built-in scenes that come as files too: every one not in ``withoutFiles``.
  static var builtInWithFiles: [SceneSpec] {
    SceneSpec.builtIn.filter { spec in !withoutFiles.contains { spec.id.hasPrefix($0.prefix) } }
  }
}

/// `text`'s scene decoded as the file `name`.
func decodeScene(_ text: String, file: String = "march.json") throws(SceneFileError) -> SceneFile {
  try SceneFile.decode(Array(text.utf8), file: file)
}

/// The message `text` is refused with, or `nil` when it decodes.
func sceneError(_ text: String, file: String = "march.json") -> String? {
  do {
    _ = try decodeScene(text, file: file)
    return nil
  } catch {
    return error.description
  }
}
