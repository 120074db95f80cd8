/* A random play for the property tests (test_words_property.c,
 * test_words_replay.c): often illegal, and the rules say why. */
#ifndef TESSERA_TESTS_WORDS_RANDOM_H
#define TESSERA_TESTS_WORDS_RANDOM_H

#include "core/words/words.h"

#include <string.h>

/* Every word is good except those with a Z: in the challenge modes those
 * land as phonies and a challenge withdraws them. */
static inline bool words_random_no_z(const void *ctx, const char *word, int len)
{
	(void)ctx;
	return memchr(word, 'Z', (size_t)len) == NULL;
}

static inline bool words_random_occupied(const struct words_game *g, int sq)
{
	return g->pos.board[sq] != 0;
}

/* A random anchor next to the board (or the centre), a direction, a few rack
 * tiles laid on the empty squares of that line, starting a little before it. */
static inline void words_random_move(const struct words_game *g, struct words_rng *rng, struct words_move *m)
{
	const char *rack = g->pos.rack[g->pos.current];
	int n = (int)strlen(rack);
	words_move_clear(m);
	if (!n)
		return;
	int anchor = WORDS_CENTRE;
	if (words_random_occupied(g, WORDS_CENTRE)) {
		for (int tries = 0; tries < 50; tries++) {
			int sq = (int)words_rng_below(rng, WORDS_SQUARES);
			int r = sq / WORDS_SIZE, c = sq % WORDS_SIZE;
			if (words_random_occupied(g, sq))
				continue;
			if ((c > 0 && words_random_occupied(g, sq - 1)) || (c < WORDS_SIZE - 1 && words_random_occupied(g, sq + 1)) ||
			    (r > 0 && words_random_occupied(g, sq - WORDS_SIZE)) ||
			    (r < WORDS_SIZE - 1 && words_random_occupied(g, sq + WORDS_SIZE))) {
				anchor = sq;
				break;
			}
		}
	}
	int dir = (int)words_rng_below(rng, 2);
	int k = 1 + (int)words_rng_below(rng, (uint32_t)n);
	int back = (int)words_rng_below(rng, (uint32_t)k);
	int r = anchor / WORDS_SIZE, c = anchor % WORDS_SIZE;
	int dr = dir == WORDS_DOWN, dc = dir == WORDS_ACROSS;
	/* Step back over `back` empty squares (and any tiles between them). */
	while (back > 0 && r - dr >= 0 && c - dc >= 0) {
		r -= dr;
		c -= dc;
		if (!words_random_occupied(g, r * WORDS_SIZE + c))
			back--;
	}
	char order[WORDS_RACK_SIZE + 1];
	memcpy(order, rack, (size_t)n + 1);
	for (int i = n - 1; i > 0; i--) {
		int j = (int)words_rng_below(rng, (uint32_t)i + 1);
		char t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	for (int i = 0; i < k && r < WORDS_SIZE && c < WORDS_SIZE;) {
		int sq = r * WORDS_SIZE + c;
		if (!words_random_occupied(g, sq)) {
			char t = order[i++];
			if (t == '?')
				t = (char)('a' + words_rng_below(rng, 26));
			words_move_add(m, sq, t);
		}
		r += dr;
		c += dc;
	}
}

#endif
