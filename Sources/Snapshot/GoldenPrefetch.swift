import DrawList
import Raster

/// A golden PNG read, and decoded when its header has the raster's size, on a second thread
/// while the raster draws (``SnapshotEngine``'s `checkImage`).
///
/// Verifying one image otherwise reads and decodes the golden after the raster, on one core,
/// while the other waits. Nothing here decides a result: errors are kept and thrown where the
/// engine meets them, in the order it always did (a missing golden, a pair mismatch and a size
/// difference are all found before the read or the decode is used), and a golden whose header
/// has another size is not decoded early (it may be 16384² pixels), so the engine then reports
/// the size difference without decoding it at all.
struct GoldenPrefetch: Sendable {
  /// The golden's bytes, or why they could not be read.
  let data: Result<PixelBytes, any Error>
  /// The decoded golden, or why it could not be decoded; `nil` when it was not decoded early.
  let decoded: Result<Bitmap, any Error>?

  /// Reads `path`, and decodes it when its header says `width` x `height`.
  init(path: String, width: Int, height: Int) {
    data = Result { try PNGCodec.readFileChecked(atPath: path) }
    guard case .success(let bytes) = data,
      let size = try? PNGCodec.size(of: bytes, name: path),
      size.width == width, size.height == height
    else {
      decoded = nil
      return
    }
    decoded = Result { try PNGCodec.decode(bytes, name: path) }
  }

  /// The raster of `list` at `scale` (by `draw`) and the prefetched golden at `path`, made at
  /// the same time on two threads (one, where a thread cannot be created).
  static func alongside(
    _ list: DrawList, scale: Int, path: String, draw: @escaping () throws -> Bitmap
  ) -> (raster: Result<Bitmap, any Error>, golden: GoldenPrefetch) {
    // The size CairoRenderer.pixelSize gives the raster (canvas x scale, each side rounded up).
    // It only decides whether the golden is decoded early, never a result.
    let width = (list.canvas.width * Double(scale)).rounded(.up)
    let height = (list.canvas.height * Double(scale)).rounded(.up)
    let limit = Double(PNGCodec.maxPixels)
    let fits =
      width.isFinite && height.isFinite && width >= 1 && height >= 1 && width <= limit
      && height <= limit && width * height <= limit
    // The backend is used by one thread at a time: whichever draws, while the caller waits.
    let draw = UnsafeSendableBox(draw)
    let results = WorkQueue<Slot>.run(count: 2, workers: 2) { index, _ in
      index == 0
        ? .raster(Result { try draw.value() })
        : .golden(
          GoldenPrefetch(
            path: path, width: fits ? Int(width) : -1, height: fits ? Int(height) : -1))
    }
    guard case .raster(let raster) = results[0], case .golden(let golden) = results[1] else {
      preconditionFailure("WorkQueue keeps index order")
    }
    return (raster, golden)
  }

  /// What each of the two threads makes.
  private enum Slot {
    case raster(Result<Bitmap, any Error>)
    case golden(GoldenPrefetch)
  }
}
