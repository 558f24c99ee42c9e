import DrawList
import Foundation
import Testing

@testable import Theme

/// `BuiltInTokens.swift` is `Resources/tokens.json` resolved ahead of time; these tests hold the
/// two equal, token by token, and write the file anew for `tools/generate-tokens`.
@Suite struct BuiltInTokensTests {
  /// The built-in file as the JSON loader reads it, aliases resolved and every token validated.
  static let parsed = Result { try TokenSet.load(json: Data(PackageResources.tokens_json)) }

  /// Where `tools/generate-tokens` asks for the generated source to be written.
  static let outputPath = ProcessInfo.processInfo.environment["PICKERSHOT_WRITE_BUILT_IN_TOKENS"]

  /// The generator itself, run only by `tools/generate-tokens`.
  @Test(.enabled(if: outputPath != nil)) func writeTheGeneratedFile() throws {
    let path = try #require(Self.outputPath)
    try Data(Self.source(try Self.parsed.get()).utf8).write(
      to: URL(fileURLWithPath: path), options: .atomic)
  }

  @Test(arguments: Appearance.allCases)
  func compiledTokensEqualTheTokenFile(appearance: Appearance) throws {
    // A token case added without regenerating fails here, not in a look-up's force unwrap.
    let stale = "BuiltInTokens.swift differs from tokens.json: run tools/generate-tokens"
    try #require(BuiltInTokens.light.count == ColorToken.allCases.count, "\(stale)")
    try #require(BuiltInTokens.dark.count == ColorToken.allCases.count, "\(stale)")
    try #require(BuiltInTokens.shared.dimensions.count == DimensionToken.allCases.count, "\(stale)")
    try #require(BuiltInTokens.shared.shadows.count == ShadowToken.allCases.count, "\(stale)")
    try #require(
      BuiltInTokens.shared.typography.count == TypographyToken.allCases.count, "\(stale)")
    try #require(BuiltInTokens.shared.opacities.count == OpacityToken.allCases.count, "\(stale)")
    let file = try Self.parsed.get().theme(appearance)
    let compiled = try TokenSet.builtIn().theme(appearance)
    for token in ColorToken.allCases {
      #expect(compiled.color(token) == file.color(token), "\(token): \(stale)")
    }
    for token in DimensionToken.allCases {
      #expect(compiled.dimension(token) == file.dimension(token), "\(token): \(stale)")
    }
    for token in ShadowToken.allCases {
      #expect(compiled.shadow(token) == file.shadow(token), "\(token): \(stale)")
    }
    for token in TypographyToken.allCases {
      #expect(compiled.typography(token) == file.typography(token), "\(token): \(stale)")
    }
    for token in OpacityToken.allCases {
      #expect(compiled.opacity(token) == file.opacity(token), "\(token): \(stale)")
    }
  }

  /// The built-in set's by-name look-ups and overrides still read the whole file.
  @Test func builtInSetStillReadsTheFileByName() throws {
    let tokens = try TokenSet.builtIn()
    #expect(try tokens.color(named: "bg/raised", appearance: .dark).hex == "#292929")
    let darker = try tokens.overriding(
      json: Data(##"{"primitive": {"blue": {"500": {"$value": "#3559E9"}}}}"##.utf8))
    #expect(darker.theme(.light).color(.brandBase).hex == "#3559E9")
    #expect(tokens.theme(.light).color(.brandBase).hex == "#335CFF")
  }

  /// The Swift source of `BuiltInTokens.swift` for a resolved token set (before swift-format).
  static func source(_ tokens: TokenSet) -> String {
    let light = tokens.theme(.light)
    let dark = tokens.theme(.dark)
    func color(_ c: Color) -> String {
      func hex(_ v: UInt8) -> String {
        "0x" + (v < 16 ? "0" : "") + String(v, radix: 16, uppercase: true)
      }
      return "Color(red: \(hex(c.red)), green: \(hex(c.green)), blue: \(hex(c.blue)), "
        + "alpha: \(hex(c.alpha)))"
    }
    func entries<Token: CaseIterable>(_: Token.Type, _ value: (Token) -> String) -> String {
      Token.allCases.map { "    .\($0): \(value($0))," }.joined(separator: "\n")
    }
    func shadow(_ s: Shadow) -> String {
      "Shadow(offsetX: \(s.offsetX), offsetY: \(s.offsetY), blur: \(s.blur), spread: \(s.spread), "
        + "color: \(color(s.color)))"
    }
    func type(_ t: Typography) -> String {
      "Typography(fontFamily: \"\(t.fontFamily)\", fontWeight: \(t.fontWeight), "
        + "fontSize: \(t.fontSize), lineHeight: \(t.lineHeight), letterSpacing: \(t.letterSpacing))"
    }
    return """
      // Generated from Resources/tokens.json by tools/generate-tokens: do not edit by hand.
      // BuiltInTokensTests fails when this file and tokens.json disagree.
      import DrawList

      /// The built-in token file, `Resources/tokens.json`, resolved and validated ahead of
      /// time, so a process drawing with the built-in tokens parses no JSON. By-name look-ups
      /// and overrides of the built-in set still read the file (``TokenSet/overriding(json:)``).
      enum BuiltInTokens {
        /// Every colour token in Light.
        static let light: [ColorToken: Color] = [
      \(entries(ColorToken.self) { color(light.color($0)) })
        ]

        /// Every colour token in Dark.
        static let dark: [ColorToken: Color] = [
      \(entries(ColorToken.self) { color(dark.color($0)) })
        ]

        /// The tokens both modes share.
        static let shared = Theme.Shared(
          dimensions: [
      \(entries(DimensionToken.self) { "\(light.dimension($0))" })
          ],
          shadows: [
      \(entries(ShadowToken.self) { "[" + light.shadow($0).map(shadow).joined(separator: ",") + "]" })
          ],
          typography: [
      \(entries(TypographyToken.self) { type(light.typography($0)) })
          ],
          opacities: [
      \(entries(OpacityToken.self) { "\(light.opacity($0))" })
          ])
      }

      """
  }
}
