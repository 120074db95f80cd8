/* The Words table's state underneath its actions: the status line, who
 * sits where and whose rack is in sight, and what every turn's end does. */
#include <stdio.h>
#include <string.h>

#include "ui/words/words_table_int.h"

int words_table_start_game(struct words_table *table, uint64_t seed)
{
	/* Without a dictionary every word stands whatever the mode (the
	 * core's lexicon accepts all). */
	struct words_lexicon lex = { NULL, NULL };
	if (table->opt.lexicon)
		lex = *table->opt.lexicon;
	if (words_init(&table->game, table->opt.players, seed, &table->opt.rules, lex) != WORDS_OK)
		return -1;
	dialog_close(&table->dialog, &table->pending);
	table->exchanging = false;
	table->exchange_chosen = 0;
	table->handover = false;
	table->wants_menu = table->wants_lobby = false;
	table->computer.due = table->computer.open = false;
	table->home.active = false;
	table->arrival.active = false;
	table->selected = -1;
	table->pick_fresh = false;
	table->standings = false;
	table->sheet.scroll = 0;
	table->sheet.open = false;
	/* The live score reads the kept state only where it judges with the
	 * words the rules core judges with: the lexicon is the dictionary's. */
	table->kept_live = table->opt.dict && table->game.lexicon.ctx == table->opt.dict;
	words_table_kept_sync(table);
	words_table_last_update(table);
	return 0;
}

void words_table_mark_panel(struct words_table *table)
{
	const struct words_table_layout *l = &table->layout;
	for (int i = 0; i < l->players_shown; i++)
		words_table_mark(table, l->players[i]);
	words_table_mark(table, l->info);
	words_table_mark(table, l->sheet);	/* the unseen tiles follow the rack in sight */
	words_table_mark(table, rect_inset(l->rack, l->rack_gap));
	for (int i = 0; i < WORDS_TABLE_BUTTON_COUNT; i++)
		words_table_mark(table, l->buttons[i]);
}

void words_table_set_status(struct words_table *table, enum status_line_kind kind, const char *text)
{
	if (status_line_set(&table->status, kind, text))
		words_table_mark(table, table->layout.status);
}

/* The board state kept for the live score follows the game's board (by
 * comparison: cheap when nothing changed). */
void words_table_kept_sync(struct words_table *table)
{
	if (table->kept_live)
		words_cross_sync(&table->kept, table->opt.dict, table->game.pos.board);
}

const char *words_table_player_name(const struct words_table *table, int player)
{
	return player >= 0 && player < WORDS_MAX_PLAYERS ? table->names[player] : "?";
}

bool words_table_is_computer(const struct words_table *table, int seat)
{
	return seat >= 0 && seat < table->opt.players && table->opt.seats[seat].computer &&
	       !table->opt.seats[seat].remote && (table->opt.computer_link.ask || table->player);
}

bool words_table_is_away(const struct words_table *table, int seat)
{
	return words_table_is_computer(table, seat) ||
	       (seat >= 0 && seat < table->opt.players && table->opt.seats[seat].remote);
}

bool words_table_has_remote(const struct words_table *table)
{
	for (int i = 0; i < table->opt.players; i++)
		if (table->opt.seats[i].remote)
			return true;
	return false;
}

bool words_table_is_final(const struct words_table *table)
{
	const struct words_game *g = &table->game;
	return words_is_final(g) ||
	       (words_is_over(g) && (!g->lexicon.contains || (words_table_has_remote(table) && !table->opt.remote_judges)));
}

bool words_table_end_open(const struct words_table *table)
{
	return words_is_over(&table->game) && !words_table_is_final(table);
}

bool words_table_end_pending(const struct words_table *table, const struct words_turn *t)
{
	return (t->kind == WORDS_TURN_END_GAIN || t->kind == WORDS_TURN_END_RACK) && words_table_end_open(table);
}

bool words_table_turn_shown(const struct words_table *table, int i)
{
	return !words_table_end_pending(table, &table->game.log[i]) &&
	       !(table->arrival.active && i >= table->arrival.log_at);
}

/* The turns not shown are the log's last ones. */
int words_table_score_shown(const struct words_table *table, int player)
{
	const struct words_game *g = &table->game;
	int score = g->pos.score[player];
	for (int i = g->pos.log_len - 1; i >= 0 && !words_table_turn_shown(table, i); i--)
		if (g->log[i].player == player)
			score -= g->log[i].score;
	return score;
}

int words_table_humans(const struct words_table *table)
{
	int n = 0;
	for (int i = 0; i < table->opt.players; i++)
		n += !words_table_is_away(table, i);
	return n;
}

int words_table_rack_owner(const struct words_table *table)
{
	const struct words_game *g = &table->game;
	if (table->handover)
		return -1;
	if (!words_table_is_away(table, g->pos.current))
		return g->pos.current;
	/* The computer's turn (or the other table's): its rack is never
	 * shown.  The one person at the table keeps theirs in sight (it is
	 * their screen); with more, nobody's, until the game is final: then
	 * no rack is private, and the tiles left count against their holder
	 * (QA: they showed face down, with no letters). */
	if (words_table_humans(table) != 1)
		return words_table_is_final(table) ? g->pos.current : -1;
	for (int i = 0; i < table->opt.players; i++)
		if (!words_table_is_away(table, i))
			return i;
	return -1;
}

bool words_table_alone(const struct words_table *table)
{
	return words_table_humans(table) == 1 && !words_table_has_remote(table);
}

void words_table_cover_text(const struct words_table *table, bool long_form, char *buf, size_t cap)
{
	if (words_table_has_remote(table)) {
		snprintf(buf, cap, "%s", long_form ? "Your rack is covered: tap it to show your tiles" : "Your rack is covered");
		return;
	}
	/* The person to move: with two or more people at the table nothing
	 * is in sight in the computer's turn, so nothing is covered. */
	snprintf(buf, cap, long_form ? "Pass the screen to %s" : "Pass to %s",
		 words_table_player_name(table, table->game.pos.current));
}

void words_table_select(struct words_table *table, int slot)
{
	if (table->selected >= 0)
		words_table_mark(table, words_table_slot_rect(&table->layout, table->selected));
	table->selected = slot;
	if (slot >= 0)
		words_table_mark(table, words_table_slot_rect(&table->layout, slot));
}

bool words_table_coordinates_shown(const struct words_table *table)
{
	return !rect_is_empty(table->layout.files);
}

void words_table_hint_clear(struct words_table *table)
{
	if (!table->hint_shown)
		return;
	table->hint_shown = false;
	for (int i = 0; i < table->hint.count; i++)
		words_table_mark(table, words_table_square_rect(&table->layout, table->hint.tiles[i].square));
}

void words_table_computer_schedule(struct words_table *table)
{
	const struct words_game *g = &table->game;
	/* After the pause, and after the last computer's tiles have landed. */
	uint32_t delay = WORDS_TABLE_COMPUTER_DELAY_MS;
	if (table->arrival.active)
		delay += WORDS_TABLE_ARRIVE_MS + (uint32_t)table->arrival.move.count * WORDS_TABLE_ARRIVE_STAGGER_MS;
	bool to_move = !words_is_over(g) || words_table_end_open(table);	/* or to challenge the going out */
	computer_turn_schedule(&table->computer, to_move && words_table_is_computer(table, g->pos.current),
			       table->now, delay);
}

/* With two or more people at the table, the next person's rack stays
 * covered until they take the screen: also when a going-out play waits for
 * that person to challenge or accept it (their rack is in sight then). */
void words_table_turn_ended(struct words_table *table)
{
	const struct words_game *g = &table->game;
	words_table_hint_clear(table);
	words_table_select(table, -1);
	table->exchanging = false;
	table->exchange_chosen = 0;
	table->handover = (!words_is_over(g) || words_table_end_open(table)) && words_table_humans(table) > 1 &&
			  !words_table_is_away(table, g->pos.current);
	table->handover_at = table->now;
	table->sheet.scroll = 0;
	words_table_kept_sync(table);
	words_table_mark_panel(table);
	words_table_mark(table, table->layout.sheet);
	words_table_last_update(table);
	/* A computer's going-out play is seen landing, then the standings. */
	if (words_table_is_final(table) && !table->arrival.active)
		words_table_show_standings(table, true);
	words_table_computer_schedule(table);
}

void words_table_arrival_landed(struct words_table *table)
{
	/* The scores take the play as it lands, not as its tiles set off
	 * (QA: the score box showed the computer's new score first). */
	words_table_mark_panel(table);
	if (table->sheet.open)
		words_table_mark(table, words_table_sheet_over_board(&table->layout));
	if (words_table_is_final(table))
		words_table_show_standings(table, true);
}

void words_table_show_standings(struct words_table *table, bool show)
{
	if (table->standings == show)
		return;
	table->standings = show;
	words_table_mark(table, table->layout.board);
	words_table_mark(table, words_table_standings_rect(&table->layout));	/* it may reach past it */
	words_table_mark_buttons(table);
}

void words_table_menu(struct words_table *table)
{
	table->wants_menu = true;	/* the shell keeps the game: nothing is lost */
}

bool words_table_wants_menu(const struct words_table *table)
{
	return table->wants_menu;
}
