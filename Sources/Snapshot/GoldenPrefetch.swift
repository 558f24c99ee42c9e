import DrawList
import Raster

/// A golden PNG read, and decoded when its header has the raster's size: what a
/// ``GoldenReader`` makes on a thread of its own while ``SnapshotEngine``'s `checkImage` builds
/// and draws the image.
///
/// Nothing here decides a result: errors are kept and thrown where the engine meets them, in the
/// order it always did (a missing golden, a pair mismatch and a size difference are all found
/// before the read or the decode is used), and a golden whose header has another size is not
/// decoded early (it may be 16384² pixels), so the engine then reports the size difference
/// without decoding it at all.
struct GoldenPrefetch: Sendable {
  /// The golden's bytes, or why they could not be read.
  let data: Result<PixelBytes, any Error>
  /// The decoded golden, or why it could not be decoded; `nil` when it was not decoded early.
  let decoded: Result<Bitmap, any Error>?

  /// Reads `path`, and decodes it when its header says `width` x `height`.
  init(path: String, width: Int, height: Int) {
    self.init(
      path: path, data: Result { try PNGCodec.readFileChecked(atPath: path) }, width: width,
      height: height)
  }

  /// `data` and what was decoded of it, as they are.
  init(data: Result<PixelBytes, any Error>, decoded: Result<Bitmap, any Error>?) {
    self.data = data
    self.decoded = decoded
  }

  /// `data` read from `path`, decoded when its header says `width` x `height`.
  init(path: String, data: Result<PixelBytes, any Error>, width: Int, height: Int) {
    self.data = data
    guard case .success(let bytes) = data,
      let size = try? PNGCodec.size(of: bytes, name: path),
      size.width == width, size.height == height
    else {
      decoded = nil
      return
    }
    decoded = Result { try PNGCodec.decode(bytes, name: path) }
  }

  /// The size `CairoRenderer.pixelSize` gives the raster of `list` at `scale` (canvas x scale,
  /// each side rounded up), or -1 x -1 when it is past what a PNG may hold. It only decides
  /// whether the golden is decoded early, never a result.
  static func rasterSize(of list: DrawList, scale: Int) -> (width: Int, height: Int) {
    let width = (list.canvas.width * Double(scale)).rounded(.up)
    let height = (list.canvas.height * Double(scale)).rounded(.up)
    let limit = Double(PNGCodec.maxPixels)
    let fits =
      width.isFinite && height.isFinite && width >= 1 && height >= 1 && width <= limit
      && height <= limit && width * height <= limit
    return fits ? (Int(width), Int(height)) : (-1, -1)
  }
}
