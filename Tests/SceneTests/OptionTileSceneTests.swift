import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The option tiles' draw list: every number of the e& spec, the surfaces' colours, semantics.
@Suite struct OptionTileSceneTests {
  static let origin = 20.0

  static func list(_ surface: OptionTileSurface, _ appearance: Appearance = .light) throws
    -> DrawList
  {
    try OptionTilesScene(context: Fixture.context(appearance))
      .build(try OptionTileFixtures.row(surface))
  }

  /// Tile `index`'s frame in the fixtures' row.
  static func frame(_ index: Int) -> Rect {
    Rect(x: origin + Double(index) * 114, y: origin, width: 106, height: 72)
  }

  static func shape(_ command: Command?) -> Shape? {
    if case .fill(let shape, _)? = command { return shape }
    return nil
  }

  static func colour(_ tag: String, in list: DrawList) -> Color? {
    if case (_, .solid(let color))? = list.fill(tagged: tag) { return color }
    return list.text(tagged: tag)?.color
  }

  // MARK: Geometry

  @Test(arguments: OptionTileSurface.allCases)
  func tilesAreFixed106By72AtRadius16EightApart(surface: OptionTileSurface) throws {
    let list = try Self.list(surface)
    for (index, value) in ["1 GB", "5 GB", "10 GB", "20 GB"].enumerated() {
      let shape = try #require(list.fill(tagged: "option \(value) fill")?.0)
      #expect(shape == .rect(Self.frame(index), CornerRadii(16)))
    }
  }

  @Test func valueAndCaptionAreCentredUnder20TopAnd8SidePadding() throws {
    let layout = OptionTileLayout(theme: Fixture.theme())
    let tile = Self.frame(0)
    let valueLine = layout.valueLine(in: tile)
    #expect(valueLine == Rect(x: 28, y: 40, width: 90, height: 20))
    // 2 pt into the value's line, so that it ends on the badge strip (see below).
    #expect(layout.captionLine(in: tile) == Rect(x: 28, y: 58, width: 90, height: 16))
    let list = try Self.list(.default)
    let value = try #require(list.text(tagged: "option 1 GB value"))
    let caption = try #require(list.text(tagged: "option 1 GB caption"))
    #expect(abs(value.origin.x + value.advance / 2 - tile.midX) < 1e-9)
    #expect(abs(caption.origin.x + caption.advance / 2 - tile.midX) < 1e-9)
    #expect(value.size == 16 && value.font == FontID("Inter-SemiBold"))
    #expect(caption.size == 12 && caption.font == FontID("Inter-Regular"))
    #expect(value.origin.y < caption.origin.y)
  }

  @Test func theCheckIsA20CircleInA24Box6FromTopAndEnd() throws {
    let list = try Self.list(.default)
    let tile = Self.frame(1)
    let check = list.items.first { $0.tag == "option 5 GB check" }
    #expect(check?.isMark == true)
    #expect(
      Self.shape(check?.command)
        == .circle(center: Point(x: tile.maxX - 6 - 12, y: tile.y + 6 + 12), radius: 10))
    // Only the selected tile has one.
    #expect(list.items.filter { $0.tag.hasSuffix(" check") }.count == 1)
  }

  @Test func theBadgeStripIs16TallInset2WithRadii6And28() throws {
    let list = try Self.list(.default)
    let tile = Self.frame(2)
    let strip = list.items(tagged: "option 10 GB badge").compactMap(Self.shape)
    #expect(
      strip.contains(
        .rect(
          Rect(x: tile.x + 2, y: tile.maxY - 18, width: 102, height: 16),
          CornerRadii(topLeft: 6, topRight: 6, bottomRight: 28, bottomLeft: 28))))
    // Clipped to the tile's curve: inset 2, radius 14.
    #expect(
      list.items(tagged: "option 10 GB badge").first
        == .pushClip(.roundedRect(tile.insetBy(dx: 2, dy: 2), radius: 14)))
    #expect(list.text(tagged: "option 10 GB badge text")?.text == "Popular")
  }

  /// Seed 004's numbers add up to 74 pt in a 72 pt tile: each row is one of them and where it
  /// comes from. The tile, the padding and the strip stay; the caption's line rises 2 pt into
  /// the value's leading and ends where the strip starts.
  static let stackRows: [(String, Double, String)] = [
    ("tile height", 72, "seed 004: \"height at 72px — do not resize\" (scale/72)"),
    ("top padding", 20, "seed 004: \"Padding is 20px top\" (spacing/xl)"),
    ("value line", 20, "seed 004: value title/sm, 16/20"),
    ("caption line", 16, "seed 004: caption body/xs, 12/16"),
    ("strip", 16, "seed 004: \"The status badge is 16px tall\""),
    ("strip inset", 2, "seed 004: \"Badge strip: a 2px inset\""),
  ]

  @Test(arguments: OptionTileSurface.allCases, Appearance.allCases)
  func theCaptionLineEndsWhereTheBadgeStripStarts(
    surface: OptionTileSurface, appearance: Appearance
  ) throws {
    let numbers = Dictionary(uniqueKeysWithValues: Self.stackRows.map { ($0.0, $0.1) })
    let list = try Self.list(surface, appearance)
    let tile = Self.frame(2)
    let strip = try #require(
      list.items(tagged: "option 10 GB badge").compactMap(Self.shape).first {
        $0.bounds.height == 16
      }
    ).bounds
    #expect(strip.y == tile.maxY - numbers["strip inset"]! - numbers["strip"]!)
    #expect(tile.height == numbers["tile height"]!)
    let layout = OptionTileLayout(theme: Fixture.theme(appearance))
    let caption = layout.captionLine(in: tile)
    let value = layout.valueLine(in: tile)
    #expect(value.y == tile.y + numbers["top padding"]! && value.height == numbers["value line"]!)
    #expect(caption.height == numbers["caption line"]!)
    #expect(caption.maxY == strip.y, "the caption's line ends on the strip")
    // The run sits in that line: capitals centred on its middle, so its descent ends above it.
    let run = try #require(list.text(tagged: "option 10 GB caption"))
    let metrics = try Fixture.shaper.metrics(
      Fixture.theme(appearance).typography(.eandBodyXs).textStyle)
    #expect(abs(run.origin.y - (caption.midY + metrics.capHeight / 2)) < 1e-9)
    #expect(run.origin.y + metrics.descender <= strip.y)
  }

  @Test func aDisabledTileHasNoBadgeAndIsNeverSelected() throws {
    let tiles = [
      try OptionTile(value: "1 GB", caption: "3 days"),
      try OptionTile(value: "20 GB", caption: "30 days", badge: .number(2), disabled: true),
    ]
    let list = try OptionTilesScene(context: Fixture.context()).build(try OptionTileRow(tiles))
    #expect(list.items.allSatisfy { !$0.tag.hasPrefix("option 20 GB badge") })
    #expect(list.node("option 20 GB")?.states == [.disabled])
  }

  // MARK: Colours

  /// The selected tile in each mode: midnight with white ink, or white with the spec's default
  /// ink read in Light (fill, value ink, caption ink, the appearance the inks are read in).
  typealias Selected = (ColorToken, ColorToken, ColorToken, Appearance?)
  static let midnight: Selected = (
    .eandSurfaceRaisedMidnight, .eandTextDefaultInverse, .eandTextDefaultInverse, nil
  )
  static let white: Selected = (
    .eandSurfaceRaisedDefault, .eandTextDefaultDefault, .eandTextDefaultSubtle, .light
  )

  /// Surface, mode, page, unselected fill, the selected tile, and the source.
  static let surfaces:
    [(OptionTileSurface, Appearance, ColorToken?, ColorToken, Selected, String)] = [
      (
        .default, .light, .eandSurfaceCanvasDefault, .eandSurfaceSunkenDefault, midnight,
        "seed 004: selected, default scheme: surface/raised/midnight with text/default/inverse"
      ),
      (
        .default, .dark, .eandSurfaceCanvasDefault, .eandSurfaceSunkenDefault, white,
        "seed 004: inverse on dark surfaces; issue 21: selector and selected tile one accent"
      ),
      (
        .light, .light, .eandSurfaceSunkenDefault, .eandSurfaceCanvasDefault, midnight,
        "seed 004: on default and light the tile turns midnight with white text"
      ),
      (
        .light, .dark, .eandSurfaceSunkenDefault, .eandSurfaceCanvasDefault, white,
        "seed 004: inverse on dark surfaces; issue 21: selector and selected tile one accent"
      ),
      (
        .inverse, .light, .eandSurfaceBaseMidnight, .eandSurfaceRaisedMidnight, white,
        "seed 004: inverse scheme: surface/raised/default with text/default/default and subtle"
      ),
      (
        .inverse, .dark, .eandSurfaceBaseMidnight, .eandSurfaceRaisedMidnight, white,
        "seed 004: inverse scheme: surface/raised/default with text/default/default and subtle"
      ),
      (
        .glass, .light, nil, .eandSurfaceGlassWhiteLg, white,
        "seed 004: on inverse and glass it turns white (the inverse scheme's ink)"
      ),
      (
        .glass, .dark, nil, .eandSurfaceGlassWhiteLg, white,
        "seed 004: on inverse and glass it turns white (the inverse scheme's ink)"
      ),
    ]

  @Test(arguments: surfaces.indices)
  func surfacesSetFillAndSelectionSwapsFillAndInk(row: Int) throws {
    let (surface, appearance, page, fill, selected, source) = Self.surfaces[row]
    let (selectedFill, value, caption, inks) = selected
    let theme = Fixture.theme(appearance)
    let ink = { (token: ColorToken) in theme.color(token, in: inks ?? appearance) }
    let list = try Self.list(surface, appearance)
    #expect(Self.colour("option 1 GB fill", in: list) == theme.color(fill), "\(source)")
    #expect(Self.colour("option 5 GB fill", in: list) == theme.color(selectedFill), "\(source)")
    #expect(Self.colour("option 5 GB value", in: list) == ink(value), "\(source)")
    #expect(Self.colour("option 5 GB caption", in: list) == ink(caption), "\(source)")
    #expect(Self.colour("option 5 GB check", in: list) == ink(value), "\(source)")
    #expect(page.map { Self.colour("page", in: list) == theme.color($0) } ?? true)
    let disabled = surface.isDark ? ColorToken.eandTextInverseDisabled : .eandTextDefaultDisabled
    #expect(Self.colour("option 20 GB value", in: list) == theme.color(disabled))
  }

  @Test func theSurfaceTableCoversEverySurfaceInEveryMode() {
    let pairs = Set(Self.surfaces.map { "\($0.0.rawValue) \($0.1.rawValue)" })
    #expect(pairs.count == OptionTileSurface.allCases.count * Appearance.allCases.count)
  }

  /// The white selected tile keeps Light's ink in Dark too: the spec's subtle caption stays
  /// grey-600 (6.5:1 on white), where Dark's own subtle (grey-400) would be 2.2:1.
  @Test(arguments: [OptionTileSurface.inverse, .glass])
  func theWhiteSelectedTilesCaptionIsTheSpecsSubtleInk(surface: OptionTileSurface) throws {
    for appearance in Appearance.allCases {
      let list = try Self.list(surface, appearance)
      #expect(Self.colour("option 5 GB caption", in: list) == Color(hex: "#585D72"))
      #expect(Self.colour("option 5 GB value", in: list) == Color(hex: "#15182B"))
    }
  }

  @Test func selectedTilesTurnMidnightOnLightSurfacesAndWhiteOnDarkOnes() {
    let theme = Fixture.theme()
    #expect(theme.color(.eandSurfaceRaisedDefault) == .white)
    #expect(theme.color(.eandTextDefaultInverse) == .white)
  }

  @Test func glassBlurs20PointsBeneathEachTileThenTints() throws {
    let list = try Self.list(.glass)
    let index = try #require(list.items.firstIndex { $0.tag == "option 1 GB" })
    let shape = Shape.rect(Self.frame(0), CornerRadii(16))
    #expect(list.items[index].command == .pushGroup(Group(clip: shape, backdropBlur: 20)))
    #expect(list.items[index + 1].command.kind == "fill")
    #expect(list.items[index + 2].command == .popGroup)
    #expect(Self.colour("option 1 GB fill", in: list)?.alpha == 0x29)
    // The backdrop comes first, under every tile.
    let backdrop = list.items.lastIndex { $0.tag.hasPrefix("backdrop") } ?? Int.max
    #expect(backdrop < index)
    // The selected tile is opaque white, not glass.
    let selected = try #require(list.items.firstIndex { $0.tag == "option 5 GB fill" })
    if case .pushGroup = list.items[selected - 1].command { Issue.record("selected is glass") }
  }

  // MARK: Semantics

  @Test(arguments: OptionTileSurface.allCases)
  func eachTileIsAnOptionWithLabelStatesAndAFullHitRect(surface: OptionTileSurface) throws {
    let list = try Self.list(surface)
    let expected: [(String, String, Set<SemanticNode.State>)] = [
      ("option 1 GB", "1 GB, 3 days", []),
      ("option 5 GB", "5 GB, 7 days", [.selected]),
      ("option 10 GB", "10 GB, 28 days, Popular", []),
      ("option 20 GB", "20 GB, 30 days", [.disabled]),
    ]
    #expect(list.semantics.map(\.id) == expected.map(\.0))
    for (index, (id, label, states)) in expected.enumerated() {
      let node = try #require(list.node(id))
      #expect(node.role == .option && node.label == label && node.states == states)
      #expect(node.hitRect == Self.frame(index))
      #expect(node.hitRect.width >= 44 && node.hitRect.height >= 44)
    }
  }

  // MARK: The e& segmented control

  @Test func theSegmentedControlIsAPillTrackWithOneActiveSegment() throws {
    let list = try OptionTilesScene(context: Fixture.context())
      .build(try OptionTileFixtures.page())
    let track = Rect(x: 20, y: 20, width: 448, height: 40)
    #expect(Self.shape(list.items(tagged: "segment track").first) == .rect(track, CornerRadii(999)))
    let pill = list.items.first { $0.tag == "segment 0 pill" }
    #expect(pill?.isMark == true)
    #expect(
      Self.shape(pill?.command)
        == .rect(Rect(x: 24, y: 24, width: 440.0 / 3, height: 32), CornerRadii(999)))
    #expect(list.semantics.filter { $0.role == .segment }.map(\.states) == [[.selected], [], []])
    // The row sits 16 below the track.
    #expect(list.fill(tagged: "option 1 GB fill")?.0.bounds.y == 76)
  }

  @Test func aSegmentedControlWithoutAnActiveSegmentIsRefused() throws {
    var builder = DrawListBuilder(context: Fixture.context())
    let control = EandSegmentedControl(
      frame: Rect(x: 0, y: 0, width: 200, height: 40), segments: ["Data", "Minutes"],
      selectedIndex: 2, label: "Bundle type")
    #expect {
      try builder.add(control)
    } throws: { error in
      "\(error)"
        == "e& segmented control \"segment\": needs two or more segments and an active one "
        + "inside them, not 2 of 2"
    }
  }

  // MARK: Tokens

  @Test func theSpecsTokenNamesResolveInBothModes() throws {
    for appearance in Appearance.allCases {
      let theme = Fixture.theme(appearance)
      #expect(theme.dimension(.eandSpacingXl) == 20 && theme.dimension(.eandSpacingSm) == 8)
      #expect(theme.dimension(.eandRadius6) == 16)
      #expect(theme.typography(.eandTitleSm).fontSize == 16)
      #expect(theme.typography(.eandBodyXs).fontSize == 12)
      #expect(theme.dimension(.eandBlurGlass) == 20)
    }
  }
}
