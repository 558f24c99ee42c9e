/// How hard `PNGCodec.encode` works on compression.
///
/// Both profiles write the same pixels as 8-bit RGBA with no ancillary chunks, so
/// a file decodes identically whichever profile produced it; only size and speed
/// differ.
public enum PNGProfile: Sendable, Equatable, CaseIterable {
  /// zlib level 1 with every row stored unfiltered (`PNG_FILTER_NONE`).
  ///
  /// For renders, verify runs and diff images, which are written often, read
  /// once and thrown away: no per-row filter search and the cheapest deflate
  /// level make encoding several times faster than `.small`, and the deflate
  /// work is split across all cores in fixed 1 MiB segments, each deflated on
  /// its own and ended with a sync flush, so the bytes do not depend on the core
  /// count and the file is within 1 % of a single-stream zlib level 1 encode
  /// (measured on the built-in cards at every scale). Files are bigger than
  /// `.small`'s.
  case fast
  /// zlib level 9 with libpng's adaptive per-row filter choice (all five filters).
  ///
  /// For goldens committed to the repository, which are written rarely and
  /// stored forever: the smallest files libpng makes (often half the size of
  /// `.fast` or less), at many times the encode time, on one core.
  case small

  /// The zlib compression level.
  var zlibLevel: Int32 {
    switch self {
    case .fast: return 1
    case .small: return 9
    }
  }

  /// The libpng filter mask (`PNG_FILTER_NONE` or `PNG_ALL_FILTERS`).
  var filterMask: Int32 {
    switch self {
    case .fast: return 0x08
    case .small: return 0xf8
    }
  }
}
