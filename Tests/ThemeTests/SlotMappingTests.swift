import DrawList
import Foundation
import Testing

@testable import Theme

/// A read document mapped onto pickershot's slots: the shipped file written in 2025.10 forms
/// draws exactly as the shipped file does, and what a slot cannot take is refused at its path.
@Suite struct SlotMappingTests {
  /// `tokens.json` with every value in 2025.10 form and the 2025.10 `$schema` (so it is held to
  /// 2025.10 exactly) loads to the same themes: colours, dimensions, shadows and opacities
  /// exactly, type styles to 1e-12 (a line height of 52 over 45 pt comes back 1 ulp away).
  @Test(arguments: Appearance.allCases)
  func theShippedFileIn2025FormsDrawsTheSame(appearance: Appearance) throws {
    let converted = try TokenSet.load(json: try TokenFile2025.data())
    #expect(try converted.document().reading == .format2025)
    #expect(try converted.document().olderForms == 0)
    let file = converted.theme(appearance)
    let shipped = try TokenSet.builtIn().theme(appearance)
    for token in ColorToken.allCases { #expect(file.color(token) == shipped.color(token)) }
    for token in DimensionToken.allCases {
      #expect(file.dimension(token) == shipped.dimension(token))
    }
    for token in ShadowToken.allCases { #expect(file.shadow(token) == shipped.shadow(token)) }
    for token in OpacityToken.allCases { #expect(file.opacity(token) == shipped.opacity(token)) }
    for token in TypographyToken.allCases {
      let (a, b) = (file.typography(token), shipped.typography(token))
      #expect(a.fontFamily == b.fontFamily && a.fontWeight == b.fontWeight)
      #expect(a.fontSize == b.fontSize)
      #expect(
        abs(a.lineHeight - b.lineHeight) < 1e-12 && abs(a.letterSpacing - b.letterSpacing) < 1e-12)
    }
  }

  static let base = try! TokenSet.builtIn()

  static func override(_ json: String) throws(ThemeError) -> TokenSet {
    try base.overriding(json: Data(json.utf8))
  }

  @Test func slotsTakeTheFormatsForms() throws {
    let set = try Self.override(
      #"""
      {"mode": {"light": {"bg": {"raised": {"$value": {"colorSpace": "oklch",
         "components": [0.7016, 0.3225, 328.363]}}}}},
       "dimensions": {"radius": {"8": {"$value": {"value": 0.75, "unit": "rem"}}}},
       "typography": {"label-sm": {"$value": {"fontFamily": ["Roboto", "Inter"],
         "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": "bold",
         "letterSpacing": {"value": 0.8, "unit": "px"}, "lineHeight": 1.5}}},
       "dropShadow": {"2xl": {"$value": [
         {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5},
          "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"},
          "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}},
         "{shadow.regular-xs}"]}}}
      """#)
    let light = set.theme(.light)
    #expect(light.color(.bgRaised).hex == "#FF00FF")
    #expect(set.theme(.dark).color(.bgRaised) == Self.base.theme(.dark).color(.bgRaised))
    #expect(light.dimension(.radius8) == 12)
    let style = light.typography(.labelSm)
    #expect(style.fontFamily == "Roboto" && style.fontWeight == 700 && style.fontSize == 16)
    #expect(style.lineHeight == 24 && style.letterSpacing == 0.05)
    let layers = light.shadow(.dropShadow2xl)
    #expect(layers.count == 2 && layers[0].color.alpha == 128)
    #expect(layers[1] == Self.base.theme(.light).shadow(.regularXs)[0])
  }

  @Test(arguments: [
    (
      ##"{"shadow": {"regular-xs": {"$value": {"color": "#000000", "offsetX": "0px", "offsetY": "1px", "blur": "2px", "spread": "0px", "inset": true}}}}"##,
      "$.shadow.regular-xs.$value.inset", "an inset layer cannot be drawn"
    ),
    (
      ##"{"dimensions": {"radius": {"8": {"$type": "number", "$value": 8}}}}"##,
      "$.dimensions.radius.8.$value", "with a dimension token; this one is a number"
    ),
    (
      ##"{"mode": {"dark": {"bg": {"raised": {"$type": "dimension", "$value": "8px"}}}}}"##,
      "$.mode.dark.bg.raised.$value", "with a color token; this one is a dimension"
    ),
  ])
  func whatASlotCannotTakeIsRefusedAtItsPath(json: String, path: String, reason: String) {
    #expect {
      try Self.override(json)
    } throws: { error in
      guard case .invalid(let at, let why) = error as? ThemeError else { return false }
      return at == path && why.contains(reason)
    }
  }
}
