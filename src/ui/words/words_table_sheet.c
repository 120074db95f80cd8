/* What the Words table shows of the game beyond the board: the score sheet
 * (every turn: who, the word and where, the score, the running total),
 * the unseen tiles (not on the board nor on the rack in sight), both in
 * the panel where it has room or over the board when the scores or the
 * info line are tapped, and the standings at the end (the winner's row
 * marked, each rack's adjustment, the best move, Rematch and New game). */
#include <stdio.h>
#include <string.h>

#include "ui/kit/button.h"
#include "ui/kit/int_math.h"
#include "ui/kit/text.h"
#include "ui/words/words_table_int.h"

enum { TILE_KINDS = 27 };	/* A..Z and the blank */

/* The log entries the sheet lists: turns and the end's adjustments, not
 * the mid-turn house rules, nor the adjustments while the going-out play
 * may still be challenged (the rules log them with the play; QA: the
 * sheet listed them before the play stood), nor a computer's play until
 * its tiles have landed (words_table_turn_shown). */
static bool listed(const struct words_table *table, int i)
{
	const struct words_turn *t = &table->game.log[i];
	return t->kind != WORDS_TURN_BLANK_SWAP && t->kind != WORDS_TURN_KIND_REDRAW && words_table_turn_shown(table, i);
}

static int listed_count(const struct words_table *table)
{
	int n = 0;
	for (int i = 0; i < table->game.pos.log_len; i++)
		n += listed(table, i);
	return n;
}

/* A play as the sheet and the standings name it: its word and its square
 * ("QUIZ 8D") where the board has its coordinates drawn, else the word
 * alone (the square's name would tell the player nothing). */
static void play_text(const struct words_table *table, const struct words_turn *t, char *buf, size_t size)
{
	char coord[8];
	words_coord(t->square, (enum words_dir)t->dir, coord, sizeof coord);
	if (words_table_coordinates_shown(table))
		snprintf(buf, size, "%s %s", t->word, coord);
	else
		snprintf(buf, size, "%s", t->word);
}

/* What a turn did, in the sheet's words: "QUIZ 8D", "pass", "exchange 3". */
static void entry_text(const struct words_table *table, const struct words_turn *t, char *buf, size_t size)
{
	char rack[WORDS_TURN_TILES + 16];
	switch ((enum words_turn_kind)t->kind) {
	case WORDS_TURN_PLAY:
		play_text(table, t, buf, size);
		break;
	case WORDS_TURN_PASS:
		snprintf(buf, size, "pass");
		break;
	case WORDS_TURN_EXCHANGE:
		snprintf(buf, size, "exchange %d", (int)strlen(t->tiles));	/* the button's word */
		break;
	case WORDS_TURN_PHONY:
		snprintf(buf, size, "%s off", t->word);
		break;
	case WORDS_TURN_CHALLENGE_BONUS:
		snprintf(buf, size, "challenge bonus");
		break;
	case WORDS_TURN_LOST_CHALLENGE:
		snprintf(buf, size, "lost challenge");
		break;
	case WORDS_TURN_END_GAIN:
		snprintf(buf, size, "went out");
		break;
	case WORDS_TURN_END_RACK:
		words_table_rack_text(t->tiles, rack, sizeof rack);
		snprintf(buf, size, "left %s", rack);
		break;
	default:
		buf[0] = '\0';
		break;
	}
}

/* Text in a column: clipped to it, right-aligned when right is set. */
static void column_text(struct canvas *c, const struct rect *clip, const struct font *f, struct rect col, int base,
			const char *s, uint32_t color, bool right)
{
	/* Up to the row above's baseline (only its descenders are lower):
	 * the accent over a capital ("Émile") rises above the capitals. */
	int rise = int_max(0, f->line_height - f->ascent - 1);
	struct rect in = rect_intersect(*clip, rect_make(col.x, col.y - rise, col.w, col.h + rise));
	char cut[128];
	s = font_ellipsize(f, s, col.w, cut, sizeof cut);	/* "Library E…", not a letter cut in two */
	int x = right ? col.x + col.w - font_text_width(f, s) : col.x;
	font_draw(c, &in, f, x, base, s, color);
}

/* One row: name, what, score, total. */
static void paint_entry(struct words_table *table, struct canvas *c, const struct rect *clip, struct rect row,
			const struct words_turn *t)
{
	const struct theme *th = table->theme;
	const struct font *f = table->fonts.small;
	int base = row.y + f->ascent + 1, w = row.w;
	char what[STATUS_LINE_LEN], score[8], total[8];
	entry_text(table, t, what, sizeof what);
	snprintf(score, sizeof score, t->score ? "%+d" : "0", t->score);
	snprintf(total, sizeof total, "%d", t->total);
	struct rect name = rect_make(row.x, row.y, w * 30 / 100 - 4, row.h);
	struct rect mid = rect_make(row.x + w * 30 / 100, row.y, w * 40 / 100 - 4, row.h);
	/* "Computer (Medium)" as "Computer" where the whole does not fit. */
	char who[WORDS_TABLE_NAME_LEN];
	const char *full = words_table_player_name(table, t->player);
	const char *paren = table->opt.seats[t->player].remote ? NULL : strstr(full, " (");
	bool drop_level = paren && font_text_width(f, full) > name.w;
	snprintf(who, sizeof who, "%.*s", drop_level ? (int)(paren - full) : (int)strlen(full), full);
	text_short_name(f, who, sizeof who, name.w);
	column_text(c, clip, f, name, base, who, th->table.muted, false);
	column_text(c, clip, f, mid, base, what, th->table.text, false);
	column_text(c, clip, f, rect_make(row.x, row.y, w * 84 / 100, row.h), base, score, th->table.text, true);
	column_text(c, clip, f, row, base, total, th->table.muted, true);
}

/* The moves in r: a heading, then the latest rows that fit (scrolled back
 * by sheet.scroll). */
static void paint_moves(struct words_table *table, struct canvas *c, const struct rect *clip, struct rect r,
			const char *more)
{
	const struct words_game *g = &table->game;
	const struct font *f = table->fonts.small;
	int lh = f->line_height, rows = r.h / lh - 1, n = listed_count(table);
	table->sheet.scroll = int_clamp(table->sheet.scroll, 0, int_max(0, n - rows));
	char head[48];
	snprintf(head, sizeof head, n > rows ? "Moves (%d, drag for more)" : "Moves", n);
	column_text(c, clip, f, rect_make(r.x, r.y, r.w, lh), r.y + f->ascent + 1, head, table->theme->table.text,
		    false);
	if (more)
		column_text(c, clip, f, rect_make(r.x, r.y, r.w, lh), r.y + f->ascent + 1, more,
			    table->theme->table.link, true);
	int first = int_max(0, n - rows - table->sheet.scroll), k = 0, shown = 0;
	for (int i = 0; i < g->pos.log_len && shown < rows; i++) {
		if (!listed(table, i) || k++ < first)
			continue;
		paint_entry(table, c, clip, rect_make(r.x, r.y + (shown + 1) * lh, r.w, lh), &g->log[i]);
		shown++;
	}
}

/* Tiles of each kind nobody in sight holds: the full set less the board
 * (a blank counts as a blank, whatever it stands for) and the rack shown. */
static int unseen_counts(const struct words_table *table, int counts[TILE_KINDS])
{
	const struct words_position *p = &table->game.pos;
	int total = 0, owner = words_table_rack_owner(table);
	for (int k = 0; k < TILE_KINDS; k++)
		counts[k] = words_tile_total(k < 26 ? (char)('A' + k) : '?');
	for (int sq = 0; sq < WORDS_SQUARES; sq++) {
		char t = p->board[sq];
		if (t >= 'A' && t <= 'Z')
			counts[t - 'A']--;
		else if (t >= 'a' && t <= 'z')
			counts[26]--;
	}
	for (const char *t = owner >= 0 ? p->rack[owner] : ""; *t; t++)
		counts[*t == '?' ? 26 : *t - 'A']--;
	for (int k = 0; k < TILE_KINDS; k++)
		total += counts[k];
	return total;
}

/* Cells of "E 7" across a row of the tiles' page. */
static int tile_cols(const struct words_table *table, int w)
{
	return int_max(1, w / (font_text_width(table->fonts.small, "W 10") + table->fonts.small->size / 2));
}

static int tiles_height(const struct words_table *table, int w)
{
	int cols = tile_cols(table, w);
	return (1 + (TILE_KINDS + cols - 1) / cols) * table->fonts.small->line_height;
}

/* The unseen tiles in r: "Unseen: 86 (bag 79)", then each kind left. */
static void paint_tiles(struct words_table *table, struct canvas *c, const struct rect *clip, struct rect r,
			const char *more)
{
	const struct theme *th = table->theme;
	const struct font *f = table->fonts.small;
	int counts[TILE_KINDS], lh = f->line_height;
	int total = unseen_counts(table, counts), cols = tile_cols(table, r.w), cw = r.w / cols;
	char head[64];
	snprintf(head, sizeof head, "Unseen: %d (bag %d)", total, table->game.pos.bag_len);
	column_text(c, clip, f, rect_make(r.x, r.y, r.w, lh), r.y + f->ascent + 1, head, th->table.text, false);
	if (more)
		column_text(c, clip, f, rect_make(r.x, r.y, r.w, lh), r.y + f->ascent + 1, more, th->table.link, true);
	for (int k = 0, cell = 0; k < TILE_KINDS; k++) {
		if (counts[k] <= 0)
			continue;
		char letter[3] = { k < 26 ? (char)('A' + k) : '?', ' ', '\0' }, n[12];
		snprintf(n, sizeof n, "%d", counts[k]);
		int x = r.x + (cell % cols) * cw, base = r.y + (1 + cell / cols) * lh + f->ascent + 1;
		struct rect in = rect_intersect(*clip, r);
		font_draw(c, &in, f, x, base, k < 26 ? letter : "? ", k < 26 ? th->table.text : th->tile.face);
		font_draw(c, &in, f, x + font_text_width(f, "W "), base, n, th->table.muted);
		cell++;
	}
}

/* The panel's place: both pages where they fit, else the one chosen. */
static void paint_in_panel(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	struct rect r = table->layout.sheet;
	int th = tiles_height(table, r.w), lh = table->fonts.small->line_height;
	if (r.h >= th + 4 * lh + lh / 2) {
		paint_moves(table, c, clip, rect_make(r.x, r.y, r.w, r.h - th - lh / 2), NULL);
		paint_tiles(table, c, clip, rect_make(r.x, r.y + r.h - th, r.w, th), NULL);
	} else if (table->sheet.tiles) {
		paint_tiles(table, c, clip, r, "Moves >");
	} else {
		paint_moves(table, c, clip, r, "Tiles >");
	}
}

static struct rect over_board(const struct words_table_layout *l)
{
	return words_table_sheet_over_board(l);
}

/* Over the board: the moves above, the unseen tiles below. */
static void paint_over_board(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	struct rect box = over_board(&table->layout);
	int pad = table->layout.sq / 3;
	canvas_fill_round_rect(c, clip, box, 12, table->theme->table.cover, 255);
	canvas_frame(c, clip, box, 2, table->theme->table.box_turn);
	struct rect in = rect_inset(box, -pad);
	int th = tiles_height(table, in.w);
	paint_moves(table, c, clip, rect_make(in.x, in.y, in.w, in.h - th - pad), "tap to close");
	paint_tiles(table, c, clip, rect_make(in.x, in.y + in.h - th, in.w, th), NULL);
}

bool words_table_sheet_scrolls(const struct words_table *table, int x, int y)
{
	if (table->sheet.open)
		return rect_contains(over_board(&table->layout), x, y);
	return rect_contains(table->layout.sheet, x, y) && !table->sheet.tiles;
}

void words_table_sheet_scroll(struct words_table *table, int y)
{
	int lh = table->fonts.small->line_height, rows = (y - table->sheet.drag_y) / lh;
	if (!rows)
		return;
	/* Pulling down shows older moves, as on a phone. */
	table->sheet.scroll = int_max(0, table->sheet.scroll + rows);
	table->sheet.drag_y += rows * lh;
	words_table_mark(table, table->sheet.open ? over_board(&table->layout) : table->layout.sheet);
}

void words_table_sheet_open(struct words_table *table, bool open)
{
	if (table->sheet.open == open)
		return;
	table->sheet.open = open;
	table->sheet.scroll = 0;
	words_table_mark(table, table->layout.board);
	words_table_mark(table, over_board(&table->layout));	/* it may reach past the board */
}

bool words_table_sheet_tap(struct words_table *table, int x, int y)
{
	const struct words_table_layout *l = &table->layout;
	if (rect_contains(l->sheet, x, y)) {
		table->sheet.tiles = !table->sheet.tiles;
		words_table_mark(table, l->sheet);
		return true;
	}
	bool scores = rect_contains(l->info, x, y);
	for (int i = 0; i < l->players_shown; i++)
		scores |= rect_contains(l->players[i], x, y);
	if (scores)
		words_table_sheet_open(table, true);
	return scores;
}

/* ---- the standings at the end ----------------------------------------- */

static bool has_qr(const struct words_table *table)
{
	return table->qr && table->qr->width > 0;
}

void words_table_set_qr(struct words_table *table, const struct qr_code *qr)
{
	table->qr = qr;
	table->qr_shown = false;
	if (table->standings)
		words_table_invalidate(table);
}

/* The record as a QR code over the standings: a phone takes the game home
 * (GCG, which Woogles and Quackle open).  Black on white whatever the
 * theme: cameras read that best. */
static void paint_qr(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct theme *th = table->theme;
	struct rect box = words_table_standings_rect(&table->layout);
	int pad = table->layout.sq / 2;
	const struct font *f = table->fonts.small;
	canvas_fill_round_rect(c, clip, box, 14, 0xffffff, 255);
	canvas_frame(c, clip, box, 2, th->table.box_turn);
	struct rect line = rect_make(box.x + pad, box.y + pad / 2, box.w - 2 * pad, f->line_height + 4);
	text_centred(c, clip, f, line, "Scan to take the game home", 0x000000, 0);
	struct rect foot = rect_make(line.x, box.y + box.h - pad / 2 - line.h, line.w, line.h);
	text_centred(c, clip, f, foot, "Tap to go back", 0x000000, 0);
	struct rect code = rect_make(box.x + pad, line.y + line.h, box.w - 2 * pad, foot.y - line.y - line.h);
	qr_paint(c, clip, code, table->qr, 0x000000, 0xffffff);
}

/* The players by final score, best first. */
static void ranking(const struct words_game *g, int order[WORDS_MAX_PLAYERS])
{
	for (int i = 0; i < g->pos.players; i++)
		order[i] = i;
	for (int i = 1; i < g->pos.players; i++)
		for (int j = i; j > 0 && g->pos.score[order[j]] > g->pos.score[order[j - 1]]; j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
}

/* A player's rack adjustment at the end: "-7, AEI left", "+12, went out". */
static void adjustment(const struct words_game *g, int player, char *buf, size_t size)
{
	buf[0] = '\0';
	for (int i = 0; i < g->pos.log_len; i++) {
		const struct words_turn *t = &g->log[i];
		if (t->player != player || (t->kind != WORDS_TURN_END_RACK && t->kind != WORDS_TURN_END_GAIN))
			continue;
		char rack[WORDS_TURN_TILES + 16];
		words_table_rack_text(t->tiles, rack, sizeof rack);
		if (t->kind == WORDS_TURN_END_GAIN)
			snprintf(buf, size, "%+d, went out", t->score);
		else if (t->tiles[0])
			snprintf(buf, size, "%+d, %s left", t->score, rack);
	}
}

/* The best play of the game that stood (a play challenged off does not
 * count): "Best move: QUIZ 8D, 64 by Ana"; false before any. */
static bool best_move(const struct words_table *table, char *buf, size_t size)
{
	const struct words_game *g = &table->game;
	int best = -1;
	for (int i = 0; i < g->pos.log_len; i++) {
		const struct words_turn *t = &g->log[i];
		bool withdrawn = i + 1 < g->pos.log_len && g->log[i + 1].kind == WORDS_TURN_PHONY;
		if (t->kind == WORDS_TURN_PLAY && !withdrawn && (best < 0 || t->score > g->log[best].score))
			best = i;
	}
	if (best < 0)
		return false;
	char play[WORDS_WORD_MAX + 8];
	const struct words_turn *t = &g->log[best];
	play_text(table, t, play, sizeof play);
	snprintf(buf, size, "Best move: %s, %d by %s", play, t->score, words_table_player_name(table, t->player));
	return true;
}

/* The height of a player's row's ink: the name's line, then the rack's
 * line under it. */
static int standing_ink(const struct words_table *table)
{
	const struct font *f = table->fonts.text, *small = table->fonts.small;
	return f->ascent + 1 + f->descent + small->ascent + 2 + small->descent;
}

/* One player's row: place, name and score, and under the name its rack's
 * adjustment ("-5, SILSA and 2 blanks left"); the winners' marked. */
static void paint_standing(struct words_table *table, struct canvas *c, const struct rect *clip, struct rect row,
			   int place, int player, bool winner)
{
	const struct theme *th = table->theme;
	const struct font *f = table->fonts.text, *small = table->fonts.small;
	char left[16], score[8], adj[STATUS_LINE_LEN];
	if (winner)
		canvas_fill_round_rect(c, clip, row, 8, th->table.box_turn, 255);
	snprintf(left, sizeof left, "%d.", place);
	snprintf(score, sizeof score, "%d", table->game.pos.score[player]);
	adjustment(&table->game, player, adj, sizeof adj);
	/* 3 px above and below the ink, less in a tight row: the rack's line
	 * needs the height. */
	int vpad = int_clamp((row.h - standing_ink(table)) / 2, 0, 3);
	struct rect in = rect_make(row.x + 6, row.y + vpad, row.w - 12, row.h - 2 * vpad);
	int base = in.y + f->ascent + 1, sw = font_text_width(f, score), nx = in.x + font_text_width(f, "4. ");
	const char *name = words_table_player_name(table, player);
	column_text(c, clip, f, rect_make(in.x, in.y, nx - in.x, in.h), base, left, th->table.muted, false);
	column_text(c, clip, text_fit(f, name, in.w - sw - (nx - in.x) - 8, small),
		    rect_make(nx, in.y, in.w - sw - (nx - in.x) - 8, in.h), base, name, th->table.text, false);
	column_text(c, clip, f, in, base, score, th->table.text, true);
	/* Only where it fits whole, descenders too: four players' rows cut
	 * them, and J read as I, Q as O, the comma as a full stop. */
	int base2 = base + f->descent + small->ascent + 2;
	if (base2 + small->descent <= in.y + in.h)
		column_text(c, clip, small, rect_make(nx, in.y, in.w - (nx - in.x), in.h), base2, adj, th->table.muted,
			    false);
}

static void paint_standings(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct theme *th = table->theme;
	const struct words_game *g = &table->game;
	struct rect box = words_table_standings_rect(&table->layout);
	int pad = table->layout.sq / 2, order[WORDS_MAX_PLAYERS];
	unsigned lead = words_leaders(g);
	char title[WORDS_TABLE_NAME_LEN + 8], best[STATUS_LINE_LEN];
	canvas_fill_round_rect(c, clip, box, 14, th->table.cover, 255);
	canvas_frame(c, clip, box, 2, th->table.box_turn);
	if (lead & (lead - 1))
		snprintf(title, sizeof title, "Game over - a tie");
	else
		snprintf(title, sizeof title, "%s wins", words_table_player_name(table, __builtin_ctz(lead)));
	struct rect buttons[3];
	words_table_standings_buttons(&table->layout, &buttons[0], &buttons[1]);
	buttons[2] = words_table_standings_take_home(&table->layout);
	/* The title, a row a player, the best move, each as tall as a row of
	 * two lines (name, then the rack's adjustment) where that fits over
	 * the buttons; else the title and the best move take their lines'
	 * height and the players' rows the rest, down to their ink. */
	int button_h = box.y + box.h - pad - int_min(buttons[0].y, has_qr(table) ? buttons[2].y : buttons[0].y);
	int room = (box.h - 3 * pad - button_h) / (g->pos.players + 2) - 2;
	int nice = table->fonts.text->line_height + table->fonts.small->line_height + 12;
	int row_h = int_min(nice, room), title_h = row_h, best_h = row_h;
	bool have_best = best_move(table, best, sizeof best);
	if (row_h < standing_ink(table) + 6) {
		title_h = table->fonts.button->line_height;
		best_h = have_best ? 2 * table->fonts.small->line_height : 0;
		int rows = box.h - 3 * pad - button_h - title_h - best_h - 2 * (g->pos.players + 1);
		row_h = int_min(nice, rows / g->pos.players);
	}
	struct rect line = rect_make(box.x + pad, box.y + pad, box.w - 2 * pad, title_h);
	text_centred(c, clip, table->fonts.button, line, title, th->table.text, 0);
	line.y += title_h + 2;
	line.h = row_h;
	ranking(g, order);
	for (int i = 0; i < g->pos.players; i++) {
		paint_standing(table, c, clip, line, i + 1, order[i], lead >> order[i] & 1);
		line.y += row_h + 2;
	}
	line.h = best_h;
	if (have_best) /* two lines where the name is long */
		text_centred_wrap(c, clip, table->fonts.small, table->fonts.small, line, line.w, best, th->table.muted);
	/* Across tables, another game is an invitation: the lobby, in New
	 * game's place, and no Rematch (the other table is still at its own
	 * standings, busy). */
	bool across = words_table_has_remote(table);
	static const char *const labels[3] = { "Rematch", "New game", "Take home" };
	struct button b[3];
	int n = 0;
	for (int i = across ? 1 : 0; i < (has_qr(table) ? 3 : 2); i++)
		b[n++] = (struct button){ .rect = buttons[i], .radius = 10,
					  .role = i && !(across && i == 1) ? BUTTON_PLAIN : BUTTON_PRIMARY,
					  .label = across && i == 1 ? "Lobby" : labels[i], .font = table->fonts.button };
	button_row_fit(b, n, table->fonts.small);	/* one size, never under the floor: it wraps */
	for (int i = 0; i < n; i++)
		button_paint(c, clip, th, &b[i]);
}

bool words_table_standings_tap(struct words_table *table, int x, int y)
{
	struct rect rematch, new_game;
	words_table_standings_buttons(&table->layout, &rematch, &new_game);
	if (table->qr_shown) {
		table->qr_shown = false;	/* any tap: back to the standings */
		words_table_invalidate(table);
		return false;
	}
	if (has_qr(table) && rect_contains(words_table_standings_take_home(&table->layout), x, y)) {
		table->qr_shown = true;
		words_table_invalidate(table);
		return false;
	}
	bool across = words_table_has_remote(table);
	if (rect_contains(rematch, x, y) && !across)
		return true;	/* the same table and rules, the next deal */
	if (rect_contains(new_game, x, y)) {
		table->wants_menu = true;	/* over: the settings page, to set up another ... */
		table->wants_lobby = across;	/* ... or the lobby, to invite */
	} else {
		words_table_show_standings(table, false);	/* to see the board; Results shows them again */
	}
	return false;
}

void words_table_sheet_paint(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	if (!rect_is_empty(table->layout.sheet) && rect_overlaps(table->layout.sheet, *clip))
		paint_in_panel(table, c, clip);
	if (table->standings && table->qr_shown && has_qr(table) &&
	    rect_overlaps(words_table_standings_rect(&table->layout), *clip))
		paint_qr(table, c, clip);
	else if (table->standings && rect_overlaps(words_table_standings_rect(&table->layout), *clip))
		paint_standings(table, c, clip);
	else if (table->sheet.open && rect_overlaps(over_board(&table->layout), *clip))
		paint_over_board(table, c, clip);
}
