import DrawList

/// A built-in scene of a family before the family makes it a ``SceneSpec``: an id, a summary,
/// the appearances and scales it has goldens in, and its model, made each time it is built.
public struct BuiltInScene<Model: Sendable>: Sendable {
  /// The kebab-case id, also the golden folder.
  public var id: String
  /// One line saying what it shows.
  public var summary: String
  /// The appearances it is checked in.
  public var appearances: [Appearance]
  /// The scales it has pixel goldens at.
  public var scales: [RenderScale]
  /// Makes the model (and may throw), each time the scene is built.
  public var model: @Sendable () throws -> Model

  /// Creates a built-in scene; `model` is evaluated each time the scene is built, never when the
  /// list is made.
  public init(
    _ id: String, _ summary: String, appearances: [Appearance] = Appearance.allCases,
    scales: [RenderScale] = SceneSpec.documentationScale,
    model: @escaping @Sendable () throws -> Model
  ) {
    self.id = id
    self.summary = summary
    self.appearances = appearances
    self.scales = scales
    self.model = model
  }
}
