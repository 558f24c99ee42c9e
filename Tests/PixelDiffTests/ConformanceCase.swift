import Foundation
import PixelDiff
import Testing

/// One row of `Fixtures/pixelmatch/cases.tsv`.
struct ConformanceCase: Sendable, CustomTestStringConvertible {
  /// Base name of the first image.
  let a: String
  /// Base name of the second image.
  let b: String
  /// Base name of the expected diff image.
  let diff: String
  /// Options parsed from the JSON column.
  let options: PixelDiffOptions
  /// Expected mismatch count.
  let mismatch: Int

  /// Shown in the test report.
  var testDescription: String { "\(a) vs \(b) -> \(diff)" }

  /// Directory holding the pixelmatch fixtures.
  static let directory: String = {
    guard let root = Bundle.module.resourcePath else { fatalError("no resource bundle") }
    return root + "/Fixtures/pixelmatch"
  }()

  /// Path of the fixture PNG called `name`.
  static func path(_ name: String) -> String { "\(directory)/\(name).png" }

  /// Every case in cases.tsv (comment and header lines skipped).
  static let all: [ConformanceCase] = {
    guard let text = try? String(contentsOfFile: directory + "/cases.tsv", encoding: .utf8) else {
      fatalError("cannot read cases.tsv")
    }
    return text.split(separator: "\n").compactMap { line in
      if line.hasPrefix("#") || line.hasPrefix("a\t") || line.isEmpty { return nil }
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      precondition(columns.count == 5, "bad cases.tsv row: \(line)")
      return ConformanceCase(
        a: columns[0], b: columns[1], diff: columns[2], options: parseOptions(columns[3]),
        mismatch: Int(columns[4])!)
    }
  }()

  /// Turns pixelmatch's JSON options into `PixelDiffOptions`.
  static func parseOptions(_ json: String) -> PixelDiffOptions {
    let object = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    var options = PixelDiffOptions()
    for (key, value) in object {
      switch key {
      case "threshold": options.threshold = (value as! NSNumber).doubleValue
      case "includeAA": options.includeAA = (value as! NSNumber).boolValue
      case "alpha": options.alpha = (value as! NSNumber).doubleValue
      case "diffMask": options.diffMask = (value as! NSNumber).boolValue
      case "aaColor": options.aaColor = color(value)
      case "diffColor": options.diffColor = color(value)
      case "diffColorAlt": options.diffColorAlt = color(value)
      default: fatalError("unknown pixelmatch option \(key)")
      }
    }
    return options
  }

  /// A JSON `[r, g, b]` array as a colour.
  static func color(_ value: Any) -> PixelDiffColor {
    let parts = (value as! [NSNumber]).map { $0.uint8Value }
    return PixelDiffColor(red: parts[0], green: parts[1], blue: parts[2])
  }
}
