import DrawList

/// Comparisons within a tolerance, for results that go through floating-point arithmetic
/// (rotations, inverses, conjugated group transforms).
enum Tolerance {
  /// The default: far below the dump's two decimals, far above rounding error.
  static let epsilon = 1e-9

  static func close(_ a: Double, _ b: Double, within epsilon: Double = epsilon) -> Bool {
    abs(a - b) <= epsilon
  }

  static func close(_ a: Point, _ b: Point, within epsilon: Double = epsilon) -> Bool {
    close(a.x, b.x, within: epsilon) && close(a.y, b.y, within: epsilon)
  }

  static func close(_ a: Rect, _ b: Rect, within epsilon: Double = epsilon) -> Bool {
    close(a.x, b.x, within: epsilon) && close(a.y, b.y, within: epsilon)
      && close(a.width, b.width, within: epsilon) && close(a.height, b.height, within: epsilon)
  }

  static func close(_ a: Transform, _ b: Transform, within epsilon: Double = epsilon) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy {
      abs($0) <= epsilon
    }
  }
}
