import DrawList
import Theme

/// The busy, photo-like backdrop the glass row sits on (a city at dusk): a diagonal night-to-sea
/// gradient, two glows, a skyline of blocks, and fine vertical stripes, all from `eand/backdrop/*`
/// tokens. Dark enough everywhere that white ink over 16 % white glass keeps 4.5:1.
public struct OptionTilesBackdrop: Sendable {
  /// The tokens it reads.
  public let theme: Theme

  /// Creates a backdrop.
  public init(theme: Theme) {
    self.theme = theme
  }

  /// The backdrop's commands filling `rect`, tagged `backdrop …`.
  public func items(in rect: Rect) -> [DrawList.Item] {
    let night = theme.color(.eandBackdropNight)
    let dusk = theme.color(.eandBackdropDusk)
    let sea = theme.color(.eandBackdropSea)
    let glow = theme.color(.eandBackdropGlow)
    let stripe = theme.color(.eandBackdropStripe)
    let page = Shape.rect(rect, .zero)
    var items = [
      DrawList.Item(
        .fill(
          page,
          .linearGradient(
            from: Point(x: rect.x, y: rect.y), to: Point(x: rect.maxX, y: rect.maxY),
            stops: [
              GradientStop(offset: 0, color: night), GradientStop(offset: 0.55, color: dusk),
              GradientStop(offset: 1, color: sea),
            ])),
        tag: "backdrop sky")
    ]
    for (index, spot) in [(0.22, 0.3, 0.42), (0.78, 0.75, 0.36)].enumerated() {
      let center = Point(x: rect.x + rect.width * spot.0, y: rect.y + rect.height * spot.1)
      items.append(
        DrawList.Item(
          .fill(
            page,
            .radialGradient(
              center: center, radius: rect.width * spot.2,
              stops: [
                GradientStop(offset: 0, color: glow),
                GradientStop(offset: 1, color: glow.withAlpha(0)),
              ])),
          tag: "backdrop glow \(index)"))
    }
    // A skyline: blocks of night along the bottom, heights in a fixed irregular rhythm.
    let heights = [0.35, 0.6, 0.45, 0.8, 0.5, 0.7, 0.4, 0.65, 0.55, 0.75, 0.38, 0.58]
    let blockWidth = rect.width / Double(heights.count)
    for (index, share) in heights.enumerated() {
      let height = rect.height * share
      items.append(
        DrawList.Item(
          .fill(
            .rect(
              Rect(
                x: rect.x + Double(index) * blockWidth, y: rect.maxY - height,
                width: blockWidth * 0.82, height: height),
              CornerRadii(topLeft: 3, topRight: 3, bottomRight: 0, bottomLeft: 0)),
            .solid(night.withAlpha(0xB3))),
          tag: "backdrop block \(index)"))
    }
    items.append(
      DrawList.Item(
        .fill(
          page,
          .pattern(
            PatternTile(
              origin: Point(x: rect.x, y: rect.y), width: 10, height: 10,
              background: stripe.withAlpha(0),
              cells: [PatternTile.Cell(Rect(x: 0, y: 0, width: 3, height: 10), stripe)]))),
        tag: "backdrop stripes"))
    return items
  }
}
