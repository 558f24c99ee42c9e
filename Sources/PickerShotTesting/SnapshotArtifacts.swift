import Foundation
import Snapshot

/// Where `expectSnapshot` leaves a failing snapshot's `actual.png`, `expected.png`, `diff.png`,
/// `side-by-side.png`, and the actual image's sidecar and draw list
/// (`<folder>/<name>/<theme>@<n>x/`), and how they are cleaned: a case's
/// files are removed before it is checked, so a passing case leaves none and a failing one only
/// this run's.
public enum SnapshotArtifacts {
  /// The environment variable naming the folder.
  public static let variable = "PICKERSHOT_ARTIFACTS"

  /// The file names a case's folder may hold, the only ones ever removed: the snapshot engine's
  /// own list (``ReportFolder/artifactFiles``), so a new artifact is cleaned too.
  public static let names = ReportFolder.artifactFiles.sorted()

  /// `PICKERSHOT_ARTIFACTS` (absolute, or relative to the package root `root`) when set and not
  /// empty, else `<root>/.artifacts`.
  public static func folder(
    root: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    guard let path = environment[variable], !path.isEmpty else { return "\(root)/.artifacts" }
    return path.hasPrefix("/")
      ? path : URL(fileURLWithPath: root).appendingPathComponent(path).standardized.path
  }

  /// Removes the artifact files of case `id` (`<scene>/<theme>@<n>x`) under `folder`, then the
  /// case's folder when that leaves it empty. Only the names above are removed (a symlink
  /// itself, never what it points to); anything else stays. Returns what could not be removed.
  public static func clean(_ folder: String, case id: String) -> [String] {
    let fm = FileManager.default
    let directory = "\(folder)/\(id)"
    var problems: [String] = []
    for name in names {
      let path = "\(directory)/\(name)"
      guard (try? fm.attributesOfItem(atPath: path)) != nil else { continue }
      do { try fm.removeItem(atPath: path) } catch {
        problems.append("cannot remove stale artifact \(path): \(error.localizedDescription)")
      }
    }
    if let left = try? fm.contentsOfDirectory(atPath: directory), left.isEmpty {
      try? fm.removeItem(atPath: directory)
    }
    return problems
  }

  /// The expected, actual and diff PNGs `paths` (relative to `folder`) name, as attachments:
  /// `(name, absolute path)`, named `<scene>-<theme>@<n>x-<kind>.png` (a group's slash a hyphen).
  public static func attachments(_ paths: ArtifactPaths, folder: String, case id: String)
    -> [(name: String, path: String)]
  {
    let prefix = id.replacingOccurrences(of: "/", with: "-")
    return [("expected", paths.expected), ("actual", paths.actual), ("diff", paths.diff)]
      .compactMap { kind, path in
        path.map { ("\(prefix)-\(kind).png", "\(folder)/\($0)") }
      }
  }
}
