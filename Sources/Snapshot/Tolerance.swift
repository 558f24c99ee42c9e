/// How different an image may be from its golden and still pass, judged with pixelmatch.
///
/// Each golden carries its own in its sidecar JSON, so one scene (or one theme and scale of it) can
/// be loosened by editing that file; new goldens start ``strict``: threshold 0, anti-aliased pixels
/// counted, no differing pixel allowed.
public struct Tolerance: Codable, Hashable, Sendable {
  /// pixelmatch's colour threshold, 0…1 (0 = any YIQ difference counts).
  public var threshold: Double
  /// Whether anti-aliased pixels count as differences.
  public var includeAA: Bool
  /// The most differing pixels allowed.
  public var maxDifferingPixels: Int
  /// The largest share of differing pixels allowed, 0…1.
  public var maxRatio: Double

  /// Creates a tolerance.
  public init(
    threshold: Double = 0, includeAA: Bool = true, maxDifferingPixels: Int = 0, maxRatio: Double = 0
  ) {
    self.threshold = threshold
    self.includeAA = includeAA
    self.maxDifferingPixels = maxDifferingPixels
    self.maxRatio = maxRatio
  }

  /// No difference at all.
  public static let strict = Tolerance()

  /// The metric the counts are taken with, written next to the tolerance.
  public static let metric = "pixelmatch-6.0 (YIQ delta, AA detection)"

  /// Whether `differing` of `total` pixels is within this tolerance.
  public func accepts(differing: Int, of total: Int) -> Bool {
    guard differing > 0 else { return true }
    return differing <= maxDifferingPixels
      && Double(differing) <= maxRatio * Double(max(total, 1))
  }
}
