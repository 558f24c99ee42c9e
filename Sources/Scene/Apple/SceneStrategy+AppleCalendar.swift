import PickerModel

extension SceneStrategy where Model == AppleDatePicker {
  /// iOS's compact date picker at rest (``AppleCompactScene/build(_:)``), today on
  /// ``AppleCalendarFixtures/today``.
  public static var appleCompact: SceneStrategy { appleCompact(today: AppleCalendarFixtures.today) }

  /// iOS's compact date picker at rest, its editor's today on `today`.
  public static func appleCompact(today: CalendarDate?) -> SceneStrategy {
    SceneStrategy { picker, context in
      try AppleCompactScene(context: context, today: today).build(picker)
    }
  }

  /// iOS's compact date picker with its editor open (``AppleCompactScene/buildOpen(_:)``).
  public static var appleCompactOpen: SceneStrategy {
    appleCompactOpen(today: AppleCalendarFixtures.today)
  }

  /// iOS's compact date picker with its editor open, today on `today`.
  public static func appleCompactOpen(today: CalendarDate?) -> SceneStrategy {
    SceneStrategy { picker, context in
      try AppleCompactScene(context: context, today: today).buildOpen(picker)
    }
  }

  /// iOS's inline date picker: the calendar for dates, the time button for time only.
  public static var appleInline: SceneStrategy { appleInline(today: AppleCalendarFixtures.today) }

  /// iOS's inline date picker, today on `today`.
  public static func appleInline(today: CalendarDate?) -> SceneStrategy {
    SceneStrategy { picker, context in
      if picker.mode == .time {
        return try AppleCompactScene(context: context, today: today).buildInlineTime(picker)
      }
      return try AppleInlineScene(context: context, today: today).build(picker)
    }
  }
}

extension SceneStrategy where Model == MacOSDatePicker {
  /// macOS's NSDatePicker in its style (``MacOSScene``).
  public static var macOSDatePicker: SceneStrategy {
    SceneStrategy { picker, context in
      try MacOSScene(context: context, today: AppleCalendarFixtures.today).build(picker)
    }
  }
}

extension SceneStrategy where Model == PlatformComparison {
  /// The comparison sheet (``PlatformComparisonScene``).
  public static var platformComparison: SceneStrategy {
    SceneStrategy { comparison, context in
      try PlatformComparisonScene(context: context, today: AppleCalendarFixtures.today)
        .build(comparison)
    }
  }
}
