import DrawList
import Foundation
import Testing
import Theme

/// The Material 3 token set (the third one): the baseline scheme in Light and Dark, the shape
/// scale, elevation level 3, the state layers and the M3 type scale in Roboto.
@Suite struct MaterialTokenTests {
  static let tokens = try! TokenSet.builtIn()

  @Test(arguments: [
    (ColorToken.m3Primary, "#6750A4", "#D0BCFF"),
    (.m3OnPrimary, "#FFFFFF", "#381E72"),
    (.m3PrimaryContainer, "#EADDFF", "#4F378B"),
    (.m3OnPrimaryContainer, "#4F378B", "#EADDFF"),
    (.m3SecondaryContainer, "#E8DEF8", "#4A4458"),
    (.m3OnSecondaryContainer, "#1D192B", "#E8DEF8"),
    (.m3TertiaryContainer, "#FFD8E4", "#633B48"),
    (.m3OnTertiaryContainer, "#633B48", "#FFD8E4"),
    (.m3Surface, "#FEF7FF", "#141218"),
    (.m3SurfaceContainerHigh, "#ECE6F0", "#2B2930"),
    (.m3SurfaceContainerHighest, "#E6E0E9", "#36343B"),
    (.m3OnSurface, "#1D1B20", "#E6E0E9"),
    (.m3OnSurfaceVariant, "#49454F", "#CAC4D0"),
    (.m3Outline, "#79747E", "#938F99"),
    (.m3OutlineVariant, "#CAC4D0", "#49454F"),
    (.m3Error, "#B3261E", "#F2B8B5"),
  ])
  func baselineSchemeRoles(token: ColorToken, light: String, dark: String) {
    #expect(Self.tokens.theme(.light).color(token).hex == light)
    #expect(Self.tokens.theme(.dark).color(token).hex == dark)
  }

  @Test(arguments: [
    (DimensionToken.m3ShapeXs, 4.0), (.m3ShapeS, 8), (.m3ShapeM, 12), (.m3ShapeL, 16),
    (.m3ShapeLIncreased, 20), (.m3ShapeXl, 28), (.m3ShapeXlIncreased, 32), (.m3ShapeXxl, 48),
    (.m3ShapeFull, 999),
  ])
  func shapeScale(token: DimensionToken, points: Double) {
    #expect(Self.tokens.theme(.light).dimension(token) == points)
  }

  @Test func elevationLevel3HasItsTwoLayers() {
    let theme = Self.tokens.theme(.dark)
    #expect(
      theme.shadow(.m3Level3Key) == [
        Shadow(offsetX: 0, offsetY: 1, blur: 3, spread: 0, color: Color(hex: "#0000004D")!)
      ])
    #expect(
      theme.shadow(.m3Level3Ambient) == [
        Shadow(offsetX: 0, offsetY: 4, blur: 8, spread: 3, color: Color(hex: "#00000026")!)
      ])
  }

  @Test(arguments: [
    (OpacityToken.m3StateHover, 0.08), (.m3StateFocus, 0.10), (.m3StatePressed, 0.10),
    (.m3StateDragged, 0.16), (.m3StateDisabled, 0.38),
  ])
  func stateLayerOpacities(token: OpacityToken, value: Double) {
    #expect(Self.tokens.theme(.light).opacity(token) == value)
  }

  /// Size, line height, weight and tracking in sp (letter spacing × size).
  @Test(arguments: [
    (TypographyToken.m3DisplayLarge, 57.0, 64.0, 400, -0.25),
    (.m3DisplayMedium, 45, 52, 400, 0),
    (.m3HeadlineLarge, 32, 40, 400, 0),
    (.m3TitleMedium, 16, 24, 500, 0.15),
    (.m3LabelLarge, 14, 20, 500, 0.1),
    (.m3LabelMedium, 12, 16, 500, 0.5),
    (.m3BodyLarge, 16, 24, 400, 0.5),
    (.m3BodySmall, 12, 16, 400, 0.4),
  ])
  func typeScaleInRoboto(
    token: TypographyToken, size: Double, line: Double, weight: Int, tracking: Double
  ) {
    let type = Self.tokens.theme(.light).typography(token)
    #expect(type.fontFamily == "Roboto")
    #expect(type.fontSize == size && type.lineHeight == line && type.fontWeight == weight)
    #expect(abs(type.letterSpacing * size - tracking) < 0.0005)
    #expect(type.font == FontID(weight == 500 ? "Roboto-Medium" : "Roboto-Regular"))
  }

  @Test(arguments: [
    (##"{"m3": {"state": {"disabled": {"$value": 1.5}}}}"##, "m3/state/disabled", "1.5"),
    (##"{"m3": {"state": {"hover": {"$value": -0.1}}}}"##, "m3/state/hover", "-0.1"),
  ])
  func opacitiesOutsideZeroToOneFailNamingTheToken(json: String, token: String, written: String) {
    #expect(
      throws: ThemeError.outOfRange(token: token, field: nil, value: written, range: .opacity)
    ) {
      try Self.tokens.overriding(json: Data(json.utf8))
    }
  }

  @Test func anOpacityThatIsNotANumberIsInvalidAtItsPath() {
    #expect(
      throws: ThemeError.invalid(
        path: "$.m3.state.focus.$value", reason: "expected a number, got \"nan\"")
    ) {
      try Self.tokens.overriding(
        json: Data(##"{"m3": {"state": {"focus": {"$value": "nan"}}}}"##.utf8))
    }
  }

  @Test func m3TokensAreOverridable() throws {
    let set = try Self.tokens.overriding(
      json: Data(
        ##"{"mode": {"dark": {"m3": {"primary": {"$value": "#FF0000"}}}}, "m3": {"shape": {"xl": {"$value": "24px"}}}}"##
          .utf8))
    #expect(set.theme(.dark).color(.m3Primary).hex == "#FF0000")
    #expect(set.theme(.light).color(.m3Primary).hex == "#6750A4")
    #expect(set.theme(.light).dimension(.m3ShapeXl) == 24)
  }

  @Test func aMissingM3RoleFailsNamingItAndItsMode() throws {
    var root = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.shippedURL)) as? [String: Any])
    var modes = try #require(root["mode"] as? [String: Any])
    var dark = try #require(modes["dark"] as? [String: Any])
    var m3 = try #require(dark["m3"] as? [String: Any])
    m3["outline-variant"] = nil
    dark["m3"] = m3
    modes["dark"] = dark
    root["mode"] = modes
    #expect(throws: ThemeError.unknownToken("m3/outline-variant", mode: .dark)) {
      try TokenSet.load(json: try JSONSerialization.data(withJSONObject: root))
    }
  }

  static let shippedURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/Theme/Resources/tokens.json").standardized
}
