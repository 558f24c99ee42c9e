import DrawList
import PickerModel
import Theme

/// One wheel of an iOS picker: its rows drawn flat, each in its own group whose transform puts it
/// on the cylinder (shrinking away from the centre) and whose opacity fades it, the centre row
/// magnified and clipped to the magnifier, as UIKit draws a `UIPickerView` column.
///
/// Rows are never faked with a paler colour: every row is in the same text colour, and the fade
/// is the group's opacity.
///
/// ```swift
/// try builder.add(
///   AppleWheel(
///     rows: [(-1, "December"), (0, "January"), (1, "February")], column: 0, layout: layout,
///     alignment: .trailing, style: style, color: label, tag: "month"))
/// ```
public struct AppleWheel: Component {
  /// Where a row's text sits across its column, in reading order: leading is the left edge left
  /// to right and the right edge right to left (``AppleWheelsLayout/isRightToLeft``).
  public enum Alignment: String, Sendable {
    /// From the column's leading edge plus the padding.
    case leading
    /// Centred.
    case centre
    /// Ending at the column's trailing edge less the padding.
    case trailing
  }

  /// The rows to draw: offset from the centre (0 is the selection) and text.
  public var rows: [(offset: Int, text: String)]
  /// The column's index in `layout`.
  public var column: Int
  /// The picker's layout.
  public var layout: AppleWheelsLayout
  /// Where the text sits across the column.
  public var alignment: Alignment
  /// For `.trailing`, where text ends (in reading order) instead of the column's edge less the
  /// padding.
  public var trailingEdge: Double?
  /// The text style (21 pt, a countdown's numerals 22.3; the centre row is magnified by the
  /// group, not a bigger font).
  public var style: TextStyle
  /// The text colour (`label`), the same on every row.
  public var color: Color
  /// The tag prefix: each row is tagged `"<tag> row <offset>"`.
  public var tag: String
  /// When set, every row must stay inside its column as drawn (magnified at the centre, shrunk
  /// on the cylinder elsewhere), or the wheel is refused with this error, its subject followed
  /// by the row's text (``AppleFit``).
  public var rule: FitError?

  /// Creates a wheel.
  public init(
    rows: [(offset: Int, text: String)], column: Int, layout: AppleWheelsLayout,
    alignment: Alignment, trailingEdge: Double? = nil, style: TextStyle, color: Color,
    tag: String, rule: FitError? = nil
  ) {
    self.rows = rows
    self.column = column
    self.layout = layout
    self.alignment = alignment
    self.trailingEdge = trailingEdge
    self.style = style
    self.color = color
    self.tag = tag
    self.rule = rule
  }

  /// The tag of the row at `offset`.
  public static func rowTag(_ tag: String, _ offset: Int) -> String { "\(tag) row \(offset)" }

  /// Each row inside its group: off-centre rows at 0.447 opacity on the cylinder, clipped to the
  /// picker above or below the magnifier (Flutter's `topHalfRect` and `bottomHalfRect`); the
  /// centre row at full opacity, magnified, clipped to the magnifier.
  public func draw(into builder: inout DrawListBuilder) throws {
    guard layout.columns.indices.contains(column) else { return }
    let box = layout.columns[column]
    let shaper = builder.context.shaper
    let padding = AppleWheelsLayout.columnPadding
    let rightToLeft = layout.isRightToLeft
    let x: Double
    let anchor: AppleType.Anchor
    switch (alignment, rightToLeft) {
    case (.centre, _): (x, anchor) = (box.midX, .centre)
    case (.leading, false): (x, anchor) = (box.x + padding, .left)
    case (.leading, true): (x, anchor) = (box.maxX - padding, .right)
    case (.trailing, false): (x, anchor) = (trailingEdge ?? box.maxX - padding, .right)
    case (.trailing, true): (x, anchor) = (trailingEdge ?? box.x + padding, .left)
    }
    for (offset, text) in rows {
      let runs = try AppleType.runs(
        text, style: style, color: color, x: x, midY: layout.frame.midY, anchor: anchor,
        shaper: shaper)
      let centre = offset == 0
      let transform = layout.rowTransform(offset, column: column)
      if var rule {
        rule.subject += " row \"\(FitError.shown(text))\""
        try AppleFit.check(runs, transform: transform, within: (box.x, box.maxX), rule: rule)
      }
      let clip =
        centre ? layout.magnifier : offset < 0 ? layout.aboveMagnifier : layout.belowMagnifier
      let group = Group(
        opacity: centre ? 1 : AppleWheelsLayout.offCentreOpacity, transform: transform,
        clip: .rect(clip, .zero))
      let rowTag = Self.rowTag(tag, offset)
      builder.append(.pushGroup(group), tag: rowTag)
      for run in runs { builder.append(.text(run), tag: rowTag) }
      builder.append(.popGroup, tag: rowTag)
    }
  }
}
