/* The letter picker: a blank placed on the board asks which letter it
 * stands for.  Only a tap on a letter names it: a tap elsewhere sends a
 * blank just put down back to the rack (it never stands for a letter
 * nobody chose), and leaves a named one as it is; a long press on a blank
 * placed this turn asks again.
 * (Its grid is in words_table_layout.c, its drawing in
 * words_table_render.c.) */
#include <stdio.h>

#include "ai/words_live.h"
#include "ui/words/words_table_int.h"

void words_table_picker_open(struct words_table *table, int square, bool fresh)
{
	table->picking = true;
	table->pick_fresh = fresh;
	table->pick_square = square;
	words_table_mark(table, words_table_picker_rect(&table->layout));
	words_table_mark_buttons(table);	/* a tile is placed: Recall */
	/* Where the whole prompt does not fit (480x320 at 0.75: "...Tap it
	 * (elsewhe…"), a shorter one whole rather than a long one cut. */
	static const char *const fresh_prompts[] = { "Which letter is the blank? Tap it (elsewhere: back to the rack)",
						     "Tap the blank's letter (elsewhere: back to the rack)",
						     "Its letter? Elsewhere: back to the rack" };
	int i = 0;
	while (i < 2 && !words_table_status_fits(table, fresh_prompts[i]))
		i++;
	words_table_set_status(table, STATUS_LINE_INFO, fresh ? fresh_prompts[i] : "Which letter is the blank? Tap it");
}

/* Names the blank on the picked square (letter 'A'..'Z'), or not (0). */
void words_table_picker_choose(struct words_table *table, char letter)
{
	struct words_game *g = &table->game;
	char buf[2 * STATUS_LINE_LEN];
	int sq = table->pick_square;
	table->picking = false;
	words_table_mark(table, table->layout.board);	/* the picker goes, the tile may change */
	words_table_mark(table, words_table_picker_rect(&table->layout));	/* it may reach past the board */
	for (int i = 0; i < g->stage.count; i++) {
		if (g->stage.tiles[i].square != sq)
			continue;
		int slot = g->stage.tiles[i].slot;
		if (letter || table->pick_fresh) {
			words_stage_recall(g, sq);
			words_table_mark(table, words_table_slot_rect(&table->layout, slot));
		}
		if (letter)
			words_stage_place(g, slot, sq, letter);
		break;
	}
	words_table_live_status(table);
	if (letter) {
		/* The long press that changes it, said once, with the live
		 * result, whole (until 2026-11-29 at 480x320 "Blank = Q (hold
		 * it to change) - the first word ne…"): where both do not fit,
		 * a play's score is kept ("QI for 11 - tap Submit"), and a play
		 * not made yet gives way to the hold, said only here. */
		char live[STATUS_LINE_LEN];
		snprintf(live, sizeof live, "%s", table->status.text);
		struct words_result r;
		bool play = (table->kept_live ? words_live_evaluate_stage(&table->kept, table->opt.dict, g, &r)
					      : words_stage_evaluate(g, &r)) == WORDS_OK;
		snprintf(buf, sizeof buf, "Blank = %c (hold it to change) - %s", letter, live);
		if (!words_table_status_fits(table, buf))
			snprintf(buf, sizeof buf, "Blank = %c (hold to change) - %s", letter, live);
		if (!words_table_status_fits(table, buf) && play)
			snprintf(buf, sizeof buf, "Blank = %c - %s", letter, live);
		else if (!words_table_status_fits(table, buf))
			snprintf(buf, sizeof buf, "Blank = %c (hold it to change)", letter);
		if (!words_table_status_fits(table, buf))
			snprintf(buf, sizeof buf, "%s", live);
		words_table_set_status(table, STATUS_LINE_INFO, buf);
	}
}
