import DrawList
import PickerModel
import Theme

/// Where everything in the iOS segmented picker scene goes, in points, from the iOS tokens and
/// the picker's text size.
///
/// The scene is the picker on `systemBackground` with a 16 pt margin: the group label (body),
/// the track, and the value line (body) when the picker shows one, 8 pt apart at every text size
/// (the seed's `VStack(alignment: .leading, spacing: 8)`). The track is 32 pt tall
/// at the default size and grows with the segment text (its line height plus the same 14 pt), never
/// below the 28 pt minimum. In a right-to-left locale the segments run from the right: option 0
/// is the rightmost, as UISegmentedControl lays its segments out under a right-to-left layout.
public struct SegmentedPickerLayout: Sendable {
  /// The margin around the picker (the iOS layout margin).
  public static let margin = 16.0
  /// The gap between the group label, the track and the value line (the seed's VStack spacing).
  public static let stackSpacing = 8.0

  /// The group label's line.
  public let labelLine: Rect
  /// The track.
  public let track: Rect
  /// The value line, when the picker shows one.
  public let valueLine: Rect?
  /// The whole scene (the background).
  public let canvas: Rect
  /// The whole picker, the group's frame: from the top of the group label to the bottom of the
  /// value line (or of the track), as wide as the track.
  public var frame: Rect { labelLine.union(valueLine ?? track) }
  /// The thumb's inset inside the track.
  public let thumbInset: Double
  /// Each segment's width.
  public let segmentWidth: Double
  /// The number of segments.
  public let count: Int
  /// Whether the segments run from the right (a right-to-left locale).
  public let isRightToLeft: Bool

  /// Lays out `picker` with `theme`'s iOS tokens.
  public init(picker: SegmentedPicker, theme: Theme) {
    let size = picker.textSize
    let height = theme.dimension(.iosSegmentedHeight)
    let textRoom = height - theme.typography(.iosSegment).lineHeight
    let trackHeight = max(
      height, theme.dimension(.iosSegmentedMinHeight), size.segmentLineHeight + textRoom)
    let x = Self.margin
    labelLine = Rect(x: x, y: Self.margin, width: picker.width, height: size.bodyLineHeight)
    // The seed's VStack(spacing: 8) at every text size: the group label is no control, so
    // nothing else widens the gap (the segments' targets reach 6 pt into it at the default size).
    track = Rect(
      x: x, y: labelLine.maxY + Self.stackSpacing, width: picker.width, height: trackHeight)
    if picker.showsValue {
      valueLine = Rect(
        x: x, y: track.maxY + Self.stackSpacing, width: picker.width,
        height: size.bodyLineHeight)
    } else {
      valueLine = nil
    }
    let bottom = (valueLine ?? track).maxY + Self.margin
    canvas = Rect(x: 0, y: 0, width: picker.width + 2 * Self.margin, height: bottom)
    thumbInset = theme.dimension(.iosSegmentedThumbInset)
    segmentWidth = picker.segmentWidth(thumbInset: thumbInset)
    count = picker.options.count
    isRightToLeft = picker.locale.isRightToLeft
  }

  /// Segment `index`'s area: the thumb's rectangle when it is selected. Option 0 is at the left,
  /// or at the right in a right-to-left locale.
  public func segment(_ index: Int) -> Rect {
    let slot = isRightToLeft ? count - 1 - index : index
    return Rect(
      x: track.x + thumbInset + Double(slot) * segmentWidth, y: track.y + thumbInset,
      width: segmentWidth, height: track.height - 2 * thumbInset)
  }

  /// The separator between segments `index - 1` and `index` (`1..<count`), `width` wide and
  /// `inset` short of the track's top and bottom.
  public func separator(_ index: Int, width: Double, inset: Double) -> Rect {
    let slot = isRightToLeft ? count - index : index
    let x = track.x + thumbInset + Double(slot) * segmentWidth
    return Rect(
      x: x - width / 2, y: track.y + inset, width: width, height: track.height - 2 * inset)
  }

  /// Whether the separator before segment `index` is drawn: hidden on both sides of the thumb
  /// and of the focused segment, whose ring would otherwise cross it.
  public static func showsSeparator(_ index: Int, selected: Int, focused: Int?) -> Bool {
    let beside = [selected, focused].compactMap { $0 }
    return !beside.contains(index) && !beside.contains(index - 1)
  }
}
