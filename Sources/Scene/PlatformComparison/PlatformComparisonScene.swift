import DrawList
import PickerModel
import Theme

/// The comparison sheet: the Appetite UI Date Picker beside iOS's inline calendar, macOS's
/// graphical calendar and Material 3's modal date picker for the same date, each labelled
/// ("Appetite UI", "iOS inline", "macOS graphical", "Material 3 modal"), in one theme, laid out
/// by ``ComparisonScene/sideBySide(_:)``.
///
/// The sheet is audited as one iOS scene (44 pt); the Material panel's hit rectangles are 48 dp
/// already (``MaterialDatePickerScene``), so it meets Android's minimum inside the sheet too.
public struct PlatformComparisonScene: Sendable {
  /// The panels' titles, left to right.
  public static let titles = ["Appetite UI", "iOS inline", "macOS graphical", "Material 3 modal"]

  /// The theme and shaper.
  public let context: SceneContext
  /// Today in the Apple panels (the Material panel's today is its model's).
  public let today: CalendarDate?

  /// Creates the scene builder.
  public init(context: SceneContext, today: CalendarDate?) {
    self.context = context
    self.today = today
  }

  /// The sheet.
  public func build(_ comparison: PlatformComparison) throws -> DrawList {
    let lists = [
      try SceneStrategy.datePicker.build(comparison.appetite, context),
      try AppleInlineScene(context: context, today: today).build(comparison.ios),
      try MacOSScene(context: context, today: today).build(comparison.macOS),
      try MaterialDatePickerScene(context: context).build(comparison.material),
    ]
    return try ComparisonScene.sideBySide(
      zip(Self.titles, lists).map { title, list in
        ComparisonScene.Panel(context: context, list: list, title: title)
      })
  }
}
