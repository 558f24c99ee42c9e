import Foundation
import Raster
import Snapshot
import Testing

@Suite struct ReportHTMLTests {
  /// The `src` and `href` values of `html`, entity- and percent-decoded.
  static func references(_ html: String) -> [String] {
    html.matches(of: #/(?:src|href)="([^"]*)"/#).map { match in
      let value = String(match.output.1)
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
      return value.removingPercentEncoding ?? value
    }
  }

  /// The `<article>` card of the entry `id`, or nil.
  static func card(_ html: String, id: String) -> Substring? {
    guard let start = html.range(of: #"data-id="\#(id)">\#n<div class="card-head">"#) else {
      return nil
    }
    let end = html[start.upperBound...].range(of: "</article>")?.lowerBound ?? html.endIndex
    return html[start.lowerBound..<end]
  }

  @Test func everyReferencedArtifactExistsAsARelativePath() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let report = try ReportFixtures.sampleReport(in: directory)
    try HTMLReport.write(report, to: directory)
    let html = try String(contentsOfFile: directory + "/index.html", encoding: .utf8)
    #expect(html == HTMLReport.render(report))
    let references = Self.references(html)
    let artifacts = report.entries.flatMap(\.artifacts.all)
    #expect(Set(references) == Set(artifacts))
    for reference in references {
      #expect(!reference.hasPrefix("/"), "\(reference) is absolute")
      #expect(!reference.contains(":"), "\(reference) has a scheme")
      #expect(
        FileManager.default.fileExists(atPath: directory + "/" + reference),
        "\(reference) does not exist")
    }
    // `#` in a folder name must not turn into a URL fragment.
    #expect(html.contains(#"src="day%20cells%20%231/light@1x/actual.png""#))
  }

  @Test func pageIsSelfContained() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = HTMLReport.render(try ReportFixtures.sampleReport(in: directory))
    for forbidden in [
      "http://", "https://", "<script src", "<link", "@import", "url(", "fetch(",
      "XMLHttpRequest", "//cdn",
    ] {
      #expect(!html.contains(forbidden), "page contains \(forbidden)")
    }
    #expect(html.contains("<style>"))
    #expect(html.contains("<script>"))
    #expect(html.hasPrefix("<!DOCTYPE html>"))
  }

  @Test func textIsEscaped() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = HTMLReport.render(try ReportFixtures.sampleReport(in: directory))
    #expect(html.contains("64 pixels differ (5.33 %) &lt;b&gt;&amp;&quot;&#39;"))
    #expect(!html.contains("<b>&\""))
    #expect(html.contains("at day 2026-01-16 &lt;selected&gt;"))
    #expect(html.contains("bad &lt;IHDR&gt;"))
    #expect(html.contains("Debian &lt;12&gt;"))
    #expect(!html.contains("<selected>") && !html.contains("<IHDR>") && !html.contains("<12>"))
  }

  @Test(arguments: [
    ("date-picker/light@2x", true),
    ("date-picker/dark@2x", true),
    ("day cells #1/light@1x", true),
    ("broken/light@2x", true),
    ("date-picker-range/light@2x", false),
    ("date-picker-range/dark@2x", false),
  ])
  func onlyEntriesNeedingALookGetACard(id: String, hasCard: Bool) throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = HTMLReport.render(try ReportFixtures.sampleReport(in: directory))
    #expect((Self.card(html, id: id) != nil) == hasCard)
    #expect(html.contains("<code>\(ReportHTMLTests.escaped(id))</code>"))
  }

  @Test(arguments: [
    ("date-picker/light@2x", ["expected", "actual", "diff", "side-by-side", "slider", "onion"]),
    ("date-picker/dark@2x", ["actual"]),
    ("broken/light@2x", []),
  ])
  func tabsOnlyForImagesThatExist(id: String, tabs: [String]) throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = HTMLReport.render(try ReportFixtures.sampleReport(in: directory))
    let card = try #require(Self.card(html, id: id))
    let found = card.matches(of: #/class="tab" name="[^"]*" id="[^"]*" value="([^"]*)"/#)
      .map { String($0.output.1) }
    #expect(found == tabs)
    #expect(card.contains(#"type="range""#) == tabs.contains("slider"))
    if tabs.isEmpty { #expect(card.contains("No images were written")) }
  }

  @Test func failedCardShowsWarningCountsChangesAndZoomChips() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = HTMLReport.render(try ReportFixtures.sampleReport(in: directory))
    let card = try #require(Self.card(html, id: "date-picker/light@2x"))
    #expect(card.contains("Environment differs"))
    #expect(card.contains("freetype: 2.13.2 → 2.12.1"))
    #expect(card.contains(#"<ul class="changes mono">"#))
    #expect(card.contains("64 of 1,200 (5.33 %)"))
    #expect(card.contains("R 2 · G 3 · B 22 · A 0"))
    #expect(card.contains(">16,10 8×8</label>"))
    #expect(card.contains("image-rendering") == false)  // in the stylesheet, not inline
    #expect(card.matches(of: #/class="zf"/#).count == 3)  // expected, actual, diff
    #expect(html.contains("image-rendering: pixelated"))
  }

  @Test(arguments: [
    ([SnapshotStatus.passed, .failed], true),
    ([.passed, .missing], true),
    ([.passed, .recorded], false),
    ([.passed], false),
  ])
  func failuresOnlyFilterIsOnWhenSomethingFails(statuses: [SnapshotStatus], checked: Bool) {
    let report = SnapshotReport(
      environment: [:],
      entries: statuses.enumerated().map { index, status in
        ReportFixtures.entry("scene-\(index)", status: status)
      })
    let html = HTMLReport.render(report)
    #expect(html.contains(#"<input type="checkbox" id="failures-only" checked>"#) == checked)
    #expect(html.contains(#"id="failures-only""#))
    #expect(html.contains("body:has(#failures-only:checked) .passed-section { display: none; }"))
    #expect(html.contains(#"<section class="passed-section"><details><summary>1 passed"#))
  }

  @Test func headerListsEnvironmentAndObsoleteGoldens() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = HTMLReport.render(try ReportFixtures.sampleReport(in: directory))
    #expect(html.contains("<tr><th>cairo</th><td><code>1.16.0</code></td></tr>"))
    #expect(html.contains("<li><code>time-picker/light@2x.png</code></li>"))
    for (status, count) in [
      ("failed", 1), ("missing", 1), ("recorded", 1), ("error", 1), ("passed", 2),
    ] {
      #expect(html.contains(#"<li class="stat st-\#(status)"><b>\#(count)</b>"#))
    }
  }

  /// Issue 24: a search box, a filter per status, per-image times, a copyable re-record
  /// command, the CI commit and branch, golden links relative to the report, and every artifact
  /// (expected.png too) listed on the card.
  @Test func reviewToolsOnThePage() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var report = try ReportFixtures.sampleReport(in: directory)
    report.entries[0].milliseconds = 1234
    report.entries[4].milliseconds = 5
    report.entries[0].recordCommand = "pickershot record date-picker --theme light --scale 2"
    report.ci = ReportCI(commit: "0123abc", branch: "feature/<x>")
    let html = HTMLReport.render(report, goldensBase: "..")
    #expect(html.contains(#"<input type="search" id="search""#))
    for status in SnapshotStatus.allCases {
      #expect(html.contains(#"id="show-\#(status.rawValue)""#), "no filter for \(status)")
      #expect(html.contains("body:has(#show-\(status.rawValue):not(:checked))"))
    }
    let card = try #require(Self.card(html, id: "date-picker/light@2x"))
    #expect(card.contains(#"<span class="time">1.234 s</span>"#))
    #expect(
      card.contains(
        #"<code class="command">pickershot record date-picker --theme light --scale 2</code>"#))
    #expect(card.contains(#"data-command="pickershot record date-picker --theme light --scale 2""#))
    #expect(card.contains(#"<a class="golden" href="../goldens/date-picker/light@2x.png">"#))
    #expect(card.contains(#"<ul class="artifacts">"#))
    #expect(card.contains(#"href="date-picker/light@2x/expected.png""#))
    #expect(html.contains(#"<li data-id="date-picker-range/light@2x"><code>"#))
    #expect(html.contains(#"<span class="time">0.005 s</span>"#))
    #expect(html.contains("commit <code>0123abc</code> · branch <code>feature/&lt;x&gt;</code>"))
    #expect(html.contains("navigator.clipboard") && html.contains("search-miss"))
    // Without a base, golden paths are shown, not linked.
    let plain = HTMLReport.render(report)
    #expect(!plain.contains(#"class="golden" href"#))
    #expect(plain.contains(#"<code class="golden">goldens/date-picker/light@2x.png</code>"#))
  }

  @Test func elementsAreBalanced() throws {
    let directory = try ReportFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let html = HTMLReport.render(try ReportFixtures.sampleReport(in: directory))
    for tag in [
      "div", "section", "article", "figure", "details", "ul", "li", "label", "table", "span",
      "button", "code", "a",
    ] {
      let opened = html.matches(of: try Regex("<\(tag)[ >]")).count
      let closed = html.matches(of: try Regex("</\(tag)>")).count
      #expect(opened == closed, "<\(tag)> opened \(opened) times, closed \(closed)")
    }
  }

  @Test(arguments: [
    // box, image width and height → region x, y, width, height (image pixels) and magnification
    (PixelBox(x: 16, y: 10, width: 8, height: 8), 40, 30, [8, 2, 24, 24, 8]),
    (PixelBox(x: 0, y: 0, width: 1, height: 1), 40, 30, [0, 0, 24, 24, 8]),
    (PixelBox(x: 468, y: 410, width: 72, height: 72), 832, 1048, [464, 406, 80, 80, 4]),
    (PixelBox(x: 0, y: 0, width: 400, height: 20), 832, 1048, [160, 0, 80, 28, 4]),
    (PixelBox(x: 30, y: 25, width: 10, height: 5), 40, 30, [16, 6, 24, 24, 8]),
    (PixelBox(x: 2, y: 2, width: 4, height: 4), 10, 6, [0, 0, 10, 6, 8]),
  ])
  func zoomShowsTheBoxMagnifiedWithinTheImage(
    box: PixelBox, width: Int, height: Int, expected: [Int]
  ) throws {
    var entry = ReportFixtures.entry("zoom", status: .failed, message: "differs")
    entry.width = width
    entry.height = height
    entry.boxes = [box]
    entry.artifacts = ArtifactPaths(expected: "e.png", actual: "a.png", diff: "d.png")
    let html = HTMLReport.render(SnapshotReport(environment: [:], entries: [entry]))
    let pattern =
      #/
      class="zf"\ style="width:(\d+)px;height:(\d+)px;[^"]*"><img\ src="e.png"\ [^>]*
      transform:scale\((\d+)\)\ translate\((-?\d+)px,(-?\d+)px\)
      /#
    let frame = try #require(html.firstMatch(of: pattern))
    let factor = try #require(Int(frame.output.3))
    let region = [
      -(Int(frame.output.4) ?? 1), -(Int(frame.output.5) ?? 1),
      (Int(frame.output.1) ?? 0) / factor, (Int(frame.output.2) ?? 0) / factor, factor,
    ]
    #expect(region == expected)
    #expect((4...8).contains(factor))
    #expect(region[2] * factor <= 320 && region[3] * factor <= 320)
  }

  /// HTML-escapes like the report does, for building expected strings.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
  }
}
