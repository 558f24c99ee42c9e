#include "cpixelkernels.h"

#include <string.h>

// Two builds of each kernel on x86-64: baseline and AVX2 (8 lanes of 32-bit multiplies, which
// SSE2 can only emulate); the loader picks one by the CPU's features.
#if defined(__x86_64__) && defined(__clang__)
#define CPK_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define CPK_CLONES
#endif

CPK_CLONES
void cpk_box_pass(const uint8_t *restrict source, ptrdiff_t source_stride,
                  uint8_t *restrict destination, ptrdiff_t destination_stride, ptrdiff_t width,
                  ptrdiff_t height, ptrdiff_t top, ptrdiff_t bottom, uint32_t scale,
                  uint32_t *restrict sums) {
  const uint32_t half = UINT32_C(1) << 23;
  for (ptrdiff_t x = 0; x < width; x++) sums[x] = 0;
  ptrdiff_t first_rows = bottom < height - 1 ? bottom : height - 1;
  for (ptrdiff_t row = 0; row <= first_rows; row++) {
    const uint8_t *input = source + row * source_stride;
    for (ptrdiff_t x = 0; x < width; x++) sums[x] += input[x];
  }
  for (ptrdiff_t row = 0; row < height; row++) {
    uint8_t *output = destination + row * destination_stride;
    for (ptrdiff_t x = 0; x < width; x++) output[x] = (uint8_t)((sums[x] * scale + half) >> 24);
    ptrdiff_t incoming = row + bottom + 1;
    ptrdiff_t outgoing = row - top;
    if (incoming < height && outgoing >= 0) {
      const uint8_t *added = source + incoming * source_stride;
      const uint8_t *removed = source + outgoing * source_stride;
      for (ptrdiff_t x = 0; x < width; x++) sums[x] = sums[x] + added[x] - removed[x];
    } else if (incoming < height) {
      const uint8_t *added = source + incoming * source_stride;
      for (ptrdiff_t x = 0; x < width; x++) sums[x] += added[x];
    } else if (outgoing >= 0) {
      const uint8_t *removed = source + outgoing * source_stride;
      for (ptrdiff_t x = 0; x < width; x++) sums[x] -= removed[x];
    }
  }
}

CPK_CLONES
void cpk_split_channels(const uint8_t *restrict pixels, ptrdiff_t stride, ptrdiff_t width,
                        ptrdiff_t height, uint8_t *restrict planes) {
  ptrdiff_t count = width * height;
  uint8_t *restrict p0 = planes, *restrict p1 = planes + count;
  uint8_t *restrict p2 = planes + 2 * count, *restrict p3 = planes + 3 * count;
  for (ptrdiff_t y = 0; y < height; y++) {
    const uint8_t *row = pixels + y * stride;
    ptrdiff_t at = y * width;
    for (ptrdiff_t x = 0; x < width; x++) {
      p0[at + x] = row[4 * x];
      p1[at + x] = row[4 * x + 1];
      p2[at + x] = row[4 * x + 2];
      p3[at + x] = row[4 * x + 3];
    }
  }
}

// One row of the merge with the alpha byte's position a constant, so the loop vectorises.
static inline __attribute__((always_inline)) void cpk_merge_row(
    const uint8_t *restrict p0, const uint8_t *restrict p1, const uint8_t *restrict p2,
    const uint8_t *restrict p3, uint8_t *restrict row, ptrdiff_t width, int alpha) {
  for (ptrdiff_t x = 0; x < width; x++) {
    uint8_t c0 = p0[x], c1 = p1[x], c2 = p2[x], c3 = p3[x];
    uint8_t a = alpha == 3 ? c3 : c0;
    if (alpha == 3) {
      c0 = c0 < a ? c0 : a;
    } else {
      c3 = c3 < a ? c3 : a;
    }
    c1 = c1 < a ? c1 : a;
    c2 = c2 < a ? c2 : a;
    row[4 * x] = c0;
    row[4 * x + 1] = c1;
    row[4 * x + 2] = c2;
    row[4 * x + 3] = c3;
  }
}

CPK_CLONES
void cpk_merge_channels(const uint8_t *restrict planes, uint8_t *restrict pixels,
                        ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height, ptrdiff_t alpha) {
  ptrdiff_t count = width * height;
  for (ptrdiff_t y = 0; y < height; y++) {
    const uint8_t *p = planes + y * width;
    uint8_t *row = pixels + y * stride;
    if (alpha == 3) {
      cpk_merge_row(p, p + count, p + 2 * count, p + 3 * count, row, width, 3);
    } else {
      cpk_merge_row(p, p + count, p + 2 * count, p + 3 * count, row, width, 0);
    }
  }
}

// One pixel of the readback; `cpk_unpremultiply` and `cpk_unpremultiply_clearing` share it.
static inline __attribute__((always_inline)) void cpk_straight(uint32_t argb, uint8_t *destination) {
  uint32_t a = argb >> 24;
  // A transparent pixel divides by 1 and is then zeroed, so every lane runs the same code.
  float divisor = (float)(a | (a == 0));
  uint32_t half = a / 2;
  uint32_t r = (uint32_t)((float)(((argb >> 16) & 255) * 255 + half) / divisor);
  uint32_t g = (uint32_t)((float)(((argb >> 8) & 255) * 255 + half) / divisor);
  uint32_t b = (uint32_t)((float)((argb & 255) * 255 + half) / divisor);
  r = r < 255 ? r : 255;
  g = g < 255 ? g : 255;
  b = b < 255 ? b : 255;
  uint32_t alive = 0u - (a != 0);
  uint32_t rgba = ((r | g << 8 | b << 16) & alive) | a << 24;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  memcpy(destination, &rgba, 4);
#else
  destination[0] = (uint8_t)rgba;
  destination[1] = (uint8_t)(rgba >> 8);
  destination[2] = (uint8_t)(rgba >> 16);
  destination[3] = (uint8_t)(rgba >> 24);
#endif
}

// Eight pixels of the readback at a time: all opaque ones are only reordered (an opaque
// channel divides back to itself), all clear ones (zero words) become zero, and a mix goes
// through the division lane by lane. Each group of eight is read whole before any of it is
// written, so `destination` may be `source` itself (no `restrict` here: the in-place kernel).
static inline __attribute__((always_inline)) void cpk_readback(const uint32_t *source,
                                                              uint8_t *destination,
                                                              ptrdiff_t count) {
  ptrdiff_t x = 0;
  for (; x + 8 <= count; x += 8) {
    uint32_t pixels[8];
    memcpy(pixels, source + x, sizeof pixels);
    uint32_t all = ~UINT32_C(0), any = 0;
    for (int k = 0; k < 8; k++) all &= pixels[k], any |= pixels[k];
    uint8_t *out = destination + 4 * x;
    if (all >> 24 == 255) {
      for (int k = 0; k < 8; k++) {
        uint32_t argb = pixels[k];
        out[4 * k] = (uint8_t)(argb >> 16);
        out[4 * k + 1] = (uint8_t)(argb >> 8);
        out[4 * k + 2] = (uint8_t)argb;
        out[4 * k + 3] = 255;
      }
    } else if (any == 0) {
      memset(out, 0, 32);
    } else {
      for (int k = 0; k < 8; k++) cpk_straight(pixels[k], out + 4 * k);
    }
  }
  for (; x < count; x++) {
    uint32_t argb = source[x];
    cpk_straight(argb, destination + 4 * x);
  }
}

CPK_CLONES
void cpk_unpremultiply(const uint32_t *restrict source, uint8_t *restrict destination,
                       ptrdiff_t count) {
  cpk_readback(source, destination, count);
}

CPK_CLONES
void cpk_unpremultiply_in_place(uint32_t *pixels, ptrdiff_t count) {
  cpk_readback(pixels, (uint8_t *)pixels, count);
}

// The helpers below are always inlined into the kernels (and their AVX2 clones), so passing
// 32-byte vectors between them never meets a calling convention.
#pragma clang diagnostic ignored "-Wpsabi"

typedef uint8_t cpk_u8x8 __attribute__((vector_size(8)));
typedef uint8_t cpk_u8x16 __attribute__((vector_size(16)));
typedef uint16_t cpk_u16x8 __attribute__((vector_size(16)));
typedef uint32_t cpk_u32x4 __attribute__((vector_size(16)));
typedef uint32_t cpk_u32x8 __attribute__((vector_size(32)));

static inline __attribute__((always_inline)) cpk_u32x8 cpk_widen8(const uint8_t *p) {
  cpk_u8x8 bytes;
  memcpy(&bytes, p, 8);
  return __builtin_convertvector(bytes, cpk_u32x8);
}

static inline __attribute__((always_inline)) void cpk_narrow8(uint8_t *p, cpk_u32x8 sums, uint32_t scale) {
  cpk_u32x8 quotient = (sums * scale + (UINT32_C(1) << 23)) >> 24;
  cpk_u8x8 bytes = __builtin_convertvector(quotient, cpk_u8x8);
  memcpy(p, &bytes, 8);
}

// Eight rows of eight bytes (row k at `in + k * in_stride`) written transposed: output row j
// (at `out + j * out_stride`) holds byte j of every input row. Three rounds of interleaving.
static inline __attribute__((always_inline)) void cpk_transpose8(const uint8_t *in, ptrdiff_t in_stride, uint8_t *out,
                                  ptrdiff_t out_stride) {
  cpk_u8x8 r[8];
  for (int k = 0; k < 8; k++) memcpy(&r[k], in + k * in_stride, 8);
  cpk_u8x16 t[4];
  for (int k = 0; k < 4; k++)
    t[k] = __builtin_shufflevector(r[2 * k], r[2 * k + 1], 0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13,
                                   6, 14, 7, 15);
  cpk_u16x8 u[4];
  for (int k = 0; k < 2; k++) {
    cpk_u16x8 a = (cpk_u16x8)t[2 * k], b = (cpk_u16x8)t[2 * k + 1];
    u[2 * k] = __builtin_shufflevector(a, b, 0, 8, 1, 9, 2, 10, 3, 11);
    u[2 * k + 1] = __builtin_shufflevector(a, b, 4, 12, 5, 13, 6, 14, 7, 15);
  }
  cpk_u32x4 v[4];
  for (int half = 0; half < 2; half++) {
    cpk_u32x4 a = (cpk_u32x4)u[half], b = (cpk_u32x4)u[2 + half];
    v[2 * half] = __builtin_shufflevector(a, b, 0, 4, 1, 5);
    v[2 * half + 1] = __builtin_shufflevector(a, b, 2, 6, 3, 7);
  }
  for (int k = 0; k < 4; k++) {
    memcpy(out + (2 * k) * out_stride, &v[k], 8);
    memcpy(out + (2 * k + 1) * out_stride, (const uint8_t *)&v[k] + 8, 8);
  }
}

// One box pass over a transposed tile, for x in `from` ..< `to`: `in` and `out` hold a column of
// eight bytes per x (x from -pad to width + pad, zero outside 0 ..< width); eight running sums
// move along x together. Reads `in` only within `from - before` ..< `to + after`.
static inline __attribute__((always_inline)) void cpk_tile_pass(
    const uint8_t *in, uint8_t *out, ptrdiff_t from, ptrdiff_t to, ptrdiff_t before,
    ptrdiff_t after, uint32_t scale) {
  cpk_u32x8 sums = {0};
  for (ptrdiff_t x = from - before; x <= from + after; x++) sums += cpk_widen8(in + 8 * x);
  for (ptrdiff_t x = from; x < to; x++) {
    cpk_narrow8(out + 8 * x, sums, scale);
    if (x + 1 < to) {
      sums += cpk_widen8(in + 8 * (x + after + 1));
      sums -= cpk_widen8(in + 8 * (x - before));
    }
  }
}

static inline __attribute__((always_inline)) ptrdiff_t cpk_clamp(ptrdiff_t v, ptrdiff_t lo,
                                                                 ptrdiff_t hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

// The first byte of `row` (`count` bytes) that is not `value`, or `count`.
static inline __attribute__((always_inline)) ptrdiff_t cpk_skip(const uint8_t *row,
                                                                ptrdiff_t count, uint8_t value) {
  uint64_t word = value * UINT64_C(0x0101010101010101);
  ptrdiff_t x = 0;
  for (; x + 8 <= count; x += 8) {
    uint64_t bytes;
    memcpy(&bytes, row + x, 8);
    if (bytes != word) break;
  }
  while (x < count && row[x] == value) x++;
  return x;
}

// The last byte of `row` (`count` bytes) that is not zero, or -1.
static inline __attribute__((always_inline)) ptrdiff_t cpk_last_nonzero(const uint8_t *row,
                                                                       ptrdiff_t count) {
  ptrdiff_t x = count;
  for (; x >= 8; x -= 8) {
    uint64_t bytes;
    memcpy(&bytes, row + x - 8, 8);
    if (bytes) break;
  }
  while (x > 0 && row[x - 1] == 0) x--;
  return x - 1;
}

// Where a tile's blurred columns can differ from its input: a pixel whose whole window (the
// three passes' reaches together) holds one value keeps it, since `(v * size * scale + 2^23)
// >> 24 == v` for every byte v and box (`scale` is 2^24 / size rounded, off by at most one half,
// and 255 * size / 2 < 2^23). So the columns left of the tile's first non-zero pixel, right of
// its last and inside a run of 255 shared by every row are skipped, each by its reach. Writes
// up to two ranges [from, to) into `ranges` (multiples of 8, clipped to the width); returns how
// many.
static ptrdiff_t cpk_tile_ranges(const uint8_t *rows, ptrdiff_t stride, ptrdiff_t count,
                                 ptrdiff_t width, ptrdiff_t reach_before, ptrdiff_t reach_after,
                                 ptrdiff_t ranges[2][2]) {
  ptrdiff_t first = width, last = -1, inner_first = 0, inner_last = width - 1;
  for (ptrdiff_t k = 0; k < count; k++) {
    const uint8_t *row = rows + k * stride;
    ptrdiff_t f = cpk_skip(row, width, 0);
    if (f == width) {
      inner_first = width;  // an empty row: no run of 255 shared by every row
      continue;
    }
    ptrdiff_t l = cpk_last_nonzero(row, width);
    first = f < first ? f : first;
    last = l > last ? l : last;
    ptrdiff_t a = f;
    while (a <= l && row[a] != 255) a++;
    ptrdiff_t b = a <= l ? a + cpk_skip(row + a, l + 1 - a, 255) - 1 : -1;
    if (a > l) {
      inner_first = width;
    } else {
      inner_first = a > inner_first ? a : inner_first;
      inner_last = b < inner_last ? b : inner_last;
    }
  }
  if (last < 0) return 0;
  ptrdiff_t from = (first - reach_after) / 8 * 8;
  ptrdiff_t to = last + reach_before + 1;
  // Outputs x with inner_first <= x - reach_before and x + reach_after <= inner_last are 255.
  ptrdiff_t gap_from = inner_first + reach_before, gap_to = inner_last - reach_after + 1;
  gap_from = (gap_from + 7) / 8 * 8;
  gap_to = gap_to / 8 * 8;
  from = cpk_clamp(from, 0, width);
  to = cpk_clamp((to + 7) / 8 * 8, 0, width);
  if (inner_first < width && gap_from < gap_to && gap_from > from && gap_to < to) {
    ranges[0][0] = from, ranges[0][1] = gap_from;
    ranges[1][0] = gap_to, ranges[1][1] = to;
    return 2;
  }
  ranges[0][0] = from, ranges[0][1] = to;
  return 1;
}

static inline __attribute__((always_inline)) void cpk_tile_in(const uint8_t *rows,
                                                             ptrdiff_t stride, ptrdiff_t count,
                                                             uint8_t *tile, ptrdiff_t from,
                                                             ptrdiff_t to) {
  ptrdiff_t x = from;
  if (count == 8)
    for (; x + 8 <= to; x += 8) cpk_transpose8(rows + x, stride, tile + 8 * x, 8);
  for (; x < to; x++)
    for (ptrdiff_t k = 0; k < 8; k++) tile[8 * x + k] = k < count ? rows[k * stride + x] : 0;
}

static inline __attribute__((always_inline)) void cpk_tile_out(const uint8_t *tile, uint8_t *rows,
                                                              ptrdiff_t stride, ptrdiff_t count,
                                                              ptrdiff_t from, ptrdiff_t to) {
  ptrdiff_t x = from;
  if (count == 8)
    for (; x + 8 <= to; x += 8) cpk_transpose8(tile + 8 * x, 8, rows + x, stride);
  for (; x < to; x++)
    for (ptrdiff_t k = 0; k < count; k++) rows[k * stride + x] = tile[8 * x + k];
}

CPK_CLONES
void cpk_blur_rows(uint8_t *restrict mask, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height,
                   const ptrdiff_t before[3], const ptrdiff_t after[3], const uint32_t scales[3],
                   ptrdiff_t pad, uint8_t *restrict scratch) {
  // Three padded tiles: the input (kept while both ranges are computed) and two for the passes.
  ptrdiff_t span = 8 * (width + 2 * pad);
  uint8_t *tiles[3];
  for (int t = 0; t < 3; t++) {
    uint8_t *tile = scratch + t * span;
    // The padding must read as zero; the columns in between are written before they are read.
    memset(tile, 0, 8 * (size_t)pad);
    memset(tile + span - 8 * pad, 0, 8 * (size_t)pad);
    tiles[t] = tile + 8 * pad;
  }
  uint8_t *a = tiles[0], *b = tiles[1], *c = tiles[2];
  ptrdiff_t reach_before = before[0] + before[1] + before[2];
  ptrdiff_t reach_after = after[0] + after[1] + after[2];
  for (ptrdiff_t y = 0; y < height; y += 8) {
    uint8_t *rows = mask + y * stride;
    ptrdiff_t count = height - y < 8 ? height - y : 8;
    ptrdiff_t ranges[2][2];
    ptrdiff_t n = cpk_tile_ranges(rows, stride, count, width, reach_before, reach_after, ranges);
    if (n == 0) continue;
    // What each pass must compute for the last one to compute a range.
    ptrdiff_t passes[2][2][2];
    for (ptrdiff_t r = 0; r < n; r++) {
      ptrdiff_t from = ranges[r][0], to = ranges[r][1];
      passes[r][1][0] = cpk_clamp(from - before[2], 0, width);
      passes[r][1][1] = cpk_clamp(to + after[2], 0, width);
      passes[r][0][0] = cpk_clamp(passes[r][1][0] - before[1], 0, width);
      passes[r][0][1] = cpk_clamp(passes[r][1][1] + after[1], 0, width);
    }
    cpk_tile_in(rows, stride, count, a, cpk_clamp(passes[0][0][0] - before[0], 0, width),
                cpk_clamp(passes[n - 1][0][1] + after[0], 0, width));
    for (ptrdiff_t r = 0; r < n; r++) {
      cpk_tile_pass(a, b, passes[r][0][0], passes[r][0][1], before[0], after[0], scales[0]);
      cpk_tile_pass(b, c, passes[r][1][0], passes[r][1][1], before[1], after[1], scales[1]);
      cpk_tile_pass(c, b, ranges[r][0], ranges[r][1], before[2], after[2], scales[2]);
      cpk_tile_out(b, rows, stride, count, ranges[r][0], ranges[r][1]);
    }
  }
}

enum { CPK_STRIP = 32 };

// One box pass down a strip of `columns` (at most CPK_STRIP) columns, for rows `from` ..< `to`
// (rows outside the mask zero). Reads `in` only within rows `from - before` ..< `to + after`.
static inline __attribute__((always_inline)) void cpk_strip_pass(
    const uint8_t *in, ptrdiff_t in_stride, uint8_t *out, ptrdiff_t out_stride, ptrdiff_t columns,
    ptrdiff_t height, ptrdiff_t from, ptrdiff_t to, ptrdiff_t before, ptrdiff_t after,
    uint32_t scale) {
  const uint32_t half = UINT32_C(1) << 23;
  ptrdiff_t first = from - before < 0 ? 0 : from - before;
  ptrdiff_t last = from + after < height - 1 ? from + after : height - 1;
  if (columns == CPK_STRIP) {
    cpk_u32x8 sums[4] = {{0}, {0}, {0}, {0}};
    for (ptrdiff_t row = first; row <= last; row++)
      for (int k = 0; k < 4; k++) sums[k] += cpk_widen8(in + row * in_stride + 8 * k);
    for (ptrdiff_t row = from; row < to; row++) {
      for (int k = 0; k < 4; k++) cpk_narrow8(out + row * out_stride + 8 * k, sums[k], scale);
      if (row + 1 == to) break;
      ptrdiff_t incoming = row + after + 1, outgoing = row - before;
      if (incoming < height)
        for (int k = 0; k < 4; k++) sums[k] += cpk_widen8(in + incoming * in_stride + 8 * k);
      if (outgoing >= 0)
        for (int k = 0; k < 4; k++) sums[k] -= cpk_widen8(in + outgoing * in_stride + 8 * k);
    }
    return;
  }
  uint32_t sums[CPK_STRIP] = {0};
  for (ptrdiff_t row = first; row <= last; row++)
    for (ptrdiff_t x = 0; x < columns; x++) sums[x] += in[row * in_stride + x];
  for (ptrdiff_t row = from; row < to; row++) {
    for (ptrdiff_t x = 0; x < columns; x++)
      out[row * out_stride + x] = (uint8_t)((sums[x] * scale + half) >> 24);
    if (row + 1 == to) break;
    ptrdiff_t incoming = row + after + 1, outgoing = row - before;
    if (incoming < height)
      for (ptrdiff_t x = 0; x < columns; x++) sums[x] += in[incoming * in_stride + x];
    if (outgoing >= 0)
      for (ptrdiff_t x = 0; x < columns; x++) sums[x] -= in[outgoing * in_stride + x];
  }
}

CPK_CLONES
void cpk_blur_columns(uint8_t *restrict mask, ptrdiff_t stride, ptrdiff_t width,
                      ptrdiff_t height, const ptrdiff_t before[3], const ptrdiff_t after[3],
                      const uint32_t scales[3], uint8_t *restrict scratch) {
  // Rows whose whole window (the passes' reaches together) lies in one run of identical rows
  // keep their bytes (see cpk_tile_ranges): the longest run's middle is skipped.
  ptrdiff_t reach_before = before[0] + before[1] + before[2];
  ptrdiff_t reach_after = after[0] + after[1] + after[2];
  ptrdiff_t run_first = 0, best_first = 0, best_last = -1;
  for (ptrdiff_t row = 1; row <= height; row++) {
    if (row == height || memcmp(mask + row * stride, mask + (row - 1) * stride, width) != 0) {
      if (row - 1 - run_first > best_last - best_first) best_first = run_first, best_last = row - 1;
      run_first = row;
    }
  }
  // Final rows 0 ..< top and bottom ..< height are computed; the rows between keep their bytes.
  ptrdiff_t top = best_first + reach_before, bottom = best_last - reach_after + 1;
  if (top >= bottom) top = height, bottom = height;
  ptrdiff_t ranges[2][3][2];  // per range, the rows each pass computes
  ptrdiff_t limits[2][2] = {{0, top}, {bottom, height}};
  for (int r = 0; r < 2; r++) {
    ptrdiff_t from = limits[r][0], to = limits[r][1];
    ranges[r][2][0] = from, ranges[r][2][1] = to;
    for (int p = 1; p >= 0; p--) {
      from = cpk_clamp(from - before[p + 1], 0, height);
      to = cpk_clamp(to + after[p + 1], 0, height);
      ranges[r][p][0] = from, ranges[r][p][1] = to;
    }
  }
  uint8_t *a = scratch, *b = scratch + CPK_STRIP * height;
  for (ptrdiff_t x = 0; x < width; x += CPK_STRIP) {
    ptrdiff_t columns = width - x < CPK_STRIP ? width - x : CPK_STRIP;
    // Pass by pass over both ranges, so no range's last pass writes rows of the mask that the
    // other's first pass still reads (where the ranges overlap, they compute the same bytes).
    for (int p = 0; p < 3; p++) {
      const uint8_t *in = p == 0 ? mask + x : (p == 1 ? a : b);
      uint8_t *out = p == 0 ? a : (p == 1 ? b : mask + x);
      ptrdiff_t in_stride = p == 0 ? stride : CPK_STRIP, out_stride = p == 2 ? stride : CPK_STRIP;
      for (int r = 0; r < 2; r++) {
        if (limits[r][0] >= limits[r][1]) continue;
        cpk_strip_pass(in, in_stride, out, out_stride, columns, height, ranges[r][p][0],
                       ranges[r][p][1], before[p], after[p], scales[p]);
      }
    }
  }
}
