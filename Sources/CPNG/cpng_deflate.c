/*
 * A deflate compressor made for rendered UI images (the `.fast` PNG profile).
 *
 * Rendered cards are mostly flat fills, straight edges and repeated glyphs. In an unfiltered
 * RGBA row stream nearly every repeat is the pixel to the left (4 bytes back) or the pixel above
 * (one row back), so a greedy parse that tries those two distances first, and one 4-byte hash
 * probe for the rest (a repeated glyph, an earlier identical row), finds what zlib level 1 finds
 * at a fraction of its cost: no hash chains, no hash insertion inside matches. Each block gets its
 * own Huffman codes (RFC 1951 dynamic blocks, or stored blocks where those would be smaller).
 *
 * The output is a raw deflate stream for one segment of the PNG image data stream; segments are
 * compressed independently and joined (see cpng_encode_rgba_unfiltered), so a non-final segment
 * ends with an empty stored block, as zlib's Z_SYNC_FLUSH does.
 */
#include "cpng_deflate.h"
#include "cpng.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// Largest distance deflate allows, and so the history kept from one chunk to the next.
#define FD_WINDOW 32768
/// Filtered bytes parsed at a time, each chunk its own block (or more, when it has more than
/// FD_SYMBOLS symbols). The stage (history and chunk), hash table and symbols are each under
/// glibc's 128 KiB mmap threshold, so they come from its heap, not from fresh mappings a cold
/// process faults in page by page; and per-chunk Huffman codes came out slightly smaller than
/// 256 KiB ones on the goldens.
#define FD_CHUNK ((size_t)64 << 10)
/// Symbols held for one block.
#define FD_SYMBOLS ((size_t)1 << 14)
#define FD_HASH_BITS 13
#define FD_MIN_MATCH 4
#define FD_MAX_MATCH 258

static const uint16_t fd_length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10,  11,  13,
                                            15, 17, 19, 23, 27, 31, 35, 43,  51,  59,
                                            67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t fd_length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                            2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t fd_distance_base[30] = {
    1,   2,   3,   4,   5,   7,    9,    13,   17,   25,   33,   49,   65,    97,    129,
    193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
/// The order code-length code lengths are written in (RFC 1951 3.2.7).
static const uint8_t fd_cl_order[19] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                        11, 4,  12, 3, 13, 2, 14, 1, 15};

/// The distance code of distance `d` (1...32768).
static inline unsigned fd_distance_code(unsigned d) {
  unsigned v = d - 1;
  if (v < 4) return v;
  unsigned top = 31u - (unsigned)__builtin_clz(v);
  return 2 * top + ((v >> (top - 1)) & 1);
}

/// The number of extra bits of distance code `c`.
static inline unsigned fd_distance_extra(unsigned c) { return c < 4 ? 0 : c / 2 - 1; }

/// Bit writer over a buffer with room reserved ahead (fd_reserve).
typedef struct {
  uint8_t *out;
  size_t size;
  size_t capacity;
  uint64_t bits;
  unsigned count;
} fd_writer;

/// Makes room for `bytes` more bytes plus slack for the 32-bit stores; 0 on success.
static int fd_reserve(fd_writer *w, size_t bytes) {
  size_t need = w->size + bytes + 16;
  if (need <= w->capacity) return 0;
  size_t capacity = w->capacity ? w->capacity : 4096;
  while (capacity < need) capacity *= 2;
  uint8_t *grown = (uint8_t *)realloc(w->out, capacity);
  if (grown == NULL) return -1;
  w->out = grown;
  w->capacity = capacity;
  return 0;
}

/// Appends the low `n` (<= 32) bits of `value`.
static inline void fd_put(fd_writer *w, uint32_t value, unsigned n) {
  w->bits |= (uint64_t)value << w->count;
  w->count += n;
  if (w->count >= 32) {
    uint32_t word = (uint32_t)w->bits;
    uint8_t *dst = w->out + w->size;
    dst[0] = (uint8_t)word;
    dst[1] = (uint8_t)(word >> 8);
    dst[2] = (uint8_t)(word >> 16);
    dst[3] = (uint8_t)(word >> 24);
    w->size += 4;
    w->bits >>= 32;
    w->count -= 32;
  }
}

/// Pads with zero bits to a byte boundary and writes out every whole byte.
static void fd_align(fd_writer *w) {
  while (w->count > 0) {
    w->out[w->size++] = (uint8_t)w->bits;
    w->bits >>= 8;
    w->count = w->count > 8 ? w->count - 8 : 0;
  }
  w->bits = 0;
}

/// Huffman code lengths for `n` symbols of frequencies `freq`, none longer than `limit`, in
/// `length` (0 for unused symbols). At least two symbols must be used. Over-long codes are made to
/// fit by halving the frequencies (keeping every used symbol at 1 or more) and building again.
static void fd_code_lengths(const uint32_t *freq, unsigned n, unsigned limit, uint8_t *length) {
  uint32_t scaled[288];
  memcpy(scaled, freq, n * sizeof *scaled);
  for (;;) {
    /* Leaves sorted by (frequency, symbol): a total order, so the code never depends on sort
     * stability. Insertion sort: at most 286 symbols. */
    uint64_t leaf[288];
    unsigned m = 0;
    for (unsigned s = 0; s < n; s++) {
      if (scaled[s] == 0) continue;
      uint64_t key = (uint64_t)scaled[s] << 16 | s;
      unsigned i = m++;
      while (i > 0 && leaf[i - 1] > key) {
        leaf[i] = leaf[i - 1];
        i--;
      }
      leaf[i] = key;
    }
    /* Two queues: the sorted leaves and the merged nodes, whose weights come out in order. */
    uint64_t weight[576];
    uint16_t parent[576];
    for (unsigned i = 0; i < m; i++) weight[i] = leaf[i] >> 16;
    unsigned next_leaf = 0, next_node = m, end = m;
    while (end < 2 * m - 1) {
      unsigned pick[2];
      for (int k = 0; k < 2; k++) {
        if (next_leaf < m && (next_node >= end || weight[next_leaf] <= weight[next_node])) {
          pick[k] = next_leaf++;
        } else {
          pick[k] = next_node++;
        }
      }
      weight[end] = weight[pick[0]] + weight[pick[1]];
      parent[pick[0]] = parent[pick[1]] = (uint16_t)end;
      end++;
    }
    uint8_t depth[576];
    depth[2 * m - 2] = 0;
    unsigned longest = 0;
    for (int i = (int)(2 * m) - 3; i >= 0; i--) {
      depth[i] = (uint8_t)(depth[parent[i]] + 1);
      if (depth[i] > longest) longest = depth[i];
    }
    if (longest <= limit) {
      memset(length, 0, n);
      for (unsigned i = 0; i < m; i++) length[leaf[i] & 0xffff] = depth[i];
      return;
    }
    for (unsigned s = 0; s < n; s++) {
      if (scaled[s] != 0) scaled[s] = (scaled[s] >> 1) | 1;
    }
  }
}

/// Canonical codes (RFC 1951 3.2.2) for `length`, bit-reversed for LSB-first output.
static void fd_codes(const uint8_t *length, unsigned n, uint16_t *code) {
  uint16_t count[16] = {0}, next[16] = {0};
  for (unsigned s = 0; s < n; s++) count[length[s]]++;
  count[0] = 0;
  uint16_t c = 0;
  for (unsigned bits = 1; bits < 16; bits++) {
    c = (uint16_t)((c + count[bits - 1]) << 1);
    next[bits] = c;
  }
  for (unsigned s = 0; s < n; s++) {
    unsigned len = length[s];
    if (len == 0) {
      code[s] = 0;
      continue;
    }
    unsigned value = next[len]++, reversed = 0;
    for (unsigned b = 0; b < len; b++) reversed |= ((value >> b) & 1) << (len - 1 - b);
    code[s] = (uint16_t)reversed;
  }
}

/// Makes sure at least two of `n` frequencies are non-zero (a complete code needs two symbols;
/// an unused one only costs a code length in the header).
static void fd_two_symbols(uint32_t *freq, unsigned n) {
  unsigned used = 0;
  for (unsigned s = 0; s < n && used < 2; s++) used += freq[s] != 0;
  for (unsigned s = 0; used < 2; s++) {
    if (freq[s] == 0) {
      freq[s] = 1;
      used++;
    }
  }
}

/// One segment's compression state.
typedef struct {
  fd_writer writer;
  uint32_t *symbols; /* literal: the byte; match: length | distance << 9 */
  size_t symbol_count;
  uint32_t litlen_freq[286];
  uint32_t distance_freq[30];
  uint64_t extra_bits; /* length and distance extra bits of the held symbols */
  uint8_t length_code[FD_MAX_MATCH + 1];
} fd_state;

/// Writes `n` bytes as stored blocks, the last one final when `final`.
static int fd_write_stored(fd_state *state, const uint8_t *data, size_t n, int final) {
  fd_writer *w = &state->writer;
  do {
    size_t len = n < 65535 ? n : 65535;
    if (fd_reserve(w, len + 8) != 0) return -1;
    fd_put(w, (final && len == n) ? 1 : 0, 3);
    fd_align(w);
    uint8_t *dst = w->out + w->size;
    dst[0] = (uint8_t)len;
    dst[1] = (uint8_t)(len >> 8);
    dst[2] = (uint8_t)~len;
    dst[3] = (uint8_t)(~len >> 8);
    memcpy(dst + 4, data, len);
    w->size += 4 + len;
    data += len;
    n -= len;
  } while (n > 0);
  return 0;
}

/// Writes the held symbols as one block (or stored blocks of `raw`, the `raw_size` bytes they
/// encode, where that is smaller) and empties the holding buffer; 0 on success.
static int fd_flush_block(fd_state *state, const uint8_t *raw, size_t raw_size, int final) {
  fd_writer *w = &state->writer;
  state->litlen_freq[256] = 1;
  fd_two_symbols(state->litlen_freq, 286);
  fd_two_symbols(state->distance_freq, 30);
  uint8_t lengths[286 + 30];
  uint8_t *litlen_length = lengths, *distance_length = lengths + 286;
  fd_code_lengths(state->litlen_freq, 286, 15, litlen_length);
  fd_code_lengths(state->distance_freq, 30, 15, distance_length);
  unsigned hlit = 286, hdist = 30;
  while (hlit > 257 && litlen_length[hlit - 1] == 0) hlit--;
  while (hdist > 1 && distance_length[hdist - 1] == 0) hdist--;

  /* The code lengths, run-length coded (RFC 1951 3.2.7); distance lengths follow the literal
   * and length ones directly, as the stream has them. */
  uint8_t all[286 + 30];
  memcpy(all, litlen_length, hlit);
  memcpy(all + hlit, distance_length, hdist);
  unsigned total = hlit + hdist;
  uint8_t cl_symbol[286 + 30], cl_extra[286 + 30];
  unsigned cl_count = 0;
  uint32_t cl_freq[19] = {0};
  for (unsigned i = 0; i < total;) {
    unsigned value = all[i], run = 1;
    while (i + run < total && all[i + run] == value) run++;
    unsigned left = run;
    if (value == 0) {
      while (left >= 11) {
        unsigned r = left < 138 ? left : 138;
        cl_symbol[cl_count] = 18, cl_extra[cl_count++] = (uint8_t)(r - 11);
        left -= r;
      }
      if (left >= 3) {
        cl_symbol[cl_count] = 17, cl_extra[cl_count++] = (uint8_t)(left - 3);
        left = 0;
      }
    } else {
      cl_symbol[cl_count] = (uint8_t)value, cl_extra[cl_count++] = 0;
      left--;
      while (left >= 3) {
        unsigned r = left < 6 ? left : 6;
        cl_symbol[cl_count] = 16, cl_extra[cl_count++] = (uint8_t)(r - 3);
        left -= r;
      }
    }
    while (left > 0) {
      cl_symbol[cl_count] = (uint8_t)value, cl_extra[cl_count++] = 0;
      left--;
    }
    i += run;
  }
  for (unsigned i = 0; i < cl_count; i++) cl_freq[cl_symbol[i]]++;
  fd_two_symbols(cl_freq, 19);
  uint8_t cl_length[19];
  fd_code_lengths(cl_freq, 19, 7, cl_length);
  unsigned hclen = 19;
  while (hclen > 4 && cl_length[fd_cl_order[hclen - 1]] == 0) hclen--;

  /* Exact size of the dynamic block, to choose it or stored blocks and to reserve room. */
  static const uint8_t cl_extra_bits[19] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                            0, 0, 0, 0, 0, 0, 2, 3, 7};
  uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen + state->extra_bits;
  for (unsigned i = 0; i < cl_count; i++) {
    bits += cl_length[cl_symbol[i]] + cl_extra_bits[cl_symbol[i]];
  }
  for (unsigned s = 0; s < 286; s++) bits += (uint64_t)state->litlen_freq[s] * litlen_length[s];
  for (unsigned s = 0; s < 30; s++) {
    bits += (uint64_t)state->distance_freq[s] * distance_length[s];
  }
  uint64_t stored_bits = ((uint64_t)raw_size + 5 * (raw_size / 65535 + 1)) * 8 + 8;
  int status = 0;
  if (bits >= stored_bits) {
    status = fd_write_stored(state, raw, raw_size, final);
  } else if ((status = fd_reserve(w, (size_t)(bits / 8) + 8)) == 0) {
    uint16_t cl_code[19], litlen_code[286], distance_code[30];
    fd_codes(cl_length, 19, cl_code);
    fd_codes(litlen_length, 286, litlen_code);
    fd_codes(distance_length, 30, distance_code);
    fd_put(w, final ? 5 : 4, 3); /* BFINAL, BTYPE = 10 (dynamic) */
    fd_put(w, hlit - 257, 5);
    fd_put(w, hdist - 1, 5);
    fd_put(w, hclen - 4, 4);
    for (unsigned i = 0; i < hclen; i++) fd_put(w, cl_length[fd_cl_order[i]], 3);
    for (unsigned i = 0; i < cl_count; i++) {
      unsigned s = cl_symbol[i];
      fd_put(w, cl_code[s], cl_length[s]);
      if (cl_extra_bits[s]) fd_put(w, cl_extra[i], cl_extra_bits[s]);
    }
    for (size_t i = 0; i < state->symbol_count; i++) {
      uint32_t symbol = state->symbols[i];
      if (symbol < 256) {
        fd_put(w, litlen_code[symbol], litlen_length[symbol]);
        continue;
      }
      unsigned len = symbol & 511, distance = symbol >> 9;
      unsigned lc = state->length_code[len];
      fd_put(w, litlen_code[257 + lc], litlen_length[257 + lc]);
      if (fd_length_extra[lc]) fd_put(w, len - fd_length_base[lc], fd_length_extra[lc]);
      unsigned dc = fd_distance_code(distance);
      fd_put(w, distance_code[dc], distance_length[dc]);
      unsigned de = fd_distance_extra(dc);
      if (de) fd_put(w, distance - fd_distance_base[dc], de);
    }
    fd_put(w, litlen_code[256], litlen_length[256]);
  }
  state->symbol_count = 0;
  state->extra_bits = 0;
  memset(state->litlen_freq, 0, sizeof state->litlen_freq);
  memset(state->distance_freq, 0, sizeof state->distance_freq);
  return status;
}

void cpng_deflate_code_lengths(const uint32_t *freq, unsigned n, unsigned limit,
                               uint8_t *length) {
  fd_code_lengths(freq, n, limit, length);
}

/// How many bytes at `a` equal those at `b`, up to `limit`; both may be read up to 8 bytes past
/// `limit`.
static inline unsigned fd_match_length(const uint8_t *a, const uint8_t *b, unsigned limit) {
  unsigned n = 0;
  while (n < limit) {
    uint64_t x, y;
    memcpy(&x, a + n, 8);
    memcpy(&y, b + n, 8);
    uint64_t diff = x ^ y;
    if (diff != 0) {
      n += (unsigned)__builtin_ctzll(diff) / 8;
      return n < limit ? n : limit;
    }
    n += 8;
  }
  return limit;
}

static inline uint32_t fd_hash(const uint8_t *p) {
  uint32_t v;
  memcpy(&v, p, 4);
  return (v * 2654435761u) >> (32 - FD_HASH_BITS);
}

int cpng_deflate_rows(const uint8_t *rgba, uint32_t width, uint32_t first_row,
                      uint32_t row_count, int final, uint8_t **out, size_t *out_size,
                      uint32_t *adler) {
  size_t row_bytes = (size_t)width * 4 + 1;
  size_t chunk_capacity = FD_CHUNK > row_bytes ? FD_CHUNK : row_bytes;
  size_t rows_per_chunk = chunk_capacity / row_bytes;
  uint8_t *stage = (uint8_t *)malloc(FD_WINDOW + chunk_capacity + 16);
  uint32_t *table = (uint32_t *)calloc((size_t)1 << FD_HASH_BITS, sizeof(uint32_t));
  fd_state *state = (fd_state *)calloc(1, sizeof *state);
  if (state != NULL) state->symbols = (uint32_t *)malloc(FD_SYMBOLS * sizeof(uint32_t));
  int status = stage == NULL || table == NULL || state == NULL || state->symbols == NULL ? -1 : 0;
  if (status == 0) {
    for (unsigned lc = 0; lc < 29; lc++) {
      unsigned last = lc + 1 < 29 ? fd_length_base[lc + 1] : FD_MAX_MATCH + 1;
      for (unsigned len = fd_length_base[lc]; len < last; len++) state->length_code[len] = lc;
    }
    state->length_code[FD_MAX_MATCH] = 28;
  }
  /* Matches one row back are the pixel above; deflate cannot reach further than its window. */
  size_t up = row_bytes <= FD_WINDOW ? row_bytes : 0;
  uint32_t sum = 1;
  size_t history = 0;     /* bytes kept at the start of stage from earlier chunks */
  size_t stage_start = 0; /* position of stage[0] in the segment's stream */
  for (uint32_t done = 0; status == 0 && done < row_count;) {
    uint32_t rows = row_count - done < rows_per_chunk ? row_count - done : (uint32_t)rows_per_chunk;
    uint8_t *dst = stage + history;
    for (uint32_t y = 0; y < rows; y++) {
      *dst++ = 0;
      memcpy(dst, rgba + (size_t)(first_row + done + y) * (row_bytes - 1), row_bytes - 1);
      dst += row_bytes - 1;
    }
    done += rows;
    size_t end = history + (size_t)rows * row_bytes;
    memset(stage + end, 0, 16);
    sum = cpng_adler32(sum, stage + history, end - history);
    int last_chunk = done == row_count;

    size_t p = history, block_start = history;
    while (p < end) {
      unsigned limit = end - p < FD_MAX_MATCH ? (unsigned)(end - p) : FD_MAX_MATCH;
      unsigned best = 0, best_distance = 0;
      if (limit >= FD_MIN_MATCH) {
        if (p >= 4) {
          best = fd_match_length(stage + p, stage + p - 4, limit);
          best_distance = 4;
        }
        if (best < limit && up != 0 && p >= up) {
          unsigned n = fd_match_length(stage + p, stage + p - up, limit);
          if (n > best) best = n, best_distance = (unsigned)up;
        }
        if (best < limit) {
          uint32_t h = fd_hash(stage + p);
          uint32_t candidate = table[h];
          table[h] = (uint32_t)(stage_start + p + 1);
          if (candidate != 0 && candidate - 1 >= stage_start) {
            size_t at = candidate - 1 - stage_start;
            size_t distance = p - at;
            if (distance <= FD_WINDOW && distance != 4 && distance != up) {
              unsigned n = fd_match_length(stage + p, stage + at, limit);
              if (n > best) best = n, best_distance = (unsigned)distance;
            }
          }
        }
      }
      if (best >= FD_MIN_MATCH) {
        unsigned lc = state->length_code[best];
        unsigned dc = fd_distance_code(best_distance);
        state->symbols[state->symbol_count++] = best | (uint32_t)best_distance << 9;
        state->litlen_freq[257 + lc]++;
        state->distance_freq[dc]++;
        state->extra_bits += fd_length_extra[lc] + fd_distance_extra(dc);
        p += best;
      } else {
        state->symbols[state->symbol_count++] = stage[p];
        state->litlen_freq[stage[p]]++;
        p++;
      }
      if (state->symbol_count == FD_SYMBOLS && p < end) {
        status = fd_flush_block(state, stage + block_start, p - block_start, 0);
        if (status != 0) break;
        block_start = p;
      }
    }
    if (status == 0) {
      status = fd_flush_block(state, stage + block_start, end - block_start, final && last_chunk);
    }
    /* Keep the last window of this chunk as history for the next. */
    size_t keep = end < FD_WINDOW ? end : FD_WINDOW;
    memmove(stage, stage + end - keep, keep);
    stage_start += end - keep;
    history = keep;
  }
  if (status == 0) {
    fd_writer *w = &state->writer;
    if (!final) {
      /* An empty stored block: the segment ends on a byte boundary, mid-stream. */
      status = fd_reserve(w, 8);
      if (status == 0) {
        fd_put(w, 0, 3);
        fd_align(w);
        memcpy(w->out + w->size, "\x00\x00\xff\xff", 4);
        w->size += 4;
      }
    } else if ((status = fd_reserve(w, 8)) == 0) {
      fd_align(w);
    }
  }
  if (status == 0) {
    *out = state->writer.out;
    *out_size = state->writer.size;
    *adler = sum;
  } else if (state != NULL) {
    free(state->writer.out);
  }
  if (state != NULL) free(state->symbols);
  free(state);
  free(table);
  free(stage);
  return status;
}
