import DrawList
import PickerModel
import Theme

/// The time row under the calendar in date-and-time mode (platform-metrics §2, CC
/// `calendar_footer`): a 0.33 pt separator inset 16, then 5 pt down the caption (17 pt `label`,
/// 16 from the leading edge), the time chip (34 high, radius 6, 11 pt padding,
/// `tertiarySystemFill`, 17 pt text) and, on a 12-hour clock, the AM/PM control (30 × 30
/// segments, 13 pt, the selected one semibold) 8 pt after the chip and 16 from the trailing edge.
///
/// In a right-to-left locale the row is mirrored, as the replica's `Row` is (CC
/// `calendar_footer.dart`) and UIKit's controls are: the caption at the right, the AM/PM control
/// at the left with its first segment (AM) at its right, as a mirrored `UISegmentedControl`
/// orders its segments ("segmented controls […] appear flipped", Apple, Supporting Right-to-Left
/// Languages), and the chip between them.
public struct AppleTimeRow: Component {
  /// The AM/PM control's content.
  public struct Period: Hashable, Sendable {
    /// The locale's AM symbol.
    public var am: String
    /// The locale's PM symbol.
    public var pm: String
    /// Whether PM is selected.
    public var isPM: Bool

    /// Creates the control's content.
    public init(am: String, pm: String, isPM: Bool) {
      self.am = am
      self.pm = pm
      self.isPM = isPM
    }
  }

  /// The separator's width and inset.
  public static let separator = (width: 0.33, inset: 16.0)
  /// The gap under the separator.
  public static let topGap = 5.0
  /// The leading and trailing insets.
  public static let inset = 16.0
  /// The chip's height, radius and side padding.
  public static let chip = (height: 34.0, radius: 6.0, padding: 11.0)
  /// An AM/PM segment's side, the control's inset around them and its gap after the chip.
  public static let segment = (side: 30.0, inset: 2.0, gap: 8.0)

  /// The caption (`Time`).
  public var caption: String
  /// The time without its period (`10:30`).
  public var time: String
  /// The AM/PM control, or `nil` on a 24-hour clock.
  public var period: Period?
  /// The row's box (set by the calendar).
  public var frame: Rect
  /// The locale its text is shaped in, and whose direction mirrors it.
  public var localeIdentifier: String

  /// Creates the row.
  public init(
    caption: String, time: String, period: Period?,
    frame: Rect = .init(x: 0, y: 0, width: 0, height: 0), localeIdentifier: String = "en_US"
  ) {
    self.caption = caption
    self.time = time
    self.period = period
    self.frame = frame
    self.localeIdentifier = localeIdentifier
  }

  /// Whether the row is mirrored.
  public var isRightToLeft: Bool { PickerLocale.named(localeIdentifier).isRightToLeft }

  /// The chip's top edge.
  public var chipY: Double { frame.y + Self.separator.width + Self.topGap }

  /// The AM/PM control's track, at the trailing end (the left, right to left).
  public var periodTrack: Rect? {
    guard period != nil else { return nil }
    let width = 2 * Self.segment.side + 2 * Self.segment.inset
    return Rect(
      x: isRightToLeft ? frame.x + Self.inset : frame.maxX - Self.inset - width, y: chipY,
      width: width, height: Self.chip.height)
  }

  /// Draws the separator, caption, chip, AM/PM control and their semantics.
  public func draw(into builder: inout DrawListBuilder) throws {
    let theme = builder.theme
    let shaper = builder.context.shaper
    builder.append(
      .fill(
        .rect(
          Rect(
            x: frame.x + Self.separator.inset, y: frame.y,
            width: frame.width - 2 * Self.separator.inset, height: Self.separator.width), .zero),
        .solid(theme.color(ApplePalette.separator))),
      tag: "time separator")
    let midY = chipY + Self.chip.height / 2
    let body = AppleType.style(theme, weight: 400, size: 17, localeIdentifier: localeIdentifier)
    let rightToLeft = isRightToLeft
    for run in try AppleType.runs(
      caption, style: body, color: theme.color(ApplePalette.label),
      x: rightToLeft ? frame.maxX - Self.inset : frame.x + Self.inset, midY: midY,
      anchor: rightToLeft ? .right : .left, shaper: shaper)
    {
      builder.append(.text(run), tag: "time caption")
    }
    let advance = try AppleType.advance(time, style: body, shaper: shaper)
    let chipWidth = advance + 2 * Self.chip.padding
    let chip: Rect
    if rightToLeft {
      let chipX = (periodTrack.map { $0.maxX + Self.segment.gap }) ?? frame.x + Self.inset
      chip = Rect(x: chipX, y: chipY, width: chipWidth, height: Self.chip.height)
    } else {
      let chipMaxX = (periodTrack.map { $0.x - Self.segment.gap }) ?? frame.maxX - Self.inset
      chip = Rect(x: chipMaxX - chipWidth, y: chipY, width: chipWidth, height: Self.chip.height)
    }
    builder.append(
      .fill(.roundedRect(chip, radius: Self.chip.radius), .solid(theme.color(ApplePalette.fill))),
      tag: "time chip")
    for run in try AppleType.runs(
      time, style: body, color: theme.color(ApplePalette.label), x: chip.midX, midY: midY,
      anchor: .centre, shaper: shaper)
    {
      builder.append(.text(run), tag: "time chip text")
    }
    builder.addSemantic(
      SemanticNode(
        id: "time", role: .button, label: caption, value: time,
        hitRect: builder.hitRect(around: chip)))
    guard let period, let track = periodTrack else { return }
    try drawPeriod(period, in: track, into: &builder)
  }

  /// The AM/PM sliding segmented control: track, thumb under the selected period, labels.
  private func drawPeriod(_ period: Period, in track: Rect, into builder: inout DrawListBuilder)
    throws
  {
    let theme = builder.theme
    builder.append(
      .fill(
        .roundedRect(track, radius: theme.dimension(.iosSegmentedTrackRadius)),
        .solid(theme.color(ApplePalette.fill))),
      tag: "period track")
    let rightToLeft = isRightToLeft
    let segments = [period.am, period.pm].enumerated().map { index, text in
      (
        text,
        Rect(
          x: rightToLeft
            ? track.maxX - Self.segment.inset - Double(index + 1) * Self.segment.side
            : track.x + Self.segment.inset + Double(index) * Self.segment.side,
          y: track.y + Self.segment.inset, width: Self.segment.side,
          height: Self.segment.side)
      )
    }
    let selected = period.isPM ? 1 : 0
    let thumb = Shape.roundedRect(
      segments[selected].1, radius: theme.dimension(.iosSegmentedThumbRadius))
    for token in [ShadowToken.iosSegmentedThumbWide, .iosSegmentedThumbTight] {
      for layer in theme.shadow(token) {
        builder.append(.shadow(thumb, layer), tag: "period thumb shadow")
      }
    }
    builder.append(.fill(thumb, .solid(theme.color(.iosSegmentedThumb))), tag: "period thumb")
    for (index, (text, box)) in segments.enumerated() {
      let style = AppleType.style(
        theme, weight: index == selected ? 600 : 400, size: 13, localeIdentifier: localeIdentifier)
      for run in try AppleType.runs(
        text, style: style, color: theme.color(ApplePalette.label), x: box.midX,
        midY: box.midY, anchor: .centre, shaper: builder.context.shaper)
      {
        builder.append(.text(run), tag: "period \(text)")
      }
      builder.addSemantic(
        SemanticNode(
          id: "period \(text)", role: .segment, label: text,
          states: index == selected ? [.selected] : [], hitRect: builder.hitRect(around: box)))
    }
  }
}
