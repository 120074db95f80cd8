#include "gfx/font.h"

#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"
#include "gfx/utf8.h"

const struct font *font_pick(int px)
{
	const struct font *best = &font_table[0];
	for (int i = 0; i < font_table_count; i++)
		if (font_table[i].size <= px)
			best = &font_table[i];
	return best;
}

int font_glyph_index(uint32_t cp)
{
	if (cp >= FONT_FIRST && cp <= FONT_LAST)
		return (int)cp - FONT_FIRST;
	if (cp >= FONT_LATIN1_FIRST && cp <= FONT_LATIN1_LAST)
		return FONT_ASCII_GLYPHS + (int)cp - FONT_LATIN1_FIRST;
	int lo = 0, hi = FONT_EXTRA_GLYPHS - 1;
	while (lo <= hi) {
		int mid = (lo + hi) / 2;
		if (font_extra_chars[mid] == cp)
			return FONT_ASCII_GLYPHS + FONT_LATIN1_GLYPHS + mid;
		if (font_extra_chars[mid] < cp)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return FONT_GLYPHS - 1;	/* U+FFFD, last (font_chars.h) */
}

/* The glyph of the next character of *s, advancing *s; NULL at the end. */
static const struct font_glyph *next_glyph(const struct font *f, const char **s)
{
	uint32_t cp = utf8_next(s);
	return cp ? &f->glyphs[font_glyph_index(cp)] : NULL;
}

int font_text_width(const struct font *f, const char *s)
{
	int w = 0;
	for (const struct font_glyph *g; (g = next_glyph(f, &s));)
		w += g->advance;
	return w;
}

char *font_ellipsize(const struct font *f, const char *s, int width, char *out, size_t cap)
{
	static const char dots[] = "\xe2\x80\xa6";
	if (strlen(s) < cap && font_text_width(f, s) <= width) {
		if (out != s)
			utf8_copy(out, cap, s);
		return out;
	}
	int room = width - font_text_width(f, dots), w = 0;
	size_t keep = 0;
	for (const char *p = s; *p;) {
		int adv = f->glyphs[font_glyph_index(utf8_next(&p))].advance;
		if (w + adv > room || (size_t)(p - s) + sizeof dots > cap)
			break;
		w += adv;
		keep = (size_t)(p - s);
	}
	while (keep > 0 && s[keep - 1] == ' ')
		keep--;
	memmove(out, s, keep);
	memcpy(out + keep, dots, sizeof dots);
	return out;
}

static void draw_bitmap(struct canvas *c, const struct rect *clip, const struct font *f,
			const struct font_glyph *g, int x, int y, uint32_t color)
{
	if (g->w && g->h)
		canvas_blend_mask(c, clip, x + g->left, y - g->top, f->bitmaps + g->offset, g->w, g->h, g->w,
				  color);
}

/* Notes s in c's audit when its ink runs past the sides of the clip (or of
 * `box`, the rect it is centred in), while some of it shows. */
static void audit_text(struct canvas *c, const struct rect *clip, const struct rect *box, const struct font *f,
		       int x, int y, const char *s)
{
	/* Across, the pen's run (what the layout measures with
	 * font_text_width); a glyph's ink may overhang it by a pixel. */
	struct rect ink = font_text_box(f, x, y, s);
	ink.x = x;
	ink.w = font_text_width(f, s);
	struct rect room = rect_make(0, 0, c->width, c->height);
	if (clip)
		room = rect_intersect(room, *clip);
	if (ink.w <= 0 || ink.h <= 0 || room.w <= 0 || ink.y >= room.y + room.h || ink.y + ink.h <= room.y ||
	    ink.x >= room.x + room.w || ink.x + ink.w <= room.x)
		return; /* nothing of it shows */
	/* Cut at the top or bottom by more than the pixel an accent or a
	 * descender may touch its row's edge with. */
	bool tall = ink.y < room.y - 1 || ink.y + ink.h > room.y + room.h + 1;
	if (box)
		room = rect_intersect(room, *box);
	if (room.w > 0 && ink.x >= room.x && ink.x + ink.w <= room.x + room.w && !tall)
		return;
	struct font_audit *a = c->audit;
	if (a->cuts < FONT_AUDIT_KEEP)
		snprintf(a->cut[a->cuts], sizeof a->cut[0], "\"%s\" (%d px wide at %d,%d) in %d px from x %d", s,
			 ink.w, ink.x, ink.y, room.w > 0 ? room.w : 0, room.x);
	a->cuts++;
}

static void draw_text(struct canvas *c, const struct rect *clip, const struct rect *box, const struct font *f,
		      int x, int y, const char *s, uint32_t color)
{
	if (c->audit)
		audit_text(c, clip, box, f, x, y, s);
	for (const struct font_glyph *g; (g = next_glyph(f, &s));) {
		if (g->base)
			draw_bitmap(c, clip, f, &f->glyphs[g->base], x, y, color);
		draw_bitmap(c, clip, f, g, x, y, color);
		x += g->advance;
	}
}

void font_draw(struct canvas *c, const struct rect *clip, const struct font *f, int x, int y,
	       const char *s, uint32_t color)
{
	draw_text(c, clip, NULL, f, x, y, s, color);
}

void font_draw_centered(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r,
			const char *s, uint32_t color)
{
	int x = r.x + (r.w - font_text_width(f, s)) / 2;
	int y = r.y + (r.h + f->ascent + 1) / 2;
	draw_text(c, clip, &r, f, x, y, s, color);
}

static struct rect add_ink(struct rect box, const struct font_glyph *g, int x, int y)
{
	if (g->w && g->h)
		box = rect_union(box, rect_make(x + g->left, y - g->top, g->w, g->h));
	return box;
}

struct rect font_text_box(const struct font *f, int x, int y, const char *s)
{
	struct rect box = { 0, 0, 0, 0 };
	for (const struct font_glyph *g; (g = next_glyph(f, &s));) {
		if (g->base)
			box = add_ink(box, &f->glyphs[g->base], x, y);
		box = add_ink(box, g, x, y);
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
	utf8_copy(a, size, text);	/* a long text cut between characters */
	b[0] = 0;
	if (font_text_width(f, a) <= width)
		return;
	size_t n = strlen(a);
	for (size_t i = n; i > 0; i--) {
		if (a[i - 1] != ' ')
			continue;
		a[i - 1] = 0;
		if (font_text_width(f, a) <= width) {
			utf8_copy(b, size, text + i);
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
