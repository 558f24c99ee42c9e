import DrawList
import Theme

/// A scene as a value: an id, a one-line summary, the appearances and scales it has pixel goldens
/// in, and a builder from a ``SceneContext`` to a ``DrawList``.
///
/// The built-in scenes are a list of these (``builtIn``); verify, record, the obsolete-golden
/// check and `expectSnapshot` all take values, never names. Only the command line looks a name up,
/// once, with ``named(_:)``.
///
/// ```swift
/// let spec = SceneSpec(
///   id: "march-range", summary: "March 2026, the 9th to the 13th", model: picker, as: .datePicker)
/// let list = try spec.build(context)
/// ```
public struct SceneSpec: Sendable, Identifiable, CustomStringConvertible {
  /// The kebab-case id, also the golden folder (`goldens/<id>/`). It may hold one slash for a
  /// group: `primitives/dashed-stroke` lives in `goldens/primitives/dashed-stroke/`.
  public let id: String
  /// One line saying what it shows.
  public let summary: String
  /// The appearances it is checked in (default: Light and Dark).
  public let appearances: [Appearance]
  /// The scales it has pixel goldens at: @2x for every scene, and @1x and @3x too where scale
  /// matters (the Appetite cards, the primitives). The draw list is the same at every scale.
  public let scales: [RenderScale]
  /// Builds the scene's draw list in `context`'s theme.
  public let build: @Sendable (SceneContext) throws -> DrawList
  /// What its audits allow (``auditPolicy()``); set by its family, the one place a scene gets
  /// it, so a built-in scene and the same scene from a file cannot differ.
  var policy: @Sendable () throws -> AuditPolicy = { .standard }

  /// Every scale: for scenes whose pixels depend on the scale (hairlines, text, blur radii).
  public static let everyScale = RenderScale.allCases
  /// @2x only: the default for scenes whose scale behaviour a primitive already covers.
  public static let documentationScale: [RenderScale] = [.x2]

  /// Creates a scene from its builder.
  public init(
    id: String, summary: String, appearances: [Appearance] = Appearance.allCases,
    scales: [RenderScale] = SceneSpec.documentationScale,
    build: @escaping @Sendable (SceneContext) throws -> DrawList
  ) {
    self.id = id
    self.summary = summary
    self.appearances = appearances
    self.scales = scales
    self.build = build
  }

  /// Creates a scene that draws `model` with `strategy`; `model` is made (and may throw) each
  /// time the scene is built, so a fixture never has to force a `try`.
  public init<Model: Sendable>(
    id: String, summary: String, model: @escaping @Sendable () throws -> Model,
    as strategy: SceneStrategy<Model>, appearances: [Appearance] = Appearance.allCases,
    scales: [RenderScale] = SceneSpec.documentationScale
  ) {
    let build = strategy.build
    self.init(
      id: id, summary: summary, appearances: appearances, scales: scales,
      build: { context in try build(model(), context) })
  }

  /// Creates a scene that draws `model` with `strategy`. The expression is evaluated each time
  /// the scene is built, never when the scene list is made: listing the built-in scenes creates
  /// no model (a model may read Foundation's locale data, which costs milliseconds in a cold
  /// process that renders one scene).
  public init<Model: Sendable>(
    id: String, summary: String, model: @autoclosure @escaping @Sendable () throws -> Model,
    as strategy: SceneStrategy<Model>,
    appearances: [Appearance] = Appearance.allCases,
    scales: [RenderScale] = SceneSpec.documentationScale
  ) {
    self.init(
      id: id, summary: summary, model: { try model() }, as: strategy, appearances: appearances,
      scales: scales)
  }

  /// The id.
  public var description: String { id }

  /// What its audits hold it to: its platform's touch-target minimum and its named contrast
  /// exceptions (the model is made to decide, for families whose policy depends on it).
  ///
  /// - Throws: the model's error, when it breaks a rule.
  public func auditPolicy() throws -> AuditPolicy { try policy() }

  /// This scene with every build's context changed by `change` first (a locale, other tokens);
  /// its id, summary, appearances, scales and audit policy stay.
  public func adaptingContext(
    _ change: @escaping @Sendable (SceneContext) throws -> SceneContext
  ) -> SceneSpec {
    let build = self.build
    var spec = SceneSpec(
      id: id, summary: summary, appearances: appearances, scales: scales,
      build: { context in try build(change(context)) })
    spec.policy = policy
    return spec
  }

  /// Whether `id` can name a scene (and its golden folder): ``SceneID/isValid(_:)``.
  public static func isValidID(_ id: String) -> Bool {
    SceneID.isValid(id)
  }
}
