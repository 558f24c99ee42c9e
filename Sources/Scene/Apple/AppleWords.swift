import Foundation
import PickerModel

/// The fixed words Apple's date pickers draw or announce that Foundation's locale data does not
/// hold, in one language: UIKit's "Today" (the date-and-time wheel's row for today, and the word
/// VoiceOver adds to today's day in a calendar).
///
/// Apple publishes no translation tables, so every word is taken, one string each, from Flutter's
/// Cupertino translations of the same words (`flutter/flutter:
/// packages/flutter_localizations/lib/src/l10n/cupertino_<lang>.arb`, the source
/// `platform-metrics.md` names for iOS), and each table names the file and commit it was read
/// from; ``Key`` names the key. Month and weekday names, AM/PM, digits and the clock stay with
/// Foundation. A language with no table here has no Apple words: a scene that would draw or
/// announce one in it is refused (``required(forLocale:)``).
///
/// ```swift
/// AppleWords.table(forLocale: "he_IL")?.today   // "היום"
/// AppleWords.table(forLocale: "sw_KE")          // nil
/// ```
public struct AppleWords: Hashable, Sendable {
  /// A word the mirrors use, named by its key in the `.arb` files.
  public enum Key: String, CaseIterable, Hashable, Sendable {
    /// "Today": "A label shown in the date picker when the date is today."
    case today = "todayLabel"
  }

  /// The tag the table answers to (`he`, `pt-PT`, `zh-Hans`), shown in refusals.
  public let tag: String
  /// The language (`he`, `zh`), as Foundation's maximal identifier writes it.
  let language: String
  /// The script the locale must be written in (`Hans`), or `nil` for any.
  let script: String?
  /// The region the locale must be in (`PT`), or `nil` for any region no other table claims.
  let region: String?
  /// The file the words were read from, its path under `flutter/flutter`.
  public let file: String
  /// The commit of `flutter/flutter` the file was read at.
  public let commit: String
  /// The words, by key.
  public let words: [Key: String]

  /// A table for `tag`, read from `cupertino_<name>.arb` at `commit`.
  init(
    _ tag: String, language: String, script: String? = nil, region: String? = nil,
    arb name: String, commit: String, today: String
  ) {
    self.tag = tag
    self.language = language
    self.script = script
    self.region = region
    file = "packages/flutter_localizations/lib/src/l10n/cupertino_\(name).arb"
    self.commit = commit
    words = [.today: today]
  }

  /// The word for `key`.
  public subscript(key: Key) -> String { words[key] ?? "" }

  /// "Today" in this language (`todayLabel`).
  public var today: String { self[.today] }

  /// The table for `localeIdentifier`, as Flutter picks its file: the table of the locale's
  /// language and region (`pt_PT`), else of its language and script (`zh_Hans_CN`), else of its
  /// language alone when that table names no script (`de_AT` takes `de`); `nil` when there is
  /// none.
  public static func table(forLocale localeIdentifier: String) -> AppleWords? {
    let parts = Locale.Language(identifier: PickerLocale.icuForm(localeIdentifier))
      .maximalIdentifier.split(separator: "-").map(String.init)
    guard let language = parts.first else { return nil }
    let script = parts.first { $0.count == 4 }
    let region = parts.dropFirst().first {
      $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber))
    }
    let candidates = all.filter { $0.language == language }
    return candidates.first { $0.region != nil && $0.region == region }
      ?? candidates.first { $0.region == nil && $0.script != nil && $0.script == script }
      ?? candidates.first { $0.region == nil && $0.script == nil }
  }

  /// The table for `localeIdentifier`, or an error naming the languages that have one.
  ///
  /// - Throws: ``SceneError/badComponent(_:)`` for a locale with no table.
  public static func required(forLocale localeIdentifier: String) throws(SceneError)
    -> AppleWords
  {
    guard let table = table(forLocale: localeIdentifier) else {
      throw .badComponent(missingMessage(localeIdentifier))
    }
    return table
  }

  /// Why `localeIdentifier` is refused: `Apple's words ("Today") come from Flutter's Cupertino
  /// translations, which have no table for "sw_KE"; tables: ar, de, …`.
  public static func missingMessage(_ localeIdentifier: String) -> String {
    let words = Key.allCases.map { "\"\(english[$0])\"" }.joined(separator: ", ")
    return "Apple's platform words (\(words)) come from Flutter's Cupertino translations "
      + "(cupertino_<lang>.arb), which have no table for \"\(localeIdentifier)\"; "
      + "languages with one: \(all.map(\.tag).sorted().joined(separator: ", "))"
  }

  /// The English table, whose words name the keys in messages.
  static var english: AppleWords {
    all.first { $0.tag == "en" } ?? all[0]
  }
}
