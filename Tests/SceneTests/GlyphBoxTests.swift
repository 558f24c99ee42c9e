import CairoBackend
import DrawList
import Scene
import Testing
import Theme

/// No text leaves its box: for every built-in scene of the segmented picker, the option tiles
/// and the date selector, each text run is drawn alone with Inter and the Noto faces, and the
/// box its ink covers must lie inside the box it is laid out in, read from the scene's own
/// shapes: a segment (its hit rectangle across, the track down), a tile's value or caption line
/// (the tile less its 8 pt side padding across, the tile down, and clear of the check circle), a
/// badge strip, the room between the date selector's buttons, the track's width for the group
/// label and value line.
@Suite struct GlyphBoxTests {
  static let shaper = HarfBuzzShaper()

  /// The scenes checked: every built-in scene of the three families.
  static let scenes = SceneSpec.builtIn.filter {
    $0.id.hasPrefix("segmented") || $0.id.hasPrefix("option-tiles")
      || $0.id.hasPrefix("date-selector")
  }.map(\.id)

  /// A box across (`x`) and down (`y`), either open-ended.
  struct Box: CustomStringConvertible {
    var x: ClosedRange<Double>
    var y: ClosedRange<Double>
    var description: String { "x \(x), y \(y)" }
    func contains(_ ink: Rect) -> Bool {
      let slack = 0.5  // one device pixel at @2x: anti-aliasing, not overflow
      return ink.x >= x.lowerBound - slack && ink.maxX <= x.upperBound + slack
        && ink.y >= y.lowerBound - slack && ink.maxY <= y.upperBound + slack
    }
  }

  /// The ink bounds of `run`, in points, measured on a @2x render of it alone.
  static func ink(_ run: GlyphRun, renderer: CairoRenderer) throws -> Rect? {
    let margin = run.size * 2
    let canvas = Rect(
      x: (run.origin.x - margin).rounded(.down), y: (run.origin.y - margin * 1.5).rounded(.down),
      width: (run.advance + 2 * margin).rounded(.up), height: (margin * 2.5).rounded(.up))
    var opaque = run
    opaque.color = Color(red: 0, green: 0, blue: 0)
    let bitmap = try renderer.render(
      DrawList(canvas: canvas, items: [DrawList.Item(.text(opaque), tag: "run")]), scale: 2)
    var (left, top, right, bottom) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).3 > 0 {
        (left, top) = (min(left, x), min(top, y))
        (right, bottom) = (max(right, x), max(bottom, y))
      }
    }
    guard left <= right else { return nil }
    return Rect(
      x: canvas.x + Double(left) / 2, y: canvas.y + Double(top) / 2,
      width: Double(right - left + 1) / 2, height: Double(bottom - top + 1) / 2)
  }

  static func filled(_ list: DrawList, _ tag: String) -> Rect? {
    for item in list.items where item.tag == tag {
      if case .fill(let shape, _) = item.command { return shape.bounds }
    }
    return nil
  }

  /// The box the run tagged `tag` is laid out in, from the scene's own shapes.
  static func box(for tag: String, in list: DrawList) -> Box? {
    let node = { (id: String) in list.semantics.first { $0.id == id } }
    if tag == "group label" || tag == "value line", let track = filled(list, "track") {
      return Box(x: track.x...track.maxX, y: list.canvas.y...list.canvas.maxY)
    }
    if tag.hasPrefix("segment "), let segment = node(tag)?.hitRect,
      let track = filled(list, "track") ?? filled(list, "segment track")
    {
      return Box(x: segment.x...segment.maxX, y: track.y...track.maxY)
    }
    if tag == "month", let previous = filled(list, "previous month"),
      let next = filled(list, "next month"), let pill = filled(list, "selector")
    {
      let (left, right) = previous.x < next.x ? (previous, next) : (next, previous)
      return Box(x: left.maxX...right.x, y: pill.y...pill.maxY)
    }
    if tag.hasSuffix(" badge text"), let strip = filled(list, String(tag.dropLast(5))) {
      return Box(x: strip.x...strip.maxX, y: strip.y...strip.maxY)
    }
    for suffix in [" value", " caption"] where tag.hasSuffix(suffix) {
      guard let tile = filled(list, String(tag.dropLast(suffix.count)) + " fill") else { continue }
      // Seed 004: "Padding is 20px top, 8px left and right".
      let line = tile.insetBy(dx: 8, dy: 0)
      return Box(x: line.x...line.maxX, y: tile.y...tile.maxY)
    }
    return nil
  }

  @Test(arguments: scenes)
  func everyTextRunStaysInsideItsBox(_ id: String) throws {
    let spec = try #require(SceneSpec.named(id))
    let renderer = try CairoRenderer()
    for appearance in spec.appearances.prefix(1) {
      let theme = Fixture.tokens.theme(appearance)
      let list = try spec.build(SceneContext(theme: theme, shaper: Self.shaper))
      var checked = 0
      for item in list.items {
        guard case .text(let run) = item.command else { continue }
        let box = try #require(
          Self.box(for: item.tag, in: list), "\(id): no box for \"\(item.tag)\"")
        guard let ink = try Self.ink(run, renderer: renderer) else { continue }
        #expect(box.contains(ink), "\(id): \"\(run.text)\" (\(item.tag)) ink \(ink) leaves \(box)")
        if item.tag.hasSuffix(" value"),
          let check = Self.filled(list, String(item.tag.dropLast(6)) + " check")
        {
          let apart = ink.maxX <= check.x || ink.x >= check.maxX || ink.maxY <= check.y
          #expect(apart, "\(id): \"\(run.text)\" ink \(ink) runs under the check \(check)")
        }
        checked += 1
      }
      #expect(checked > 0, "\(id) has no text")
    }
  }
}
