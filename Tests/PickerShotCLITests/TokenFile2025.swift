import Foundation

/// The shipped `tokens.json` rewritten in the 2025.10 forms only, with the 2025.10 `$schema`
/// (the same conversion as ThemeTests' `TokenFile2025`; test targets share no code):
/// colours as `{colorSpace, components, alpha, hex}`, dimensions as `{value, unit}`, letter
/// spacing in pixels and line height as a multiple of the font size. Aliases stay as they are.
enum TokenFile2025 {
  /// The token file at `path` converted, as JSON data.
  static func data(_ path: String) throws -> Data {
    let root = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
    var converted = convert(root, type: nil) as! [String: Any]
    converted["$schema"] = "https://www.designtokens.org/schemas/2025.10/format.json"
    return try JSONSerialization.data(withJSONObject: converted, options: [.sortedKeys])
  }

  static func convert(_ node: Any, type inherited: String?) -> Any {
    guard var object = node as? [String: Any] else { return node }
    let type = object["$type"] as? String ?? inherited
    if let value = object["$value"] {
      object["$value"] = convert(value: value, type: type ?? "")
      return object
    }
    for (key, child) in object where !key.hasPrefix("$") {
      object[key] = convert(child, type: type)
    }
    return object
  }

  static func convert(value: Any, type: String) -> Any {
    if let text = value as? String, text.hasPrefix("{") { return text }
    switch type {
    case "color": return color(value as! String)
    case "dimension": return dimension(value as! String)
    case "shadow":
      var shadow = value as! [String: Any]
      for key in ["offsetX", "offsetY", "blur", "spread"] {
        shadow[key] = dimension(shadow[key] as! String)
      }
      if let text = shadow["color"] as? String, !text.hasPrefix("{") {
        shadow["color"] = color(text)
      }
      return shadow
    case "typography":
      var style = value as! [String: Any]
      let size = pixels(style["fontSize"] as! String)
      style["fontSize"] = ["value": size, "unit": "px"]
      style["lineHeight"] = pixels(style["lineHeight"] as! String) / size
      let ems = Double((style["letterSpacing"] as! String).dropLast(2))!
      style["letterSpacing"] = ["value": ems * size, "unit": "px"]
      return style
    default: return value
    }
  }

  static func pixels(_ text: String) -> Double { Double(text.dropLast(2))! }

  static func dimension(_ text: String) -> [String: Any] { ["value": pixels(text), "unit": "px"] }

  static func color(_ text: String) -> [String: Any] {
    let digits = Array(text.dropFirst())
    let bytes = stride(from: 0, to: digits.count, by: 2).map {
      Double(Int(String(digits[$0...$0 + 1]), radix: 16)!)
    }
    var result: [String: Any] = [
      "colorSpace": "srgb", "components": bytes.prefix(3).map { $0 / 255 },
      "hex": "#" + String(digits.prefix(6)).lowercased(),
    ]
    if bytes.count == 4 { result["alpha"] = bytes[3] / 255 }
    return result
  }
}
