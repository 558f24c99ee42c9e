import DrawList
import PickerModel
import Theme

/// Builds a labelled sheet of all 16 Day cell variants: eight states across, dot off and on down.
public struct DayCellsScene: Sendable {
  /// The height of a state's header label.
  public static let headerHeight = 16.0
  /// The day number every variant shows.
  public static let sampleNumber = "16"

  /// The context to resolve tokens and shape text with.
  public let context: SceneContext

  /// Creates a builder.
  public init(context: SceneContext) {
    self.context = context
  }

  /// The card's padding: `spacing/5` (20), as the Date Picker's.
  public var padding: Double { context.theme.dimension(.spacing5) }
  /// Width of one state's column: a cell with `spacing/6` (24) either side, 84.
  public var columnWidth: Double {
    DatePickerLayout.cellSize + 2 * context.theme.dimension(.spacing6)
  }
  /// Width of the row-label column: `spacing/14` (56).
  public var rowLabelWidth: Double { context.theme.dimension(.spacing14) }
  /// Top of the first row of cells: the headers, then `spacing/4` (16): 52.
  public var firstRowTop: Double {
    padding + Self.headerHeight + context.theme.dimension(.spacing4)
  }
  /// Vertical distance between the two rows: a cell and `spacing/6` (24), 60.
  public var rowPitch: Double { DatePickerLayout.cellSize + context.theme.dimension(.spacing6) }

  /// The frame of the cell for `state` in the row `hasDot`.
  public func cellFrame(state: DayCellState, hasDot: Bool) -> Rect {
    let column = Double(DayCellState.allCases.firstIndex(of: state) ?? 0)
    let size = DatePickerLayout.cellSize
    return Rect(
      x: padding + rowLabelWidth + column * columnWidth + (columnWidth - size) / 2,
      y: firstRowTop + (hasDot ? rowPitch : 0), width: size, height: size)
  }

  /// The sheet's card.
  public var card: Rect {
    Rect(
      x: 0, y: 0,
      width: padding + rowLabelWidth + Double(DayCellState.allCases.count) * columnWidth + padding,
      height: cellFrame(state: .default, hasDot: true).maxY + padding)
  }

  /// The sheet's draw list.
  public func build() throws -> DrawList {
    var builder = DrawListBuilder(context: context)
    try builder.add(Card(frame: card))

    for state in DayCellState.allCases {
      let frame = cellFrame(state: state, hasDot: false)
      let header = Rect(
        x: frame.midX - columnWidth / 2, y: padding, width: columnWidth, height: Self.headerHeight)
      builder.append(
        text: try context.centeredText(
          state.title, in: header, style: .labelXs, color: .textSub700),
        tag: "header \(state.rawValue)")
    }
    let painter = DayCellPainter(context: context)
    for hasDot in [false, true] {
      let rowFrame = cellFrame(state: .default, hasDot: hasDot)
      builder.append(
        text: try context.leadingText(
          hasDot ? "Dot" : "No dot", x: padding, midY: rowFrame.midY, style: .labelXs,
          color: .textSoft500),
        tag: "row \(hasDot ? "dot" : "no-dot")")
      for state in DayCellState.allCases {
        // Cells stand apart on the sheet, so each band goes just under its own circle.
        let frame = cellFrame(state: state, hasDot: hasDot)
        let tag = "\(state.rawValue)\(hasDot ? " dot" : "")"
        let drawing = try painter.draw(
          number: Self.sampleNumber, state: state, hasDot: hasDot, isFocused: false,
          frame: frame, tag: tag)
        builder.append(contentsOf: drawing.band + drawing.cell)
        // Each specimen is a day cell in its state, so audits read it as one (a disabled
        // specimen is exempt from contrast minimums as WCAG exempts inactive components).
        builder.addSemantic(
          SemanticNode(
            id: tag, role: .day,
            label: "\(state.title)\(hasDot ? " with dot" : "") specimen, day \(Self.sampleNumber)",
            states: Self.semanticStates(state), hitRect: builder.hitRect(around: frame)))
      }
    }
    return try builder.build()
  }

  /// The semantic states a specimen in `state` is in.
  static func semanticStates(_ state: DayCellState) -> Set<SemanticNode.State> {
    switch state {
    case .disabled: [.disabled]
    case .pressed: [.pressed]
    case .active, .rangeStart, .rangeEnd, .rangeMiddle: [.selected]
    case .default, .today: []
    }
  }
}
