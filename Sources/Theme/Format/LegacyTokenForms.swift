import DrawList

/// The older draft forms pickershot reads in documents that do not declare the 2025.10 schema:
/// colours as `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(…)` or `rgba(…)`; dimensions as
/// `"20px"` or `"0.5rem"`; durations as `"200ms"` or `"1.5s"`; a typography's letter spacing as
/// `"-0.006em"` and line height as `"20px"`. Everything else is read as 2025.10 writes it.
///
/// Numbers in these strings are plain decimals (`-0.5`, `25`, `1e2`, `.5`): Swift's `Double(_:)`
/// also reads `nan`, `inf` and hex floats (`0x1p1023`), which a token file has no business
/// writing, and a value beyond a `Double` (`1e400`) is refused rather than read as infinity.
enum LegacyTokenForms {
  /// A hex or `rgb()` colour.
  static func color(_ text: String) -> Color? {
    if text.hasPrefix("#") { return hexColor(text.dropFirst()) }
    for name in ["rgba(", "rgb("] where text.hasPrefix(name) && text.hasSuffix(")") {
      return rgbColor(text.dropFirst(name.count).dropLast())
    }
    return nil
  }

  /// `#35F`, `#35FA`, `#3355FF`, `#3355FFAA` (after the `#`).
  static func hexColor(_ digits: Substring) -> Color? {
    guard [3, 4, 6, 8].contains(digits.utf8.count),
      digits.utf8.allSatisfy({ TokenReference.hexValue($0) != nil })
    else { return nil }
    let nibbles = digits.utf8.compactMap(TokenReference.hexValue)
    let bytes: [UInt8] =
      nibbles.count <= 4
      ? nibbles.map { $0 << 4 | $0 }
      : stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
    return Color(
      red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
  }

  /// The inside of `rgb(51, 92, 255)`, `rgba(51, 92, 255, 0.1)`, `rgb(20% 36% 100% / 10%)`.
  static func rgbColor(_ inside: Substring) -> Color? {
    var parts: [Substring]
    var alphaText: Substring?
    if inside.contains(",") {
      parts = inside.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 3 || parts.count == 4 else { return nil }
      if parts.count == 4 { alphaText = parts.removeLast() }
    } else {
      let halves = inside.split(separator: "/", omittingEmptySubsequences: false)
      guard halves.count <= 2 else { return nil }
      parts = halves[0].split(separator: " ")
      guard parts.count == 3 else { return nil }
      if halves.count == 2 { alphaText = halves[1] }
    }
    var bytes: [UInt8] = []
    for part in parts {
      let text = part.trimmingSpaces
      if text.hasSuffix("%") {
        guard let percent = decimal(text.dropLast()), (0...100).contains(percent) else {
          return nil
        }
        bytes.append(UInt8((percent / 100 * 255).rounded()))
      } else {
        guard let value = decimal(text), (0...255).contains(value) else { return nil }
        bytes.append(UInt8(value.rounded()))
      }
    }
    var alpha: UInt8 = 255
    if let alphaText {
      let text = alphaText.trimmingSpaces
      let fraction: Double?
      if text.hasSuffix("%") {
        fraction = decimal(text.dropLast()).map { $0 / 100 }
      } else {
        fraction = decimal(text)
      }
      guard let fraction, (0...1).contains(fraction) else { return nil }
      alpha = UInt8((fraction * 255).rounded())
    }
    return Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha)
  }

  /// `"20px"`, `"0.5rem"`.
  static func dimension(_ text: String) -> TokenDimension? {
    if text.hasSuffix("rem") { return decimal(text.dropLast(3)).map { TokenDimension($0, .rem) } }
    if text.hasSuffix("px") { return decimal(text.dropLast(2)).map { TokenDimension($0, .px) } }
    return nil
  }

  /// `"-0.006em"` → −0.006.
  static func ems(_ text: String) -> Double? {
    text.hasSuffix("em") && !text.hasSuffix("rem") ? decimal(text.dropLast(2)) : nil
  }

  /// `"200ms"`, `"1.5s"`.
  static func duration(_ text: String) -> TokenDuration? {
    if text.hasSuffix("ms") { return decimal(text.dropLast(2)).map { TokenDuration($0, .ms) } }
    if text.hasSuffix("s") { return decimal(text.dropLast(1)).map { TokenDuration($0, .s) } }
    return nil
  }

  /// A plain decimal that fits a `Double`, or `nil`.
  static func decimal(_ text: Substring) -> Double? {
    guard isDecimal(text), let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// `[+-]digits[.digits][e[+-]digits]` (or `.5`), nothing else.
  static func isDecimal(_ text: Substring) -> Bool {
    var scalars = text.unicodeScalars[...]
    func digits() -> Int {
      var count = 0
      while let c = scalars.first, ("0"..."9").contains(c) {
        scalars.removeFirst()
        count += 1
      }
      return count
    }
    if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
    var mantissa = digits()
    if scalars.first == "." {
      scalars.removeFirst()
      mantissa += digits()
    }
    guard mantissa > 0 else { return false }
    if scalars.first == "e" || scalars.first == "E" {
      scalars.removeFirst()
      if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
      guard digits() > 0 else { return false }
    }
    return scalars.isEmpty
  }
}

extension Substring {
  /// The text without spaces at either end.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
