/// Chooses hostile edits for an input file from a seeded generator: byte flips, overwritten runs
/// and truncations for any file; CRC-fixed header and chunk edits for PNGs; number swaps, member
/// deletion and duplication and font-family paths for JSON.
struct Mutator {
  /// What an input file is, which decides the edits that make sense for it.
  enum Format: Equatable {
    /// A PNG (golden or Raster fixture).
    case png
    /// JSON text (a golden sidecar or `tokens.json`).
    case json
  }

  /// Hostile replacements for a bare JSON number.
  static let bareNumbers = [
    "nan", "NaN", "inf", "-inf", "Infinity", "1e300", "-1e300", "0x1p1023", "1e308", "1.8e308",
    "1e999", "-0", "\"\"", "1e-320", "99999999999999999999999999999", "9223372036854775807",
    "-9223372036854775808", "18446744073709551616", "4294967296", "-1", "0", "\"1e300\"", "null",
    "true", "[]", "{}",
  ]

  /// Hostile replacements for the numeric part of a string such as `"32px"`.
  static let stringNumbers = [
    "nan", "inf", "-inf", "1e300", "-1e300", "0x1p1023", "1e308", "1.7976931348623157e308",
    "1e999", "-0", "", "1e-320", "99999999999999999999999999999", "9223372036854775807",
    "-9223372036854775808", "-1", "0", "1e30", " ",
  ]

  /// Hostile `fontFamily` values (JSON strings). No device paths: reading one could eat memory.
  /// The keys of texts a scene file draws or speaks.
  static let textKeys: Set<String> = [
    "label", "options", "summary", "value", "caption", "badge", "accessibilityLabel",
  ]

  /// Texts no picker can draw (control, noncharacter and bidi characters, very long, empty), and
  /// values of the wrong type.
  static let hostileTexts = [
    #""\u0000""#, #""a\tb""#, #""a\nb""#, #""\u001b[31m""#, #""\u007f""#, #""\uffff""#,
    #""\u202eabc""#, #""\u2066x\u2069""#, #""\u0085""#,
    "\"" + String(repeating: "W", count: 100_000) + "\"", #""""#, #"" ""#, #"["\u0000"]"#,
    "[]", "42", "null", #"{"$value": 1}"#,
  ]

  static let fontFamilies = [
    "\"../../etc/x\"", "\"/etc/passwd\"", "\"\"", "\"Inter/../../../../tmp/x\"", "\"Inter\\u0000\"",
    "\"\(String(repeating: "A", count: 5000))\"", "42", "null",
  ]

  /// Hostile image sizes for IHDR.
  static let dimensions: [UInt32] = [
    0, 1, 2, 3, 16384, 16385, 65535, 65536, 100_000, 1 << 20, 1 << 28, 0x7FFF_FFFF, 0x8000_0000,
    0xFFFF_FFFF,
  ]

  /// The generator every choice comes from.
  var random: SplitMix64

  /// A mutator drawing from `random`.
  init(random: SplitMix64) {
    self.random = random
  }

  /// An integer in `0..<bound` (0 when `bound` is 0).
  mutating func below(_ bound: Int) -> Int {
    bound <= 0 ? 0 : Int(random.next() % UInt64(bound))
  }

  /// One element of `items`.
  mutating func pick<T>(_ items: [T]) -> T {
    items[below(items.count)]
  }

  /// One to three edits for `bytes`, chosen and applied in turn; returns the edits and the result.
  mutating func mutate(_ bytes: [UInt8], format: Format) -> (edits: [Mutation], bytes: [UInt8]) {
    let roll = below(10)
    let count = roll < 7 ? 1 : roll < 9 ? 2 : 3
    var edits: [Mutation] = []
    var current = bytes
    for _ in 0..<count {
      let edit = choose(for: current, format: format)
      edits.append(edit)
      current = edit.apply(to: current)
    }
    return (edits, current)
  }

  /// One edit that fits `bytes`.
  mutating func choose(for bytes: [UInt8], format: Format) -> Mutation {
    let roll = below(100)
    switch format {
    case .png:
      let chunks = PNGChunk.chunks(in: bytes)
      if chunks.isEmpty || roll < 40 { return chooseBytes(for: bytes) }
      switch roll {
      case 40..<55:
        let width = below(3) == 0 ? UInt32(truncatingIfNeeded: below(5000)) : pick(Self.dimensions)
        let height = below(3) == 0 ? UInt32(truncatingIfNeeded: below(5000)) : pick(Self.dimensions)
        return .pngDimensions(width: width, height: height)
      case 55..<65:
        return .pngHeaderField(
          field: 8 + below(5),
          value: below(2) == 0 ? UInt8(below(256)) : pick([0, 1, 2, 3, 4, 6, 16]))
      case 65..<75:
        return .pngChunkLength(
          chunk: below(chunks.count),
          length: pick([0, 1, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF, 1 << 20, 13])
            &+ UInt32(below(2)))
      case 75..<90:
        let chunk = below(chunks.count)
        return .pngChunkData(
          chunk: chunk, offset: below(chunks[chunk].length), mask: UInt8(1 + below(255)))
      case 90..<95:
        return .pngDropChunk(chunk: below(chunks.count))
      default:
        return .pngDuplicateChunk(chunk: below(chunks.count))
      }
    case .json:
      if roll < 15 { return chooseBytes(for: bytes) }
      let members = JSONText.members(in: bytes)
      let fonts = members.filter { $0.key == "fontFamily" }
      let numbers = JSONText.numbers(in: bytes)
      if roll < 27, !members.isEmpty { return .jsonDeleteMember(range: pick(members).range) }
      if roll < 35, !members.isEmpty { return .jsonDuplicateMember(range: pick(members).range) }
      let texts = members.filter { Self.textKeys.contains($0.key) }
      if roll < 39, !texts.isEmpty {
        return .jsonText(range: pick(texts).valueRange, text: pick(Self.hostileTexts))
      }
      if roll < 43, !fonts.isEmpty {
        return .jsonFontFamily(range: pick(fonts).valueRange, text: pick(Self.fontFamilies))
      }
      guard !numbers.isEmpty else { return chooseBytes(for: bytes) }
      // Mostly values ("32px", 500): a swapped key only makes a dangling name.
      let values = numbers.filter { !$0.inKey }
      let number = pick(values.isEmpty || below(5) == 0 ? numbers : values)
      return .jsonNumber(
        range: number.range,
        text: number.inString ? pick(Self.stringNumbers) : pick(Self.bareNumbers))
    }
  }

  /// A format-blind edit: a byte flip (often in the first 64 bytes, where headers live), an
  /// overwritten run, or a truncation.
  mutating func chooseBytes(for bytes: [UInt8]) -> Mutation {
    guard !bytes.isEmpty else { return .overwrite(offset: 0, bytes: []) }
    let offset = below(2) == 0 ? below(min(64, bytes.count)) : below(bytes.count)
    switch below(10) {
    case 0..<5:
      return .flipByte(offset: offset, mask: UInt8(1 << below(8)) | UInt8(below(2) * below(256)))
    case 5..<8:
      let length = 1 + below(pick([4, 16, 256]))
      let fill = pick([0x00, 0xFF, 0x7F, 0x80, -1])
      let run = (0..<length).map { _ in fill < 0 ? UInt8(below(256)) : UInt8(fill) }
      return .overwrite(offset: offset, bytes: run)
    default:
      return .truncate(length: below(3) == 0 ? below(min(64, bytes.count)) : below(bytes.count))
    }
  }
}
