import Foundation
import Testing

@testable import PickerModel

/// One formatter per locale and pattern, shared: made once, never mixed up between keys.
@Suite struct DateFormatterCacheTests {
  @Test func theSameKeyGivesTheSameFormatter() {
    let first = DateFormatterCache.formatter(locale: "de_DE", pattern: "MMMM")
    let again = DateFormatterCache.formatter(locale: "de_DE", pattern: "MMMM")
    #expect(first === again)
  }

  /// Locale, pattern and template-or-not are all part of the key.
  @Test(arguments: [
    ("en_US", "MMMM", false, "January"), ("de_DE", "MMMM", false, "Januar"),
    ("de_DE", "MMM", false, "Jan."), ("en_US", "yMMMM", true, "January 2026"),
    ("de_DE", "yMMMM", true, "Januar 2026"),
  ])
  func eachKeyFormatsInItsOwnLocale(locale: String, pattern: String, template: Bool, text: String)
    throws
  {
    let formatter = DateFormatterCache.formatter(
      locale: locale, pattern: pattern, template: template)
    let date = try #require(
      formatter.calendar.date(from: DateComponents(year: 2026, month: 1, day: 16, hour: 12)))
    #expect(formatter.string(from: date) == text)
  }
}
