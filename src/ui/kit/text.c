#include "ui/kit/text.h"

#include "gfx/draw.h"

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

void text_centred_wrap(struct canvas *c, const struct rect *clip, const struct font *f, const struct font *floor,
		       struct rect r, int width, const char *s, uint32_t color)
{
	struct rect in = clip ? rect_intersect(*clip, r) : r;
	if (font_text_width(f, s) <= width) {
		font_draw_centered(c, &in, f, r, s, color);
		return;
	}
	char a[TEXT_WRAP_MAX], b[TEXT_WRAP_MAX];
	const struct font *g = font_wrap_two_lines(f, s, width, a, b, sizeof a);
	if (b[0] && 2 * g->line_height <= r.h && (!floor || g->size >= floor->size) &&
	    font_text_width(g, a) <= width && font_text_width(g, b) <= width) {
		struct rect row = rect_make(r.x, r.y + r.h / 2 - g->line_height, r.w, g->line_height);
		font_draw_centered(c, &in, g, row, a, color);
		row.y += row.h;
		font_draw_centered(c, &in, g, row, b, color);
		return;
	}
	font_draw_centered(c, &in, f, r, font_ellipsize(f, s, width, a, sizeof a), color);
}

char *text_head_tail(const struct font *f, const char *head, const char *tail, int width, char *out,
		     size_t size)
{
	char stem[TEXT_WRAP_MAX];
	font_ellipsize(f, head, width - font_text_width(f, tail), stem, sizeof stem);
	snprintf(out, size, "%s%s", stem, tail);
	return out;
}

void text_short_name(const struct font *f, char *name, size_t size, int width)
{
	size_t n = strlen(name), digits = 0, keep = 0;
	while (digits < n && name[n - 1 - digits] >= '0' && name[n - 1 - digits] <= '9')
		digits++;
	if (font_text_width(f, name) <= width)
		return;
	if (digits > 0 && digits <= 3 && digits + 1 < n && name[n - 1 - digits] == ' ')
		keep = digits + 1;
	/* A kiosk told from another of its name by its user: "Libr… (eve)". */
	const char *open = n > 3 && name[n - 1] == ')' ? strrchr(name, '(') : NULL;
	if (open && open > name + 1 && open[-1] == ' ')
		keep = n - (size_t)(open - 1 - name);
	char tail[48], stem[TEXT_WRAP_MAX];
	if (keep == 0 || keep >= sizeof tail || keep >= n) {
		font_ellipsize(f, name, width, name, size);
		return;
	}
	snprintf(tail, sizeof tail, "%s", name + n - keep);
	if (font_text_width(f, tail) + font_text_width(f, "M\xe2\x80\xa6") > width) {
		/* No room for both: the user says more than the name's start
		 * ("(other-ki…"); a seat's number goes as other names do. */
		if (open)
			font_ellipsize(f, tail + 1, width, name, size);
		else
			font_ellipsize(f, name, width, name, size);
		return;
	}
	snprintf(stem, sizeof stem, "%.*s", (int)(n - keep), name);
	text_head_tail(f, stem, tail, width, name, size);
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
