import CairoBackend
import DrawList
import PickerModel
import Scene
import Testing

/// The range headline breaks where Android's line breaker does (UAX #14, ``MaterialLineBreak``)
/// and each text is measured in the width the ones before it left (Compose `DateRangePicker.kt`
/// `DateRangePickerHeadline`: a `Row` spaced 4 dp of three `Text`s that set no `maxLines`).
@Suite struct MaterialLineBreakTests {
  /// Break or not between two characters, and the UAX #14 rule (revision 51) that decides.
  @Test(arguments: [
    ("6", "年", true, "LB31", "NU ÷ ID: no rule joins a digit and an ideograph"),
    ("年", "1", true, "LB31", "ID ÷ NU"),
    ("月", "日", true, "LB31", "ID ÷ ID: ideographs break between themselves"),
    ("6", "년", true, "LB31", "NU ÷ H3"),
    ("시", "작", true, "LB31", "H2 ÷ H3: Hangul syllables break between syllables"),
    ("작", "일", true, "LB31", "H3 ÷ H3"),
    ("\u{1100}", "\u{1161}", false, "LB26", "JL × JV: conjoining jamo stay together"),
    ("2", "0", false, "LB25", "NU × NU"),
    ("n", ".", false, "LB13", "AL × IS: no break before a full stop"),
    ("6", ",", false, "LB13", "NU × IS"),
    ("日", "。", false, "LB13", "ID × CL: no break before an ideographic full stop"),
    ("「", "日", false, "LB14", "OP × ID: no break after an opening bracket"),
    ("a", " ", false, "LB7", "AL × SP: no break before a space"),
    (" ", "2", true, "LB18", "SP ÷ NU: a break after spaces"),
    ("6", "\u{00A0}", false, "LB12a", "NU × GL: no break before a no-break space"),
    ("\u{202F}", "г", false, "LB12", "GL × AL: nor after it (ru \"2026 г.\")"),
    ("日", "ー", false, "LB21", "ID × NS: no break before the prolonged sound mark"),
    ("J", "a", false, "LB28", "AL × AL: letters stay together"),
    ("a", "1", false, "LB23", "AL × NU"),
    ("$", "1", false, "LB25", "PR × NU"),
  ])
  func breaksFollowUAX14(
    before: Character, after: Character, breaks: Bool, rule: String, source: String
  ) {
    let found = MaterialLineBreak.rule(
      MaterialLineBreak.lineBreakClass(before), MaterialLineBreak.lineBreakClass(after))
    #expect(found.breaks == breaks && found.rule == rule, "\(source)")
  }

  /// The picker of 12 to 16 January 2026 (or no range) in `locale`, shaped with the real fonts.
  static func list(_ mode: MaterialDatePickerMode, locale: String, range: Bool) throws -> DrawList {
    let context = SceneContext(theme: Fixture.theme(), shaper: MaterialRangePickerTests.shaper)
    let picker = try MaterialDatePicker(
      mode: mode, today: try CalendarDate(year: 2026, month: 1, day: 20),
      displayMonth: try YearMonth(year: 2026, month: 1),
      range: range
        ? (
          try CalendarDate(year: 2026, month: 1, day: 12),
          try CalendarDate(year: 2026, month: 1, day: 16)
        ) : nil,
      localeIdentifier: locale)
    return try MaterialDatePickerScene(context: context).build(picker)
  }

  /// The headline's drawn lines, the runs of a line (one per font) joined, ordered by text
  /// (start date, "-", end date) then top to bottom, each with its left and right edge.
  static func lines(_ list: DrawList) -> [(text: String, minX: Double, maxX: Double)] {
    let runs = MaterialRangePickerTests.runs(list, "headline")
      .sorted { ($0.origin.y, $0.origin.x) < ($1.origin.y, $1.origin.x) }
    var lines: [(text: String, minX: Double, maxX: Double, y: Double)] = []
    for run in runs {
      if let last = lines.last, last.y == run.origin.y, abs(last.maxX - run.origin.x) < 1e-6 {
        lines[lines.count - 1].text += run.text
        lines[lines.count - 1].maxX = run.origin.x + run.advance
      } else {
        lines.append((run.text, run.origin.x, run.origin.x + run.advance, run.origin.y))
      }
    }
    return lines.sorted { ($0.minX, $0.y) < ($1.minX, $1.y) }.map { ($0.text, $0.minX, $0.maxX) }
  }

  /// Each language's headline lines in the dialog and the full-screen picker (the same 360 dp
  /// wide header): the dates are ICU's `yMMMd` (CLDR 46 via Foundation), the placeholders the
  /// locale's `DateRangePickerStartHeadline`/`EndHeadline` (`Strings` of Compose material3);
  /// every line within the headline's box, 64 from the start to 12 before the edit toggle.
  @Test(arguments: [
    (
      "en_US", true, ["Jan 12, 2026", "-", "Jan 16,", "2026"], "English: the end wraps at its space"
    ),
    ("ja_JP", true, ["2026年1月12日", "-", "2026", "年1月", "16日"], "ja: LB31 between NU and ID"),
    ("zh_CN", true, ["2026年1月12日", "-", "2026", "年1月", "16日"], "zh: LB31 between NU and ID"),
    ("ko_KR", true, ["2026년 1월 12일", "-", "2026", "년 1", "월", "16일"], "ko: LB31 NU ÷ H3, H3 ÷ NU"),
    ("de_DE", true, ["12. Jan. 2026", "-", "16.", "Jan.", "2026"], "de: spaces, LB13 before ."),
    ("ja_JP", false, ["開始日", "-", "終了日"], "ja placeholders"),
    ("zh_CN", false, ["开始日期", "-", "结束日期"], "zh placeholders"),
    ("ko_KR", false, ["시작일", "-", "종료일"], "ko placeholders"),
    ("pt_BR", false, ["Data de início", "-", "Data de", "término"], "pt placeholders"),
  ])
  func theHeadlineWrapsAsCompose(locale: String, range: Bool, expected: [String], source: String)
    throws
  {
    for mode in [MaterialDatePickerMode.modalRange, .fullScreenRange] {
      let list = try Self.list(mode, locale: locale, range: range)
      let lines = Self.lines(list)
      #expect(lines.map(\.text) == expected, "\(locale) \(mode): \(source)")
      let edit = try #require(list.node("edit")).hitRect
      let start = edit.maxX + 12 - 360 + 64
      for line in lines {
        #expect(line.minX >= start - 1e-9 && line.maxX <= edit.x - 12 + 1e-9, "\(line.text)")
      }
    }
  }

  /// The languages still refused: a piece with no UAX #14 break in it wider than the room
  /// left, which Compose would break inside (Android's desperate break), never drawn past its
  /// box. The dates are ICU's `yMMMd`, the placeholders Compose's `DateRangePickerStartHeadline`
  /// and `DateRangePickerEndHeadline` in the locale.
  @Test(arguments: [
    ("pt_BR", true, "jan.", "LB13: no break before the full stop"),
    (
      "ru_RU", true, "2026\u{202F}г.", "LB12, LB12a: no break around the narrow no-break space (GL)"
    ),
    ("ru_RU", false, "окончания", "LB28: letters stay together"),
    ("de_DE", false, "Enddatum", "LB28"),
    ("el_GR", false, "Ημερομηνία", "LB28"),
    ("es_ES", false, "finalización", "LB28"),
  ])
  func anUnbreakablePieceWiderThanItsRoomIsRefused(
    locale: String, range: Bool, piece: String, source: String
  ) throws {
    for mode in [MaterialDatePickerMode.modalRange, .fullScreenRange] {
      let error = try #require(throws: FitError.self, "\(source)") {
        try Self.list(mode, locale: locale, range: range)
      }
      #expect(error.subject.hasSuffix("the headline \"\(piece)\""), "\(error.subject)")
      #expect(error.needs > error.has && error.advice.contains("UAX #14"), "\(source)")
    }
  }

  /// A text that wraps takes the whole width left (`finalMaxWidth`, Compose foundation
  /// `LayoutUtils.kt`: a wrapped `Text` is as wide as its constraint), so the "-" after a
  /// wrapped start date has no room and is refused: here the fake shaper at 1 em a character
  /// wraps "Jan 12, 2026" (264 pt) in the 224 pt box.
  @Test func aWrappedTextLeavesNoRoomAfterIt() throws {
    let context = SceneContext(theme: Fixture.theme(), shaper: ScaledShaper(factor: 2))
    let picker = try MaterialFixtures.date(.modalRange)
    #expect(
      throws: FitError(
        field: FieldPath("locale"),
        subject: "material date picker (en_US): the headline (after a wrapped text, which "
          + "takes the row's whole width) \"-\"",
        needs: 22, room: "its box", has: 0,
        advice: "these are the platform's own words and formats for the locale (Compose would "
          + "break a word where UAX #14 allows no break); choose another locale")
    ) {
      try MaterialDatePickerScene(context: context).build(picker)
    }
  }
}
