import Audit
import DrawList
import Foundation

/// `audit --json`: every check of a run as one JSON document, in a stable shape
/// (`schemaVersion` 2, documented in the README under "Accessibility: contrast and touch
/// targets"): sorted keys, scenes in the order audited, checks in draw-list order, `exception` present only when the
/// status is `exception`.
enum AuditJSON {
  /// The shape's version; it changes only when a key is removed or changes meaning.
  static let schemaVersion = 2

  struct Document: Encodable {
    var schemaVersion: Int
    var passed: Bool
    var checks: Int
    var failures: Int
    var exceptions: Int
    var overlaps: Int
    var scenes: [Scene]
  }

  struct Scene: Encodable {
    var scene: String
    var theme: String
    var contrast: [Contrast]
    var targets: Targets
  }

  struct Contrast: Encodable {
    var tag: String
    var kind: String
    var foreground: String
    var background: String
    var ratio: Double
    var required: Double
    var status: Status
    var exception: Exception?
  }

  struct Targets: Encodable {
    var platform: String
    var source: String
    var unit: String
    var minimum: Double
    var checks: [Target]
    var overlaps: [Overlap]
  }

  struct Target: Encodable {
    var id: String
    var role: String
    var label: String
    var rect: Box
    var status: Status
    var exception: Exception?
  }

  struct Overlap: Encodable {
    var first: String
    var second: String
    var rect: Box
  }

  struct Exception: Encodable {
    var name: String
    var reason: String
  }

  struct Box: Encodable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double

    init(_ rect: Rect) {
      (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height)
    }
  }

  /// A check's outcome.
  enum Status: String, Encodable {
    /// At or above its minimum.
    case pass
    /// Below its minimum, no exception.
    case fail
    /// Below its minimum, allowed by the named exception.
    case exception
  }

  /// The document for `scenes`; with `onlyFailures` only failing checks are listed (and no
  /// overlaps, and no scene without a failure), while the counts stay those of every check.
  static func document(_ scenes: [AuditedScene], onlyFailures: Bool) -> Document {
    let totals = AuditedScene.Totals(scenes)
    return Document(
      schemaVersion: schemaVersion, passed: totals.failures == 0, checks: totals.checks,
      failures: totals.failures, exceptions: totals.exceptions, overlaps: totals.overlaps,
      scenes: scenes.filter { !onlyFailures || $0.hasFailures }.map { scene in
        Scene(
          scene: scene.id, theme: scene.appearance.rawValue,
          contrast: scene.contrast.filter { !onlyFailures || $0.fails }.map(contrast),
          targets: Targets(
            platform: scene.platform.rawValue,
            source: scene.platformFromOption ? "option" : "scene", unit: scene.platform.unit,
            minimum: scene.minimum,
            checks: scene.targets.filter { !onlyFailures || $0.fails }.map(target),
            overlaps: onlyFailures
              ? []
              : scene.overlaps.map {
                Overlap(first: $0.first, second: $0.second, rect: Box($0.area))
              }))
      })
  }

  static func contrast(_ finding: ContrastFinding) -> Contrast {
    Contrast(
      tag: finding.tag, kind: finding.kind.rawValue, foreground: finding.foreground.hex,
      background: finding.background.hex, ratio: finding.ratio, required: finding.required,
      status: finding.ratio >= finding.required ? .pass : finding.fails ? .fail : .exception,
      exception: finding.exception.map { Exception(name: $0.name, reason: $0.reason) })
  }

  static func target(_ finding: TargetFinding) -> Target {
    Target(
      id: finding.node.id, role: finding.node.role.rawValue, label: finding.node.label,
      rect: Box(finding.node.hitRect),
      status: !finding.isBelowMinimum ? .pass : finding.fails ? .fail : .exception,
      exception: finding.exception.map { Exception(name: $0.name, reason: $0.reason) })
  }

  /// Stable bytes: sorted keys, pretty-printed, no trailing newline, printable as they are
  /// (``TerminalJSON``).
  static func encoded(_ scenes: [AuditedScene], onlyFailures: Bool) throws -> [UInt8] {
    Array(try TerminalJSON.encoded(document(scenes, onlyFailures: onlyFailures)).utf8)
  }
}
