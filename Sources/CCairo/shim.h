#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
