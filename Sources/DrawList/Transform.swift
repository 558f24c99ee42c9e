import Foundation

/// A 2-D affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Cairo's and SVG's
/// matrix order).
public struct Transform: Hashable, Sendable {
  /// Horizontal scale component.
  public var a: Double
  /// Vertical shear component.
  public var b: Double
  /// Horizontal shear component.
  public var c: Double
  /// Vertical scale component.
  public var d: Double
  /// Horizontal translation.
  public var tx: Double
  /// Vertical translation.
  public var ty: Double

  /// Creates a transform from its six components.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Leaves everything where it is.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Moves by `dx`, `dy`.
  public static func translation(dx: Double, dy: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, tx: dx, ty: dy)
  }

  /// Scales by `sx`, `sy` about `anchor` (a wheel row shrinks about its own centre).
  public static func scale(_ sx: Double, _ sy: Double, about anchor: Point = Point(x: 0, y: 0))
    -> Transform
  {
    Transform(a: sx, b: 0, c: 0, d: sy, tx: anchor.x - sx * anchor.x, ty: anchor.y - sy * anchor.y)
  }

  /// Rotates by `radians` (clockwise on screen, y down) about `anchor`.
  public static func rotation(_ radians: Double, about anchor: Point = Point(x: 0, y: 0))
    -> Transform
  {
    let (cosine, sine) = (cos(radians), sin(radians))
    return Transform(
      a: cosine, b: sine, c: -sine, d: cosine,
      tx: anchor.x - cosine * anchor.x + sine * anchor.y,
      ty: anchor.y - sine * anchor.x - cosine * anchor.y)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` applied after `first` (first `first`, then `self`).
  public func concatenating(after first: Transform) -> Transform {
    Transform(
      a: a * first.a + c * first.b, b: b * first.a + d * first.b,
      c: a * first.c + c * first.d, d: b * first.c + d * first.d,
      tx: a * first.tx + c * first.ty + tx, ty: b * first.tx + d * first.ty + ty)
  }

  /// The transform that undoes this one, or `nil` when it squashes the plane to a line.
  public var inverted: Transform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    let (ia, ib, ic, id) = (d / determinant, -b / determinant, -c / determinant, a / determinant)
    return Transform(
      a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
  }

  /// Where `point` goes.
  public func apply(_ point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The box around where `rect`'s corners go.
  public func apply(_ rect: Rect) -> Rect {
    guard !isIdentity else { return rect }
    let corners = [
      Point(x: rect.x, y: rect.y), Point(x: rect.maxX, y: rect.y), Point(x: rect.x, y: rect.maxY),
      Point(x: rect.maxX, y: rect.maxY),
    ].map(apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let (left, top) = (xs.min()!, ys.min()!)
    return Rect(x: left, y: top, width: xs.max()! - left, height: ys.max()! - top)
  }
}
