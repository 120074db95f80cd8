/* Computer seats at the Words table: after a pause the seat to move asks
 * its hook (a worker thread) or, without one, the table's own player; the
 * choice lands through the rules core like a person's turn. */
#include <stdio.h>
#include <string.h>

#include "ui/words/words_table_int.h"

bool words_table_is_computer(const struct words_table *table, int seat)
{
	return seat >= 0 && seat < table->opt.players && table->opt.seats[seat].computer &&
	       (table->opt.computer_move || table->player);
}

/* The middle tool button is Hint where nobody can challenge. */
bool words_table_hint_button(const struct words_table *table)
{
	return table->game.options.challenge == WORDS_CHALLENGE_ENFORCED;
}

void words_table_hint_clear(struct words_table *table)
{
	if (!table->hint_shown)
		return;
	table->hint_shown = false;
	for (int i = 0; i < table->hint.count; i++)
		words_table_mark(table, words_table_square_rect(&table->layout, table->hint.tiles[i].square));
}

/* The Hint button: Medium's play for the person to move, ghosted. */
void words_table_hint(struct words_table *table)
{
	struct words_game *g = &table->game;
	char buf[WORDS_TABLE_STATUS_LEN];
	struct words_choice c;
	words_table_hint_clear(table);
	if (!table->player || words_player_choose(table->player, g, WORDS_LEVEL_MEDIUM, 0, 0, NULL, &c) != 0)
		return;
	if (c.kind != WORDS_CHOICE_PLAY) {
		words_table_set_status(table, WORDS_TABLE_STATUS_INFO, "Hint: no play with this rack - exchange or pass");
		return;
	}
	words_gen_to_move(&c.play, &table->hint);
	table->hint_shown = true;
	for (int i = 0; i < table->hint.count; i++)
		words_table_mark(table, words_table_square_rect(&table->layout, table->hint.tiles[i].square));
	char coord[8];
	words_coord(c.play.square, (enum words_dir)c.play.dir, coord, sizeof coord);
	snprintf(buf, sizeof buf, "Hint: %s at %s for %d", c.play.word, coord, c.play.score);
	words_table_set_status(table, WORDS_TABLE_STATUS_INFO, buf);
}

/* Called after every turn: the computer's seat gets its move due. */
void words_table_computer_schedule(struct words_table *table)
{
	const struct words_game *g = &table->game;
	table->computer_pending = !words_is_over(g) && words_table_is_computer(table, g->pos.current);
	table->computer_waiting = false;
	if (table->computer_pending)
		table->computer_due = table->now + WORDS_TABLE_COMPUTER_DELAY_MS;
}

static void thinking_status(struct words_table *table)
{
	char buf[WORDS_TABLE_STATUS_LEN];
	snprintf(buf, sizeof buf, "%s is thinking...", words_table_player_name(table, table->game.pos.current));
	words_table_set_status(table, WORDS_TABLE_STATUS_INFO, buf);
}

void words_table_computer_move(struct words_table *table)
{
	struct words_game *g = &table->game;
	table->computer_pending = false;
	if (words_is_over(g) || !words_table_is_computer(table, g->pos.current))
		return;
	enum words_level level = (enum words_level)table->opt.seats[g->pos.current].level;
	if (table->opt.computer_move) {
		if (table->opt.computer_move(table->opt.computer_user, g, level) == 0) {
			table->computer_waiting = true;
			table->computer_asked = g->pos.log_len;
			thinking_status(table);
		} else {
			words_table_set_status(table, WORDS_TABLE_STATUS_ERROR, "The computer cannot think: play its turn by hand");
		}
		return;
	}
	struct words_choice c;
	if (words_player_choose(table->player, g, level, table->opt.seed + g->pos.log_len, WORDS_TABLE_COMPUTER_BUDGET_MS, NULL,
				&c) == 0) {
		table->computer_waiting = true;
		table->computer_asked = g->pos.log_len;
		words_table_computer_result(table, g->pos.log_len, &c);
	}
}

int words_table_computer_result(struct words_table *table, int asked_log_len, const struct words_choice *c)
{
	struct words_game *g = &table->game;
	char buf[2 * WORDS_TABLE_STATUS_LEN];
	if (!table->computer_waiting || asked_log_len != table->computer_asked || g->pos.log_len != asked_log_len)
		return -1;
	table->computer_waiting = false;
	int player = g->pos.current;
	const char *name = words_table_player_name(table, player);
	/* Anything the person had on the board goes home first. */
	if (g->stage.count)
		words_stage_recall_all(g);
	enum words_status st = WORDS_OK;
	struct words_result r;
	switch (c->kind) {
	case WORDS_CHOICE_PLAY: {
		struct words_move m;
		words_gen_to_move(&c->play, &m);
		st = words_play(g, &m, &r);
		if (st == WORDS_OK) {
			for (int i = 0; i < m.count; i++)
				words_table_mark(table, words_table_square_rect(&table->layout, m.tiles[i].square));
			char words[WORDS_TABLE_STATUS_LEN];
			words_table_words_text(&r, words, sizeof words);
			snprintf(buf, sizeof buf, "%s played %s for %d%s", name, words, r.score,
				 r.bingo ? " - bingo!" : "");
		}
		break;
	}
	case WORDS_CHOICE_EXCHANGE:
		st = words_exchange(g, c->exchange);
		snprintf(buf, sizeof buf, "%s exchanged %d tile%s", name, (int)strlen(c->exchange),
			 strlen(c->exchange) == 1 ? "" : "s");
		break;
	case WORDS_CHOICE_PASS:
		st = words_pass(g);
		snprintf(buf, sizeof buf, "%s passed", name);
		break;
	}
	if (st != WORDS_OK) {
		words_table_set_status(table, WORDS_TABLE_STATUS_ERROR, "The computer's move was refused: your turn to play it");
		return -1;
	}
	words_table_turn_ended(table);
	words_table_set_status(table, WORDS_TABLE_STATUS_GOOD, buf);
	if (words_is_over(g))
		words_table_end_status(table);
	return 0;
}
