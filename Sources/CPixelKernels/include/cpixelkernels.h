#ifndef CPIXELKERNELS_H
#define CPIXELKERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The CairoBackend's per-pixel inner loops in C, so each can be compiled twice: for the baseline
/// x86-64 the Swift code targets (SSE2) and for AVX2, picked once per process by the CPU it runs
/// on (`target_clones`). Both versions give the same bytes: integer arithmetic, and one IEEE
/// single-precision division, exact for its operands (below); BoxBlurTests holds them to plain
/// reference loops.

/// One box-blur pass down every column at once: `destination` row `r` is the mean of `source`
/// rows `r - top` … `r + bottom` (rows outside the image count as zero), each sum divided as
/// `(sum * scale + 2^23) >> 24`. `sums` holds `width` scratch words. The caller guarantees
/// `255 * (top + bottom + 1) * scale + 2^23 < 2^32`, so 32-bit arithmetic is exact, and that
/// `source` and `destination` do not overlap.
void cpk_box_pass(const uint8_t *source, ptrdiff_t source_stride, uint8_t *destination,
                  ptrdiff_t destination_stride, ptrdiff_t width, ptrdiff_t height,
                  ptrdiff_t top, ptrdiff_t bottom, uint32_t scale, uint32_t *sums);

/// The three horizontal box passes of a mask blur, in place, without transposing the mask: the
/// rows are taken eight at a time, each tile transposed into `scratch` (eight bytes a column,
/// `pad` zero columns each side), blurred there with eight running sums at once (one vector a
/// column step) and transposed back, all in L1 cache. Pass `p` makes pixel `x` the mean of
/// pixels `x - before[p]` … `x + after[p]` of the previous pass (outside the row zero), each sum
/// divided as `(sum * scales[p] + 2^23) >> 24`: exactly the bytes of one row at a time.
/// Columns whose whole window (the three reaches together) holds one value keep it, so a tile
/// skips what lies beyond its first and last non-zero pixels and inside a run of 255 all its
/// rows share. `pad` > every reach; `scratch` holds `24 * (width + 2 * pad)` bytes. The caller
/// guarantees `cpk_box_pass`'s 32-bit bound for every pass.
void cpk_blur_rows(uint8_t *mask, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height,
                   const ptrdiff_t before[3], const ptrdiff_t after[3], const uint32_t scales[3],
                   ptrdiff_t pad, uint8_t *scratch);

/// The three vertical box passes of a mask blur, in place, in strips of 32 columns: each strip
/// goes through the three passes (running sums in vectors, rows outside the mask zero) by way of
/// two strip-sized planes in `scratch` (`64 * height` bytes), so the passes stay in cache and no
/// whole-mask plane is written. Pass `p` makes row `r` the mean of rows `r - before[p]` …
/// `r + after[p]`, divided as in ``cpk_blur_rows``; the same bytes as ``cpk_box_pass`` three
/// times over the whole mask. Rows whose whole window lies in the mask's longest run of
/// identical rows keep their bytes and are skipped.
void cpk_blur_columns(uint8_t *mask, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height,
                      const ptrdiff_t before[3], const ptrdiff_t after[3],
                      const uint32_t scales[3], uint8_t *scratch);

/// The four bytes of each pixel of a 4-byte-a-pixel image (`width`×`height`, `stride` bytes a
/// row) into four planes of `width * height` bytes one after another in `planes` (plane `c` holds
/// byte `c` of every pixel, rows packed): one pass over the image instead of one a channel.
void cpk_split_channels(const uint8_t *pixels, ptrdiff_t stride, ptrdiff_t width,
                        ptrdiff_t height, uint8_t *planes);

/// ``cpk_split_channels`` undone, with every byte but byte `alpha` (0 or 3) of a pixel kept at or
/// below that pixel's byte `alpha`, as premultiplied colour must be after each channel is blurred
/// on its own. The bytes past `4 * width` in each row are left as they were.
void cpk_merge_channels(const uint8_t *planes, uint8_t *pixels, ptrdiff_t stride,
                        ptrdiff_t width, ptrdiff_t height, ptrdiff_t alpha);

/// Premultiplied native-endian ARGB32 to straight RGBA8 for `count` pixels: each colour channel
/// is `min(255, (c * 255 + a / 2) / a)`, a transparent pixel becomes (0, 0, 0, 0). The quotient
/// comes from one single-precision division, which is exact here: the numerator is below 2^16
/// and a non-integer quotient lies at least 1/255 below the next integer, far more than the
/// division's rounding error, so truncating it gives the integer quotient (BoxBlurTests checks
/// every alpha and channel).
void cpk_unpremultiply(const uint32_t *source, uint8_t *destination, ptrdiff_t count);

/// ``cpk_unpremultiply`` in place: `count` premultiplied ARGB32 words at `pixels` become straight
/// RGBA8 pixels where they lie, so a canvas drawn over an image's own buffer needs no copy.
void cpk_unpremultiply_in_place(uint32_t *pixels, ptrdiff_t count);

#ifdef __cplusplus
}
#endif

#endif
