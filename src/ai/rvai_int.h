/* What the search modules share (private: rvai.c, rvai_search.c,
 * rvai_solve.c; rvai_split.c sits below them): the stop check, the roots' set-up, and
 * each module's entry points for the others. */
#ifndef TESSERA_AI_RVAI_INT_H
#define TESSERA_AI_RVAI_INT_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "ai/rvai.h"
#include "ai/rvai_split.h"

/* How often (in nodes) the stop function is asked. */
enum { RVAI_STOP_INTERVAL = 4096 };

/* True once the search must unwind: the stop function said so (asked every
 * RVAI_STOP_INTERVAL nodes), or the split work it does is not needed. */
static inline bool rvai_should_stop(struct rvai *ai)
{
	if (ai->stopped)
		return true;
	if ((ai->nodes % RVAI_STOP_INTERVAL) == 0) {
		if (ai->stop && ai->stop(ai->stop_user)) {
			ai->stopped = ai->cancelled = true;
			if (ai->split)
				rvai_split_cancel(ai->split); /* the helpers stop too */
		} else if (ai->split && rvai_split_chain_aborted(ai->ctx, ai->split, ai->split_index)) {
			ai->stopped = true;
		}
	}
	return ai->stopped;
}


static inline void rvai_result_init(struct rvai_result *out)
{
	memset(out, 0, sizeof *out);
	out->move = REVERSI_PASS;
}

/* Starts *out and sets *moves; true when the side to move has no move
 * (the caller settles *out). */
static inline bool rvai_root_blocked(const struct reversi_pos *pos, struct rvai_result *out, uint64_t *moves)
{
	uint64_t own = pos->disc[pos->turn], opp = pos->disc[!pos->turn];
	rvai_result_init(out);
	*moves = reversi_moves(own, opp);
	return *moves == 0;
}

/* rvai_search.c: iterative deepening to `depth`; `noise` adds +-noise
 * random units to each root move's score (the weak levels). */
int rvai_search_root(struct rvai *ai, const struct reversi_pos *pos, int depth, int noise, struct rvai_result *out);

#endif
