import DrawList
import PickerModel
import Scene
import Testing
import Theme

/// The editor a compact time button opens (`ios-compact-time-open`, issue 22; refused before):
/// the button marked open, and under it a popover holding the time wheels, drawn with the same
/// wheel numbers as the wheels style in the editor's own size (platform-metrics §1.2, §3).
@Suite struct AppleCompactTimeEditorTests {
  static func list(
    locale: String = "en_US", _ appearance: Appearance = .light
  ) throws -> DrawList {
    let picker = try AppleCalendarFixtures.ios(.time, .compact, locale: locale)
    return try SceneStrategy.appleCompactOpen.build(picker, Fixture.context(appearance))
  }

  /// Whether `outer` holds all of `inner`.
  static func holds(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX
      && inner.maxY <= outer.maxY
  }

  /// The wheels' frame: the union of the wheels' nodes (each its column, full height).
  static func wheels(_ list: DrawList) -> Rect? {
    let columns = list.semantics.filter { $0.id.hasPrefix("wheel ") }.map(\.hitRect)
    guard let first = columns.first else { return nil }
    return columns.dropFirst().reduce(first) { $0.union($1) }
  }

  /// Each number the editor is drawn with, measured on its draw list; each row names its source.
  @Test(
    arguments: [
      ("CC timePickerWidth", "popover width", 231.0),
      ("CC timePickerHeight", "popover height", 203),
      ("CC pickerBorderRadius", "popover radius", 13),
      ("WK-i kDateTimePickerControlMargin: 6 pt under the control", "gap", 6),
      ("WK-i: from the control's bottom right corner (the row's 16 pt margin)", "trailing", 16),
      ("WK-i kDateTimePickerTimeControlWidth (P-adj, over CC's 216)", "wheels width", 218),
      ("WK-i kDateTimePickerTimeControlHeight (P-adj, over CC's 160)", "wheels height", 172),
      ("centred in the popover: (231 − 218) / 2", "wheels inset x", 6.5),
      ("centred in the popover: (203 − 172) / 2", "wheels inset y", 15.5),
      ("FL-P _buildSelectionOverlay: itemExtent 32 × 2.35/2.1", "band height", 35.8),
      ("FL-P: the band 9 pt in from the picker's edges", "band inset", 9),
      ("FL-P ListWheelViewport: rows starting within 172 × 1.25 / 2 of the centre", "reach", 3),
    ] as [(String, String, Double)])
  func theEditorHasItsNumbers(source: String, metric: String, expected: Double) throws {
    let list = try Self.list()
    guard case .rect(let popover, let radii)? = list.fill(tagged: "popover")?.0 else {
      Issue.record("\(source): no popover")
      return
    }
    let button = try #require(list.node("time button")?.hitRect)
    let buttonBox = try #require(list.fill(tagged: "time button")?.0.bounds)
    let wheels = try #require(Self.wheels(list), "\(source)")
    guard case .rect(let band, _)? = list.fill(tagged: "band")?.0 else {
      Issue.record("\(source): no band")
      return
    }
    let measured: Double
    switch metric {
    case "popover width": measured = popover.width
    case "popover height": measured = popover.height
    case "popover radius": measured = radii.isUniform ? radii.topLeft : -1
    case "gap": measured = popover.y - buttonBox.maxY
    case "trailing":
      #expect(abs(popover.maxX - buttonBox.maxX) < 1e-9, "\(source)")
      #expect(Self.holds(button, buttonBox), "\(source)")
      measured = AppleCompactScene.screenWidth - popover.maxX
    case "wheels width": measured = wheels.width
    case "wheels height": measured = wheels.height
    case "wheels inset x":
      #expect(abs((popover.maxX - wheels.maxX) - (wheels.x - popover.x)) < 1e-9, "\(source)")
      measured = wheels.x - popover.x
    case "wheels inset y":
      #expect(abs((popover.maxY - wheels.maxY) - (wheels.y - popover.y)) < 1e-9, "\(source)")
      measured = wheels.y - popover.y
    case "band height": measured = (band.height * 10).rounded() / 10
    case "band inset":
      #expect(abs((wheels.maxX - band.maxX) - (band.x - wheels.x)) < 1e-9, "\(source)")
      #expect(abs(band.midY - wheels.midY) < 1e-9, "\(source)")
      measured = band.x - wheels.x
    default:
      let offsets = list.items.compactMap { item -> Int? in
        guard case .pushGroup = item.command, item.tag.hasPrefix("wheel minute row ") else {
          return nil
        }
        return Int(item.tag.dropFirst("wheel minute row ".count))
      }
      #expect(offsets.sorted() == Array(-3...3), "\(source)")
      measured = Double(offsets.max() ?? 0)
    }
    #expect(abs(measured - expected) < 1e-9, "\(source): \(measured)")
  }

  /// The button is open and the wheels are the picker's, in the locale's order and clock; the
  /// popover holds no calendar and the wheels paint no background of their own.
  @Test(arguments: [
    ("en_US", ["wheel hour", "wheel minute", "wheel period"], ["10", "30", "AM"]),
    ("de_DE", ["wheel hour", "wheel minute"], ["10", "30"]),
  ])
  func theButtonOpensTheTimeWheels(locale: String, ids: [String], values: [String]) throws {
    let list = try Self.list(locale: locale)
    #expect(list.node("time button")?.states == [.selected])
    #expect(list.node("date button") == nil)
    let wheels = list.semantics.filter { $0.id.hasPrefix("wheel ") }
    #expect(wheels.map(\.id) == ids)
    #expect(wheels.map(\.value) == values)
    #expect(wheels.allSatisfy { $0.role == .adjustable })
    #expect(!list.items.contains { $0.tag.hasPrefix("day ") || $0.tag == "background" })
    let popover = try #require(list.fill(tagged: "popover")?.0.bounds)
    let frame = try #require(Self.wheels(list))
    #expect(Self.holds(popover, frame))
  }

  /// Right to left, the popover hangs from the button's bottom left, on the leading margin.
  @Test func rightToLeftThePopoverStartsAtTheLeftMargin() throws {
    let list = try Self.list(locale: "he_IL")
    let popover = try #require(list.fill(tagged: "popover")?.0.bounds)
    let button = try #require(list.fill(tagged: "time button")?.0.bounds)
    #expect(popover.x == AppleCompactScene.margin && button.x == AppleCompactScene.margin)
    let hour = try #require(list.node("wheel hour")?.hitRect)
    let minute = try #require(list.node("wheel minute")?.hitRect)
    #expect(hour.midX > minute.midX)
  }

  /// The date-and-time editor is still the calendar, and the time editor refuses another mode.
  @Test func onlyATimeOnlyPickerOpensTheWheels() throws {
    let dateAndTime = try AppleCalendarFixtures.ios(.dateAndTime, .compact)
    let calendar = try SceneStrategy.appleCompactOpen.build(dateAndTime, Fixture.context())
    #expect(calendar.node("wheel hour") == nil && calendar.node("date button") != nil)
    #expect(
      throws: SceneError.badComponent(
        "compact date picker: only a time-only picker opens the wheels editor; "
          + "date-and-time opens the calendar")
    ) {
      try AppleCompactScene(context: Fixture.context(), today: nil).buildTimeEditor(dateAndTime)
    }
  }
}
