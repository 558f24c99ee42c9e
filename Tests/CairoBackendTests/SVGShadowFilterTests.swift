import DrawList
import Foundation
import Testing

@testable import CairoBackend

/// Shadows in SVG: a `<filter>` where it draws as the PNG does, else an embedded image, listed
/// (issue 24's one policy; the rule is ``SVGShadowFilter``'s).
@Suite struct SVGShadowFilterTests {
  static let white = Color(red: 255, green: 255, blue: 255)
  static let shadow = Shadow(
    offsetX: 0, offsetY: 4, blur: 12, color: Color(red: 0, green: 0, blue: 0, alpha: 64))
  static let card = Shape.rect(Rect(x: 40, y: 30, width: 120, height: 80), CornerRadii(12))

  /// A white page with `items` (each a command and its tag) on it.
  static func list(_ items: [(Command, String)]) -> DrawList {
    var list = DrawList(canvas: Rect(x: 0, y: 0, width: 200, height: 160))
    list.append(
      .fill(.rect(Rect(x: 0, y: 0, width: 200, height: 160), .zero), .solid(white)), tag: "page")
    for (command, tag) in items { list.append(command, tag: tag) }
    return list
  }

  static func svg(_ list: DrawList, scale: Int = 2) throws -> (String, [String]) {
    let document = try CairoRenderer().vectorDocument(
      list, format: .svg, scale: scale, background: nil, title: "Card")
    return (String(decoding: document.bytes, as: UTF8.self), document.embedded.map(\.description))
  }

  static func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  @Test func aShadowIsAFilterAndNoImage() throws {
    let (svg, embedded) = try Self.svg(
      Self.list([
        (.shadow(Self.card, Self.shadow), "card"), (.fill(Self.card, .solid(Self.white)), "card"),
      ]))
    #expect(Self.count("<filter id=\"pickershot-shadow-1\"", in: svg) == 1, "\(svg)")
    #expect(
      svg.contains("<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"6\" result=\"shadow\"/>"),
      "\(svg)")
    // The offset moves the silhouette.
    #expect(svg.contains("transform=\"matrix(1,0,0,1,0,4)\" filter="), "\(svg)")
    #expect(svg.contains("flood-color=\"rgb(0,0,0)\" flood-opacity=\"0.251\""), "\(svg)")
    #expect(svg.contains("filter=\"url(#pickershot-shadow-1)\""), "\(svg)")
    #expect(!svg.contains("<image"), "\(svg)")
    #expect(!svg.contains("<use xlink:href=\"#image"), "\(svg)")
    #expect(embedded.isEmpty)
    // The filtered silhouette comes before the card that covers it: the paint order is kept.
    let filtered = try #require(svg.range(of: "filter=\"url(#pickershot-shadow-1)\""))
    #expect(svg[filtered.upperBound...].contains("<path"), "\(svg)")
    // Title, role and px sizing stay.
    #expect(svg.contains("<title id=\"pickershot-title\">Card</title>"))
    #expect(svg.contains("width=\"200px\" height=\"160px\" viewBox=\"0 0 200 160\""), "\(svg)")
  }

  /// Under a translating group the silhouette keeps the group's place (Cairo's transform,
  /// with the placeholder's stretch undone).
  @Test func aTranslatedShadowKeepsItsPlace() throws {
    let (svg, _) = try Self.svg(
      Self.list([
        (.pushGroup(Group(transform: .translation(dx: 7, dy: 9))), "moved"),
        (.shadow(Self.card, Self.shadow), "card"),
        (.popGroup, "moved"),
      ]))
    #expect(
      svg.contains("transform=\"matrix(1,0,0,1,7,13)\" filter=\"url(#pickershot-shadow-1)\""),
      "\(svg)")
  }

  /// Rows: the shadow's draw list items; the reason it stays an image (`nil`: a filter).
  @Test(
    arguments: [
      (
        "rotated", Transform(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0), 0.0,
        "shadow under a rotated, skewed or stretched transform"
      ),
      (
        "stretched", Transform.scale(2, 1), 0.0,
        "shadow under a rotated, skewed or stretched transform"
      ),
      (
        "mirrored", Transform(a: -1, b: 0, c: 0, d: 1, tx: 200, ty: 0), 0.0,
        "shadow under a rotated, skewed or stretched transform"
      ),
      ("negative path spread", Transform.identity, -2.0, "shadow of a path with a negative spread"),
    ] as [(String, Transform, Double, String)])
  func aShadowNoFilterMatchesKeepsTheImage(
    name: String, transform: Transform, pathSpread: Double, reason: String
  ) throws {
    var path = Path()
    path.move(to: Point(x: 40, y: 30))
    path.line(to: Point(x: 160, y: 30))
    path.line(to: Point(x: 100, y: 110))
    path.close()
    let shape: Shape = pathSpread != 0 ? .path(path) : Self.card
    var shadow = Self.shadow
    shadow.spread = pathSpread
    let (svg, embedded) = try Self.svg(
      Self.list([
        (.pushGroup(Group(transform: transform)), "group"),
        (.shadow(shape, shadow), "odd"),
        (.popGroup, "group"),
        // One that can be a filter, in the same document.
        (.shadow(Self.card, Self.shadow), "card"),
      ]))
    #expect(Self.count("<image ", in: svg) == 1, "\(name): \(svg)")
    #expect(svg.contains("data:image/png;base64,iVBORw0KGgo"), "\(name)")
    #expect(Self.count("<filter ", in: svg) == 1, "\(name): \(svg)")
    #expect(embedded.count == 1, "\(name): \(embedded)")
    #expect(embedded.first?.hasPrefix("'odd' (\(reason)) as a ") == true, "\(name): \(embedded)")
  }

  /// A path's positive spread is its silhouette stroked round-joined at twice the spread, as the
  /// PNG grows it.
  @Test func aPathSpreadIsARoundJoinedStroke() throws {
    var path = Path()
    path.move(to: Point(x: 40, y: 30))
    path.line(to: Point(x: 160, y: 30))
    path.line(to: Point(x: 100, y: 110))
    path.close()
    var shadow = Self.shadow
    shadow.spread = 3
    let (svg, embedded) = try Self.svg(Self.list([(.shadow(.path(path), shadow), "arrow")]))
    #expect(svg.contains("stroke-width=\"6\" stroke-linejoin=\"round\""), "\(svg)")
    #expect(embedded.isEmpty && !svg.contains("<image"))
  }

  /// Where the PNG's box blur is one pixel or less at the scale asked for, the PNG does not
  /// blur, and neither does the filter. Rows: scale, blur (σ = blur / 2 points), whether the
  /// box (`⌊σ · scale · 3√(2π) / 4 + 0.5⌋`) is above 1: σ 0.6 px gives 1, σ 1 and 1.2 px give 2.
  @Test(arguments: [(1, 1.2, false), (1, 2.0, true), (2, 1.2, true), (2, 0.6, false)])
  func noBlurWhereThePNGHasNone(scale: Int, blur: Double, blurs: Bool) throws {
    var shadow = Self.shadow
    shadow.blur = blur
    let (svg, _) = try Self.svg(Self.list([(.shadow(Self.card, shadow), "card")]), scale: scale)
    #expect(svg.contains("<feGaussianBlur") == blurs, "\(svg)")
    #expect(svg.contains("<filter id=\"pickershot-shadow-1\""))
  }

  @Test func sameBytesTwice() throws {
    let list = Self.list([
      (.shadow(Self.card, Self.shadow), "a"),
      (.pushGroup(Group(transform: Transform.scale(2, 1))), "g"),
      (.shadow(Self.card, Self.shadow), "b"),
      (.popGroup, "g"),
      (.shadow(.circle(center: Point(x: 30, y: 30), radius: 10), Self.shadow), "c"),
    ])
    let a = try CairoRenderer().vectorDocument(list, format: .svg, scale: 2, title: nil)
    let b = try CairoRenderer().vectorDocument(list, format: .svg, scale: 2, title: nil)
    #expect(a == b)
    let svg = String(decoding: a.bytes, as: UTF8.self)
    #expect(svg.contains("pickershot-shadow-2") && !svg.contains("pickershot-shadow-3"))
  }

  @Test(arguments: [
    (0.0, "0"), (-0.00001, "0"), (1.5, "1.5"), (123.45678, "123.4568"), (-2, "-2"), (1e-7, "0"),
  ])
  func numbers(value: Double, text: String) {
    #expect(SVGShadowFilter.number(value) == text)
  }

  /// The C library's `%.4f` as `String(format:)` gives it (the formatter this replaced), at
  /// halfway cases, long values (past the 64-byte first buffer) and both signs.
  @Test(arguments: [
    0.00005, 0.00015, 2.00005, -0.00005, 1.23455, 1e15 + 0.5, 123_456_789.123_45, 1e300, -1e300,
    Double.leastNonzeroMagnitude, 0.1 + 0.2,
  ])
  func formatsAsPrintfDid(value: Double) {
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    #expect(SVGShadowFilter.number(value) == (text == "-0" ? "0" : text))
  }
}
