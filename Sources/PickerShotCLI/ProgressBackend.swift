import DrawList
import Raster
import Render

/// A ``Backend`` that draws with another one and moves a ``Progress`` line on after every raster:
/// how `verify` and `record` count the images the snapshot engine renders. A draw list found in
/// `labels` (built beforehand from the same scenes) names the step (`date-picker dark@2x`);
/// another shows only its scale.
final class ProgressBackend: Backend {
  private let inner: any Backend
  private let progress: Progress
  private let labels: [DrawList: String]

  /// Draws with `inner`, counting on `progress`, naming lists from `labels` (`date-picker dark`).
  init(_ inner: any Backend, progress: Progress, labels: [DrawList: String] = [:]) {
    self.inner = inner
    self.progress = progress
    self.labels = labels
  }

  /// The inner backend's pixels; counts one step, also when the render fails.
  func raster(_ list: DrawList, scale: Int, background: Color?) throws -> Bitmap {
    defer { progress.advance((labels[list] ?? "") + "@\(scale)x") }
    return try inner.raster(list, scale: scale, background: background)
  }

  /// The inner backend's vector document (not counted).
  func vector(_ list: DrawList, format: VectorFormat, background: Color?) throws -> [UInt8] {
    try inner.vector(list, format: format, background: background)
  }

  /// The inner backend's vector document at `scale` (not counted).
  func vector(_ list: DrawList, format: VectorFormat, scale: Int, background: Color?) throws
    -> [UInt8]
  {
    try inner.vector(list, format: format, scale: scale, background: background)
  }
}
