/* Reversi search.  Positions are (own, opp) bitboard pairs from the side to
 * move's point of view, so every score is negated across a move (negamax).
 * Recursion is bounded: the midgame search by its depth (a pass keeps the
 * depth but two passes in a row end the game), the solver by the number of
 * empty squares, which every move lowers. */
#include "ai/rvai.h"
#include "ai/rvai_last_count.h"

#include <errno.h>
#include <stdatomic.h>
#include <string.h>

enum { BOUND_LOWER = 1, BOUND_UPPER = 2, BOUND_EXACT = 3 };

enum {
	MAX_MOVES = 64,
	/* How often (in nodes) the stop function is asked. */
	STOP_INTERVAL = 4096,
	/* Below this many empties the solver drops the table and the costly
	 * move ordering: plain alpha-beta is faster there. */
	SOLVE_SHALLOW = 5,
	/* From this many empties the solver tries an enhanced transposition
	 * cutoff (ETC) before searching. */
	SOLVE_ETC_MIN = 10,
	/* From this many empties the solver uses the transposition table. */
	SOLVE_TT_MIN = 7,
	/* Move ordering: an empty square next to our discs is a future reply
	 * for the opponent (potential mobility); tuned on endgame node counts. */
	W_POTENTIAL = 12,
	/* Solver ordering: weight of each opponent reply (corners count
	 * twice); high, since fastest-first ordering wins in the endgame. */
	W_SOLVE_MOBILITY = 32,
	/* Inner nodes this deep (in empties) may share their moves with idle
	 * threads; below, a subtree is too small to pay for the hand-over. */
	SPLIT_MIN_EMPTIES = 12,
	/* Inner splits open at once in one probe (a few per thread). */
	SPLIT_SLOTS = 16,
	/* Table generations (16 bits of an entry's data word). */
	TT_GENERATIONS = 1 << 16,
};

#define CORNERS 0x8100000000000081ULL
#define FILE_A 0x0101010101010101ULL

static const struct rvai_level_info LEVELS[RVAI_LEVELS] = {
	[RVAI_BEGINNER] = { "beginner", 1, 0, 60 },
	[RVAI_EASY] = { "easy", 2, 6, 20 },
	[RVAI_MEDIUM] = { "medium", 4, 10, 0 },
	[RVAI_HARD] = { "hard", 6, 14, 0 },
	[RVAI_EXPERT] = { "expert", 10, 18, 0 },
};

/* Static square values for move ordering: corners first, the squares that
 * give corners away (X and C squares) last. */
static const int8_t SQUARE_VALUE[64] = {
	100, -20, 10, 5, 5, 10, -20, 100,
	-20, -50, -2, -2, -2, -2, -50, -20,
	10, -2, 1, 0, 0, 1, -2, 10,
	5, -2, 0, 0, 0, 0, -2, 5,
	5, -2, 0, 0, 0, 0, -2, 5,
	10, -2, 1, 0, 0, 1, -2, 10,
	-20, -50, -2, -2, -2, -2, -50, -20,
	100, -20, 10, 5, 5, 10, -20, 100,
};

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

static inline int popc(uint64_t b)
{
	return reversi_popcount(b);
}

static uint64_t rng_next(uint64_t *s)
{
	/* splitmix64: tiny, seedable with any value, good enough for noise. */
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

size_t rvai_tt_bytes(size_t budget)
{
	size_t n = budget / sizeof(struct rvai_tt_entry);
	while (n & (n - 1))
		n &= n - 1;
	return n * sizeof(struct rvai_tt_entry);
}

int rvai_init(struct rvai *ai, void *mem, size_t bytes, uint64_t seed)
{
	size_t n = rvai_tt_bytes(bytes) / sizeof(struct rvai_tt_entry);
	memset(ai, 0, sizeof *ai);
	if (!mem || n == 0)
		return -EINVAL;
	ai->tt = mem;
	ai->tt_mask = n - 1;
	ai->rng = seed;
	ai->weights = &rvai_weights_learned;
	ai->gen = TT_GENERATIONS; /* the first rvai_clear wipes the memory */
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
	if (++ai->gen >= TT_GENERATIONS) {
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

/* ---- transposition table ---- */

/* Two-entry buckets: a position lives in either slot of its bucket, so a
 * deep result is not lost to the next shallow one that hashes there. */
static inline struct rvai_tt_entry *tt_bucket(const struct rvai *ai, uint64_t own, uint64_t opp)
{
	uint64_t h = own * 0x9e3779b97f4a7c15ULL ^ (opp + 0x632be59bd9b4e019ULL) * 0xd6e8feb86659fd93ULL;
	h ^= h >> 29;
	return &ai->tt[h & ai->tt_mask & ~(size_t)1];
}

/* A slot's words are read and written one by one with relaxed atomics:
 * other threads may write the slot meanwhile, and then the key check
 * fails (see struct rvai_tt_entry).  No ordering is needed. */
struct tt_data {
	int value, depth, bound, move;
};

static inline uint64_t tt_pack(int value, int depth, int bound, int move, unsigned gen)
{
	return (uint64_t)(uint16_t)value | (uint64_t)(uint8_t)depth << 16 | (uint64_t)(uint8_t)bound << 24
	       | (uint64_t)(uint8_t)move << 32 | (uint64_t)gen << 40;
}

static inline unsigned tt_gen(uint64_t d)
{
	return (unsigned)(d >> 40) & (TT_GENERATIONS - 1);
}

/* A slot's depth for replacement: one of another generation is empty. */
static inline int tt_slot_depth(uint64_t d, unsigned gen)
{
	return tt_gen(d) == gen ? (int8_t)(d >> 16) : 0;
}

static inline struct tt_data tt_unpack(uint64_t d)
{
	return (struct tt_data){ (int16_t)(d & 0xffff), (int8_t)(d >> 16), (int)(d >> 24 & 0xff), (int8_t)(d >> 32) };
}

static inline uint64_t tt_mix(uint64_t own)
{
	return own * 0xbf58476d1ce4e5b9ULL;
}

static inline uint64_t tt_load(const uint64_t *w)
{
	return __atomic_load_n(w, __ATOMIC_RELAXED);
}

/* True with *data set when slot e holds (own, opp).  Every stored result
 * has a nonzero bound, so an empty slot (all zero) never matches. */
static inline bool tt_read(const struct rvai_tt_entry *e, uint64_t own, uint64_t opp, unsigned gen,
			   uint64_t *data)
{
	uint64_t d = tt_load(&e->data);
	*data = d;
	return tt_gen(d) == gen && (tt_load(&e->check_own) ^ d) == own &&
	       (tt_load(&e->check_opp) ^ d ^ tt_mix(own)) == opp;
}

static inline void tt_write(struct rvai_tt_entry *e, uint64_t own, uint64_t opp, uint64_t d)
{
	__atomic_store_n(&e->data, d, __ATOMIC_RELAXED);
	__atomic_store_n(&e->check_own, own ^ d, __ATOMIC_RELAXED);
	__atomic_store_n(&e->check_opp, opp ^ d ^ tt_mix(own), __ATOMIC_RELAXED);
}

/* True with *found set when the table holds a result for (own, opp). */
static inline bool tt_find(const struct rvai *ai, uint64_t own, uint64_t opp, struct tt_data *found)
{
	const struct rvai_tt_entry *b = tt_bucket(ai, own, opp);
	uint64_t d;
	if (tt_read(&b[0], own, opp, ai->gen, &d) || tt_read(&b[1], own, opp, ai->gen, &d)) {
		*found = tt_unpack(d);
		return true;
	}
	return false;
}

static inline void tt_store(struct rvai *ai, uint64_t own, uint64_t opp, int depth, int value,
			    int alpha, int beta, int move)
{
	struct rvai_tt_entry *b = tt_bucket(ai, own, opp), *e;
	uint64_t d0, d1;
	unsigned gen = ai->gen;
	bool in0 = tt_read(&b[0], own, opp, gen, &d0), in1 = !in0 && tt_read(&b[1], own, opp, gen, &d1);
	if (in0 || in1) {
		e = in0 ? &b[0] : &b[1];
		if (tt_unpack(in0 ? d0 : d1).depth > depth)
			return; /* keep the deeper result of the same position */
	} else {
		/* Replace the shallower slot of the bucket. */
		e = tt_slot_depth(d0, gen) <= tt_slot_depth(d1, gen) ? &b[0] : &b[1];
	}
	int bound = value <= alpha ? BOUND_UPPER : value >= beta ? BOUND_LOWER : BOUND_EXACT;
	tt_write(e, own, opp, tt_pack(value, depth, bound, move, gen));
}

/* Looks up a stored result at least `depth` deep.  Returns true with *value
 * set when it settles the node; *move gets the stored best move either way. */
static inline bool tt_probe(const struct rvai *ai, uint64_t own, uint64_t opp, int depth,
			    int *alpha, int *beta, int *value, int *move)
{
	struct tt_data e;
	*move = REVERSI_PASS;
	if (!tt_find(ai, own, opp, &e))
		return false;
	*move = e.move;
	/* Midgame and solver values are in different units: never mix them. */
	if ((e.depth >= RVAI_TT_EXACT) != (depth >= RVAI_TT_EXACT) || e.depth < depth)
		return false;
	int v = e.value;
	if (e.bound == BOUND_EXACT) {
		*value = v;
		return true;
	}
	if (e.bound == BOUND_LOWER && v > *alpha)
		*alpha = v;
	if (e.bound == BOUND_UPPER && v < *beta)
		*beta = v;
	if (*alpha >= *beta) {
		*value = v;
		return true;
	}
	return false;
}

static bool chain_aborted(const struct rvai_node_split *q, const struct rvai_split *sp, int root_index);
static void split_cancel(struct rvai_split *sp);

static inline bool should_stop(struct rvai *ai)
{
	if (ai->stopped)
		return true;
	if ((ai->nodes % STOP_INTERVAL) == 0) {
		if (ai->stop && ai->stop(ai->stop_user)) {
			ai->stopped = ai->cancelled = true;
			if (ai->split)
				split_cancel(ai->split); /* the helpers stop too */
		} else if (ai->split && chain_aborted(ai->ctx, ai->split, ai->split_index)) {
			ai->stopped = true;
		}
	}
	return ai->stopped;
}

/* A finished game in the midgame search: the final margin (the winner
 * takes the empties), beyond any evaluation. */
static int final_midgame_score(uint64_t own, uint64_t opp)
{
	int d = reversi_final_margin(own, opp);
	return d > 0 ? RVAI_WIN + d : d < 0 ? -RVAI_WIN + d : 0;
}

/* ---- move lists ---- */


struct move_list {
	int n;
	int8_t sq[MAX_MOVES];
	int key[MAX_MOVES];
};

/* Orders moves best first by key (insertion sort: lists are short). */
static void sort_moves(struct move_list *ml)
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
static void order_moves(struct move_list *ml, uint64_t own, uint64_t opp, uint64_t moves, int tt_move,
			int w_mobility)
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
			key = -w_mobility * (popc(replies) + popc(replies & CORNERS)) + SQUARE_VALUE[sq] / 4
			      - W_POTENTIAL * popc(rvai_neighbours(nown) & ~(nown | nopp));
		}
		ml->sq[ml->n] = (int8_t)sq;
		ml->key[ml->n] = key;
		ml->n++;
	}
	sort_moves(ml);
}

/* ---- midgame search ---- */

static int search(struct rvai *ai, uint64_t own, uint64_t opp, int depth, int alpha, int beta, bool passed)
{
	ai->nodes++;
	if (should_stop(ai))
		return 0;
	if (depth <= 0)
		return rvai_eval_with(ai->weights, own, opp);
	uint64_t moves = reversi_moves(own, opp);
	if (!moves) {
		if (passed || !reversi_moves(opp, own))
			return final_midgame_score(own, opp);
		return -search(ai, opp, own, depth, -beta, -alpha, true);
	}
	int a0 = alpha, value, tt_move;
	if (tt_probe(ai, own, opp, depth, &alpha, &beta, &value, &tt_move))
		return value;
	struct move_list ml;
	order_moves(&ml, own, opp, moves, tt_move, depth >= 3 ? 16 : 4);
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
	tt_store(ai, own, opp, depth, best, a0, beta, best_move);
	return best;
}

/* ---- exact endgame solver (scores are final disc differences) ---- */

/* The solver's move list keeps each move's flips, so ordering and search
 * compute them once. */
struct solve_list {
	int n;
	int8_t sq[MAX_MOVES];
	int key[MAX_MOVES];
	uint64_t flips[MAX_MOVES];
	uint64_t replies[MAX_MOVES]; /* the opponent's moves after it */
};

/* Fastest first: the table's move, then moves that leave the opponent few
 * replies (corners count twice) and few empty squares next to our discs,
 * then by square value. */
static void order_solve(struct solve_list *ml, uint64_t own, uint64_t opp, uint64_t moves, int tt_move)
{
	ml->n = 0;
	for (; moves; moves &= moves - 1) {
		int sq = __builtin_ctzll(moves);
		uint64_t f = reversi_flips_empty(own, opp, sq);
		uint64_t nown = own | f | (1ULL << sq), nopp = opp & ~f;
		uint64_t replies = reversi_moves(nopp, nown);
		int key;
		if (sq == tt_move)
			key = 1 << 24;
		else
			key = -W_SOLVE_MOBILITY * (popc(replies) + popc(replies & CORNERS)) + SQUARE_VALUE[sq] / 4
			      - W_POTENTIAL * popc(rvai_neighbours(nown) & ~(nown | nopp));
		ml->sq[ml->n] = (int8_t)sq;
		ml->key[ml->n] = key;
		ml->flips[ml->n] = f;
		ml->replies[ml->n] = replies;
		ml->n++;
	}
}

/* Moves the best remaining move to slot i.  Picked one at a time, since
 * most nodes cut on their first move and never need the rest sorted. */
static void pick_best(struct solve_list *ml, int i)
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

/* Stability cutoff: the opponent's stable discs are lost to us for good,
 * so 64 - 2 * stable caps our score.  Returns true with *cap set when the
 * cap is at most alpha.  The disc count alone is a looser cap that costs
 * nothing, so the stable discs are only counted when that one allows. */
static inline bool stability_cutoff(uint64_t own, uint64_t opp, int alpha, int *cap)
{
	if (alpha < 64 - 2 * popc(opp))
		return false;
	*cap = 64 - 2 * popc(rvai_stable_discs(opp, own));
	return *cap <= alpha;
}

/* A game over with both sides blocked: the World Othello Federation's
 * score, the empty squares going to the winner (reversi.h). */
static inline int final_diff(uint64_t own, uint64_t opp)
{
	return reversi_final_margin(own, opp);
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
	int d = 2 * popc(own) - 63;
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
		return final_diff(own, opp);
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
		return final_diff(own, opp);
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
		return final_diff(own, opp);
	return -solve_four(ai, opp, own, -beta, -alpha, a, b, c, d, true);
}

static int solve_small(struct rvai *ai, uint64_t own, uint64_t opp, int alpha, int beta, int n,
		       const int8_t *sq, bool passed)
{
	if (n == 4)
		return solve_four(ai, own, opp, alpha, beta, sq[0], sq[1], sq[2], sq[3], passed);
	if (n == 1) {
		ai->nodes++;
		return solve_last(own, opp);
	}
	if (n == 2)
		return solve_two(ai, own, opp, alpha, beta, sq[0], sq[1], passed);
	if (n == 3)
		return solve_three(ai, own, opp, alpha, beta, sq[0], sq[1], sq[2], passed);
	ai->nodes++;
	int best = -65, cap;
	if (n >= 4 && stability_cutoff(own, opp, alpha, &cap))
		return cap;
	int8_t rest[SOLVE_SHALLOW];
	for (int i = 0; i < n; i++) {
		int s = sq[i];
		if (!(NEIGHBOUR[s] & opp))
			continue;
		uint64_t f = reversi_flips_empty(own, opp, s);
		if (!f)
			continue;
		for (int j = 0, k = 0; j < n; j++)
			if (j != i)
				rest[k++] = sq[j];
		int v = -solve_small(ai, opp & ~f, own | f | (1ULL << s), -beta, -alpha, n - 1, rest, false);
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
		return final_diff(own, opp); /* neither side can move */
	return -solve_small(ai, opp, own, -beta, -alpha, n, sq, true);
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
	uint64_t empty = ~(own | opp), odd = odd_quadrants(empty);
	int8_t sq[SOLVE_SHALLOW];
	int n = 0;
	(void)empties;
	for (uint64_t e = empty & odd; e; e &= e - 1)
		sq[n++] = (int8_t)__builtin_ctzll(e);
	for (uint64_t e = empty & ~odd; e; e &= e - 1)
		sq[n++] = (int8_t)__builtin_ctzll(e);
	return solve_small(ai, own, opp, alpha, beta, n, sq, passed);
}

static bool split_wanted(const struct rvai *ai, int empties, int alpha, int beta, int moves_left);
static int node_split(struct rvai *ai, uint64_t own, uint64_t opp, struct solve_list *ml, int alpha, int beta,
		      int empties, int *move);

/* `moves` are own's legal moves (the caller has them from its ordering). */
static int solve_deep(struct rvai *ai, uint64_t own, uint64_t opp, uint64_t moves, int alpha, int beta,
		      int empties, bool passed)
{
	if (empties <= SOLVE_SHALLOW)
		return solve_shallow(ai, own, opp, alpha, beta, empties, passed);
	ai->nodes++;
	if (should_stop(ai))
		return 0;
	if (!moves) {
		uint64_t theirs = passed ? 0 : reversi_moves(opp, own);
		if (!theirs)
			return final_diff(own, opp);
		return -solve_deep(ai, opp, own, theirs, -beta, -alpha, empties, true);
	}
	int a0 = alpha, value, tt_move = REVERSI_PASS;
	if (stability_cutoff(own, opp, alpha, &value))
		return value;
	bool use_tt = empties >= SOLVE_TT_MIN;
	if (use_tt && tt_probe(ai, own, opp, RVAI_TT_EXACT + empties, &alpha, &beta, &value, &tt_move))
		return value;
	struct solve_list ml;
	order_solve(&ml, own, opp, moves, tt_move);
	if (empties >= SOLVE_ETC_MIN) {
		/* Enhanced transposition cutoff: a child the table already
		 * proves bad enough for the opponent settles this node. */
		for (int i = 0; i < ml.n; i++) {
			uint64_t f = ml.flips[i];
			struct tt_data e;
			if (tt_find(ai, opp & ~f, own | f | (1ULL << ml.sq[i]), &e) &&
			    e.depth == RVAI_TT_EXACT + empties - 1 && e.bound != BOUND_LOWER && -e.value >= beta)
				return -e.value;
		}
	}
	int best = -65, best_move = REVERSI_PASS;
	for (int i = 0; i < ml.n; i++) {
		pick_best(&ml, i);
		int sq = ml.sq[i];
		uint64_t f = ml.flips[i], r = ml.replies[i];
		uint64_t nown = own | f | (1ULL << sq), nopp = opp & ~f;
		int v;
		if (i == 0) {
			v = -solve_deep(ai, nopp, nown, r, -beta, -alpha, empties - 1, false);
		} else {
			v = -solve_deep(ai, nopp, nown, r, -alpha - 1, -alpha, empties - 1, false);
			if (v > alpha && v < beta)
				v = -solve_deep(ai, nopp, nown, r, -beta, -v, empties - 1, false);
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
		if (i == 0 && split_wanted(ai, empties, alpha, beta, ml.n - 1)) {
			/* The eldest brother did not cut: the young ones may
			 * now be searched side by side. */
			int move;
			v = node_split(ai, own, opp, &ml, alpha, beta, empties, &move);
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
		tt_store(ai, own, opp, RVAI_TT_EXACT + empties, best, a0, beta, best_move);
	return best;
}

/* ---- roots ---- */

static void result_init(struct rvai_result *out)
{
	memset(out, 0, sizeof *out);
	out->move = REVERSI_PASS;
}

/* Handles positions where the side to move has no move.  Returns true when
 * *out is final. */
static bool root_blocked(const struct reversi_pos *pos, struct rvai_result *out, uint64_t *moves)
{
	uint64_t own = pos->disc[pos->turn], opp = pos->disc[!pos->turn];
	result_init(out);
	*moves = reversi_moves(own, opp);
	return *moves == 0;
}

/* The exact solver's root works in null-window probes (MTD(f)): "does some
 * move reach beta?", for beta stepping towards the score.  A probe's first
 * move is searched before any other (young brothers wait, here as below);
 * then its other moves are claimed one at a time by the searcher and its
 * helpers, if any.  A thread with no root move to claim helps inside a
 * move being searched (struct rvai_node_split). */
struct rvai_split {
	uint64_t own, opp;
	int empties;
	int beta;
	int n;
	int8_t sq[MAX_MOVES];
	uint64_t flips[MAX_MOVES];
	atomic_int next;        /* the next move to claim */
	atomic_int cut;         /* the lowest index found to reach beta; n if none yet */
	atomic_bool cancelled;  /* the searcher's stop function said stop */
	atomic_ullong nodes;    /* the helpers' nodes in this probe */
	unsigned gen;           /* the searcher's table generation */
	atomic_int running;     /* root moves being searched */
	atomic_bool first_done; /* the first move is searched: the others may start */
	atomic_int idle;        /* threads looking for work: inner nodes split for them */
	atomic_flag lock;       /* guards open[] and the joining of an inner split */
	void (*pause)(void);    /* how a waiting thread gives way (the helpers' hook) */
	struct rvai_node_split *open[SPLIT_SLOTS];
};

/* An inner node's moves after its first, shared out: each thread claims
 * the next until none is left or one reaches beta (then the rest are not
 * needed: the node fails high whichever move proves it).  It lives in its
 * owner's frame, which waits for every thread that joined it. */
struct rvai_node_split {
	uint64_t own, opp;
	int empties, alpha, beta, n;
	int8_t sq[MAX_MOVES];
	uint64_t flips[MAX_MOVES], replies[MAX_MOVES];
	struct rvai_node_split *parent; /* the split its owner worked under; NULL: straight under the root */
	int root_index;                 /* the root move it lies under */
	atomic_int next;                /* the next move to claim */
	atomic_int best;                /* (value + 128) << 8 | square of the best move so far */
	atomic_bool abort;              /* a move reached beta */
	atomic_int workers;             /* threads other than the owner working on it */
};

/* Moves after the lowest one known to reach beta are not needed: the
 * answer is the first such move in list order, whoever finds it first, so
 * the result does not depend on the number of threads or their timing. */
static bool split_abandoned(const struct rvai_split *sp, int index)
{
	return atomic_load_explicit(&sp->cancelled, memory_order_relaxed) ||
	       atomic_load_explicit(&sp->cut, memory_order_relaxed) < index;
}

static void split_cancel(struct rvai_split *sp)
{
	atomic_store(&sp->cancelled, true);
}

/* True when the work under inner split q (or straight under root move
 * root_index) is no longer needed: a split above it failed high, or the
 * root move was dropped. */
static bool chain_aborted(const struct rvai_node_split *q, const struct rvai_split *sp, int root_index)
{
	for (; q; q = q->parent)
		if (atomic_load_explicit(&q->abort, memory_order_relaxed))
			return true;
	return split_abandoned(sp, root_index);
}

/* A thread with nothing to do gives way to the others.  Alone, a solver
 * never waits (no split is made without an idle thread). */
static void split_pause(const struct rvai_split *sp)
{
	if (sp->pause)
		sp->pause();
}

static void split_lock(struct rvai_split *sp)
{
	while (atomic_flag_test_and_set_explicit(&sp->lock, memory_order_acquire))
		split_pause(sp);
}

static void split_unlock(struct rvai_split *sp)
{
	atomic_flag_clear_explicit(&sp->lock, memory_order_release);
}

/* ---- young brothers wait: an inner node's moves shared out ---- */

/* Share a null-window node's remaining moves only when a thread is idle
 * and the subtrees are worth handing over. */
static bool split_wanted(const struct rvai *ai, int empties, int alpha, int beta, int moves_left)
{
	return ai->split && empties >= SPLIT_MIN_EMPTIES && moves_left >= 2 && beta == alpha + 1 &&
	       atomic_load_explicit(&ai->split->idle, memory_order_relaxed) > 0;
}

static void split_best(struct rvai_node_split *ns, int v, int sq)
{
	int packed = (v + 128) << 8 | sq, old = atomic_load(&ns->best);
	while (packed > old && !atomic_compare_exchange_weak(&ns->best, &old, packed))
		;
}

/* Claims and searches moves of ns until none is left, one reaches beta, or
 * this search is stopped (ai->stopped: the caller sorts out why). */
static void node_split_work(struct rvai *ai, struct rvai_node_split *ns)
{
	for (;;) {
		int i = atomic_fetch_add(&ns->next, 1);
		if (i >= ns->n || atomic_load_explicit(&ns->abort, memory_order_relaxed))
			return;
		uint64_t f = ns->flips[i];
		uint64_t nown = ns->own | f | (1ULL << ns->sq[i]), nopp = ns->opp & ~f;
		int v = -solve_deep(ai, nopp, nown, ns->replies[i], -ns->beta, -ns->alpha, ns->empties - 1, false);
		if (ai->stopped)
			return;
		split_best(ns, v, ns->sq[i]);
		if (v >= ns->beta) {
			atomic_store(&ns->abort, true);
			return;
		}
	}
}

static bool descends(const struct rvai_node_split *q, const struct rvai_node_split *from)
{
	for (; q; q = q->parent)
		if (q == from)
			return true;
	return false;
}

/* Joins the open inner split with the most empties (one under `within`
 * only, if given: an owner waiting for its helpers helps them and nobody
 * else, so that it is free when they are done).  False if there is none.
 * The caller is counted idle in sp->idle; not while it works here. */
static bool join_split(struct rvai *ai, struct rvai_split *sp, const struct rvai_node_split *within)
{
	struct rvai_node_split *q = NULL;
	split_lock(sp);
	for (int s = 0; s < SPLIT_SLOTS; s++) {
		struct rvai_node_split *c = sp->open[s];
		if (c && atomic_load(&c->next) < c->n && !atomic_load(&c->abort) && (!within || descends(c, within)) &&
		    (!q || c->empties > q->empties))
			q = c;
	}
	if (q) {
		atomic_fetch_add(&q->workers, 1); /* under the lock: its owner waits for us */
		atomic_fetch_sub(&sp->idle, 1);
	}
	split_unlock(sp);
	if (!q)
		return false;
	struct rvai_node_split *outer = ai->ctx;
	int outer_index = ai->split_index;
	bool was_stopped = ai->stopped;
	ai->ctx = q;
	ai->split_index = q->root_index;
	ai->joins++;
	node_split_work(ai, q);
	ai->ctx = outer;
	ai->split_index = outer_index;
	ai->stopped = was_stopped; /* a stop in q concerned q's moves only */
	atomic_fetch_add(&sp->idle, 1);
	atomic_fetch_sub_explicit(&q->workers, 1, memory_order_release);
	return true;
}

static bool split_publish(struct rvai_split *sp, struct rvai_node_split *ns)
{
	bool done = false;
	split_lock(sp);
	for (int s = 0; s < SPLIT_SLOTS && !done; s++)
		if (!sp->open[s]) {
			sp->open[s] = ns;
			done = true;
		}
	split_unlock(sp);
	return done;
}

static void split_unpublish(struct rvai_split *sp, struct rvai_node_split *ns)
{
	split_lock(sp);
	for (int s = 0; s < SPLIT_SLOTS; s++)
		if (sp->open[s] == ns)
			sp->open[s] = NULL;
	split_unlock(sp);
}

/* Asks the stop function (if this searcher has one) while it waits for
 * other threads, so that a cancel is seen then too; true once stopped. */
static bool poll_stop_waiting(struct rvai *ai)
{
	if (!ai->cancelled && ai->stop && ai->stop(ai->stop_user)) {
		ai->stopped = ai->cancelled = true;
		split_cancel(ai->split);
	}
	return ai->cancelled;
}

/* Searches moves 1.. of ml (ordered here) with any idle threads: returns
 * the best value among them, with its move in *move.  Returns only once
 * every thread that joined has left. */
static int node_split(struct rvai *ai, uint64_t own, uint64_t opp, struct solve_list *ml, int alpha, int beta,
		      int empties, int *move)
{
	struct rvai_split *sp = ai->split;
	struct rvai_node_split ns = { .own = own, .opp = opp, .empties = empties, .alpha = alpha, .beta = beta,
				      .n = ml->n - 1, .parent = ai->ctx, .root_index = ai->split_index };
	for (int i = 1; i < ml->n; i++) {
		pick_best(ml, i);
		ns.sq[i - 1] = ml->sq[i];
		ns.flips[i - 1] = ml->flips[i];
		ns.replies[i - 1] = ml->replies[i];
	}
	atomic_init(&ns.next, 0);
	atomic_init(&ns.best, (-65 + 128) << 8 | ml->sq[1]);
	atomic_init(&ns.abort, false);
	atomic_init(&ns.workers, 0);
	bool shared = split_publish(sp, &ns); /* no slot: searched alone */
	ai->ctx = &ns;
	node_split_work(ai, &ns);
	if (shared) {
		split_unpublish(sp, &ns);
		bool was_stopped = ai->stopped;
		atomic_fetch_add(&sp->idle, 1);
		while (atomic_load_explicit(&ns.workers, memory_order_acquire) > 0)
			if (poll_stop_waiting(ai) || was_stopped || !join_split(ai, sp, &ns))
				split_pause(sp);
		atomic_fetch_sub(&sp->idle, 1);
	}
	ai->ctx = ns.parent;
	/* Stopped: by the stop function, or because work above no longer
	 * matters; a stop that concerned ns's own moves (one reached beta)
	 * leaves its result valid. */
	ai->stopped = ai->cancelled || chain_aborted(ns.parent, sp, ns.root_index);
	int best = atomic_load(&ns.best);
	*move = best & 0xff;
	return (best >> 8) - 128;
}

/* ---- the root ---- */

/* The value of root move i: a bound, beta or more when it reaches beta. */
static int split_search(struct rvai *ai, const struct rvai_split *sp, int i)
{
	uint64_t f = sp->flips[i];
	uint64_t nown = sp->own | f | (1ULL << sp->sq[i]), nopp = sp->opp & ~f;
	if (sp->empties == 1)
		return final_diff(nown, nopp);
	return -solve_deep(ai, nopp, nown, reversi_moves(nopp, nown), -sp->beta, 1 - sp->beta, sp->empties - 1,
			   false);
}

static void split_lower_cut(struct rvai_split *sp, int index)
{
	int cut = atomic_load(&sp->cut);
	while (index < cut && !atomic_compare_exchange_weak(&sp->cut, &cut, index))
		;
}

/* The next root move to search, counted as running; -1 if none may start
 * now (the rest are taken or dropped, or the first is still searched). */
static int root_claim(struct rvai_split *sp)
{
	int i = atomic_load(&sp->next);
	for (;;) {
		if (i >= sp->n || split_abandoned(sp, i) || (i > 0 && !atomic_load(&sp->first_done)))
			return -1;
		atomic_fetch_add(&sp->running, 1);
		if (atomic_compare_exchange_weak(&sp->next, &i, i + 1))
			return i;
		atomic_fetch_sub(&sp->running, 1);
	}
}

static bool root_finished(struct rvai_split *sp)
{
	int i = atomic_load(&sp->next);
	return (i >= sp->n || split_abandoned(sp, i)) && atomic_load(&sp->running) == 0;
}

static void split_claim_loop(struct rvai *ai, struct rvai_split *sp)
{
	bool idle = false; /* counted in sp->idle: inner nodes split for us */
	ai->split = sp;
	ai->ctx = NULL;
	for (;;) {
		int i = root_claim(sp);
		if (i >= 0 && idle) {
			atomic_fetch_sub(&sp->idle, 1);
			idle = false;
		}
		if (i >= 0) {
			ai->split_index = i;
			int v = split_search(ai, sp, i);
			bool dropped = ai->stopped && !ai->cancelled; /* a lower move reached beta */
			if (!ai->stopped && v >= sp->beta)
				split_lower_cut(sp, i);
			if (i == 0)
				atomic_store(&sp->first_done, true);
			atomic_fetch_sub(&sp->running, 1);
			if (ai->cancelled) {
				split_cancel(sp);
				break;
			}
			if (dropped)
				ai->stopped = false;
			continue;
		}
		if (root_finished(sp))
			break;
		/* Nothing to claim at the root: help inside a root move. */
		if (!idle) {
			atomic_fetch_add(&sp->idle, 1);
			idle = true;
		}
		if (poll_stop_waiting(ai) || !join_split(ai, sp, NULL))
			split_pause(sp);
	}
	if (idle)
		atomic_fetch_sub(&sp->idle, 1);
	ai->split = NULL;
}

void rvai_split_work(struct rvai *helper, struct rvai_split *split)
{
	uint64_t before = helper->nodes;
	helper->gen = split->gen;
	split_claim_loop(helper, split);
	atomic_fetch_add(&split->nodes, helper->nodes - before);
}

void rvai_set_helpers(struct rvai *ai, const struct rvai_helpers *helpers)
{
	ai->helpers = helpers;
}

void rvai_init_helper(struct rvai *helper, const struct rvai *ai)
{
	memset(helper, 0, sizeof *helper);
	helper->tt = ai->tt;
	helper->tt_mask = ai->tt_mask;
	helper->weights = ai->weights;
}

/* Does a root move reach beta?  Returns the index of the first one that
 * does, or -1 (also when stopped). */
static int probe_root(struct rvai *ai, struct rvai_split *sp, int beta)
{
	sp->beta = beta;
	sp->gen = ai->gen;
	atomic_store(&sp->next, 0);
	atomic_store(&sp->cut, sp->n);
	atomic_store(&sp->cancelled, false);
	atomic_store(&sp->nodes, 0);
	atomic_store(&sp->running, 0);
	atomic_store(&sp->first_done, false);
	atomic_store(&sp->idle, 0);
	atomic_flag_clear(&sp->lock);
	memset(sp->open, 0, sizeof sp->open);
	sp->pause = ai->helpers ? ai->helpers->pause : NULL;
	bool team = ai->helpers && sp->n > 1;
	if (team)
		ai->helpers->start(ai->helpers->user, sp);
	split_claim_loop(ai, sp);
	if (team)
		ai->helpers->wait(ai->helpers->user);
	ai->nodes += atomic_load(&sp->nodes);
	if (ai->stopped)
		return -1;
	int cut = atomic_load(&sp->cut);
	return cut < sp->n ? cut : -1;
}

int rvai_solve(struct rvai *ai, const struct reversi_pos *pos, struct rvai_result *out)
{
	uint64_t own = pos->disc[pos->turn], opp = pos->disc[!pos->turn], moves;
	int empties = 64 - popc(own | opp);
	ai->nodes = 0;
	ai->stopped = ai->cancelled = false;
	if (root_blocked(pos, out, &moves)) {
		/* A pass, or the end: the score is the opponent's, negated. */
		out->exact = true;
		if (!reversi_moves(opp, own))
			out->score = final_diff(own, opp);
		else
			out->score = -solve_deep(ai, opp, own, reversi_moves(opp, own), -64, 64, empties, true);
		out->nodes = ai->nodes;
		out->stopped = ai->stopped;
		return 0;
	}
	/* MTD(f): null-window probes settle the exact score far cheaper than
	 * one full-window search.  Steps of one keep the probes, and so the
	 * move found, independent of the helpers. */
	struct rvai_split sp;
	struct move_list ml;
	order_moves(&ml, own, opp, moves, REVERSI_PASS, W_SOLVE_MOBILITY);
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
		int i = probe_root(ai, &sp, beta);
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

/* Iterative deepening to `depth`; `noise` adds +-noise random units to each
 * root move's score (the weak levels). */
static int midgame_root(struct rvai *ai, const struct reversi_pos *pos, int depth, int noise,
			struct rvai_result *out)
{
	uint64_t own = pos->disc[pos->turn], opp = pos->disc[!pos->turn], moves;
	ai->nodes = 0;
	ai->stopped = ai->cancelled = false;
	if (root_blocked(pos, out, &moves)) {
		out->score = reversi_moves(opp, own) ? -rvai_eval_with(ai->weights, opp, own) : final_midgame_score(own, opp);
		return 0;
	}
	struct move_list ml;
	order_moves(&ml, own, opp, moves, REVERSI_PASS, 16);
	int jitter[MAX_MOVES] = { 0 };
	for (int i = 0; i < ml.n && noise > 0; i++)
		jitter[ml.sq[i]] = (int)(rng_next(&ai->rng) % (uint64_t)(2 * noise + 1)) - noise;
	out->move = ml.sq[0];
	for (int d = 1; d <= depth; d++) {
		int alpha = -2 * RVAI_WIN, best = -2 * RVAI_WIN, best_move = ml.sq[0];
		int scores[MAX_MOVES];
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
		sort_moves(&ml);
	}
	out->nodes = ai->nodes;
	out->stopped = ai->stopped;
	return 0;
}

int rvai_search(struct rvai *ai, const struct reversi_pos *pos, int depth, struct rvai_result *out)
{
	if (depth < 1 || depth > 60)
		return -EINVAL;
	return midgame_root(ai, pos, depth, 0, out);
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
	int empties = 64 - popc(pos->disc[0] | pos->disc[1]);
	if (empties <= li->exact_empties)
		return rvai_solve(ai, pos, out);
	return midgame_root(ai, pos, li->depth, li->noise, out);
}
