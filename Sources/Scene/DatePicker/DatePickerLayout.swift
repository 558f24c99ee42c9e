import DrawList
import Theme

/// The Date Picker card's geometry in points: the spec's sizes (a 340-wide card, 36 pt cells, a
/// 40 pt selector) placed by named spacing steps from the theme (20 pt padding, 8 pt gaps, 16 pt
/// between sections), so the 20 pt padding leaves 300 for seven cells and six gaps.
///
/// Everything is relative to the card's top-left corner, which the scene puts at (0, 0). In a
/// right-to-left locale (``isRightToLeft``) the layout mirrors about the card's vertical centre
/// line: column 0 (the first weekday) stands at the right, x = 20 + 44·(6 − column), and the
/// previous-month button at the right of the selector, pointing right.
public struct DatePickerLayout: Hashable, Sendable {
  // MARK: The spec's sizes

  /// Card width.
  public static let cardWidth = 340.0
  /// A day cell's side.
  public static let cellSize = 36.0
  /// Rows in the grid, always.
  public static let rows = 6
  /// Columns in the grid (Monday first).
  public static let columns = 7
  /// The date selector pill's height.
  public static let selectorHeight = 40.0
  /// The selector's compact buttons' side.
  public static let compactButtonSize = CompactButton.size
  /// The weekday label row's height.
  public static let weekdayRowHeight = 20.0
  /// Footer button height.
  public static let footerButtonHeight = CardFooter.buttonHeight

  // MARK: Spacing, from tokens

  /// Padding on every side of the card: `spacing/5` (20).
  public let padding: Double
  /// The gap between cells, across and down: `spacing/2` (8).
  public let gap: Double
  /// Between the card's sections (selector → weekdays, grid → footer): `spacing/4` (16).
  public let sectionSpacing: Double
  /// From the weekday row to the grid: `spacing/2` (8).
  public let weekdayToGrid: Double
  /// The inset of the compact buttons inside the pill: `spacing/1` (4).
  public let compactButtonInset: Double
  /// Space between the two footer buttons: `spacing/3` (12).
  public let footerButtonGap: Double
  /// Whether the grid and the selector's buttons are mirrored (a right-to-left locale).
  public let isRightToLeft: Bool

  /// The layout with `theme`'s spacing steps, mirrored when `rightToLeft`.
  public init(theme: Theme, rightToLeft: Bool = false) {
    isRightToLeft = rightToLeft
    padding = theme.dimension(.spacing5)
    gap = theme.dimension(.spacing2)
    sectionSpacing = theme.dimension(.spacing4)
    weekdayToGrid = theme.dimension(.spacing2)
    compactButtonInset = theme.dimension(.spacing1)
    footerButtonGap = theme.dimension(.spacing3)
  }

  // MARK: Derived geometry

  /// Width left for the grid: `cardWidth - 2 * padding` = 300.
  public var contentWidth: Double { Self.cardWidth - 2 * padding }
  /// Distance from one cell to the next: 44.
  public var pitch: Double { Self.cellSize + gap }

  /// The date selector pill.
  public var selector: Rect {
    Rect(x: padding, y: padding, width: contentWidth, height: Self.selectorHeight)
  }
  /// The date selector component at ``selector`` (its buttons and label box).
  public func dateSelector(title: String) -> DateSelector {
    DateSelector(
      frame: selector, title: title, buttonInset: compactButtonInset, rightToLeft: isRightToLeft)
  }
  /// The previous-month button.
  public var previousButton: Rect { dateSelector(title: "").previousButton }
  /// The next-month button.
  public var nextButton: Rect { dateSelector(title: "").nextButton }
  /// The month label's box, between the two buttons.
  public var monthLabel: Rect { dateSelector(title: "").label }

  /// The weekday label row: a section below the selector.
  public var weekdayRow: Rect {
    Rect(
      x: padding, y: selector.maxY + sectionSpacing, width: contentWidth,
      height: Self.weekdayRowHeight)
  }
  /// The top of the first grid row.
  public var gridTop: Double { weekdayRow.maxY + weekdayToGrid }
  /// The grid's bottom edge: six rows and five gaps below ``gridTop``.
  public var gridBottom: Double {
    gridTop + Double(Self.rows) * Self.cellSize + Double(Self.rows - 1) * gap
  }

  /// The footer: divider one section below the content, then Dismiss and Submit (Submit first,
  /// at the left, in a right-to-left locale, as in the Time Picker).
  public var footer: CardFooter {
    CardFooter(
      cardWidth: Self.cardWidth, top: gridBottom + sectionSpacing, padding: padding,
      sectionSpacing: sectionSpacing, buttonGap: footerButtonGap, rightToLeft: isRightToLeft)
  }
  /// Card height: the footer plus bottom padding.
  public var cardHeight: Double { footer.cardHeight }
  /// The card.
  public var card: Rect { Rect(x: 0, y: 0, width: Self.cardWidth, height: cardHeight) }

  /// The frame of the cell at `row`, `column`: x = 20 + 44·column, or 20 + 44·(6 − column)
  /// when mirrored.
  public func cellFrame(row: Int, column: Int) -> Rect {
    Rect(
      x: columnX(column), y: gridTop + Double(row) * pitch, width: Self.cellSize,
      height: Self.cellSize)
  }

  /// The frame of a weekday label, over its column.
  public func weekdayFrame(column: Int) -> Rect {
    Rect(x: columnX(column), y: weekdayRow.y, width: Self.cellSize, height: weekdayRow.height)
  }

  /// The left edge of `column`, counted from the reading side.
  private func columnX(_ column: Int) -> Double {
    padding + Double(isRightToLeft ? Self.columns - 1 - column : column) * pitch
  }
}
