/// What an option tile's status strip says: a string or a number renders the neutral small status
/// badge along the bottom of the tile.
public enum OptionTileBadge: Hashable, Sendable, CustomStringConvertible {
  /// A word or two (`"Popular"`).
  case text(String)
  /// A number (`2` for "2×").
  case number(Int)

  /// The text shown in the strip.
  public var description: String {
    switch self {
    case .text(let text): text
    case .number(let number): String(number)
    }
  }
}
