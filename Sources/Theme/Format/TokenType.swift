/// The thirteen token types of the DTCG Format Module 2025.10 (`$type`), by their JSON names.
public enum TokenType: String, CaseIterable, Sendable {
  case color
  case dimension
  case fontFamily
  case fontWeight
  case duration
  case cubicBezier
  case number
  case strokeStyle
  case border
  case transition
  case shadow
  case gradient
  case typography

  /// `color, dimension, …`: every name, for messages.
  static let list = allCases.map(\.rawValue).joined(separator: ", ")
}
