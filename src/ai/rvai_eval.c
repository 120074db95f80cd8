/* The Reversi evaluation (rvai_eval.h): features, edge patterns, and the
 * hand-tuned weights the learned ones are measured against. */
#include "ai/rvai_eval.h"

#include "ai/rvai.h"
#include "core/reversi/reversi.h"

#define CORNERS 0x8100000000000081ULL
#define FILE_A 0x0101010101010101ULL
#define FILE_H 0x8080808080808080ULL
#define RANK_1 0x00000000000000ffULL
#define RANK_8 0xff00000000000000ULL
#define BORDER (FILE_A | FILE_H | RANK_1 | RANK_8)
#define NOT_A (~FILE_A)
#define NOT_H (~FILE_H)

static inline int popc(uint64_t b)
{
	return reversi_popcount(b);
}

/* The first version's weights, tuned by hand: mobility and corners rule the
 * midgame; stable discs and, in the last 14 empties, the disc count take
 * over near the end. */
#define HAND_STAGE(discs) { 0, 12, 40, -22, -8, -4, 16, 6, discs }
const struct rvai_weights rvai_weights_hand = {
	.feature = { HAND_STAGE(6), HAND_STAGE(0), HAND_STAGE(0), HAND_STAGE(0) },
	.edge = 0, /* no patterns */
};

/* Squares whose line along one axis is completely filled.  A disc on a full
 * line cannot be flipped along that axis.  Branch-free: a row is full when
 * the AND of its 8 bits (three halving steps) is set; a diagonal is full
 * when both of its rays are, each found by doubling (steps of 1, 2, 4
 * squares; a square whose step leaves the board counts as full there). */
static inline void full_lines(uint64_t filled, uint64_t *fh, uint64_t *fv, uint64_t *fd9, uint64_t *fd7)
{
	uint64_t r = filled & (filled >> 4);
	r &= r >> 2;
	r &= r >> 1;
	*fh = (r & FILE_A) * 0xff;
	uint64_t c = filled & (filled >> 32);
	c &= c >> 16;
	c &= c >> 8;
	*fv = (c & 0xff) * FILE_A;
	/* Steps of 1, 2 and 4 squares, written out with constant shifts (a
	 * loop over tables of masks cost twice the instructions in the
	 * solver's stability cutoff).  Each mask is the files and ranks
	 * within the step of the edges the ray leaves by: there the ray is
	 * full by definition. */
	uint64_t ne = filled, sw = filled, nw = filled, se = filled;
	ne &= (ne >> 9) | 0xff80808080808080ULL;
	sw &= (sw << 9) | 0x01010101010101ffULL;
	nw &= (nw >> 7) | 0xff01010101010101ULL;
	se &= (se << 7) | 0x80808080808080ffULL;
	ne &= (ne >> 18) | 0xffffc0c0c0c0c0c0ULL;
	sw &= (sw << 18) | 0x030303030303ffffULL;
	nw &= (nw >> 14) | 0xffff030303030303ULL;
	se &= (se << 14) | 0xc0c0c0c0c0c0ffffULL;
	ne &= (ne >> 36) | 0xfffffffff0f0f0f0ULL;
	sw &= (sw << 36) | 0x0f0f0f0fffffffffULL;
	nw &= (nw >> 28) | 0xffffffff0f0f0f0fULL;
	se &= (se << 28) | 0xf0f0f0f0ffffffffULL;
	*fd9 = ne & sw;
	*fd7 = nw & se;
}

/* Discs of `own` that can never flip: on every axis the line is full, or a
 * neighbour is the border or a stable own disc.  Grown from the corners. */
static uint64_t stable_discs(uint64_t own, uint64_t fh, uint64_t fv, uint64_t fd9, uint64_t fd7)
{
	uint64_t s = own & CORNERS, prev;
	if (!s)
		return 0;
	do {
		prev = s;
		uint64_t sh = fh | FILE_A | FILE_H | ((s << 1) & NOT_A) | ((s >> 1) & NOT_H);
		uint64_t sv = fv | RANK_1 | RANK_8 | (s << 8) | (s >> 8);
		uint64_t s9 = fd9 | BORDER | ((s << 9) & NOT_A) | ((s >> 9) & NOT_H);
		uint64_t s7 = fd7 | BORDER | ((s << 7) & NOT_H) | ((s >> 7) & NOT_A);
		s |= own & sh & sv & s9 & s7;
	} while (s != prev);
	return s;
}

uint64_t rvai_stable_discs(uint64_t own, uint64_t opp)
{
	if (!(own & CORNERS))
		return 0; /* stable_discs grows from the corners only */
	uint64_t fh, fv, f9, f7;
	full_lines(own | opp, &fh, &fv, &f9, &f7);
	return stable_discs(own, fh, fv, f9, f7);
}

/* Squares next to each corner: X square (diagonal) and the two C squares. */
static const struct {
	uint64_t corner, x, c;
} CORNER_ZONES[4] = {
	{ 1ULL << 0, 1ULL << 9, (1ULL << 1) | (1ULL << 8) },
	{ 1ULL << 7, 1ULL << 14, (1ULL << 6) | (1ULL << 15) },
	{ 1ULL << 56, 1ULL << 49, (1ULL << 57) | (1ULL << 48) },
	{ 1ULL << 63, 1ULL << 54, (1ULL << 62) | (1ULL << 55) },
};

void rvai_eval_features(uint64_t own, uint64_t opp, int x[RVAI_FEATURES])
{
	uint64_t filled = own | opp, empty = ~filled;
	x[RVAI_F_BIAS] = 1;
	x[RVAI_F_MOBILITY] = popc(reversi_moves(own, opp)) - popc(reversi_moves(opp, own));
	x[RVAI_F_CORNERS] = popc(own & CORNERS) - popc(opp & CORNERS);
	x[RVAI_F_XSQUARES] = x[RVAI_F_CSQUARES] = 0;
	for (int i = 0; i < 4; i++) {
		if (filled & CORNER_ZONES[i].corner)
			continue;
		x[RVAI_F_XSQUARES] += popc(own & CORNER_ZONES[i].x) - popc(opp & CORNER_ZONES[i].x);
		x[RVAI_F_CSQUARES] += popc(own & CORNER_ZONES[i].c) - popc(opp & CORNER_ZONES[i].c);
	}
	uint64_t touching = rvai_neighbours(empty);
	x[RVAI_F_FRONTIER] = popc(own & touching) - popc(opp & touching);
	x[RVAI_F_STABLE] = 0;
	if (filled & CORNERS) {
		uint64_t fh, fv, f9, f7;
		full_lines(filled, &fh, &fv, &f9, &f7);
		x[RVAI_F_STABLE] = popc(stable_discs(own, fh, fv, f9, f7)) - popc(stable_discs(opp, fh, fv, f9, f7));
	}
	x[RVAI_F_PARITY] = popc(empty) & 1;
	x[RVAI_F_DISCS] = popc(own) - popc(opp);
}

/* sum of 3^i over the set bits i of a 4-bit value */
static const uint8_t TERNARY4[16] = { 0, 1, 3, 4, 9, 10, 12, 13, 27, 28, 30, 31, 36, 37, 39, 40 };

static inline int ternary(unsigned byte)
{
	return TERNARY4[byte & 15] + 81 * TERNARY4[byte >> 4];
}

static inline int edge_index(unsigned own, unsigned opp)
{
	return ternary(own) + 2 * ternary(opp);
}

void rvai_edge_indexes(uint64_t own, uint64_t opp, int idx[RVAI_EDGES])
{
	idx[0] = edge_index((unsigned)(own & 0xff), (unsigned)(opp & 0xff));
	idx[1] = edge_index((unsigned)(own >> 56), (unsigned)(opp >> 56));
	idx[2] = edge_index(rvai_file_byte(own, 0), rvai_file_byte(opp, 0));
	idx[3] = edge_index(rvai_file_byte(own, 7), rvai_file_byte(opp, 7));
}

int rvai_edge_reverse(int idx)
{
	int r = 0;
	for (int i = 0; i < 8; i++, idx /= 3)
		r = 3 * r + idx % 3;
	return r;
}

int rvai_eval_with(const struct rvai_weights *w, uint64_t own, uint64_t opp)
{
	int x[RVAI_FEATURES];
	rvai_eval_features(own, opp, x);
	int stage = rvai_stage(64 - popc(own | opp));
	const int16_t *fw = w->feature[stage];
	int score = 0;
	for (int f = 0; f < RVAI_FEATURES; f++)
		score += fw[f] * x[f];
	if (w->edge) {
		int idx[RVAI_EDGES];
		rvai_edge_indexes(own, opp, idx);
		for (int e = 0; e < RVAI_EDGES; e++)
			score += w->edge[stage][idx[e]];
	}
	if (score > RVAI_EVAL_LIMIT)
		score = RVAI_EVAL_LIMIT;
	if (score < -RVAI_EVAL_LIMIT)
		score = -RVAI_EVAL_LIMIT;
	return score;
}

int rvai_eval(uint64_t own, uint64_t opp)
{
	return rvai_eval_with(&rvai_weights_learned, own, opp);
}
