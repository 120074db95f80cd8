/* Computer seats at the Words table: after a pause the seat to move first
 * decides whether to challenge the last play (as a person would, by its
 * level), then asks through the table's link (ui/kit/computer.h) or,
 * without one, the table's own player thinks; the choice lands through the
 * rules core like a person's turn, its tiles sliding in from the
 * computer's score box.  And the Hint button, which asks the table's
 * player. */
#include <stdio.h>
#include <string.h>

#include "ui/words/words_table_int.h"

/* The Hint button: Medium's play for the person to move, ghosted. */
void words_table_hint(struct words_table *table)
{
	struct words_game *g = &table->game;
	char buf[STATUS_LINE_LEN];
	struct words_choice c;
	words_table_hint_clear(table);
	if (!table->player || words_player_choose(table->player, g, WORDS_LEVEL_MEDIUM, 0, 0, NULL, &c) != 0)
		return;
	if (c.kind != WORDS_CHOICE_PLAY) {
		words_table_set_status(table, STATUS_LINE_INFO, "Hint: no play with this rack - exchange or pass");
		return;
	}
	words_gen_to_move(&c.play, &table->hint);
	table->hint_shown = true;
	for (int i = 0; i < table->hint.count; i++)
		words_table_mark(table, words_table_square_rect(&table->layout, table->hint.tiles[i].square));
	/* Where the board has no coordinates drawn (the 3.5" panel) a square's
	 * name tells the player nothing: the tiles ghosted on the board say
	 * where. */
	char coord[8];
	words_coord(c.play.square, (enum words_dir)c.play.dir, coord, sizeof coord);
	if (words_table_coordinates_shown(table))
		snprintf(buf, sizeof buf, "Hint: %s at %s for %d", c.play.word, coord, c.play.score);
	else
		snprintf(buf, sizeof buf, "Hint: %s for %d, shown on the board", c.play.word, c.play.score);
	words_table_set_status(table, STATUS_LINE_INFO, buf);
}

static void thinking_status(struct words_table *table)
{
	char buf[STATUS_LINE_LEN];
	snprintf(buf, sizeof buf, "%s is thinking...", words_table_player_name(table, table->game.pos.current));
	words_table_set_status(table, STATUS_LINE_INFO, buf);
}

void words_table_computer_move(struct words_table *table)
{
	struct words_game *g = &table->game;
	table->computer.due = false;
	bool open = words_table_end_open(table);	/* a going-out play to judge */
	if ((words_is_over(g) && !open) || !words_table_is_computer(table, g->pos.current))
		return;
	struct computer_request req = {
		.game = COMPUTER_WORDS,
		.level = table->opt.seats[g->pos.current].level,
		.seed = table->opt.seed + (uint64_t)g->pos.log_len,
		.words = g,
	};
	if (words_player_challenges(g, (enum words_level)req.level, req.seed ^ 0xc4a11e6eULL)) {
		/* Announced like a person's; the turn then goes on from there. */
		words_table_challenge(table);
		return;
	}
	if (open) {
		words_table_let_stand(table);
		return;
	}
	if (table->opt.computer_link.ask) {
		if (computer_turn_ask(&table->computer, &table->opt.computer_link, &req) < 0)
			words_table_set_status(table, STATUS_LINE_ERROR, "The computer cannot think: play its turn by hand");
		else if (table->computer.open)
			thinking_status(table);	/* not answered inside ask() */
		return;
	}
	struct computer_answer a = { .ticket = computer_turn_open(&table->computer) };
	if (words_player_choose(table->player, g, (enum words_level)req.level, req.seed,
				WORDS_TABLE_COMPUTER_BUDGET_MS, NULL, &a.words) == 0)
		words_table_computer_answer(table, &a);
	else
		computer_turn_close(&table->computer);
}

/* What the status line says of the computer's choice c, made by seat
 * `mover` (`name`). */
static void choice_text(const struct words_table *table, const struct words_choice *c, const struct words_result *r,
			int mover, const char *name, char *buf, size_t size)
{
	char words[STATUS_LINE_LEN];
	size_t n = strlen(c->exchange);
	switch (c->kind) {
	case WORDS_CHOICE_PLAY:
		words_table_words_text(r, words, sizeof words);
		words_table_play_text(table, "", mover, words, r->score, r->bingo, buf, size);
		break;
	case WORDS_CHOICE_EXCHANGE:
		snprintf(buf, size, "%s exchanged %d tile%s", name, (int)n, n == 1 ? "" : "s");
		break;
	case WORDS_CHOICE_PASS:
		snprintf(buf, size, "%s passed", name);
		break;
	}
}

int words_table_computer_answer(struct words_table *table, const struct computer_answer *a)
{
	struct words_game *g = &table->game;
	if (!computer_turn_answers(&table->computer, a))
		return -1;	/* stale: a take back, a new game since */
	computer_turn_close(&table->computer);
	const struct words_choice *c = &a->words;
	int mover = g->pos.current;
	const char *name = words_table_player_name(table, mover);
	int log_at = g->pos.log_len;	/* where its turn is logged */
	/* Anything the person had on the board goes home first. */
	if (g->stage.count)
		words_stage_recall_all(g);
	struct words_result r;
	if (words_choice_apply(g, c, &r) != WORDS_OK) {
		words_table_set_status(table, STATUS_LINE_ERROR, "The computer's move was refused: your turn to play it");
		return -1;
	}
	if (c->kind == WORDS_CHOICE_PLAY) {
		struct words_move m;
		words_gen_to_move(&c->play, &m);
		words_table_arrival_begin(table, &m, table->layout.players[mover], log_at);
	}
	char buf[2 * STATUS_LINE_LEN];
	choice_text(table, c, &r, mover, name, buf, sizeof buf);
	words_table_turn_ended(table);
	words_table_set_status(table, STATUS_LINE_GOOD, buf);
	if (words_is_over(g))
		words_table_end_status(table);
	return 0;
}
