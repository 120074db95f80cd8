/* The value of the tiles a Words player keeps (its "leave"), as a table
 * learned by self-play: tools/learn/learn_leaves.c plays seeded games,
 * records each leave and what the same player scored after it, and fits
 * the terms below by least squares.  The tables themselves are generated
 * (each file says by which command).  Values are tenths of a point
 * relative to an empty leave (drawing seven fresh tiles). */
#ifndef TESSERA_AI_WORDS_LEAVES_H
#define TESSERA_AI_WORDS_LEAVES_H

#include <stdint.h>

#define WORDS_LEAVE_KINDS 27	/* 'A'..'Z', then the blank */
#define WORDS_LEAVE_VC 7	/* vowels or consonants kept: 0..6 */

struct words_leave_table {
	int16_t tile[WORDS_LEAVE_KINDS];	/* each tile kept */
	int16_t dup[26];			/* each copy of a letter beyond the first */
	/* by the vowels (AEIOU) and consonants kept, blanks not counted;
	 * vc[0][0] is 0 by definition */
	int16_t vc[WORDS_LEAVE_VC][WORDS_LEAVE_VC];
	/* each two different kinds kept together, [lower][higher] (QU, ?S,
	 * ...); the rest stays 0 (Hard's table has none) */
	int16_t pair[WORDS_LEAVE_KINDS][WORDS_LEAVE_KINDS];
	int32_t samples;			/* leaves the fit saw */
};

/* Hard's table: the next turn's points after a leave. */
extern const struct words_leave_table words_leaves;
/* Expert's: the points of the turns that follow, with pairs
 * (docs/words-ai.md, "Expert's own leave table"). */
extern const struct words_leave_table words_leaves_expert;

/* A leave's value in tenths of a point under table t: the sum of its tiles'
 * values, its duplicates', its pairs' and its vowel/consonant mix.  leave is
 * NUL-terminated ('A'..'Z', '?'); other characters count as nothing. */
int words_leave_tenths(const struct words_leave_table *t, const char *leave);

#endif
