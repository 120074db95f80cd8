/* Moves at the Reversi table: a person's tap, the computer's reply (asked
 * through the table's link, or searched here), take back, a new game, a
 * saved game resumed, and the buttons that ask twice. */
#include <stdio.h>
#include <string.h>

#include "ui/reversi/reversi_table_int.h"

/* After a move by `mover`: if the same side is to move again, the other
 * had to pass - say so. */
static void after_move(struct reversi_table *table, enum reversi_color mover)
{
	reversi_table_sync(table);
	reversi_table_game_status(table);
	const struct reversi_pos *p = &table->game.pos;
	if (!reversi_game_is_over(&table->game) && p->turn == mover) {
		char buf[STATUS_LINE_LEN];
		enum reversi_color other = (enum reversi_color)!mover;
		if (reversi_table_has_computer(table))
			snprintf(buf, sizeof buf, "%s", other == REVERSI_WHITE ? "The computer must pass: your turn again"
									      : "You must pass: the computer plays again");
		else
			snprintf(buf, sizeof buf, "%s has no move and passes: %s again", reversi_table_side_name(table, other),
				 reversi_table_side_name(table, mover));
		reversi_table_set_status(table, STATUS_LINE_INFO, buf);
	}
	reversi_table_schedule_computer(table);
}

enum reversi_status reversi_table_play(struct reversi_table *table, int sq)
{
	enum reversi_color mover = table->game.pos.turn;
	enum reversi_status st = sq < 0 || sq >= REVERSI_SQUARES ? REVERSI_ERR_RANGE : reversi_game_play(&table->game, sq);
	if (st != REVERSI_OK) {
		/* Gentle: a grey note, the board untouched. */
		reversi_table_set_status(table, STATUS_LINE_INFO, reversi_game_is_over(&table->game)
							       ? "The game is over: tap New game"
							       : "Not a legal move here");
		return st;
	}
	after_move(table, mover);
	return REVERSI_OK;
}

void reversi_table_computer_move(struct reversi_table *table)
{
	table->computer.due = false;
	if (reversi_game_is_over(&table->game) || !reversi_table_is_computer(table, table->game.pos.turn))
		return;
	struct computer_request req = {
		.game = COMPUTER_REVERSI,
		.level = table->opt.computer,
		.seed = table->opt.seed + (uint64_t)table->game.n_moves,
		.reversi = &table->game.pos,
	};
	bool moved = false;
	if (table->opt.computer_link.ask) {
		/* A link that fails leaves the game to the person: it does not
		 * hang waiting for a move that never comes. */
		moved = computer_turn_ask(&table->computer, &table->opt.computer_link, &req) == 0;
	} else if (table->ai_ready) {
		struct rvai_result r;
		struct computer_answer a = { .ticket = computer_turn_open(&table->computer) };
		if (rvai_choose(&table->ai, &table->game.pos, (enum rvai_level)req.level, &r) == 0) {
			a.reversi_move = r.move;
			moved = reversi_table_computer_answer(table, &a) == 0;
		}
		computer_turn_close(&table->computer);
	}
	if (!moved)
		reversi_table_set_status(table, STATUS_LINE_INFO, "The computer cannot move here");
}

int reversi_table_computer_answer(struct reversi_table *table, const struct computer_answer *a)
{
	/* Only the answer to the question still open counts. */
	if (!computer_turn_answers(&table->computer, a))
		return -1;
	enum reversi_color mover = table->game.pos.turn;
	if (a->reversi_move < 0 || reversi_game_play(&table->game, a->reversi_move) != REVERSI_OK)
		return -1;	/* the request stays open for a legal answer */
	computer_turn_close(&table->computer);
	after_move(table, mover);
	return 0;
}

void reversi_table_take_back(struct reversi_table *table)
{
	struct reversi_game *g = &table->game;
	if (g->n_moves == 0) {
		reversi_table_set_status(table, STATUS_LINE_INFO, "Nothing to take back");
		return;
	}
	/* Against the computer, back to before the person's last move (its
	 * replies go with it); at one table, one move. */
	while (g->n_moves > 0) {
		enum reversi_color m = reversi_game_mover(g, g->n_moves - 1);
		reversi_game_undo(g, 1);
		if (!reversi_table_is_computer(table, m))
			break;
	}
	reversi_table_sync(table);
	reversi_table_game_status(table);
	if (!reversi_game_is_over(g) && !reversi_table_is_computer(table, g->pos.turn))
		reversi_table_set_status(table, STATUS_LINE_INFO, "Move taken back");
	reversi_table_schedule_computer(table);
}

void reversi_table_new_game(struct reversi_table *table)
{
	reversi_game_start(&table->game);
	reversi_table_sync(table);
	reversi_table_set_status(table, STATUS_LINE_INFO, "New game: black moves first");
	reversi_table_schedule_computer(table);
}

void reversi_table_resume(struct reversi_table *table, const struct reversi_game *g)
{
	table->game = *g;
	table->flipping = 0;
	reversi_table_sync(table);
	table->flipping = 0;	/* a resumed game does not replay its flips */
	reversi_table_invalidate(table);
	reversi_table_game_status(table);
	reversi_table_schedule_computer(table);
}

void reversi_table_press(struct reversi_table *table, enum reversi_table_button b)
{
	bool under_way = table->game.n_moves > 0 && !reversi_game_is_over(&table->game);
	if (b != REVERSI_TABLE_BUTTON_NEW_GAME && b != REVERSI_TABLE_BUTTON_MENU)
		return;
	if (under_way && table->armed != b) {
		table->armed = b;
		reversi_table_set_status(table, STATUS_LINE_INFO, b == REVERSI_TABLE_BUTTON_MENU
			   ? "Tap Menu again to leave this game" : "Tap New game again to start over");
		return;
	}
	table->armed = REVERSI_TABLE_BUTTON_NONE;
	if (b == REVERSI_TABLE_BUTTON_MENU)
		table->wants_menu = true;
	else
		reversi_table_new_game(table);
}

