import Foundation
import PixelDiff

/// The JSON document `pickershot diff --json` prints, in `summary.json`'s vocabulary
/// (`differingPixels`, `boxes`; `docs/schemas/diff.schema.json`).
public enum DiffJSON {
  /// The version of the document; it changes only when a key is removed or changes meaning.
  public static let schemaVersion = 2

  /// The document's fields.
  struct Document: Encodable {
    var schemaVersion: Int
    var width: Int
    var height: Int
    var differingPixels: Int
    var antialiasedPixels: Int
    var maxChannelDelta: [Int]
    var boxes: [PixelBox]
  }

  /// `result` as one line of JSON with sorted keys.
  public static func encoded(_ result: PixelDiffResult) -> String {
    let document = Document(
      schemaVersion: schemaVersion, width: result.width, height: result.height,
      differingPixels: result.differentPixels, antialiasedPixels: result.antialiasedPixels,
      maxChannelDelta: result.maxChannelDelta.map(Int.init),
      boxes: result.regions.map {
        PixelBox(
          x: $0.x, y: $0.y, width: $0.width, height: $0.height,
          differingPixels: $0.differentPixels)
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self)
  }
}
