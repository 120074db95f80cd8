#include "ui/kit/status_line.h"
#include "gfx/utf8.h"

#include <stdio.h>
#include <string.h>

bool status_line_set(struct status_line *s, enum status_line_kind kind, const char *text)
{
	/* Cut between letters: a line with a whole kiosk's name in it may be long. */
	size_t n = utf8_prefix(text, sizeof s->text - 1);
	if (s->kind == kind && strlen(s->text) == n && !memcmp(s->text, text, n))
		return false;
	memmove(s->text, text, n);
	s->text[n] = '\0';
	s->kind = kind;
	return true;
}

uint32_t status_line_color(const struct theme *t, enum status_line_kind kind)
{
	switch (kind) {
	case STATUS_LINE_GOOD:
		return t->table.good;
	case STATUS_LINE_ERROR:
		return t->table.error;
	case STATUS_LINE_INFO:
		break;
	}
	return t->table.muted;
}

static void one_row(const struct status_line *s, const struct font *f, struct status_line_rows *out)
{
	out->font = f;
	out->count = 1;
	snprintf(out->row[0], sizeof out->row[0], "%s", s->text);
	out->row[1][0] = '\0';
}

void status_line_wrap(const struct status_line *s, enum status_line_wrap how, const struct font *f, int width,
		      int height, struct status_line_rows *out)
{
	const size_t size = sizeof out->row[0];
	if (how == STATUS_LINE_TWO_ROWS) {
		if (2 * f->line_height > height)
			f = font_pick(height * 40 / 100);
		out->font = font_wrap_two_lines(f, s->text, width, out->row[0], out->row[1], size);
		out->count = 2;
		return;
	}
	const struct font *try = f;
	while (font_text_width(try, s->text) > width && try->size > 8) {
		const struct font *g = font_wrap_two_lines(try, s->text, width, out->row[0], out->row[1], size);
		if (out->row[1][0] && 2 * g->line_height <= height) {
			out->font = g;
			out->count = 2;
			return;
		}
		const struct font *smaller = font_pick(g->size - 1);
		if (smaller == g)
			break;
		try = smaller;
	}
	one_row(s, f, out);
}

bool status_line_fits(const char *text, const struct font *f, const struct font *floor, int width, int height)
{
	if (!text[0])
		return true;
	struct status_line s = { .kind = STATUS_LINE_INFO };
	snprintf(s.text, sizeof s.text, "%s", text);
	if (strcmp(s.text, text) != 0)
		return false;	/* longer than a status line holds */
	struct status_line_rows rows;
	status_line_wrap(&s, STATUS_LINE_TWO_ROWS, f, width, height, &rows);
	if (rows.font->size < floor->size)
		return false;
	size_t shown = 0;
	for (int i = 0; i < rows.count; i++) {
		if (font_text_width(rows.font, rows.row[i]) > width)
			return false;
		shown += strlen(rows.row[i]) + (i > 0 && rows.row[i][0]);	/* the space the break took */
	}
	return shown >= strlen(text);
}

void status_line_floor(const struct status_line *s, const struct font *floor, int width,
		       struct status_line_rows *rows)
{
	if (rows->font->size >= floor->size)
		return;
	const size_t size = sizeof rows->row[0];
	rows->font = floor;
	rows->count = 2;
	snprintf(rows->row[0], size, "%s", s->text);
	rows->row[1][0] = '\0';
	for (size_t i = strlen(rows->row[0]); i > 0 && font_text_width(floor, rows->row[0]) > width; i--) {
		if (s->text[i - 1] != ' ')
			continue;
		rows->row[0][i - 1] = '\0';
		snprintf(rows->row[1], size, "%s", s->text + i);
	}
	/* What still runs past the width ends in "…", not in half a letter. */
	for (int i = 0; i < 2; i++)
		font_ellipsize(floor, rows->row[i], width, rows->row[i], size);
}
