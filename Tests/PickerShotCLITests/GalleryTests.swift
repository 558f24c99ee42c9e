import Foundation
import Raster
import Testing

@testable import PickerShotCLI

/// `pickershot gallery`: images, a static page and a README, checked in headless Chromium (the
/// README as GitHub and MkDocs render it: ``GalleryMarkdownTests``).
@Suite struct GalleryTests {
  static let chromium = ExternalTool.find("chromium")

  static func put(_ text: String, _ path: String) {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
  }

  /// A gallery of a two-theme scene and a Light-only one.
  static func gallery(in root: String) -> (run: CLIRun, out: String) {
    let out = "\(root)/gallery"
    return (CLIRun("gallery", "--out", out, "day-cells", "primitives/clips"), out)
  }

  @Test func writesBothThemesAsPNGAndSVGWithAPageAndAReadme() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (run, out) = Self.gallery(in: root)
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.contains("gallery: 2 scenes, 3 images (PNG and SVG) in \(out)"))
    #expect(run.err.isEmpty)
    for theme in ["light", "dark"] {
      let png = try PNGCodec.decodeFile(atPath: "\(out)/day-cells/\(theme)@2x.png")
      #expect(png.width == 2 * 844)
      let svg = try String(contentsOfFile: "\(out)/day-cells/\(theme)@2x.svg", encoding: .utf8)
      #expect(svg.contains("<svg"))
    }
    #expect(!FileManager.default.fileExists(atPath: "\(out)/primitives/clips/dark@2x.png"))
    let html = try String(contentsOfFile: "\(out)/gallery.html", encoding: .utf8)
    #expect(!FileManager.default.fileExists(atPath: "\(out)/index.html"))
    #expect(html.contains(#"<section id="family-day-cells"><h2>day-cells</h2>"#))
    #expect(
      html.contains(
        #"<img src="day-cells/dark@2x.png" alt="all 16 Day cell variants: eight states, with and "#
          + #"without the dot" width="844" height="244" loading="lazy" decoding="async">"#))
    #expect(html.contains("all 16 Day cell variants"))
    #expect(html.contains("No Dark theme"))
    let readme = try String(contentsOfFile: "\(out)/README.md", encoding: .utf8)
    #expect(readme.contains("| Scene | Picture |"))
    #expect(
      readme.contains(
        #"<source media="(prefers-color-scheme: dark)" srcset="day-cells/dark@2x.png" "#
          + #"width="844" height="244">"#))
    #expect(
      readme.contains(
        "<br>Light: [PNG](day-cells/light@2x.png) · [SVG](day-cells/light@2x.svg) · "
          + "Dark: [PNG](day-cells/dark@2x.png) · [SVG](day-cells/dark@2x.svg) |"))
    // Again into the same folder: the previous gallery is replaced, byte for byte the same.
    let again = CLIRun("gallery", "--out", out, "day-cells", "primitives/clips")
    #expect(again.status == 0)
    #expect(try String(contentsOfFile: "\(out)/gallery.html", encoding: .utf8) == html)
  }

  /// Issue 24: the gallery's SVGs carry the picture's accessible name (`<title>`,
  /// `role="img"`), the same bytes `render --format svg` writes.
  @Test(arguments: [("segmented-fruit", "dark", "Fruit: Apple")])
  func svgsAreTitledAsRenderTitlesThem(scene: String, theme: String, title: String) throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = CLIRun("gallery", "--out", "\(root)/gallery", scene)
    #expect(run.status == 0, "\(run.err)")
    let path = "\(root)/gallery/\(scene)/\(theme)@2x.svg"
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("role=\"img\" aria-labelledby=\"pickershot-title\""), "\(svg.prefix(400))")
    #expect(svg.contains("<title id=\"pickershot-title\">\(title)</title>"), "\(svg.prefix(400))")
    let rendered = CLIRun(
      "render", scene, "--theme", theme, "--scale", "2", "--format", "svg", "--out",
      "\(root)/render.svg")
    #expect(rendered.status == 0, "\(rendered.err)")
    #expect(
      FileManager.default.contents(atPath: "\(root)/render.svg")
        == FileManager.default.contents(atPath: path))
  }

  /// Every image decodes and every link resolves in headless Chromium: the page is copied to
  /// `check.html` beside it with a script appended that looks at each `<img>` after load and
  /// fetches each `href`, then writes its verdict into the page.
  @Test(
    .enabled(if: chromium != nil, "chromium is not on PATH (tools/install-deps installs it)"),
    .timeLimit(.minutes(3)))
  func imagesLoadAndLinksResolveInChromium() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (run, out) = Self.gallery(in: root)
    #expect(run.status == 0, "\(run.err)")
    let html = try String(contentsOfFile: "\(out)/\(GalleryPage.htmlFile)", encoding: .utf8)
    let script = """
      <script>
      window.addEventListener('load', () => {
        const bad = [];
        const images = [...document.images];
        for (const img of images) {
          if (!img.complete || img.naturalWidth === 0) bad.push('image ' + img.getAttribute('src'));
        }
        const links = [...document.querySelectorAll('a[href]')].map(a => a.getAttribute('href'));
        for (const href of links) {
          if (href.startsWith('#')) {
            const id = decodeURIComponent(href.slice(1));
            if (!document.getElementById(id)) bad.push('anchor ' + href);
            continue;
          }
          const request = new XMLHttpRequest();
          try {
            request.open('GET', href, false);
            request.send();
            if (!request.responseText) bad.push('link ' + href);
          } catch (error) { bad.push('link ' + href + ' ' + error); }
        }
        const verdict = document.createElement('pre');
        verdict.id = 'verdict';
        verdict.textContent = 'VERDICT images=' + images.length + ' links=' + links.length +
          ' bad=' + JSON.stringify(bad) + ' END';
        document.body.appendChild(verdict);
      });
      </script>
      """
    let check = "\(out)/.check.html"
    try Data(html.replacingOccurrences(of: "</body>", with: script + "</body>").utf8)
      .write(to: URL(fileURLWithPath: check))
    let outcome = try ExternalTool.dumpDOM(Self.chromium!, page: check)
    #expect(outcome.status == 0, "\(outcome.output)")
    #expect(outcome.output.contains("VERDICT images=3 links=8 bad=[] END"), "\(outcome.output)")
  }

  @Test func aFolderOfOtherFilesIsRefusedAndKept() throws {
    let root = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    Self.put("mine", "\(root)/gallery/notes.txt")
    Self.put("mine too", "\(root)/gallery/day-cells/light@2x.jpg")
    let (run, out) = Self.gallery(in: root)
    #expect(run.status == 64)
    #expect(run.err.contains("is not a gallery folder"), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
    #expect(FileManager.default.fileExists(atPath: "\(out)/notes.txt"))
    #expect(!FileManager.default.fileExists(atPath: "\(out)/gallery.html"))
  }

  @Test(arguments: [
    (["gallery", "day-cells"], "--out DIR is required"),
    (["gallery", "--out", "x", "nope"], "unknown scene 'nope'"),
    (["gallery", "--out", "x", "--scale", "3"], "unknown option --scale"),
    (["gallery", "--out", "/dev/null", "day-cells"], "--out /dev/null is not a folder"),
  ])
  func usage(arguments: [String], message: String) {
    let run = CLIRun(arguments)
    #expect(run.status == 64)
    #expect(run.err.contains(message), "\(run.err)")
  }

  @Test(arguments: [
    (["date-picker", "date-picker-range", "date-picker-empty"], ["date-picker"]),
    (["date-picker", "date-selector", "day-cells"], ["date", "day-cells"]),
    (["time-picker-12h", "time-picker-24h", "time-picker-scrolled"], ["time-picker"]),
    (
      ["segmented-2-text", "segmented-fruit", "primitives/clips", "primitives/gradients"],
      [
        "segmented", "primitives",
      ]
    ),
    (["option-tiles-glass"], ["option-tiles-glass"]),
  ])
  func families(ids: [String], names: [String]) {
    let page = GalleryPage(
      rows: ids.map { GalleryPage.Row(id: $0, summary: "", images: [nil, nil]) })
    #expect(page.families.map(\.name) == names)
    #expect(page.families.flatMap(\.rows).map(\.id) == ids)
  }

  @Test(arguments: [
    ("day-cells/light@2x.png", true), ("primitives/clips/dark@2x.svg", true),
    ("gallery.html", true), ("index.html", true), ("README.md", true), ("index.md", false),
    ("day-cells/light@2x.jpg", false),
    ("notes.txt", false), ("day-cells/Light@2x.png", false), ("../x/light@2x.png", false),
    ("a/b/c/light@2x.png", false), ("day-cells/light@x.png", false),
  ])
  func galleryFileShapes(path: String, allowed: Bool) {
    #expect(GalleryFolder.isGalleryFile(path) == allowed)
  }

  /// Text from a scene can neither break the markup nor reorder what is shown.
  @Test func summariesAreEscapedInHTMLAndMarkdown() {
    let row = GalleryPage.Row(
      id: "x-y", summary: "<script>alert(1)</script> | *bold* [a](b) \u{202E}gnp.exe",
      images: [
        GalleryPage.Image(
          theme: "light", png: "x-y/light@2x.png", svg: "x-y/light@2x.svg", width: 4, height: 2),
        nil,
      ])
    let page = GalleryPage(rows: [row])
    let html = page.html()
    #expect(!html.contains("<script>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(html.contains("\\u{202E}gnp.exe") && !html.contains("\u{202E}"))
    let markdown = page.markdown()
    #expect(
      markdown.contains(
        "&lt;script&gt;alert\\(1\\)&lt;/script&gt; \\| \\*bold\\* \\[a\\]\\(b\\) \\\\u\\{202E\\}gnp.exe"
      ))
    #expect(!markdown.contains("\u{202E}"))
    // One table row per scene: no escaped pipe splits a cell.
    #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("| `x-y`") }.count == 1)
  }
}
