/* What the Words table marks on the board, and the marks that say what to
 * repaint: the last play (its tiles framed, its score beside them) and the
 * computer's tiles arriving from its score box, one after another. */
#include <stdio.h>

#include "ui/kit/int_math.h"
#include "ui/words/words_table_int.h"

void words_table_mark(struct words_table *table, struct rect r)
{
	damage_add(&table->pending, r);
}

/* A row's labels share one font (a label that changes may change the
 * others'): both rows repaint. */
void words_table_mark_buttons(struct words_table *table)
{
	for (int i = 0; i < WORDS_TABLE_BUTTON_COUNT; i++)
		words_table_mark(table, table->layout.buttons[i]);
}

void words_table_invalidate(struct words_table *table)
{
	damage_add_all(&table->pending);
}

/* The squares of a logged play: its span from the first square, '.' where
 * a tile was on the board already. */
static void logged_move(const struct words_turn *t, struct words_move *m)
{
	int step = t->dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	words_move_clear(m);
	for (int i = 0; t->tiles[i] && m->count < WORDS_RACK_SIZE; i++)
		if (t->tiles[i] != '.')
			words_move_add(m, t->square + i * step, t->tiles[i]);
}

/* The turn the board should mark: the last play, if the last turn was one
 * (the end's rack adjustments and mid-turn house rules are not turns). */
static const struct words_turn *last_play(const struct words_game *g)
{
	for (int i = g->pos.log_len - 1; i >= 0; i--) {
		const struct words_turn *t = &g->log[i];
		switch ((enum words_turn_kind)t->kind) {
		case WORDS_TURN_END_GAIN:
		case WORDS_TURN_END_RACK:
		case WORDS_TURN_BLANK_SWAP:
		case WORDS_TURN_KIND_REDRAW:
			continue;
		case WORDS_TURN_PLAY:
			return t;
		default:
			return NULL;
		}
	}
	return NULL;
}

/* The tiles on the board under the badge r, but for the square it sits by:
 * a letter the badge hides. */
static int tiles_under(const struct words_table *table, struct rect r, int anchor)
{
	int n = 0;
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		if (sq != anchor && table->game.pos.board[sq] &&
		    rect_overlaps(r, words_table_square_rect(&table->layout, sq)))
			n++;
	return n;
}

/* The score's badge: by the main word's last square, over its lower right
 * corner, inside the board; where that would hide a letter, the corner of
 * the last or first square that hides the fewest (until 2026-11-29 always
 * the lower right: at 480x320, squares of 18 px, "+26" hid the letter
 * beside and below it). */
static struct rect badge_rect(const struct words_table *table, const struct words_turn *t)
{
	const struct words_table_layout *l = &table->layout;
	int len = 0;
	while (t->word[len])
		len++;
	int ends[2] = { t->square + (len - 1) * (t->dir == WORDS_ACROSS ? 1 : WORDS_SIZE), t->square };
	char text[8];
	snprintf(text, sizeof text, "%+d", t->score);
	const struct font *f = table->fonts.small;
	int w = font_text_width(f, text) + 6, h = f->ascent + 6;
	struct rect best = { 0 };
	int fewest = -1;
	for (int e = 0; e < 2; e++) {
		struct rect sq = words_table_square_rect(l, ends[e]);
		/* Lower right, upper right, lower left, upper left. */
		for (int k = 0; k < 4; k++) {
			int x = k < 2 ? sq.x + sq.w - w / 3 : sq.x - w + w / 3;
			int y = k % 2 == 0 ? sq.y + sq.h - h / 3 : sq.y - h + h / 3;
			x = int_max(l->board.x, int_min(x, l->board.x + l->board.w - w));
			y = int_max(l->board.y, int_min(y, l->board.y + l->board.h - h));
			struct rect r = rect_make(x, y, w, h);
			int n = tiles_under(table, r, ends[e]);
			if (fewest < 0 || n < fewest) {
				fewest = n;
				best = r;
			}
			if (n == 0)
				return best;
		}
	}
	return best;
}

static void mark_last(struct words_table *table)
{
	if (!table->last.shown)
		return;
	for (int i = 0; i < table->last.move.count; i++)
		words_table_mark(table, words_table_square_rect(&table->layout, table->last.move.tiles[i].square));
	words_table_mark(table, table->last.badge);
}

void words_table_last_update(struct words_table *table)
{
	const struct words_turn *t = last_play(&table->game);
	mark_last(table);
	table->last.shown = t != NULL;
	if (t) {
		logged_move(t, &table->last.move);
		table->last.score = t->score;
		table->last.badge = badge_rect(table, t);
	}
	mark_last(table);
}

bool words_table_last_at(const struct words_table *table, int square)
{
	if (!table->last.shown || words_table_arriving(table, square))
		return false;
	for (int i = 0; i < table->last.move.count; i++)
		if (table->last.move.tiles[i].square == square)
			return true;
	return false;
}

/* ---- the computer's tiles arriving ------------------------------------- */

/* Tile i sets off WORDS_TABLE_ARRIVE_STAGGER_MS after tile i - 1 and takes
 * WORDS_TABLE_ARRIVE_MS to land. */
static uint32_t arrival_end(const struct words_table_arrival *a)
{
	return WORDS_TABLE_ARRIVE_MS + (uint32_t)(a->move.count - 1) * WORDS_TABLE_ARRIVE_STAGGER_MS;
}

void words_table_arrival_begin(struct words_table *table, const struct words_move *m, struct rect from, int log_at)
{
	struct words_table_arrival *a = &table->arrival;
	a->active = m->count > 0;
	a->started = false;
	a->log_at = log_at;
	a->move = *m;
	a->from = rect_make(from.x + from.w / 2 - table->layout.sq / 2, from.y + from.h / 2 - table->layout.sq / 2,
			    table->layout.sq - 1, table->layout.sq - 1);
	for (int i = 0; i < m->count; i++) {
		a->drawn[i] = a->from;
		words_table_mark(table, words_table_square_rect(&table->layout, m->tiles[i].square));
	}
	words_table_mark(table, a->from);
}

bool words_table_arrival_tile(const struct words_table *table, int i, struct rect *r)
{
	const struct words_table_arrival *a = &table->arrival;
	struct rect to = words_table_square_rect(&table->layout, a->move.tiles[i].square);
	uint32_t t = a->started ? table->now - a->start : 0;
	uint32_t off = (uint32_t)i * WORDS_TABLE_ARRIVE_STAGGER_MS;
	if (t >= off + WORDS_TABLE_ARRIVE_MS) {
		*r = to;
		return true;
	}
	int k = t <= off ? 0 : (int)((t - off) * 1000 / WORDS_TABLE_ARRIVE_MS);
	k = 1000 - (1000 - k) * (1000 - k) / 1000;	/* ease out */
	*r = rect_make(a->from.x + (to.x - a->from.x) * k / 1000, a->from.y + (to.y - a->from.y) * k / 1000, to.w,
		       to.h);
	return false;
}

bool words_table_arriving(const struct words_table *table, int square)
{
	const struct words_table_arrival *a = &table->arrival;
	if (!a->active)
		return false;
	for (int i = 0; i < a->move.count; i++) {
		struct rect r;
		if (a->move.tiles[i].square == square)
			return !words_table_arrival_tile(table, i, &r);
	}
	return false;
}

bool words_table_arrival_step(struct words_table *table)
{
	struct words_table_arrival *a = &table->arrival;
	if (!a->active)
		return false;
	if (!a->started) {
		/* The answer came without a clock (a worker's): it starts now. */
		a->started = true;
		a->start = table->now;
	}
	for (int i = 0; i < a->move.count; i++) {
		struct rect r;
		words_table_arrival_tile(table, i, &r);
		words_table_mark(table, a->drawn[i]);
		words_table_mark(table, r);
		a->drawn[i] = r;
	}
	if ((uint32_t)(table->now - a->start) >= arrival_end(a)) {
		a->active = false;
		mark_last(table);	/* its frame and score appear as it lands */
		return true;
	}
	return false;
}
