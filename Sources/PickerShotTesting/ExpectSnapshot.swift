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
/// kebab-case, with at most one slash for a group. The record mode is `record`, else
/// `PICKERSHOT_RECORD` (`never` under `CI=true`, else `missing`); writing a golden always fails
/// the test with `recorded new golden: PATH`. Failure artifacts go to `<package root>/.artifacts/`.
///
/// ```swift
/// @Test func marchRange() throws {
///   expectSnapshot(of: try marchPicker(), as: .datePicker, named: "march-range", theme: .dark)
/// }
/// ```
public func expectSnapshot<Model: Sendable>(
  of model: Model, as strategy: SceneStrategy<Model>, named name: String,
  theme: Appearance = .light, scale: RenderScale = .x2, record: RecordMode? = nil,
  goldens: GoldensLocation = .besideTest, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let scene = SceneSpec(
    id: name, summary: "a test's snapshot", model: model, as: strategy, appearances: [theme],
    scales: [scale])
  if let failure = snapshotFailure(
    scene: SceneDescription(scene), theme: theme, scale: scale, record: record, goldens: goldens,
    filePath: filePath)
  {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// Checks one scene against its golden in `goldens/` (the built-in matrix) inside a Swift Testing
/// test: the draw list against `<scene>/<theme>.drawlist.txt` first, then the pixels with the
/// sidecar's tolerance. A ``SceneSpec`` becomes a scene with `SceneDescription(spec)`.
///
/// ```swift
/// @Test(arguments: SnapshotCase.all) func golden(_ item: SnapshotCase) {
///   expectSnapshot(scene: item.scene, theme: item.appearance, scale: item.scale)
/// }
/// ```
public func expectSnapshot(
  scene: SceneDescription, theme: Appearance, scale: RenderScale, record: RecordMode? = nil,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  if let failure = snapshotFailure(
    scene: scene, theme: theme, scale: scale, record: record, filePath: filePath)
  {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// Where a snapshot's goldens live.
public enum GoldensLocation: Sendable {
  /// `<package root>/goldens`: the built-in matrix the CLI verifies.
  case package
  /// `__Goldens__` in the calling test file's folder: a test's own snapshots.
  case besideTest
  /// A folder of the calling package: a path relative to its root (the nearest folder above the
  /// test file holding `Package.swift`), or an absolute path.
  case folder(String)

  /// The package root (for `.artifacts/`) and the goldens folder for a test in `filePath`.
  ///
  /// - Throws: `GoldenError.noPackageRoot` when no `Package.swift` is above `filePath` (for
  ///   ``package``: none with a `goldens` folder beside it).
  public func resolve(filePath: String) throws -> (root: String, goldens: String) {
    switch self {
    case .package:
      let root = try packageRoot(from: filePath, requiringGoldens: true)
      return (root, "\(root)/goldens")
    case .besideTest:
      let root = try packageRoot(from: filePath, requiringGoldens: false)
      let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      return (root, folder.appendingPathComponent("__Goldens__").path)
    case .folder(let path):
      let root = try packageRoot(from: filePath, requiringGoldens: false)
      return (
        root,
        path.hasPrefix("/")
          ? path : URL(fileURLWithPath: root).appendingPathComponent(path).standardized.path
      )
    }
  }
}

/// What ``expectSnapshot(scene:theme:scale:record:filePath:sourceLocation:)`` checks, without
/// recording an issue: `nil` when the scene matches its goldens, else the failure text (the
/// outcome, draw-list changes, environment differences, artifact paths and how to re-record).
/// `record` overrides the environment's record mode. Drawn with Cairo and HarfBuzz over the
/// default fonts.
public func snapshotFailure(
  scene: SceneDescription, theme: Appearance, scale: RenderScale, record: RecordMode? = nil,
  goldens location: GoldensLocation = .package, filePath: String
) -> String? {
  do {
    let (root, goldens) = try location.resolve(filePath: filePath)
    let engine = SnapshotEngine(
      options: .init(
        goldens: goldens, record: try record ?? RecordMode.fromEnvironment(),
        artifacts: "\(root)/.artifacts", jobs: 1, scenes: [scene],
        renderer: CairoSceneRenderer()))
    let item = SnapshotCase(scene: scene, appearance: theme, scale: scale)
    let entry = engine.check(item, worker: try engine.makeWorker())
    guard entry.status != .passed else { return nil }
    var lines = [entry.message]
    lines += entry.drawListChanges.map { "draw list: \($0)" }
    if entry.environmentDiffers {
      lines.append("environment differs: " + entry.environmentChanges.joined(separator: "; "))
    }
    let artifacts = [
      entry.artifacts.actual, entry.artifacts.expected, entry.artifacts.diff,
      entry.artifacts.sideBySide,
    ].compactMap { $0 }
    lines += artifacts.map { "artifact: \(root)/.artifacts/\($0)" }
    if entry.status == .failed || entry.status == .missing {
      switch location {
      case .package:
        lines.append(
          "re-record: PICKERSHOT_RECORD=failed swift test  (or: pickershot record \(scene.id))")
      case .besideTest, .folder:
        lines.append("re-record: PICKERSHOT_RECORD=failed swift test")
      }
    }
    return lines.joined(separator: "\n")
  } catch {
    return String(describing: error)
  }
}

/// The nearest folder above `filePath` holding `Package.swift` (and `goldens/` when
/// `requiringGoldens`).
func packageRoot(from filePath: String, requiringGoldens: Bool) throws -> String {
  var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while url.path != "/" {
    let fm = FileManager.default
    if fm.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
      !requiringGoldens || fm.fileExists(atPath: url.appendingPathComponent("goldens").path)
    {
      return url.path
    }
    url = url.deletingLastPathComponent()
  }
  throw GoldenError.noPackageRoot(filePath)
}
