import PickerModel
import Testing

/// The segmented picker's rules (the spec's "Use when / Do not use" and "Must haves") and its
/// behaviour: each rule refuses with a one-line message that names it.
@Suite struct SegmentedPickerTests {
  static let fruit = ["Apple", "Banana", "Cherry"]

  static func picker(
    label: String? = "Fruit", spoken: String? = "Fruit", options: [String] = fruit,
    selected: Int = 0, width: Double = 343, focused: Int? = nil
  ) throws(SegmentedPickerError) -> SegmentedPicker {
    try SegmentedPicker(
      groupLabel: label, accessibilityLabel: spoken, options: options, selectedIndex: selected,
      width: width, focusedIndex: focused)
  }

  /// Builds a picker that must be refused, returning its error.
  static func refusal(
    label: String? = "Fruit", spoken: String? = "Fruit", options: [String] = fruit,
    selected: Int = 0, width: Double = 343, focused: Int? = nil
  ) -> SegmentedPickerError? {
    do {
      _ = try picker(
        label: label, spoken: spoken, options: options, selected: selected, width: width,
        focused: focused)
      return nil
    } catch { return error }
  }

  @Test func theSeedExampleIsValid() throws {
    let picker = try Self.picker()
    #expect(picker.options == Self.fruit)
    #expect(picker.selectedOption == "Apple")
    #expect(picker.accessibilityLabel == picker.groupLabel)
  }

  @Test(arguments: [2, 3, 4, 5])
  func twoToFiveOptionsAreAllowed(count: Int) throws {
    let options = ["One", "Two", "Three", "Four", "Five"].prefix(count)
    #expect(try Self.picker(options: Array(options)).options.count == count)
  }

  @Test(arguments: [
    (
      [String](), SegmentedPickerError.tooFewOptions(0),
      "segmented picker: 0 options, needs two to five; for a single on/off setting use a switch "
        + "(switch.basic)"
    ),
    (
      ["Apple"], .tooFewOptions(1),
      "segmented picker: 1 option, needs two to five; for a single on/off setting use a switch "
        + "(switch.basic)"
    ),
    (
      ["A", "B", "C", "D", "E", "F"], .tooManyOptions(6),
      "segmented picker: 6 options, at most five; use the menu style (select.menu)"
    ),
  ])
  func optionCountRule(options: [String], error: SegmentedPickerError, message: String) {
    let refused = Self.refusal(options: options)
    #expect(refused == error)
    #expect(refused?.description == message)
  }

  @Test(arguments: [
    (
      ["Apple", "Banana", "Apple"],
      SegmentedPickerError.duplicateOption("Apple", first: 0, second: 2),
      "segmented picker: options 1 and 3 are both \"Apple\"; every segment needs distinct text"
    ),
    (
      ["Apple", "Apple "], .duplicateOption("Apple ", first: 0, second: 1),
      "segmented picker: options 1 and 2 are both \"Apple \"; every segment needs distinct text"
    ),
    (
      ["Apple", " "], .emptyOption(1),
      "segmented picker: option 2 has no text; every segment needs clear, distinct text"
    ),
  ])
  func optionTextRule(options: [String], error: SegmentedPickerError, message: String) {
    let refused = Self.refusal(options: options)
    #expect(refused == error)
    #expect(refused?.description == message)
  }

  @Test(arguments: [
    (
      String?.none, String?.some("Fruit"), SegmentedPickerError.missingGroupLabel,
      "segmented picker: the group label is missing or empty; give the group a visible label "
        + "(Picker label text or a preceding Text) that names what the segments choose"
    ),
    (
      "", "", .missingGroupLabel,
      "segmented picker: the group label is missing or empty; give the group a visible label "
        + "(Picker label text or a preceding Text) that names what the segments choose"
    ),
    (
      "Fruit", nil, .accessibilityLabelMismatch(visible: "Fruit", accessibility: nil),
      "segmented picker \"Fruit\": no accessibility label; set .accessibilityLabel(\"Fruit\") "
        + "with .accessibilityElement(children: .contain), or VoiceOver never speaks the group "
        + "name"
    ),
    (
      "Fruit", "Fruits", .accessibilityLabelMismatch(visible: "Fruit", accessibility: "Fruits"),
      "segmented picker \"Fruit\": accessibility label \"Fruits\" does not match the visible "
        + "group label \"Fruit\""
    ),
  ])
  func groupLabelRules(
    label: String?, spoken: String?, error: SegmentedPickerError, message: String
  ) {
    let refused = Self.refusal(label: label, spoken: spoken)
    #expect(refused == error)
    #expect(refused?.description == message)
  }

  @Test func surroundingSpaceDoesNotMakeALabelDiffer() throws {
    #expect(try Self.picker(label: "Fruit", spoken: " Fruit ").groupLabel == "Fruit")
  }

  @Test(
    arguments: [
      (3, nil, "segmented picker: selected index 3 is outside the 3 options (0…2)"),
      (-1, nil, "segmented picker: selected index -1 is outside the 3 options (0…2)"),
      (0, 7, "segmented picker: focused index 7 is outside the 3 options (0…2)"),
    ] as [(Int, Int?, String)])
  func indicesMustNameAnOption(selected: Int, focused: Int?, message: String) {
    #expect(Self.refusal(selected: selected, focused: focused)?.description == message)
  }

  @Test(arguments: [0.0, -10, .infinity, .nan, 1e300])
  func theWidthMustBeAPositiveNumberOfPoints(width: Double) {
    guard case .badWidth = Self.refusal(width: width) else {
      Issue.record("width \(width) was not refused")
      return
    }
  }

  @Test func aLabelThatFitsPasses() throws {
    // 343 pt track, 2 pt inset: each of three segments has 113 pt.
    let picker = try Self.picker()
    #expect(picker.segmentWidth(thumbInset: 2) == 113)
    try picker.checkFit(labelWidths: [40, 93, 50], segmentPadding: 10, thumbInset: 2)
  }

  @Test func aLabelThatWouldTruncateNamesItselfAndTheWidthItNeeds() throws {
    let picker = try Self.picker()
    let refused = #expect(throws: FitError.self) {
      try picker.checkFit(labelWidths: [40, 93.5, 50], segmentPadding: 10, thumbInset: 2)
    }
    #expect(
      refused?.description
        == "segmented picker: option \"Banana\" would truncate at default text size: it needs "
        + "113.5 pt, a segment of the 343 pt track has 113 pt; widen the track to 345 pt, "
        + "shorten the label, or use the menu style (select.menu)")
  }

  @Test func theTruncationMessageNamesTheTextSize() throws {
    var picker = try Self.picker(options: ["Metric", "Imperial"], width: 200)
    picker.textSize = .accessibility3
    let refused = #expect(throws: FitError.self) {
      try picker.checkFit(labelWidths: [60, 132], segmentPadding: 10, thumbInset: 2)
    }
    #expect(refused?.description.contains("\"Imperial\" would truncate at AX3 text size") == true)
    #expect(refused?.description.contains("needs 152 pt") == true)
    #expect(refused?.description.contains("has 98 pt") == true)
  }

  @Test(arguments: [
    (SegmentedTextSize.standard, 13.0, 18.0, 17.0, 22.0),
    (.accessibility3, 33, 40, 40, 48),
  ])
  func dynamicTypeSizes(
    size: SegmentedTextSize, segment: Double, segmentLine: Double, body: Double, bodyLine: Double
  ) {
    #expect(size.segmentSize == segment)
    #expect(size.segmentLineHeight == segmentLine)
    #expect(size.bodySize == body)
    #expect(size.bodyLineHeight == bodyLine)
  }

  @Test func theValueLineFollowsTheSelection() throws {
    var picker = try SegmentedPicker(
      groupLabel: "Fruit", accessibilityLabel: "Fruit", options: Self.fruit, width: 343,
      showsValue: true)
    #expect(picker.valueLine == "Fruit: Apple")
    let moved = picker.select(2)
    #expect(moved)
    #expect(picker.valueLine == "Fruit: Cherry")
    let outside = picker.select(3)
    #expect(!outside)
    #expect(picker.selectedIndex == 2)
    picker.showsValue = false
    #expect(picker.valueLine == nil)
  }

  @Test(
    arguments: [
      ([PickerKey.right], 0, Int?.some(1)),
      ([.right, .right, .right], 0, 2),
      ([.left], 0, 0),
      ([.end, .space], 2, 2),
      ([.right, .enter], 1, 1),
      ([.home], 0, 0),
      ([.right, .escape], 0, nil),
      ([.up, .down], 0, nil),
    ] as [([PickerKey], Int, Int?)])
  func keyboard(keys: [PickerKey], selected: Int, focused: Int?) throws {
    var picker = try Self.picker()
    for key in keys { picker.handle(key) }
    #expect(picker.selectedIndex == selected)
    #expect(picker.focusedIndex == focused)
  }
}
