/* One line of text in a box, in a font stepped down until it fits the box's
 * width (font_fit): the way every screen writes a label, a name or a
 * message. */
#ifndef TESSERA_UI_KIT_TEXT_H
#define TESSERA_UI_KIT_TEXT_H

#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/font.h"

/* s from r's left edge, its baseline (r.h + ascent + 1) / 2 below r's top:
 * mid-box, the odd half pixel down.  A box a pixel shorter rounds it up. */
void text_left(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r, const char *s,
	       uint32_t color);
/* s centred in r, fitted to r.w less margin. */
void text_centred(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r, const char *s,
		  uint32_t color, int margin);

#endif
