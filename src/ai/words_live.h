/* The live score at the Words table on the kept board state (words_cross):
 * the staged tiles judged and scored as words_evaluate would, but with the
 * main word walked through the dictionary's graph, each cross word judged
 * by its square's kept cross-check and scored from its kept sum, instead
 * of every word read off the board and looked up.  The rules core's
 * words_evaluate stays the referee when the play is committed; this gives
 * the same verdict (tests/unit/test_words_live.c).  No allocation; see
 * docs/words-ai.md. */
#ifndef TESSERA_AI_WORDS_LIVE_H
#define TESSERA_AI_WORDS_LIVE_H

#include "ai/words_cross.h"

/* Validates and scores m for the player to move of g into r, with the
 * result words_evaluate gives: the status and message (the first rule to
 * refuse, in the rules core's order), the words (main word first, then one
 * cross word per tile in m's order) with their scores, the span and the
 * total.  x is first brought up to date with g's board and dictionary d
 * (words_cross_sync: a comparison, and the squares that changed).  As in
 * words_evaluate, only the enforced dictionary mode checks words, and only
 * when g has a lexicon: it must hold the words d holds.  When x or d is
 * null, or x cannot describe g's board (a square outside the encoding),
 * the rules core decides (words_evaluate).  Returns r->status. */
enum words_status words_live_evaluate(struct words_cross *x, const struct dict *d, const struct words_game *g,
				      const struct words_move *m, struct words_result *r);

/* The same for the tiles staged on g (words_stage_evaluate's verdict). */
enum words_status words_live_evaluate_stage(struct words_cross *x, const struct dict *d,
					    const struct words_game *g, struct words_result *r);

#endif
