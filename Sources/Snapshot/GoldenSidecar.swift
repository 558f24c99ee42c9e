import Foundation
import Raster
import StrictJSON

/// The JSON written next to every PNG golden (`<theme>@<scale>x.json`): the renderer
/// fingerprint, the tolerance and metric it is verified with, and the PNG's SHA-256. The draw
/// list it was rendered from is kept once per scene and theme, in ``DrawListGolden``.
public struct GoldenSidecar: Codable, Equatable, Sendable {
  /// Scene name.
  public var scene: String
  /// `light` or `dark`.
  public var theme: String
  /// 1, 2 or 3.
  public var scale: Int
  /// Image width in pixels.
  public var width: Int
  /// Image height in pixels.
  public var height: Int
  /// How pixels are compared.
  public var metric: String
  /// How much difference passes.
  public var tolerance: Tolerance
  /// Library versions and font hashes at recording time.
  public var fingerprint: [String: String]
  /// The SHA-256 of the PNG this sidecar was recorded with (lower-case hex), so a PNG replaced
  /// without its sidecar (or the reverse) is caught as a mismatched pair. `nil` in sidecars written
  /// before it existed.
  public var pngSHA256: String?
  /// The token files the golden was drawn with (`--tokens`, `--token-map`), each with its
  /// SHA-256; `nil` (and not written) for the built-in tokens, so the built-in goldens' sidecars
  /// are as they were.
  public var tokens: [TokenFile]?

  /// A token file a golden was drawn with.
  public struct TokenFile: Codable, Equatable, Hashable, Sendable {
    /// What the file was for: `tokens` (one file for both modes), `light`, `dark`, `resolver`,
    /// `resolver-ref` (a file the resolver refers to) or `token-map`.
    public var role: String
    /// The file's name, without its folder (the folder differs between machines).
    public var file: String
    /// The file's SHA-256, lower-case hex.
    public var sha256: String

    /// Creates an entry.
    public init(role: String, file: String, sha256: String) {
      self.role = role
      self.file = file
      self.sha256 = sha256
    }

    /// An entry for a file's bytes as read: its name without the folder, and their SHA-256.
    public init(role: String, path: String, bytes: [UInt8]) {
      self.init(
        role: role, file: (path as NSString).lastPathComponent, sha256: SHA256.hex(bytes))
    }

    /// `light brand.light.json 1a2b3c4d`: the role, the file and the hash's first 8 digits.
    public var summary: String { "\(role) \(file) \(sha256.prefix(8))" }
  }

  /// Creates a sidecar.
  public init(
    scene: String, theme: String, scale: Int, width: Int, height: Int, tolerance: Tolerance,
    fingerprint: [String: String], metric: String = Tolerance.metric,
    pngSHA256: String? = nil
  ) {
    self.pngSHA256 = pngSHA256
    self.scene = scene
    self.theme = theme
    self.scale = scale
    self.width = width
    self.height = height
    self.metric = metric
    self.tolerance = tolerance
    self.fingerprint = fingerprint
  }

  /// Stable bytes: sorted keys, pretty-printed, trailing newline (re-recording leaves git clean).
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self) + Data("\n".utf8)
  }

  /// The largest sidecar read (old sidecars held the draw list too; they are still read).
  public static let maxFileBytes = 8 << 20

  /// Reads a sidecar, or `nil` when there is none; a broken, oversized or non-regular one is
  /// reported naming the file.
  public static func read(_ path: String) throws -> GoldenSidecar? {
    guard GoldenInventory.kind(of: path) != .missing else { return nil }
    let bytes: [UInt8]
    do { bytes = try BinaryFile.read(atPath: path, maxBytes: maxFileBytes) } catch {
      throw GoldenError.badSidecar(path)
    }
    // StrictJSON first, as every JSON file the CLI reads: a key given twice is refused.
    do { _ = try JSONValue.parse(bytes, maxCount: maxFileBytes) } catch {
      throw GoldenError.badSidecar(path)
    }
    do { return try JSONDecoder().decode(GoldenSidecar.self, from: Data(bytes)) } catch {
      throw GoldenError.badSidecar(path)
    }
  }
}
