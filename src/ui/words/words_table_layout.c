/* Where everything of the Words table is, from the canvas size alone. */
#include <stdio.h>
#include <string.h>

#include "ui/kit/board_panel.h"
#include "ui/kit/button.h"
#include "ui/kit/int_math.h"
#include "ui/kit/text.h"
#include "ui/words/words_table_int.h"

/* The panel's rows, top to bottom: score boxes (two to a row), the info
 * line, the status, the rack (one row of 7 or folded 4 + 3), two rows of
 * buttons; gap apart. */
struct panel_rows {
	int gap, rack_gap;
	int box_rows, box_h, info_h, status_h, button_h;
	int rack_rows, tile;
};

/* Heights the scale asks for; when the panel is short (a big scale on a
 * small screen) they shrink together towards their least, the rack tile
 * last, so nothing overlaps. */
static void fit_rows(struct panel_rows *r, struct rect panel, int sq, float scale, bool narrow)
{
	const int button_rows = 2;
	r->box_h = int_max(48, (int)(60 * scale));
	if (r->box_rows > 1)
		r->box_h = int_max(40, r->box_h * 3 / 4);
	r->info_h = int_max(22, (int)(26 * scale));
	r->status_h = int_max(44, (int)(50 * scale));
	r->button_h = int_max(48, (int)(56 * scale));
	int cols = r->rack_rows > 1 ? 4 : WORDS_RACK_SIZE;
	r->tile = int_min((panel.w - (cols - 1) * r->rack_gap) / cols, int_min(2 * sq, (int)(72 * scale)));
	int gaps = (3 + r->box_rows + button_rows + r->rack_rows) * r->gap;
	int parts = r->box_rows * r->box_h + r->info_h + r->status_h + button_rows * r->button_h;
	int room = panel.h - gaps - r->rack_rows * r->tile;
	if (parts <= room)
		return;
	int box_min = r->box_rows > 1 ? 30 : 40;
	int status_min = narrow ? 24 : 36;	/* one line, or two */
	int floor_parts = r->box_rows * box_min + 20 + status_min + button_rows * 40;
	int spare = int_max(0, room - floor_parts);
	int over = parts - floor_parts;
	r->box_h = box_min + (r->box_h - box_min) * spare / over;
	r->info_h = 20 + (r->info_h - 20) * spare / over;
	r->status_h = status_min + (r->status_h - status_min) * spare / over;
	r->button_h = 40 + (r->button_h - 40) * spare / over;
	parts = r->box_rows * r->box_h + r->info_h + r->status_h + button_rows * r->button_h;
	r->tile = int_max(8, int_min(r->tile, (panel.h - gaps - parts) / r->rack_rows));
}

/* From the top: the score boxes, two to a row, the info line, the status
 * lines. */
static void stack_top(struct words_table_layout *l, struct rect panel, const struct panel_rows *r)
{
	int half = (panel.w - r->gap) / 2;
	for (int i = 0; i < l->players_shown; i++) {
		int row = i / 2, col = i % 2;
		l->players[i] = rect_make(col ? panel.x + panel.w - half : panel.x,
					  panel.y + row * (r->box_h + r->gap), half, r->box_h);
	}
	int below = panel.y + r->box_rows * (r->box_h + r->gap);
	l->info = rect_make(panel.x, below, panel.w, r->info_h);
	l->status = rect_make(panel.x, l->info.y + r->info_h + r->gap, panel.w, r->status_h);
}

/* The widest word of s in f: a label wider than its button wraps at its
 * spaces (text_centred_wrap), so its button needs no more. */
static int widest_word(const struct font *f, const char *s)
{
	char word[32];
	int widest = 0;
	while (*s) {
		size_t n = strcspn(s, " ");
		snprintf(word, sizeof word, "%.*s", (int)n, s);
		widest = int_max(widest, font_text_width(f, word));
		s += n + (s[n] == ' ');
	}
	return widest;
}

/* The tools row's least width: Exchange and Challenge each their word at
 * the smallest text (a label cut to "Exch…" tells nobody what it does,
 * and a second, shorter word reads as another action), Take back a button
 * of 40 px (its words on two lines). */
static int tools_least(const struct font *floor, int gap)
{
	return widest_word(floor, WORDS_TABLE_LABEL_EXCHANGE) + widest_word(floor, WORDS_TABLE_LABEL_CHALLENGE) + 4 +
	       int_max(40, widest_word(floor, WORDS_TABLE_LABEL_TAKE_BACK) + 2) + 2 * gap;
}

/* From the bottom: the buttons, then the rack above them.  The lower row
 * is pressed every turn (Submit, the widest, Recall, Menu), the upper one
 * holds the turn's tools (Exchange, Challenge or Hint, Take back). */
static void stack_bottom(struct words_table_layout *l, struct rect panel, const struct panel_rows *r)
{
	int gap = r->gap, h = r->button_h;
	int by = panel.y + panel.h - h;
	int submit_w = (panel.w - 2 * gap) * 2 / 5;
	int other_w = (panel.w - 2 * gap - submit_w) / 2;
	l->buttons[WORDS_TABLE_BUTTON_SUBMIT] = rect_make(panel.x, by, submit_w, h);
	l->buttons[WORDS_TABLE_BUTTON_RECALL] = rect_make(panel.x + submit_w + gap, by, other_w, h);
	l->buttons[WORDS_TABLE_BUTTON_MENU] = rect_make(panel.x + panel.w - other_w, by, other_w, h);
	by -= h + gap;
	button_row(&l->buttons[WORDS_TABLE_BUTTON_EXCHANGE], 3, rect_make(panel.x, by, panel.w, h), gap);
	const struct font *floor = text_floor(l->width, l->height);
	int exchange_w = widest_word(floor, WORDS_TABLE_LABEL_EXCHANGE) + 2;
	int challenge_w = widest_word(floor, WORDS_TABLE_LABEL_CHALLENGE) + 2;
	if (int_max(exchange_w, challenge_w) > l->buttons[WORDS_TABLE_BUTTON_CHALLENGE].w) {
		/* A third cannot hold Exchange or Challenge even at the
		 * smallest text (the 3.5" panel): each takes its word, Take
		 * back the rest (its words on two lines).  One word for an
		 * action at every size: "Swap" and "Undo" here read as other
		 * actions than the Exchange and Take back said elsewhere. */
		l->buttons[WORDS_TABLE_BUTTON_EXCHANGE] = rect_make(panel.x, by, exchange_w, h);
		l->buttons[WORDS_TABLE_BUTTON_CHALLENGE] = rect_make(panel.x + exchange_w + gap, by, challenge_w, h);
		int x = panel.x + exchange_w + challenge_w + 2 * gap;
		l->buttons[WORDS_TABLE_BUTTON_TAKE_BACK] = rect_make(x, by, panel.x + panel.w - x, h);
	}
	l->buttons[WORDS_TABLE_BUTTON_HINT] = l->buttons[WORDS_TABLE_BUTTON_CHALLENGE];
	l->tile = r->tile;
	int rack_w = l->rack_cols * l->tile + (l->rack_cols - 1) * l->rack_gap;
	int rack_h = r->rack_rows * l->tile + (r->rack_rows - 1) * l->rack_gap;
	l->rack = rect_make(panel.x + (panel.w - rack_w) / 2, by - 2 * gap - rack_h, rack_w, rack_h);
}

/* The score sheet between the status and the rack, where four lines of
 * the floor's text fit (its heading and three moves at least). */
static void place_sheet(struct words_table_layout *l, int gap)
{
	const struct font *f = text_floor(l->width, l->height);
	int top = l->status.y + l->status.h + gap, bottom = l->rack.y - 2 * gap;
	if (bottom - top >= 4 * f->line_height + 4)
		l->sheet = rect_make(l->status.x, top, l->status.w, bottom - top);
}

bool words_table_layout_tools(struct words_table_layout *l, float scale)
{
	struct rect row = l->buttons[WORDS_TABLE_BUTTON_EXCHANGE];
	struct rect last = l->buttons[WORDS_TABLE_BUTTON_TAKE_BACK];
	int gap = l->buttons[WORDS_TABLE_BUTTON_CHALLENGE].x - (row.x + row.w);
	row.w = last.x + last.w - row.x;
	/* Each button its longest word at the smallest text (Take back's two
	 * on two lines) and a finger's width, what is left shared out; too
	 * narrow for that, Hint keeps sharing Challenge's place (a label cut
	 * to "Exch…", or "Swap" for Exchange, told the player less). */
	static const enum words_table_button order[4] = { WORDS_TABLE_BUTTON_EXCHANGE, WORDS_TABLE_BUTTON_CHALLENGE,
							   WORDS_TABLE_BUTTON_HINT, WORDS_TABLE_BUTTON_TAKE_BACK };
	static const char *const label[4] = { WORDS_TABLE_LABEL_EXCHANGE, WORDS_TABLE_LABEL_CHALLENGE, "Hint",
					      WORDS_TABLE_LABEL_TAKE_BACK };
	const struct font *floor = text_floor(l->width, l->height);
	int least = int_max(40, (int)(56 * (scale > 0.0f ? scale : 1.0f))), need[4], spare = row.w - 3 * gap;
	for (int i = 0; i < 4; i++) {
		need[i] = int_max(least, widest_word(floor, label[i]) + 2);
		spare -= need[i];
	}
	if (spare < 0)
		return false;
	int x = row.x;
	for (int i = 0; i < 4; i++) {
		int w = i == 3 ? row.x + row.w - x : need[i] + spare / 4;
		l->buttons[order[i]] = rect_make(x, row.y, w, row.h);
		x += w + gap;
	}
	return true;
}

/* The board takes the largest square that fits beside (landscape) or above
 * (portrait) a panel that keeps touch targets at 40 px or more: four rack
 * tiles across beside it, 300 px of height under it (350 for two rows of
 * score boxes); and its coordinates a strip above and left of it, except
 * on a screen under 400 px (every pixel of the board counts there).  A
 * narrow panel (480x320) folds the rack into two rows of 4 and 3 and
 * tightens its gaps. */
void words_table_layout_compute(struct words_table_layout *l, int width, int height, float scale, int players)
{
	if (scale <= 0.0f)
		scale = 1.0f;
	if (players < WORDS_MIN_PLAYERS || players > WORDS_MAX_PLAYERS)
		players = WORDS_MIN_PLAYERS;
	memset(l, 0, sizeof *l);
	int m = int_max(4, (int)(8 * scale));
	struct panel_rows r = { .gap = int_max(3, (int)(6 * scale)), .rack_gap = int_max(2, (int)(4 * scale)),
				.box_rows = players > 2 ? 2 : 1 };
	bool portrait = height > width;
	int least = portrait ? (players > 2 ? 350 : 300) : 4 * 40 + 3 * r.rack_gap + 2 * m;
	if (!portrait) /* and the tools row its words whole (a narrow panel's tighter gaps) */
		least = int_max(least, tools_least(text_floor(width, height), int_max(3, r.gap * 2 / 3)) + 2 * m);
	bool coords = int_min(width, height) >= 400;
	struct board_labels labels = { 0, 0 };
	if (coords)
		labels = board_panel_labels(text_floor(width, height), WORDS_SIZE);
	struct board_panel bp;
	board_panel_split(&bp, width, height, WORDS_SIZE, least, m, labels);
	l->width = width;
	l->height = height;
	l->portrait = bp.portrait;
	l->board = bp.board;
	l->sq = bp.sq;
	l->files = bp.files;
	l->ranks = bp.ranks;
	l->players_shown = players;
	l->rack_gap = r.rack_gap;
	l->rack_cols = bp.panel.w >= 7 * 40 + 6 * r.rack_gap ? WORDS_RACK_SIZE : 4;
	r.rack_rows = l->rack_cols == WORDS_RACK_SIZE ? 1 : 2;
	bool narrow = r.rack_rows > 1;	/* every pixel of height counts */
	if (narrow)
		r.gap = int_max(3, r.gap * 2 / 3);
	fit_rows(&r, bp.panel, l->sq, scale, narrow);
	stack_top(l, bp.panel, &r);
	stack_bottom(l, bp.panel, &r);
	place_sheet(l, r.gap);
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

static void centre_of(struct rect r, int *x, int *y)
{
	*x = r.x + r.w / 2;
	*y = r.y + r.h / 2;
}

void words_table_square_centre(const struct words_table_layout *l, int square, int *x, int *y)
{
	centre_of(words_table_square_rect(l, square), x, y);
}

void words_table_slot_centre(const struct words_table_layout *l, int slot, int *x, int *y)
{
	centre_of(words_table_slot_rect(l, slot), x, y);
}

/* How far above the finger a dragged tile's centre is drawn: a tile's
 * height, so the finger never hides it, less near the screen's bottom
 * edge, where the finger cannot go below the edge (at the very bottom the
 * tile is under the finger): every square stays within reach. */
static int lift(const struct words_table_layout *l, int y)
{
	return int_clamp(l->height - 1 - y, 0, l->tile);
}

struct rect words_table_drag_rect(const struct words_table_layout *l, int x, int y)
{
	int cy = y - lift(l, y);
	return rect_make(x - l->tile / 2, cy - l->tile / 2, l->tile, l->tile);
}

void words_table_drag_centre(const struct words_table_layout *l, int x, int y, int *cx, int *cy)
{
	struct rect r = words_table_drag_rect(l, x, y);
	*cx = r.x + r.w / 2;
	*cy = r.y + r.h / 2;
}

void words_table_drop_point(const struct words_table_layout *l, int square, int *x, int *y)
{
	int sx, sy;
	words_table_square_centre(l, square, &sx, &sy);
	*x = sx;
	/* y - lift(y) = sy: a whole tile below it where that leaves the
	 * tile's lift whole, else the finger nearer the bottom edge. */
	int fy = sy + l->tile;
	if (lift(l, fy) < l->tile)
		fy = (sy + l->height) / 2;
	*y = fy;
	while (*y - lift(l, *y) > sy)
		(*y)--;
	while (*y - lift(l, *y) < sy)
		(*y)++;
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

/* ---- the blank's letter picker: the 26 letters as rack tiles over the board ---- */

enum { PICKER_LETTERS = 26 };

/* As many columns as fit across the board (7 at most), rows to match;
 * the grid sits in the middle of the board under a line of text. */
static int picker_cols(const struct words_table_layout *l)
{
	int pitch = l->tile + l->rack_gap;
	int cols = (l->board.w - 2 * l->rack_gap) / pitch;
	return cols > 7 ? 7 : cols < 1 ? 1 : cols;
}

struct rect words_table_picker_rect(const struct words_table_layout *l)
{
	int cols = picker_cols(l), rows = (PICKER_LETTERS + cols - 1) / cols;
	int pitch = l->tile + l->rack_gap, pad = 2 * l->rack_gap;
	int w = cols * pitch - l->rack_gap + 2 * pad, h = rows * pitch - l->rack_gap + 2 * pad + l->tile / 2;
	return rect_make(l->board.x + (l->board.w - w) / 2, l->board.y + (l->board.h - h) / 2, w, h);
}

struct rect words_table_picker_letter_rect(const struct words_table_layout *l, int i)
{
	struct rect p = words_table_picker_rect(l);
	int cols = picker_cols(l), pitch = l->tile + l->rack_gap, pad = 2 * l->rack_gap;
	int rows = (PICKER_LETTERS + cols - 1) / cols;
	int row = i / cols, col = i % cols;
	/* The last row is centred. */
	int in_row = row == rows - 1 ? PICKER_LETTERS - row * cols : cols;
	int indent = (cols - in_row) * pitch / 2;
	return rect_make(p.x + pad + indent + col * pitch, p.y + pad + l->tile / 2 + row * pitch, l->tile, l->tile);
}

int words_table_picker_letter_at(const struct words_table_layout *l, int x, int y)
{
	for (int i = 0; i < PICKER_LETTERS; i++)
		if (rect_contains(words_table_picker_letter_rect(l, i), x, y))
			return 'A' + i;
	return 0;
}

void words_table_picker_centre(const struct words_table_layout *l, char letter, int *x, int *y)
{
	centre_of(words_table_picker_letter_rect(l, letter - 'A'), x, y);
}

/* ---- pages over the board: the score sheet, the standings ---------------- */

/* The least side of a page over the board: about what the 3.5" landscape
 * panel's (on its 271 px board, 253 px for the standings) holds at the
 * text floor: the standings' four players, each with its rack's line, the
 * sheet's moves above the unseen tiles. */
enum { OVER_BOARD_LEAST = 250 };

struct rect words_table_over_board(const struct words_table_layout *l, int margin)
{
	struct rect box = rect_inset(l->board, -margin);	/* margin inside the board's edge */
	if (box.w >= OVER_BOARD_LEAST && box.h >= OVER_BOARD_LEAST)
		return box;
	/* About a smaller board (320x480's 166 px, where the racks' lines
	 * were cut or left out and the sheet had no room for a move): under a
	 * portrait panel, everything above the rack, the scores and lines
	 * whole under it rather than cut at its edge; else grown to the least
	 * side, within the screen. */
	int m = 4;
	if (l->portrait && l->rack.y >= l->board.y + l->board.h + OVER_BOARD_LEAST / 4)
		return rect_make(m, 0, l->width - 2 * m, l->rack.y);
	int w = int_min(int_max(box.w, OVER_BOARD_LEAST), l->width - 2 * m);
	int h = int_min(int_max(box.h, OVER_BOARD_LEAST), l->height - 2 * m);
	int x = int_clamp(box.x + (box.w - w) / 2, m, l->width - m - w);
	int y = int_clamp(box.y + (box.h - h) / 2, 0, l->height - m - h);
	return rect_make(x, y, w, h);
}

struct rect words_table_sheet_over_board(const struct words_table_layout *l)
{
	return words_table_over_board(l, l->sq / 3);
}

struct rect words_table_standings_rect(const struct words_table_layout *l)
{
	return words_table_over_board(l, l->sq / 2);
}

/* Take home sits above the row of Rematch and New game, as wide as one of
 * them; on a board without coordinates (the 3.5" panel) it is the row's
 * third, its words on two lines where they do not fit on one: the height
 * a second row takes is what four players' rows need for their racks'
 * lines. */
static bool take_home_in_row(const struct words_table_layout *l)
{
	return rect_is_empty(l->files);
}

static void standings_row(const struct words_table_layout *l, struct rect row[3])
{
	struct rect box = words_table_standings_rect(l);
	int pad = l->sq / 2, h = int_max(44, l->sq * 3 / 2);
	button_row(row, take_home_in_row(l) ? 3 : 2, rect_make(box.x + pad, box.y + box.h - pad - h, box.w - 2 * pad, h),
		   pad);
}

void words_table_standings_buttons(const struct words_table_layout *l, struct rect *rematch, struct rect *new_game)
{
	struct rect row[3];
	standings_row(l, row);
	*rematch = row[0];
	*new_game = row[1];
}

struct rect words_table_standings_take_home(const struct words_table_layout *l)
{
	struct rect box = words_table_standings_rect(l), row[3];
	standings_row(l, row);
	if (take_home_in_row(l))
		return row[2];
	return rect_make(box.x + (box.w - row[0].w) / 2, row[0].y - l->sq / 4 - row[0].h, row[0].w, row[0].h);
}
