import Foundation

/// Makes Cairo's SVG output deterministic: Cairo numbers embedded surfaces and images from
/// process-wide counters (`surface21`, `image28`), so the same draw list would otherwise give
/// different bytes on a second render. Those ids are renumbered in order of first appearance.
enum SVGIdentifiers {
  /// The kinds of id Cairo numbers process-wide.
  static let kinds = ["surface", "image", "pattern", "source"]

  /// `svg` with every `id="surfaceN"`, `#surfaceN"` and `#surfaceN)` (and the other kinds)
  /// renumbered from 1 in order of first appearance. Only attribute contexts are touched (a `#`
  /// or `id="` before, a quote or parenthesis after), never path data or base64 image data.
  static func normalized(_ svg: [UInt8]) -> [UInt8] {
    let text = String(decoding: svg, as: UTF8.self)
    guard
      let pattern = try? NSRegularExpression(
        pattern: "(id=\"|#)(" + kinds.joined(separator: "|") + ")([0-9]+)(?=[\"\\)])")
    else { return svg }
    var numbers: [String: Int] = [:]
    var result = ""
    var last = text.startIndex
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      guard let whole = Range(match.range, in: text),
        let prefix = Range(match.range(at: 1), in: text),
        let kind = Range(match.range(at: 2), in: text),
        let number = Range(match.range(at: 3), in: text)
      else { continue }
      let name = String(text[kind])
      let key = name + String(text[number])
      let renumbered = numbers[key] ?? (numbers.count + 1)
      numbers[key] = renumbered
      result += text[last..<whole.lowerBound]
      result += text[prefix]
      result += name + String(renumbered)
      last = whole.upperBound
    }
    result += text[last...]
    return Array(result.utf8)
  }
}
