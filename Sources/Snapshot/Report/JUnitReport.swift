/// Writes a ``SnapshotReport`` as JUnit XML, the format CI systems show test results from.
///
/// The document is one `<testsuite name="pickershot">` with one `<testcase>` per entry
/// (`classname` is the scene, `name` is `<theme>@<scale>x`), in the report's order:
/// - `failed` and `missing` entries carry a `<failure>` (a golden missing in CI is a failure);
/// - `error` entries carry an `<error>`;
/// - `recorded` entries are `<skipped>`: a golden was written, nothing was checked against it;
/// - `passed` entries are empty, but for a `provenByFingerprint` property on one `verify
///   --changed` passed without drawing it.
///
/// Every `<testcase>` and the suite have a `time` in seconds (the suite's is the sum of its
/// cases'), and an entry's artifacts are listed in its `<system-out>` as
/// `[[ATTACHMENT|<report>/<path>]]` lines, the form Jenkins and GitLab show as files. The
/// environment fingerprint and the CI commit and branch go into `<properties>`, obsolete goldens
/// into the suite's `<system-out>`. There are no timestamps: times and the CI metadata are the
/// only values that may differ between two runs of the same inputs.
public enum JUnitReport {
  /// The JUnit XML document for `report`, UTF-8 text ending in a newline. `folder` is where the
  /// report is (as the CI job sees it from its working folder), the prefix of attachment paths.
  public static func xml(_ report: SnapshotReport, folder: String = ".") -> String {
    let entries = report.entries
    let failures = entries.filter { $0.status == .failed || $0.status == .missing }.count
    let errors = entries.filter { $0.status == .error }.count
    let skipped = entries.filter { $0.status == .recorded }.count
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuite name="pickershot" tests="\#(entries.count)" failures="\#(failures)""#
        + #" errors="\#(errors)" skipped="\#(skipped)" time="\#(seconds(report.milliseconds))">"#,
    ]
    var properties = report.environment.keys.sorted().map { ($0, report.environment[$0] ?? "") }
    if let ci = report.ci {
      properties += [("ci.commit", ci.commit), ("ci.branch", ci.branch)].compactMap { name, value in
        value.map { (name, $0) }
      }
    }
    if !properties.isEmpty {
      lines.append("  <properties>")
      for (name, value) in properties {
        lines.append(#"    <property name="\#(attr(name))" value="\#(attr(value))"/>"#)
      }
      lines.append("  </properties>")
    }
    let prefix =
      folder == "." || folder.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
    for entry in entries {
      lines.append(contentsOf: testcase(entry, prefix: prefix))
    }
    if !report.obsolete.isEmpty {
      let list = report.obsolete.map { "obsolete golden: \($0)" }.joined(separator: "\n")
      lines.append("  <system-out>\(ReportEscaping.text(list))</system-out>")
    }
    lines.append("</testsuite>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The `<testcase>` lines for one entry; `prefix` goes before its artifact paths.
  private static func testcase(_ entry: SnapshotEntry, prefix: String) -> [String] {
    let open =
      #"  <testcase classname="\#(attr(entry.scene))" name="\#(attr(caseName(entry)))""#
      + #" time="\#(seconds(entry.milliseconds ?? 0))""#
    var output = entry.artifacts.all.map { "[[ATTACHMENT|\(prefix)\($0)]]" }
    var lines = [open + ">"]
    switch entry.status {
    case .passed:
      if entry.provenByFingerprint == true {
        // Proven without drawing (`verify --changed`): said as the testcase's one property.
        lines.append(
          #"    <properties><property name="provenByFingerprint" value="true"/></properties>"#)
      } else if output.isEmpty {
        return [open + "/>"]
      }
    case .recorded:
      lines.append(#"    <skipped message="\#(attr(entry.message))"/>"#)
      output.insert("recorded \(entry.golden): \(entry.message)", at: 0)
    case .failed, .missing, .error:
      let element = entry.status == .error ? "error" : "failure"
      let type = entry.status.rawValue
      lines.append(
        #"    <\#(element) message="\#(attr(entry.message))" type="\#(type)">"#
          + ReportEscaping.text(body(entry)) + "</\(element)>")
    }
    if !output.isEmpty {
      lines.append(
        "    <system-out>\(ReportEscaping.text(output.joined(separator: "\n")))</system-out>")
    }
    return lines + ["  </testcase>"]
  }

  /// Milliseconds as seconds with three decimals, `0.042`, the form of JUnit's `time`.
  static func seconds(_ milliseconds: Int) -> String {
    let value = max(0, milliseconds)
    let fraction = String(value % 1000)
    return "\(value / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
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
    if let command = entry.recordCommand { lines.append("Re-record: \(command)") }
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
