import Foundation

/// Gregorian, UTC date formatters shared by the whole process, one per locale and pattern.
///
/// Making an ICU date formatter costs about a millisecond; a scene formats dozens of strings
/// (every wheel row, every day's spoken label), and `verify` builds hundreds of scenes. Foundation's
/// `DateFormatter` locks its own state, so one instance may format on several threads at once.
/// The formatters are shared: read them and format with them, never set their properties.
public enum DateFormatterCache {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var formatters: [String: DateFormatter] = [:]

  /// The formatter for `pattern` (a `dateFormat`, or with `template` a skeleton such as `yMMMd`
  /// that the locale turns into its own pattern) in the locale `identifier` (ICU form).
  public static func formatter(
    locale identifier: String, pattern: String, template: Bool = false
  ) -> DateFormatter {
    let key = "\(identifier)\u{1F}\(template ? "t" : "f")\u{1F}\(pattern)"
    lock.lock()
    defer { lock.unlock() }
    if let formatter = formatters[key] { return formatter }
    let locale = Locale(identifier: identifier)
    let zone = TimeZone(identifier: "UTC") ?? TimeZone.current
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = zone
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = zone
    formatter.dateFormat =
      template
      ? DateFormatter.dateFormat(fromTemplate: pattern, options: 0, locale: locale) ?? pattern
      : pattern
    formatters[key] = formatter
    return formatter
  }
}
