import PickerModel

/// `"picker": "watchos-picker"`: a watchOS date picker's wheels, on the watch's black screen.
///
/// ```json
/// {"picker": "watchos-picker", "mode": "date-and-time", "date": "2026-01-16", "time": "10:30"}
/// ```
///
/// The keys are the iOS picker's without `style` (``IOSDatePickerSceneFile``); `theme` defaults
/// to `dark`, as watchOS has no light appearance.
enum WatchOSPickerSceneFile {
  /// The family.
  static let family = SceneFileFamily(
    picker: "watchos-picker", keys: IOSDatePickerSceneFile.modelKeys
  ) { object, header in
    var header = header
    if !object.has("theme") { header.appearances = [.dark] }
    let picker = try IOSDatePickerSceneFile.picker(object, header, style: .wheels)
    var spec = header.spec(picker, as: .watchWheels)
    spec.contrastExceptions = [AppleWheelsFixtures.offCentreRowsException]
    return spec
  }
}
