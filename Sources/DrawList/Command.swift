/// One fully resolved drawing operation.
public enum Command: Hashable, Sendable {
  /// Fills a shape with a paint.
  case fill(Shape, Paint)
  /// Strokes a shape's outline, centred on it, `width` points wide.
  case stroke(Shape, color: Color, width: Double)
  /// Draws a shape's drop shadow (only the shadow; the shape itself is a separate `fill`).
  case shadow(Shape, Shadow)
  /// Draws shaped text.
  case text(GlyphRun)
  /// Restricts later commands to the inside of a shape, until the matching `popClip`.
  case pushClip(Shape)
  /// Ends the innermost `pushClip`.
  case popClip

  /// The area the command may touch, in points; `nil` for clip bookkeeping.
  public var bounds: Rect? {
    switch self {
    case .fill(let shape, _): shape.bounds
    case .stroke(let shape, _, let width): shape.bounds.insetBy(dx: -width / 2, dy: -width / 2)
    case .shadow(let shape, let shadow): shadow.bounds(of: shape.bounds)
    case .text(let run):
      Rect(x: run.origin.x, y: run.origin.y - run.size, width: run.advance, height: run.size * 1.3)
    case .pushClip, .popClip: nil
    }
  }
}
