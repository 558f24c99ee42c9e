import PickerModel
import Testing

/// Parses `"10:30"` into a slot, recording a test issue if it is not a half hour.
func slot(_ text: String) throws -> TimeSlot {
  let parts = text.split(separator: ":").compactMap { Int($0) }
  return try #require(
    parts.count == 2 ? TimeSlot(hour: parts[0], minute: parts[1]) : nil, "\(text) is no slot")
}

/// Parses a focus written as `-` (none), `d15` / `d30` / `d60` (a duration) or `10:30` (a slot).
func timeFocus(_ text: String) throws -> TimePickerFocus? {
  if text == "-" { return nil }
  if text.hasPrefix("d") {
    let minutes = try #require(Int(text.dropFirst()), "\(text) is no duration")
    return .duration(try #require(QuickDuration(rawValue: minutes), "\(text) is no duration"))
  }
  return .slot(try slot(text))
}
