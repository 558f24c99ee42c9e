#include "cpng_unfilter.h"

#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/// The plain loops: every byte width, one byte at a time.
static int cpng_unfilter_plain(uint8_t *dst, const uint8_t *src, const uint8_t *prev, size_t n,
                               size_t bpp, int filter) {
  size_t first = bpp < n ? bpp : n;
  switch (filter) {
  case 0: memmove(dst, src, n); return 0;
  case 1:
    memmove(dst, src, first);
    for (size_t i = bpp; i < n; i++) dst[i] = (uint8_t)(src[i] + dst[i - bpp]);
    return 0;
  case 2:
    for (size_t i = 0; i < n; i++) dst[i] = (uint8_t)(src[i] + prev[i]);
    return 0;
  case 3:
    for (size_t i = 0; i < first; i++) dst[i] = (uint8_t)(src[i] + (prev[i] >> 1));
    for (size_t i = bpp; i < n; i++) dst[i] = (uint8_t)(src[i] + ((dst[i - bpp] + prev[i]) >> 1));
    return 0;
  case 4:
    for (size_t i = 0; i < first; i++) dst[i] = (uint8_t)(src[i] + prev[i]);
    for (size_t i = bpp; i < n; i++) {
      int a = dst[i - bpp], b = prev[i], c = prev[i - bpp];
      int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
      int pred = (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
      dst[i] = (uint8_t)(src[i] + pred);
    }
    return 0;
  default: return 1;
  }
}

#if defined(__SSE2__)
/* SSE2 unfiltering after the design of libpng's contrib intel/filter_sse2_intrinsics.c (Mike
 * Klein and Matt Sarett, Google): Sub, Average and Paeth depend on the pixel to the left, so a
 * whole pixel (3, 4, 6 or 8 bytes) is one vector and the row is walked a pixel at a time, each
 * byte of the pixel in its own lane; Up has no such chain and goes 16 bytes at a time. Written
 * anew here; `bpp` is a constant in each caller, so the loads and stores below become single
 * moves. */

/// Loads one pixel of `bpp` bytes into the low bytes of a vector (the rest zero).
static inline __attribute__((always_inline)) __m128i cpng_load(const uint8_t *p, size_t bpp) {
  /* Whole-register loads put together with shifts: bytes copied into a zeroed stack slot and read
   * back as one wider load stall store forwarding (at 3 bytes a pixel that made SSE2 slower than
   * the plain loop). */
  if (bpp == 4 || bpp == 8) {
    uint64_t v = 0;
    if (bpp == 4) {
      uint32_t w;
      memcpy(&w, p, 4);
      v = w;
    } else {
      memcpy(&v, p, 8);
    }
    return _mm_cvtsi64_si128((long long)v);
  }
  uint16_t tail;
  memcpy(&tail, p + bpp - 2, 2);
  uint32_t head;
  if (bpp == 3) {
    head = p[0];
    return _mm_cvtsi32_si128((int)(head | (uint32_t)tail << 8));
  }
  memcpy(&head, p, 4); /* bpp 6 */
  return _mm_cvtsi64_si128((long long)((uint64_t)head | (uint64_t)tail << 32));
}

/// Stores the low `bpp` bytes of `v`.
static inline __attribute__((always_inline)) void cpng_store(uint8_t *p, __m128i v, size_t bpp) {
  if (bpp <= 4) {
    int32_t w = _mm_cvtsi128_si32(v);
    memcpy(p, &w, bpp);
  } else {
    long long w = _mm_cvtsi128_si64(v);
    memcpy(p, &w, bpp);
  }
}

static inline __attribute__((always_inline)) void cpng_sub_sse2(uint8_t *dst, const uint8_t *src,
                                                                size_t n, size_t bpp) {
  __m128i a = _mm_setzero_si128();
  for (size_t i = 0; i + bpp <= n; i += bpp) {
    a = _mm_add_epi8(a, cpng_load(src + i, bpp));
    cpng_store(dst + i, a, bpp);
  }
}

static inline __attribute__((always_inline)) void cpng_avg_sse2(uint8_t *dst, const uint8_t *src,
                                                                const uint8_t *prev, size_t n,
                                                                size_t bpp) {
  const __m128i one = _mm_set1_epi8(1);
  __m128i a = _mm_setzero_si128();
  for (size_t i = 0; i + bpp <= n; i += bpp) {
    __m128i b = cpng_load(prev + i, bpp);
    /* (a + b) >> 1 without overflow: pavgb rounds up, so take back the odd bit. */
    __m128i avg = _mm_sub_epi8(_mm_avg_epu8(a, b), _mm_and_si128(_mm_xor_si128(a, b), one));
    a = _mm_add_epi8(cpng_load(src + i, bpp), avg);
    cpng_store(dst + i, a, bpp);
  }
}

/// |x| for signed 16-bit lanes (SSE2 has no pabsw).
static inline __m128i cpng_abs16(__m128i x) {
  return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x));
}

/// `mask ? yes : no`, lane by lane.
static inline __m128i cpng_select(__m128i mask, __m128i yes, __m128i no) {
  return _mm_or_si128(_mm_and_si128(mask, yes), _mm_andnot_si128(mask, no));
}

static inline __attribute__((always_inline)) void cpng_paeth_sse2(uint8_t *dst, const uint8_t *src,
                                                                  const uint8_t *prev, size_t n,
                                                                  size_t bpp) {
  const __m128i zero = _mm_setzero_si128();
  /* a (left), b (above) and c (above left) widened to 16 bits, where a + b - 2c fits. */
  __m128i a = zero, c = zero;
  for (size_t i = 0; i + bpp <= n; i += bpp) {
    __m128i b = _mm_unpacklo_epi8(cpng_load(prev + i, bpp), zero);
    __m128i to_a = _mm_sub_epi16(b, c); /* p - a */
    __m128i to_b = _mm_sub_epi16(a, c); /* p - b */
    __m128i pa = cpng_abs16(to_a), pb = cpng_abs16(to_b);
    __m128i pc = cpng_abs16(_mm_add_epi16(to_a, to_b)); /* p - c */
    __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
    /* Ties go to a, then b, then c. */
    __m128i nearest = cpng_select(_mm_cmpeq_epi16(smallest, pa), a,
                                  cpng_select(_mm_cmpeq_epi16(smallest, pb), b, c));
    __m128i x = _mm_add_epi8(cpng_load(src + i, bpp), _mm_packus_epi16(nearest, nearest));
    cpng_store(dst + i, x, bpp);
    a = _mm_unpacklo_epi8(x, zero);
    c = b;
  }
}

static void cpng_up_sse2(uint8_t *dst, const uint8_t *src, const uint8_t *prev, size_t n) {
  size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    __m128i x = _mm_loadu_si128((const __m128i *)(src + i));
    __m128i b = _mm_loadu_si128((const __m128i *)(prev + i));
    _mm_storeu_si128((__m128i *)(dst + i), _mm_add_epi8(x, b));
  }
  for (; i < n; i++) dst[i] = (uint8_t)(src[i] + prev[i]);
}

/// One filter at one constant pixel width; 1 when this width is not done with SSE2.
#define CPNG_SSE2_WIDTH(BPP)                                                                   \
  case BPP:                                                                                    \
    if (filter == 1) cpng_sub_sse2(dst, src, n, BPP);                                          \
    else if (filter == 3) cpng_avg_sse2(dst, src, prev, n, BPP);                               \
    else cpng_paeth_sse2(dst, src, prev, n, BPP);                                              \
    return 0;

static int cpng_unfilter_sse2(uint8_t *dst, const uint8_t *src, const uint8_t *prev, size_t n,
                              size_t bpp, int filter) {
  if (filter == 2) {
    cpng_up_sse2(dst, src, prev, n);
    return 0;
  }
  /* Rows of whole pixels only (always so at 3 bytes and up). */
  if (filter < 1 || filter > 4 || filter == 2 || n % bpp != 0) return 1;
  switch (bpp) {
    CPNG_SSE2_WIDTH(3)
    CPNG_SSE2_WIDTH(4)
    CPNG_SSE2_WIDTH(6)
    CPNG_SSE2_WIDTH(8)
  default: return 1;
  }
}
#endif

int cpng_unfilter_row(uint8_t *dst, const uint8_t *src, const uint8_t *prev, size_t n,
                      size_t bpp, int filter, int simd) {
#if defined(__SSE2__)
  /* At 1 and 2 bytes a pixel the chain from pixel to pixel leaves SIMD nothing to gain, and the
   * plain loops are as fast; None is a copy. */
  if (simd && filter != 0 && cpng_unfilter_sse2(dst, src, prev, n, bpp, filter) == 0) return 0;
#else
  (void)simd;
#endif
  return cpng_unfilter_plain(dst, src, prev, n, bpp, filter);
}
