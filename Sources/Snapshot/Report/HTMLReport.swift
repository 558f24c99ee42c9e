import Foundation
import Raster

/// Writes a ``SnapshotReport`` as one static, self-contained HTML page for reviewing changes.
///
/// The page has inline CSS and JavaScript only: no external resources, no network requests,
/// and it works opened straight from disk (`file://`). Images are the entries' artifact paths,
/// relative to the report folder, so `index.html` belongs next to them. All report text is
/// escaped. Tabs, zoom chips and the "Failures only" filter work with CSS alone; the script only
/// drives the slider and onion-skin ranges (the split can also be dragged on the image) and reads
/// settings from the URL's fragment, e.g. `#view=slider&filter=all`: `view` picks every card's
/// tab (`expected`, `actual`, `diff`, `side-by-side`, `slider`, `onion`), `filter` is `all` or
/// `failures`, `split` and `opacity` (0–100) set the ranges, and `passed=open` expands the list
/// of passed entries.
///
/// A search box narrows cards and passed entries to the ids holding its text, and one checkbox
/// per status shows or hides that status's cards (CSS alone). Each card shows how long the image
/// took, the command that makes its golden from this run (with a Copy button), a link to the
/// golden (relative to the report, when the caller says where the goldens are from it) and every
/// artifact file. The header shows the CI commit and branch when the report has them.
public enum HTMLReport {
  /// One way of looking at an entry's images; each is a tab of the entry's card.
  public enum View: String, CaseIterable, Sendable {
    /// The golden.
    case expected
    /// This run's render.
    case actual
    /// The diff image.
    case diff
    /// Expected, diff and actual next to each other.
    case sideBySide = "side-by-side"
    /// Actual over expected, split by a draggable vertical line.
    case slider
    /// Actual over expected at an adjustable opacity.
    case onion

    /// The tab's label.
    public var title: String {
      switch self {
      case .expected: "Expected"
      case .actual: "Actual"
      case .diff: "Diff"
      case .sideBySide: "Side by side"
      case .slider: "Slider"
      case .onion: "Onion skin"
      }
    }

    /// The tabs an entry with `artifacts` gets: only views whose images exist (a missing or new
    /// golden has no expected image, so just Actual), in display order.
    public static func available(for artifacts: ArtifactPaths) -> [View] {
      let hasExpected = artifacts.expected != nil
      let hasActual = artifacts.actual != nil
      let images = [artifacts.expected, artifacts.diff, artifacts.actual].compactMap { $0 }.count
      var views: [View] = []
      if hasExpected { views.append(.expected) }
      if hasActual { views.append(.actual) }
      if artifacts.diff != nil { views.append(.diff) }
      if images >= 2 || artifacts.sideBySide != nil { views.append(.sideBySide) }
      if hasExpected && hasActual { views += [.slider, .onion] }
      return views
    }

    /// The tab shown first: side by side when the golden and the render can be compared,
    /// otherwise the render, otherwise whatever exists.
    static func initial(for views: [View]) -> View? {
      for preferred in [View.sideBySide, .actual, .diff] where views.contains(preferred) {
        return preferred
      }
      return views.first
    }
  }

  /// The order in which entries get cards: the most urgent first.
  static let cardOrder: [SnapshotStatus] = [.failed, .error, .missing, .recorded]

  /// The largest CSS size of one zoomed region, in pixels.
  static let zoomViewport = 320

  /// The complete page for `report`. `goldensBase` is the path from the report folder to the
  /// folder the entries' golden paths are relative to (`..` for `.artifacts`); `nil`: golden
  /// paths are shown, not linked.
  public static func render(_ report: SnapshotReport, goldensBase: String? = nil) -> String {
    let counts = Dictionary(grouping: report.entries, by: \.status).mapValues(\.count)
    let failing = report.entries.filter { !$0.status.isSuccess }.count
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(text(title(report, counts: counts)))</title>
      <style>
      \(HTMLReportAssets.css)</style>
      </head>
      <body>

      """
    html += header(report, counts: counts, failuresOnly: failing > 0)
    html += #"<main class="page">"# + "\n"
    var index = 0
    for status in cardOrder {
      for entry in report.entries where entry.status == status {
        html += card(entry, index: index, goldensBase: goldensBase)
        index += 1
      }
    }
    if index == 0 {
      html +=
        #"<p class="empty">Nothing to review: no entry failed, was recorded or is missing.</p>"#
        + "\n"
    }
    html += passedList(report.entries.filter { $0.status == .passed })
    html += "</main>\n<script>\n\(HTMLReportAssets.javaScript)</script>\n</body>\n</html>\n"
    return html
  }

  /// Writes ``render(_:)`` to `<directory>/index.html` atomically (not synced, like the rest of
  /// a report: see ``ReportFiles/write(_:to:goldensBase:)``), creating the directory.
  ///
  /// - Throws: `RasterError.writeFailed` when the file cannot be written.
  public static func write(
    _ report: SnapshotReport, to directory: String, goldensBase: String? = nil
  ) throws {
    let path = (directory as NSString).appendingPathComponent("index.html")
    try AtomicFile.write(
      Data(render(report, goldensBase: goldensBase).utf8), to: path, sync: false)
  }

  // MARK: Header

  /// `PickerShot report · 2 failed, 9 passed`.
  private static func title(_ report: SnapshotReport, counts: [SnapshotStatus: Int]) -> String {
    let parts = SnapshotStatus.allCases.compactMap { status in
      counts[status].map { "\($0) \(status.rawValue)" }
    }
    return "PickerShot report · " + (parts.isEmpty ? "no entries" : parts.joined(separator: ", "))
  }

  /// The top of the page: verdict, filter, counts, environment and obsolete goldens.
  private static func header(
    _ report: SnapshotReport, counts: [SnapshotStatus: Int], failuresOnly: Bool
  ) -> String {
    let verdict: (String, String)
    if let worst = [SnapshotStatus.failed, .error, .missing].first(where: { counts[$0] != nil }) {
      let failing = report.entries.filter { !$0.status.isSuccess }.count
      verdict = (worst.rawValue, "\(failing) not passing")
    } else if counts[.recorded] != nil {
      verdict = ("recorded", "Passed, goldens recorded")
    } else {
      verdict = ("passed", report.entries.isEmpty ? "No entries" : "All passed")
    }
    let checked = failuresOnly ? " checked" : ""
    var html = """
      <header class="top"><div class="page">
      <div class="title"><h1>PickerShot snapshot report</h1>\
      <span class="verdict st-\(verdict.0)">\(text(verdict.1))</span><span class="spacer"></span>\
      <label class="filter"><input type="checkbox" id="failures-only"\(checked)> \
      Failures only</label></div>
      <div class="tools"><input type="search" id="search" placeholder="Search ids" \
      aria-label="Search entries by id"><span class="status-filters">
      """
    for status in cardOrder + [.passed] {
      html +=
        #"<label class="sf st-\#(status.rawValue)"><input type="checkbox" id="show-"#
        + #"\#(status.rawValue)" value="\#(status.rawValue)" checked> \#(status.rawValue)</label>"#
    }
    html += "</span></div>\n<ul class=\"stats\">\n"
    for status in cardOrder + [.passed] {
      let count = counts[status] ?? 0
      html +=
        #"<li class="stat st-\#(status.rawValue)\#(count == 0 ? " zero" : "")">"#
        + "<b>\(count)</b><span>\(status.rawValue)</span></li>"
    }
    html += "</ul>\n"
    if let ci = report.ci {
      let parts = [("commit", ci.commit), ("branch", ci.branch)].compactMap { name, value in
        value.map { "\(name) <code>\(text($0))</code>" }
      }
      html += "<p class=\"ci\">CI: " + parts.joined(separator: " · ") + "</p>\n"
    }
    html +=
      "<p class=\"time\">Checked in <span class=\"time\">"
      + "\(JUnitReport.seconds(report.milliseconds)) s</span></p>\n"
    html += "<div class=\"meta\">\n<section><h2>Environment</h2>\n"
    if report.environment.isEmpty {
      html += "<p class=\"none\">No fingerprint recorded.</p>\n"
    } else {
      html += "<table class=\"env\">\n"
      for key in report.environment.keys.sorted() {
        html +=
          "<tr><th>\(text(key))</th><td><code>\(text(report.environment[key] ?? ""))</code>"
          + "</td></tr>\n"
      }
      html += "</table>\n"
    }
    html += "</section>\n<section class=\"obsolete\"><h2>Obsolete goldens</h2>\n"
    if report.obsolete.isEmpty {
      html += "<p class=\"none\">None.</p>\n"
    } else {
      html += "<p>No scene renders these any more: delete them, or restore their scene.</p>\n<ul>"
      html += report.obsolete.map { "<li><code>\(text($0))</code></li>" }.joined()
      html += "</ul>\n"
    }
    html += "</section>\n</div>\n</div></header>\n"
    return html
  }

  // MARK: Cards

  /// The card of one entry that needs a look.
  private static func card(_ entry: SnapshotEntry, index: Int, goldensBase: String?) -> String {
    let status = entry.status.rawValue
    let golden =
      goldensBase.map { base in
        let path =
          base == "." || entry.golden.hasPrefix("/") ? entry.golden : "\(base)/\(entry.golden)"
        return "<a class=\"golden\" href=\"\(ReportEscaping.url(path: path))\">"
          + "<code>\(text(entry.golden))</code></a>"
      } ?? "<code class=\"golden\">\(text(entry.golden))</code>"
    var html = """
      <article class="card st-\(status)" id="entry-\(index)" data-id="\(attr(entry.id))">
      <div class="card-head"><h2><code>\(text(entry.id))</code></h2>\
      <span class="badge">\(status)</span>\(timing(entry))\(golden)</div>
      <p class="message">\(text(entry.message))</p>

      """
    if let command = entry.recordCommand {
      html +=
        "<div class=\"rerecord\"><span>Re-record:</span> <code class=\"command\">"
        + "\(text(command))</code> <button type=\"button\" class=\"copy\""
        + " data-command=\"\(attr(command))\">Copy</button></div>\n"
    }
    if entry.environmentDiffers {
      html +=
        "<div class=\"warn\"><strong>Environment differs</strong>: the golden was recorded"
        + " with another renderer fingerprint, so small differences may come from the machine."
      if !entry.environmentChanges.isEmpty {
        html +=
          "<ul class=\"mono\">"
          + entry.environmentChanges.map { "<li>\(text($0))</li>" }.joined() + "</ul>"
      }
      html += "</div>\n"
    }
    html += facts(entry)
    html += zoom(entry, index: index)
    html += viewer(entry, index: index)
    html += artifactList(entry.artifacts)
    html += "</article>\n"
    return html
  }

  /// `<span class="time">0.042 s</span>`, or nothing when the entry has no time.
  private static func timing(_ entry: SnapshotEntry) -> String {
    guard let milliseconds = entry.milliseconds else { return "" }
    return "<span class=\"time\">\(JUnitReport.seconds(milliseconds)) s</span>"
  }

  /// Links to every file the run wrote for an entry, `expected.png` and the actual image's
  /// sidecar and draw list included.
  private static func artifactList(_ artifacts: ArtifactPaths) -> String {
    let files = artifacts.all
    guard !files.isEmpty else { return "" }
    return "<ul class=\"artifacts\">"
      + files.map { "<li>" + link($0, label: $0) + "</li>" }.joined() + "</ul>\n"
  }

  /// Counts and draw-list changes.
  private static func facts(_ entry: SnapshotEntry) -> String {
    var rows: [(String, String)] = []
    if entry.width > 0 && entry.height > 0 {
      rows.append(("Size", "\(entry.width) × \(entry.height) px @\(entry.scale)x"))
    }
    // Re-recorded entries were compared too; their numbers say what the new golden changed.
    let compared =
      entry.status == .failed || entry.artifacts.diff != nil || entry.differingPixels > 0
    if compared {
      rows.append(
        (
          "Differing pixels",
          ReportFormatting.pixels(entry.differingPixels, width: entry.width, height: entry.height)
        ))
      rows.append(("AA pixels", ReportFormatting.grouped(entry.antialiasedPixels)))
      rows.append(("Max channel Δ", ReportFormatting.channels(entry.maxChannelDelta)))
      rows.append(("Regions", "\(entry.boxes.count)"))
    }
    let showChanges = entry.status == .failed || !entry.drawListChanges.isEmpty
    guard !rows.isEmpty || showChanges else { return "" }
    var html = "<div class=\"facts\">\n"
    if !rows.isEmpty {
      html += "<section><h3>Counts</h3><dl class=\"counts\">"
      html += rows.map { "<dt>\(text($0.0))</dt><dd>\(text($0.1))</dd>" }.joined()
      html += "</dl></section>\n"
    }
    if showChanges {
      html += "<section><h3>Draw-list changes</h3>"
      if entry.drawListChanges.isEmpty {
        html += "<p class=\"none\">None: the draw list is the same; only pixels differ.</p>"
      } else {
        html +=
          "<ul class=\"changes mono\">"
          + entry.drawListChanges.map { "<li>\(text($0))</li>" }.joined() + "</ul>"
      }
      html += "</section>\n"
    }
    html += "</div>\n"
    return html
  }

  /// Chips for the diff boxes, each showing its region magnified in expected, actual and diff.
  private static func zoom(_ entry: SnapshotEntry, index: Int) -> String {
    let images = [
      ("Expected", entry.artifacts.expected), ("Actual", entry.artifacts.actual),
      ("Diff", entry.artifacts.diff),
    ].compactMap { label, path in path.map { (label, $0) } }
    let boxes = Array(entry.boxes.prefix(HTMLReportAssets.maxZoomBoxes))
    guard !boxes.isEmpty, !images.isEmpty else { return "" }
    let name = "zoom-\(index)"
    var html = "<section class=\"zoom\"><h3>Zoom on differences</h3><div class=\"chips\">"
    for (number, box) in boxes.enumerated() {
      let id = "\(name)-\(number)"
      html +=
        "<input type=\"radio\" name=\"\(name)\" id=\"\(id)\" value=\"\(number)\""
        + (number == 0 ? " checked" : "") + ">"
        + "<label class=\"chip\" for=\"\(id)\">\(text(ReportFormatting.box(box)))</label>"
    }
    html +=
      "<input type=\"radio\" name=\"\(name)\" id=\"\(name)-off\" value=\"off\">"
      + "<label class=\"chip chip-off\" for=\"\(name)-off\">Hide</label>"
    if entry.boxes.count > boxes.count {
      html += "<span class=\"more\">+\(entry.boxes.count - boxes.count) more</span>"
    }
    html += "</div>\n"
    for (number, box) in boxes.enumerated() {
      let region = ReportZoomRegion(
        box: box, imageWidth: entry.width, imageHeight: entry.height, viewport: zoomViewport)
      html += "<div class=\"zoom-view zv-\(number)\">"
      for (label, path) in images {
        html +=
          "<figure><figcaption>\(label) · \(region.factor)×</figcaption>"
          + "<div class=\"zf\" style=\"width:\(region.width * region.factor)px;"
          + "height:\(region.height * region.factor)px;"
          + "background-size:\(16 * region.factor)px \(16 * region.factor)px\">"
          + "<img src=\"\(ReportEscaping.url(path: path))\" alt=\"\(label) at \(region.factor)×\""
          + " style=\"transform:scale(\(region.factor)) translate(\(-region.x)px,\(-region.y)px)\">"
          + "<span class=\"hl\" style=\"left:\((box.x - region.x) * region.factor)px;"
          + "top:\((box.y - region.y) * region.factor)px;width:\(box.width * region.factor)px;"
          + "height:\(box.height * region.factor)px\"></span></div></figure>"
      }
      html += "</div>\n"
    }
    html += "</section>\n"
    return html
  }

  /// The tabs and panes of an entry's images.
  private static func viewer(_ entry: SnapshotEntry, index: Int) -> String {
    let artifacts = entry.artifacts
    let views = View.available(for: artifacts)
    guard let initial = View.initial(for: views) else {
      return "<p class=\"no-images\">No images were written for this entry.</p>\n"
    }
    let name = "view-\(index)"
    var html =
      "<section class=\"viewer\"><div class=\"tabs\" role=\"radiogroup\" aria-label=\"View\">"
    for view in views {
      let id = "\(name)-\(view.rawValue)"
      html +=
        "<input type=\"radio\" class=\"tab\" name=\"\(name)\" id=\"\(id)\""
        + " value=\"\(view.rawValue)\"\(view == initial ? " checked" : "")>"
        + "<label for=\"\(id)\">\(view.title)</label>"
    }
    html += "</div>\n"
    for view in views {
      html += "<div class=\"pane pane-\(view.rawValue)\">" + pane(view, artifacts) + "</div>\n"
    }
    html += "</section>\n"
    return html
  }

  /// The contents of one pane.
  private static func pane(_ view: View, _ artifacts: ArtifactPaths) -> String {
    switch view {
    case .expected: return single(artifacts.expected, label: "Expected")
    case .actual: return single(artifacts.actual, label: "Actual")
    case .diff: return single(artifacts.diff, label: "Diff")
    case .sideBySide:
      let trio = [
        ("Expected", artifacts.expected), ("Diff", artifacts.diff), ("Actual", artifacts.actual),
      ].compactMap { label, path in path.map { (label, $0) } }
      var html = ""
      if trio.count >= 2 {
        html += "<div class=\"trio\">"
        for (label, path) in trio {
          html +=
            "<figure><figcaption>\(label)</figcaption><div class=\"shot\">"
            + image(path, alt: label) + "</div></figure>"
        }
        html += "</div>"
        if let composed = artifacts.sideBySide {
          html += link(composed, label: "Side-by-side PNG")
        }
      } else if let composed = artifacts.sideBySide {
        html += single(composed, label: "Side by side")
      }
      return html
    case .slider, .onion:
      guard let expected = artifacts.expected, let actual = artifacts.actual else { return "" }
      let slider = view == .slider
      let stack =
        "<div class=\"stack\">" + image(expected, alt: "Expected")
        + "<div class=\"over\">" + image(actual, alt: "Actual") + "</div>"
        + (slider ? "<span class=\"line\"></span>" : "") + "</div>"
      let range =
        slider
        ? "<div class=\"range\"><span>◀ Actual</span><input type=\"range\" class=\"split\""
          + " min=\"0\" max=\"100\" value=\"50\" aria-label=\"Split position\">"
          + "<span>Expected ▶</span></div>"
        : "<div class=\"range\"><span>Expected</span><input type=\"range\" class=\"opacity\""
          + " min=\"0\" max=\"100\" value=\"50\" aria-label=\"Actual opacity\">"
          + "<span>Actual</span></div>"
      return "<div class=\"compare\">" + stack + range + "</div>"
    }
  }

  /// One image on the checkerboard with a link to its file.
  private static func single(_ path: String?, label: String) -> String {
    guard let path else { return "" }
    return "<div class=\"shot\">" + image(path, alt: label) + "</div>" + link(path, label: label)
  }

  /// An `<img>` of a relative artifact path.
  private static func image(_ path: String, alt: String) -> String {
    "<img src=\"\(ReportEscaping.url(path: path))\" alt=\"\(attr(alt))\">"
  }

  /// A link to an artifact file, labelled with its path.
  private static func link(_ path: String, label: String) -> String {
    "<a class=\"file\" href=\"\(ReportEscaping.url(path: path))\" title=\"\(attr(label))\">"
      + "\(text(path))</a>"
  }

  // MARK: Passed

  /// The collapsed list of passed entries, hidden by the "Failures only" filter.
  private static func passedList(_ entries: [SnapshotEntry]) -> String {
    guard !entries.isEmpty else { return "" }
    var html =
      "<section class=\"passed-section\"><details><summary>\(entries.count) passed"
      + proven(entries) + "</summary><ul class=\"passed\">"
    for entry in entries {
      html += "<li data-id=\"\(attr(entry.id))\"><code>\(text(entry.id))</code> \(timing(entry))"
      if entry.provenByFingerprint == true {
        html +=
          " <span class=\"proven-tag\" title=\"draw list and fingerprint unchanged: not drawn\">"
          + "proven by fingerprint</span>"
      }
      if entry.environmentDiffers {
        let changes = attr(entry.environmentChanges.joined(separator: "\n"))
        html += " <span class=\"env-tag\" title=\"\(changes)\">environment differs</span>"
      }
      html += "</li>"
    }
    html += "</ul></details></section>\n"
    return html
  }

  /// ` (170 proven by fingerprint)` when `verify --changed` proved any of `entries`, else empty.
  private static func proven(_ entries: [SnapshotEntry]) -> String {
    let count = entries.count { $0.provenByFingerprint == true }
    return count == 0 ? "" : " (\(count) proven by fingerprint)"
  }

  /// Shorthand for text escaping.
  private static func text(_ value: String) -> String { ReportEscaping.text(value) }

  /// Shorthand for attribute escaping.
  private static func attr(_ value: String) -> String { ReportEscaping.attribute(value) }
}
