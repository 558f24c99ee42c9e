import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Day cell's state table and placement rules, on what the painter draws.
@Suite struct DayCellRuleTests {
  static let frame = Rect(x: 20, y: 104, width: 36, height: 36)

  static func drawing(
    _ state: DayCellState, dot: Bool = false, focused: Bool = false, spilled: Bool = false,
    _ appearance: Appearance = .light
  ) throws -> DayCellPainter.Drawing {
    try DayCellPainter(context: Fixture.context(appearance)).draw(
      number: "16", state: state, hasDot: dot, isFocused: focused, frame: frame, tag: "d",
      spilled: spilled)
  }

  /// Seed 002's state table (the dot's colour is the project's: the spec names none), in both
  /// modes: Today's number is brand/base, which Dark resolves to the same #335CFF (issue 21: it
  /// was brand/accent, #6895FF in Dark). A spilled day a range takes in keeps the Disabled
  /// number where it has no circle; a circle keeps its white number.
  @Test(
    arguments: [
      // state, spilled, circle fill, number colour, dot colour, has band
      (.default, false, nil, .textSub700, .brandAccent, false),
      (.pressed, false, .bgWeak50, .textStrong950, .brandAccent, false),
      (.active, false, .brandBase, .staticWhite, .staticWhite, false),
      (.today, false, nil, .brandBase, .brandAccent, false),
      (.disabled, false, nil, .textDisabled300, .textDisabled300, false),
      (.rangeStart, false, .brandBase, .staticWhite, .staticWhite, true),
      (.rangeEnd, false, .brandBase, .staticWhite, .staticWhite, true),
      (.rangeMiddle, false, nil, .textStrong950, .brandAccent, true),
      (.disabled, true, nil, .textDisabled300, .textDisabled300, false),
      (.rangeMiddle, true, nil, .textDisabled300, .textDisabled300, true),
      (.rangeEnd, true, .brandBase, .staticWhite, .staticWhite, true),
      (.rangeStart, true, .brandBase, .staticWhite, .staticWhite, true),
    ] as [(DayCellState, Bool, ColorToken?, ColorToken, ColorToken, Bool)],
    Appearance.allCases)
  func stateTable(
    cell: (DayCellState, Bool, ColorToken?, ColorToken, ColorToken, Bool), appearance: Appearance
  ) throws {
    let (state, spilled, fill, number, dot, band) = cell
    let theme = Fixture.theme(appearance)
    let drawing = try Self.drawing(state, dot: true, spilled: spilled, appearance)
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
  /// so Today's number is #335CFF in Dark as in Light.
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
