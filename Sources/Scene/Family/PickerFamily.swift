import DrawList

/// One picker family as a value: the `"picker"` name and keys of its scene files and their
/// decoder, how its model is drawn (a ``SceneStrategy``), what its audits allow
/// (``AuditPolicy``), and its built-in scenes.
///
/// Every family is listed once, in ``all``; the built-in scene list (``SceneSpec/builtIn``),
/// scene files (``SceneFile``) and their JSON Schema (``SceneFileSchema``) all come from that
/// list. A family lives in one folder, `Sources/Scene/<Family>/`, its value in
/// `<Family>Family.swift`:
///
/// ```swift
/// static let family = PickerFamily(
///   name: "segmented", summary: "the iOS segmented picker",
///   strategy: .segmentedPicker, policy: { _ in AuditPolicy(contrastExceptions: [thumb]) },
///   keys: keys, decode: { object, header in try picker(object) },
///   scenes: { [BuiltInScene("segmented-2", "two options", model: two)] })
/// ```
public struct PickerFamily: Sendable {
  /// Its name: the `"picker"` value of its scene files (`date-picker`).
  public let name: String
  /// One line saying what it draws.
  public let summary: String
  /// The keys its scene files read besides the common ones (empty: it has no scene files).
  public let keys: [SceneFileKey]
  /// Decodes a scene file's object (its keys already checked) under the common fields, or `nil`
  /// when the family has no scene files.
  let decode: (@Sendable (SceneFileObject, SceneFileHeader) throws -> SceneSpec)?
  /// Makes its built-in scenes (no model is made until a scene is built).
  let makeScenes: @Sendable () -> [SceneSpec]

  /// Its built-in scenes, in listing order.
  public var scenes: [SceneSpec] { makeScenes() }

  /// Whether scene files can name it.
  public var hasSceneFiles: Bool { decode != nil }

  /// A family whose scenes draw a `Model` with `strategy`, audited under `policy(model)`. With
  /// `decode`, scene files name it by `name` and may hold `keys`; the decoder may change the
  /// header (a watch face defaults to Dark). A ``FitError`` a file's scene throws while it is
  /// drawn names the file and the JSON path of its field, as the decoder's errors do.
  init<Model: Sendable>(
    name: String, summary: String, strategy: SceneStrategy<Model>,
    policy: @escaping @Sendable (Model) -> AuditPolicy = { _ in .standard },
    keys: [SceneFileKey] = [],
    decode: (@Sendable (SceneFileObject, inout SceneFileHeader) throws -> Model)? = nil,
    scenes: @escaping @Sendable () -> [BuiltInScene<Model>]
  ) {
    self.name = name
    self.summary = summary
    self.keys = keys
    if let decode {
      self.decode = { object, header in
        var header = header
        let model = try decode(object, &header)
        let scene = BuiltInScene(
          header.id, header.summary, appearances: header.appearances, scales: header.scales,
          model: { model })
        return Self.spec(scene, strategy, policy).locatingFitErrors(in: object)
      }
    } else {
      self.decode = nil
    }
    makeScenes = { scenes().map { Self.spec($0, strategy, policy) } }
  }

  /// A family of draw-list scenes with no model and no scene files (the primitives).
  init(name: String, summary: String, scenes: @escaping @Sendable () -> [SceneSpec]) {
    self.name = name
    self.summary = summary
    keys = []
    decode = nil
    makeScenes = scenes
  }

  /// The one place a scene gets its strategy and its audit policy.
  private static func spec<Model: Sendable>(
    _ scene: BuiltInScene<Model>, _ strategy: SceneStrategy<Model>,
    _ policy: @escaping @Sendable (Model) -> AuditPolicy
  ) -> SceneSpec {
    let model = scene.model
    var spec = SceneSpec(
      id: scene.id, summary: scene.summary, model: model, as: strategy,
      appearances: scene.appearances, scales: scene.scales)
    spec.policy = { policy(try model()) }
    return spec
  }
}
