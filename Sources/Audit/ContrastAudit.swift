import DrawList
import Foundation

/// Measures, from a draw list alone, the contrast of every text run and every mark against the
/// colour actually beneath it: WCAG 2.x ratios, 4.5:1 for text and 3:1 for non-text marks
/// (``DrawList/Item/isMark``: dots, focus rings, handles, selected rings).
///
/// Each run or mark is sampled at several points (a grid over a run's glyph box, points along a
/// ring, the middle of a dot), the colour beneath each point is composited from the fills drawn
/// before it over `page`, the run or mark goes over it at its groups' opacity (a faded wheel
/// row), and the worst ratio counts. A finding an exception covers is listed with the
/// exception's name and reason, never silently dropped.
///
/// ```swift
/// let findings = ContrastAudit(page: .white, exceptions: []).audit(list)
/// let failures = findings.filter(\.fails)
/// ```
public struct ContrastAudit: Sendable {
  /// WCAG's minimum for text.
  public static let textMinimum = 4.5
  /// WCAG's minimum for non-text marks (1.4.11).
  public static let markMinimum = 3.0

  /// What is beneath the canvas (the page the image is shown on).
  public var page: Color
  /// Named exceptions.
  public var exceptions: [ContrastException]

  /// Creates an audit.
  public init(page: Color, exceptions: [ContrastException]) {
    self.page = page
    self.exceptions = exceptions
  }

  /// Every text run and mark in `list`, with its worst ratio.
  public func audit(_ list: DrawList) -> [ContrastFinding] {
    let probe = ColourProbe(list: list, page: page)
    var findings: [ContrastFinding] = []
    for (index, item) in list.items.enumerated() {
      let kind: ContrastFinding.Kind
      let foreground: Color
      let samples: [Point]
      switch item.command {
      case .text(let run):
        kind = .text
        foreground = run.color
        samples = Self.samples(run)
      case .fill(let shape, .solid(let color)) where item.isMark:
        kind = .mark
        foreground = color
        samples = Self.samples(filling: shape)
      case .stroke(let shape, let stroke) where item.isMark:
        guard case .solid(let color) = stroke.paint else { continue }
        kind = .mark
        foreground = color
        samples = Self.samples(stroking: shape)
      default:
        continue
      }
      let (transform, opacity) = probe.layer(at: index)
      var worst: (ratio: Double, background: Color)?
      for sample in samples {
        let beneath = probe.colour(at: transform.apply(sample), before: index)
        let shown = beneath.over(RGBA(foreground), opacity: opacity).color
        let ratio = shown.contrastRatio(against: beneath.color)
        if worst == nil || ratio < worst!.ratio { worst = (ratio, beneath.color) }
      }
      guard let worst else { continue }
      var finding = ContrastFinding(
        tag: item.tag, kind: kind, foreground: foreground, background: worst.background,
        ratio: worst.ratio,
        required: kind == .text ? Self.textMinimum : Self.markMinimum)
      if finding.ratio < finding.required,
        let exception = exceptions.first(where: { $0.covers(finding, list) })
      {
        finding.exception = exception
      }
      findings.append(finding)
    }
    return findings
  }

  /// A 5 × 3 grid over a run's glyph box (baseline to about cap height).
  static func samples(_ run: GlyphRun) -> [Point] {
    let top = run.origin.y - run.size * 0.7
    let bottom = run.origin.y - run.size * 0.05
    return (0..<5).flatMap { column in
      (0..<3).map { row in
        Point(
          x: run.origin.x + run.advance * (Double(column) + 0.5) / 5,
          y: top + (bottom - top) * (Double(row) + 0.5) / 3)
      }
    }
  }

  /// The middle of a filled mark.
  static func samples(filling shape: Shape) -> [Point] {
    [shape.bounds.center]
  }

  /// Eight points along a stroked mark's outline.
  static func samples(stroking shape: Shape) -> [Point] {
    switch shape {
    case .circle(let center, let radius):
      return (0..<8).map { index in
        let angle = Double(index) * .pi / 4
        return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      }
    default:
      let r = shape.bounds
      return [
        Point(x: r.midX, y: r.y), Point(x: r.maxX, y: r.midY), Point(x: r.midX, y: r.maxY),
        Point(x: r.x, y: r.midY),
      ]
    }
  }
}

/// One text run or mark and how it fared.
public struct ContrastFinding: Sendable, CustomStringConvertible {
  /// Text (4.5:1) or a non-text mark (3:1).
  public enum Kind: String, Sendable { case text, mark }

  /// The item's tag.
  public var tag: String
  /// Text or mark.
  public var kind: Kind
  /// Its colour.
  public var foreground: Color
  /// The colour beneath it where the ratio is worst.
  public var background: Color
  /// The worst ratio found.
  public var ratio: Double
  /// The minimum it must reach.
  public var required: Double
  /// The exception that covers it, if it is below the minimum and one does.
  public var exception: ContrastException?

  /// Below the minimum and not covered by an exception.
  public var fails: Bool { ratio < required && exception == nil }

  /// `text  day 2026-01-20  #6895FF on #292929  5.08:1 (needs 4.5)  ok`.
  public var description: String {
    let verdict =
      ratio >= required ? "ok" : exception.map { "exception: \($0.name) (\($0.reason))" } ?? "FAILS"
    return "\(kind.rawValue)  \(tag)  \(foreground.hex) on \(background.hex)  "
      + String(format: "%.2f:1 (needs %.1f)", ratio, required) + "  \(verdict)"
  }
}

/// A named, reasoned exception to the contrast minimums: a documented product choice, or what
/// WCAG itself exempts (inactive components).
public struct ContrastException: Sendable {
  /// A short name, e.g. `text/soft-500`.
  public var name: String
  /// Why it is allowed.
  public var reason: String
  /// Whether it covers a finding in a draw list.
  public var covers: @Sendable (ContrastFinding, DrawList) -> Bool

  /// Creates an exception.
  public init(
    name: String, reason: String, covers: @escaping @Sendable (ContrastFinding, DrawList) -> Bool
  ) {
    self.name = name
    self.reason = reason
    self.covers = covers
  }

  /// Text in exactly `color` (a token documented below the minimum).
  public static func text(in color: Color, name: String, reason: String) -> ContrastException {
    ContrastException(name: name, reason: reason) { finding, _ in
      finding.kind == .text && finding.foreground == color
    }
  }

  /// Anything drawn for an element whose semantics say it is disabled (WCAG 1.4.3 and 1.4.11
  /// exempt inactive components): the item's tag is the node's id or starts with it and a space.
  public static let inactive = ContrastException(
    name: "inactive", reason: "a disabled element: WCAG exempts inactive components"
  ) { finding, list in
    list.semantics.contains { node in
      node.states.contains(.disabled)
        && (finding.tag == node.id || finding.tag.hasPrefix(node.id + " "))
    }
  }
}
