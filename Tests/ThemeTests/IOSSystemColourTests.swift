import DrawList
import Testing
import Theme

/// The iOS system colours of tokens.md §3.1 (iOS 13–18), Light and Dark, as the Apple mirrors
/// read them.
@Suite struct IOSSystemColourTests {
  static let tokens = try? TokenSet.builtIn()

  @Test(arguments: [
    (Appearance.light, ColorToken.iosSystemGray, "#8E8E93"), (.dark, .iosSystemGray, "#8E8E93"),
    (.light, .iosSystemGray5, "#E5E5EA"), (.dark, .iosSystemGray5, "#2C2C2E"),
    (.light, .iosSystemGray6, "#F2F2F7"), (.dark, .iosSystemGray6, "#1C1C1E"),
    (.light, .iosSecondarySystemBackground, "#F2F2F7"),
    (.dark, .iosSecondarySystemBackground, "#1C1C1E"),
    (.light, .iosSystemBackgroundElevated, "#FFFFFF"),
    (.dark, .iosSystemBackgroundElevated, "#1C1C1E"),
    (.light, .iosSecondarySystemBackgroundElevated, "#F2F2F7"),
    (.dark, .iosSecondarySystemBackgroundElevated, "#2C2C2E"),
    (.light, .iosSecondaryLabel, "#3C3C4399"), (.dark, .iosSecondaryLabel, "#EBEBF599"),
    (.light, .iosTertiaryLabel, "#3C3C434D"), (.dark, .iosTertiaryLabel, "#EBEBF54D"),
    (.light, .iosSystemGreen, "#34C759"), (.dark, .iosSystemGreen, "#30D158"),
    (.light, .iosTertiarySystemFill, "#7676801E"), (.dark, .iosTertiarySystemFill, "#7676803D"),
  ])
  func systemColoursResolvePerMode(appearance: Appearance, token: ColorToken, hex: String) throws {
    let tokens = try #require(Self.tokens)
    #expect(tokens.theme(appearance).color(token).hex == hex)
  }
}
