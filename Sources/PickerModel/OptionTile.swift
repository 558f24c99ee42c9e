/// One fixed 106×72 option tile: a value over a caption, an optional status badge, selected or
/// disabled. A disabled tile never shows as selected and never shows its badge.
///
/// ```swift
/// let tile = try OptionTile(value: "10 GB", caption: "28 days", badge: .text("Popular"))
/// tile.accessibilityLabel  // "10 GB, 28 days, Popular"
/// ```
public struct OptionTile: Hashable, Sendable {
  /// The fixed width, in points.
  public static let width = 106.0
  /// The fixed height, in points.
  public static let height = 72.0

  /// The primary text (`"10 GB"`).
  public let value: String
  /// The line under it (`"28 days"`), may be empty.
  public let caption: String
  /// The status badge asked for (hidden while disabled: see ``shownBadge``).
  public let badge: OptionTileBadge?
  /// Whether it is the chosen option.
  public let isSelected: Bool
  /// Whether it cannot be chosen.
  public let isDisabled: Bool

  /// Creates a tile.
  ///
  /// - Throws: ``OptionTileError/emptyValue(caption:)``, ``OptionTileError/emptyBadge(_:)``,
  ///   ``OptionTileError/disabledAndSelected(_:)``, or ``OptionTileError/resized(_:width:height:)``
  ///   when `width` or `height` is not the fixed size.
  public init(
    value: String, caption: String = "", badge: OptionTileBadge? = nil, selected: Bool = false,
    disabled: Bool = false, width: Double = OptionTile.width, height: Double = OptionTile.height
  ) throws(OptionTileError) {
    guard !value.isBlank else { throw .emptyValue(caption: caption) }
    guard width == Self.width, height == Self.height else {
      throw .resized(value, width: width, height: height)
    }
    if case .text(let text)? = badge, text.isBlank {
      throw .emptyBadge(value)
    }
    guard !(selected && disabled) else { throw .disabledAndSelected(value) }
    self.value = value
    self.caption = caption
    self.badge = badge
    self.isSelected = selected
    self.isDisabled = disabled
  }

  /// The badge as drawn: none while disabled.
  public var shownBadge: OptionTileBadge? { isDisabled ? nil : badge }

  /// What assistive technology reads: value, caption and the shown badge, comma-separated.
  public var accessibilityLabel: String {
    ([value, caption] + [shownBadge?.description].compactMap { $0 })
      .filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// This tile selected or not (a disabled tile cannot be).
  public func selected(_ selected: Bool) throws(OptionTileError) -> OptionTile {
    try OptionTile(
      value: value, caption: caption, badge: badge, selected: selected, disabled: isDisabled)
  }
}
