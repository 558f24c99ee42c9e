import CairoBackend
import DrawList
import Foundation
import Pipeline
import Raster
import Render
import Scene
import Snapshot
import Theme

/// `pickershot verify` and `pickershot record`: goldens checked or written for every scene, theme
/// and scale.
enum VerifyCommand {
  static let verifyHelp = """
    usage: pickershot verify [SCENE…] [--all] [--theme light|dark|both] [--scale 1|2|3] [--jobs N]
                             [--shard K/N] [--report DIR] [--record MODE] [--goldens DIR]
                             [--scenes DIR] [--tokens FILE] [--token-map MAP]
                             [--font-dir DIR] [--changed | --refresh-fingerprints] [--json]

    Renders every scene (default: all) in every theme (default: both) at the scales it has goldens
    at (@2x for every scene; @1x and @3x too where scale matters), compares the draw list with the
    scene's <theme>.drawlist.txt first (once per scene and theme), then the pixels (pixelmatch,
    tolerance from the PNG's sidecar), and writes artifacts and a report (default .artifacts/: index.html, summary.json,
    junit.xml). The report folder holds one run: the previous run's files are removed first, and a
    folder holding other files is refused. Lists obsolete goldens (golden-shaped files no scene
    renders): with SCENE… only in those scenes' folders, with --all or no scene named in the whole
    goldens folder. --shard does not narrow this: every shard lists what the unsharded run does,
    so merge-reports joins them into the same list. When recording, temp files left by killed
    runs are removed from the goldens root and the same folders, each named.

      --all          every built-in scene (the default when no scene is named)
      --record MODE  never | missing | failed | all (default: PICKERSHOT_RECORD, else never when
                     CI=true, else missing)
      --jobs N       images at once (default: the number of cores)
      --shard K/N    only every N-th image starting at the K-th (for CI matrices)
      --report DIR   where the report goes (default .artifacts)
      --goldens DIR  the goldens folder (default goldens, or DIR/goldens with --scenes DIR); it
                     must exist unless --record or PICKERSHOT_RECORD asks for recording
      --scenes DIR   the scenes of every scene file DIR/*.json (sorted; *.schema.json skipped)
                     instead of the built-in ones; SCENE… then names files without .json
    \(TokenOptions.help)
      --font-dir DIR where the Inter font files are
      --changed      verify what changed, prove the rest: an image whose draw list is byte for
                     byte its <theme>.drawlist.txt and whose sidecar's fingerprint (library
                     versions, font hashes, the backend's code hash) equals this binary's in every
                     field, its PNG being the one the sidecar recorded, passes as "proven by
                     fingerprint" without being drawn or its golden decoded; anything else is
                     verified in full (not with --record failed or all)
      --refresh-fingerprints
                     verify in full (records nothing); if every image passed, rewrite only the
                     fingerprint field of the sidecars whose fingerprint is not this binary's, so
                     a backend commit that moves no pixel lets --changed prove them again; if
                     anything did not pass, rewrite nothing
      --json         print the report's summary.json document on stdout instead of the lines
                     (what was recorded, and any problem, still go to stderr)

    Sidecars record the token files' SHA-256; a golden recorded with other tokens than these is
    named ("recorded with other tokens"). On a terminal, a progress line counts the images.
    Exit 0 when everything matches, 1 when
    anything differs or is missing, 64 usage (also: a goldens or report folder that is not one),
    65 when a golden, sidecar or token file is bad or a golden pair does not match, 66 when the
    goldens folder does not exist, 69 when a font is missing, 73 when a golden, artifact or
    report file cannot be written. 'pickershot merge-reports' joins the reports of --shard runs;
    'pickershot accept REPORT' makes goldens of a report's actual images (the hint under CI=true).
    Under GITHUB_ACTIONS=true, an ::error annotation per image that did not pass and a job summary
    appended to $GITHUB_STEP_SUMMARY.
    """

  static let recordHelp = """
    usage: pickershot record [SCENE…] [--all] [--theme light|dark|both] [--scale 1|2|3] [--prune]
                             [--recompress] [--rebaseline [--report DIR]] [--jobs N]
                             [--goldens DIR] [--scenes DIR] [--tokens FILE] [--token-map MAP]
                             [--font-dir DIR]

    Re-records goldens (PNG and sidecar, replaced as a pair, and the draw list) for the scenes
    (default: all). Files
    whose bytes would not change are left alone, so re-recording an unchanged scene leaves git
    clean. Temp files left by killed runs are removed from the goldens root and the folders of
    the scenes recorded (every scene folder with --all or no scene named), each named.
      --all          every built-in scene (the default when no scene is named)
      --prune        delete goldens that no scene renders any more, naming each first: with
                     SCENE…, only in those scenes' folders; with --all or no scene named, in the
                     whole goldens folder (only files shaped <scene>/<theme>@<n>x.png, .json or
                     <scene>/<theme>.drawlist.txt, the scene possibly under one group folder;
                     notes and dot-files stay)
      --recompress   also re-encode unchanged goldens with today's encoder, keeping each new PNG
                     only if it is smaller (its pixels are the same: they were just compared)
      --rebaseline   after a Cairo, FreeType, HarfBuzz or font update ("environment differs"):
                     re-record only the images whose golden's fingerprint differs from this
                     machine's, check the rest as verify does (a real regression still fails),
                     write the report for review (--report DIR, default .artifacts), print the
                     old and new fingerprints and a commit message naming the new one
      --jobs N       images at once (default: the number of cores)
      --goldens DIR  the goldens folder (default goldens, or DIR/goldens with --scenes DIR; a
                     folder holding .git, Package.swift or other files at its top is refused)
      --scenes DIR   record the scenes of DIR/*.json (sorted; *.schema.json skipped) instead of
                     the built-in ones
    \(TokenOptions.help)
                     (each sidecar records the token files and their SHA-256)
      --font-dir DIR where the Inter font files are

    On a terminal, a progress line counts the images. Exit 0 when recorded, 64 usage, 65 bad
    input, 69 missing font, 73 cannot write.
    """

  /// The options `verify` accepts (exactly those its help lists).
  static let verifyOptions: Set<String> = TokenOptions.options.union([
    "theme", "scale", "jobs", "shard", "report", "record", "goldens", "font-dir", "scenes",
  ])
  /// The flags `verify` accepts.
  static let verifyFlags: Set<String> = ["all", "json", "changed", "refresh-fingerprints"]
  /// The options `record` accepts.
  static let recordOptions: Set<String> = TokenOptions.options.union([
    "theme", "scale", "jobs", "goldens", "font-dir", "scenes", "report",
  ])
  /// The flags `record` accepts.
  static let recordFlags: Set<String> = ["prune", "all", "recompress", "rebaseline"]

  static func run(_ arguments: [String], recording: Bool, terminal: Terminal) throws -> Int32 {
    let command = recording ? "record" : "verify"
    let args = try Arguments(
      arguments, options: recording ? recordOptions : verifyOptions,
      flags: recording ? recordFlags : verifyFlags, repeatable: TokenOptions.repeatable,
      command: command)
    if args.wantsHelp {
      terminal.line(recording ? recordHelp : verifyHelp)
      return 0
    }
    let selection = try SceneSelection(
      args, command: command, defaultScale: .x2, requireScenes: false, allScalesByDefault: true)
    var shard: ReportShard?
    if let text = args.options["shard"] {
      let (index, count) = try parseShard(text, command: command)
      shard = ReportShard(index: index, count: count)
    }
    let record: RecordMode
    var recordingAsked = recording
    let rebaseline = recording && args.flags.contains("rebaseline")
    if recording && !rebaseline && args.options["report"] != nil {
      throw CLIError.usage("record: --report goes with --rebaseline (its review report)")
    }
    if rebaseline {
      // Nothing is recorded but what the engine finds drawn in another environment.
      record = .never
    } else if recording {
      record = .all
    } else if let text = args.options["record"] {
      guard let mode = RecordMode(rawValue: text) else {
        throw CLIError.usage(
          "verify: unknown record mode '\(text)' (use never, missing, failed or all)")
      }
      record = mode
      recordingAsked = mode != .never
    } else {
      do {
        record = try RecordMode.fromEnvironment()
        recordingAsked = try RecordMode.explicit().map { $0 != .never } ?? false
      } catch {
        throw CLIError.usage("verify: \(error)")
      }
    }
    let changedOnly = !recording && args.flags.contains("changed")
    let refresh = !recording && args.flags.contains("refresh-fingerprints")
    if changedOnly && refresh {
      throw CLIError.usage(
        "verify: --changed and --refresh-fingerprints do not go together (a refresh verifies in "
          + "full)")
    }
    if refresh {
      if args.options["record"] != nil && record != .never {
        throw CLIError.usage(
          "verify: --refresh-fingerprints records nothing (not --record \(record.rawValue))")
      }
      recordingAsked = false
    }
    if changedOnly && (record == .failed || record == .all) {
      throw CLIError.usage(
        "verify: --changed does not go with record mode \(record.rawValue) (an image proven by its "
          + "fingerprint is not drawn, so it cannot be re-recorded)")
    }
    let json = !recording && args.flags.contains("json")
    let jobs = try args.positiveInteger("jobs", limit: 256, command: command)
    let report = recording && !rebaseline ? nil : (args.options["report"] ?? ".artifacts")
    // Scene files keep their goldens beside them, in DIR/goldens, unless --goldens says where.
    let goldens =
      args.options["goldens"]
      ?? selection.folder.map { ($0.hasSuffix("/") ? String($0.dropLast()) : $0) + "/goldens" }
      ?? "goldens"
    // A goldens folder that is not one is refused before anything is touched; a missing one is an
    // error unless recording was asked for (a typo must not record a fresh set and pass). Its
    // listing, made once here, is the run's: scenes named walk only their own folders (a shard
    // walks what its whole run walks, so the shards' obsolete lists merge into that run's).
    let tree: GoldenTree
    do {
      tree = try GoldenTree.read(
        goldens, scenes: selection.named ? selection.scenes.map(\.id) : nil)
    } catch {
      throw CLIError.usage("\(command): \(error)")
    }
    if !tree.exists && !recordingAsked {
      throw CLIError.noInput("\(command): \(GoldenError.noGoldensFolder(goldens))")
    }
    let loaded = try TokenOptions(args, command: command).load()
    let tokens = loaded.tokens
    // A missing font is the machine's problem (exit 69), not the goldens': check before starting.
    let fonts = FontLibrary(directory: args.options["font-dir"])
    for font in Fingerprint.fonts { _ = try fonts.path(for: FontID(font)) }
    // The engine sees each scene as a description drawn in the tokens asked for.
    let describe = { (scene: SceneSpec) in SceneDescription(scene, tokens: tokens) }
    var cases = SnapshotCase.cases(
      selection.scenes.map(describe), appearances: selection.appearances,
      scales: selection.scales)
    if let shard { cases = SnapshotCase.shard(cases, index: shard.index, count: shard.count) }
    // On a terminal, every checked image moves the progress line on.
    let progress = Progress(command, total: cases.count, terminal: terminal)
    var options = SnapshotEngine.Options(
      goldens: goldens, record: record, artifacts: report,
      jobs: jobs ?? ProcessorCount.active, scenes: selection.universe.map(describe),
      renderer: CairoSceneRenderer(fonts: fonts))
    options.walkedScenes = tree.scenes
    if terminal.isInteractive {
      options.imageChecked = { item in
        progress.advance(Progress.label(caseID: item.id))
      }
    }
    options.recompress = recording && args.flags.contains("recompress")
    options.recordCommand = recordCommand(
      args, selection: selection, goldens: goldens, report: report,
      refused: recordRefused())
    options.tokenFiles = loaded.sidecarFiles
    options.rebaseline = rebaseline
    options.changedOnly = changedOnly
    options.refreshFingerprints = refresh
    // A refresh is a verify: it never records (whatever PICKERSHOT_RECORD says).
    if refresh { options.record = .never }
    let engine = SnapshotEngine(options: options)
    let start = ContinuousClock.now
    var result: SnapshotReport
    do {
      defer { progress.finish() }
      result = try engine.check(
        cases, tree: tree, prune: recording && args.flags.contains("prune")
      ) {
        progress.finish()
        if json { terminal.error($0) } else { terminal.line($0) }
      }
    } catch let error as GoldenError {
      switch error {
      case .notAReportFolder, .notAGoldensFolder: throw CLIError.usage("\(command): \(error)")
      case .cannotWrite: throw CLIError.cannotCreate("\(command): \(error)")
      default: throw CLIError.data("\(command): \(error)")
      }
    }
    result.shard = shard
    result.ci = ReportCI.from(Environment.variables(ReportCI.variables))
    if !json { print(result, terminal: terminal, verbose: !recording) }
    // Workflow commands go to stdout, which --json keeps for the document alone.
    if !recording && !json { GitHubActions.report(result, command: command, terminal: terminal) }
    var reportProblem: String?
    if let report {
      // The folder was checked to be a report folder (check(_:prune:) prepared it).
      StaleTemporaries.remove(
        in: StaleTemporaries.tree(report, depth: 3), command: command, terminal: terminal)
    }
    do { try engine.writeReport(result) } catch { reportProblem = "\(error)" }

    if json {
      // The same document summary.json holds, through the same encoder.
      do { terminal.line(TerminalJSON.text(try ReportFiles.summaryJSON(result))) } catch {
        throw CLIError.internalError("\(command): \(error)")
      }
    } else {
      terminal.line("\(statusSummary(result)) in \(ms(ContinuousClock.now - start))")
    }
    if rebaseline { RebaselineSummary.print(result, report: report, terminal: terminal) }
    if !json, reportProblem == nil, let report,
      !result.entries.allSatisfy({ $0.status == .passed })
    {
      terminal.line("report: \(report)/index.html")
    }
    // Goldens drawn with other token files than this run's: said once, with the first.
    let otherTokens = result.entries.compactMap { entry in
      entry.environmentChanges.first { $0.hasPrefix(SnapshotEngine.tokenChangePrefix) }
    }
    if let first = otherTokens.first {
      terminal.line(
        "\(otherTokens.count) golden\(otherTokens.count == 1 ? " was" : "s were") recorded with "
          + "other tokens than these (\(first))")
    }
    let recorded = result.entries.count { $0.status == .recorded }
    if !recording, recorded > 0 {
      (json ? terminal.error : terminal.line)(
        "recorded \(recorded) golden\(recorded == 1 ? "" : "s") in \(goldens): "
          + "nothing was checked against them; review and commit them")
    }
    // Anything worse than a difference also gets its one line on stderr.
    let troubled = result.entries.filter { $0.problem != nil }
    var problems: [String] = []
    if let first = troubled.first {
      let count = troubled.count
      problems.append(
        "\(count) image\(count == 1 ? "" : "s") could not be checked or kept "
          + "(first: \(first.id): \(first.message))")
    }
    if let reportProblem { problems.append("report not written: \(reportProblem)") }
    if !problems.isEmpty {
      terminal.error(
        Terminal.safe(
          "pickershot: \(command): " + problems.joined(separator: "; "),
          keepingLineFeeds: false))
    }
    return reportProblem != nil ? 73 : exitCode(for: result)
  }

  /// Whether a `record` command could not make this run's goldens: under `CI=true`, where
  /// recording is not the way goldens are made.
  static func recordRefused() -> Bool {
    Environment.variables(["CI"])["CI"] == "true"
  }

  /// The command that makes an image's golden from this run, as it runs: `record` with the
  /// options that chose the scene and goldens, or, when recording is refused, `accept` from the
  /// report this run writes.
  static func recordCommand(
    _ args: Arguments, selection: SceneSelection, goldens: String, report: String?,
    refused: Bool
  ) -> @Sendable (SnapshotCase) -> String {
    let fontDir = args.options["font-dir"]
    let explicitGoldens = args.options["goldens"]
    let tokenWords =
      (args.repeated["tokens"] ?? args.options["tokens"].map { [$0] } ?? []).flatMap {
        ["--tokens", $0]
      } + (args.options["token-map"].map { ["--token-map", $0] } ?? [])
    let folder = selection.folder
    if refused, let report {
      return { item in
        var words = ["pickershot", "accept", report, item.scene.id]
        if goldens != "goldens" { words += ["--goldens", goldens] }
        return ShellWord.command(words)
      }
    }
    return { item in
      var words = [
        "pickershot", "record", item.scene.id, "--theme", item.appearance.rawValue, "--scale",
        String(item.scale.rawValue),
      ]
      if let folder { words += ["--scenes", folder] }
      if let explicitGoldens { words += ["--goldens", explicitGoldens] }
      if let fontDir { words += ["--font-dir", fontDir] }
      return ShellWord.command(words + tokenWords)
    }
  }

  /// How many entries ended in each status, in the order statuses are listed: `179 passed,
  /// 2 failed` (empty for no entries).
  static func statusSummary(_ report: SnapshotReport) -> String {
    let counts = Dictionary(grouping: report.entries, by: \.status).mapValues(\.count)
    let proven = report.entries.count { $0.provenByFingerprint == true }
    return SnapshotStatus.allCases.compactMap { status in
      counts[status].map {
        "\($0) \(status.rawValue)"
          + (status == .passed && proven > 0 ? " (\(proven) proven by fingerprint)" : "")
      }
    }.joined(separator: ", ")
  }

  /// The exit code of a finished run: a problem's own code (a bug first, then memory running
  /// out, a failed write, a missing font, bad input), else 1 when anything differs or is missing, else 0.
  static func exitCode(for report: SnapshotReport) -> Int32 {
    let problems = Set(report.entries.compactMap(\.problem))
    for (problem, code) in [
      (SnapshotProblem.internalError, Int32(70)), (.outOfMemory, 71), (.cannotWrite, 73),
      (.missingFont, 69),
      (.badInput, 65),
    ] where problems.contains(problem) {
      return code
    }
    return report.allPassed ? 0 : 1
  }

  /// `K/N` with 1 ≤ K ≤ N, digits only.
  static func parseShard(_ text: String, command: String) throws(CLIError) -> (Int, Int) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, let index = Arguments.wholeNumber(parts[0]),
      let count = Arguments.wholeNumber(parts[1]), count > 0, (1...count).contains(index)
    else {
      throw CLIError.usage("\(command): --shard wants K/N with 1 ≤ K ≤ N, not '\(text)'")
    }
    return (index, count)
  }

  static func print(_ report: SnapshotReport, terminal: Terminal, verbose: Bool) {
    for entry in report.entries {
      let label = entry.status.rawValue.uppercased().padding(8)
      guard entry.status != .passed else {
        let proven = entry.provenByFingerprint == true ? "  (proven by fingerprint)" : ""
        if verbose { terminal.line("\(label) \(entry.id)\(proven)") }
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
      terminal.line("OBSOLETE \(path)  (remove with: pickershot record --prune)")
    }
  }
}
