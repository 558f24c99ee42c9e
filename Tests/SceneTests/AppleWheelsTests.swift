import Audit
import DrawList
import Foundation
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
      || $0.id == "watchos-date"
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

  /// The band is the magnifier's height: `CupertinoPicker._buildSelectionOverlay` sizes it
  /// `itemExtent * magnification`, 32 × 2.35 / 2.1 = 35.8 pt (FL-P, FL-D `_kItemExtent`,
  /// `_kMagnification`).
  static let bandHeight = 32 * 2.35 / 2.1

  @Test(arguments: [
    (Appearance.light, Color(red: 118, green: 118, blue: 128, alpha: 30)),
    (.dark, Color(red: 118, green: 118, blue: 128, alpha: 61)),
  ])
  func theBandIsInset9Radius8AndTheMagnifiersHeightInTertiarySystemFill(
    appearance: Appearance, fill: Color
  ) throws {
    let list = try Self.list(Self.picker(), appearance)
    let (shape, paint) = try #require(list.fill(tagged: "band"))
    let band = Rect(x: 9, y: 108 - Self.bandHeight / 2, width: 302, height: Self.bandHeight)
    #expect(shape == .roundedRect(band, radius: 8))
    #expect(paint == .solid(fill))
  }

  /// Each row names its source: the band's height and where it is centred.
  @Test(arguments: [
    ("portrait: _buildSelectionOverlay, itemExtent 32 × magnification 2.35/2.1", 216.0, 35.8),
    ("landscape: _buildSelectionOverlay, itemExtent 32 × magnification 2.35/2.1", 162, 35.8),
  ])
  func theBandIsItemExtentTimesMagnification(source: String, height: Double, band: Double)
    throws
  {
    let orientation: AppleWheelsOrientation = height == 216 ? .portrait : .landscape
    for mode in [AppleDatePickerMode.date, .time, .dateAndTime, .countdownTimer] {
      let list = try Self.list(Self.picker(mode), orientation: orientation)
      guard case .rect(let rect, _)? = list.fill(tagged: "band")?.0 else {
        Issue.record("\(source): no band")
        continue
      }
      #expect(abs(rect.height - band) < 0.05, "\(source): \(rect.height)")
      #expect(abs(rect.midY - height / 2) < 1e-9, "\(source)")
      let layout = AppleWheelsLayout(textWidths: [100], orientation: orientation)
      #expect(rect.y == layout.magnifier.y && rect.height == layout.magnifier.height, "\(source)")
    }
  }

  // MARK: The cylinder

  /// Flutter's projection of a point of row `offset` (flat, `y` pt below the row's centre line,
  /// the row painted at the viewport's middle): `RenderListWheelViewport._paintTransformedChild`
  /// gives the row the angle `−(fractionalY − 0.5) × 2 × maxVisibleRadian / squeeze`, and
  /// `MatrixUtils.createCylindricalProjectionTransform(radius, angle, perspective)` is
  /// `P × rotationX(angle) × translation(0, 0, radius)` with `P` the identity but for
  /// `P[3][2] = −perspective`, `P[2][3] = −radius`, `P[3][3] = perspective × radius + 1`. Written
  /// out here as a 4 × 4 matrix, apart from the scene's own arithmetic.
  static func flutter(_ offset: Int, y: Double, height: Double) -> Double {
    let (itemExtent, diameterRatio, squeeze, perspective) = (32.0, 1.07, 1.25, 0.003)
    let fractionalY = (height / 2 + Double(offset) * itemExtent) / height
    let angle = -(fractionalY - 0.5) * 2 * asin(1 / diameterRatio) / squeeze
    let radius = height * diameterRatio / 2
    let projection: [[Double]] = [
      [1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, -radius],
      [0, 0, -perspective, perspective * radius + 1],
    ]
    let rotation: [[Double]] = [
      [1, 0, 0, 0], [0, cos(angle), -sin(angle), 0], [0, sin(angle), cos(angle), 0], [0, 0, 0, 1],
    ]
    let translation: [[Double]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, radius], [0, 0, 0, 1]]
    func times(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
      (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }
    let m = times(projection, times(rotation, translation))
    let point = [0, y, 0, 1]
    let out = (0..<4).map { i in (0..<4).reduce(0) { $0 + m[i][$1] * point[$1] } }
    return out[1] / out[3]
  }

  /// Each row's height on the screen, and where its edges go, as Flutter's cylinder draws it
  /// (FL-P `createCylindricalProjectionTransform` through `ListWheelViewport`, dividing by
  /// each point's own depth): the issue measured 13.6 and 4.7 pt for rows ±3 and ±4 in
  /// portrait, where one divisor per row gave 18.6 and 10.9.
  @Test(arguments: [
    ("portrait ±1, createCylindricalProjectionTransform per point", 216.0, 1, 29.4),
    ("portrait ±2, createCylindricalProjectionTransform per point", 216, 2, 22.6),
    ("portrait ±3, createCylindricalProjectionTransform per point (issue: 13.6)", 216, 3, 13.6),
    ("portrait ±4, createCylindricalProjectionTransform per point (issue: 4.7)", 216, 4, 4.7),
    ("landscape ±1, createCylindricalProjectionTransform per point", 162, 1, 28.1),
    ("landscape ±2, createCylindricalProjectionTransform per point", 162, 2, 18.1),
    ("landscape ±3, createCylindricalProjectionTransform per point", 162, 3, 6.3),
  ])
  func rowsAreProjectedPerPointAsFluttersCylinder(
    source: String, height: Double, distance: Int, rowHeight: Double
  ) throws {
    let orientation: AppleWheelsOrientation = height == 216 ? .portrait : .landscape
    let list = try Self.list(Self.picker(), orientation: orientation)
    let middle = height / 2
    for column in [AppleWheelColumn.month, .day, .year] {
      let groups = Dictionary(uniqueKeysWithValues: Self.rowGroups(list, column))
      for offset in [distance, -distance] {
        let transform = try #require(groups[offset]?.transform, "\(source)")
        let top = transform.apply(Point(x: 0, y: middle - 16)).y - middle
        let bottom = transform.apply(Point(x: 0, y: middle + 16)).y - middle
        let sign = Double(offset.signum())
        #expect(abs(top - Self.flutter(offset, y: -16, height: height)) < 1e-9, "\(source)")
        #expect(abs(bottom - Self.flutter(offset, y: 16, height: height)) < 1e-9, "\(source)")
        #expect(abs((bottom - top) - rowHeight) < 0.05, "\(source): \(bottom - top) \(sign)")
      }
    }
  }

  /// No row reaches into its neighbour's box on the cylinder: each row's box (its flat 32 pt
  /// band through its group's transform) ends before the next one's begins, and the centre row's
  /// clip (the magnifier) before the first off-centre row's.
  @Test(arguments: [AppleWheelsOrientation.portrait, .landscape])
  func rowBoxesDoNotOverlapOnTheCylinder(orientation: AppleWheelsOrientation) throws {
    let layout = AppleWheelsLayout(textWidths: [100, 40, 60], orientation: orientation)
    let middle = layout.frame.midY
    let reach = layout.rowReach
    var previousBottom = layout.magnifier.maxY
    for offset in 1...reach {
      let transform = layout.rowTransform(offset, column: 1)
      let top = transform.apply(Point(x: 0, y: middle - 16)).y
      let bottom = transform.apply(Point(x: 0, y: middle + 16)).y
      #expect(top < bottom && bottom <= layout.frame.maxY, "row \(offset)")
      if offset > 1 { #expect(top > previousBottom, "row \(offset): \(top) ≤ \(previousBottom)") }
      previousBottom = bottom
      // Above the centre, mirrored.
      let above = layout.rowTransform(-offset, column: 1)
      let aboveBottom = above.apply(Point(x: 0, y: middle + 16)).y
      #expect(abs((aboveBottom - middle) + (top - middle)) < 1e-9, "row \(-offset)")
    }
  }

  /// Rows outside the band are clipped to the picker above or below the magnifier, as Flutter
  /// paints them (`_paintChildWithMagnifier`: `topHalfRect`, `bottomHalfRect`), so no faded row
  /// shows inside the band.
  @Test(arguments: [AppleWheelsOrientation.portrait, .landscape])
  func offCentreRowsAreClippedOutsideTheMagnifier(orientation: AppleWheelsOrientation) throws {
    let list = try Self.list(Self.picker(.dateAndTime), orientation: orientation)
    let height = orientation == .portrait ? 216.0 : 162
    let magnifier = Rect(
      x: 0, y: height / 2 - Self.bandHeight / 2, width: 320, height: Self.bandHeight)
    for column in [AppleWheelColumn.date, .hour, .minute, .period] {
      for (offset, group) in Self.rowGroups(list, column) {
        guard case .rect(let clip, _) = group.clip else {
          Issue.record("row \(offset) has no rectangular clip")
          continue
        }
        let expected =
          offset == 0
          ? magnifier
          : offset < 0
            ? Rect(x: 0, y: 0, width: 320, height: magnifier.y)
            : Rect(x: 0, y: magnifier.maxY, width: 320, height: height - magnifier.maxY)
        #expect(abs(clip.y - expected.y) < 1e-9 && abs(clip.maxY - expected.maxY) < 1e-9)
        #expect(clip.x == 0 && clip.width == 320, "\(column) row \(offset)")
      }
    }
  }

  /// The countdown's numerals are the picker text at 34/32 of its size (FL-D
  /// `_kTimerPickerMagnification`, applied by `CupertinoTimerPicker` to the picker text style's
  /// font size); the date wheels keep 21 pt (tokens.md §3.2).
  @Test(arguments: [
    ("_kTimerPickerMagnification: 21 × 34/32", AppleDatePickerMode.countdownTimer, 22.3125),
    ("tokens.md §3.2: 21 pt wheels", .date, 21),
    ("tokens.md §3.2: 21 pt wheels", .time, 21),
    ("tokens.md §3.2: 21 pt wheels", .dateAndTime, 21),
  ])
  func theCountdownsNumeralsAreMagnifiedBy34Over32(
    source: String, mode: AppleDatePickerMode, size: Double
  ) throws {
    let list = try Self.list(Self.picker(mode))
    let sizes = Set(
      list.items.compactMap { item -> Double? in
        guard case .text(let run) = item.command, item.tag.contains(" row ") else { return nil }
        return run.size
      })
    #expect(sizes == [size], "\(source)")
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

  @Test(arguments: [AppleWheelsOrientation.portrait, .landscape])
  func theBandStaysTheMagnifiersHeightInset9AndCentred(orientation: AppleWheelsOrientation)
    throws
  {
    let list = try Self.list(Self.picker(), orientation: orientation)
    let (shape, _) = try #require(list.fill(tagged: "band"))
    let top = list.canvas.midY - Self.bandHeight / 2
    #expect(
      shape == .roundedRect(Rect(x: 9, y: top, width: 302, height: Self.bandHeight), radius: 8))
  }

  @Test func landscapeRowsSqueezeMoreThanPortraitOnes() throws {
    let portrait = AppleWheelsLayout(textWidths: [100, 40, 60])
    let landscape = AppleWheelsLayout(textWidths: [100, 40, 60], orientation: .landscape)
    #expect(landscape.frame == Rect(x: 0, y: 0, width: 320, height: 162))
    #expect(
      landscape.band == Rect(x: 9, y: 81 - 16 * 2.35 / 2.1, width: 302, height: 32 * 2.35 / 2.1))
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

  /// Flutter's `_buildMediumDatePicker` writes today's row as `localizations.todayLabel` (FL-D);
  /// the built-in scene's today is the Apple scenes' fixed Monday 12 January 2026, four rows up.
  @Test func theDateAndTimeWheelWritesTodaysRowAsToday() throws {
    let scene = try #require(SceneSpec.named("ios-wheels-datetime"))
    let list = try scene.build(Fixture.context())
    let texts = Self.rowTexts(list, .date)
    #expect(texts[-4] == "Today")
    #expect(texts[-3] == "Tue Jan 13" && texts[0] == "Fri Jan 16")
    #expect(!texts.values.contains("Mon Jan 12"))
  }

  /// `ios-wheels-datetime-24h`: en_US on a 24-hour clock (the `clock` key; iOS's 24-Hour Time
  /// setting) draws the date, hour and minute wheels and no AM/PM wheel, the hours on the
  /// 24-hour clock with two digits (`HH`, the locale's 24-hour pattern), today still "Today".
  @Test func theTwentyFourHourDateAndTimeWheelsHaveNoPeriodWheel() throws {
    let scene = try #require(SceneSpec.named("ios-wheels-datetime-24h"))
    let list = try scene.build(Fixture.context())
    #expect(list.semantics.map(\.id) == ["wheel date", "wheel hour", "wheel minute"])
    #expect(list.semantics.map(\.value) == ["Fri Jan 16", "10", "30"])
    let hours = Self.rowTexts(list, .hour)
    #expect(
      (-4...4).map { hours[$0] } == ["06", "07", "08", "09", "10", "11", "12", "13", "14"])
    #expect(Self.rowTexts(list, .date)[-4] == "Today")
    let texts = list.items.compactMap { item -> String? in
      if case .text(let run) = item.command { return run.text }
      return nil
    }
    #expect(!texts.contains("AM") && !texts.contains("PM"))
    let twelve = try #require(SceneSpec.named("ios-wheels-datetime")).build(Fixture.context())
    #expect(twelve.node("wheel period") != nil)
  }

  /// The 24-hour date-and-time scene keeps every wheel number (each row names its source),
  /// measured on its draw list.
  @Test(
    arguments: [
      ("tokens.md §3.2: the picker is 320 pt wide", "width", 320.0),
      ("tokens.md §3.2: 216 pt high in portrait", "height", 216),
      ("FL-P _buildSelectionOverlay: itemExtent 32 × magnification 2.35/2.1", "band", 35.8),
      ("FL-D _kDatePickerPadSize: 12 pt after the first wheel's text", "trailing", 12),
      ("FL-D _kDatePickerPadSize: 12 pt before the last wheel's text", "leading", 12),
      ("FL-P _kOverAndUnderCenterOpacity", "opacity", 0.447),
    ] as [(String, String, Double)])
  func theTwentyFourHourDateAndTimeWheelsKeepTheWheelMetrics(
    source: String, metric: String, expected: Double
  ) throws {
    let scene = try #require(SceneSpec.named("ios-wheels-datetime-24h"))
    let list = try scene.build(Fixture.context())
    let date = try #require(list.node("wheel date")?.hitRect)
    let minute = try #require(list.node("wheel minute")?.hitRect)
    let measured: Double
    switch metric {
    case "width": measured = list.canvas.width
    case "height": measured = list.canvas.height
    case "band":
      guard case .rect(let band, _)? = list.fill(tagged: "band")?.0 else {
        Issue.record("no band")
        return
      }
      measured = (band.height * 10).rounded() / 10
    case "trailing":
      let run = try #require(list.text(tagged: "wheel date row 0"))
      measured = date.maxX - (run.origin.x + run.advance)
    case "leading":
      let run = try #require(list.text(tagged: "wheel minute row 0"))
      measured = run.origin.x - minute.x
    default:
      measured = try #require(Self.rowGroups(list, .hour).first { $0.0 == 2 }).1.opacity
    }
    #expect(abs(measured - expected) < 1e-9, "\(source): \(measured)")
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
      $0.hasPrefix("ios-wheels") || $0 == "ios-countdown" || $0.hasPrefix("watchos-")
    }
    #expect(
      ids == [
        "ios-wheels-date", "ios-wheels-date-landscape", "ios-wheels-date-de", "ios-wheels-time-12h",
        "ios-wheels-time-24h",
        "ios-wheels-datetime", "ios-wheels-datetime-24h", "ios-countdown",
        "ios-wheels-minute-interval-15",
        "ios-wheels-date-he-il", "ios-wheels-datetime-ar-eg", "watchos-wheels",
        "watchos-wheels-he-il", "watchos-date",
      ])
  }
}
