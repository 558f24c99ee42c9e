import PickerModel
import Testing

/// The segmented picker in a right-to-left locale, and its touch-target minimum.
@Suite struct SegmentedPickerDirectionTests {
  static func picker(_ locale: String, width: Double = 343, count: Int = 3) throws
    -> SegmentedPicker
  {
    try SegmentedPicker(
      groupLabel: "Range", accessibilityLabel: "Range",
      options: Array(["Day", "Week", "Month", "Year", "All"].prefix(count)), selectedIndex: 1,
      width: width, localeIdentifier: locale)
  }

  @Test(arguments: [
    ("he_IL", true), ("ar_EG", true), ("en_US", false), ("de_DE", false),
    (SegmentedPicker.defaultLocaleIdentifier, false),
  ])
  func theLocaleGivesTheDirection(locale: String, rightToLeft: Bool) throws {
    #expect(try Self.picker(locale).locale.isRightToLeft == rightToLeft)
  }

  /// Left and Right follow the page, as the Date Picker's arrows do: in he_IL the next option
  /// stands to the left, so Left moves to it.
  @Test(arguments: [
    ("en_US", PickerKey.right, 2), ("en_US", .left, 0), ("he_IL", .left, 2), ("he_IL", .right, 0),
  ])
  func arrowsFollowThePage(locale: String, key: PickerKey, focus: Int) throws {
    var picker = try Self.picker(locale)
    picker.handle(key)
    #expect(picker.focusedIndex == focus)
  }

  @Test(arguments: ["en_US", "he_IL"])
  func arrowsStopAtTheEnds(locale: String) throws {
    var picker = try Self.picker(locale)
    for _ in 0..<5 { picker.handle(.left) }
    #expect(picker.focusedIndex == (locale == "he_IL" ? 2 : 0))
    for _ in 0..<5 { picker.handle(.right) }
    #expect(picker.focusedIndex == (locale == "he_IL" ? 0 : 2))
  }

  /// Apple's minimum touch target is 44 × 44 pt (Human Interface Guidelines, "Layout"); five
  /// segments on a track with a 2 pt thumb inset need 5 × 44 + 4 = 224 pt.
  @Test(arguments: [(224.0, true), (223.9, false), (343, true), (150, false)])
  func everySegmentIsAtLeastTheMinimumTarget(width: Double, fits: Bool) throws {
    let picker = try Self.picker("en_US", width: width, count: 5)
    do {
      try picker.checkSegmentWidth(minimum: 44, thumbInset: 2)
      #expect(fits)
    } catch {
      #expect(!fits)
      #expect(error.field == FieldPath("width"))
      #expect(error.needs == 44)
      #expect(error.description.contains("widen the track to 224 pt"))
    }
  }

  @Test func aTooNarrowLabelNamesItsOption() throws {
    let picker = try Self.picker("en_US")
    let refused = #expect(throws: FitError.self) {
      try picker.checkFit(labelWidths: [40, 120, 50], segmentPadding: 10, thumbInset: 2)
    }
    #expect(refused?.field == FieldPath("options", 1))
  }
}
