/* Words move generator: every legal placement of a rack on a position, with
 * its exact score (premiums, cross-words, the 50-point bingo), blanks ('?' on
 * the rack) tried as every letter.  Appel & Jacobson (1988): anchors,
 * cross-check letter sets per square, left parts extended right through the
 * dictionary's DAWG.  No allocation, no I/O: moves go into a buffer the caller
 * gives, either all of them (with an overflow flag) or only the best N (a
 * bounded min-heap in the same buffer).  See docs/words-ai.md. */
#ifndef TESSERA_AI_WORDS_MOVEGEN_H
#define TESSERA_AI_WORDS_MOVEGEN_H

#include "ai/words_cross.h"
#include "core/words/words.h"
#include "dict/dict.h"

#include <stdbool.h>
#include <stdint.h>

/* One generated play, described like the records' notation. */
struct words_gen_move {
	int16_t score;    /* total, bingo included */
	uint8_t square;   /* first square of the main word */
	uint8_t dir;      /* enum words_dir */
	uint8_t len;      /* main word length */
	uint8_t count;    /* tiles put down */
	uint16_t through; /* bit i: word[i] was already on the board */
	char word[WORDS_WORD_MAX]; /* main word, board encoding ('a'..'z' a blank), NUL */
};

enum words_gen_mode {
	WORDS_GEN_ALL = 0, /* every move, in generation order, until the buffer is full */
	WORDS_GEN_TOP,     /* the cap best moves (a min-heap while generating); branches
			    * that cannot reach the heap are cut, so total counts fewer */
	WORDS_GEN_COUNT,   /* none kept: total counts every move */
};

struct words_gen_list {
	struct words_gen_move *moves; /* caller's buffer of cap entries */
	int cap;
	enum words_gen_mode mode;
	int count;      /* entries filled */
	long total;     /* legal moves found (ALL, COUNT: all of them; TOP: those the
			 * bounds did not cut, kept or not) */
	bool overflow;  /* WORDS_GEN_ALL: some moves did not fit */
	long edges;     /* dictionary edges the search read: its work, independent of
			 * the machine's load (the tests and the bench compare it) */
};

enum words_gen_status {
	WORDS_GEN_OK = 0,
	WORDS_GEN_ERR_BAD_ARGUMENT = -1, /* null pointer, cap < 1 (but COUNT needs no buffer) */
	WORDS_GEN_ERR_RACK = -2,        /* more than 7 tiles or a tile outside A-Z and '?' */
	WORDS_GEN_ERR_BOARD = -3,       /* a square outside 0, A-Z, a-z */
};

/* Sets up an empty list over buf[0..cap). */
void words_gen_list_init(struct words_gen_list *l, struct words_gen_move *buf, int cap,
			 enum words_gen_mode mode);

/* Generates every legal play of rack (NUL-terminated, 'A'..'Z' and '?') on
 * board (WORDS_SQUARES squares in the core's encoding; all empty means a
 * first move through H8) into l, which it empties first.  Passes and exchanges
 * are not listed.  Returns 0 or a negative enum words_gen_status. */
int words_gen_moves(const struct dict *d, const char *board, const char *rack,
		    struct words_gen_list *l);

/* words_gen_moves on the board state x keeps (words_cross.h: its board, its
 * dictionary, its cross-checks and anchors, brought up to date by the
 * caller), instead of computing that state on every call. */
int words_gen_moves_kept(const struct words_cross *x, const char *rack, struct words_gen_list *l);

/* For tests: *bound gets the upper bound the best-only search puts on the
 * score of any play from the anchor at square in dir whose left part is len
 * rack tiles (0 when the squares left of the anchor hold tiles), *nobingo the
 * same for plays of fewer than seven tiles (-1: no play can be there, e.g. a
 * left part no word has room for before the tiles after the anchor).
 * Returns 0, WORDS_GEN_ERR_BAD_ARGUMENT when square is not an anchor or has no room
 * for len, or another negative enum words_gen_status. */
int words_gen_bound(const struct dict *d, const char *board, const char *rack, int dir,
		    int square, int len, int *bound, int *nobingo);

/* Orders l->moves best first (score, then square, direction, word). */
void words_gen_sort(struct words_gen_list *l);

/* The placements of a generated move, for words_evaluate/words_play. */
void words_gen_to_move(const struct words_gen_move *gm, struct words_move *m);

#endif
