import Foundation
import Raster
import Snapshot

/// What `verify` and `merge-reports` tell GitHub Actions (when `GITHUB_ACTIONS=true`): an
/// `::error` annotation per image that did not pass, and a Markdown job summary appended to the
/// file `GITHUB_STEP_SUMMARY` names.
enum GitHubActions {
  /// The most failing images the job summary lists.
  static let summaryRows = 50

  /// Prints the annotations and appends the job summary when `environment` is a GitHub Actions
  /// job's; a summary that cannot be written is one warning line on stderr, never an error.
  static func report(
    _ report: SnapshotReport, command: String, terminal: Terminal,
    environment: [String: String] = Environment.variables(["GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY"])
  ) {
    guard environment["GITHUB_ACTIONS"] == "true" else { return }
    for line in annotations(report) { terminal.line(line) }
    guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
    if let problem = append(summary(report, command: command), to: path) {
      terminal.error(
        Terminal.safe(
          "pickershot: \(command): warning: job summary not written to \(path): \(problem)",
          keepingLineFeeds: false))
    }
  }

  /// `::error file=…,title=…::…` for each entry that did not pass.
  static func annotations(_ report: SnapshotReport) -> [String] {
    report.entries.filter { !$0.status.isSuccess }.map { entry in
      let title = "\(entry.id) \(entry.status.rawValue)"
      var message = entry.message
      if let command = entry.recordCommand { message += "\nre-record: \(command)" }
      return "::error file=\(property(entry.golden)),title=\(property(title))::\(data(message))"
    }
  }

  /// A workflow command's message escaped as GitHub's runner reads it: `%`, CR and LF.
  static func data(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A workflow command's property value escaped: as ``data(_:)``, and `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
      of: ",", with: "%2C")
  }

  /// The job summary: the counts, and the images that did not pass (the first
  /// ``summaryRows``).
  static func summary(_ report: SnapshotReport, command: String) -> String {
    let counts = Dictionary(grouping: report.entries, by: \.status).mapValues(\.count)
    var lines = [
      "## PickerShot \(command): " + (report.allPassed ? "passed" : "not passing"), "",
      "| status | images |", "| --- | ---: |",
    ]
    for status in SnapshotStatus.allCases {
      lines.append("| \(status.rawValue) | \(counts[status] ?? 0) |")
    }
    let failing = report.entries.filter { !$0.status.isSuccess }
    if !failing.isEmpty {
      lines += ["", "| image | status | message |", "| --- | --- | --- |"]
      for entry in failing.prefix(summaryRows) {
        lines.append(
          "| \(cell(entry.id)) | \(entry.status.rawValue) | \(cell(entry.message)) |")
      }
      if failing.count > summaryRows {
        lines += ["", "and \(failing.count - summaryRows) more (see the report)"]
      }
    }
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// Text for one Markdown table cell: no line breaks, markup characters escaped, controls shown
  /// as `\u{…}`.
  static func cell(_ text: String) -> String {
    var result = ""
    for scalar in Terminal.safe(text, keepingLineFeeds: false).unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\t": result += " "
      case "|", "\\", "`", "*", "_", "[", "]", "#", "~", "!":
        result += "\\" + String(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Appends `text` to the regular file at `path` (created if missing), or says why not: a
  /// folder, a FIFO or a device is refused without being opened for long (`O_NONBLOCK`), so
  /// nothing waits for a reader.
  static func append(_ text: String, to path: String) -> String? {
    var info = stat()
    if stat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFREG {
      return "not a regular file"
    }
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return String(cString: strerror(errno)) }
    defer { close(fd) }
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      return "not a regular file"
    }
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return String(cString: strerror(errno)) }
      offset += written
    }
    return nil
  }
}
