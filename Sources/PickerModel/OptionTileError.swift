/// Why an option tile or a row of them was refused. Each message is one line naming the rule and
/// the tile it broke.
public enum OptionTileError: ModelRuleError, Hashable, Sendable, CustomStringConvertible {
  /// A tile with no value text.
  case emptyValue(caption: String)
  /// A disabled tile asked to show as selected (`"1 GB"`).
  case disabledAndSelected(String)
  /// A tile asked for a size other than the fixed 106×72 (value, width, height).
  case resized(String, width: Double, height: Double)
  /// A badge with no text (value).
  case emptyBadge(String)
  /// A row with fewer than two tiles (the count).
  case rowTooShort(Int)
  /// More than one tile in a row selected (their values).
  case severalSelected([String])
  /// Two tiles in a row with the same value.
  case duplicateValue(String)
  /// A selection outside the row (the index, the row's size).
  case noSuchTile(Int, count: Int)
  /// A disabled tile picked (its value).
  case pickedDisabled(String)
  /// A viewport that is not a finite number of points in 1…5461 (``OptionTileRow/maxViewport``).
  case badViewport(Double)

  /// The one-line message.
  public var description: String {
    switch self {
    case .emptyValue(let caption):
      "option tile with caption \"\(caption)\": the value is empty"
    case .disabledAndSelected(let value):
      "option tile \"\(value)\": a disabled tile is never shown as selected"
    case .resized(let value, let width, let height):
      "option tile \"\(value)\": tiles are fixed at 106×72, not \(Self.points(width))×"
        + "\(Self.points(height))"
    case .emptyBadge(let value):
      "option tile \"\(value)\": the badge is empty (leave it out instead)"
    case .rowTooShort(let count):
      "option tile row: tiles only come in rows of two or more, this one has \(count)"
    case .severalSelected(let values):
      "option tile row: one tile at most is selected, not "
        + values.map { "\"\($0)\"" }.joined(separator: ", ")
    case .duplicateValue(let value):
      "option tile row: two tiles show \"\(value)\""
    case .noSuchTile(let index, let count):
      "option tile row: no tile \(index) in a row of \(count)"
    case .pickedDisabled(let value):
      "option tile row: \"\(value)\" is disabled and cannot be selected"
    case .badViewport(let width):
      "option tile row: viewport \(Self.points(width)) is not a width of 1…\(Int(OptionTileRow.maxViewport)) pt"
    }
  }

  /// `106`, `120.5`, `nan`: a size as written, never trapping on a non-finite value.
  private static func points(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return "\(value)" }
    return value == value.rounded() ? String(Int(value)) : "\(value)"
  }
}
