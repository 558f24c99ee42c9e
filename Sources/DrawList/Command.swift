/// One fully resolved drawing operation.
public enum Command: Hashable, Sendable {
  /// Fills a shape with a paint.
  case fill(Shape, Paint)
  /// Strokes a shape's outline.
  case stroke(Shape, Stroke)
  /// Draws a shape's drop shadow (only the shadow; the shape itself is a separate `fill`).
  case shadow(Shape, Shadow)
  /// Draws shaped text.
  case text(GlyphRun)
  /// Restricts later commands to the inside of a shape, until the matching `popClip`.
  case pushClip(Shape)
  /// Ends the innermost `pushClip`.
  case popClip
  /// Opens a group (opacity, transform, blend, clip, backdrop blur) until the matching `popGroup`.
  case pushGroup(Group)
  /// Closes the innermost group and composites it.
  case popGroup

  /// The area the command may touch, in points and in its own coordinates (inside any group
  /// transform); `nil` for clip and group bookkeeping.
  public var bounds: Rect? {
    switch self {
    case .fill(let shape, _): shape.bounds
    case .stroke(let shape, let stroke):
      shape.bounds.insetBy(dx: -stroke.reach(on: shape), dy: -stroke.reach(on: shape))
    case .shadow(let shape, let shadow): shadow.bounds(of: shape.bounds)
    case .text(let run):
      Rect(x: run.origin.x, y: run.origin.y - run.size, width: run.advance, height: run.size * 1.3)
    case .pushClip, .popClip, .pushGroup, .popGroup: nil
    }
  }
}
