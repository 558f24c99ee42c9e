import DrawList

/// SF Symbols' `chevron.backward` and `chevron.forward` as open two-segment paths, centred in a
/// box, to be stroked with round caps and joins.
public enum AppleChevron {
  /// `<` centred in `box`: each arm rises or falls `armHeight` points over half as much width
  /// (SF Symbols' chevrons are about half as wide as they are tall).
  public static func back(in box: Rect, armHeight: Double) -> Shape {
    let half = armHeight / 2
    return .path(
      Path([
        .move(to: Point(x: box.midX + half, y: box.midY - armHeight)),
        .line(to: Point(x: box.midX - half, y: box.midY)),
        .line(to: Point(x: box.midX + half, y: box.midY + armHeight)),
      ]))
  }

  /// `>` centred in `box`.
  public static func forward(in box: Rect, armHeight: Double) -> Shape {
    let half = armHeight / 2
    return .path(
      Path([
        .move(to: Point(x: box.midX - half, y: box.midY - armHeight)),
        .line(to: Point(x: box.midX + half, y: box.midY)),
        .line(to: Point(x: box.midX - half, y: box.midY + armHeight)),
      ]))
  }

  /// `^` (up) or `v` (down) centred in `box`, each arm `armWidth` wide: the stepper's arrows.
  public static func vertical(up: Bool, in box: Rect, armWidth: Double) -> Shape {
    let rise = armWidth / 2 * (up ? -1 : 1)
    return .path(
      Path([
        .move(to: Point(x: box.midX - armWidth, y: box.midY - rise / 2)),
        .line(to: Point(x: box.midX, y: box.midY + rise / 2)),
        .line(to: Point(x: box.midX + armWidth, y: box.midY - rise / 2)),
      ]))
  }
}
