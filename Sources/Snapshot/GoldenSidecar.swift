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
    // StrictJSON, as every JSON file the CLI reads: a key given twice is refused.
    guard let value = try? JSONValue.parse(bytes, maxCount: maxFileBytes),
      let sidecar = GoldenSidecar(json: value)
    else { throw GoldenError.badSidecar(path) }
    return sidecar
  }

  /// The sidecar `value` holds, read as `JSONDecoder` reads this type: every stored property
  /// under its name with its type (`pngSHA256` and `tokens` may be missing or null; a whole
  /// number may be written `2` or `2.0`), other keys ignored; `nil` when anything is missing or of
  /// another type. (Without `JSONDecoder`'s generic machinery, which cost a one-scene verify
  /// about 0.5 ms to set up for one small file.)
  init?(json value: JSONValue) {
    guard case .object(let members) = value,
      let scene = Self.string(members, "scene"), let theme = Self.string(members, "theme"),
      let scale = Self.integer(members, "scale"), let width = Self.integer(members, "width"),
      let height = Self.integer(members, "height"), let metric = Self.string(members, "metric"),
      case .object(let limits)? = Self.member(members, "tolerance"),
      let threshold = Self.number(limits, "threshold"),
      case .bool(let includeAA)? = Self.member(limits, "includeAA"),
      let maxDifferingPixels = Self.integer(limits, "maxDifferingPixels"),
      let maxRatio = Self.number(limits, "maxRatio"),
      case .object(let recorded)? = Self.member(members, "fingerprint")
    else { return nil }
    var fingerprint: [String: String] = [:]
    for (key, entry) in recorded {
      guard case .string(let text) = entry else { return nil }
      fingerprint[key] = text
    }
    var pngSHA256: String?
    switch Self.member(members, "pngSHA256") {
    case nil, .null?: pngSHA256 = nil
    case .string(let text)?: pngSHA256 = text
    default: return nil
    }
    self.init(
      scene: scene, theme: theme, scale: scale, width: width, height: height,
      tolerance: Tolerance(
        threshold: threshold, includeAA: includeAA, maxDifferingPixels: maxDifferingPixels,
        maxRatio: maxRatio),
      fingerprint: fingerprint, metric: metric, pngSHA256: pngSHA256)
    switch Self.member(members, "tokens") {
    case nil, .null?: tokens = nil
    case .array(let files)?:
      var read: [TokenFile] = []
      for file in files {
        guard case .object(let parts) = file, let role = Self.string(parts, "role"),
          let name = Self.string(parts, "file"), let sha256 = Self.string(parts, "sha256")
        else { return nil }
        read.append(TokenFile(role: role, file: name, sha256: sha256))
      }
      tokens = read
    default: return nil
    }
  }

  /// The value of `key` among `members`, if it is there.
  private static func member(_ members: [(key: String, value: JSONValue)], _ key: String)
    -> JSONValue?
  {
    members.first { $0.key == key }?.value
  }

  /// `key`'s string, or `nil` when missing or not a string.
  private static func string(_ members: [(key: String, value: JSONValue)], _ key: String)
    -> String?
  {
    guard case .string(let text)? = member(members, key) else { return nil }
    return text
  }

  /// `key`'s number, or `nil` when missing or not a number.
  private static func number(_ members: [(key: String, value: JSONValue)], _ key: String)
    -> Double?
  {
    guard case .number(let number, _)? = member(members, key) else { return nil }
    return number
  }

  /// `key`'s number when it is a whole number an `Int` holds, else `nil`.
  private static func integer(_ members: [(key: String, value: JSONValue)], _ key: String)
    -> Int?
  {
    guard let number = number(members, key), number.rounded() == number,
      abs(number) < 9.2e18
    else { return nil }
    return Int(number)
  }
}
