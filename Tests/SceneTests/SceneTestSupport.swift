import CairoBackend
import DrawList
import PickerModel
import Scene
import Theme

/// Shared fixtures: the built-in tokens and a HarfBuzz shaper over the installed Inter.
enum Fixture {
  static let tokens = try! TokenSet.builtIn()
  static let shaper = HarfBuzzShaper()

  static func context(_ appearance: Appearance = .light) -> SceneContext {
    SceneContext(theme: tokens.theme(appearance), shaper: shaper)
  }

  static func date(_ day: Int, month: Int = 1) -> CalendarDate {
    try! CalendarDate(year: 2026, month: month, day: day)
  }

  static func seedList(_ appearance: Appearance = .light) throws -> DrawList {
    try DatePickerScene(context: context(appearance)).build(DatePicker.seed)
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
}
