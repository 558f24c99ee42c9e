/* The peer for `pickershot bench render`: a plain C + Cairo program drawing the same card.
 *
 * It reads the card as a list of drawing operations written by
 * `pickershot bench render SCENE --scale N --peer-ops FILE` (one operation a line, full-precision
 * numbers, shadows already spread; format below), then draws it N times the way the
 * pickershot renderer does: a fresh ARGB32 surface, the same font options and FreeType faces
 * (no hinting), shadows as an A8 mask blurred by three box blurs (SVG's feGaussianBlur
 * approximation, the same integer arithmetic as CairoBackend's BoxBlur and CPixelKernels) and
 * painted offset, then a readback to straight RGBA8 with `(c * 255 + a / 2) / a`.
 *
 * It prints the median time of the raster stage (surface, drawing, blur, readback), and with
 * `--png FILE` writes the last card (Cairo's PNG writer unpremultiplies with the same rounding),
 * so tools/bench-peers can check it is the same image as pickershot's.
 *
 * With `--no-shadow` it skips every `shadow` operation and draws the rest exactly the same: the
 * floor of the raster stage, plain Cairo drawing the card with no blur at all (issue 26's limit
 * program; tools/bench-peers prints pickershot's raster stage against it). Nothing is kept from
 * one run to the next but what Cairo itself caches (its glyph cache), as in pickershot.
 *
 * With `--cold FILE` it is the peer of a cold `pickershot render`: it draws the card once and
 * writes it with libpng at its fastest (zlib level 1, every row unfiltered: what pickershot's
 * fast profile was before it had its own deflate, whose files are smaller), as a plain C program
 * would, then exits; tools/bench-peers times the whole process.
 *
 * Usage: peer-card OPS-FILE SCALE RUNS [--no-shadow] [--png FILE]
 *        peer-card OPS-FILE SCALE --cold FILE
 *
 * Operations (shapes: `R x y w h tl tr br bl` rounded rect with clockwise radii,
 * `C cx cy r` circle, `P n` then n path tokens `M x y`, `L x y`, `B c1x c1y c2x c2y x y`, `Z`):
 *   canvas x y w h
 *   fill SHAPE r g b a
 *   stroke SHAPE width cap join r g b a          (cap 0 butt 1 round 2 square; join 0 miter ...)
 *   shadow SHAPE dx dy blur r g b a
 *   text FONT-PATH size x y r g b a n id x y ... (glyph positions relative to x y)
 *   clip SHAPE / unclip
 *
 * Built by tools/bench-peers: gcc -O2 $(pkg-config --cflags --libs cairo freetype2 libpng) -lm.
 */
#include <cairo-ft.h>
#include <png.h>
#include <cairo.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct {
  char kind; /* R, C, P */
  double v[8];
  int count; /* path tokens */
  char *ops; /* path token kinds */
  double *pts; /* path points, 6 a token */
} shape_t;

typedef struct {
  int op; /* 0 fill 1 stroke 2 shadow 3 text 4 clip 5 unclip */
  shape_t shape;
  double width, dx, dy, blur, size, x, y;
  int cap, join;
  double rgba[4];
  int face, glyph_count;
  cairo_glyph_t *glyphs;
} op_t;

static op_t *ops;
static int op_count;
static double canvas[4];
static cairo_font_face_t *faces[16];
static char *face_paths[16];
static int face_count;
static FT_Library ft;
static int no_shadow; /* --no-shadow: shadow operations are skipped (the floor) */

static void die(const char *what) {
  fprintf(stderr, "peer-card: %s\n", what);
  exit(1);
}

static double num(char **s) {
  char *end;
  double v = strtod(*s, &end);
  if (end == *s) die("expected a number");
  *s = end;
  return v;
}

static char *word(char **s) {
  while (**s == ' ') (*s)++;
  char *start = *s;
  while (**s && **s != ' ' && **s != '\n') (*s)++;
  if (**s) *(*s)++ = 0;
  return start;
}

static void read_shape(char **s, shape_t *sh) {
  char *kind = word(s);
  sh->kind = kind[0];
  if (sh->kind == 'R') {
    for (int i = 0; i < 8; i++) sh->v[i] = num(s);
  } else if (sh->kind == 'C') {
    for (int i = 0; i < 3; i++) sh->v[i] = num(s);
  } else if (sh->kind == 'P') {
    sh->count = (int)num(s);
    sh->ops = calloc(sh->count + 1, 1);
    sh->pts = calloc(sh->count * 6 + 1, sizeof(double));
    for (int i = 0; i < sh->count; i++) {
      char k = word(s)[0];
      sh->ops[i] = k;
      int n = k == 'B' ? 6 : (k == 'Z' ? 0 : 2);
      for (int j = 0; j < n; j++) sh->pts[i * 6 + j] = num(s);
    }
  } else {
    die("unknown shape");
  }
}

static void read_color(char **s, double *rgba) {
  for (int i = 0; i < 4; i++) rgba[i] = num(s) / 255.0;
}

static int face_for(const char *path) {
  for (int i = 0; i < face_count; i++)
    if (!strcmp(face_paths[i], path)) return i;
  if (face_count == 16) die("too many fonts");
  FT_Face face;
  if (FT_New_Face(ft, path, 0, &face)) die("cannot open a font");
  faces[face_count] = cairo_ft_font_face_create_for_ft_face(face, FT_LOAD_NO_HINTING);
  face_paths[face_count] = strdup(path);
  return face_count++;
}

static void load(const char *file) {
  FILE *f = fopen(file, "r");
  if (!f) die("cannot open the ops file");
  char *line = NULL;
  size_t cap = 0;
  int capacity = 0;
  while (getline(&line, &cap, f) > 0) {
    char *s = line;
    char *name = word(&s);
    if (!*name) continue;
    if (!strcmp(name, "canvas")) {
      for (int i = 0; i < 4; i++) canvas[i] = num(&s);
      continue;
    }
    if (op_count == capacity) {
      capacity = capacity ? capacity * 2 : 64;
      ops = realloc(ops, capacity * sizeof(op_t));
    }
    op_t *op = &ops[op_count++];
    memset(op, 0, sizeof *op);
    if (!strcmp(name, "fill")) {
      op->op = 0;
      read_shape(&s, &op->shape);
      read_color(&s, op->rgba);
    } else if (!strcmp(name, "stroke")) {
      op->op = 1;
      read_shape(&s, &op->shape);
      op->width = num(&s);
      op->cap = (int)num(&s);
      op->join = (int)num(&s);
      read_color(&s, op->rgba);
    } else if (!strcmp(name, "shadow")) {
      op->op = 2;
      read_shape(&s, &op->shape);
      op->dx = num(&s);
      op->dy = num(&s);
      op->blur = num(&s);
      read_color(&s, op->rgba);
    } else if (!strcmp(name, "text")) {
      op->op = 3;
      op->face = face_for(word(&s));
      op->size = num(&s);
      op->x = num(&s);
      op->y = num(&s);
      read_color(&s, op->rgba);
      op->glyph_count = (int)num(&s);
      op->glyphs = calloc(op->glyph_count + 1, sizeof(cairo_glyph_t));
      for (int i = 0; i < op->glyph_count; i++) {
        op->glyphs[i].index = (unsigned long)num(&s);
        op->glyphs[i].x = op->x + num(&s);
        op->glyphs[i].y = op->y + num(&s);
      }
    } else if (!strcmp(name, "clip")) {
      op->op = 4;
      read_shape(&s, &op->shape);
    } else if (!strcmp(name, "unclip")) {
      op->op = 5;
    } else {
      die("unknown operation");
    }
  }
  free(line);
  fclose(f);
}

static void add_path(cairo_t *cr, const shape_t *sh) {
  cairo_new_path(cr);
  if (sh->kind == 'R') {
    double x = sh->v[0], y = sh->v[1], w = sh->v[2], h = sh->v[3];
    double limit = fmax(0, fmin(w / 2, h / 2)), r[4];
    int zero = 1;
    for (int i = 0; i < 4; i++) {
      r[i] = fmax(0, fmin(sh->v[4 + i], limit));
      if (r[i] != 0) zero = 0;
    }
    if (zero) {
      cairo_rectangle(cr, x, y, w, h);
      return;
    }
    double q = M_PI / 2;
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r[1], y + r[1], r[1], -q, 0);
    cairo_arc(cr, x + w - r[2], y + h - r[2], r[2], 0, q);
    cairo_arc(cr, x + r[3], y + h - r[3], r[3], q, 2 * q);
    cairo_arc(cr, x + r[0], y + r[0], r[0], 2 * q, 3 * q);
    cairo_close_path(cr);
  } else if (sh->kind == 'C') {
    cairo_new_sub_path(cr);
    cairo_arc(cr, sh->v[0], sh->v[1], sh->v[2], 0, 2 * M_PI);
    cairo_close_path(cr);
  } else {
    for (int i = 0; i < sh->count; i++) {
      const double *p = sh->pts + i * 6;
      switch (sh->ops[i]) {
      case 'M': cairo_move_to(cr, p[0], p[1]); break;
      case 'L': cairo_line_to(cr, p[0], p[1]); break;
      case 'B': cairo_curve_to(cr, p[0], p[1], p[2], p[3], p[4], p[5]); break;
      default: cairo_close_path(cr); break;
      }
    }
  }
}

static void bounds(const shape_t *sh, double *b) {
  if (sh->kind == 'R') {
    b[0] = sh->v[0], b[1] = sh->v[1], b[2] = sh->v[2], b[3] = sh->v[3];
  } else if (sh->kind == 'C') {
    b[0] = sh->v[0] - sh->v[2], b[1] = sh->v[1] - sh->v[2], b[2] = b[3] = 2 * sh->v[2];
  } else {
    die("shadows of paths are not supported");
  }
}

/* ---- The same box blur as BoxBlur.swift (its passes in Sources/CPixelKernels) ---- */

static int64_t reciprocal(int size) { return ((1LL << 24) + size / 2) / size; }

static void horizontal(uint8_t *data, int count, int left, int right, uint8_t *scratch) {
  int64_t scale = reciprocal(left + right + 1);
  memcpy(scratch, data, count);
  int32_t sum = 0;
  for (int i = 0; i <= (right < count - 1 ? right : count - 1); i++) sum += scratch[i];
  for (int i = 0; i < count; i++) {
    data[i] = (uint8_t)(((int64_t)sum * scale + (1 << 23)) >> 24);
    int in = i + right + 1, out = i - left;
    if (in < count) sum += scratch[in];
    if (out >= 0) sum -= scratch[out];
  }
}

static void vertical(const uint8_t *src, uint8_t *dst, int width, int height, int stride, int top,
                     int bottom, int32_t *sums) {
  int64_t scale = reciprocal(top + bottom + 1);
  memset(sums, 0, width * sizeof *sums);
  for (int row = 0; row <= (bottom < height - 1 ? bottom : height - 1); row++)
    for (int x = 0; x < width; x++) sums[x] += src[row * stride + x];
  for (int row = 0; row < height; row++) {
    uint8_t *o = dst + row * stride;
    for (int x = 0; x < width; x++) o[x] = (uint8_t)(((int64_t)sums[x] * scale + (1 << 23)) >> 24);
    int in = row + bottom + 1, out = row - top;
    if (in < height)
      for (int x = 0; x < width; x++) sums[x] += src[in * stride + x];
    if (out >= 0)
      for (int x = 0; x < width; x++) sums[x] -= src[out * stride + x];
  }
}

static void box_blur(uint8_t *mask, int width, int height, int stride, double sigma) {
  if (sigma < 0.5 || width <= 0 || height <= 0) return;
  int d = (int)floor(sigma * 3 * sqrt(2 * M_PI) / 4 + 0.5);
  if (d <= 1) return;
  int reach[3][2];
  for (int i = 0; i < 3; i++) reach[i][0] = reach[i][1] = d / 2;
  if (d % 2 == 0) reach[0][1] = d / 2 - 1, reach[1][0] = d / 2 - 1;
  uint8_t *line = malloc(width);
  for (int row = 0; row < height; row++)
    for (int p = 0; p < 3; p++) horizontal(mask + row * stride, width, reach[p][0], reach[p][1], line);
  free(line);
  uint8_t *copy = malloc((size_t)stride * height);
  int32_t *sums = malloc(width * sizeof *sums);
  for (int p = 0; p < 3; p++) {
    memcpy(copy, mask, (size_t)stride * height);
    vertical(copy, mask, width, height, stride, reach[p][0], reach[p][1], sums);
  }
  free(copy);
  free(sums);
}

static void draw_shadow(cairo_t *cr, const op_t *op, double s) {
  double b[4];
  bounds(&op->shape, b);
  double sigma = op->blur / 2 * s, pad = ceil(3 * sigma) + 1;
  /* device = s * (user - canvas origin) */
  double left = floor((b[0] - canvas[0]) * s) - pad, top = floor((b[1] - canvas[1]) * s) - pad;
  double right = ceil((b[0] + b[2] - canvas[0]) * s) + pad;
  double bottom = ceil((b[1] + b[3] - canvas[1]) * s) + pad;
  int w = (int)(right - left), h = (int)(bottom - top);
  if (w <= 0 || h <= 0) return;
  cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A8, w, h);
  cairo_t *m = cairo_create(mask);
  cairo_translate(m, -left, -top);
  cairo_scale(m, s, s);
  cairo_translate(m, -canvas[0], -canvas[1]);
  add_path(m, &op->shape);
  cairo_set_source_rgba(m, 0, 0, 0, 1);
  cairo_fill(m);
  cairo_destroy(m);
  cairo_surface_flush(mask);
  box_blur(cairo_image_surface_get_data(mask), w, h, cairo_image_surface_get_stride(mask), sigma);
  cairo_surface_mark_dirty(mask);
  cairo_save(cr);
  cairo_identity_matrix(cr);
  cairo_set_source_rgba(cr, op->rgba[0], op->rgba[1], op->rgba[2], op->rgba[3]);
  cairo_mask_surface(cr, mask, left + op->dx * s, top + op->dy * s);
  cairo_restore(cr);
  cairo_surface_destroy(mask);
}

static cairo_surface_t *draw(double s, int width, int height, cairo_font_options_t *options) {
  cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create(surface);
  cairo_scale(cr, s, s);
  cairo_translate(cr, -canvas[0], -canvas[1]);
  cairo_set_font_options(cr, options);
  for (int i = 0; i < op_count; i++) {
    const op_t *op = &ops[i];
    switch (op->op) {
    case 0:
      add_path(cr, &op->shape);
      cairo_set_source_rgba(cr, op->rgba[0], op->rgba[1], op->rgba[2], op->rgba[3]);
      cairo_fill(cr);
      break;
    case 1:
      add_path(cr, &op->shape);
      cairo_set_source_rgba(cr, op->rgba[0], op->rgba[1], op->rgba[2], op->rgba[3]);
      cairo_set_line_width(cr, op->width);
      cairo_set_dash(cr, NULL, 0, 0);
      cairo_set_line_cap(cr, (cairo_line_cap_t)op->cap);
      cairo_set_line_join(cr, (cairo_line_join_t)op->join);
      cairo_set_miter_limit(cr, 10);
      cairo_stroke(cr);
      break;
    case 2:
      if (!no_shadow) draw_shadow(cr, op, s);
      break;
    case 3:
      cairo_set_font_face(cr, faces[op->face]);
      cairo_set_font_size(cr, op->size);
      cairo_set_source_rgba(cr, op->rgba[0], op->rgba[1], op->rgba[2], op->rgba[3]);
      cairo_show_glyphs(cr, op->glyphs, op->glyph_count);
      break;
    case 4:
      cairo_save(cr);
      add_path(cr, &op->shape);
      cairo_clip(cr);
      break;
    default: cairo_restore(cr); break;
    }
  }
  if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) die(cairo_status_to_string(cairo_status(cr)));
  cairo_destroy(cr);
  cairo_surface_flush(surface);
  return surface;
}

/* Premultiplied native-endian ARGB32 to straight RGBA8, as a plain C program writes it. */
static uint8_t *read_pixels(cairo_surface_t *surface, int width, int height) {
  uint8_t *out = calloc((size_t)width * height, 4);
  const uint8_t *data = cairo_image_surface_get_data(surface);
  int stride = cairo_image_surface_get_stride(surface);
  for (int y = 0; y < height; y++) {
    const uint32_t *row = (const uint32_t *)(data + (size_t)y * stride);
    uint8_t *o = out + (size_t)y * width * 4;
    for (int x = 0; x < width; x++, o += 4) {
      uint32_t argb = row[x], a = argb >> 24;
      if (!a) continue;
      uint32_t r = (argb >> 16) & 255, g = (argb >> 8) & 255, b = argb & 255;
      if (a != 255) {
        r = (r * 255 + a / 2) / a;
        g = (g * 255 + a / 2) / a;
        b = (b * 255 + a / 2) / a;
      }
      o[0] = r, o[1] = g, o[2] = b, o[3] = a;
    }
  }
  return out;
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int compare(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* Straight RGBA8 to a PNG with libpng at its fastest: zlib 1, every row unfiltered. */
static void write_fast_png(const char *path, const uint8_t *pixels, int width, int height) {
  FILE *file = fopen(path, "wb");
  if (!file) die("cannot open the output PNG");
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!info) die("libpng: out of memory");
  if (setjmp(png_jmpbuf(png))) die("libpng: cannot write the PNG");
  png_init_io(png, file);
  png_set_compression_level(png, 1);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_write_info(png, info);
  for (int y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * width * 4);
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  if (fclose(file) != 0) die("cannot close the output PNG");
}

int main(int argc, char **argv) {
  int cold = argc == 5 && !strcmp(argv[3], "--cold");
  const char *png_path = NULL;
  int usage = !cold && argc < 4;
  for (int i = 4; !cold && !usage && i < argc; i++) {
    if (!strcmp(argv[i], "--no-shadow")) {
      no_shadow = 1;
    } else if (!strcmp(argv[i], "--png") && i + 1 < argc && !png_path) {
      png_path = argv[++i];
    } else {
      usage = 1;
    }
  }
  if (usage)
    die("usage: peer-card OPS-FILE SCALE RUNS [--no-shadow] [--png FILE] | OPS-FILE SCALE --cold "
        "FILE");
  if (FT_Init_FreeType(&ft)) die("cannot initialize FreeType");
  load(argv[1]);
  double s = atof(argv[2]);
  int width = (int)ceil(canvas[2] * s), height = (int)ceil(canvas[3] * s);
  cairo_font_options_t *options = cairo_font_options_create();
  cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  if (cold) {
    cairo_surface_t *surface = draw(s, width, height, options);
    uint8_t *pixels = read_pixels(surface, width, height);
    write_fast_png(argv[4], pixels, width, height);
    return 0;
  }
  int runs = atoi(argv[3]);
  if (runs < 1) die("RUNS must be at least 1");
  double *times = malloc((runs + 3) * sizeof(double));
  for (int run = 0; run < runs + 3; run++) {
    double t0 = now_ms();
    cairo_surface_t *surface = draw(s, width, height, options);
    uint8_t *pixels = read_pixels(surface, width, height);
    times[run] = now_ms() - t0;
    if (run == runs + 2 && png_path) cairo_surface_write_to_png(surface, png_path);
    free(pixels);
    cairo_surface_destroy(surface);
  }
  qsort(times + 3, runs, sizeof(double), compare);
  double median = runs % 2 ? times[3 + runs / 2] : (times[3 + runs / 2 - 1] + times[3 + runs / 2]) / 2;
  printf("peer raster %.3f ms median of %d runs (%dx%d px%s)\n", median, runs, width, height,
         no_shadow ? ", shadows omitted" : "");
  return 0;
}
