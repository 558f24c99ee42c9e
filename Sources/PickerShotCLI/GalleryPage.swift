import DrawList
import Snapshot

/// The pages of a gallery: a static ``htmlFile`` and a `README.md` for GitHub and MkDocs.
///
/// Scenes are grouped into families (``family(of:)``), in the order they were given. In the HTML
/// page each row is one scene: its id and summary, then its Light and Dark images side by side,
/// each with links to its PNG and SVG. The Markdown page shows one `<picture>` a scene that
/// follows the reader's theme (``markdown()``). Every text from a scene is escaped (bidi controls
/// are shown, never obeyed).
struct GalleryPage {
  /// One scene's row.
  struct Row {
    /// The scene id (`date-picker`, `primitives/clips`).
    var id: String
    /// What the scene shows.
    var summary: String
    /// Its images: Light first, then Dark; `nil` for a theme the scene does not have.
    var images: [Image?]

    /// The images' alt text: the scene's summary, what its picture shows (a scene file's
    /// `summary`, which is checked like every text it speaks), else its id.
    var alt: String {
      summary.allSatisfy(\.isWhitespace) ? id : summary
    }
  }

  /// One rendered image.
  struct Image {
    /// `light` or `dark`.
    var theme: String
    /// The PNG's path relative to the gallery.
    var png: String
    /// The SVG's path relative to the gallery.
    var svg: String
    /// The PNG's width in pixels.
    var width: Int
    /// The PNG's height in pixels.
    var height: Int
  }

  /// The themes, in column order.
  static let themes = ["light", "dark"]
  /// The scale every gallery image is rendered at.
  static let scale = 2
  /// The static HTML page. Not `index.html`: MkDocs makes `README.md` the folder's `index.html`
  /// and skips it when a file of that name sits beside it.
  static let htmlFile = "gallery.html"

  /// The rows, in order.
  var rows: [Row]

  /// The key scenes are grouped by: a grouped id's group (the part before `/`), else the id's
  /// first word (`time-picker-12h` → `time`).
  static func familyKey(of id: String) -> String {
    if let slash = id.firstIndex(of: "/") { return String(id[..<slash]) + "/" }
    return String(id.prefix { $0 != "-" })
  }

  /// A family's name: its group, else the longest run of whole words its ids all start with
  /// (`time-picker-12h` and `time-picker-24h` → `time-picker`; a family of one is its id).
  static func familyName(of ids: [String]) -> String {
    guard let first = ids.first else { return "" }
    if let slash = first.firstIndex(of: "/") { return String(first[..<slash]) }
    var common = first.split(separator: "-", omittingEmptySubsequences: false)
    for id in ids.dropFirst() {
      let words = id.split(separator: "-", omittingEmptySubsequences: false)
      common = Array(zip(common, words).prefix { $0 == $1 }.map(\.0))
    }
    return common.joined(separator: "-")
  }

  /// The families in first-appearance order, each with its rows: scenes sharing a group or a
  /// first word (``familyKey(of:)``), named by ``familyName(of:)``.
  var families: [(name: String, rows: [Row])] {
    var order: [String] = []
    var grouped: [String: [Row]] = [:]
    for row in rows {
      let key = Self.familyKey(of: row.id)
      if grouped[key] == nil { order.append(key) }
      grouped[key, default: []].append(row)
    }
    return order.map { key in
      let rows = grouped[key] ?? []
      return (Self.familyName(of: rows.map(\.id)), rows)
    }
  }

  /// `Light` or `Dark`.
  static func title(_ theme: String) -> String { theme.prefix(1).uppercased() + theme.dropFirst() }

  // MARK: HTML

  /// The complete static page: inline CSS, no script, no external resource.
  func html() -> String {
    let count = rows.count
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>PickerShot gallery</title>
      <style>
      \(Self.css)</style>
      </head>
      <body>
      <header><h1>PickerShot gallery</h1>
      <p>\(count) scene\(count == 1 ? "" : "s") in Light and Dark at @\(Self.scale)x, \
      as PNG and SVG.</p>
      <nav><ul>
      """
    for family in families {
      page +=
        "<li><a href=\"#\(attr("family-" + family.name))\">\(text(family.name))</a>"
        + " (\(family.rows.count))</li>"
    }
    page += "</ul></nav></header>\n<main>\n"
    for family in families {
      page += "<section id=\"\(attr("family-" + family.name))\"><h2>\(text(family.name))</h2>\n"
      page += "<table><thead><tr><th>Scene</th>"
      page += Self.themes.map { "<th>\(Self.title($0))</th>" }.joined()
      page += "</tr></thead><tbody>\n"
      for row in family.rows {
        page +=
          "<tr><th scope=\"row\"><code>\(text(row.id))</code>"
          + "<p>\(text(row.summary))</p></th>"
        for (theme, image) in zip(Self.themes, row.images) {
          page += "<td class=\"\(theme)\">"
          if let image {
            page +=
              "<figure><img src=\"\(url(image.png))\" alt=\"\(attr(row.alt))\""
              + " width=\"\(image.width / Self.scale)\" height=\"\(image.height / Self.scale)\""
              + " loading=\"lazy\" decoding=\"async\">"
              + "<figcaption><a href=\"\(url(image.png))\">PNG</a> · "
              + "<a href=\"\(url(image.svg))\">SVG</a></figcaption></figure>"
          } else {
            page += "<p class=\"none\">No \(Self.title(theme)) theme</p>"
          }
          page += "</td>"
        }
        page += "</tr>\n"
      }
      page += "</tbody></table></section>\n"
    }
    page += "</main>\n</body>\n</html>\n"
    return page
  }

  /// The page's style: Light images on white, Dark ones on near-black.
  static let css = """
    body{margin:0;font:15px/1.45 system-ui,sans-serif;color:#1c1c1e;background:#f2f2f7}
    header,main{max-width:1400px;margin:0 auto;padding:16px 24px}
    h1{margin:8px 0}h2{margin:32px 0 12px}
    nav ul{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;padding:0}
    table{border-collapse:collapse;width:100%;background:#fff}
    th,td{border:1px solid #d1d1d6;padding:12px;vertical-align:top;text-align:left}
    th[scope=row]{width:22%}th[scope=row] p{font-weight:normal;margin:6px 0 0}
    td.light{background:#fff}td.dark{background:#1c1c1e;color:#f2f2f7}
    td.dark a{color:#64a8ff}
    figure{margin:0}img{max-width:100%;height:auto;display:block}
    figcaption{margin-top:6px;font-size:13px}.none{color:#8e8e93}

    """

  // MARK: Markdown

  /// `README.md`: the same families in Markdown that GitHub (cmark-gfm, raw HTML through its
  /// allow-list) and MkDocs (Python-Markdown with its default `tables`) both render. A family is
  /// a table of its scenes: the id and summary, then one `<picture>` whose `<source>`s choose
  /// the Light or Dark PNG by `prefers-color-scheme`, with the summary as alt text, its size in
  /// points as `width` and `height` (no layout shift) and `loading="lazy"` (the page is tens of
  /// thousands of pixels tall), then links to each theme's PNG and SVG. A scene with one theme
  /// shows that image alone.
  func markdown() -> String {
    let count = rows.count
    var lines = [
      "# PickerShot gallery", "",
      "\(count) scene\(count == 1 ? "" : "s") at @\(Self.scale)x, written by `pickershot gallery`. "
        + "Each picture shows Light or Dark as your browser's theme does; the links under it "
        + "open each theme's PNG and SVG.", "",
    ]
    for family in families {
      lines += ["## \(Self.markdown(family.name))", ""]
      lines += ["| Scene | Picture |", "| --- | --- |"]
      for row in family.rows {
        let scene = "`\(row.id)`<br>" + Self.markdown(row.summary)
        lines.append("| \(scene) | \(Self.picture(row))<br>\(Self.links(row)) |")
      }
      lines.append("")
    }
    return lines.joined(separator: "\n")
  }

  /// The media query of each theme's `<source>`.
  static func media(_ theme: String) -> String { "(prefers-color-scheme: \(theme))" }

  /// `row`'s picture as one line of inline HTML: a `<picture>` with a `<source>` a theme and the
  /// Light image as the `<img>` (what a reader without the media query sees), or the one image of
  /// a one-theme scene.
  static func picture(_ row: Row) -> String {
    let images = row.images.compactMap { $0 }
    guard let first = images.first else { return "no image" }
    let alt = markdownAttribute(row.alt)
    let size = { (image: Image) in
      "width=\"\(image.width / scale)\" height=\"\(image.height / scale)\""
    }
    let img =
      "<img src=\"\(ReportEscaping.url(path: first.png))\" alt=\"\(alt)\" \(size(first))"
      + " loading=\"lazy\" decoding=\"async\">"
    guard images.count > 1 else { return img }
    let sources = images.map { image in
      "<source media=\"\(media(image.theme))\" srcset=\"\(ReportEscaping.url(path: image.png))\""
        + " \(size(image))>"
    }
    return "<picture>" + sources.joined() + img + "</picture>"
  }

  /// Links to each theme's PNG and SVG: `Light: PNG · SVG · Dark: PNG · SVG`.
  static func links(_ row: Row) -> String {
    zip(themes, row.images).map { theme, image in
      guard let image else { return "no \(title(theme)) theme" }
      return "\(title(theme)): [PNG](\(ReportEscaping.url(path: image.png))) · "
        + "[SVG](\(ReportEscaping.url(path: image.svg)))"
    }.joined(separator: " · ")
  }

  /// `text` safe as Markdown inline text in a table cell, shown as written by cmark-gfm and by
  /// Python-Markdown: `&`, `<` and `>` as entities (no tag or entity acts; no other entity is
  /// written, so none can be shown as `&#39;`), the punctuation both renderers take a
  /// backslash escape for backslash-escaped (no link, emphasis, code or cell break), `~` (which
  /// Python-Markdown cannot escape, and cmark-gfm strikes through) as a character reference,
  /// line breaks as spaces, controls and bidi controls shown as `\u{…}`.
  static func markdown(_ text: String) -> String { replaced(text, markdownText) }

  /// What ``markdown(_:)`` writes for each character it does not keep.
  static let markdownText: [Unicode.Scalar: String] = {
    var table: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "~": "&#126;"]
    for scalar in "\\`*_{}[]()#|!".unicodeScalars { table[scalar] = "\\" + String(scalar) }
    return table
  }()

  /// `text` safe in a double-quoted attribute of raw HTML inside a Markdown table cell: `&`, `"`,
  /// `<` and `>` as entities, and `|`, `\` and `` ` `` (which split the cell, or which
  /// Python-Markdown reads before it sees the tag) as character references.
  static func markdownAttribute(_ text: String) -> String { replaced(text, markdownAttributes) }

  /// What ``markdownAttribute(_:)`` writes for each character it does not keep.
  static let markdownAttributes: [Unicode.Scalar: String] = [
    "&": "&amp;", "\"": "&quot;", "<": "&lt;", ">": "&gt;", "|": "&#124;", "\\": "&#92;",
    "`": "&#96;",
  ]

  /// `text` on one line (``shown(_:)``), each character `table` names replaced (scalar by
  /// scalar: a `*` followed by a combining mark is still a `*` to the renderers).
  private static func replaced(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
    var result = ""
    for scalar in shown(text).unicodeScalars {
      if let replacement = table[scalar] {
        result += replacement
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` on one line, with controls, noncharacters and bidi controls shown as `\u{…}`.
  private static func shown(_ text: String) -> String {
    var line = ""
    for scalar in text.unicodeScalars {
      line.unicodeScalars.append(["\n", "\r", "\t"].contains(scalar) ? " " : scalar)
    }
    return EscapedText.shown(line, keeping: [])
  }

  private func text(_ value: String) -> String { ReportEscaping.text(value) }
  private func attr(_ value: String) -> String { ReportEscaping.attribute(value) }
  private func url(_ path: String) -> String { ReportEscaping.url(path: path) }
}
