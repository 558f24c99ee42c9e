import Audit
import CairoBackend
import DrawList
import Foundation
import Pipeline
import Scene
import Theme

/// `pickershot audit`: the contrast and touch-target audits of scenes, as a table or as JSON.
enum AuditCommand {
  static let help = """
    usage: pickershot audit SCENE… [--all] [--scene FILE.json] [--theme light|dark|both]
                            [--platform ios|android] [--failures] [--json] [--font-dir DIR]
                            [--tokens FILE] [--token-map MAP]

    For every scene and theme: each text run and mark with its colour, the colour beneath it, its
    contrast ratio and the minimum (text 4.5:1, marks 3:1) or the named exception that covers it;
    then each interactive element's touch target, the hit rectangle its draw list declares,
    against the platform minimum (44 pt on iOS, 48 dp on Android): ok, FAILS, or the named
    exception for a platform's own smaller targets (macOS's pointer targets); then every pair of
    targets that overlap, as information (a target may overlap its neighbour).

      --all        every built-in scene
      --scene      a scene file (JSON, see scenes/ and scenes/scene.schema.json) instead of
                   built-in scenes
      --theme      light, dark or both (default both)
      --platform   ios or android (default: each scene's own, android for the Material 3
                   scenes and ios for the rest)
      --failures   print only what fails: the scenes with a failing check, then the total
      --json       print every check as one JSON document instead of the table (its shape is
                   in the README, "Accessibility: contrast and touch targets")
      --font-dir   where the Inter font files are
    \(TokenOptions.help)

    Exit 0 when everything passes, 1 when something fails, 64 usage, 65 a bad scene file or
    model, 66 a missing scene file, 69 missing font.
    """

  /// The options `audit` accepts (exactly those its help lists).
  static let options: Set<String> = TokenOptions.options.union([
    "theme", "platform", "font-dir", "scene",
  ])
  /// The flags `audit` accepts.
  static let flags: Set<String> = ["all", "failures", "json"]

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let args = try Arguments(
      arguments, options: options, flags: flags, repeatable: TokenOptions.repeatable,
      command: "audit")
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    let selection = try SceneSelection(args, command: "audit", defaultScale: .x2)
    let platformOverride = try platform(args, command: "audit")
    let onlyFailures = args.flags.contains("failures")
    let json = args.flags.contains("json")
    let jobs = selection.scenes.flatMap { scene in
      selection.appearances.filter(scene.appearances.contains).map { (scene, $0) }
    }
    guard !jobs.isEmpty else {
      throw CLIError.usage(
        "audit: \(selection.scenes.map(\.id).joined(separator: ", ")) has no "
          + selection.appearances.map(\.rawValue).joined(separator: " or ") + " theme")
    }
    let tokens = try TokenOptions(args, command: "audit").load().tokens
    let pipeline = try RenderPipeline(
      tokens: tokens, fonts: FontLibrary(directory: args.options["font-dir"]))
    var audited: [AuditedScene] = []
    for (scene, appearance) in jobs {
      let result = try audit(scene, appearance, pipeline: pipeline, platform: platformOverride)
      if !json { print(result, onlyFailures: onlyFailures, terminal: terminal) }
      audited.append(result)
    }
    let totals = AuditedScene.Totals(audited)
    if json {
      let bytes = try AuditJSON.encoded(audited, onlyFailures: onlyFailures)
      terminal.line(String(decoding: bytes, as: UTF8.self))
    } else {
      terminal.line(totals.summary)
    }
    return totals.failures == 0 ? 0 : 1
  }

  /// Both audits of `scene` drawn in `appearance`.
  static func audit(
    _ scene: SceneSpec, _ appearance: Appearance, pipeline: RenderPipeline,
    platform override: TouchPlatform?
  ) throws -> AuditedScene {
    let context = pipeline.context(appearance)
    let list = try scene.build(context)
    // The policy may build the model again: read it once for both audits.
    let policy = try scene.auditPolicy()
    let platform = override ?? policy.touchPlatform
    let targets = SceneAudit.targets(context.theme, policy: policy, platform: override)
    return AuditedScene(
      id: scene.id, appearance: appearance,
      contrast: SceneAudit.contrast(context.theme, policy: policy).audit(list),
      platform: platform, platformFromOption: override != nil, minimum: targets.minimum,
      targets: targets.audit(list), overlaps: TouchTargets.overlaps(list.semantics))
  }

  /// The table's lines for one scene and theme: every check, or only the failing ones (and
  /// nothing, not even its header, for a scene and theme with none).
  static func print(_ result: AuditedScene, onlyFailures: Bool, terminal: Terminal) {
    if onlyFailures && !result.hasFailures { return }
    terminal.line("\(result.id) \(result.appearance.rawValue)")
    for finding in result.contrast where !onlyFailures || finding.fails {
      terminal.line("  \(finding)")
    }
    let unit = result.platform.unit
    if !onlyFailures {
      let source = result.platformFromOption ? "--platform" : "the scene's platform"
      terminal.line(
        "  targets: \(result.platform.rawValue) minimum \(DumpFormat.number(result.minimum)) "
          + "\(unit) (\(source))")
    }
    for finding in result.targets where !onlyFailures || finding.fails {
      terminal.line(targetLine(finding, unit: unit))
    }
    if !onlyFailures {
      for overlap in result.overlaps {
        terminal.line(
          "  overlap  \(overlap.first) and \(overlap.second)  \(size(overlap.area, unit))"
            + "  information")
      }
    }
  }

  /// `  target  day 2026-01-16  44.00x44.00 pt  ok`, with `(needs 48.00)` before the verdict
  /// when the target is below the minimum.
  static func targetLine(_ finding: TargetFinding, unit: String) -> String {
    let needs =
      finding.isBelowMinimum ? " (needs \(DumpFormat.number(finding.minimum)))" : ""
    return "  target  \(finding.node.id)  \(size(finding.node.hitRect, unit))\(needs)  "
      + finding.verdict
  }

  /// `288.00x44.00 pt`.
  static func size(_ rect: Rect, _ unit: String) -> String {
    "\(DumpFormat.number(rect.width))x\(DumpFormat.number(rect.height)) \(unit)"
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
