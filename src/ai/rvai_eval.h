/* The Reversi evaluation: per game stage (by empty squares), a linear model
 * of the final disc difference over a few features - mobility, corners, X
 * and C squares next to empty corners, frontier discs, stable discs,
 * parity, discs - and the pattern on each of the four edges.  Two sets of
 * weights: the hand-tuned ones of the first version (features only) and the
 * learned ones (rvai_weights.c, written by tools/learn/learn_reversi.c from
 * self-play games).  Units are tenths of a disc.  No allocation, no I/O. */
#ifndef TESSERA_AI_RVAI_EVAL_H
#define TESSERA_AI_RVAI_EVAL_H

#include <stdint.h>

enum rvai_feature {
	RVAI_F_BIAS,      /* 1: what being the side to move is worth */
	RVAI_F_MOBILITY,  /* legal moves, own - opponent's */
	RVAI_F_CORNERS,
	RVAI_F_XSQUARES,  /* b2-like squares next to an empty corner */
	RVAI_F_CSQUARES,  /* edge squares next to an empty corner */
	RVAI_F_FRONTIER,  /* discs touching an empty square */
	RVAI_F_STABLE,    /* discs that can never flip (rvai_stable_discs) */
	RVAI_F_PARITY,    /* 1 when the number of empties is odd */
	RVAI_F_DISCS,
	RVAI_FEATURES
};

enum {
	RVAI_STAGES = 4,          /* empties 0-14, 15-29, 30-44, 45-60 */
	RVAI_STAGE_EMPTIES = 15,
	RVAI_EDGES = 4,
	RVAI_EDGE_CONFIGS = 6561, /* 3^8: empty, own or opponent on each square */
};

struct rvai_weights {
	int16_t feature[RVAI_STAGES][RVAI_FEATURES];
	/* NULL, or per stage the value of each edge configuration
	 * (rvai_edge_indexes); the same whichever end it is read from. */
	const int16_t (*edge)[RVAI_EDGE_CONFIGS];
};

extern const struct rvai_weights rvai_weights_hand;
extern const struct rvai_weights rvai_weights_learned;

static inline int rvai_stage(int empties)
{
	int s = empties / RVAI_STAGE_EMPTIES;
	return s < RVAI_STAGES ? s : RVAI_STAGES - 1;
}

/* Squares next to any square of b. */
static inline uint64_t rvai_neighbours(uint64_t b)
{
	const uint64_t not_a = ~0x0101010101010101ULL, not_h = ~0x8080808080808080ULL;
	uint64_t h = ((b << 1) & not_a) | ((b >> 1) & not_h);
	uint64_t hb = b | h;
	return h | (hb << 8) | (hb >> 8);
}

/* A file of b as a byte, rank 1 in bit 0: the multiply gathers one bit
 * per rank into the top byte without carries. */
static inline unsigned rvai_file_byte(uint64_t b, int file)
{
	return (unsigned)((((b >> file) & 0x0101010101010101ULL) * 0x0102040810204080ULL) >> 56);
}

/* The features of own to move against opp. */
void rvai_eval_features(uint64_t own, uint64_t opp, int x[RVAI_FEATURES]);
/* The configuration of each edge - rank 1, rank 8 (each from the a file),
 * file a, file h (each from rank 1) - as sum of 3^i * (0 empty, 1 own,
 * 2 opponent) over its squares i = 0..7. */
void rvai_edge_indexes(uint64_t own, uint64_t opp, int idx[RVAI_EDGES]);
/* The same edge read from its other end. */
int rvai_edge_reverse(int idx);
/* The evaluation with weights w, clamped to +-RVAI_EVAL_LIMIT. */
int rvai_eval_with(const struct rvai_weights *w, uint64_t own, uint64_t opp);

#endif
