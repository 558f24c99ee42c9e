import Foundation
import Raster
import Snapshot

/// Temp files killed runs left in the folders a command writes into (`.<name>.<pid>.<random>.tmp`
/// whose process is gone): every command that writes files removes its own, as `record` does
/// (``AtomicFile/removeStaleTemporaries(in:)``), and names each on stderr.
enum StaleTemporaries {
  /// Removes them from each of `folders` (not below), printing
  /// `COMMAND: removed stale temp file PATH` on stderr for each. A folder that is missing or
  /// cannot be listed is skipped: the command's own write names the problem.
  static func remove(in folders: some Sequence<String>, command: String, terminal: Terminal) {
    var seen = Set<String>()
    for folder in folders where seen.insert(folder).inserted {
      for path in (try? AtomicFile.removeStaleTemporaries(in: folder)) ?? [] {
        terminal.error("\(command): removed stale temp file \(path)")
      }
    }
  }

  /// `root` and the folders below it down to `depth` levels (a report's or a gallery's scene and
  /// artifact folders), sorted; dot-folders and symbolic links are not entered.
  static func tree(_ root: String, depth: Int) -> [String] {
    var folders = [root]
    guard depth > 0 else { return folders }
    for name in GoldenInventory.folderNames(in: root).sorted() where !name.hasPrefix(".") {
      folders += tree("\(root)/\(name)", depth: depth - 1)
    }
    return folders
  }

  /// The folder `path` is written into: `.` for a bare name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
