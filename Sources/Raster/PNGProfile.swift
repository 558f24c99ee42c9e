/// How hard `PNGCodec.encode` works on compression.
///
/// Both profiles write the same pixels as 8-bit RGBA with no ancillary chunks, so
/// a file decodes identically whichever profile produced it; only size and speed
/// differ.
public enum PNGProfile: Sendable, Equatable, CaseIterable {
  /// Every row unfiltered (`PNG_FILTER_NONE`), deflated by the project's own compressor for
  /// rendered images (CPNG's `cpng_deflate.c`: a greedy parse that tries the pixel to the left,
  /// the pixel above and one hashed earlier position, with Huffman codes made per 64 KiB block).
  ///
  /// For renders, verify runs and diff images, which are written often, read
  /// once and thrown away: no per-row filter search and a parse that skips flat runs 258 bytes
  /// at a time make encoding several times faster than `.small`, and the deflate
  /// work is split across all cores in fixed 512 KiB segments, each deflated on
  /// its own and ended with an empty stored block (a sync flush), so the bytes do not depend on
  /// the core count. On the committed goldens the files are 15 % to 55 % smaller than libpng's
  /// zlib level 1 with no filters (median 29 %; `PNGEncodeTests` holds four of them to at least
  /// 10 %), and bigger than `.small`'s.
  case fast
  /// The smallest file this writer makes: four filtered streams (every row unfiltered, every
  /// row Paeth, libpng's per-row least-sum-of-absolute-differences choice and a per-row
  /// least-entropy choice) are ranked by their size at libdeflate level 6, and the winner is
  /// deflated at level 12.
  ///
  /// For goldens committed to the repository, which are written rarely and stored forever:
  /// within a few percent of `optipng -o7` (`tools/bench-goldens` measures it), at many times
  /// `.fast`'s encode time. `record` decides "unchanged" from the draw list and pixels before
  /// encoding, so only goldens that change pay for it.
  case small
  /// `.small`'s four filtered streams ranked by their size at libdeflate level 1 (not 6), the
  /// winner deflated at level 6 (not 12).
  ///
  /// For images embedded in SVG documents (a conic gradient, a shadow SVG cannot filter), which
  /// every `gallery` run writes again: `.small` made the gallery's SVG export spend most of its
  /// time deflating them; this picks the same kind of stream at a fraction of the cost, a little
  /// larger: about a quarter over `.small` on goldens (`PNGEncodeTests` holds it within 30 % of
  /// `.small`, and under `.fast` on smooth images).
  case document

  /// libpng's filter masks: every row unfiltered (`PNG_FILTER_NONE`), or libpng's adaptive choice
  /// among all five (`PNG_ALL_FILTERS`, the reference `.small` is measured against).
  static let noFilters: Int32 = 0x08
  static let allFilters: Int32 = 0xf8
}
