#include "cpng.h"
#include "cpng_deflate.h"
#include "cpng_unfilter.h"

#include <libdeflate.h>
#include <png.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <zlib.h>

/// Per-call state shared with the libpng callbacks.
typedef struct {
  const uint8_t *data; /* read: input bytes */
  size_t len;
  size_t pos;
  uint8_t *buf; /* write: growing output buffer */
  size_t size;
  size_t cap;
  char *err;
  size_t errlen;
} cpng_io;

/// Copies `msg` into the caller's error buffer as a single line.
static void cpng_set_error(cpng_io *io, const char *msg) {
  if (io->err == NULL || io->errlen == 0) return;
  size_t n = strlen(msg);
  if (n >= io->errlen) n = io->errlen - 1;
  for (size_t i = 0; i < n; i++) {
    char c = msg[i];
    io->err[i] = (c == '\n' || c == '\r' || c == '\t') ? ' ' : c;
  }
  io->err[n] = '\0';
}

static void cpng_error_fn(png_structp png, png_const_charp msg) {
  cpng_io *io = (cpng_io *)png_get_error_ptr(png);
  cpng_set_error(io, msg != NULL ? msg : "unknown libpng error");
  png_longjmp(png, 1);
}

static void cpng_warning_fn(png_structp png, png_const_charp msg) {
  /* Warnings (bad ancillary chunk CRCs, odd iCCP profiles, ...) never fail a decode. */
  (void)png;
  (void)msg;
}

static void cpng_read_fn(png_structp png, png_bytep out, size_t n) {
  cpng_io *io = (cpng_io *)png_get_io_ptr(png);
  if (n > io->len - io->pos) png_error(png, "unexpected end of file (truncated PNG)");
  memcpy(out, io->data + io->pos, n);
  io->pos += n;
}

static void cpng_write_fn(png_structp png, png_bytep bytes, size_t n) {
  cpng_io *io = (cpng_io *)png_get_io_ptr(png);
  if (n > io->cap - io->size) {
    size_t cap = io->cap != 0 ? io->cap : 65536;
    while (cap - io->size < n) cap *= 2;
    uint8_t *grown = (uint8_t *)realloc(io->buf, cap);
    if (grown == NULL) png_error(png, "out of memory");
    io->buf = grown;
    io->cap = cap;
  }
  memcpy(io->buf + io->size, bytes, n);
  io->size += n;
}

static void cpng_flush_fn(png_structp png) { (void)png; }

int cpng_encode_rgba(const uint8_t *rgba, uint32_t width, uint32_t height,
                     int level, int filters, uint8_t **out, size_t *out_len,
                     char *err, size_t errlen) {
  cpng_io io;
  memset(&io, 0, sizeof io);
  io.err = err;
  io.errlen = errlen;
  *out = NULL;
  *out_len = 0;
  if ((uint64_t)width * height > CPNG_MAX_PIXELS) {
    cpng_set_error(&io, "image too large");
    return -1;
  }

  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &io,
                                            cpng_error_fn, cpng_warning_fn);
  if (png == NULL) {
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_write_struct(&png, NULL);
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(io.buf);
    return -1;
  }

  png_set_write_fn(png, &io, cpng_write_fn, cpng_flush_fn);
  png_set_compression_level(png, level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  /* Larger IDAT chunks: fewer chunk headers and CRC restarts on big images. */
  png_set_compression_buffer_size(png, 1 << 18);
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  size_t stride = (size_t)width * 4;
  for (uint32_t y = 0; y < height; y++) {
    png_write_row(png, rgba + (size_t)y * stride);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);

  *out = io.buf;
  *out_len = io.size;
  return 0;
}

/* ---------------------------------------------------------------------------
 * Parallel unfiltered writer (the .fast profile).
 * ------------------------------------------------------------------------- */

static uint8_t *cpng_assemble(uint32_t width, uint32_t height, const uint8_t *zlib,
                              size_t zlib_size, size_t *out_len);

/// Filtered bytes per deflate segment, rounded up to whole rows. Fixed, so the
/// output never depends on the number of threads. 512 KiB puts a @1x card (about
/// 870 KB) on two cores.
#define CPNG_SEGMENT_BYTES ((size_t)1 << 19)
/// Largest IDAT chunk written.
#define CPNG_IDAT_MAX ((size_t)1 << 20)

/// One run of rows of the filtered data stream and its compressed form.
typedef struct {
  uint32_t first_row;
  uint32_t row_count;
  int final;      /* last segment: ends the deflate stream */
  uint8_t *data;  /* raw deflate output; NULL until compressed */
  size_t size;
  uint32_t adler; /* adler32 of the segment's filtered bytes */
  size_t raw_size;
} cpng_segment;

/// Work shared by the compression threads.
typedef struct {
  const uint8_t *rgba;
  uint32_t width;
  cpng_segment *segments;
  size_t segment_count;
  size_t next; /* next segment to claim, guarded by lock */
  int failed;  /* guarded by lock */
  pthread_mutex_t lock;
} cpng_job;

/// Thread body: claims and compresses segments until none are left.
static void *cpng_worker(void *argument) {
  cpng_job *job = (cpng_job *)argument;
  size_t row_bytes = (size_t)job->width * 4 + 1;
  for (;;) {
    pthread_mutex_lock(&job->lock);
    size_t index = job->failed ? job->segment_count : job->next++;
    pthread_mutex_unlock(&job->lock);
    if (index >= job->segment_count) break;
    cpng_segment *segment = &job->segments[index];
    segment->raw_size = row_bytes * segment->row_count;
    if (cpng_deflate_rows(job->rgba, job->width, segment->first_row, segment->row_count,
                          segment->final, &segment->data, &segment->size,
                          &segment->adler) != 0) {
      pthread_mutex_lock(&job->lock);
      job->failed = 1;
      pthread_mutex_unlock(&job->lock);
    }
  }
  return NULL;
}

/// Appends one PNG chunk (length, type, data, CRC) at `dst`; returns the bytes written.
static size_t cpng_put_chunk(uint8_t *dst, const char type[4], const uint8_t *data,
                             size_t len) {
  dst[0] = (uint8_t)(len >> 24);
  dst[1] = (uint8_t)(len >> 16);
  dst[2] = (uint8_t)(len >> 8);
  dst[3] = (uint8_t)len;
  memcpy(dst + 4, type, 4);
  if (len > 0) memmove(dst + 8, data, len);
  uLong crc = crc32(0L, dst + 4, (uInt)(len + 4));
  dst[8 + len] = (uint8_t)(crc >> 24);
  dst[9 + len] = (uint8_t)(crc >> 16);
  dst[10 + len] = (uint8_t)(crc >> 8);
  dst[11 + len] = (uint8_t)crc;
  return len + 12;
}

/// Sets up `io` for an encoder writing to `out` and checks the image size: 0 when it may go on,
/// -1 (with the message in `err`) for an empty or oversized image.
static int cpng_start_encode(cpng_io *io, uint32_t width, uint32_t height, uint8_t **out,
                             size_t *out_len, char *err, size_t errlen) {
  memset(io, 0, sizeof *io);
  io->err = err;
  io->errlen = errlen;
  *out = NULL;
  *out_len = 0;
  if (width == 0 || height == 0) {
    cpng_set_error(io, "image width or height is zero");
    return -1;
  }
  if ((uint64_t)width * height > CPNG_MAX_PIXELS) {
    cpng_set_error(io, "image too large");
    return -1;
  }
  return 0;
}

int cpng_encode_rgba_unfiltered(const uint8_t *rgba, uint32_t width,
                                uint32_t height, int threads,
                                uint8_t **out, size_t *out_len, char *err,
                                size_t errlen) {
  cpng_io io;
  if (cpng_start_encode(&io, width, height, out, out_len, err, errlen) != 0) return -1;

  size_t row_bytes = (size_t)width * 4 + 1;
  uint32_t rows_per_segment = (uint32_t)((CPNG_SEGMENT_BYTES + row_bytes - 1) / row_bytes);
  size_t segment_count = (height + rows_per_segment - 1) / rows_per_segment;
  cpng_segment *segments = (cpng_segment *)calloc(segment_count, sizeof(cpng_segment));
  if (segments == NULL) {
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  for (size_t i = 0; i < segment_count; i++) {
    segments[i].first_row = (uint32_t)(i * rows_per_segment);
    uint32_t left = height - segments[i].first_row;
    segments[i].row_count = left < rows_per_segment ? left : rows_per_segment;
    segments[i].final = i + 1 == segment_count;
  }

  cpng_job job;
  memset(&job, 0, sizeof job);
  job.rgba = rgba;
  job.width = width;
  job.segments = segments;
  job.segment_count = segment_count;
  pthread_mutex_init(&job.lock, NULL);

  if (threads < 1) threads = 1;
  if ((size_t)threads > segment_count) threads = (int)segment_count;
  if (threads > 64) threads = 64;
  pthread_t helpers[64];
  int started = 0;
  for (int t = 1; t < threads; t++) {
    if (pthread_create(&helpers[started], NULL, cpng_worker, &job) == 0) started++;
  }
  cpng_worker(&job); /* the calling thread works too */
  for (int t = 0; t < started; t++) pthread_join(helpers[t], NULL);
  pthread_mutex_destroy(&job.lock);

  int failed = job.failed;
  size_t deflated = 0;
  for (size_t i = 0; i < segment_count; i++) {
    if (segments[i].data == NULL) failed = 1;
    deflated += segments[i].size;
  }
  uint8_t *png = NULL;
  if (!failed) {
    size_t zlib_size = 2 + deflated + 4;
    uint8_t *stream = (uint8_t *)malloc(zlib_size);
    if (stream != NULL) {
      /* CMF: deflate, 32 KiB window; FLG: the "fastest" level, no dictionary, check bits. */
      stream[0] = 0x78;
      stream[1] = 0x01;
      size_t at = 2;
      uLong adler = 1L;
      for (size_t i = 0; i < segment_count; i++) {
        memcpy(stream + at, segments[i].data, segments[i].size);
        at += segments[i].size;
        adler = adler32_combine(adler, segments[i].adler, (z_off_t)segments[i].raw_size);
      }
      stream[at++] = (uint8_t)(adler >> 24);
      stream[at++] = (uint8_t)(adler >> 16);
      stream[at++] = (uint8_t)(adler >> 8);
      stream[at++] = (uint8_t)adler;
      png = cpng_assemble(width, height, stream, zlib_size, out_len);
      free(stream);
      if (png != NULL) *out = png;
    }
  }
  for (size_t i = 0; i < segment_count; i++) free(segments[i].data);
  free(segments);
  if (failed || png == NULL) {
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  return 0;
}

/// Reads the signature and the chunks up to the first IDAT, then checks the size.
/// Must be called after setjmp has been armed.
static void cpng_read_start(png_structp png, png_infop info, cpng_io *io,
                            uint32_t *width, uint32_t *height) {
  if (io->len < 8 || png_sig_cmp(io->data, 0, 8) != 0) {
    png_error(png, "not a PNG file (bad signature)");
  }
  png_set_read_fn(png, io, cpng_read_fn);
  png_read_info(png, info);
  *width = png_get_image_width(png, info);
  *height = png_get_image_height(png, info);
  if ((uint64_t)*width * *height > CPNG_MAX_PIXELS) {
    png_error(png, "image too large (more than 16384 x 16384 pixels)");
  }
}

/// Sets up the conversion of any PNG to straight-alpha RGBA8 rows, as pngjs reads
/// them, and returns the number of interlace passes. Must be called after
/// `cpng_read_start`, with setjmp armed.
static int cpng_set_rgba_transforms(png_structp png, png_infop info, uint32_t width) {
  int bit_depth = png_get_bit_depth(png, info);
  int color_type = png_get_color_type(png, info);
  int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;

  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) {
    png_set_expand_gray_1_2_4_to_8(png);
  }
  if (has_trns) png_set_tRNS_to_alpha(png);
  if (bit_depth == 16) png_set_scale_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
    png_set_gray_to_rgb(png);
  }
  if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) {
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
  }
  int passes = png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) {
    png_error(png, "unsupported pixel layout after conversion");
  }
  return passes;
}

int cpng_read_header(const uint8_t *data, size_t len, uint32_t *width,
                     uint32_t *height, char *err, size_t errlen) {
  cpng_io io;
  memset(&io, 0, sizeof io);
  io.data = data;
  io.len = len;
  io.err = err;
  io.errlen = errlen;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &io,
                                           cpng_error_fn, cpng_warning_fn);
  if (png == NULL) {
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    return -1;
  }
  cpng_read_start(png, info, &io, width, height);
  png_destroy_read_struct(&png, &info, NULL);
  return 0;
}

/* ---- Fast path for non-interlaced PNGs of every colour type and bit depth ----
 *
 * Reads IHDR, PLTE, tRNS, IDAT and IEND, and skips every other ancillary chunk; every chunk CRC
 * is checked. The whole zlib stream is inflated in one call by libdeflate (which checks its
 * header and Adler-32, and is about twice as fast as zlib's inflate) into one buffer of filtered
 * rows; each row is then unfiltered (SSE2 for 3 to 8 bytes a pixel, cpng_unfilter.c) and
 * converted to RGBA8 as libpng's transforms do. Anything else (Adam7, APNG, an unknown critical
 * chunk, a PLTE or tRNS libpng would ignore or question), or anything wrong (a bad CRC, header,
 * filter type, palette index or data check, extra or missing data), returns 1 and the caller
 * decodes with libpng, which then reports the problem in its own words: the fast path only ever
 * accepts files libpng decodes to the same pixels. */

static uint32_t cpng_be32(const uint8_t *p);

/// Adler-32 as zlib computes it. Whole 32-byte steps keep one running sum per byte position
/// (`s1[i]`, and `s2[i]`, the sum of `s1[i]` over the earlier steps), which vectorises; for a
/// run of `n` bytes starting from (a, b), b gains `n·a + 32·Σ s2[i] + Σ (32 − i)·s1[i]`.
uint32_t cpng_adler32(uint32_t adler, const uint8_t *p, size_t n) {
  uint64_t a = adler & 0xffff, b = adler >> 16;
  while (n >= 32) {
    size_t block = n < 5536 ? n / 32 * 32 : 5536; /* s2[i] < 255 · 173² / 2: no overflow */
    n -= block;
    uint32_t s1[32] = {0}, s2[32] = {0};
    for (size_t k = 0; k < block; k += 32) {
      for (int i = 0; i < 32; i++) {
        s2[i] += s1[i];
        s1[i] += p[k + i];
      }
    }
    uint64_t sum1 = 0, sum2 = 0, weighted = 0;
    for (int i = 0; i < 32; i++) {
      sum1 += s1[i];
      sum2 += s2[i];
      weighted += (uint64_t)(32 - i) * s1[i];
    }
    b = (b + block * a + 32 * sum2 + weighted) % 65521;
    a = (a + sum1) % 65521;
    p += block;
  }
  while (n--) {
    a += *p++;
    b += a;
  }
  return (uint32_t)((b % 65521) << 16 | (a % 65521));
}

/// Buffers at least this large are asked to use transparent huge pages.
#define CPNG_HUGE_THRESHOLD ((size_t)8 << 20)
#define CPNG_HUGE_PAGE ((size_t)2 << 20)

/// A scratch buffer of `n` bytes, 2 MiB-aligned and backed by huge pages where the kernel
/// allows when large (a fresh 64 MiB buffer otherwise takes 16,384 page faults); NULL when out
/// of memory. Release with `free`.
static uint8_t *cpng_alloc_large(size_t n) {
  if (n < CPNG_HUGE_THRESHOLD) return malloc(n != 0 ? n : 1);
  void *p = NULL;
  if (posix_memalign(&p, CPNG_HUGE_PAGE, n) != 0) return NULL;
#ifdef MADV_HUGEPAGE
  (void)madvise(p, n / CPNG_HUGE_PAGE * CPNG_HUGE_PAGE, MADV_HUGEPAGE);
#endif
  return p;
}

typedef struct {
  const uint8_t **data; /* IDAT payloads, in order */
  size_t *len;
  size_t count, capacity;
  size_t index; /* the chunk being read */
  size_t pos;   /* position in it */
} cpng_idat;

/// Appends one IDAT payload; 1 when out of memory.
static int cpng_idat_add(cpng_idat *idat, const uint8_t *data, size_t len) {
  if (idat->count == idat->capacity) {
    size_t capacity = idat->capacity ? idat->capacity * 2 : 64;
    const uint8_t **d = realloc(idat->data, capacity * sizeof *d);
    if (d == NULL) return 1;
    idat->data = d;
    size_t *l = realloc(idat->len, capacity * sizeof *l);
    if (l == NULL) return 1;
    idat->len = l;
    idat->capacity = capacity;
  }
  idat->data[idat->count] = data;
  idat->len[idat->count++] = len;
  return 0;
}

/// The image as the fast path reads it: IHDR's fields and what PLTE and tRNS add.
typedef struct {
  uint32_t width, height;
  int depth, type;
  size_t channels, bpp, rowbytes; /* samples a pixel, bytes a pixel (at least 1), bytes a row */
  uint8_t palette[256][4];        /* RGBA; alpha from tRNS, else 255 */
  size_t palette_count;
  int has_key;                    /* tRNS colour key (grey or RGB) */
  uint16_t key[3];
} cpng_image;

/// libpng's 16-to-8 bit scaling (`png_do_scale_16_to_8`, the `png_set_scale_16` transform):
/// round(v * 255 / 65535), computed exactly as libpng does.
static inline uint8_t cpng_scale16(const uint8_t *p) {
  int32_t tmp = p[0];
  tmp += (((int)p[1] - tmp + 128) * 65535) >> 24;
  return (uint8_t)tmp;
}

/// Converts one unfiltered row to straight-alpha RGBA8 exactly as `cpng_decode_rgba_into_libpng`
/// does (libpng's expand, tRNS-to-alpha, scale-16, grey-to-RGB and filler transforms, then
/// colour-keyed grey and RGB pixels made (0, 0, 0, 0)). Returns 1 for a palette index past the
/// palette, which libpng treats in its own way.
static int cpng_expand_row(uint8_t *out, const uint8_t *row, const cpng_image *im) {
  uint32_t w = im->width;
  switch (im->type * 100 + im->depth) {
  case 8: /* grey 8 */
    for (uint32_t x = 0; x < w; x++) {
      uint8_t g = row[x];
      uint32_t v = im->has_key && g == im->key[0] ? 0 : 0xff000000u | g * 0x010101u;
      memcpy(out + 4 * x, &v, 4);
    }
    return 0;
  case 1: case 2: case 4: { /* grey 1, 2, 4: samples scaled to 8 bits by replication */
    int depth = im->depth, mask = (1 << depth) - 1, scale = 255 / mask;
    for (uint32_t x = 0; x < w; x++) {
      size_t bit = (size_t)x * depth;
      int s = row[bit >> 3] >> (8 - depth - (int)(bit & 7)) & mask;
      uint32_t v = im->has_key && s == im->key[0] ? 0 : 0xff000000u | (uint32_t)(s * scale) * 0x010101u;
      memcpy(out + 4 * x, &v, 4);
    }
    return 0;
  }
  case 16: /* grey 16 */
    for (uint32_t x = 0; x < w; x++) {
      const uint8_t *p = row + 2 * x;
      uint8_t g = cpng_scale16(p);
      uint32_t v = im->has_key && (p[0] << 8 | p[1]) == im->key[0] ? 0 : 0xff000000u | g * 0x010101u;
      memcpy(out + 4 * x, &v, 4);
    }
    return 0;
  case 208: /* RGB 8 */
    if (!im->has_key) {
      for (uint32_t x = 0; x < w; x++) {
        const uint8_t *p = row + 3 * x;
        uint32_t v = 0xff000000u | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
        memcpy(out + 4 * x, &v, 4);
      }
      return 0;
    }
    for (uint32_t x = 0; x < w; x++) {
      const uint8_t *p = row + 3 * x;
      int keyed = p[0] == im->key[0] && p[1] == im->key[1] && p[2] == im->key[2];
      uint32_t v = keyed ? 0 : 0xff000000u | (uint32_t)p[2] << 16 | (uint32_t)p[1] << 8 | p[0];
      memcpy(out + 4 * x, &v, 4);
    }
    return 0;
  case 216: /* RGB 16 */
    for (uint32_t x = 0; x < w; x++) {
      const uint8_t *p = row + 6 * x;
      uint8_t *o = out + 4 * x;
      if (im->has_key && (p[0] << 8 | p[1]) == im->key[0] && (p[2] << 8 | p[3]) == im->key[1] &&
          (p[4] << 8 | p[5]) == im->key[2]) {
        memset(o, 0, 4);
        continue;
      }
      o[0] = cpng_scale16(p);
      o[1] = cpng_scale16(p + 2);
      o[2] = cpng_scale16(p + 4);
      o[3] = 255;
    }
    return 0;
  case 301: case 302: case 304: case 308: { /* palette */
    int depth = im->depth, mask = (1 << depth) - 1;
    for (uint32_t x = 0; x < w; x++) {
      size_t bit = (size_t)x * depth;
      size_t index = depth == 8 ? row[x] : (size_t)(row[bit >> 3] >> (8 - depth - (int)(bit & 7)) & mask);
      if (index >= im->palette_count) return 1;
      memcpy(out + 4 * x, im->palette[index], 4);
    }
    return 0;
  }
  case 408: /* grey + alpha 8 */
    for (uint32_t x = 0; x < w; x++) {
      uint32_t v = (uint32_t)row[2 * x + 1] << 24 | row[2 * x] * 0x010101u;
      memcpy(out + 4 * x, &v, 4);
    }
    return 0;
  case 416: /* grey + alpha 16 */
    for (uint32_t x = 0; x < w; x++) {
      uint8_t g = cpng_scale16(row + 4 * x), a = cpng_scale16(row + 4 * x + 2);
      uint32_t v = (uint32_t)a << 24 | g * 0x010101u;
      memcpy(out + 4 * x, &v, 4);
    }
    return 0;
  case 608: memcpy(out, row, (size_t)w * 4); return 0;
  case 616: /* RGBA 16 */
    for (size_t i = 0; i < (size_t)w * 4; i++) out[i] = cpng_scale16(row + 2 * i);
    return 0;
  default: return 1;
  }
}

/// libpng's largest accepted chunk other than IDAT (`PNG_USER_CHUNK_MALLOC_MAX`), and its widest
/// and tallest image (`PNG_USER_WIDTH_MAX`, `PNG_USER_HEIGHT_MAX`): past these libpng warns or
/// fails, so such files are left to it.
#define CPNG_LIBPNG_CHUNK_MAX 8000000u
#define CPNG_LIBPNG_SIDE_MAX 1000000u

/// Reads IHDR's body into `im`; 1 for a layout the fast path leaves to libpng.
static int cpng_fast_ihdr(const uint8_t *body, uint32_t width, uint32_t height, cpng_image *im) {
  im->width = cpng_be32(body);
  im->height = cpng_be32(body + 4);
  im->depth = body[8];
  im->type = body[9];
  if (im->width != width || im->height != height || width == 0 || height == 0 ||
      width > CPNG_LIBPNG_SIDE_MAX || height > CPNG_LIBPNG_SIDE_MAX)
    return 1;
  /* deflate, adaptive filtering, no interlace (Adam7 files go to libpng) */
  if (body[10] != 0 || body[11] != 0 || body[12] != 0) return 1;
  int d = im->depth;
  switch (im->type) {
  case 0: im->channels = 1; if (d != 1 && d != 2 && d != 4 && d != 8 && d != 16) return 1; break;
  case 2: im->channels = 3; if (d != 8 && d != 16) return 1; break;
  case 3: im->channels = 1; if (d != 1 && d != 2 && d != 4 && d != 8) return 1; break;
  case 4: im->channels = 2; if (d != 8 && d != 16) return 1; break;
  case 6: im->channels = 4; if (d != 8 && d != 16) return 1; break;
  default: return 1;
  }
  size_t bits = im->channels * (size_t)d;
  im->bpp = bits < 8 ? 1 : bits / 8;
  im->rowbytes = ((size_t)width * bits + 7) / 8;
  return 0;
}

/// libpng's limit on one IDAT chunk's length (`png_check_chunk_length`, non-interlaced).
static size_t cpng_idat_limit(const cpng_image *im) {
  size_t row_factor = (size_t)im->width * im->channels * (im->depth > 8 ? 2 : 1) + 1;
  size_t limit = im->height > 0xffffffffu / row_factor ? 0x7fffffffu : im->height * row_factor;
  size_t factor = row_factor > 32566 ? 32566 : row_factor;
  limit += 6 + 5 * (limit / factor + 1);
  if (limit > 0x7fffffffu) limit = 0x7fffffffu;
  return limit < CPNG_LIBPNG_CHUNK_MAX ? CPNG_LIBPNG_CHUNK_MAX : limit;
}

static int cpng_decode_fast_chunks(const uint8_t *data, size_t len, uint32_t width,
                                   uint32_t height, uint8_t *out, size_t out_capacity,
                                   cpng_idat *idat_list, int simd);

/// The fast path into `out`, which holds `out_capacity` bytes (at least the image's).
static int cpng_decode_fast(const uint8_t *data, size_t len, uint32_t width, uint32_t height,
                            uint8_t *out, size_t out_capacity, int simd) {
  cpng_idat idat;
  memset(&idat, 0, sizeof idat);
  int status =
      cpng_decode_fast_chunks(data, len, width, height, out, out_capacity, &idat, simd);
  free(idat.data);
  free(idat.len);
  return status;
}

int cpng_decode_rgba_fast_unfilter(const uint8_t *data, size_t len, uint32_t width,
                                   uint32_t height, uint8_t *out, int simd) {
  return cpng_decode_fast(data, len, width, height, out, (size_t)width * height * 4, simd);
}

static int cpng_decode_fast_chunks(const uint8_t *data, size_t len, uint32_t width,
                                   uint32_t height, uint8_t *out, size_t out_capacity,
                                   cpng_idat *idat_list, int simd) {
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  if (len < 33 || memcmp(data, signature, 8) != 0) return 1;
  cpng_idat *idat = idat_list;
  cpng_image im;
  memset(&im, 0, sizeof im);
  size_t pos = 8, idat_limit = 0;
  int seen_iend = 0, previous_was_idat = 0, seen_plte = 0, seen_trns = 0;
  for (int chunk = 0; pos < len; chunk++) {
    if (len - pos < 12) return 1;
    uint32_t n = cpng_be32(data + pos);
    if (n > 0x7fffffffu || len - pos - 12 < n) return 1;
    const uint8_t *type = data + pos + 4;
    /* libpng refuses chunk types that are not four ASCII letters. */
    for (int i = 0; i < 4; i++) {
      uint8_t c = type[i] & 0xdf;
      if (c < 'A' || c > 'Z') return 1;
    }
    if ((uint32_t)crc32(0, type, n + 4) != cpng_be32(data + pos + 8 + n)) return 1;
    const uint8_t *body = data + pos + 8;
    int is_idat = memcmp(type, "IDAT", 4) == 0;
    if (chunk == 0) {
      if (memcmp(type, "IHDR", 4) != 0 || n != 13 || cpng_fast_ihdr(body, width, height, &im))
        return 1;
      idat_limit = cpng_idat_limit(&im);
    } else if (is_idat) {
      /* IDAT chunks must be consecutive; a palette image needs its PLTE first. */
      if (idat->count > 0 && !previous_was_idat) return 1;
      if (im.type == 3 && !seen_plte) return 1;
      if (n > idat_limit || cpng_idat_add(idat, body, n)) return 1;
    } else if (memcmp(type, "IEND", 4) == 0) {
      if (n != 0 || pos + 12 != len) return 1;
      seen_iend = 1;
    } else if (n > CPNG_LIBPNG_CHUNK_MAX) {
      return 1;
    } else if (memcmp(type, "PLTE", 4) == 0) {
      /* Once, before IDAT and tRNS; only where libpng takes it without a word. */
      if (seen_plte || seen_trns || idat->count > 0 || n == 0 || n % 3 != 0) return 1;
      if (im.type == 0 || im.type == 4) return 1;
      size_t count = n / 3;
      if (count > 256 || (im.type == 3 && count > ((size_t)1 << im.depth))) return 1;
      if (im.type == 3) {
        for (size_t i = 0; i < count; i++) {
          memcpy(im.palette[i], body + 3 * i, 3);
          im.palette[i][3] = 255;
        }
        im.palette_count = count;
      }
      seen_plte = 1;
    } else if (memcmp(type, "tRNS", 4) == 0) {
      /* Once, before IDAT (after PLTE for a palette), of the length the colour type needs, the
       * key within the bit depth: any other tRNS libpng ignores or questions. */
      if (seen_trns || idat->count > 0) return 1;
      int max = (1 << im.depth) - 1;
      if (im.type == 3) {
        if (!seen_plte || n == 0 || n > im.palette_count) return 1;
        for (size_t i = 0; i < n; i++) im.palette[i][3] = body[i];
      } else if (im.type == 0 || im.type == 2) {
        size_t samples = im.type == 0 ? 1 : 3;
        if (n != 2 * samples) return 1;
        for (size_t i = 0; i < samples; i++) {
          im.key[i] = (uint16_t)(body[2 * i] << 8 | body[2 * i + 1]);
          if (im.key[i] > max) return 1;
        }
        im.has_key = 1;
      } else {
        return 1;
      }
      seen_trns = 1;
    } else if ((type[0] & 0x20) == 0) {
      return 1; /* another critical chunk: libpng refuses it */
    } else if (memcmp(type, "acTL", 4) == 0 || memcmp(type, "fcTL", 4) == 0 ||
               memcmp(type, "fdAT", 4) == 0) {
      return 1; /* APNG: Debian's libpng reads these itself */
    }
    /* Any other ancillary chunk is skipped, its CRC checked above. */
    previous_was_idat = is_idat;
    pos += 12 + (size_t)n;
  }
  if (!seen_iend || idat->count == 0) return 1;

  /* One IDAT is inflated where it lies; several are joined first (libdeflate wants one buffer). */
  const uint8_t *stream = idat->data[0];
  size_t stream_len = idat->len[0];
  uint8_t *joined = NULL;
  if (idat->count > 1) {
    stream_len = 0;
    for (size_t i = 0; i < idat->count; i++) stream_len += idat->len[i];
    joined = malloc(stream_len != 0 ? stream_len : 1);
    if (joined == NULL) return 1;
    size_t at = 0;
    for (size_t i = 0; i < idat->count; i++) {
      memcpy(joined + at, idat->data[i], idat->len[i]);
      at += idat->len[i];
    }
    stream = joined;
  }

  size_t rowbytes = im.rowbytes, stride = rowbytes + 1, outbytes = (size_t)width * 4;
  size_t filtered_len = stride * height;
  int direct = im.type == 6 && im.depth == 8;
  /* 8-bit RGBA inflates into `out` itself when it has room for the filter bytes too, and is
   * unfiltered there in place: output row y (at y * outbytes) always lies at or before its
   * filtered row (at y * stride + 1), every unfilter loop reads a pixel before it writes one
   * further left, and the row above is already output. No second image-sized buffer, so
   * decoding a golden faults in half the pages. */
  int in_place = direct && out_capacity >= filtered_len;
  uint8_t *filtered = in_place ? out : cpng_alloc_large(filtered_len + rowbytes);
  uint8_t *zeros = in_place ? calloc(rowbytes != 0 ? rowbytes : 1, 1) : filtered + filtered_len;
  struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
  int failed = filtered == NULL || zeros == NULL || inflater == NULL;
  if (!failed) {
    /* The zlib header, the deflate data and the Adler-32 are all checked by libdeflate; the
     * stream must fill the image exactly and end exactly where the IDAT data does. */
    size_t used = 0, produced = 0;
    enum libdeflate_result result = libdeflate_zlib_decompress_ex(
        inflater, stream, stream_len, filtered, filtered_len, &used, &produced);
    failed = result != LIBDEFLATE_SUCCESS || used != stream_len || produced != filtered_len;
  }
  if (!failed) {
    if (!in_place) memset(zeros, 0, rowbytes);
    for (uint32_t y = 0; y < height && !failed; y++) {
      uint8_t *row = filtered + (size_t)y * stride;
      if (direct) {
        /* 8-bit RGBA: unfiltered straight into the output. */
        const uint8_t *prev = y == 0 ? zeros : out + (size_t)(y - 1) * outbytes;
        failed = cpng_unfilter_row(out + (size_t)y * outbytes, row + 1, prev, rowbytes, 4, row[0],
                                   simd);
      } else {
        /* Unfiltered in place (the row above stays there for the next), then converted. */
        const uint8_t *prev = y == 0 ? zeros : row - stride + 1;
        failed = cpng_unfilter_row(row + 1, row + 1, prev, rowbytes, im.bpp, row[0], simd) ||
                 cpng_expand_row(out + (size_t)y * outbytes, row + 1, &im);
      }
    }
  }
  if (inflater != NULL) libdeflate_free_decompressor(inflater);
  if (in_place) {
    free(zeros);
  } else {
    free(filtered);
  }
  free(joined);
  return failed;
}

int cpng_decode_rgba_into_capacity(const uint8_t *data, size_t len, uint32_t width,
                                   uint32_t height, uint8_t *out, size_t out_capacity, char *err,
                                   size_t errlen) {
  if (cpng_decode_fast(data, len, width, height, out, out_capacity, 1) == 0) return 0;
  return cpng_decode_rgba_into_libpng(data, len, width, height, out, err, errlen);
}


int cpng_decode_rgba_into_libpng(const uint8_t *data, size_t len, uint32_t width,
                          uint32_t height, uint8_t *out, char *err,
                          size_t errlen) {
  cpng_io io;
  memset(&io, 0, sizeof io);
  io.data = data;
  io.len = len;
  io.err = err;
  io.errlen = errlen;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &io,
                                           cpng_error_fn, cpng_warning_fn);
  if (png == NULL) {
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  png_bytep *volatile rows = NULL;
  if (setjmp(png_jmpbuf(png))) {
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return -1;
  }

  uint32_t w = 0, h = 0;
  cpng_read_start(png, info, &io, &w, &h);
  if (w != width || h != height) png_error(png, "image size changed between reads");

  int color_type = png_get_color_type(png, info);
  int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
  (void)cpng_set_rgba_transforms(png, info, width);

  rows = (png_bytep *)malloc(sizeof(png_bytep) * (height != 0 ? height : 1));
  if (rows == NULL) png_error(png, "out of memory");
  for (uint32_t y = 0; y < height; y++) rows[y] = out + (size_t)y * width * 4;
  png_read_image(png, rows);
  png_read_end(png, NULL);

  free(rows);
  rows = NULL;
  png_destroy_read_struct(&png, &info, NULL);

  /* pngjs turns colour-keyed (tRNS) grey/RGB pixels into fully transparent black. */
  if (has_trns && (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_RGB)) {
    size_t n = (size_t)width * height;
    for (size_t i = 0; i < n; i++) {
      uint8_t *p = out + i * 4;
      if (p[3] == 0) memset(p, 0, 4);
    }
  }
  return 0;
}

/// Big-endian 32-bit value at `p`.
static uint32_t cpng_be32(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

int cpng_parse_ihdr(const uint8_t *data, size_t len, uint32_t *width,
                    uint32_t *height, char *err, size_t errlen) {
  cpng_io io;
  memset(&io, 0, sizeof io);
  io.err = err;
  io.errlen = errlen;
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  if (len < 8 || memcmp(data, signature, 8) != 0) {
    cpng_set_error(&io, "not a PNG file (bad signature)");
    return -1;
  }
  if (len < 33) {
    cpng_set_error(&io, "unexpected end of file (truncated PNG)");
    return -1;
  }
  if (cpng_be32(data + 8) != 13 || memcmp(data + 12, "IHDR", 4) != 0) {
    cpng_set_error(&io, "IHDR: missing or not 13 bytes long");
    return -1;
  }
  if ((uint32_t)crc32(0L, data + 12, 17) != cpng_be32(data + 29)) {
    cpng_set_error(&io, "IHDR: CRC error");
    return -1;
  }
  uint32_t w = cpng_be32(data + 16), h = cpng_be32(data + 20);
  if (w == 0 || h == 0 || w > 0x7fffffffu || h > 0x7fffffffu) {
    cpng_set_error(&io, "IHDR: invalid image width or height");
    return -1;
  }
  int depth = data[24], type = data[25];
  int low = depth == 1 || depth == 2 || depth == 4 || depth == 8;
  int legal = (type == 0 && (low || depth == 16)) || (type == 3 && low) ||
              ((type == 2 || type == 4 || type == 6) && (depth == 8 || depth == 16));
  if (!legal) {
    cpng_set_error(&io, "IHDR: invalid colour type and bit depth");
    return -1;
  }
  if (data[26] != 0 || data[27] != 0 || data[28] > 1) {
    cpng_set_error(&io, "IHDR: unknown compression, filter or interlace method");
    return -1;
  }
  if ((uint64_t)w * h > CPNG_MAX_PIXELS) {
    cpng_set_error(&io, "image too large (more than 16384 x 16384 pixels)");
    return -1;
  }
  *width = w;
  *height = h;
  return 0;
}

int cpng_validate(const uint8_t *data, size_t len, uint32_t *width,
                  uint32_t *height, char *err, size_t errlen) {
  cpng_io io;
  memset(&io, 0, sizeof io);
  io.data = data;
  io.len = len;
  io.err = err;
  io.errlen = errlen;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &io,
                                           cpng_error_fn, cpng_warning_fn);
  if (png == NULL) {
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  png_bytep volatile row = NULL;
  if (setjmp(png_jmpbuf(png))) {
    free(row);
    png_destroy_read_struct(&png, &info, NULL);
    return -1;
  }
  uint32_t w = 0, h = 0;
  cpng_read_start(png, info, &io, &w, &h);
  /* The same conversions as a decode, so exactly the same inputs fail. */
  int passes = cpng_set_rgba_transforms(png, info, w);
  row = (png_bytep)malloc((size_t)w * 4);
  if (row == NULL) png_error(png, "out of memory");
  /* What png_read_image does, into one row: each pass reads every row it holds. */
  for (int pass = 0; pass < passes; pass++) {
    for (uint32_t y = 0; y < h; y++) png_read_row(png, row, NULL);
  }
  png_read_end(png, NULL);
  free(row);
  row = NULL;
  png_destroy_read_struct(&png, &info, NULL);
  *width = w;
  *height = h;
  return 0;
}

void cpng_free(void *pointer) { free(pointer); }

const char *cpng_libpng_version(void) { return png_get_libpng_ver(NULL); }

/* ---------------------------------------------------------------------------
 * Smallest writer (the .small profile, for committed goldens).
 * ------------------------------------------------------------------------- */

/// How each row's filter is chosen in one candidate stream.
enum {
  CPNG_CHOOSE_NONE = 0,    /* every row unfiltered */
  CPNG_CHOOSE_PAETH = 1,   /* every row Paeth */
  CPNG_CHOOSE_MSAD = 2,    /* libpng's heuristic: least sum of |signed byte| */
  CPNG_CHOOSE_ENTROPY = 3, /* least Shannon entropy of the row's filtered bytes */
  CPNG_CHOOSE_COUNT = 4
};

static uint8_t cpng_paeth(uint8_t a, uint8_t b, uint8_t c) {
  int p = (int)a + b - c;
  int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/// Filters one row of `n` bytes with `type` (0-4) into `dst`; `prev` is the row above (NULL on
/// the first row, which filters against zeros).
static void cpng_filter_row(uint8_t *dst, const uint8_t *row, const uint8_t *prev, size_t n,
                            int type) {
  for (size_t i = 0; i < n; i++) {
    uint8_t a = i >= 4 ? row[i - 4] : 0;
    uint8_t b = prev != NULL ? prev[i] : 0;
    uint8_t c = (prev != NULL && i >= 4) ? prev[i - 4] : 0;
    uint8_t predictor = 0;
    switch (type) {
      case 1: predictor = a; break;
      case 2: predictor = b; break;
      case 3: predictor = (uint8_t)(((unsigned)a + b) >> 1); break;
      case 4: predictor = cpng_paeth(a, b, c); break;
      default: break;
    }
    dst[i] = (uint8_t)(row[i] - predictor);
  }
}

/// The cost of one filtered row under `choose` (lower is better).
static double cpng_row_cost(const uint8_t *bytes, size_t n, int choose) {
  if (choose == CPNG_CHOOSE_MSAD) {
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) sum += bytes[i] < 128 ? bytes[i] : 256 - bytes[i];
    return (double)sum;
  }
  uint32_t counts[256] = {0};
  for (size_t i = 0; i < n; i++) counts[bytes[i]]++;
  double bits = 0;
  for (int v = 0; v < 256; v++) {
    if (counts[v] == 0) continue;
    double p = (double)counts[v] / (double)n;
    /* log2 without libm's dependence on rounding mode: same bits on every machine of a kind. */
    bits -= (double)counts[v] * __builtin_log2(p);
  }
  return bits;
}

/// Writes the filtered image data stream (filter byte + row, every row) chosen by `choose`.
static void cpng_filtered_stream(const uint8_t *rgba, uint32_t width, uint32_t height,
                                 int choose, uint8_t *dst, uint8_t *trial) {
  size_t stride = (size_t)width * 4;
  for (uint32_t y = 0; y < height; y++) {
    const uint8_t *row = rgba + (size_t)y * stride;
    const uint8_t *prev = y > 0 ? row - stride : NULL;
    uint8_t *out = dst + (size_t)y * (stride + 1);
    int best = choose == CPNG_CHOOSE_PAETH ? 4 : 0;
    if (choose == CPNG_CHOOSE_MSAD || choose == CPNG_CHOOSE_ENTROPY) {
      double best_cost = 0;
      for (int type = 0; type < 5; type++) {
        cpng_filter_row(trial, row, prev, stride, type);
        double cost = cpng_row_cost(trial, stride, choose);
        if (type == 0 || cost < best_cost) {
          best_cost = cost;
          best = type;
        }
      }
    }
    out[0] = (uint8_t)best;
    cpng_filter_row(out + 1, row, prev, stride, best);
  }
}

/// Wraps a complete zlib stream in signature, IHDR, IDAT chunks and IEND.
static uint8_t *cpng_assemble(uint32_t width, uint32_t height, const uint8_t *zlib,
                              size_t zlib_size, size_t *out_len) {
  size_t idat_count = (zlib_size + CPNG_IDAT_MAX - 1) / CPNG_IDAT_MAX;
  size_t total = 8 + (12 + 13) + zlib_size + 12 * idat_count + 12;
  uint8_t *png = (uint8_t *)malloc(total);
  if (png == NULL) return NULL;
  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  uint8_t ihdr[13] = {(uint8_t)(width >> 24),  (uint8_t)(width >> 16),  (uint8_t)(width >> 8),
                      (uint8_t)width,          (uint8_t)(height >> 24), (uint8_t)(height >> 16),
                      (uint8_t)(height >> 8),  (uint8_t)height,          8, 6, 0, 0, 0};
  size_t pos = 0;
  memcpy(png, signature, 8);
  pos += 8;
  pos += cpng_put_chunk(png + pos, "IHDR", ihdr, 13);
  for (size_t read = 0; read < zlib_size;) {
    size_t len = zlib_size - read < CPNG_IDAT_MAX ? zlib_size - read : CPNG_IDAT_MAX;
    pos += cpng_put_chunk(png + pos, "IDAT", zlib + read, len);
    read += len;
  }
  pos += cpng_put_chunk(png + pos, "IEND", NULL, 0);
  *out_len = pos;
  return png;
}

/// One candidate: its filter choice, its filtered stream and the stream's size deflated at the
/// trial level.
typedef struct {
  const uint8_t *rgba;
  uint32_t width, height;
  int choose;
  int trial_level;
  uint8_t *filtered;
  size_t raw_size;
  size_t trial_size; /* 0: failed */
} cpng_candidate;

/// Deflates `raw` at libdeflate `level` into a new buffer; returns its size (0 on failure).
static size_t cpng_zlib(const uint8_t *raw, size_t raw_size, int level, uint8_t **out) {
  *out = NULL;
  struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
  if (compressor == NULL) return 0;
  size_t capacity = libdeflate_zlib_compress_bound(compressor, raw_size);
  size_t size = 0;
  *out = (uint8_t *)malloc(capacity);
  if (*out != NULL) size = libdeflate_zlib_compress(compressor, raw, raw_size, *out, capacity);
  libdeflate_free_compressor(compressor);
  if (size == 0) {
    free(*out);
    *out = NULL;
  }
  return size;
}


static void *cpng_try_candidate(void *argument) {
  cpng_candidate *candidate = (cpng_candidate *)argument;
  size_t stride = (size_t)candidate->width * 4;
  candidate->raw_size = (stride + 1) * candidate->height;
  candidate->filtered = (uint8_t *)malloc(candidate->raw_size);
  uint8_t *trial = (uint8_t *)malloc(stride);
  if (candidate->filtered != NULL && trial != NULL) {
    cpng_filtered_stream(candidate->rgba, candidate->width, candidate->height, candidate->choose,
                         candidate->filtered, trial);
    uint8_t *zlib = NULL;
    candidate->trial_size =
        cpng_zlib(candidate->filtered, candidate->raw_size, candidate->trial_level, &zlib);
    free(zlib);
  }
  free(trial);
  return NULL;
}

/// The four candidates ranked by their size at libdeflate `trial_level`, the winner deflated at
/// `final_level`.
static int cpng_encode_rgba_search(const uint8_t *rgba, uint32_t width, uint32_t height,
                                   int threads, int trial_level, int final_level, uint8_t **out,
                                   size_t *out_len, char *err, size_t errlen);

int cpng_encode_rgba_smallest(const uint8_t *rgba, uint32_t width, uint32_t height, int threads,
                              uint8_t **out, size_t *out_len, char *err, size_t errlen) {
  /* Ranked at libdeflate's default level, about 40 times faster than 12. */
  return cpng_encode_rgba_search(rgba, width, height, threads, 6, 12, out, out_len, err, errlen);
}

int cpng_encode_rgba_document(const uint8_t *rgba, uint32_t width, uint32_t height, int threads,
                              uint8_t **out, size_t *out_len, char *err, size_t errlen) {
  return cpng_encode_rgba_search(rgba, width, height, threads, 1, 6, out, out_len, err, errlen);
}

static int cpng_encode_rgba_search(const uint8_t *rgba, uint32_t width, uint32_t height,
                                   int threads, int trial_level, int final_level, uint8_t **out,
                                   size_t *out_len, char *err, size_t errlen) {
  cpng_io io;
  if (cpng_start_encode(&io, width, height, out, out_len, err, errlen) != 0) return -1;
  cpng_candidate candidates[CPNG_CHOOSE_COUNT];
  for (int i = 0; i < CPNG_CHOOSE_COUNT; i++) {
    candidates[i] = (cpng_candidate){rgba, width, height, i, trial_level, NULL, 0, 0};
  }
  /* Candidates are filtered and ranked on up to `threads` threads; the ranking never depends on
   * how many ran at once, so the bytes do not either. */
  pthread_t helpers[CPNG_CHOOSE_COUNT];
  int started[CPNG_CHOOSE_COUNT] = {0};
  if (threads < 1) threads = 1;
  for (int first = 0; first < CPNG_CHOOSE_COUNT; first += threads) {
    int last = first + threads < CPNG_CHOOSE_COUNT ? first + threads : CPNG_CHOOSE_COUNT;
    for (int i = first + 1; i < last; i++) {
      started[i] = pthread_create(&helpers[i], NULL, cpng_try_candidate, &candidates[i]) == 0;
      if (!started[i]) cpng_try_candidate(&candidates[i]);
    }
    cpng_try_candidate(&candidates[first]);
    for (int i = first + 1; i < last; i++) {
      if (started[i]) pthread_join(helpers[i], NULL);
    }
  }
  int best = -1;
  for (int i = 0; i < CPNG_CHOOSE_COUNT; i++) {
    if (candidates[i].trial_size == 0) continue;
    if (best < 0 || candidates[i].trial_size < candidates[best].trial_size) best = i;
  }
  /* Only the winner is deflated at the final level. */
  uint8_t *png = NULL;
  if (best >= 0) {
    uint8_t *zlib = NULL;
    size_t size =
        cpng_zlib(candidates[best].filtered, candidates[best].raw_size, final_level, &zlib);
    if (size > 0) png = cpng_assemble(width, height, zlib, size, out_len);
    free(zlib);
  }
  for (int i = 0; i < CPNG_CHOOSE_COUNT; i++) free(candidates[i].filtered);
  if (png == NULL) {
    *out_len = 0;
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  *out = png;
  return 0;
}
