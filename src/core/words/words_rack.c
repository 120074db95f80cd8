/* Words: racks and the bag.  Draws come from the bag's own generator, so
 * shuffling a rack (its own generator) never changes what is drawn. */
#include "words_int.h"

#include <string.h>

enum words_status words_rack_check(const char *tiles, int *count)
{
	int n = 0;
	if (!tiles || !tiles[0])
		return WORDS_ERR_NO_TILES;
	for (; tiles[n]; n++) {
		if (n >= WORDS_RACK_SIZE)
			return WORDS_ERR_TOO_MANY_TILES;
		if (!words_is_upper(tiles[n]) && tiles[n] != '?')
			return WORDS_ERR_BAD_TILE;
	}
	*count = n;
	return WORDS_OK;
}

static char draw_tile(struct words_position *p)
{
	if (p->bag_len == 0)
		return 0;
	uint32_t i = words_rng_below(&p->bag_rng, p->bag_len);
	char t = p->bag[i];
	p->bag[i] = p->bag[p->bag_len - 1];
	p->bag_len--;
	return t;
}

void words_rack_refill(struct words_position *p, int player)
{
	char *rack = p->rack[player];
	int n = words_rack_len(rack);
	while (n < WORDS_RACK_SIZE && p->bag_len) {
		rack[n++] = draw_tile(p);
		rack[n] = 0;
	}
}

void words_rack_remove(char *rack, const char *tiles, int count)
{
	for (int i = 0; i < count; i++) {
		char *hit = memchr(rack, tiles[i], (size_t)words_rack_len(rack));
		if (hit)
			*hit = '-';
	}
	int w = 0;
	for (int r = 0; r < WORDS_RACK_SIZE && rack[r]; r++)
		if (rack[r] != '-')
			rack[w++] = rack[r];
	memset(rack + w, 0, (size_t)(WORDS_RACK_SIZE + 1 - w));
}

bool words_rack_holds(const char *rack, const char *tiles, int count)
{
	char left[WORDS_RACK_SIZE + 1];
	memcpy(left, rack, sizeof left);
	for (int i = 0; i < count; i++) {
		char *hit = memchr(left, tiles[i], (size_t)words_rack_len(left));
		if (!hit)
			return false;
		*hit = '-';
	}
	return true;
}

void words_rack_trade(struct words_position *p, int player, const char *tiles, int count)
{
	char back[WORDS_RACK_SIZE];
	memcpy(back, tiles, (size_t)count);
	words_rack_remove(p->rack[player], back, count);
	words_rack_refill(p, player);
	for (int i = 0; i < count; i++)
		p->bag[p->bag_len++] = back[i];
}

enum words_status words_set_rack(struct words_game *g, int player, const char *tiles)
{
	struct words_position *p = &g->pos;
	int n = 0;
	if (player < 0 || player >= p->players || !tiles)
		return WORDS_ERR_BAD_ARGUMENT;
	if (tiles[0]) {
		enum words_status st = words_rack_check(tiles, &n);
		if (st)
			return st;
	}
	/* Work on a copy of the bag so a refusal changes nothing. */
	char bag[WORDS_TILE_COUNT];
	int len = p->bag_len;
	memcpy(bag, p->bag, (size_t)len);
	for (int i = 0; p->rack[player][i] && i < WORDS_RACK_SIZE; i++)
		bag[len++] = p->rack[player][i];
	for (int i = 0; i < n; i++) {
		char *hit = memchr(bag, tiles[i], (size_t)len);
		if (!hit)
			return WORDS_ERR_NOT_IN_BAG;
		*hit = bag[--len];
	}
	memcpy(p->bag, bag, (size_t)len);
	p->bag_len = (uint8_t)len;
	memset(p->rack[player], 0, sizeof p->rack[player]);
	memcpy(p->rack[player], tiles, (size_t)n);
	g->stage.count = 0;
	return WORDS_OK;
}

/* ---- the rack order ------------------------------------------------------------- */

static void shuffle_with(struct words_game *g, struct words_rng *rng)
{
	char *rack = g->pos.rack[g->pos.current];
	int free_slots[WORDS_RACK_SIZE];
	int k = 0;
	for (int i = 0; i < words_rack_len(rack); i++)
		if (!words_stage_slot_used(g, i))
			free_slots[k++] = i;
	/* Fisher-Yates over the unstaged slots; staged ones keep their place. */
	for (int i = k - 1; i > 0; i--) {
		int j = (int)words_rng_below(rng, (uint32_t)i + 1);
		char tmp = rack[free_slots[i]];
		rack[free_slots[i]] = rack[free_slots[j]];
		rack[free_slots[j]] = tmp;
	}
}

void words_rack_shuffle(struct words_game *g)
{
	shuffle_with(g, &g->pos.shuffle_rng);
}

void words_rack_shuffle_seeded(struct words_game *g, uint64_t seed)
{
	struct words_rng rng;
	words_rng_seed(&rng, seed);
	shuffle_with(g, &rng);
}

enum words_status words_rack_swap(struct words_game *g, int slot_a, int slot_b)
{
	char *rack = g->pos.rack[g->pos.current];
	int n = words_rack_len(rack);
	if (slot_a < 0 || slot_b < 0 || slot_a >= n || slot_b >= n)
		return WORDS_ERR_BAD_SLOT;
	char tmp = rack[slot_a];
	rack[slot_a] = rack[slot_b];
	rack[slot_b] = tmp;
	for (int i = 0; i < g->stage.count; i++) {
		if (g->stage.tiles[i].slot == slot_a)
			g->stage.tiles[i].slot = (uint8_t)slot_b;
		else if (g->stage.tiles[i].slot == slot_b)
			g->stage.tiles[i].slot = (uint8_t)slot_a;
	}
	return WORDS_OK;
}
