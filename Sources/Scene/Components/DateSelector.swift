import DrawList
import PickerModel

/// The Date Picker's month header, on its own a compact inline date choice (the spec: "for a
/// compact inline choice, use the date selector instead"): a `bg/weak-50` pill holding two 32 pt
/// Compact Buttons at Style White, previous and next, with the month label centred between them.
///
/// The label must fit between the buttons, keeping the buttons' own inset clear of each
/// (``FittedText``): a longer title is refused with a ``FitError`` at `month`.
public struct DateSelector: Component {
  /// The pill.
  public var frame: Rect
  /// The month label, e.g. `January 2026`.
  public var title: String
  /// How far the buttons sit inside the pill (4 pt: a 32 pt button in a 40 pt pill).
  public var buttonInset: Double
  /// Whether the selector is mirrored for a right-to-left locale: previous at the right pointing
  /// right, next at the left pointing left, the title shaped right to left.
  public var isRightToLeft: Bool
  /// The BCP 47 language of the title (`en`, `he`), for shaping.
  public var language: String

  /// Creates a selector.
  public init(
    frame: Rect, title: String, buttonInset: Double = 4, rightToLeft: Bool = false,
    language: String = "en"
  ) {
    self.frame = frame
    self.title = title
    self.buttonInset = buttonInset
    self.isRightToLeft = rightToLeft
    self.language = language
  }

  /// The button at the pill's left end.
  private var leftButton: Rect {
    Rect(
      x: frame.x + buttonInset, y: frame.y + buttonInset, width: CompactButton.size,
      height: CompactButton.size)
  }

  /// The button at the pill's right end.
  private var rightButton: Rect {
    Rect(
      x: frame.maxX - buttonInset - CompactButton.size, y: frame.y + buttonInset,
      width: CompactButton.size, height: CompactButton.size)
  }

  /// The previous-month button: at the left, or at the right when mirrored.
  public var previousButton: Rect { isRightToLeft ? rightButton : leftButton }

  /// The next-month button: at the right, or at the left when mirrored.
  public var nextButton: Rect { isRightToLeft ? leftButton : rightButton }

  /// The previous-month button's chevron: pointing away from the title (left, or right when
  /// mirrored).
  public var previousIcon: Icon { isRightToLeft ? .chevronRight : .chevronLeft }

  /// The next-month button's chevron: pointing away from the title (right, or left when
  /// mirrored).
  public var nextIcon: Icon { isRightToLeft ? .chevronLeft : .chevronRight }

  /// The month label's box, between the two buttons.
  public var label: Rect {
    Rect(
      x: leftButton.maxX, y: frame.y, width: rightButton.x - leftButton.maxX,
      height: frame.height)
  }

  /// Draws the pill, the buttons (with their semantics) and the label.
  public func draw(into builder: inout DrawListBuilder) throws {
    try builder.add(Pill(frame: frame, tag: "selector"))
    try builder.add(
      CompactButton(
        frame: previousButton, icon: previousIcon, label: "Previous month", tag: "previous month"))
    try builder.add(
      CompactButton(frame: nextButton, icon: nextIcon, label: "Next month", tag: "next month"))
    let month = FittedText(
      title, in: label, inset: buttonInset, style: .labelSm, color: .textStrong950,
      direction: TextDirection(isRightToLeft: isRightToLeft), language: language,
      rule: FitError(
        field: FieldPath("month"),
        subject: "date selector: the month title \"\(FitError.shown(title))\"",
        needs: 0,
        room: "the \(FitError.points(frame.width)) pt selector between its buttons, "
          + "\(FitError.points(buttonInset)) pt clear of each,", has: 0,
        advice: "the selector is as wide as the card; use a smaller label-sm type or a locale "
          + "with shorter month names"))
    for run in try month.runs(in: builder.context) {
      builder.append(.text(run), tag: "month")
    }
  }
}
