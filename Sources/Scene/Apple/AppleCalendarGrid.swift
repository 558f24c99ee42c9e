import DrawList
import Foundation
import PickerModel
import Theme

/// The day grid shared by iOS's inline calendar (and the compact picker's editor) and macOS's
/// graphical NSDatePicker: seven columns in the locale's weekday order, one row per week, the
/// selected day or range marked in the accent, today's numeral in the accent. On iOS a selected
/// day that is not today is an accent numeral on the accent at 12 %, and only a selected today
/// is white on the solid accent (``AppleCalendarGridStyle/ios(_:diameter:)``).
///
/// Each day is a `day` node (`day 2026-01-16`) whose hit rectangle is its cell grown to the
/// platform minimum (iOS: 44 pt around a 42.6 pt column, overlapping its neighbours, which the
/// touch-target audit lists as information), or the cell itself where the style says the
/// platform is a pointer one (macOS's 20 × 18 pt tiles, ``MacOSPointerTargets``). Its label is
/// the day in the locale (`16 January 2026`), today's followed by the locale's "today"
/// (``AppleWords``, lower-cased as it follows a comma).
///
/// In a right-to-left locale (``AppleCalendarMonth/isRightToLeft``) the columns run from the
/// right, the first weekday at the right edge, as UIKit and AppKit mirror their calendars: Apple's
/// guidance has controls that "access items in a fixed order" flip (HIG, Right to left:
/// Controls), and "in iOS apps, UIKit controls appear flipped"; "for Mac apps, most controls
/// […] also appear flipped" (Apple, Internationalization Guide, Supporting Right-to-Left
/// Languages). The numerals keep their own order ("don't reverse the order of numerals in a
/// specific number") and are written in the locale's digits.
///
/// ```swift
/// try builder.add(
///   AppleCalendarGrid(
///     month: month, frame: Rect(x: 11, y: 86, width: 298, height: 230), rows: 5,
///     style: .ios(theme, diameter: 42), selection: .single(sixteenth), today: twelfth))
/// ```
public struct AppleCalendarGrid: Component {
  /// What is selected.
  public enum Selection: Hashable, Sendable {
    /// Nothing.
    case none
    /// One day.
    case single(CalendarDate)
    /// A run of days, both ends included (`start` ≤ `end`).
    case range(CalendarDate, CalendarDate)

    /// Whether `date` is selected.
    public func contains(_ date: CalendarDate) -> Bool {
      switch self {
      case .none: false
      case .single(let day): day == date
      case .range(let start, let end): start <= date && date <= end
      }
    }
  }

  /// The month and the locale's layout of it.
  public var month: AppleCalendarMonth
  /// The grid's box: `rows` rows of equal height, seven equal columns.
  public var frame: Rect
  /// The rows drawn, 1 to 6 (iOS: the month's weeks; macOS: always 6, spilling into the next
  /// month).
  public var rows: Int
  /// Type, colours and the selection's shape.
  public var style: AppleCalendarGridStyle
  /// The selection.
  public var selection: Selection
  /// Today, drawn with an accent numeral when not selected.
  public var today: CalendarDate?
  /// Prefix for tags and semantic ids (`""` or `"macos "`).
  public var prefix: String

  /// Creates a grid.
  public init(
    month: AppleCalendarMonth, frame: Rect, rows: Int, style: AppleCalendarGridStyle,
    selection: Selection, today: CalendarDate?, prefix: String = ""
  ) {
    self.month = month
    self.frame = frame
    self.rows = rows
    self.style = style
    self.selection = selection
    self.today = today
    self.prefix = prefix
  }

  /// One column's width.
  public var columnWidth: Double { frame.width / 7 }
  /// One row's height.
  public var rowHeight: Double { rows > 0 ? frame.height / Double(rows) : 0 }

  /// The cell of `row`, `column` (column 0, the first weekday, at the left, or at the right in a
  /// right-to-left locale).
  public func cell(row: Int, column: Int) -> Rect {
    let place = month.isRightToLeft ? 6 - column : column
    return Rect(
      x: frame.x + Double(place) * columnWidth, y: frame.y + Double(row) * rowHeight,
      width: columnWidth, height: rowHeight)
  }

  /// The cell showing `date`, if the grid shows it.
  public func cell(of date: CalendarDate) -> Rect? {
    let row = month.row(of: date)
    guard (0..<rows).contains(row) else { return nil }
    guard style.outsideMonth != nil || month.month.contains(date) else { return nil }
    return cell(row: row, column: month.column(of: date))
  }

  /// The semantic id of `date`'s day (and the tag on its numeral).
  public func dayID(_ date: CalendarDate) -> String { "\(prefix)day \(date)" }

  /// Draws the range bands (or the selected mark), then every numeral, and adds each day's node.
  public func draw(into builder: inout DrawListBuilder) throws {
    guard (1...6).contains(rows), frame.width > 0, frame.height > 0 else {
      throw SceneError.badComponent(
        "calendar grid: \(rows) rows in \(frame.width) × \(frame.height) pt")
    }
    let theme = builder.theme
    let locale = PickerLocale.named(month.localeIdentifier)
    var todayWord: String?
    drawSelection(into: &builder)
    for row in 0..<rows {
      for column in 0..<7 {
        guard let date = month.date(row: row, column: column) else { continue }
        let inMonth = month.month.contains(date)
        guard inMonth || style.outsideMonth != nil else { continue }
        let box = cell(row: row, column: column)
        let selected = selection.contains(date) && inMonth
        let isToday = date == today
        let color: ColorToken
        if selected {
          color = isTinted(date) ? style.accent : style.onAccent
        } else if !inMonth {
          color = style.outsideMonth ?? style.label
        } else {
          color = isToday ? style.accent : style.label
        }
        var textStyle = selected ? style.selectedDayText : style.dayText
        textStyle.language = locale.language
        textStyle.direction = TextDirection(isRightToLeft: locale.isRightToLeft)
        for run in try AppleType.runs(
          locale.numeral(date.day), style: textStyle, color: theme.color(color), x: box.midX,
          midY: box.midY, anchor: .centre, shaper: builder.context.shaper)
        {
          builder.append(.text(run), tag: dayID(date))
        }
        var states: Set<SemanticNode.State> = []
        if selected { states.insert(.selected) }
        var label = month.spokenDay(date)
        if isToday {
          if todayWord == nil {
            let word = try AppleWords.required(forLocale: month.localeIdentifier).today
            todayWord = word.lowercased(
              with: Locale(identifier: PickerLocale.icuForm(month.localeIdentifier)))
          }
          label += ", " + (todayWord ?? "")
        }
        builder.addSemantic(
          SemanticNode(
            id: dayID(date), role: .day, label: label, states: states,
            hitRect: style.pointerTargets ? box : builder.hitRect(around: box)))
      }
    }
  }

  /// Whether the selected `date` is marked with the tinted circle and an accent numeral (a style
  /// with a ``AppleCalendarGridStyle/selectionAlpha``, and `date` not today) rather than the
  /// solid accent.
  public func isTinted(_ date: CalendarDate) -> Bool {
    style.selectionAlpha != nil && date != today
  }

  /// The selected day's mark, or one band per week row of a range.
  private func drawSelection(into builder: inout DrawListBuilder) {
    let accentColor = builder.theme.color(style.accent)
    let accent = Paint.solid(accentColor)
    switch selection {
    case .none:
      return
    case .single(let date):
      guard month.month.contains(date), let box = cell(of: date) else { return }
      let paint =
        isTinted(date) ? Paint.solid(accentColor.withAlpha(style.selectionAlpha ?? 255)) : accent
      builder.append(.fill(markShape(box), paint), tag: "\(prefix)selection")
    case .range(let start, let end):
      // Only the month's own days are selectable: clip the run to the month.
      let first = max(start, month.month.firstDay)
      let last = min(end, month.month.lastDay)
      guard first <= last else { return }
      // `last` is in the month, so every day before it has a next day.
      var rowStart = first
      var day = first
      while true {
        let next = day < last ? day.adding(days: 1) : nil
        let rowEnds = next.map { month.row(of: $0) != month.row(of: day) } ?? true
        if rowEnds, let a = cell(of: rowStart), let b = cell(of: day) {
          builder.append(
            .fill(markShape(a.union(b)), accent), tag: "\(prefix)range \(rowStart)…\(day)")
        }
        guard let next else { break }
        if rowEnds { rowStart = next }
        day = next
      }
    }
  }

  /// The selection's shape over `box` (one cell, or a row of cells for a range band).
  private func markShape(_ box: Rect) -> Shape {
    switch style.mark {
    case .circle(let diameter):
      if box.width <= columnWidth + 1e-9 {
        return .circle(center: box.center, radius: diameter / 2)
      }
      let inset = (box.height - diameter) / 2
      return .roundedRect(box.insetBy(dx: 0, dy: max(inset, 0)), radius: diameter / 2)
    case .tile(let inset, let radius):
      return .roundedRect(box.insetBy(dx: inset, dy: inset), radius: radius)
    }
  }
}
