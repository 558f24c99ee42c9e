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
  ///
  /// The regular expression `(id="|#)(surface|image|pattern|source)([0-9]+)(?=["\)])`, matched
  /// leftmost first without overlaps, as a scan of the bytes: through `NSRegularExpression` it
  /// cost the gallery 3 % of its time, most of it turning the document (base64 images and all)
  /// into UTF-16.
  static func normalized(_ svg: [UInt8]) -> [UInt8] {
    let kindBytes = kinds.map { Array($0.utf8) }
    let idPrefix = Array("id=\"".utf8)
    var numbers: [[UInt8]: Int] = [:]
    var result: [UInt8] = []
    result.reserveCapacity(svg.count)
    var last = 0
    var index = 0
    let count = svg.count
    func starts(_ prefix: [UInt8], at position: Int) -> Bool {
      guard position + prefix.count <= count else { return false }
      for offset in 0..<prefix.count where svg[position + offset] != prefix[offset] {
        return false
      }
      return true
    }
    while index < count {
      let afterPrefix: Int
      if svg[index] == UInt8(ascii: "#") {
        afterPrefix = index + 1
      } else if svg[index] == UInt8(ascii: "i") && starts(idPrefix, at: index) {
        afterPrefix = index + idPrefix.count
      } else {
        index += 1
        continue
      }
      guard let kind = kindBytes.first(where: { starts($0, at: afterPrefix) }) else {
        index += 1
        continue
      }
      let digitsStart = afterPrefix + kind.count
      var digitsEnd = digitsStart
      while digitsEnd < count, (48...57).contains(svg[digitsEnd]) { digitsEnd += 1 }
      guard digitsEnd > digitsStart, digitsEnd < count,
        svg[digitsEnd] == UInt8(ascii: "\"") || svg[digitsEnd] == UInt8(ascii: ")")
      else {
        index += 1
        continue
      }
      let key = Array(svg[afterPrefix..<digitsEnd])
      let renumbered = numbers[key] ?? (numbers.count + 1)
      numbers[key] = renumbered
      result += svg[last..<afterPrefix]
      result += kind
      result += Array(String(renumbered).utf8)
      last = digitsEnd
      index = digitsEnd
    }
    result += svg[last...]
    return result
  }
}
