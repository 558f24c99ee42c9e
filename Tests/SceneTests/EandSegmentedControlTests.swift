import Audit
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The e& page's segmented control (issue 21): a group named by its label holding segments with
/// 44 pt targets, a glass track on glass, and one accent with the tiles in every mode.
@Suite struct EandSegmentedControlTests {
  /// The track of the fixtures' page: the row's width at the page's 20 pt padding, 40 tall.
  static let track = Rect(x: 20, y: 20, width: 448, height: 40)

  static func page(_ surface: OptionTileSurface, _ appearance: Appearance = .light) throws
    -> DrawList
  {
    try OptionTilesScene(context: Fixture.context(appearance))
      .build(try OptionTileFixtures.page(surface))
  }

  /// The solid colour of the first fill tagged `tag`, or of the text run tagged `tag`.
  static func colour(_ tag: String, in list: DrawList) -> Color? {
    if case (_, .solid(let color))? = list.fill(tagged: tag) { return color }
    return list.text(tagged: tag)?.color
  }

  // MARK: Semantics

  /// Seed 003's rule for a segmented control, which the e& control is: a group carrying the
  /// name, a container of selectable segments (`.accessibilityElement(children: .contain)`),
  /// never unlabelled; each segment a touch target of at least `platform/min-touch-target`.
  @Test(arguments: OptionTileSurface.allCases)
  func theControlIsAGroupNamedByItsLabelHoldingItsSegments(surface: OptionTileSurface) throws {
    let list = try Self.page(surface)
    let group = try #require(list.node("segment"))
    #expect(group.role == .group && group.label == "Bundle type" && group.value == "Data")
    #expect(group.hitRect == Self.track && !group.isTarget && group.container == nil)
    let segments = list.semantics.filter { $0.role == .segment }
    #expect(segments.map(\.id) == ["segment 0", "segment 1", "segment 2"])
    #expect(segments.map(\.label) == ["Data", "Minutes", "Combo"])
    #expect(segments.allSatisfy { $0.container == "segment" })
    let groupIndex = try #require(list.semantics.firstIndex { $0.id == "segment" })
    #expect(list.semantics.firstIndex { $0.id == "segment 0" }! > groupIndex)
    // 44 pt targets (seed 002 via platform/min-touch-target): around each 32 pt pill, and the
    // audit sees the segments and tiles, never the group.
    for segment in segments {
      #expect(segment.hitRect.width >= 44 && segment.hitRect.height >= 44, "\(segment.id)")
    }
    let findings = TouchTargetAudit(minimum: 44).audit(list)
    #expect(findings.allSatisfy { !$0.fails })
    #expect(!findings.contains { $0.node.id == "segment" })
    #expect(findings.filter { $0.node.role == .segment }.count == 3)
  }

  @Test func aControlWithoutALabelIsRefused() throws {
    var builder = DrawListBuilder(context: Fixture.context())
    let control = EandSegmentedControl(
      frame: Self.track, segments: ["Data", "Minutes"], selectedIndex: 0, label: "  ")
    #expect {
      try builder.add(control)
    } throws: { error in
      "\(error)"
        == "e& segmented control \"segment\": needs an accessibility label naming its segments"
    }
  }

  /// A scene file names the control's group with `segmentsLabel`: required with `segments`,
  /// refused without them.
  @Test(arguments: [
    (
      #"{"picker": "option-tiles", "segments": ["Data", "Minutes"], "#
        + #""tiles": [{"value": "1 GB"}, {"value": "5 GB"}]}"#,
      "page.json: $.segmentsLabel: missing; expected the control's accessibility label, the name "
        + "VoiceOver gives its segments (\"Bundle type\")"
    ),
    (
      #"{"picker": "option-tiles", "segmentsLabel": "Bundle type", "#
        + #""tiles": [{"value": "1 GB"}, {"value": "5 GB"}]}"#,
      "page.json: $.segmentsLabel: only with \"segments\""
    ),
    (
      #"{"picker": "option-tiles", "segments": ["Data", "Minutes"], "segmentsLabel": " ", "#
        + #""tiles": [{"value": "1 GB"}, {"value": "5 GB"}]}"#,
      "page.json: $.segmentsLabel: expected a non-empty string, got \" \""
    ),
  ])
  func aSceneFileNamesTheGroup(_ text: String, _ message: String) {
    #expect(sceneError(text, file: "page.json") == message)
  }

  // MARK: One accent, and glass on glass

  /// The track is an unselected tile's fill and the active pill the selected tile's, in every
  /// surface and mode, so the page has one accent (in Dark both are white); the labels take the
  /// tiles' inks. On glass the track is glass over a 20 pt backdrop blur, not an opaque grey.
  @Test(arguments: OptionTileSurface.allCases, Appearance.allCases)
  func theControlTakesItsRowsTilePalette(surface: OptionTileSurface, appearance: Appearance)
    throws
  {
    let list = try Self.page(surface, appearance)
    let theme = Fixture.theme(appearance)
    let pill = try #require(Self.colour("segment 0 pill", in: list))
    #expect(pill == Self.colour("option 5 GB fill", in: list), "the selected tile's accent")
    #expect(Self.colour("segment track", in: list) == Self.colour("option 1 GB fill", in: list))
    #expect(Self.colour("segment 0", in: list) == Self.colour("option 5 GB value", in: list))
    #expect(Self.colour("segment 1", in: list) == Self.colour("option 1 GB caption", in: list))
    if appearance == .dark { #expect(pill == theme.color(.eandSurfaceRaisedDefault)) }
    let items = list.items.filter { $0.tag == "segment track" }.map(\.command)
    let shape = Shape.roundedRect(Self.track, radius: 999)
    if surface == .glass {
      #expect(items.count == 3)
      #expect(items.first == .pushGroup(Group(clip: shape, backdropBlur: 20)))
      #expect(items.last == .popGroup)
      #expect(Self.colour("segment track", in: list)?.alpha == 0x29)
    } else {
      #expect(items.count == 1)
      #expect(Self.colour("segment track", in: list)?.alpha == 0xFF)
    }
  }

  /// The page passes its audit on every surface in both modes: the active pill reaches 3:1
  /// against its track, every label 4.5:1 (only the badge strip is named, as a spec colour).
  @Test(arguments: OptionTileSurface.allCases, Appearance.allCases)
  func thePagePassesItsAudit(surface: OptionTileSurface, appearance: Appearance) throws {
    let list = try Self.page(surface, appearance)
    let theme = Fixture.theme(appearance)
    let policy = AuditPolicy(contrastExceptions: [OptionTileFixtures.badgeStripException])
    let findings = SceneAudit.contrast(theme, policy: policy).audit(list)
    for failure in findings.filter(\.fails) { Issue.record("\(surface) \(appearance): \(failure)") }
    let pill = try #require(findings.first { $0.tag == "segment 0 pill" })
    #expect(pill.kind == .mark && pill.ratio >= 3, "\(pill)")
  }
}
