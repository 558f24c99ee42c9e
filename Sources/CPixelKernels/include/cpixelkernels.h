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

/// Premultiplied native-endian ARGB32 to straight RGBA8 for `count` pixels: each colour channel
/// is `min(255, (c * 255 + a / 2) / a)`, a transparent pixel becomes (0, 0, 0, 0). The quotient
/// comes from one single-precision division, which is exact here: the numerator is below 2^16
/// and a non-integer quotient lies at least 1/255 below the next integer, far more than the
/// division's rounding error, so truncating it gives the integer quotient (BoxBlurTests checks
/// every alpha and channel).
void cpk_unpremultiply(const uint32_t *source, uint8_t *destination, ptrdiff_t count);

#ifdef __cplusplus
}
#endif

#endif
