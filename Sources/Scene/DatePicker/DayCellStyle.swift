import DrawList
import PickerModel
import Theme

/// How one Day cell state looks: the spec's table of fills, number colours and range bands.
public struct DayCellStyle: Hashable, Sendable {
  /// Which side of the cell the range band covers.
  public enum Band: Hashable, Sendable {
    /// No band.
    case none
    /// 22 wide toward the trailing (right) neighbour, from the centre to 4 pt past the edge it
    /// joins (Range Start).
    case trailingHalf
    /// 22 wide toward the leading (left) neighbour, from 4 pt past the edge it joins to the
    /// centre (Range End).
    case leadingHalf
    /// From 4 pt before the left edge to 4 pt past the right: 44 wide (Range Middle).
    case full
  }

  /// The circle's fill, if any.
  public var fill: ColorToken?
  /// The number's colour.
  public var number: ColorToken
  /// The dot's colour.
  public var dot: ColorToken
  /// The range band.
  public var band: Band

  /// How far the band reaches past the cell on each side it joins.
  public static let bandReach = 4.0
  /// The band at the ends of a run (centre to reach): 22.
  public static let bandEndWidth = DatePickerLayout.cellSize / 2 + bandReach
  /// The band in the middle of a run: 44.
  public static let bandMiddleWidth = DatePickerLayout.cellSize + 2 * bandReach
  /// The dot's diameter.
  public static let dotDiameter = 4.0
  /// The dot's centre, up from the cell's bottom edge.
  public static let dotInset = 6.0

  /// The style of `state`; on a `spilled` day (next month's, shown in the grid) a cell without a
  /// circle (Range Middle, Disabled) sets its number and dot in the Disabled colours, as the spec
  /// draws a spilled day, while a circle keeps its white number (a range's end on a spilled day).
  public static func of(_ state: DayCellState, spilled: Bool = false) -> DayCellStyle {
    var style = of(state)
    if spilled && style.fill == nil {
      style.number = .textDisabled300
      style.dot = .textDisabled300
    }
    return style
  }

  /// The style of `state` on a day of the month shown.
  private static func of(_ state: DayCellState) -> DayCellStyle {
    switch state {
    case .default: DayCellStyle(fill: nil, number: .textSub700, dot: .brandAccent, band: .none)
    case .pressed:
      DayCellStyle(fill: .bgWeak50, number: .textStrong950, dot: .brandAccent, band: .none)
    case .active:
      DayCellStyle(fill: .brandBase, number: .staticWhite, dot: .staticWhite, band: .none)
    // The spec: "Today keeps the clear cell and sets the number in brand/base" (2.85:1 on the
    // Dark card: the audit lists it as the named exception `spec colour`).
    case .today: DayCellStyle(fill: nil, number: .brandBase, dot: .brandAccent, band: .none)
    case .disabled:
      DayCellStyle(fill: nil, number: .textDisabled300, dot: .textDisabled300, band: .none)
    case .rangeStart:
      DayCellStyle(fill: .brandBase, number: .staticWhite, dot: .staticWhite, band: .trailingHalf)
    case .rangeEnd:
      DayCellStyle(fill: .brandBase, number: .staticWhite, dot: .staticWhite, band: .leadingHalf)
    case .rangeMiddle:
      DayCellStyle(fill: nil, number: .textStrong950, dot: .brandAccent, band: .full)
    }
  }

  /// The band's rectangle for a cell at `frame`, or `nil`.
  ///
  /// The band reaches ``bandReach`` past the cell only on a side it joins: toward a neighbour in
  /// the same row that the range runs on to. A side that ends a row (Sunday's right, Monday's
  /// left) joins nothing, and the band stops at the cell's edge there. A half band is
  /// ``bandEndWidth`` (22) wide whether it joins or not: one that joins nothing (a range's end at
  /// a row break) runs from the cell's edge to 4 pt past its centre, and is clipped to the
  /// circle (``bandClip(for:joinsLeading:joinsTrailing:)``) so no square corner shows
  /// outside it. Leading and trailing are reading order: left and right, or right and left when
  /// `rightToLeft` (the band is mirrored about the cell's centre, 22 and 44 wide as ever).
  public func bandRect(
    for frame: Rect, joinsLeading: Bool = true, joinsTrailing: Bool = true,
    rightToLeft: Bool = false
  ) -> Rect? {
    let leadingReach = joinsLeading ? Self.bandReach : 0
    let trailingReach = joinsTrailing ? Self.bandReach : 0
    var (left, right): (Double, Double)
    switch band {
    case .none: return nil
    case .trailingHalf:
      right = frame.maxX + trailingReach
      left = right - Self.bandEndWidth
    case .leadingHalf:
      left = frame.x - leadingReach
      right = left + Self.bandEndWidth
    case .full: (left, right) = (frame.x - leadingReach, frame.maxX + trailingReach)
    }
    if rightToLeft {
      // Mirror about the cell's vertical centre line.
      (left, right) = (2 * frame.midX - right, 2 * frame.midX - left)
    }
    return Rect(x: left, y: frame.y, width: right - left, height: frame.height)
  }

  /// The shape the band is clipped to, or `nil` when it shows whole: the cell's circle for a half
  /// band that joins nothing on its side (a Range Start ending a row, a Range End starting one),
  /// whose corners would otherwise show outside the circle. A band that joins shows outside the
  /// circle only toward the side it joins, and needs no clip. Mirroring does not change it.
  public func bandClip(for frame: Rect, joinsLeading: Bool = true, joinsTrailing: Bool = true)
    -> Shape?
  {
    switch band {
    case .trailingHalf where !joinsTrailing, .leadingHalf where !joinsLeading:
      .circle(center: frame.center, radius: frame.width / 2)
    case .none, .trailingHalf, .leadingHalf, .full:
      nil
    }
  }
}
