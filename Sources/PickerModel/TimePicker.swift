/// The Appetite UI Time Picker: a header with the picked time, three quick durations and a
/// scrolling list of half-hour slots, with keyboard focus and Submit / Dismiss.
///
/// The list runs from 09:30 to 23:30 (29 slots) and shows ``visibleSlotCount`` whole rows at a
/// time; ``firstVisibleIndex`` is how far it is scrolled, in rows. Focus moves through the row of
/// durations and the list with the arrow keys, and the list scrolls to keep a focused slot in
/// view.
public struct TimePicker: Equatable, Sendable {
  /// The list: every half hour from 09:30 to 23:30, the last slot of the day.
  public static let slots: [TimeSlot] = (19..<48).compactMap { half in
    TimeSlot(hour: half / 2, minute: half % 2 * 30)
  }
  /// The pick a picker opens on by default, and the one Dismiss puts back: 10:30.
  public static let defaultSlot = slots[2]
  /// The duration a picker opens on by default: 30 min, one slot.
  public static let defaultDuration = QuickDuration.thirtyMinutes
  /// Whole rows the list shows by default.
  public static let defaultVisibleSlotCount = 5
  /// The whole rows a window may show: 1 to 28. The spec gives the list no height, but its
  /// scrollbar "shows how much is left", so at least one of the 29 slots stays out of view.
  public static let visibleSlotCounts = 1...(slots.count - 1)
  /// The locale the spec's card is drawn in.
  public static let defaultLocaleIdentifier = "en_US"

  /// The Format property: how the list writes its slots, and the header its time.
  public var format: TimeFormat
  /// The header's time and the chosen duration.
  public private(set) var selection: TimeSelection
  /// Where keyboard focus is, if anywhere.
  public private(set) var focus: TimePickerFocus?
  /// The index in ``slots`` of the list's top row.
  public private(set) var firstVisibleIndex: Int
  /// Whole rows the list shows, in ``visibleSlotCounts`` (1 to 28).
  public let visibleSlotCount: Int
  /// The selection the picker was opened with; Dismiss returns it.
  public let originalSelection: TimeSelection
  /// The locale's identifier (`en_US` by default): the digits and the AM/PM words come from
  /// Foundation's data for it. The Format stays the model's own; ``TimeFormat/init(locale:)``
  /// gives the locale's.
  public var localeIdentifier: String {
    didSet { locale = PickerLocale.named(localeIdentifier) }
  }
  /// What the picker takes from ``localeIdentifier``.
  public private(set) var locale: PickerLocale
  /// The footer's words (the spec's Dismiss and Submit unless the app gives its own).
  public var labels = CardLabels.spec

  /// Opens a picker; `selection` is also kept as ``originalSelection``. `visibleSlotCount` is
  /// clamped to ``visibleSlotCounts`` (1 to 28); a focused slot that is not in the list is
  /// dropped. The list scrolls to show the focused slot, else the picked one, else starts at the
  /// top. ``init(checkedFormat:selection:focus:visibleSlotCount:localeIdentifier:)`` refuses
  /// what this one clamps or drops, and a picked time the list does not hold.
  public init(
    format: TimeFormat = .twelveHour,
    selection: TimeSelection = TimeSelection(
      slot: TimePicker.defaultSlot, duration: TimePicker.defaultDuration),
    focus: TimePickerFocus? = nil, visibleSlotCount: Int = TimePicker.defaultVisibleSlotCount,
    localeIdentifier: String = TimePicker.defaultLocaleIdentifier
  ) {
    self.localeIdentifier = localeIdentifier
    self.locale = PickerLocale.named(localeIdentifier)
    self.format = format
    self.selection = selection
    self.originalSelection = selection
    self.visibleSlotCount = min(
      max(visibleSlotCount, Self.visibleSlotCounts.lowerBound), Self.visibleSlotCounts.upperBound)
    self.firstVisibleIndex = 0
    if case .slot(let slot) = focus, Self.index(of: slot) == nil {
      self.focus = nil
    } else {
      self.focus = focus
    }
    if case .slot(let slot)? = self.focus, let index = Self.index(of: slot) {
      scrollToShow(index)
    } else if let slot = selection.slot, let index = Self.index(of: slot) {
      scrollToShow(index)
    }
  }

  // MARK: Locale

  /// The pill's text for `duration`: the spec's `15 min`, `30 min`, `1 hour` in the default
  /// locale (``defaultLocaleIdentifier``), else Foundation's unit formatting in the picker's
  /// locale (``PickerLocale/duration(minutes:)``: de_DE `15 Min.`, he_IL `1 שעה`).
  public func label(of duration: QuickDuration) -> String {
    localeIdentifier == Self.defaultLocaleIdentifier
      ? duration.label : locale.duration(minutes: duration.minutes)
  }

  /// The clock digits of `slot` in the Format and the locale's digits: `09:30`, `٠٩:٣٠`.
  public func digits(of slot: TimeSlot) -> String {
    locale.numeral(slot.digits(in: format))
  }

  /// The header's time, in the card's clock as the list writes it: the Format's digits and
  /// period in the locale's (`10:30 AM`, `١٠:٣٠ ص`, `10:30`), so a 12-hour card never heads a
  /// list of `08:00 PM` with `20:00`.
  public func headerTime(of slot: TimeSlot) -> String {
    label(of: slot)
  }

  /// The header's placeholder digits once it is cleared: the clock's shape in dashes, no digits
  /// to translate.
  public static let placeholderDigits = "--:--"

  /// The placeholder's period: `--` where the Format has one (12-hour), `nil` in 24-hour, so the
  /// empty header has the shape of a filled one.
  public var placeholderPeriod: String? {
    switch format {
    case .twelveHour: "--"
    case .twentyFourHour: nil
    }
  }

  /// The locale's AM or PM for `slot` in the 12-hour Format; `nil` in 24-hour.
  public func period(of slot: TimeSlot) -> String? {
    switch format {
    case .twelveHour: slot.hour < 12 ? locale.amSymbol : locale.pmSymbol
    case .twentyFourHour: nil
    }
  }

  /// What assistive technology reads for `slot`: its digits and period (`10:30 AM`).
  public func label(of slot: TimeSlot) -> String {
    let digits = digits(of: slot)
    return period(of: slot).map { "\(digits) \($0)" } ?? digits
  }

  // MARK: List

  /// The position of `slot` in ``slots``, if the list has it.
  public static func index(of slot: TimeSlot) -> Int? {
    slots.firstIndex(of: slot)
  }

  /// The indices of the rows in view.
  public var visibleRange: Range<Int> {
    firstVisibleIndex..<min(firstVisibleIndex + visibleSlotCount, Self.slots.count)
  }

  /// The largest ``firstVisibleIndex``: the last slot sits on the window's bottom row.
  public var maximumFirstVisibleIndex: Int { Self.slots.count - visibleSlotCount }

  /// Scrolls so that `index` is the top row (clamped to the list), as a wheel or drag would.
  public mutating func scroll(toFirst index: Int) {
    firstVisibleIndex = min(max(index, 0), maximumFirstVisibleIndex)
  }

  /// Scrolls as little as possible to bring row `index` into view.
  private mutating func scrollToShow(_ index: Int) {
    if index < firstVisibleIndex {
      scroll(toFirst: index)
    } else if index >= firstVisibleIndex + visibleSlotCount {
      scroll(toFirst: index - visibleSlotCount + 1)
    }
  }

  // MARK: Picking

  /// Picks `slot` (a tap on its row): it fills the header and, when the list has it, takes
  /// focus and scrolls into view.
  public mutating func pick(_ slot: TimeSlot) {
    selection.slot = slot
    if Self.index(of: slot) != nil { moveFocus(to: .slot(slot)) }
  }

  /// Chooses `duration` (a tap on its pill).
  public mutating func choose(_ duration: QuickDuration) {
    selection.duration = duration
  }

  /// The header's clear button: empties the header; the duration and focus stay.
  public mutating func clear() {
    selection.slot = nil
  }

  /// Focuses `target`, scrolling the list to show a slot; a slot the list lacks is ignored.
  public mutating func moveFocus(to target: TimePickerFocus) {
    if case .slot(let slot) = target {
      guard let index = Self.index(of: slot) else { return }
      scrollToShow(index)
    }
    focus = target
  }

  // MARK: Keyboard

  /// Applies a key and returns an outcome for Escape only.
  ///
  /// - In the durations row, Left and Right step along it (stopping at the ends), Home and End
  ///   jump to its ends, Down enters the list on the picked slot if it is in view, else on the
  ///   top row; Up, Page Up and Page Down do nothing.
  /// - In the list, Up and Down step one slot, Page Up and Page Down a window's worth, Home and
  ///   End jump to 09:30 and 23:30 (all stopping at the ends); Up on 09:30 goes to the chosen
  ///   duration; Left and Right do nothing.
  /// - Enter and Space pick the focused slot or choose the focused duration.
  /// - With no focus, a movement key moves from the picked slot if the list has it, else from
  ///   the top row in view.
  /// - Escape dismisses (``dismiss()``).
  public mutating func handle(_ key: PickerKey) -> PickerOutcome<TimeSelection>? {
    if key == .escape { return dismiss() }
    let current = focus ?? focusOrigin
    switch (current, key) {
    case (.duration(let duration), .enter), (.duration(let duration), .space):
      if focus != nil { choose(duration) }
    case (.slot(let slot), .enter), (.slot(let slot), .space):
      if focus != nil { pick(slot) }
    case (.duration(let duration), _):
      moveFocus(to: destination(from: duration, key: key))
    case (.slot(let slot), _):
      moveFocus(to: destination(from: slot, key: key))
    }
    return nil
  }

  /// Where focus starts when there is none.
  private var focusOrigin: TimePickerFocus {
    if let slot = selection.slot, Self.index(of: slot) != nil { return .slot(slot) }
    return .slot(Self.slots[firstVisibleIndex])
  }

  /// Where `key` takes focus from a duration pill.
  private func destination(from duration: QuickDuration, key: PickerKey) -> TimePickerFocus {
    let all = QuickDuration.allCases
    let index = all.firstIndex(of: duration) ?? 0
    switch key {
    case .left: return .duration(all[max(index - 1, 0)])
    case .right: return .duration(all[min(index + 1, all.count - 1)])
    case .home: return .duration(all[0])
    case .end: return .duration(all[all.count - 1])
    case .down:
      if let slot = selection.slot, let row = Self.index(of: slot), visibleRange.contains(row) {
        return .slot(slot)
      }
      return .slot(Self.slots[firstVisibleIndex])
    case .up, .pageUp, .pageDown, .enter, .space, .escape: return .duration(duration)
    }
  }

  /// Where `key` takes focus from a slot.
  private func destination(from slot: TimeSlot, key: PickerKey) -> TimePickerFocus {
    let index = Self.index(of: slot) ?? 0
    let last = Self.slots.count - 1
    let target: Int
    switch key {
    case .up:
      if index == 0 { return .duration(selection.duration) }
      target = index - 1
    case .down: target = min(index + 1, last)
    case .pageUp: target = max(index - visibleSlotCount, 0)
    case .pageDown: target = min(index + visibleSlotCount, last)
    case .home: target = 0
    case .end: target = last
    case .left, .right, .enter, .space, .escape: target = index
    }
    return .slot(Self.slots[target])
  }

  // MARK: Closing

  /// Submit: hands back the slot and duration chosen (the slot is `nil` if the header was
  /// cleared).
  public func submit() -> PickerOutcome<TimeSelection> { .submitted(selection) }

  /// Dismiss: puts the pick back on the one the picker opened with (10:30 by default), scrolls
  /// it into view, drops focus and hands it back.
  public mutating func dismiss() -> PickerOutcome<TimeSelection> {
    selection = originalSelection
    focus = nil
    if let slot = selection.slot, let index = Self.index(of: slot) { scrollToShow(index) }
    return .dismissed(originalSelection)
  }
}
