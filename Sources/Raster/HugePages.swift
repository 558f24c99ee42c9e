#if canImport(Glibc)
  import Glibc
#endif

/// Asks the kernel to back large, fresh buffers with transparent huge pages.
///
/// A fresh 64 MiB pixel buffer otherwise takes 16,384 page faults on first
/// touch, about 40 ms here; with 2 MiB pages it takes 32. The same holds at a
/// card's size: a @2x date picker (3.5 MB) took 850 faults, one to four
/// microseconds each on this kind of machine, where two huge pages cost about
/// the time of zeroing them; a one-scene `verify` (the render and the golden's
/// decode) went from 2,740 page faults to 780. So buffers from 512 KiB (a @1x card
/// is 870 KB) are huge-page aligned and rounded up to whole huge pages, at most
/// 2 MiB more each. This is only advice: where THP is off (or not Linux) nothing
/// changes but speed.
enum HugePages {
  /// Buffers smaller than this are left alone.
  static let threshold = 512 << 10
  /// Huge page size on x86-64 and most arm64 kernels.
  static let pageSize = 2 << 20

  /// `size` rounded up to whole huge pages when it is at least ``threshold``: the buffer then
  /// ends on a huge page boundary instead of sharing its last page with the heap.
  static func rounded(_ size: Int) -> Int {
    guard size >= threshold else { return size }
    let (sum, overflow) = size.addingReportingOverflow(pageSize - 1)
    return overflow ? size : sum & ~(pageSize - 1)
  }

  /// The alignment to ask for a buffer of `size` bytes: huge-page aligned from ``threshold`` on,
  /// so every one of its pages can be a huge page; otherwise a cache line.
  static func alignment(_ size: Int) -> Int { size >= threshold ? pageSize : 64 }

  /// Advises huge pages for the 2 MiB-aligned interior of `buffer` (all of it, for a buffer
  /// allocated with ``alignment(_:)`` and ``rounded(_:)``).
  static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
    #if os(Linux)
      guard buffer.count >= threshold, let base = buffer.baseAddress else { return }
      let mask = UInt(pageSize - 1)
      let start = (UInt(bitPattern: base) + mask) & ~mask
      let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~mask
      guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
      _ = madvise(pointer, Int(end - start), MADV_HUGEPAGE)
    #endif
  }
}
