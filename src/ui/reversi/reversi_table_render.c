/* Painting the Reversi table, clipped to one damage rectangle at a time.
 * Discs are drawn directly (anti-aliased circles) rather than prerendered:
 * 64 squares are few and a square repaints in microseconds. */
#include <stdio.h>
#include <string.h>

#include "ui/kit/board_panel.h"
#include "ui/kit/button.h"
#include "ui/kit/int_math.h"
#include "ui/kit/text.h"
#include "ui/reversi/reversi_table_int.h"

/* A disc; `width` per mille of its full width (a disc turning over is seen
 * edge-on halfway). */
static void disc_paint(const struct theme_reversi *th, struct canvas *c, const struct rect *clip, struct rect sq,
		       int inset, enum reversi_color col, int width)
{
	struct rect d = rect_inset(sq, -inset);
	int w = int_max(4, d.w * width / 1000);
	d.x += (d.w - w) / 2;
	d.w = w;
	int rad = int_min(d.w, d.h) / 2;
	/* A soft offset shadow lifts the disc off the felt. */
	struct rect s = d;
	s.x += 2;
	s.y += 2;
	canvas_fill_round_rect(c, clip, s, rad, th->shadow, 255);
	canvas_fill_round_rect(c, clip, d, rad, col == REVERSI_BLACK ? th->black_rim : th->white_rim, 255);
	struct rect f = rect_inset(d, -2);
	canvas_fill_round_rect(c, clip, f, int_min(f.w, f.h) / 2, col == REVERSI_BLACK ? th->black : th->white,
			       255);
}

/* A ring of width t in colour ink around the inside of r (a circle). */
static void ring(struct canvas *c, const struct rect *clip, struct rect r, int t, uint32_t ink, uint32_t inside)
{
	canvas_fill_round_rect(c, clip, r, r.w / 2, ink, 255);
	struct rect in = rect_inset(r, -t);
	canvas_fill_round_rect(c, clip, in, in.w / 2, inside, 255);
}

/* The disc on a square, turning over while its flip runs. */
static void paint_disc(struct reversi_table *table, struct canvas *c, const struct rect *clip, int sq, int inset)
{
	struct rect r = reversi_table_square_rect(&table->layout, sq);
	for (int col = 0; col < 2; col++) {
		if (!(table->game.pos.disc[col] >> sq & 1))
			continue;
		uint32_t t = (uint32_t)(table->now - table->flip_start);
		if (table->flipping >> sq & 1 && t < REVERSI_TABLE_FLIP_MS) {
			/* Narrowing in the old colour, then widening in the new. */
			int half = REVERSI_TABLE_FLIP_MS / 2, k = (int)t - half;
			int width = 1000 * (k < 0 ? -k : k) / half;
			disc_paint(&table->theme->reversi, c, clip, r, inset, (enum reversi_color)(k < 0 ? !col : col),
				   width);
		} else {
			disc_paint(&table->theme->reversi, c, clip, r, inset, (enum reversi_color)col, 1000);
		}
	}
}

static void paint_square(struct reversi_table *table, struct canvas *c, const struct rect *clip, int sq)
{
	const struct reversi_table_layout *l = &table->layout;
	const struct theme_reversi *th = &table->theme->reversi;
	struct rect r = reversi_table_square_rect(l, sq);
	canvas_fill_rect(c, clip, r, th->felt);
	int inset = int_max(3, l->sq / 10);
	paint_disc(table, c, clip, sq, inset);
	int t = int_max(3, l->sq / 14);
	if (sq == reversi_table_last_move(table)) {
		/* The disc just placed: a ring inside its rim. */
		struct rect d = rect_inset(r, -inset - 2);
		bool black = table->game.pos.disc[REVERSI_BLACK] >> sq & 1;
		ring(c, clip, d, t, th->last, black ? th->black : th->white);
	}
	if (sq == table->hint) {
		/* The Hint's square: a ring in the colour of the side to move. */
		bool black = table->game.pos.turn == REVERSI_BLACK;
		ring(c, clip, rect_inset(r, -inset), t, black ? th->black : th->white, th->felt);
	} else if (table->shown_hints >> sq & 1) {
		/* A legal move: a dot in the colour of the side to move, a
		 * 0.3 of the square, solid (3:1 on the felt or more). */
		int d = int_max(8, l->sq * 3 / 10);
		struct rect m = rect_make(r.x + (r.w - d) / 2, r.y + (r.h - d) / 2, d, d);
		bool black = table->shown_turn == REVERSI_BLACK;
		canvas_fill_round_rect(c, clip, m, d / 2, black ? th->black : th->white, 255);
	}
}

/* Text in a panel row, 4 px in from its sides; the panel's rows sit half
 * a pixel higher than the Words table's (a pixel less of height). */
static void row_text(struct reversi_table *table, struct canvas *c, const struct rect *clip, const struct font *f,
		     struct rect r, const char *s, uint32_t color)
{
	struct rect box = rect_make(r.x + 4, r.y, r.w - 8, r.h - 1), in = rect_intersect(*clip, box);
	f = text_fit(f, s, box.w, table->fonts.label);	/* never under the floor: cut, with "...", instead */
	char cut[96];
	font_draw(c, &in, f, box.x, box.y + (box.h + f->ascent + 1) / 2, font_ellipsize(f, s, box.w, cut, sizeof cut),
		  color);
}

/* A count: the disc's colour, the side's name, how many discs it has, and
 * the computer's level. */
static void paint_player(struct reversi_table *table, struct canvas *c, const struct rect *clip,
			 enum reversi_color col)
{
	const struct theme *th = table->theme;
	struct rect r = table->layout.players[col];
	bool turn = !reversi_game_is_over(&table->game) && !table->ended[0] && table->game.pos.turn == col;
	bool black = col == REVERSI_BLACK;
	canvas_fill_round_rect(c, clip, r, 8, turn ? th->table.box_turn : th->table.box, 255);
	int d = int_min(r.h * 55 / 100, r.w / 3);
	struct rect icon = rect_make(r.x + 8, r.y + (r.h - d) / 2, d, d);
	/* A name too long for the room beside the disc (a kiosk's, across
	 * tables, in a narrow box) takes the box's whole width above a smaller
	 * disc by the count: more of it is read before the "...". */
	const char *who = reversi_table_side_name(table, col);
	int beside = r.x + r.w - (icon.x + d + 6) - 8;
	/* The computer's level goes right of the count; in a box too narrow for
	 * both (480x320) it takes the name's row instead ("Easy" over its
	 * discs, across from "You"), rather than overlapping the count. */
	const char *level = reversi_table_is_computer(table, col) ? computer_level_name(table->opt.computer) : NULL;
	bool level_as_name = level && font_text_width(table->fonts.count, "64") + 8 +
					      font_text_width(table->fonts.name, level) > beside;
	if (level_as_name)
		who = level;
	if (font_text_width(text_fit(table->fonts.name, who, beside, table->fonts.label), who) > beside) {
		struct rect top = rect_make(r.x + 4, r.y + 2, r.w - 4, r.h * 40 / 100);
		char shortn[REVERSI_TABLE_NAME_LEN];
		snprintf(shortn, sizeof shortn, "%s", who);
		if (table->opt.remote) /* "Library East (eve)" keeps its "(eve)" */
			text_short_name(text_fit(table->fonts.name, who, top.w - 8, table->fonts.label), shortn,
					sizeof shortn, top.w - 8);
		row_text(table, c, clip, table->fonts.name, top, shortn, th->table.muted);
		d = int_min(r.h * 40 / 100, r.w / 4);
		icon = rect_make(r.x + 8, r.y + r.h * 38 / 100 + (r.h * 58 / 100 - d) / 2, d, d);
		who = "";
	}
	canvas_fill_round_rect(c, clip, icon, d / 2, black ? th->reversi.black_rim : th->reversi.white_rim, 255);
	struct rect in = rect_inset(icon, -2);
	canvas_fill_round_rect(c, clip, in, in.w / 2, black ? th->reversi.black : th->reversi.white, 255);
	int tx = icon.x + d + 6;
	struct rect name = rect_make(tx - 4, r.y + 2, r.x + r.w - tx, r.h * 40 / 100);
	if (*who)
		row_text(table, c, clip, table->fonts.name, name, who, th->table.muted);
	char buf[8];
	snprintf(buf, sizeof buf, "%d", reversi_pos_count(&table->game.pos, col));
	struct rect count = rect_make(tx - 4, r.y + r.h * 38 / 100, r.x + r.w - tx, r.h * 58 / 100);
	row_text(table, c, clip, table->fonts.count, count, buf, table->theme->table.text);
	if (level && !level_as_name) {
		/* The level, right of the count. */
		int lw = font_text_width(table->fonts.name, level);
		struct rect lr = rect_make(r.x + r.w - 6 - lw, count.y, lw, count.h);
		font_draw(c, clip, table->fonts.name, lr.x, count.y + (count.h + table->fonts.count->ascent) / 2,
			  level, th->table.muted);
	}
}

/* The moves so far, two a numbered cell ("12. d3 c5", black's then
 * white's), cells across and down; the latest rows when they overflow. */
static void paint_moves(struct reversi_table *table, struct canvas *c, const struct rect *clip, struct rect r)
{
	const struct reversi_game *g = &table->game;
	const struct font *f = table->fonts.label;
	struct rect inside = rect_intersect(*clip, r);
	int cell_w = font_text_width(f, "60. h8 h8") + f->size;
	int cols = int_max(1, r.w / cell_w), rows = int_max(1, r.h / f->line_height);
	int pairs = reversi_table_move_pairs(g);
	int first = int_max(0, (pairs + cols - 1) / cols - rows) * cols;
	for (int p = first; p < pairs; p++) {
		char cell[REVERSI_TABLE_MOVE_CELL];
		reversi_table_move_cell(g, p, cell);
		int k = p - first;
		int x = r.x + (k % cols) * cell_w, y = r.y + (k / cols) * f->line_height + f->ascent;
		font_draw(c, &inside, f, x, y, cell, table->theme->table.muted);
	}
}

/* The status line of a game ended by a table: the reason whole, in as
 * many rows as it takes ("...a disc there would..." was all a stopped game
 * said of why), wrapped between words in the largest of the text and label
 * fonts that holds it in the box; else ends in "...". */
static int paint_long_status(struct reversi_table *table, struct canvas *c, const struct rect *clip, struct rect r,
			     uint32_t color)
{
	enum { MAX_ROWS = 8 };
	char row[MAX_ROWS][STATUS_LINE_LEN];
	const struct font *fonts[2] = { table->fonts.text, table->fonts.label };
	const struct font *f = NULL;
	int n = 0, w = r.w - 8;
	for (int k = 0; k < 2 && !f; k++) {
		const struct font *t = fonts[k];
		int room = int_min(MAX_ROWS, int_max(1, r.h / t->line_height));
		const char *s = table->status.text;
		n = 0;
		while (*s && n < room) {
			/* The longest run of whole words that fits w, or the last row. */
			size_t len = strlen(s), take = len, last_space = 0;
			char buf[STATUS_LINE_LEN];
			for (size_t i = 1; i <= len; i++) {
				if (s[i] != ' ' && s[i] != '\0')
					continue;
				snprintf(buf, sizeof buf, "%.*s", (int)i, s);
				if (font_text_width(t, buf) > w)
					break;
				last_space = i;
			}
			if (last_space && last_space < len)
				take = last_space;
			if (n == room - 1 || !last_space)
				take = len;
			snprintf(row[n++], sizeof row[0], "%.*s", (int)take, s);
			s += take;
			while (*s == ' ')
				s++;
		}
		bool fits = true;
		for (int i = 0; i < n; i++)
			fits = fits && font_text_width(t, row[i]) <= w;
		if (fits || k == 1)
			f = t;
	}
	struct rect in = rect_intersect(*clip, r);
	char cut[STATUS_LINE_LEN + 4];
	for (int i = 0; i < n; i++)
		font_draw(c, &in, f, r.x + 4, r.y + i * f->line_height + f->ascent + (f->line_height - f->ascent) / 2,
			  font_ellipsize(f, row[i], w, cut, sizeof cut), color);
	return r.y + n * f->line_height;
}

static void paint_status(struct reversi_table *table, struct canvas *c, const struct rect *clip)
{
	struct rect r = table->layout.status;
	uint32_t color = status_line_color(table->theme, table->status.kind);
	if (table->ended[0]) {
		/* The moves go on below the reason's rows, as many as fit. */
		struct rect m = table->layout.moves;
		int bottom = paint_long_status(table, c, clip, reversi_table_status_rect(table), color);
		if (!rect_is_empty(m) && bottom + 4 > m.y) {
			int top = bottom + 4;
			m = rect_make(m.x, top, m.w, m.y + m.h - top);
		}
		if (!rect_is_empty(m) && m.h >= table->fonts.label->line_height)
			paint_moves(table, c, clip, m);
		return;
	}
	struct status_line_rows rows;
	reversi_table_status_rows(table, &table->status, r.w - 8, r.h, &rows);
	struct rect in = rect_intersect(*clip, r);
	struct rect row = rect_make(r.x + 4, r.y, r.w - 8, rows.count == 1 ? r.h - 1 : r.h / 2);
	for (int i = 0; i < rows.count; i++, row.y += row.h)
		font_draw(c, &in, rows.font, row.x, row.y + (row.h + rows.font->ascent + 1) / 2, rows.row[i], color);
}

/* Whose move, or the end. */
static void paint_info(struct reversi_table *table, struct canvas *c, const struct rect *clip)
{
	const struct reversi_pos *p = &table->game.pos;
	char buf[64];
	if (reversi_game_is_over(&table->game))
		snprintf(buf, sizeof buf, "Game over");
	else if (table->ended[0])
		snprintf(buf, sizeof buf, "%s", table->ended);
	else if (table->opt.remote)
		snprintf(buf, sizeof buf, "%s", reversi_table_is_away(table, p->turn) ? "Their move" : "Your move");
	else if (reversi_table_has_computer(table))
		snprintf(buf, sizeof buf, "%s", reversi_table_is_computer(table, p->turn) ? "Computer's move" : "Your move");
	else
		snprintf(buf, sizeof buf, "%s to move", reversi_table_side_name(table, p->turn));
	row_text(table, c, clip, table->fonts.text, table->layout.info, buf, table->theme->table.text);
}

static void paint_buttons(struct reversi_table *table, struct canvas *c, const struct rect *clip)
{
	/* Across tables, Take back's place is the chat's. */
	/* Across tables, New game's is the lobby's: another game is an invitation. */
	const char *const labels[REVERSI_TABLE_BUTTON_COUNT] = { table->opt.remote ? "Chat" : "Take back", "Hint",
								 table->opt.remote ? "Lobby" : "New game", "Menu" };
	struct button b[REVERSI_TABLE_BUTTON_COUNT];
	for (int i = 0; i < REVERSI_TABLE_BUTTON_COUNT; i++)
		b[i] = (struct button){
			.rect = table->layout.buttons[i],
			.radius = 8,
			.role = i == REVERSI_TABLE_BUTTON_NEW_GAME ? BUTTON_PRIMARY : BUTTON_PLAIN,
			.pressed = table->pressed == (enum reversi_table_button)i,
			.disabled = !reversi_table_button_enabled(table, (enum reversi_table_button)i),
			.label = labels[i],
			.font = table->fonts.button,
		};
	button_row_fit(b, REVERSI_TABLE_BUTTON_COUNT, table->fonts.label);
	for (int i = 0; i < REVERSI_TABLE_BUTTON_COUNT; i++)
		if (rect_overlaps(*clip, b[i].rect))
			button_paint(c, clip, table->theme, &b[i]);
}

void reversi_table_paint(struct reversi_table *table, struct canvas *c, const struct rect *clip)
{
	const struct reversi_table_layout *l = &table->layout;
	struct rect all = rect_make(0, 0, l->width, l->height);
	struct rect area = clip ? rect_intersect(*clip, all) : all;
	if (rect_is_empty(area))
		return;
	canvas_fill_rect(c, &area, area, table->theme->table.background);
	if (rect_overlaps(area, l->board)) {
		canvas_fill_rect(c, &area, l->board, table->theme->reversi.grid);
		for (int sq = 0; sq < REVERSI_SQUARES; sq++)
			if (rect_overlaps(area, rect_inset(reversi_table_square_rect(l, sq), 1)))
				paint_square(table, c, &area, sq);
	}
	struct board_panel coords = { .board = l->board, .sq = l->sq, .files = l->files, .ranks = l->ranks };
	board_panel_paint_labels(c, &area, &coords, 8, false, table->fonts.label, table->theme->table.muted);
	for (int col = 0; col < 2; col++)
		if (rect_overlaps(area, l->players[col]))
			paint_player(table, c, &area, (enum reversi_color)col);
	if (rect_overlaps(area, l->info))
		paint_info(table, c, &area);
	if (rect_overlaps(area, reversi_table_status_rect(table)))
		paint_status(table, c, &area);
	if (rect_overlaps(area, l->moves) && !table->ended[0]) /* else painted under the reason */
		paint_moves(table, c, &area, l->moves);
	paint_buttons(table, c, &area);
	dialog_paint(&table->dialog, c, &area, table->theme);
}
