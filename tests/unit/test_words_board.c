/* Words static facts: premium layout, tile set, the seeded generator and
 * coordinate notation. */
#include "check.h"
#include "status_check.h"
#include "words_fixture.h"

static int premium_count(enum words_premium kind)
{
	int n = 0;
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		n += words_premium_at(sq) == kind;
	return n;
}

/* The standard layout: 8 TW, 17 DW (with the centre), 12 TL, 24 DL, and the
 * squares named in the foundation issue carry their premium. */
static void test_premium_layout(void)
{
	CHECK_INT(premium_count(WORDS_PREMIUM_TW), 8);
	CHECK_INT(premium_count(WORDS_PREMIUM_DW), 17);
	CHECK_INT(premium_count(WORDS_PREMIUM_TL), 12);
	CHECK_INT(premium_count(WORDS_PREMIUM_DL), 24);
	CHECK_INT(words_premium_at(sq_of("A1")), WORDS_PREMIUM_TW);
	CHECK_INT(words_premium_at(sq_of("H15")), WORDS_PREMIUM_TW);
	CHECK_INT(words_premium_at(WORDS_CENTRE), WORDS_PREMIUM_DW);
	CHECK_INT(words_premium_at(sq_of("N2")), WORDS_PREMIUM_DW);
	CHECK_INT(words_premium_at(sq_of("F2")), WORDS_PREMIUM_TL);
	CHECK_INT(words_premium_at(sq_of("N10")), WORDS_PREMIUM_TL);
	CHECK_INT(words_premium_at(sq_of("D1")), WORDS_PREMIUM_DL);
	CHECK_INT(words_premium_at(sq_of("M9")), WORDS_PREMIUM_DL);
	CHECK_INT(words_premium_at(sq_of("B1")), WORDS_PREMIUM_NONE);
	/* The layout is symmetric under both mirrors. */
	for (int r = 0; r < WORDS_SIZE; r++)
		for (int c = 0; c < WORDS_SIZE; c++) {
			int p = words_premium_at(r * WORDS_SIZE + c);
			CHECK(p == (int)words_premium_at(r * WORDS_SIZE + (WORDS_SIZE - 1 - c)));
			CHECK(p == (int)words_premium_at((WORDS_SIZE - 1 - r) * WORDS_SIZE + c));
		}
}

/* 100 tiles: the counts and values of the issue. */
static void test_tile_set(void)
{
	int total = words_tile_total('?'), points = 0;
	for (char c = 'A'; c <= 'Z'; c++) {
		total += words_tile_total(c);
		points += words_tile_total(c) * words_tile_value(c);
	}
	CHECK_INT(total, WORDS_TILE_COUNT);
	CHECK_INT(points, 187); /* the standard set's face value */
	CHECK_INT(words_tile_total('E'), 12);
	CHECK_INT(words_tile_total('?'), 2);
	CHECK_INT(words_tile_value('?'), 0);
	CHECK_INT(words_tile_value('q'), 0); /* a blank on the board */
	CHECK_INT(words_tile_value('Q'), 10);
	CHECK_INT(words_tile_value('K'), 5);
	CHECK_INT(words_rack_value("QZ?A"), 21);
}

/* Cross-architecture regression guard: these numbers were computed once
 * (by an independent Python model of SplitMix64 + xoshiro256**) and must be
 * the same on x86-64, armhf and arm64 (the ARM builds run this under
 * qemu-user).  Two kiosks sharing a seed rely on it. */
static void test_rng_pinned(void)
{
	struct words_rng rng;
	words_rng_seed(&rng, 20261122);
	CHECK(words_rng_next(&rng) == UINT64_C(0xce37efc44147fcbe));
	CHECK(words_rng_next(&rng) == UINT64_C(0x48f528fb0ba84bfc));
	CHECK(words_rng_next(&rng) == UINT64_C(0xb1be854d50a90d36));

	struct words_game g;
	words_init(&g, 2, 20261122, NULL, fixture_lexicon());
	CHECK_STR(g.pos.rack[0], "RTOOGDE");
	CHECK_STR(g.pos.rack[1], "ENNVURG");
	CHECK_INT(g.pos.bag_len, 86);
}

/* Bounded draws stay in range and reach every value. */
static void test_rng_below(void)
{
	struct words_rng rng;
	int seen[7] = {0};
	words_rng_seed(&rng, 7);
	for (int i = 0; i < 700; i++) {
		uint32_t v = words_rng_below(&rng, 7);
		CHECK(v < 7);
		if (v < 7)
			seen[v]++;
	}
	for (int i = 0; i < 7; i++)
		CHECK_MSG(seen[i] > 0, "every value of [0,7) should appear in 700 draws");
	CHECK_INT(words_rng_below(&rng, 1), 0);
}

/* The same seed deals the same racks; another seed deals others. */
static void test_same_seed_same_game(void)
{
	struct words_game a, b, c;
	words_init(&a, 4, 99, NULL, fixture_lexicon());
	words_init(&b, 4, 99, NULL, fixture_lexicon());
	words_init(&c, 4, 100, NULL, fixture_lexicon());
	CHECK(memcmp(&a.pos, &b.pos, sizeof a.pos) == 0);
	CHECK(memcmp(a.pos.rack, c.pos.rack, sizeof a.pos.rack) != 0);
	CHECK_INT(a.pos.bag_len, 100 - 4 * 7);
	CHECK_INT(words_init(&a, 1, 1, NULL, fixture_lexicon()), WORDS_ERR_BAD_ARGUMENT);
	CHECK_INT(words_init(&a, 5, 1, NULL, fixture_lexicon()), WORDS_ERR_BAD_ARGUMENT);
}

/* GCG coordinates: row first is across, column first is down. */
static void test_coordinates(void)
{
	char buf[8];
	int sq;
	enum words_dir dir;
	CHECK_INT(words_parse_coord("8D", &sq, &dir), WORDS_OK);
	CHECK_INT(sq, 7 * 15 + 3);
	CHECK_INT(dir, WORDS_ACROSS);
	CHECK_INT(words_parse_coord("D8", &sq, &dir), WORDS_OK);
	CHECK_INT(sq, 7 * 15 + 3);
	CHECK_INT(dir, WORDS_DOWN);
	CHECK_INT(words_parse_coord("o15", &sq, &dir), WORDS_OK);
	CHECK_INT(sq, 224);
	CHECK_INT(words_parse_coord("16A", &sq, &dir), WORDS_ERR_BAD_ARGUMENT);
	CHECK_INT(words_parse_coord("P1", &sq, &dir), WORDS_ERR_BAD_ARGUMENT);
	CHECK_INT(words_parse_coord("8", &sq, &dir), WORDS_ERR_BAD_ARGUMENT);
	CHECK_INT(words_parse_coord("8DD", &sq, &dir), WORDS_ERR_BAD_ARGUMENT);
	words_coord(224, WORDS_ACROSS, buf, sizeof buf);
	CHECK_STR(buf, "15O");
	words_coord(3, WORDS_DOWN, buf, sizeof buf);
	CHECK_STR(buf, "D1");
}

/* A set-up position gets the rest of the set in its bag; an over-used tile
 * (two Zs, three blanks) is refused and the bag left alone. */
static void test_rebuild_bag(void)
{
	struct words_game g;
	words_init(&g, 2, 3, NULL, fixture_lexicon());
	memset(g.pos.board, 0, sizeof g.pos.board);
	put_word(&g, "8G", "QaT");
	set_rack(&g, 0, "?ZZ");
	CHECK_INT(words_rebuild_bag(&g.pos), WORDS_ERR_BAD_ARGUMENT); /* one Z only */
	CHECK_INT(g.pos.bag_len, 86);
	set_rack(&g, 0, "?Z");
	set_rack(&g, 1, "");
	CHECK_INT(words_rebuild_bag(&g.pos), WORDS_OK);
	CHECK_INT(g.pos.bag_len, 100 - 3 - 2);
	CHECK_INT(words_count_tiles(&g.pos, '?'), 2);
	CHECK_INT(words_count_tiles(&g.pos, 'Q'), 1);
	CHECK_INT(words_count_tiles(&g.pos, 'E'), 12);
	set_rack(&g, 1, "?"); /* a third blank: one on the board, two on racks */
	CHECK_INT(words_rebuild_bag(&g.pos), WORDS_ERR_BAD_ARGUMENT);
	CHECK_INT(g.pos.bag_len, 95);
}

static const char *words_text(int code)
{
	return words_status_text((enum words_status)code);
}

/* The error convention: every status negative, each with its own sentence;
 * the sentences the players read are pinned. */
static void test_messages(void)
{
	static const int codes[] = {
		WORDS_OK, WORDS_ERR_NO_TILES, WORDS_ERR_TOO_MANY_TILES, WORDS_ERR_OFF_BOARD,
		WORDS_ERR_BAD_TILE, WORDS_ERR_DUPLICATE_SQUARE, WORDS_ERR_SQUARE_TAKEN,
		WORDS_ERR_NOT_IN_LINE, WORDS_ERR_GAP, WORDS_ERR_FIRST_NOT_CENTRE,
		WORDS_ERR_FIRST_SINGLE_TILE, WORDS_ERR_NOT_CONNECTED, WORDS_ERR_NOT_ON_RACK,
		WORDS_ERR_NOT_IN_DICT, WORDS_ERR_BLANK_MUST_BE_PLAYED, WORDS_ERR_BAG_TOO_SMALL,
		WORDS_ERR_GAME_OVER, WORDS_ERR_NO_CHALLENGE, WORDS_ERR_NO_BLANK,
		WORDS_ERR_INTERCHANGE_OFF, WORDS_ERR_NOT_A_KIND, WORDS_ERR_STAGED, WORDS_ERR_BAD_SLOT,
		WORDS_ERR_NOTHING_TO_TAKE_BACK, WORDS_ERR_LOG_FULL, WORDS_ERR_BAD_ARGUMENT,
		WORDS_ERR_NOT_IN_BAG, WORDS_ERR_SAVED_FIELD, WORDS_ERR_SAVED_DIFFERS,
	};
	check_status_texts("words", codes, (int)(sizeof codes / sizeof codes[0]), words_text);
	CHECK_STR(words_status_text(WORDS_ERR_GAP), "the word has a gap");
	CHECK_STR(words_status_text(WORDS_ERR_FIRST_NOT_CENTRE),
		  "the first word must cover the centre square H8");
	CHECK_STR(words_status_text(WORDS_ERR_NOTHING_TO_TAKE_BACK), "nothing to take back");
}

int main(void)
{
	RUN(test_premium_layout);
	RUN(test_tile_set);
	RUN(test_rng_pinned);
	RUN(test_rng_below);
	RUN(test_same_seed_same_game);
	RUN(test_coordinates);
	RUN(test_rebuild_bag);
	RUN(test_messages);
	return check_finish();
}
