extension DrawList {
  /// The same drawing moved by `dx`, `dy` points (canvas, semantics and marks included).
  ///
  /// Every command moves; a group's transform is conjugated by the move, so what it transforms
  /// lands `dx`, `dy` further on, however deeply groups nest.
  public func translated(dx: Double, dy: Double) -> DrawList {
    DrawList(
      canvas: canvas.offsetBy(dx: dx, dy: dy),
      items: items.map {
        Item($0.command.translated(dx: dx, dy: dy), tag: $0.tag, isMark: $0.isMark)
      },
      semantics: semantics.map { node in
        var node = node
        node.hitRect = node.hitRect.offsetBy(dx: dx, dy: dy)
        return node
      })
  }
}

extension Command {
  /// The command moved by `dx`, `dy` points.
  public func translated(dx: Double, dy: Double) -> Command {
    switch self {
    case .fill(let shape, let paint):
      return .fill(shape.translated(dx: dx, dy: dy), paint.translated(dx: dx, dy: dy))
    case .stroke(let shape, var stroke):
      stroke.paint = stroke.paint.translated(dx: dx, dy: dy)
      return .stroke(shape.translated(dx: dx, dy: dy), stroke)
    case .shadow(let shape, let shadow):
      return .shadow(shape.translated(dx: dx, dy: dy), shadow)
    case .text(var run):
      run.origin = run.origin.offsetBy(dx: dx, dy: dy)
      return .text(run)
    case .pushClip(let shape):
      return .pushClip(shape.translated(dx: dx, dy: dy))
    case .popClip:
      return .popClip
    case .pushGroup(var group):
      group.clip = group.clip?.translated(dx: dx, dy: dy)
      if !group.transform.isIdentity {
        group.transform = Transform.translation(dx: dx, dy: dy)
          .concatenating(after: group.transform)
          .concatenating(after: .translation(dx: -dx, dy: -dy))
      }
      return .pushGroup(group)
    case .popGroup:
      return .popGroup
    }
  }
}

extension Shape {
  /// The shape moved by `dx`, `dy` points.
  public func translated(dx: Double, dy: Double) -> Shape {
    switch self {
    case .rect(let rect, let radii):
      .rect(rect.offsetBy(dx: dx, dy: dy), radii)
    case .circle(let center, let radius):
      .circle(center: center.offsetBy(dx: dx, dy: dy), radius: radius)
    case .path(let path):
      .path(
        Path(
          path.elements.map { element in
            switch element {
            case .move(let p): .move(to: p.offsetBy(dx: dx, dy: dy))
            case .line(let p): .line(to: p.offsetBy(dx: dx, dy: dy))
            case .curve(let p, let c1, let c2):
              .curve(
                to: p.offsetBy(dx: dx, dy: dy), control1: c1.offsetBy(dx: dx, dy: dy),
                control2: c2.offsetBy(dx: dx, dy: dy))
            case .close: .close
            }
          }))
    }
  }
}

extension Paint {
  /// The paint moved by `dx`, `dy` points (gradients and patterns follow their shape).
  public func translated(dx: Double, dy: Double) -> Paint {
    switch self {
    case .solid: self
    case .linearGradient(let from, let to, let stops):
      .linearGradient(
        from: from.offsetBy(dx: dx, dy: dy), to: to.offsetBy(dx: dx, dy: dy), stops: stops)
    case .radialGradient(let center, let radius, let stops):
      .radialGradient(center: center.offsetBy(dx: dx, dy: dy), radius: radius, stops: stops)
    case .conicGradient(let center, let angle, let stops):
      .conicGradient(center: center.offsetBy(dx: dx, dy: dy), startAngle: angle, stops: stops)
    case .cornerGradient(let rect, let tl, let tr, let bl, let br):
      .cornerGradient(
        rect.offsetBy(dx: dx, dy: dy), topLeft: tl, topRight: tr, bottomLeft: bl, bottomRight: br)
    case .pattern(let tile):
      .pattern(
        PatternTile(
          origin: tile.origin.offsetBy(dx: dx, dy: dy), width: tile.width, height: tile.height,
          background: tile.background, cells: tile.cells))
    }
  }
}

extension Point {
  /// The point moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Point { Point(x: x + dx, y: y + dy) }
}
