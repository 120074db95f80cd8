/* A seat played at another table (a network game): its turn comes in
 * played already (the app ran it through the rules core), and the table
 * shows it as it shows the computer's. */
#include <stdio.h>
#include <string.h>

#include "ui/words/words_table_int.h"

/* The tiles a logged play put down, read off the board by its span. */
static void logged_play(const struct words_game *g, const struct words_turn *t, struct words_move *m)
{
	int step = t->dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	words_move_clear(m);
	for (int i = 0; t->tiles[i] && i < WORDS_WORD_MAX; i++)
		if (t->tiles[i] != '.')
			words_move_add(m, t->square + i * step, g->pos.board[t->square + i * step]);
}

void words_table_remote_moved(struct words_table *table, int log_from)
{
	const struct words_game *g = &table->game;
	words_table_select(table, -1);
	table->exchanging = false;
	table->picking = false;
	dialog_close(&table->dialog, &table->pending);
	words_table_invalidate(table);	/* a withdrawal, a swap: anything on the board may change */
	for (int i = log_from; i < g->pos.log_len; i++) {
		const struct words_turn *t = &g->log[i];
		if (t->kind == WORDS_TURN_PLAY && table->opt.seats[t->player].remote) {
			struct words_move m;
			logged_play(g, t, &m);
			words_table_arrival_begin(table, &m, table->layout.players[t->player], i);
		}
	}
	words_table_turn_ended(table);
	words_table_live_status(table);
}

bool words_table_take_chat(struct words_table *table)
{
	bool asked = table->wants_chat;
	table->wants_chat = false;
	return asked;
}

void words_table_say(struct words_table *table, const char *text, bool good)
{
	words_table_set_status(table, good ? STATUS_LINE_GOOD : STATUS_LINE_INFO, text);
}

void words_table_say_own(struct words_table *table)
{
	words_table_live_status(table);
}

void words_table_remote_ended(struct words_table *table, const char *headline, const char *why)
{
	if (strcmp(table->ended, headline) == 0)
		return;
	snprintf(table->ended, sizeof table->ended, "%s", headline);
	/* Nothing more is played: tiles being placed go home (they could no
	 * longer be moved), and every button but Chat and Menu dims. */
	if (table->game.stage.count)
		words_table_recall(table);
	words_table_select(table, -1);
	words_table_hint_clear(table);
	table->picking = false;
	table->exchanging = false;
	dialog_close(&table->dialog, &table->pending);
	words_table_mark(table, table->layout.board);	/* the picker, if it was open */
	words_table_mark(table, words_table_picker_rect(&table->layout));
	words_table_mark_panel(table);	/* the header, the score boxes, the buttons */
	words_table_set_status(table, STATUS_LINE_INFO, why);
}
