import DrawList
import Foundation
import Testing
import Theme

/// The Material 3 token set (the third one): the baseline scheme in Light and Dark, the shape
/// scale, elevation level 3, the state layers and the M3 type scale in Roboto.
@Suite struct MaterialTokenTests {
  static let tokens = try! TokenSet.builtIn()

  /// The baseline palette's tones, from material-web
  /// `tokens/versions/latest/sass/_md-ref-palette.scss` (M3 v34.0.21).
  static let palette: [String: String] = [
    "primary20": "#381E72", "primary30": "#4F378B", "primary40": "#6750A4",
    "primary80": "#D0BCFF", "primary90": "#EADDFF", "primary100": "#FFFFFF",
    "secondary10": "#1D192B", "secondary30": "#4A4458", "secondary90": "#E8DEF8",
    "tertiary10": "#31111D", "tertiary30": "#633B48", "tertiary90": "#FFD8E4",
    "neutral6": "#141218", "neutral10": "#1D1B20", "neutral17": "#2B2930",
    "neutral22": "#36343B", "neutral90": "#E6E0E9", "neutral92": "#ECE6F0",
    "neutral98": "#FEF7FF", "neutral-variant30": "#49454F", "neutral-variant50": "#79747E",
    "neutral-variant60": "#938F99", "neutral-variant80": "#CAC4D0", "neutral-variant90": "#E7E0EC",
    "error40": "#B3261E",
    "error80": "#F2B8B5",
  ]

  /// Every role the mirrors draw, from one baseline per appearance: Light from material-web
  /// `tokens/versions/latest/sass/_md-sys-color.scss` (M3 v34.0.21), Dark from Compose
  /// `tokens/ColorDarkTokens.kt` (v0_210; material-web's latest ships no dark scheme), each row
  /// naming the tone its source maps the role to. Compose's older `ColorLightTokens` (v0_210: the
  /// on-containers at P10/S10/T10) would be a second theme, never mixed in.
  @Test(arguments: [
    (ColorToken.m3Primary, "_md-sys-color $primary: primary40", "Primary: Primary80"),
    (.m3OnPrimary, "_md-sys-color $on-primary: primary100", "OnPrimary: Primary20"),
    (
      .m3PrimaryContainer, "_md-sys-color $primary-container: primary90",
      "PrimaryContainer: Primary30"
    ),
    (
      .m3OnPrimaryContainer, "_md-sys-color $on-primary-container: primary30",
      "OnPrimaryContainer: Primary90"
    ),
    (
      .m3SecondaryContainer, "_md-sys-color $secondary-container: secondary90",
      "SecondaryContainer: Secondary30"
    ),
    (
      .m3OnSecondaryContainer, "_md-sys-color $on-secondary-container: secondary30",
      "OnSecondaryContainer: Secondary90"
    ),
    (
      .m3TertiaryContainer, "_md-sys-color $tertiary-container: tertiary90",
      "TertiaryContainer: Tertiary30"
    ),
    (
      .m3OnTertiaryContainer, "_md-sys-color $on-tertiary-container: tertiary30",
      "OnTertiaryContainer: Tertiary90"
    ),
    (.m3Surface, "_md-sys-color $surface: neutral98", "Surface: Neutral6"),
    (
      .m3SurfaceContainerHigh, "_md-sys-color $surface-container-high: neutral92",
      "SurfaceContainerHigh: Neutral17"
    ),
    (
      .m3SurfaceContainerHighest, "_md-sys-color $surface-container-highest: neutral90",
      "SurfaceContainerHighest: Neutral22"
    ),
    (
      .m3SurfaceVariant, "_md-sys-color $surface-variant: neutral-variant90",
      "SurfaceVariant: NeutralVariant30"
    ),
    (.m3OnSurface, "_md-sys-color $on-surface: neutral10", "OnSurface: Neutral90"),
    (
      .m3OnSurfaceVariant, "_md-sys-color $on-surface-variant: neutral-variant30",
      "OnSurfaceVariant: NeutralVariant80"
    ),
    (.m3Outline, "_md-sys-color $outline: neutral-variant50", "Outline: NeutralVariant60"),
    (
      .m3OutlineVariant, "_md-sys-color $outline-variant: neutral-variant80",
      "OutlineVariant: NeutralVariant30"
    ),
    (.m3Error, "_md-sys-color $error: error40", "Error: Error80"),
  ])
  func baselineSchemeRoles(token: ColorToken, light: String, dark: String) throws {
    // The tone after the colon, in the palette file's spelling (NeutralVariant80 is
    // neutral-variant80).
    func tone(_ source: String) throws -> String {
      let name = try #require(source.split(separator: " ").last).description
      return name.replacingOccurrences(
        of: "([a-z])([A-Z])", with: "$1-$2", options: .regularExpression
      ).lowercased()
    }
    let lightHex = try #require(Self.palette[try tone(light)], "\(light)")
    let darkHex = try #require(Self.palette[try tone(dark)], "\(dark)")
    #expect(Self.tokens.theme(.light).color(token).hex == lightHex, "Light \(light)")
    #expect(Self.tokens.theme(.dark).color(token).hex == darkHex, "Dark \(dark)")
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
    (.m3TitleLarge, 22, 28, 400, 0),
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
