import DrawList
import PickerModel
import Scene
import Testing

/// The Apple mirrors in right-to-left locales, held on the draw list: each rule is a mirror of
/// the left-to-right layout about the picker's vertical centre line, with the source it mirrors
/// (Flutter's `CupertinoDatePicker` for the wheels, the CC replica's `Row`s and Apple's guidance
/// for the calendars and controls, the bidirectional algorithm for NSDatePicker's field).
@Suite struct AppleRightToLeftTests {
  static let tolerance = 1e-9

  /// The x of a run's (or box's) centre.
  static func midX(_ run: GlyphRun?) -> Double? {
    run.map { $0.origin.x + $0.advance / 2 }
  }

  /// Where a two-segment chevron's tip points: `-1` left, `+1` right.
  static func pointing(_ shape: Shape?) -> Int? {
    guard case .path(let path)? = shape, path.elements.count >= 3,
      case .move(let start) = path.elements[0], case .line(let tip) = path.elements[1]
    else { return nil }
    return tip.x < start.x ? -1 : 1
  }

  static func stroke(_ list: DrawList, _ tag: String) -> Shape? {
    for command in list.items(tagged: tag) {
      if case .stroke(let shape, _) = command { return shape }
    }
    return nil
  }

  static func filled(_ list: DrawList, _ tag: String) -> Shape? {
    list.fill(tagged: tag)?.0
  }

  /// The x extent of every text run tagged `tag`.
  static func extent(_ list: DrawList, _ tag: String) -> (minX: Double, maxX: Double)? {
    let runs = list.items(tagged: tag).compactMap { command -> GlyphRun? in
      if case .text(let run) = command { return run }
      return nil
    }
    guard !runs.isEmpty else { return nil }
    return AppleType.extent(of: runs)
  }

  // MARK: - iOS wheels (FL-D)

  /// `_DatePickerLayoutDelegate`: "if text direction is RTL, the column positions are reversed"
  /// (`columnWidths.length - i - 1`); each off-axis fraction is multiplied by
  /// `textDirectionFactor`. So the layout is the left-to-right one mirrored about the picker's
  /// centre, column by column.
  @Test(arguments: [
    [100.0, 40, 60], [180, 20, 30, 40], [90, 90], [120], [300, 80, 80],
  ])
  func theWheelSetIsTheLeftToRightOneMirrored(widths: [Double]) {
    for orientation in AppleWheelsOrientation.allCases {
      let ltr = AppleWheelsLayout(textWidths: widths, orientation: orientation)
      let rtl = AppleWheelsLayout(textWidths: widths, orientation: orientation, rightToLeft: true)
      #expect(rtl.frame == ltr.frame)
      #expect(rtl.band == ltr.band)
      #expect(rtl.isRightToLeft && !ltr.isRightToLeft)
      for index in widths.indices {
        let a = ltr.columns[index]
        let b = rtl.columns[index]
        #expect(b.width == a.width)
        #expect(abs(b.x - (ltr.frame.maxX - a.maxX)) < Self.tolerance, "column \(index)")
        #expect(
          abs(rtl.anchorX(index) - (ltr.frame.width - ltr.anchorX(index))) < Self.tolerance,
          "anchor \(index)")
      }
    }
  }

  @Test func theFirstWheelStandsAtTheRightAndItsVanishingPointLeansLeft() {
    let rtl = AppleWheelsLayout(textWidths: [100, 40, 60], rightToLeft: true)
    #expect(rtl.columns[0].maxX == rtl.frame.maxX)
    #expect(rtl.columns[2].x == rtl.frame.x)
    // Off-axis +0.45 × −1: the first column's point lies 0.45 of its width left of its centre.
    let first = rtl.columns[0]
    #expect(abs(rtl.anchorX(0) - (first.midX - 0.45 * first.width)) < Self.tolerance)
    let last = rtl.columns[2]
    #expect(abs(rtl.anchorX(2) - (last.midX + 0.45 * last.width)) < Self.tolerance)
  }

  /// he_IL's date wheels: day, month, year in the locale's order, the day at the right; the
  /// first column's text ends toward the middle (at its left edge plus the padding, reading right
  /// to left) and the last column's starts there (its right edge less the padding).
  @Test func hebrewDateWheelsRunFromTheRight() throws {
    let picker = try AppleWheelsFixtures.picker(.date, locale: "he_IL")
    #expect(picker.columns == [.day, .month, .year])
    let list = try AppleWheelsTests.list(picker)
    let day = try #require(list.node(AppleWheelsScene.wheelID(.day))?.hitRect)
    let month = try #require(list.node(AppleWheelsScene.wheelID(.month))?.hitRect)
    let year = try #require(list.node(AppleWheelsScene.wheelID(.year))?.hitRect)
    #expect(day.maxX == 320 && year.x == 0)
    #expect(day.midX > month.midX && month.midX > year.midX)
    let padding = AppleWheelsLayout.columnPadding
    let dayText = try #require(
      Self.extent(list, AppleWheel.rowTag(AppleWheelsScene.wheelID(.day), 0)))
    #expect(abs(dayText.minX - (day.x + padding)) < Self.tolerance)
    let yearText = try #require(
      Self.extent(list, AppleWheel.rowTag(AppleWheelsScene.wheelID(.year), 0)))
    #expect(abs(yearText.maxX - (year.maxX - padding)) < Self.tolerance)
  }

  /// Leading and trailing are reading directions: a 100 pt middle column at x = 110 (between two
  /// 110 pt ones) places 40 pt of text 12 pt in from the edge it names.
  @Test(arguments: [
    (AppleWheel.Alignment.leading, false, 12.0), (.leading, true, 48),
    (.trailing, false, 48), (.trailing, true, 12), (.centre, false, 30), (.centre, true, 30),
  ])
  func alignmentIsInReadingOrder(alignment: AppleWheel.Alignment, rightToLeft: Bool, offset: Double)
    throws
  {
    let layout = AppleWheelsLayout(textWidths: [0, 76, 0], rightToLeft: rightToLeft)
    let column = layout.columns[1]
    #expect(column.x == 110 && column.width == 100)
    var style = TextStyle(font: FontID("Inter-Regular"), size: 20)
    style.direction = rightToLeft ? .rightToLeft : .leftToRight
    let list = try Fixture.draw(
      AppleWheel(
        rows: [(0, "four")], column: 1, layout: layout, alignment: alignment, style: style,
        color: .black, tag: "w")
    ).build()
    let run = try #require(list.text(tagged: AppleWheel.rowTag("w", 0)))
    #expect(abs(run.origin.x - (column.x + offset)) < Self.tolerance, "\(alignment)")
  }

  /// The countdown: each number starts at its column's middle (it ends there left to right) and
  /// its unit label ends 6 pt left of it (starts 6 pt right of it).
  @Test func theCountdownMirrorsNumberAndUnit() throws {
    let picker = try AppleWheelsFixtures.picker(.countdownTimer, locale: "he_IL")
    let list = try AppleWheelsTests.list(picker)
    let hours = try #require(list.node(AppleWheelsScene.wheelID(.countdownHours))?.hitRect)
    let minutes = try #require(list.node(AppleWheelsScene.wheelID(.countdownMinutes))?.hitRect)
    #expect(hours.midX > minutes.midX)
    let number = try #require(
      list.text(tagged: AppleWheel.rowTag(AppleWheelsScene.wheelID(.countdownHours), 0)))
    #expect(abs(number.origin.x - 240) < Self.tolerance)
    let unit = try #require(
      Self.extent(list, AppleWheelsScene.wheelID(.countdownHours) + " unit"))
    #expect(abs(unit.maxX - (240 - AppleWheelsLayout.unitLabelGap)) < Self.tolerance)
  }

  // MARK: - iOS inline calendar and compact row (CC, HIG)

  static func inline(_ locale: String, mode: AppleDatePickerMode = .date) throws -> DrawList {
    try AppleCalendarTests.build(AppleCalendarTests.picker(mode, .inline, locale: locale))
  }

  /// The first weekday's column at the right: column c stands where column 6 − c stands left to
  /// right, weekday label and day alike.
  @Test(arguments: ["he_IL", "ar_EG"])
  func theWeekRunsFromTheRight(locale: String) throws {
    let list = try Self.inline(locale)
    let width = (320.0 - 22) / 7
    for column in 0..<7 {
      let x = try #require(Self.midX(list.text(tagged: "weekday \(column)")))
      #expect(abs(x - (11 + (Double(6 - column) + 0.5) * width)) < Self.tolerance, "\(column)")
    }
    let month = try AppleCalendarMonth(YearMonth(year: 2026, month: 1), localeIdentifier: locale)
    let first = try #require(list.node("day 2026-01-01")?.hitRect)
    let expected = 11 + (Double(6 - month.leadingBlanks) + 0.5) * width
    #expect(abs(first.midX - expected) < Self.tolerance)
  }

  /// The header mirrored: the title at the right (20 pt in), its disclosure chevron to its left
  /// pointing left; previous and next at the left end, next outermost, previous pointing right
  /// and next pointing left.
  @Test func theHeaderIsMirroredAndItsChevronsTurn() throws {
    let ltr = try Self.inline("en_US")
    let rtl = try Self.inline("he_IL")
    let title = try #require(Self.extent(rtl, "month title"))
    #expect(abs(title.maxX - 300) < Self.tolerance)
    let ltrTitle = try #require(Self.extent(ltr, "month title"))
    #expect(abs(ltrTitle.minX - 20) < Self.tolerance)
    let previous = try #require(rtl.node("previous month")?.hitRect)
    let next = try #require(rtl.node("next month")?.hitRect)
    #expect(abs(next.x - 11) < Self.tolerance)
    #expect(abs(previous.x - (11 + 44 + 2)) < Self.tolerance)
    #expect(Self.pointing(Self.stroke(rtl, "previous month")) == 1)
    #expect(Self.pointing(Self.stroke(rtl, "next month")) == -1)
    #expect(Self.pointing(Self.stroke(rtl, "month disclosure")) == -1)
    #expect(Self.pointing(Self.stroke(ltr, "previous month")) == -1)
    #expect(Self.pointing(Self.stroke(ltr, "next month")) == 1)
    #expect(Self.pointing(Self.stroke(ltr, "month disclosure")) == 1)
    let disclosure = try #require(Self.stroke(rtl, "month disclosure"))
    guard case .path(let path) = disclosure, case .line(let tip) = path.elements[1] else {
      Issue.record("no disclosure path")
      return
    }
    #expect(tip.x < title.minX)
  }

  /// The time row: caption at the right, AM/PM at the left (16 pt in) with AM, the first
  /// segment, at its right; the chip between them.
  @Test func theTimeRowIsMirrored() throws {
    let list = try Self.inline("ar_EG", mode: .dateAndTime)
    let caption = try #require(Self.extent(list, "time caption"))
    #expect(abs(caption.maxX - (320 - 16)) < Self.tolerance)
    let am = try #require(list.node("period ص")?.hitRect)
    let pm = try #require(list.node("period م")?.hitRect)
    #expect(am.midX > pm.midX)
    let track = try #require(Self.filled(list, "period track"))
    guard case .rect(let trackRect, _) = track else {
      Issue.record("no track rect")
      return
    }
    #expect(trackRect.x == 16)
    let chip = try #require(Self.filled(list, "time chip"))
    guard case .rect(let chipRect, _) = chip else { return }
    #expect(abs(chipRect.x - (trackRect.maxX + 8)) < Self.tolerance)
  }

  /// The compact row: the caption at the right margin, the time button at the left margin with
  /// the date button right of it, 6 pt apart; the editor under them at the left margin.
  @Test func theCompactRowIsMirrored() throws {
    let picker = try AppleCalendarTests.picker(.dateAndTime, .compact, locale: "ar_EG")
    let list = try AppleCalendarTests.build(picker, .appleCompact)
    let caption = try #require(Self.extent(list, "caption"))
    #expect(abs(caption.maxX - (375 - 16)) < Self.tolerance)
    let time = try #require(list.node("time button")?.hitRect)
    let date = try #require(list.node("date button")?.hitRect)
    let timeFill = try #require(Self.filled(list, "time button"))
    let dateFill = try #require(Self.filled(list, "date button"))
    guard case .rect(let timeRect, _) = timeFill, case .rect(let dateRect, _) = dateFill else {
      Issue.record("no button rects")
      return
    }
    #expect(timeRect.x == 16)
    #expect(abs(dateRect.x - (timeRect.maxX + 6)) < Self.tolerance)
    #expect(date.midX > time.midX)
    let open = try AppleCalendarTests.build(picker, .appleCompactOpen)
    let popover = try #require(Self.filled(open, "popover"))
    guard case .rect(let popoverRect, _) = popover else { return }
    #expect(popoverRect.x == 16)
  }

  // MARK: - macOS (Apple, Supporting Right-to-Left Languages)

  static func macOS(_ style: MacOSDatePicker.Style, _ locale: String) throws -> DrawList {
    try SceneStrategy.macOSDatePicker.build(
      AppleCalendarFixtures.macOS(style, locale: locale), Fixture.context())
  }

  @Test func theGraphicalCalendarIsMirrored() throws {
    let list = try Self.macOS(.graphical, "he_IL")
    let frame = Rect(x: 20, y: 20, width: 141, height: 148)
    let title = try #require(Self.extent(list, "macos month title"))
    #expect(abs(title.maxX - (frame.maxX - 8)) < Self.tolerance)
    let back = try #require(list.node("macos previous month")?.hitRect)
    let forward = try #require(list.node("macos next month")?.hitRect)
    #expect(forward.midX < back.midX)
    for (tag, pointsLeft) in [("macos previous month", false), ("macos next month", true)] {
      guard case .path(let path)? = Self.filled(list, tag), case .line(let tip) = path.elements[1],
        case .move(let base) = path.elements[0]
      else {
        Issue.record("no arrow \(tag)")
        continue
      }
      #expect((tip.x < base.x) == pointsLeft, "\(tag)")
    }
    let sunday = try #require(Self.midX(list.text(tagged: "macos weekday 0")))
    let saturday = try #require(Self.midX(list.text(tagged: "macos weekday 6")))
    #expect(sunday > saturday)
    // The range band still covers the 12th to the 16th, now running leftward.
    let twelfth = try #require(list.node("macos day 2026-01-12")?.hitRect)
    let sixteenth = try #require(list.node("macos day 2026-01-16")?.hitRect)
    #expect(twelfth.midX > sixteenth.midX)
  }

  /// The field's stepper trails it: at its left, 5 pt away.
  @Test func theTextualStepperStandsLeftOfTheField() throws {
    let list = try Self.macOS(.textual, "he_IL")
    let field = try #require(list.node("macos field")?.hitRect)
    let increment = try #require(list.node("macos increment")?.hitRect)
    #expect(increment.midX < field.midX)
    let bezel = try #require(Self.filled(list, "macos field"))
    guard case .rect(let bezelRect, _) = bezel else { return }
    #expect(bezelRect.x == 20 + MacOSMetrics.stepper.width + MacOSMetrics.stepperGap)
  }

  /// he_IL `d.M.y H:mm`: the date at the right, the time at its left, each number's digits in
  /// order; ar_EG `d‏/M‏/y h:mm a`: the year at the left and the day at the right.
  @Test(arguments: [
    ("he_IL", ["H", "m", "d", "M", "y"]), ("ar_EG", ["a", "h", "m", "y", "M", "d"]),
  ])
  func theFieldsElementsStandInBidirectionalOrder(locale: String, order: [String]) throws {
    let list = try Self.macOS(.textual, locale)
    var xs: [(String, Double)] = []
    for letter in ["d", "M", "y", "h", "H", "m", "a"] {
      if let extent = Self.extent(list, "macos element \(letter)") {
        xs.append((letter, extent.minX))
      }
    }
    #expect(xs.sorted { $0.1 < $1.1 }.map(\.0) == order)
  }

  // MARK: - The field's order (UAX #9, reduced)

  typealias Kind = AppleFieldOrder.Kind

  @Test(arguments: [
    // W4: one punctuation mark between numbers joins them; N1: the space between two numbers
    // runs right to left, so the second number stands at the left.
    ([Kind.number, .punctuation, .number, .space, .number], [4, 3, 0, 1, 2]),
    // A right-to-left mark splits the numbers: the last stands at the left.
    ([.number, .strong(.rightToLeft), .punctuation, .number], [3, 2, 1, 0]),
    // A number then a right-to-left word after a space: the word at the left.
    ([.number, .space, .strong(.rightToLeft)], [2, 1, 0]),
    // Left-to-right words keep their order inside, and the space between them joins them.
    ([.strong(.leftToRight), .space, .strong(.leftToRight)], [0, 1, 2]),
  ])
  func piecesFollowTheBidirectionalAlgorithm(kinds: [Kind], order: [Int]) {
    #expect(AppleFieldOrder.visualOrder(kinds, paragraph: .rightToLeft) == order)
    #expect(AppleFieldOrder.visualOrder(kinds, paragraph: .leftToRight) == Array(kinds.indices))
  }

  @Test(arguments: [
    ("16", Kind?.some(.number)), ("٢٠٢٦", .number), ("۱۴۰۴", .number), ("/", .punctuation),
    (".", .punctuation), (" ", .space), ("\u{00A0}", .space), ("\u{200F}", .strong(.rightToLeft)),
    ("\u{200E}", .strong(.leftToRight)), ("ص", nil), ("AM", nil),
  ])
  func piecesAreClassified(text: String, kind: Kind?) {
    #expect(AppleFieldOrder.kind(of: text) == kind)
  }

  // MARK: - watchOS

  /// The wheels run from the right (hour outermost); the caption names the hour in the locale
  /// (Foundation's unit name, CLDR); the indicator stays beside the crown.
  @Test(arguments: [("en_US", "Hour", false), ("de_DE", "Stunde", false), ("he_IL", "שעה", true)])
  func theWatchMirrorsItsWheelsButNotTheCrown(locale: String, caption: String, rtl: Bool) throws {
    let picker = try AppleWheelsFixtures.picker(.dateAndTime, locale: locale)
    let list = try WatchWheelsScene(context: Fixture.context(.dark)).build(picker)
    #expect(WatchWheelsScene.caption(picker) == caption)
    #expect(list.text(tagged: "caption")?.text == caption)
    let hour = try #require(list.node(AppleWheelsScene.wheelID(.hour))?.hitRect)
    let minute = try #require(list.node(AppleWheelsScene.wheelID(.minute))?.hitRect)
    #expect((hour.midX > minute.midX) == rtl)
    #expect(
      Self.filled(list, "indicator track")
        == .roundedRect(WatchWheelsScene.indicatorTrack, radius: 2))
  }
}
