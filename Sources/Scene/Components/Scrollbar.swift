import DrawList
import Theme

/// A vertical scroll indicator: a rounded track and a thumb whose length is the track's times
/// window ÷ content and whose offset follows the scroll position.
///
/// The track is `bg/weak-50` and the thumb `text/soft-500`, the spec's soft grey (its AM/PM):
/// 3.04:1 against the track in Light, 5.23:1 in Dark. The thumb is a mark (it shows how much is
/// left), so the contrast audit holds it to 3:1 against the track.
public struct Scrollbar: Component {
  /// The track (4 pt wide in the Time Picker).
  public var track: Rect
  /// The scrolled content's height.
  public var contentLength: Double
  /// The visible window's height.
  public var windowLength: Double
  /// How far the content is scrolled, 0…content − window (clamped).
  public var offset: Double
  /// The shortest the thumb may get (never longer than the track).
  public var minimumThumbLength: Double
  /// The tag on every command.
  public var tag: String

  /// Creates a scrollbar.
  public init(
    track: Rect, contentLength: Double, windowLength: Double, offset: Double,
    minimumThumbLength: Double = 16, tag: String = "scrollbar"
  ) {
    self.track = track
    self.contentLength = contentLength
    self.windowLength = windowLength
    self.offset = offset
    self.minimumThumbLength = minimumThumbLength
    self.tag = tag
  }

  /// The thumb's rectangle. Content no longer than the window (or values that are not finite
  /// and positive) give a thumb filling the track.
  public var thumb: Rect {
    let height = track.height
    guard contentLength.isFinite, windowLength.isFinite, contentLength > windowLength,
      windowLength > 0
    else { return track }
    let minimum = minimumThumbLength.isFinite ? min(max(minimumThumbLength, 0), height) : 0
    let length = max(height * windowLength / contentLength, minimum)
    let progress = offset.isFinite ? min(max(offset / (contentLength - windowLength), 0), 1) : 0
    return Rect(
      x: track.x, y: track.y + (height - length) * progress, width: track.width, height: length)
  }

  /// The track's colour: `bg/weak-50`, the card's quiet fill.
  public static let trackColor = ColorToken.bgWeak50
  /// The thumb's colour: `text/soft-500`, which reaches 3:1 against the track in both modes.
  public static let thumbColor = ColorToken.textSoft500

  /// Track, then thumb (a mark the contrast audit measures), both fully rounded.
  public func draw(into builder: inout DrawListBuilder) {
    let radius = track.width / 2
    builder.append(
      .fill(.roundedRect(track, radius: radius), .solid(builder.theme.color(Self.trackColor))),
      tag: "\(tag) track")
    builder.appendMark(
      .fill(.roundedRect(thumb, radius: radius), .solid(builder.theme.color(Self.thumbColor))),
      tag: "\(tag) thumb")
  }
}
