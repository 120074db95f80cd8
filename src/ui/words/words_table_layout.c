#include "ui/words/words_table_int.h"

#include <string.h>

static int imin(int a, int b)
{
	return a < b ? a : b;
}

static int imax(int a, int b)
{
	return a > b ? a : b;
}

/* The board takes the largest square that fits beside (landscape) or above
 * (portrait) a panel that keeps touch targets at 40 px or more; the panel
 * stacks scores, info and status from the top and rack and buttons from the
 * bottom, so it stretches with the screen.  A narrow panel (480x320) folds
 * the rack into two rows of 4 and 3 and the buttons into two rows; three or
 * four players get two rows of score boxes. */
void words_table_layout_compute(struct words_table_layout *l, int width, int height, float scale, int players)
{
	if (scale <= 0.0f)
		scale = 1.0f;
	if (players < WORDS_MIN_PLAYERS || players > WORDS_MAX_PLAYERS)
		players = WORDS_MIN_PLAYERS;
	memset(l, 0, sizeof *l);
	int m = imax(4, (int)(8 * scale));
	int bm = m / 2;	/* the board goes nearer the edge: every pixel counts */
	int gap = imax(3, (int)(6 * scale));
	int rack_gap = imax(2, (int)(4 * scale));
	l->width = width;
	l->height = height;
	l->portrait = height > width;
	l->players_shown = players;

	struct rect panel;
	int side;
	if (!l->portrait) {
		/* At least four 40 px tiles across beside the board. */
		int panel_min = 4 * 40 + 3 * rack_gap + 2 * m;
		side = imin(height - 2 * bm, width - panel_min - bm);
	} else {
		/* Two rows of score boxes for three or four players ask for
		 * more of the height. */
		int panel_min = players > 2 ? 350 : 300;
		side = imin(width - 2 * bm, height - panel_min - bm);
	}
	l->sq = imax(8, (side - 1) / 15);
	int bs = 15 * l->sq + 1;
	if (!l->portrait) {
		l->board = rect_make(bm, (height - bs) / 2, bs, bs);
		int px = l->board.x + bs + m;
		panel = rect_make(px, m, width - px - m, height - 2 * m);
	} else {
		l->board = rect_make((width - bs) / 2, bm, bs, bs);
		int py = l->board.y + bs + m;
		panel = rect_make(m, py, width - 2 * m, height - py - m);
	}

	/* Seven 40 px tiles in a row, or fold the rack.  Two rows of three
	 * buttons: the turn's tools (Exchange, Challenge, Take back) above the
	 * ones pressed every turn (Submit, Recall, Menu). */
	l->rack_cols = panel.w >= 7 * 40 + 6 * rack_gap ? WORDS_RACK_SIZE : 4;
	int rack_rows = l->rack_cols == WORDS_RACK_SIZE ? 1 : 2;
	bool narrow = rack_rows > 1;	/* every pixel of height counts */
	if (narrow)
		gap = imax(3, gap * 2 / 3);
	const int button_rows = 2;
	int box_rows = players > 2 ? 2 : 1;

	/* Heights the scale asks for; when the panel is short (a big scale on a
	 * small screen) they shrink together towards their minimums, the rack
	 * tile last, so nothing overlaps. */
	int box_h = imax(48, (int)(60 * scale));
	if (box_rows > 1)
		box_h = imax(40, box_h * 3 / 4);
	int info_h = imax(22, (int)(26 * scale));
	int status_h = imax(44, (int)(50 * scale));
	int button_h = imax(48, (int)(56 * scale));
	int tile = imin((panel.w - (l->rack_cols - 1) * rack_gap) / l->rack_cols,
			imin(2 * l->sq, (int)(72 * scale)));
	int gaps = (3 + box_rows + button_rows + rack_rows) * gap;
	int parts = box_rows * box_h + info_h + status_h + button_rows * button_h;
	int room = panel.h - gaps - rack_rows * tile;
	if (parts > room) {
		int box_min = box_rows > 1 ? 30 : 40;
		int status_min = narrow ? 24 : 36;	/* one line, or two */
		int floor_parts = box_rows * box_min + 20 + status_min + button_rows * 40;
		int spare = imax(0, room - floor_parts);
		int over = parts - floor_parts;
		box_h = box_min + (box_h - box_min) * spare / over;
		info_h = 20 + (info_h - 20) * spare / over;
		status_h = status_min + (status_h - status_min) * spare / over;
		button_h = 40 + (button_h - 40) * spare / over;
		parts = box_rows * box_h + info_h + status_h + button_rows * button_h;
		tile = imax(8, imin(tile, (panel.h - gaps - parts) / rack_rows));
	}

	/* From the top: the score boxes, two to a row, the info line, the
	 * status lines. */
	int half = (panel.w - gap) / 2;
	for (int i = 0; i < players; i++) {
		int row = i / 2, col = i % 2;
		l->players[i] = rect_make(col ? panel.x + panel.w - half : panel.x,
					  panel.y + row * (box_h + gap), half, box_h);
	}
	int below = panel.y + box_rows * (box_h + gap);
	l->info = rect_make(panel.x, below, panel.w, info_h);
	l->status = rect_make(panel.x, l->info.y + info_h + gap, panel.w, status_h);

	/* From the bottom: the buttons, then the rack above them.  Submit is
	 * the widest: it is pressed every turn. */
	int by = panel.y + panel.h - button_h;
	int submit_w = (panel.w - 2 * gap) * 2 / 5;
	int other_w = (panel.w - 2 * gap - submit_w) / 2;
	l->buttons[WORDS_TABLE_BUTTON_SUBMIT] = rect_make(panel.x, by, submit_w, button_h);
	l->buttons[WORDS_TABLE_BUTTON_RECALL] = rect_make(panel.x + submit_w + gap, by, other_w, button_h);
	l->buttons[WORDS_TABLE_BUTTON_MENU] = rect_make(panel.x + panel.w - other_w, by, other_w, button_h);
	by -= button_h + gap;
	int third = (panel.w - 2 * gap) / 3;
	l->buttons[WORDS_TABLE_BUTTON_EXCHANGE] = rect_make(panel.x, by, third, button_h);
	l->buttons[WORDS_TABLE_BUTTON_CHALLENGE] = rect_make(panel.x + third + gap, by, third, button_h);
	l->buttons[WORDS_TABLE_BUTTON_TAKE_BACK] = rect_make(panel.x + panel.w - third, by, third, button_h);
	l->rack_gap = rack_gap;
	l->tile = tile;
	int rack_w = l->rack_cols * l->tile + (l->rack_cols - 1) * rack_gap;
	int rack_h = rack_rows * l->tile + (rack_rows - 1) * rack_gap;
	l->rack = rect_make(panel.x + (panel.w - rack_w) / 2, by - 2 * gap - rack_h, rack_w, rack_h);
}

struct rect words_table_square_rect(const struct words_table_layout *l, int square)
{
	int col = square % WORDS_SIZE, row = square / WORDS_SIZE;
	return rect_make(l->board.x + col * l->sq + 1, l->board.y + row * l->sq + 1, l->sq - 1, l->sq - 1);
}

struct rect words_table_slot_rect(const struct words_table_layout *l, int slot)
{
	int row = slot / l->rack_cols, col = slot % l->rack_cols;
	int pitch = l->tile + l->rack_gap;
	/* A folded rack's short second row is centred under the first. */
	int indent = row && l->rack_cols < WORDS_RACK_SIZE
		     ? (l->rack_cols - (WORDS_RACK_SIZE - l->rack_cols)) * pitch / 2 : 0;
	return rect_make(l->rack.x + indent + col * pitch, l->rack.y + row * pitch, l->tile, l->tile);
}

void words_table_square_centre(const struct words_table_layout *l, int square, int *x, int *y)
{
	struct rect r = words_table_square_rect(l, square);
	*x = r.x + r.w / 2;
	*y = r.y + r.h / 2;
}

void words_table_slot_centre(const struct words_table_layout *l, int slot, int *x, int *y)
{
	struct rect r = words_table_slot_rect(l, slot);
	*x = r.x + r.w / 2;
	*y = r.y + r.h / 2;
}

struct rect words_table_drag_rect(const struct words_table_layout *l, int x, int y)
{
	/* Centred a tile above the finger, so the finger never hides it. */
	return rect_make(x - l->tile / 2, y - l->tile - l->tile / 2, l->tile, l->tile);
}

int words_table_shadow_blur(const struct words_table_layout *l)
{
	return l->tile / 10 > 2 ? l->tile / 10 : 2;
}

struct rect words_table_shadow_rect(const struct words_table_layout *l, struct rect tile)
{
	/* Light from the top left: the shadow falls down and right. */
	int b = words_table_shadow_blur(l), off = l->tile / 12 > 1 ? l->tile / 12 : 1;
	return rect_make(tile.x - b + off, tile.y - b + 2 * off, tile.w + 2 * b, tile.h + 2 * b);
}

int words_table_square_at(const struct words_table_layout *l, int x, int y)
{
	if (!rect_contains(l->board, x, y))
		return -1;
	int col = (x - l->board.x) / l->sq, row = (y - l->board.y) / l->sq;
	if (col >= WORDS_SIZE || row >= WORDS_SIZE)
		return -1;
	return row * WORDS_SIZE + col;
}

int words_table_slot_at(const struct words_table_layout *l, int x, int y)
{
	/* The gaps between slots count as the nearer slot: a generous target. */
	struct rect r = rect_inset(l->rack, l->rack_gap);
	if (!rect_contains(r, x, y))
		return -1;
	int best = -1;
	long best_d = 0;
	for (int slot = 0; slot < WORDS_RACK_SIZE; slot++) {
		struct rect s = words_table_slot_rect(l, slot);
		long dx = x - (s.x + s.w / 2), dy = y - (s.y + s.h / 2);
		long d = dx * dx + dy * dy;
		if (best < 0 || d < best_d) {
			best = slot;
			best_d = d;
		}
	}
	return best;
}
