/// Why the modal input's text is not a date: the field shows its error state with this message
/// (Compose's wording) as its supporting text.
public enum MaterialDateInputError: Hashable, Sendable, CustomStringConvertible {
  /// The text does not match the locale's pattern, or names no real day (`01/32/2026`).
  case doesNotMatch(pattern: String)
  /// A real date whose year lies outside the picker's years.
  case yearOutOfRange(years: ClosedRange<Int>)

  /// The one-line message the field shows.
  public var description: String {
    switch self {
    case .doesNotMatch(let pattern): "Date does not match expected pattern: \(pattern)"
    case .yearOutOfRange(let years):
      "Date out of expected year range \(years.lowerBound) - \(years.upperBound)"
    }
  }
}
