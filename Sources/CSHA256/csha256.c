#include "csha256.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define CSHA256_X86 1
#include <immintrin.h>
#endif

static const uint32_t k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t rotr(uint32_t x, unsigned n) { return x >> n | x << (32 - n); }

static inline uint32_t load_be32(const uint8_t *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

// The portable compression: a 16-word rolling schedule, rounds in registers.
static void compress_portable(uint32_t state[8], const uint8_t *data, size_t blocks) {
  for (; blocks > 0; blocks--, data += 64) {
    uint32_t w[16];
    for (int i = 0; i < 16; i++) w[i] = load_be32(data + 4 * i);
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
    for (int i = 0; i < 64; i++) {
      uint32_t word;
      if (i < 16) {
        word = w[i];
      } else {
        uint32_t w15 = w[(i - 15) & 15], w2 = w[(i - 2) & 15];
        uint32_t s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >> 3);
        uint32_t s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >> 10);
        word = w[i & 15] = w[i & 15] + s0 + w[(i - 7) & 15] + s1;
      }
      uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + k[i] + word;
      uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
      h = g;
      g = f;
      f = e;
      e = d + t1;
      d = c;
      c = b;
      b = a;
      a = t1 + t2;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
  }
}

#ifdef CSHA256_X86
// The SHA-NI compression: four rounds per group, the schedule in four vectors (ring m[0..3]).
__attribute__((target("sha,sse4.1,ssse3"))) static void compress_sha_ni(uint32_t state[8],
                                                                        const uint8_t *data,
                                                                        size_t blocks) {
  const __m128i mask = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  __m128i tmp = _mm_loadu_si128((const __m128i *)&state[0]);
  __m128i state1 = _mm_loadu_si128((const __m128i *)&state[4]);
  tmp = _mm_shuffle_epi32(tmp, 0xB1);           // CDAB
  state1 = _mm_shuffle_epi32(state1, 0x1B);     // EFGH
  __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);  // ABEF
  state1 = _mm_blend_epi16(state1, tmp, 0xF0);  // CDGH
  for (; blocks > 0; blocks--, data += 64) {
    __m128i abef = state0, cdgh = state1;
    __m128i m[4];
    for (int g = 0; g < 16; g++) {
      if (g < 4) {
        m[g] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * g)), mask);
      } else {
        __m128i x0 = m[g & 3], x1 = m[(g + 1) & 3], x2 = m[(g + 2) & 3], x3 = m[(g + 3) & 3];
        __m128i sum = _mm_add_epi32(_mm_sha256msg1_epu32(x0, x1), _mm_alignr_epi8(x3, x2, 4));
        m[g & 3] = _mm_sha256msg2_epu32(sum, x3);
      }
      __m128i wk = _mm_add_epi32(m[g & 3], _mm_loadu_si128((const __m128i *)&k[4 * g]));
      state1 = _mm_sha256rnds2_epu32(state1, state0, wk);
      state0 = _mm_sha256rnds2_epu32(state0, state1, _mm_shuffle_epi32(wk, 0x0E));
    }
    state0 = _mm_add_epi32(state0, abef);
    state1 = _mm_add_epi32(state1, cdgh);
  }
  tmp = _mm_shuffle_epi32(state0, 0x1B);        // FEBA
  state1 = _mm_shuffle_epi32(state1, 0xB1);     // DCHG
  state0 = _mm_blend_epi16(tmp, state1, 0xF0);  // DCBA
  state1 = _mm_alignr_epi8(state1, tmp, 8);     // HGFE
  _mm_storeu_si128((__m128i *)&state[0], state0);
  _mm_storeu_si128((__m128i *)&state[4], state1);
}
#endif

int csha256_has_sha_ni(void) {
#ifdef CSHA256_X86
  static int known = -1;
  if (known < 0) {
    __builtin_cpu_init();
    known = __builtin_cpu_supports("sha") && __builtin_cpu_supports("sse4.1") &&
            __builtin_cpu_supports("ssse3");
  }
  return known;
#else
  return 0;
#endif
}

void csha256_digest(const uint8_t *data, size_t length, uint8_t digest[32], int allow_sha_ni) {
  uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                       0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
  void (*compress)(uint32_t *, const uint8_t *, size_t) = compress_portable;
#ifdef CSHA256_X86
  if (allow_sha_ni && csha256_has_sha_ni()) compress = compress_sha_ni;
#else
  (void)allow_sha_ni;
#endif
  size_t whole = length / 64;
  if (whole > 0) compress(state, data, whole);
  size_t rest = length - whole * 64;
  uint8_t tail[128] = {0};
  if (rest > 0) memcpy(tail, data + whole * 64, rest);
  tail[rest] = 0x80;
  size_t tail_length = rest < 56 ? 64 : 128;
  uint64_t bits = (uint64_t)length * 8;
  for (int i = 0; i < 8; i++) tail[tail_length - 1 - i] = (uint8_t)(bits >> (8 * i));
  compress(state, tail, tail_length / 64);
  for (int i = 0; i < 8; i++) {
    digest[4 * i] = (uint8_t)(state[i] >> 24);
    digest[4 * i + 1] = (uint8_t)(state[i] >> 16);
    digest[4 * i + 2] = (uint8_t)(state[i] >> 8);
    digest[4 * i + 3] = (uint8_t)state[i];
  }
}
