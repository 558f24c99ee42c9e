internal import CPixelKernels

/// Premultiplied native-endian ARGB32 → straight RGBA8 without an integer division per channel.
///
/// Each colour channel is `min(255, (c · 255 + a / 2) / a)`, the bytes of the integer division,
/// computed by `cpk_unpremultiply` (CPixelKernels) with one single-precision division that is
/// exact for these operands, in a branch-free loop built for AVX2 where the CPU has it.
/// Transparent pixels become (0, 0, 0, 0).
enum Unpremultiply {
  /// Converts `count` pixels of one row from `source` to `destination` (4 bytes a pixel).
  static func row(
    _ source: UnsafePointer<UInt32>, into destination: UnsafeMutableRawPointer, count: Int
  ) {
    cpk_unpremultiply(source, destination.assumingMemoryBound(to: UInt8.self), count)
  }

  /// ``row(_:into:count:)``, then the `count` source pixels set to zero (while still in cache).
  static func rowClearing(
    _ source: UnsafeMutablePointer<UInt32>, into destination: UnsafeMutableRawPointer, count: Int
  ) {
    cpk_unpremultiply_clearing(source, destination.assumingMemoryBound(to: UInt8.self), count)
  }
}
