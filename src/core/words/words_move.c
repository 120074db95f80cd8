/* Words: building a play, tile by tile or from the records' notation. */
#include "words_int.h"

#include <string.h>

void words_move_clear(struct words_move *m)
{
	memset(m, 0, sizeof *m);
}

enum words_status words_move_add(struct words_move *m, int square, char tile)
{
	if (m->count >= WORDS_RACK_SIZE)
		return WORDS_ERR_TOO_MANY_TILES;
	if (square < 0 || square >= WORDS_SQUARES)
		return WORDS_ERR_OFF_BOARD;
	if (!words_is_upper(tile) && !words_is_lower(tile))
		return WORDS_ERR_BAD_TILE;
	m->tiles[m->count].square = (uint8_t)square;
	m->tiles[m->count].tile = tile;
	m->count++;
	return WORDS_OK;
}

enum words_status words_move_from_board(const char *board, int square, enum words_dir dir,
					const char *span, struct words_move *m)
{
	words_move_clear(m);
	if (!span || !span[0] || square < 0 || square >= WORDS_SQUARES)
		return WORDS_ERR_BAD_ARGUMENT;
	int row = square / WORDS_SIZE, col = square % WORDS_SIZE;
	for (int i = 0; span[i]; i++) {
		int r = dir == WORDS_DOWN ? row + i : row;
		int c = dir == WORDS_DOWN ? col : col + i;
		if (r >= WORDS_SIZE || c >= WORDS_SIZE)
			return WORDS_ERR_OFF_BOARD;
		int sq = r * WORDS_SIZE + c;
		char ch = span[i];
		if (ch == '.') {
			if (!board[sq])
				return WORDS_ERR_BAD_ARGUMENT; /* "already there" over an empty square */
			continue;
		}
		if (!words_is_upper(ch) && !words_is_lower(ch))
			return WORDS_ERR_BAD_TILE;
		if (board[sq]) {
			if (words_to_upper(board[sq]) != words_to_upper(ch))
				return WORDS_ERR_SQUARE_TAKEN;
			continue; /* the letter already on the board, written out */
		}
		enum words_status st = words_move_add(m, sq, ch);
		if (st)
			return st;
	}
	return m->count ? WORDS_OK : WORDS_ERR_NO_TILES;
}

enum words_status words_move_from_span(const struct words_game *g, int square, enum words_dir dir,
				       const char *span, struct words_move *m)
{
	if (!g || !m)
		return WORDS_ERR_BAD_ARGUMENT;
	return words_move_from_board(g->pos.board, square, dir, span, m);
}
