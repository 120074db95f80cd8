/* Words: static facts (premiums, tile set), the status texts, the
 * deterministic generator, coordinates and tile accounting.  The game itself
 * is in words_game.c, its plays are scored in words_score.c. */
#include "words.h"

#include <stddef.h>
#include <string.h>

_Static_assert(WORDS_SQUARES <= 255, "squares must fit a uint8_t");
_Static_assert(WORDS_TILE_COUNT <= 255, "bag length must fit a uint8_t");
_Static_assert(WORDS_LOG_CAP <= INT16_MAX, "log indices are int16_t");
_Static_assert(WORDS_UNDO_CAP <= 255, "undo ring indices are uint8_t");

/* 'T' triple word, 'D' double word, 't' triple letter, 'd' double letter. */
static const char PREMIUM_ROWS[WORDS_SIZE][WORDS_SIZE + 1] = {
	"T..d...T...d..T",
	".D...t...t...D.",
	"..D...d.d...D..",
	"d..D...d...D..d",
	"....D.....D....",
	".t...t...t...t.",
	"..d...d.d...d..",
	"T..d...D...d..T",
	"..d...d.d...d..",
	".t...t...t...t.",
	"....D.....D....",
	"d..D...d...D..d",
	"..D...d.d...D..",
	".D...t...t...D.",
	"T..d...T...d..T",
};

/* Count and value of A..Z. */
static const uint8_t TILE_COUNTS[26] = {
	9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1,
};
static const uint8_t TILE_VALUES[26] = {
	1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10,
};
#define BLANK_COUNT 2

/* A switch on the enum, without a default: the compiler names any status
 * that has no text (-Wswitch). */
const char *words_status_text(enum words_status status)
{
	switch (status) {
	case WORDS_OK: return "ok";
	case WORDS_ERR_NO_TILES: return "no tiles given";
	case WORDS_ERR_TOO_MANY_TILES: return "more than seven tiles";
	case WORDS_ERR_OFF_BOARD: return "a tile is off the board";
	case WORDS_ERR_BAD_TILE: return "not a tile letter";
	case WORDS_ERR_DUPLICATE_SQUARE: return "two tiles on one square";
	case WORDS_ERR_SQUARE_TAKEN: return "that square already holds a tile";
	case WORDS_ERR_NOT_IN_LINE: return "tiles must be in one row or one column";
	case WORDS_ERR_GAP: return "the word has a gap";
	case WORDS_ERR_FIRST_NOT_CENTRE: return "the first word must cover the centre square H8";
	case WORDS_ERR_FIRST_SINGLE_TILE: return "the first word needs at least two tiles";
	case WORDS_ERR_NOT_CONNECTED: return "the word must touch a tile on the board";
	case WORDS_ERR_NOT_ON_RACK: return "those tiles are not on the rack";
	case WORDS_ERR_NOT_IN_DICT: return "not in the dictionary";
	case WORDS_ERR_BLANK_MUST_BE_PLAYED: return "the recovered blank must be played this turn";
	case WORDS_ERR_BAG_TOO_SMALL: return "the bag holds too few tiles";
	case WORDS_ERR_GAME_OVER: return "the game is over";
	case WORDS_ERR_NO_CHALLENGE: return "there is no play to challenge";
	case WORDS_ERR_NO_BLANK: return "that square does not hold a blank";
	case WORDS_ERR_INTERCHANGE_OFF: return "blank interchange is not allowed";
	case WORDS_ERR_NOT_A_KIND: return "needs three or four identical tiles (and the house rule)";
	case WORDS_ERR_STAGED: return "no such staged tile, or that tile is already placed";
	case WORDS_ERR_BAD_SLOT: return "no tile in that rack slot";
	case WORDS_ERR_NOTHING_TO_TAKE_BACK: return "nothing to take back";
	case WORDS_ERR_LOG_FULL: return "the game record is full";
	case WORDS_ERR_BAD_ARGUMENT: return "invalid argument";
	case WORDS_ERR_NOT_IN_BAG: return "those tiles are not in the bag";
	case WORDS_ERR_SAVED_FIELD: return "a field of the saved game is out of range";
	case WORDS_ERR_SAVED_DIFFERS: return "the saved game is not what its turns give";
	}
	return "unknown status";
}

enum words_premium words_premium_at(int square)
{
	if (square < 0 || square >= WORDS_SQUARES)
		return WORDS_PREMIUM_NONE;
	switch (PREMIUM_ROWS[square / WORDS_SIZE][square % WORDS_SIZE]) {
	case 'T': return WORDS_PREMIUM_TW;
	case 'D': return WORDS_PREMIUM_DW;
	case 't': return WORDS_PREMIUM_TL;
	case 'd': return WORDS_PREMIUM_DL;
	default: return WORDS_PREMIUM_NONE;
	}
}

int words_tile_value(char tile)
{
	if (tile >= 'A' && tile <= 'Z')
		return TILE_VALUES[tile - 'A'];
	return 0; /* blanks, on the rack ('?') or on the board ('a'..'z') */
}

int words_tile_total(char tile)
{
	if (tile >= 'A' && tile <= 'Z')
		return TILE_COUNTS[tile - 'A'];
	if (tile == '?')
		return BLANK_COUNT;
	return 0;
}

int words_rack_value(const char *rack)
{
	int sum = 0;
	for (int i = 0; rack && rack[i] && i < WORDS_TURN_TILES; i++)
		sum += words_tile_value(rack[i]);
	return sum;
}

/* ---- generator --------------------------------------------------------------
 * SplitMix64 (Steele, Lea, Flood 2014) expands the 64-bit seed into the four
 * words of xoshiro256** (Blackman, Vigna 2018).  Both are defined on uint64_t
 * with wrap-around arithmetic only, so every machine draws the same numbers. */
static uint64_t splitmix64(uint64_t *x)
{
	uint64_t z = (*x += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

static uint64_t rotl64(uint64_t v, int k)
{
	return (v << k) | (v >> (64 - k));
}

void words_rng_seed(struct words_rng *rng, uint64_t seed)
{
	uint64_t x = seed;
	for (int i = 0; i < 4; i++)
		rng->s[i] = splitmix64(&x);
}

uint64_t words_rng_next(struct words_rng *rng)
{
	uint64_t *s = rng->s;
	uint64_t result = rotl64(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl64(s[3], 45);
	return result;
}

uint32_t words_rng_below(struct words_rng *rng, uint32_t n)
{
	if (n <= 1)
		return 0;
	/* Values below 2^64 mod n would favour small results: reject them, so the
	 * accepted range is a whole multiple of n.  Rejection is rare (< n/2^64). */
	uint64_t threshold = (UINT64_C(0) - n) % n;
	for (;;) {
		uint64_t x = words_rng_next(rng);
		if (x >= threshold)
			return (uint32_t)(x % n);
	}
}

/* ---- coordinates ---------------------------------------------------------------- */
void words_coord(int square, enum words_dir dir, char *buf, int size)
{
	if (!buf || size <= 0)
		return;
	if (square < 0 || square >= WORDS_SQUARES) {
		buf[0] = 0;
		return;
	}
	char col = (char)('A' + square % WORDS_SIZE);
	int row = square / WORDS_SIZE + 1;
	char tmp[4];
	int n = 0;
	if (dir == WORDS_DOWN)
		tmp[n++] = col;
	if (row >= 10)
		tmp[n++] = '1';
	tmp[n++] = (char)('0' + row % 10);
	if (dir != WORDS_DOWN)
		tmp[n++] = col;
	int i;
	for (i = 0; i < n && i < size - 1; i++)
		buf[i] = tmp[i];
	buf[i] = 0;
}

enum words_status words_parse_coord(const char *s, int *square, enum words_dir *dir)
{
	if (!s || !square || !dir)
		return WORDS_ERR_BAD_ARGUMENT;
	int row = 0, col = -1, digits = 0;
	bool letter_first = false;
	int i = 0;
	char c = s[0];
	if ((c >= 'A' && c <= 'O') || (c >= 'a' && c <= 'o')) {
		col = (c | 0x20) - 'a';
		letter_first = true;
		i = 1;
	}
	while (s[i] >= '0' && s[i] <= '9' && digits < 3) {
		row = row * 10 + (s[i] - '0');
		digits++;
		i++;
	}
	if (!letter_first) {
		c = s[i];
		if (!((c >= 'A' && c <= 'O') || (c >= 'a' && c <= 'o')))
			return WORDS_ERR_BAD_ARGUMENT;
		col = (c | 0x20) - 'a';
		i++;
	}
	if (s[i] != 0 || digits == 0 || row < 1 || row > WORDS_SIZE)
		return WORDS_ERR_BAD_ARGUMENT;
	*square = (row - 1) * WORDS_SIZE + col;
	*dir = letter_first ? WORDS_DOWN : WORDS_ACROSS;
	return WORDS_OK;
}

/* ---- tile accounting ------------------------------------------------------------- */
int words_count_tiles(const struct words_position *p, char tile)
{
	int n = 0;
	for (int sq = 0; sq < WORDS_SQUARES; sq++) {
		char c = p->board[sq];
		if (tile == '?' ? (c >= 'a' && c <= 'z') : c == tile)
			n++;
	}
	for (int pl = 0; pl < p->players && pl < WORDS_MAX_PLAYERS; pl++)
		for (int i = 0; i < WORDS_RACK_SIZE && p->rack[pl][i]; i++)
			n += p->rack[pl][i] == tile;
	for (int i = 0; i < p->bag_len && i < WORDS_TILE_COUNT; i++)
		n += p->bag[i] == tile;
	return n;
}

bool words_same_tiles(const char *a, const char *b, int max)
{
	int count[256] = { 0 };
	for (int i = 0; i < max && a[i]; i++)
		count[(unsigned char)a[i]]++;
	for (int i = 0; i < max && b[i]; i++)
		count[(unsigned char)b[i]]--;
	for (int i = 0; i < 256; i++)
		if (count[i])
			return false;
	return true;
}

enum words_status words_rebuild_bag(struct words_position *p)
{
	static const char KINDS[] = "?ABCDEFGHIJKLMNOPQRSTUVWXYZ";
	int len = 0;
	int left[sizeof KINDS - 1];
	uint8_t old_len = p->bag_len;
	p->bag_len = 0; /* count board and racks only */
	for (int k = 0; KINDS[k]; k++) {
		left[k] = words_tile_total(KINDS[k]) - words_count_tiles(p, KINDS[k]);
		if (left[k] < 0) {
			p->bag_len = old_len;
			return WORDS_ERR_BAD_ARGUMENT;
		}
	}
	for (int k = 0; KINDS[k]; k++)
		for (int i = 0; i < left[k]; i++)
			p->bag[len++] = KINDS[k];
	p->bag_len = (uint8_t)len;
	return WORDS_OK;
}
