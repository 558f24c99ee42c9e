import Audit
import CairoBackend
import DrawList
import Scene
import Testing
import Theme

/// Each family's targets, one table per family naming where the sizes come from: the hit
/// rectangle a scene declares is the platform minimum around the drawn shape (seed 002: "give
/// each target the platform minimum around the drawn shape"), centred on it, or, for macOS's
/// pointer targets, the drawn shape itself under the named exception.
@Suite struct TargetSizeTests {
  static let tokens = try! TokenSet.builtIn()
  static let shaper = HarfBuzzShaper()

  /// One target: the scene, the node, the tag of the shape it is drawn as (`nil`: no shape of
  /// its own is drawn), the hit rectangle's expected size, and the source of the numbers.
  struct Row: Sendable, CustomTestStringConvertible {
    var scene: String
    var node: String
    var drawn: String?
    var size: (width: Double, height: Double)
    var source: String

    var testDescription: String { "\(scene): \(node)" }

    init(
      _ scene: String, _ node: String, drawn: String?, _ width: Double, _ height: Double,
      _ source: String
    ) {
      self.scene = scene
      self.node = node
      self.drawn = drawn
      self.size = (width, height)
      self.source = source
    }
  }

  static let appetite: [Row] = [
    Row(
      "date-picker", "day 2026-01-16", drawn: "day 2026-01-16", 44, 44,
      "seed 002: a day cell is a 36 pt circle; platform/min-touch-target 44 pt"),
    Row(
      "date-picker", "next month", drawn: "next month", 44, 44,
      "seed 002: 32 pt month arrows; every target needs the 44 pt iOS minimum"),
    Row(
      "date-picker", "submit", drawn: "submit", 144, 44,
      "seed 002: 36 pt footer buttons, 44 pt tall targets"),
    Row(
      "time-picker-12h", "slot 10:30", drawn: "slot 10:30", 288, 44,
      "seed 002: the slots are 36 pt, below the minimum: 44 pt around each"),
    Row(
      "time-picker-12h", "duration 30", drawn: "duration 30", 92, 44,
      "seed 002: 32 pt duration chips"),
    Row(
      "color-picker-palette", "swatch error", drawn: "swatch error", 44, 44,
      "seed 002: the swatches are 32 pt"),
    Row(
      "color-picker-custom", "hue", drawn: "hue", 44, 44,
      "seed 002: a 20 pt slider handle gets the 44 pt minimum"),
    Row(
      "color-picker-custom", "hex", drawn: "hex", 188, 44, "seed 002: the 36 pt hex field"),
    Row(
      "date-selector", "previous month", drawn: "previous month", 44, 44,
      "seed 002: the selector's 32 pt arrows"),
  ]

  static let segmentedAndTiles: [Row] = [
    Row(
      "segmented-3", "segment 1", drawn: "thumb", 113, 44,
      "tokens.md §3.3: a 32 pt track and its 28 pt thumb; 44 pt iOS minimum"),
    Row(
      "option-tiles-default", "option 5 GB", drawn: "option 5 GB fill", 106, 72,
      "seed 004 (e&): 106 × 72 pt tiles, above the minimum as drawn"),
  ]

  static let apple: [Row] = [
    Row(
      "ios-compact", "date button", drawn: "date button", 126.8, 44,
      "platform-metrics §1.1: the compact button is 34 pt high"),
    Row(
      "ios-inline-date", "next month", drawn: "next month", 44, 44,
      "platform-metrics §2: chevrons in 44 × 44 boxes"),
    Row(
      "ios-inline-date", "day 2026-01-16", drawn: "selection", 44, 46,
      "platform-metrics §2: a 42.6 × 46 pt cell around a 42 pt circle"),
    Row(
      "ios-compact-open", "period AM", drawn: "period thumb", 44, 44,
      "platform-metrics §2: 30 × 30 pt AM/PM segments"),
    Row(
      "watchos-wheels", "wheel hour", drawn: "outline", 60.67, 102,
      "platform-metrics §6: no watchOS metrics; the focused wheel's outline"),
    Row(
      "macos-graphical-range", "macos next month", drawn: "macos next month", 7, 10,
      "platform-metrics §5: 7 × 10 pt month arrows (macos/pointer-targets)"),
    Row(
      "macos-graphical-range", "macos day 2026-01-16", drawn: nil, 20, 18,
      "platform-metrics §5: 20 × 18 pt day tiles (macos/pointer-targets)"),
    Row(
      "macos-textual", "macos field", drawn: "macos field", 133.27, 23,
      "platform-metrics §5: a 23 pt bezel (macos/pointer-targets)"),
    Row(
      "macos-textual", "macos increment", drawn: nil, 13, 11.5,
      "platform-metrics §5: half of a 19 × 27 stepper's body (macos/pointer-targets)"),
  ]

  static let material: [Row] = [
    Row(
      "m3-date-modal", "day 2026-01-16", drawn: "day 2026-01-16 selected", 48, 48,
      "platform-metrics §4.3: a 40 dp state layer in a 48 dp cell; 48 dp minimum"),
    Row(
      "m3-date-year-selection", "year 2026", drawn: "year 2026 selected", 72, 48,
      "platform-metrics §4.4: 72 × 36 dp year chips"),
    Row(
      "m3-time-dial-hour", "am", drawn: "am fill", 52, 48,
      "platform-metrics §4.1: a 52 × 80 period selector, two 40 dp halves"),
    Row(
      "m3-time-dial-hour", "keyboard", drawn: "keyboard", 48, 48,
      "platform-metrics §4.1: the keyboard icon button"),
    Row(
      "m3-time-input", "hour field", drawn: "hour field", 96, 72,
      "platform-metrics §4.1: a 96 × 72 dp time field, above the minimum as drawn"),
  ]

  @Test(arguments: appetite) func appetiteTargets(_ row: Row) throws { try check(row) }
  @Test(arguments: segmentedAndTiles) func segmentedAndTileTargets(_ row: Row) throws {
    try check(row)
  }
  @Test(arguments: apple) func appleTargets(_ row: Row) throws { try check(row) }
  @Test(arguments: material) func materialTargets(_ row: Row) throws { try check(row) }

  /// The node's declared target has the row's size; it is centred on its drawn shape and holds
  /// the minimum around it, unless the scene's policy names it as an exception, when it is the
  /// drawn shape itself.
  func check(_ row: Row) throws {
    let scene = try #require(SceneSpec.named(row.scene))
    let appearance = try #require(scene.appearances.first)
    let theme = Self.tokens.theme(appearance)
    let list = try scene.build(SceneContext(theme: theme, shaper: Self.shaper))
    let node = try #require(list.semantics.first { $0.id == row.node }, "\(row.source)")
    let hit = node.hitRect
    #expect(abs(hit.width - row.size.width) < 0.005, "\(row.source): \(hit)")
    #expect(abs(hit.height - row.size.height) < 0.005, "\(row.source): \(hit)")
    let finding = try #require(try SceneAudit.targets(theme, for: scene).audit([node]).first)
    #expect(!finding.fails, "\(row.source)")
    guard let tag = row.drawn else { return }
    let shapes = list.items.filter { $0.tag == tag }.compactMap { item -> Rect? in
      switch item.command {
      case .fill(let shape, _): shape.bounds
      case .stroke(let shape, _): shape.bounds
      default: nil
      }
    }
    let drawn = try #require(shapes.first, "no shape tagged \(tag)")
    let drawnBounds = shapes.dropFirst().reduce(drawn) { $0.union($1) }
    #expect(abs(hit.midX - drawnBounds.midX) < 0.005, "\(row.source): \(hit) on \(drawnBounds)")
    #expect(abs(hit.midY - drawnBounds.midY) < 0.005, "\(row.source): \(hit) on \(drawnBounds)")
    if finding.exception != nil {
      #expect(hit == drawnBounds, "\(row.source)")
    } else {
      #expect(hit.width >= max(drawnBounds.width, finding.minimum) - 1e-6, "\(row.source)")
      #expect(hit.height >= max(drawnBounds.height, finding.minimum) - 1e-6, "\(row.source)")
    }
  }
}
