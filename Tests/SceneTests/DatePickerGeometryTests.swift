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
    guard case .rect(let rect, let radii) = shape, radii.isUniform else {
      Issue.record("card is not a rounded rect")
      return
    }
    #expect(rect == Rect(x: 0, y: 0, width: 340, height: DatePickerLayout.cardHeight))
    #expect(radii == CornerRadii(32))
    #expect(paint == .solid(Fixture.tokens.theme(.light).color(.bgRaised)))
    let strokes = list.items(tagged: "card").filter {
      if case .stroke = $0 { true } else { false }
    }
    #expect(strokes.isEmpty)
  }

  @Test func paddingLeaves300ForSevenCellsAndSixGaps() {
    #expect(DatePickerLayout.contentWidth == 300)
    #expect(7 * DatePickerLayout.cellSize + 6 * DatePickerLayout.gap == 300)
    #expect(DatePickerLayout.cellSize == 36)
    #expect(DatePickerLayout.gap == 8)
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
    #expect(list.canvas.x <= -37.5 && list.canvas.maxX >= 340 + 37.5)
    #expect(list.canvas.maxY >= DatePickerLayout.cardHeight + 25 + 37.5)
  }

  /// Cell frames at x = 20 + 44·column: the circle of each state-filled day and the centre of every
  /// number sit on that grid.
  @Test(arguments: 1...31)
  func dayNumbersSitOnTheGrid(day: Int) throws {
    let list = try Fixture.seedList()
    let date = Fixture.date(day)
    let cell = try #require(DatePicker.seed.cells.first { $0.date == date })
    let frame = DatePickerLayout.cellFrame(row: cell.row, column: cell.column)
    #expect(frame.x == 20 + 44 * Double(cell.column))
    #expect(frame.y == DatePickerLayout.gridTop + 44 * Double(cell.row))
    #expect(frame.width == 36 && frame.height == 36)
    let run = try #require(list.text(tagged: "day \(date)"))
    #expect(abs(run.origin.x + run.advance / 2 - frame.midX) < 0.001)
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

  @Test func monthLabelIsCentredInTheSelector() throws {
    let list = try Fixture.seedList()
    let run = try #require(list.text(tagged: "month"))
    #expect(run.text == "January 2026")
    #expect(abs(run.origin.x + run.advance / 2 - 170) < 0.001)
    #expect(DatePickerLayout.previousButton.width == 32)
    #expect(DatePickerLayout.nextButton.height == 32)
    let (pill, paint) = try #require(list.fill(tagged: "selector"))
    #expect(paint == .solid(Fixture.tokens.theme(.light).color(.bgWeak50)))
    #expect(pill.bounds.width == 300)
  }

  @Test func spilledDaysAreDisabledAndTheSpilledThirdIsMarked() throws {
    let list = try Fixture.seedList()
    let disabled = Fixture.tokens.theme(.light).color(.textDisabled300)
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
    let sheet = try DayCellsScene(context: Fixture.context()).build()
    for state in DayCellState.allCases {
      let withoutDot = try #require(sheet.text(tagged: state.rawValue))
      let withDot = try #require(sheet.text(tagged: "\(state.rawValue) dot"))
      #expect(withDot.origin.x == withoutDot.origin.x)
      #expect(withDot.origin.y - withoutDot.origin.y == DayCellsScene.rowPitch)
    }
  }

  @Test func footerHasDismissAndSubmit() throws {
    let list = try Fixture.seedList()
    #expect(list.text(tagged: "dismiss")?.text == "Dismiss")
    #expect(list.text(tagged: "submit")?.text == "Submit")
    #expect(DatePickerLayout.submitButton.maxX == 320)
  }
}
