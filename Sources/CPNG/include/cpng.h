#ifndef CPNG_H
#define CPNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Thin libpng (and zlib) wrappers for the Raster module. libpng reports errors
/// with setjmp/longjmp, which Swift cannot take part in, so every libpng call
/// lives in cpng.c and errors come back as a non-zero return value plus a
/// one-line, NUL-terminated message in `err` (at most `errlen` bytes, including
/// the terminator). The module map links zlib, which the parallel writer calls
/// directly.

/// Encodes tightly packed, straight-alpha RGBA8 pixels as an 8-bit RGBA PNG.
///
/// `level` is the zlib level (0-9); `filters` is a libpng filter mask
/// (`PNG_FILTER_NONE` = 0x08, `PNG_ALL_FILTERS` = 0xf8). No ancillary chunks are
/// written, so the output depends only on the pixels and these two settings.
/// On success `*out` holds `*out_len` bytes to release with `cpng_free`.
int cpng_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                     int level, int filters, uint8_t **out, size_t *out_len,
                     char *err, size_t errlen);

/// Encodes every row unfiltered (`PNG_FILTER_NONE`) with the project's own deflate compressor
/// for rendered images (cpng_deflate.c), compressing on up to `threads` threads.
///
/// The image data stream is cut into segments of whole rows (about 512 KiB of
/// filtered data each, a size that does not depend on `threads`); each segment
/// is deflated on its own and ends in an empty stored block (as zlib's sync
/// flush), so the concatenation is one valid zlib stream. The output is
/// therefore identical for every thread count.
int cpng_encode_rgba_unfiltered(const uint8_t *rgba, uint32_t width,
                                uint32_t height, int threads,
                                uint8_t **out, size_t *out_len, char *err,
                                size_t errlen);

/// Huffman code lengths for the `n` (2...288) frequencies `freq`, none longer than `limit`
/// (1...15) bits, into `length` (0 for a frequency of 0), as the `.fast` encoder builds its
/// codes. At least two frequencies must be non-zero. For tests (Raster's
/// `PNGCodec.huffmanCodeLengths`).
void cpng_deflate_code_lengths(const uint32_t *freq, unsigned n, unsigned limit,
                               uint8_t *length);

/// `cpng_encode_rgba_smallest`'s search made cheap, for images embedded in documents: the same
/// four candidates ranked by their size at libdeflate level 1, the winner deflated at level 6.
int cpng_encode_rgba_document(const uint8_t *rgba, uint32_t width, uint32_t height, int threads,
                              uint8_t **out, size_t *out_len, char *err, size_t errlen);

/// Encodes the smallest 8-bit RGBA PNG this writer can make, for committed goldens.
///
/// Four filtered image data streams are made (every row unfiltered, every row Paeth, libpng's
/// per-row least-sum-of-absolute-differences choice, and a per-row least-entropy choice), each
/// is deflated by libdeflate at its strongest level (12), and the shortest wins; ties go to the
/// earlier candidate. Up to `threads` candidates are compressed at once; the output never depends
/// on `threads`. No ancillary chunks; IDAT chunks of at most 1 MiB.
int cpng_encode_rgba_smallest(const uint8_t *rgba, uint32_t width, uint32_t height, int threads,
                              uint8_t **out, size_t *out_len, char *err, size_t errlen);

/// Largest image accepted, in pixels: 16384 x 16384 (1 GiB of RGBA8). A hostile
/// header must not make the caller allocate an arbitrary amount of memory.
#define CPNG_MAX_PIXELS 268435456ULL

/// Checks the first bytes of a PNG without libpng: the 8-byte signature, then an
/// IHDR chunk (length 13, valid CRC, width and height 1...2^31-1, a legal colour
/// type and bit depth pair, compression, filter and interlace methods) whose
/// image has at most `CPNG_MAX_PIXELS` pixels. Needs only the first 33 bytes
/// (`len` may be larger), so a caller can size a file without reading it all.
int cpng_parse_ihdr(const uint8_t *data, size_t len, uint32_t *width,
                    uint32_t *height, char *err, size_t errlen);

/// Validates a whole PNG exactly as `cpng_decode_rgba_into_capacity` would read it (every
/// chunk CRC, the zlib stream including its Adler-32, the row data, IEND) without
/// allocating the image: rows are inflated one at a time into a single row
/// buffer. Reports the size like `cpng_read_header`.
int cpng_validate(const uint8_t *data, size_t len, uint32_t *width,
                  uint32_t *height, char *err, size_t errlen);

/// Validates the signature and IHDR of an in-memory PNG and reports its size.
int cpng_read_header(const uint8_t *data, size_t len, uint32_t *width,
                     uint32_t *height, char *err, size_t errlen);

/// Decodes any PNG into straight-alpha RGBA8, writing `width * height * 4` bytes
/// to `out`, which holds `out_capacity` bytes (at least those) and which the caller allocates
/// after `cpng_read_header`. The image must have exactly the given size. No gamma correction is
/// applied; 16-bit samples are scaled with `png_set_scale_16` (round(v * 255 / 65535)). For grey
/// and RGB images with a tRNS colour key, pixels matching the key become (0, 0, 0, 0), as pngjs
/// does.
///
/// Non-interlaced files of any colour type and bit depth take a faster path (the whole zlib
/// stream inflated by libdeflate, unfiltering done here with SSE2, ancillary chunks other than
/// tRNS skipped; every chunk CRC and the Adler-32 still checked); Adam7 files, or any problem,
/// are decoded by libpng, which reports it. With room for one byte a row more than the image
/// (its filtered rows), an 8-bit RGBA file is inflated and unfiltered inside `out` itself (the
/// bytes past the image's are scratch), with no second image-sized buffer.
int cpng_decode_rgba_into_capacity(const uint8_t *data, size_t len, uint32_t width,
                                   uint32_t height, uint8_t *out, size_t out_capacity, char *err,
                                   size_t errlen);

/// The fast path alone into exactly the image's bytes: 0 when it decoded the file, 1 when the
/// file needs libpng (Adam7, APNG, an unknown critical chunk, an unusual PLTE or tRNS, or any
/// problem), with `out` then partly written; the SIMD unfiltering (`simd` 1) or the plain C
/// loops (0), so tests can hold each against libpng.
int cpng_decode_rgba_fast_unfilter(const uint8_t *data, size_t len, uint32_t width,
                                   uint32_t height, uint8_t *out, int simd);

/// `cpng_decode_rgba_into_capacity` through libpng always (the reference the fast path must
/// match).
int cpng_decode_rgba_into_libpng(const uint8_t *data, size_t len, uint32_t width,
                                 uint32_t height, uint8_t *out, char *err,
                                 size_t errlen);

/// Releases a buffer returned by this library.
void cpng_free(void *pointer);

/// The version of libpng linked at run time (`1.6.39`), for golden fingerprints.
const char *cpng_libpng_version(void);

#ifdef __cplusplus
}
#endif

#endif
