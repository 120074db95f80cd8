/* Reversi search: set-up, levels and the choice of a move.  Positions are
 * (own, opp) bitboard pairs from the side to move's point of view, so every
 * score is negated across a move (negamax).  The modules: rvai_search.c
 * (midgame), rvai_solve.c (exact endgame), rvai_split.c (threads sharing a
 * solve), rvai_order.h (move ordering), rvai_tt.h (the table). */
#include "ai/rvai.h"
#include "ai/rvai_int.h"
#include "ai/rvai_tt.h"

#include <errno.h>
#include <stdint.h>
#include <string.h>

static const struct rvai_level_info LEVELS[RVAI_LEVELS] = {
	[RVAI_BEGINNER] = { "beginner", 1, 0, 60 },
	[RVAI_EASY] = { "easy", 2, 6, 20 },
	[RVAI_MEDIUM] = { "medium", 4, 10, 0 },
	[RVAI_HARD] = { "hard", 6, 14, 0 },
	[RVAI_EXPERT] = { "expert", 10, 18, 0 },
};

/* Buckets start on a cache line (the memory given is aligned up to one). */
enum { TT_LINE = sizeof(struct rvai_tt_bucket) };

static size_t power_of_two_below(size_t n)
{
	while (n & (n - 1))
		n &= n - 1;
	return n;
}

size_t rvai_tt_bytes(size_t budget)
{
	return power_of_two_below(budget / TT_LINE) * TT_LINE;
}

int rvai_init(struct rvai *ai, void *mem, size_t bytes, uint64_t seed)
{
	uintptr_t at = (uintptr_t)mem, start = (at + TT_LINE - 1) & ~(uintptr_t)(TT_LINE - 1);
	size_t n = !mem || start - at >= bytes ? 0 : power_of_two_below((bytes - (start - at)) / TT_LINE);
	memset(ai, 0, sizeof *ai);
	if (n == 0)
		return -EINVAL;
	ai->tt = (struct rvai_tt_bucket *)start;
	ai->tt_mask = n - 1;
	ai->rng = seed;
	ai->weights = &rvai_weights_learned;
	ai->gen = RVAI_TT_GENERATIONS; /* the first rvai_clear wipes the memory */
	rvai_clear(ai);
	return 0;
}

void rvai_set_weights(struct rvai *ai, const struct rvai_weights *w)
{
	ai->weights = w;
}

void rvai_set_stop(struct rvai *ai, rvai_stop_fn fn, void *user)
{
	ai->stop = fn;
	ai->stop_user = user;
}

/* A new generation hides every entry (a large table is not wiped before
 * each move: on a Pi that cost milliseconds, and touched every page). */
void rvai_clear(struct rvai *ai)
{
	if (++ai->gen >= RVAI_TT_GENERATIONS) {
		memset(ai->tt, 0, (ai->tt_mask + 1) * sizeof *ai->tt);
		ai->gen = 1; /* 0 never matches: a wiped slot is empty */
	}
}

void rvai_seed(struct rvai *ai, uint64_t seed)
{
	ai->rng = seed;
}

const struct rvai_level_info *rvai_level_info(enum rvai_level level)
{
	if ((int)level < 0 || level >= RVAI_LEVELS)
		return NULL;
	return &LEVELS[level];
}

int rvai_level_parse(const char *s)
{
	if (s[0] >= '1' && s[0] <= '0' + RVAI_LEVELS && s[1] == '\0')
		return s[0] - '1';
	for (int i = 0; i < RVAI_LEVELS; i++)
		if (strcmp(s, LEVELS[i].name) == 0)
			return i;
	return -1;
}

int rvai_choose(struct rvai *ai, const struct reversi_pos *pos, enum rvai_level level,
		struct rvai_result *out)
{
	const struct rvai_level_info *li = rvai_level_info(level);
	if (!li)
		return -EINVAL;
	/* A fresh table per move: the same position, level and seed always
	 * give the same move, which scripted games and tests rely on. */
	rvai_clear(ai);
	int empties = 64 - reversi_popcount(pos->disc[0] | pos->disc[1]);
	if (empties <= li->exact_empties)
		return rvai_solve(ai, pos, out);
	return rvai_search_root(ai, pos, li->depth, li->noise, out);
}

