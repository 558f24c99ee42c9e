import PickerModel

/// What an iOS date-picker scene draws: the model, how UIKit presents it, and today.
public struct IOSDatePickerShot: Sendable {
  /// The picker.
  public var picker: AppleDatePicker
  /// Its presentation.
  public var presentation: IOSPresentation
  /// Today: the calendars draw it in the accent, the date-and-time wheel writes it as "Today";
  /// `nil` for none.
  public var today: CalendarDate?

  /// Creates a shot with today where every built-in scene of `presentation` has it: the Apple
  /// calendars' fixed Monday 12 January 2026 (``AppleCalendarFixtures/today``) for the compact
  /// and inline styles, none for the wheels.
  public init(_ picker: AppleDatePicker, _ presentation: IOSPresentation) {
    let today: CalendarDate? =
      switch presentation {
      case .wheels: nil
      case .compact, .compactOpen, .inline: AppleCalendarFixtures.today
      }
    self.init(picker, presentation, today: today)
  }

  /// Whether it draws or announces one of Apple's platform words (``AppleWords``): the
  /// date-and-time wheel's "Today", or a calendar (the compact picker's editor, the inline one)
  /// showing today's day, whose label ends with the word.
  public var usesPlatformWords: Bool {
    switch presentation {
    case .wheels(let orientation):
      return AppleWheelsScene.drawsToday(picker, today: today, orientation: orientation)
    case .compact:
      return false
    case .compactOpen, .inline:
      guard picker.mode != .time, let today else { return false }
      return picker.date.yearMonth.contains(today)
    }
  }

  /// Creates a shot with `today`.
  public init(_ picker: AppleDatePicker, _ presentation: IOSPresentation, today: CalendarDate?) {
    self.picker = picker
    self.presentation = presentation
    self.today = today
  }
}

extension SceneStrategy where Model == IOSDatePickerShot {
  /// The picker in its presentation (``appleWheels(_:today:)``, ``appleCompact(today:)``,
  /// ``appleCompactOpen(today:)``, ``appleInline(today:)``), on the shot's today.
  public static var iosDatePicker: SceneStrategy {
    SceneStrategy { shot, context in
      let strategy: SceneStrategy<AppleDatePicker> =
        switch shot.presentation {
        case .wheels(let orientation): .appleWheels(orientation, today: shot.today)
        case .compact: .appleCompact(today: shot.today)
        case .compactOpen: .appleCompactOpen(today: shot.today)
        case .inline: .appleInline(today: shot.today)
        }
      return try strategy.build(shot.picker, context)
    }
  }
}
