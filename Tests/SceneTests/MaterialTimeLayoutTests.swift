import DrawList
import Foundation
import PickerModel
import Scene
import Testing
import Theme

/// Compose's `TimePicker.kt` (@032950a1) on the draw list: the landscape layout
/// (`HorizontalTimePicker`) and the 24-hour dial's two rings (`ClockFace`), each row naming the
/// constant it comes from.
@Suite struct MaterialTimeLayoutTests {
  /// Landscape at 10:30 AM, measured in dp.
  @Test(arguments: [
    (
      "display to dial", 36.0,
      "HorizontalTimePicker: Spacer(Modifier.width(ClockDisplayBottomMargin))"
    ),
    ("display middle to dial middle", 0, "HorizontalTimePicker: Row(Alignment.CenterVertically)"),
    ("selectors to AM/PM", 12, "HorizontalClockDisplay: padding(top = PeriodToggleMargin)"),
    ("display column", 216, "PeriodSelectorHorizontalContainerWidth, 96 + 24 + 96"),
    (
      "dialog width", 556,
      "24 + 216 + ClockDisplayBottomMargin 36 + ClockDialContainerSize 256 + 24"
    ),
  ])
  func landscape(metric: String, value: Double, source: String) throws {
    let list = try MaterialFixture.timeList(.dialHour, orientation: .landscape)
    let container = try #require(list.filledRect(tagged: "container")).0
    let hour = try #require(list.filledRect(tagged: "hour selector")).0
    let minute = try #require(list.filledRect(tagged: "minute selector")).0
    let dial = try #require(list.filledCircle(tagged: "dial"))
    guard case .rect(let outline, _)? = list.stroke(tagged: "period outline")?.0 else {
      Issue.record("no AM/PM outline")
      return
    }
    let period = outline.insetBy(dx: -0.5, dy: -0.5)
    let measured: Double
    switch metric {
    case "display to dial": measured = (dial.center.x - 128) - period.maxX
    case "display middle to dial middle": measured = (hour.y + period.maxY) / 2 - dial.center.y
    case "selectors to AM/PM": measured = period.y - hour.maxY
    case "display column": measured = minute.maxX - hour.x
    case "dialog width": measured = container.width
    default:
      Issue.record("no measurement for \(metric)")
      return
    }
    #expect(abs(measured - value) < 1e-9, "\(metric): \(source)")
  }

  /// Portrait keeps the same margin below the display.
  @Test func portraitHas36BelowTheDisplay() throws {
    let list = try MaterialFixture.timeList(.dialHour)
    let hour = try #require(list.filledRect(tagged: "hour selector")).0
    let dial = try #require(list.filledCircle(tagged: "dial"))
    // VerticalTimePicker: Spacer(Modifier.height(ClockDisplayBottomMargin)).
    #expect(dial.center.y - 128 - hour.maxY == 36)
  }

  /// The 24-hour dial: each label on its ring (distance from the centre) at its position (30°
  /// a step clockwise from the top).
  @Test(arguments: [
    ("0", 101.0, 0, "ClockFace: outer ring Hours % 12; OuterCircleSizeRadius 101"),
    ("1", 101, 1, "ClockFace: outer ring Hours % 12"),
    ("11", 101, 11, "ClockFace: outer ring Hours % 12"),
    ("12", 69, 0, "ClockFace: inner ring ExtraHours = Hours % 12 + 12; InnerCircleRadius 69"),
    ("13", 69, 1, "ClockFace: inner ring ExtraHours"),
    ("23", 69, 11, "ClockFace: inner ring ExtraHours"),
  ])
  func the24HourRings(text: String, radius: Double, position: Int, source: String) throws {
    let list = try MaterialFixture.timeList(.dialHour, is24Hour: true)
    let dial = try #require(list.filledCircle(tagged: "dial"))
    let run = try #require(list.text(tagged: "dial label \(text)"), "\(source)")
    // Capitals are centred on the label point (the fake shaper's cap height is 0.7 em).
    let mid = Point(x: run.origin.x + run.advance / 2, y: run.origin.y - run.size * 0.35)
    let (dx, dy) = (mid.x - dial.center.x, mid.y - dial.center.y)
    #expect(abs((dx * dx + dy * dy).squareRoot() - radius) < 1e-9, "\(text): \(source)")
    let angle = (atan2(dx, -dy) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
    let expected = Double(position * 30)
    #expect(abs(angle - expected) < 1e-6 || abs(angle - expected - 360) < 1e-6, "\(text)")
  }

  /// The handle sits on the ring of the hour's label: inner from 12 on (`TimePickerState`:
  /// `isInnerCircle = hour >= 12`), the label under it in on-primary.
  @Test(arguments: [(10, 101.0, "10"), (22, 69, "22"), (12, 69, "12"), (0, 101, "0")])
  func theHandleTakesTheHoursRing(hour: Int, radius: Double, label: String) throws {
    let picker = try MaterialTimePicker(hour: hour, minute: 0, is24Hour: true, mode: .dialHour)
    let list = try MaterialTimePickerScene(context: Fixture.context()).build(picker)
    let dial = try #require(list.filledCircle(tagged: "dial"))
    let handle = try #require(list.filledCircle(tagged: "handle"))
    let (dx, dy) = (handle.center.x - dial.center.x, handle.center.y - dial.center.y)
    #expect(abs((dx * dx + dy * dy).squareRoot() - radius) < 1e-9)
    #expect(picker.selectedDialLabel?.text == label)
    let runs = list.items.filter { $0.tag.hasPrefix("dial label \(label)") }
    #expect(
      runs.contains {
        if case .text(let run) = $0.command {
          run.color == MaterialFixture.color(.m3OnPrimary)
        } else {
          false
        }
      })
  }
}
