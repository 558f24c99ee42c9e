#if canImport(Glibc)
  import Glibc
#endif

/// A large, uninitialized byte buffer from the one checked allocation path: `posix_memalign`
/// (from ``HugePages/threshold`` on, a mapping of whole huge pages), whose failure is an
/// ``OutOfMemory`` error, where a Swift array's allocation failure stops the
/// process (`Fatal error: failed to allocate …`, SIGABRT). Every buffer that grows with an
/// image (bitmaps, blur planes, diff tiles) is one of these; Cairo's own surfaces are checked
/// by their status instead.
///
/// The memory is freed when the buffer is.
public final class CheckedBuffer: @unchecked Sendable {
  /// The first byte (64-byte aligned); valid for ``count`` bytes.
  public let base: UnsafeMutableRawPointer
  /// The size in bytes.
  public let count: Int
  /// The length of the buffer's own mapping (``HugePages/map(_:)``), or 0 when it is from
  /// `posix_memalign`.
  private let mappedBytes: Int

  /// Allocates `count` bytes (none initialized), or throws ``OutOfMemory``.
  public convenience init(bytes count: Int) throws(OutOfMemory) {
    try self.init(bytes: count, capacity: count)
  }

  /// Allocates `capacity` bytes (at least `count`; none initialized) of which the first `count`
  /// are the buffer's: the rest is room a producer may use as scratch while filling it (a PNG
  /// decoded in place), or throws ``OutOfMemory``.
  public init(bytes count: Int, capacity: Int) throws(OutOfMemory) {
    guard count >= 0 else { throw OutOfMemory(bytes: count) }
    let size = max(1, count, capacity)
    self.count = count
    if size >= HugePages.threshold {
      // Large: its own mapping of whole huge pages, given back to the kernel when freed.
      guard let mapping = HugePages.map(size) else { throw OutOfMemory(bytes: size) }
      base = mapping.baseAddress!
      mappedBytes = mapping.count
      return
    }
    var pointer: UnsafeMutableRawPointer?
    guard posix_memalign(&pointer, 64, size) == 0, let pointer else {
      throw OutOfMemory(bytes: size)
    }
    base = pointer
    mappedBytes = 0
  }

  /// `count` values of `type` (none initialized), or throws ``OutOfMemory`` (also when the byte
  /// count overflows).
  public static func of<T>(_ type: T.Type, count: Int) throws(OutOfMemory)
    -> CheckedBuffer
  {
    let bytes = count.multipliedReportingOverflow(by: MemoryLayout<T>.stride)
    guard !bytes.overflow else { throw OutOfMemory(bytes: .max) }
    return try CheckedBuffer(bytes: bytes.partialValue)
  }

  /// The memory as `count / stride` values of `type`.
  public func typed<T>(_ type: T.Type) -> UnsafeMutablePointer<T> {
    base.bindMemory(to: type, capacity: count / MemoryLayout<T>.stride)
  }

  deinit {
    if mappedBytes > 0 {
      HugePages.unmap(UnsafeMutableRawBufferPointer(start: base, count: mappedBytes))
    } else {
      free(base)
    }
  }
}
