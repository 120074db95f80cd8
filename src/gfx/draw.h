/* Drawing into a struct canvas.  Every function clips to the canvas and to
 * an optional clip rectangle (NULL = the whole canvas), so a renderer can
 * repaint exactly one damage rectangle by drawing everything clipped to it.
 *
 * Colours are 0x00RRGGBB.  Images that carry coverage (tile faces with
 * rounded corners) use the top byte as straight alpha (0xAARRGGBB) and are
 * drawn with canvas_blend(); what canvas drawing writes always has a zero top
 * byte. */
#ifndef TESSERA_GFX_DRAW_H
#define TESSERA_GFX_DRAW_H

#include <stdbool.h>
#include <stdint.h>

#include "gfx/canvas.h"

#define RGB(r, g, b) ((uint32_t)(((r) << 16) | ((g) << 8) | (b)))

static inline struct rect rect_make(int x, int y, int w, int h)
{
	struct rect r = { x, y, w, h };
	return r;
}

bool rect_is_empty(struct rect r);
/* The overlap of a and b (empty if none). */
struct rect rect_intersect(struct rect a, struct rect b);
/* The smallest rectangle holding both; an empty operand is ignored. */
struct rect rect_union(struct rect a, struct rect b);
bool rect_contains(struct rect r, int x, int y);
bool rect_overlaps(struct rect a, struct rect b);
/* r grown by d pixels on every side (shrunk if d < 0). */
struct rect rect_inset(struct rect r, int d);
long rect_area(struct rect r);

/* A canvas that shares src's pixels inside r (clipped to src).  Drawing into
 * it at (0,0) draws at (r.x, r.y) of src. */
struct canvas canvas_view(const struct canvas *src, struct rect r);

/* Blends colour c over p with coverage a (0..255). */
uint32_t canvas_mix(uint32_t p, uint32_t c, unsigned a);

void canvas_fill_rect(struct canvas *c, const struct rect *clip, struct rect r, uint32_t color);
/* A rectangle outline `thick` pixels wide, inside r. */
void canvas_frame(struct canvas *c, const struct rect *clip, struct rect r, int thick, uint32_t color);
/* A filled rectangle with anti-aliased corners of the given radius, blended
 * over what is there; alpha 255 is opaque. */
void canvas_fill_round_rect(struct canvas *c, const struct rect *clip, struct rect r, int radius,
			    uint32_t color, unsigned alpha);
/* A raised tile: a light top-left edge, a dark bottom-right edge and the face
 * inside, all with rounded corners. */
void canvas_bevel(struct canvas *c, const struct rect *clip, struct rect r, int radius, int edge,
		  uint32_t face, uint32_t light, uint32_t dark);
/* Fills a polygon (points as x,y pairs in 1/16 pixel, nonzero rule) with
 * 4x4 supersampled edges.  Meant for startup prerendering, not per frame. */
void canvas_fill_polygon(struct canvas *c, const struct rect *clip, const int *xy16, int npoints,
			 uint32_t color);

/* Blends colour through an 8-bit coverage mask (a glyph) whose top-left
 * lands at (x, y). */
void canvas_blend_mask(struct canvas *c, const struct rect *clip, int x, int y, const uint8_t *mask,
		       int w, int h, int mask_stride, uint32_t color);
/* Copies src (opaque) with its top-left at (x, y). */
void canvas_copy(struct canvas *c, const struct rect *clip, int x, int y, const struct canvas *src);
/* Draws an 0xAARRGGBB image with its top-left at (x, y), blending by alpha. */
void canvas_blend(struct canvas *c, const struct rect *clip, int x, int y, const struct canvas *src);
/* Multiplies the alpha byte of every pixel of an ARGB image by the coverage
 * of a rounded rectangle covering the whole image: makes tile corners. */
void canvas_round_alpha(struct canvas *img, int radius);

#endif
