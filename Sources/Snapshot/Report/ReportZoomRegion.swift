/// The part of an image the HTML report magnifies around one diff box, in image pixels.
///
/// The region is the box with a margin, at least ``minimumSide`` square where the image allows,
/// kept inside the image and cropped around the box's centre so that `side × factor` fits the
/// viewport; `factor` is the largest whole magnification from 4 to 8 that fits.
struct ReportZoomRegion: Equatable, Sendable {
  /// Pixels of context around the box.
  static let margin = 4
  /// The smallest region side, so tiny boxes still show their surroundings.
  static let minimumSide = 24
  /// The magnification range.
  static let factors = 4...8

  /// Left edge.
  let x: Int
  /// Top edge.
  let y: Int
  /// Width.
  let width: Int
  /// Height.
  let height: Int
  /// Magnification.
  let factor: Int

  /// The region for `box` in an image of the given size (0 when unknown: no clamping), shown in
  /// at most `viewport` CSS pixels each way.
  init(box: PixelBox, imageWidth: Int, imageHeight: Int, viewport: Int) {
    let wanted = max(box.width, box.height) + 2 * Self.margin
    let side = max(wanted, Self.minimumSide)
    let factor = min(Self.factors.upperBound, max(Self.factors.lowerBound, viewport / side))
    let limit = max(1, viewport / factor)
    let horizontal = Self.span(
      start: box.x, length: box.width, limit: limit, image: imageWidth)
    let vertical = Self.span(
      start: box.y, length: box.height, limit: limit, image: imageHeight)
    self.x = horizontal.start
    self.width = horizontal.length
    self.y = vertical.start
    self.height = vertical.length
    self.factor = factor
  }

  /// One axis: the box plus margin, grown to the minimum side, cropped to `limit` around the box
  /// centre, then moved (not shrunk) to lie inside `0..<image` when the image size is known.
  private static func span(start: Int, length: Int, limit: Int, image: Int)
    -> (start: Int, length: Int)
  {
    var size = min(max(length + 2 * margin, minimumSide), limit)
    let centre = start * 2 + length  // doubled, to stay in integers
    var lower = (centre - size) / 2
    if image > 0 {
      size = min(size, image)
      lower = min(max(lower, 0), image - size)
    }
    return (lower, size)
  }
}
