import Foundation

/// Number and box wording shared by the JUnit and HTML writers, so both say the same thing.
enum ReportFormatting {
  /// `412 of 152,320 (0.27 %)`: a count as a share of the image, or the bare count when the
  /// image size is unknown.
  static func pixels(_ count: Int, width: Int, height: Int) -> String {
    let total = width * height
    guard total > 0 else { return grouped(count) }
    return "\(grouped(count)) of \(grouped(total)) (\(percent(count, of: total)))"
  }

  /// A percentage with two decimals; a non-zero share below 0.01 % reads `< 0.01 %`.
  static func percent(_ part: Int, of total: Int) -> String {
    guard total > 0 else { return "0 %" }
    let value = Double(part) * 100 / Double(total)
    if part > 0 && value < 0.01 { return "< 0.01 %" }
    return String(format: "%.2f %%", value)
  }

  /// `R 12 · G 3 · B 0 · A 0` for four channels, the bare numbers otherwise.
  static func channels(_ deltas: [Int]) -> String {
    guard deltas.count == 4 else { return deltas.map(String.init).joined(separator: " ") }
    return zip(["R", "G", "B", "A"], deltas).map { "\($0) \($1)" }.joined(separator: " · ")
  }

  /// `x,y w×h`, the label of a diff box.
  static func box(_ box: PixelBox) -> String {
    "\(box.x),\(box.y) \(box.width)×\(box.height)"
  }

  /// An integer with comma thousands separators, independent of the locale.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }
}
