import Foundation
import Raster
import Snapshot

/// `pickershot merge-reports`: the report folders of a sharded `verify` joined into one.
enum MergeReportsCommand {
  static let help = """
    usage: pickershot merge-reports --out DIR SHARD_DIR…

    Joins the report folders that the shards of a sharded verify run wrote (one per machine, see
    the verify command's help) into one report in DIR: summary.json, junit.xml and index.html,
    with every shard's artifact images copied. Entries come back in the order of one unsharded
    run; the counts are the sum of the shards'. DIR holds one report: the previous one's files
    are removed first, and a folder holding other files is refused.

      --out DIR      where the merged report goes (required; not one of the shard folders)

    Exit 0 when every entry passed, 1 when anything differs or is missing, like verify (and a
    shard's own problem keeps its code: 65 bad input, 69 missing font, 71 out of memory, 73
    cannot write, 70 bug);
    64 usage (also: DIR is a shard folder or holds other files); 65 when a summary.json is not a
    PickerShot report (the message names the file and the JSON path) or an entry is in two
    shards; 66 when a shard folder, its summary.json or an artifact it lists does not exist; 73
    when the merged report cannot be written.
    """

  /// The options `merge-reports` accepts (exactly those its help lists).
  static let options: Set<String> = ["out"]
  /// The flags `merge-reports` accepts: none.
  static let flags: Set<String> = []

  static func run(_ arguments: [String], terminal: Terminal) throws -> Int32 {
    let command = "merge-reports"
    let args = try Arguments(arguments, options: options, flags: flags, command: command)
    if args.wantsHelp {
      terminal.line(help)
      return 0
    }
    guard let out = args.options["out"] else {
      throw CLIError.usage("\(command): --out DIR is required")
    }
    guard !args.positionals.isEmpty else {
      throw CLIError.usage("\(command): name at least one shard report folder")
    }
    var reports: [(file: String, report: SnapshotReport)] = []
    var folders: [String: String] = [:]
    for folder in args.positionals {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw CLIError.noInput("\(command): no such report folder: \(folder)")
      }
      if sameFolder(folder, out) {
        throw CLIError.usage("\(command): --out \(out) is one of the shard folders")
      }
      let file = "\(folder)/summary.json"
      let bytes: [UInt8]
      do { bytes = try BinaryFile.read(atPath: file, maxBytes: ReportMerge.maxSummaryBytes) } catch
      {
        throw PickerShotCommand.classify(error).prefixed("\(command): ")
      }
      let report: SnapshotReport
      do { report = try ReportMerge.decode(bytes, file: file) } catch {
        throw CLIError.data("\(command): \(error)")
      }
      reports.append((file, report))
      for entry in report.entries { folders[entry.id] = folder }
    }
    var merged: SnapshotReport
    do { merged = try ReportMerge.merge(reports) } catch {
      throw CLIError.data("\(command): \(error)")
    }
    merged.ci = ReportCI.from(Environment.variables(ReportCI.variables)) ?? merged.ci
    // A shard's `accept` command names the shard's folder; the merged report holds the images.
    for index in merged.entries.indices {
      guard let old = merged.entries[index].recordCommand else { continue }
      let new = acceptFromMerged(old, out: out)
      merged.entries[index].recordCommand = new
      merged.entries[index].message = merged.entries[index].message.replacingOccurrences(
        of: old, with: new)
    }
    do { try ReportFolder.prepare(out) } catch GoldenError.notAReportFolder(let path, let file) {
      throw CLIError.usage(
        "\(command): \(GoldenError.notAReportFolder(path, file: file).description)")
    } catch {
      throw CLIError.cannotCreate("\(command): \(error)")
    }
    // `<group>/<scene>/<theme>@<n>x/` is the deepest artifact folder.
    StaleTemporaries.remove(
      in: StaleTemporaries.tree(out, depth: 3), command: command, terminal: terminal)
    for entry in merged.entries {
      for path in entry.artifacts.all {
        guard let folder = folders[entry.id] else { continue }
        // Only a regular file is copied: a link in a shard folder could point anywhere.
        var info = stat()
        if lstat("\(folder)/\(path)", &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
          throw CLIError.data("\(command): \(folder)/\(path) is not a regular file")
        }
        let bytes: [UInt8]
        do { bytes = try BinaryFile.read(atPath: "\(folder)/\(path)", maxBytes: 1 << 30) } catch {
          throw PickerShotCommand.classify(error).prefixed("\(command): ")
        }
        do { try AtomicFile.write(bytes, to: "\(out)/\(path)", sync: false) } catch {
          throw CLIError.cannotCreate("\(command): cannot write \(out)/\(path): \(error)")
        }
      }
    }
    do {
      try ReportFiles.write(merged, to: out, goldensBase: ReportFiles.workingFolder(from: out))
    } catch {
      throw CLIError.cannotCreate("\(command): cannot write the report in \(out): \(error)")
    }
    VerifyCommand.print(merged, terminal: terminal, verbose: false)
    GitHubActions.report(merged, command: command, terminal: terminal)
    let summary = VerifyCommand.statusSummary(merged)
    let shards = reports.count
    terminal.line(
      "merged \(shards) report\(shards == 1 ? "" : "s"): "
        + (summary.isEmpty ? "no entries" : summary))
    terminal.line("report: \(out)/index.html")
    return VerifyCommand.exitCode(for: merged)
  }

  /// `command` with the report folder of a `pickershot accept REPORT …` command replaced by
  /// `out` (the folder word is the one after `accept`, possibly single-quoted); any other
  /// command as it is.
  static func acceptFromMerged(_ command: String, out: String) -> String {
    let prefix = "pickershot accept "
    guard command.hasPrefix(prefix) else { return command }
    var rest = Substring(command.dropFirst(prefix.count))
    var quoted = false
    while let first = rest.first, quoted || first != " " {
      if first == "'" { quoted.toggle() }
      rest = rest.dropFirst()
    }
    return prefix + ShellWord.quoted(out) + rest
  }

  /// Whether `a` and `b` name the same existing folder (after resolving links and `..`).
  static func sameFolder(_ a: String, _ b: String) -> Bool {
    guard let first = realpath(a, nil) else { return false }
    defer { free(first) }
    guard let second = realpath(b, nil) else { return false }
    defer { free(second) }
    return strcmp(first, second) == 0
  }
}
