#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The name of a temporary file `AtomicFile` writes before renaming it into place:
/// `.<name>.<pid>.<rand>.tmp`, in the target's directory.
///
/// - `<name>` is the target's file name, cut to at most `maxNameBytes` bytes on a
///   UTF-8 character boundary, so that the whole name fits in `NAME_MAX` (255 bytes)
///   for every legal target name;
/// - `<pid>` is the writing process's id in decimal, without leading zeros (1...2^31-1);
/// - `<rand>` is a random 64-bit number as exactly 13 lowercase base-36 digits.
///
/// The generator and the parser (`init?(parsing:)`) are the same type, so
/// `AtomicFile.removeStaleTemporaries(in:)` removes exactly the names it makes.
public struct AtomicTemporaryName: Sendable, Equatable {
  /// The (possibly shortened) target name.
  public let name: String
  /// The id of the process that wrote the file.
  public let pid: Int32
  /// The random part: 13 characters from `0-9a-z`.
  public let random: String

  /// The longest `<name>` part, in UTF-8 bytes: 255 minus the dots, the longest pid
  /// (10 digits), the random part (13) and `.tmp`.
  public static let maxNameBytes = 255 - (1 + 1 + 10 + 1 + 13 + 4)
  /// Digits in the random part: enough for any 64-bit value in base 36.
  static let randomDigits = 13

  /// Makes the temporary name for target file name `target` in process `pid`.
  public init(target: String, pid: Int32 = getpid(), random: UInt64 = .random(in: 0...UInt64.max)) {
    self.name = Self.truncated(target, toBytes: Self.maxNameBytes)
    self.pid = pid
    let digits = String(random, radix: 36)
    self.random = String(repeating: "0", count: Self.randomDigits - digits.count) + digits
  }

  /// Parses `fileName`, accepting exactly the names `init(target:pid:random:)` makes:
  /// a leading dot, a non-empty name of at most `maxNameBytes` bytes, a dot, a pid
  /// (1 to 10 digits, no leading zero, at most `Int32.max`), a dot, 13 characters
  /// from `0-9a-z`, and `.tmp`. Returns nil for anything else.
  public init?(parsing fileName: String) {
    let bytes = Array(fileName.utf8)
    let dot = UInt8(ascii: ".")
    guard bytes.count <= 255, bytes.first == dot, bytes.count > 5,
      bytes.suffix(4).elementsEqual(".tmp".utf8)
    else { return nil }
    let body = bytes[1..<(bytes.count - 4)]  // <name>.<pid>.<rand>
    guard let randomDot = body.lastIndex(of: dot) else { return nil }
    let random = body[(randomDot + 1)...]
    guard random.count == Self.randomDigits,
      random.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x7a).contains($0) })
    else { return nil }
    let beforeRandom = body[..<randomDot]
    guard let pidDot = beforeRandom.lastIndex(of: dot) else { return nil }
    let pidDigits = beforeRandom[(pidDot + 1)...]
    guard (1...10).contains(pidDigits.count), pidDigits.first != UInt8(ascii: "0"),
      pidDigits.allSatisfy({ (0x30...0x39).contains($0) }),
      let pidValue = Int(String(decoding: pidDigits, as: UTF8.self)), pidValue <= Int(Int32.max)
    else { return nil }
    let name = beforeRandom[..<pidDot]
    guard !name.isEmpty, name.count <= Self.maxNameBytes,
      let text = String(validating: name, as: UTF8.self)
    else { return nil }
    self.name = text
    self.pid = Int32(pidValue)
    self.random = String(decoding: random, as: UTF8.self)
  }

  /// The file name, `.<name>.<pid>.<rand>.tmp`.
  public var fileName: String { ".\(name).\(pid).\(random).tmp" }

  /// `text` cut to at most `limit` UTF-8 bytes, never inside a character's encoding.
  static func truncated(_ text: String, toBytes limit: Int) -> String {
    let bytes = Array(text.utf8)
    guard bytes.count > limit else { return text }
    var cut = limit
    // Back off over continuation bytes (10xxxxxx) to the start of a scalar.
    while cut > 0 && bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
    return String(decoding: bytes[..<cut], as: UTF8.self)
  }
}
