/* The letter picker: a blank placed on the board asks which letter it
 * stands for.  A grid of the 26 letters, as rack tiles, over the board; a
 * tap on one names the blank, a tap elsewhere keeps the letter it has.  A
 * long press on a blank placed this turn opens it again. */
#include <stdio.h>
#include <string.h>

#include "ui/words/words_table_int.h"

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

static struct rect letter_rect(const struct words_table_layout *l, int i)
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
		if (rect_contains(letter_rect(l, i), x, y))
			return 'A' + i;
	return 0;
}

void words_table_picker_centre(const struct words_table_layout *l, char letter, int *x, int *y)
{
	struct rect r = letter_rect(l, letter - 'A');
	*x = r.x + r.w / 2;
	*y = r.y + r.h / 2;
}

void words_table_picker_open(struct words_table *table, int square)
{
	table->picking = true;
	table->pick_square = square;
	words_table_mark(table, words_table_picker_rect(&table->layout));
	words_table_mark(table, table->layout.buttons[WORDS_TABLE_BUTTON_RECALL]);	/* a tile is placed: Recall */
	words_table_set_status(table, WORDS_TABLE_STATUS_INFO, "Which letter is the blank? Tap it");
}

/* Names the blank on the picked square (letter 'A'..'Z'), or keeps it (0). */
void words_table_picker_choose(struct words_table *table, char letter)
{
	struct words_game *g = &table->game;
	int sq = table->pick_square;
	table->picking = false;
	words_table_mark(table, table->layout.board);	/* the picker goes, the tile may change */
	if (letter) {
		for (int i = 0; i < g->stage.count; i++) {
			if (g->stage.tiles[i].square != sq)
				continue;
			int slot = g->stage.tiles[i].slot;
			words_stage_recall(g, sq);
			words_stage_place(g, slot, sq, letter);
			break;
		}
	}
	words_table_live_status(table);
}

void words_table_picker_paint(struct words_table *table, struct canvas *c, const struct rect *clip,
		     const struct canvas *(*tile_img)(const struct words_table *, char))
{
	const struct words_table_layout *l = &table->layout;
	struct rect p = words_table_picker_rect(l);
	if (!rect_overlaps(p, *clip))
		return;
	canvas_fill_round_rect(c, clip, p, 12, table->theme->table.cover, 255);
	canvas_frame(c, clip, p, 2, table->theme->table.box_turn);
	struct rect title = rect_make(p.x, p.y + l->rack_gap, p.w, l->tile / 2);
	font_draw_centered(c, clip, table->fonts.text, title, "The blank stands for:", table->theme->table.text);
	for (int i = 0; i < PICKER_LETTERS; i++) {
		struct rect r = letter_rect(l, i);
		if (rect_overlaps(r, *clip))
			canvas_blend(c, clip, r.x, r.y, tile_img(table, (char)('A' + i)));
	}
}
