#include "ui/kit/dialog.h"

#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"
#include "ui/kit/button.h"
#include "ui/kit/int_math.h"
#include "ui/kit/text.h"

/* The sentence in lines of width at font f, whole words, greedily; returns
 * how many lines it takes (more than DIALOG_TEXT_LINES_MAX: it does not fit,
 * and the last line kept holds the rest, to be clipped). */
static int wrap(const char *text, const struct font *f, int width, char lines[][DIALOG_TEXT_LEN])
{
	int n = 0;
	const char *p = text;
	while (*p == ' ')
		p++;
	while (*p) {
		if (n == DIALOG_TEXT_LINES_MAX) {
			size_t len = strlen(lines[n - 1]);
			snprintf(lines[n - 1] + len, DIALOG_TEXT_LEN - len, " %s", p);
			return n + 1;
		}
		/* The most whole words from p that fit; one word at least. */
		size_t take = 0;
		for (size_t i = 1;; i++) {
			if (p[i] != ' ' && p[i])
				continue;
			size_t len = i < DIALOG_TEXT_LEN - 1 ? i : DIALOG_TEXT_LEN - 1;
			memcpy(lines[n], p, len);
			lines[n][len] = '\0';
			if (take && font_text_width(f, lines[n]) > width)
				break;
			take = len;
			if (!p[i] || len < i)
				break;
		}
		lines[n][take] = '\0';
		memcpy(lines[n], p, take);
		p += take;
		while (*p == ' ')
			p++;
		n++;
	}
	return n;
}

/* The text's lines at the largest font from f down to floor that keeps
 * them to DIALOG_TEXT_LINES (at the floor, up to DIALOG_TEXT_LINES_MAX);
 * returns that font and the line count. */
static const struct font *fit_text(const char *text, const struct font *f, const struct font *floor, int width,
				   char lines[][DIALOG_TEXT_LEN], int *count)
{
	for (;;) {
		memset(lines, 0, DIALOG_TEXT_LINES_MAX * DIALOG_TEXT_LEN);
		*count = wrap(text, f, width, lines);
		const struct font *smaller = font_pick(f->size - 1);
		if (*count <= DIALOG_TEXT_LINES || f->size <= floor->size || smaller == f)
			break;
		f = smaller;
	}
	if (*count > DIALOG_TEXT_LINES_MAX)
		*count = DIALOG_TEXT_LINES_MAX;
	return f;
}

/* dialog_place with room for text_lines lines of the sentence. */
static void place_box(struct dialog *d, int width, int height, float scale, int from_x, int options, int text_lines)
{
	float s = scale > 0.0f ? scale : 1.0f;
	const struct font *floor = text_floor(width, height);
	int m = int_max(6, (int)(12 * s)), pad = int_max(8, (int)(14 * s));
	int box_w = int_min(width - 2 * m, (int)(520 * s));
	d->width = width;
	d->height = height;
	d->title_font = text_at_least(font_pick((int)(24 * s)), floor);
	d->button_font = text_at_least(font_pick((int)(20 * s)), floor);
	d->text_font = text_at_least(font_pick((int)(18 * s)), floor);
	int button_h = int_max(44, (int)(52 * s));
	int title_h = d->title_font->line_height, text_h = text_lines * d->text_font->line_height;
	int row_h = int_max(40, (int)(48 * s)), rows = int_clamp(options, 0, DIALOG_OPTIONS);
	int options_h = rows * (row_h + pad / 2);
	int box_h = int_min(height - 2 * m, pad + title_h + pad / 2 + text_h + pad + options_h + button_h + pad);
	d->box = rect_make((width - box_w) / 2, (height - box_h) / 2, box_w, box_h);
	d->title_r = rect_make(d->box.x + pad, d->box.y + pad, box_w - 2 * pad, title_h);
	d->text_r = rect_make(d->box.x + pad, d->title_r.y + title_h + pad / 2, box_w - 2 * pad, text_h);

	/* Two buttons of two fifths of the inside each, a fifth apart; the
	 * confirm button on the side away from the tap that opened the box. */
	int bw = (box_w - 2 * pad) * 2 / 5, by = d->box.y + box_h - pad - button_h;
	struct rect left = rect_make(d->box.x + pad, by, bw, button_h);
	struct rect right = rect_make(d->box.x + box_w - pad - bw, by, bw, button_h);
	bool from_right = from_x >= d->box.x + box_w / 2;
	d->button[DIALOG_BUTTON_CONFIRM] = from_right ? left : right;
	d->button[DIALOG_BUTTON_CANCEL] = from_right ? right : left;
	/* The option rows across the box, over the buttons. */
	d->options = rows;
	for (int i = 0; i < DIALOG_OPTIONS; i++)
		d->button[DIALOG_BUTTON_OPTION + i] = i < rows
			? rect_make(d->box.x + pad, by - (rows - i) * (row_h + pad / 2), box_w - 2 * pad, row_h)
			: rect_make(0, 0, 0, 0);
}

void dialog_place(struct dialog *d, int width, int height, float scale, int from_x, int options)
{
	place_box(d, width, height, scale, from_x, options, DIALOG_TEXT_LINES);
}

void dialog_set_option(struct dialog *d, int i, const char *text, struct damage *pending)
{
	if (i < 0 || i >= d->options)
		return;
	snprintf(d->option[i], DIALOG_OPTION_LEN, "%s", text);
	damage_add(pending, d->button[DIALOG_BUTTON_OPTION + i]);
}

void dialog_open(struct dialog *d, int tag, const struct dialog_text *t, int width, int height, float scale,
		 int from_x, uint32_t now_ms, struct damage *pending)
{
	memset(d, 0, sizeof *d);
	d->open = true;
	d->tag = tag;
	d->pressed = -1;
	d->opened_ms = now_ms;
	snprintf(d->title, sizeof d->title, "%s", t->title ? t->title : "");
	snprintf(d->text, sizeof d->text, "%s", t->text ? t->text : "");
	snprintf(d->label[DIALOG_BUTTON_CANCEL], DIALOG_LABEL_LEN, "%s", t->cancel ? t->cancel : "Cancel");
	snprintf(d->label[DIALOG_BUTTON_CONFIRM], DIALOG_LABEL_LEN, "%s", t->confirm ? t->confirm : "OK");
	int options = 0;
	while (options < DIALOG_OPTIONS && t->option[options]) {
		snprintf(d->option[options], DIALOG_OPTION_LEN, "%s", t->option[options]);
		options++;
	}
	dialog_place(d, width, height, scale, from_x, options);
	/* A long sentence steps down towards the floor to keep to its lines;
	 * at the floor it may take more, in a taller box. */
	char lines[DIALOG_TEXT_LINES_MAX][DIALOG_TEXT_LEN];
	int count = 0;
	const struct font *f = fit_text(d->text, d->text_font, text_floor(width, height), d->text_r.w, lines, &count);
	if (count > DIALOG_TEXT_LINES)
		place_box(d, width, height, scale, from_x, options, count);
	d->text_font = f;
	damage_add_all(pending);
}

void dialog_close(struct dialog *d, struct damage *pending)
{
	if (!d->open)
		return;
	d->open = false;
	d->pressed = -1;
	damage_add_all(pending);
}

static int button_under(const struct dialog *d, int x, int y)
{
	return button_at(d->button, DIALOG_BUTTONS, x, y);
}

void dialog_press(struct dialog *d, int x, int y, uint32_t now_ms, struct damage *pending)
{
	if (!d->open)
		return;
	bool guarded = (uint32_t)(now_ms - d->opened_ms) < DIALOG_GUARD_MS;
	d->pressed = button_press(d->pressed, guarded ? -1 : button_under(d, x, y), d->button, pending);
}

enum dialog_answer dialog_tap(struct dialog *d, int x, int y, struct damage *pending)
{
	if (!d->open)
		return DIALOG_NONE;
	int b = d->pressed;
	d->pressed = button_press(d->pressed, -1, d->button, pending);
	if (b < 0 || button_under(d, x, y) != b)
		return DIALOG_NONE;
	if (b >= DIALOG_BUTTON_OPTION)
		return (enum dialog_answer)(DIALOG_OPTION + b - DIALOG_BUTTON_OPTION);
	dialog_close(d, pending);
	return b == DIALOG_BUTTON_CONFIRM ? DIALOG_CONFIRM : DIALOG_CANCEL;
}

void dialog_release(struct dialog *d, struct damage *pending)
{
	if (d->open)
		d->pressed = button_press(d->pressed, -1, d->button, pending);
}

void dialog_paint(const struct dialog *d, struct canvas *c, const struct rect *clip, const struct theme *th)
{
	if (!d->open)
		return;
	struct rect all = rect_make(0, 0, d->width, d->height);
	struct rect area = clip ? rect_intersect(*clip, all) : all;
	if (rect_is_empty(area))
		return;
	/* The screen stays in sight, dimmed: the question is about it. */
	canvas_fill_round_rect(c, &area, area, 0, th->table.background, 170);
	if (!rect_overlaps(area, d->box))
		return;
	canvas_fill_round_rect(c, &area, d->box, 14, th->table.cover, 255);
	canvas_frame(c, &area, d->box, 2, th->table.box_turn);
	font_draw_centered(c, &area, d->title_font, d->title_r, d->title, th->table.text);
	char lines[DIALOG_TEXT_LINES_MAX][DIALOG_TEXT_LEN];
	int count = 0;
	memset(lines, 0, sizeof lines);
	count = wrap(d->text, d->text_font, d->text_r.w, lines);
	struct rect row = rect_make(d->text_r.x, d->text_r.y, d->text_r.w, d->text_font->line_height);
	for (int i = 0; i < count && i < DIALOG_TEXT_LINES_MAX && row.y + row.h <= d->text_r.y + d->text_r.h;
	     i++, row.y += row.h)
		font_draw_centered(c, &area, d->text_font, row, lines[i], th->table.text);
	for (int i = 0; i < DIALOG_BUTTON_OPTION + d->options; i++) {
		struct button b = {
			.rect = d->button[i],
			.radius = 10,
			.role = i == DIALOG_BUTTON_CONFIRM ? BUTTON_PRIMARY : BUTTON_PLAIN,
			.pressed = d->pressed == i,
			.label = i < DIALOG_BUTTON_OPTION ? d->label[i] : d->option[i - DIALOG_BUTTON_OPTION],
			.font = d->button_font,
		};
		button_paint(c, &area, th, &b);
	}
}
