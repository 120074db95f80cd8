/* The value of the tiles a Words player keeps (its "leave"), as a table
 * learned by self-play: tools/learn/learn_leaves.c plays seeded games,
 * records each leave and what the same player scored on its next turn, and
 * fits the terms below by least squares.  The table itself is generated
 * (src/ai/words_leaves.c says by which command).  Values are tenths of a
 * point relative to an empty leave (drawing seven fresh tiles). */
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
	int32_t samples;			/* leaves the fit saw */
};

/* The table Hard and Expert use. */
extern const struct words_leave_table words_leaves;

/* A leave's value in tenths of a point under table t: the sum of its tiles'
 * values, its duplicates' and its vowel/consonant mix.  leave is
 * NUL-terminated ('A'..'Z', '?'); other characters count as nothing. */
int words_leave_tenths(const struct words_leave_table *t, const char *leave);

#endif
