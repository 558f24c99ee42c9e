import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The spec's numbers, asserted on the draw list.
@Suite struct DatePickerGeometryTests {
  @Test func cardIs340WideWithRadius32AndNoStroke() throws {
    let list = try Fixture.seedList()
    let (shape, paint) = try #require(list.fill(tagged: "card"))
    guard case .rect(let rect, let radii) = shape else {
      Issue.record("card is not a rounded rect")
      return
    }
    #expect(rect.x == 0 && rect.y == 0 && rect.width == 340)
    #expect(radii == CornerRadii(32))
    #expect(paint == .solid(Fixture.theme().color(.bgRaised)))
    #expect(!list.items(tagged: "card").contains { $0.kind == "stroke" })
  }

  /// The 20 pt padding leaves 300: Monday's cell starts 20 in, Sunday's ends 20 before the edge,
  /// and the seven cell centres are 44 apart (36 cells, 8 gaps).
  @Test func sevenCellsAndSixGapsFillThe300ThePaddingLeaves() throws {
    let list = try Fixture.seedList()
    // Row 1 of January 2026 runs Monday the 5th to Sunday the 11th.
    let hits = try (5...11).map { try #require(list.node("day \(Fixture.date($0))")).hitRect }
    let cells = hits.map { Rect(x: $0.midX - 18, y: $0.midY - 18, width: 36, height: 36) }
    #expect(cells.first?.x == 20)
    #expect(cells.last?.maxX == 320)
    for (left, right) in zip(cells, cells.dropFirst()) {
      #expect(right.x - left.maxX == 8)
    }
    // The numbers sit centred on those cells.
    for (day, cell) in zip(5...11, cells) {
      let run = try #require(list.text(tagged: "day \(Fixture.date(day))"))
      #expect(abs(run.origin.x + run.advance / 2 - cell.midX) < 0.001)
    }
  }

  @Test func cardCarriesDropShadow2xl() throws {
    let list = try Fixture.seedList()
    let shadows = list.items(tagged: "card").compactMap { command -> Shadow? in
      if case .shadow(_, let s) = command { s } else { nil }
    }
    #expect(
      shadows == [
        Shadow(offsetX: 0, offsetY: 25, blur: 25, spread: 0, color: Color(hex: "#00000026")!)
      ])
    // The canvas grows to hold the shadow: 3σ = 37.5 around, offset 25 down.
    let card = try #require(list.fill(tagged: "card")?.0.bounds)
    #expect(list.canvas.x <= -37.5 && list.canvas.maxX >= 340 + 37.5)
    #expect(list.canvas.maxY >= card.maxY + 25 + 37.5)
  }

  /// Cell frames at x = 20 + 44·column, y = gridTop + 44·row.
  @Test(arguments: 1...31)
  func dayNumbersSitOnTheGrid(day: Int) throws {
    let list = try Fixture.seedList()
    let cell = try #require(Fixture.cell(Fixture.date(day)))
    let hit = try #require(list.node("day \(Fixture.date(day))")?.hitRect)
    #expect(hit.midX == 20 + 44 * Double(cell.column) + 18)
    #expect(hit.midY == 104 + 44 * Double(cell.row) + 18)
    let run = try #require(list.text(tagged: "day \(Fixture.date(day))"))
    #expect(abs(run.origin.x + run.advance / 2 - hit.midX) < 0.001)
  }

  @Test func selectedDayIsA36CircleInBrandBase() throws {
    let list = try Fixture.seedList()
    let (shape, paint) = try #require(list.fill(tagged: "day 2026-01-16"))
    // The 16th is a Friday in row 2: column 4.
    #expect(shape == .circle(center: Point(x: 20 + 44 * 4 + 18, y: 104 + 88 + 18), radius: 18))
    #expect(paint == .solid(Color(hex: "#335CFF")!))
  }

  @Test func weekdayLabelsAreMondayFirstInSoftText() throws {
    let list = try Fixture.seedList()
    let labels = ["M", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    for (column, label) in labels.enumerated() {
      let run = try #require(list.text(tagged: "weekday \(label)"))
      #expect(run.text == label)
      #expect(run.color == Color(hex: "#8E8E93"))
      #expect(abs(run.origin.x + run.advance / 2 - (20 + 44 * Double(column) + 18)) < 0.001)
    }
  }

  @Test func selectorIsAPillWithTwo32CompactButtonsAndTheMonthCentred() throws {
    let list = try Fixture.seedList()
    let run = try #require(list.text(tagged: "month"))
    #expect(run.text == "January 2026")
    #expect(abs(run.origin.x + run.advance / 2 - 170) < 0.001)
    let (pill, paint) = try #require(list.fill(tagged: "selector"))
    #expect(paint == .solid(Fixture.theme().color(.bgWeak50)))
    #expect(pill == .roundedRect(Rect(x: 20, y: 20, width: 300, height: 40), radius: 20))
    for (tag, centerX) in [("previous month", 40.0), ("next month", 300.0)] {
      let (button, _) = try #require(list.fill(tagged: tag))
      #expect(button == .circle(center: Point(x: centerX, y: 40), radius: 16))
    }
  }

  @Test func spilledDaysAreDisabledAndTheSpilledThirdIsMarked() throws {
    let list = try Fixture.seedList()
    let disabled = Fixture.theme().color(.textDisabled300)
    for day in 1...8 {
      let run = try #require(list.text(tagged: "day \(Fixture.date(day, month: 2))"))
      #expect(run.color == disabled)
    }
    #expect(list.fill(tagged: "day 2026-02-03 dot") != nil)
    #expect(list.fill(tagged: "day 2026-02-04 dot") == nil)
    for marked in [2, 12, 17] {
      #expect(list.fill(tagged: "day \(Fixture.date(marked)) dot") != nil)
    }
  }

  @Test func theDotNeverMovesTheNumber() throws {
    var unmarked = DatePicker.seed
    unmarked.markedDates = []
    let plain = try DatePickerScene(context: Fixture.context()).build(unmarked)
    let marked = try Fixture.seedList()
    for day in [2, 12, 17] {
      let tag = "day \(Fixture.date(day))"
      #expect(plain.text(tagged: tag) == marked.text(tagged: tag))
    }
    // The same holds on the variant sheet, row by row.
    let scene = DayCellsScene(context: Fixture.context())
    let sheet = try scene.build()
    for state in DayCellState.allCases {
      let withoutDot = try #require(sheet.text(tagged: state.rawValue))
      let withDot = try #require(sheet.text(tagged: "\(state.rawValue) dot"))
      #expect(withDot.origin.x == withoutDot.origin.x)
      #expect(withDot.origin.y - withoutDot.origin.y == scene.rowPitch)
    }
  }

  /// Dismiss (stroke style) and Submit (primary) split the 300 with a 12 gap, 16 below the
  /// divider, which is 16 below the grid; the card ends 20 below them.
  @Test func footerSplitsTheContentWidthBelowTheDivider() throws {
    let list = try Fixture.seedList()
    #expect(list.text(tagged: "dismiss")?.text == "Dismiss")
    #expect(list.text(tagged: "submit")?.text == "Submit")
    let dismiss = try #require(list.fill(tagged: "dismiss")?.0.bounds)
    let submit = try #require(list.fill(tagged: "submit")?.0.bounds)
    let divider = try #require(list.fill(tagged: "divider")?.0.bounds)
    let card = try #require(list.fill(tagged: "card")?.0.bounds)
    #expect(dismiss.x == 20 && submit.maxX == 320 && submit.x - dismiss.maxX == 12)
    #expect(dismiss.width == submit.width && dismiss.height == 36)
    #expect(divider == Rect(x: 0, y: 104 + 6 * 36 + 5 * 8 + 16, width: 340, height: 1))
    #expect(dismiss.y == divider.y + 16)
    #expect(card.maxY == submit.maxY + 20)
  }
}
