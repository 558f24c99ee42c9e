import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Bytes held in a ``CheckedBuffer`` (so a buffer too large for the memory left is an
/// ``OutOfMemory`` error, not a signal) and copied on write like an array: a bitmap's RGBA8
/// pixels, an encoded PNG (``PNGCodec/encodeChecked(_:profile:threads:)``), a PNG file read
/// (``BinaryFile/readChecked(atPath:maxBytes:)``).
public struct PixelBytes: RandomAccessCollection, Equatable, @unchecked Sendable {
  private var storage: CheckedBuffer

  /// `count` bytes, each written by `initializer` (which must write every one), or
  /// ``OutOfMemory``.
  public init(
    count: Int, initializingWith initializer: (UnsafeMutableBufferPointer<UInt8>) throws -> Void
  ) throws {
    try self.init(count: count, capacity: count, initializingWith: initializer)
  }

  /// `count` bytes written by `initializer`, which is given `capacity` bytes (at least `count`)
  /// and must write the first `count`; the rest is its scratch (see
  /// ``CheckedBuffer/init(bytes:capacity:)``).
  init(
    count: Int, capacity: Int,
    initializingWith initializer: (UnsafeMutableBufferPointer<UInt8>) throws -> Void
  ) throws {
    storage = try CheckedBuffer(bytes: count, capacity: capacity)
    try initializer(
      UnsafeMutableBufferPointer(
        start: storage.typed(UInt8.self), count: Swift.max(count, capacity)))
  }

  /// A copy of `bytes`.
  init(_ bytes: [UInt8]) throws {
    try self.init(count: bytes.count) { buffer in
      _ = buffer.initialize(from: bytes)
    }
  }

  /// A copy of the `count` bytes at `source`, or ``OutOfMemory``.
  public init(copying source: UnsafeRawPointer, count: Int) throws {
    try self.init(count: count) { buffer in
      if count > 0 {
        UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: source, byteCount: count)
      }
    }
  }

  /// The first `count` bytes (at most ``count``), copied into a buffer of their size.
  func prefix(checked count: Int) throws -> PixelBytes {
    let kept = Swift.max(0, Swift.min(count, storage.count))
    return try PixelBytes(copying: storage.base, count: kept)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { storage.count }

  /// The byte at `index`.
  public subscript(index: Int) -> UInt8 {
    get {
      precondition(index >= 0 && index < storage.count, "pixel byte out of bounds")
      return storage.typed(UInt8.self)[index]
    }
    set {
      precondition(index >= 0 && index < storage.count, "pixel byte out of bounds")
      if !isKnownUniquelyReferenced(&storage) {
        let copy = try! CheckedBuffer(bytes: storage.count)
        copy.base.copyMemory(from: storage.base, byteCount: storage.count)
        storage = copy
      }
      storage.typed(UInt8.self)[index] = newValue
    }
  }

  /// Calls `body` with the bytes.
  public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R)
    rethrows -> R
  {
    try body(UnsafeBufferPointer(start: storage.typed(UInt8.self), count: storage.count))
  }

  /// Calls `body` with the bytes as raw memory.
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try body(UnsafeRawBufferPointer(start: storage.base, count: storage.count))
  }

  public static func == (a: PixelBytes, b: PixelBytes) -> Bool {
    a.storage === b.storage
      || (a.count == b.count && memcmp(a.storage.base, b.storage.base, a.count) == 0)
  }

  /// Whether the bytes are exactly `array`'s.
  public static func == (a: PixelBytes, b: [UInt8]) -> Bool {
    a.count == b.count
      && b.withUnsafeBufferPointer { memcmp(a.storage.base, $0.baseAddress!, a.count) == 0 }
  }

  /// Whether the bytes differ from `array`'s.
  public static func != (a: PixelBytes, b: [UInt8]) -> Bool { !(a == b) }
}

/// Written to files as they are (``AtomicFile/writeAll(_:sync:)``).
extension PixelBytes: ContiguousBytes {}
