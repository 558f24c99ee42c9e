import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The Time Picker card on the draw list: card chrome, header, durations, the clipped list, the
/// scrollbar, the Format and the focus rings.
@Suite struct TimePickerGeometryTests {
  let layout = TimeFixture.layout
  let theme = Fixture.theme()

  // MARK: Card and header

  @Test func theCardIs340WideAtRadius40OnBgRaisedUnder2xlWithNoStroke() throws {
    let list = TimeFixture.twelve
    let (shape, paint) = try #require(list.fill(tagged: "card"))
    #expect(shape == .roundedRect(Rect(x: 0, y: 0, width: 340, height: 410), radius: 40))
    #expect(theme.dimension(.radius4xl) == 40)
    #expect(paint == .solid(theme.color(.bgRaised)))
    let shadows = list.items(tagged: "card").compactMap { command -> Shadow? in
      if case .shadow(_, let shadow) = command { return shadow } else { return nil }
    }
    #expect(shadows == theme.shadow(.dropShadow2xl))
    #expect(!list.items(tagged: "card").contains { $0.kind == "stroke" })
  }

  @Test func theHeaderPillHoldsClockTimeAndClearLeftToRight() throws {
    let list = TimeFixture.twelve
    let (pill, paint) = try #require(list.fill(tagged: "header"))
    #expect(pill == .roundedRect(Rect(x: 20, y: 20, width: 300, height: 40), radius: 20))
    #expect(paint == .solid(theme.color(.bgWeak50)))
    let (clock, _) = try #require(list.fill(tagged: "clock"))
    let (clear, clearPaint) = try #require(list.fill(tagged: "clear"))
    let time = try #require(list.text(tagged: "header time"))
    let period = try #require(list.text(tagged: "header time period"))
    #expect(time.text == "10:30" && period.text == "AM", "the 12-hour card's clock")
    #expect(time.color == theme.color(.textStrong950))
    #expect(period.color == theme.color(.textSoft500), "AM and PM read text/soft-500")
    #expect(time.features == ["tnum"])
    #expect(abs(clock.bounds.center.x - 40) < 0.01 && abs(clear.bounds.center.x - 300) < 0.01)
    #expect(clock.bounds.maxX < time.origin.x)
    #expect(period.origin.x == time.origin.x + time.advance + 4, "a row's period gap")
    #expect(period.origin.x + period.advance < clear.bounds.x)
    let middle = (time.origin.x + period.origin.x + period.advance) / 2
    #expect(abs(middle - 170) < 1e-9, "centred between the icons")
    #expect(clearPaint == .solid(theme.color(.textSub700)))
  }

  /// A cleared header is not an empty pill: it keeps the clock and shows a placeholder in the
  /// time's shape, `--:-- --` (12-hour) or `--:--` (24-hour), in text/soft-500, the spec's soft
  /// grey, centred where the time was; no clear button.
  @Test(arguments: [
    (TimeFormat.twelveHour, "--" as String?), (.twentyFourHour, nil),
  ])
  func aClearedHeaderShowsAPlaceholderInTheClocksShape(format: TimeFormat, period: String?)
    throws
  {
    var picker = TimePicker(format: format)
    picker.clear()
    let list = try TimeFixture.list(picker)
    #expect(list.fill(tagged: "clock") != nil)
    #expect(list.items(tagged: "header time").isEmpty)
    #expect(list.items(tagged: "clear").isEmpty)
    #expect(list.node("clear") == nil)
    let digits = try #require(list.text(tagged: "header placeholder"))
    #expect(digits.text == "--:--")
    #expect(digits.color == theme.color(.textSoft500))
    let shown = list.text(tagged: "header placeholder period")
    #expect(shown?.text == period)
    #expect(shown.map { $0.color == theme.color(.textSoft500) } ?? true)
    let right = shown.map { $0.origin.x + $0.advance } ?? digits.origin.x + digits.advance
    #expect(abs((digits.origin.x + right) / 2 - 170) < 1e-9)
  }

  // MARK: Durations

  @Test(arguments: [(QuickDuration.fifteenMinutes, 20.0), (.thirtyMinutes, 124), (.oneHour, 228)])
  func durationsSitInARowOfThree92WidePills(duration: QuickDuration, x: Double) throws {
    let (shape, _) = try #require(TimeFixture.twelve.fill(tagged: "duration \(duration.minutes)"))
    #expect(shape == .roundedRect(Rect(x: x, y: 76, width: 92, height: 32), radius: 16))
  }

  @Test func theChosenDurationIsABrandTintedPillWithACheck() throws {
    let list = TimeFixture.twelve
    let (pill, fill) = try #require(list.fill(tagged: "duration 30"))
    #expect(fill == .solid(theme.color(.brandAlpha10)))
    let label = try #require(list.text(tagged: "duration 30"))
    #expect(label.color == theme.color(.brandOnTint))
    let (check, checkPaint) = try #require(list.fill(tagged: "duration 30 check"))
    #expect(checkPaint == .solid(theme.color(.brandOnTint)))
    #expect(check.bounds.maxX < label.origin.x, "the check leads the label")
    // Check, 4 pt gap and label are centred together in the pill.
    let left = label.origin.x - 4 - 16
    #expect(abs((left + label.origin.x + label.advance) / 2 - pill.bounds.midX) < 1e-9)
    for other in ["duration 15", "duration 60"] {
      #expect(list.fill(tagged: other)?.1 == .solid(theme.color(.bgWeak50)))
      #expect(list.text(tagged: other)?.color == theme.color(.textSub700))
      #expect(list.items(tagged: "\(other) check").isEmpty)
    }
  }

  @Test func choosingAnotherDurationMovesTheTintAndCheck() throws {
    var picker = TimePicker()
    picker.choose(.oneHour)
    let list = try TimeFixture.list(picker)
    #expect(list.fill(tagged: "duration 60")?.1 == .solid(theme.color(.brandAlpha10)))
    #expect(!list.items(tagged: "duration 60 check").isEmpty)
    #expect(list.items(tagged: "duration 30 check").isEmpty)
  }

  // MARK: List

  @Test func slotsAre36TallFrom0930InAGroupClippedToTheWindow() throws {
    let (group, inside) = try #require(TimeFixture.twelve.groupContents("list"))
    let window = Rect(x: 20, y: 124, width: 288, height: 198)
    #expect(layout.window == window)
    #expect(group.clip == .rect(window, .zero))
    let digits = inside.filter { item in
      if case .text = item.command { !item.tag.hasSuffix("period") } else { false }
    }
    #expect(
      digits.map(\.tag)
        == ["09:30", "10:00", "10:30", "11:00", "11:30", "12:00"].map {
          "slot \($0)"
        })
    for (row, item) in digits.enumerated() {
      guard case .text(let run) = item.command else { continue }
      // Capitals centred on each 36 pt row, text 12 pt in.
      #expect(abs(run.origin.y - (124 + 36 * Double(row) + 18 + 7 * 0.7)) < 1e-9)
      #expect(run.origin.x == 32)
      #expect(run.features == ["tnum"])
    }
    #expect(!TimeFixture.twelve.items.contains { $0.tag.hasPrefix("slot 12:30") })
  }

  @Test func thePickedSlotIsBgWeak50WithABrandTick() throws {
    let list = TimeFixture.twelve
    let (row, fill) = try #require(list.fill(tagged: "slot 10:30"))
    #expect(row == .roundedRect(Rect(x: 20, y: 196, width: 288, height: 36), radius: 10))
    #expect(fill == .solid(theme.color(.bgWeak50)))
    let (tick, paint) = try #require(list.fill(tagged: "slot 10:30 tick"))
    #expect(paint == .solid(theme.color(.brandBase)))
    #expect(abs(tick.bounds.center.y - row.bounds.midY) < 0.5)
    #expect(tick.bounds.maxX <= 308 - 12)
    #expect(list.text(tagged: "slot 10:30")?.color == theme.color(.textStrong950))
    #expect(list.text(tagged: "slot 10:00")?.color == theme.color(.textSub700))
    #expect(list.fill(tagged: "slot 10:00") == nil)
    #expect(list.items(tagged: "slot 10:00 tick").isEmpty)
  }

  @Test func twelveHourSlotsAddAPeriodInSoft500AndTwentyFourHourNone() throws {
    #expect(TimeFixture.twelve.text(tagged: "slot 13:00") == nil, "not in the first window")
    let am = try #require(TimeFixture.twelve.text(tagged: "slot 10:30"))
    let period = try #require(TimeFixture.twelve.text(tagged: "slot 10:30 period"))
    #expect(am.text == "10:30" && period.text == "AM")
    #expect(period.color == theme.color(.textSoft500))
    #expect(period.origin.x == am.origin.x + am.advance + 4)
    #expect(TimeFixture.twelve.text(tagged: "slot 12:00 period")?.text == "PM")
    #expect(TimeFixture.scrolled.text(tagged: "slot 20:00")?.text == "08:00")
    #expect(!TimeFixture.twentyFour.items.contains { $0.tag.hasSuffix("period") })
    #expect(TimeFixture.twentyFour.text(tagged: "slot 10:30")?.text == "10:30")
  }

  /// Format changes the list and the header that reads from it (the card's clock), nothing
  /// else.
  @Test func formatChangesOnlyTheListAndTheHeader() throws {
    let other: (DrawList.Item) -> Bool = {
      !$0.tag.hasPrefix("slot") && !$0.tag.hasPrefix("header")
    }
    #expect(TimeFixture.twelve.items.filter(other) == TimeFixture.twentyFour.items.filter(other))
    #expect(TimeFixture.twentyFour.text(tagged: "header time")?.text == "10:30")
    #expect(TimeFixture.twentyFour.items(tagged: "header time period").isEmpty)
  }

  @Test func scrolledRowsMoveUpByTheOffsetAndTheEdgeRowsAreCutAndFaded() throws {
    let (_, inside) = try #require(TimeFixture.scrolled.groupContents("list"))
    #expect(inside.last?.tag == "list fade", "the cut 20:30 row fades out")
    let tags = Set(inside.map(\.tag).filter { $0.hasPrefix("slot") && !$0.hasSuffix("period") })
    #expect(
      tags == Set(["18:00", "18:30", "19:00", "19:30", "20:00", "20:30"].map { "slot \($0)" }))
    // 18:00 is row 17: 17 × 36 = 612 pt scrolled.
    let run = try #require(TimeFixture.scrolled.text(tagged: "slot 18:00"))
    #expect(abs(run.origin.y - (124 + 18 + 7 * 0.7)) < 1e-9)
    #expect(layout.scrollOffset(firstVisibleIndex: 17) == 612)
  }

  @Test(arguments: [(0, 0.0), (17, 612), (23, 828), (24, 846), (Int.max, 846)] as [(Int, Double)])
  func theOffsetStopsWithTheLastRowOnTheWindowsBottom(first: Int, offset: Double) {
    #expect(layout.scrollOffset(firstVisibleIndex: first) == offset)
    #expect(layout.maximumScrollOffset == 29 * 36 - 198)
  }

  @Test func atTheEndTheLastSlotSitsOnTheWindowsBottomEdge() throws {
    var picker = TimePicker()
    _ = picker.handle(.end)
    let list = try TimeFixture.list(picker)
    let offset = layout.scrollOffset(firstVisibleIndex: picker.firstVisibleIndex)
    #expect(layout.slotFrame(28, offset: offset).maxY == layout.window.maxY)
    #expect(list.node("slot 23:30") != nil)
    #expect(list.items(tagged: "slot 23:30 focus").count == 1)
  }

  // MARK: Scrollbar

  /// Thumb length = window ÷ content of the track; its offset follows the scroll position.
  @Test(arguments: [(0, 0.0), (17, 612), (24, 846)] as [(Int, Double)])
  func theScrollbarThumbIsWindowOverContentAndFollowsTheScroll(first: Int, offset: Double) throws {
    var picker = TimePicker()
    picker.scroll(toFirst: first)
    let list = try TimeFixture.list(picker)
    let (track, _) = try #require(list.fill(tagged: "scrollbar track"))
    #expect(track == .roundedRect(Rect(x: 316, y: 124, width: 4, height: 198), radius: 2))
    let (thumb, _) = try #require(list.fill(tagged: "scrollbar thumb"))
    let length = 198 * 198 / 1044.0
    #expect(abs(thumb.bounds.height - length) < 1e-9)
    let expectedY = 124 + (198 - length) * offset / 846
    #expect(abs(thumb.bounds.y - expectedY) < 1e-9)
  }

  // MARK: Focus

  @Test func aFocusedSlotWearsTheFocusRingOutsideTheClip() throws {
    let list = TimeFixture.scrolled
    let ring = try #require(list.items.firstIndex { $0.tag == "slot 20:00 focus" })
    let close = try #require(
      list.items.firstIndex { $0.tag == "list" && $0.command.kind == "popGroup" })
    #expect(ring > close)
    guard case .stroke(let shape, let stroke) = list.items[ring].command else {
      Issue.record("the ring is not a stroke")
      return
    }
    // Row 21 at offset 612: y = 124 + 756 − 612 = 268.
    let row = Rect(x: 20, y: 268, width: 288, height: 36)
    #expect(shape == FocusRing(around: .roundedRect(row, radius: 10), tag: "").ringShape)
    #expect(stroke.width == 2)
    #expect(list.items.filter { $0.tag.hasSuffix(" focus") }.count == 1)
  }

  @Test func aFocusedDurationWearsTheFocusRing() throws {
    let list = try TimeFixture.list(TimePicker(focus: .duration(.oneHour)))
    let rings = list.items.filter { $0.tag.hasSuffix(" focus") }
    #expect(rings.map(\.tag) == ["duration 60 focus"])
    let pill = Rect(x: 228, y: 76, width: 92, height: 32)
    #expect(
      rings.first?.command
        == .stroke(
          FocusRing(around: .roundedRect(pill, radius: 16), tag: "").ringShape,
          Stroke(.solid(theme.color(.focusRing)), width: 2)))
  }

  @Test func noFocusNoRing() {
    #expect(!TimeFixture.twelve.items.contains { $0.tag.hasSuffix(" focus") })
  }

  // MARK: Footer and spacing

  @Test func theFooterSitsASectionBelowTheWindow() {
    #expect(layout.footer.divider.y == 124 + 198 + 16)
    #expect(layout.footer.dismissButton == Rect(x: 20, y: 354, width: 144, height: 36))
    #expect(layout.footer.submitButton == Rect(x: 176, y: 354, width: 144, height: 36))
    #expect(layout.cardHeight == 410)
    #expect(TimeFixture.twelve.node("submit") != nil && TimeFixture.twelve.node("dismiss") != nil)
  }

  @Test func theSpacingTokensMoveTheLayout() throws {
    let tokens = try Fixture.tokens(replacing: ["dimensions", "spacing", "4"], with: "24px")
    let wide = TimePickerLayout(theme: tokens.theme(.light))
    #expect(wide.durationFrame(.fifteenMinutes).y == 20 + 40 + 24)
    #expect(wide.window.y == 84 + 32 + 24)
  }
}
