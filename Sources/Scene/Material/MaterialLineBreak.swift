/// Where a text that Compose wraps may break, as Android's ICU line breaker finds it for the
/// languages of the Material word tables: the pair rules of UAX #14 (Unicode Line Breaking
/// Algorithm, revision 51, Unicode 15.1) between the classes those texts hold. Chinese and
/// Japanese ideographs (ID) break between themselves and beside digits (LB31: no rule keeps NU
/// and ID together), Hangul syllables (H2, H3) between syllables (LB26 only binds jamo), other
/// scripts after spaces (LB18) but never before a space (LB7) or across a no-break space
/// (LB12, LB12a), nor before closing punctuation (LB13), nor between letters and digits (LB23,
/// LB28). Thai and other dictionary scripts (SA) count as letters (LB1): they break only at
/// spaces here. Breaking is greedy, Compose's default `LineBreak.Simple` strategy.
public enum MaterialLineBreak {
  /// The UAX #14 line-breaking classes PickerShot tells apart (the rest are letters, AL).
  public enum Class: String, Sendable, CaseIterable {
    case sp, gl, id, h2, h3, jl, jv, jt, nu, al, `is`, sy, hy, ba, cl, cp, op, ns, pr, po, ex
  }

  /// The class of `character`'s first scalar (a grapheme cluster keeps its combining marks:
  /// LB9).
  public static func lineBreakClass(_ character: Character) -> Class {
    guard let scalar = character.unicodeScalars.first else { return .al }
    switch scalar.value {
    case 0x20: return .sp
    case 0xA0, 0x2007, 0x2011, 0x202F: return .gl
    case 0x2C, 0x2E, 0x3A, 0x3B, 0x37E, 0x589, 0x60C, 0x60D: return .is
    case 0x2F: return .sy
    case 0x2D: return .hy
    case 0x2010, 0x2012, 0x2013, 0x5BE: return .ba
    case 0x21, 0x3F, 0xFF01, 0xFF1F: return .ex
    case 0x29, 0x5D: return .cp
    case 0x7D, 0x3001, 0x3002, 0x300D, 0x300F, 0x3011, 0xFF09, 0xFF0C, 0xFF0E: return .cl
    case 0x28, 0x5B, 0x7B, 0x300C, 0x300E, 0x3010, 0xFF08: return .op
    case 0x24, 0x2B, 0x5C, 0xA3, 0xA5, 0x20AC: return .pr
    case 0x25, 0xA2, 0xB0, 0x2030, 0x2103: return .po
    // Small kana, the prolonged sound mark, iteration marks, the middle dot: CJ and NS, both
    // NS at the normal strictness Android uses.
    case 0x3005, 0x301C, 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085,
      0x3087, 0x308E, 0x3095, 0x3096, 0x309D, 0x309E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9,
      0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6, 0x30FB...0x30FE, 0x31F0...0x31FF,
      0xFF1A, 0xFF1B:
      return .ns
    case 0x1100...0x115F, 0xA960...0xA97C: return .jl
    case 0x1160...0x11A7, 0xD7B0...0xD7C6: return .jv
    case 0x11A8...0x11FF, 0xD7CB...0xD7FB: return .jt
    case 0xAC00...0xD7A3: return (scalar.value - 0xAC00) % 28 == 0 ? .h2 : .h3
    case 0x2E80...0x2FFF, 0x3003...0x3004, 0x3006...0x3007, 0x3012...0x3013, 0x3020...0x3029,
      0x3040...0x30FF, 0x3100...0x31EF, 0x3200...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0xFF02...0xFF5E, 0x20000...0x3FFFD:
      return .id
    default:
      return scalar.properties.generalCategory == .decimalNumber ? .nu : .al
    }
  }

  /// Whether a line may break between `before` and `after`, and the UAX #14 rule that says
  /// so (the first that applies, in the algorithm's order).
  public static func rule(_ before: Class, _ after: Class) -> (breaks: Bool, rule: String) {
    let korean: Set<Class> = [.jl, .jv, .jt, .h2, .h3]
    let keeps: [(String, Bool)] = [
      ("LB7", after == .sp),
      ("LB12", before == .gl),
      ("LB12a", after == .gl && ![.sp, .ba, .hy].contains(before)),
      ("LB13", [.cl, .cp, .ex, .is, .sy].contains(after)),
      ("LB14", before == .op),
    ]
    if let kept = keeps.first(where: \.1) { return (false, kept.0) }
    if before == .sp { return (true, "LB18") }
    let pair = (before, after)
    let rules: [(String, Bool)] = [
      ("LB21", [.ba, .hy, .ns].contains(after)),
      ("LB23", pair == (.al, .nu) || pair == (.nu, .al)),
      ("LB23a", pair == (.pr, .id) || pair == (.id, .po)),
      (
        "LB24",
        [.pr, .po].contains(before) && after == .al || before == .al && [.pr, .po].contains(after)
      ),
      (
        "LB25",
        after == .nu && [.nu, .pr, .po, .hy, .is, .sy, .op].contains(before)
          || before == .nu && [.po, .pr].contains(after)
          || [.cl, .cp].contains(before) && [.po, .pr].contains(after)
      ),
      (
        "LB26",
        before == .jl && [.jl, .jv, .h2, .h3].contains(after)
          || [.jv, .h2].contains(before) && [.jv, .jt].contains(after)
          || [.jt, .h3].contains(before) && after == .jt
      ),
      ("LB27", korean.contains(before) && after == .po || before == .pr && korean.contains(after)),
      ("LB28", pair == (.al, .al)),
      ("LB29", pair == (.is, .al)),
      (
        "LB30",
        [.al, .nu].contains(before) && after == .op || before == .cp && [.al, .nu].contains(after)
      ),
    ]
    if let kept = rules.first(where: \.1) { return (false, kept.0) }
    return (true, "LB31")
  }

  /// `text` cut at every break opportunity: each piece keeps the spaces that end it.
  public static func pieces(_ text: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var previous: Class?
    for character in text {
      let kind = lineBreakClass(character)
      if let previous, !current.isEmpty, rule(previous, kind).breaks {
        pieces.append(current)
        current = ""
      }
      current.append(character)
      previous = kind
    }
    if !current.isEmpty { pieces.append(current) }
    return pieces
  }

  /// `text` broken greedily into lines no wider than `width` as `measure` measures them, each
  /// without the spaces it ends with (they hang past the line). A piece wider than `width` has
  /// a line of its own, still too wide: the caller refuses it (Compose would break inside it
  /// where UAX #14 gives no break).
  public static func lines(
    _ text: String, width: Double, measure: (String) throws -> Double
  ) rethrows -> [String] {
    var lines: [String] = []
    var current = ""
    for piece in pieces(text) {
      let candidate = current + piece
      let fits = try current.isEmpty || measure(trimmed(candidate)) <= width
      if fits {
        current = candidate
      } else {
        lines.append(trimmed(current))
        current = piece
      }
    }
    if !current.isEmpty { lines.append(trimmed(current)) }
    return lines.filter { !$0.isEmpty }
  }

  /// `text` without the spaces it ends with.
  static func trimmed(_ text: String) -> String {
    String(text.reversed().drop { $0 == " " }.reversed())
  }
}
