import Audit
import CairoBackend
import DrawList
import Foundation
import Scene
import Snapshot
import Theme

/// `pickershot audit`: the contrast and touch-target audits of scenes, as a table.
enum AuditCommand {
  static let help = """
    usage: pickershot audit SCENE… [--all] [--theme light|dark|both] [--platform ios|android]
                            [--failures] [--font-dir DIR]

    For every scene and theme: each text run and mark with its colour, the colour beneath it, its
    contrast ratio and the minimum (text 4.5:1, marks 3:1) or the named exception that covers it;
    then each interactive element's touch target at the platform minimum (44 pt on iOS, 48 dp on
    Android), overlaps between neighbours split at the midpoint between their centres.

      --all        every built-in scene
      --theme      light, dark or both (default both)
      --platform   ios or android (default ios)
      --failures   print only what fails
      --font-dir   where the Inter font files are

    Exit 0 when everything passes, 1 when something fails, 64 usage, 69 missing font.
    """

  /// The options `audit` accepts (exactly those its help lists).
  static let options: Set<String> = ["theme", "platform", "font-dir"]
  /// The flags `audit` accepts.
  static let flags: Set<String> = ["all", "failures"]

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let args = try Arguments(arguments, options: options, flags: flags, command: "audit")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    let selection = try SceneSelection(args, command: "audit", defaultScale: .x2)
    let platformName = args.options["platform"] ?? "ios"
    guard let platform = TouchPlatform(rawValue: platformName) else {
      throw CLIError.usage("audit: unknown platform '\(platformName)' (use ios or android)")
    }
    let onlyFailures = args.flags.contains("failures")
    let pipeline = try RenderPipeline(fonts: FontLibrary(directory: args.options["font-dir"]))
    var failures = 0
    for scene in selection.scenes {
      for appearance in selection.appearances where scene.appearances.contains(appearance) {
        let context = pipeline.context(appearance)
        let list = try scene.build(context)
        terminal.line("\(scene.id) \(appearance.rawValue)")
        for finding in SceneAudit.contrast(context.theme, for: scene).audit(list) {
          if finding.fails { failures += 1 }
          if !onlyFailures || finding.fails { terminal.line("  \(finding)") }
        }
        let minimum = SceneAudit.minimumTarget(platform, context.theme)
        let targets = SceneAudit.touchTargets(list, platform, context.theme)
        for (node, original) in zip(targets, list.semantics) {
          let r = node.hitRect
          let small = r.width < minimum || r.height < minimum
          if !onlyFailures {
            terminal.line(
              "  target  \(node.id)  \(DumpFormat.number(r.width))x\(DumpFormat.number(r.height))"
                + " pt around a \(DumpFormat.number(original.hitRect.width)) pt target"
                + (small ? "  (split with a neighbour)" : ""))
          }
        }
        let overlaps = TouchTargets.overlaps(targets)
        failures += overlaps.count
        for (a, b) in overlaps { terminal.line("  target  \(a) overlaps \(b)  FAILS") }
      }
    }
    terminal.line(failures == 0 ? "all passed" : "\(failures) failing")
    return failures == 0 ? 0 : 1
  }
}
