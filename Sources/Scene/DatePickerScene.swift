import DrawList
import PickerModel
import Theme

/// Builds the Appetite UI Date Picker card: selector pill, weekday row, six-row grid and footer.
public struct DatePickerScene: Sendable {
  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The draw list of `picker`, card at (0, 0), canvas grown to hold the card's shadow.
  public func build(_ picker: DatePicker) throws -> DrawList {
    typealias L = DatePickerLayout
    let theme = context.theme
    var items: [DrawList.Item] = []

    // Card: bg/raised, radius 3xl, dropShadow/2xl, no stroke.
    let card = Shape.roundedRect(L.card, radius: theme.dimension(.radius3xl))
    for layer in theme.shadow(.dropShadow2xl) {
      items.append(.init(.shadow(card, layer), tag: "card"))
    }
    items.append(.init(.fill(card, .solid(theme.color(.bgRaised))), tag: "card"))

    // Date selector: bg/weak-50 pill, two compact buttons, month label between them.
    items.append(
      .init(
        .fill(
          .roundedRect(L.selector, radius: L.selector.height / 2),
          .solid(theme.color(.bgWeak50))),
        tag: "selector"))
    items += try compactButton(L.previousButton, icon: .chevronLeft, tag: "previous month")
    items += try compactButton(L.nextButton, icon: .chevronRight, tag: "next month")
    let labelBox = Rect(
      x: L.previousButton.maxX, y: L.selector.y,
      width: L.nextButton.x - L.previousButton.maxX, height: L.selector.height)
    items.append(
      .init(
        .text(
          try context.centeredText(
            picker.displayedMonth.title, in: labelBox, style: .labelSm, color: .textStrong950)),
        tag: "month"))

    // Weekday row.
    for weekday in Weekday.allCases {
      items.append(
        .init(
          .text(
            try context.centeredText(
              weekday.shortLabel, in: L.weekdayFrame(column: weekday.rawValue), style: .labelXs,
              color: .textSoft500)),
          tag: "weekday \(weekday.shortLabel)"))
    }

    // Grid: bands first for every cell, so a run's band never covers a neighbour's circle.
    let painter = DayCellPainter(context: context)
    var cellItems: [DrawList.Item] = []
    for cell in picker.cells {
      guard let date = cell.date else { continue }
      let frame = L.cellFrame(row: cell.row, column: cell.column)
      cellItems += try painter.items(
        number: String(date.day), state: cell.state, hasDot: cell.hasDot,
        isFocused: cell.isFocused, frame: frame, tag: "day \(date)")
    }
    let isBand = { (item: DrawList.Item) in item.tag.hasSuffix(" band") }
    items += cellItems.filter(isBand) + cellItems.filter { !isBand($0) }

    // Footer: divider, Dismiss (stroke style) and Submit (brand).
    items.append(
      .init(
        .fill(.roundedRect(L.divider, radius: 0), .solid(theme.color(.strokeSoft200))),
        tag: "divider"))
    let buttonRadius = theme.dimension(.radius10)
    let dismiss = Shape.roundedRect(L.dismissButton, radius: buttonRadius)
    for layer in theme.shadow(.regularXs) {
      items.append(.init(.shadow(dismiss, layer), tag: "dismiss"))
    }
    items.append(.init(.fill(dismiss, .solid(theme.color(.bgWhite0))), tag: "dismiss"))
    items.append(
      .init(
        .stroke(
          .roundedRect(L.dismissButton.insetBy(dx: 0.5, dy: 0.5), radius: buttonRadius - 0.5),
          .solid(theme.color(.strokeSoft200), width: 1)),
        tag: "dismiss"))
    items.append(
      .init(
        .text(
          try context.centeredText(
            "Dismiss", in: L.dismissButton, style: .labelSm, color: .textSub700)),
        tag: "dismiss"))
    items.append(
      .init(
        .fill(.roundedRect(L.submitButton, radius: buttonRadius), .solid(theme.color(.brandBase))),
        tag: "submit"))
    items.append(
      .init(
        .text(
          try context.centeredText(
            "Submit", in: L.submitButton, style: .labelSm, color: .staticWhite)),
        tag: "submit"))

    return SceneContext.fitted(items)
  }

  /// A 32 pt Compact Button at Style White: white fill, soft ring, tiny shadow, a chevron.
  private func compactButton(_ frame: Rect, icon: Icon, tag: String) throws -> [DrawList.Item] {
    typealias L = DatePickerLayout
    let theme = context.theme
    let shape = Shape.circle(center: frame.center, radius: frame.width / 2)
    var items: [DrawList.Item] = theme.shadow(.regularXs).map {
      .init(.shadow(shape, $0), tag: tag)
    }
    items.append(.init(.fill(shape, .solid(theme.color(.bgWhite0))), tag: tag))
    items.append(
      .init(
        .stroke(
          .circle(center: frame.center, radius: frame.width / 2 - 0.5),
          .solid(theme.color(.strokeSoft200), width: 1)),
        tag: tag))
    let iconBox = Rect(
      x: frame.midX - L.iconSize / 2, y: frame.midY - L.iconSize / 2, width: L.iconSize,
      height: L.iconSize)
    items.append(
      .init(.fill(.path(icon.path(in: iconBox)), .solid(theme.color(.textSub700))), tag: tag))
    return items
  }
}
