/* The Words table's turn: the buttons (Submit, Recall/Shuffle, Menu,
 * Exchange, Challenge, Take back), passing by a second Submit, the
 * hand-over screen between people at one table, the end and a new game. */
#include <stdio.h>
#include <string.h>

#include "ui/ui_int.h"

static void mark_panel(struct ui *ui)
{
	const struct ui_layout *l = &ui->layout;
	for (int i = 0; i < l->players_shown; i++)
		ui_mark(ui, l->players[i]);
	ui_mark(ui, l->info);
	ui_mark(ui, rect_inset(l->rack, l->rack_gap));
	for (int i = 0; i < UI_BUTTON_COUNT; i++)
		ui_mark(ui, l->buttons[i]);
}

static int humans(const struct ui *ui)
{
	int n = 0;
	for (int i = 0; i < ui->opt.players; i++)
		n += !ui_is_computer(ui, i);
	return n;
}

/* After a turn ends: with two or more people at the table, the next
 * person's rack stays covered until they take the screen. */
void ui_turn_ended(struct ui *ui)
{
	const struct words_game *g = &ui->game;
	ui_hint_clear(ui);
	ui->armed = UI_BUTTON_NONE;
	ui->exchanging = false;
	ui->exchange_chosen = 0;
	ui->handover = !words_is_over(g) && humans(ui) > 1 &&
		       !ui_is_computer(ui, g->pos.current);
	mark_panel(ui);
	ui_computer_schedule(ui);
}

void ui_handover_done(struct ui *ui)
{
	ui->handover = false;
	mark_panel(ui);
	ui_live_status(ui);
}

void ui_disarm(struct ui *ui)
{
	if (ui->armed == UI_BUTTON_NONE)
		return;
	ui->armed = UI_BUTTON_NONE;
	ui_live_status(ui);
}

bool ui_button_enabled(const struct ui *ui, enum ui_button b)
{
	const struct words_game *g = &ui->game;
	bool over = words_is_over(g);
	if (ui->handover)
		return false;
	if (!over && ui_is_computer(ui, g->pos.current) && b != UI_BUTTON_MENU)
		return false;	/* the computer's turn: only Menu */
	switch (b) {
	case UI_BUTTON_SUBMIT:
	case UI_BUTTON_MENU:
		return true;
	case UI_BUTTON_RECALL:
		return !over && !ui->exchanging;
	case UI_BUTTON_EXCHANGE:
		return !over && g->pos.bag_len >= WORDS_EXCHANGE_MIN_BAG;
	case UI_BUTTON_CHALLENGE:
		if (ui_hint_button(ui))
			return !over && !ui->exchanging && ui->opt.hints && ui->player;
		return !over && !ui->exchanging && g->pos.challengeable >= 0;
	case UI_BUTTON_TAKE_BACK:
		return !ui->exchanging && g->undo_len > 0;
	default:
		return false;
	}
}

const char *ui_button_label(const struct ui *ui, enum ui_button b)
{
	switch (b) {
	case UI_BUTTON_SUBMIT:
		if (words_is_over(&ui->game))
			return "New game";
		return ui->exchanging ? "Cancel" : "Submit";
	case UI_BUTTON_RECALL:
		return ui->game.stage.count ? "Recall" : "Shuffle";
	case UI_BUTTON_MENU:
		return "Menu";
	case UI_BUTTON_EXCHANGE:
		return ui->exchanging && ui->exchange_chosen ? "Swap them" : "Exchange";
	case UI_BUTTON_CHALLENGE:
		return ui_hint_button(ui) ? "Hint" : "Challenge";
	case UI_BUTTON_TAKE_BACK:
		return "Take back";
	default:
		return "";
	}
}

/* Shorter words for the long labels, for narrow buttons; NULL: none. */
static const char *button_short_label(enum ui_button b)
{
	switch (b) {
	case UI_BUTTON_EXCHANGE:
		return "Swap";
	case UI_BUTTON_TAKE_BACK:
		return "Undo";
	default:
		return NULL;
	}
}

const char *ui_button_label_fitted(const struct ui *ui, enum ui_button b, const struct font **font)
{
	int width = ui->layout.buttons[b].w - 6;
	const char *label = ui_button_label(ui, b), *short_label = button_short_label(b);
	*font = font_fit(ui->fonts.button, label, width);
	if (short_label && 3 * (*font)->size < 2 * ui->fonts.button->size) {
		label = short_label;
		*font = font_fit(ui->fonts.button, label, width);
	}
	return label;
}

void ui_recall(struct ui *ui)
{
	struct words_game *g = &ui->game;
	for (int i = 0; i < g->stage.count; i++)
		ui_mark(ui, ui_square_rect(&ui->layout, g->stage.tiles[i].square));
	ui_mark(ui, ui->layout.rack);
	ui_mark(ui, ui->layout.buttons[UI_BUTTON_RECALL]);
	words_stage_recall_all(g);
	ui_live_status(ui);
}

void ui_shuffle(struct ui *ui)
{
	words_rack_shuffle(&ui->game);
	ui_mark(ui, ui->layout.rack);
}

void ui_submit(struct ui *ui)
{
	struct words_game *g = &ui->game;
	char buf[2 * UI_STATUS_LEN];
	if (words_is_over(g)) {
		ui_new_game(ui);
		return;
	}
	if (g->stage.count == 0) {
		ui_pass(ui);
		return;
	}
	struct words_stage staged = g->stage;
	int player = g->pos.current;
	struct words_result r;
	if (words_stage_play(g, &r) != WORDS_OK) {
		snprintf(buf, sizeof buf, "Not played: %s", ui_result_reason(&r));
		ui_set_status(ui, UI_STATUS_ERROR, buf);
		return;
	}
	/* The tiles lose their staged frame, the scores, turn and rack change. */
	for (int i = 0; i < staged.count; i++)
		ui_mark(ui, ui_square_rect(&ui->layout, staged.tiles[i].square));
	ui_turn_ended(ui);
	char words[UI_STATUS_LEN];
	ui_words_text(&r, words, sizeof words);
	snprintf(buf, sizeof buf, "%s played %s for %d%s", ui_player_name(ui, player), words, r.score,
		 r.bingo ? " - bingo!" : "");
	ui_set_status(ui, UI_STATUS_GOOD, buf);
	if (words_is_over(g))
		ui_end_status(ui);
}

void ui_pass(struct ui *ui)
{
	char buf[UI_STATUS_LEN];
	if (ui->armed != UI_BUTTON_SUBMIT) {
		ui->armed = UI_BUTTON_SUBMIT;
		ui_set_status(ui, UI_STATUS_INFO, "Nothing placed: tap Submit again to pass");
		return;
	}
	int player = ui->game.pos.current;
	enum words_status st = words_pass(&ui->game);
	if (st != WORDS_OK) {
		ui->armed = UI_BUTTON_NONE;
		ui_set_status(ui, UI_STATUS_ERROR, words_status_text(st));
		return;
	}
	ui_turn_ended(ui);
	snprintf(buf, sizeof buf, "%s passed", ui_player_name(ui, player));
	ui_set_status(ui, UI_STATUS_GOOD, buf);
	if (words_is_over(&ui->game))
		ui_end_status(ui);	/* six scoreless turns */
}

/* Exchange: the first tap starts choosing (placed tiles go home), taps on
 * the rack choose, the button then swaps them; with none chosen it stops. */
static void exchange(struct ui *ui)
{
	struct words_game *g = &ui->game;
	char buf[UI_STATUS_LEN];
	if (!ui->exchanging) {
		if (g->stage.count)
			ui_recall(ui);
		ui->exchanging = true;
		ui->exchange_chosen = 0;
		mark_panel(ui);
		ui_set_status(ui, UI_STATUS_INFO, "Drop tiles here in the bag (or tap them), then tap Swap");
		return;
	}
	if (!ui->exchange_chosen) {
		ui->exchanging = false;
		mark_panel(ui);
		ui_live_status(ui);
		return;
	}
	char tiles[WORDS_RACK_SIZE + 1];
	int n = 0, player = g->pos.current;
	const char *rack = g->pos.rack[player];
	for (int i = 0; rack[i]; i++)
		if (ui->exchange_chosen & (1u << i))
			tiles[n++] = rack[i];
	tiles[n] = '\0';
	enum words_status st = words_exchange(g, tiles);
	if (st != WORDS_OK) {
		ui_set_status(ui, UI_STATUS_ERROR, words_status_text(st));
		return;
	}
	ui_turn_ended(ui);
	snprintf(buf, sizeof buf, "%s exchanged %d tile%s", ui_player_name(ui, player), n, n == 1 ? "" : "s");
	ui_set_status(ui, UI_STATUS_GOOD, buf);
}

void ui_exchange_toggle(struct ui *ui, int slot)
{
	ui->exchange_chosen ^= (uint8_t)(1u << slot);
	ui_mark(ui, ui_slot_rect(&ui->layout, slot));
	ui_mark(ui, ui->layout.buttons[UI_BUTTON_EXCHANGE]);
}

void ui_challenge(struct ui *ui)
{
	struct words_game *g = &ui->game;
	char buf[2 * UI_STATUS_LEN];
	bool upheld = false;
	struct words_result r;
	int challenger = g->pos.current;
	enum words_status st = words_challenge(g, &upheld, &r);
	if (st != WORDS_OK) {
		ui_set_status(ui, UI_STATUS_ERROR, words_status_text(st));
		return;
	}
	if (upheld) {
		/* The phony leaves the board. */
		ui_mark(ui, ui->layout.board);
		snprintf(buf, sizeof buf, "Challenge upheld: %s - the play is withdrawn", ui_result_reason(&r));
	} else {
		snprintf(buf, sizeof buf, "Challenge failed: every word is good");
	}
	ui_turn_ended(ui);
	/* Upheld (or free under single challenge), the challenger plays on:
	 * they hold the screen already, so no cover. */
	if (g->pos.current == challenger)
		ui->handover = false;
	ui_set_status(ui, upheld ? UI_STATUS_GOOD : UI_STATUS_ERROR, buf);
}

/* Blank swap (house rule): the real tile for a blank on the board; the
 * blank comes to the rack (and must then be played, if the rule says). */
void ui_swap_blank(struct ui *ui, int square)
{
	char buf[UI_STATUS_LEN];
	char letter = (char)(ui->game.pos.board[square] - 'a' + 'A');
	enum words_status st = words_swap_blank(&ui->game, square);
	if (st != WORDS_OK) {
		snprintf(buf, sizeof buf, "No swap: %s", words_status_text(st));
		ui_set_status(ui, UI_STATUS_ERROR, buf);
		return;
	}
	ui_mark(ui, ui_square_rect(&ui->layout, square));
	ui_mark(ui, ui->layout.rack);
	mark_panel(ui);
	snprintf(buf, sizeof buf, "Your %c took the blank's place: the blank is yours%s", letter,
		 ui->game.options.interchange_must_play ? " to play this turn" : "");
	ui_set_status(ui, UI_STATUS_GOOD, buf);
}

/* Three or four alike (house rule): back to the bag for as many new ones,
 * and the turn goes on. */
void ui_kind_redraw(struct ui *ui, int slot)
{
	char buf[UI_STATUS_LEN];
	const char *rack = ui->game.pos.rack[ui->game.pos.current];
	char tile = rack[slot];
	int n = 0;
	for (const char *c = rack; *c; c++)
		n += *c == tile;
	if (n < 3)
		return;	/* an ordinary long press */
	enum words_status st = words_kind_redraw(&ui->game, tile);
	if (st != WORDS_OK) {
		snprintf(buf, sizeof buf, "No redraw: %s", words_status_text(st));
		ui_set_status(ui, UI_STATUS_ERROR, buf);
		return;
	}
	ui_invalidate(ui);	/* placed tiles went home, the rack changed */
	snprintf(buf, sizeof buf, "%d %c%s went back to the bag for new tiles", n, tile == '?' ? '?' : tile,
		 n == 1 ? "" : "s");
	ui_set_status(ui, UI_STATUS_GOOD, buf);
}

void ui_take_back(struct ui *ui)
{
	struct words_game *g = &ui->game;
	int holder = g->pos.current;	/* who holds the screen */
	enum words_status st = words_take_back(g);
	if (st != WORDS_OK) {
		ui_set_status(ui, UI_STATUS_ERROR, words_status_text(st));
		return;
	}
	/* Against the computer, back past its turns to a person's: taking
	 * back only the computer's reply would have it play again. */
	while (ui_is_computer(ui, g->pos.current) && humans(ui) > 0 && words_take_back(g) == WORDS_OK)
		;
	/* The board, scores and rack may all go back.  The turn may go back
	 * to another person: their rack stays covered until they take the
	 * screen, as after any turn. */
	ui->armed = UI_BUTTON_NONE;
	ui->exchanging = false;
	ui->handover = g->pos.current != holder && humans(ui) > 1 && !ui_is_computer(ui, g->pos.current);
	ui_invalidate(ui);
	ui_set_status(ui, UI_STATUS_INFO, "Took back the last turn");
	ui_computer_schedule(ui);
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
bool ui_last_turn_text(const struct ui *ui, char *buf, size_t size)
{
	const struct words_game *g = &ui->game;
	for (int i = g->pos.log_len - 1; i >= 0; i--) {
		const struct words_turn *t = &g->log[i];
		const char *who = ui_player_name(ui, t->player);
		switch ((enum words_turn_kind)t->kind) {
		case WORDS_TURN_PLAY: {
			char words[UI_STATUS_LEN];
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
void ui_end_status(struct ui *ui)
{
	const struct words_game *g = &ui->game;
	char buf[UI_STATUS_LEN] = "Game over";
	size_t len = strlen(buf);
	const char *sep = ": ";
	for (int i = 0; i < g->pos.log_len; i++) {
		const struct words_turn *t = &g->log[i];
		if (t->kind != WORDS_TURN_END_GAIN && t->kind != WORDS_TURN_END_RACK)
			continue;
		int n = snprintf(buf + len, sizeof buf - len, "%s%s %+d%s%s", sep, ui_player_name(ui, t->player),
				 t->score, t->kind == WORDS_TURN_END_RACK ? " for " : "",
				 t->kind == WORDS_TURN_END_RACK ? t->tiles : "");
		if (n < 0 || (size_t)n >= sizeof buf - len)
			break;
		len += (size_t)n;
		sep = ", ";
	}
	ui_set_status(ui, UI_STATUS_GOOD, buf);
}

void ui_resume(struct ui *ui, const struct words_game *g)
{
	struct words_lexicon lex = ui->game.lexicon;	/* this run's dictionary, not the saved pointers */
	ui->game = *g;
	ui->game.lexicon = lex;
	words_stage_recall_all(&ui->game);
	ui->armed = UI_BUTTON_NONE;
	ui->exchanging = false;
	ui->handover = false;
	ui->hint_shown = false;
	ui_invalidate(ui);
	ui_live_status(ui);
	ui_computer_schedule(ui);
}

void ui_new_game(struct ui *ui)
{
	ui->games++;
	ui_start_game(ui, ui->opt.seed + ui->games);
	ui_invalidate(ui);
	ui_live_status(ui);
	ui_computer_schedule(ui);
}

static void menu_button(struct ui *ui)
{
	if (ui->armed == UI_BUTTON_MENU || words_is_over(&ui->game)) {
		ui->wants_menu = true;
		return;
	}
	ui->armed = UI_BUTTON_MENU;
	ui_set_status(ui, UI_STATUS_INFO, "Tap Menu again to leave this game");
}

void ui_press(struct ui *ui, enum ui_button b)
{
	if (!ui_button_enabled(ui, b))
		return;
	/* A first tap of Submit or Menu waits only for its own second tap. */
	if (ui->armed != UI_BUTTON_NONE && ui->armed != b)
		ui_disarm(ui);
	switch (b) {
	case UI_BUTTON_SUBMIT:
		if (ui->exchanging) {
			ui->exchange_chosen = 0;
			exchange(ui);	/* Cancel: stops choosing */
		} else {
			ui_submit(ui);
		}
		break;
	case UI_BUTTON_RECALL:
		if (ui->game.stage.count)
			ui_recall(ui);
		else
			ui_shuffle(ui);
		break;
	case UI_BUTTON_MENU:
		menu_button(ui);
		break;
	case UI_BUTTON_EXCHANGE:
		exchange(ui);
		break;
	case UI_BUTTON_CHALLENGE:
		if (ui_hint_button(ui))
			ui_hint(ui);
		else
			ui_challenge(ui);
		break;
	case UI_BUTTON_TAKE_BACK:
		ui_take_back(ui);
		break;
	default:
		break;
	}
	ui_mark(ui, ui->layout.buttons[UI_BUTTON_RECALL]);	/* Recall/Shuffle label */
	ui_mark(ui, ui->layout.buttons[UI_BUTTON_SUBMIT]);
}

void ui_menu(struct ui *ui)
{
	ui_press(ui, UI_BUTTON_MENU);
}

bool ui_wants_menu(const struct ui *ui)
{
	return ui->wants_menu;
}
