import Testing

@testable import Raster

/// Buffers from `HugePages.threshold` on are mappings of whole, aligned huge pages, so a fresh
/// image buffer costs a few huge-page faults instead of one fault per 4 KiB page, and is given
/// back to the kernel when freed.
@Suite struct HugePagesTests {
  static let kib = 1 << 10
  static let mib = 1 << 20

  /// (size, rounded size).
  static let sizes: [(Int, Int)] = [
    (1, 1),
    (4096, 4096),
    // Just under the threshold: left alone.
    (512 * kib - 1, 512 * kib - 1),
    (512 * kib, 2 * mib),
    // A @1x date picker (416 x 524 RGBA) and a @2x one (832 x 1048).
    (871_936, 2 * mib),
    (3_487_744, 4 * mib),
    (4 * mib, 4 * mib),
    (4 * mib + 1, 6 * mib),
    // Sizes that would overflow when rounded stay as they are (the allocation then fails).
    (Int.max - 5, Int.max - 5),
  ]

  @Test(arguments: sizes)
  func sizesRoundToWholeHugePages(_ size: Int, _ rounded: Int) {
    #expect(HugePages.rounded(size) == rounded)
  }

  /// A mapping is aligned, whole huge pages and writable (a new one zeroed, a kept one holding
  /// what it held); one too large for the address space is `nil`, not a crash.
  @Test(arguments: [512 * kib, 3_487_744, 4 * mib + 1])
  func mappingsAreAlignedWholeHugePages(_ size: Int) throws {
    let mapping = try #require(HugePages.map(size))
    defer { HugePages.unmap(mapping) }
    #expect(UInt(bitPattern: mapping.baseAddress) % UInt(HugePages.pageSize) == 0)
    #expect(mapping.count == HugePages.rounded(size))
    mapping.storeBytes(of: 0xAB, toByteOffset: mapping.count - 1, as: UInt8.self)
    #expect(HugePages.map(Int.max / 2) == nil)
  }

  @Test(arguments: [100, 600 * kib, 3_487_744])
  func checkedBuffersAreAlignedForTheirSize(_ bytes: Int) throws {
    let buffer = try CheckedBuffer(bytes: bytes)
    let address = UInt(bitPattern: buffer.base)
    #expect(address % UInt(bytes >= HugePages.threshold ? HugePages.pageSize : 64) == 0)
    #expect(buffer.count == bytes)
  }

  /// Freed mappings are kept for the next buffer of the same length, newest first, up to the
  /// capacity; one that would pass it is given back instead.
  @Test func freedMappingsAreKeptUpToTheCapacity() {
    let kept = HugePages.KeptMappings(capacity: 6 * Self.mib)
    #expect(kept.put(base: 0x20_0000, count: 2 * Self.mib))
    #expect(kept.put(base: 0x80_0000, count: 2 * Self.mib))
    #expect(kept.put(base: 0x40_0000, count: 4 * Self.mib) == false)
    #expect(kept.take(count: 4 * Self.mib) == nil)
    #expect(kept.take(count: 2 * Self.mib) == 0x80_0000)
    #expect(kept.put(base: 0x40_0000, count: 4 * Self.mib))
    #expect(kept.take(count: 4 * Self.mib) == 0x40_0000)
    #expect(kept.take(count: 2 * Self.mib) == 0x20_0000)
    #expect(kept.take(count: 2 * Self.mib) == nil)
  }
}
