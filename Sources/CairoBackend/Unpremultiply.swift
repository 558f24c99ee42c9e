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

  /// ``row(_:into:count:)`` over the same memory: `count` premultiplied ARGB32 words at `pixels`
  /// become `count` straight RGBA8 pixels where they lie (each pixel is read before it is
  /// written, and both are 4 bytes).
  static func rowsInPlace(_ pixels: UnsafeMutablePointer<UInt8>, count: Int) {
    cpk_unpremultiply_in_place(
      UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self), count)
  }
}
