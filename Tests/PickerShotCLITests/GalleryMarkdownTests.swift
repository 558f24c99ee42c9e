import Foundation
import Scene
import Testing

@testable import PickerShotCLI

/// The gallery's `README.md` as the docs sites that publish it render it: GitHub (cmark-gfm with
/// GitHub's extensions; raw HTML kept, as GitHub keeps the allowed tags) and MkDocs (whose
/// folder index it must be).
@Suite struct GalleryMarkdownTests {
  static let cmark = ExternalTool.find("cmark-gfm")
  static let chromium = ExternalTool.find("chromium")

  /// A scene's row with both themes (or only `themes`), 4 × 2 pt images.
  static func row(_ id: String, _ summary: String, themes: [String] = ["light", "dark"])
    -> GalleryPage.Row
  {
    GalleryPage.Row(
      id: id, summary: summary,
      images: GalleryPage.themes.map { theme in
        guard themes.contains(theme) else { return nil }
        return GalleryPage.Image(
          theme: theme, png: "\(id)/\(theme)@2x.png", svg: "\(id)/\(theme)@2x.svg", width: 8,
          height: 4)
      })
  }

  /// Summaries with every character Markdown, HTML or a table cell could act on: the built-in
  /// summaries with an apostrophe were shown as `&#39;` on GitHub.
  static let hostileRows = [
    row("seed", "the seed's Fruit example: \"Fruit: Apple\""),
    row("pipes", "10 | 30 | AM, `code`, *em* _em_ ~~struck~~ ~one~ [a](b) ![i](j) \\ back"),
    row("tags", "<script>alert(1)</script> &amp; <b>bold</b> #1 {x}"),
    row("autolink", "<https://example.com> <user@example.com>"),
    row("dark-only", "Dark only: it's 10:30", themes: ["dark"]),
    row("light-only", "Light only: 'quoted'", themes: ["light"]),
  ]

  /// What a browser shows for `html`: character references decoded (`&amp;`, `&lt;`, `&#39;`,
  /// `&#x27;`, `&quot;`, `&gt;`).
  static func decoded(_ html: String) -> String {
    var result = ""
    var rest = Substring(html)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      rest = rest[amp...]
      guard let semi = rest.firstIndex(of: ";"), rest.distance(from: amp, to: semi) < 10 else {
        result += "&"
        rest = rest.dropFirst()
        continue
      }
      let name = rest[rest.index(after: amp)..<semi]
      let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
      var scalar: Unicode.Scalar?
      if let value = named[String(name)] {
        scalar = value.unicodeScalars.first
      } else if name.hasPrefix("#x") || name.hasPrefix("#X") {
        scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
      } else if name.hasPrefix("#") {
        scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
      }
      guard let scalar else {
        result += "&"
        rest = rest.dropFirst()
        continue
      }
      result.unicodeScalars.append(scalar)
      rest = rest[rest.index(after: semi)...]
    }
    return result + rest
  }

  /// Every value of `attribute` in `html`'s tags named `tag`, decoded.
  static func attributes(_ attribute: String, of tag: String, in html: String) -> [String] {
    html.components(separatedBy: "<\(tag) ").dropFirst().compactMap { part in
      guard let end = part.firstIndex(of: ">") else { return nil }
      let inside = part[..<end]
      guard let start = inside.range(of: " \(attribute)=\"") ?? inside.range(of: "\(attribute)=\"")
      else { return nil }
      let value = inside[start.upperBound...].prefix { $0 != "\"" }
      return decoded(String(value))
    }
  }

  /// `markdown` through cmark-gfm as GitHub renders READMEs: tables, autolinks, strikethrough,
  /// and raw HTML kept (`--unsafe`; GitHub then filters it through its allow-list, which keeps
  /// `picture`, `source` with `media` and `srcset`, and `img` with `alt`, `width` and `height`).
  static func github(_ markdown: String) throws -> String {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = "\(folder)/README.md"
    try Data(markdown.utf8).write(to: URL(fileURLWithPath: file))
    let outcome = try ExternalTool.run(
      cmark!,
      [
        "--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tagfilter",
        file,
      ])
    #expect(outcome.status == 0, "\(outcome.output)")
    return outcome.output
  }

  @Test(.enabled(if: cmark != nil, "cmark-gfm is not on PATH (tools/install-deps installs it)"))
  func githubShowsEverySummaryAsWrittenAndEveryPictureWithItsAltText() throws {
    let page = GalleryPage(rows: Self.hostileRows)
    let html = try Self.github(page.markdown())
    // No reference is shown as text: the bug wrote `&\#39;`, which GitHub shows as `&#39;`.
    #expect(!html.contains("&amp;#39;") && !html.contains("&\\#39;") && !html.contains("&#39;"))
    // One table row a scene, its summary shown exactly; nothing acts as markup.
    let cells = html.components(separatedBy: "<td><code>").dropFirst()
    #expect(cells.count == Self.hostileRows.count, "\(html)")
    for (row, cell) in zip(Self.hostileRows, cells) {
      let summary = cell.components(separatedBy: "</code><br>")[1]
        .components(separatedBy: "</td>")[0]
      // GitHub links the URL and address as it does in any text; the brackets stay text.
      let unlinked = summary.replacing(#/<a href="[^"]*">|<\/a>/#, with: "")
      #expect(Self.decoded(unlinked) == row.summary, "\(cell)")
    }
    for tag in ["<script", "<b>", "<em>", "<del>", "<a href=\"b\"", "<img src=\"j\""] {
      #expect(!html.contains(tag), "\(tag)")
    }
    // A picture a two-theme scene, with a source a theme; every image lazy, sized, alt text
    // the summary.
    #expect(html.components(separatedBy: "<picture>").count - 1 == 4)
    #expect(
      Self.attributes("media", of: "source", in: html)
        == Array(
          repeating: ["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"], count: 4
        )
        .flatMap { $0 })
    #expect(
      Self.attributes("srcset", of: "source", in: html).prefix(2)
        == ["seed/light@2x.png", "seed/dark@2x.png"])
    #expect(Self.attributes("alt", of: "img", in: html) == Self.hostileRows.map(\.summary))
    #expect(Self.attributes("loading", of: "img", in: html) == Array(repeating: "lazy", count: 6))
    #expect(Self.attributes("width", of: "img", in: html) == Array(repeating: "4", count: 6))
    #expect(Self.attributes("height", of: "img", in: html) == Array(repeating: "2", count: 6))
    // A one-theme scene shows its own image.
    #expect(html.contains(#"<img src="dark-only/dark@2x.png""#))
    #expect(html.contains(#"<img src="light-only/light@2x.png""#))
  }

  /// The gallery the command writes, through cmark-gfm: the built-in scenes' summaries (among
  /// them the ones with an apostrophe that GitHub showed as `&#39;`) read as written, and each
  /// image's alt text is its scene's summary.
  @Test(.enabled(if: cmark != nil, "cmark-gfm is not on PATH (tools/install-deps installs it)"))
  func theCommandsReadmeRendersOnGitHub() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let ids = ["segmented-fruit", "watchos-wheels", "primitives/clips"]
    let run = CLIRun(["gallery", "--out", "\(root)/g"] + ids)
    #expect(run.status == 0, "\(run.err)")
    let markdown = try String(contentsOfFile: "\(root)/g/README.md", encoding: .utf8)
    let html = try Self.github(markdown)
    #expect(!html.contains("&#39;") && !html.contains("&amp;#"), "\(html)")
    let summaries = try ids.map { try #require(SceneSpec.named($0)).summary }
    #expect(summaries[0].contains("'"))
    #expect(Self.attributes("alt", of: "img", in: html) == summaries)
    #expect(html.components(separatedBy: "<picture>").count - 1 == 1)
  }

  /// Headless Chromium shows the Dark image to a reader in dark mode and the Light one otherwise,
  /// from the page GitHub's renderer made.
  @Test(
    .enabled(if: cmark != nil, "cmark-gfm is not on PATH (tools/install-deps installs it)"),
    .enabled(if: chromium != nil, "chromium is not on PATH (tools/install-deps installs it)"),
    .timeLimit(.minutes(3)))
  func thePictureFollowsTheReadersTheme() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = CLIRun("gallery", "--out", "\(root)/g", "segmented-fruit")
    #expect(run.status == 0, "\(run.err)")
    let markdown = try String(contentsOfFile: "\(root)/g/README.md", encoding: .utf8)
    let script = """
      <script>
      window.addEventListener('load', () => {
        const img = document.querySelector('picture img');
        const verdict = document.createElement('pre');
        verdict.textContent = 'VERDICT ' + img.currentSrc.split('/g/')[1] + ' ' + img.naturalWidth
          + ' END';
        document.body.appendChild(verdict);
      });
      </script>
      """
    let page = "\(root)/g/.check.html"
    try Data((try Self.github(markdown) + script).utf8).write(to: URL(fileURLWithPath: page))
    for (flags, theme) in [([String](), "light"), (["--force-dark-mode"], "dark")] {
      let outcome = try ExternalTool.dumpDOM(Self.chromium!, page: page, extra: flags)
      #expect(outcome.status == 0, "\(outcome.output)")
      #expect(
        outcome.output.contains("VERDICT segmented-fruit/\(theme)@2x.png 750 END"),
        "\(outcome.output)")
    }
  }

  /// MkDocs maps `README.md` and `index.md` to the folder's `index.html` and skips the Markdown
  /// page when another file already gives that output (it did: the gallery wrote `index.html`
  /// beside `README.md`). Every file at a gallery's top must have an output of its own.
  @Test func noTopFileCollidesWithTheMarkdownPageInMkDocs() {
    func output(_ name: String) -> String {
      guard name.hasSuffix(".md") else { return name }
      let stem = String(name.dropLast(3))
      return ["README", "index"].contains(stem) ? "index.html" : "\(stem)/index.html"
    }
    let written = [GalleryPage.htmlFile, "README.md"]
    #expect(Set(written.map(output)).count == written.count)
    #expect(output("README.md") == "index.html")
    #expect(GalleryPage.htmlFile != "index.html")
    // Links and images in the Markdown are relative to the folder: only a folder index keeps
    // them so under MkDocs' directory URLs.
    #expect(written.contains("README.md"))
  }

  @Test(arguments: [
    ("it's", "it's"), ("a|b", "a\\|b"), ("~x~", "&#126;x&#126;"), ("<b>&", "&lt;b&gt;&amp;"),
    ("*a* _b_ `c`", "\\*a\\* \\_b\\_ \\`c\\`"), ("[a](b)", "\\[a\\]\\(b\\)"), ("#1", "\\#1"),
    ("a\nb\tc", "a b c"), ("\u{202E}x", "\\\\u\\{202E\\}x"), ("{a}", "\\{a\\}"),
    ("*\u{301}x", "\\*\u{301}x"), ("a\r\nb", "a  b"),
  ])
  func markdownText(text: String, written: String) {
    #expect(GalleryPage.markdown(text) == written)
  }

  @Test(arguments: [
    ("it's", "it's"), ("\"q\"", "&quot;q&quot;"), ("a|b", "a&#124;b"), ("a\\b", "a&#92;b"),
    ("`c`", "&#96;c&#96;"), ("<&>", "&lt;&amp;&gt;"), ("a\nb", "a b"),
    ("\u{1B}[2J", "&#92;u{1B}[2J"),
  ])
  func markdownAttribute(text: String, written: String) {
    #expect(GalleryPage.markdownAttribute(text) == written)
  }

  @Test func anEmptySummaryGivesTheIdAsAltText() {
    #expect(Self.row("x-y", " ").alt == "x-y")
    #expect(Self.row("x-y", "March").alt == "March")
  }
}
