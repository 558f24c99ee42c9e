import DrawList
import PickerModel

/// A named scene the CLI and the golden tests render in every theme and scale.
public struct BuiltInScene: Sendable, Identifiable {
  /// The kebab-case name, also the golden folder (`goldens/<id>/`).
  public let id: String
  /// One line saying what it shows.
  public let summary: String
  private let make: @Sendable (SceneContext) throws -> DrawList

  /// Creates a scene.
  public init(
    id: String, summary: String, make: @escaping @Sendable (SceneContext) throws -> DrawList
  ) {
    self.id = id
    self.summary = summary
    self.make = make
  }

  /// The scene's draw list in `context`'s theme.
  public func build(_ context: SceneContext) throws -> DrawList {
    try make(context)
  }

  /// Every built-in scene, in listing order.
  public static let all: [BuiltInScene] = [
    BuiltInScene(
      id: "date-picker",
      summary: "the seed card: January 2026, the 16th selected, four marked days",
      make: { try DatePickerScene(context: $0).build(DatePicker.seed) }),
    BuiltInScene(
      id: "date-picker-range",
      summary: "a range from the 8th to the 14th across a week boundary, focus on its end",
      make: { try DatePickerScene(context: $0).build(SceneFixtures.rangePicker) }),
    BuiltInScene(
      id: "day-cells",
      summary: "all 16 Day cell variants: eight states, with and without the dot",
      make: { try DayCellsScene(context: $0).build() }),
  ]

  /// The scene called `id`, if any.
  public static func named(_ id: String) -> BuiltInScene? {
    all.first { $0.id == id }
  }
}
