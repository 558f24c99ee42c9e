import DrawList
import PickerModel
import Scene
import Theme

/// Time Picker fixtures on the FakeShaper.
enum TimeFixture {
  static let layout = TimePickerLayout(theme: Fixture.theme())

  static func slot(_ text: String) -> TimeSlot {
    let parts = text.split(separator: ":").compactMap { Int($0) }
    return TimeSlot(hour: parts[0], minute: parts[1])!
  }

  static func list(_ picker: TimePicker, _ appearance: Appearance = .light) throws -> DrawList {
    try TimePickerScene(context: Fixture.context(appearance)).build(picker)
  }

  static let twelve = try! list(SceneFixtures.timePicker(.twelveHour))
  static let twentyFour = try! list(SceneFixtures.timePicker(.twentyFourHour))
  static let scrolled = try! list(SceneFixtures.scrolledTimePicker())
}

extension DrawList {
  /// The tags of the items between the group tagged `tag` opening and closing, and the group.
  func groupContents(_ tag: String) -> (Group, [DrawList.Item])? {
    guard let open = items.firstIndex(where: { $0.tag == tag }),
      case .pushGroup(let group) = items[open].command,
      let close = items[open...].firstIndex(where: {
        if case .popGroup = $0.command { return true } else { return false }
      })
    else { return nil }
    return (group, Array(items[(open + 1)..<close]))
  }

  /// Every text run, with its tag.
  var textRuns: [(String, GlyphRun)] {
    items.compactMap { item in
      if case .text(let run) = item.command { return (item.tag, run) } else { return nil }
    }
  }
}
