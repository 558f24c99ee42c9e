import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// tokens.md §4.1 on the draw list: the containers, headers, day cells, range, docked grid,
/// input field and year cells of the Material 3 date pickers, in Light and Dark.
@Suite struct MaterialDatePickerSceneTests {
  static let both = Appearance.allCases

  @Test(arguments: [
    (MaterialDatePickerMode.modal, 360.0, 568.0, 28.0),
    (.modalRange, 360, 568, 28),
    (.docked, 360, 456, 16),
    (.modalInput, 360, 258, 28),
    (.yearSelection, 360, 568, 28),
  ])
  func containerSizeCornerAndSurface(
    mode: MaterialDatePickerMode, width: Double, height: Double, corner: Double
  ) throws {
    for appearance in Self.both {
      let list = try MaterialFixture.dateList(mode, appearance)
      let (rect, radii) = try #require(list.filledRect(tagged: "container"))
      #expect(rect.width == width && rect.height == height)
      #expect(radii == CornerRadii(corner))
      #expect(
        list.fillColor(tagged: "container")
          == MaterialFixture.color(.m3SurfaceContainerHigh, appearance))
      // Elevation level 3: the ambient and key layers, under the container.
      let shadows = list.items(tagged: "elevation").compactMap { command -> Shadow? in
        if case .shadow(_, let shadow) = command { return shadow }
        return nil
      }
      #expect(
        shadows == [
          Shadow(offsetX: 0, offsetY: 4, blur: 8, spread: 3, color: Color(hex: "#00000026")!),
          Shadow(offsetX: 0, offsetY: 1, blur: 3, spread: 0, color: Color(hex: "#0000004D")!),
        ])
    }
  }

  /// The range picker's header is `MaterialRangePickerTests`'.
  @Test(arguments: [
    (MaterialDatePickerMode.modal, 120.0), (.modalInput, 120), (.yearSelection, 120),
  ])
  func headerHeightAndType(mode: MaterialDatePickerMode, height: Double) throws {
    let list = try MaterialFixture.dateList(mode)
    let container = try #require(list.filledRect(tagged: "container")).0
    // The header ends with the divider, its last dp.
    let divider = try #require(list.filledRect(tagged: "divider")).0
    #expect(divider.maxY == container.y + height && divider.width == container.width)
    let headline = try #require(list.text(tagged: "headline"))
    // The headline's 40 line and 12 padding are centred in the 60 dp row above the divider:
    // its line's middle 37 above the header's end (`MaterialDateDialogTests`).
    #expect(abs(headline.origin.y - 32 * 0.35 - (container.y + height - 37)) < 1e-9)
    #expect(headline.font == FontID("Roboto-Regular") && headline.size == 32)
    #expect(headline.color == MaterialFixture.color(.m3OnSurfaceVariant))
    let supporting = try #require(list.text(tagged: "supporting text"))
    #expect(supporting.font == FontID("Roboto-Medium") && supporting.size == 14)
    #expect(abs(supporting.origin.x - container.x - 24) < 1e-9)
  }

  @Test(arguments: Appearance.allCases)
  func selectedDayIsAPrimaryCircleWithAnOnPrimaryLabel(appearance: Appearance) throws {
    let list = try MaterialFixture.dateList(.modal, appearance)
    let circle = try #require(list.filledCircle(tagged: "day 2026-01-16 selected"))
    #expect(circle.radius * 2 == 40)
    #expect(
      list.fillColor(tagged: "day 2026-01-16 selected")
        == MaterialFixture.color(.m3Primary, appearance))
    let label = try #require(list.text(tagged: "day 2026-01-16"))
    #expect(label.color == MaterialFixture.color(.m3OnPrimary, appearance))
    #expect(label.font == FontID("Roboto-Regular") && label.size == 16)
    let node = try #require(list.node("day 2026-01-16"))
    #expect(node.states == [.selected])
    #expect(node.hitRect.width == 48 && node.hitRect.height == 48)
    #expect(node.hitRect.center == circle.center)
  }

  @Test(arguments: Appearance.allCases)
  func todayIsA1dpPrimaryOutlineWithAPrimaryLabel(appearance: Appearance) throws {
    let list = try MaterialFixture.dateList(.modal, appearance)
    let (shape, stroke) = try #require(list.stroke(tagged: "day 2026-01-20 today"))
    guard case .circle(_, let radius) = shape else {
      Issue.record("today's outline is not a circle")
      return
    }
    #expect(stroke.width == 1 && radius + stroke.width / 2 == 20)
    #expect(stroke.paint == .solid(MaterialFixture.color(.m3Primary, appearance)))
    #expect(
      list.text(tagged: "day 2026-01-20")?.color == MaterialFixture.color(.m3Primary, appearance))
    #expect(
      list.text(tagged: "day 2026-01-21")?.color == MaterialFixture.color(.m3OnSurface, appearance))
  }

  /// 40 × 40 day cells on a 48 pitch (7 × 48 = 336 inside 12 padding), six weeks, hit rects 48.
  @Test func modalGridPitchAndCells() throws {
    let list = try MaterialFixture.dateList(.modal)
    let container = try #require(list.filledRect(tagged: "container")).0
    let first = try #require(list.node("day 2026-01-01")).hitRect
    let second = try #require(list.node("day 2026-01-02")).hitRect
    let week = try #require(list.node("day 2026-01-08")).hitRect
    #expect(second.x - first.x == 48 && week.y - first.y == 48)
    let sunday = try #require(list.node("day 2026-01-04")).hitRect
    #expect(sunday.x == container.x + 12)
    // The grid starts under the 120 header, the 56 month row and the 48 weekday row.
    #expect(first.y == container.y + 120 + 56 + 48)
    #expect(list.semantics.filter { $0.role == .day }.count == 31)
  }

  @Test(arguments: Appearance.allCases)
  func rangeInBetweenOnSecondaryContainer(appearance: Appearance) throws {
    let list = try MaterialFixture.dateList(.modalRange, appearance)
    let start = try #require(list.filledCircle(tagged: "day 2026-01-12 selected"))
    let end = try #require(list.filledCircle(tagged: "day 2026-01-16 selected"))
    let bands = list.items.filter { $0.tag.hasPrefix("range band") }
    #expect(bands.count == 1)
    let tag = try #require(bands.first?.tag)
    let (band, _) = try #require(list.filledRect(tagged: tag))
    #expect(band.x == start.center.x && band.maxX == end.center.x && band.height == 40)
    #expect(list.fillColor(tagged: tag) == MaterialFixture.color(.m3SecondaryContainer, appearance))
    for day in [13, 14, 15] {
      #expect(
        list.text(tagged: "day 2026-01-\(day)")?.color
          == MaterialFixture.color(.m3OnSecondaryContainer, appearance))
    }
    for day in [12, 16] {
      #expect(
        list.text(tagged: "day 2026-01-\(day)")?.color
          == MaterialFixture.color(.m3OnPrimary, appearance))
      #expect(list.node("day 2026-01-\(day)")?.states == [.selected])
    }
  }

  @Test(arguments: Appearance.allCases)
  func dockedCellsStateLayersAndOutsideDays(appearance: Appearance) throws {
    let list = try MaterialFixture.dateList(.docked, appearance)
    let container = try #require(list.filledRect(tagged: "container")).0
    let cell = try #require(list.node("day 2026-01-16")).hitRect
    #expect(cell.width == 48 && cell.height == 48)
    let layer = try #require(list.filledCircle(tagged: "day 2026-01-16 selected"))
    #expect(layer.radius * 2 == 40 && layer.center == cell.center)
    // Weekdays under the 64 header; six weeks.
    let firstRow = try #require(list.node("day 2026-01-01")).hitRect
    #expect(firstRow.y == container.y + 64 + 48)
    let outside = try #require(list.text(tagged: "day 2025-12-28 outside"))
    let onSurface = MaterialFixture.color(.m3OnSurface, appearance)
    #expect(outside.color == onSurface.withAlpha(97))  // 0.38 × 255
    #expect(list.text(tagged: "day 2026-02-07 outside") != nil)
    #expect(list.node("day 2025-12-28") == nil)
    for id in [
      "month menu", "year menu", "previous month", "next month", "previous year", "next year",
    ] {
      #expect(list.node(id)?.role == .button, "\(id)")
    }
  }

  @Test(arguments: [("01/16/2026", false), ("01/32/2026", true)])
  func inputFieldFocusedOrInError(text: String, error: Bool) throws {
    for appearance in Self.both {
      let list = try MaterialFixture.dateList(.modalInput, input: text, appearance)
      let accent = MaterialFixture.color(error ? .m3Error : .m3Primary, appearance)
      let (shape, stroke) = try #require(list.stroke(tagged: "date field outline"))
      guard case .rect(let rect, let radii) = shape else {
        Issue.record("the field outline is not a rect")
        return
      }
      #expect(stroke.width == 2 && stroke.paint == .solid(accent))
      #expect(rect.width + 2 == 312 && rect.height + 2 == 56 && radii.topLeft + 1 == 4)
      #expect(list.text(tagged: "date field label")?.color == accent)
      #expect(list.text(tagged: "date field label")?.size == 12)
      let value = try #require(list.text(tagged: "date field text"))
      #expect(value.text == text && value.size == 16)
      // Supporting text only in error (`MaterialDateInputTests`).
      let support = list.text(tagged: "date field supporting 0")
      #expect((support != nil) == error)
      if let support {
        #expect(support.color == MaterialFixture.color(.m3Error, appearance))
        #expect(support.text.hasPrefix("Date does not match"))
      }
      #expect(list.node("date field")?.role == .textField)
      #expect(list.node("calendar")?.role == .button)
    }
  }

  @Test(arguments: Appearance.allCases)
  func yearCellsAre72By36WithTheYearOnPrimary(appearance: Appearance) throws {
    let list = try MaterialFixture.dateList(.yearSelection, appearance)
    let (pill, radii) = try #require(list.filledRect(tagged: "year 2026 selected"))
    #expect(pill.width == 72 && pill.height == 36 && radii == CornerRadii(18))
    #expect(
      list.fillColor(tagged: "year 2026 selected") == MaterialFixture.color(.m3Primary, appearance))
    #expect(
      list.text(tagged: "year 2026")?.color == MaterialFixture.color(.m3OnPrimary, appearance))
    #expect(
      list.text(tagged: "year 2027")?.color
        == MaterialFixture.color(.m3OnSurfaceVariant, appearance))
    let a = try #require(list.node("year 2023")).hitRect
    let b = try #require(list.node("year 2026")).hitRect
    #expect(b.midY - a.midY == 52)
    #expect(a.height == 48 && a.width == 72)
  }

  /// Every dialog's Cancel and OK (the full-screen picker has close and Save instead:
  /// `MaterialFullScreenRangeTests`).
  @Test(arguments: MaterialDatePickerMode.allCases.filter { $0 != .fullScreenRange })
  func cancelAndOKAreTextButtons(mode: MaterialDatePickerMode) throws {
    let list = try MaterialFixture.dateList(mode)
    for id in ["cancel", "ok"] {
      let run = try #require(list.text(tagged: id))
      #expect(run.color == MaterialFixture.color(.m3Primary) && run.size == 14)
      #expect(run.font == FontID("Roboto-Medium"))
      let node = try #require(list.node(id))
      #expect(node.role == .button && node.hitRect.height == 48 && node.hitRect.width >= 48)
    }
    #expect(list.node("cancel")!.hitRect.maxX < list.node("ok")!.hitRect.x)
  }

  /// The modal is 568, not 524: six weeks and the button row fit exactly.
  @Test func theModalHeightFitsSixWeeksAndTheButtons() throws {
    #expect(MaterialMetrics.modalHeight == 568)
    #expect(
      MaterialMetrics.headerHeight + MaterialMetrics.monthRowHeight + 7 * MaterialMetrics.cellPitch
        + MaterialMetrics.buttonRowHeight == MaterialMetrics.modalHeight)
    let list = try MaterialFixture.dateList(.modal)
    let container = try #require(list.filledRect(tagged: "container")).0
    let ok = try #require(list.node("ok")).hitRect
    #expect(ok.maxY <= container.maxY)
  }

  /// Menu buttons: label-large on-surface-variant with an 18 dp arrow, 40 high (48 to touch).
  @Test(arguments: [
    (MaterialDatePickerMode.docked, "month menu", "Jan"), (.docked, "year menu", "2026"),
    (.modal, "month menu", "January 2026"),
  ])
  func menuButtons(mode: MaterialDatePickerMode, id: String, text: String) throws {
    for appearance in Appearance.allCases {
      let list = try MaterialFixture.dateList(mode, appearance)
      let run = try #require(list.text(tagged: id))
      #expect(run.text == text && run.size == 14 && run.font == FontID("Roboto-Medium"))
      #expect(run.color == MaterialFixture.color(.m3OnSurfaceVariant, appearance))
      let arrow = try #require(list.fill(tagged: id + " arrow")).0.bounds
      // arrow_drop_down spans 7…17 × 10…15 of the 24 grid: 7.5 × 3.75 at 18 dp.
      #expect(abs(arrow.width - 10 * 18 / 24) < 1e-9 && abs(arrow.height - 5 * 18 / 24) < 1e-9)
      let node = try #require(list.node(id))
      #expect(node.role == .button && node.hitRect.height == 48 && node.value == text)
    }
  }
}

extension MaterialDatePickerSceneTests {
  /// The first and last supported months draw without a trap: cells outside the years are empty.
  /// The range picker holds its month's first day as a range.
  @Test(arguments: [
    ("0001-01", MaterialDatePickerMode.modal), ("0001-01", .docked), ("0001-01", .modalRange),
    ("9999-12", .modal), ("9999-12", .docked), ("9999-12", .modalRange), ("9999-11", .modalRange),
  ])
  func theEdgeMonthsBuild(month: String, mode: MaterialDatePickerMode) throws {
    let parts = month.split(separator: "-").compactMap { Int($0) }
    let shown = try YearMonth(year: parts[0], month: parts[1])
    let range = mode == .modalRange ? (start: shown.firstDay, end: shown.firstDay) : nil
    let picker = try MaterialDatePicker(
      mode: mode, today: shown.firstDay, displayMonth: shown, range: range, years: 1...9999)
    for appearance in Appearance.allCases {
      let list = try MaterialDatePickerScene(context: Fixture.context(appearance)).build(picker)
      let days = list.semantics.filter { $0.role == .day }.map(\.id)
      #expect(days.count == shown.numberOfDays)
      #expect(days.first == "day \(shown.firstDay)" && days.last == "day \(shown.lastDay)")
      // December 9999's range list ends with it: no next month's title.
      let next = list.items.contains { $0.tag == "next month title" }
      #expect(next == (mode == .modalRange && month != "9999-12"))
    }
  }
}
