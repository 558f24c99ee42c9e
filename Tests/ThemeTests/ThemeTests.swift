import DrawList
import Foundation
import Testing
import Theme

@Suite struct ThemeTests {
  static let tokens = try! TokenSet.builtIn()

  @Test(arguments: [
    (100, "Inter-Thin"), (200, "Inter-ExtraLight"), (300, "Inter-Light"), (400, "Inter-Regular"),
    (500, "Inter-Medium"), (600, "Inter-SemiBold"), (700, "Inter-Bold"), (800, "Inter-ExtraBold"),
    (900, "Inter-Black"), (450, "Inter-Regular"),
  ])
  func weightsNameTheirFace(weight: Int, face: String) {
    let type = Typography(
      fontFamily: "Inter", fontWeight: weight, fontSize: 14, lineHeight: 20, letterSpacing: 0)
    #expect(type.font == FontID(face))
  }

  @Test func softTextMeasures3_26To1OnWhite() {
    let soft = Self.tokens.theme(.light).color(.textSoft500)
    let ratio = soft.contrastRatio(against: .white)
    #expect((ratio * 100).rounded() / 100 == 3.26)
  }

  @Test(arguments: Appearance.allCases)
  func brandAlpha10IsTenPercentOfBrandBlue(appearance: Appearance) {
    let theme = Self.tokens.theme(appearance)
    let brand = theme.color(.brandBase)
    let band = theme.color(.brandAlpha10)
    #expect(band.withAlpha(255) == brand)
    #expect(abs(Double(band.alpha) / 255 - 0.10) < 0.005)
  }

  @Test(arguments: [
    (Appearance.light, ColorToken.bgWeak50, "#F7F7F7"), (.dark, .bgWeak50, "#1C1C1C"),
    (.light, .textStrong950, "#171717"), (.dark, .textStrong950, "#FFFFFF"),
    (.light, .brandBase, "#335CFF"), (.dark, .brandBase, "#335CFF"),
    (.light, .bgRaised, "#FFFFFF"), (.dark, .bgRaised, "#292929"),
    (.light, .textSub700, "#333333"), (.dark, .textSub700, "#D1D1D1"),
  ])
  func semanticTokensResolveToPrimitives(appearance: Appearance, token: ColorToken, hex: String) {
    #expect(Self.tokens.theme(appearance).color(token).hex == hex)
  }

  @Test func dimensionsShadowsAndType() {
    let theme = Self.tokens.theme(.light)
    #expect(theme.dimension(.radius3xl) == 32)
    #expect(theme.dimension(.radius4xl) == 40)
    #expect(
      theme.shadow(.dropShadow2xl)
        == [
          Shadow(
            offsetX: 0, offsetY: 25, blur: 25, color: Color(red: 0, green: 0, blue: 0, alpha: 0x26))
        ])
    let label = theme.typography(.labelSm)
    #expect(label.font == FontID("Inter-Medium"))
    #expect(label.fontSize == 14 && label.letterSpacing == -0.006)
  }

  /// The shipped file with one semantic token removed from one mode.
  static func tokensWithout(_ key: String, group: String, mode: String) throws -> Data {
    // The shipped file itself, found from this file's path.
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Theme/Resources/tokens.json").standardized
    var root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
    var modes = root["mode"] as! [String: Any]
    var theme = modes[mode] as! [String: Any]
    var section = theme[group] as! [String: Any]
    section[key] = nil
    theme[group] = section
    modes[mode] = theme
    root["mode"] = modes
    return try JSONSerialization.data(withJSONObject: root)
  }

  @Test func aMissingTokenFailsAtLoadNamingIt() throws {
    let data = try Self.tokensWithout("raised", group: "bg", mode: "dark")
    #expect(throws: ThemeError.unknownToken("bg/raised", mode: .dark)) {
      try TokenSet.load(json: data)
    }
    #expect(
      ThemeError.unknownToken("bg/raised", mode: .dark).description
        == "$.mode.dark.bg.raised: unknown token 'bg/raised' in dark mode")
  }

  /// The shipped file's text.
  static func shippedText() throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Theme/Resources/tokens.json").standardized
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test func aDanglingAliasFailsAtLoadNamingTokenAndAlias() throws {
    // The whole shipped file, with Dark's bg/raised pointing at a primitive that does not exist:
    // every other token resolves, so only the alias check can fail it.
    let text = try Self.shippedText()
    let changed = text.replacingOccurrences(
      of: "\"$value\": \"{primitive.gray.800}\",\n          \"$description\": \"Card surface.",
      with: "\"$value\": \"{primitive.gray.99}\",\n          \"$description\": \"Card surface.")
    #expect(changed != text)
    #expect(
      throws: ThemeError.invalid(
        path: "$.mode.dark.bg.raised.$value",
        reason: "{primitive.gray.99} names no token in this document")
    ) {
      try TokenSet.load(json: Data(changed.utf8))
    }
  }

  @Test func notJSONIsMalformed() {
    #expect(throws: ThemeError.self) { try TokenSet.load(json: Data("{".utf8)) }
  }

  @Test func lookUpByName() throws {
    #expect(try Self.tokens.color(named: "brand/base", appearance: .dark).hex == "#335CFF")
    #expect(throws: ThemeError.unknownToken("bg/nope", mode: .light)) {
      try Self.tokens.color(named: "bg/nope", appearance: .light)
    }
  }
}
