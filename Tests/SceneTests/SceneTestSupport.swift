import DrawList
import Foundation
import PickerModel
import Scene
import Theme

/// Shared fixtures: the built-in tokens and a font-free ``FakeShaper``.
enum Fixture {
  static let tokens = try! TokenSet.builtIn()
  static let shaper = FakeShaper()

  static func context(_ appearance: Appearance = .light) -> SceneContext {
    SceneContext(theme: tokens.theme(appearance), shaper: shaper)
  }

  static func theme(_ appearance: Appearance = .light) -> Theme {
    tokens.theme(appearance)
  }

  /// The Date Picker layout in the built-in spacing.
  static let layout = DatePickerLayout(theme: tokens.theme(.light))

  static func date(_ day: Int, month: Int = 1) -> CalendarDate {
    try! CalendarDate(year: 2026, month: month, day: day)
  }

  static func seedList(_ appearance: Appearance = .light) throws -> DrawList {
    try DatePickerScene(context: context(appearance)).build(DatePicker.seed)
  }

  /// The cell showing `date` in `picker`.
  static func cell(_ date: CalendarDate, in picker: DatePicker = .seed) -> DayCell? {
    picker.cells.first { $0.date == date }
  }

  /// The built-in token file with `path`'s `$value` replaced by `value` (e.g. a spacing step).
  static func tokens(replacing path: [String], with value: String) throws -> TokenSet {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Theme/Resources/tokens.json")
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let root = replace(object as? [String: Any] ?? [:], path[...], value)
    return try TokenSet.load(json: JSONSerialization.data(withJSONObject: root))
  }

  private static func replace(_ object: [String: Any], _ path: ArraySlice<String>, _ value: String)
    -> [String: Any]
  {
    var object = object
    guard let key = path.first else {
      object["$value"] = value
      return object
    }
    object[key] = replace(object[key] as? [String: Any] ?? [:], path.dropFirst(), value)
    return object
  }

  /// One component drawn on its own, in `appearance`.
  static func draw(_ component: some Component, _ appearance: Appearance = .light) throws
    -> DrawListBuilder
  {
    var builder = DrawListBuilder(context: context(appearance))
    try builder.add(component)
    return builder
  }
}

extension DrawList {
  /// The items whose tag is exactly `tag`.
  func items(tagged tag: String) -> [Command] {
    items.filter { $0.tag == tag }.map(\.command)
  }

  /// The text run tagged `tag`.
  func text(tagged tag: String) -> GlyphRun? {
    for command in items(tagged: tag) { if case .text(let run) = command { return run } }
    return nil
  }

  /// The first filled shape tagged `tag`, with its paint.
  func fill(tagged tag: String) -> (Shape, Paint)? {
    for command in items(tagged: tag) { if case .fill(let s, let p) = command { return (s, p) } }
    return nil
  }

  /// The semantic node with `id`.
  func node(_ id: String) -> SemanticNode? {
    semantics.first { $0.id == id }
  }
}

extension DrawListBuilder {
  /// The commands only.
  var commands: [Command] { items.map(\.command) }
}

extension Command {
  /// `fill`, `stroke`, `shadow`, `text`…: the command's kind, for order checks.
  var kind: String {
    switch self {
    case .fill: "fill"
    case .stroke: "stroke"
    case .shadow: "shadow"
    case .text: "text"
    case .pushClip: "pushClip"
    case .popClip: "popClip"
    case .pushGroup: "pushGroup"
    case .popGroup: "popGroup"
    }
  }
}
