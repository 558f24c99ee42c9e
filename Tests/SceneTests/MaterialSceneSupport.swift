import DrawList
import PickerModel
import Scene
import Theme

/// Builders and look-ups for the Material 3 scene tests.
enum MaterialFixture {
  static func dateList(
    _ mode: MaterialDatePickerMode, input: String? = nil, _ appearance: Appearance = .light
  ) throws -> DrawList {
    try MaterialDatePickerScene(context: Fixture.context(appearance))
      .build(try MaterialFixtures.date(mode, input: input))
  }

  static func timeList(
    _ mode: MaterialTimePickerMode, is24Hour: Bool = false,
    orientation: MaterialTimeOrientation = .portrait, _ appearance: Appearance = .light
  ) throws -> DrawList {
    try MaterialTimePickerScene(context: Fixture.context(appearance))
      .build(try MaterialFixtures.time(mode, is24Hour: is24Hour, orientation: orientation))
  }

  static func color(_ token: ColorToken, _ appearance: Appearance = .light) -> Color {
    Fixture.theme(appearance).color(token)
  }
}

extension DrawList {
  /// The first stroke tagged `tag`.
  func stroke(tagged tag: String) -> (Shape, Stroke)? {
    for command in items(tagged: tag) {
      if case .stroke(let s, let k) = command { return (s, k) }
    }
    return nil
  }

  /// The solid colour of the first fill tagged `tag`.
  func fillColor(tagged tag: String) -> Color? {
    guard case .solid(let color)? = fill(tagged: tag)?.1 else { return nil }
    return color
  }

  /// The first rect (with its radii) filled under `tag`.
  func filledRect(tagged tag: String) -> (Rect, CornerRadii)? {
    guard case .rect(let rect, let radii)? = fill(tagged: tag)?.0 else { return nil }
    return (rect, radii)
  }

  /// The first circle filled under `tag`.
  func filledCircle(tagged tag: String) -> (center: Point, radius: Double)? {
    guard case .circle(let center, let radius)? = fill(tagged: tag)?.0 else { return nil }
    return (center, radius)
  }
}
