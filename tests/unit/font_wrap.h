/* The text-drawing calls a test wraps at link time (-Wl,--wrap=font_draw,
 * --wrap=font_draw_centered; tools/mk/gfx.mk) to note what the screens
 * write: the test defines the __wrap_ functions and calls the __real_ ones. */
#ifndef TESSERA_TESTS_FONT_WRAP_H
#define TESSERA_TESTS_FONT_WRAP_H

#include <stdint.h>

#include "gfx/font.h"

void __real_font_draw(struct canvas *c, const struct rect *clip, const struct font *f, int x, int y, const char *s,
		      uint32_t color);
void __real_font_draw_centered(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r,
			       const char *s, uint32_t color);
void __wrap_font_draw(struct canvas *c, const struct rect *clip, const struct font *f, int x, int y, const char *s,
		      uint32_t color);
void __wrap_font_draw_centered(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r,
			       const char *s, uint32_t color);

#endif
