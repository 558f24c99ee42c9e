import DrawList
import Raster
import Render

/// A ``Backend`` that draws with another one and moves a ``Progress`` line on after every raster:
/// how `verify` and `record` count the images the snapshot engine renders.
final class ProgressBackend: Backend {
  private let inner: any Backend
  private let progress: Progress

  /// Draws with `inner`, counting on `progress`.
  init(_ inner: any Backend, progress: Progress) {
    self.inner = inner
    self.progress = progress
  }

  /// The inner backend's pixels; counts one step, also when the render fails.
  func raster(_ list: DrawList, scale: Int, background: Color?) throws -> Bitmap {
    defer { progress.advance("@\(scale)x") }
    return try inner.raster(list, scale: scale, background: background)
  }

  /// The inner backend's vector document (not counted).
  func vector(_ list: DrawList, format: VectorFormat, background: Color?) throws -> [UInt8] {
    try inner.vector(list, format: format, background: background)
  }
}
