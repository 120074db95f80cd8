#include "gfx/font.h"

#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"

const struct font *font_pick(int px)
{
	const struct font *best = &font_table[0];
	for (int i = 0; i < font_table_count; i++)
		if (font_table[i].size <= px)
			best = &font_table[i];
	return best;
}

static const struct font_glyph *glyph_of(const struct font *f, char ch)
{
	unsigned char u = (unsigned char)ch;
	if (u < FONT_FIRST || u > FONT_LAST)
		u = '?';
	return &f->glyphs[u - FONT_FIRST];
}

int font_text_width(const struct font *f, const char *s)
{
	int w = 0;
	for (; *s; s++)
		w += glyph_of(f, *s)->advance;
	return w;
}

void font_draw(struct canvas *c, const struct rect *clip, const struct font *f, int x, int y,
	       const char *s, uint32_t color)
{
	for (; *s; s++) {
		const struct font_glyph *g = glyph_of(f, *s);
		if (g->w && g->h)
			canvas_blend_mask(c, clip, x + g->left, y - g->top, f->bitmaps + g->offset, g->w,
					  g->h, g->w, color);
		x += g->advance;
	}
}

void font_draw_centered(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r,
			const char *s, uint32_t color)
{
	int x = r.x + (r.w - font_text_width(f, s)) / 2;
	int y = r.y + (r.h + f->ascent + 1) / 2;
	font_draw(c, clip, f, x, y, s, color);
}

struct rect font_text_box(const struct font *f, int x, int y, const char *s)
{
	struct rect box = { 0, 0, 0, 0 };
	for (; *s; s++) {
		const struct font_glyph *g = glyph_of(f, *s);
		if (g->w && g->h)
			box = rect_union(box, rect_make(x + g->left, y - g->top, g->w, g->h));
		x += g->advance;
	}
	return box;
}

const struct font *font_fit(const struct font *f, const char *s, int width)
{
	while (f->size > 8 && font_text_width(f, s) > width) {
		const struct font *smaller = font_pick(f->size - 1);
		if (smaller == f)
			break;
		f = smaller;
	}
	return f;
}

/* Splits text at spaces into at most two lines that fit width. */
static void wrap2(const struct font *f, const char *text, int width, char *a, char *b, size_t size)
{
	snprintf(a, size, "%s", text);
	b[0] = 0;
	if (font_text_width(f, a) <= width)
		return;
	size_t n = strlen(a);
	for (size_t i = n; i > 0; i--) {
		if (a[i - 1] != ' ')
			continue;
		a[i - 1] = 0;
		if (font_text_width(f, a) <= width) {
			snprintf(b, size, "%s", text + i);
			return;
		}
	}
	/* No space to break at: show what fits. */
}

const struct font *font_wrap_two_lines(const struct font *f, const char *text, int width, char *a, char *b,
				      size_t size)
{
	for (;;) {
		wrap2(f, text, width, a, b, size);
		if (font_text_width(f, a) <= width && font_text_width(f, b) <= width)
			return f;
		const struct font *smaller = f->size > 8 ? font_pick(f->size - 1) : f;
		if (smaller == f)
			return f;	/* the smallest face: the caller clips */
		f = smaller;
	}
}
