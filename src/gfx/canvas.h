/* A plain pixel canvas: what the interface layer draws into and the platform
 * presents.  Pixels are XRGB8888 (0x00RRGGBB), row-major; stride counts
 * pixels, not bytes.  The canvas never owns its memory. */
#ifndef TESSERA_GFX_CANVAS_H
#define TESSERA_GFX_CANVAS_H

#include <stdint.h>

struct font_audit;

struct canvas {
	uint32_t *pixels;
	int width;
	int height;
	int stride;
	/* NULL, or where text that does not fit is noted (gfx/font.h). */
	struct font_audit *audit;
};

/* A rectangle in canvas coordinates; w or h <= 0 means empty. */
struct rect {
	int x, y, w, h;
};

#endif
