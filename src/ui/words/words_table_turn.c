/* The Words table's turn: Submit, passing by a second Submit, Recall and
 * Shuffle, Exchange, Challenge, Take back, the hand-over screen between
 * people at one table, the mid-turn house rules, a new game, Menu. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ui/words/words_table_int.h"

bool words_table_cover_rack(struct words_table *table)
{
	if (table->handover) {
		table->handover_at = table->now;	/* its guard starts again */
		return true;
	}
	/* After the end no rack is private, but one waiting to judge a
	 * going-out play is.  A person alone against the computer has nobody
	 * to hide it from nor hand it to: their rack stays in sight (QA: after
	 * Menu and Continue it read "Pass to Player 1"). */
	if (words_table_is_final(table) || words_table_rack_owner(table) < 0 || words_table_alone(table))
		return false;
	if (table->game.stage.count)
		words_table_recall(table);
	words_table_select(table, -1);
	words_table_hint_clear(table);
	dialog_close(&table->dialog, &table->pending);
	table->picking = false;
	table->exchanging = false;
	table->handover = true;
	table->handover_at = table->now;
	words_table_mark(table, table->layout.board);
	words_table_mark_panel(table);
	words_table_live_status(table);
	return true;
}

void words_table_handover_done(struct words_table *table)
{
	table->handover = false;
	words_table_mark_panel(table);
	words_table_live_status(table);
}

void words_table_recall(struct words_table *table)
{
	struct words_game *g = &table->game;
	for (int i = 0; i < g->stage.count; i++)
		words_table_mark(table, words_table_square_rect(&table->layout, g->stage.tiles[i].square));
	words_table_mark(table, table->layout.rack);
	words_table_mark_buttons(table);
	words_stage_recall_all(g);
	words_table_live_status(table);
}

void words_table_shuffle(struct words_table *table)
{
	words_rack_shuffle(&table->game);
	words_table_mark(table, table->layout.rack);
}

void words_table_submit(struct words_table *table)
{
	struct words_game *g = &table->game;
	char buf[2 * STATUS_LINE_LEN];
	if (words_table_end_open(table)) {
		words_table_let_stand(table);
		return;
	}
	if (words_is_over(g)) {
		words_table_new_game(table);
		return;
	}
	if (table->ended[0]) {
		words_table_set_status(table, STATUS_LINE_INFO, "This game is over: tap Menu");
		return;
	}
	if (g->stage.count == 0) {
		words_table_pass(table);
		return;
	}
	struct words_stage staged = g->stage;
	int player = g->pos.current;
	struct words_result r;
	if (words_stage_play(g, &r) != WORDS_OK) {
		snprintf(buf, sizeof buf, "Not played: %s", words_table_result_reason(&r));
		if (!words_table_status_fits(table, buf)) { /* the red says it was not played */
			snprintf(buf, sizeof buf, "%s", words_table_result_reason(&r));
			buf[0] = (char)toupper((unsigned char)buf[0]);
		}
		words_table_set_status(table, STATUS_LINE_ERROR, buf);
		return;
	}
	/* The tiles lose their staged frame, the scores, turn and rack change. */
	for (int i = 0; i < staged.count; i++)
		words_table_mark(table, words_table_square_rect(&table->layout, staged.tiles[i].square));
	words_table_turn_ended(table);
	char words[STATUS_LINE_LEN];
	words_table_words_text(&r, words, sizeof words);
	words_table_play_text(table, "", player, words, r.score, r.bingo, buf, sizeof buf);
	words_table_set_status(table, STATUS_LINE_GOOD, buf);
	if (words_is_over(g))
		words_table_end_status(table);
}

/* The pass asked from the Submit button: its confirm button on the far
 * side from Submit. */
static int pass_dialog_from(const struct words_table_layout *l)
{
	struct rect b = l->buttons[WORDS_TABLE_BUTTON_SUBMIT];
	return b.x + b.w / 2;
}

void words_table_pass_place(const struct words_table_layout *l, float scale, struct dialog *d)
{
	dialog_place(d, l->width, l->height, scale, pass_dialog_from(l), 0);
}

/* Submit with nothing placed: a dialog says what passing does. */
void words_table_pass(struct words_table *table)
{
	const struct words_game *g = &table->game;
	char text[DIALOG_TEXT_LEN];
	if (g->pos.scoreless + 1 >= WORDS_SCORELESS_LIMIT)
		snprintf(text, sizeof text, "You score nothing. That makes %d scoreless turns in a row: the game ends.",
			 WORDS_SCORELESS_LIMIT);
	else
		snprintf(text, sizeof text, "You score nothing and %s plays next.",
			 words_table_player_name(table, (g->pos.current + 1) % g->pos.players));
	struct dialog_text q = { .title = "Pass this turn?", .text = text, .cancel = "Keep playing", .confirm = "Pass" };
	dialog_open(&table->dialog, WORDS_TABLE_ASK_PASS, &q, table->layout.width, table->layout.height,
		    table->opt.scale, pass_dialog_from(&table->layout), table->now, &table->pending);
}

static void pass_now(struct words_table *table)
{
	char buf[STATUS_LINE_LEN];
	int player = table->game.pos.current;
	enum words_status st = words_pass(&table->game);
	if (st != WORDS_OK) {
		words_table_set_status(table, STATUS_LINE_ERROR, words_status_text(st));
		return;
	}
	words_table_turn_ended(table);
	snprintf(buf, sizeof buf, "%s passed", words_table_player_name(table, player));
	words_table_set_status(table, STATUS_LINE_GOOD, buf);
	if (words_is_over(&table->game))
		words_table_end_status(table);	/* six scoreless turns */
}

void words_table_answer(struct words_table *table, enum dialog_answer a)
{
	if (a == DIALOG_NONE)
		return;
	if (a == DIALOG_CONFIRM && table->dialog.tag == WORDS_TABLE_ASK_PASS)
		pass_now(table);
	words_table_mark_buttons(table);
}

/* Exchange: the button starts choosing (placed tiles go home); taps on
 * the rack choose; Submit, reading "Exchange N", sends them to the bag;
 * the Exchange button, reading "Cancel", stops. */
void words_table_exchange_start(struct words_table *table)
{
	if (table->ended[0])
		return;
	if (table->game.stage.count)
		words_table_recall(table);
	words_table_select(table, -1);
	table->exchanging = true;
	table->exchange_chosen = 0;
	words_table_mark_panel(table);
	/* The longest that fits whole: "Excha…" told nobody what to tap. */
	static const char *const how[] = { "Tap the tiles to exchange (or drop them here), then Exchange",
					   "Tap the tiles to exchange, then Exchange", "Tap tiles, then Exchange",
					   "Tap the tiles to exchange" };
	size_t i = 0;
	while (i + 1 < sizeof how / sizeof how[0] && !words_table_status_fits(table, how[i]))
		i++;
	words_table_set_status(table, STATUS_LINE_INFO, how[i]);
}

void words_table_exchange_cancel(struct words_table *table)
{
	table->exchanging = false;
	table->exchange_chosen = 0;
	words_table_mark_panel(table);
	words_table_live_status(table);
}

void words_table_exchange(struct words_table *table)
{
	struct words_game *g = &table->game;
	char buf[STATUS_LINE_LEN];
	char tiles[WORDS_RACK_SIZE + 1];
	int n = 0, player = g->pos.current;
	const char *rack = g->pos.rack[player];
	for (int i = 0; rack[i]; i++)
		if (table->exchange_chosen & (1u << i))
			tiles[n++] = rack[i];
	tiles[n] = '\0';
	if (!n)
		return;
	enum words_status st = words_exchange(g, tiles);
	if (st != WORDS_OK) {
		words_table_set_status(table, STATUS_LINE_ERROR, words_status_text(st));
		return;
	}
	words_table_turn_ended(table);
	snprintf(buf, sizeof buf, "%s exchanged %d tile%s", words_table_player_name(table, player), n, n == 1 ? "" : "s");
	words_table_set_status(table, STATUS_LINE_GOOD, buf);
}

void words_table_exchange_toggle(struct words_table *table, int slot)
{
	table->exchange_chosen ^= (uint8_t)(1u << slot);
	words_table_mark(table, words_table_slot_rect(&table->layout, slot));
	words_table_mark_buttons(table);
}

void words_table_place(struct words_table *table, int slot, int square)
{
	struct words_game *g = &table->game;
	char tile = g->pos.rack[g->pos.current][slot];
	if (words_stage_place(g, slot, square, tile == '?' ? WORDS_TABLE_BLANK_DEFAULT : 0) != WORDS_OK)
		return;
	words_table_mark(table, words_table_square_rect(&table->layout, square));
	words_table_mark(table, words_table_slot_rect(&table->layout, slot));
	if (tile == '?') {
		words_table_picker_open(table, square, true);
		return;
	}
	words_table_live_status(table);
}

void words_table_challenge(struct words_table *table)
{
	struct words_game *g = &table->game;
	char buf[2 * STATUS_LINE_LEN];
	bool upheld = false;
	struct words_result r;
	int challenger = g->pos.current;
	int player = g->pos.challengeable >= 0 ? g->log[g->pos.challengeable].player : -1;
	enum words_status st = words_challenge(g, &upheld, &r);
	if (st != WORDS_OK) {
		words_table_set_status(table, STATUS_LINE_ERROR, words_status_text(st));
		return;
	}
	if (upheld)
		words_table_mark(table, table->layout.board);	/* the phony leaves the board */
	words_table_challenge_text(table, upheld, &r, challenger, player, buf, sizeof buf);
	words_table_turn_ended(table);
	/* Upheld (or free under single challenge), the challenger plays on:
	 * they hold the screen already, so no cover. */
	if (g->pos.current == challenger)
		table->handover = false;
	words_table_set_status(table, upheld ? STATUS_LINE_GOOD : STATUS_LINE_ERROR, buf);
	/* The computer to move next (its own challenge upheld, or a person's
	 * lost): the outcome stays in sight a while (until 2026-11-29 "is
	 * thinking" or its play replaced it after 400 ms). */
	if (table->computer.due)
		computer_turn_schedule(&table->computer, true, table->now, WORDS_TABLE_CHALLENGE_READ_MS);
}

void words_table_let_stand(struct words_table *table)
{
	if (words_let_stand(&table->game) != WORDS_OK)
		return;
	words_table_turn_ended(table);	/* final: the standings */
	words_table_end_status(table);
}

/* Blank swap (house rule): the real tile for a blank on the board; the
 * blank comes to the rack (and must then be played, if the rule says). */
void words_table_swap_blank(struct words_table *table, int square)
{
	char buf[STATUS_LINE_LEN];
	char letter = (char)(table->game.pos.board[square] - 'a' + 'A');
	enum words_status st = words_swap_blank(&table->game, square);
	if (st != WORDS_OK) {
		snprintf(buf, sizeof buf, "No swap: %s", words_status_text(st));
		words_table_set_status(table, STATUS_LINE_ERROR, buf);
		return;
	}
	words_table_mark(table, words_table_square_rect(&table->layout, square));
	words_table_mark(table, table->layout.rack);
	words_table_mark_panel(table);
	snprintf(buf, sizeof buf, "Your %c took the blank's place: the blank is yours%s", letter,
		 table->game.options.interchange_must_play ? " to play this turn" : "");
	words_table_set_status(table, STATUS_LINE_GOOD, buf);
}

/* Three or four alike (house rule): back to the bag for as many new ones,
 * and the turn goes on. */
void words_table_kind_redraw(struct words_table *table, int slot)
{
	char buf[STATUS_LINE_LEN];
	const char *rack = table->game.pos.rack[table->game.pos.current];
	char tile = rack[slot];
	int n = 0;
	for (const char *c = rack; *c; c++)
		n += *c == tile;
	if (n < 3)
		return;	/* an ordinary long press */
	enum words_status st = words_kind_redraw(&table->game, tile);
	if (st != WORDS_OK) {
		snprintf(buf, sizeof buf, "No redraw: %s", words_status_text(st));
		words_table_set_status(table, STATUS_LINE_ERROR, buf);
		return;
	}
	words_table_invalidate(table);	/* placed tiles went home, the rack changed */
	snprintf(buf, sizeof buf, "%d %c%s went back to the bag for new tiles", n, tile, n == 1 ? "" : "s");
	words_table_set_status(table, STATUS_LINE_GOOD, buf);
}

void words_table_take_back(struct words_table *table)
{
	struct words_game *g = &table->game;
	int holder = g->pos.current;	/* who holds the screen */
	enum words_status st = words_take_back(g);
	if (st != WORDS_OK) {
		words_table_set_status(table, STATUS_LINE_ERROR, words_status_text(st));
		return;
	}
	/* Against the computer, back past its turns to a person's: taking
	 * back only the computer's reply would have it play again. */
	/* The computer seats whose moves went with it (a challenge and a
	 * play of one seat are its one reply). */
	unsigned replied = words_table_is_computer(table, g->pos.current) ? 1u << g->pos.current : 0;
	while (words_table_is_computer(table, g->pos.current) && words_table_humans(table) > 0 &&
	       words_take_back(g) == WORDS_OK)
		if (words_table_is_computer(table, g->pos.current))
			replied |= 1u << g->pos.current;
	/* The board, scores and rack may all go back.  The turn may go back
	 * to another person: their rack stays covered until they take the
	 * screen, as after any turn. */
	table->exchanging = false;
	table->handover = g->pos.current != holder && words_table_humans(table) > 1 &&
			  !words_table_is_away(table, g->pos.current);
	table->handover_at = table->now;
	table->arrival.active = false;
	words_table_select(table, -1);
	words_table_kept_sync(table);
	words_table_last_update(table);
	words_table_invalidate(table);
	/* Said as it was seen: a person's play and the computer's reply both
	 * leave the board (until 2026-11-29 "Took back the last turn"). */
	char buf[2 * STATUS_LINE_LEN] = "Took back the last turn";
	if (replied && !words_table_is_computer(table, g->pos.current)) {
		const char *what = replied & (replied - 1) ? "the computers' replies" : "the computer's reply";
		snprintf(buf, sizeof buf, "Took back %s's turn and %s", words_table_player_name(table, g->pos.current),
			 what);
		if (!words_table_status_fits(table, buf))
			snprintf(buf, sizeof buf, "Took back a turn and %s", what);
	}
	words_table_set_status(table, STATUS_LINE_INFO, buf);
	words_table_computer_schedule(table);
}

void words_table_resume(struct words_table *table, const struct words_game *g)
{
	struct words_lexicon lex = table->game.lexicon;	/* this run's dictionary, not the saved pointers */
	table->game = *g;
	table->game.lexicon = lex;
	words_stage_recall_all(&table->game);
	dialog_close(&table->dialog, &table->pending);
	table->exchanging = false;
	table->handover = false;
	table->hint_shown = false;
	table->standings = false;
	table->arrival.active = false;
	words_table_kept_sync(table);
	words_table_last_update(table);
	words_table_invalidate(table);
	words_table_live_status(table);
	words_table_computer_schedule(table);
	/* Whoever stands at the table after a restart is not known to be the
	 * rack's owner: it starts covered, as after a hand-over (but for a
	 * person alone against the computer, whose rack it is). */
	words_table_cover_rack(table);
}

void words_table_shown(struct words_table *table, uint32_t now_ms)
{
	table->wants_menu = table->wants_lobby = false;
	table->now = now_ms;	/* the clock stood still under the menu */
	/* A game left with Menu may come back to anyone, a minute or a day
	 * later: the rack comes back covered, as after a restart (between
	 * people; a person alone against the computer gets theirs back). */
	words_table_cover_rack(table);
	words_table_invalidate(table);
	/* An answer that came while the menu was shown went nowhere: ask again. */
	if (table->computer.open)
		words_table_computer_schedule(table);
}

void words_table_new_game(struct words_table *table)
{
	table->qr = NULL;	/* that record was the last game's */
	table->qr_shown = false;
	if (words_table_has_remote(table)) {
		/* The game across tables is over: a new one is an invitation. */
		words_table_menu(table);
		return;
	}
	table->games++;
	words_table_start_game(table, table->opt.seed + table->games);
	words_table_invalidate(table);
	words_table_live_status(table);
	words_table_computer_schedule(table);
}

