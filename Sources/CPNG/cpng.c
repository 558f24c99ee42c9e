#include "cpng.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// Largest image accepted, in pixels (16384 x 16384, 1 GiB of RGBA8). A hostile
/// header must not make the caller allocate an arbitrary amount of memory.
#define CPNG_MAX_PIXELS ((uint64_t)1 << 28)

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

int cpng_decode_rgba_into(const uint8_t *data, size_t len, uint32_t width,
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
  (void)png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) {
    png_error(png, "unsupported pixel layout after conversion");
  }

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

int cpng_decode_rgba(const uint8_t *data, size_t len, uint32_t *width,
                     uint32_t *height, uint8_t **out, char *err, size_t errlen) {
  *out = NULL;
  if (cpng_read_header(data, len, width, height, err, errlen) != 0) return -1;
  size_t n = (size_t)*width * *height * 4;
  uint8_t *pixels = (uint8_t *)malloc(n != 0 ? n : 1);
  if (pixels == NULL) {
    cpng_io io;
    memset(&io, 0, sizeof io);
    io.err = err;
    io.errlen = errlen;
    cpng_set_error(&io, "out of memory");
    return -1;
  }
  if (cpng_decode_rgba_into(data, len, *width, *height, pixels, err, errlen) != 0) {
    free(pixels);
    return -1;
  }
  *out = pixels;
  return 0;
}

void cpng_free(void *pointer) { free(pointer); }
