import DrawList
import PickerModel

/// Fit or refuse for the Apple mirrors: a text the locale makes too long for the fixed box it
/// sits in (a wheel row in its column, a calendar's month title beside its chevrons, a compact
/// row's caption beside its buttons) is refused with a ``FitError`` at `locale`, never drawn
/// overflowing or clipped.
///
/// The text is measured on the draw list: the runs as placed, through the transform of the
/// group they are drawn in (a wheel's magnified centre row, its shrunk neighbours), against the
/// box's edges across. The width it "needs" is the box's width plus how far the text reaches
/// past either edge, so a text that is narrow enough but placed past an edge is refused too.
///
/// ```swift
/// try AppleFit.check(
///   AppleType.extent(of: runs), within: (header.x, previous.x),
///   rule: AppleFit.rule(
///     "iOS inline calendar in ru_RU: the month title \"сентябрь 2026\"",
///     room: "the header, up to its chevrons,", advice: "use a locale with shorter names"))
/// ```
public enum AppleFit {
  /// The field every Apple fit error names: the locale is what made the text long.
  public static let field = FieldPath("locale")

  /// An error for `subject` in the box described by `room`, its widths filled in by
  /// ``check(_:transform:within:rule:)``.
  public static func rule(_ subject: String, room: String, advice: String) -> FitError {
    FitError(field: field, subject: subject, needs: 0, room: room, has: 0, advice: advice)
  }

  /// Throws `rule` when the extent `extent` (left and right edges before `transform`) reaches
  /// past `within`'s edges once `transform` is applied.
  ///
  /// - Throws: `rule`, needing the box's width plus the overflow on each side and having the
  ///   box's width.
  public static func check(
    _ extent: (minX: Double, maxX: Double), transform: Transform = .identity,
    within box: (minX: Double, maxX: Double), rule: FitError
  ) throws(FitError) {
    let ends = [extent.minX, extent.maxX].map { transform.apply(Point(x: $0, y: 0)).x }
    let (left, right) = (ends.min() ?? 0, ends.max() ?? 0)
    let overflow = max(0, box.minX - left) + max(0, right - box.maxX)
    var rule = rule
    rule.has = box.maxX - box.minX
    rule.needs = rule.has + overflow
    try rule.check()
  }

  /// ``check(_:transform:within:rule:)`` for the runs of one paragraph.
  public static func check(
    _ runs: [GlyphRun], transform: Transform = .identity,
    within box: (minX: Double, maxX: Double), rule: FitError
  ) throws(FitError) {
    guard !runs.isEmpty else { return }
    try check(AppleType.extent(of: runs), transform: transform, within: box, rule: rule)
  }
}
