import DrawList

/// How a model of some type becomes a draw list: the scene layer's counterpart of
/// swift-snapshot-testing's `Snapshotting`. A strategy is a value (a closure), so a test can
/// render any model state through one without registering a scene.
///
/// ```swift
/// let list = try SceneStrategy.datePicker.build(picker, context)
/// let spec = SceneSpec(id: "march-range", summary: "…", model: picker, as: .datePicker)
/// ```
public struct SceneStrategy<Model: Sendable>: Sendable {
  /// Builds the draw list of `model` in `context`'s theme.
  public let build: @Sendable (Model, SceneContext) throws -> DrawList

  /// Creates a strategy from its builder.
  public init(build: @escaping @Sendable (Model, SceneContext) throws -> DrawList) {
    self.build = build
  }

  /// A strategy for another model type that is first turned into this one (e.g. a range picker
  /// from just its two dates).
  public func pullback<Other: Sendable>(_ transform: @escaping @Sendable (Other) throws -> Model)
    -> SceneStrategy<Other>
  {
    let build = self.build
    return SceneStrategy<Other> { model, context in try build(transform(model), context) }
  }
}
