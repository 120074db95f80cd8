/* The transposition table's slots, private to the search modules (rvai_*.c):
 * two-entry buckets, a cache line each, each slot's words XORed so that a
 * slot torn by two threads fails the key check (struct rvai_tt_entry in
 * rvai.h).  Inline: the solver probes it at every node from 7 empties. */
#ifndef TESSERA_AI_RVAI_TT_H
#define TESSERA_AI_RVAI_TT_H

#include <stdbool.h>
#include <stdint.h>

#include "ai/rvai.h"

enum { RVAI_BOUND_LOWER = 1, RVAI_BOUND_UPPER = 2, RVAI_BOUND_EXACT = 3 };

/* Table generations (16 bits of an entry's data word). */
enum { RVAI_TT_GENERATIONS = 1 << 16 };

/* Two-entry buckets: a position lives in either slot of its bucket, so a
 * deep result is not lost to the next shallow one that hashes there.  The
 * bucket is the one the same hash chose when buckets were packed (bits 1
 * and up): a table of the same number of entries searches the same. */
static inline struct rvai_tt_entry *rvai_tt_bucket(const struct rvai *ai, uint64_t own, uint64_t opp)
{
	uint64_t h = own * 0x9e3779b97f4a7c15ULL ^ (opp + 0x632be59bd9b4e019ULL) * 0xd6e8feb86659fd93ULL;
	h ^= h >> 29;
	return ai->tt[h >> 1 & ai->tt_mask].slot;
}

/* A slot's words are read and written one by one with relaxed atomics:
 * other threads may write the slot meanwhile, and then the key check
 * fails (see struct rvai_tt_entry).  No ordering is needed. */
struct rvai_tt_data {
	int value, depth, bound, move;
};

static inline uint64_t rvai_tt_pack(int value, int depth, int bound, int move, unsigned gen)
{
	return (uint64_t)(uint16_t)value | (uint64_t)(uint8_t)depth << 16 | (uint64_t)(uint8_t)bound << 24
	       | (uint64_t)(uint8_t)move << 32 | (uint64_t)gen << 40;
}

static inline unsigned rvai_tt_gen(uint64_t d)
{
	return (unsigned)(d >> 40) & (RVAI_TT_GENERATIONS - 1);
}

/* A slot's depth for replacement: one of another generation is empty. */
static inline int rvai_tt_slot_depth(uint64_t d, unsigned gen)
{
	return rvai_tt_gen(d) == gen ? (int8_t)(d >> 16) : 0;
}

static inline struct rvai_tt_data rvai_tt_unpack(uint64_t d)
{
	return (struct rvai_tt_data){ (int16_t)(d & 0xffff), (int8_t)(d >> 16), (int)(d >> 24 & 0xff), (int8_t)(d >> 32) };
}

static inline uint64_t rvai_tt_mix(uint64_t own)
{
	return own * 0xbf58476d1ce4e5b9ULL;
}

static inline uint64_t rvai_tt_load(const uint64_t *w)
{
	return __atomic_load_n(w, __ATOMIC_RELAXED);
}

/* True with *data set when slot e holds (own, opp).  Every stored result
 * has a nonzero bound, so an empty slot (all zero) never matches. */
static inline bool rvai_tt_read(const struct rvai_tt_entry *e, uint64_t own, uint64_t opp, unsigned gen,
			   uint64_t *data)
{
	uint64_t d = rvai_tt_load(&e->data);
	*data = d;
	return rvai_tt_gen(d) == gen && (rvai_tt_load(&e->check_own) ^ d) == own &&
	       (rvai_tt_load(&e->check_opp) ^ d ^ rvai_tt_mix(own)) == opp;
}

static inline void rvai_tt_write(struct rvai_tt_entry *e, uint64_t own, uint64_t opp, uint64_t d)
{
	__atomic_store_n(&e->data, d, __ATOMIC_RELAXED);
	__atomic_store_n(&e->check_own, own ^ d, __ATOMIC_RELAXED);
	__atomic_store_n(&e->check_opp, opp ^ d ^ rvai_tt_mix(own), __ATOMIC_RELAXED);
}

/* True with *found set when the table holds a result for (own, opp). */
static inline bool rvai_tt_find(const struct rvai *ai, uint64_t own, uint64_t opp, struct rvai_tt_data *found)
{
	const struct rvai_tt_entry *b = rvai_tt_bucket(ai, own, opp);
	uint64_t d;
	if (rvai_tt_read(&b[0], own, opp, ai->gen, &d) || rvai_tt_read(&b[1], own, opp, ai->gen, &d)) {
		*found = rvai_tt_unpack(d);
		return true;
	}
	return false;
}

static inline void rvai_tt_store(struct rvai *ai, uint64_t own, uint64_t opp, int depth, int value,
			    int alpha, int beta, int move)
{
	struct rvai_tt_entry *b = rvai_tt_bucket(ai, own, opp), *e;
	uint64_t d0, d1;
	unsigned gen = ai->gen;
	bool in0 = rvai_tt_read(&b[0], own, opp, gen, &d0), in1 = !in0 && rvai_tt_read(&b[1], own, opp, gen, &d1);
	if (in0 || in1) {
		e = in0 ? &b[0] : &b[1];
		if (rvai_tt_unpack(in0 ? d0 : d1).depth > depth)
			return; /* keep the deeper result of the same position */
	} else {
		/* Replace the shallower slot of the bucket. */
		e = rvai_tt_slot_depth(d0, gen) <= rvai_tt_slot_depth(d1, gen) ? &b[0] : &b[1];
	}
	int bound = value <= alpha ? RVAI_BOUND_UPPER : value >= beta ? RVAI_BOUND_LOWER : RVAI_BOUND_EXACT;
	rvai_tt_write(e, own, opp, rvai_tt_pack(value, depth, bound, move, gen));
}

/* Looks up a stored result at least `depth` deep.  Returns true with *value
 * set when it settles the node; *move gets the stored best move either way. */
static inline bool rvai_tt_probe(const struct rvai *ai, uint64_t own, uint64_t opp, int depth,
			    int *alpha, int *beta, int *value, int *move)
{
	struct rvai_tt_data e;
	*move = REVERSI_PASS;
	if (!rvai_tt_find(ai, own, opp, &e))
		return false;
	*move = e.move;
	/* Midgame and solver values are in different units: never mix them. */
	if ((e.depth >= RVAI_TT_EXACT) != (depth >= RVAI_TT_EXACT) || e.depth < depth)
		return false;
	int v = e.value;
	if (e.bound == RVAI_BOUND_EXACT) {
		*value = v;
		return true;
	}
	if (e.bound == RVAI_BOUND_LOWER && v > *alpha)
		*alpha = v;
	if (e.bound == RVAI_BOUND_UPPER && v < *beta)
		*beta = v;
	if (*alpha >= *beta) {
		*value = v;
		return true;
	}
	return false;
}

#endif
