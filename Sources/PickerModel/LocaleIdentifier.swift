import Foundation

/// A locale identifier checked against Foundation's data, in the form every picker hands to
/// `Locale(identifier:)`: ICU's `language[_Script][_REGION]` with its keywords sorted
/// (`hi_IN@numbers=deva`, `en_US@fw=mon;numbers=arab`).
///
/// It reads ICU identifiers (`de_DE`, `en_US@fw=mon`, `hi_IN@numbers=deva`) and BCP 47 tags
/// (`de-DE`, `zh-Hant-TW`, `hi-IN-u-nu-deva`, `en-US-u-fw-mon`), whose Unicode extension becomes
/// ICU keywords: Foundation on Linux reads a BCP 47 extension only partly (it has no clock pattern
/// for `hi-IN-u-nu-deva`, and a `NumberFormatter` in it traps), so it is never handed one. Two
/// keywords are read, each one a picker honours: `fw` (the first weekday, `sun`…`sat`) and
/// `numbers` (BCP 47 `nu`: a decimal numbering system Foundation formats digits in, such as `arab`,
/// `arabext`, `deva`, `thai`, `hanidec`). Any other keyword (`calendar`, `hc`…) would be ignored
/// by the pickers, so it is refused, as is a base Foundation has no data for (it would quietly
/// fall back to root data) and a numbering system that is not decimal (`roman`: Foundation
/// would write Latin digits).
public struct LocaleIdentifier: Hashable, Sendable {
  /// The language, script and region, ICU style (`hi_IN`, `zh_Hant_TW`, `zh_CN`): one of
  /// `Locale.availableIdentifiers`, or one whose likely full form is (``hasData(_:)``).
  public let base: String
  /// The first weekday keyword's value (`mon`), if given.
  public let firstWeekday: String?
  /// The numbering system keyword's value (`deva`), if given.
  public let numberingSystem: String?

  /// The identifier in ICU's form: ``base`` and the keywords in ICU's order (`fw`, then
  /// `numbers`): `hi_IN@fw=mon;numbers=deva`.
  public var icuForm: String {
    let keywords = [("fw", firstWeekday), ("numbers", numberingSystem)].compactMap { key, value in
      value.map { "\(key)=\($0)" }
    }
    return keywords.isEmpty ? base : base + "@" + keywords.joined(separator: ";")
  }

  /// The weekdays `fw` takes.
  public static let weekdays = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"]

  /// Parses and checks `text` (at most 100 bytes).
  public init(_ text: String) throws(LocaleIdentifierError) {
    guard !text.isEmpty, text.utf8.count <= 100,
      text.utf8.allSatisfy({ Self.isAlphanumeric($0) || "_-@=;".utf8.contains($0) })
    else { throw .malformed(text) }
    let (base, keywords) = try Self.split(text)
    guard Self.hasData(base) else { throw .noData(text, base: base) }
    var firstWeekday: String?
    var numberingSystem: String?
    for (key, value) in keywords {
      switch key {
      case "fw":
        guard firstWeekday == nil else { throw .repeatedKeyword(text, key: key) }
        guard Self.weekdays.contains(value) else { throw .badFirstWeekday(text, value: value) }
        firstWeekday = value
      case "numbers":
        guard numberingSystem == nil else { throw .repeatedKeyword(text, key: key) }
        guard Self.isDecimalNumberingSystem(value) else {
          throw .badNumberingSystem(text, value: value)
        }
        numberingSystem = value
      default: throw .unknownKeyword(text, key: key)
      }
    }
    self.base = base
    self.firstWeekday = firstWeekday
    self.numberingSystem = numberingSystem
  }

  /// `text`'s base in ICU form (`de-de` is `de_DE`) and its keywords (ICU names, lowercased),
  /// from ICU's `@k=v;k=v` or a BCP 47 `-u-` extension (`nu` read as `numbers`).
  private static func split(_ text: String) throws(LocaleIdentifierError) -> (
    String, [(String, String)]
  ) {
    let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let subtags = parts[0].split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
    guard subtags.allSatisfy({ !$0.isEmpty && !$0.contains("=") && !$0.contains(";") }) else {
      throw .malformed(text)
    }
    // A singleton subtag starts a BCP 47 extension: only `u` (Unicode), and not beside ICU's `@`.
    let singleton = subtags.indices.dropFirst().first { subtags[$0].count == 1 }
    let base = subtags[..<(singleton ?? subtags.endIndex)].enumerated()
      .map { icuCase($1, isLanguage: $0 == 0) }.joined(separator: "_")
    if parts.count == 2 {
      guard singleton == nil else { throw .malformed(text) }
      let pairs = try parts[1].split(separator: ";", omittingEmptySubsequences: false).map {
        pair throws(LocaleIdentifierError) -> (String, String) in
        let keyValue = pair.split(separator: "=", omittingEmptySubsequences: false)
        guard keyValue.count == 2, !keyValue[0].isEmpty, !keyValue[1].isEmpty else {
          throw .malformed(text)
        }
        return (keyValue[0].lowercased(), keyValue[1].lowercased())
      }
      return (base, pairs)
    }
    guard let singleton else { return (base, []) }
    guard subtags[singleton].lowercased() == "u" else {
      throw .unknownKeyword(text, key: "-\(subtags[singleton])-")
    }
    // `-u-` then keys (two characters) each followed by its type (three to eight).
    var pairs: [(String, String)] = []
    var index = singleton + 1
    while index < subtags.endIndex {
      let key = subtags[index].lowercased()
      let type = index + 1 < subtags.endIndex ? subtags[index + 1].lowercased() : ""
      guard key.count == 2, (3...8).contains(type.count) else { throw .malformed(text) }
      pairs.append((key == "nu" ? "numbers" : key, type))
      index += 2
    }
    guard !pairs.isEmpty else { throw .malformed(text) }
    return (base, pairs)
  }

  /// Whether Foundation has data for `base`: it is one of `Locale.availableIdentifiers`, or its
  /// likely full form is (`zh_CN` is `zh_Hans_CN`, `sr_RS` is `sr_Cyrl_RS`).
  /// Each base's answer is remembered: every date a picker formats re-reads its identifier
  /// (``PickerLocale/icuForm(_:)``), and Foundation builds its list anew on every call.
  static func hasData(_ base: String) -> Bool {
    dataLock.lock()
    defer { dataLock.unlock() }
    if let known = knownData[base] { return known }
    var result = available.contains(base)
    if !result {
      let maximal = Locale.Language(identifier: base).maximalIdentifier
      result = available.contains(maximal.replacingOccurrences(of: "-", with: "_"))
    }
    knownData[base] = result
    return result
  }

  /// Foundation's locale identifiers, read once.
  private static let available = Set(Locale.availableIdentifiers)
  private static let dataLock = NSLock()
  nonisolated(unsafe) private static var knownData: [String: Bool] = [:]

  /// Whether Foundation knows `system` and writes digits in it one character a digit, positional
  /// (ten is the digit one then the digit zero), and not in Latin digits unless it is `latn`
  /// (Foundation writes an algorithmic system such as `roman` in Latin digits).
  static func isDecimalNumberingSystem(_ system: String) -> Bool {
    decimalLock.lock()
    defer { decimalLock.unlock() }
    if let known = decimal[system] { return known }
    // Checked against Foundation's list first: a `NumberFormatter` in an unknown system traps.
    let available = Locale.NumberingSystem.availableNumberingSystems.contains {
      $0.identifier == system
    }
    var result = false
    if available {
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US@numbers=\(system)")
      formatter.usesGroupingSeparator = false
      let digits = (0...10).map { formatter.string(from: $0 as NSNumber) ?? "" }
      result =
        digits[..<10].allSatisfy { $0.count == 1 } && Set(digits[..<10]).count == 10
        && digits[10] == digits[1] + digits[0]
        && (system == "latn" || digits[..<10].joined() != "0123456789")
    }
    decimal[system] = result
    return result
  }

  private static let decimalLock = NSLock()
  nonisolated(unsafe) private static var decimal: [String: Bool] = [:]

  /// `tag` in ICU's case: the language lower, a script (four letters) title, a region or variant
  /// upper (`zh_Hant_TW`, `en_US_POSIX`).
  private static func icuCase(_ tag: Substring, isLanguage: Bool) -> String {
    if isLanguage { return tag.lowercased() }
    if tag.count == 4 { return tag.prefix(1).uppercased() + tag.dropFirst().lowercased() }
    return tag.uppercased()
  }

  /// An ASCII letter or digit.
  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
  }
}
