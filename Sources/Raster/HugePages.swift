import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Backs large, fresh buffers with transparent huge pages.
///
/// A fresh 64 MiB pixel buffer otherwise takes 16,384 page faults on first
/// touch, about 40 ms here; with 2 MiB pages it takes 32. The same holds at a
/// card's size: a @2x date picker (3.5 MB) took 850 faults, one to four
/// microseconds each on this kind of machine, where two huge pages cost about
/// the time of zeroing them; a one-scene `verify` (the render and the golden's
/// decode) went from 2,740 page faults to 780. So buffers from 512 KiB (a @1x card
/// is 870 KB) get a mapping of their own, huge-page aligned and rounded up to
/// whole huge pages (at most 2 MiB more each), advised `MADV_HUGEPAGE` and unmapped
/// when freed. (Taken from glibc's heap, aligned and advised, they stayed in its
/// arenas once freed: a `verify` of 1,000 generated goldens peaked at 278 MiB
/// instead of 194.) A few freed mappings, at most ``keptBytes`` in all, are kept
/// for the next buffer of the same length: a batch (`gallery`, `render --all`)
/// draws many images of a few sizes, and a fresh mapping is faulted in and
/// zeroed again every time. The advice is only advice: where THP is off (or not
/// Linux) nothing changes but speed.
enum HugePages {
  /// Buffers smaller than this are left to `posix_memalign`.
  static let threshold = 512 << 10
  /// Huge page size on x86-64 and most arm64 kernels.
  static let pageSize = 2 << 20

  /// `size` rounded up to whole huge pages when it is at least ``threshold``: the buffer then
  /// ends on a huge page boundary.
  static func rounded(_ size: Int) -> Int {
    guard size >= threshold else { return size }
    let (sum, overflow) = size.addingReportingOverflow(pageSize - 1)
    return overflow ? size : sum & ~(pageSize - 1)
  }

  /// The most bytes of freed mappings kept for reuse.
  static let keptBytes = 32 << 20

  /// Freed mappings kept for reuse.
  private static let kept = KeptMappings(capacity: keptBytes)

  /// Freed mappings (base address and length) kept for reuse, at most `capacity` bytes in all,
  /// behind a lock.
  final class KeptMappings: @unchecked Sendable {
    private let lock = NSLock()
    private var mappings: [(base: UInt, count: Int)] = []
    /// The most bytes kept.
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// Takes out the newest kept mapping of `count` bytes, if any.
    func take(count: Int) -> UInt? {
      lock.withLock {
        guard let index = mappings.lastIndex(where: { $0.count == count }) else { return nil }
        return mappings.remove(at: index).base
      }
    }

    /// Keeps a mapping when that stays within ``capacity``; returns whether it was kept.
    func put(base: UInt, count: Int) -> Bool {
      lock.withLock {
        guard mappings.reduce(0, { $0 + $1.count }) + count <= capacity else { return false }
        mappings.append((base, count))
        return true
      }
    }
  }

  /// A private mapping of at least `size` bytes (``rounded(_:)``), huge-page aligned and
  /// advised to be backed by huge pages: a kept one of that length (holding what its last
  /// buffer left), else a new one (zeroed); `nil` when the kernel refuses it (out of address
  /// space: `ulimit -v`) or the size overflows.
  static func map(_ size: Int) -> UnsafeMutableRawBufferPointer? {
    let length = rounded(size)
    guard length >= size, length <= Int.max - pageSize else { return nil }
    if let reused = kept.take(count: length) {
      return UnsafeMutableRawBufferPointer(
        start: UnsafeMutableRawPointer(bitPattern: reused), count: length)
    }
    #if os(Linux)
      // Over-map by one huge page, then cut the unaligned head and the tail off.
      let raw = mmap(
        nil, length + pageSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      guard let raw, raw != MAP_FAILED else { return nil }
      let address = UInt(bitPattern: raw)
      let start = (address + UInt(pageSize - 1)) & ~UInt(pageSize - 1)
      let head = Int(start - address)
      if head > 0 { munmap(raw, head) }
      let tail = pageSize - head
      if tail > 0 { munmap(UnsafeMutableRawPointer(bitPattern: start + UInt(length)), tail) }
      let base = UnsafeMutableRawPointer(bitPattern: start)!
      _ = madvise(base, length, MADV_HUGEPAGE)
      return UnsafeMutableRawBufferPointer(start: base, count: length)
    #else
      var pointer: UnsafeMutableRawPointer?
      guard posix_memalign(&pointer, pageSize, length) == 0, let pointer else { return nil }
      return UnsafeMutableRawBufferPointer(start: pointer, count: length)
    #endif
  }

  /// Gives back a mapping ``map(_:)`` made: kept for reuse while the kept ones stay within
  /// ``keptBytes``, else unmapped.
  static func unmap(_ mapping: UnsafeMutableRawBufferPointer) {
    guard let base = mapping.baseAddress else { return }
    if kept.put(base: UInt(bitPattern: base), count: mapping.count) { return }
    #if os(Linux)
      munmap(mapping.baseAddress, mapping.count)
    #else
      free(mapping.baseAddress)
    #endif
  }
}
