import Foundation
import Testing

@testable import CairoBackend

/// `SVGIdentifiers.normalized` renumbers Cairo's process-wide ids exactly as the regular
/// expression it replaced, `(id="|#)(surface|image|pattern|source)([0-9]+)(?=["\)])`, matched
/// leftmost first without overlaps.
@Suite struct SVGIdentifiersTests {
  /// The regular-expression version, kept here as the reference.
  static func reference(_ svg: String) -> String {
    let pattern = try! NSRegularExpression(
      pattern: "(id=\"|#)(" + SVGIdentifiers.kinds.joined(separator: "|") + ")([0-9]+)(?=[\"\\)])")
    var numbers: [String: Int] = [:]
    var result = ""
    var last = svg.startIndex
    for match in pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)) {
      let whole = Range(match.range, in: svg)!
      let prefix = Range(match.range(at: 1), in: svg)!
      let kind = String(svg[Range(match.range(at: 2), in: svg)!])
      let key = kind + String(svg[Range(match.range(at: 3), in: svg)!])
      let renumbered = numbers[key] ?? (numbers.count + 1)
      numbers[key] = renumbered
      result += svg[last..<whole.lowerBound] + svg[prefix] + kind + String(renumbered)
      last = whole.upperBound
    }
    return result + svg[last...]
  }

  /// Documents and fragments at the edges of a match: each kind, both prefixes and both
  /// endings, digits with no ending, an id at the very end, `#` before a non-kind, a kind name
  /// in path or base64 data, one id seen twice, and non-ASCII text around them.
  static let documents: [String] = [
    "",
    "#",
    "id=\"",
    "#surface",
    "#surface1",
    "#surface12\"",
    "#surface\" id=\"image) #pattern\"",
    "<use xlink:href=\"#surface21\"/><g id=\"surface21\"/><g id=\"image28\"/>",
    "fill=\"url(#pattern4)\" mask=\"url(#source7)\" x=\"#image3x\" id=\"image9 \"",
    "##surface5\" #id=\"surface6\" id=id=\"image2\"",
    "d=\"M 0 0 L surface12\" data:image/png;base64,aW1hZ2U5MjM=\"#image1\"",
    "#surface3\" #surface3) #image3\" #surface4\" #surface3\"",
    "<title>Sélection #image1\"</title><g id=\"surface99999999\">日本</g>",
    "#surfaces1\" #Surface1\" #image-1\" #image1' #image1)",
  ]

  @Test(arguments: documents)
  func renumbersAsTheRegularExpressionDid(_ document: String) {
    let normalized = SVGIdentifiers.normalized(Array(document.utf8))
    #expect(String(decoding: normalized, as: UTF8.self) == Self.reference(document))
  }

  /// A whole document from the renderer (images, patterns, a shadow) comes out the same both
  /// ways, and twice the same.
  @Test func aRenderedDocumentMatchesTheReference() throws {
    let list = SVGShadowFilterTests.list([
      (.fill(SVGShadowFilterTests.card, .solid(SVGShadowFilterTests.white)), "card")
    ])
    let bytes = try CairoRenderer().vectorDocument(
      list, format: .svg, scale: 2, background: nil, title: "Card"
    ).bytes
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(
      String(decoding: SVGIdentifiers.normalized(bytes), as: UTF8.self) == Self.reference(text))
  }
}
