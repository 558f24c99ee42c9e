import Testing

@testable import Raster

/// Buffers from `HugePages.threshold` on are whole, aligned huge pages, so a fresh image
/// buffer costs a few huge-page faults instead of one fault per 4 KiB page.
@Suite struct HugePagesTests {
  static let kib = 1 << 10
  static let mib = 1 << 20

  /// (size, rounded size, alignment).
  static let sizes: [(Int, Int, Int)] = [
    (1, 1, 64),
    (4096, 4096, 64),
    // Just under the threshold: left alone.
    (512 * kib - 1, 512 * kib - 1, 64),
    (512 * kib, 2 * mib, 2 * mib),
    // A @1x date picker (416 x 524 RGBA) and a @2x one (832 x 1048).
    (871_936, 2 * mib, 2 * mib),
    (3_487_744, 4 * mib, 2 * mib),
    (4 * mib, 4 * mib, 2 * mib),
    (4 * mib + 1, 6 * mib, 2 * mib),
    // Sizes that would overflow when rounded stay as they are (the allocation then fails).
    (Int.max - 5, Int.max - 5, 2 * mib),
  ]

  @Test(arguments: sizes)
  func sizesRoundToWholeHugePages(_ size: Int, _ rounded: Int, _ alignment: Int) {
    #expect(HugePages.rounded(size) == rounded)
    #expect(HugePages.alignment(size) == alignment)
  }

  @Test(arguments: [100, 600 * kib, 3_487_744])
  func checkedBuffersAreAlignedForTheirSize(_ bytes: Int) throws {
    let buffer = try CheckedBuffer(bytes: bytes)
    let address = UInt(bitPattern: buffer.base)
    #expect(address % UInt(HugePages.alignment(bytes)) == 0)
    #expect(buffer.count == bytes)
  }
}
