/* The Words table's state underneath its actions: the marks that say what
 * to repaint, the status line, who sits where, what the state allows and
 * what every turn's end does. */
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
	table->wants_menu = false;
	table->computer.due = table->computer.open = false;
	table->home.active = false;
	return 0;
}

void words_table_mark(struct words_table *table, struct rect r)
{
	damage_add(&table->pending, r);
}

void words_table_invalidate(struct words_table *table)
{
	damage_add_all(&table->pending);
}

void words_table_mark_panel(struct words_table *table)
{
	const struct words_table_layout *l = &table->layout;
	for (int i = 0; i < l->players_shown; i++)
		words_table_mark(table, l->players[i]);
	words_table_mark(table, l->info);
	words_table_mark(table, rect_inset(l->rack, l->rack_gap));
	for (int i = 0; i < WORDS_TABLE_BUTTON_COUNT; i++)
		words_table_mark(table, l->buttons[i]);
}

void words_table_set_status(struct words_table *table, enum status_line_kind kind, const char *text)
{
	if (status_line_set(&table->status, kind, text))
		words_table_mark(table, table->layout.status);
}

const char *words_table_player_name(const struct words_table *table, int player)
{
	return player >= 0 && player < WORDS_MAX_PLAYERS ? table->names[player] : "?";
}

bool words_table_is_computer(const struct words_table *table, int seat)
{
	return seat >= 0 && seat < table->opt.players && table->opt.seats[seat].computer &&
	       (table->opt.computer_link.ask || table->player);
}

int words_table_humans(const struct words_table *table)
{
	int n = 0;
	for (int i = 0; i < table->opt.players; i++)
		n += !words_table_is_computer(table, i);
	return n;
}

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

void words_table_computer_schedule(struct words_table *table)
{
	const struct words_game *g = &table->game;
	computer_turn_schedule(&table->computer, !words_is_over(g) && words_table_is_computer(table, g->pos.current),
			       table->now, WORDS_TABLE_COMPUTER_DELAY_MS);
}

/* With two or more people at the table, the next person's rack stays
 * covered until they take the screen. */
void words_table_turn_ended(struct words_table *table)
{
	const struct words_game *g = &table->game;
	words_table_hint_clear(table);
	table->exchanging = false;
	table->exchange_chosen = 0;
	table->handover = !words_is_over(g) && words_table_humans(table) > 1 &&
			  !words_table_is_computer(table, g->pos.current);
	words_table_mark_panel(table);
	words_table_computer_schedule(table);
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

struct button words_table_button_look(const struct words_table *table, enum words_table_button b)
{
	return (struct button){
		.rect = table->layout.buttons[b],
		.radius = 10,
		.role = b == WORDS_TABLE_BUTTON_SUBMIT ? BUTTON_PRIMARY : BUTTON_PLAIN,
		.pressed = table->pressed == b,
		.disabled = !words_table_button_enabled(table, b),
		.label = words_table_button_label(table, b),
		.short_label = button_short_label(b),
		.font = table->fonts.button,
		.label_margin = 6,	/* the 3.5" panel's narrow buttons need every pixel */
	};
}

bool words_table_wants_menu(const struct words_table *table)
{
	return table->wants_menu;
}

void words_table_shown(struct words_table *table)
{
	table->wants_menu = false;
	words_table_invalidate(table);
	/* An answer that came while the menu was shown went nowhere: ask again. */
	if (table->computer.open)
		words_table_computer_schedule(table);
}
