/* Dragging at the Words table: a tile lifted from the rack or the board
 * follows the finger, drawn above it, its landing square framed; dropped,
 * it lands where it is drawn (the square, rack slot or bag under the drawn
 * tile's centre, not under the finger), swaps places on the rack, or
 * slides home. */
#include "ui/words/words_table_int.h"

static bool square_free(const struct words_table *table, int sq)
{
	if (sq < 0 || table->game.pos.board[sq])
		return false;
	if (table->drag.from == WORDS_TABLE_DRAG_BOARD && table->drag.square == sq)
		return true;
	return words_stage_tile_at(&table->game, sq) == 0;
}

static void set_target(struct words_table *table, int sq)
{
	if (table->drag.target == sq)
		return;
	/* The target frame reaches one pixel over the grid line. */
	if (table->drag.target >= 0)
		words_table_mark(table, rect_inset(words_table_square_rect(&table->layout, table->drag.target), 1));
	if (sq >= 0)
		words_table_mark(table, rect_inset(words_table_square_rect(&table->layout, sq), 1));
	table->drag.target = sq;
}

/* What a dragged tile drawn at tile covers, its shadow included. */
static struct rect drag_area(const struct words_table *table, struct rect tile)
{
	if (rect_is_empty(tile))
		return tile;
	return rect_union(tile, words_table_shadow_rect(&table->layout, tile));
}

void words_table_drag_to(struct words_table *table, int x, int y)
{
	struct rect now = words_table_drag_rect(&table->layout, x, y);
	words_table_mark(table, drag_area(table, table->drag.drawn));
	words_table_mark(table, drag_area(table, now));
	table->drag.drawn = now;
	table->drag.x = x;
	table->drag.y = y;
	int cx, cy;
	words_table_drag_centre(&table->layout, x, y, &cx, &cy);
	int sq = words_table_square_at(&table->layout, cx, cy);
	set_target(table, square_free(table, sq) ? sq : -1);
}

void words_table_drag_begin(struct words_table *table, int x, int y)
{
	const struct words_game *g = &table->game;
	if (table->home.active) {
		/* A new drag lands the sliding tile at once. */
		table->home.active = false;
		words_table_mark(table, drag_area(table, table->home.drawn));
		words_table_mark(table, words_table_slot_rect(&table->layout, table->home.slot));
	}
	const char *rack = g->pos.rack[g->pos.current];
	if (table->press_slot >= 0) {
		table->drag.from = WORDS_TABLE_DRAG_RACK;
		table->drag.slot = table->press_slot;
		table->drag.square = -1;
		words_table_mark(table, words_table_slot_rect(&table->layout, table->press_slot));
	} else if (table->press_square >= 0) {
		int n = g->stage.count;
		table->drag.from = WORDS_TABLE_DRAG_BOARD;
		table->drag.square = table->press_square;
		table->drag.slot = -1;
		for (int i = 0; i < n; i++)
			if (g->stage.tiles[i].square == table->press_square)
				table->drag.slot = g->stage.tiles[i].slot;
		words_table_mark(table, words_table_square_rect(&table->layout, table->press_square));
	} else {
		return;
	}
	table->drag.tile = rack[table->drag.slot];
	table->drag.target = -1;
	table->drag.drawn = rect_make(0, 0, 0, 0);
	words_table_drag_to(table, x, y);
}

/* Where the sliding tile is at `now`: straight from its drop point to
 * the slot, slowing at the end. */
static struct rect home_rect(const struct words_table *table, uint32_t now)
{
	struct rect to = words_table_slot_rect(&table->layout, table->home.slot), from = table->home.from;
	uint32_t t = now - table->home.start;
	if (t >= WORDS_TABLE_HOME_MS)
		return to;
	int k = (int)(t * 1000 / WORDS_TABLE_HOME_MS);
	k = 1000 - (1000 - k) * (1000 - k) / 1000;	/* ease out */
	return rect_make(from.x + (to.x - from.x) * k / 1000, from.y + (to.y - from.y) * k / 1000, to.w, to.h);
}

/* Moves the sliding tile on (or lands it); its old and new places repaint. */
void words_table_home_step(struct words_table *table)
{
	if (!table->home.active)
		return;
	struct rect now = home_rect(table, table->now);
	words_table_mark(table, drag_area(table, table->home.drawn));
	words_table_mark(table, drag_area(table, now));
	table->home.drawn = now;
	if ((uint32_t)(table->now - table->home.start) >= WORDS_TABLE_HOME_MS) {
		table->home.active = false;
		words_table_mark(table, words_table_slot_rect(&table->layout, table->home.slot));
	}
}

static void home_start(struct words_table *table, char tile, int slot, struct rect from)
{
	if (rect_is_empty(from) || slot < 0)
		return;
	table->home.active = true;
	table->home.tile = tile;
	table->home.slot = slot;
	table->home.from = from;
	table->home.drawn = from;
	table->home.start = table->now;
	words_table_mark(table, drag_area(table, from));
}

/* Ends a drag: the tile lands where it was dropped, or goes home. */
void words_table_drag_end(struct words_table *table, int x, int y, bool cancelled)
{
	struct words_game *g = &table->game;
	struct words_table_drag d = table->drag;
	words_table_drag_centre(&table->layout, x, y, &x, &y);	/* it lands where it is drawn */
	int sq = cancelled ? -1 : words_table_square_at(&table->layout, x, y);
	int slot = cancelled ? -1 : words_table_slot_at(&table->layout, x, y);
	set_target(table, -1);
	words_table_mark(table, drag_area(table, d.drawn));
	table->drag.from = WORDS_TABLE_DRAG_NONE;
	table->drag.drawn = rect_make(0, 0, 0, 0);

	if (d.from == WORDS_TABLE_DRAG_RACK && table->exchanging) {
		/* Choosing tiles to exchange: dropped on the bag (the status box)
		 * the tile is chosen; anywhere else it slides home. */
		words_table_mark(table, words_table_slot_rect(&table->layout, d.slot));
		if (!cancelled && rect_contains(table->layout.status, x, y)) {
			table->exchange_chosen |= (uint8_t)(1u << d.slot);
			words_table_mark_buttons(table);
		} else {
			home_start(table, d.tile, d.slot, d.drawn);
		}
		return;
	}
	if (d.from == WORDS_TABLE_DRAG_RACK) {
		words_table_mark(table, words_table_slot_rect(&table->layout, d.slot));
		if (sq >= 0 && g->pos.board[sq] >= 'a' && g->pos.board[sq] <= 'z' && g->options.blank_interchange &&
		    d.tile == g->pos.board[sq] - 'a' + 'A') {
			/* Blank swap: the real tile onto the blank standing for it. */
			words_table_swap_blank(table, sq);
			return;
		}
		if (!square_free(table, sq) && (slot < 0 || slot == d.slot) && !cancelled) {
			/* Nowhere to land: it slides home. */
			home_start(table, d.tile, d.slot, d.drawn);
		} else if (square_free(table, sq)) {
			words_table_place(table, d.slot, sq);
			if (table->picking)
				return;	/* a blank: its letter first */
		} else if (slot >= 0 && slot != d.slot &&
			   words_rack_swap(g, d.slot, slot) == WORDS_OK) {
			words_table_mark(table, words_table_slot_rect(&table->layout, slot));
		}
	} else if (d.from == WORDS_TABLE_DRAG_BOARD) {
		words_table_mark(table, words_table_square_rect(&table->layout, d.square));
		if (sq >= 0 && sq != d.square && square_free(table, sq)) {
			words_stage_move(g, d.square, sq);
			words_table_mark(table, words_table_square_rect(&table->layout, sq));
		} else if (sq < 0) {
			/* Off the board: back to the rack.  A near miss onto a
			 * taken square leaves it where it was. */
			words_stage_recall(g, d.square);
			words_table_mark(table, table->layout.rack);
			home_start(table, d.tile, d.slot, d.drawn);
		}
	}
	words_table_live_status(table);
}

