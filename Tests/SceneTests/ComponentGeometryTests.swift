import DrawList
import Scene
import Testing
import Theme

/// Each shared component's geometry rules, on the commands it draws.
@Suite struct ComponentGeometryTests {
  @Test(arguments: [(DimensionToken.radius3xl, 32.0), (.radius4xl, 40.0)])
  func cardIsShadowThenFillWithNoStroke(radius: DimensionToken, points: Double) throws {
    let frame = Rect(x: 0, y: 0, width: 340, height: 400)
    let builder = try Fixture.draw(Card(frame: frame, radius: radius))
    #expect(builder.commands.map(\.kind) == ["shadow", "fill"])
    #expect(
      builder.commands.last
        == .fill(.roundedRect(frame, radius: points), .solid(Fixture.theme().color(.bgRaised))))
    #expect(builder.semantics.isEmpty)
  }

  @Test(arguments: [
    (Button.Style.primary, ["fill", "text"], ColorToken.staticWhite),
    (.stroke, ["shadow", "fill", "stroke", "text"], .textSub700),
    (.ghost, ["text"], .textSub700),
  ])
  func buttonStyles(style: Button.Style, kinds: [String], label: ColorToken) throws {
    let frame = Rect(x: 20, y: 400, width: 144, height: 36)
    let builder = try Fixture.draw(Button("Go", style: style, frame: frame, tag: "go"))
    #expect(builder.commands.map(\.kind) == kinds)
    guard case .text(let run)? = builder.commands.last else {
      Issue.record("no label")
      return
    }
    #expect(run.color == Fixture.theme().color(label))
    #expect(abs(run.origin.x + run.advance / 2 - frame.midX) < 1e-9)
    // The 36 pt button takes a 44 pt tall hit area around it, its full width.
    #expect(
      builder.semantics == [
        SemanticNode(
          id: "go", role: .button, label: "Go",
          hitRect: Rect(x: 20, y: 396, width: 144, height: 44))
      ])
  }

  @Test func strokeButtonRingSitsInsideTheEdge() throws {
    let frame = Rect(x: 0, y: 0, width: 100, height: 36)
    let builder = try Fixture.draw(Button("Go", style: .stroke, frame: frame, tag: "go"))
    let ring = builder.commands.first { $0.kind == "stroke" }
    #expect(
      ring
        == .stroke(
          .roundedRect(frame.insetBy(dx: 0.5, dy: 0.5), radius: 9.5),
          .solid(Fixture.theme().color(.strokeSoft200), width: 1)))
  }

  @Test func compactButtonIsA32CircleWithACentred20IconAndA44Hit() throws {
    let frame = Rect(x: 24, y: 24, width: 32, height: 32)
    let builder = try Fixture.draw(
      CompactButton(frame: frame, icon: .chevronLeft, label: "Previous month", tag: "prev"))
    #expect(builder.commands.map(\.kind) == ["shadow", "fill", "stroke", "fill"])
    let center = Point(x: 40, y: 40)
    #expect(builder.commands[1].bounds == Shape.circle(center: center, radius: 16).bounds)
    guard case .stroke(.circle(_, let ring), _) = builder.commands[2],
      case .fill(.path(let icon), _) = builder.commands[3]
    else {
      Issue.record("unexpected commands")
      return
    }
    #expect(ring == 15.5)
    #expect(icon == Icon.chevronLeft.path(in: Rect(x: 30, y: 30, width: 20, height: 20)))
    #expect(builder.semantics.first?.hitRect == Rect(x: 18, y: 18, width: 44, height: 44))
    #expect(builder.semantics.first?.label == "Previous month")
  }

  @Test(arguments: [20.0, 40.0, 56.0])
  func pillIsRoundedByHalfItsHeight(height: Double) throws {
    let frame = Rect(x: 0, y: 0, width: 300, height: height)
    let builder = try Fixture.draw(Pill(frame: frame, tag: "pill"))
    #expect(
      builder.commands == [
        .fill(.roundedRect(frame, radius: height / 2), .solid(Fixture.theme().color(.bgWeak50)))
      ])
  }

  @Test(arguments: [
    (Divider.Axis.horizontal, Rect(x: 10, y: 20, width: 50, height: 1)),
    (.vertical, Rect(x: 10, y: 20, width: 1, height: 50)),
  ])
  func dividerIsAOnePointBar(axis: Divider.Axis, expected: Rect) throws {
    let builder = try Fixture.draw(
      Divider(from: Point(x: 10, y: 20), length: 50, axis: axis))
    #expect(
      builder.commands == [
        .fill(.roundedRect(expected, radius: 0), .solid(Fixture.theme().color(.strokeSoft200)))
      ])
  }

  // MARK: - Focus ring

  /// The ring's inner edge is 2 pt outside the shape: centre line at gap + width / 2.
  @Test(arguments: [(Shape.circle(center: Point(x: 50, y: 50), radius: 18), 21.0)])
  func focusRingAroundACircleSits2Outside(shape: Shape, ringRadius: Double) throws {
    let builder = try Fixture.draw(FocusRing(around: shape, tag: "focus"))
    guard case .stroke(.circle(let center, let radius), let stroke)? = builder.commands.first
    else {
      Issue.record("no ring")
      return
    }
    #expect(center == Point(x: 50, y: 50))
    #expect(radius == ringRadius)
    #expect(radius - stroke.width / 2 - 18 == FocusRing.gap)
    #expect(stroke.width == 2 && stroke.dash.isEmpty)
  }

  @Test func focusRingAroundARoundedRectGrowsItsCorners() throws {
    let radii = CornerRadii(topLeft: 9, topRight: 0, bottomRight: 0, bottomLeft: 9)
    let shape = Shape.rect(Rect(x: 10, y: 10, width: 80, height: 30), radii)
    let builder = try Fixture.draw(FocusRing(around: shape, style: .dashed, tag: "focus"))
    guard case .stroke(.rect(let rect, let grown), let stroke)? = builder.commands.first else {
      Issue.record("no ring")
      return
    }
    #expect(rect == Rect(x: 7, y: 7, width: 86, height: 36))
    #expect(grown == CornerRadii(topLeft: 12, topRight: 3, bottomRight: 3, bottomLeft: 12))
    #expect(stroke.dash == FocusRing.dashPattern && !stroke.dash.isEmpty)
    #expect(stroke.cap == .round)
  }

  // MARK: - Segmented control

  @Test(arguments: [2.0, 4.0])
  func insetThumbKeepsParallelCorners(inset: Double) throws {
    let frame = Rect(x: 0, y: 0, width: 200, height: 36)
    let control = SegmentedControl(
      frame: frame, segments: ["Custom", "Palette"], selectedIndex: 1, inset: inset, tag: "type")
    let builder = try Fixture.draw(control)
    let theme = Fixture.theme()
    let width = (200 - 2 * inset) / 2
    let box = Rect(x: inset + width, y: inset, width: width, height: 36 - 2 * inset)
    // The border: the thumb's shape in text/strong-950, a mark; the fill 1 pt inside it.
    let border = try #require(builder.items.first { $0.tag == "type thumb border" })
    #expect(border.isMark)
    #expect(
      border.command
        == .fill(.rect(box, CornerRadii(18 - inset)), .solid(theme.color(.textStrong950))))
    let thumb = try #require(
      builder.items.first { $0.tag == "type thumb" && $0.command.kind == "fill" })
    #expect(
      thumb.command
        == .fill(
          .rect(box.insetBy(dx: 1, dy: 1), CornerRadii(17 - inset)),
          .solid(theme.color(.bgWhite0))))
    // The track is drawn first, the labels last; the chosen label is strong, the other sub-700.
    #expect(builder.items.first?.tag == "type track")
    let colors = builder.items.compactMap { item -> Color? in
      if case .text(let run) = item.command { run.color } else { nil }
    }
    #expect(colors == [theme.color(.textSub700), theme.color(.textStrong950)])
    #expect(builder.semantics.map(\.states) == [[], [.selected]])
    #expect(builder.semantics.map(\.role) == [.segment, .segment])
    #expect(builder.semantics.allSatisfy { $0.hitRect.height >= 44 })
  }

  @Test(arguments: [
    (0, CornerRadii(topLeft: 15, topRight: 0, bottomRight: 0, bottomLeft: 15)),
    (1, CornerRadii.zero),
    (2, CornerRadii(topLeft: 0, topRight: 15, bottomRight: 15, bottomLeft: 0)),
  ])
  func flushSegmentsRoundOnlyTheOuterCorners(index: Int, radii: CornerRadii) {
    let control = SegmentedControl(
      frame: Rect(x: 0, y: 0, width: 300, height: 30), segments: ["A", "B", "C"],
      selectedIndex: index, style: .flush, tag: "s")
    #expect(control.segmentRadii(index) == radii)
    #expect(
      control.segmentFrame(index) == Rect(x: Double(index) * 100, y: 0, width: 100, height: 30))
  }

  @Test(arguments: [-1, 2, 7])
  func aSelectedIndexOutsideTheSegmentsFailsNamingIt(index: Int) {
    let control = SegmentedControl(
      frame: Rect(x: 0, y: 0, width: 200, height: 36), segments: ["A", "B"],
      selectedIndex: index, tag: "tabs")
    #expect(
      throws: SceneError.badComponent(
        "segmented control \"tabs\": selected index \(index) is outside 0…1")
    ) { try Fixture.draw(control) }
  }

  // MARK: - Swatch

  @Test(arguments: [("#FB3748", false), ("#FB374880", true), ("#FB374800", true)])
  func checkerboardOnlyBehindTranslucentColours(hex: String, checkered: Bool) throws {
    let color = try #require(Color(hex: hex))
    let frame = Rect(x: 8, y: 8, width: 32, height: 32)
    let builder = try Fixture.draw(Swatch(frame: frame, color: color, label: "Error", tag: "red"))
    let patterns = builder.commands.filter {
      if case .fill(_, .pattern) = $0 { true } else { false }
    }
    #expect(patterns.count == (checkered ? 1 : 0))
    if let pattern = patterns.first {
      #expect(
        pattern
          == .fill(
            .circle(center: frame.center, radius: 16),
            .pattern(
              .checkerboard(
                origin: Point(x: 8, y: 8), cell: Swatch.checkerSize,
                light: Fixture.theme().color(.bgWhite0), dark: Fixture.theme().color(.bgSoft200))
            )))
    }
    // The colour is always drawn, over the checkerboard.
    #expect(
      builder.commands.last == .fill(.circle(center: frame.center, radius: 16), .solid(color)))
    #expect(builder.semantics.first?.value == color.hex)
    #expect(builder.semantics.first?.hitRect == Rect(x: 2, y: 2, width: 44, height: 44))
  }

  @Test func aChosenSwatchWearsARing2Outside() throws {
    let frame = Rect(x: 0, y: 0, width: 32, height: 32)
    let builder = try Fixture.draw(
      Swatch(frame: frame, color: .black, label: "Black", isSelected: true, tag: "k"))
    guard case .stroke(.circle(_, let radius), let stroke)? = builder.commands.last else {
      Issue.record("no ring")
      return
    }
    #expect(radius - stroke.width / 2 - 16 == 2)
    #expect(builder.semantics.first?.states == [.selected])
  }

  // MARK: - Scrollbar

  @Test(arguments: [
    // content, window, offset, thumb y, thumb length (track 0…200)
    (400.0, 200.0, 0.0, 0.0, 100.0),
    (400.0, 200.0, 100.0, 50.0, 100.0),
    (400.0, 200.0, 200.0, 100.0, 100.0),
    (800.0, 200.0, 300.0, 75.0, 50.0),
    (400.0, 200.0, -50.0, 0.0, 100.0),  // clamped to the top
    (400.0, 200.0, 9e9, 100.0, 100.0),  // clamped to the bottom
    (150.0, 200.0, 0.0, 0.0, 200.0),  // everything fits: the thumb fills the track
    (10_000.0, 200.0, 0.0, 0.0, 16.0),  // never shorter than the minimum
    (.nan, 200.0, 0.0, 0.0, 200.0),
    (400.0, 200.0, .infinity, 0.0, 100.0),
  ])
  func thumbLengthIsWindowOverContentAndFollowsTheOffset(
    content: Double, window: Double, offset: Double, y: Double, length: Double
  ) throws {
    let track = Rect(x: 300, y: 0, width: 4, height: 200)
    let scrollbar = Scrollbar(
      track: track, contentLength: content, windowLength: window, offset: offset)
    #expect(scrollbar.thumb == Rect(x: 300, y: y, width: 4, height: length))
    let builder = try Fixture.draw(scrollbar)
    #expect(
      builder.commands.last
        == .fill(
          .roundedRect(scrollbar.thumb, radius: 2), .solid(Fixture.theme().color(.textSoft500))))
  }

  /// The track is bg/weak-50; the thumb is text/soft-500 and a mark, so the contrast audit holds
  /// it to 3:1 against the track (issue 21: the bg/soft-200 thumb had 1.11:1 in Light).
  @Test(arguments: [Appearance.light, .dark])
  func theScrollbarThumbIsAMarkOnABgWeak50Track(appearance: Appearance) throws {
    let scrollbar = Scrollbar(
      track: Rect(x: 0, y: 0, width: 4, height: 200), contentLength: 400, windowLength: 200,
      offset: 0)
    let items = try Fixture.draw(scrollbar, appearance).items
    let theme = Fixture.theme(appearance)
    #expect(items.map(\.tag) == ["scrollbar track", "scrollbar thumb"])
    #expect(items.map(\.isMark) == [false, true])
    guard case .fill(_, .solid(let track)) = items[0].command,
      case .fill(_, .solid(let thumb)) = items[1].command
    else {
      Issue.record("track and thumb are solid fills")
      return
    }
    #expect(track == theme.color(.bgWeak50) && thumb == theme.color(.textSoft500))
    #expect(thumb.contrastRatio(against: track) >= 3)
  }

  // MARK: - Slider handle

  @Test func sliderHandleIsAWhiteDiscWithTheColourInsideAndA44Hit() throws {
    let color = try #require(Color(hex: "#335CFF"))
    let handle = SliderHandle(
      center: Point(x: 100, y: 10), diameter: 20, color: color, label: "Hue", value: "228°",
      tag: "hue")
    let builder = try Fixture.draw(handle)
    #expect(builder.commands.map(\.kind) == ["shadow", "fill", "fill"])
    #expect(
      builder.commands.last == .fill(.circle(center: handle.center, radius: 7), .solid(color)))
    #expect(
      builder.semantics
        == [
          SemanticNode(
            id: "hue", role: .slider, label: "Hue", value: "228°",
            hitRect: Rect(x: 78, y: -12, width: 44, height: 44))
        ])
  }
}
