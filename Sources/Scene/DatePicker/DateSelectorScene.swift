import DrawList
import PickerModel

/// The date selector on its own, on a card like the Date Picker's: the spec's "compact inline
/// choice" (a month header, the only control that changes what a grid would show).
///
/// It follows its locale as the Date Picker card's own selector does: the locale's month title,
/// and in a right-to-left locale the previous-month button at the right pointing right and the
/// title shaped right to left. A title wider than the room between the buttons is refused
/// (``FitError`` at `month`).
public struct DateSelectorScene: Sendable {
  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The selector for `month` in the spec's English (or the context's locale, when it names
  /// one).
  public func build(_ month: YearMonth) throws -> DrawList {
    try build(MonthSelector(month: month))
  }

  /// The selector inside a card as wide as the Date Picker's, with the same padding, in the
  /// context's locale when it names one (`render --locale`), else in the selector's.
  public func build(_ selector: MonthSelector) throws -> DrawList {
    var selector = selector
    if let identifier = context.localeIdentifier { selector.localeIdentifier = identifier }
    let layout = DatePickerLayout(
      theme: context.theme, rightToLeft: selector.locale.isRightToLeft)
    var builder = DrawListBuilder(context: context)
    let card = Rect(
      x: 0, y: 0, width: DatePickerLayout.cardWidth,
      height: DatePickerLayout.selectorHeight + 2 * layout.padding)
    try builder.add(Card(frame: card))
    var component = layout.dateSelector(title: selector.title)
    component.language = selector.locale.language
    try builder.add(component)
    return try builder.build()
  }
}

extension SceneStrategy where Model == YearMonth {
  /// The date selector for a month, in the spec's English.
  public static var dateSelector: SceneStrategy {
    SceneStrategy { month, context in try DateSelectorScene(context: context).build(month) }
  }
}

extension SceneStrategy where Model == MonthSelector {
  /// The date selector for a month in its locale.
  public static var monthSelector: SceneStrategy {
    SceneStrategy { selector, context in try DateSelectorScene(context: context).build(selector) }
  }
}
