/* The letter picker: a blank placed on the board asks which letter it
 * stands for.  A tap on a letter names the blank, a tap elsewhere keeps
 * the letter it has; a long press on a blank placed this turn asks again.
 * (Its grid is in words_table_layout.c, its drawing in
 * words_table_render.c.) */
#include "ui/words/words_table_int.h"

void words_table_picker_open(struct words_table *table, int square)
{
	table->picking = true;
	table->pick_square = square;
	words_table_mark(table, words_table_picker_rect(&table->layout));
	words_table_mark(table, table->layout.buttons[WORDS_TABLE_BUTTON_RECALL]);	/* a tile is placed: Recall */
	words_table_set_status(table, STATUS_LINE_INFO, "Which letter is the blank? Tap it");
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

