import DrawList
import PickerModel

/// The date selector on its own, on a card like the Date Picker's: the spec's "compact inline
/// choice" (a month header, the only control that changes what a grid would show).
public struct DateSelectorScene: Sendable {
  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The selector for `month` inside a card as wide as the Date Picker's, with the same padding.
  public func build(_ month: YearMonth) throws -> DrawList {
    let layout = DatePickerLayout(theme: context.theme)
    var builder = DrawListBuilder(context: context)
    let card = Rect(
      x: 0, y: 0, width: DatePickerLayout.cardWidth,
      height: DatePickerLayout.selectorHeight + 2 * layout.padding)
    try builder.add(Card(frame: card))
    try builder.add(layout.dateSelector(title: month.title))
    return try builder.build()
  }
}

extension SceneStrategy where Model == YearMonth {
  /// The date selector for a month.
  public static var dateSelector: SceneStrategy {
    SceneStrategy { month, context in try DateSelectorScene(context: context).build(month) }
  }
}
