import DrawList

/// Measures every interactive element's target, the hit rectangle its draw list declares, against
/// a platform's minimum touch target (seed 002: "give each target the platform minimum around the
/// drawn shape"; 44 pt on iOS, 48 dp on Android).
///
/// Nothing is grown or cut: a target below the minimum fails unless a named exception covers it,
/// and targets that overlap their neighbours are listed apart (``TouchTargets/overlaps(_:)``) as
/// information.
///
/// ```swift
/// let audit = TouchTargetAudit(minimum: 44, exceptions: [])
/// let failures = audit.audit(list).filter(\.fails)
/// ```
public struct TouchTargetAudit: Sendable {
  /// The minimum width and height, in points.
  public var minimum: Double
  /// Named exceptions.
  public var exceptions: [TargetException]

  /// Creates an audit.
  public init(minimum: Double, exceptions: [TargetException] = []) {
    self.minimum = minimum
    self.exceptions = exceptions
  }

  /// Every element of `nodes`, in order, with the exception that covers it when it is below the
  /// minimum.
  public func audit(_ nodes: [SemanticNode]) -> [TargetFinding] {
    nodes.map { node in
      var finding = TargetFinding(node: node, minimum: minimum)
      if finding.isBelowMinimum {
        finding.exception = exceptions.first { $0.covers(node) }
      }
      return finding
    }
  }

  /// Every interactive element of `list` (its ``DrawList/semantics``): containers (a `.group`,
  /// whose rectangle is its frame) take no touch and are not targets.
  public func audit(_ list: DrawList) -> [TargetFinding] {
    audit(list.semantics.filter(\.isTarget))
  }
}
