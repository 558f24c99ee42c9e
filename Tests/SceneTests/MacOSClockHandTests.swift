import CairoBackend
import DrawList
import Foundation
import PickerModel
import Scene
import Testing

/// NSDatePicker's clock keeps its numerals clear of its hands (issue 22: at half past, half CP's
/// 85 pt minute image, 42.5 pt, ended inside the `6`): the clock is built with Inter, each
/// numeral's ink is measured on a @2x render of it alone, and each hand as drawn (its bar
/// through its group's rotation, a capsule as wide as the bar) must stay at least half a point
/// from every numeral's ink, tip included, at every minute of the hour.
@Suite struct MacOSClockHandTests {
  static let shaper = HarfBuzzShaper()

  /// The clock at `hour`:`minute`, drawn with Inter.
  static func list(hour: Int, minute: Int) throws -> DrawList {
    let picker = try MacOSDatePicker(
      style: .clock, date: Fixture.date(16), hour: hour, minute: minute)
    let context = SceneContext(theme: Fixture.tokens.theme(.light), shaper: shaper)
    return try SceneStrategy.macOSDatePicker.build(picker, context)
  }

  /// Each numeral's ink box (the numerals do not move with the time).
  static let numerals: [(hour: Int, ink: Rect)] = {
    guard let renderer = try? CairoRenderer(), let list = try? list(hour: 10, minute: 30) else {
      return []
    }
    return (1...12).compactMap { hour in
      guard let run = list.text(tagged: "clock numeral \(hour)"),
        let ink = try? GlyphBoxTests.ink(run, renderer: renderer)
      else { return nil }
      return (hour, ink)
    }
  }()

  /// The hand tagged `tag` as drawn: its axis from the pivot to the centre of its rounded tip,
  /// and its half width.
  static func hand(_ tag: String, in list: DrawList) -> (from: Point, to: Point, radius: Double)? {
    var transform: Transform?
    var bar: Rect?
    for command in list.items(tagged: tag) {
      if case .pushGroup(let group) = command { transform = group.transform }
      if case .fill(let shape, _) = command { bar = shape.bounds }
    }
    guard let transform, let bar else { return nil }
    let radius = bar.width / 2
    let tip = Point(x: bar.midX, y: bar.y + radius)
    let pivot = Point(x: bar.midX, y: bar.maxY - radius)
    return (transform.apply(pivot), transform.apply(tip), radius)
  }

  /// The distance from the segment `from`–`to` to the box `rect` (0 when they meet).
  static func distance(from: Point, to: Point, _ rect: Rect) -> Double {
    var best = Double.infinity
    for step in 0...400 {
      let t = Double(step) / 400
      let x = from.x + (to.x - from.x) * t
      let y = from.y + (to.y - from.y) * t
      let dx = max(rect.x - x, x - rect.maxX, 0)
      let dy = max(rect.y - y, y - rect.maxY, 0)
      best = min(best, (dx * dx + dy * dy).squareRoot())
    }
    return best
  }

  @Test func everyNumeralIsMeasured() {
    #expect(Self.numerals.map(\.hour) == Array(1...12))
  }

  /// Every minute of the hour (the hour hand following it), at 10 and at 4 o'clock.
  @Test(arguments: [10, 4], Array(0..<60))
  func noHandCrossesANumeral(hour: Int, minute: Int) throws {
    let list = try Self.list(hour: hour, minute: minute)
    for tag in ["minute hand", "hour hand"] {
      let hand = try #require(Self.hand(tag, in: list), "\(tag)")
      for numeral in Self.numerals {
        let gap = Self.distance(from: hand.from, to: hand.to, numeral.ink) - hand.radius
        #expect(
          gap >= 0.5,
          "\(hour):\(minute): the \(tag) comes \(gap) pt from the \(numeral.hour)'s ink")
      }
    }
  }

  /// The half-past case the issue saw, and the hands' lengths: the hour hand is half CP's 47 pt
  /// image; the minute hand stops 8 pt inside the numerals' centres, which stand 19 pt inside
  /// the dial (both by eye, ``MacOSMetrics``).
  @Test(arguments: [
    ("hour hand: CP hour-hand-size 47 / 2", "hour hand", 23.5),
    ("minute hand: dial 60 − numeral inset 19 (by eye) − 8 (by eye)", "minute hand", 33),
  ])
  func theHandsReachTheirLengths(source: String, tag: String, length: Double) throws {
    let list = try Self.list(hour: 10, minute: 30)
    let hand = try #require(Self.hand(tag, in: list))
    let reach = hypot(hand.to.x - hand.from.x, hand.to.y - hand.from.y) + hand.radius
    #expect(abs(reach - length) < 1e-9, "\(source): \(reach)")
  }
}
