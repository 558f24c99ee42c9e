/// One language's platform words for the Material 3 pickers, every ``MaterialWord`` taken from
/// the platform's own translation (Compose material3's `strings.xml`, Flutter's Material `.arb`)
/// and never written by us; each table's file names the files and commits it was read at, and
/// each entry its key. Month and weekday names, digits, the first weekday and the clock stay
/// Foundation's (`PickerLocale`).
///
/// ```swift
/// MaterialWords.table(for: "de_DE")?[.cancel]  // "Abbrechen"
/// MaterialWords.table(for: "it_IT")              // nil: no table, the picker is refused
/// ```
public struct MaterialWords: Sendable {
  /// The table's language tag (`de`, `pt-BR`, `zh-Hans`).
  public let language: String
  /// Its strings, one for every ``MaterialWord``.
  public let entries: [MaterialWord: String]

  /// A table for `language`.
  init(language: String, _ entries: [MaterialWord: String]) {
    self.language = language
    self.entries = entries
  }

  /// The string for `word` (empty only if the table lacks it, which `MaterialWordsTests` forbids).
  public subscript(word: MaterialWord) -> String { entries[word] ?? "" }

  /// `word` with its Android placeholders (`%1$s`, `%2$s`) replaced by `arguments`, in order.
  public func format(_ word: MaterialWord, _ arguments: String...) -> String {
    var text = self[word]
    for (placeholder, argument) in zip(word.placeholders, arguments) {
      text = text.replacing(placeholder, with: argument)
    }
    return text
  }

  /// Every table, by language tag.
  public static let all: [MaterialWords] = [
    english, german, french, spanish, portugueseBrazil, russian, greek, hebrew, arabic, persian,
    urdu, hindi, thai, japanese, chineseSimplified, korean,
  ]

  /// The tabled language tags, sorted: what a refusal lists.
  public static var languages: [String] { all.map(\.language).sorted() }

  /// The table for the locale `identifier` (`de_DE`, `he-IL`, `zh_Hans_CN`), or `nil` when its
  /// language has none. Portuguese is Brazil's (`pt`, `pt_BR`: Compose's `values-pt-rBR`,
  /// Flutter's `material_pt`); Chinese is Simplified (`zh`, `zh_CN`, `zh_SG`, `zh_Hans…`:
  /// `values-zh-rCN`, `material_zh`); `iw` is Hebrew (Android's old code).
  public static func table(for identifier: String) -> MaterialWords? {
    guard let tag = languageTag(for: identifier) else { return nil }
    return all.first { $0.language == tag }
  }

  /// The table tag `identifier`'s language maps to, if a table can serve it (whether or not one
  /// exists): `pt_PT` and `zh_TW` map to none.
  static func languageTag(for identifier: String) -> String? {
    let base = PickerLocale.icuForm(identifier).split(separator: "@").first.map(String.init) ?? ""
    let parts = base.split(separator: "_").map(String.init)
    guard let language = parts.first?.lowercased(), !language.isEmpty else { return nil }
    let rest = parts.dropFirst()
    let script = rest.first { $0.count == 4 }
    let region = rest.first { $0.count != 4 }
    switch language {
    case "pt":
      return script == nil && (region == nil || region == "BR") ? "pt-BR" : nil
    case "zh":
      if let script { return script == "Hans" ? "zh-Hans" : nil }
      return region == nil || ["CN", "SG", "MY"].contains(region ?? "") ? "zh-Hans" : nil
    case "iw": return "he"
    default: return language
    }
  }
}
