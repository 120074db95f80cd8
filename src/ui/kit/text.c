#include "ui/kit/text.h"

void text_left(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r, const char *s,
	       uint32_t color)
{
	f = font_fit(f, s, r.w);
	font_draw(c, clip, f, r.x, r.y + (r.h + f->ascent + 1) / 2, s, color);
}

void text_centred(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r, const char *s,
		  uint32_t color, int margin)
{
	font_draw_centered(c, clip, font_fit(f, s, r.w - margin), r, s, color);
}
