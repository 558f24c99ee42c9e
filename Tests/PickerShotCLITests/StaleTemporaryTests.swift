import Foundation
import Testing

/// Issue 25: a killed `render --all` left `out/macos-clock/.light@2x.png.7677.1mllui1n2bem8.tmp`
/// and the next run kept it without a word; only `record` cleaned temp files. Every command that
/// writes into a folder now removes the temp files of dead processes there, naming each on
/// stderr, and leaves those of live processes and every other name alone.
@Suite struct StaleTemporaryTests {
  static func put(_ text: String, _ path: String) {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  /// Each command, its arguments in a scratch folder `R`, and the folder (under `R`) it writes
  /// into, where the stale file is put.
  static let commands: [(String, [String], String)] = [
    (
      "render", ["render", "day-cells", "--theme", "light", "--scale", "1", "--out", "R/out"],
      "out/day-cells"
    ),
    (
      "render", ["render", "day-cells", "--theme", "light", "--scale", "1", "--out", "R/one.png"],
      ""
    ),
    ("compare", ["compare", "date-picker", "--scale", "1", "--out", "R/both.png"], ""),
    ("gallery", ["gallery", "--out", "R/site", "day-cells"], "site"),
    (
      "verify",
      [
        "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens",
        SnapshotCommandTests.goldens, "--record", "never", "--report", "R/report",
      ],
      "report"
    ),
    ("merge-reports", ["merge-reports", "--out", "R/merged", "R/shard"], "merged"),
  ]

  @Test(arguments: commands)
  func aCommandRemovesStaleTempFilesWhereItWrites(
    command: String, arguments: [String], folder: String
  ) throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    if command == "merge-reports" {
      let shard = CLIRun(
        "verify", "day-cells", "--theme", "light", "--scale", "1", "--goldens",
        SnapshotCommandTests.goldens, "--record", "never", "--report", "\(root)/shard")
      #expect(shard.status == 0, "\(shard.err)")
    }
    let where_ = folder.isEmpty ? root : "\(root)/\(folder)"
    // Far above any pid_max: no live process has it.
    let stale = "\(where_)/.light@1x.png.999999999.0123456789abc.tmp"
    let live = "\(where_)/.light@1x.png.\(getpid()).0123456789abc.tmp"
    Self.put("half", stale)
    Self.put("ours", live)
    let run = CLIRun(arguments.map { $0.hasPrefix("R/") ? root + $0.dropFirst() : $0 })
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.contains("\(command): removed stale temp file \(stale)"), "\(run.err)")
    #expect(!Self.exists(stale))
    #expect(Self.exists(live))
  }
}
