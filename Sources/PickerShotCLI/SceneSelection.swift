import Scene
import Theme

/// The scenes, appearances and scale a render-like command was asked for.
struct SceneSelection {
  var scenes: [BuiltInScene]
  var appearances: [Appearance]
  var scale: Int
  /// The scales asked for: `--scale N`, or all three when the command covers every scale.
  var scales: [Int]

  /// Reads SCENE… (or `--all`), `--theme` and `--scale`.
  init(
    _ args: Arguments, command: String, defaultScale: Int, requireScenes: Bool = true,
    allScalesByDefault: Bool = false
  ) throws(CLIError) {
    if args.flags.contains("all") || (!requireScenes && args.positionals.isEmpty) {
      scenes = BuiltInScene.all
    } else {
      guard !args.positionals.isEmpty else {
        throw .usage("\(command): name at least one scene, or --all (see 'pickershot list')")
      }
      scenes = []
      for name in args.positionals {
        guard let scene = BuiltInScene.named(name) else {
          let known = BuiltInScene.all.map(\.id).joined(separator: ", ")
          throw .usage("\(command): unknown scene '\(name)' (known: \(known))")
        }
        scenes.append(scene)
      }
    }
    switch args.options["theme"] ?? "both" {
    case "light": appearances = [.light]
    case "dark": appearances = [.dark]
    case "both": appearances = [.light, .dark]
    case let other: throw .usage("\(command): unknown theme '\(other)' (use light, dark or both)")
    }
    scale = try args.integer("scale", allowed: [1, 2, 3], default: defaultScale, command: command)
    scales = allScalesByDefault && args.options["scale"] == nil ? [1, 2, 3] : [scale]
  }
}
