/* Moves at the Reversi table: a person's tap, the computer's reply (asked
 * through the table's link, or searched here), take back, a new game, a
 * saved game resumed, and the buttons that ask twice. */
#include <stdio.h>
#include <string.h>

#include "ui/reversi/reversi_table_int.h"

/* The first of n texts that the status box holds whole: a pass said in
 * full where it fits, shorter on a narrow panel (480x320 cut "White has no
 * move and passes: Black again" to "...Black a…", the side to move lost). */
static void say_whole(struct reversi_table *table, const char *const *texts, int n)
{
	int k = 0;
	while (k < n - 1 && !reversi_table_status_fits(table, texts[k]))
		k++;
	reversi_table_set_status(table, STATUS_LINE_INFO, texts[k]);
}

/* After a move by `mover`: if the same side is to move again, the other
 * had to pass - say so. */
static void after_move(struct reversi_table *table, enum reversi_color mover)
{
	reversi_table_sync(table);
	reversi_table_game_status(table);
	const struct reversi_pos *p = &table->game.pos;
	if (!reversi_game_is_over(&table->game) && p->turn == mover) {
		char buf[3][STATUS_LINE_LEN];
		enum reversi_color other = (enum reversi_color)!mover;
		const char *who = reversi_table_side_name(table, other), *again = reversi_table_side_name(table, mover);
		if (table->opt.remote && reversi_table_is_away(table, other)) {
			snprintf(buf[0], sizeof buf[0], "%s must pass: your turn again", table->opt.remote_name);
			snprintf(buf[1], sizeof buf[1], "%s passes: your turn", table->opt.remote_name);
			snprintf(buf[2], sizeof buf[2], "%s passes", table->opt.remote_name);
		} else if (table->opt.remote) {
			snprintf(buf[0], sizeof buf[0], "You must pass: %s plays again", table->opt.remote_name);
			snprintf(buf[1], sizeof buf[1], "You pass: %s again", table->opt.remote_name);
			snprintf(buf[2], sizeof buf[2], "You must pass");
		} else if (table->opt.computer_both || !reversi_table_has_computer(table)) {
			/* Two people, or the computer against itself: by colour. */
			snprintf(buf[0], sizeof buf[0], "%s has no move and passes: %s again", who, again);
			snprintf(buf[1], sizeof buf[1], "%s passes: %s again", who, again);
			snprintf(buf[2], sizeof buf[2], "%s passes", who);
		} else if (reversi_table_is_computer(table, other)) {
			snprintf(buf[0], sizeof buf[0], "The computer must pass: your turn again");
			snprintf(buf[1], sizeof buf[1], "The computer passes: your turn");
			snprintf(buf[2], sizeof buf[2], "The computer passes");
		} else {
			snprintf(buf[0], sizeof buf[0], "You must pass: the computer plays again");
			snprintf(buf[1], sizeof buf[1], "You pass: the computer again");
			snprintf(buf[2], sizeof buf[2], "You must pass");
		}
		const char *const texts[3] = { buf[0], buf[1], buf[2] };
		say_whole(table, texts, 3);
	}
	reversi_table_schedule_computer(table);
}

enum reversi_status reversi_table_play(struct reversi_table *table, int sq)
{
	enum reversi_color mover = table->game.pos.turn;
	if (table->ended[0]) {
		reversi_table_set_status(table, STATUS_LINE_INFO, "This game is over: tap Lobby");
		return REVERSI_ERR_GAME_OVER;
	}
	enum reversi_status st = sq < 0 || sq >= REVERSI_SQUARES ? REVERSI_ERR_RANGE : reversi_game_play(&table->game, sq);
	if (st != REVERSI_OK) {
		/* Gentle: a grey note, the board untouched; after the end the
		 * result again (until 2026-11-29 "The game is over: tap New
		 * game" replaced it, and nothing on the screen said who won). */
		if (reversi_game_is_over(&table->game))
			reversi_table_result_status(table, true);
		else
			reversi_table_set_status(table, STATUS_LINE_INFO, "Not a legal move here");
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

void reversi_table_remote_moved(struct reversi_table *table)
{
	const struct reversi_game *g = &table->game;
	table->hint = -1;
	after_move(table, g->n_moves ? reversi_game_mover(g, g->n_moves - 1) : REVERSI_BLACK);
}

bool reversi_table_take_chat(struct reversi_table *table)
{
	bool asked = table->wants_chat;
	table->wants_chat = false;
	return asked;
}

void reversi_table_say(struct reversi_table *table, const char *text, bool good)
{
	reversi_table_set_status(table, good ? STATUS_LINE_GOOD : STATUS_LINE_INFO, text);
}

void reversi_table_say_own(struct reversi_table *table)
{
	reversi_table_game_status(table);
}

void reversi_table_remote_ended(struct reversi_table *table, const char *headline, const char *why)
{
	if (strcmp(table->ended, headline) == 0)
		return;
	snprintf(table->ended, sizeof table->ended, "%s", headline);
	reversi_table_sync(table);	/* the header, the boxes, no more dots */
	reversi_table_set_status(table, STATUS_LINE_INFO, why);
}

void reversi_table_take_back(struct reversi_table *table)
{
	struct reversi_game *g = &table->game;
	if (!reversi_table_person_moved(table)) {
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

/* The computer's level and the person's colour as the dialog shows them. */
static void option_text(const struct reversi_table *table, enum reversi_table_option o, char *buf, size_t size)
{
	bool computer = table->next_computer != REVERSI_TABLE_NO_COMPUTER;
	if (o == REVERSI_TABLE_OPTION_OPPONENT)
		snprintf(buf, size, computer ? "Against: the computer, %s" : "Against: a person",
			 computer_level_name(table->next_computer));
	else if (computer)
		snprintf(buf, size, "You play: %s", table->next_person_white ? "White" : "Black");
	else
		snprintf(buf, size, "Black moves first");
}

/* New game: a dialog with the opponent and colour for the next game; its
 * start button away from New game, so a double tap cannot end a game. */
static void ask_new_game(struct reversi_table *table)
{
	char opponent[DIALOG_OPTION_LEN], colour[DIALOG_OPTION_LEN];
	bool under_way = table->game.n_moves > 0 && !reversi_game_is_over(&table->game);
	table->next_computer = table->opt.computer;
	table->next_person_white = table->opt.person_white;
	option_text(table, REVERSI_TABLE_OPTION_OPPONENT, opponent, sizeof opponent);
	option_text(table, REVERSI_TABLE_OPTION_COLOUR, colour, sizeof colour);
	struct dialog_text q = {
		.title = "New game",
		.text = under_way ? "Tap a line to change it. This game ends when the new one starts."
				  : "Tap a line to change it.",
		.cancel = "Cancel",
		.confirm = "Start",
		.option = { opponent, colour },
	};
	/* Opened from its button, as reversi_table_new_game_place says. */
	struct rect b = table->layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME];
	dialog_open(&table->dialog, 0, &q, table->layout.width, table->layout.height, table->opt.scale, b.x + b.w / 2,
		    table->now, &table->pending);
}

void reversi_table_answer(struct reversi_table *table, enum dialog_answer a)
{
	char text[DIALOG_OPTION_LEN];
	switch (a) {
	case DIALOG_NONE:
		break;
	case DIALOG_CANCEL:
		table->next_computer = table->opt.computer;
		table->next_person_white = table->opt.person_white;
		break;
	case DIALOG_CONFIRM:
		reversi_table_new_game(table);
		break;
	default:
		if (a == DIALOG_OPTION + REVERSI_TABLE_OPTION_OPPONENT) {
			/* A person, then the levels, then a person again. */
			int c = table->next_computer;
			table->next_computer = c == REVERSI_TABLE_NO_COMPUTER ? 0
					       : c + 1 < RVAI_LEVELS ? c + 1 : REVERSI_TABLE_NO_COMPUTER;
		} else if (table->next_computer != REVERSI_TABLE_NO_COMPUTER) {
			table->next_person_white = !table->next_person_white;
		}
		for (int o = 0; o < 2; o++) {
			option_text(table, (enum reversi_table_option)o, text, sizeof text);
			dialog_set_option(&table->dialog, o, text, &table->pending);
		}
		break;
	}
}

void reversi_table_new_game(struct reversi_table *table)
{
	table->opt.computer = table->next_computer;
	table->opt.person_white = table->next_person_white;
	dialog_close(&table->dialog, &table->pending);
	table->games++;
	reversi_game_start(&table->game);
	reversi_table_sync(table);
	reversi_table_invalidate(table);	/* names, levels, the moves */
	reversi_table_set_status(table, STATUS_LINE_INFO, reversi_table_is_computer(table, REVERSI_BLACK)
							   ? "New game: the computer moves first"
							   : "New game: black moves first");
	reversi_table_schedule_computer(table);
}

/* The Hint button: the table's own search at Medium, for the person to
 * move; the square ringed until the position changes. */
void reversi_table_hint(struct reversi_table *table)
{
	char buf[STATUS_LINE_LEN], name[3];
	struct rvai_result r;
	if (!reversi_table_button_enabled(table, REVERSI_TABLE_BUTTON_HINT) ||
	    rvai_choose(&table->ai, &table->game.pos, RVAI_MEDIUM, &r) != 0 || r.move < 0 ||
	    r.move >= REVERSI_SQUARES)
		return;
	if (table->hint >= 0)
		reversi_table_mark(table, reversi_table_square_rect(&table->layout, table->hint));
	table->hint = r.move;
	reversi_table_mark(table, reversi_table_square_rect(&table->layout, r.move));
	reversi_square_name(r.move, name);
	snprintf(buf, sizeof buf, "Hint: %s (ringed)", name);
	reversi_table_set_status(table, STATUS_LINE_INFO, buf);
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
	if (!reversi_table_button_enabled(table, b))
		return;
	switch (b) {
	case REVERSI_TABLE_BUTTON_TAKE_BACK:
		if (table->opt.remote)
			table->wants_chat = true;	/* the shell opens the chat's keyboard */
		else
			reversi_table_take_back(table);
		break;
	case REVERSI_TABLE_BUTTON_HINT:
		reversi_table_hint(table);
		break;
	case REVERSI_TABLE_BUTTON_NEW_GAME:
		if (table->opt.remote)
			table->wants_menu = table->wants_lobby = true; /* a new game across tables is an invitation */
		else
			ask_new_game(table);
		break;
	case REVERSI_TABLE_BUTTON_MENU:
		table->wants_menu = true;	/* the shell keeps the game: nothing is lost */
		break;
	default:
		break;
	}
}
