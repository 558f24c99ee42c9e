import CairoBackend
import DrawList
import PickerModel
import Scene
import Testing

/// The Material 3 mirrors in other locales, on the draw list (font-free shaper): right to left
/// as Compose lays its pickers out under `LayoutDirection.Rtl` (`DatePicker.kt`, `TimePicker.kt`
/// @032950a1; `DatePickerDialog.android.kt` and `AlertDialogFlowRow` for the buttons), the
/// locale's clock, the platform's words, and text that does not fit refused.
@Suite struct MaterialLocaleSceneTests {
  static let modal = MaterialDatePickerScene.frame(.modal)

  static func dateList(
    _ mode: MaterialDatePickerMode, locale: String, input: String? = nil
  ) throws -> DrawList {
    try MaterialDatePickerScene(context: Fixture.context())
      .build(try MaterialFixtures.date(mode, input: input, locale: locale))
  }

  static func timeList(
    _ mode: MaterialTimePickerMode, locale: String, is24Hour: Bool? = nil,
    orientation: MaterialTimeOrientation = .portrait
  ) throws -> DrawList {
    try MaterialTimePickerScene(context: Fixture.context())
      .build(
        try MaterialFixtures.time(
          mode, is24Hour: is24Hour, orientation: orientation, locale: locale))
  }

  /// `rect` mirrored about `frame`'s vertical centre.
  static func mirror(_ rect: Rect, in frame: Rect) -> Rect {
    Rect(x: frame.x + frame.maxX - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
  }

  static func hit(_ list: DrawList, _ id: String) throws -> Rect {
    try #require(list.node(id)).hitRect
  }

  static func centreX(_ run: GlyphRun) -> Double { run.origin.x + run.advance / 2 }

  // MARK: - Date picker

  /// `WeekDays` and `Month` are `Row`s with `Arrangement.SpaceEvenly`: right to left the
  /// locale's first weekday (Saturday in ar_EG) stands at the right, column c at
  /// x = 12 + 48·(6 − c) inside the frame.
  @Test(arguments: 0..<7)
  func weekdaysRunFromTheRight(column: Int) throws {
    let arabic = try Self.dateList(.modal, locale: "ar_EG")
    let english = try Self.dateList(.modal, locale: "en_US")
    let frame = Self.modal
    let right = try #require(arabic.text(tagged: "weekday \(column)"))
    let left = try #require(english.text(tagged: "weekday \(column)"))
    #expect(abs(Self.centreX(right) - (frame.x + 12 + 48 * Double(6 - column) + 24)) < 1e-9)
    #expect(abs(Self.centreX(left) - (frame.x + 12 + 48 * Double(column) + 24)) < 1e-9)
  }

  /// January 2026 in ar_EG (Saturday first): the 1st, a Thursday, in column 5; the 16th, a
  /// Friday, in column 6 (the left end); the 17th, a Saturday, starts a row at the right.
  @Test(arguments: [(1, 5), (16, 6), (17, 0), (20, 3), (31, 0)])
  func daysStandInMirroredColumns(day: Int, column: Int) throws {
    let list = try Self.dateList(.modal, locale: "ar_EG")
    let cell = try Self.hit(list, "day 2026-01-\(day < 10 ? "0" : "")\(day)")
    #expect(cell.x == Self.modal.x + 12 + 48 * Double(6 - column))
    #expect(cell.width == 48)
  }

  /// `MonthsNavigation`: the arrows' `Row` mirrors (previous at the right of next) and its
  /// `Icons.AutoMirrored` arrows point the other way (previous points right).
  @Test func theMonthArrowsSwapSidesAndPointTheOtherWay() throws {
    let frame = Self.modal
    let arabic = try Self.dateList(.modal, locale: "ar_EG")
    let english = try Self.dateList(.modal, locale: "en_US")
    for id in ["previous month", "next month"] {
      #expect(try Self.hit(arabic, id) == Self.mirror(try Self.hit(english, id), in: frame))
    }
    #expect(try Self.hit(arabic, "previous month").x > (try Self.hit(arabic, "next month")).x)
    for (id, icon) in [("previous month", MaterialIcon.chevronRight), ("next month", .chevronLeft)]
    {
      let button = try Self.hit(arabic, id)
      let box = Rect(x: button.midX - 12, y: button.midY - 12, width: 24, height: 24)
      let (shape, _) = try #require(arabic.fill(tagged: id))
      #expect(shape == .path(icon.path(in: box)), "\(id)")
    }
    #expect(arabic.node("previous month")?.label == "التغيير إلى الشهر السابق")
  }

  /// `DatePickerHeader`: title and headline at the start (right); the mode toggle at the end
  /// (left), its pencil unmirrored (`Icons.Filled.Edit`).
  @Test func theHeaderStandsAtTheStartAndTheToggleAtTheEnd() throws {
    let frame = Self.modal
    let list = try Self.dateList(.modal, locale: "ar_EG")
    for tag in ["supporting text", "headline"] {
      let run = try #require(list.text(tagged: tag))
      #expect(abs(run.origin.x + run.advance - (frame.maxX - 24)) < 1e-9, "\(tag)")
    }
    #expect(list.text(tagged: "supporting text")?.text == "اختيار تاريخ")
    let toggle = try Self.hit(list, "edit")
    #expect(toggle.x == frame.x + 12 && toggle.width == 48)
    let box = Rect(x: toggle.midX - 12, y: toggle.midY - 12, width: 24, height: 24)
    #expect(list.fill(tagged: "edit")?.0 == .path(MaterialIcon.edit.path(in: box)))
  }

  /// The year menu button stands at the start, its arrow left of its text.
  @Test func theMonthMenuMirrors() throws {
    let frame = Self.modal
    let list = try Self.dateList(.modal, locale: "ar_EG")
    let menu = try Self.hit(list, "month menu")
    #expect(abs(menu.maxX - (frame.maxX - 12)) < 1e-9)
    let text = try #require(list.text(tagged: "month menu"))
    let (arrow, _) = try #require(list.fill(tagged: "month menu arrow"))
    guard case .path(let path) = arrow else {
      Issue.record("the arrow is not a path")
      return
    }
    let arrowBox = path.bounds
    #expect(arrowBox.maxX < text.origin.x)
    #expect(abs(text.origin.x + text.advance - (frame.maxX - 24)) < 1e-9)
  }

  /// `DatePickerDialog` right to left: the buttons' row aligned to the end (left), confirm
  /// first: OK at the left, Cancel 8 to its right (the mirror of Cancel | OK).
  @Test(arguments: ["ar_EG", "he_IL", "fa_IR", "ur"])
  func okStandsLeftOfCancel(locale: String) throws {
    let frame = Self.modal
    let list = try Self.dateList(.modal, locale: locale)
    let ok = try Self.hit(list, "ok")
    let cancel = try Self.hit(list, "cancel")
    #expect(ok.x == frame.x + 6)
    #expect(abs(cancel.x - (ok.maxX + 8)) < 1e-9)
  }

  /// The range band runs with the mirrored days: from the 16th's centre (left) to the 12th's
  /// (right). (Shaped with the fonts: the fake shaper's 0.5 em letters would not fit the
  /// headline `١٢ يناير – ١٦ يناير`.)
  @Test func theRangeBandMirrors() throws {
    let context = SceneContext(theme: Fixture.theme(), shaper: HarfBuzzShaper())
    let list = try MaterialDatePickerScene(context: context)
      .build(try MaterialFixtures.date(.modalRange, locale: "ar_EG"))
    let start = try Self.hit(list, "day 2026-01-12")
    let end = try Self.hit(list, "day 2026-01-16")
    let band = try #require(list.filledRect(tagged: "range band 2")).0
    #expect(abs(band.x - end.midX) < 1e-9 && abs(band.maxX - start.midX) < 1e-9)
  }

  /// `YearPicker`'s `LazyVerticalGrid` fills its rows from the right.
  @Test func yearsRunFromTheRight() throws {
    let frame = Self.modal
    let arabic = try Self.dateList(.yearSelection, locale: "ar_EG")
    let english = try Self.dateList(.yearSelection, locale: "en_US")
    for year in 2023...2028 {
      #expect(
        try Self.hit(arabic, "year \(year)")
          == Self.mirror(try Self.hit(english, "year \(year)"), in: frame))
    }
    #expect(try Self.hit(arabic, "year 2023").x > (try Self.hit(arabic, "year 2025")).x)
  }

  /// The outlined field right to left: the label in its notch at the right, the text and the
  /// supporting text (an error's) against the right edge.
  @Test func theDateFieldStandsAtTheRight() throws {
    let frame = MaterialDatePickerScene.frame(.modalInput)
    let list = try Self.dateList(.modalInput, locale: "he_IL", input: "32.01.2026")
    let field = Rect(
      x: frame.x + 24, y: frame.y + 120 + 10, width: frame.width - 48, height: 56)
    let label = try #require(list.text(tagged: "date field label"))
    #expect(label.text == "תאריך")
    #expect(abs(label.origin.x + label.advance - (field.maxX - 16)) < 1e-9)
    let notch = try #require(list.filledRect(tagged: "date field notch")).0
    #expect(abs(notch.maxX - (field.maxX - 12)) < 1e-9)
    for tag in ["date field text", "date field supporting 0"] {
      let run = try #require(list.text(tagged: tag))
      #expect(abs(run.origin.x + run.advance - (field.maxX - 16)) < 1e-9, "\(tag)")
    }
  }

  // MARK: - Time picker

  /// `ClockDisplayNumbers` keeps the selectors left to right while its row mirrors: hour, ":"
  /// and minute in their order against the right padding, AM/PM (`padding(start = 12)`) at the
  /// left.
  @Test func theSelectorsKeepTheirOrderAndAMPMGoesLeft() throws {
    let frame = MaterialTimePickerScene.frame(try MaterialFixtures.time(.dialHour))
    let list = try Self.timeList(.dialHour, locale: "ar_EG")
    let hour = try Self.hit(list, "hour selector")
    let minute = try Self.hit(list, "minute selector")
    #expect(abs(minute.x - (hour.maxX + 24)) < 1e-9)
    #expect(abs(minute.maxX - (frame.maxX - 24)) < 1e-9)
    let (period, _) = try #require(list.filledRect(tagged: "am fill"))
    #expect(period.x == frame.x + 24 && abs(period.x + 52 + 12 - hour.x) < 1e-9)
    #expect(list.text(tagged: "hour selector text")?.text == "١٠")
    #expect(list.node("am")?.label == "ص")
  }

  /// `CircularLayout` places the dial's numbers with `place`, not `placeRelative`: right to left
  /// they keep their positions (12 at the top, 3 at the right), as does the handle.
  @Test(arguments: 0..<12)
  func theDialsNumbersKeepTheirPlaces(position: Int) throws {
    let arabic = try Self.timeList(.dialHour, locale: "ar_EG")
    let english = try Self.timeList(.dialHour, locale: "en_US")
    let picker = try MaterialFixtures.time(.dialHour, is24Hour: nil, locale: "ar_EG")
    let label = try #require(picker.dialLabels.first { $0.position == position })
    let englishText = position == 0 ? "12" : String(position)
    let right = try #require(arabic.text(tagged: "dial label \(label.text)"))
    let left = try #require(english.text(tagged: "dial label \(englishText)"))
    #expect(abs(Self.centreX(right) - Self.centreX(left)) < 1e-9)
    #expect(right.origin.y == left.origin.y)
    #expect(
      arabic.filledCircle(tagged: "handle")?.center
        == english.filledCircle(tagged: "handle")?.center)
  }

  /// The dialog row mirrors: the keyboard toggle at the right, OK at the left.
  @Test func theTimeDialogsRowMirrors() throws {
    let frame = MaterialTimePickerScene.frame(try MaterialFixtures.time(.dialHour))
    let list = try Self.timeList(.dialHour, locale: "ar_EG")
    #expect(abs(try Self.hit(list, "keyboard").maxX - (frame.maxX - 12)) < 1e-9)
    let ok = try Self.hit(list, "ok")
    let cancel = try Self.hit(list, "cancel")
    #expect(ok.x == frame.x + 12 && cancel.x > ok.maxX)
    #expect(list.node("keyboard")?.label == "التبديل إلى وضع \"إدخال النص\"")
  }

  /// Landscape right to left: `HorizontalTimePicker`'s row puts the display at the right and
  /// the dial at the left; the horizontal AM/PM keeps AM at the left (`place`).
  @Test func landscapeMirrorsTheDisplayAndTheDial() throws {
    let frame = MaterialTimePickerScene.frame(
      try MaterialFixtures.time(.dialHour, orientation: .landscape))
    let list = try Self.timeList(.dialHour, locale: "ar_EG", orientation: .landscape)
    let dial = try #require(list.filledCircle(tagged: "dial"))
    #expect(dial.center.x == frame.x + 24 + 128)
    let minute = try Self.hit(list, "minute selector")
    #expect(abs(minute.maxX - (frame.maxX - 24)) < 1e-9)
    let am = try Self.hit(list, "am")
    let pm = try Self.hit(list, "pm")
    #expect(am.x < pm.x && abs(pm.maxX - (frame.maxX - 24)) < 1e-9)
  }

  /// The input's fields move as one left-to-right block to the right, their labels under them
  /// from the field's left edge (the block is laid out left to right).
  @Test func theInputsFieldsMoveAsOneBlock() throws {
    let frame = MaterialTimePickerScene.frame(try MaterialFixtures.time(.input))
    let list = try Self.timeList(.input, locale: "he_IL")
    let hour = try Self.hit(list, "hour field")
    let minute = try Self.hit(list, "minute field")
    #expect(abs(minute.maxX - (frame.maxX - 24)) < 1e-9 && hour.maxX < minute.x)
    #expect(list.text(tagged: "hour label")?.origin.x == hour.x)
    #expect(list.text(tagged: "hour label")?.text == "שעות")
    #expect(list.node("am") == nil)  // he_IL: a 24-hour clock
  }

  // MARK: - The locale's clock

  /// A scene file without `clock` draws the locale's: 24-hour in de_DE and en_GB (the inner
  /// ring, no AM/PM), 12-hour in en_US.
  @Test(arguments: [("de_DE", true), ("en_GB", true), ("en_US", false), ("ar_EG", false)])
  func aSceneFileWithoutAClockTakesTheLocales(locale: String, is24Hour: Bool) throws {
    let file = try decodeScene(
      #"{"picker": "material-time-picker", "time": "10:30", "locale": ""# + locale + #""}"#)
    let list = try file.spec.build(Fixture.context())
    #expect((list.node("am") == nil) == is24Hour)
    #expect(
      list.items.contains { $0.tag.hasPrefix("dial label 13") || $0.tag.hasPrefix("dial label ١٣") }
        == is24Hour)
    let explicit = try decodeScene(
      #"{"picker": "material-time-picker", "time": "10:30", "clock": "12-hour", "#
        + #""locale": ""# + locale + #""}"#)
    #expect(try explicit.spec.build(Fixture.context()).node("am") != nil)
  }

  // MARK: - Refusals

  @Test func aLanguageWithoutWordsIsRefusedAtTheLocale() {
    let message = sceneError(
      #"{"picker": "material-date-picker", "month": "2026-01", "today": "2026-01-20", "#
        + #""locale": "it_IT"}"#)
    #expect(message?.hasPrefix("march.json: $.locale: material picker: no platform words") == true)
    #expect(
      message?.contains("ar, de, el, en, es, fa, fr, he, hi, ja, ko, pt-BR, ru, th, ur, zh-Hans")
        == true)
    let docked = sceneError(
      #"{"picker": "material-date-picker", "mode": "docked", "month": "2026-01", "#
        + #""today": "2026-01-20", "locale": "fr_FR"}"#)
    #expect(docked?.hasPrefix("march.json: $.locale: material date picker (docked)") == true)
    let time = sceneError(
      #"{"picker": "material-time-picker", "time": "10:30", "locale": "sw_KE"}"#)
    #expect(time?.hasPrefix("march.json: $.locale: material picker: no platform words") == true)
  }

  /// Compose clips a headline at `maxLines = 1`; PickerShot refuses one wider than the header
  /// leaves it (360 − the 60 dp toggle − 24 − 12), naming it and both widths.
  @Test func aHeadlineThatDoesNotFitIsRefused() throws {
    // ar_EG cannot parse "01/16/2026": the headline is Compose's placeholder, 22 characters of
    // the fake shaper's 16 pt at 32 pt: 352 pt in a 264 pt box (the input is 360 wide).
    let picker = try MaterialFixtures.date(.modalInput, locale: "ar_EG")
    #expect(
      throws: FitError(
        field: FieldPath("locale"),
        subject: "material date picker (ar_EG): the headline \"التاريخ الذي تم إدخاله\"",
        needs: 352, room: "its box", has: 264,
        advice: "these are the platform's own words and formats for the locale (Compose would "
          + "clip them); choose another locale")
    ) {
      try MaterialDatePickerScene(context: Fixture.context()).build(picker)
    }
  }

  /// A scene file whose words do not fit is refused in one line naming the file and `$.locale`
  /// (German's "Ausgewähltes Datum", 18 characters of the fake shaper's 16 pt at 32 pt, is
  /// 288 pt in the 264 pt headline box); its own text that does not fit names `$.input`.
  @Test func aSceneFilesWordsThatDoNotFitNameTheLocale() throws {
    let german = try decodeScene(
      #"{"picker": "material-date-picker", "month": "2026-01", "today": "2026-01-20", "#
        + #""locale": "de_DE"}"#)
    #expect {
      try german.spec.build(Fixture.context())
    } throws: { error in
      let message = String(describing: error)
      return message.hasPrefix(
        "march.json: $.locale: material date picker (de_DE): the headline \"Ausgewähltes Datum\" "
          + "does not fit: it needs 288 pt, its box has 264 pt")
        && !message.contains("\n")
    }
    let long = try decodeScene(
      #"{"picker": "material-date-picker", "mode": "modal-input", "month": "2026-01", "#
        + #""today": "2026-01-20", "input": "0116202601162026011620260116202601162026"}"#)
    #expect {
      try long.spec.build(Fixture.context())
    } throws: { error in
      String(describing: error).hasPrefix("march.json: $.input: material date picker (en_US)")
    }
  }
}
