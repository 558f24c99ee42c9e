import PickerModel
import Scene
import Testing

@testable import PickerShotCLI

/// The platform pickers' model errors are bad input data (65), like a bad token, never an
/// internal error (70); their one-line message passes through unchanged. (The Material modal
/// input's `MaterialDateInputError` is not thrown: it is the field's error state.)
@Suite struct ClassifyTests {
  @Test(
    arguments: [
      (AppleDatePickerError.minuteIntervalNotAllowed(7), Int32(65)),
      (AppleDatePickerError.countdownNotAvailable(style: .inline), 65),
      (AppleDatePickerError.countdownOutOfRange(hours: 24, minutes: 0), 65),
      (AppleDatePickerError.invalidTime(hour: 25, minute: 0), 65),
      (AppleDatePickerError.unknownLocale("xx_NOWHERE"), 65),
      (MaterialPickerError.rangeInSingleMode(.modal), 65),
      (MaterialPickerError.singleSelectionInRangeMode, 65),
      (MaterialPickerError.badYears(0...10_000), 65),
      (MaterialPickerError.hourOutOfRange(24), 65),
      (MaterialPickerError.landscapeInput, 65),
      (MaterialPickerError.unknownLocale("xx_NOWHERE"), 65),
      (DateError.yearOutOfRange(year: 10_000), 65),
      (DateError.invalidMonth(year: 2026, month: 13), 65),
      (DateError.invalidDay(year: 2026, month: 2, day: 30), 65),
      (DateError.malformed("2026-1-1"), 65),
      (ColorHexError.empty, 65),
      (ColorHexError.notHexDigit("#33G", "G"), 65),
      (ColorHexError.wrongLength("#335", 3), 65),
      (OptionTileError.emptyBadge("pro"), 65),
      (OptionTileError.rowTooShort(1), 65),
      (OptionTileError.duplicateValue("pro"), 65),
      (OptionTileError.noSuchTile(5, count: 3), 65),
      (SegmentedPickerError.missingGroupLabel, 65),
      (SegmentedPickerError.tooFewOptions(1), 65),
      (SegmentedPickerError.tooManyOptions(9), 65),
      (DatePickerRuleError.outsideMonth(role: "selected day", jan(2, 1), january), 65),
      (
        DatePickerRuleError.offGrid(
          role: "focused day", jan(2, 20), january, first: jan(1, 1), last: jan(2, 8)), 65
      ),
      (SceneError.badComponent("macOS date picker: unknown locale \"xx-YY\""), 65),
    ] as [(any Error & Sendable, Int32)])
  func pickerModelErrorsAreBadInputData(error: any Error & Sendable, exitCode: Int32) {
    let classified = PickerShotCommand.classify(error)
    #expect(classified.exitCode == exitCode, "\(error)")
    #expect(classified == .data(String(describing: error)))
    #expect(!classified.description.contains("\n"))
  }

  /// The errors the models really throw for bad values, not just hand-made cases.
  @Test func errorsThrownByTheModelsMapTo65() throws {
    let day = try CalendarDate(year: 2026, month: 1, day: 16)
    do {
      _ = try AppleDatePicker(mode: .time, date: day, minuteInterval: 7)
      Issue.record("a minute interval of 7 was accepted")
    } catch {
      #expect(PickerShotCommand.classify(error).exitCode == 65)
      #expect(PickerShotCommand.classify(error).description.contains("allowed: 1, 2, 3"))
    }
    do {
      _ = try MaterialTimePicker(hour: 24, minute: 0, is24Hour: true, mode: .dialHour)
      Issue.record("hour 24 was accepted")
    } catch {
      #expect(PickerShotCommand.classify(error).exitCode == 65)
    }
  }

  /// Errors nobody classified stay internal (70), as does a scene that gives two elements one
  /// semantic id (the scene's bug, not the input's).
  @Test func anUnknownErrorIsStillInternal() {
    struct Odd: Error {}
    #expect(PickerShotCommand.classify(Odd()).exitCode == 70)
    #expect(PickerShotCommand.classify(SceneError.duplicateSemanticID("ok")).exitCode == 70)
  }
}

/// January 2026, the fixtures' month.
private let january = try! YearMonth(year: 2026, month: 1)

/// Day `day` of the month `month` months into 2026, for the table.
private func jan(_ month: Int, _ day: Int) -> CalendarDate {
  january.adding(months: month - 1).clampedDate(day: day)
}
