import CairoBackend
import DrawList
import Foundation
import Snapshot
import Theme

/// `pickershot verify` and `pickershot record`: goldens checked or written for every scene, theme
/// and scale.
enum VerifyCommand {
  static let verifyHelp = """
    usage: pickershot verify [SCENE…] [--theme light|dark|both] [--scale 1|2|3] [--jobs N]
                             [--shard K/N] [--report DIR] [--record MODE] [--goldens DIR]
                             [--tokens FILE]

    Renders every scene (default: all) in every theme and scale (default: both, 1 2 3), compares
    the draw list with the golden's sidecar first, then the pixels (pixelmatch, tolerance from the
    sidecar), and writes artifacts and a report (default .artifacts/: index.html, summary.json,
    junit.xml). Lists obsolete goldens.

      --record MODE  never | missing | failed | all (default: PICKERSHOT_RECORD, else never when
                     CI=true, else missing)
      --jobs N       images at once (default: the number of cores)
      --shard K/N    only every N-th image starting at the K-th (for CI matrices)
      --goldens DIR  the goldens folder (default goldens)
      --tokens FILE  render with another design-token file (e.g. to see what a token change does)

    Exit 0 when everything matches, 1 when anything differs or is missing, 64 usage, 65 when a
    golden or its sidecar cannot be read, 69 when a font is missing.
    """

  static let recordHelp = """
    usage: pickershot record [SCENE…] [--theme light|dark|both] [--scale 1|2|3] [--prune]
                             [--jobs N] [--goldens DIR]

    Re-records goldens (PNG and sidecar) for the scenes (default: all). Files whose bytes would
    not change are left alone, so re-recording an unchanged scene leaves git clean.
      --prune   delete goldens that no scene renders any more
    """

  static func run(_ arguments: [String], recording: Bool, terminal: Terminal) throws -> Int32 {
    let command = recording ? "record" : "verify"
    let args = try Arguments(
      arguments,
      options: [
        "theme", "scale", "jobs", "shard", "report", "record", "goldens", "font-dir", "tokens",
      ],
      flags: recording ? ["prune", "all"] : ["all"], command: command)
    if args.wantsHelp {
      terminal.line(recording ? recordHelp : verifyHelp)
      return 0
    }
    let selection = try SceneSelection(
      args, command: command, defaultScale: 0, requireScenes: false, allScalesByDefault: true)
    var cases = SnapshotCase.cases(
      scenes: selection.scenes.map(\.id), appearances: selection.appearances,
      scales: selection.scales)
    if let shard = args.options["shard"] {
      let parts = shard.split(separator: "/").compactMap { Int($0) }
      guard parts.count == 2, parts[1] > 0, (1...parts[1]).contains(parts[0]) else {
        throw CLIError.usage("\(command): --shard wants K/N with 1 ≤ K ≤ N, not '\(shard)'")
      }
      cases = SnapshotCase.shard(cases, index: parts[0], count: parts[1])
    }
    let record: RecordMode
    if recording {
      record = .all
    } else if let text = args.options["record"] {
      guard let mode = RecordMode(rawValue: text) else {
        throw CLIError.usage(
          "verify: unknown record mode '\(text)' (use never, missing, failed or all)")
      }
      record = mode
    } else {
      do { record = try RecordMode.fromEnvironment() } catch {
        throw CLIError.usage("verify: \(error)")
      }
    }
    let jobs = try args.positiveInteger("jobs", command: command)
    let report = recording ? nil : (args.options["report"] ?? ".artifacts")
    // A missing font is the machine's problem (exit 69), not the goldens': check before starting.
    let fonts = FontLibrary(directory: args.options["font-dir"])
    for font in Fingerprint.fonts { _ = try fonts.path(for: FontID(font)) }
    let engine = SnapshotEngine(
      options: .init(
        goldens: args.options["goldens"] ?? "goldens", record: record, artifacts: report,
        jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
        fonts: fonts,
        tokens: try args.options["tokens"].map(RenderCommand.loadTokens)))
    let start = ContinuousClock.now
    let result = try engine.run(cases, prune: recording && args.flags.contains("prune"))
    print(result, terminal: terminal, verbose: !recording)
    let counts = Dictionary(grouping: result.entries, by: \.status).mapValues(\.count)
    let summary = SnapshotStatus.allCases.compactMap { status in
      counts[status].map { "\($0) \(status.rawValue)" }
    }.joined(separator: ", ")
    terminal.line("\(summary) in \(ms(ContinuousClock.now - start))")
    if let report, !result.entries.allSatisfy({ $0.status == .passed }) {
      terminal.line("report: \(report)/index.html")
    }
    // An entry that could not be checked at all had an unreadable golden or sidecar: bad input.
    if result.entries.contains(where: { $0.status == .error }) { return 65 }
    return result.allPassed ? 0 : 1
  }

  static func print(_ report: SnapshotReport, terminal: Terminal, verbose: Bool) {
    for entry in report.entries {
      let label = entry.status.rawValue.uppercased().padding(8)
      guard entry.status != .passed else {
        if verbose { terminal.line("\(label) \(entry.id)") }
        continue
      }
      terminal.line("\(label) \(entry.id)  \(entry.message)")
      for change in entry.drawListChanges { terminal.line("         draw list: \(change)") }
      if entry.environmentDiffers {
        terminal.line(
          "         environment differs: " + entry.environmentChanges.joined(separator: "; "))
      }
      for path in [entry.artifacts.actual, entry.artifacts.diff, entry.artifacts.sideBySide]
      where path != nil {
        terminal.line("         artifact: \(path!)")
      }
    }
    for path in report.obsolete {
      terminal.line("OBSOLETE goldens/\(path)  (remove with: pickershot record --prune)")
    }
  }
}
