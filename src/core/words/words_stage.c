/* Words: staging, the tiles the player to move has put on the board but not
 * yet played.  They stay off the committed board (the stage keeps their rack
 * slots) until words_stage_play() plays them as one move. */
#include "words_int.h"

static int stage_find(const struct words_game *g, int square)
{
	for (int i = 0; i < g->stage.count; i++)
		if (g->stage.tiles[i].square == square)
			return i;
	return -1;
}

char words_stage_tile_at(const struct words_game *g, int square)
{
	int i = stage_find(g, square);
	return i < 0 ? 0 : g->stage.tiles[i].tile;
}

bool words_stage_slot_used(const struct words_game *g, int slot)
{
	for (int i = 0; i < g->stage.count; i++)
		if (g->stage.tiles[i].slot == slot)
			return true;
	return false;
}

static enum words_status stage_square_free(const struct words_game *g, int square)
{
	if (square < 0 || square >= WORDS_SQUARES)
		return WORDS_ERR_OFF_BOARD;
	if (g->pos.board[square] || stage_find(g, square) >= 0)
		return WORDS_ERR_SQUARE_TAKEN;
	return WORDS_OK;
}

enum words_status words_stage_place(struct words_game *g, int slot, int square, char blank_letter)
{
	const char *rack = g->pos.rack[g->pos.current];
	if (g->pos.state == WORDS_STATE_OVER)
		return WORDS_ERR_GAME_OVER;
	if (slot < 0 || slot >= words_rack_len(rack))
		return WORDS_ERR_BAD_SLOT;
	if (words_stage_slot_used(g, slot))
		return WORDS_ERR_STAGED;
	enum words_status st = stage_square_free(g, square);
	if (st)
		return st;
	char tile = rack[slot];
	if (tile == '?') {
		char up = words_to_upper(blank_letter);
		if (!words_is_upper(up))
			return WORDS_ERR_BAD_TILE;
		tile = (char)(up - 'A' + 'a');
	}
	struct words_staged *s = &g->stage.tiles[g->stage.count++];
	s->slot = (uint8_t)slot;
	s->square = (uint8_t)square;
	s->tile = tile;
	return WORDS_OK;
}

enum words_status words_stage_whole(struct words_game *g, const struct words_move *m)
{
	for (int j = 0; j < m->count; j++) {
		char tile = m->tiles[j].tile;
		bool blank = tile >= 'a' && tile <= 'z';
		const char *rack = g->pos.rack[g->pos.current];
		int slot = -1;
		for (int k = 0; rack[k] && slot < 0; k++)
			if (rack[k] == (blank ? '?' : tile) && !words_stage_slot_used(g, k))
				slot = k;
		if (slot < 0)
			return WORDS_ERR_NOT_ON_RACK;
		enum words_status st = words_stage_place(g, slot, m->tiles[j].square, blank ? words_to_upper(tile) : 0);
		if (st)
			return st;
	}
	return WORDS_OK;
}

enum words_status words_stage_move(struct words_game *g, int from_square, int to_square)
{
	int i = stage_find(g, from_square);
	if (i < 0)
		return WORDS_ERR_STAGED;
	if (from_square == to_square)
		return WORDS_OK;
	enum words_status st = stage_square_free(g, to_square);
	if (st)
		return st;
	g->stage.tiles[i].square = (uint8_t)to_square;
	return WORDS_OK;
}

enum words_status words_stage_recall(struct words_game *g, int square)
{
	int i = stage_find(g, square);
	if (i < 0)
		return WORDS_ERR_STAGED;
	g->stage.tiles[i] = g->stage.tiles[g->stage.count - 1];
	g->stage.count--;
	return WORDS_OK;
}

void words_stage_recall_all(struct words_game *g)
{
	g->stage.count = 0;
}

void words_stage_to_move(const struct words_game *g, struct words_move *m)
{
	words_move_clear(m);
	for (int i = 0; i < g->stage.count; i++) {
		m->tiles[i].square = g->stage.tiles[i].square;
		m->tiles[i].tile = g->stage.tiles[i].tile;
	}
	m->count = g->stage.count;
}
