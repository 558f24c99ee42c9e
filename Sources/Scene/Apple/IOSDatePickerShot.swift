import PickerModel

/// What an iOS date-picker scene draws: the model and how UIKit presents it.
public struct IOSDatePickerShot: Sendable {
  /// The picker.
  public var picker: AppleDatePicker
  /// Its presentation.
  public var presentation: IOSPresentation

  /// Creates a shot.
  public init(_ picker: AppleDatePicker, _ presentation: IOSPresentation) {
    self.picker = picker
    self.presentation = presentation
  }
}

extension SceneStrategy where Model == IOSDatePickerShot {
  /// The picker in its presentation (``appleWheels(_:)``, ``appleCompact``,
  /// ``appleCompactOpen``, ``appleInline``).
  public static var iosDatePicker: SceneStrategy {
    SceneStrategy { shot, context in
      let strategy: SceneStrategy<AppleDatePicker> =
        switch shot.presentation {
        case .wheels(let orientation): .appleWheels(orientation)
        case .compact: .appleCompact
        case .compactOpen: .appleCompactOpen
        case .inline: .appleInline
        }
      return try strategy.build(shot.picker, context)
    }
  }
}
