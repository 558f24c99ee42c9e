/// Gives an SVG from Cairo its accessible name: `role="img"` and `aria-labelledby` on the root
/// element, and a `<title>` as its first child (what screen readers and browsers' tooltips read).
enum SVGTitle {
  /// The id of the `<title>` element.
  static let id = "pickershot-title"

  /// `svg` with `title` (XML-escaped) inserted; unchanged when `title` is `nil` or the root
  /// element cannot be found.
  static func inserted(_ title: String?, into svg: [UInt8]) -> [UInt8] {
    guard let title else { return svg }
    let open = Array("<svg ".utf8)
    guard let start = firstIndex(of: open, in: svg, from: 0),
      let end = svg[start...].firstIndex(of: UInt8(ascii: ">"))
    else { return svg }
    let attributes = Array(" role=\"img\" aria-labelledby=\"\(id)\"".utf8)
    let element = Array("\n<title id=\"\(id)\">\(escaped(title))</title>".utf8)
    return Array(svg[..<end]) + attributes + [svg[end]] + element + Array(svg[(end + 1)...])
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` as XML character references.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }

  private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard bytes.count >= needle.count else { return nil }
    return (from...(bytes.count - needle.count)).first {
      bytes[$0..<$0 + needle.count].elementsEqual(needle)
    }
  }
}
