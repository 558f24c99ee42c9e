import DrawList
import PickerModel
import Theme

/// The comparison sheet: the Appetite UI Date Picker beside iOS's inline calendar and macOS's
/// graphical calendar for the same date, each labelled ("Appetite UI", "iOS inline", "macOS
/// graphical"), in one theme, laid out by ``ComparisonScene/sideBySide(_:)``.
public struct PlatformComparisonScene: Sendable {
  /// The panels' titles, left to right.
  public static let titles = ["Appetite UI", "iOS inline", "macOS graphical"]

  /// The theme and shaper.
  public let context: SceneContext
  /// Today in the Apple panels.
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
    ]
    return try ComparisonScene.sideBySide(
      zip(Self.titles, lists).map { title, list in
        ComparisonScene.Panel(context: context, list: list, title: title)
      })
  }
}
