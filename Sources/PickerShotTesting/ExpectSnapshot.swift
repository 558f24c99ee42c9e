import DrawList
import Foundation
import Pipeline
import Render
import Scene
import Snapshot
import Testing

/// Checks any model state against a golden inside a Swift Testing test, in the style of
/// swift-snapshot-testing: `strategy` turns `model` into a draw list, which is checked against the
/// draw-list golden first, then its pixels against the PNG golden with that golden's tolerance.
///
/// No scene needs registering: the goldens are `<name>/<theme>.drawlist.txt` and
/// `<theme>@<scale>x.png` (+ `.json`) in `goldens`: by default `__Goldens__/` beside the calling
/// test file (apart from PickerShot's own matrix in `goldens/`, so `pickershot record --prune`
/// never sees them), or a folder of the calling package (``GoldensLocation/folder(_:)``). This
/// works the same in any package that depends on PickerShot's `PickerShotTesting` product: the
/// package root is the nearest folder above the test file holding `Package.swift`. `name` is
/// kebab-case, with at most one slash for a group; without it, the test function's name in
/// kebab-case (``SnapshotName``: a second call site in the same test gets `-2`). The record mode
/// is `record`, else `PICKERSHOT_RECORD`, else a ``SnapshotsTrait`` (`.snapshots(record:)`), else
/// `never` under `CI=true` and `missing` otherwise; writing a golden always fails the test with
/// `recorded new golden: PATH`. On failure the expected, actual and diff PNGs are attached to the
/// test (Xcode, `swift test --attachments-path`), left in `<package root>/.artifacts/` (or
/// `PICKERSHOT_ARTIFACTS`, ``SnapshotArtifacts``) and handed to `PICKERSHOT_DIFF_TOOL`
/// (``DiffTool``).
///
/// `tokens` draws with a brand's design tokens instead of the built-in ones (else the
/// ``SnapshotsTrait``'s, `.snapshots(tokens:)`): the same sources the CLI's `--tokens` and
/// `--token-map` read (``TokenSources``), paths relative to the calling package's root. The
/// sidecars record each token file's name and SHA-256, as `pickershot record --tokens` does.
/// A missing or bad token file fails the test with one line naming the file and JSON path.
///
/// ```swift
/// @Test func marchRange() throws {
///   expectSnapshot(of: try marchPicker(), as: .datePicker, theme: .dark)  // "march-range"
/// }
/// ```
public func expectSnapshot<Model: Sendable>(
  of model: Model, as strategy: SceneStrategy<Model>, named name: String? = nil,
  theme: Appearance = .light, scale: RenderScale = .x2, record: RecordMode? = nil,
  goldens: GoldensLocation? = nil, tokens: TokenSources? = nil, filePath: String = #filePath,
  function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
  let id =
    name
    ?? SnapshotName.defaultName(
      function: function, file: filePath, line: sourceLocation.line,
      column: sourceLocation.column)
  let scene = SceneSpec(
    id: id, summary: "a test's snapshot", model: model, as: strategy, appearances: [theme],
    scales: [scale])
  let loaded: LoadedTokens
  do {
    loaded = try SnapshotCheck.tokens(tokens ?? SnapshotsTrait.current.tokens, filePath: filePath)
  } catch {
    Issue.record(Comment(rawValue: "tokens: \(error)"), sourceLocation: sourceLocation)
    return
  }
  reportSnapshot(
    SnapshotCheck(
      scene: SceneDescription(scene, tokens: loaded.tokens), theme: theme, scale: scale,
      record: record, goldens: goldens, tokenFiles: loaded.sidecarFiles, filePath: filePath),
    sourceLocation: sourceLocation)
}

/// Checks one scene against its golden inside a Swift Testing test: the draw list against
/// `<scene>/<theme>.drawlist.txt` first, then the pixels with the sidecar's tolerance. A
/// ``SceneSpec`` becomes a scene with `SceneDescription(spec)`. The goldens are found as
/// ``expectSnapshot(of:as:named:theme:scale:record:goldens:filePath:function:sourceLocation:)``
/// finds them (`__Goldens__/` beside the test file by default; PickerShot's own matrix is
/// `goldens: .package`, `<package root>/goldens`), and failures are reported the same way.
///
/// ```swift
/// @Test(arguments: SnapshotCase.all) func golden(_ item: SnapshotCase) {
///   expectSnapshot(scene: item.scene, theme: item.appearance, scale: item.scale, goldens: .package)
/// }
/// ```
public func expectSnapshot(
  scene: SceneDescription, theme: Appearance, scale: RenderScale, record: RecordMode? = nil,
  goldens: GoldensLocation? = nil, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  reportSnapshot(
    SnapshotCheck(
      scene: scene, theme: theme, scale: scale, record: record, goldens: goldens,
      filePath: filePath),
    sourceLocation: sourceLocation)
}

/// Records `check`'s failure as an issue, attaches its PNGs, runs the diff tool, and records its
/// warnings (a stale artifact that could not be removed, a diff tool that failed) as warnings.
private func reportSnapshot(_ check: SnapshotCheck, sourceLocation: SourceLocation) {
  if let failure = check.failure {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    for (name, path) in check.attachments {
      if let data = FileManager.default.contents(atPath: path) {
        Attachment.record([UInt8](data), named: name, sourceLocation: sourceLocation)
      }
    }
  }
  for warning in check.warnings + check.runDiffTool() {
    Issue.record(Comment(rawValue: warning), severity: .warning, sourceLocation: sourceLocation)
  }
}

/// Where a snapshot's goldens live.
public enum GoldensLocation: Sendable {
  /// `<package root>/goldens` (in PickerShot itself, the built-in matrix the CLI verifies).
  case package
  /// `__Goldens__` in the calling test file's folder: a test's own snapshots.
  case besideTest
  /// A folder of the calling package: a path relative to its root (the nearest folder above the
  /// test file holding `Package.swift`), or an absolute path.
  case folder(String)

  /// The package root (for `.artifacts/`) and the goldens folder for a test in `filePath`.
  ///
  /// - Throws: `GoldenError.noPackageRoot` when no `Package.swift` is above `filePath`.
  public func resolve(filePath: String) throws -> (root: String, goldens: String) {
    let root = try packageRoot(from: filePath)
    switch self {
    case .package:
      return (root, "\(root)/goldens")
    case .besideTest:
      let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      return (root, folder.appendingPathComponent("__Goldens__").path)
    case .folder(let path):
      return (
        root,
        path.hasPrefix("/")
          ? path : URL(fileURLWithPath: root).appendingPathComponent(path).standardized.path
      )
    }
  }
}

/// What ``expectSnapshot(scene:theme:scale:record:goldens:filePath:sourceLocation:)`` checks,
/// without recording an issue: `nil` when the scene matches its goldens, else the failure text
/// (the outcome, draw-list changes, environment differences, artifact paths and how to record or
/// re-record). `record` and `goldens` override the trait's and the environment's. Drawn with Cairo
/// and HarfBuzz over the default fonts.
public func snapshotFailure(
  scene: SceneDescription, theme: Appearance, scale: RenderScale, record: RecordMode? = nil,
  goldens location: GoldensLocation? = nil, filePath: String
) -> String? {
  SnapshotCheck(
    scene: scene, theme: theme, scale: scale, record: record, goldens: location,
    filePath: filePath
  ).failure
}

/// The nearest folder above `filePath` holding `Package.swift`: the calling test's package.
func packageRoot(from filePath: String) throws -> String {
  var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while url.path != "/" {
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url.path
    }
    url = url.deletingLastPathComponent()
  }
  throw GoldenError.noPackageRoot(filePath)
}
