import DrawList
import PickerModel
import Theme

/// Builds a labelled sheet of all 16 Day cell variants: eight states across, dot off and on down.
public struct DayCellsScene: Sendable {
  /// Width of one state's column.
  public static let columnWidth = 84.0
  /// Width of the row-label column.
  public static let rowLabelWidth = 56.0
  /// Top of the first row of cells.
  public static let firstRowTop = 52.0
  /// Vertical distance between the two rows.
  public static let rowPitch = 60.0
  /// The day number every variant shows.
  public static let sampleNumber = "16"

  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The frame of the cell for `state` in the row `hasDot`.
  public static func cellFrame(state: DayCellState, hasDot: Bool) -> Rect {
    let column = Double(DayCellState.allCases.firstIndex(of: state)!)
    let size = DatePickerLayout.cellSize
    return Rect(
      x: DatePickerLayout.padding + rowLabelWidth + column * columnWidth + (columnWidth - size) / 2,
      y: firstRowTop + (hasDot ? rowPitch : 0), width: size, height: size)
  }

  /// The sheet's card.
  public static var card: Rect {
    let padding = DatePickerLayout.padding
    return Rect(
      x: 0, y: 0,
      width: padding + rowLabelWidth + Double(DayCellState.allCases.count) * columnWidth + padding,
      height: cellFrame(state: .default, hasDot: true).maxY + padding)
  }

  /// The sheet's draw list.
  public func build() throws -> DrawList {
    let theme = context.theme
    let padding = DatePickerLayout.padding
    var items: [DrawList.Item] = []
    let card = Shape.roundedRect(Self.card, radius: theme.dimension(.radius3xl))
    for layer in theme.shadow(.dropShadow2xl) {
      items.append(.init(.shadow(card, layer), tag: "card"))
    }
    items.append(.init(.fill(card, .solid(theme.color(.bgRaised))), tag: "card"))

    for state in DayCellState.allCases {
      let frame = Self.cellFrame(state: state, hasDot: false)
      let header = Rect(
        x: frame.midX - Self.columnWidth / 2, y: padding, width: Self.columnWidth, height: 16)
      items.append(
        .init(
          .text(
            try context.centeredText(
              state.title, in: header, style: .labelXs, color: .textSub700)),
          tag: "header \(state.rawValue)"))
    }
    let painter = DayCellPainter(context: context)
    for hasDot in [false, true] {
      let rowFrame = Self.cellFrame(state: .default, hasDot: hasDot)
      items.append(
        .init(
          .text(
            try context.leadingText(
              hasDot ? "Dot" : "No dot", x: padding, midY: rowFrame.midY, style: .labelXs,
              color: .textSoft500)),
          tag: "row \(hasDot ? "dot" : "no-dot")"))
      for state in DayCellState.allCases {
        items += try painter.items(
          number: Self.sampleNumber, state: state, hasDot: hasDot, isFocused: false,
          frame: Self.cellFrame(state: state, hasDot: hasDot),
          tag: "\(state.rawValue)\(hasDot ? " dot" : "")")
      }
    }
    return SceneContext.fitted(items)
  }
}
