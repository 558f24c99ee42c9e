import DrawList
import Foundation
import PickerModel
import Scene
import Testing
import Theme

/// tokens.md §4.2–4.3 on the draw list: the dial, its handle, the time selectors, AM/PM in both
/// orientations and the input fields of the Material 3 time pickers, in Light and Dark.
@Suite struct MaterialTimePickerSceneTests {
  @Test(arguments: Appearance.allCases)
  func dialIs256OnSurfaceContainerHighest(appearance: Appearance) throws {
    let list = try MaterialFixture.timeList(.dialHour, appearance)
    let dial = try #require(list.filledCircle(tagged: "dial"))
    #expect(dial.radius * 2 == 256)
    #expect(
      list.fillColor(tagged: "dial")
        == MaterialFixture.color(.m3SurfaceContainerHighest, appearance))
    let (rect, radii) = try #require(list.filledRect(tagged: "container"))
    #expect(radii == CornerRadii(28) && rect.width == 328 && rect.height == 520)
  }

  /// Handle 48, centre dot 8, track 2, all primary; the handle on the label's ring at the value's
  /// angle (10 → 300°, 30 min → 180°), the selected label in on-primary.
  @Test(arguments: [
    (MaterialTimePickerMode.dialHour, 300.0, "10"), (.dialMinute, 180, "30"),
  ])
  func handleDotAndTrack(mode: MaterialTimePickerMode, degrees: Double, label: String) throws {
    for appearance in Appearance.allCases {
      let list = try MaterialFixture.timeList(mode, appearance)
      let primary = MaterialFixture.color(.m3Primary, appearance)
      let dial = try #require(list.filledCircle(tagged: "dial"))
      let handle = try #require(list.filledCircle(tagged: "handle"))
      let dot = try #require(list.filledCircle(tagged: "handle dot"))
      #expect(handle.radius * 2 == 48 && dot.radius * 2 == 8 && dot.center == dial.center)
      #expect(list.fillColor(tagged: "handle") == primary)
      #expect(list.fillColor(tagged: "handle dot") == primary)
      let (_, track) = try #require(list.stroke(tagged: "handle track"))
      #expect(track.width == 2 && track.paint == .solid(primary))
      let dx = handle.center.x - dial.center.x
      let dy = handle.center.y - dial.center.y
      #expect(abs((dx * dx + dy * dy).squareRoot() - 101) < 1e-9)
      let angle = (atan2(dx, -dy) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
      #expect(abs(angle - degrees) < 1e-6)
      let run = try #require(list.text(tagged: "dial label \(label)"))
      #expect(run.color == MaterialFixture.color(.m3OnPrimary, appearance) && run.size == 16)
      #expect(list.items.contains { $0.tag == "handle" && $0.isMark })
    }
  }

  @Test func the24HourDialHasAnInnerRingAt69() throws {
    let list = try MaterialFixture.timeList(.dialHour, is24Hour: true)
    // The label the handle's edge crosses is drawn twice: on-surface, then on-primary clipped.
    let split = list.items.filter { $0.tag.contains(MaterialTimePickerScene.splitByHandle) }
    #expect(
      split.contains { if case .pushClip(.circle(_, 24)) = $0.command { true } else { false } })
    #expect(list.filledRect(tagged: "hour selector")?.0.width == 114)
    #expect(list.filledRect(tagged: "minute selector")?.0.width == 114)
    #expect(list.text(tagged: "am") == nil && list.node("am") == nil)
  }

  /// 96 × 80 selectors, corner 8, display-large 57; the selected one on primary-container.
  @Test(arguments: [
    (MaterialTimePickerMode.dialHour, "hour selector", "minute selector"),
    (.dialMinute, "minute selector", "hour selector"),
  ])
  func timeSelectors(mode: MaterialTimePickerMode, selected: String, other: String) throws {
    for appearance in Appearance.allCases {
      let list = try MaterialFixture.timeList(mode, appearance)
      for (tag, on) in [(selected, true), (other, false)] {
        let (rect, radii) = try #require(list.filledRect(tagged: tag))
        #expect(rect.width == 96 && rect.height == 80 && radii == CornerRadii(8))
        #expect(
          list.fillColor(tagged: tag)
            == MaterialFixture.color(
              on ? .m3PrimaryContainer : .m3SurfaceContainerHighest, appearance))
        let text = try #require(list.text(tagged: tag + " text"))
        #expect(text.size == 57 && text.font == FontID("Roboto-Regular"))
        #expect(
          text.color
            == MaterialFixture.color(on ? .m3OnPrimaryContainer : .m3OnSurface, appearance))
        #expect(list.node(tag)?.states == (on ? [.selected] : []))
      }
      #expect(list.text(tagged: "separator")?.size == 57)
    }
  }

  /// AM/PM: 52 × 80 vertical in portrait, 216 × 38 horizontal in landscape, 52 × 72 on the
  /// input; 1 dp outline, corner 8; AM on tertiary-container; title-medium.
  @Test(arguments: [
    (MaterialTimePickerMode.dialHour, MaterialTimeOrientation.portrait, 52.0, 80.0),
    (.dialHour, .landscape, 216, 38),
    (.input, .portrait, 52, 72),
  ])
  func periodSelector(
    mode: MaterialTimePickerMode, orientation: MaterialTimeOrientation, width: Double,
    height: Double
  ) throws {
    for appearance in Appearance.allCases {
      let list = try MaterialFixture.timeList(mode, orientation: orientation, appearance)
      let (shape, stroke) = try #require(list.stroke(tagged: "period outline"))
      guard case .rect(let rect, let radii) = shape else {
        Issue.record("the AM/PM outline is not a rect")
        return
      }
      #expect(stroke.width == 1)
      #expect(stroke.paint == .solid(MaterialFixture.color(.m3Outline, appearance)))
      #expect(rect.width + 1 == width && rect.height + 1 == height && radii.topLeft + 0.5 == 8)
      let (am, _) = try #require(list.filledRect(tagged: "am fill"))
      #expect(
        list.fillColor(tagged: "am fill")
          == MaterialFixture.color(.m3TertiaryContainer, appearance))
      #expect(orientation == .portrait ? am.height == height / 2 : am.width == width / 2)
      let label = try #require(list.text(tagged: "am"))
      #expect(label.color == MaterialFixture.color(.m3OnTertiaryContainer, appearance))
      #expect(label.size == 16 && label.font == FontID("Roboto-Medium"))
      #expect(
        list.text(tagged: "pm")?.color == MaterialFixture.color(.m3OnSurfaceVariant, appearance))
      #expect(list.node("am")?.states == [.selected])
    }
  }

  /// Input: 96 × 72 fields, display-medium 45; the focused one on primary-container with a 2 dp
  /// primary outline; "Hour"/"Minute" in body-small 7 below.
  @Test(arguments: Appearance.allCases)
  func inputFields(appearance: Appearance) throws {
    let list = try MaterialFixture.timeList(.input, appearance)
    for (id, focused) in [("hour", true), ("minute", false)] {
      let (field, radii) = try #require(list.filledRect(tagged: "\(id) field"))
      #expect(field.width == 96 && field.height == 72 && radii == CornerRadii(8))
      #expect(
        list.fillColor(tagged: "\(id) field")
          == MaterialFixture.color(
            focused ? .m3PrimaryContainer : .m3SurfaceContainerHighest, appearance))
      let text = try #require(list.text(tagged: "\(id) field text"))
      #expect(text.size == 45)
      #expect(
        text.color
          == MaterialFixture.color(focused ? .m3OnPrimaryContainer : .m3OnSurface, appearance))
      #expect((list.stroke(tagged: "\(id) field outline") != nil) == focused)
      let label = try #require(list.text(tagged: "\(id) label"))
      #expect(
        label.size == 12 && label.color == MaterialFixture.color(.m3OnSurfaceVariant, appearance))
      // Capitals centred in the 16 line box that starts 7 below the field.
      #expect(abs(label.origin.y - (field.maxY + 7 + 8 + 12 * 0.35)) < 1e-9)
      #expect(list.node("\(id) field")?.states == (focused ? [.focused] : []))
    }
    let (_, outline) = try #require(list.stroke(tagged: "hour field outline"))
    #expect(
      outline.width == 2 && outline.paint == .solid(MaterialFixture.color(.m3Primary, appearance)))
  }

  /// "Keyboard" is the input picker reached from the dial's keyboard icon.
  @Test(arguments: [
    (MaterialTimePickerMode.dialHour, "keyboard"), (.dialMinute, "keyboard"), (.input, "clock"),
  ])
  func modeToggle(mode: MaterialTimePickerMode, id: String) throws {
    let list = try MaterialFixture.timeList(mode)
    let node = try #require(list.node(id))
    #expect(node.role == .button && node.hitRect.width == 48 && node.hitRect.height == 48)
    #expect(list.fill(tagged: id) != nil)
    #expect(list.node("cancel") != nil && list.node("ok") != nil)
  }

  /// Type and roles of the text that is not a selector: headline label-medium on-surface-variant,
  /// dial labels body-large on-surface, the ":" display-large, Cancel/OK label-large primary.
  @Test(arguments: [
    (
      MaterialTimePickerMode.dialHour, "headline", 12.0, ColorToken.m3OnSurfaceVariant,
      "Roboto-Medium"
    ),
    (.dialHour, "dial label 3", 16, .m3OnSurface, "Roboto-Regular"),
    (.dialMinute, "dial label 45", 16, .m3OnSurface, "Roboto-Regular"),
    (.dialHour, "separator", 57, .m3OnSurface, "Roboto-Regular"),
    (.input, "separator", 57, .m3OnSurface, "Roboto-Regular"),
    (.input, "headline", 12, .m3OnSurfaceVariant, "Roboto-Medium"),
    (.input, "ok", 14, .m3Primary, "Roboto-Medium"),
  ])
  func textRoles(
    mode: MaterialTimePickerMode, tag: String, size: Double, color: ColorToken, font: String
  ) throws {
    for appearance in Appearance.allCases {
      let run = try #require(MaterialFixture.timeList(mode, appearance).text(tagged: tag))
      #expect(run.size == size && run.font == FontID(font))
      #expect(run.color == MaterialFixture.color(color, appearance))
    }
  }
}
