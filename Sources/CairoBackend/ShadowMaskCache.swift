import DrawList
import Foundation
import Raster

/// Blurred shadow masks kept for reuse within a run: the Light and Dark images of a scene (and
/// any scenes drawing the same card at the same place) have shadows of the same shape, blur,
/// spread and scale, which differ only in colour, and the colour is applied after the mask. A
/// mask is blurred once and painted from here again.
///
/// A mask is found only by everything its bytes depend on: the grown shape (and a path's spread
/// stroke), the whole device matrix, the mask's pixel box and the blur's deviation, compared
/// exactly. A mask from here is therefore byte-for-byte the mask that drawing and blurring again
/// would give, so images do not depend on what was drawn before them or on which thread drew
/// them (ShadowMaskCacheTests compares renders with and without reuse).
///
/// Bounded by bytes (``limit``): the oldest masks are dropped first. Safe to share between
/// threads; renderers share ``shared`` unless given their own (or none).
public final class ShadowMaskCache: @unchecked Sendable {
  /// What a mask's bytes depend on.
  struct Key: Hashable {
    let shape: Shape
    let pathSpread: Double
    /// The device matrix (xx, yx, xy, yy, x0, y0), scaled to mask pixels.
    let matrix: [Double]
    let left: Double
    let top: Double
    let width: Int
    let height: Int
    let sigma: Double
  }

  /// A blurred A8 mask: `height` rows of `stride` bytes (Cairo's stride for `width`).
  final class Mask: @unchecked Sendable {
    let buffer: CheckedBuffer
    let width: Int
    let height: Int
    let stride: Int

    init(buffer: CheckedBuffer, width: Int, height: Int, stride: Int) {
      self.buffer = buffer
      self.width = width
      self.height = height
      self.stride = stride
    }
  }

  /// The cache every ``CairoRenderer`` uses unless given another: one per process, so one run
  /// (`render --all`, `verify`, `record`) blurs each distinct shadow once.
  public static let shared = ShadowMaskCache()

  /// The most mask bytes kept at once (default 24 MiB: the masks of a few scenes at every
  /// scale). A mask larger than this is not kept.
  public let limit: Int

  private let lock = NSLock()
  private var masks: [Key: Mask] = [:]
  /// Keys in the order they were stored, oldest first.
  private var order: [Key] = []
  private var bytes = 0
  private var hitCount = 0

  /// An empty cache keeping at most `limit` bytes of masks.
  public init(limit: Int = 24 << 20) {
    self.limit = limit
  }

  /// How many masks were painted from the cache instead of being blurred again.
  public var hits: Int {
    lock.lock()
    defer { lock.unlock() }
    return hitCount
  }

  /// How many bytes of masks are kept now (at most ``limit``).
  public var storedBytes: Int {
    lock.lock()
    defer { lock.unlock() }
    return bytes
  }

  /// Forgets every mask (a benchmark's round starts cold this way).
  public func removeAll() {
    lock.lock()
    masks = [:]
    order = []
    bytes = 0
    lock.unlock()
  }

  /// The mask stored for `key`, if any.
  func mask(for key: Key) -> Mask? {
    lock.lock()
    defer { lock.unlock() }
    let mask = masks[key]
    if mask != nil { hitCount += 1 }
    return mask
  }

  /// Keeps `mask` for `key`, dropping the oldest masks while over ``limit``.
  func store(_ mask: Mask, for key: Key) {
    let size = mask.buffer.count
    guard size <= limit else { return }
    lock.lock()
    defer { lock.unlock() }
    guard masks[key] == nil else { return }
    masks[key] = mask
    order.append(key)
    bytes += size
    var dropped = 0
    while bytes > limit, dropped < order.count {
      if let old = masks.removeValue(forKey: order[dropped]) { bytes -= old.buffer.count }
      dropped += 1
    }
    if dropped > 0 { order.removeFirst(dropped) }
  }
}
