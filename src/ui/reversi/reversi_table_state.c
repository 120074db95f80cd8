/* The Reversi table's state underneath its moves: who sits where, the
 * marks that say what to repaint, the status line, and what the board
 * showed last, so only the squares that change repaint. */
#include <stdio.h>
#include <string.h>

#include "ui/kit/int_math.h"
#include "ui/reversi/reversi_table_int.h"

bool reversi_table_has_computer(const struct reversi_table *table)
{
	return table->opt.computer != REVERSI_TABLE_NO_COMPUTER;
}

/* The computer plays white, or black when the person plays white, or both. */
bool reversi_table_is_computer(const struct reversi_table *table, enum reversi_color c)
{
	return reversi_table_has_computer(table) &&
	       (table->opt.computer_both || c == (table->opt.person_white ? REVERSI_BLACK : REVERSI_WHITE));
}

bool reversi_table_is_away(const struct reversi_table *table, enum reversi_color c)
{
	return reversi_table_is_computer(table, c) ||
	       (table->opt.remote && c == (table->opt.person_white ? REVERSI_BLACK : REVERSI_WHITE));
}

const char *reversi_table_side_name(const struct reversi_table *table, enum reversi_color c)
{
	if (table->opt.remote)
		return reversi_table_is_away(table, c) ? table->opt.remote_name : "You";
	if (table->opt.computer_both)
		return c == REVERSI_WHITE ? "White" : "Black";
	if (reversi_table_has_computer(table))
		return reversi_table_is_computer(table, c) ? "Computer" : "You";
	return c == REVERSI_WHITE ? "White" : "Black";
}

void reversi_table_mark(struct reversi_table *table, struct rect r)
{
	damage_add(&table->pending, r);
}

void reversi_table_invalidate(struct reversi_table *table)
{
	damage_add_all(&table->pending);
}

struct rect reversi_table_status_rect(const struct reversi_table *table)
{
	const struct reversi_table_layout *l = &table->layout;
	if (!table->ended[0] || rect_is_empty(l->moves))
		return l->status;
	return rect_union(l->status, l->moves);
}

/* The status line's rows: a message too long for it wraps into two rows
 * where the box is tall enough for them (the narrow column at 480x320),
 * else it shrinks to fit on one, never under the floor.  Here, under the
 * painting, since the state asks whether a text fits. */
void reversi_table_status_rows(const struct reversi_table *table, const struct status_line *s, int width, int height,
			       struct status_line_rows *rows)
{
	status_line_wrap(s, STATUS_LINE_ONE_ROW, table->fonts.text, width, height, rows);
	if (rows->count == 1 && font_text_width(rows->font, rows->row[0]) > width)
		rows->font = font_pick(1);	/* one row shrinking as drawn: under the floor, so two at it */
	status_line_floor(s, table->fonts.label, width, rows);
}

bool reversi_table_status_fits(const struct reversi_table *table, const char *text)
{
	struct rect r = table->layout.status;
	struct status_line s = { .kind = STATUS_LINE_INFO };
	snprintf(s.text, sizeof s.text, "%s", text);
	struct status_line_rows rows;
	reversi_table_status_rows(table, &s, r.w - 8, r.h, &rows);
	/* Whole: the rows, joined at the space their break took, are the
	 * text (a row cut to the width ends in "…" instead). */
	char joined[2 * STATUS_LINE_LEN + 2];
	snprintf(joined, sizeof joined, "%s%s%s", rows.row[0], rows.count > 1 && rows.row[1][0] ? " " : "",
		 rows.count > 1 ? rows.row[1] : "");
	for (int i = 0; i < rows.count; i++)
		if (font_text_width(rows.font, rows.row[i]) > r.w - 8)
			return false;
	return strcmp(joined, text) == 0;
}

/* Move i opens a pair: black's move, or white's after white's (black
 * passed), or the first. */
static bool opens_pair(const struct reversi_game *g, int i)
{
	return reversi_game_mover(g, i) == REVERSI_BLACK || i == 0 || reversi_game_mover(g, i - 1) != REVERSI_BLACK;
}

int reversi_table_move_pairs(const struct reversi_game *g)
{
	int pairs = 0;
	for (int i = 0; i < g->n_moves; i++)
		pairs += opens_pair(g, i);
	return pairs;
}

void reversi_table_move_cell(const struct reversi_game *g, int p, char out[REVERSI_TABLE_MOVE_CELL])
{
	char a[3] = "--", b[3] = "";
	int pair = -1;
	for (int i = 0; i < g->n_moves && pair <= p; i++) {
		pair += opens_pair(g, i);
		if (pair == p)
			reversi_square_name(g->moves[i], reversi_game_mover(g, i) == REVERSI_BLACK ? a : b);
	}
	/* Black's move with another pair after it: white passed (until
	 * 2026-11-29 the cell read "13. d8", as if white were still to move). */
	if (!b[0] && p < reversi_table_move_pairs(g) - 1)
		snprintf(b, sizeof b, "--");
	snprintf(out, REVERSI_TABLE_MOVE_CELL, "%d. %s %s", p + 1, a, b);
}

void reversi_table_set_status(struct reversi_table *table, enum status_line_kind kind, const char *text)
{
	if (status_line_set(&table->status, kind, text))
		reversi_table_mark(table, reversi_table_status_rect(table));
}

/* Hints are shown only to a person: not while the computer is to move. */
static uint64_t hints(const struct reversi_table *table)
{
	const struct reversi_pos *p = &table->game.pos;
	if (reversi_game_is_over(&table->game) || table->ended[0] || reversi_table_is_away(table, p->turn))
		return 0;
	return reversi_pos_moves(p);
}

int reversi_table_last_move(const struct reversi_table *table)
{
	return table->game.n_moves ? table->game.moves[table->game.n_moves - 1] : -1;
}

/* After any change of the game: repaint the squares that look different
 * and the panel items that depend on the position. */
void reversi_table_sync(struct reversi_table *table)
{
	const struct reversi_pos *p = &table->game.pos;
	uint64_t h = hints(table);
	uint64_t diff = (p->disc[0] ^ table->shown[0]) | (p->disc[1] ^ table->shown[1]) | (h ^ table->shown_hints);
	/* The dots take the colour of the side to move. */
	if (p->turn != table->shown_turn)
		diff |= h | table->shown_hints;
	if (table->hint >= 0)
		diff |= 1ULL << table->hint;	/* a hint lasts until the position changes */
	table->hint = -1;
	int last = reversi_table_last_move(table);
	if (last != table->shown_last) {
		if (table->shown_last >= 0)
			diff |= 1ULL << table->shown_last;
		if (last >= 0)
			diff |= 1ULL << last;
	}
	for (int sq = 0; sq < REVERSI_SQUARES; sq++)
		if (diff >> sq & 1)
			reversi_table_mark(table, reversi_table_square_rect(&table->layout, sq));
	/* Discs that changed colour turn over (reversi_table_tick drives it). */
	uint64_t turned = (table->shown[0] & p->disc[1]) | (table->shown[1] & p->disc[0]);
	/* Discs still turning from the move before come to rest now. */
	for (int sq = 0; sq < REVERSI_SQUARES; sq++)
		if (table->flipping >> sq & 1)
			reversi_table_mark(table, reversi_table_square_rect(&table->layout, sq));
	table->flipping = 0;
	if (turned) {
		table->flipping = turned;
		table->flip_start = table->now;
	}
	table->shown[0] = p->disc[0];
	table->shown[1] = p->disc[1];
	table->shown_hints = h;
	table->shown_last = last;
	table->shown_turn = p->turn;
	reversi_table_mark(table, table->layout.players[0]);
	reversi_table_mark(table, table->layout.players[1]);
	reversi_table_mark(table, table->layout.info);
	reversi_table_mark(table, table->layout.moves);
	reversi_table_mark(table, table->layout.buttons[REVERSI_TABLE_BUTTON_TAKE_BACK]);
	reversi_table_mark(table, table->layout.buttons[REVERSI_TABLE_BUTTON_HINT]);
}

/* The result, in the colour of the outcome for whoever reads it: against
 * the computer, a win is good news and a loss an error; at one table (one
 * side's win is the other's loss) and a draw, plain.  `again` after a tap
 * on the finished board: the result stays in sight with what to do ("You
 * win 40-24: tap New game"), not replaced by a prompt that drops it. */
static void result_status(struct reversi_table *table, int b, int w, bool again)
{
	char buf[STATUS_LINE_LEN];
	enum status_line_kind kind = STATUS_LINE_INFO;
	const char *tail = again ? ": tap New game" : "";
	if (b == w) {
		snprintf(buf, sizeof buf, "A draw, %d-%d: tap New game", b, w);
	} else if (reversi_table_has_computer(table) || table->opt.remote) {
		bool person_won = reversi_table_is_away(table, b > w ? REVERSI_WHITE : REVERSI_BLACK);
		char other[REVERSI_TABLE_NAME_LEN + 8];
		snprintf(other, sizeof other, "%s wins", table->opt.remote ? table->opt.remote_name : "The computer");
		snprintf(buf, sizeof buf, "%s %d-%d%s", person_won ? "You win" : other, int_max(b, w), int_min(b, w),
			 tail);
		kind = person_won ? STATUS_LINE_GOOD : STATUS_LINE_ERROR;
	} else {
		snprintf(buf, sizeof buf, "%s wins %d-%d%s", b > w ? "Black" : "White", int_max(b, w), int_min(b, w),
			 tail);
		kind = STATUS_LINE_GOOD;
	}
	reversi_table_set_status(table, kind, buf);
}

void reversi_table_result_status(struct reversi_table *table, bool again)
{
	int b, w; /* the empty squares go to the winner */
	reversi_pos_final_score(&table->game.pos, &b, &w);
	result_status(table, b, w, again);
}

/* The person to move right after the computer moved twice: the person had
 * no move in between.  Said until the person moves, not only in the pause
 * before the computer's second move (300 ms, then "Tap a dotted square"
 * with the pass nowhere but the move list). */
static bool person_passed(const struct reversi_table *table)
{
	const struct reversi_game *g = &table->game;
	int n = g->n_moves;
	return n >= 2 && reversi_table_has_computer(table) && !reversi_table_is_computer(table, g->pos.turn) &&
	       reversi_game_mover(g, n - 1) == reversi_game_mover(g, n - 2) &&
	       reversi_table_is_computer(table, reversi_game_mover(g, n - 1));
}

/* The status line for a settled position: the result, or a prompt. */
void reversi_table_game_status(struct reversi_table *table)
{
	const struct reversi_pos *p = &table->game.pos;
	if (reversi_game_is_over(&table->game)) {
		reversi_table_result_status(table, false);
		return;
	}
	if (table->opt.remote && reversi_table_is_away(table, p->turn)) {
		char buf[STATUS_LINE_LEN];
		snprintf(buf, sizeof buf, "%s's move", table->opt.remote_name);
		/* A long kiosk name in a narrow column ("Bibliotheque municipale,
		 * Quai des Brumes's mo…" at 480x320): whose move, whole. */
		reversi_table_set_status(table, STATUS_LINE_INFO,
					 reversi_table_status_fits(table, buf) ? buf : "The other table's move");
	} else if (reversi_table_is_computer(table, p->turn))
		reversi_table_set_status(table, STATUS_LINE_INFO, "The computer is thinking");
	else if (person_passed(table))
		reversi_table_set_status(table, STATUS_LINE_INFO,
					 reversi_table_status_fits(table, "You had no move: the computer played again")
						 ? "You had no move: the computer played again"
						 : "You had no move");	/* 480x320 */
	else
		reversi_table_set_status(table, STATUS_LINE_INFO, "Tap a dotted square");
}

void reversi_table_schedule_computer(struct reversi_table *table)
{
	bool computer_to_move = !reversi_game_is_over(&table->game) &&
				reversi_table_is_computer(table, table->game.pos.turn);
	computer_turn_schedule(&table->computer, computer_to_move, table->now, REVERSI_TABLE_COMPUTER_DELAY_MS);
}

void reversi_table_flip_step(struct reversi_table *table)
{
	for (int sq = 0; sq < REVERSI_SQUARES; sq++)
		if (table->flipping >> sq & 1)
			reversi_table_mark(table, reversi_table_square_rect(&table->layout, sq));
	if ((uint32_t)(table->now - table->flip_start) >= REVERSI_TABLE_FLIP_MS)
		table->flipping = 0;
}

bool reversi_table_wants_menu(const struct reversi_table *table)
{
	return table->wants_menu;
}

void reversi_table_shown(struct reversi_table *table)
{
	table->wants_menu = table->wants_lobby = false;
	reversi_table_invalidate(table);
	/* An answer that came while the menu was shown went nowhere: ask again. */
	if (table->computer.open)
		reversi_table_schedule_computer(table);
}

/* A person's move has been played: Take back has something to undo. */
bool reversi_table_person_moved(const struct reversi_table *table)
{
	for (int i = 0; i < table->game.n_moves; i++)
		if (!reversi_table_is_away(table, reversi_game_mover(&table->game, i)))
			return true;
	return false;
}

bool reversi_table_button_enabled(const struct reversi_table *table, enum reversi_table_button b)
{
	bool over = reversi_game_is_over(&table->game);
	/* Not once the other table stopped or ended the game across tables. */
	bool persons_turn = !over && !table->ended[0] && !reversi_table_is_away(table, table->game.pos.turn);
	switch (b) {
	case REVERSI_TABLE_BUTTON_TAKE_BACK:
		/* Across tables a move taken back here could not be taken
		 * back there: the button is the chat's. */
		return table->opt.remote || reversi_table_person_moved(table);
	case REVERSI_TABLE_BUTTON_HINT:
		return persons_turn && table->ai_ready;
	case REVERSI_TABLE_BUTTON_NEW_GAME:
	case REVERSI_TABLE_BUTTON_MENU:
		return true;
	default:
		return false;
	}
}


const char *reversi_table_button_why(const struct reversi_table *table, enum reversi_table_button b)
{
	switch (b) {
	case REVERSI_TABLE_BUTTON_TAKE_BACK:
		return table->opt.remote ? "No take back in a game across tables" : "Nothing to take back yet";
	case REVERSI_TABLE_BUTTON_HINT:
		if (reversi_game_is_over(&table->game))
			return "The game is over: no hint";
		if (table->ended[0])
			return "No more moves in this game: no hint";
		return "Hints are for your turn";
	default:
		return "";
	}
}
