import DrawList
import Foundation
import Testing
import Theme

/// `TokenSet.overriding(json:)`: a partial document over a full set, validated like a whole file.
@Suite struct TokenOverrideTests {
  static let base = try! TokenSet.builtIn()

  static func override(_ json: String) throws(ThemeError) -> TokenSet {
    try base.overriding(json: Data(json.utf8))
  }

  @Test func aPrimitiveChangeReachesEverySemanticAliasInBothModes() throws {
    let darker = try Self.override(##"{"primitive": {"blue": {"500": {"$value": "#3559E9"}}}}"##)
    for appearance in Appearance.allCases {
      #expect(darker.theme(appearance).color(.brandBase).hex == "#3559E9")
      // Untouched tokens keep the base's values.
      #expect(
        darker.theme(appearance).color(.bgRaised) == Self.base.theme(appearance).color(.bgRaised))
    }
    // The base set is a value: unchanged.
    #expect(Self.base.theme(.light).color(.brandBase).hex == "#335CFF")
  }

  @Test func aSemanticOverrideInOneModeKeepsTheOther() throws {
    let json = #"{"mode": {"dark": {"bg": {"raised": {"$value": "{primitive.gray.900}"}}}}}"#
    let tokens = try Self.override(json)
    #expect(tokens.theme(.dark).color(.bgRaised) == Self.base.theme(.dark).color(.bgWeak50))
    #expect(tokens.theme(.light).color(.bgRaised) == Self.base.theme(.light).color(.bgRaised))
  }

  /// A theme reads a token in the other appearance from its own set (a white tile's ink stays
  /// Light's in Dark), an override included.
  @Test func aThemeReadsTheOtherAppearanceFromItsOwnSet() throws {
    let json =
      ##"{"mode": {"light": {"eand": {"text": {"default": {"subtle": {"$value": "#445566"}}}}}}}"##
    for tokens in [Self.base, try Self.override(json)] {
      for appearance in Appearance.allCases {
        for other in Appearance.allCases {
          #expect(
            tokens.theme(appearance).color(.eandTextDefaultSubtle, in: other)
              == tokens.theme(other).color(.eandTextDefaultSubtle))
        }
      }
    }
    let overridden = try Self.override(json).theme(.dark)
    #expect(overridden.color(.eandTextDefaultSubtle, in: .light).hex == "#445566")
  }

  @Test func overridesCanBeStacked() throws {
    let once = try Self.override(#"{"dimensions": {"radius": {"3xl": {"$value": "20px"}}}}"#)
    let twice = try once.overriding(
      json: Data(#"{"dimensions": {"radius": {"4xl": {"$value": "24px"}}}}"#.utf8))
    #expect(twice.theme(.light).dimension(.radius3xl) == 20)
    #expect(twice.theme(.light).dimension(.radius4xl) == 24)
  }

  @Test(arguments: [
    (
      #"{"mode": {"light": {"bg": {"raised": {"$value": "{primitive.gray.99}"}}}}}"#,
      ThemeError.invalid(
        path: "$.mode.light.bg.raised.$value",
        reason: "{primitive.gray.99} names no token in this document")
    ),
    (
      #"{"dimensions": {"radius": {"3xl": {"$value": "5000px"}}}}"#,
      ThemeError.outOfRange(
        token: "dimensions/radius/3xl", field: nil, value: "5000px", range: .dimension)
    ),
    (
      ##"{"mode": {"light": {"bg": {"raisd": {"$value": "#FFFFFF"}}}}}"##,
      ThemeError.unknownOverride("mode.light.bg.raisd")
    ),
    (#"[1]"#, ThemeError.malformed("the top level is not an object")),
    (
      #"{"dimensions": {"radius": {"3xl": {"$value": }}}}"#,
      ThemeError.malformed("not JSON (line 1, column 46: expected a value, found '}')")
    ),
    (
      #"{"dimensions": {"radius": {"3xl": {"$value": "8px", "$value": "9px"}}}}"#,
      ThemeError.malformed(
        #"not JSON (line 1, column 53: the key "$value" is given twice)"#)
    ),
  ])
  func aBadOverrideFailsNamingTheToken(json: String, error: ThemeError) {
    #expect(throws: error) { try Self.override(json) }
  }
}
