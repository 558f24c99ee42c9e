import Foundation
import Raster
import Testing

/// SVG and PDF as the clients people open them with see them: rsvg-convert (librsvg, what GNOME
/// and many docs pipelines use) for SVG, poppler's pdfinfo for PDF (issue 24, "Docs sites and
/// vector files").
///
/// Tolerance: pixelmatch's default threshold (0.1), anti-aliased pixels not counted, at most
/// 0.25 % of the pixels may differ between our PNG and rsvg-convert's render of our SVG at @2x
/// (measured with librsvg 2.54: 0.001 % color-picker-custom, 0.021 % color-picker-invalid-hex,
/// 0 for the gradient, corner-gradient, blend-mode and shadow primitives, 0.16 %
/// option-tiles-glass, all at glyph and blur edges).
@Suite struct SVGClientTests {
  static let maxDifferingShare = 0.0025
  static let rsvg = ExternalTool.find("rsvg-convert")
  static let pdfinfo = ExternalTool.find("pdfinfo")

  /// The scenes whose SVG was one page-sized bitmap before (meshes, blend modes), and two with
  /// shadows and a backdrop blur.
  static let scenes = [
    "color-picker-custom", "color-picker-invalid-hex", "primitives/gradients",
    "primitives/corner-gradient", "primitives/blend-modes", "primitives/shadow-spread",
    "option-tiles-glass",
  ]

  /// Renders `scene` in Light on white to `path` (format from its extension); stdout.
  static func render(_ scene: String, _ path: String, scale: Int = 2) -> String {
    let run = CLIRun(
      "render", scene, "--theme", "light", "--background", "#FFFFFF", "--scale", "\(scale)",
      "--out", path)
    #expect(run.status == 0, "\(run.err)")
    return run.out
  }

  /// The `<image …>` elements' pixel sizes.
  static func images(_ svg: String) -> [(width: Int, height: Int)] {
    let pattern = try! NSRegularExpression(
      pattern: "<image [^>]*width=\"([0-9]+)\" height=\"([0-9]+)\"")
    return pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
      (
        Int(svg[Range(match.range(at: 1), in: svg)!])!,
        Int(svg[Range(match.range(at: 2), in: svg)!])!
      )
    }
  }

  @Test(
    .enabled(if: rsvg != nil, "rsvg-convert is not on PATH (tools/install-deps: librsvg2-bin)"),
    arguments: scenes)
  func rsvgDrawsTheSVGAsThePNG(scene: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let png = "\(folder)/card.png"
    let svg = "\(folder)/card.svg"
    _ = Self.render(scene, png)
    _ = Self.render(scene, svg)
    let shot = "\(folder)/rsvg.png"
    let outcome = try ExternalTool.run(Self.rsvg!, ["-z", "2", svg, "-o", shot])
    #expect(outcome.status == 0, "\(outcome.output)")
    let share = try VectorOutputTests.differingShare(png, shot)
    #expect(share <= Self.maxDifferingShare, "\(scene): \(share * 100) % of the pixels differ")
  }

  /// At design size (rsvg-convert's default, 1 px a CSS pixel) the SVG is exactly the @1x PNG's
  /// size: one CSS pixel a point, so browsers show it at its design size too.
  @Test(
    .enabled(if: rsvg != nil, "rsvg-convert is not on PATH (tools/install-deps: librsvg2-bin)"),
    arguments: ["date-picker", "color-picker-custom", "segmented-fruit"])
  func designSizeIsThePNGsSize(scene: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = Self.render(scene, "\(folder)/card.png", scale: 1)
    _ = Self.render(scene, "\(folder)/card.svg", scale: 1)
    let outcome = try ExternalTool.run(
      Self.rsvg!, ["\(folder)/card.svg", "-o", "\(folder)/rsvg.png"])
    #expect(outcome.status == 0, "\(outcome.output)")
    let ours = try PNGCodec.decodeFile(atPath: "\(folder)/card.png")
    let theirs = try PNGCodec.decodeFile(atPath: "\(folder)/rsvg.png")
    #expect(ours.width == theirs.width && ours.height == theirs.height)
    let svg = try String(contentsOfFile: "\(folder)/card.svg", encoding: .utf8)
    #expect(
      svg.contains("width=\"\(ours.width)px\" height=\"\(ours.height)px\"")
        && svg.contains("viewBox=\"0 0 \(ours.width) \(ours.height)\""), "\(svg.prefix(300))")
  }

  /// No page-sized fallback bitmap: every image is at most the canvas at the scale asked for
  /// (Cairo's fallback was 300 dpi, 4.17 pixels a point, whatever --scale), the spectrum is two
  /// linear gradients, and at @1x the images are half their @2x size.
  @Test(arguments: scenes)
  func noPageBitmap(scene: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var sizes: [[(width: Int, height: Int)]] = []
    for scale in [1, 2] {
      let path = "\(folder)/card\(scale).svg"
      let out = Self.render(scene, path, scale: scale)
      let svg = try String(contentsOfFile: path, encoding: .utf8)
      let canvas = try #require(
        out.firstMatch(of: /([0-9.]+)x([0-9.]+) pt/).map { (Double($0.1)!, Double($0.2)!) })
      let images = Self.images(svg)
      for image in images {
        // A shadow reaches past the canvas by its blur: a card's by about 40 pt.
        #expect(
          Double(image.width) <= (canvas.0 + 96) * Double(scale)
            && Double(image.height) <= (canvas.1 + 96) * Double(scale),
          "\(scene) @\(scale)x: a \(image.width)x\(image.height) image on a \(canvas) pt page")
      }
      sizes.append(images)
      // Paths and text stay vectors.
      #expect(svg.contains("<path"), "\(scene): no vector path")
    }
    #expect(sizes[0].count == sizes[1].count)
    // Each box is rounded out to whole pixels and padded by one at each scale.
    for (one, two) in zip(sizes[0], sizes[1]) {
      #expect(abs(two.width - 2 * one.width) <= 6, "\(scene): \(one) at @1x, \(two) at @2x")
    }
  }

  @Test func theSpectrumIsTwoLinearGradients() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = Self.render("primitives/corner-gradient", "\(folder)/square.svg")
    let svg = try String(contentsOfFile: "\(folder)/square.svg", encoding: .utf8)
    #expect(Self.images(svg).isEmpty, "\(svg)")
    #expect(svg.components(separatedBy: "<linearGradient").count - 1 == 2, "\(svg)")
    #expect(!out.contains("embeds"), "\(out)")
  }

  /// A paint SVG has no form for, or a shadow no filter matches, is named by render, with the
  /// image's size at the scale asked.
  @Test(arguments: [
    ("primitives/gradients", 1, "embeds 'hue ring' (conic gradient) as a 114x114 px image"),
    ("primitives/gradients", 2, "embeds 'hue ring' (conic gradient) as a 226x226 px image"),
    ("primitives/blend-modes", 2, "embeds 'multiply' (blend mode multiply) as a 62x62 px image"),
    // The one built-in shadow no SVG filter draws as the PNG does (SVGShadowTests).
    (
      "primitives/shadow-spread", 2,
      "embeds 'path spread -8' (shadow of a path with a negative spread) as a 86x106 px image"
    ),
  ])
  func renderListsEmbeddedImages(scene: String, scale: Int, line: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = Self.render(scene, "\(folder)/x.svg", scale: scale)
    #expect(out.contains(line), "\(out)")
  }

  /// The accessible name: the semantics' group ("Fruit: Apple"), else the scene's summary.
  @Test(arguments: [
    ("segmented-fruit", "Fruit: Apple"),
    (
      "color-picker-custom",
      "Custom: brand blue on the spectrum, hue handle focused, six saved swatches"
    ),
  ])
  func titled(scene: String, title: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = Self.render(scene, "\(folder)/x.svg")
    let svg = try String(contentsOfFile: "\(folder)/x.svg", encoding: .utf8)
    #expect(svg.contains("role=\"img\" aria-labelledby=\"pickershot-title\""), "\(svg.prefix(400))")
    #expect(svg.contains("<title id=\"pickershot-title\">\(title)</title>"), "\(svg.prefix(400))")
    _ = Self.render(scene, "\(folder)/x.pdf")
    if let pdfinfo = Self.pdfinfo {
      let info = try ExternalTool.run(pdfinfo, ["\(folder)/x.pdf"])
      #expect(info.output.contains("Title:           \(title)"), "\(info.output)")
      #expect(!info.output.contains("CreationDate"), "\(info.output)")
    }
    // Tagged: a structure tree whose text runs are paragraphs (Cairo 1.16 writes no MarkInfo,
    // so pdfinfo still says "Tagged: no").
    let pdf = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: "\(folder)/x.pdf")), as: UTF8.self)
    #expect(pdf.contains("/StructTreeRoot") && pdf.contains("/S /P"))
  }

  @Test(arguments: ["svg", "pdf"])
  func twoRunsSameBytes(format: String) throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for scene in ["color-picker-custom", "primitives/blend-modes"] {
      _ = Self.render(scene, "\(folder)/a.\(format)")
      _ = Self.render(scene, "\(folder)/b.\(format)")
      let a = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/a.\(format)"))
      let b = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/b.\(format)"))
      #expect(a == b, "\(scene).\(format): two runs differ")
    }
  }
}
