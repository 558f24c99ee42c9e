import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Color Picker card on the draw list: chrome, tabs, spectrum, hue ramp, handles, value row,
/// saved swatches, the palette in Light and Dark, and the hex field's error state.
@Suite struct ColorPickerSceneTests {
  static func list(_ picker: ColorPicker, _ appearance: Appearance = .light) throws -> DrawList {
    try ColorPickerScene(context: Fixture.context(appearance)).build(picker)
  }
  static let layout = ColorPickerLayout(theme: Fixture.theme(), tab: .custom)
  static let paletteLayout = ColorPickerLayout(theme: Fixture.theme(), tab: .palette)

  /// Every fixture, both modes.
  static let cases: [(String, Appearance)] = ["custom", "palette", "invalid"].flatMap { name in
    Appearance.allCases.map { (name, $0) }
  }
  static func fixture(_ name: String) -> ColorPicker {
    switch name {
    case "palette": ColorPickerFixtures.palette()
    case "invalid": ColorPickerFixtures.invalidHex()
    default: ColorPickerFixtures.custom()
    }
  }

  @Test(arguments: cases)
  func cardIsRadius40RaisedUnder2xlWithNoStroke(name: String, appearance: Appearance) throws {
    let list = try Self.list(Self.fixture(name), appearance)
    let theme = Fixture.theme(appearance)
    let card = list.items(tagged: "card")
    let shadows = card.compactMap { if case .shadow(_, let s) = $0 { s } else { nil } }
    #expect(shadows == theme.shadow(.dropShadow2xl))
    let (shape, paint) = try #require(list.fill(tagged: "card"))
    guard case .rect(let rect, let radii) = shape else {
      Issue.record("card is not a rounded rect")
      return
    }
    #expect(radii == CornerRadii(40) && theme.dimension(.radius4xl) == 40)
    #expect(rect.x == 0 && rect.y == 0 && rect.width == 340)
    #expect(paint == .solid(theme.color(.bgRaised)))
    #expect(!card.contains { $0.kind == "stroke" })
  }

  @Test(arguments: [
    ("custom", 456.0), ("palette", 260.0), ("invalid", 476.0),
  ])
  func cardHeights(name: String, height: Double) throws {
    let list = try Self.list(Self.fixture(name))
    #expect(list.fill(tagged: "card")?.0.bounds.height == height)
  }

  @Test(arguments: [("custom", 0), ("palette", 1)])
  func twoTabsHeadTheCardWithTheTypeChosen(name: String, chosen: Int) throws {
    let list = try Self.list(Self.fixture(name))
    #expect(list.fill(tagged: "tabs track")?.0.bounds == Rect(x: 20, y: 20, width: 300, height: 32))
    for (index, title) in ["Custom", "Palette"].enumerated() {
      let node = try #require(list.node("tabs \(index)"))
      #expect(node.role == .segment && node.label == title)
      #expect(node.states == (index == chosen ? [.selected] : []))
    }
  }

  @Test(arguments: [(0.0, "#FF0000"), (120, "#00FF00"), (227.94, "#0033FF"), (360, "#FF0000")])
  func spectrumIsWhiteTheHueAndBlackAtItsCorners(hue: Double, pure: String) throws {
    var picker = ColorPickerFixtures.custom()
    picker.setColor(picker.color.withHue(hue))
    let list = try Self.list(picker)
    let (shape, paint) = try #require(list.fill(tagged: "spectrum area"))
    let area = Rect(x: 20, y: 68, width: 300, height: 232)
    #expect(shape == .roundedRect(area, radius: 8))
    let hueColor = try #require(Color(hex: pure))
    #expect(
      paint
        == .cornerGradient(
          area, topLeft: .white, topRight: hueColor, bottomLeft: .black, bottomRight: .black))
  }

  @Test func hueTrackIsTheFullRampThroughSixHues() throws {
    let list = try Self.list(ColorPickerFixtures.custom())
    let (shape, paint) = try #require(list.fill(tagged: "hue track"))
    #expect(shape == .roundedRect(Rect(x: 20, y: 316, width: 300, height: 20), radius: 10))
    guard case .linearGradient(let from, let to, let stops) = paint else {
      Issue.record("hue track is not a linear gradient")
      return
    }
    #expect(from == Point(x: 30, y: 326) && to == Point(x: 310, y: 326))
    #expect(
      stops.map(\.color.hex) == [
        "#FF0000", "#FFFF00", "#00FF00", "#00FFFF", "#0000FF", "#FF00FF", "#FF0000",
      ])
    #expect(stops.map(\.offset) == (0...6).map { Double($0) / 6 })
  }

  /// Handle centres: saturation across, brightness down; hue from 30 (0°) to 310 (360°).
  @Test(arguments: [
    (0.0, 0.0, 0.0, 20.0, 300.0, 30.0), (360, 1, 1, 320, 68, 310), (180, 0.5, 0.25, 170, 242, 170),
  ])
  func handlesFollowTheColour(
    hue: Double, s: Double, v: Double, x: Double, y: Double, hueX: Double
  ) throws {
    var picker = ColorPickerFixtures.custom()
    picker.setColor(HSVColor(hue: hue, saturation: s, brightness: v))
    let list = try Self.list(picker)
    let spectrum = try #require(list.node("spectrum"))
    let hueNode = try #require(list.node("hue"))
    #expect(spectrum.hitRect.center == Point(x: x, y: y))
    #expect(hueNode.hitRect.center == Point(x: hueX, y: 326))
    // Round handles (SliderHandle): a white disc, the colour inside.
    let disc = list.items(tagged: "hue").compactMap { command -> Shape? in
      if case .fill(let shape, _) = command { shape } else { nil }
    }
    #expect(disc.first == .circle(center: Point(x: hueX, y: 326), radius: 10))
  }

  @Test func valueRowIsEyedropperHexAndOpacity() throws {
    let list = try Self.list(ColorPickerFixtures.custom())
    #expect(Self.layout.eyedropper == Rect(x: 20, y: 354, width: 32, height: 32))
    #expect(Self.layout.hexField == Rect(x: 60, y: 352, width: 188, height: 36))
    #expect(Self.layout.opacityField == Rect(x: 256, y: 352, width: 64, height: 36))
    #expect(list.text(tagged: "hex text")?.text == "#335CFF")
    #expect(list.text(tagged: "opacity text")?.text == "100%")
    #expect(list.text(tagged: "opacity text")?.color == Fixture.theme().color(.textSoft500))
    #expect(list.text(tagged: "hex text")?.features == ["tnum"])
    let icon = try #require(list.items(tagged: "eyedropper").last)
    #expect(
      icon
        == .fill(
          .path(Icon.eyedropper.path(in: Rect(x: 26, y: 360, width: 20, height: 20))),
          .solid(Fixture.theme().color(.textSub700))))
  }

  @Test func savedSwatchesAre32WithAnAddButtonAfterThem() throws {
    let list = try Self.list(ColorPickerFixtures.custom())
    for index in 0..<6 {
      let frame = Rect(x: 22 + 44 * Double(index), y: 404, width: 32, height: 32)
      #expect(list.fill(tagged: "saved \(index)")?.0 == .circle(center: frame.center, radius: 16))
    }
    #expect(list.items(tagged: "saved 5 ring").count == 1)
    #expect(list.items(tagged: "saved 0 ring").isEmpty)
    let plus = Icon.plus.path(in: Rect(x: 22 + 44 * 6 + 6, y: 410, width: 20, height: 20))
    #expect(
      list.items(tagged: "add swatch").contains {
        $0
          == .fill(
            .path(plus),
            .solid(
              Fixture.theme().color(.textSub700)))
      })
  }

  @Test(arguments: Appearance.allCases)
  func paletteIsThreeRowsOfSeven32ptSwatches(appearance: Appearance) throws {
    let list = try Self.list(ColorPickerFixtures.palette(), appearance)
    let theme = Fixture.theme(appearance)
    #expect(ColorPalette.entries.count == 21 && Set(ColorPalette.entries.map(\.id)).count == 21)
    for (index, entry) in ColorPalette.entries.enumerated() {
      let (row, column) = index.quotientAndRemainder(dividingBy: 7)
      let frame = Rect(
        x: 22 + 44 * Double(column), y: 68 + 44 * Double(row), width: 32, height: 32)
      let fill = list.items(tagged: "swatch \(entry.id)").first
      #expect(
        fill == .fill(.circle(center: frame.center, radius: 16), .solid(theme.color(entry.token))))
    }
  }

  /// The spec's 19 tokens are all on the palette, plus the two PickerShot chose.
  @Test func paletteHoldsTheSpecsNineteenAndTwoMore() {
    let tokens = Set(ColorPalette.entries.map(\.token))
    let spec: Set<ColorToken> = [
      .stateErrorBase, .stateErrorLight, .stateWarningBase, .stateWarningLight, .stateAwayBase,
      .stateAwayLight, .stateSuccessBase, .stateSuccessLight, .stateStableBase, .stateStableLight,
      .stateFeatureBase, .stateFeatureLight, .stateHighlightedBase, .stateHighlightedLight,
      .stateVerifiedBase, .stateVerifiedLight, .stateFadedBase, .stateFadedLight, .brandBase,
    ]
    #expect(spec.isSubset(of: tokens))
    #expect(tokens.subtracting(spec) == [.stateInformationLight, .bgStrong950])
  }

  /// AlignUI's values: Light base 500 / light 200; Dark base 600 (feature 500) / light alpha-24.
  @Test(arguments: [
    (ColorToken.stateErrorBase, "#FB3748", "#E93544"), (.stateErrorLight, "#FFC0C5", "#FB37483D"),
    (.stateWarningBase, "#FA7319", "#E16614"), (.stateAwayLight, "#FFECC0", "#FBC64B3D"),
    (.stateSuccessBase, "#1FC16B", "#1DAF61"), (.stateStableLight, "#C2F5EE", "#22D3BB3D"),
    (.stateFeatureBase, "#7D52F4", "#7D52F4"), (.stateFeatureLight, "#CAC0FF", "#784DEF3D"),
    (.stateHighlightedBase, "#FB4BA3", "#E9358F"), (.stateVerifiedLight, "#C0EAFF", "#47C2FF3D"),
    (.stateFadedBase, "#7B7B7B", "#7B7B7B"), (.stateFadedLight, "#EBEBEB", "#7B7B7B3D"),
    (.stateInformationLight, "#C0D5FF", "#476CFF3D"),
  ])
  func stateTokensAreAlignUIs(token: ColorToken, light: String, dark: String) {
    #expect(Fixture.theme(.light).color(token).hex == light)
    #expect(Fixture.theme(.dark).color(token).hex == dark)
  }

  /// In Dark every light shade is translucent and sits on the checkerboard; in Light none is.
  @Test(arguments: Appearance.allCases)
  func lightShadesAreTranslucentOnACheckerboardInDark(appearance: Appearance) throws {
    let list = try Self.list(ColorPickerFixtures.palette(), appearance)
    for entry in ColorPalette.entries {
      let translucent = Fixture.theme(appearance).color(entry.token).alpha < 255
      #expect(translucent == (appearance == .dark && entry.id.hasSuffix("-light")), "\(entry.id)")
      #expect(list.items(tagged: "swatch \(entry.id) checkerboard").isEmpty == !translucent)
    }
  }

  /// The value row follows the picked swatch as this mode shows it.
  @Test(arguments: [(Appearance.light, "#CAC0FF", "100%"), (.dark, "#784DEF", "24%")])
  func valueRowFollowsThePickedSwatch(appearance: Appearance, hex: String, opacity: String)
    throws
  {
    let list = try Self.list(ColorPickerFixtures.palette(), appearance)
    #expect(list.text(tagged: "hex text")?.text == hex)
    #expect(list.text(tagged: "opacity text")?.text == opacity)
    #expect(list.node("swatch feature-light")?.states == [.selected])
    #expect(list.items(tagged: "swatch feature-light ring").count == 1)
  }

  @Test(arguments: Appearance.allCases)
  func aRefusedHexShowsTheErrorStrokeAndMessage(appearance: Appearance) throws {
    let theme = Fixture.theme(appearance)
    let list = try Self.list(ColorPickerFixtures.invalidHex(), appearance)
    #expect(
      list.items(tagged: "hex ring") == [
        .stroke(
          .roundedRect(Rect(x: 60.5, y: 352.5, width: 187, height: 35), radius: 9.5),
          .solid(theme.color(.stateErrorBase), width: 1))
      ])
    let message = try #require(list.text(tagged: "hex message"))
    #expect(message.text == "\"#33GZ11\": \"G\" is not a hex digit")
    #expect(message.color == theme.color(.textError) && message.origin.x == 60)
    #expect(list.text(tagged: "hex text")?.text == "#33GZ11")
    #expect(list.node("hex")?.value == "#33GZ11")
    // The colour is unchanged: the spectrum handle still shows brand blue.
    #expect(list.node("spectrum")?.value == "saturation 80%, brightness 100%")
    #expect(list.node("hue")?.value == "228°")
  }

  @Test func aValidHexHasASoftRingAndNoMessage() throws {
    let list = try Self.list(ColorPickerFixtures.custom())
    #expect(list.items(tagged: "hex message").isEmpty)
    guard case .stroke(_, let stroke)? = list.items(tagged: "hex ring").first else {
      Issue.record("no hex ring")
      return
    }
    #expect(stroke.paint == .solid(Fixture.theme().color(.strokeSoft200)))
  }

  @Test func theFocusedHandleWearsTheFocusRing() throws {
    let list = try Self.list(ColorPickerFixtures.custom())
    guard
      case .stroke(.circle(let center, let radius), let stroke)? = list.items(
        tagged: "hue focus"
      ).first
    else {
      Issue.record("no focus ring")
      return
    }
    #expect(radius == 13 && center == list.node("hue")?.hitRect.center)
    #expect(stroke == .solid(Fixture.theme().color(.focusRing), width: 2))
    #expect(list.node("hue")?.states == [.focused])
    #expect(list.items(tagged: "spectrum focus").isEmpty)
  }
}
