import Audit

/// What a scene's audits hold it to beyond the project's own rules: the platform whose minimum
/// touch target its hit rectangles must meet, and the named exceptions its platform needs, each
/// with its reason (the audit lists them, it never skips): to the contrast minimums (a
/// platform's own colours) and to the touch minimum (a platform's own smaller targets).
///
/// A family attaches it to every scene it makes, built-in or from a file
/// (``PickerFamily``), so the two cannot disagree.
public struct AuditPolicy: Sendable {
  /// iOS (44 pt) unless the scene mirrors Android (48 dp).
  public var touchPlatform: TouchPlatform
  /// Named exceptions to the contrast minimums, beyond the project's own.
  public var contrastExceptions: [ContrastException]
  /// Named exceptions to the minimum touch target: targets the mirrored platform itself draws
  /// smaller (macOS's 20 × 18 pt calendar tiles).
  public var targetExceptions: [TargetException]

  /// Creates a policy.
  public init(
    touchPlatform: TouchPlatform = .ios, contrastExceptions: [ContrastException] = [],
    targetExceptions: [TargetException] = []
  ) {
    self.touchPlatform = touchPlatform
    self.contrastExceptions = contrastExceptions
    self.targetExceptions = targetExceptions
  }

  /// iOS's 44 pt targets and no exceptions: the Appetite cards and the draw-list tests.
  public static let standard = AuditPolicy()
}
