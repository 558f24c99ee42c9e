import Audit
import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The iOS wheels' and the watchOS picker's draw lists: the 320 × 216 frame, 32 pt rows on a
/// cylinder drawn with group transforms (not paler colours), the tertiarySystemFill band 9 pt
/// in with radius 8, the locale's column order, the minute interval, the 24-hour clock, the
/// countdown's unit labels, adjustable semantics with 44 pt targets, the named contrast exception
/// and watchOS in Dark only.
@Suite struct AppleWheelsTests {
  /// The built-in wheel scenes: iOS's wheels and the watch's.
  static let wheelScenes = SceneSpec.builtIn.filter {
    $0.id.hasPrefix("ios-wheels") || $0.id == "ios-countdown" || $0.id == "watchos-wheels"
  }

  static func list(
    _ picker: AppleDatePicker, _ appearance: Appearance = .light,
    orientation: AppleWheelsOrientation = .portrait
  ) throws -> DrawList {
    try AppleWheelsScene(context: Fixture.context(appearance), orientation: orientation)
      .build(picker)
  }

  static func picker(
    _ mode: AppleDatePickerMode = .date, locale: String = "en_US", minute: Int = 30,
    interval: Int = 1
  ) throws -> AppleDatePicker {
    try AppleWheelsFixtures.picker(mode, locale: locale, minute: minute, minuteInterval: interval)
  }

  /// Each row group of `column`'s wheel: its offset and group.
  static func rowGroups(_ list: DrawList, _ column: AppleWheelColumn) -> [(Int, Group)] {
    let prefix = AppleWheelsScene.wheelID(column) + " row "
    return list.items.compactMap { item in
      guard case .pushGroup(let group) = item.command, item.tag.hasPrefix(prefix),
        let offset = Int(item.tag.dropFirst(prefix.count))
      else { return nil }
      return (offset, group)
    }
  }

  /// The texts of `column`'s rows, by offset.
  static func rowTexts(_ list: DrawList, _ column: AppleWheelColumn) -> [Int: String] {
    let prefix = AppleWheelsScene.wheelID(column) + " row "
    var texts: [Int: String] = [:]
    for item in list.items where item.tag.hasPrefix(prefix) {
      guard case .text(let run) = item.command, let offset = Int(item.tag.dropFirst(prefix.count))
      else { continue }
      texts[offset] = run.text
    }
    return texts
  }

  // MARK: Frame, band, rows

  @Test(arguments: [AppleDatePickerMode.date, .time, .dateAndTime, .countdownTimer])
  func theFrameIs320By216(mode: AppleDatePickerMode) throws {
    let list = try Self.list(Self.picker(mode))
    #expect(list.canvas == Rect(x: 0, y: 0, width: 320, height: 216))
    let (shape, _) = try #require(list.fill(tagged: "background"))
    #expect(shape == .rect(Rect(x: 0, y: 0, width: 320, height: 216), .zero))
  }

  @Test(arguments: [
    (Appearance.light, Color(red: 118, green: 118, blue: 128, alpha: 30)),
    (.dark, Color(red: 118, green: 118, blue: 128, alpha: 61)),
  ])
  func theBandIsInset9Radius8And32TallInTertiarySystemFill(appearance: Appearance, fill: Color)
    throws
  {
    let list = try Self.list(Self.picker(), appearance)
    let (shape, paint) = try #require(list.fill(tagged: "band"))
    #expect(shape == .roundedRect(Rect(x: 9, y: 92, width: 302, height: 32), radius: 8))
    #expect(paint == .solid(fill))
  }

  // MARK: Landscape

  @Test(arguments: [
    (AppleWheelsOrientation.portrait, 216.0, 4), (.landscape, 162, 3),
  ])
  func theOrientationSetsTheHeightAndTheRowsDrawn(
    orientation: AppleWheelsOrientation, height: Double, reach: Int
  ) throws {
    for mode in [AppleDatePickerMode.date, .time, .dateAndTime, .countdownTimer] {
      let list = try Self.list(Self.picker(mode), orientation: orientation)
      #expect(list.canvas == Rect(x: 0, y: 0, width: 320, height: height), "\(mode)")
      let (shape, _) = try #require(list.fill(tagged: "background"))
      #expect(shape == .rect(Rect(x: 0, y: 0, width: 320, height: height), .zero))
      #expect(list.semantics.allSatisfy { $0.hitRect.height == height }, "\(mode)")
    }
    #expect(AppleWheelsLayout.rowReach(orientation) == reach)
    let list = try Self.list(Self.picker(), orientation: orientation)
    for column in [AppleWheelColumn.month, .day, .year] {
      #expect(Self.rowGroups(list, column).map(\.0).sorted() == Array(-reach...reach))
    }
  }

  @Test(arguments: [(AppleWheelsOrientation.portrait, 92.0), (.landscape, 65)])
  func theBandStays32TallInset9AndCentred(orientation: AppleWheelsOrientation, top: Double)
    throws
  {
    let list = try Self.list(Self.picker(), orientation: orientation)
    let (shape, _) = try #require(list.fill(tagged: "band"))
    #expect(shape == .roundedRect(Rect(x: 9, y: top, width: 302, height: 32), radius: 8))
    #expect(top + 16 == list.canvas.midY)
  }

  @Test func landscapeRowsSqueezeMoreThanPortraitOnes() throws {
    let portrait = AppleWheelsLayout(textWidths: [100, 40, 60])
    let landscape = AppleWheelsLayout(textWidths: [100, 40, 60], orientation: .landscape)
    #expect(landscape.frame == Rect(x: 0, y: 0, width: 320, height: 162))
    #expect(landscape.band == Rect(x: 9, y: 65, width: 302, height: 32))
    #expect(landscape.magnifier.midY == 81)
    for offset in 1...3 {
      // Each row turns further on the shorter cylinder: 162 / 216 of the angle's denominator.
      #expect(abs(landscape.angle(offset) - portrait.angle(offset) * 216 / 162) < 1e-12)
      let flat = landscape.rowTransform(offset, column: 1).d
      #expect(flat < portrait.rowTransform(offset, column: 1).d, "row \(offset)")
    }
    // The next row is still about 32 pt below the centre.
    let below = landscape.rowTransform(1, column: 1).apply(Point(x: 160, y: 81))
    #expect(abs(below.y - 81 - 32) < 1.5)
  }

  @Test(arguments: [AppleWheelColumn.month, .day, .year])
  func landscapeRowsShrinkFromTheCentreAndStayInTheFrame(column: AppleWheelColumn) throws {
    let list = try Self.list(Self.picker(), orientation: .landscape)
    let frame = Rect(x: 0, y: 0, width: 320, height: 162)
    let groups = Self.rowGroups(list, column)
    let scale = Dictionary(uniqueKeysWithValues: groups.map { ($0.0, $0.1.transform.d) })
    #expect(abs((scale[0] ?? 0) - 2.35 / 2.1) < 1e-9)
    for distance in 1...3 {
      let inner = distance == 1 ? 1.0 : try #require(scale[distance - 1])
      for offset in [distance, -distance] {
        let outer = try #require(scale[offset])
        #expect(outer < inner && outer > 0, "row \(offset): \(outer)")
      }
    }
    // Every row's text box (cap height above the baseline, 21 pt tall at most), once on the
    // cylinder, lies inside the 162 pt frame, and each group clips to the frame or the magnifier.
    for item in list.items where item.tag.hasPrefix(AppleWheelsScene.wheelID(column) + " row ") {
      guard case .text(let run) = item.command,
        let offset = Int(item.tag.split(separator: " ").last ?? ""),
        let group = groups.first(where: { $0.0 == offset })?.1
      else { continue }
      for corner in [
        Point(x: run.origin.x, y: run.origin.y - 21), Point(x: run.origin.x, y: run.origin.y + 5),
        Point(x: run.origin.x + run.advance, y: run.origin.y - 21),
        Point(x: run.origin.x + run.advance, y: run.origin.y + 5),
      ] {
        let point = group.transform.apply(corner)
        #expect(
          point.y >= frame.y && point.y <= frame.maxY && point.x >= 0 && point.x <= 320,
          "row \(offset): \(point)")
      }
      guard case .rect(let clip, _) = group.clip else {
        Issue.record("row \(offset) has no rectangular clip")
        continue
      }
      #expect(clip.y >= 0 && clip.maxY <= 162, "row \(offset): \(clip)")
    }
  }

  @Test func rowsAre32PointsApartAtTheCentre() throws {
    let layout = AppleWheelsLayout(textWidths: [100, 40, 60])
    #expect(AppleWheelsLayout.rowHeight == 32)
    let below = layout.rowTransform(1, column: 1).apply(Point(x: 160, y: 108))
    #expect(abs(below.y - 108 - 32) < 1)
  }

  @Test(arguments: [AppleWheelColumn.month, .day, .year])
  func rowsShrinkAndFadeAwayFromTheCentreByTheirGroups(column: AppleWheelColumn) throws {
    let list = try Self.list(Self.picker())
    let groups = Self.rowGroups(list, column)
    #expect(groups.map(\.0).sorted() == Array(-4...4))
    let scale = Dictionary(uniqueKeysWithValues: groups.map { ($0.0, $0.1.transform.d) })
    #expect(abs((scale[0] ?? 0) - 2.35 / 2.1) < 1e-9)
    for distance in 1...4 {
      let inner = distance == 1 ? 1.0 : try #require(scale[distance - 1])
      for offset in [distance, -distance] {
        let outer = try #require(scale[offset])
        #expect(outer < inner && outer > 0, "row \(offset): \(outer)")
      }
    }
    for (offset, group) in groups {
      #expect(group.opacity == (offset == 0 ? 1 : 0.447))
    }
    // The fade is the group's: every row is in the same label colour.
    let colours = Set(
      list.items.compactMap { item -> Color? in
        guard case .text(let run) = item.command, item.tag.contains(" row ") else { return nil }
        return run.color
      })
    #expect(colours == [Color(red: 0, green: 0, blue: 0)])
  }

  @Test func theCentreRowIsMagnifiedAndClippedToTheMagnifier() throws {
    let list = try Self.list(Self.picker())
    let centre = try #require(Self.rowGroups(list, .day).first { $0.0 == 0 }?.1)
    let height = 32 * 2.35 / 2.1
    #expect(
      centre.clip == .rect(Rect(x: 0, y: 108 - height / 2, width: 320, height: height), .zero))
    #expect(centre.transform.a == centre.transform.d)
  }

  @Test(arguments: [
    (2, [-0.45, 0.45]), (3, [-0.45, 0, 0.45]), (4, [-0.45, 0, 0.45, 0.45]), (1, [0]),
  ])
  func outerColumnsLeanTowardTheMiddle(count: Int, fractions: [Double]) {
    let layout = AppleWheelsLayout(textWidths: Array(repeating: 30, count: count))
    for (index, fraction) in fractions.enumerated() {
      let column = layout.columns[index]
      let expected = column.x + column.width * (0.5 - fraction)
      #expect(abs(layout.anchorX(index) - expected) < 1e-9, "column \(index)")
    }
    let countdown = AppleWheelsLayout(countdownColumns: 2)
    #expect(countdown.anchorX(0) == 80 && countdown.anchorX(1) == 240)
  }

  @Test func textHugsItsColumnsVanishingPoint() throws {
    let list = try Self.list(Self.picker(.dateAndTime))
    let date = try #require(list.node("wheel date")?.hitRect)
    let minute = try #require(list.node("wheel minute")?.hitRect)
    for item in list.items {
      guard case .text(let run) = item.command else { continue }
      if item.tag.hasPrefix("wheel date row") {
        #expect(abs(run.origin.x + run.advance - (date.maxX - 12)) < 1e-9)
      }
      if item.tag.hasPrefix("wheel minute row") {
        #expect(abs(run.origin.x - (minute.x + 12)) < 1e-9)
      }
    }
  }

  // MARK: Locale

  @Test(arguments: [
    ("en_US", ["wheel month", "wheel day", "wheel year"], ["January", "16", "2026"]),
    ("de_DE", ["wheel day", "wheel month", "wheel year"], ["16", "Januar", "2026"]),
  ])
  func columnsFollowTheLocalesOrder(locale: String, ids: [String], values: [String]) throws {
    let list = try Self.list(Self.picker(locale: locale))
    #expect(list.semantics.map(\.id) == ids)
    #expect(list.semantics.map(\.value) == values)
    let lefts = list.semantics.map(\.hitRect.x)
    #expect(lefts == lefts.sorted())
  }

  @Test func twentyFourHourTimeHasNoAMPMWheel() throws {
    let list = try Self.list(Self.picker(.time, locale: "de_DE"))
    #expect(list.semantics.map(\.id) == ["wheel hour", "wheel minute"])
    let texts = list.items.compactMap { item -> String? in
      if case .text(let run) = item.command { return run.text }
      return nil
    }
    #expect(!texts.contains("AM") && !texts.contains("PM"))
    #expect(Self.rowTexts(list, .hour)[0] == "10")
    let twelve = try Self.list(Self.picker(.time))
    #expect(twelve.semantics.map(\.id) == ["wheel hour", "wheel minute", "wheel period"])
    #expect(Self.rowTexts(twelve, .period) == [0: "AM", 1: "PM"])
  }

  @Test func theMinuteIntervalWheelShowsOnlyQuarterHours() throws {
    let list = try Self.list(Self.picker(.time, minute: 37, interval: 15))
    let minutes = Self.rowTexts(list, .minute)
    #expect(Set(minutes.values) == ["00", "15", "30", "45"])
    #expect(minutes[0] == "30")
    #expect(minutes[1] == "45" && minutes[2] == "00" && minutes[-2] == "00")
  }

  @Test func dateAndTimeStartsWithTheWeekdayMonthDayWheel() throws {
    let list = try Self.list(Self.picker(.dateAndTime))
    #expect(list.semantics.first?.id == "wheel date")
    #expect(Self.rowTexts(list, .date)[0] == "Fri Jan 16")
    #expect(Self.rowTexts(list, .date)[1] == "Sat Jan 17")
  }

  @Test func theCountdownHasFixedUnitLabelsOutsideTheRows() throws {
    let list = try Self.list(Self.picker(.countdownTimer))
    #expect(list.text(tagged: "wheel countdown-hours unit")?.text == "hour")
    #expect(list.text(tagged: "wheel countdown-minutes unit")?.text == "min")
    #expect(list.node("wheel countdown-hours")?.value == "1 hour")
    #expect(Self.rowTexts(list, .countdownMinutes)[0] == "30")
    #expect(list.semantics.map(\.hitRect.width) == [160, 160])
  }

  // MARK: Semantics and audits

  @Test(arguments: wheelScenes.map(\.id))
  func everyWheelIsAnAdjustableNodeWithA44PointTarget(id: String) throws {
    let scene = try #require(Self.wheelScenes.first { $0.id == id })
    let list = try scene.build(Fixture.context())
    #expect(!list.semantics.isEmpty)
    for node in list.semantics {
      #expect(node.role == .adjustable)
      #expect(node.hitRect.width >= 44 && node.hitRect.height >= 44, "\(node.id)")
    }
  }

  @Test(arguments: [Appearance.light, .dark])
  func onlyTheOffCentreRowsAreBelowContrastAndTheyAreNamed(appearance: Appearance) throws {
    for scene in Self.wheelScenes where scene.appearances.contains(appearance) {
      let list = try scene.build(Fixture.context(appearance))
      let findings = ContrastAudit(
        page: .white, exceptions: try scene.auditPolicy().contrastExceptions
      ).audit(list)
      let below = findings.filter { $0.ratio < $0.required }
      #expect(!below.isEmpty, "\(scene.id)")
      #expect(below.allSatisfy { $0.tag.contains(" row ") && !$0.tag.hasSuffix(" row 0") })
      #expect(below.allSatisfy { $0.exception?.name == "ios/wheel-off-centre-rows" })
      #expect(findings.filter { $0.tag.hasSuffix(" row 0") }.allSatisfy { !$0.fails })
    }
  }

  // MARK: watchOS

  @Test func watchOSIsDarkOnlyOnBlack() throws {
    let scene = try #require(SceneSpec.named("watchos-wheels"))
    #expect(scene.appearances == [.dark])
    let list = try scene.build(Fixture.context(.dark))
    #expect(list.canvas == WatchWheelsScene.screen)
    #expect(list.fill(tagged: "background")?.1 == .solid(Color(red: 0, green: 0, blue: 0)))
  }

  @Test func watchOSHasTheOutlineCaptionAndScrollingIndicator() throws {
    let picker = try Self.picker(.dateAndTime)
    let list = try WatchWheelsScene(context: Fixture.context(.dark)).build(picker)
    let green = Color(red: 0x30, green: 0xD1, blue: 0x58)
    let outline = try #require(
      list.items.first { $0.tag == "outline" && $0.isMark })
    guard case .stroke(_, let stroke) = outline.command else {
      Issue.record("the outline is not a stroke")
      return
    }
    #expect(stroke.paint == .solid(green))
    #expect(list.text(tagged: "caption")?.text == "Hour")
    #expect(list.text(tagged: "title")?.text == "Fri Jan 16")
    #expect(list.fill(tagged: "indicator thumb")?.1 == .solid(green))
    #expect(list.node("wheel hour")?.states == [.focused])
    #expect(Self.rowTexts(list, .hour) == [-1: "9", 0: "10", 1: "11"])
    #expect(Self.rowGroups(list, .hour).first { $0.0 == 1 }?.1.opacity == 0.447)
  }

  @Test func theScenesAreListedOnce() {
    let ids = SceneSpec.builtIn.map(\.id).filter {
      $0.hasPrefix("ios-wheels") || $0 == "ios-countdown" || $0 == "watchos-wheels"
    }
    #expect(
      ids == [
        "ios-wheels-date", "ios-wheels-date-landscape", "ios-wheels-date-de", "ios-wheels-time-12h",
        "ios-wheels-time-24h",
        "ios-wheels-datetime", "ios-countdown", "ios-wheels-minute-interval-15",
        "ios-wheels-date-he-il", "ios-wheels-datetime-ar-eg", "watchos-wheels",
      ])
  }
}
