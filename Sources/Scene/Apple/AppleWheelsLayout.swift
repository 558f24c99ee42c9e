import DrawList
import Foundation

/// Where an iOS date picker's wheels go, and how each row sits on the wheel's cylinder.
///
/// The numbers are replica-grade (Apple publishes no picker geometry): 320 × 216 pt (162 in
/// landscape, ``AppleWheelsOrientation``), 32 pt rows (tokens.md §3.2; Flutter's `_kItemExtent`);
/// the selection band is tertiarySystemFill, radius 8, 9 pt in from the outer edges and as tall
/// as the magnifier, 32 × 2.35 / 2.1 = 35.8 pt (Flutter's `CupertinoPicker._buildSelectionOverlay`:
/// `itemExtent * magnification`); each column is the width of its widest text plus 12 pt on both
/// sides, the outer columns sharing what is left of 320 pt (platform-metrics.md §3, Flutter's
/// `_DatePickerLayoutDelegate`). Rows lie on a cylinder as Flutter's `ListWheelViewport` draws
/// them: diameter ratio 1.07, squeeze 1.25, perspective 0.003, each point of a row projected by
/// `MatrixUtils.createCylindricalProjectionTransform`, which divides by its own depth, so a row
/// is shorter than its centre's depth alone makes it (``rowTransform(_:column:)``); the centre
/// row is magnified by 2.35/2.1 and the others drawn at opacity 0.447, clipped to the picker above
/// or below the magnifier. The cylinder follows the picker's height, as in UIKit and Flutter: in
/// landscape its radius is 162 × 1.07 / 2, each row turns further, and fewer rows are drawn.
///
/// In a right-to-left locale the set is mirrored as Flutter's `_DatePickerLayoutDelegate` and
/// `CupertinoDatePicker` mirror it (FL-D, `textDirectionFactor == -1`): the columns keep the
/// locale's order but are placed from the right (the first wheel at the right edge, "the column
/// positions are reversed"), the outer columns share the spare width as before, and each
/// off-axis fraction changes sign, so every vanishing point still leans toward the picker's
/// middle. Apple's guidance agrees: UIKit's system controls "flip automatically in the RTL
/// context" (HIG, Right to left).
public struct AppleWheelsLayout: Hashable, Sendable {
  /// The picker's intrinsic width (and its minimum) in either orientation.
  public static let width = 320.0
  /// A row's height (Flutter's `_kItemExtent`).
  public static let rowHeight = 32.0
  /// The cylinder's diameter over the picker's height (Flutter's default 1.07).
  public static let diameterRatio = 1.07
  /// How tightly rows pack on the cylinder (Flutter's date picker, "eyeballed from iOS").
  public static let squeeze = 1.25
  /// Flutter's perspective: distant rows shrink a little in both directions.
  public static let perspective = 0.003
  /// The centre row's zoom (Flutter's 2.35/2.1 ≈ 1.119).
  public static let magnification = 2.35 / 2.1
  /// The opacity of every row outside the band (Flutter's `_kOverAndUnderCenterOpacity`).
  public static let offCentreOpacity = 0.447
  /// The band's inset from the picker's outer edges.
  public static let bandInset = 9.0
  /// The band's corner radius.
  public static let bandRadius = 8.0
  /// The band's height: the magnifier's, a row times the magnification, 35.8 pt (Flutter's
  /// `CupertinoPicker._buildSelectionOverlay`, `itemExtent * magnification`; Apple's own band
  /// height was not found, platform-metrics.md §3).
  public static let bandHeight = rowHeight * magnification
  /// The padding on each side of a column's text.
  public static let columnPadding = 12.0
  /// Off-centre text size (SF Pro Display 21 pt regular; Inter stands in).
  public static let fontSize = 21.0
  /// The wheels' letter spacing in points (Flutter's date picker text style, −0.83).
  public static let letterSpacing = -0.83
  /// How far the outer columns' vanishing points lean off their centres (Flutter ±0.45).
  public static let offAxisFraction = 0.45
  /// A countdown timer's column width (hours and minutes: two columns of 160).
  public static let countdownColumnWidth = 160.0
  /// How much larger a countdown's numerals are than the date wheels' text: 34 / 32 (Flutter's
  /// `_kTimerPickerMagnification`, applied to the picker text style's font size), so 21 pt
  /// numerals are set at 22.3 pt; the centre row is magnified on top, as every wheel's is.
  public static let countdownNumeralMagnification = 34.0 / 32.0
  /// A countdown unit label's size (17 pt semibold) and its gap after the number.
  public static let unitLabelSize = 17.0
  /// The gap between a countdown number and its unit label.
  public static let unitLabelGap = 6.0

  /// The size the wheels are laid out in: an orientation's (320 × 216 or 320 × 162) or the
  /// compact editor's (``AppleWheelsSize/compactTimeEditor``).
  public let size: AppleWheelsSize
  /// Whether the set runs right to left (the first wheel at the right).
  public let isRightToLeft: Bool
  /// The whole picker.
  public let frame: Rect
  /// Each wheel's column in the locale's order (the first at the left, or at the right when
  /// ``isRightToLeft``), the full height of the picker.
  public let columns: [Rect]
  /// Each column's vanishing point across (see ``anchorX(_:)``).
  private let anchors: [Double]

  /// Lays out columns for texts whose widest runs are `textWidths` (one per column, in the
  /// locale's order), at `origin`, in `orientation`, from the right when `rightToLeft`.
  public init(
    textWidths: [Double], origin: Point = Point(x: 0, y: 0),
    orientation: AppleWheelsOrientation = .portrait, rightToLeft: Bool = false
  ) {
    self.init(
      textWidths: textWidths, origin: origin, size: orientation.size, rightToLeft: rightToLeft)
  }

  /// Lays out columns for texts whose widest runs are `textWidths` in `size`: each text's
  /// column is 12 pt wider on both sides, the outer columns share what is left of the width.
  public init(
    textWidths: [Double], origin: Point = Point(x: 0, y: 0), size: AppleWheelsSize,
    rightToLeft: Bool = false
  ) {
    var widths = textWidths.map { max($0, 0) + 2 * Self.columnPadding }
    let spare = max(size.width - widths.reduce(0, +), 0)
    if widths.count == 1 {
      widths[0] += spare
    } else if let last = widths.indices.last {
      widths[0] += spare / 2
      widths[last] += spare / 2
    }
    self.init(columnWidths: widths, origin: origin, size: size, rightToLeft: rightToLeft)
  }

  /// Lays out a countdown timer: `count` columns of 160 pt, each number ending at its column's
  /// middle (starting there, right to left), which is also its vanishing point (the numbers stay
  /// aligned as they shrink, and the unit label beside the selected one stays put).
  public init(
    countdownColumns count: Int, origin: Point = Point(x: 0, y: 0),
    orientation: AppleWheelsOrientation = .portrait, rightToLeft: Bool = false
  ) {
    self.init(
      countdownColumns: count, origin: origin, size: orientation.size, rightToLeft: rightToLeft)
  }

  /// Lays out a countdown timer of `count` 160 pt columns `size.height` high (see above).
  public init(
    countdownColumns count: Int, origin: Point = Point(x: 0, y: 0), size: AppleWheelsSize,
    rightToLeft: Bool = false
  ) {
    self.init(
      columnWidths: Array(repeating: Self.countdownColumnWidth, count: max(count, 1)),
      origin: origin, size: size, rightToLeft: rightToLeft, anchoredAtMiddles: true)
  }

  /// Lays out columns of the given widths side by side, the first at the left (or, right to
  /// left, at the right: Flutter's `columnWidths.length - i - 1`).
  private init(
    columnWidths: [Double], origin: Point, size: AppleWheelsSize,
    rightToLeft: Bool, anchoredAtMiddles: Bool = false
  ) {
    let height = size.height
    self.size = size
    isRightToLeft = rightToLeft
    var x = origin.x
    var columns = Array(
      repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: columnWidths.count)
    let placed = rightToLeft ? Array(columnWidths.indices.reversed()) : Array(columnWidths.indices)
    for index in placed {
      columns[index] = Rect(x: x, y: origin.y, width: columnWidths[index], height: height)
      x += columnWidths[index]
    }
    self.columns = columns
    anchors = columns.indices.map { index in
      let column = columns[index]
      let fraction: Double
      if anchoredAtMiddles || columns.count < 2 {
        fraction = 0
      } else if index == 0 {
        fraction = -Self.offAxisFraction
      } else if index >= 2 || columns.count == 2 {
        fraction = Self.offAxisFraction
      } else {
        fraction = 0
      }
      // Flutter multiplies each fraction by textDirectionFactor (−1 right to left).
      return column.x + column.width * (0.5 - fraction * (rightToLeft ? -1 : 1))
    }
    frame = Rect(
      x: origin.x, y: origin.y, width: max(x - origin.x, size.width), height: height)
  }

  /// The picker's height: 216 pt in portrait, 162 in landscape, 172 in the compact editor.
  public var height: Double { size.height }

  /// Rows drawn on each side of the centre: the ones Flutter's `ListWheelViewport` lays out, those
  /// starting within height × squeeze / 2 of the centre (4 in portrait, 3 in landscape and in
  /// the compact editor).
  public var rowReach: Int { Self.rowReach(height: size.height) }

  /// The rows drawn on each side of the centre in `orientation` (see ``rowReach``).
  public static func rowReach(_ orientation: AppleWheelsOrientation) -> Int {
    rowReach(height: orientation.height)
  }

  /// The rows drawn on each side of the centre of a picker `height` pt high (see ``rowReach``):
  /// the last index Flutter lays out, `⌊(row / 2 + height × squeeze / 2) / row⌋`, less one when
  /// a row starts exactly at the edge.
  public static func rowReach(height: Double) -> Int {
    let edge = rowHeight / 2 + height * squeeze / 2
    let last = (edge / rowHeight).rounded(.down)
    return Int(last * rowHeight == edge ? last - 1 : last)
  }

  /// The band behind the selected row: 9 pt in from the outer edges, as tall as the magnifier
  /// (35.8 pt), centred.
  public var band: Rect {
    Rect(
      x: frame.x + Self.bandInset, y: frame.midY - Self.bandHeight / 2,
      width: frame.width - 2 * Self.bandInset, height: Self.bandHeight)
  }

  /// The magnifier's rectangle: the centre row's height times the magnification, full width.
  public var magnifier: Rect {
    let height = Self.rowHeight * Self.magnification
    return Rect(x: frame.x, y: frame.midY - height / 2, width: frame.width, height: height)
  }

  /// Where the rows above the selection are drawn: the picker above the magnifier (Flutter's
  /// `topHalfRect` in `RenderListWheelViewport._paintChildWithMagnifier`).
  public var aboveMagnifier: Rect {
    Rect(x: frame.x, y: frame.y, width: frame.width, height: magnifier.y - frame.y)
  }

  /// Where the rows below the selection are drawn: the picker below the magnifier (Flutter's
  /// `bottomHalfRect`).
  public var belowMagnifier: Rect {
    Rect(x: frame.x, y: magnifier.maxY, width: frame.width, height: frame.maxY - magnifier.maxY)
  }

  /// Column `index`'s vanishing point across: its centre, moved toward the picker's middle by
  /// Flutter's off-axis fraction (−0.45 for the first column, +0.45 for any column from the
  /// third on or the second of two, 0 for the second of three or more; each sign reversed right
  /// to left); a countdown's columns keep their middles.
  public func anchorX(_ index: Int) -> Double {
    anchors.indices.contains(index) ? anchors[index] : frame.midX
  }

  /// Row `offset`'s angle on the cylinder, in radians (0 at the centre, positive below): its
  /// distance over the picker's height, so a shorter picker turns each row further.
  public func angle(_ offset: Int) -> Double {
    let maximum = asin(1 / Self.diameterRatio)
    return Double(offset) * Self.rowHeight / height * 2 * maximum / Self.squeeze
  }

  /// Where the cylinder shows the point `y` pt below row `offset`'s centre line (the row drawn
  /// flat at the picker's middle): its distance below the picker's middle, and the scale across
  /// at that point. This is Flutter's `MatrixUtils.createCylindricalProjectionTransform` (the
  /// projection `[1 0 0 0; 0 1 0 0; 0 0 1 −radius; 0 0 −perspective perspective × radius + 1]`
  /// after a turn by the row's angle about an axis `radius` behind the row), applied per point
  /// as `RenderListWheelViewport._paintTransformedChild` applies it: the turned point's depth
  /// `z = radius cos θ − y sin θ` gives it its own divisor `w = 1 + perspective × (radius − z)`, so
  /// the far edge of a row shrinks more than its near edge.
  public func cylinder(_ offset: Int, y: Double) -> (dy: Double, scale: Double) {
    let angle = self.angle(offset)
    let radius = height * Self.diameterRatio / 2
    let depth = radius * cos(angle) - y * sin(angle)
    let w = 1 + Self.perspective * (radius - depth)
    return ((radius * sin(angle) + y * cos(angle)) / w, 1 / w)
  }

  /// Row `offset` drawn flat at the centre, then put on the cylinder (``cylinder(_:y:)``): its
  /// top and bottom edges go exactly where Flutter's projection puts them, the points between
  /// them evenly (the projection is not affine; inside a 32 pt row the two differ by at most
  /// 0.3 pt), and it is scaled across about the column's anchor by the projection at its centre
  /// line. So rows keep the gaps the cylinder leaves between them and never overlap. The centre
  /// row is magnified instead.
  public func rowTransform(_ offset: Int, column: Int) -> Transform {
    let anchor = Point(x: anchorX(column), y: frame.midY)
    guard offset != 0 else {
      return .scale(Self.magnification, Self.magnification, about: anchor)
    }
    let half = Self.rowHeight / 2
    let (top, bottom) = (cylinder(offset, y: -half), cylinder(offset, y: half))
    let across = cylinder(offset, y: 0).scale
    let down = (bottom.dy - top.dy) / Self.rowHeight
    let middle = frame.midY + (top.dy + bottom.dy) / 2
    return Transform(
      a: across, b: 0, c: 0, d: down, tx: anchor.x - across * anchor.x,
      ty: middle - down * frame.midY)
  }
}
