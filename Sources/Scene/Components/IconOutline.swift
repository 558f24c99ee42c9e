import DrawList

/// The outline helpers every icon set draws with (Appetite's ``Icon``, Material's
/// ``MaterialIcon``): shapes in grid units, and placing them into a box.
enum IconOutline {
  /// `elements`, drawn on a `grid`-unit square, scaled and moved to fill the square `box`.
  static func path(_ elements: [Path.Element], grid: Double, in box: Rect) -> Path {
    let unit = box.width / grid
    func place(_ p: Point) -> Point { Point(x: box.x + p.x * unit, y: box.y + p.y * unit) }
    return Path(
      elements.map { element in
        switch element {
        case .move(let p): .move(to: place(p))
        case .line(let p): .line(to: place(p))
        case .curve(let p, let c1, let c2):
          .curve(to: place(p), control1: place(c1), control2: place(c2))
        case .close: .close
        }
      })
  }

  /// A closed polygon through `points`.
  static func polygon(_ points: [(Double, Double)]) -> [Path.Element] {
    var elements: [Path.Element] = []
    for (index, (x, y)) in points.enumerated() {
      let point = Point(x: x, y: y)
      elements.append(index == 0 ? .move(to: point) : .line(to: point))
    }
    return elements + [.close]
  }

  /// A circle as four cubic quarter arcs, clockwise on screen or not (an inner circle turning the
  /// other way cuts a ring under the non-zero rule).
  static func circle(center: (Double, Double), radius r: Double, clockwise: Bool)
    -> [Path.Element]
  {
    let k = 0.552_284_749_8 * r
    let (cx, cy) = center
    // Quarter points clockwise on screen (y down): right, bottom, left, top.
    var quarters: [(Double, Double)] = [(r, 0), (0, r), (-r, 0), (0, -r)]
    if !clockwise { quarters = [(r, 0), (0, -r), (-r, 0), (0, r)] }
    var elements: [Path.Element] = [.move(to: Point(x: cx + r, y: cy))]
    for index in 0..<4 {
      let (x0, y0) = quarters[index]
      let (x1, y1) = quarters[(index + 1) % 4]
      // Tangents: along the next point's direction from the current one, scaled by k / r.
      let c1 = Point(x: cx + x0 + x1 * k / r, y: cy + y0 + y1 * k / r)
      let c2 = Point(x: cx + x1 + x0 * k / r, y: cy + y1 + y0 * k / r)
      elements.append(.curve(to: Point(x: cx + x1, y: cy + y1), control1: c1, control2: c2))
    }
    return elements + [.close]
  }
}
