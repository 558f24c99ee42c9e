/// A vector document a ``Backend`` wrote: its bytes, and the parts of the picture it had to embed
/// as pixels because the format has no form for their paint.
public struct VectorDocument: Sendable, Equatable {
  /// The SVG or PDF file's bytes.
  public var bytes: [UInt8]
  /// The shapes drawn as embedded images rather than vectors, in drawing order: in SVG, the
  /// paints and blends it has no form for and the shadows no filter can draw as the PNG does
  /// (backdrop blurs, which are always images, and PDF's shadow images are not listed).
  public var embedded: [EmbeddedImage]

  /// Creates a document.
  public init(bytes: [UInt8], embedded: [EmbeddedImage] = []) {
    self.bytes = bytes
    self.embedded = embedded
  }
}

/// One shape a vector document holds as an image: which draw-list item, why, and its pixels.
public struct EmbeddedImage: Sendable, Equatable, CustomStringConvertible {
  /// The draw-list item's tag.
  public var tag: String
  /// Why it is an image: the paint or blend the format cannot express (`conic gradient`).
  public var reason: String
  /// The image's size in pixels (the requested scale times the shape's box in points).
  public var width: Int
  /// The image's height in pixels.
  public var height: Int

  /// Creates a description.
  public init(tag: String, reason: String, width: Int, height: Int) {
    self.tag = tag
    self.reason = reason
    self.width = width
    self.height = height
  }

  /// `'hue-ring' (conic gradient) as a 200x200 px image`.
  public var description: String { "'\(tag)' (\(reason)) as a \(width)x\(height) px image" }
}
