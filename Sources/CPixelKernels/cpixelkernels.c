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
void cpk_unpremultiply(const uint32_t *restrict source, uint8_t *restrict destination,
                       ptrdiff_t count) {
  for (ptrdiff_t x = 0; x < count; x++) {
    uint32_t argb = source[x];
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
    memcpy(destination + 4 * x, &rgba, 4);
#else
    destination[4 * x] = (uint8_t)rgba;
    destination[4 * x + 1] = (uint8_t)(rgba >> 8);
    destination[4 * x + 2] = (uint8_t)(rgba >> 16);
    destination[4 * x + 3] = (uint8_t)(rgba >> 24);
#endif
  }
}
