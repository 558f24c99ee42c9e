import DrawList
import PickerModel
import Theme

/// Builds the Appetite UI Date Picker card: selector pill, weekday row, six-row grid and footer,
/// from shared components, with a semantic node for every day and button.
public struct DatePickerScene: Sendable {
  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The layout in this context's spacing.
  public var layout: DatePickerLayout { DatePickerLayout(theme: context.theme) }

  /// The layout for `locale`: mirrored when it runs right to left.
  public func layout(for locale: PickerLocale) -> DatePickerLayout {
    DatePickerLayout(theme: context.theme, rightToLeft: locale.isRightToLeft)
  }

  /// The draw list of `picker`, card at (0, 0), canvas grown to hold the card's shadow; in the
  /// context's locale when it names one (`render --locale`), else in the picker's.
  public func build(_ picker: DatePicker) throws -> DrawList {
    var picker = picker
    if let identifier = context.localeIdentifier { picker.localeIdentifier = identifier }
    let locale = picker.locale
    let layout = layout(for: locale)
    let direction = TextDirection(isRightToLeft: locale.isRightToLeft)
    var builder = DrawListBuilder(context: context)

    // Card: bg/raised, radius 3xl, dropShadow/2xl, no stroke.
    try builder.add(Card(frame: layout.card))

    // Date selector: bg/weak-50 pill, two compact buttons, month label between them.
    var selector = layout.dateSelector(title: locale.title(of: picker.displayedMonth))
    selector.language = locale.language
    try builder.add(selector)

    // Weekday row, from the locale's first weekday.
    for column in 0..<DatePickerLayout.columns {
      let label = locale.label(locale.weekday(inColumn: column))
      for run in try context.centeredRuns(
        label, in: layout.weekdayFrame(column: column), style: .labelXs, color: .textSoft500,
        direction: direction, language: locale.language)
      {
        builder.append(.text(run), tag: "weekday \(label)")
      }
    }

    // Grid: every band first, then every cell, so a run's band never covers a neighbour's circle.
    let painter = DayCellPainter(context: context)
    var bands: [DrawList.Item] = []
    var cells: [DrawList.Item] = []
    for cell in picker.cells {
      guard let date = cell.date else { continue }
      let frame = layout.cellFrame(row: cell.row, column: cell.column)
      // A band joins the neighbours in its row that the range runs on to (in reading order),
      // shown or not: a range begun last month joins its 1st to the empty cell before it.
      let runs = picker.rangeRuns(from: cell)
      let drawing = try painter.draw(
        number: locale.numeral(date.day), state: cell.state, hasDot: cell.hasDot,
        isFocused: cell.isFocused, frame: frame, tag: "day \(date)", spilled: cell.isSpilled,
        joinsLeading: runs.earlier, joinsTrailing: runs.later, rightToLeft: locale.isRightToLeft,
        language: locale.language)
      bands += drawing.band
      cells += drawing.cell
      builder.addSemantic(
        SemanticNode(
          id: "day \(date)", role: .day, label: locale.spokenDate(date),
          states: Self.states(of: cell),
          hitRect: builder.hitRect(around: frame)))
    }
    builder.append(contentsOf: bands)
    builder.append(contentsOf: cells)

    // Footer: divider, Dismiss (stroke style) and Submit (brand).
    var footer = layout.footer
    footer.labels = picker.labels
    footer.language = picker.locale.language
    try builder.add(footer)

    return try builder.build()
  }

  /// The semantic states of a cell: selected for the chosen day and every day of a range (on a
  /// spilled day too), disabled for spilled days, pressed and focused as the model says.
  public static func states(of cell: DayCell) -> Set<SemanticNode.State> {
    var states: Set<SemanticNode.State> = []
    switch cell.state {
    case .active, .rangeStart, .rangeMiddle, .rangeEnd: states.insert(.selected)
    case .disabled: states.insert(.disabled)
    case .pressed: states.insert(.pressed)
    case .default, .today: break
    }
    if cell.isSpilled { states.insert(.disabled) }
    if cell.isFocused { states.insert(.focused) }
    return states
  }
}
