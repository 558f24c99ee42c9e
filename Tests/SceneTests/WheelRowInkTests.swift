import CairoBackend
import DrawList
import Scene
import Testing

/// No wheel row's ink touches another's: every built-in wheel scene (iOS's wheels and countdown
/// in each orientation and locale, the compact time editor's, and the watch's in each mode) is
/// built with Inter and the Noto faces, each
/// row's group (its transform, clip and opacity, as drawn) is rendered alone at @2x, and the box
/// its ink covers must share no device pixel with any other row's, in its own wheel or another.
/// Rows projected with one perspective divisor per row overlapped (`6` on `7`, `Mon Jan 12` on
/// `Tue Jan 13`); Flutter's cylinder, which divides per point, leaves gaps.
@Suite struct WheelRowInkTests {
  static let shaper = HarfBuzzShaper()

  /// The built-in wheel scenes: iOS's wheels and countdown, the compact time editor's wheels,
  /// the watch's wheels in every mode.
  static let scenes = SceneSpec.builtIn.filter {
    $0.id.hasPrefix("ios-wheels") || $0.id.hasPrefix("ios-countdown")
      || $0.id == "ios-compact-time-open" || $0.id.hasPrefix("watchos-")
  }.map(\.id)

  /// A row's ink on the @2x canvas, in device pixels (both ends included).
  struct Ink: CustomStringConvertible {
    var tag: String
    var left: Int
    var top: Int
    var right: Int
    var bottom: Int

    func overlaps(_ other: Ink) -> Bool {
      left <= other.right && other.left <= right && top <= other.bottom && other.top <= bottom
    }

    var description: String {
      "\(tag) [\(Double(left) / 2)…\(Double(right + 1) / 2)] × "
        + "[\(Double(top) / 2)…\(Double(bottom + 1) / 2)] pt"
    }
  }

  /// Each row group of `list` (from its `pushGroup` to its `popGroup`), by tag.
  static func rowGroups(_ list: DrawList) -> [(tag: String, items: [DrawList.Item])] {
    var groups: [(tag: String, items: [DrawList.Item])] = []
    var open: (tag: String, items: [DrawList.Item])?
    for item in list.items where item.tag.contains(" row ") {
      if case .pushGroup = item.command, open == nil {
        open = (item.tag, [item])
        continue
      }
      guard var current = open, current.tag == item.tag else { continue }
      current.items.append(item)
      open = current
      if case .popGroup = item.command {
        groups.append(current)
        open = nil
      }
    }
    return groups
  }

  /// The ink of `items` drawn alone on `canvas` at @2x, or `nil` when nothing shows.
  static func ink(_ items: [DrawList.Item], tag: String, canvas: Rect, renderer: CairoRenderer)
    throws -> Ink?
  {
    let bitmap = try renderer.render(DrawList(canvas: canvas, items: items), scale: 2)
    var (left, top, right, bottom) = (Int.max, Int.max, Int.min, Int.min)
    bitmap.pixels.withUnsafeBufferPointer { pixels in
      for y in 0..<bitmap.height {
        let row = y * bitmap.width * 4
        for x in 0..<bitmap.width where pixels[row + x * 4 + 3] > 0 {
          (left, top) = (min(left, x), min(top, y))
          (right, bottom) = (max(right, x), max(bottom, y))
        }
      }
    }
    guard left <= right else { return nil }
    return Ink(tag: tag, left: left, top: top, right: right, bottom: bottom)
  }

  @Test(arguments: scenes)
  func noTwoRowsInkOverlaps(_ id: String) throws {
    let spec = try #require(SceneSpec.named(id))
    let renderer = try CairoRenderer()
    let appearance = try #require(spec.appearances.first)
    let list = try spec.build(
      SceneContext(theme: Fixture.tokens.theme(appearance), shaper: Self.shaper))
    let groups = Self.rowGroups(list)
    #expect(groups.count >= 6, "\(id): \(groups.count) rows")
    var inks: [Ink] = []
    for group in groups {
      if let ink = try Self.ink(
        group.items, tag: group.tag, canvas: list.canvas, renderer: renderer)
      {
        inks.append(ink)
      }
    }
    #expect(inks.count >= 6, "\(id): \(inks.count) rows with ink")
    for (index, ink) in inks.enumerated() {
      for other in inks[(index + 1)...] {
        #expect(!ink.overlaps(other), "\(id): \(ink) overlaps \(other)")
      }
    }
  }
}
