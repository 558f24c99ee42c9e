/// Why a string is not a ``LocaleIdentifier``: each names the identifier as given. The messages
/// are one line, for `pickershot: render: unknown locale '…': <message>` and a scene file's
/// `$.locale`.
public enum LocaleIdentifierError: ModelRuleError, Equatable {
  /// Empty, over 100 bytes, a character other than ASCII letters, digits and `_-@=;`, or not
  /// shaped like `de_DE`, `en_US@fw=mon` or `hi-IN-u-nu-deva`.
  case malformed(String)
  /// Foundation has no data for the language, script and region (it would fall back to root
  /// data).
  case noData(String, base: String)
  /// A keyword the pickers do not read (`calendar`, `hc`), or a BCP 47 extension other than `-u-`.
  case unknownKeyword(String, key: String)
  /// A keyword given twice.
  case repeatedKeyword(String, key: String)
  /// `fw` with a value that is not `sun`…`sat`.
  case badFirstWeekday(String, value: String)
  /// `numbers` (`nu`) naming no decimal numbering system Foundation has.
  case badNumberingSystem(String, value: String)

  /// The identifier as given.
  public var identifier: String {
    switch self {
    case .malformed(let text), .noData(let text, _), .unknownKeyword(let text, _),
      .repeatedKeyword(let text, _), .badFirstWeekday(let text, _),
      .badNumberingSystem(let text, _):
      text
    }
  }

  /// What is wrong, without the identifier.
  public var reason: String {
    switch self {
    case .malformed:
      "not a locale identifier (such as en_US, de-DE, hi_IN@numbers=deva or hi-IN-u-nu-deva)"
    case .noData(_, let base):
      "Foundation has no data for \(base) (use one of Locale.availableIdentifiers, such as "
        + "en_US, de_DE or he_IL)"
    case .unknownKeyword(_, let key):
      "\(key) is not read by the pickers (they read fw and numbers, in BCP 47 -u-fw and -u-nu)"
    case .repeatedKeyword(_, let key): "\(key) is given twice"
    case .badFirstWeekday(_, let value):
      "fw=\(value) is not a weekday (use "
        + LocaleIdentifier.weekdays.joined(separator: ", ") + ")"
    case .badNumberingSystem(_, let value):
      "\(value) is not a decimal numbering system Foundation has (such as latn, arab, arabext, "
        + "deva, thai or hanidec)"
    }
  }

  /// `unknown locale 'xx_YY': Foundation has no data for xx_YY (…)`; an identifier over 100
  /// characters is cut there.
  public var description: String {
    let shown = identifier.count > 100 ? identifier.prefix(100) + "…" : identifier[...]
    return "unknown locale '\(shown)': \(reason)"
  }
}
