import DrawList
import Foundation

/// Escaping shared by the JUnit and HTML writers (and the CLI's gallery page), so report text can
/// never break the markup.
public enum ReportEscaping {
  /// Escapes `text` for element content: `&`, `<`, `>`, quotes and carriage returns become
  /// references, and every other control character, DEL, noncharacter (U+FFFE, U+FFFF, which
  /// XML 1.0 forbids) and bidi control is shown as `\u{1B}`, exactly as the terminal shows it
  /// (``EscapedText``).
  public static func text(_ text: String) -> String {
    escape(text, attribute: false)
  }

  /// Escapes `text` for a double- or single-quoted attribute value; tabs and line breaks become
  /// character references too, so XML attribute-value normalization keeps them.
  public static func attribute(_ text: String) -> String {
    escape(text, attribute: true)
  }

  /// Percent-encodes a relative file path for an `href` or `src` and escapes it for the attribute.
  ///
  /// Each path segment is percent-encoded (so `#`, `?`, `%` and spaces stay part of the name) and
  /// a first segment containing `:` gets a `./` prefix so it cannot read as a URL scheme.
  public static func url(path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "?#%;")
    let encoded = path.split(separator: "/", omittingEmptySubsequences: false)
      .map { String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? "" }
      .joined(separator: "/")
    let first = encoded.split(separator: "/", omittingEmptySubsequences: false).first ?? ""
    let safe = first.contains(":") ? "./" + encoded : encoded
    return attribute(safe)
  }

  /// The shared implementation.
  private static func escape(_ text: String, attribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\r": result += "&#13;"
      case "\n" where attribute: result += "&#10;"
      case "\t" where attribute: result += "&#9;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      default:
        // Shown, not obeyed: an ESC or a U+202E in a sidecar reads as the terminal shows it.
        if EscapedText.needsEscape(scalar) {
          result += EscapedText.escape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
