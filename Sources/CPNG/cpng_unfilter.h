#ifndef CPNG_UNFILTER_H
#define CPNG_UNFILTER_H

#include <stddef.h>
#include <stdint.h>

/// Reverses one row's PNG filter (`filter` 0-4) into `dst`: `n` bytes, `bpp` bytes a complete
/// pixel (1-8, rounded up to 1 below 8 bits), `prev` the row above already unfiltered (zeros for
/// the first row). `dst` may equal `src`. With `simd` 0 the plain C loops run, the reference for
/// the SIMD ones (SSE2, x86-64's baseline). Returns 1 for an unknown filter type.
int cpng_unfilter_row(uint8_t *dst, const uint8_t *src, const uint8_t *prev, size_t n,
                      size_t bpp, int filter, int simd);

#endif
