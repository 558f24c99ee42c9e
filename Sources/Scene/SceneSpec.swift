import Audit
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
  /// Named exceptions to the contrast minimums this scene needs beyond the project's own (a
  /// platform mirror keeping the platform's colours, e.g. an inactive segment's label), each with
  /// its reason: the audit lists them, it never skips the scene.
  public var contrastExceptions: [ContrastException] = []
  /// The platform whose minimum touch target the scene's hit rectangles must meet: iOS (44 pt)
  /// by default, Android (48 dp) for the Material 3 mirrors.
  public var touchPlatform: TouchPlatform = .ios

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
  /// time the scene is built, so a fixture never needs `try!`.
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

  /// Whether `id` can name a scene (and its golden folder): ``SceneID/isValid(_:)``.
  public static func isValidID(_ id: String) -> Bool {
    SceneID.isValid(id)
  }

  /// Whether `name` is one kebab-case part (`date-picker`, `dashed-stroke`):
  /// ``SceneID/isKebabName(_:)``.
  public static func isKebabName(_ name: Substring) -> Bool {
    SceneID.isKebabName(name)
  }
}
