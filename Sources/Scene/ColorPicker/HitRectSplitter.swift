import DrawList

/// Touch areas for shapes smaller than the minimum touch target that sit close together (the
/// 32 pt swatches): each grows to the minimum, centred on its shape, and where two neighbours'
/// areas overlap the overlap is split at the middle of the gap between their drawn edges, so a
/// touch always goes to the nearer swatch and no point belongs to two.
///
/// In the shipped layout the swatch pitch is 44 (32 + a 12 gap), so the areas just meet and
/// nothing is split; a tighter spacing token makes the split show.
public enum HitRectSplitter {
  /// One area per frame, in order: `frames` grown to `minimum` a side, then trimmed where they
  /// overlap a left-right or up-down neighbour (frames whose rows or columns overlap).
  public static func split(_ frames: [Rect], minimum: Double) -> [Rect] {
    let full = frames.map { grown($0, to: minimum) }
    var areas = full
    for i in frames.indices {
      for j in frames.indices where i != j {
        let (a, b) = (frames[i], frames[j])
        let sameRow = a.y < b.maxY && b.y < a.maxY
        let sameColumn = a.x < b.maxX && b.x < a.maxX
        if sameRow, a.maxX <= b.x, full[i].maxX > full[j].x {
          let middle = (a.maxX + b.x) / 2
          areas[i].width = middle - areas[i].x
        } else if sameColumn, a.maxY <= b.y, full[i].maxY > full[j].y {
          let middle = (a.maxY + b.y) / 2
          areas[i].height = middle - areas[i].y
        } else if sameRow, b.maxX <= a.x, full[j].maxX > full[i].x {
          let middle = (b.maxX + a.x) / 2
          areas[i].width = areas[i].maxX - middle
          areas[i].x = middle
        } else if sameColumn, b.maxY <= a.y, full[j].maxY > full[i].y {
          let middle = (b.maxY + a.y) / 2
          areas[i].height = areas[i].maxY - middle
          areas[i].y = middle
        }
      }
    }
    return areas
  }

  /// `rect` grown (never shrunk) to `minimum` a side, centred on it.
  static func grown(_ rect: Rect, to minimum: Double) -> Rect {
    let width = max(rect.width, minimum)
    let height = max(rect.height, minimum)
    return Rect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
  }
}
