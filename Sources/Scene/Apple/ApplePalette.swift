import Theme

/// The colour roles the Apple mirrors draw with, each mapped to one iOS system colour token
/// (tokens.md §3.1), so every scene names a role rather than a token.
///
/// macOS's own system colours (windowBackgroundColor, controlBackgroundColor…) are not sourced
/// (platform-metrics §5 lists them as missing), so the macOS scenes take the iOS colour that plays
/// the same role: systemBlue for the accent, `label`, `tertiaryLabel` for faint text.
public enum ApplePalette {
  /// Text and hands: `label`.
  public static let label = ColorToken.iosLabel
  /// The accent (UIKit's default tint, AppKit's default accent): `systemBlue`.
  public static let accent = ColorToken.iosSystemBlue
  /// Weekday symbols, neighbouring months' days: `tertiaryLabel`.
  public static let faint = ColorToken.iosTertiaryLabel
  /// Secondary text (the clock's numerals, the Time caption's field): `secondaryLabel`.
  public static let secondary = ColorToken.iosSecondaryLabel
  /// Hairlines (the time row's separator, the macOS field's border): `tertiaryLabel`, which is
  /// UIKit's `separator` in Light (#3C3C43 at about 30 %); `separator` itself is not a token.
  public static let separator = ColorToken.iosTertiaryLabel
  /// A page: `systemBackground`.
  public static let page = ColorToken.iosSystemBackground
  /// A popover's surface (the compact picker's editor): `systemBackground` elevated.
  public static let popover = ColorToken.iosSystemBackgroundElevated
  /// Buttons and chips: `tertiarySystemFill`.
  public static let fill = ColorToken.iosTertiarySystemFill
  /// macOS's window background (#ECECEC / #323232 on a Mac): `systemGray5`.
  public static let macWindow = ColorToken.iosSystemGray5
  /// macOS's control background (white / #1E1E1E): `systemBackground` elevated.
  public static let macControl = ColorToken.iosSystemBackgroundElevated
}
