/* Move ordering for the search modules (rvai_*.c): move lists keyed best
 * first, by the table's move, then fastest first (few replies for the
 * opponent), potential mobility and square values.  Inline: the solver
 * orders at every node from 6 empties. */
#ifndef TESSERA_AI_RVAI_ORDER_H
#define TESSERA_AI_RVAI_ORDER_H

#include <stdint.h>

#include "ai/rvai.h"
#include "ai/rvai_tt.h"

enum {
	RVAI_MAX_MOVES = 64,
	/* Move ordering: an empty square next to our discs is a future reply
	 * for the opponent (potential mobility); tuned on endgame node counts. */
	RVAI_W_POTENTIAL = 12,
	/* Solver ordering: weight of each opponent reply (corners count
	 * twice); high, since fastest-first ordering wins in the endgame. */
	RVAI_W_SOLVE_MOBILITY = 32,
	/* Solver ordering: weight of each of our corners and the edge squares
	 * next to them that we hold with their corner (docs/reversi.md: 16
	 * and 32 grew the trees, 8 cut seeds 1-16 at 20 empties by 9 %). */
	RVAI_W_SOLVE_CORNER_STABLE = 8,
};

#define RVAI_CORNERS 0x8100000000000081ULL

/* Static square values for move ordering: corners first, the squares that
 * give corners away (X and C squares) last. */
static const int8_t RVAI_SQUARE_VALUE[64] = {
	100, -20, 10, 5, 5, 10, -20, 100,
	-20, -50, -2, -2, -2, -2, -50, -20,
	10, -2, 1, 0, 0, 1, -2, 10,
	5, -2, 0, 0, 0, 0, -2, 5,
	5, -2, 0, 0, 0, 0, -2, 5,
	10, -2, 1, 0, 0, 1, -2, 10,
	-20, -50, -2, -2, -2, -2, -50, -20,
	100, -20, 10, 5, 5, 10, -20, 100,
};

/* The ordering key of the move to sq that left (nown, nopp) with the
 * opponent to reply by `replies`: few replies (corners count twice), few
 * empty squares next to our discs, then the square's value. */
static inline int rvai_order_key(uint64_t nown, uint64_t nopp, uint64_t replies, int sq, int w_mobility)
{
	return -w_mobility * (reversi_popcount(replies) + reversi_popcount(replies & RVAI_CORNERS)) +
	       RVAI_SQUARE_VALUE[sq] / 4 - RVAI_W_POTENTIAL * reversi_popcount(rvai_neighbours(nown) & ~(nown | nopp));
}

struct rvai_move_list {
	int n;
	int8_t sq[RVAI_MAX_MOVES];
	int key[RVAI_MAX_MOVES];
};

/* Orders moves best first by key (insertion sort: lists are short). */
static inline void rvai_order_sort(struct rvai_move_list *ml)
{
	for (int i = 1; i < ml->n; i++) {
		int8_t s = ml->sq[i];
		int k = ml->key[i], j = i;
		while (j > 0 && ml->key[j - 1] < k) {
			ml->sq[j] = ml->sq[j - 1];
			ml->key[j] = ml->key[j - 1];
			j--;
		}
		ml->sq[j] = s;
		ml->key[j] = k;
	}
}

/* Fills the list with the legal moves of `own`, keyed for ordering: the
 * table's move first, then moves that leave the opponent few replies
 * ("fastest first"), then by square value. */
static inline void rvai_order_moves(struct rvai_move_list *ml, uint64_t own, uint64_t opp, uint64_t moves,
				    int tt_move, int w_mobility)
{
	ml->n = 0;
	while (moves) {
		int sq = __builtin_ctzll(moves);
		moves &= moves - 1;
		int key;
		if (sq == tt_move) {
			key = 1 << 24;
		} else {
			uint64_t f = reversi_flips_empty(own, opp, sq);
			uint64_t nown = own | f | (1ULL << sq), nopp = opp & ~f;
			uint64_t replies = reversi_moves(nopp, nown);
			key = rvai_order_key(nown, nopp, replies, sq, w_mobility);
		}
		ml->sq[ml->n] = (int8_t)sq;
		ml->key[ml->n] = key;
		ml->n++;
	}
	rvai_order_sort(ml);
}

/* Our corners and the edge squares beside each that we hold along with
 * the corner: discs no move can take back, counted in a few operations. */
static inline int rvai_corner_stable_count(uint64_t own)
{
	uint64_t next_to = (own & 0x0100000000000001ULL) << 1 | (own & 0x8000000000000080ULL) >> 1 |
			   (own & 0x0000000000000081ULL) << 8 | (own & 0x8100000000000000ULL) >> 8;
	return reversi_popcount((next_to | RVAI_CORNERS) & own);
}

/* The solver's move list keeps each move's flips, so ordering and search
 * compute them once. */
struct rvai_solve_list {
	int n;
	int8_t sq[RVAI_MAX_MOVES];
	int key[RVAI_MAX_MOVES];
	uint64_t flips[RVAI_MAX_MOVES];
	uint64_t replies[RVAI_MAX_MOVES]; /* the opponent's moves after it */
};

/* Fastest first: the table's move, then moves that leave the opponent few
 * replies (corners count twice) and few empty squares next to our discs,
 * with our discs by the corners a little ahead, then by square value.
 * With `prefetch`, each child's table bucket is asked of the memory as the
 * child is made: the child's probe then finds it on its way (probes waited
 * on memory for a tenth of a 20-empty solve). */
static inline void rvai_order_solve(struct rvai_solve_list *ml, uint64_t own, uint64_t opp, uint64_t moves,
				    int tt_move, const struct rvai *prefetch)
{
	ml->n = 0;
	for (; moves; moves &= moves - 1) {
		int sq = __builtin_ctzll(moves);
		uint64_t f = reversi_flips_empty(own, opp, sq);
		uint64_t nown = own | f | (1ULL << sq), nopp = opp & ~f;
		if (prefetch)
			__builtin_prefetch(rvai_tt_bucket(prefetch, nopp, nown));
		uint64_t replies = reversi_moves(nopp, nown);
		int key;
		if (sq == tt_move)
			key = 1 << 24;
		else
			key = rvai_order_key(nown, nopp, replies, sq, RVAI_W_SOLVE_MOBILITY) +
			      RVAI_W_SOLVE_CORNER_STABLE * rvai_corner_stable_count(nown);
		ml->sq[ml->n] = (int8_t)sq;
		ml->key[ml->n] = key;
		ml->flips[ml->n] = f;
		ml->replies[ml->n] = replies;
		ml->n++;
	}
}

/* Moves the best remaining move to slot i.  Picked one at a time, since
 * most nodes cut on their first move and never need the rest sorted. */
static inline void rvai_order_pick(struct rvai_solve_list *ml, int i)
{
	int b = i;
	for (int j = i + 1; j < ml->n; j++)
		if (ml->key[j] > ml->key[b])
			b = j;
	if (b != i) {
		int8_t s = ml->sq[i];
		int k = ml->key[i];
		uint64_t f = ml->flips[i], r = ml->replies[i];
		ml->sq[i] = ml->sq[b];
		ml->key[i] = ml->key[b];
		ml->flips[i] = ml->flips[b];
		ml->replies[i] = ml->replies[b];
		ml->sq[b] = s;
		ml->key[b] = k;
		ml->flips[b] = f;
		ml->replies[b] = r;
	}
}

#endif
