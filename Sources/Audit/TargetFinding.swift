import DrawList

/// One interactive element's declared target and how it fared against the platform minimum.
public struct TargetFinding: Sendable {
  /// The element, with the hit rectangle its draw list declares.
  public var node: SemanticNode
  /// The minimum width and height, in points.
  public var minimum: Double
  /// The exception that covers it, if it is below the minimum and one does.
  public var exception: TargetException?

  /// Creates a finding.
  public init(node: SemanticNode, minimum: Double, exception: TargetException? = nil) {
    self.node = node
    self.minimum = minimum
    self.exception = exception
  }

  /// Narrower or shorter than the minimum (by more than `1e-6` pt, so a rectangle computed as
  /// the minimum around a shape is never failed for rounding).
  public var isBelowMinimum: Bool {
    node.hitRect.width < minimum - 1e-6 || node.hitRect.height < minimum - 1e-6
  }

  /// Below the minimum and not covered by an exception.
  public var fails: Bool { isBelowMinimum && exception == nil }

  /// `ok`, `FAILS`, or `exception: NAME (REASON)`.
  public var verdict: String {
    guard isBelowMinimum else { return "ok" }
    return exception.map { "exception: \($0.name) (\($0.reason))" } ?? "FAILS"
  }
}
