import Audit
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The iOS segmented picker's draw list: §3.3 metrics, iOS colours in Light and Dark, the thumb,
/// separators, labels, group label and value line, Dynamic Type, focus ring and semantics.
@Suite struct SegmentedPickerSceneTests {
  static func list(_ picker: SegmentedPicker, _ appearance: Appearance = .light) throws -> DrawList
  {
    try SegmentedPickerScene(context: Fixture.context(appearance)).build(picker)
  }

  static func fruit(
    selected: Int = 0, size: SegmentedTextSize = .standard, focused: Int? = nil,
    showsValue: Bool = true
  ) throws -> SegmentedPicker {
    try SegmentedPicker(
      groupLabel: "Fruit", accessibilityLabel: "Fruit", options: ["Apple", "Banana", "Cherry"],
      selectedIndex: selected, width: 343, textSize: size, showsValue: showsValue,
      focusedIndex: focused)
  }

  /// The built-in scene's model named `name` (`fruit`, `five`, `accessibility3`, `threeHebrew`).
  static func fixture(_ name: String) throws -> SegmentedPicker {
    switch name {
    case "five": try SegmentedPickerFixtures.five()
    case "accessibility3": try SegmentedPickerFixtures.accessibility3()
    case "threeHebrew": try SegmentedPickerFixtures.threeHebrew()
    default: try SegmentedPickerFixtures.fruit()
    }
  }

  static func rect(_ shape: Shape?) -> (Rect, CornerRadii)? {
    guard case .rect(let rect, let radii)? = shape else { return nil }
    return (rect, radii)
  }

  @Test func trackIs32TallRadius9OnTertiarySystemFill() throws {
    let list = try Self.list(Self.fruit())
    let (shape, paint) = try #require(list.fill(tagged: "track"))
    let (track, radii) = try #require(Self.rect(shape))
    #expect(track.height == 32)
    #expect(track.width == 343)
    #expect(radii == CornerRadii(9))
    #expect(paint == .solid(Color(red: 118, green: 118, blue: 128, alpha: 30)))
  }

  @Test(arguments: [0, 1, 2])
  func thumbIsInset2Radius7UnderTheSelectedSegment(selected: Int) throws {
    let list = try Self.list(Self.fruit(selected: selected))
    let (track, _) = try #require(Self.rect(list.fill(tagged: "track")?.0))
    let (shape, paint) = try #require(list.fill(tagged: "thumb"))
    let (thumb, radii) = try #require(Self.rect(shape))
    let width = (343.0 - 4) / 3
    #expect(
      thumb
        == Rect(
          x: track.x + 2 + Double(selected) * width, y: track.y + 2,
          width: width, height: 28))
    #expect(radii == CornerRadii(7))
    #expect(paint == .solid(Color(red: 255, green: 255, blue: 255)))
    // The selection is shown by fill and shape: the label also turns semibold.
    let label = try #require(list.text(tagged: SegmentedPickerScene.segmentID(selected)))
    #expect(label.font == FontID("Inter-SemiBold"))
  }

  @Test func thumbHasItsTwoLayerShadowBeneathIt() throws {
    let list = try Self.list(Self.fruit())
    let shadows = list.items.filter { $0.tag == "thumb shadow" }.compactMap { item in
      if case .shadow(_, let shadow) = item.command { return shadow }
      return nil
    }
    #expect(
      shadows == [
        Shadow(offsetX: 0, offsetY: 3, blur: 8, color: Color(red: 0, green: 0, blue: 0, alpha: 31)),
        Shadow(offsetX: 0, offsetY: 3, blur: 1, color: Color(red: 0, green: 0, blue: 0, alpha: 10)),
      ])
    let tags = list.items.map(\.tag)
    let lastShadow = try #require(tags.lastIndex(of: "thumb shadow"))
    let thumb = try #require(tags.firstIndex(of: "thumb"))
    #expect(lastShadow < thumb)
    #expect(list.items[thumb].isMark)
  }

  @Test(arguments: [Appearance.light, .dark])
  func iosColoursPerMode(appearance: Appearance) throws {
    let list = try Self.list(Self.fruit(), appearance)
    let dark = appearance == .dark
    let background = try #require(list.fill(tagged: "background")).1
    #expect(background == .solid(dark ? Color(red: 0, green: 0, blue: 0) : Color(hex: "#FFFFFF")!))
    let track = try #require(list.fill(tagged: "track")).1
    #expect(track == .solid(Color(red: 118, green: 118, blue: 128, alpha: dark ? 61 : 30)))
    let thumb = try #require(list.fill(tagged: "thumb")).1
    #expect(thumb == .solid(dark ? Color(hex: "#636366")! : Color(hex: "#FFFFFF")!))
    let label = dark ? Color(hex: "#FFFFFF")! : Color(hex: "#000000")!
    for tag in ["group label", "value line", "segment 0", "segment 1", "segment 2"] {
      #expect(list.text(tagged: tag)?.color == label, "\(tag)")
    }
  }

  @Test func labelsAre13ptMediumAndTheSelectedOneSemibold() throws {
    let list = try Self.list(Self.fruit(selected: 1))
    let runs = try (0..<3).map {
      try #require(list.text(tagged: SegmentedPickerScene.segmentID($0)))
    }
    #expect(runs.map(\.size) == [13, 13, 13])
    #expect(runs.map(\.font.name) == ["Inter-Medium", "Inter-SemiBold", "Inter-Medium"])
  }

  @Test func labelsAreCentredInTheirSegments() throws {
    let list = try Self.list(Self.fruit())
    let (track, _) = try #require(Self.rect(list.fill(tagged: "track")?.0))
    let width = (343.0 - 4) / 3
    for index in 0..<3 {
      let run = try #require(list.text(tagged: SegmentedPickerScene.segmentID(index)))
      let centre = track.x + 2 + (Double(index) + 0.5) * width
      #expect(abs(run.origin.x + run.advance / 2 - centre) < 1e-9)
    }
  }

  /// 1 pt separators inset 5 pt from the track's top and bottom, between segments; hidden on both
  /// sides of the thumb.
  @Test(arguments: [(0, [2, 3, 4]), (2, [1, 4]), (4, [1, 2, 3])])
  func separatorsAreHiddenBesideTheThumb(selected: Int, shown: [Int]) throws {
    let picker = try SegmentedPicker(
      groupLabel: "Time range", accessibilityLabel: "Time range",
      options: ["1D", "1W", "1M", "1Y", "All"], selectedIndex: selected, width: 343)
    let list = try Self.list(picker)
    let (track, _) = try #require(Self.rect(list.fill(tagged: "track")?.0))
    let drawn = (1..<5).filter { list.fill(tagged: "separator \($0)") != nil }
    #expect(drawn == shown)
    let width = (343.0 - 4) / 5
    for index in drawn {
      let (shape, paint) = try #require(list.fill(tagged: "separator \(index)"))
      let (rect, _) = try #require(Self.rect(shape))
      #expect(rect.width == 1)
      #expect(rect.y == track.y + 5 && rect.maxY == track.maxY - 5)
      #expect(abs(rect.midX - (track.x + 2 + Double(index) * width)) < 1e-9)
      #expect(paint == .solid(Color(red: 0x8E, green: 0x8E, blue: 0x93, alpha: 0x4D)))
    }
  }

  @Test func groupLabelSitsAboveTheTrackAndTheValueLineBelow() throws {
    let list = try Self.list(Self.fruit(selected: 1))
    let (track, _) = try #require(Self.rect(list.fill(tagged: "track")?.0))
    let label = try #require(list.text(tagged: "group label"))
    #expect(label.text == "Fruit")
    #expect(label.origin.y < track.y)
    #expect(label.origin.x == track.x)
    let value = try #require(list.text(tagged: "value line"))
    #expect(value.text == "Fruit: Banana")
    #expect(value.origin.y - value.size * 0.7 > track.maxY)
    #expect(try Self.list(Self.fruit(showsValue: false)).text(tagged: "value line") == nil)
  }

  /// The seed's golden pattern stacks the group label and the picker in
  /// `VStack(alignment: .leading, spacing: 8)`, and the value line is the next row: 8 pt from
  /// label to track and from track to value line, whatever the text size (each row: size, the
  /// body line it lays the label in, the source).
  static let spacingRows: [(SegmentedTextSize, Double, String)] = [
    (.standard, 22, "seed 003 VStack(spacing: 8); HIG Dynamic Type body 17/22 at Large"),
    (.accessibility3, 48, "seed 003 VStack(spacing: 8); HIG Dynamic Type body 40/48 at AX3"),
  ]

  @Test(arguments: spacingRows)
  func labelTrackAndValueLineAre8Apart(size: SegmentedTextSize, body: Double, source: String)
    throws
  {
    let picker = try SegmentedPicker(
      groupLabel: "Fruit", accessibilityLabel: "Fruit", options: ["Apple", "Kiwi"], width: 343,
      textSize: size, showsValue: true)
    let list = try Self.list(picker)
    let (track, _) = try #require(Self.rect(list.fill(tagged: "track")?.0))
    let label = try #require(list.text(tagged: "group label"))
    let value = try #require(list.text(tagged: "value line"))
    // The label's line starts at the 16 pt margin; the track 8 below its end.
    #expect(track.y == 16 + body + 8, "label to track: \(source)")
    // The value line is laid out in its line as the label is in its own: 8 below the track.
    let valueTop = value.origin.y - (label.origin.y - 16)
    #expect(abs(valueTop - (track.maxY + 8)) < 1e-9, "track to value line: \(source)")
    let group = try #require(list.node(SegmentedPickerScene.groupID))
    #expect(group.hitRect.maxY == track.maxY + 8 + body, "\(source)")
    #expect(list.canvas.height == track.maxY + 8 + body + 16, "\(source)")
  }

  @Test func theSpacingTableCoversEveryTextSize() {
    #expect(Set(Self.spacingRows.map(\.0)) == Set(SegmentedTextSize.allCases))
  }

  @Test func theGroupCarriesTheNameAndEachSegmentItsTextAndState() throws {
    let list = try Self.list(Self.fruit(selected: 2))
    let group = try #require(list.node(SegmentedPickerScene.groupID))
    #expect(group.role == .group)
    #expect(group.label == "Fruit")
    #expect(group.value == "Cherry")
    let segments = list.semantics.filter { $0.role == .segment }
    #expect(segments.map(\.label) == ["Apple", "Banana", "Cherry"])
    #expect(segments.map(\.states) == [[], [], [.selected]])
    #expect(list.semantics.first?.id == SegmentedPickerScene.groupID)
  }

  @Test(arguments: [SegmentedTextSize.standard, .accessibility3])
  func hitRectsAreAtLeast44AndCentredOnTheTrack(size: SegmentedTextSize) throws {
    let picker = try SegmentedPicker(
      groupLabel: "Units", accessibilityLabel: "Units", options: ["Metric", "Imperial"],
      width: 343, textSize: size)
    let list = try Self.list(picker)
    let (track, _) = try #require(Self.rect(list.fill(tagged: "track")?.0))
    for node in list.semantics where node.isTarget {
      #expect(node.hitRect.width >= 44 && node.hitRect.height >= 44, "\(node.id)")
    }
    for node in list.semantics where node.role == .segment {
      #expect(node.hitRect.height == max(44, track.height - 4))
      #expect(abs(node.hitRect.midY - track.midY) < 1e-9)
    }
    // The segments' targets meet without overlapping; the group is no target.
    #expect(TouchTargets.overlaps(list.semantics).isEmpty)
  }

  /// Seed 003: `.accessibilityElement(children: .contain)` with `.accessibilityLabel("Fruit")`,
  /// "The picker is a container of selectable segments; each segment exposes its own label and
  /// the group carries the accessible name". The group frames the whole picker (group label to
  /// value line), holds every segment, and takes no touch of its own: the audit measures the
  /// segments only.
  @Test(arguments: [
    ("fruit", "Fruit", 3), ("five", "Time range", 5), ("accessibility3", "Units", 2),
    ("threeHebrew", "טווח", 3),
  ])
  func theGroupContainsItsSegmentsAndFramesTheWholePicker(
    fixture: String, name: String, count: Int
  ) throws {
    let picker = try Self.fixture(fixture)
    let list = try Self.list(picker)
    let group = try #require(list.node(SegmentedPickerScene.groupID))
    #expect(group.role == .group && group.label == name && !group.isTarget)
    #expect(group.container == nil)
    let layout = SegmentedPickerLayout(picker: picker, theme: Fixture.theme())
    let bottom = (layout.valueLine ?? layout.track).maxY
    #expect(
      group.hitRect
        == Rect(x: 16, y: 16, width: 343, height: bottom - 16), "the whole picker")
    let segments = list.semantics.filter { $0.role == .segment }
    #expect(segments.count == count)
    #expect(segments.allSatisfy { $0.container == SegmentedPickerScene.groupID })
    #expect(segments.allSatisfy { $0.isTarget })
    // The group label gets no touch target: only the segments are audited.
    let targets = TouchTargetAudit(minimum: 44).audit(list).map(\.node.id)
    #expect(targets == segments.map(\.id))
    #expect(list.dump().contains("[group] semantic group \"\(name)\" value"))
    #expect(list.dump().contains(" frame 16.00,16.00 343.00x"))
    #expect(list.dump().contains("[segment 0] semantic segment"))
    #expect(list.dump().contains(" in \"group\" hit "))
  }

  @Test func theMinimumHeightIs28() throws {
    let tokens = try Fixture.tokens(replacing: ["ios", "segmented", "height"], with: "20px")
    let context = SceneContext(theme: tokens.theme(.light), shaper: Fixture.shaper)
    let list = try SegmentedPickerScene(context: context).build(Self.fruit())
    #expect(Self.rect(list.fill(tagged: "track")?.0)?.0.height == 28)
  }

  @Test func accessibility3UsesApplesAX3Sizes() throws {
    let list = try Self.list(SegmentedPickerFixtures.accessibility3())
    #expect(list.text(tagged: "segment 0")?.size == 33)
    #expect(list.text(tagged: "segment 1")?.size == 33)
    #expect(list.text(tagged: "group label")?.size == 40)
    #expect(list.text(tagged: "value line")?.size == 40)
    // The track grows with the text: 40 pt footnote line plus the default's 14 pt.
    #expect(Self.rect(list.fill(tagged: "track")?.0)?.0.height == 54)
  }

  /// The truncation rule measures at the size the picker renders at: with the fake shaper's
  /// half-em advance "Imperial" is 52 pt at 13 pt (72 with padding, fits in 98) and 132 at 33.
  @Test func truncationUsesTheRenderedSize() throws {
    var picker = try SegmentedPicker(
      groupLabel: "Units", accessibilityLabel: "Units", options: ["Metric", "Imperial"],
      width: 200)
    _ = try Self.list(picker)
    picker.textSize = .accessibility3
    let refused = #expect(throws: FitError.self) { try Self.list(picker) }
    #expect(
      refused?.description
        == "segmented picker: option \"Metric\" would truncate at AX3 text size: it needs 119 pt, "
        + "a segment of the 200 pt track has 98 pt; widen the track to 308 pt, shorten the label, "
        + "or use the menu style (select.menu)")
  }

  @Test(arguments: [Appearance.light, .dark])
  func aFocusedSegmentShowsTheFocusRing(appearance: Appearance) throws {
    let list = try Self.list(Self.fruit(focused: 2), appearance)
    let ring = try #require(list.items.first { $0.tag == "segment 2 focus" })
    #expect(ring.isMark)
    guard case .stroke(let shape, let stroke) = ring.command else {
      Issue.record("the ring is not a stroke")
      return
    }
    let (thumb, _) = try #require(Self.rect(list.fill(tagged: "thumb")?.0))
    let segment = Rect(
      x: thumb.x + 2 * thumb.width, y: thumb.y, width: thumb.width, height: thumb.height)
    #expect(shape == FocusRing(around: .rect(segment, CornerRadii(7)), tag: "").ringShape)
    let blue = appearance == .dark ? Color(hex: "#0A84FF")! : Color(hex: "#007AFF")!
    #expect(stroke.paint == .solid(blue))
    #expect(stroke.width == FocusRing.width)
    #expect(list.node("segment 2")?.states == [.focused])
    #expect(try Self.list(Self.fruit()).items.contains { $0.tag.hasSuffix("focus") } == false)
  }

  @Test(arguments: [Appearance.light, .dark])
  func onlyThePlatformThumbIsBelowItsContrastAndItIsNamed(appearance: Appearance) throws {
    for scene in try #require(PickerFamily.named("segmented")).scenes {
      let list = try scene.build(Fixture.context(appearance))
      let audit = ContrastAudit(
        page: Color(hex: "#FFFFFF")!, exceptions: try scene.auditPolicy().contrastExceptions)
      let below = audit.audit(list).filter { $0.ratio < $0.required }
      #expect(below.map(\.tag) == ["thumb"], "\(scene.id)")
      #expect(below.allSatisfy { $0.exception?.name == "ios/segmented-thumb" })
    }
  }

  @Test func theBuiltInScenesAreListed() {
    let ids = SceneSpec.builtIn.map(\.id).filter { $0.hasPrefix("segmented-") }
    #expect(
      ids == [
        "segmented-2", "segmented-3", "segmented-5", "segmented-ax3", "segmented-focus",
        "segmented-fruit", "segmented-3-he-il",
      ])
  }
}
