#ifndef CPNG_DEFLATE_H
#define CPNG_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// Deflates rows `first_row` ..< `first_row + row_count` of the `width`-pixel RGBA image `rgba`
/// as PNG image data (each row unfiltered: a 0 filter byte, then its pixels) into a raw deflate
/// stream in a new buffer (`*out`, `*out_size` bytes, freed with free()). With `final` the stream
/// ends in a final block; without, in an empty stored block, so another segment's stream can
/// follow it byte-aligned (zlib's Z_SYNC_FLUSH). `*adler` gets the Adler-32 of the filtered
/// bytes. The segment is compressed on its own: no match reaches before `first_row`. Returns 0,
/// or -1 when out of memory.
int cpng_deflate_rows(const uint8_t *rgba, uint32_t width, uint32_t first_row,
                      uint32_t row_count, int final, uint8_t **out, size_t *out_size,
                      uint32_t *adler);

/// Adler-32 of `n` bytes at `p` continuing from `adler`, as zlib's adler32() (cpng.c).
uint32_t cpng_adler32(uint32_t adler, const uint8_t *p, size_t n);

#endif
