import Foundation
import Raster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder a `verify` run writes its report into. It holds one run: the previous run's files are
/// removed first, so an "all passed" page never sits beside an old run's diff images.
///
/// Only files a report writes are ever removed (`index.html`, `summary.json`, `junit.xml` and
/// `<scene>/<theme>@<n>x/{actual,expected,diff,side-by-side}.png`, `actual.json` and
/// `actual.drawlist.txt`, the scene under a group folder
/// for a grouped id). A folder holding anything else
/// is refused before anything is touched, so `--report .` cannot empty a project.
public enum ReportFolder {
  /// The files at the top of a report.
  static let topFiles: Set<String> = ["index.html", "summary.json", "junit.xml"]
  /// The files in each entry's folder: images, and the actual image's sidecar and draw list.
  public static let artifactFiles: Set<String> = [
    "actual.png", "expected.png", "diff.png", "side-by-side.png", "actual.json",
    "actual.drawlist.txt",
  ]

  /// Makes `directory` an empty report folder: creates it, or clears a previous run's files.
  ///
  /// - Throws: `GoldenError.notAReportFolder` when it holds other files (nothing is removed then),
  ///   `GoldenError.cannotWrite` when it cannot be created or cleared.
  public static func prepare(_ directory: String) throws {
    let entries = try reportFiles(in: directory)
    for path in entries.files {
      guard unlink("\(directory)/\(path)") == 0 || errno == ENOENT else {
        throw GoldenError.cannotWrite(
          "\(directory)/\(path)", reason: String(cString: strerror(errno)))
      }
    }
    // Deepest first, so theme folders go before their scene folders.
    for folder in entries.folders.sorted(by: { $0.count > $1.count }) {
      rmdir("\(directory)/\(folder)")
    }
    guard AtomicFile.makeDirectories(directory) else {
      throw GoldenError.cannotWrite(directory, reason: "cannot create the folder")
    }
  }

  /// The report files and artifact folders under `directory` (relative paths); throws when
  /// anything else is there.
  static func reportFiles(in directory: String) throws -> (files: [String], folders: [String]) {
    var info = stat()
    guard lstat(directory, &info) == 0 else { return ([], []) }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      throw GoldenError.notAReportFolder(directory, file: "it is not a folder")
    }
    var files: [String] = []
    var folders: [String] = []
    func refuse(_ path: String) -> GoldenError { .notAReportFolder(directory, file: path) }
    // `<scene>/` (or `<group>/`, or `<group>/<scene>/`): artifact folders `<theme>@<n>x/`, and in
    // a top-level folder also the scene folders of a group.
    func sceneFolder(_ scene: String, grouped: Bool) throws {
      for theme in try list("\(directory)/\(scene)") where !theme.hasPrefix(".") {
        let folder = "\(scene)/\(theme)"
        let isFolder = GoldenInventory.kind(of: "\(directory)/\(folder)") == .directory
        if !grouped, isFolder, GoldenInventory.isSceneName(Substring(theme)) {
          folders.append(folder)
          try sceneFolder(folder, grouped: true)
          continue
        }
        guard GoldenInventory.isGoldenShaped(folder + ".png"), isFolder else {
          throw refuse(folder)
        }
        folders.append(folder)
        for file in try list("\(directory)/\(folder)") where !file.hasPrefix(".") {
          guard artifactFiles.contains(file),
            GoldenInventory.kind(of: "\(directory)/\(folder)/\(file)") == .regular
          else { throw refuse("\(folder)/\(file)") }
          files.append("\(folder)/\(file)")
        }
      }
    }
    for name in try list(directory) where !name.hasPrefix(".") {
      let kind = GoldenInventory.kind(of: "\(directory)/\(name)")
      if kind == .regular, topFiles.contains(name) {
        files.append(name)
        continue
      }
      guard kind == .directory, GoldenInventory.isSceneName(Substring(name)) else {
        throw refuse(name)
      }
      folders.append(name)
      try sceneFolder(name, grouped: false)
    }
    return (files, folders)
  }

  /// The names in `path` (not `.` and `..`), sorted, listed as the goldens are
  /// (``GoldenInventory/listing(of:followingLink:)``).
  private static func list(_ path: String) throws -> [String] {
    let listed = GoldenInventory.listing(of: path, followingLink: true)
    guard listed.failure == nil else {
      throw GoldenError.cannotWrite(path, reason: "cannot list the folder")
    }
    return listed.entries.map(\.name).sorted()
  }
}
