import Foundation
import Snapshot
import Testing
import Theme

/// Checks one built-in scene against its golden inside a Swift Testing test: the draw list against
/// the sidecar first, then the pixels with the scene's tolerance.
///
/// Goldens are found by walking up from the calling test file to the package root
/// (`<root>/goldens`); failure artifacts go to `<root>/.artifacts/`. The record mode comes from
/// `PICKERSHOT_RECORD` (`never` under `CI=true`, else `missing`). Writing a golden always fails the
/// test with `recorded new golden: PATH`.
///
/// ```swift
/// @Test func card() { expectSnapshot(scene: "date-picker", theme: .dark, scale: 2) }
/// ```
public func expectSnapshot(
  scene: String, theme: Appearance, scale: Int, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  if let failure = snapshotFailure(scene: scene, theme: theme, scale: scale, filePath: filePath) {
    Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
  }
}

/// What ``expectSnapshot(scene:theme:scale:filePath:sourceLocation:)`` checks, without recording an
/// issue: `nil` when the scene matches its golden, else the failure text (the outcome, draw-list
/// changes, environment differences, artifact paths and the command that re-records).
public func snapshotFailure(scene: String, theme: Appearance, scale: Int, filePath: String)
  -> String?
{
  do {
    let root = try packageRoot(from: filePath)
    let engine = SnapshotEngine(
      options: .init(
        goldens: "\(root)/goldens", record: try RecordMode.fromEnvironment(),
        artifacts: "\(root)/.artifacts", jobs: 1))
    let item = SnapshotCase(scene: scene, appearance: theme, scale: scale)
    let entry = engine.check(item, pipeline: try RenderPipeline())
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
      lines.append(
        "re-record: PICKERSHOT_RECORD=failed swift test  (or: pickershot record \(scene))")
    }
    return lines.joined(separator: "\n")
  } catch {
    return String(describing: error)
  }
}

/// The nearest folder above `filePath` holding both `Package.swift` and `goldens/`.
func packageRoot(from filePath: String) throws -> String {
  var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
  while url.path != "/" {
    let fm = FileManager.default
    if fm.fileExists(atPath: url.appendingPathComponent("Package.swift").path),
      fm.fileExists(atPath: url.appendingPathComponent("goldens").path)
    {
      return url.path
    }
    url = url.deletingLastPathComponent()
  }
  throw GoldenError.noPackageRoot(filePath)
}
