import CairoBackend
import DrawList
import Foundation
import Pipeline
import Scene
import Testing

@testable import PickerShotCLI

/// True or refused (issue 20): one scene file of every picker kind in `scenes/`, drawn in each
/// locale the issue measured, either draws a real glyph for every character of every run, or is
/// refused with 65 (bad input) or 69 (a font package missing), never a box at exit 0.
@Suite struct GlyphCoverageMatrixTests {
  /// The locales of issue 20's measurement.
  static let locales = [
    "ja_JP", "zh_CN", "ko_KR", "hi_IN", "th_TH", "ru_RU", "el_GR", "he_IL", "ar_EG",
  ]

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../scenes").standardizedFileURL

  /// The first scene file (by name) of each `"picker"` kind, with its bytes.
  static let filePerKind: [(name: String, data: Data)] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var seen: Set<String> = []
    var files: [(String, Data)] = []
    for name in names.sorted() where name.hasSuffix(".json") && name != "scene.schema.json" {
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path),
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let picker = json["picker"] as? String, seen.insert(picker).inserted
      else { continue }
      files.append((name, data))
    }
    return files
  }()

  @Test func everyKindHasAFile() {
    #expect(Self.filePerKind.count == PickerFamily.all.count - 2)  // not primitives, day-cells
  }

  @Test(arguments: locales)
  func everyGlyphIsRealOrTheSceneIsRefused(locale: String) throws {
    let pipeline = try RenderPipeline()
    for (name, data) in Self.filePerKind {
      var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      json["locale"] = locale
      let bytes = try JSONSerialization.data(withJSONObject: json)
      let outcome: String
      do {
        let file = try SceneFile.decode(Array(bytes), file: name)
        let appearance = file.spec.appearances[0]
        let list = try pipeline.drawList(file.spec, appearance: appearance)
        let boxes = list.items.flatMap { item -> [String] in
          guard case .text(let run) = item.command else { return [] }
          return run.glyphs.contains { $0.id == 0 } ? ["\(item.tag): \(run.text)"] : []
        }
        #expect(boxes.isEmpty, "\(name) in \(locale) draws .notdef: \(boxes)")
        outcome = "drawn"
      } catch let error as SceneFileError {
        outcome = "refused 65: \(error)"
      } catch {
        let classified = PickerShotCommand.classify(error)
        #expect([65, 69].contains(classified.exitCode), "\(name) in \(locale): \(classified)")
        outcome = "refused \(classified.exitCode): \(classified)"
      }
      #expect(!outcome.isEmpty)
    }
  }
}
