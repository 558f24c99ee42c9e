import DrawList
import Foundation
import Pipeline
import Render
import Snapshot

/// One `expectSnapshot` check, done when created: the settings resolved (argument, environment,
/// ``SnapshotsTrait``, default), the case's old artifacts removed, the scene checked, and what a
/// failure reports (its text, the PNGs to attach, the diff tool's inputs).
struct SnapshotCheck {
  /// `nil` when the scene matched its goldens, else the failure text.
  var failure: String?
  /// The expected, actual and diff PNGs left for this failure: attachment name and path.
  var attachments: [(name: String, path: String)] = []
  /// The expected and actual PNGs, when the pixels were compared and failed.
  var comparison: (expected: String, actual: String)?
  /// Problems that do not fail the test (an old artifact that could not be removed).
  var warnings: [String] = []

  /// Checks `scene` in `theme` at `scale`. `record` and `goldens` win over the environment and
  /// the trait; `environment` is the process's.
  init(
    scene: SceneDescription, theme: Appearance, scale: RenderScale, record: RecordMode?,
    goldens: GoldensLocation?, tokenFiles: [GoldenSidecar.TokenFile]? = nil, filePath: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    let trait = SnapshotsTrait.current
    let location = goldens ?? trait.goldens ?? .besideTest
    do {
      let (root, goldens) = try location.resolve(filePath: filePath)
      let mode =
        try record ?? RecordMode.explicit(in: environment) ?? trait.record
        ?? RecordMode.fromEnvironment(environment)
      let artifacts = SnapshotArtifacts.folder(root: root, environment: environment)
      let item = SnapshotCase(scene: scene, appearance: theme, scale: scale)
      // An id that is not kebab-case names no folder: the engine refuses it before writing.
      if SceneID.isValid(scene.id) {
        warnings += SnapshotArtifacts.clean(artifacts, case: item.id)
      }
      var options = SnapshotEngine.Options(
        goldens: goldens, record: mode, artifacts: artifacts, jobs: 1, scenes: [scene],
        renderer: CairoSceneRenderer())
      options.tokenFiles = tokenFiles
      let engine = SnapshotEngine(options: options)
      let entry = engine.check(item, worker: try engine.makeWorker())
      guard entry.status != .passed else { return }
      var lines = [entry.message]
      if entry.status == .missing {
        let cli = location.isPackage ? ", or: pickershot record \(scene.id)" : ""
        lines = [
          "missing golden \(entry.golden) (record it: PICKERSHOT_RECORD=missing swift test\(cli))"
        ]
      }
      lines += entry.drawListChanges.map { "draw list: \($0)" }
      if entry.environmentDiffers {
        lines.append("environment differs: " + entry.environmentChanges.joined(separator: "; "))
      }
      let paths = entry.artifacts
      lines += [paths.actual, paths.expected, paths.diff, paths.sideBySide].compactMap { $0 }
        .map { "artifact: \(artifacts)/\($0)" }
      if entry.status == .failed {
        let cli = location.isPackage ? "  (or: pickershot record \(scene.id))" : ""
        lines.append("re-record: PICKERSHOT_RECORD=failed swift test\(cli)")
      }
      failure = lines.joined(separator: "\n")
      attachments = SnapshotArtifacts.attachments(paths, folder: artifacts, case: item.id)
      if entry.status == .failed, let expected = paths.expected, let actual = paths.actual {
        comparison = ("\(artifacts)/\(expected)", "\(artifacts)/\(actual)")
      }
    } catch {
      failure = String(describing: error)
    }
  }

  /// The token set `sources` make, their paths taken from the package holding `filePath`
  /// (the built-in set, and no files, for `nil`).
  ///
  /// - Throws: ``TokenSourceError`` naming the file and JSON path, or
  ///   `GoldenError.noPackageRoot`.
  static func tokens(_ sources: TokenSources?, filePath: String) throws -> LoadedTokens {
    guard let sources else { return LoadedTokens(tokens: nil, files: []) }
    return try sources.relative(to: packageRoot(from: filePath)).load()
  }

  /// Runs `PICKERSHOT_DIFF_TOOL` on the compared PNGs, if both are set; its warnings.
  func runDiffTool(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    guard let comparison, let tool = DiffTool.fromEnvironment(environment) else { return [] }
    return tool.run(
      expected: comparison.expected, actual: comparison.actual, environment: environment
    ).map { [$0] } ?? []
  }
}

extension GoldensLocation {
  /// Whether this is ``package``, where `pickershot record` also records.
  var isPackage: Bool {
    if case .package = self { return true }
    return false
  }
}
