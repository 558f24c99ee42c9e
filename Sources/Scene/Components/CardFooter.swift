import DrawList
import PickerModel

/// The pickers' footer: a full-width 1 pt divider, then Dismiss (stroke style) and Submit
/// (primary) side by side, one section below the divider's top edge (so the line sits inside
/// the section spacing), inside the card's padding. Mirrored (`rightToLeft`), Submit stands at the
/// left and Dismiss at the right.
public struct CardFooter: Component {
  /// The footer buttons' height.
  public static let buttonHeight = 36.0

  /// The card's width.
  public var cardWidth: Double
  /// Where the divider's top edge is.
  public var top: Double
  /// The card's padding on each side.
  public var padding: Double
  /// From the divider's top edge to the buttons.
  public var sectionSpacing: Double
  /// Between the two buttons.
  public var buttonGap: Double
  /// Whether the buttons swap sides (a right-to-left locale).
  public var isRightToLeft: Bool
  /// The buttons' words (the spec's Dismiss and Submit unless an app gives its own).
  public var labels = CardLabels.spec
  /// The BCP 47 language an app's own words are shaped as (the card's locale's); the spec's
  /// English words are shaped as English.
  public var language = "en"

  /// Creates a footer whose divider starts at `top`, its buttons swapped when `rightToLeft`.
  public init(
    cardWidth: Double, top: Double, padding: Double, sectionSpacing: Double, buttonGap: Double,
    rightToLeft: Bool = false
  ) {
    isRightToLeft = rightToLeft
    self.cardWidth = cardWidth
    self.top = top
    self.padding = padding
    self.sectionSpacing = sectionSpacing
    self.buttonGap = buttonGap
  }

  /// The divider (full card width, 1 pt).
  public var divider: Rect { Rect(x: 0, y: top, width: cardWidth, height: Divider.thickness) }
  /// The left button's frame.
  private var leftButton: Rect {
    Rect(
      x: padding, y: top + sectionSpacing, width: (cardWidth - 2 * padding - buttonGap) / 2,
      height: Self.buttonHeight)
  }
  /// The right button's frame.
  private var rightButton: Rect {
    Rect(
      x: leftButton.maxX + buttonGap, y: leftButton.y, width: leftButton.width,
      height: Self.buttonHeight)
  }
  /// The Dismiss button: at the left, or the right when mirrored.
  public var dismissButton: Rect { isRightToLeft ? rightButton : leftButton }
  /// The Submit button: at the right, or the left when mirrored.
  public var submitButton: Rect { isRightToLeft ? leftButton : rightButton }
  /// The card's height with this footer at its bottom: the buttons plus the bottom padding.
  public var cardHeight: Double { submitButton.maxY + padding }

  /// Draws the divider and the two buttons (with their semantics).
  public func draw(into builder: inout DrawListBuilder) throws {
    try builder.add(Divider(from: Point(x: divider.x, y: divider.y), length: divider.width))
    try builder.add(button("dismiss", style: .stroke, frame: dismissButton))
    try builder.add(button("submit", style: .primary, frame: submitButton))
  }

  /// The button for the label `key`: the spec's word as it always was drawn, an app's own word
  /// shaped in the card's language and direction and refused when it does not fit (its field
  /// `labels.<key>`).
  func button(_ key: String, style: Button.Style, frame: Rect) -> Button {
    let title = labels[key] ?? key
    var button = Button(title, style: style, frame: frame, tag: key)
    guard !labels.isSpec(key) else { return button }
    button.direction = TextDirection(isRightToLeft: isRightToLeft)
    button.language = language
    button.fit = FitError(
      field: FieldPath("labels", key), subject: "the \(key) label \"\(FitError.shown(title))\"",
      needs: 0, room: "the button (12 pt padding at each end)",
      has: 0, advice: "shorten it")
    return button
  }
}
