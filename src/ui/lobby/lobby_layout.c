/* Where the lobby's parts go: a title line, the kiosks a row each with
 * their invitation buttons on the right, a notice line, and a bottom row of
 * Back, Refuse invitations, More and Cancel. */
#include <string.h>

#include "gfx/draw.h"
#include "ui/kit/button.h"
#include "ui/kit/int_math.h"
#include "ui/kit/text.h"
#include "ui/lobby/lobby_int.h"

const char *lobby_status_text(enum lobby_status s)
{
	switch (s) {
	case LOBBY_FREE:
		return "free";
	case LOBBY_PLAYING:
		return "playing";
	case LOBBY_BUSY:
		return "not taking invitations";
	}
	return "";
}

const char *lobby_item_label(const struct lobby *l, enum lobby_item item)
{
	switch (item) {
	case LOBBY_ITEM_BACK:
		return "Back";
	case LOBBY_ITEM_REFUSE:
		return l->refusing ? "Invitations: refused" : "Invitations: welcome";
	case LOBBY_ITEM_MORE:
		return "More";
	case LOBBY_ITEM_CANCEL:
		return "Cancel invitation";
	case LOBBY_ITEM_COUNT:
	case LOBBY_ITEM_NONE:
		break;
	}
	return "";
}

void lobby_page_rows(const struct lobby *l, int *first, int *n)
{
	*first = l->page * l->per_page;
	*n = int_max(0, int_min(l->per_page, l->row_count - *first));
}

void lobby_layout(struct lobby *l)
{
	int w = l->opt.width, h = l->opt.height;
	float s = l->opt.scale;
	int margin = int_max(6, (int)(14 * s)), gap = int_max(4, (int)(8 * s));
	int title_h = int_max(28, (int)(44 * s)), bottom_h = int_max(36, (int)(52 * s));
	int notice_h = int_max(20, (int)(28 * s)), row_h = int_max(40, (int)(58 * s));
	const struct font *floor = text_floor(w, h);
	l->title_r = rect_make(margin, margin / 2, w - 2 * margin, title_h);
	int bottom_y = h - margin / 2 - bottom_h;
	l->notice_r = rect_make(margin, bottom_y - gap - notice_h, w - 2 * margin, notice_h);
	l->list = rect_make(margin, l->title_r.y + title_h + gap / 2, w - 2 * margin,
			    l->notice_r.y - gap / 2 - (l->title_r.y + title_h + gap / 2));
	l->per_page = int_max(1, (l->list.h + gap / 2) / (row_h + gap / 2));
	if (l->page * l->per_page >= l->row_count)
		l->page = 0;
	memset(l->row_r, 0, sizeof l->row_r);
	memset(l->words_b, 0, sizeof l->words_b);
	memset(l->reversi_b, 0, sizeof l->reversi_b);
	int first, n;
	lobby_page_rows(l, &first, &n);
	int bw = int_min((int)(120 * s), l->list.w / 5), bh = row_h * 70 / 100;
	for (int i = 0; i < n; i++) {
		int r = first + i;
		struct rect row = rect_make(l->list.x, l->list.y + i * (row_h + gap / 2), l->list.w, row_h);
		l->row_r[r] = row;
		if (l->rows[r].status != LOBBY_FREE)
			continue;
		int by = row.y + (row_h - bh) / 2, right = row.x + row.w - gap;
		if (l->rows[r].reversi)
			l->reversi_b[r] = rect_make(right - bw, by, bw, bh);
		if (l->rows[r].words)
			l->words_b[r] = rect_make(right - (l->rows[r].reversi ? 2 * bw + gap : bw), by, bw, bh);
	}
	/* The bottom row: Back left, the setting beside it, More and Cancel right. */
	memset(l->item, 0, sizeof l->item);
	int unit = (w - 2 * margin - 3 * gap) / 8;
	l->item[LOBBY_ITEM_BACK] = rect_make(margin, bottom_y, unit * 3 / 2, bottom_h);
	l->item[LOBBY_ITEM_REFUSE] = rect_make(margin + unit * 3 / 2 + gap, bottom_y, unit * 5 / 2 + unit / 2, bottom_h);
	int right = w - margin;
	if (l->waiting) {
		l->item[LOBBY_ITEM_CANCEL] = rect_make(right - unit * 5 / 2, bottom_y, unit * 5 / 2, bottom_h);
		right -= unit * 5 / 2 + gap;
	}
	if (l->row_count > l->per_page)
		l->item[LOBBY_ITEM_MORE] = rect_make(right - unit, bottom_y, unit, bottom_h);
	l->title_font = text_at_least(font_pick(title_h * 55 / 100), floor);
	l->name_font = text_at_least(font_pick(row_h * 36 / 100), floor);
	l->small_font = text_at_least(font_pick(row_h * 26 / 100), floor);
	l->button_font = text_at_least(font_pick(bh * 42 / 100), floor);
}

struct rect lobby_invite_rect(const struct lobby *l, int row, bool reversi)
{
	if (row < 0 || row >= l->row_count)
		return rect_make(0, 0, 0, 0);
	return reversi ? l->reversi_b[row] : l->words_b[row];
}

struct rect lobby_item_rect(const struct lobby *l, enum lobby_item item)
{
	return item >= 0 && item < LOBBY_ITEM_COUNT ? l->item[item] : rect_make(0, 0, 0, 0);
}
