import CairoBackend
import Foundation
import Raster
import Scene
import Snapshot

/// `pickershot compare SCENE`: Light and Dark side by side, labelled, for documentation.
enum CompareCommand {
  static let help = """
    usage: pickershot compare SCENE --out FILE [--scale 1|2|3] [--font-dir DIR]

    Renders SCENE in Light and Dark, each on its own page colour (bg/white-0) and labelled, side by
    side in one PNG (default scale 2).
    """

  /// The options `compare` accepts (exactly those its help lists).
  static let options: Set<String> = ["scale", "out", "font-dir"]
  /// The flags `compare` accepts.
  static let flags: Set<String> = []

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let args = try Arguments(arguments, options: options, flags: flags, command: "compare")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    guard args.positionals.count == 1 else {
      throw CLIError.usage("compare: name exactly one scene (see 'pickershot list')")
    }
    let scene = try SceneSelection.scene(named: args.positionals[0], command: "compare")
    guard let out = args.options["out"] else {
      throw CLIError.usage("compare: --out FILE is required")
    }
    try RenderCommand.checkFileOutput(out, command: "compare")
    let scale = try args.scale(default: .x2, command: "compare")
    let pipeline = try RenderPipeline(fonts: FontLibrary(directory: args.options["font-dir"]))
    let light = pipeline.context(.light)
    let dark = pipeline.context(.dark)
    let list = try ComparisonScene(light: light, dark: dark).build(
      light: try scene.build(light), dark: try scene.build(dark))
    let bitmap = try pipeline.render(list, scale: scale)
    do { try AtomicFile.write(try PNGCodec.encode(bitmap, profile: .fast), to: out) } catch {
      throw CLIError.cannotCreate("compare: cannot write \(out): \(error)")
    }
    terminal.line("\(out)  \(bitmap.width)x\(bitmap.height)")
    return 0
  }
}
