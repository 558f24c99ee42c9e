import CairoBackend
import DrawList
import Foundation
import Pipeline
import Raster
import Scene
import Theme

/// `pickershot compare SCENE`: the scene's appearances side by side (Light then Dark), labelled,
/// for documentation; a scene with one appearance (watchOS: Dark only) gives a one-panel image.
enum CompareCommand {
  static let help = """
    usage: pickershot compare SCENE --out FILE [--scale 1|2|3] [--font-dir DIR]
                              [--tokens FILE] [--token-map MAP]
           pickershot compare --scene FILE.json --out FILE [--locale ID] …
           pickershot compare --scenes DIR SCENE --out FILE [--locale ID] …

    Renders SCENE in each theme it has, Light then Dark, each on its own page colour (bg/white-0)
    and labelled, side by side in one PNG (default scale 2). A scene with one theme (the watchOS
    wheels are Dark only) gives a single labelled panel.

      --scene FILE   a scene file (JSON, see scenes/) instead of a built-in scene
      --scenes DIR   a folder of scene files; SCENE names one of them (it may be left out when
                     the folder holds one scene)
      --locale ID    draw the scene in this locale, as 'pickershot render --locale' does
    \(TokenOptions.help)
    """

  /// The options `compare` accepts (exactly those its help lists).
  static let options: Set<String> = TokenOptions.options.union([
    "scale", "out", "font-dir", "scene", "scenes", "locale",
  ])
  /// The flags `compare` accepts.
  static let flags: Set<String> = []

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let args = try Arguments(
      arguments, options: options, flags: flags, repeatable: TokenOptions.repeatable,
      command: "compare")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    let fromFiles = args.options["scene"] != nil || args.options["scenes"] != nil
    guard args.positionals.count == 1 || (fromFiles && args.positionals.isEmpty) else {
      throw CLIError.usage("compare: name exactly one scene (see 'pickershot list')")
    }
    var selection = try SceneSelection(args, command: "compare", defaultScale: .x2)
    guard selection.scenes.count == 1 else {
      throw CLIError.usage(
        "compare: \(selection.folder ?? "the folder") holds \(selection.scenes.count) scenes; "
          + "name one: " + selection.scenes.map(\.id).joined(separator: ", "))
    }
    try selection.localize(args, command: "compare")
    let scene = selection.scenes[0]
    guard let out = args.options["out"] else {
      throw CLIError.usage("compare: --out FILE is required")
    }
    try RenderCommand.checkFileOutput(out, command: "compare")
    let scale = selection.scale
    let tokens = try TokenOptions(args, command: "compare").load().tokens
    let pipeline = try RenderPipeline(
      tokens: tokens, fonts: FontLibrary(directory: args.options["font-dir"]))
    // Only the appearances the scene has, in the order Light, Dark.
    let panels = try Appearance.allCases.filter(scene.appearances.contains).map { appearance in
      let context = pipeline.context(appearance)
      return ComparisonScene.Panel(
        context: context, list: try scene.build(context), title: title(appearance))
    }
    guard !panels.isEmpty else {
      throw CLIError.usage("compare: \(scene.id) has no theme to draw")
    }
    StaleTemporaries.remove(
      in: [StaleTemporaries.folder(of: out)], command: "compare", terminal: terminal)
    let list = try ComparisonScene.sideBySide(panels)
    // Memory the image cannot have names the scene, its themes and the scale, as render does.
    let drawing =
      "\(scene.id) \(panels.map { $0.title.lowercased() }.joined(separator: "+"))"
      + "@\(scale.rawValue)x"
    let bitmap: Bitmap
    let png: PixelBytes
    do {
      bitmap = try pipeline.render(list, scale: scale)
      png = try PNGCodec.encodeChecked(bitmap, profile: .fast)
    } catch let error as OutOfMemory {
      throw CLIError.outOfMemory("compare: \(error.drawing(drawing))")
    }
    do { try AtomicFile.write(png, to: out, sync: false) } catch {
      throw CLIError.cannotCreate("compare: cannot write \(out): \(error)")
    }
    terminal.line("\(out)  \(bitmap.width)x\(bitmap.height)")
    return 0
  }

  /// A panel's label: `Light` or `Dark`, as ``ComparisonScene/build(light:dark:)`` titles them.
  static func title(_ appearance: Appearance) -> String {
    switch appearance {
    case .light: "Light"
    case .dark: "Dark"
    }
  }
}
