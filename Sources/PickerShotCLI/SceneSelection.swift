import DrawList
import Pipeline
import Scene
import Theme

/// The scenes, appearances and scale a render-like command was asked for. Scene names are looked
/// up in ``SceneSpec/builtIn`` here, once; everything after works on the scene values.
struct SceneSelection {
  var scenes: [SceneSpec]
  var appearances: [Appearance]
  var scale: RenderScale
  /// The scales asked for: `--scale N`, or every scale when the command covers every scale (each
  /// scene is then checked at the scales it has goldens at).
  var scales: [RenderScale]
  /// Every scene the names were looked up in: the built-in ones, or a `--scenes` folder's.
  var universe: [SceneSpec] { fileScenes ?? SceneSpec.builtIn }
  /// The scenes of `--scene FILE` or `--scenes DIR`; `nil` for the built-in ones, which are then
  /// built only when asked for (``SceneSpec/named(_:)`` builds just the groups it needs).
  private var fileScenes: [SceneSpec]?
  /// The `--scenes` folder, if the scenes came from one.
  var folder: String?
  /// The `--scene` file, if the scene came from one.
  var file: String?
  /// Whether the command named its scenes (SCENE… or `--scene FILE`), rather than taking every
  /// scene (`--all`, or none named where that means all).
  var named: Bool

  /// How a message names `scene`: its file (`march.json`, `docs/scenes/march.json`) when it came
  /// from one, else its built-in id.
  func origin(of scene: SceneSpec) -> String {
    if let file { return file }
    if let folder { return "\(folder)/\(scene.id).json" }
    return scene.id
  }

  /// Reads SCENE… (or `--all`), `--scene FILE` or `--scenes DIR` (for commands that declare
  /// them), `--theme` and `--scale`.
  init(
    _ args: Arguments, command: String, defaultScale: RenderScale, requireScenes: Bool = true,
    allScalesByDefault: Bool = false
  ) throws(CLIError) {
    named =
      args.options["scene"] != nil || (!args.flags.contains("all") && !args.positionals.isEmpty)
    if let file = args.options["scene"] {
      guard args.positionals.isEmpty, !args.flags.contains("all") else {
        throw .usage("\(command): --scene FILE renders that file's scene; name no other scene")
      }
      scenes = [try SceneFiles.load(file)]
      fileScenes = scenes
      self.file = file
    } else if let folder = args.options["scenes"] {
      let universe = try SceneFiles.loadFolder(folder, command: command)
      fileScenes = universe
      self.folder = folder
      if args.flags.contains("all") || args.positionals.isEmpty {
        scenes = universe
      } else {
        scenes = []
        for name in args.positionals {
          guard let scene = universe.first(where: { $0.id == name }) else {
            let nearest = NearestNames.list(to: name, in: universe.map(\.id))
            throw .usage(
              "\(command): no scene file \(name).json in \(folder) (nearest: \(nearest))")
          }
          scenes.append(scene)
        }
      }
    } else if args.flags.contains("all") || (!requireScenes && args.positionals.isEmpty) {
      scenes = SceneSpec.builtIn
    } else {
      guard !args.positionals.isEmpty else {
        throw .usage("\(command): name at least one scene, or --all (see 'pickershot list')")
      }
      scenes = []
      for name in args.positionals {
        scenes.append(try Self.scene(named: name, command: command))
      }
    }
    switch args.options["theme"] ?? "both" {
    case "light": appearances = [.light]
    case "dark": appearances = [.dark]
    case "both": appearances = [.light, .dark]
    case let other: throw .usage("\(command): unknown theme '\(other)' (use light, dark or both)")
    }
    scale = try args.scale(default: defaultScale, command: command)
    scales = allScalesByDefault && args.options["scale"] == nil ? RenderScale.allCases : [scale]
  }

  /// Redraws the scenes in `--locale`'s locale, if given: an identifier Foundation has no data
  /// for, or with a keyword the pickers would ignore, is a usage error (64).
  mutating func localize(_ args: Arguments, command: String) throws(CLIError) {
    guard let identifier = args.options["locale"] else { return }
    scenes = try RenderCommand.localized(scenes, identifier, command: command)
  }

  /// The built-in scene called `name`, or a usage error naming the three nearest
  /// (``NearestNames``): one short line, not all the scenes.
  static func scene(named name: String, command: String) throws(CLIError) -> SceneSpec {
    guard let scene = SceneSpec.named(name) else {
      let nearest = NearestNames.list(to: name, in: SceneSpec.builtIn.map(\.id))
      throw .usage(
        "\(command): unknown scene '\(name)' (nearest: \(nearest); all: 'pickershot list')")
    }
    return scene
  }
}
