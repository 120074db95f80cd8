/* Reversi: a saved game of unknown origin made safe by replaying it
 * (reversi_game_replay).  The game it builds comes from reversi_game_from
 * and reversi_game_play alone; the saved bytes are only checked and
 * compared. */
#include "core/reversi/reversi.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

_Static_assert(sizeof(enum reversi_color) == sizeof(int), "the side to move is read as int");

static enum reversi_status fail(struct reversi_replay_error *why, enum reversi_status st, int move,
				const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static enum reversi_status fail(struct reversi_replay_error *why, enum reversi_status st, int move,
				const char *fmt, ...)
{
	va_list ap;
	why->status = st;
	why->move = move;
	va_start(ap, fmt);
	vsnprintf(why->message, sizeof why->message, fmt, ap);
	va_end(ap);
	return st;
}

/* The side to move as stored: a hostile file may hold any int there. */
static int turn_of(const struct reversi_pos *p)
{
	int t;
	memcpy(&t, &p->turn, sizeof t);
	return t;
}

static bool same_pos(const struct reversi_pos *saved, const struct reversi_pos *replayed)
{
	return saved->disc[0] == replayed->disc[0] && saved->disc[1] == replayed->disc[1] &&
	       turn_of(saved) == (int)replayed->turn;
}

/* The start as a position the rules can play from. */
static enum reversi_status replay_start(struct reversi_game *out, const struct reversi_game *saved,
					struct reversi_replay_error *why)
{
	const struct reversi_pos *s = &saved->start;
	int turn = turn_of(s);
	if (turn != REVERSI_BLACK && turn != REVERSI_WHITE)
		return fail(why, REVERSI_ERR_SAVED_FIELD, -1, "the side to move at the start is %d, not 0 or 1", turn);
	if (s->disc[0] & s->disc[1])
		return fail(why, REVERSI_ERR_SAVED_FIELD, -1, "the start holds a square for both sides");
	if (saved->n_moves < 0 || saved->n_moves > REVERSI_MAX_MOVES)
		return fail(why, REVERSI_ERR_SAVED_FIELD, -1, "the move count is %d, not 0 to %d", saved->n_moves,
			    REVERSI_MAX_MOVES);
	struct reversi_pos start = { { s->disc[0], s->disc[1] }, (enum reversi_color)turn };
	reversi_game_from(out, &start);
	if (!same_pos(s, &out->start))
		return fail(why, REVERSI_ERR_SAVED_DIFFERS, -1, "the side to move at the start has no move: it passes");
	return REVERSI_OK;
}

enum reversi_status reversi_game_replay(struct reversi_game *out, const struct reversi_game *saved,
					struct reversi_replay_error *why)
{
	struct reversi_replay_error scratch;
	char name[16];
	if (!why)
		why = &scratch;
	memset(why, 0, sizeof *why);
	why->move = -1;
	if (!out || !saved || out == saved)
		return fail(why, REVERSI_ERR_SAVED_FIELD, -1, "no saved game, or no other game to build");
	enum reversi_status st = replay_start(out, saved, why);
	for (int i = 0; !st && i < saved->n_moves; i++) {
		int sq = saved->moves[i];
		/* A square off the board by its number ("--" read as a pass,
		 * which a saved game never holds). */
		if (sq >= 0 && sq < REVERSI_SQUARES)
			reversi_square_name(sq, name);
		else
			snprintf(name, sizeof name, "square %d", sq);
		if (!same_pos(&saved->before[i], &out->pos))
			return fail(why, REVERSI_ERR_SAVED_DIFFERS, i, "the position before move %d (%s) is not what the moves give",
				    i + 1, name);
		st = reversi_game_play(out, sq);
		if (st)
			return fail(why, st, i, "move %d (%s): %s", i + 1, name, reversi_status_text(st));
	}
	if (!st && !same_pos(&saved->pos, &out->pos))
		return fail(why, REVERSI_ERR_SAVED_DIFFERS, -1, "the position is not what the %d moves give",
			    saved->n_moves);
	return st;
}
