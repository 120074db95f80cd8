/* The midgame search: NegaScout with the table and move ordering, to a
 * fixed depth, on the learned evaluation; iterative deepening at the root.
 * Recursion is bounded by the depth (a pass keeps the depth, but two
 * passes in a row end the game). */
#include "ai/rvai_int.h"
#include "ai/rvai_order.h"
#include "ai/rvai_tt.h"

#include <errno.h>

static uint64_t rng_next(uint64_t *s)
{
	/* splitmix64: tiny, seedable with any value, good enough for noise. */
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/* A finished game in the midgame search: the final margin (the winner
 * takes the empties), beyond any evaluation. */
static int final_score(uint64_t own, uint64_t opp)
{
	int d = reversi_final_margin(own, opp);
	return d > 0 ? RVAI_WIN + d : d < 0 ? -RVAI_WIN + d : 0;
}

/* ---- midgame search ---- */

static int search(struct rvai *ai, uint64_t own, uint64_t opp, int depth, int alpha, int beta, bool passed)
{
	ai->nodes++;
	if (rvai_should_stop(ai))
		return 0;
	if (depth <= 0)
		return rvai_eval_with(ai->weights, own, opp);
	uint64_t moves = reversi_moves(own, opp);
	if (!moves) {
		if (passed || !reversi_moves(opp, own))
			return final_score(own, opp);
		return -search(ai, opp, own, depth, -beta, -alpha, true);
	}
	int a0 = alpha, value, tt_move;
	if (rvai_tt_probe(ai, own, opp, depth, &alpha, &beta, &value, &tt_move))
		return value;
	struct rvai_move_list ml;
	rvai_order_moves(&ml, own, opp, moves, tt_move, depth >= 3 ? 16 : 4);
	int best = -RVAI_WIN * 2, best_move = ml.sq[0];
	for (int i = 0; i < ml.n; i++) {
		int sq = ml.sq[i];
		uint64_t f = reversi_flips_empty(own, opp, sq);
		uint64_t nown = own | f | (1ULL << sq), nopp = opp & ~f;
		int v;
		if (i == 0) {
			v = -search(ai, nopp, nown, depth - 1, -beta, -alpha, false);
		} else {
			/* NegaScout: prove the move is no better with a null
			 * window; search again only if it is. */
			v = -search(ai, nopp, nown, depth - 1, -alpha - 1, -alpha, false);
			if (v > alpha && v < beta)
				v = -search(ai, nopp, nown, depth - 1, -beta, -v, false);
		}
		if (ai->stopped)
			return 0;
		if (v > best) {
			best = v;
			best_move = sq;
		}
		if (v > alpha)
			alpha = v;
		if (alpha >= beta)
			break;
	}
	rvai_tt_store(ai, own, opp, depth, best, a0, beta, best_move);
	return best;
}

int rvai_search_root(struct rvai *ai, const struct reversi_pos *pos, int depth, int noise,
			struct rvai_result *out)
{
	uint64_t own = pos->disc[pos->turn], opp = pos->disc[!pos->turn], moves;
	ai->nodes = 0;
	ai->stopped = ai->cancelled = false;
	if (rvai_root_blocked(pos, out, &moves)) {
		out->score = reversi_moves(opp, own) ? -rvai_eval_with(ai->weights, opp, own) : final_score(own, opp);
		return 0;
	}
	struct rvai_move_list ml;
	rvai_order_moves(&ml, own, opp, moves, REVERSI_PASS, 16);
	int jitter[RVAI_MAX_MOVES] = { 0 };
	for (int i = 0; i < ml.n && noise > 0; i++)
		jitter[ml.sq[i]] = (int)(rng_next(&ai->rng) % (uint64_t)(2 * noise + 1)) - noise;
	out->move = ml.sq[0];
	for (int d = 1; d <= depth; d++) {
		int alpha = -2 * RVAI_WIN, best = -2 * RVAI_WIN, best_move = ml.sq[0];
		int scores[RVAI_MAX_MOVES];
		for (int i = 0; i < ml.n; i++) {
			int sq = ml.sq[i];
			uint64_t f = reversi_flips_empty(own, opp, sq);
			uint64_t nown = own | f | (1ULL << sq), nopp = opp & ~f;
			int v;
			if (noise > 0 || i == 0) {
				/* Noisy levels need every move's true score. */
				v = -search(ai, nopp, nown, d - 1, -2 * RVAI_WIN, 2 * RVAI_WIN, false);
			} else {
				v = -search(ai, nopp, nown, d - 1, -alpha - 1, -alpha, false);
				if (v > alpha)
					v = -search(ai, nopp, nown, d - 1, -2 * RVAI_WIN, -v, false);
			}
			if (ai->stopped)
				break;
			v += jitter[sq];
			scores[i] = v;
			if (v > best) {
				best = v;
				best_move = sq;
			}
			if (v > alpha)
				alpha = v;
		}
		if (ai->stopped)
			break;
		out->move = best_move;
		out->score = best;
		out->depth = d;
		/* Next iteration tries this iteration's best moves first. */
		for (int i = 0; i < ml.n; i++)
			ml.key[i] = scores[i];
		rvai_order_sort(&ml);
	}
	out->nodes = ai->nodes;
	out->stopped = ai->stopped;
	return 0;
}

int rvai_search(struct rvai *ai, const struct reversi_pos *pos, int depth, struct rvai_result *out)
{
	if (depth < 1 || depth > 60)
		return -EINVAL;
	return rvai_search_root(ai, pos, depth, 0, out);
}

