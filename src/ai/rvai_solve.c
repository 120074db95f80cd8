/* The exact endgame solver: MTD(f) probes at the root (rvai_split.c shares
 * them with helper threads), NegaScout below with the table, enhanced
 * transposition and stability cutoffs, fastest-first ordering, and for
 * the last empties a search over the empty squares in parity order.
 * Scores are final disc differences by the World Othello Federation's
 * rule.  Recursion is bounded by the empty squares, which every move
 * lowers. */
#include "ai/rvai_int.h"
#include "ai/rvai_last_count.h"
#include "ai/rvai_order.h"
#include "ai/rvai_split.h"
#include "ai/rvai_tt.h"

enum {
	/* Below this many empties the solver drops the table and the costly
	 * move ordering: plain alpha-beta is faster there.  6 since the flips
	 * by square (5 before: 5 % more instructions at 20 empties, seeds 1-8). */
	SOLVE_SHALLOW = 6,
	/* From this many empties the solver tries an enhanced transposition
	 * cutoff (ETC) before searching. */
	SOLVE_ETC_MIN = 10,
	/* From this many empties the solver uses the transposition table. */
	SOLVE_TT_MIN = 7,
};

#define FILE_A 0x0101010101010101ULL

/* rvai_neighbours(1 << sq) for each square: a lookup in the solver's leaves,
 * where a move needs an opponent disc next to it.  (A wrong entry would
 * skip legal moves; the solver-against-minimax tests catch that.) */
static const uint64_t NEIGHBOUR[64] = {
	0x0000000000000302ULL, 0x0000000000000705ULL, 0x0000000000000e0aULL, 0x0000000000001c14ULL,
	0x0000000000003828ULL, 0x0000000000007050ULL, 0x000000000000e0a0ULL, 0x000000000000c040ULL,
	0x0000000000030203ULL, 0x0000000000070507ULL, 0x00000000000e0a0eULL, 0x00000000001c141cULL,
	0x0000000000382838ULL, 0x0000000000705070ULL, 0x0000000000e0a0e0ULL, 0x0000000000c040c0ULL,
	0x0000000003020300ULL, 0x0000000007050700ULL, 0x000000000e0a0e00ULL, 0x000000001c141c00ULL,
	0x0000000038283800ULL, 0x0000000070507000ULL, 0x00000000e0a0e000ULL, 0x00000000c040c000ULL,
	0x0000000302030000ULL, 0x0000000705070000ULL, 0x0000000e0a0e0000ULL, 0x0000001c141c0000ULL,
	0x0000003828380000ULL, 0x0000007050700000ULL, 0x000000e0a0e00000ULL, 0x000000c040c00000ULL,
	0x0000030203000000ULL, 0x0000070507000000ULL, 0x00000e0a0e000000ULL, 0x00001c141c000000ULL,
	0x0000382838000000ULL, 0x0000705070000000ULL, 0x0000e0a0e0000000ULL, 0x0000c040c0000000ULL,
	0x0003020300000000ULL, 0x0007050700000000ULL, 0x000e0a0e00000000ULL, 0x001c141c00000000ULL,
	0x0038283800000000ULL, 0x0070507000000000ULL, 0x00e0a0e000000000ULL, 0x00c040c000000000ULL,
	0x0302030000000000ULL, 0x0705070000000000ULL, 0x0e0a0e0000000000ULL, 0x1c141c0000000000ULL,
	0x3828380000000000ULL, 0x7050700000000000ULL, 0xe0a0e00000000000ULL, 0xc040c00000000000ULL,
	0x0203000000000000ULL, 0x0507000000000000ULL, 0x0a0e000000000000ULL, 0x141c000000000000ULL,
	0x2838000000000000ULL, 0x5070000000000000ULL, 0xa0e0000000000000ULL, 0x40c0000000000000ULL,
};


/* Stability cutoff: the opponent's stable discs are lost to us for good,
 * so 64 - 2 * stable caps our score.  Returns true with *cap set when the
 * cap is at most alpha.  The disc count alone is a looser cap that costs
 * nothing, so the stable discs are only counted when that one allows. */
static inline bool stability_cutoff(uint64_t own, uint64_t opp, int alpha, int *cap)
{
	if (alpha < 64 - 2 * reversi_popcount(opp))
		return false;
	*cap = 64 - 2 * reversi_popcount(rvai_stable_discs(opp, own));
	return *cap <= alpha;
}

/* Discs a disc of `own` on sq flips when every other square is taken: on
 * each of the four lines through sq, the line's own discs as a byte (by
 * file, or by rank for the file itself) index a table of flip counts. */
static inline int last_flip_count(uint64_t own, int sq)
{
	int rank = sq >> 3, file = sq & 7;
	unsigned row = (unsigned)(own >> (sq & 56)) & 0xff;
	unsigned col = rvai_file_byte(own, file);
	uint64_t d9 = REVERSI_RAYS_[2][sq] | REVERSI_RAYS_[6][sq], d7 = REVERSI_RAYS_[3][sq] | REVERSI_RAYS_[7][sq];
	unsigned diag9 = (unsigned)(((own & d9) * FILE_A) >> 56), diag7 = (unsigned)(((own & d7) * FILE_A) >> 56);
	return RVAI_LAST_COUNT[file][row] + RVAI_LAST_COUNT[rank][col] + RVAI_LAST_COUNT[file][diag9] +
	       RVAI_LAST_COUNT[file][diag7];
}

/* The last empty square: whoever can play there does.  With 63 discs on
 * the board, own - opp = 2 * own - 63; if neither can play, the square
 * goes to the winner (the difference is odd, so there is one). */
static int solve_last(uint64_t own, uint64_t opp)
{
	int sq = __builtin_ctzll(~(own | opp));
	int d = 2 * reversi_popcount(own) - 63;
	int n = (NEIGHBOUR[sq] & opp) ? last_flip_count(own, sq) : 0;
	if (n)
		return d + 2 * n + 1;
	n = (NEIGHBOUR[sq] & own) ? last_flip_count(opp, sq) : 0;
	if (n)
		return d - 2 * n - 1;
	return d > 0 ? d + 1 : d - 1;
}

/* Quadrant masks: near the end, playing in a region with an odd number of
 * empties first tends to win the last move there (parity ordering). */
static const uint64_t QUADRANT[4] = {
	0x000000000f0f0f0fULL, 0x00000000f0f0f0f0ULL, 0x0f0f0f0f00000000ULL, 0xf0f0f0f000000000ULL,
};

/* The last few empties: the squares come as a list (odd quadrants first),
 * and a square without a neighbouring opponent disc is skipped before any
 * flip is computed.  Cheaper than generating moves at these leaves. */
/* Two empties a and b: each side's options written out, no lists. */
static int solve_two(struct rvai *ai, uint64_t own, uint64_t opp, int alpha, int beta, int a, int b,
		     bool passed)
{
	int best = -65;
	uint64_t f;
	ai->nodes++;
	if ((NEIGHBOUR[a] & opp) && (f = reversi_flips_empty(own, opp, a))) {
		best = -solve_last(opp & ~f, own | f | (1ULL << a));
		if (best >= beta)
			return best;
	}
	if ((NEIGHBOUR[b] & opp) && (f = reversi_flips_empty(own, opp, b))) {
		int v = -solve_last(opp & ~f, own | f | (1ULL << b));
		if (v > best)
			best = v;
	}
	if (best > -65)
		return best;
	if (passed)
		return reversi_final_margin(own, opp);
	return -solve_two(ai, opp, own, -beta, -alpha, a, b, true);
}

/* Three empties: each move leaves the other two, in their order. */
static int solve_three(struct rvai *ai, uint64_t own, uint64_t opp, int alpha, int beta, int a, int b, int c,
		       bool passed)
{
	int best = -65;
	uint64_t f;
	ai->nodes++;
	if ((NEIGHBOUR[a] & opp) && (f = reversi_flips_empty(own, opp, a))) {
		best = -solve_two(ai, opp & ~f, own | f | (1ULL << a), -beta, -alpha, b, c, false);
		if (best >= beta)
			return best;
		alpha = best > alpha ? best : alpha;
	}
	if ((NEIGHBOUR[b] & opp) && (f = reversi_flips_empty(own, opp, b))) {
		int v = -solve_two(ai, opp & ~f, own | f | (1ULL << b), -beta, -alpha, a, c, false);
		if (v >= beta)
			return v;
		best = v > best ? v : best;
		alpha = v > alpha ? v : alpha;
	}
	if ((NEIGHBOUR[c] & opp) && (f = reversi_flips_empty(own, opp, c))) {
		int v = -solve_two(ai, opp & ~f, own | f | (1ULL << c), -beta, -alpha, a, b, false);
		best = v > best ? v : best;
	}
	if (best > -65)
		return best;
	if (passed)
		return reversi_final_margin(own, opp);
	return -solve_three(ai, opp, own, -beta, -alpha, a, b, c, true);
}

/* Four empties: each move leaves the other three, in their order. */
static int solve_four(struct rvai *ai, uint64_t own, uint64_t opp, int alpha, int beta, int a, int b, int c,
		      int d, bool passed)
{
	int best = -65, cap;
	uint64_t f;
	ai->nodes++;
	if (stability_cutoff(own, opp, alpha, &cap))
		return cap;
	if ((NEIGHBOUR[a] & opp) && (f = reversi_flips_empty(own, opp, a))) {
		best = -solve_three(ai, opp & ~f, own | f | (1ULL << a), -beta, -alpha, b, c, d, false);
		if (best >= beta)
			return best;
		alpha = best > alpha ? best : alpha;
	}
	if ((NEIGHBOUR[b] & opp) && (f = reversi_flips_empty(own, opp, b))) {
		int v = -solve_three(ai, opp & ~f, own | f | (1ULL << b), -beta, -alpha, a, c, d, false);
		if (v >= beta)
			return v;
		best = v > best ? v : best;
		alpha = v > alpha ? v : alpha;
	}
	if ((NEIGHBOUR[c] & opp) && (f = reversi_flips_empty(own, opp, c))) {
		int v = -solve_three(ai, opp & ~f, own | f | (1ULL << c), -beta, -alpha, a, b, d, false);
		if (v >= beta)
			return v;
		best = v > best ? v : best;
		alpha = v > alpha ? v : alpha;
	}
	if ((NEIGHBOUR[d] & opp) && (f = reversi_flips_empty(own, opp, d))) {
		int v = -solve_three(ai, opp & ~f, own | f | (1ULL << d), -beta, -alpha, a, b, c, false);
		best = v > best ? v : best;
	}
	if (best > -65)
		return best;
	if (passed)
		return reversi_final_margin(own, opp);
	return -solve_four(ai, opp, own, -beta, -alpha, a, b, c, d, true);
}

/* The empty squares in play order, one a byte (square k in byte k): a
 * move's rest is the list without byte k, made without a loop or a
 * branch (a copy with `if (j != k)` cost a mispredict a square). */
_Static_assert(SOLVE_SHALLOW <= 8, "the move-free search's list holds 8 squares");

static inline int list_square(uint64_t list, int k)
{
	return (int)(list >> (8 * k) & 255);
}

static inline uint64_t list_without(uint64_t list, int k)
{
	uint64_t below = (1ULL << (8 * k)) - 1;
	return (list & below) | (list >> 8 & ~below);
}

static int solve_small(struct rvai *ai, uint64_t own, uint64_t opp, int alpha, int beta, int n,
		       uint64_t list, bool passed)
{
	if (n == 4)
		return solve_four(ai, own, opp, alpha, beta, list_square(list, 0), list_square(list, 1),
				  list_square(list, 2), list_square(list, 3), passed);
	if (n == 1) {
		ai->nodes++;
		return solve_last(own, opp);
	}
	if (n == 2)
		return solve_two(ai, own, opp, alpha, beta, list_square(list, 0), list_square(list, 1), passed);
	if (n == 3)
		return solve_three(ai, own, opp, alpha, beta, list_square(list, 0), list_square(list, 1),
				   list_square(list, 2), passed);
	ai->nodes++;
	int best = -65, cap;
	if (n >= 4 && stability_cutoff(own, opp, alpha, &cap))
		return cap;
	for (int i = 0; i < n; i++) {
		int s = list_square(list, i);
		if (!(NEIGHBOUR[s] & opp))
			continue;
		uint64_t f = reversi_flips_empty(own, opp, s);
		if (!f)
			continue;
		int v = -solve_small(ai, opp & ~f, own | f | (1ULL << s), -beta, -alpha, n - 1,
				     list_without(list, i), false);
		if (v > best) {
			best = v;
			if (v > alpha) {
				alpha = v;
				if (alpha >= beta)
					return best;
			}
		}
	}
	if (best > -65)
		return best;
	if (passed)
		return reversi_final_margin(own, opp); /* neither side can move */
	return -solve_small(ai, opp, own, -beta, -alpha, n, list, true);
}

/* The quadrants holding an odd number of the (few) empty squares: one
 * parity flip per square is cheaper than four population counts. */
static uint64_t odd_quadrants(uint64_t empty)
{
	unsigned parity = 0;
	for (; empty; empty &= empty - 1) {
		int sq = __builtin_ctzll(empty);
		parity ^= 1u << ((sq >> 2 & 1) | (sq >> 4 & 2)); /* file >= e, rank >= 5 */
	}
	uint64_t odd = 0;
	for (int q = 0; q < 4; q++)
		if (parity >> q & 1)
			odd |= QUADRANT[q];
	return odd;
}

static int solve_shallow(struct rvai *ai, uint64_t own, uint64_t opp, int alpha, int beta, int empties,
			 bool passed)
{
	uint64_t empty = ~(own | opp), odd = odd_quadrants(empty), list = 0;
	int n = 0;
	(void)empties;
	for (uint64_t e = empty & odd; e; e &= e - 1)
		list |= (uint64_t)__builtin_ctzll(e) << (8 * n++);
	for (uint64_t e = empty & ~odd; e; e &= e - 1)
		list |= (uint64_t)__builtin_ctzll(e) << (8 * n++);
	return solve_small(ai, own, opp, alpha, beta, n, list, passed);
}

/* The exact value of (own, opp) within (alpha, beta), fail soft; `moves`
 * are own's legal moves, `passed` says the opponent just passed. */
static int solve_node(struct rvai *ai, uint64_t own, uint64_t opp, uint64_t moves, int alpha, int beta, int empties,
		      bool passed)
{
	if (empties <= SOLVE_SHALLOW)
		return solve_shallow(ai, own, opp, alpha, beta, empties, passed);
	ai->nodes++;
	if (rvai_should_stop(ai))
		return 0;
	if (!moves) {
		uint64_t theirs = passed ? 0 : reversi_moves(opp, own);
		if (!theirs)
			return reversi_final_margin(own, opp);
		return -solve_node(ai, opp, own, theirs, -beta, -alpha, empties, true);
	}
	int a0 = alpha, value, tt_move = REVERSI_PASS;
	if (stability_cutoff(own, opp, alpha, &value))
		return value;
	bool use_tt = empties >= SOLVE_TT_MIN;
	if (use_tt && rvai_tt_probe(ai, own, opp, RVAI_TT_EXACT + empties, &alpha, &beta, &value, &tt_move))
		return value;
	struct rvai_solve_list ml;
	/* Prefetch the children's buckets when the children will probe them. */
	rvai_order_solve(&ml, own, opp, moves, tt_move, empties - 1 >= SOLVE_TT_MIN ? ai : NULL);
	if (empties >= SOLVE_ETC_MIN) {
		/* Enhanced transposition cutoff: a child the table already
		 * proves bad enough for the opponent settles this node. */
		for (int i = 0; i < ml.n; i++) {
			uint64_t f = ml.flips[i];
			struct rvai_tt_data e;
			if (rvai_tt_find(ai, opp & ~f, own | f | (1ULL << ml.sq[i]), &e) &&
			    e.depth == RVAI_TT_EXACT + empties - 1 && e.bound != RVAI_BOUND_LOWER && -e.value >= beta)
				return -e.value;
		}
	}
	int best = -65, best_move = REVERSI_PASS;
	for (int i = 0; i < ml.n; i++) {
		rvai_order_pick(&ml, i);
		int sq = ml.sq[i];
		uint64_t f = ml.flips[i], r = ml.replies[i];
		uint64_t nown = own | f | (1ULL << sq), nopp = opp & ~f;
		int v;
		if (i == 0) {
			v = -solve_node(ai, nopp, nown, r, -beta, -alpha, empties - 1, false);
		} else {
			v = -solve_node(ai, nopp, nown, r, -alpha - 1, -alpha, empties - 1, false);
			if (v > alpha && v < beta)
				v = -solve_node(ai, nopp, nown, r, -beta, -v, empties - 1, false);
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
		if (i == 0 && rvai_split_wanted(ai, empties, alpha, beta, ml.n - 1)) {
			/* The eldest brother did not cut: the young ones may
			 * now be searched side by side. */
			int move;
			v = rvai_split_node(ai, own, opp, &ml, alpha, beta, empties, &move);
			if (ai->stopped)
				return 0;
			if (v > best) {
				best = v;
				best_move = move;
			}
			break;
		}
	}
	if (use_tt)
		rvai_tt_store(ai, own, opp, RVAI_TT_EXACT + empties, best, a0, beta, best_move);
	return best;
}

/* A child searched by a thread of the split (rvai_split.c): the move just
 * made was not a pass. */
static int split_child(struct rvai *ai, uint64_t own, uint64_t opp, uint64_t moves, int alpha, int beta, int empties)
{
	return solve_node(ai, own, opp, moves, alpha, beta, empties, false);
}

int rvai_solve(struct rvai *ai, const struct reversi_pos *pos, struct rvai_result *out)
{
	uint64_t own = pos->disc[pos->turn], opp = pos->disc[!pos->turn], moves;
	int empties = 64 - reversi_popcount(own | opp);
	ai->nodes = 0;
	ai->stopped = ai->cancelled = false;
	if (rvai_root_blocked(pos, out, &moves)) {
		/* A pass, or the end: the score is the opponent's, negated. */
		out->exact = true;
		if (!reversi_moves(opp, own))
			out->score = reversi_final_margin(own, opp);
		else
			out->score = -solve_node(ai, opp, own, reversi_moves(opp, own), -64, 64, empties, true);
		out->nodes = ai->nodes;
		out->stopped = ai->stopped;
		return 0;
	}
	/* MTD(f): null-window probes settle the exact score far cheaper than
	 * one full-window search.  Steps of one keep the probes, and so the
	 * move found, independent of the helpers. */
	struct rvai_split sp = { .search = split_child };
	struct rvai_move_list ml;
	rvai_order_moves(&ml, own, opp, moves, REVERSI_PASS, RVAI_W_SOLVE_MOBILITY);
	sp.own = own;
	sp.opp = opp;
	sp.empties = empties;
	sp.n = ml.n;
	for (int i = 0; i < ml.n; i++) {
		sp.sq[i] = ml.sq[i];
		sp.flips[i] = reversi_flips_empty(own, opp, ml.sq[i]);
	}
	int lo = -64, hi = 64, g = 0, best_move = REVERSI_PASS;
	while (lo < hi) {
		int beta = g <= lo ? lo + 1 : g > hi ? hi : g;
		int i = rvai_split_probe(ai, &sp, beta);
		if (ai->stopped)
			break;
		if (i >= 0) {
			lo = beta;
			best_move = sp.sq[i];
			g = beta + 1;
			/* The next probe tries this move first. */
			int8_t sq = sp.sq[i];
			uint64_t f = sp.flips[i];
			for (; i > 0; i--) {
				sp.sq[i] = sp.sq[i - 1];
				sp.flips[i] = sp.flips[i - 1];
			}
			sp.sq[0] = sq;
			sp.flips[0] = f;
		} else {
			hi = beta - 1;
			g = beta - 1;
		}
	}
	if (best_move == REVERSI_PASS)
		best_move = __builtin_ctzll(moves); /* every move loses by 64, or stopped early */
	out->move = best_move;
	out->score = lo;
	out->exact = !ai->stopped;
	out->nodes = ai->nodes;
	out->stopped = ai->stopped;
	return 0;
}

