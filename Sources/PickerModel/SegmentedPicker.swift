/// An iOS segmented picker (SwiftUI `Picker` with `.pickerStyle(.segmented)`): two to five
/// mutually exclusive options on a track, one selected, under a visible group label whose
/// accessibility label matches it.
///
/// The initializer enforces the spec's structural rules; ``checkFit(labelWidths:segmentPadding:thumbInset:)``
/// adds the one that needs measured text (no label may truncate at the size it renders at) and
/// ``checkSegmentWidth(minimum:thumbInset:)`` the touch-target minimum.
///
/// In a right-to-left locale (``locale``: he, ar) the segments run from the right, as
/// UISegmentedControl's do (UIKit controls flip under a right-to-left layout), and Left and Right
/// follow the page: Left moves focus to the next option.
///
/// ```swift
/// var fruit = try SegmentedPicker(
///   groupLabel: "Fruit", accessibilityLabel: "Fruit", options: ["Apple", "Banana", "Cherry"],
///   width: 343, showsValue: true)
/// fruit.handle(.right)  // focus moves to Banana
/// fruit.handle(.space)  // Banana is selected at once; valueLine is "Fruit: Banana"
/// ```
public struct SegmentedPicker: Hashable, Sendable {
  /// How many options a segmented picker may have.
  public static let optionCount = 2...5

  /// The visible group label.
  public let groupLabel: String
  /// The group's `.accessibilityLabel` (equal to ``groupLabel``, checked).
  public let accessibilityLabel: String
  /// The option texts, in reading order (left to right, or right to left in a right-to-left
  /// locale).
  public let options: [String]
  /// The track's width in points.
  public let width: Double
  /// The Dynamic Type size it renders at.
  public var textSize: SegmentedTextSize
  /// Whether a value line (`"Fruit: Apple"`) follows the selection below the track.
  public var showsValue: Bool
  /// The selected option's index.
  public private(set) var selectedIndex: Int
  /// The option with keyboard focus, if any.
  public private(set) var focusedIndex: Int?
  /// The locale it is drawn in (`he_IL`, `ar_EG`): its direction and the language its texts are
  /// shaped as. The default is the spec's English, left to right; check an identifier that comes
  /// from input with ``PickerLocale/isAvailable(_:)``.
  public var localeIdentifier: String {
    didSet { locale = PickerLocale.named(localeIdentifier) }
  }
  /// What the picker takes from ``localeIdentifier``.
  public private(set) var locale: PickerLocale

  /// The default locale: the spec's English, left to right.
  public static let defaultLocaleIdentifier = PickerLocale.appetite.identifier

  /// Creates a picker, checking every rule that needs no measured text.
  ///
  /// - Throws: ``SegmentedPickerError``: a missing or empty group label, an accessibility label
  ///   that is missing or differs from it, fewer than two or more than five options, an empty or
  ///   duplicate option text, a selected or focused index outside the options, a bad width.
  public init(
    groupLabel: String?, accessibilityLabel: String?, options: [String], selectedIndex: Int = 0,
    width: Double, textSize: SegmentedTextSize = .standard, showsValue: Bool = false,
    focusedIndex: Int? = nil, localeIdentifier: String = SegmentedPicker.defaultLocaleIdentifier
  ) throws(SegmentedPickerError) {
    guard let groupLabel, !Self.isBlank(groupLabel) else { throw .missingGroupLabel }
    guard let accessibilityLabel, Self.same(accessibilityLabel, groupLabel) else {
      throw .accessibilityLabelMismatch(visible: groupLabel, accessibility: accessibilityLabel)
    }
    guard options.count >= Self.optionCount.lowerBound else {
      throw .tooFewOptions(options.count)
    }
    guard options.count <= Self.optionCount.upperBound else {
      throw .tooManyOptions(options.count)
    }
    for (index, option) in options.enumerated() {
      guard !Self.isBlank(option) else { throw .emptyOption(index) }
      if let first = options[..<index].firstIndex(where: { Self.same($0, option) }) {
        throw .duplicateOption(option, first: first, second: index)
      }
    }
    guard options.indices.contains(selectedIndex) else {
      throw .indexOutOfRange(role: "selected", index: selectedIndex, count: options.count)
    }
    if let focusedIndex, !options.indices.contains(focusedIndex) {
      throw .indexOutOfRange(role: "focused", index: focusedIndex, count: options.count)
    }
    guard width.isFinite, width > 0, width <= 10_000 else { throw .badWidth(width) }
    self.groupLabel = groupLabel
    self.accessibilityLabel = accessibilityLabel
    self.options = options
    self.selectedIndex = selectedIndex
    self.width = width
    self.textSize = textSize
    self.showsValue = showsValue
    self.focusedIndex = focusedIndex
    self.localeIdentifier = localeIdentifier
    self.locale = PickerLocale.named(localeIdentifier)
  }

  /// The selected option's text.
  public var selectedOption: String { options[selectedIndex] }

  /// The value line shown below the track (`"Fruit: Apple"`), or `nil` when it is off.
  public var valueLine: String? {
    showsValue ? "\(groupLabel): \(selectedOption)" : nil
  }

  /// Selects option `index`; the change takes effect at once. An index outside the options
  /// changes nothing and returns `false`.
  @discardableResult
  public mutating func select(_ index: Int) -> Bool {
    guard options.indices.contains(index) else { return false }
    selectedIndex = index
    return true
  }

  /// Full Keyboard Access: Left and Right move focus (stopping at the ends) along the page, so in
  /// a right-to-left locale Left moves to the next option; Home and End jump to the first and
  /// last option, Space and Enter select the focused one. Focus starts on the selected option.
  /// Other keys change nothing.
  public mutating func handle(_ key: PickerKey) {
    let current = focusedIndex ?? selectedIndex
    let forward = locale.isRightToLeft ? -1 : 1
    switch key {
    case .left: focusedIndex = min(max(current - forward, 0), options.count - 1)
    case .right: focusedIndex = min(max(current + forward, 0), options.count - 1)
    case .home: focusedIndex = 0
    case .end: focusedIndex = options.count - 1
    case .space, .enter:
      focusedIndex = current
      selectedIndex = current
    case .escape: focusedIndex = nil
    case .up, .down, .pageUp, .pageDown: break
    }
  }

  /// Each segment's width on the track: the track less the thumb inset at both ends, shared
  /// equally.
  public func segmentWidth(thumbInset: Double) -> Double {
    (width - 2 * thumbInset) / Double(options.count)
  }

  /// Checks that no label truncates: `labelWidths[i]` is option `i`'s measured advance at
  /// ``textSize`` in its widest weight, and each needs `segmentPadding` on both sides.
  ///
  /// - Throws: ``FitError`` at `options[i]` for the first label that does not fit, naming the
  ///   width it needs and the track width that would fit every label.
  public func checkFit(labelWidths: [Double], segmentPadding: Double, thumbInset: Double)
    throws(FitError)
  {
    let has = segmentWidth(thumbInset: thumbInset)
    let needs = labelWidths.map { $0 + 2 * segmentPadding }
    let widest = needs.max() ?? 0
    let trackNeeds = (widest * Double(options.count) + 2 * thumbInset).rounded(.up)
    for (index, (option, need)) in zip(options, needs).enumerated() {
      try FitError(
        field: FieldPath("options", index),
        subject: "segmented picker: option \"\(FitError.shown(option))\"",
        problem: "would truncate at \(textSize.rawValue) text size", needs: need,
        room: "a segment of the \(FitError.points(width)) pt track", has: has,
        advice: "widen the track to \(FitError.points(trackNeeds)) pt, shorten the label, or use "
          + "the menu style (select.menu)"
      ).check()
    }
  }

  /// Checks that each segment is at least `minimum` wide (the platform's minimum touch target,
  /// 44 pt on iOS): segments share the track, so a narrow track would leave each less than a
  /// finger.
  ///
  /// - Throws: ``FitError`` at `width`, naming the track width that would give every segment
  ///   the minimum.
  public func checkSegmentWidth(minimum: Double, thumbInset: Double) throws(FitError) {
    let trackNeeds = (minimum * Double(options.count) + 2 * thumbInset).rounded(.up)
    try FitError(
      field: FieldPath("width"),
      subject: "segmented picker: each of the \(options.count) segments",
      problem: "is narrower than the \(FitError.points(minimum)) pt minimum touch target",
      needs: minimum, room: "a segment of the \(FitError.points(width)) pt track",
      has: segmentWidth(thumbInset: thumbInset),
      advice: "widen the track to \(FitError.points(trackNeeds)) pt or use fewer options"
    ).check()
  }

  /// Whether `text` shows nothing: empty, white space or invisible characters only.
  static func isBlank(_ text: String) -> Bool {
    text.isBlank
  }

  /// Whether two texts read the same once surrounding white space is trimmed.
  static func same(_ a: String, _ b: String) -> Bool {
    trimmed(a) == trimmed(b)
  }

  /// `text` without leading and trailing white space.
  static func trimmed(_ text: String) -> Substring {
    let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
    let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
    return start <= end ? text[start..<end] : text[start..<start]
  }
}
