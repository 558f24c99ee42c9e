import Audit
import PickerModel

/// The segmented picker's built-in scenes and their models.
public enum SegmentedPickerFixtures {
  /// The track width of every scene: an iPhone's 375 pt screen less two 16 pt margins.
  public static let width = 343.0

  /// Two options: Units, Metric or Imperial.
  public static func two() throws -> SegmentedPicker {
    try SegmentedPicker(
      groupLabel: "Units", accessibilityLabel: "Units", options: ["Metric", "Imperial"],
      width: width)
  }

  /// Three options: Range, Week selected.
  public static func three() throws -> SegmentedPicker {
    try SegmentedPicker(
      groupLabel: "Range", accessibilityLabel: "Range", options: ["Day", "Week", "Month"],
      selectedIndex: 1, width: width)
  }

  /// Three options in Hebrew (he_IL), mirrored: Day, Week, Month from the right, Week selected,
  /// under the group label "Range".
  public static func threeHebrew() throws -> SegmentedPicker {
    try SegmentedPicker(
      groupLabel: "טווח", accessibilityLabel: "טווח", options: ["יום", "שבוע", "חודש"],
      selectedIndex: 1, width: width, localeIdentifier: "he_IL")
  }

  /// Five options, the most a segmented picker may have: a chart's time range, 1M selected.
  public static func five() throws -> SegmentedPicker {
    try SegmentedPicker(
      groupLabel: "Time range", accessibilityLabel: "Time range",
      options: ["1D", "1W", "1M", "1Y", "All"], selectedIndex: 2, width: width)
  }

  /// The accessibility text size (AX3): two options, with the value line.
  public static func accessibility3() throws -> SegmentedPicker {
    try SegmentedPicker(
      groupLabel: "Units", accessibilityLabel: "Units", options: ["Metric", "Imperial"],
      width: width, textSize: .accessibility3, showsValue: true)
  }

  /// Four options, Week selected, keyboard focus on Year (Full Keyboard Access).
  public static func focused() throws -> SegmentedPicker {
    var picker = try SegmentedPicker(
      groupLabel: "Range", accessibilityLabel: "Range",
      options: ["Day", "Week", "Month", "Year"], selectedIndex: 1, width: width)
    picker.handle(.right)
    picker.handle(.right)
    return picker
  }

  /// The seed's own example: Fruit, Apple selected, with the "Fruit: Apple" value line.
  public static func fruit() throws -> SegmentedPicker {
    try SegmentedPicker(
      groupLabel: "Fruit", accessibilityLabel: "Fruit", options: ["Apple", "Banana", "Cherry"],
      width: width, showsValue: true)
  }

  /// The platform's own thumb is below 3:1 against its track (white on a 12 % grey in Light,
  /// #636366 on a 24 % grey over black in Dark); the selection also shows by shape, shadow and
  /// the semibold label, never by colour alone.
  public static let thumbException = ContrastException(
    name: "ios/segmented-thumb",
    reason: "UIKit's own thumb against tertiarySystemFill; selection also shown by the raised "
      + "shape, its shadow and the semibold label"
  ) { finding, _ in
    finding.kind == .mark && finding.tag == "thumb"
  }
}
