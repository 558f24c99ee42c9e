import DrawList

/// The Date Picker's month header, on its own a compact inline date choice (the spec: "for a
/// compact inline choice, use the date selector instead"): a `bg/weak-50` pill holding two 32 pt
/// Compact Buttons at Style White, previous and next, with the month label centred between them.
public struct DateSelector: Component {
  /// The pill.
  public var frame: Rect
  /// The month label, e.g. `January 2026`.
  public var title: String
  /// How far the buttons sit inside the pill (4 pt: a 32 pt button in a 40 pt pill).
  public var buttonInset: Double

  /// Creates a selector.
  public init(frame: Rect, title: String, buttonInset: Double = 4) {
    self.frame = frame
    self.title = title
    self.buttonInset = buttonInset
  }

  /// The previous-month button.
  public var previousButton: Rect {
    Rect(
      x: frame.x + buttonInset, y: frame.y + buttonInset, width: CompactButton.size,
      height: CompactButton.size)
  }

  /// The next-month button.
  public var nextButton: Rect {
    Rect(
      x: frame.maxX - buttonInset - CompactButton.size, y: frame.y + buttonInset,
      width: CompactButton.size, height: CompactButton.size)
  }

  /// The month label's box, between the two buttons.
  public var label: Rect {
    Rect(
      x: previousButton.maxX, y: frame.y, width: nextButton.x - previousButton.maxX,
      height: frame.height)
  }

  /// Draws the pill, the buttons (with their semantics) and the label.
  public func draw(into builder: inout DrawListBuilder) throws {
    try builder.add(Pill(frame: frame, tag: "selector"))
    try builder.add(
      CompactButton(
        frame: previousButton, icon: .chevronLeft, label: "Previous month", tag: "previous month"))
    try builder.add(
      CompactButton(frame: nextButton, icon: .chevronRight, label: "Next month", tag: "next month"))
    builder.append(
      .text(
        try builder.context.centeredText(
          title, in: label, style: .labelSm, color: .textStrong950)),
      tag: "month")
  }
}
