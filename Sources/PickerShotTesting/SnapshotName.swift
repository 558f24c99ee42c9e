import DrawList
import Foundation

/// The name `expectSnapshot(of:as:)` gives a snapshot when the test passes no `named:`: the test
/// function's name in kebab-case (`releaseWeekMatches(theme:)` → `release-week-matches`), and for
/// the second, third… call site in the same function `-2`, `-3`…, numbered in the order the call
/// sites first run in the process (the same every run while the test's code keeps its order).
public enum SnapshotName {
  /// Call sites seen per test function (file and function), in the order they first ran.
  private static let sites = SiteRegistry()

  /// The longest name (``SceneID/isKebabName(_:)`` allows 100 characters).
  static let maxLength = 100

  /// The default name for a call at `line`:`column` of `file` inside `function`.
  public static func defaultName(function: String, file: String, line: Int, column: Int) -> String {
    let base = kebabCase(function)
    let ordinal = sites.ordinal(of: "\(line):\(column)", in: "\(file)#\(function)")
    guard ordinal > 1 else { return base }
    let suffix = "-\(ordinal)"
    return String(base.prefix(maxLength - suffix.count)) + suffix
  }

  /// `function` (`#function`: `anAdHocPicker(theme:)`, `` `a raw name`() ``) as one kebab-case
  /// part: parameters dropped, words split at case changes (`HTMLReport` → `html-report`), any
  /// other character a hyphen, runs of hyphens joined, `test-` put before a name not starting
  /// with a letter, at most 100 characters; `snapshot` when nothing is left.
  public static func kebabCase(_ function: String) -> String {
    let scalars = Array(function.prefix { $0 != "(" }.unicodeScalars)
    let upper: ClosedRange<Unicode.Scalar> = "A"..."Z"
    let lower: ClosedRange<Unicode.Scalar> = "a"..."z"
    let digit: ClosedRange<Unicode.Scalar> = "0"..."9"
    var out = ""
    for (index, scalar) in scalars.enumerated() {
      guard upper.contains(scalar) || lower.contains(scalar) || digit.contains(scalar) else {
        out += "-"
        continue
      }
      if upper.contains(scalar), index > 0 {
        let previous = scalars[index - 1]
        let next = index + 1 < scalars.count ? scalars[index + 1] : nil
        let afterWord = lower.contains(previous) || digit.contains(previous)
        let endsAcronym = upper.contains(previous) && next.map(lower.contains) == true
        if afterWord || endsAcronym { out += "-" }
      }
      out += String(scalar).lowercased()
    }
    var joined = out.split(separator: "-").joined(separator: "-")
    if joined.isEmpty { return "snapshot" }
    if !lower.contains(joined.unicodeScalars.first!) { joined = "test-" + joined }
    let cut = joined.prefix(maxLength)
    return String(cut.hasSuffix("-") ? cut.dropLast() : cut)
  }
}

/// Call sites by test function, each numbered from 1 in the order it first asked (thread-safe).
private final class SiteRegistry: @unchecked Sendable {
  private let lock = NSLock()
  private var sites: [String: [String]] = [:]

  /// The 1-based number of `site` within `function`, given on its first call.
  func ordinal(of site: String, in function: String) -> Int {
    lock.lock()
    defer { lock.unlock() }
    if let index = sites[function]?.firstIndex(of: site) { return index + 1 }
    sites[function, default: []].append(site)
    return sites[function]!.count
  }
}
