/* The Words table's turn: the buttons (Submit, Recall/Shuffle, Menu,
 * Exchange, Challenge, Take back), passing by a second Submit, the
 * hand-over screen between people at one table, the end and a new game. */
#include <stdio.h>
#include <string.h>

#include "ui/words/words_table_int.h"

static void mark_panel(struct words_table *table)
{
	const struct words_table_layout *l = &table->layout;
	for (int i = 0; i < l->players_shown; i++)
		words_table_mark(table, l->players[i]);
	words_table_mark(table, l->info);
	words_table_mark(table, rect_inset(l->rack, l->rack_gap));
	for (int i = 0; i < WORDS_TABLE_BUTTON_COUNT; i++)
		words_table_mark(table, l->buttons[i]);
}

static int humans(const struct words_table *table)
{
	int n = 0;
	for (int i = 0; i < table->opt.players; i++)
		n += !words_table_is_computer(table, i);
	return n;
}

/* After a turn ends: with two or more people at the table, the next
 * person's rack stays covered until they take the screen. */
void words_table_turn_ended(struct words_table *table)
{
	const struct words_game *g = &table->game;
	words_table_hint_clear(table);
	table->armed = WORDS_TABLE_BUTTON_NONE;
	table->exchanging = false;
	table->exchange_chosen = 0;
	table->handover = !words_is_over(g) && humans(table) > 1 &&
		       !words_table_is_computer(table, g->pos.current);
	mark_panel(table);
	words_table_computer_schedule(table);
}

void words_table_handover_done(struct words_table *table)
{
	table->handover = false;
	mark_panel(table);
	words_table_live_status(table);
}

void words_table_disarm(struct words_table *table)
{
	if (table->armed == WORDS_TABLE_BUTTON_NONE)
		return;
	table->armed = WORDS_TABLE_BUTTON_NONE;
	words_table_live_status(table);
}

bool words_table_button_enabled(const struct words_table *table, enum words_table_button b)
{
	const struct words_game *g = &table->game;
	bool over = words_is_over(g);
	if (table->handover)
		return false;
	if (!over && words_table_is_computer(table, g->pos.current) && b != WORDS_TABLE_BUTTON_MENU)
		return false;	/* the computer's turn: only Menu */
	switch (b) {
	case WORDS_TABLE_BUTTON_SUBMIT:
	case WORDS_TABLE_BUTTON_MENU:
		return true;
	case WORDS_TABLE_BUTTON_RECALL:
		return !over && !table->exchanging;
	case WORDS_TABLE_BUTTON_EXCHANGE:
		return !over && g->pos.bag_len >= WORDS_EXCHANGE_MIN_BAG;
	case WORDS_TABLE_BUTTON_CHALLENGE:
		if (words_table_hint_button(table))
			return !over && !table->exchanging && table->opt.hints && table->player;
		return !over && !table->exchanging && g->pos.challengeable >= 0;
	case WORDS_TABLE_BUTTON_TAKE_BACK:
		return !table->exchanging && g->undo_len > 0;
	default:
		return false;
	}
}

const char *words_table_button_label(const struct words_table *table, enum words_table_button b)
{
	switch (b) {
	case WORDS_TABLE_BUTTON_SUBMIT:
		if (words_is_over(&table->game))
			return "New game";
		return table->exchanging ? "Cancel" : "Submit";
	case WORDS_TABLE_BUTTON_RECALL:
		return table->game.stage.count ? "Recall" : "Shuffle";
	case WORDS_TABLE_BUTTON_MENU:
		return "Menu";
	case WORDS_TABLE_BUTTON_EXCHANGE:
		return table->exchanging && table->exchange_chosen ? "Swap them" : "Exchange";
	case WORDS_TABLE_BUTTON_CHALLENGE:
		return words_table_hint_button(table) ? "Hint" : "Challenge";
	case WORDS_TABLE_BUTTON_TAKE_BACK:
		return "Take back";
	default:
		return "";
	}
}

/* Shorter words for the long labels, for narrow buttons; NULL: none. */
static const char *button_short_label(enum words_table_button b)
{
	switch (b) {
	case WORDS_TABLE_BUTTON_EXCHANGE:
		return "Swap";
	case WORDS_TABLE_BUTTON_TAKE_BACK:
		return "Undo";
	default:
		return NULL;
	}
}

const char *words_table_button_label_fitted(const struct words_table *table, enum words_table_button b, const struct font **font)
{
	int width = table->layout.buttons[b].w - 6;
	const char *label = words_table_button_label(table, b), *short_label = button_short_label(b);
	*font = font_fit(table->fonts.button, label, width);
	if (short_label && 3 * (*font)->size < 2 * table->fonts.button->size) {
		label = short_label;
		*font = font_fit(table->fonts.button, label, width);
	}
	return label;
}

void words_table_recall(struct words_table *table)
{
	struct words_game *g = &table->game;
	for (int i = 0; i < g->stage.count; i++)
		words_table_mark(table, words_table_square_rect(&table->layout, g->stage.tiles[i].square));
	words_table_mark(table, table->layout.rack);
	words_table_mark(table, table->layout.buttons[WORDS_TABLE_BUTTON_RECALL]);
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
	char buf[2 * WORDS_TABLE_STATUS_LEN];
	if (words_is_over(g)) {
		words_table_new_game(table);
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
		words_table_set_status(table, WORDS_TABLE_STATUS_ERROR, buf);
		return;
	}
	/* The tiles lose their staged frame, the scores, turn and rack change. */
	for (int i = 0; i < staged.count; i++)
		words_table_mark(table, words_table_square_rect(&table->layout, staged.tiles[i].square));
	words_table_turn_ended(table);
	char words[WORDS_TABLE_STATUS_LEN];
	words_table_words_text(&r, words, sizeof words);
	snprintf(buf, sizeof buf, "%s played %s for %d%s", words_table_player_name(table, player), words, r.score,
		 r.bingo ? " - bingo!" : "");
	words_table_set_status(table, WORDS_TABLE_STATUS_GOOD, buf);
	if (words_is_over(g))
		words_table_end_status(table);
}

void words_table_pass(struct words_table *table)
{
	char buf[WORDS_TABLE_STATUS_LEN];
	if (table->armed != WORDS_TABLE_BUTTON_SUBMIT) {
		table->armed = WORDS_TABLE_BUTTON_SUBMIT;
		words_table_set_status(table, WORDS_TABLE_STATUS_INFO, "Nothing placed: tap Submit again to pass");
		return;
	}
	int player = table->game.pos.current;
	enum words_status st = words_pass(&table->game);
	if (st != WORDS_OK) {
		table->armed = WORDS_TABLE_BUTTON_NONE;
		words_table_set_status(table, WORDS_TABLE_STATUS_ERROR, words_status_message(st));
		return;
	}
	words_table_turn_ended(table);
	snprintf(buf, sizeof buf, "%s passed", words_table_player_name(table, player));
	words_table_set_status(table, WORDS_TABLE_STATUS_GOOD, buf);
	if (words_is_over(&table->game))
		words_table_end_status(table);	/* six scoreless turns */
}

/* Exchange: the first tap starts choosing (placed tiles go home), taps on
 * the rack choose, the button then swaps them; with none chosen it stops. */
static void exchange(struct words_table *table)
{
	struct words_game *g = &table->game;
	char buf[WORDS_TABLE_STATUS_LEN];
	if (!table->exchanging) {
		if (g->stage.count)
			words_table_recall(table);
		table->exchanging = true;
		table->exchange_chosen = 0;
		mark_panel(table);
		words_table_set_status(table, WORDS_TABLE_STATUS_INFO, "Drop tiles here in the bag (or tap them), then tap Swap");
		return;
	}
	if (!table->exchange_chosen) {
		table->exchanging = false;
		mark_panel(table);
		words_table_live_status(table);
		return;
	}
	char tiles[WORDS_RACK_SIZE + 1];
	int n = 0, player = g->pos.current;
	const char *rack = g->pos.rack[player];
	for (int i = 0; rack[i]; i++)
		if (table->exchange_chosen & (1u << i))
			tiles[n++] = rack[i];
	tiles[n] = '\0';
	enum words_status st = words_exchange(g, tiles);
	if (st != WORDS_OK) {
		words_table_set_status(table, WORDS_TABLE_STATUS_ERROR, words_status_message(st));
		return;
	}
	words_table_turn_ended(table);
	snprintf(buf, sizeof buf, "%s exchanged %d tile%s", words_table_player_name(table, player), n, n == 1 ? "" : "s");
	words_table_set_status(table, WORDS_TABLE_STATUS_GOOD, buf);
}

void words_table_exchange_toggle(struct words_table *table, int slot)
{
	table->exchange_chosen ^= (uint8_t)(1u << slot);
	words_table_mark(table, words_table_slot_rect(&table->layout, slot));
	words_table_mark(table, table->layout.buttons[WORDS_TABLE_BUTTON_EXCHANGE]);
}

void words_table_challenge(struct words_table *table)
{
	struct words_game *g = &table->game;
	char buf[2 * WORDS_TABLE_STATUS_LEN];
	bool upheld = false;
	struct words_result r;
	int challenger = g->pos.current;
	enum words_status st = words_challenge(g, &upheld, &r);
	if (st != WORDS_OK) {
		words_table_set_status(table, WORDS_TABLE_STATUS_ERROR, words_status_message(st));
		return;
	}
	if (upheld) {
		/* The phony leaves the board. */
		words_table_mark(table, table->layout.board);
		snprintf(buf, sizeof buf, "Challenge upheld: %s - the play is withdrawn", words_table_result_reason(&r));
	} else {
		snprintf(buf, sizeof buf, "Challenge failed: every word is good");
	}
	words_table_turn_ended(table);
	/* Upheld (or free under single challenge), the challenger plays on:
	 * they hold the screen already, so no cover. */
	if (g->pos.current == challenger)
		table->handover = false;
	words_table_set_status(table, upheld ? WORDS_TABLE_STATUS_GOOD : WORDS_TABLE_STATUS_ERROR, buf);
}

/* Blank swap (house rule): the real tile for a blank on the board; the
 * blank comes to the rack (and must then be played, if the rule says). */
void words_table_swap_blank(struct words_table *table, int square)
{
	char buf[WORDS_TABLE_STATUS_LEN];
	char letter = (char)(table->game.pos.board[square] - 'a' + 'A');
	enum words_status st = words_swap_blank(&table->game, square);
	if (st != WORDS_OK) {
		snprintf(buf, sizeof buf, "No swap: %s", words_status_message(st));
		words_table_set_status(table, WORDS_TABLE_STATUS_ERROR, buf);
		return;
	}
	words_table_mark(table, words_table_square_rect(&table->layout, square));
	words_table_mark(table, table->layout.rack);
	mark_panel(table);
	snprintf(buf, sizeof buf, "Your %c took the blank's place: the blank is yours%s", letter,
		 table->game.options.interchange_must_play ? " to play this turn" : "");
	words_table_set_status(table, WORDS_TABLE_STATUS_GOOD, buf);
}

/* Three or four alike (house rule): back to the bag for as many new ones,
 * and the turn goes on. */
void words_table_kind_redraw(struct words_table *table, int slot)
{
	char buf[WORDS_TABLE_STATUS_LEN];
	const char *rack = table->game.pos.rack[table->game.pos.current];
	char tile = rack[slot];
	int n = 0;
	for (const char *c = rack; *c; c++)
		n += *c == tile;
	if (n < 3)
		return;	/* an ordinary long press */
	enum words_status st = words_kind_redraw(&table->game, tile);
	if (st != WORDS_OK) {
		snprintf(buf, sizeof buf, "No redraw: %s", words_status_message(st));
		words_table_set_status(table, WORDS_TABLE_STATUS_ERROR, buf);
		return;
	}
	words_table_invalidate(table);	/* placed tiles went home, the rack changed */
	snprintf(buf, sizeof buf, "%d %c%s went back to the bag for new tiles", n, tile == '?' ? '?' : tile,
		 n == 1 ? "" : "s");
	words_table_set_status(table, WORDS_TABLE_STATUS_GOOD, buf);
}

void words_table_take_back(struct words_table *table)
{
	struct words_game *g = &table->game;
	int holder = g->pos.current;	/* who holds the screen */
	enum words_status st = words_take_back(g);
	if (st != WORDS_OK) {
		words_table_set_status(table, WORDS_TABLE_STATUS_ERROR, words_status_message(st));
		return;
	}
	/* Against the computer, back past its turns to a person's: taking
	 * back only the computer's reply would have it play again. */
	while (words_table_is_computer(table, g->pos.current) && humans(table) > 0 && words_take_back(g) == WORDS_OK)
		;
	/* The board, scores and rack may all go back.  The turn may go back
	 * to another person: their rack stays covered until they take the
	 * screen, as after any turn. */
	table->armed = WORDS_TABLE_BUTTON_NONE;
	table->exchanging = false;
	table->handover = g->pos.current != holder && humans(table) > 1 && !words_table_is_computer(table, g->pos.current);
	words_table_invalidate(table);
	words_table_set_status(table, WORDS_TABLE_STATUS_INFO, "Took back the last turn");
	words_table_computer_schedule(table);
}

/* The cross words a logged play formed, each ", WORD", read off the board
 * (the play is the last turn, so its tiles are still where it put them):
 * along the other direction through each tile it placed. */
static void cross_words(const struct words_game *g, const struct words_turn *t, char *buf, size_t size)
{
	const char *board = g->pos.board;
	int step = t->dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	int dr = t->dir == WORDS_ACROSS ? 1 : 0, dc = 1 - dr;	/* across the play */
	size_t len = strlen(buf);
	for (int i = 0; t->tiles[i]; i++) {
		if (t->tiles[i] == '.')
			continue;	/* a tile already on the board */
		int sq = t->square + i * step;
		int r = sq / WORDS_SIZE, c = sq % WORDS_SIZE;
		while (r - dr >= 0 && c - dc >= 0 && board[(r - dr) * WORDS_SIZE + c - dc]) {
			r -= dr;
			c -= dc;
		}
		char word[WORDS_SIZE + 1];
		int n = 0;
		for (; r < WORDS_SIZE && c < WORDS_SIZE && board[r * WORDS_SIZE + c]; r += dr, c += dc)
			word[n++] = board[r * WORDS_SIZE + c];
		word[n] = '\0';
		if (n < 2)
			continue;
		if (len + 2 + (size_t)n >= size)
			break;	/* no room: the words so far */
		len += (size_t)snprintf(buf + len, size - len, ", %s", word);
	}
}

/* The last turn from the log, for the status line once the next player
 * has the screen ("Last: Player 1 played HE for 10"); false before the
 * first turn.  Mid-turn entries (blank swap, redraw) are not turns. */
bool words_table_last_turn_text(const struct words_table *table, char *buf, size_t size)
{
	const struct words_game *g = &table->game;
	for (int i = g->pos.log_len - 1; i >= 0; i--) {
		const struct words_turn *t = &g->log[i];
		const char *who = words_table_player_name(table, t->player);
		switch ((enum words_turn_kind)t->kind) {
		case WORDS_TURN_PLAY: {
			char words[WORDS_TABLE_STATUS_LEN];
			snprintf(words, sizeof words, "%s", t->word);
			cross_words(g, t, words, sizeof words);
			snprintf(buf, size, "Last: %s played %s for %d", who, words, t->score);
			return true;
		}
		case WORDS_TURN_PASS:
			snprintf(buf, size, "Last: %s passed", who);
			return true;
		case WORDS_TURN_EXCHANGE:
			snprintf(buf, size, "Last: %s exchanged %d tile%s", who, (int)strlen(t->tiles),
				 strlen(t->tiles) == 1 ? "" : "s");
			return true;
		case WORDS_TURN_PHONY:
			snprintf(buf, size, "Last: %s's %s was challenged off the board", who, t->word);
			return true;
		case WORDS_TURN_LOST_CHALLENGE:
			snprintf(buf, size, "Last: %s challenged and lost the turn", who);
			return true;
		case WORDS_TURN_CHALLENGE_BONUS:
			snprintf(buf, size, "Last: a failed challenge gave %s %+d", who, t->score);
			return true;
		case WORDS_TURN_END_GAIN:
		case WORDS_TURN_END_RACK:
		case WORDS_TURN_BLANK_SWAP:
		case WORDS_TURN_KIND_REDRAW:
			break;
		}
	}
	buf[0] = '\0';
	return false;
}

/* The end: each rack adjustment from the turn log ("Player 2 -7 for
 * AEI, Player 1 +7"), so the final scores add up on screen. */
void words_table_end_status(struct words_table *table)
{
	const struct words_game *g = &table->game;
	char buf[WORDS_TABLE_STATUS_LEN] = "Game over";
	size_t len = strlen(buf);
	const char *sep = ": ";
	for (int i = 0; i < g->pos.log_len; i++) {
		const struct words_turn *t = &g->log[i];
		if (t->kind != WORDS_TURN_END_GAIN && t->kind != WORDS_TURN_END_RACK)
			continue;
		int n = snprintf(buf + len, sizeof buf - len, "%s%s %+d%s%s", sep, words_table_player_name(table, t->player),
				 t->score, t->kind == WORDS_TURN_END_RACK ? " for " : "",
				 t->kind == WORDS_TURN_END_RACK ? t->tiles : "");
		if (n < 0 || (size_t)n >= sizeof buf - len)
			break;
		len += (size_t)n;
		sep = ", ";
	}
	words_table_set_status(table, WORDS_TABLE_STATUS_GOOD, buf);
}

void words_table_resume(struct words_table *table, const struct words_game *g)
{
	struct words_lexicon lex = table->game.lexicon;	/* this run's dictionary, not the saved pointers */
	table->game = *g;
	table->game.lexicon = lex;
	words_stage_recall_all(&table->game);
	table->armed = WORDS_TABLE_BUTTON_NONE;
	table->exchanging = false;
	table->handover = false;
	table->hint_shown = false;
	words_table_invalidate(table);
	words_table_live_status(table);
	words_table_computer_schedule(table);
}

void words_table_new_game(struct words_table *table)
{
	table->games++;
	words_table_start_game(table, table->opt.seed + table->games);
	words_table_invalidate(table);
	words_table_live_status(table);
	words_table_computer_schedule(table);
}

static void menu_button(struct words_table *table)
{
	if (table->armed == WORDS_TABLE_BUTTON_MENU || words_is_over(&table->game)) {
		table->wants_menu = true;
		return;
	}
	table->armed = WORDS_TABLE_BUTTON_MENU;
	words_table_set_status(table, WORDS_TABLE_STATUS_INFO, "Tap Menu again to leave this game");
}

void words_table_press(struct words_table *table, enum words_table_button b)
{
	if (!words_table_button_enabled(table, b))
		return;
	/* A first tap of Submit or Menu waits only for its own second tap. */
	if (table->armed != WORDS_TABLE_BUTTON_NONE && table->armed != b)
		words_table_disarm(table);
	switch (b) {
	case WORDS_TABLE_BUTTON_SUBMIT:
		if (table->exchanging) {
			table->exchange_chosen = 0;
			exchange(table);	/* Cancel: stops choosing */
		} else {
			words_table_submit(table);
		}
		break;
	case WORDS_TABLE_BUTTON_RECALL:
		if (table->game.stage.count)
			words_table_recall(table);
		else
			words_table_shuffle(table);
		break;
	case WORDS_TABLE_BUTTON_MENU:
		menu_button(table);
		break;
	case WORDS_TABLE_BUTTON_EXCHANGE:
		exchange(table);
		break;
	case WORDS_TABLE_BUTTON_CHALLENGE:
		if (words_table_hint_button(table))
			words_table_hint(table);
		else
			words_table_challenge(table);
		break;
	case WORDS_TABLE_BUTTON_TAKE_BACK:
		words_table_take_back(table);
		break;
	default:
		break;
	}
	words_table_mark(table, table->layout.buttons[WORDS_TABLE_BUTTON_RECALL]);	/* Recall/Shuffle label */
	words_table_mark(table, table->layout.buttons[WORDS_TABLE_BUTTON_SUBMIT]);
}

void words_table_menu(struct words_table *table)
{
	words_table_press(table, WORDS_TABLE_BUTTON_MENU);
}

bool words_table_wants_menu(const struct words_table *table)
{
	return table->wants_menu;
}
