import Audit
import DrawList
import Theme

/// The audits every scene must pass, with the project's named exceptions.
public enum SceneAudit {
  /// The contrast audit for `scene` drawn in `theme`, with its own named exceptions added to the
  /// project's. The project's alone are those of ``contrast(_:)``: on the theme's page colour (`bg/white-0`),
  /// with two exceptions, each named: `text/soft-500` (the spec's documented 3.26:1 product
  /// choice for day labels, AM/PM and the opacity field) and inactive elements (spilled days),
  /// which WCAG exempts.
  ///
  /// - Throws: the scene's model error, when its policy depends on a model that breaks a rule.
  public static func contrast(_ theme: Theme, for scene: SceneSpec) throws -> ContrastAudit {
    contrast(theme, policy: try scene.auditPolicy())
  }

  /// The contrast audit under `policy` (a scene's, read once by a caller that runs both audits).
  public static func contrast(_ theme: Theme, policy: AuditPolicy) -> ContrastAudit {
    var audit = contrast(theme)
    audit.exceptions += policy.contrastExceptions
    return audit
  }

  /// The project's contrast audit for `theme`, without a scene's own exceptions.
  public static func contrast(_ theme: Theme) -> ContrastAudit {
    ContrastAudit(
      page: theme.color(.bgWhite0),
      exceptions: [
        .text(
          in: theme.color(.textSoft500), name: "text/soft-500",
          reason: "the spec's documented product choice, 3.26:1 on white"),
        .inactive,
      ])
  }
}

extension SceneAudit {
  /// The platform minimum touch target in `theme`: `platform/min-touch-target` (44 pt, iOS) or
  /// `platform/min-touch-target-android` (48 dp).
  public static func minimumTarget(_ platform: TouchPlatform, _ theme: Theme) -> Double {
    switch platform {
    case .ios: theme.dimension(.minTouchTarget)
    case .android: theme.dimension(.minTouchTargetAndroid)
    }
  }

  /// The minimum touch target `scene`'s own platform asks for (its ``AuditPolicy``).
  public static func minimumTarget(for scene: SceneSpec, _ theme: Theme) throws -> Double {
    minimumTarget(try scene.auditPolicy().touchPlatform, theme)
  }

  /// The touch-target audit for `scene` in `theme`: its declared hit rectangles against
  /// `platform`'s minimum (by default the scene's own, ``AuditPolicy/touchPlatform``), with the
  /// scene's named target exceptions (``AuditPolicy/targetExceptions``).
  ///
  /// - Throws: the scene's model error, when its policy depends on a model that breaks a rule.
  public static func targets(
    _ theme: Theme, for scene: SceneSpec, platform: TouchPlatform? = nil
  ) throws -> TouchTargetAudit {
    targets(theme, policy: try scene.auditPolicy(), platform: platform)
  }

  /// The touch-target audit under `policy` at `platform`'s minimum (by default the policy's).
  public static func targets(
    _ theme: Theme, policy: AuditPolicy, platform: TouchPlatform? = nil
  ) -> TouchTargetAudit {
    TouchTargetAudit(
      minimum: minimumTarget(platform ?? policy.touchPlatform, theme),
      exceptions: policy.targetExceptions)
  }
}
