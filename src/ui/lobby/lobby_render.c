/* Drawing the lobby: painted straight into the canvas on each change (a
 * tap, a kiosk coming or going: a few times a minute). */
#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"
#include "ui/kit/button.h"
#include "ui/kit/text.h"
#include "ui/lobby/lobby_int.h"

static struct button make_button(const struct lobby *l, struct rect r, const char *label, bool pressed,
				 enum button_role role)
{
	return (struct button){
		.rect = r, .radius = r.h / 5, .role = role, .pressed = pressed, .label = label,
		.font = l->button_font, .floor = text_floor(l->opt.width, l->opt.height),
	};
}

static void paint_row(const struct lobby *l, struct canvas *c, const struct rect *clip, int i)
{
	const struct lobby_row *row = &l->rows[i];
	struct rect r = l->row_r[i];
	const struct theme *th = l->theme;
	canvas_fill_round_rect(c, clip, r, r.h / 6, th->table.box, 255);
	/* Name above, place and status under it, cut before the buttons. */
	int text_right = !rect_is_empty(l->words_b[i]) ? l->words_b[i].x
			 : !rect_is_empty(l->reversi_b[i]) ? l->reversi_b[i].x
							    : r.x + r.w;
	struct rect in = rect_make(r.x, r.y, text_right - r.x - 6, r.h);
	struct rect cut = clip ? rect_intersect(*clip, in) : in;
	int pad = r.h / 5, room = in.w - pad;
	char name[LOBBY_NAME_LEN + 8], line[2 * LOBBY_NAME_LEN + 48];
	font_draw(c, &cut, l->name_font, r.x + pad, r.y + r.h * 45 / 100,
		  font_ellipsize(l->name_font, row->name, room, name, sizeof name), th->table.text);
	const char *games = row->words && row->reversi ? "Words, Reversi" : row->words ? "Words" : "Reversi";
	const char *status = lobby_status_text(row->status);
	snprintf(line, sizeof line, "%s%s%s - %s", row->place, row->place[0] ? " - " : "", games, status);
	if (font_text_width(l->small_font, line) > room) {
		/* Narrow: the status stays ("Quai… - free"), the games go first,
		 * then the place gives way. */
		char tail[32];
		snprintf(tail, sizeof tail, "%s%s", row->place[0] ? " - " : "", status);
		text_head_tail(l->small_font, row->place, tail, room, line, sizeof line);
		font_ellipsize(l->small_font, line, room, line, sizeof line); /* a status longer than the row */
	}
	font_draw(c, &cut, l->small_font, r.x + pad, r.y + r.h * 82 / 100, line,
		  row->status == LOBBY_FREE ? th->table.good : th->table.muted);
	if (!rect_is_empty(l->words_b[i])) {
		struct button b = make_button(l, l->words_b[i], "Words", l->pressed == 100 + 2 * i, BUTTON_PRIMARY);
		button_paint(c, clip, th, &b);
	}
	if (!rect_is_empty(l->reversi_b[i])) {
		struct button b = make_button(l, l->reversi_b[i], "Reversi", l->pressed == 101 + 2 * i, BUTTON_PRIMARY);
		button_paint(c, clip, th, &b);
	}
}

void lobby_paint(void *lobby, struct canvas *c, const struct rect *clip)
{
	struct lobby *l = lobby;
	const struct theme *th = l->theme;
	canvas_fill_rect(c, clip, rect_make(0, 0, l->opt.width, l->opt.height), th->table.background);
	text_left(c, clip, l->title_font, l->title_r, l->title, th->table.text);
	int first, n;
	lobby_page_rows(l, &first, &n);
	for (int i = first; i < first + n; i++)
		if (!clip || rect_overlaps(*clip, l->row_r[i]))
			paint_row(l, c, clip, i);
	if (!l->row_count)
		text_centred(c, clip, l->name_font, l->list, "No other kiosk is online", th->table.muted, 0);
	text_centred(c, clip, l->small_font, l->notice_r, l->notice, th->table.warning, 0);
	for (int i = 0; i < LOBBY_ITEM_COUNT; i++) {
		if (rect_is_empty(l->item[i]))
			continue;
		struct button b = make_button(l, l->item[i], lobby_item_label(l, (enum lobby_item)i), l->pressed == i,
					      BUTTON_PLAIN);
		button_paint(c, clip, th, &b);
	}
	dialog_paint(&l->dialog, c, clip, th);
}
