import CairoBackend
import DrawList
import Foundation

/// What decides a golden's pixels besides the draw list: the C libraries' versions and the font
/// files' hashes. A verify on a machine with another fingerprint says "environment differs".
public enum Fingerprint {
  /// The fonts the built-in scenes draw with.
  public static let fonts = ["Inter-Medium", "Inter-Regular"]

  /// Library versions plus `font:<name>` → first 16 hex digits of the file's SHA-256.
  public static func current(fonts library: FontLibrary = FontLibrary()) -> [String: String] {
    var result = RendererVersions.current()
    for name in fonts {
      let hash: String
      if let path = try? library.path(for: FontID(name)),
        let data = FileManager.default.contents(atPath: path)
      {
        hash = String(SHA256.hex([UInt8](data)).prefix(16))
      } else {
        hash = "missing"
      }
      result["font:\(name)"] = hash
    }
    return result
  }

  /// The fields that differ, as `name: golden → here`, sorted by name.
  public static func changes(golden: [String: String], here: [String: String]) -> [String] {
    Set(golden.keys).union(here.keys).sorted().compactMap { key in
      let old = golden[key] ?? "none"
      let new = here[key] ?? "none"
      return old == new ? nil : "\(key): \(old) → \(new)"
    }
  }
}
