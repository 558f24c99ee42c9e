import Audit

/// What a scene's audits hold it to beyond the project's own rules: the platform whose minimum
/// touch target its hit rectangles must meet, and the named exceptions to the contrast minimums
/// its platform's colours need, each with its reason (the audit lists them, it never skips).
///
/// A family attaches it to every scene it makes, built-in or from a file
/// (``PickerFamily``), so the two cannot disagree.
public struct AuditPolicy: Sendable {
  /// iOS (44 pt) unless the scene mirrors Android (48 dp).
  public var touchPlatform: TouchPlatform
  /// Named exceptions to the contrast minimums, beyond the project's own.
  public var contrastExceptions: [ContrastException]

  /// Creates a policy.
  public init(touchPlatform: TouchPlatform = .ios, contrastExceptions: [ContrastException] = []) {
    self.touchPlatform = touchPlatform
    self.contrastExceptions = contrastExceptions
  }

  /// iOS's 44 pt targets and no exceptions: the Appetite cards and the draw-list tests.
  public static let standard = AuditPolicy()
}
