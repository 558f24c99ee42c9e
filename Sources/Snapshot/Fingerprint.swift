import DrawList
import Foundation
import Raster
import Render

/// What decides a golden's pixels besides the draw list: the renderer's library versions and the
/// font files' hashes. A verify on a machine with another fingerprint says "environment differs".
public enum Fingerprint {
  /// The fonts every golden's fingerprint records (the Appetite cards draw with them), whatever
  /// its draw list holds.
  public static let fonts = ["Inter-Medium", "Inter-Regular"]

  /// The fonts `list`'s glyph runs draw with beyond ``fonts``, sorted: `["Roboto-Medium",
  /// "Roboto-Regular"]` for a Material 3 scene, empty for every scene drawn in Inter alone (so
  /// their sidecars keep exactly the two Inter hashes).
  public static func extraFonts(in list: DrawList) -> [String] {
    var names: Set<String> = []
    for item in list.items {
      if case .text(let run) = item.command { names.insert(run.font.name) }
    }
    return names.subtracting(fonts).sorted()
  }

  /// `base` (a ``current(renderer:)`` fingerprint) with the hash of each of ``extraFonts(in:)``
  /// added as `font:<name>`, each font's file as `renderer` finds it: the fingerprint of the golden
  /// `list` is drawn into.
  public static func adding(
    fontsOf list: DrawList, to base: [String: String], renderer: any Renderer
  ) -> [String: String] {
    var result = base
    add(extraFonts(in: list), to: &result, renderer: renderer)
    return result
  }

  /// `renderer`'s library versions plus `font:<name>` → the first 16 hex digits of the file's
  /// SHA-256 for each of ``fonts``.
  public static func current(renderer: any Renderer) -> [String: String] {
    var result = renderer.versions()
    add(fonts, to: &result, renderer: renderer)
    return result
  }

  /// Adds `font:<name>` → the hash of its file (`missing` when `renderer` finds none) to `result`.
  private static func add(
    _ names: [String], to result: inout [String: String], renderer: any Renderer
  ) {
    for name in names {
      result["font:\(name)"] = renderer.fontFile(FontID(name)).map(fileHash) ?? "missing"
    }
  }

  /// The first 16 hex digits of a file's SHA-256, found once per process and path, through the
  /// user's cache across runs (``FontHashCache``).
  static func fileHash(_ path: String) -> String {
    hashLock.lock()
    defer { hashLock.unlock() }
    if let known = hashes[path] { return known }
    let hash = cache.hash(ofFile: path).map { String($0.prefix(16)) } ?? "unreadable"
    hashes[path] = hash
    return hash
  }

  private static let hashLock = NSLock()
  nonisolated(unsafe) private static var hashes: [String: String] = [:]
  nonisolated(unsafe) private static var cache = FontHashCache(
    folder: FontHashCache.folder(environment: Environment.variables(FontHashCache.variables)))

  /// The key of the hash of the renderer's own code (`backend`, CairoBackend's
  /// `RendererVersions.codeKey`): part of the fingerprint `verify --changed` compares, but not
  /// of the environment (a backend commit is code under review, not a machine's libraries), so
  /// ``changes(golden:here:)`` leaves it out and `record --rebaseline` never re-records for it.
  public static let codeKey = "backend"

  /// The fields that differ, as `name: golden → here`, sorted by name; ``codeKey`` is not
  /// compared.
  public static func changes(golden: [String: String], here: [String: String]) -> [String] {
    Set(golden.keys).union(here.keys).subtracting([codeKey]).sorted().compactMap { key in
      let old = golden[key] ?? "none"
      let new = here[key] ?? "none"
      return old == new ? nil : "\(key): \(old) → \(new)"
    }
  }
}
