import DrawList
import PickerModel
import Theme

/// The Time Picker card's geometry in points: the spec's sizes (a 340-wide card, 36 pt slots, a
/// 4 pt scrollbar) placed by named spacing steps from the theme, like the Date Picker's.
///
/// Top to bottom: a 40 pt header pill, a row of three 32 pt duration pills, the list window and
/// the Dismiss / Submit footer, 16 pt apart inside 20 pt padding. The window shows
/// `visibleSlotCount` whole rows and half of the next, so the list visibly goes on (the half row
/// fades out, ``partialStrips(offset:)``); the scrollbar runs down its right edge. Everything is
/// relative to the card's top-left corner.
///
/// In a right-to-left locale (``isRightToLeft``) the card mirrors about its vertical centre, as
/// the Date Picker's does: the clock at the pill's right and the clear button at its left, the
/// first duration pill at the right, the scrollbar down the left edge, Submit left of Dismiss.
public struct TimePickerLayout: Hashable, Sendable {
  // MARK: The spec's sizes

  /// Card width.
  public static let cardWidth = 340.0
  /// A slot row's height.
  public static let slotHeight = 36.0
  /// The scrollbar's width.
  public static let scrollbarWidth = 4.0
  /// The header pill's height (the Date Picker's selector height).
  public static let headerHeight = 40.0
  /// The box the header's clock and clear button sit in (a compact button's size).
  public static let headerButtonSize = CompactButton.size
  /// The header's icons.
  public static let headerIconSize = 20.0
  /// A duration pill's height.
  public static let durationHeight = 32.0
  /// The check in the chosen duration pill.
  public static let durationCheckSize = 16.0
  /// The room a duration pill's label and check leave clear at each end (`spacing/2`'s 8: the
  /// pill's round ends).
  public static let durationInset = 8.0
  /// The tick on the picked slot.
  public static let slotTickSize = 20.0
  /// Footer button height (the Date Picker's).
  public static let footerButtonHeight = CardFooter.buttonHeight
  /// How much of a row peeks below the whole rows in the window.
  public static let peekFraction = 0.5

  // MARK: Spacing, from tokens

  /// Padding on every side of the card: `spacing/5` (20).
  public let padding: Double
  /// Between the card's sections: `spacing/4` (16).
  public let sectionSpacing: Double
  /// The inset of the header's button boxes in the pill: `spacing/1` (4).
  public let headerInset: Double
  /// Between duration pills: `spacing/3` (12).
  public let durationGap: Double
  /// Between the check and the label in the chosen pill: `spacing/1` (4).
  public let checkGap: Double
  /// Between the rows and the scrollbar: `spacing/2` (8).
  public let scrollbarGap: Double
  /// A row's text and tick inset from its ends: `spacing/3` (12).
  public let slotInset: Double
  /// Between a slot's digits and its period: `spacing/1` (4).
  public let periodGap: Double
  /// Between the footer buttons: `spacing/3` (12).
  public let footerButtonGap: Double
  /// Whole rows in the window.
  public let visibleSlotCount: Int
  /// Whether the card is mirrored (a right-to-left locale).
  public let isRightToLeft: Bool

  /// The layout with `theme`'s spacing steps and a window of `visibleSlotCount` whole rows,
  /// mirrored when `rightToLeft`.
  public init(
    theme: Theme, visibleSlotCount: Int = TimePicker.defaultVisibleSlotCount,
    rightToLeft: Bool = false
  ) {
    isRightToLeft = rightToLeft
    padding = theme.dimension(.spacing5)
    sectionSpacing = theme.dimension(.spacing4)
    headerInset = theme.dimension(.spacing1)
    durationGap = theme.dimension(.spacing3)
    checkGap = theme.dimension(.spacing1)
    scrollbarGap = theme.dimension(.spacing2)
    slotInset = theme.dimension(.spacing3)
    periodGap = theme.dimension(.spacing1)
    footerButtonGap = theme.dimension(.spacing3)
    let counts = TimePicker.visibleSlotCounts
    self.visibleSlotCount = min(max(visibleSlotCount, counts.lowerBound), counts.upperBound)
  }

  // MARK: Header

  /// Width inside the padding: 300.
  public var contentWidth: Double { Self.cardWidth - 2 * padding }

  /// The header pill.
  public var header: Rect {
    Rect(x: padding, y: padding, width: contentWidth, height: Self.headerHeight)
  }
  /// `rect` as drawn: itself left to right, reflected about the card's vertical centre when
  /// mirrored.
  public func placed(_ rect: Rect) -> Rect {
    guard isRightToLeft else { return rect }
    return Rect(
      x: Self.cardWidth - rect.x - rect.width, y: rect.y, width: rect.width, height: rect.height)
  }

  /// The clock's box at the pill's leading end (left, or right when mirrored).
  public var clockBox: Rect {
    placed(
      Rect(
        x: header.x + headerInset, y: header.y + headerInset, width: Self.headerButtonSize,
        height: Self.headerButtonSize))
  }
  /// The clear button at the pill's trailing end (right, or left when mirrored).
  public var clearButton: Rect {
    placed(
      Rect(
        x: header.maxX - headerInset - Self.headerButtonSize, y: header.y + headerInset,
        width: Self.headerButtonSize, height: Self.headerButtonSize))
  }
  /// The picked time's box, between the two (the same either way).
  public var timeLabel: Rect {
    let left = min(clockBox.maxX, clearButton.maxX)
    let right = max(clockBox.x, clearButton.x)
    return Rect(x: left, y: header.y, width: right - left, height: header.height)
  }

  /// A `side`-point square centred in `box`.
  public static func iconBox(_ side: Double, centredIn box: Rect) -> Rect {
    Rect(x: box.midX - side / 2, y: box.midY - side / 2, width: side, height: side)
  }

  // MARK: Durations

  /// One duration pill's width: `(300 - 2 * 12) / 3` = 92.
  public var durationWidth: Double {
    (contentWidth - Double(QuickDuration.allCases.count - 1) * durationGap)
      / Double(QuickDuration.allCases.count)
  }
  /// The pill of `duration`, left to right in ``QuickDuration/allCases`` order (right to left
  /// when mirrored).
  public func durationFrame(_ duration: QuickDuration) -> Rect {
    let index = QuickDuration.allCases.firstIndex(of: duration) ?? 0
    return placed(
      Rect(
        x: padding + Double(index) * (durationWidth + durationGap),
        y: header.maxY + sectionSpacing, width: durationWidth, height: Self.durationHeight))
  }

  // MARK: List

  /// The list's visible window: whole rows plus a peeking half, left of the scrollbar (right of
  /// it when mirrored).
  public var window: Rect {
    placed(
      Rect(
        x: padding, y: durationFrame(.fifteenMinutes).maxY + sectionSpacing,
        width: contentWidth - scrollbarGap - Self.scrollbarWidth,
        height: (Double(visibleSlotCount) + Self.peekFraction) * Self.slotHeight))
  }
  /// The scrollbar's track, as tall as the window, down the card's right edge (its left edge
  /// when mirrored, as iOS and Android place it in right-to-left lists).
  public var scrollbarTrack: Rect {
    placed(
      Rect(
        x: padding + contentWidth - Self.scrollbarWidth, y: window.y, width: Self.scrollbarWidth,
        height: window.height))
  }
  /// The whole list's height: 29 rows.
  public var contentHeight: Double { Double(TimePicker.slots.count) * Self.slotHeight }
  /// How far the list can scroll: content − window.
  public var maximumScrollOffset: Double { max(contentHeight - window.height, 0) }
  /// The list's scroll offset in points with `firstVisibleIndex` as the top row (clamped, so
  /// at the end the last row sits on the window's bottom edge).
  public func scrollOffset(firstVisibleIndex: Int) -> Double {
    min(max(Double(firstVisibleIndex) * Self.slotHeight, 0), maximumScrollOffset)
  }
  /// The frame of row `index` when the list is scrolled by `offset`.
  public func slotFrame(_ index: Int, offset: Double) -> Rect {
    Rect(
      x: window.x, y: window.y + Double(index) * Self.slotHeight - offset, width: window.width,
      height: Self.slotHeight)
  }
  /// The strips of the window a row only partly fills at `offset`, each with the window edge it
  /// lies on (`top` or not): what is left of the row above the first whole one, and of the row
  /// below the last. The scene fades each toward its edge, as a scroll view's edge does, so no
  /// row shows cut through its glyphs. None where a whole row meets the edge.
  public func partialStrips(offset: Double) -> [(strip: Rect, top: Bool)] {
    let row = Self.slotHeight
    let tolerance = 1e-9
    var strips: [(strip: Rect, top: Bool)] = []
    let cut = offset.truncatingRemainder(dividingBy: row)
    if cut > tolerance, row - cut > tolerance {
      strips.append((Rect(x: window.x, y: window.y, width: window.width, height: row - cut), true))
    }
    let shown = (offset + window.height).truncatingRemainder(dividingBy: row)
    if shown > tolerance, row - shown > tolerance {
      strips.append(
        (Rect(x: window.x, y: window.maxY - shown, width: window.width, height: shown), false))
    }
    return strips
  }

  /// The rows that touch the window at `offset` (the clip cuts the partly shown ones).
  public func drawnRows(offset: Double) -> Range<Int> {
    let first = Int((offset / Self.slotHeight).rounded(.down))
    let last = Int(((offset + window.height) / Self.slotHeight).rounded(.up))
    return max(first, 0)..<min(last, TimePicker.slots.count)
  }

  // MARK: Footer

  /// The footer: divider one section below the content, then Dismiss and Submit (Submit at the
  /// left when mirrored, the platforms' place for the primary action in right-to-left).
  public var footer: CardFooter {
    CardFooter(
      cardWidth: Self.cardWidth, top: window.maxY + sectionSpacing, padding: padding,
      sectionSpacing: sectionSpacing, buttonGap: footerButtonGap, rightToLeft: isRightToLeft)
  }
  /// Card height: the footer plus bottom padding.
  public var cardHeight: Double { footer.cardHeight }
  /// The card.
  public var card: Rect { Rect(x: 0, y: 0, width: Self.cardWidth, height: cardHeight) }
}
