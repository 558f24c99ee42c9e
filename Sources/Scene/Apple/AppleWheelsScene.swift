import DrawList
import PickerModel
import Theme

/// An iOS date picker in the wheels style (`UIDatePicker` `.wheels`) on `systemBackground`: one
/// ``AppleWheel`` per column in the locale's order, the rounded tertiarySystemFill band behind
/// the selection, and for the countdown timer the fixed unit labels beside the selected numbers.
///
/// Every text comes from the picker's ``AppleDateColumns`` (Foundation's locale data) but one:
/// in date-and-time mode the row for ``today`` reads the locale's "Today" (``AppleWords``), as
/// UIKit's date wheel does (FL-D: "today shown as 'Today'"). Inter stands in for SF Pro. Each
/// wheel is an adjustable semantic node the height of the picker. In landscape the picker is
/// 162 pt high instead of 216 (``AppleWheelsOrientation``). In a right-to-left locale the wheels
/// are mirrored (``AppleWheelsLayout``) and each row is shaped as a right-to-left paragraph.
///
/// ```swift
/// let picker = try AppleDatePicker(mode: .date, year: 2026, month: 1, day: 16)
/// let list = try AppleWheelsScene(context: context, orientation: .landscape).build(picker)
/// ```
public struct AppleWheelsScene: Sendable {
  /// The theme and shaper.
  public let context: SceneContext
  /// The wheels' size: portrait's 320 × 216 (the default), landscape's 320 × 162, or the compact
  /// editor's 218 × 172 (``AppleWheelsSize``).
  public let size: AppleWheelsSize
  /// Today, which the date-and-time wheel writes as the locale's "Today"; `nil` for no today
  /// (every row its date).
  public let today: CalendarDate?

  /// Creates the scene builder.
  public init(
    context: SceneContext, orientation: AppleWheelsOrientation = .portrait,
    today: CalendarDate? = nil
  ) {
    self.init(context: context, size: orientation.size, today: today)
  }

  /// Creates the scene builder for wheels of `size`.
  public init(context: SceneContext, size: AppleWheelsSize, today: CalendarDate? = nil) {
    self.context = context
    self.size = size
    self.today = today
  }

  /// Whether `picker`'s wheels show ``today`` (a platform word, ``AppleWords/Key/today``):
  /// date-and-time mode with today among the rows drawn.
  public func drawsToday(_ picker: AppleDatePicker) -> Bool {
    Self.drawsToday(picker, today: today, height: size.height)
  }

  /// Whether `picker`'s wheels in `orientation` show `today` as "Today".
  public static func drawsToday(
    _ picker: AppleDatePicker, today: CalendarDate?, orientation: AppleWheelsOrientation
  ) -> Bool {
    drawsToday(picker, today: today, height: orientation.height)
  }

  /// Whether `picker`'s wheels `height` pt high show `today` as "Today".
  public static func drawsToday(_ picker: AppleDatePicker, today: CalendarDate?, height: Double)
    -> Bool
  {
    guard picker.mode == .dateAndTime, let today else { return false }
    let reach = AppleWheelsLayout.rowReach(height: height)
    return (-reach...reach).contains { picker.row(.date, offset: $0)?.date == today }
  }

  /// What `column`'s wheel shows for `row`: the locale's "Today" on today's row of the
  /// date-and-time wheel, else Foundation's text (``AppleDateColumns/text(_:of:)``).
  func text(_ column: AppleWheelColumn, of row: AppleDatePicker, words: AppleWords?) -> String {
    if column == .date, let words, row.date == today { return words.today }
    return row.formatting.text(column, of: row)
  }

  /// The semantic id of `column`'s wheel (also its rows' tag prefix): `wheel month`.
  public static func wheelID(_ column: AppleWheelColumn) -> String { "wheel \(column.rawValue)" }

  /// What VoiceOver calls `column`'s wheel.
  public static func accessibilityName(_ column: AppleWheelColumn) -> String {
    switch column {
    case .month: "Month"
    case .day: "Day"
    case .year: "Year"
    case .date: "Date"
    case .hour: "Hour"
    case .minute: "Minute"
    case .period: "AM/PM"
    case .countdownHours: "Hours"
    case .countdownMinutes: "Minutes"
    }
  }

  /// The wheels' text style: Inter Regular 21 pt, −0.83 pt letter spacing, in the locale's
  /// language and direction.
  public func wheelStyle(localeIdentifier: String) -> TextStyle {
    var style = context.theme.typography(.iosBody).textStyle
    style.size = AppleWheelsLayout.fontSize
    style.tracking = AppleWheelsLayout.letterSpacing / AppleWheelsLayout.fontSize
    return AppleType.localized(style, to: localeIdentifier)
  }

  /// The countdown's numerals: the wheels' style at 34/32 of its size, 22.3 pt (Flutter's
  /// `_kTimerPickerMagnification`, by which `CupertinoTimerPicker` scales the picker text's font
  /// size), keeping the −0.83 pt letter spacing.
  public func countdownStyle(localeIdentifier: String) -> TextStyle {
    var style = wheelStyle(localeIdentifier: localeIdentifier)
    style.size = AppleWheelsLayout.fontSize * AppleWheelsLayout.countdownNumeralMagnification
    style.tracking = AppleWheelsLayout.letterSpacing / style.size
    return style
  }

  /// The text style of `picker`'s rows: the countdown's numerals, or the wheels' text.
  public func rowStyle(_ picker: AppleDatePicker) -> TextStyle {
    picker.mode == .countdownTimer
      ? countdownStyle(localeIdentifier: picker.localeIdentifier)
      : wheelStyle(localeIdentifier: picker.localeIdentifier)
  }

  /// The countdown's unit labels: Inter SemiBold 17 pt.
  public func unitStyle(localeIdentifier: String) -> TextStyle {
    var style = context.theme.typography(.iosSegmentSelected).textStyle
    style.size = AppleWheelsLayout.unitLabelSize
    style.tracking = 0
    return AppleType.localized(style, to: localeIdentifier)
  }

  /// The draw list: the picker alone, 320 pt wide (wider if its texts need it) and 216 pt high
  /// (162 in landscape), or the size it was given.
  public func build(_ picker: AppleDatePicker) throws -> DrawList {
    var builder = DrawListBuilder(context: context)
    try draw(picker, at: Point(x: 0, y: 0), into: &builder)
    return try builder.build()
  }

  /// Draws the picker with its top-left corner at `origin` (for a scene that embeds wheels), and
  /// returns its layout. With `background`, the picker first fills its frame with
  /// `systemBackground`; without, it is drawn on what is under it (a popover), as a
  /// `UIDatePicker`'s own background is clear.
  @discardableResult
  public func draw(
    _ picker: AppleDatePicker, at origin: Point, background: Bool = true,
    into builder: inout DrawListBuilder
  ) throws -> AppleWheelsLayout {
    let theme = context.theme
    let formatting = picker.formatting
    let columns = picker.columns
    let style = rowStyle(picker)
    let rightToLeft = style.direction == .rightToLeft
    let words =
      drawsToday(picker) ? try AppleWords.required(forLocale: picker.localeIdentifier) : nil
    let reach = AppleWheelsLayout.rowReach(height: size.height)
    let rows = columns.map { column in
      (-reach...reach).compactMap { offset in
        picker.row(column, offset: offset).map { (offset, text(column, of: $0, words: words)) }
      }
    }
    let layout: AppleWheelsLayout
    if picker.mode == .countdownTimer {
      layout = AppleWheelsLayout(
        countdownColumns: columns.count, origin: origin, size: size, rightToLeft: rightToLeft)
    } else {
      let widest = try zip(columns, rows).map { column, rows in
        try measureWidest(column, rows: rows.map(\.1), picker: picker, style: style)
      }
      try Self.checkWidth(widest, columns: columns, picker: picker, width: size.width)
      layout = AppleWheelsLayout(
        textWidths: widest.map(\.width), origin: origin, size: size, rightToLeft: rightToLeft)
    }
    if background {
      builder.append(
        .fill(.rect(layout.frame, .zero), .solid(theme.color(.iosSystemBackground))),
        tag: "background")
    }
    builder.append(
      .fill(
        .roundedRect(layout.band, radius: AppleWheelsLayout.bandRadius),
        .solid(theme.color(.iosTertiarySystemFill))),
      tag: "band")
    let label = theme.color(.iosLabel)
    for (index, column) in columns.enumerated() {
      let countdown = picker.mode == .countdownTimer
      let box = layout.columns[index]
      try builder.add(
        AppleWheel(
          rows: rows[index].map { (offset: $0.0, text: $0.1) }, column: index, layout: layout,
          alignment: countdown ? .trailing : Self.alignment(index, of: columns.count),
          trailingEdge: countdown ? box.midX : nil, style: style, color: label,
          tag: Self.wheelID(column),
          rule: AppleFit.rule(
            "iOS wheels in \(picker.localeIdentifier): the \(column.rawValue) wheel's",
            room: "its \(FitError.points(box.width)) pt column",
            advice: Self.fitAdvice)))
      var value = text(column, of: picker, words: words)
      if countdown {
        let amount =
          column == .countdownHours
          ? picker.countdownDuration.hours : picker.countdownDuration.minutes
        let unit = formatting.unitLabel(column, value: amount) ?? ""
        try drawUnit(unit, column: index, layout: layout, picker: picker, into: &builder)
        value += " " + unit
      }
      builder.addSemantic(
        SemanticNode(
          id: Self.wheelID(column), role: .adjustable, label: Self.accessibilityName(column),
          value: value, hitRect: builder.hitRect(around: box)))
    }
    return layout
  }

  /// A column's text alignment: toward its vanishing point (``AppleWheelsLayout/anchorX(_:)``),
  /// so the magnified and shrunk rows keep their edge: the first column's text ends at its
  /// trailing edge, a column leaning the other way (the third on, or the second of two) starts at
  /// its leading edge, and the second of three or more is centred.
  static func alignment(_ index: Int, of count: Int) -> AppleWheel.Alignment {
    guard count > 1 else { return .centre }
    if index == 0 { return .trailing }
    return index >= 2 || count == 2 ? .leading : .centre
  }

  /// What a wheel set that does not fit is told to do.
  static let fitAdvice = "use a locale with shorter names (UIKit would truncate it)"

  /// Refuses wheels whose widest rows, each with 12 pt of padding on both sides, are wider
  /// together than the picker's `width`, 320 pt unless given: UIKit gives `UIDatePicker` its
  /// 320 pt fitting width (platform-metrics.md §1.2, WK-i `kDateTimePickerDefaultWidth = 320`;
  /// §3, "the picker is at least 320 pt wide", FL-D `_DatePickerLayoutDelegate`), and the
  /// compact editor's time wheels a required 218 (``AppleWheelsSize/compactTimeEditor``), and
  /// truncates a row that does not fit its column. The error names the locale and the widest
  /// row, with its width against what its column has once the other wheels have their widest
  /// rows.
  ///
  /// - Throws: ``FitError`` at `locale`.
  public static func checkWidth(
    _ widest: [(text: String, width: Double)], columns: [AppleWheelColumn],
    picker: AppleDatePicker, width: Double = AppleWheelsLayout.width
  ) throws(FitError) {
    guard let index = widest.indices.max(by: { widest[$0].width < widest[$1].width }) else {
      return
    }
    let padding = 2 * AppleWheelsLayout.columnPadding
    let others = widest.indices.filter { $0 != index }.reduce(0) {
      $0 + widest[$1].width + padding
    }
    let has = width - others - padding
    try FitError(
      field: AppleFit.field,
      subject: "iOS wheels in \(picker.localeIdentifier): the \(columns[index].rawValue) "
        + "wheel's widest row \"\(FitError.shown(widest[index].text))\"",
      needs: widest[index].width,
      room: "its column of the \(FitError.points(width)) pt picker (the other "
        + "wheels' widest rows and \(FitError.points(AppleWheelsLayout.columnPadding)) pt "
        + "padding on each side of every wheel taken)",
      has: has, advice: fitAdvice
    ).check()
  }

  /// The widest text `column` can show, and its width: every value of a looping wheel, the
  /// drawn rows of one that stops.
  private func measureWidest(
    _ column: AppleWheelColumn, rows: [String], picker: AppleDatePicker, style: TextStyle
  ) throws -> (text: String, width: Double) {
    let cycle: Int =
      switch column {
      case .month: 12
      case .day: picker.date.yearMonth.numberOfDays
      case .hour: picker.hourCycle == .twentyFourHour ? 24 : 12
      case .minute, .countdownMinutes: picker.minuteValues.count
      case .countdownHours: 24
      case .year, .date, .period: 0
      }
    let formatting = picker.formatting
    let texts =
      rows
      + (0..<cycle).compactMap { offset in
        picker.row(column, offset: offset).map { formatting.text(column, of: $0) }
      }
    var widest = (text: "", width: 0.0)
    for text in texts {
      let width = try AppleType.advance(text, style: style, shaper: context.shaper)
      if width > widest.width { widest = (text, width) }
    }
    return widest
  }

  /// A countdown column's fixed unit label, 6 pt after the magnified centre number (before it,
  /// to its left, right to left), on its baseline.
  private func drawUnit(
    _ unit: String, column: Int, layout: AppleWheelsLayout, picker: AppleDatePicker,
    into builder: inout DrawListBuilder
  ) throws {
    let box = layout.columns[column]
    let capHeight = try context.shaper.metrics(rowStyle(picker)).capHeight
    let magnified = layout.rowTransform(0, column: column).apply(
      Point(x: box.midX, y: layout.frame.midY + capHeight / 2))
    let style = unitStyle(localeIdentifier: picker.localeIdentifier)
    let gap = AppleWheelsLayout.unitLabelGap
    let runs = try AppleType.runs(
      unit, style: style, color: context.theme.color(.iosLabel),
      x: layout.isRightToLeft ? magnified.x - gap : magnified.x + gap, baseline: magnified.y,
      anchor: layout.isRightToLeft ? .right : .left, shaper: context.shaper)
    try AppleFit.check(
      runs, within: (box.x, box.maxX),
      rule: AppleFit.rule(
        "iOS countdown in \(picker.localeIdentifier): the unit label \"\(FitError.shown(unit))\"",
        room: "its \(FitError.points(box.width)) pt column, beside the number,",
        advice: Self.fitAdvice))
    for run in runs {
      builder.append(.text(run), tag: Self.wheelID(picker.columns[column]) + " unit")
    }
  }
}
