import Audit
import DrawList

/// One scene in one theme as `audit` found it: its contrast findings, its touch targets against
/// the platform minimum, and the targets that overlap.
struct AuditedScene {
  /// The scene's id.
  var id: String
  /// The theme it was drawn in.
  var appearance: Appearance
  /// Every text run and mark.
  var contrast: [ContrastFinding]
  /// The platform whose minimum the targets were held to.
  var platform: TouchPlatform
  /// Whether `--platform` chose it (else it is the scene's own).
  var platformFromOption: Bool
  /// The minimum width and height, in points.
  var minimum: Double
  /// Every interactive element's declared target.
  var targets: [TargetFinding]
  /// Pairs of targets sharing an area: information, not failures.
  var overlaps: [TargetOverlap]

  /// Whether any contrast finding or target fails.
  var hasFailures: Bool { contrast.contains(where: \.fails) || targets.contains(where: \.fails) }

  /// The counts over a whole run.
  struct Totals {
    /// Contrast findings and targets.
    var checks = 0
    /// Checks that fail.
    var failures = 0
    /// Checks below their minimum that a named exception allows.
    var exceptions = 0
    /// Overlapping pairs listed.
    var overlaps = 0

    /// The counts of `scenes`.
    init(_ scenes: [AuditedScene]) {
      for scene in scenes {
        checks += scene.contrast.count + scene.targets.count
        failures += scene.contrast.filter(\.fails).count + scene.targets.filter(\.fails).count
        exceptions +=
          scene.contrast.filter { $0.exception != nil }.count
          + scene.targets.filter { $0.exception != nil }.count
        overlaps += scene.overlaps.count
      }
    }

    /// The table's last line: `all passed: 4321 checks, …` or `3 failing of 4321 checks, …`.
    var summary: String {
      let counts =
        "\(checks) checks, \(exceptions) under named exceptions, \(overlaps) overlaps "
        + "(information)"
      return failures == 0 ? "all passed: \(counts)" : "\(failures) failing of \(counts)"
    }
  }
}
