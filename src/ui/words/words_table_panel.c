/* Painting the Words table's panel, clipped to one damage rectangle at a
 * time: the score boxes (name, the tiles each holds, the score), whose
 * turn, the status, the rack (only its owner's tiles face up), the
 * buttons, and the score sheet in its place. */
#include <stdio.h>
#include <string.h>

#include "ui/kit/int_math.h"
#include "ui/kit/text.h"
#include "ui/words/words_table_int.h"

const struct canvas *words_table_rack_image(const struct words_table *table, char t)
{
	if (t >= 'A' && t <= 'Z')
		return &table->img.rack_tile[t - 'A'];
	return t == '?' ? &table->img.rack_tile[WORDS_TABLE_TILE_KINDS] : NULL;
}

/* Where font_draw_centered puts the baseline of f in r. */
static int baseline(const struct font *f, struct rect r)
{
	return r.y + (r.h + f->ascent + 1) / 2;
}

/* Between turns: the rack under a cover that names who takes the screen,
 * "tap to show your rack" under it where the cover holds both lines.  A
 * cover one small tile high (a rack in one row under a short panel,
 * 320x480) names who in the largest size its height holds and leaves the
 * second line out: text drawn past the cover stayed on the screen when
 * only the cover was repainted. */
static void paint_handover(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct theme *th = table->theme;
	const struct words_table_layout *l = &table->layout;
	struct rect r = rect_inset(l->rack, l->rack_gap);
	char line[STATUS_LINE_LEN];
	canvas_fill_round_rect(c, clip, r, 10, th->table.cover, 255);
	canvas_frame(c, clip, r, 2, th->table.box_turn);
	words_table_cover_text(table, false, line, sizeof line);
	struct rect top = rect_make(r.x, r.y, r.w, r.h / 2), bottom = rect_make(r.x, r.y + r.h / 2, r.w, r.h / 2);
	const struct font *who = table->fonts.button, *hint = text_at_least(table->fonts.text, table->fonts.small);
	/* Both lines' ink inside the cover, the first's descenders above
	 * the second's capitals. */
	int who_y = baseline(who, top), hint_y = baseline(hint, bottom);
	if (who_y - who->ascent >= r.y && who_y + who->descent <= hint_y - hint->ascent &&
	    hint_y + hint->descent <= r.y + r.h) {
		text_centred(c, clip, who, top, line, th->table.text, 8);
		text_centred(c, clip, hint, bottom, "tap to show your rack", th->table.muted, 8);
		return;
	}
	while (who->size > table->fonts.small->size &&
	       (baseline(who, r) - who->ascent < r.y + 2 || baseline(who, r) + who->descent > r.y + r.h - 2))
		who = font_pick(who->size - 1);
	text_centred(c, clip, who, r, line, th->table.text, 8);
}

/* The tiles a player holds, as small tiles in a row: a count that needs
 * no reading (each opponent's, too).  Smaller where the row would reach
 * past `room` (a long score such as "-13" in a narrow box); `bottom` is
 * the row's lower edge. */
static void paint_pips(struct words_table *table, struct canvas *c, const struct rect *clip, int x, int bottom, int n,
		       int size, int room)
{
	while (size > 2 && n * size + (n - 1) * (size / 2) > room)
		size--;
	for (int i = 0; i < n; i++)
		canvas_fill_round_rect(c, clip, rect_make(x + i * (size + size / 2), bottom - size, size, size), size / 4,
				       table->theme->tile.face, 255);
}

/* A score box: the name on top (a computer's level on a line of its own
 * where the box has room for it), the tiles held at the bottom left, the
 * score on the right. */
static void paint_score_box(struct words_table *table, struct canvas *c, const struct rect *clip, int i)
{
	const struct theme *th = table->theme;
	const struct words_position *p = &table->game.pos;
	struct rect r = table->layout.players[i];
	bool turn = p->current == i && p->state == WORDS_STATE_PLAYING && !table->ended[0];
	canvas_fill_round_rect(c, clip, r, 8, turn ? th->table.box_turn : th->table.box, 255);
	int pad = int_max(4, r.h / 8), pip = int_max(4, r.h / 9);
	char score[16];
	snprintf(score, sizeof score, "%d", words_table_score_shown(table, i));
	const struct font *sf = table->fonts.score, *nf = table->fonts.name;
	int sw = font_text_width(sf, score);
	struct rect inside = rect_intersect(*clip, r);
	font_draw(c, &inside, sf, r.x + r.w - pad - sw, r.y + r.h - pad, score, th->table.text);
	/* "Computer (Medium)": the level under "Computer" where two lines
	 * and the tiles fit, else the name as far as it goes. */
	char first[WORDS_TABLE_NAME_LEN];
	/* A kiosk's user in brackets is part of its name, not a level. */
	const char *name = words_table_player_name(table, i);
	const char *paren = table->opt.seats[i].remote ? NULL : strchr(name, '(');
	bool two = paren && r.h >= 2 * pad + 2 * nf->line_height + pip + 2;
	bool cut = paren && !two && font_text_width(nf, name) > r.w - 3 * pad - sw;	/* "Computer" then */
	snprintf(first, sizeof first, "%.*s", two || cut ? (int)(paren - name - 1) : (int)strlen(name), name);
	struct rect line = rect_make(r.x + pad, r.y + pad, r.w - 2 * pad, nf->line_height);
	/* Up to the box's top: the accent over a capital ("Émile") rises
	 * above the line's capitals. */
	struct rect in = rect_intersect(inside, rect_make(line.x, r.y, line.w, line.y + line.h - r.y));
	text_short_name(nf, first, sizeof first, line.w);	/* "Library Ea…", "Comp… 2" */
	font_draw(c, &in, nf, line.x, line.y + nf->ascent + 1, first, turn ? th->table.text : th->table.muted);
	if (two) {
		line.y += nf->line_height;
		line.w -= sw + pad;
		in = rect_intersect(inside, line);
		char level[WORDS_TABLE_NAME_LEN];
		snprintf(level, sizeof level, "%s", paren);
		if (font_text_width(nf, level) > line.w) /* "Medium", not "(Mediu…" */
			snprintf(level, sizeof level, "%.*s", (int)strcspn(paren + 1, ")"), paren + 1);
		if (font_text_width(nf, level) <= line.w) /* whole or not at all: "M…" says nothing */
			font_draw(c, &in, nf, line.x, line.y + nf->ascent + 1, level, th->table.muted);
	}
	int py = r.y + r.h - pad - pip;
	if (py >= line.y + nf->line_height)
		paint_pips(table, c, &inside, r.x + pad, py + pip, (int)strlen(p->rack[i]), pip,
			   r.w - 2 * pad - sw - int_max(4, pad)); /* clear of a "-13" */
}

/* Not final while the going-out play waits to be judged: who judges it,
 * in width.  A person here is told to, in the buttons' words as the status
 * line has them ("Ana: Challenge or Accept", "Challenge or Accept",
 * "Challenge?"); another table or the computer is named, its name giving
 * way ("Bibliot… may challenge"), never as if this table's player could. */
static void end_open_info(const struct words_table *table, int width, char *buf, size_t size)
{
	const struct font *f = table->fonts.small;
	int judge = table->game.pos.current;
	const char *who = words_table_player_name(table, judge);
	if (words_table_is_away(table, judge)) {
		text_head_tail(f, who, " may challenge", width, buf, size);
		return;
	}
	snprintf(buf, size, "%s: Challenge or Accept", who);
	if (font_text_width(f, buf) <= width)
		return;
	snprintf(buf, size, "%s", "Challenge or Accept");
	if (font_text_width(f, buf) > width)
		snprintf(buf, size, "%s", "Challenge?");
}

/* Whose turn and the bag, or who won; "Moves" on its right where the
 * sheet has no place in the panel (a tap on the line opens it). */
static void paint_info(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct words_table_layout *l = &table->layout;
	const struct words_game *g = &table->game;
	char buf[STATUS_LINE_LEN];	/* a whole name and the words around it */
	if (g->pos.state == WORDS_STATE_OVER) {
		/* Who won is the standings' to say; here as far as it fits. */
		unsigned lead = words_leaders(g);
		snprintf(buf, sizeof buf, "Game over - %s wins", words_table_player_name(table, __builtin_ctz(lead)));
		if (lead & (lead - 1))
			snprintf(buf, sizeof buf, "Game over - a tie");
		else if (font_text_width(table->fonts.small, buf) > l->info.w - 60)
			snprintf(buf, sizeof buf, "Game over");
	}
	struct rect inside = rect_intersect(*clip, l->info), text = l->info;
	if (rect_is_empty(l->sheet)) {
		const char *more = "Moves >";
		int mw = font_text_width(table->fonts.small, more);
		font_draw(c, &inside, table->fonts.small, l->info.x + l->info.w - mw,
			  l->info.y + (l->info.h + table->fonts.small->ascent + 1) / 2, more, table->theme->table.link);
		text.w -= mw + 6;
	}
	if (words_table_end_open(table))
		end_open_info(table, text.w, buf, sizeof buf);
	if (g->pos.state != WORDS_STATE_OVER && table->ended[0]) {
		snprintf(buf, sizeof buf, "%s", table->ended);
	} else if (g->pos.state != WORDS_STATE_OVER) {
		/* "Ana to play - 79 in bag", or shorter where that does not fit:
		 * a computer's level goes before its name is cut ("Computer -
		 * bag 72", not "Comput… - bag 72" as at 480x320 until
		 * 2026-11-29). */
		const char *who = words_table_player_name(table, g->pos.current);
		char shorter[WORDS_TABLE_NAME_LEN];
		words_table_short_name(table, g->pos.current, shorter, sizeof shorter);
		snprintf(buf, sizeof buf, "%s to play - %d in bag", who, g->pos.bag_len);
		if (font_text_width(table->fonts.small, buf) > text.w)
			snprintf(buf, sizeof buf, "%s to play - %d in bag", shorter, g->pos.bag_len);
		if (font_text_width(table->fonts.small, buf) > text.w) {
			/* "Maximili… - bag 72": the name gives way, the bag stays. */
			char tail[24];
			snprintf(tail, sizeof tail, " - bag %d", g->pos.bag_len);
			text_head_tail(table->fonts.small, shorter, tail, text.w, buf, sizeof buf);
		}
	}
	const struct font *f = text_fit(table->fonts.text, buf, text.w, table->fonts.small);
	struct rect in = rect_intersect(inside, text);	/* a long name is cut, not run into "Moves" */
	font_draw(c, &in, f, text.x, text.y + (text.h + f->ascent + 1) / 2, buf, table->theme->table.text);
}

/* Two rows, never a pixel outside the status box (its damage covers only
 * that); framed as the bag while exchanging, the text kept off the frame. */
static void paint_status(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct words_table_layout *l = &table->layout;
	struct rect inside = rect_intersect(*clip, l->status);
	struct rect box = l->status;
	if (table->exchanging)
		box = rect_make(box.x + WORDS_TABLE_BAG_PAD, box.y, box.w - 2 * WORDS_TABLE_BAG_PAD, box.h);
	struct status_line_rows rows;
	status_line_wrap(&table->status, STATUS_LINE_TWO_ROWS, table->fonts.text, box.w, box.h, &rows);
	status_line_floor(&table->status, table->fonts.small, box.w, &rows);
	uint32_t color = status_line_color(table->theme, table->status.kind);
	struct rect row = rect_make(box.x, box.y, box.w, box.h / 2);
	struct rect in = rect_intersect(inside, box);
	for (int i = 0; i < rows.count; i++, row.y += row.h)
		font_draw(c, &in, rows.font, row.x, row.y + (row.h + rows.font->ascent + 1) / 2, rows.row[i], color);
	if (table->exchanging)	/* the status box is the bag to drop tiles on */
		canvas_frame(c, &inside, l->status, 2, table->theme->table.accent);
}

/* A tile face down: the back of a tile, for a rack nobody at the screen
 * may see (the computer's, while several people sit at the table). */
static void paint_back(struct words_table *table, struct canvas *c, const struct rect *clip, struct rect r)
{
	const struct theme *th = table->theme;
	canvas_fill_round_rect(c, clip, r, table->layout.tile / 7, th->tile.dark, 255);
	canvas_frame(c, clip, rect_inset(r, -table->layout.tile / 8), 1, th->tile.face);
}

/* Where the words saying whose the rack is stand: after its tiles, before
 * them, or alone, naming its letters. */
enum end_caption_place { CAPTION_AFTER, CAPTION_BEFORE, CAPTION_LETTERS };

/* After the end: whose tiles the rack shows, in words that read with the
 * tiles where they stand ("[V] held by Ben", "Ben holds [R][I]...", "Ben
 * holds RIEV", "Ana went out"), in the largest size that fits width, never
 * under the floor: the words give way to the name alone ("[V] Ben", "Ben:
 * RIEV"), then the name to "…" ("Maximili…:"); "" where not even that
 * fits. */
static const struct font *end_caption(const struct words_table *table, int owner, enum end_caption_place place,
				      int width, char *buf, size_t size)
{
	const char *rack = table->game.pos.rack[owner];
	char name[WORDS_TABLE_NAME_LEN], held[40] = "", tries[2][64] = { "", "" }, *tail = tries[1];
	words_table_short_name(table, owner, name, sizeof name);	/* "Computer", its level left out */
	if (place == CAPTION_LETTERS)
		words_table_rack_text(rack, held, sizeof held);	/* "SILSA and 2 blanks" */
	if (!rack[0]) {
		snprintf(tries[0], sizeof tries[0], "%s", " went out");
		snprintf(tail, sizeof tries[1], "%s", " went out");
	} else if (place == CAPTION_AFTER) {
		snprintf(tries[0], sizeof tries[0], "%s", "held by ");	/* a prefix: the name follows */
	} else {
		snprintf(tries[0], sizeof tries[0], " holds%s%s", held[0] ? " " : "", held);
		snprintf(tail, sizeof tries[1], ":%s%s", held[0] ? " " : "", held);
	}
	const struct font *f = table->fonts.small;
	for (int i = 0; i < 2; i++) {
		bool prefix = rack[0] && place == CAPTION_AFTER && i == 0;
		if (snprintf(buf, size, "%s%s", prefix ? tries[i] : name, prefix ? name : tries[i]) >= (int)size)
			continue;	/* too long for buf, and so for any width */
		f = text_fit(table->fonts.text, buf, width, table->fonts.small);
		if (font_text_width(f, buf) <= width)
			return f;
	}
	text_head_tail(f, name, tail, width, buf, size);
	if (font_text_width(f, buf) > width)
		buf[0] = '\0';
	return f;
}

/* A rack tile at the board's size (a blank: its bare face). */
static void paint_small_tile(struct words_table *table, struct canvas *c, const struct rect *clip, int x, int y,
			     char t)
{
	int s = table->layout.sq - 1;
	if (t >= 'A' && t <= 'Z')
		canvas_blend(c, clip, x, y, &table->img.board_tile[0][t - 'A']);
	else
		canvas_fill_round_rect(c, clip, rect_make(x, y, s, s), int_max(2, s / 7), table->theme->tile.face, 255);
}

/* Tiles at the board's size are read at a glance from 17 px (480x320's
 * squares); smaller ones (320x480's 10 px) are not, and the words name
 * the letters instead (so too where a row of them does not fit). */
enum { END_SMALL_TILE_MIN = 16 };

/* The rack after the end, which is nobody's to play: its tiles and whose
 * they are (QA: the letters of the player to move showed with nothing
 * saying whose).  The words go in the slots the tiles leave free in the
 * rack's last row; where they do not fit there, the tiles shrink to the
 * board's size beside the words (one row) or under them (a folded rack),
 * or, where that is too small to read or a row of them does not fit (a
 * folded rack under large squares, 1024x768), the words name the letters. */
static void paint_end_rack(struct words_table *table, struct canvas *c, const struct rect *clip, int owner)
{
	const struct words_table_layout *l = &table->layout;
	const char *rack = table->game.pos.rack[owner];
	int n = (int)strlen(rack), last_row = (WORDS_RACK_SIZE - 1) / l->rack_cols * l->rack_cols;
	int from = int_max(n, last_row), pad = int_max(4, l->rack_gap);
	char caption[WORDS_TABLE_NAME_LEN + 64];
	uint32_t ink = table->theme->table.muted;
	/* In the free slots of the last row, after the tiles, to the rack's
	 * edge (a folded rack's row of three: its whole width). */
	struct rect last = words_table_slot_rect(l, WORDS_RACK_SIZE - 1);
	int fx = from == last_row ? l->rack.x : words_table_slot_rect(l, int_min(from, WORDS_RACK_SIZE - 1)).x;
	struct rect free = rect_make(fx, last.y, l->rack.x + l->rack.w - fx, last.h);
	const struct font *f = end_caption(table, owner, CAPTION_AFTER, free.w - pad, caption, sizeof caption);
	if (caption[0] && n < WORDS_RACK_SIZE) {
		for (int i = 0; i < from; i++) {
			struct rect r = words_table_slot_rect(l, i);
			if (!rect_overlaps(r, *clip))
				continue;
			canvas_fill_round_rect(c, clip, r, l->tile / 7, table->theme->tile.slot, 255);
			if (i < n)
				canvas_blend(c, clip, r.x, r.y, words_table_rack_image(table, rack[i]));
		}
		text_left(c, clip, f, rect_make(free.x + pad, free.y, free.w - pad, free.h), caption, ink);
		return;
	}
	struct rect box = l->rack, words = box;
	int sq = l->sq, x, y;
	bool one_row = l->rack_cols == WORDS_RACK_SIZE;
	/* The small tiles in a row: beside a fifth of the width for the
	 * words (1280x800's 465 px: 93 px, "Player 2:"), or across a folded
	 * rack (1024x768's 244 px for 49 px squares holds five). */
	bool fit = n * sq <= (one_row ? box.w - box.w / 5 : box.w);
	if (sq - 1 < END_SMALL_TILE_MIN || !fit) {	/* in the slots and their margin, as the cover */
		box = rect_inset(l->rack, l->rack_gap);
		f = end_caption(table, owner, CAPTION_LETTERS, box.w, caption, sizeof caption);
		text_centred(c, clip, f, box, caption, ink, 0);
		return;
	}
	if (one_row) {
		words.w = box.w - n * sq - pad;
		x = box.x + box.w - n * sq;
		y = box.y + (box.h - sq) / 2;
	} else {
		words.h = box.h / 2;
		x = box.x + (box.w - n * sq) / 2;
		y = box.y + box.h / 2 + (box.h / 2 - sq) / 2;
	}
	f = end_caption(table, owner, CAPTION_BEFORE, words.w, caption, sizeof caption);
	text_left(c, clip, f, words, caption, ink);
	for (int i = 0; i < n; i++)
		paint_small_tile(table, c, clip, x + i * sq, y, rack[i]);
}

static void paint_rack(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct words_table_layout *l = &table->layout;
	const struct words_game *g = &table->game;
	int owner = words_table_rack_owner(table);
	if (owner >= 0 && words_table_is_final(table)) {
		paint_end_rack(table, c, clip, owner);
		return;
	}
	const char *rack = g->pos.rack[owner >= 0 ? owner : g->pos.current];
	bool mine = owner == g->pos.current;	/* tiles may be away on the board, or lifted */
	int n = (int)strlen(rack), ring = int_max(2, l->tile / 10);
	for (int i = 0; i < WORDS_RACK_SIZE; i++) {
		struct rect r = words_table_slot_rect(l, i);
		if (!rect_overlaps(r, *clip))
			continue;
		canvas_fill_round_rect(c, clip, r, l->tile / 7, table->theme->tile.slot, 255);
		bool away = i >= n || (mine && (words_stage_slot_used(g, i) ||
						(table->drag.from == WORDS_TABLE_DRAG_RACK && table->drag.slot == i) ||
						(table->home.active && table->home.slot == i)));
		if (away || table->handover)
			continue;
		if (owner < 0) {
			paint_back(table, c, clip, r);
			continue;
		}
		canvas_blend(c, clip, r.x, r.y, words_table_rack_image(table, rack[i]));
		if (table->exchanging && (table->exchange_chosen & (1u << i)))	/* chosen for the exchange */
			canvas_frame(c, clip, r, ring, table->theme->table.accent);
		else if (mine && table->selected == i)	/* chosen to place with a tap */
			canvas_frame(c, clip, r, ring, table->theme->board.target);
	}
	if (table->handover)
		paint_handover(table, c, clip);
}

static void paint_buttons(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	/* Most rectangles a frame repaints are on the board or the rack: the
	 * rows' labels are not fitted for them. */
	bool any = false;
	for (int i = 0; i < WORDS_TABLE_BUTTON_COUNT && !any; i++)
		any = rect_overlaps(table->layout.buttons[i], *clip);
	if (!any)
		return;
	for (int tools = 0; tools < 2; tools++) {
		struct button row[4];
		int n;
		words_table_button_row(table, tools, row, &n);
		for (int i = 0; i < n; i++)
			if (rect_overlaps(row[i].rect, *clip))
				button_paint(c, clip, table->theme, &row[i]);
	}
}

void words_table_panel_paint(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct words_table_layout *l = &table->layout;
	for (int i = 0; i < l->players_shown; i++)
		if (rect_overlaps(l->players[i], *clip))
			paint_score_box(table, c, clip, i);
	if (rect_overlaps(l->info, *clip))
		paint_info(table, c, clip);
	if (rect_overlaps(l->status, *clip))
		paint_status(table, c, clip);
	if (rect_overlaps(rect_inset(l->rack, l->rack_gap), *clip))
		paint_rack(table, c, clip);
	paint_buttons(table, c, clip);
}
