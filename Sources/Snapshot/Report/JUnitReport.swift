/// Writes a ``SnapshotReport`` as JUnit XML, the format CI systems show test results from.
///
/// The document is one `<testsuite name="pickershot">` with one `<testcase>` per entry
/// (`classname` is the scene, `name` is `<theme>@<scale>x`), in the report's order:
/// - `failed` and `missing` entries carry a `<failure>` (a golden missing in CI is a failure);
/// - `error` entries carry an `<error>`;
/// - `recorded` entries pass and say what was written in `<system-out>`;
/// - `passed` entries are empty.
///
/// `skipped` is always 0: every status is either a pass, a failure or an error. The environment
/// fingerprint goes into `<properties>` and obsolete goldens into the suite's `<system-out>`.
/// The output has no timestamps or durations, so the same report always gives the same bytes.
public enum JUnitReport {
  /// The JUnit XML document for `report`, UTF-8 text ending in a newline.
  public static func xml(_ report: SnapshotReport) -> String {
    let entries = report.entries
    let failures = entries.filter { $0.status == .failed || $0.status == .missing }.count
    let errors = entries.filter { $0.status == .error }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuite name="pickershot" tests="\#(entries.count)" failures="\#(failures)""#
        + #" errors="\#(errors)" skipped="0">"#,
    ]
    if !report.environment.isEmpty {
      lines.append("  <properties>")
      for key in report.environment.keys.sorted() {
        lines.append(
          #"    <property name="\#(attr(key))" value="\#(attr(report.environment[key] ?? ""))"/>"#)
      }
      lines.append("  </properties>")
    }
    for entry in entries {
      lines.append(contentsOf: testcase(entry))
    }
    if !report.obsolete.isEmpty {
      let list = report.obsolete.map { "obsolete golden: \($0)" }.joined(separator: "\n")
      lines.append("  <system-out>\(ReportEscaping.text(list))</system-out>")
    }
    lines.append("</testsuite>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `<testcase>` lines for one entry.
  private static func testcase(_ entry: SnapshotEntry) -> [String] {
    let open = #"  <testcase classname="\#(attr(entry.scene))" name="\#(attr(caseName(entry)))""#
    switch entry.status {
    case .passed:
      return [open + "/>"]
    case .recorded:
      let line = "recorded \(entry.golden): \(entry.message)"
      return [
        open + ">", "    <system-out>\(ReportEscaping.text(line))</system-out>", "  </testcase>",
      ]
    case .failed, .missing, .error:
      let element = entry.status == .error ? "error" : "failure"
      let type = entry.status.rawValue
      return [
        open + ">",
        #"    <\#(element) message="\#(attr(entry.message))" type="\#(type)">"#
          + ReportEscaping.text(body(entry)) + "</\(element)>",
        "  </testcase>",
      ]
    }
  }

  /// `<theme>@<scale>x`.
  static func caseName(_ entry: SnapshotEntry) -> String {
    "\(entry.theme)@\(entry.scale)x"
  }

  /// The failure or error text: the message, draw-list changes, counts, boxes, environment
  /// changes and where to look.
  static func body(_ entry: SnapshotEntry) -> String {
    var lines = [entry.message]
    if !entry.drawListChanges.isEmpty {
      lines.append("Draw-list changes:")
      lines.append(contentsOf: entry.drawListChanges.map { "  \($0)" })
    }
    if entry.status == .failed {
      let pixels = ReportFormatting.pixels(
        entry.differingPixels, width: entry.width, height: entry.height)
      lines.append("Differing pixels: \(pixels)")
      lines.append("Anti-aliased pixels (not counted): \(entry.antialiasedPixels)")
      lines.append("Max channel delta: \(ReportFormatting.channels(entry.maxChannelDelta))")
      if !entry.boxes.isEmpty {
        lines.append("Boxes: " + entry.boxes.map(ReportFormatting.box).joined(separator: "; "))
      }
    }
    if entry.environmentDiffers {
      lines.append("Golden recorded in another environment:")
      lines.append(contentsOf: entry.environmentChanges.map { "  \($0)" })
    }
    lines.append("Golden: \(entry.golden)")
    let artifacts = [
      ("actual", entry.artifacts.actual), ("expected", entry.artifacts.expected),
      ("diff", entry.artifacts.diff), ("side by side", entry.artifacts.sideBySide),
    ].compactMap { name, path in path.map { "\(name) \($0)" } }
    if !artifacts.isEmpty {
      lines.append("Artifacts: " + artifacts.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  /// Shorthand for attribute escaping.
  private static func attr(_ text: String) -> String {
    ReportEscaping.attribute(text)
  }
}
