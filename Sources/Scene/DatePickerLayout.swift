import DrawList

/// The Date Picker card's geometry in points, straight from the spec: a 340-wide card whose 20 pt
/// padding leaves 300 for seven 36 pt cells and six 8 pt gaps.
///
/// Everything is relative to the card's top-left corner, which the scene puts at (0, 0).
public enum DatePickerLayout {
  /// Card width.
  public static let cardWidth = 340.0
  /// Padding on every side of the card.
  public static let padding = 20.0
  /// Width left for the grid: `cardWidth - 2 * padding` = 300.
  public static let contentWidth = cardWidth - 2 * padding
  /// A day cell's side.
  public static let cellSize = 36.0
  /// The gap between cells, across and down.
  public static let gap = 8.0
  /// Distance from one cell to the next: 44.
  public static let pitch = cellSize + gap
  /// Rows in the grid, always.
  public static let rows = 6
  /// Columns in the grid (Monday first).
  public static let columns = 7

  /// The date selector pill.
  public static let selector = Rect(x: padding, y: padding, width: contentWidth, height: 40)
  /// The selector's compact buttons' side.
  public static let compactButtonSize = 32.0
  /// The inset of the compact buttons inside the pill.
  public static let compactButtonInset = 4.0
  /// The chevron icon's box inside a compact button.
  public static let iconSize = 20.0
  /// The previous-month button.
  public static let previousButton = Rect(
    x: selector.x + compactButtonInset, y: selector.y + compactButtonInset,
    width: compactButtonSize, height: compactButtonSize)
  /// The next-month button.
  public static let nextButton = Rect(
    x: selector.maxX - compactButtonInset - compactButtonSize,
    y: selector.y + compactButtonInset, width: compactButtonSize, height: compactButtonSize)

  /// The weekday label row.
  public static let weekdayRow = Rect(x: padding, y: 76, width: contentWidth, height: 20)
  /// The top of the first grid row.
  public static let gridTop = 104.0
  /// The grid's bottom edge: six rows and five gaps below ``gridTop``.
  public static let gridBottom = gridTop + Double(rows) * cellSize + Double(rows - 1) * gap

  /// The footer divider (full card width, 1 pt).
  public static let divider = Rect(x: 0, y: gridBottom + 16, width: cardWidth, height: 1)
  /// Footer button height.
  public static let footerButtonHeight = 36.0
  /// Space between the two footer buttons.
  public static let footerButtonGap = 12.0
  /// The Dismiss button.
  public static let dismissButton = Rect(
    x: padding, y: divider.maxY + 15, width: (contentWidth - footerButtonGap) / 2,
    height: footerButtonHeight)
  /// The Submit button.
  public static let submitButton = Rect(
    x: dismissButton.maxX + footerButtonGap, y: dismissButton.y, width: dismissButton.width,
    height: footerButtonHeight)
  /// Card height: the footer plus bottom padding.
  public static let cardHeight = submitButton.maxY + padding
  /// The card.
  public static let card = Rect(x: 0, y: 0, width: cardWidth, height: cardHeight)

  /// The frame of the cell at `row`, `column`: x = 20 + 44·column.
  public static func cellFrame(row: Int, column: Int) -> Rect {
    Rect(
      x: padding + Double(column) * pitch, y: gridTop + Double(row) * pitch, width: cellSize,
      height: cellSize)
  }

  /// The frame of a weekday label, over its column.
  public static func weekdayFrame(column: Int) -> Rect {
    Rect(
      x: padding + Double(column) * pitch, y: weekdayRow.y, width: cellSize,
      height: weekdayRow.height)
  }
}
