/* Helpers shared by the test_words_*.c programs: a tiny word list, and
 * set-up of positions by coordinates ("8G" across, "G8" down). */
#ifndef TESSERA_TESTS_WORDS_FIXTURE_H
#define TESSERA_TESTS_WORDS_FIXTURE_H

#include "core/words/words.h"

#include <string.h>

static const char *const FIXTURE_WORDS[] = {
	"CAT", "CATS", "SO", "ZOO", "INSTEAD", "TI", "ON", "TO", "AT", "QI", "OX", "AX",
	"EAT", "TEA", "ATE", "ETA", "SEAT", "EATS", "TEAS", "RE", "ER", "ME", "EH", "HE",
	"DOG", "DOGS", "GOD", "TAB", "BAT", "BE", "AB", "TAE", "HAT", "HATE", "EATEN",
	NULL,
};

static inline bool fixture_contains(const void *ctx, const char *word, int len)
{
	(void)ctx;
	for (int i = 0; FIXTURE_WORDS[i]; i++)
		if ((int)strlen(FIXTURE_WORDS[i]) == len && memcmp(FIXTURE_WORDS[i], word, (size_t)len) == 0)
			return true;
	return false;
}

static inline struct words_lexicon fixture_lexicon(void)
{
	struct words_lexicon lex = { fixture_contains, NULL };
	return lex;
}

/* A two-player game with the fixture word list and the given options. */
static inline void fixture_game(struct words_game *g, const struct words_options *o)
{
	words_init(g, 2, 1, o, fixture_lexicon());
}

static inline int sq_of(const char *coord)
{
	int sq;
	enum words_dir dir;
	if (words_parse_coord(coord, &sq, &dir))
		return -1;
	return sq;
}

/* Writes letters straight onto the committed board (set-up, not a play). */
static inline void put_word(struct words_game *g, const char *coord, const char *letters)
{
	int sq;
	enum words_dir dir;
	words_parse_coord(coord, &sq, &dir);
	int step = dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	for (int i = 0; letters[i]; i++)
		g->pos.board[sq + i * step] = letters[i];
}

static inline void set_rack(struct words_game *g, int player, const char *tiles)
{
	memset(g->pos.rack[player], 0, sizeof g->pos.rack[player]);
	memcpy(g->pos.rack[player], tiles, strlen(tiles));
}

/* Builds a move from records' notation on g's board. */
static inline struct words_move span_move(const struct words_game *g, const char *coord, const char *span)
{
	struct words_move m;
	int sq;
	enum words_dir dir;
	words_move_clear(&m);
	if (words_parse_coord(coord, &sq, &dir) == WORDS_OK)
		words_move_from_span(g, sq, dir, span, &m);
	return m;
}

#endif
