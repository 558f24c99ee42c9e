/// A day of the week, in the picker's Monday-first order.
public enum Weekday: Int, CaseIterable, Sendable {
  /// Monday, column 0.
  case monday
  /// Tuesday, column 1.
  case tuesday
  /// Wednesday, column 2.
  case wednesday
  /// Thursday, column 3.
  case thursday
  /// Friday, column 4.
  case friday
  /// Saturday, column 5.
  case saturday
  /// Sunday, column 6.
  case sunday

  /// The column header: Monday takes one letter, the others two (`M Tu We Th Fr Sa Su`).
  public var shortLabel: String {
    switch self {
    case .monday: "M"
    case .tuesday: "Tu"
    case .wednesday: "We"
    case .thursday: "Th"
    case .friday: "Fr"
    case .saturday: "Sa"
    case .sunday: "Su"
    }
  }

  /// The English name (`Monday`), as the spec writes it.
  public var name: String {
    switch self {
    case .monday: "Monday"
    case .tuesday: "Tuesday"
    case .wednesday: "Wednesday"
    case .thursday: "Thursday"
    case .friday: "Friday"
    case .saturday: "Saturday"
    case .sunday: "Sunday"
    }
  }
}
