#include <cairo.h>
#include <cairo-ft.h>
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
