import Audit
import CairoBackend
import DrawList
import Foundation
import Pipeline
import Scene
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
      --platform   ios or android (default: each scene's own, android for the Material 3
                   scenes and ios for the rest)
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
    let platformOverride = try platform(args, command: "audit")
    let onlyFailures = args.flags.contains("failures")
    let pipeline = try RenderPipeline(fonts: FontLibrary(directory: args.options["font-dir"]))
    var failures = 0
    for scene in selection.scenes {
      for appearance in selection.appearances where scene.appearances.contains(appearance) {
        let context = pipeline.context(appearance)
        let list = try scene.build(context)
        terminal.line("\(scene.id) \(appearance.rawValue)")
        let policy = try scene.auditPolicy()
        for finding in try SceneAudit.contrast(context.theme, for: scene).audit(list) {
          if finding.fails { failures += 1 }
          if !onlyFailures || finding.fails { terminal.line("  \(finding)") }
        }
        let platform = platformOverride ?? policy.touchPlatform
        let minimum = SceneAudit.minimumTarget(platform, context.theme)
        if !onlyFailures {
          let unit = platform == .android ? "dp" : "pt"
          let source = platformOverride == nil ? "the scene's platform" : "--platform"
          terminal.line(
            "  targets: \(platform.rawValue) minimum \(DumpFormat.number(minimum)) \(unit) "
              + "(\(source))")
        }
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

  /// The platform `--platform` names, or `nil` when it is not given (each scene then uses its
  /// own, ``AuditPolicy/touchPlatform``); shared by `audit` and `render`.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for a name other than `ios` or `android`.
  static func platform(_ args: Arguments, command: String) throws -> TouchPlatform? {
    guard let name = args.options["platform"] else { return nil }
    guard let platform = TouchPlatform(rawValue: name) else {
      throw CLIError.usage("\(command): unknown platform '\(name)' (use ios or android)")
    }
    return platform
  }
}
