#include "ui/kit/text.h"

#include <stdio.h>
#include <string.h>

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

int text_floor_cap(int width, int height)
{
	int short_side = width < height ? width : height;
	return short_side < 400 ? 9 : 11;
}

const struct font *text_floor(int width, int height)
{
	int cap = text_floor_cap(width, height);
	for (int i = 0; i < font_table_count; i++)
		if (font_table[i].ascent >= cap)
			return &font_table[i];
	return &font_table[font_table_count - 1];
}

const struct font *text_at_least(const struct font *f, const struct font *floor)
{
	return f->size < floor->size ? floor : f;
}

const struct font *text_fit(const struct font *f, const char *s, int width, const struct font *floor)
{
	return text_at_least(font_fit(f, s, width), floor);
}
