import DrawList
import Raster

/// Turns a draw list into an image: the only thing the render pipeline, the snapshot engine and
/// the CLI know about drawing. Cairo is one implementation (raster, SVG and PDF through one code
/// path); a test can supply another.
///
/// A backend decides nothing: every position, colour and glyph comes from the draw list. One
/// backend is used by one thread at a time; make one per worker.
///
/// ```swift
/// let backend: any Backend = try CairoRenderer()
/// let bitmap = try backend.raster(list, scale: 2, background: nil)
/// let svg = try backend.vector(list, format: .svg, scale: 2, background: nil)
/// ```
public protocol Backend: AnyObject {
  /// Pixels: `scale` pixels a point, transparent unless `background` is given.
  func raster(_ list: DrawList, scale: Int, background: Color?) throws -> Bitmap
  /// A vector document of the canvas, one unit a point, text kept as text where the format can,
  /// and what must be pixels (blurred shadows and backdrops, a paint the format cannot express)
  /// embedded at `scale` pixels a point. `title` is the picture's accessible name (SVG `<title>`,
  /// PDF Title), none when `nil`.
  func vectorDocument(
    _ list: DrawList, format: VectorFormat, scale: Int, background: Color?, title: String?
  ) throws -> VectorDocument
}

extension Backend {
  /// ``vectorDocument(_:format:scale:background:title:)``'s bytes, with no title.
  public func vector(_ list: DrawList, format: VectorFormat, scale: Int, background: Color?) throws
    -> [UInt8]
  {
    try vectorDocument(list, format: format, scale: scale, background: background, title: nil)
      .bytes
  }
}

/// The vector formats a ``Backend`` writes.
public enum VectorFormat: String, Hashable, Sendable, CaseIterable {
  /// SVG 1.1.
  case svg
  /// PDF 1.5.
  case pdf
}
