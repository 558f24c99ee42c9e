import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Day cell's state table and placement rules, on what the painter draws.
@Suite struct DayCellRuleTests {
  static let frame = Rect(x: 20, y: 104, width: 36, height: 36)

  static func drawing(
    _ state: DayCellState, dot: Bool = false, focused: Bool = false,
    _ appearance: Appearance = .light
  ) throws -> DayCellPainter.Drawing {
    try DayCellPainter(context: Fixture.context(appearance)).draw(
      number: "16", state: state, hasDot: dot, isFocused: focused, frame: frame, tag: "d")
  }

  @Test(arguments: [
    // state, circle fill, number colour, dot colour, has band
    (DayCellState.default, ColorToken?.none, ColorToken.textSub700, ColorToken.brandAccent, false),
    (.pressed, .bgWeak50, .textStrong950, .brandAccent, false),
    (.active, .brandBase, .staticWhite, .staticWhite, false),
    (.today, nil, .brandBase, .brandAccent, false),
    (.disabled, nil, .textDisabled300, .textDisabled300, false),
    (.rangeStart, .brandBase, .staticWhite, .staticWhite, true),
    (.rangeEnd, .brandBase, .staticWhite, .staticWhite, true),
    (.rangeMiddle, nil, .textStrong950, .brandAccent, true),
  ])
  func stateTable(
    state: DayCellState, fill: ColorToken?, number: ColorToken, dot: ColorToken, band: Bool
  ) throws {
    let theme = Fixture.theme()
    let drawing = try Self.drawing(state, dot: true)
    #expect(drawing.band.isEmpty == !band)
    let circles = drawing.cell.compactMap { item -> Paint? in
      if case .fill(.circle(_, 18), let paint) = item.command { paint } else { nil }
    }
    #expect(circles == (fill.map { [.solid(theme.color($0))] } ?? []))
    let run = drawing.cell.compactMap { item -> GlyphRun? in
      if case .text(let run) = item.command { run } else { nil }
    }
    #expect(run.map(\.color) == [theme.color(number)])
    #expect(Fixture.dotPaint(drawing) == .solid(theme.color(dot)))
  }

  /// brand/base is the same blue in both modes (the tokens: AlignUI's primary-base, blue-500),
  /// so Today's number is #335CFF in Dark as in Light (issue 21: it was brand/accent, #6895FF in
  /// Dark).
  @Test(arguments: Appearance.allCases)
  func todaysNumberIsTheSpecsBrandBaseBlue(appearance: Appearance) throws {
    let drawing = try Self.drawing(.today, appearance)
    let colours = drawing.cell.compactMap { item -> Color? in
      if case .text(let run) = item.command { run.color } else { nil }
    }
    #expect(colours == [Color(hex: "#335CFF")!])
  }

  /// The band is a mark the contrast audit measures (the range shows by it), drawn before the
  /// circle in its own layer.
  @Test(arguments: [DayCellState.rangeStart, .rangeMiddle, .rangeEnd])
  func theBandIsAMark(state: DayCellState) throws {
    let drawing = try Self.drawing(state)
    let fills = drawing.band.filter { $0.command.kind == "fill" }
    #expect(fills.count == 1 && fills.allSatisfy(\.isMark))
  }

  /// The 4 pt dot's centre sits 6 pt up from the cell's bottom, on its centre line, after the
  /// number.
  @Test(arguments: DayCellState.allCases)
  func dotIsInsetFromTheBottom(state: DayCellState) throws {
    let drawing = try Self.drawing(state, dot: true)
    let dot = try #require(drawing.cell.last)
    #expect(dot.tag == "d dot")
    guard case .fill(.circle(let center, let radius), _) = dot.command else {
      Issue.record("the dot is not a circle")
      return
    }
    #expect(center == Point(x: Self.frame.midX, y: Self.frame.maxY - 6))
    #expect(radius == 2)
  }

  @Test(arguments: DayCellState.allCases)
  func noDotNoDotCommand(state: DayCellState) throws {
    let drawing = try Self.drawing(state)
    #expect(!drawing.cell.contains { $0.tag == "d dot" })
  }

  /// Focus adds one ring, last, over the dot.
  @Test(arguments: DayCellState.allCases)
  func focusRingIsDrawnLast(state: DayCellState) throws {
    let drawing = try Self.drawing(state, dot: true, focused: true)
    #expect(drawing.cell.last?.tag == "d focus")
    #expect(drawing.cell.last?.command.kind == "stroke")
  }
}

extension Fixture {
  /// The paint of a drawing's dot, if it has one.
  static func dotPaint(_ drawing: DayCellPainter.Drawing) -> Paint? {
    for item in drawing.cell where item.tag.hasSuffix(" dot") {
      if case .fill(_, let paint) = item.command { return paint }
    }
    return nil
  }
}
