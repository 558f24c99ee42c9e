internal import CCairo
import DrawList

/// Cairo's glyph-to-text cluster map for a shaped run, so a PDF keeps the run's real text.
enum CairoText {
  /// The clusters of `run` (glyphs stored left to right, clusters as UTF-8 byte offsets), or
  /// `nil` when they do not cover the text exactly once (then only glyphs are drawn).
  static func clusters(_ run: GlyphRun) -> (
    items: [cairo_text_cluster_t], flags: cairo_text_cluster_flags_t
  )? {
    let backward = run.direction == .rightToLeft
    // Logical order: a right-to-left run's glyphs are stored in visual order, so reverse them.
    let logical = backward ? Array(run.glyphs.reversed()) : run.glyphs
    let byteCount = run.text.utf8.count
    var items: [cairo_text_cluster_t] = []
    var index = 0
    while index < logical.count {
      let start = Int(logical[index].cluster)
      var end = index
      while end < logical.count && logical[end].cluster == logical[index].cluster { end += 1 }
      let next = end < logical.count ? Int(logical[end].cluster) : byteCount
      guard next > start, next <= byteCount, items.isEmpty ? start == 0 : true else { return nil }
      items.append(
        cairo_text_cluster_t(num_bytes: Int32(next - start), num_glyphs: Int32(end - index)))
      index = end
    }
    let covered = items.reduce(0) { $0 + Int($1.num_bytes) }
    guard covered == byteCount else { return nil }
    return (items, backward ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD : cairo_text_cluster_flags_t(0))
  }
}
