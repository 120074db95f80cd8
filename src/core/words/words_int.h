/* Words rules core, private: what the files of the core share and words.h
 * does not promise (a public header, a private one).  Only src/core/words
 * includes it; which file holds what is in docs/words-rules.md. */
#ifndef TESSERA_CORE_WORDS_INT_H
#define TESSERA_CORE_WORDS_INT_H

#include "words.h"

#include <string.h>

static inline bool words_is_upper(char c)
{
	return c >= 'A' && c <= 'Z';
}

/* On the board, a blank standing for that letter. */
static inline bool words_is_lower(char c)
{
	return c >= 'a' && c <= 'z';
}

static inline char words_to_upper(char c)
{
	return words_is_lower(c) ? (char)(c - 'a' + 'A') : c;
}

/* The rack tile a board tile came from: a blank for 'a'..'z'. */
static inline char words_rack_tile_of(char board_tile)
{
	return words_is_lower(board_tile) ? '?' : board_tile;
}

static inline int words_rack_len(const char *rack)
{
	int n = 0;
	while (n < WORDS_RACK_SIZE && rack[n])
		n++;
	return n;
}

/* Appends s to the NUL-terminated text in buf (cap bytes), truncating. */
static inline void words_append(char *buf, int cap, const char *s)
{
	int n = (int)strlen(buf);
	while (*s && n < cap - 1)
		buf[n++] = *s++;
	buf[n] = 0;
}

/* ---- words_score.c ---------------------------------------------------------------- */

/* What the lexicon decides while a play is scored. */
enum words_dict_check {
	WORDS_DICT_IGNORE = 0, /* every word stands */
	WORDS_DICT_REFUSE,     /* a word not in it refuses the play (WORDS_ERR_NOT_IN_DICT) */
	WORDS_DICT_MARK,       /* such words are flagged phony, the play stands (a challenge) */
};

/* Validates m for player on p and scores it into r (always filled; the
 * checks run in the order docs/words-rules.md gives).  A null lexicon or a
 * null contains() checks nothing.  Returns r->status. */
enum words_status words_score_move(const struct words_position *p, int player,
				   const struct words_lexicon *lex, enum words_dict_check check,
				   const struct words_move *m, struct words_result *r);

/* Refuses the verdict r for st: the status, and as the message its sentence
 * with ": detail" when there is one.  Returns st. */
enum words_status words_refuse(struct words_result *r, enum words_status st, const char *detail);

/* ---- words_move.c ---------------------------------------------------------------- */

/* words_move_from_span() on a board of its own (the position before a play,
 * for a challenge). */
enum words_status words_move_from_board(const char *board, int square, enum words_dir dir,
					const char *span, struct words_move *m);

/* ---- words_rack.c ----------------------------------------------------------------- */

/* Checks a list of rack tiles ('A'..'Z', '?'; 1 to 7) and counts them. */
enum words_status words_rack_check(const char *tiles, int *count);
/* Fills player's rack from the bag, after the tiles kept. */
void words_rack_refill(struct words_position *p, int player);
/* Removes one copy of each of count tiles and closes the gaps, keeping the
 * order of the rest.  The caller has checked they are there. */
void words_rack_remove(char *rack, const char *tiles, int count);
/* True when rack holds every one of count tiles (with repeats). */
bool words_rack_holds(const char *rack, const char *tiles, int count);
/* Draws count new tiles for player, then puts the given ones (on the rack)
 * in the bag, so none of them comes straight back. */
void words_rack_trade(struct words_position *p, int player, const char *tiles, int count);

#endif
