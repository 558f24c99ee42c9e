import DrawList
import Foundation
import PickerModel
import Theme

/// NSDatePicker's clock face (graphical style, time elements; platform-metrics §5, CP): a
/// 122 × 123 dial with 60 ticks (every fifth longer), the numerals 1–12 at 11 pt, the AM/PM
/// symbol above the centre on a 12-hour clock, and the hour and minute hands, each drawn pointing
/// at twelve inside a group rotated about the centre (10:30: hour 315°, minute 180°). The minute
/// hand stops short of the numerals (``minuteHandLength``), so no numeral is ever under a hand.
///
/// The face is never mirrored: a clock is a real-world object whose hands turn one way in every
/// language (HIG, Right to left: "avoid flipping interface icons that depict real-world
/// objects"); its numerals are written in the locale's digits and its AM/PM symbol is shaped in
/// the locale's script.
public struct MacOSClock: Component {
  /// The picker (its hour and minute, and its locale's clock).
  public var picker: MacOSDatePicker
  /// The top-left corner of the face's box.
  public var origin: Point

  /// Creates the clock.
  public init(picker: MacOSDatePicker, origin: Point) {
    self.picker = picker
    self.origin = origin
  }

  /// The face's box.
  public var frame: Rect {
    Rect(
      x: origin.x, y: origin.y, width: MacOSMetrics.clockSize.width,
      height: MacOSMetrics.clockSize.height)
  }

  /// The dial's centre.
  public var center: Point { frame.center }
  /// The dial's radius (the box's shorter half, less the 1 pt rim).
  public var radius: Double { min(frame.width, frame.height) / 2 - 1 }

  /// The numerals' centres' distance from the centre (41 pt).
  public var numeralRadius: Double { radius - MacOSMetrics.clockNumeralInset }

  /// The hour hand's reach from the centre: half CP's 47 pt image, 23.5 pt.
  public var hourHandLength: Double { MacOSMetrics.handBoxes.hour / 2 }

  /// The minute hand's reach from the centre: 8 pt inside the numerals' centres, 33 pt, so it
  /// never crosses a numeral (``MacOSMetrics/minuteHandInset``).
  public var minuteHandLength: Double { numeralRadius - MacOSMetrics.minuteHandInset }

  /// The hour hand's angle, clockwise from twelve, in degrees (10:30 → 315).
  public var hourAngle: Double {
    Double(picker.hour % 12) * 30 + Double(picker.minute) / 2
  }

  /// The minute hand's angle, clockwise from twelve, in degrees (30 → 180).
  public var minuteAngle: Double { Double(picker.minute) * 6 }

  /// Draws the dial, ticks, numerals, period, hands and cap, and adds the clock's node.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let label = theme.color(ApplePalette.label)
    let secondary = theme.color(ApplePalette.secondary)
    let dial = Shape.circle(center: center, radius: radius)
    builder.append(.fill(dial, .solid(theme.color(ApplePalette.macControl))), tag: "clock face")
    builder.append(
      .stroke(dial, .solid(theme.color(ApplePalette.separator), width: 1)), tag: "clock rim")
    for tick in 0..<60 {
      let major = tick % 5 == 0
      let length = major ? 6.0 : 3.0
      let angle = Double(tick) * 6 * .pi / 180
      let outer = radius - 3
      func point(_ r: Double) -> Point {
        Point(x: center.x + r * sin(angle), y: center.y - r * cos(angle))
      }
      builder.appendMark(
        .stroke(
          .path(Path([.move(to: point(outer - length)), .line(to: point(outer))])),
          Stroke(.solid(major ? label : secondary), width: major ? 1.5 : 0.75)),
        tag: "clock tick \(tick)")
    }
    let locale = PickerLocale.named(picker.localeIdentifier)
    let numeralStyle = AppleType.style(
      theme, weight: 400, size: MacOSMetrics.clockTextSize,
      localeIdentifier: picker.localeIdentifier)
    for hour in 1...12 {
      let angle = Double(hour) * 30 * .pi / 180
      for run in try AppleType.runs(
        locale.numeral(hour), style: numeralStyle, color: secondary,
        x: center.x + numeralRadius * sin(angle), midY: center.y - numeralRadius * cos(angle),
        anchor: .centre, shaper: builder.context.shaper)
      {
        builder.append(.text(run), tag: "clock numeral \(hour)")
      }
    }
    let text = AppleDateText(localeIdentifier: picker.localeIdentifier)
    if let period = text.periodSymbols {
      for run in try AppleType.runs(
        picker.hour < 12 ? period.am : period.pm,
        style: AppleType.style(
          theme, weight: 500, size: MacOSMetrics.dayTextSize,
          localeIdentifier: picker.localeIdentifier),
        color: secondary, x: center.x, midY: center.y - radius * 0.42, anchor: .centre,
        shaper: builder.context.shaper)
      {
        builder.append(.text(run), tag: "clock period")
      }
    }
    drawHand("hour hand", angle: hourAngle, length: hourHandLength, width: 3.5, into: &builder)
    drawHand(
      "minute hand", angle: minuteAngle, length: minuteHandLength, width: 2.5, into: &builder)
    // The cap sits on the hands in their colour: not a mark of its own.
    builder.append(
      .fill(.circle(center: center, radius: MacOSMetrics.handBoxes.cap / 4), .solid(label)),
      tag: "clock cap")
    builder.addSemantic(
      SemanticNode(
        id: "macos clock", role: .adjustable, label: "Time",
        value: try text.time(hour: picker.hour, minute: picker.minute),
        hitRect: frame))
  }

  /// One hand: a rounded bar from the centre up to `length`, in a group rotated `angle` degrees
  /// clockwise about the centre.
  private func drawHand(
    _ tag: String, angle: Double, length: Double, width: Double,
    into builder: inout DrawListBuilder
  ) {
    let bar = Rect(
      x: center.x - width / 2, y: center.y - length, width: width, height: length + width / 2)
    builder.append(
      .pushGroup(Group(transform: .rotation(angle * .pi / 180, about: center))), tag: tag)
    builder.appendMark(
      .fill(.roundedRect(bar, radius: width / 2), .solid(builder.theme.color(ApplePalette.label))),
      tag: tag)
    builder.append(.popGroup, tag: tag)
  }
}
