import DrawList
import PickerModel
import Theme

/// One line of text centred in a fixed box, or refused: the rule behind every label that sits in
/// a box it cannot grow out of (a tile's value, caption and badge, a selector's segments, a date
/// selector's month title).
///
/// The text is laid out by ``SceneContext/centeredRuns(_:in:style:color:direction:language:)`` in
/// its direction and language, then measured on the page: when its runs, plus `inset` clear at
/// each end, are wider than the box, ``runs(in:)`` throws ``rule`` with the width needed and the
/// width the box has (exit 65 on the command line, naming the scene file's JSON path), never an
/// overflow.
///
/// ```swift
/// let caption = FittedText(
///   "28 days", in: line, style: .eandBodyXs, color: .eandTextDefaultSubtle,
///   rule: FitError(
///     field: FieldPath("tiles", 2, "caption"), subject: "option tile \"10 GB\": the caption",
///     needs: 0, room: "the tile's caption line", has: 0, advice: "shorten it"))
/// for run in try caption.runs(in: context) { builder.append(.text(run), tag: "caption") }
/// ```
public struct FittedText: Sendable {
  /// The text.
  public var text: String
  /// The box it is centred in.
  public var box: Rect
  /// The room it must leave clear at each end of the box.
  public var inset: Double
  /// Its type style.
  public var style: TypographyToken
  /// Its colour.
  public var color: ColorToken
  /// Its paragraph direction.
  public var direction: TextDirection
  /// The BCP 47 language it is shaped as.
  public var language: String
  /// The error thrown when it does not fit (its widths are filled in).
  public var rule: FitError

  /// A line of `text` centred in `box`, `inset` clear at each end, refused with `rule`.
  public init(
    _ text: String, in box: Rect, inset: Double = 0, style: TypographyToken, color: ColorToken,
    direction: TextDirection = .leftToRight, language: String = "en", rule: FitError
  ) {
    self.text = text
    self.box = box
    self.inset = inset
    self.style = style
    self.color = color
    self.direction = direction
    self.language = language
    self.rule = rule
  }

  /// The width the text may take: the box less `inset` at each end.
  public var room: Double { box.width - 2 * inset }

  /// The runs, centred in the box, capitals centred on its middle.
  ///
  /// - Throws: ``rule`` when the runs are wider than ``room``.
  public func runs(in context: SceneContext) throws -> [GlyphRun] {
    let runs = try context.centeredRuns(
      text, in: box, style: style, color: color, direction: direction, language: language)
    var rule = rule
    rule.needs = Self.width(of: runs) + 2 * inset
    rule.has = box.width
    try rule.check()
    return runs
  }

  /// How wide `runs` are on the page: from the leftmost run's origin to the rightmost run's end.
  public static func width(of runs: [GlyphRun]) -> Double {
    guard let left = runs.map(\.origin.x).min(),
      let right = runs.map({ $0.origin.x + $0.advance }).max()
    else { return 0 }
    return right - left
  }
}
