/* The Words table's buttons as the state has them: which are shown, which
 * the state allows (and why not, for a tap on a dimmed one), what they say
 * and how they look. */
#include <stdio.h>

#include "ui/words/words_table_int.h"

/* Challenge and Hint share the tools' middle place unless the row holds
 * four: there the mode decides (no challenges when the dictionary checks
 * every play), and in a challenge mode a play open to challenge. */
bool words_table_button_shown(const struct words_table *table, enum words_table_button b)
{
	if (b != WORDS_TABLE_BUTTON_CHALLENGE && b != WORDS_TABLE_BUTTON_HINT)
		return true;
	const struct words_game *g = &table->game;
	bool challenges = g->options.challenge != WORDS_CHALLENGE_ENFORCED;
	if (table->four_tools)
		return true;
	bool challenge_now = challenges && (g->pos.challengeable >= 0 || !table->opt.hints);
	return b == WORDS_TABLE_BUTTON_CHALLENGE ? challenge_now : !challenge_now;
}

/* A person at this table may play: not over, not stopped by the other
 * table (across tables), not covered, not the computer's or the other
 * table's turn. */
static bool persons_turn(const struct words_table *table)
{
	const struct words_game *g = &table->game;
	return !words_is_over(g) && !table->ended[0] && !table->handover && !words_table_is_away(table, g->pos.current);
}

/* Nothing placed (Submit passes), or the tiles placed make a play the
 * rules take. */
static bool stage_playable(const struct words_table *table)
{
	struct words_result r;
	return table->game.stage.count == 0 || words_stage_evaluate(&table->game, &r) == WORDS_OK;
}

/* Take back goes back past the computer's turns to a person's: one that
 * finds none (the computer moved first) would only have the computer play
 * the same move again. */
static bool persons_turn_to_take_back(const struct words_table *table)
{
	const struct words_game *g = &table->game;
	for (int i = 1; i <= g->undo_len; i++) {
		const struct words_snapshot *s = &g->undo[(g->undo_head + WORDS_UNDO_CAP - i) % WORDS_UNDO_CAP];
		if (s->turn_start && !words_table_is_computer(table, s->pos.current))
			return true;
	}
	return false;
}

/* A going-out play waits for a person at this table: Challenge or Accept. */
static bool persons_to_judge(const struct words_table *table)
{
	return words_table_end_open(table) && !words_table_is_away(table, table->game.pos.current);
}

bool words_table_button_enabled(const struct words_table *table, enum words_table_button b)
{
	const struct words_game *g = &table->game;
	bool over = words_is_over(g), mine = persons_turn(table);
	/* At the hand-over only Menu: it leaves with the rack still covered.
	 * While the letter picker is open a tap anywhere off its letters is
	 * the picker's (the blank goes home or keeps its letter): no button. */
	if ((table->handover && b != WORDS_TABLE_BUTTON_MENU) || table->picking || !words_table_button_shown(table, b))
		return false;
	switch (b) {
	case WORDS_TABLE_BUTTON_MENU:
		return true;
	case WORDS_TABLE_BUTTON_SUBMIT:
		if (over)	/* Accept; Results while the standings are hidden */
			return words_table_end_open(table) ? persons_to_judge(table) : !table->standings;
		/* Tiles placed: only while they make a play (else the tap would
		 * say why and play nothing); none: a pass, asked first. */
		return mine && (table->exchanging ? table->exchange_chosen != 0 : stage_playable(table));
	case WORDS_TABLE_BUTTON_RECALL:
		return mine && !table->exchanging;
	case WORDS_TABLE_BUTTON_EXCHANGE:
		return mine && g->pos.bag_len >= WORDS_EXCHANGE_MIN_BAG;
	case WORDS_TABLE_BUTTON_CHALLENGE:
		return (mine || persons_to_judge(table)) && !table->exchanging && g->options.challenge != WORDS_CHALLENGE_ENFORCED &&
		       g->pos.challengeable >= 0;
	case WORDS_TABLE_BUTTON_HINT:
		return mine && !table->exchanging && table->opt.hints && table->player;
	case WORDS_TABLE_BUTTON_TAKE_BACK:
		/* Across tables a turn taken back here could not be taken
		 * back there: the button is the chat's. */
		if (words_table_has_remote(table))
			return !table->exchanging;
		return !over && !table->exchanging && persons_turn_to_take_back(table) &&
		       !words_table_is_away(table, g->pos.current);
	default:
		return false;
	}
}

/* Why a button the state does not allow is dimmed, for the status line
 * when it is tapped. */
static const char *why_not(const struct words_table *table, enum words_table_button b, char *buf, size_t size)
{
	const struct words_game *g = &table->game;
	switch (b) {
	case WORDS_TABLE_BUTTON_SUBMIT:
		if (!table->exchanging) /* tiles that make no play: words_table_submit says why, in red */
			return "The tiles placed are not a play yet";
		return "Choose the tiles to exchange first (tap them on the rack)";
	case WORDS_TABLE_BUTTON_RECALL:
		return "Finish or cancel the exchange first";
	case WORDS_TABLE_BUTTON_EXCHANGE:
		snprintf(buf, size, "Exchanging needs %d tiles in the bag; it holds %d", WORDS_EXCHANGE_MIN_BAG,
			 g->pos.bag_len);
		return buf;
	case WORDS_TABLE_BUTTON_CHALLENGE:
		if (table->exchanging)
			return "Cancel the exchange first";
		return "Nothing to challenge: the last turn was not a play";
	case WORDS_TABLE_BUTTON_HINT:
		if (!table->opt.hints)
			return "Hints are off (the Words settings turn them on)";
		if (!table->player)
			return "No hints without the word list";
		return "Cancel the exchange first";
	case WORDS_TABLE_BUTTON_TAKE_BACK:
		if (table->exchanging)
			return "Cancel the exchange first";
		if (words_table_has_remote(table))
			return "No take back in a game across tables";
		return "Nothing to take back";
	default:
		return "";
	}
}

const char *words_table_button_why(const struct words_table *table, enum words_table_button b, char *buf,
				   size_t size)
{
	const struct words_game *g = &table->game;
	bool open = words_table_end_open(table);
	if (table->ended[0]) {
		snprintf(buf, size, "%s: nothing more to play", table->ended);
		return buf;
	}
	if ((!words_is_over(g) || open) && words_table_is_away(table, g->pos.current)) {
		/* A going-out play's judge does not play: it may challenge. */
		snprintf(buf, size, open ? "Wait: %s may challenge" : "Wait for %s to play",
			 words_table_player_name(table, g->pos.current));
		return buf;
	}
	if (open) {
		const struct words_turn *t = &g->log[g->pos.challengeable];
		snprintf(buf, size, "%s went out: Challenge or Accept", words_table_player_name(table, t->player));
		return buf;
	}
	if (words_is_over(g)) {
		if (b == WORDS_TABLE_BUTTON_SUBMIT)
			return "The results are shown: a tap on the board hides them";
		return b == WORDS_TABLE_BUTTON_TAKE_BACK ? "The game is over: nothing to take back" : "The game is over";
	}
	return why_not(table, b, buf, size);
}

/* Submit while choosing tiles to exchange says what it does. */
static const char *exchange_label(int chosen)
{
	static const char *const labels[WORDS_RACK_SIZE + 1] = { "Exchange", "Exchange 1", "Exchange 2",
								 "Exchange 3", "Exchange 4", "Exchange 5",
								 "Exchange 6", "Exchange 7" };
	return labels[chosen >= 0 && chosen <= WORDS_RACK_SIZE ? chosen : 0];
}

const char *words_table_button_label(const struct words_table *table, enum words_table_button b)
{
	switch (b) {
	case WORDS_TABLE_BUTTON_SUBMIT:
		/* A going-out play judged by the computer or another table:
		 * nothing here accepts it, the goer waits (dimmed; a tap says
		 * who may challenge). */
		if (words_table_end_open(table))
			return words_table_is_away(table, table->game.pos.current) ? "Waiting" : "Accept";
		if (words_is_over(&table->game))
			return "Results";
		if (!table->exchanging)
			return "Submit";
		return exchange_label(__builtin_popcount(table->exchange_chosen));
	case WORDS_TABLE_BUTTON_RECALL:
		return table->game.stage.count ? "Recall" : "Shuffle";
	case WORDS_TABLE_BUTTON_MENU:
		return "Menu";
	case WORDS_TABLE_BUTTON_EXCHANGE:
		return table->exchanging ? "Cancel" : WORDS_TABLE_LABEL_EXCHANGE;
	case WORDS_TABLE_BUTTON_CHALLENGE:
		return WORDS_TABLE_LABEL_CHALLENGE;
	case WORDS_TABLE_BUTTON_HINT:
		return "Hint";
	case WORDS_TABLE_BUTTON_TAKE_BACK:
		return words_table_has_remote(table) ? "Chat" : WORDS_TABLE_LABEL_TAKE_BACK;
	default:
		return "";
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
		.font = table->fonts.button,
		.label_margin = 6,	/* the 3.5" panel's narrow buttons need every pixel */
	};
}

void words_table_button_row(const struct words_table *table, bool tools, struct button *out, int *n)
{
	static const enum words_table_button rows[2][4] = {
		{ WORDS_TABLE_BUTTON_SUBMIT, WORDS_TABLE_BUTTON_RECALL, WORDS_TABLE_BUTTON_MENU },
		{ WORDS_TABLE_BUTTON_EXCHANGE, WORDS_TABLE_BUTTON_CHALLENGE, WORDS_TABLE_BUTTON_HINT,
		  WORDS_TABLE_BUTTON_TAKE_BACK },
	};
	*n = 0;
	for (int i = 0; i < (tools ? 4 : 3); i++)
		if (words_table_button_shown(table, rows[tools][i]))
			out[(*n)++] = words_table_button_look(table, rows[tools][i]);
	button_row_fit(out, *n, table->fonts.small);
}
