/* Words board state for the move generator: every empty square's cross-check
 * (the letters that make the perpendicular run a word), the sum of that run's
 * tiles, and the anchors, for both directions of play.  Kept beside a game
 * and brought up to date after each change of the board by recomputing only
 * the squares the change touches (words_cross_sync), instead of all 225 on
 * every generator call.  No allocation; see docs/words-ai.md. */
#ifndef TESSERA_AI_WORDS_CROSS_H
#define TESSERA_AI_WORDS_CROSS_H

#include "core/words/words.h"
#include "dict/dict.h"

#include <stdbool.h>
#include <stdint.h>

enum {
	WORDS_CROSS_ALL = 0x3ffffff, /* every letter: no perpendicular neighbour */
};

/* One direction of play, seen as "across" on a grid: for down plays the grid
 * is the board transposed, so [r][c] is square c * 15 + r. */
struct words_cross_side {
	char grid[WORDS_SIZE][WORDS_SIZE];       /* the board (0 empty) */
	uint32_t cross[WORDS_SIZE][WORDS_SIZE];  /* bit L: letter 'A' + L may go on the empty square */
	int16_t xsum[WORDS_SIZE][WORDS_SIZE];    /* perpendicular run's tile sum, -1 when none */
	bool anchor[WORDS_SIZE][WORDS_SIZE];     /* empty square next to a tile (or H8 on an empty board) */
	uint8_t lmul[WORDS_SIZE][WORDS_SIZE];    /* letter premium: 1, 2 or 3 */
	uint8_t wmul[WORDS_SIZE][WORDS_SIZE];    /* word premium: 1, 2 or 3 */
	/* Along the grid's rows, for the move generator (a change recomputes its row): */
	int8_t run[WORDS_SIZE][WORDS_SIZE];      /* tiles right after [r][c], up to the next empty square */
	int8_t empties[WORDS_SIZE][WORDS_SIZE];  /* empty squares from [r][c] to the row's end */
	uint8_t left_start[WORDS_SIZE][WORDS_SIZE]; /* an empty square after tiles: the column
						     * where they start (else 0) */
};

struct words_cross {
	const struct dict *dict;    /* the word list the cross-checks were made with */
	char board[WORDS_SQUARES];  /* the board they describe */
	int tiles;                  /* tiles on it */
	struct words_cross_side side[2]; /* by enum words_dir */
	int touched;                /* cross-checks the last init (all 225) or sync (3 a direction
				     * for each changed square) recomputed: for the tests */
};

/* Computes everything for board (WORDS_SQUARES squares in the core's
 * encoding) with dictionary d.  Returns 0, or -1 for a null argument or a
 * square outside 0, 'A'..'Z', 'a'..'z' (x is then left describing an empty
 * board). */
int words_cross_init(struct words_cross *x, const struct dict *d, const char *board);

/* Brings x up to date with board: for every square that differs from
 * x->board (a tile added, removed or changed: a play, a withdrawn phony, an
 * undo), recomputes that square, its four neighbours' anchors and the first
 * empty squares past the runs through it in its row and its column.  A
 * different dictionary means a full init.  Returns 0 or -1 as words_cross_init. */
int words_cross_sync(struct words_cross *x, const struct dict *d, const char *board);

/* True when a and b describe the same board the same way (cross-checks,
 * sums, anchors, the rows' runs, both directions); *square
 * gets the first square that differs (-1 when none). */
bool words_cross_equal(const struct words_cross *a, const struct words_cross *b, int *square);

#endif
