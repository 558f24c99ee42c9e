import Foundation
import Raster
import Testing

/// `render --format svg|pdf`: the documents match the PNG render once rasterized by someone
/// else (Chromium for SVG, poppler's pdftoppm for PDF).
///
/// Tolerance: with pixelmatch's default threshold (0.1) and anti-aliased pixels not counted, at
/// most 0.1 % of the pixels may differ between the PNG and the other rasterizer's image (measured:
/// about 0.01 % for SVG in Chromium, 0.03 % for PDF through pdftoppm, all at glyph edges), at @2x
/// and at @3x (blurs embedded at three pixels a point). At @1x the glyph edges alone differ on
/// about 0.3 % of the pixels, so @1x is not compared.
@Suite struct VectorOutputTests {
  /// The largest share of differing pixels accepted (see the suite's documentation).
  static let maxDifferingShare = 0.001

  static let chromium = ExternalTool.find("chromium")
  static let pdftoppm = ExternalTool.find("pdftoppm")

  /// `date-picker` in Light on white at `scale` (the blurs embedded in SVG and PDF too), as
  /// `<folder>/card.<format>`.
  static func render(_ format: String, into folder: String, scale: Int = 2) -> String {
    let path = "\(folder)/card.\(format)"
    let run = CLIRun(
      "render", "date-picker", "--theme", "light", "--background", "#FFFFFF", "--scale",
      "\(scale)", "--out", path)
    #expect(run.status == 0, "\(run.err)")
    return path
  }

  /// How many pixels differ between two PNGs (`pickershot diff --json`), out of how many.
  static func differingShare(_ a: String, _ b: String) throws -> Double {
    let run = CLIRun("diff", a, b, "--json")
    #expect(run.status == 0 || run.status == 1, "\(run.err)")
    let json = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
    let different = json?["differingPixels"] as? Int ?? -1
    let width = json?["width"] as? Int ?? 0
    let height = json?["height"] as? Int ?? 0
    #expect(width > 0 && height > 0 && different >= 0, "\(run.out)")
    return Double(different) / Double(max(1, width * height))
  }

  @Test(
    .enabled(if: chromium != nil, "chromium is not on PATH (tools/install-deps installs it)"),
    .timeLimit(.minutes(3)), arguments: [2, 3])
  func svgInChromiumMatchesThePNG(scale: Int) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let png = Self.render("png", into: folder, scale: scale)
    let svg = Self.render("svg", into: folder, scale: scale)
    let bitmap = try PNGCodec.decodeFile(atPath: png)
    let (width, height) = (bitmap.width / scale, bitmap.height / scale)
    // The SVG is in points; the page shows it at one CSS pixel a point, `scale` device pixels
    // each.
    let page = "\(folder)/page.html"
    try Data(
      """
      <!DOCTYPE html><html><head><style>html,body{margin:0;background:#fff}img{display:block}\
      </style></head><body><img src="card.svg" width="\(width)" height="\(height)"></body></html>
      """.utf8
    ).write(to: URL(fileURLWithPath: page))
    #expect(FileManager.default.fileExists(atPath: svg))
    let shot = "\(folder)/shot.png"
    let outcome = try ExternalTool.screenshot(
      Self.chromium!, page: page, width: width, height: height, deviceScale: scale, output: shot)
    #expect(outcome.status == 0, "\(outcome.output)")
    let share = try Self.differingShare(png, shot)
    #expect(share <= Self.maxDifferingShare, "\(share * 100) % of the pixels differ")
  }

  @Test(
    .enabled(if: pdftoppm != nil, "pdftoppm is not on PATH (tools/install-deps: poppler-utils)"),
    arguments: [2, 3])
  func pdfThroughPdftoppmMatchesThePNG(scale: Int) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let png = Self.render("png", into: folder, scale: scale)
    let pdf = Self.render("pdf", into: folder, scale: scale)
    // 72 dpi a pixel a point: 144 dpi for @2x.
    let outcome = try ExternalTool.run(
      Self.pdftoppm!, ["-r", "\(72 * scale)", "-png", "-singlefile", pdf, "\(folder)/poppler"])
    #expect(outcome.status == 0, "\(outcome.output)")
    let share = try Self.differingShare(png, "\(folder)/poppler.png")
    #expect(share <= Self.maxDifferingShare, "\(share * 100) % of the pixels differ")
    // The text is text: poppler reads the words back.
    if let pdftotext = ExternalTool.find("pdftotext") {
      let text = try ExternalTool.run(pdftotext, [pdf, "-"])
      #expect(text.output.contains("January 2026"), "\(text.output)")
      #expect(text.output.contains("Submit") && text.output.contains("Dismiss"))
    }
  }

  static let pdfimages = ExternalTool.find("pdfimages")

  /// `--scale` reaches the PDF: every embedded image (the shadows) is 72 × scale pixels an inch,
  /// while the page stays in points.
  @Test(
    .enabled(if: pdfimages != nil, "pdfimages is not on PATH (tools/install-deps: poppler-utils)"),
    arguments: [1, 2, 3])
  func pdfEmbedsBlursAtTheScale(scale: Int) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let pdf = "\(folder)/card.pdf"
    let run = CLIRun(
      "render", "date-picker", "--theme", "light", "--scale", "\(scale)", "--out", pdf)
    #expect(run.status == 0, "\(run.err)")
    let list = try ExternalTool.run(Self.pdfimages!, ["-list", pdf])
    #expect(list.status == 0, "\(list.output)")
    // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
    let rows = list.output.split(separator: "\n").dropFirst(2)
      .map { $0.split(separator: " ") }.filter { $0.count >= 14 }
    #expect(!rows.isEmpty, "\(list.output)")
    for row in rows {
      #expect(
        row[12] == "\(72 * scale)" && row[13] == "\(72 * scale)", "\(row.joined(separator: " "))")
    }
    #expect(run.out.contains("416.00x524.00 pt"), "\(run.out)")
  }

  @Test(arguments: ["svg", "pdf"])
  func sameInputSameBytesAndNoDates(format: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var documents: [Data] = []
    for name in ["a", "b"] {
      let path = "\(folder)/\(name).\(format)"
      let run = CLIRun(
        "render", "date-picker-range", "--theme", "dark", "--format", format, "--out", path)
      #expect(run.status == 0, "\(run.err)")
      documents.append(try Data(contentsOf: URL(fileURLWithPath: path)))
    }
    #expect(documents[0] == documents[1])
    let text = String(decoding: documents[0], as: UTF8.self)
    // No date anywhere: a PDF date string starts with `(D:`; Cairo's SVG has none to write.
    #expect(!text.contains("(D:") && !text.contains("CreationDate"))
    #expect(text.hasPrefix(format == "svg" ? "<?xml" : "%PDF-1.5"))
  }

  @Test func folderOutputNamesFilesByFormat() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLIRun("render", "day-cells", "--format", "svg", "--scale", "3", "--out", folder)
    #expect(run.status == 0, "\(run.err)")
    for theme in ["light", "dark"] {
      let svg = try String(contentsOfFile: "\(folder)/day-cells/\(theme)@3x.svg", encoding: .utf8)
      #expect(svg.contains("<svg"))
    }
    #expect(run.out.contains("rendered 2 images"))
  }

  @Test(arguments: [
    (["render", "date-picker", "--format", "jpeg"], "unknown format 'jpeg' (use png, svg or pdf)"),
    (["render", "date-picker", "--format", "svg", "--out", "x.pdf"], "is a .pdf file but"),
    (["render", "date-picker", "--format", "pdf", "--out", "x.png"], "is a .png file but"),
    (["render", "--all", "--out", "x.svg"], "names one file"),
  ])
  func badFormatIsUsage(arguments: [String], message: String) {
    let run = CLIRun(arguments)
    #expect(run.status == 64)
    #expect(run.err.contains(message), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1)
  }
}
