/* Words turns: exchange, scoreless end, challenges, blank interchange,
 * three-of-a-kind, end-of-game rules, take back and staging. */
#include "check.h"
#include "words_fixture.h"

static struct words_game g;
static struct words_result r;

static void game_with(enum words_challenge mode)
{
	struct words_options o = { .challenge = mode };
	fixture_game(&g, &o);
}

/* True when board + racks + bag hold exactly the 100-tile set. */
static bool all_tiles_accounted(const struct words_position *p)
{
	if (words_count_tiles(p, '?') != words_tile_total('?'))
		return false;
	for (char c = 'A'; c <= 'Z'; c++)
		if (words_count_tiles(p, c) != words_tile_total(c))
			return false;
	return true;
}

/* Exchanging needs 7 tiles in the bag: refused with 6, allowed with 7; the
 * rack keeps its size, the bag its count, the turn passes and is logged. */
static void test_exchange(void)
{
	game_with(WORDS_CHALLENGE_ENFORCED);
	set_rack(&g, 0, "QQQQQQQ"); /* accounting does not matter here */
	g.pos.bag_len = 6;
	CHECK_INT(words_exchange(&g, "Q"), WORDS_ERR_BAG_TOO_SMALL);
	CHECK_INT(g.pos.current, 0);
	g.pos.bag_len = 7;
	CHECK_INT(words_exchange(&g, "QX"), WORDS_ERR_NOT_ON_RACK);
	CHECK_INT(words_exchange(&g, ""), WORDS_ERR_NO_TILES);
	CHECK_INT(words_exchange(&g, "QQ"), WORDS_OK);
	CHECK_INT(g.pos.bag_len, 7);
	CHECK_INT(strlen(g.pos.rack[0]), 7);
	CHECK_INT(g.pos.bag[5], 'Q'); /* returned tiles go in after the draw */
	CHECK_INT(g.pos.bag[6], 'Q');
	CHECK_INT(g.pos.current, 1);
	CHECK_INT(g.log[0].kind, WORDS_TURN_EXCHANGE);
	CHECK_STR(g.log[0].tiles, "QQ");
	CHECK_INT(g.pos.scoreless, 1);
}

/* Six consecutive scoreless turns end the game; each player then loses the
 * value of their own rack.  Racks: P0 "QZ" (20), P1 "AE?" (2). */
static void test_six_scoreless_turns(void)
{
	game_with(WORDS_CHALLENGE_ENFORCED);
	set_rack(&g, 0, "QZ");
	set_rack(&g, 1, "AE?");
	g.pos.score[0] = 30;
	for (int i = 0; i < 5; i++)
		CHECK_INT(words_pass(&g), WORDS_OK);
	CHECK(!words_is_over(&g));
	CHECK_INT(words_pass(&g), WORDS_OK);
	CHECK(words_is_over(&g));
	CHECK_INT(g.pos.end_reason, WORDS_END_SCORELESS);
	CHECK_INT(g.pos.score[0], 10);
	CHECK_INT(g.pos.score[1], -2);
	CHECK_INT(g.pos.log_len, 8);
	CHECK_INT(g.log[6].kind, WORDS_TURN_END_RACK);
	CHECK_STR(g.log[6].tiles, "QZ");
	CHECK_INT(g.log[6].score, -20);
	CHECK_INT(g.log[7].score, -2);
	CHECK_INT(words_leaders(&g), 1u);
	CHECK_INT(words_pass(&g), WORDS_ERR_GAME_OVER);
	/* A scoring play in between resets the count. */
	game_with(WORDS_CHALLENGE_ENFORCED);
	for (int i = 0; i < 5; i++)
		words_pass(&g);
	set_rack(&g, 1, "CATDOGS");
	struct words_move m = span_move(&g, "8G", "CAT");
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	CHECK_INT(g.pos.scoreless, 0);
	words_pass(&g);
	CHECK(!words_is_over(&g));
}

/* Plays "CATX" style phony: P0 plays XO... simpler: the first move TAC is
 * not in the word list. */
static void play_phony(void)
{
	set_rack(&g, 0, "TACDOGS");
	set_rack(&g, 1, "EEEIIII");
	words_rebuild_bag(&g.pos);
	struct words_move m = span_move(&g, "8G", "TAC");
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	CHECK_INT(r.score, 10);
}

static void play_valid(void)
{
	set_rack(&g, 0, "CATDOGS");
	set_rack(&g, 1, "EEEIIII");
	words_rebuild_bag(&g.pos);
	struct words_move m = span_move(&g, "8G", "CAT");
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
}

/* Dictionary-enforced: a phony never lands, and there is nothing to challenge. */
static void test_challenge_enforced(void)
{
	game_with(WORDS_CHALLENGE_ENFORCED);
	set_rack(&g, 0, "TACDOGS");
	struct words_move m = span_move(&g, "8G", "TAC");
	CHECK_INT(words_play(&g, &m, &r), WORDS_ERR_NOT_IN_DICT);
	play_valid();
	bool upheld;
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_ERR_NO_CHALLENGE);
}

/* Single: a challenged phony is withdrawn: the board, rack and bag return to
 * before the play, it scores 0 (a PLAY entry then a PHONY entry of -10), and
 * it was the player's turn.  A failed challenge costs nothing. */
static void test_challenge_single(void)
{
	game_with(WORDS_CHALLENGE_SINGLE);
	play_phony();
	CHECK_INT(g.pos.score[0], 10);
	bool upheld = false;
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_OK);
	CHECK(upheld);
	CHECK(r.words[0].phony);
	CHECK_INT(g.pos.score[0], 0);
	CHECK_INT(g.pos.board[WORDS_CENTRE], 0);
	CHECK_STR(g.pos.rack[0], "TACDOGS");
	CHECK(all_tiles_accounted(&g.pos));
	CHECK_INT(g.pos.current, 1);
	CHECK_INT(g.pos.log_len, 2);
	CHECK_INT(g.log[1].kind, WORDS_TURN_PHONY);
	CHECK_INT(g.log[1].score, -10);
	CHECK_INT(g.log[1].total, 0);
	CHECK_INT(g.pos.scoreless, 1);
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_ERR_NO_CHALLENGE);

	game_with(WORDS_CHALLENGE_SINGLE);
	play_valid();
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_OK);
	CHECK(!upheld);
	CHECK_INT(g.pos.current, 1);
	CHECK_INT(g.pos.log_len, 1);
	CHECK_INT(g.pos.score[0], 10);
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_ERR_NO_CHALLENGE);
}

/* Double: a failed challenge costs the challenger the turn (logged, 0). */
static void test_challenge_double(void)
{
	game_with(WORDS_CHALLENGE_DOUBLE);
	play_valid();
	bool upheld = true;
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_OK);
	CHECK(!upheld);
	CHECK_INT(g.pos.current, 0);
	CHECK_INT(g.log[1].kind, WORDS_TURN_LOST_CHALLENGE);
	CHECK_INT(g.log[1].player, 1);
	/* The play can no longer be challenged once the next player acted. */
	words_pass(&g);
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_ERR_NO_CHALLENGE);

	game_with(WORDS_CHALLENGE_DOUBLE);
	play_phony();
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_OK);
	CHECK(upheld);
	CHECK_INT(g.pos.current, 1); /* a correct challenge costs nothing */
}

/* Five-point: a failed challenge gives the player +5; the challenger moves. */
static void test_challenge_five_point(void)
{
	game_with(WORDS_CHALLENGE_FIVE_POINT);
	play_valid();
	bool upheld = true;
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_OK);
	CHECK(!upheld);
	CHECK_INT(g.pos.score[0], 15);
	CHECK_INT(g.log[1].kind, WORDS_TURN_CHALLENGE_BONUS);
	CHECK_INT(g.log[1].score, 5);
	CHECK_INT(g.log[1].total, 15);
	CHECK_INT(g.pos.current, 1);
}

/* Blank interchange: the blank standing for E on H8 is swapped for an E from
 * the rack; the board now holds a real E and the rack a blank. */
static void test_blank_interchange(void)
{
	struct words_options o = { .blank_interchange = true };
	fixture_game(&g, &o);
	put_word(&g, "8G", "TeA");
	set_rack(&g, 0, "EATSDOG");
	CHECK_INT(words_swap_blank(&g, sq_of("G8")), WORDS_ERR_NO_BLANK);
	CHECK_INT(words_swap_blank(&g, WORDS_CENTRE), WORDS_OK);
	CHECK_INT(g.pos.board[WORDS_CENTRE], 'E');
	CHECK_STR(g.pos.rack[0], "?ATSDOG");
	CHECK_INT(g.pos.current, 0); /* not the end of the turn */
	CHECK_INT(g.log[0].kind, WORDS_TURN_BLANK_SWAP);
	CHECK_INT(words_swap_blank(&g, WORDS_CENTRE), WORDS_ERR_NO_BLANK);

	/* Off by default. */
	fixture_game(&g, NULL);
	put_word(&g, "8G", "TeA");
	set_rack(&g, 0, "EATSDOG");
	CHECK_INT(words_swap_blank(&g, WORDS_CENTRE), WORDS_ERR_INTERCHANGE_OFF);

	/* Without the real tile on the rack. */
	fixture_game(&g, &o);
	put_word(&g, "8G", "TeA");
	set_rack(&g, 0, "ATSDOGX");
	CHECK_INT(words_swap_blank(&g, WORDS_CENTRE), WORDS_ERR_NOT_ON_RACK);
}

/* With "must play the recovered blank": passing, exchanging and plays
 * without a blank are refused until the blank is played; then all is normal. */
static void test_blank_interchange_must_play(void)
{
	struct words_options o = { .blank_interchange = true, .interchange_must_play = true };
	fixture_game(&g, &o);
	put_word(&g, "8G", "TeA");
	set_rack(&g, 0, "EATSDOG");
	CHECK_INT(words_swap_blank(&g, WORDS_CENTRE), WORDS_OK);
	CHECK_INT(words_pass(&g), WORDS_ERR_BLANK_MUST_BE_PLAYED);
	CHECK_INT(words_exchange(&g, "A"), WORDS_ERR_BLANK_MUST_BE_PLAYED);
	/* TEAS with a real S is refused; with the blank as S it lands. */
	struct words_move m = span_move(&g, "8G", "...S");
	CHECK_INT(words_evaluate(&g, &m, &r), WORDS_ERR_BLANK_MUST_BE_PLAYED);
	m = span_move(&g, "8G", "...s");
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	CHECK_INT(g.pos.current, 1);
	CHECK_INT(words_pass(&g), WORDS_OK);
}

/* Three-of-a-kind: returning three identical tiles draws three others and
 * the same player moves on; fewer than three, or the rule off, is refused. */
static void test_three_of_a_kind(void)
{
	struct words_options o = { .kind_redraw = true };
	fixture_game(&g, &o);
	set_rack(&g, 0, "UUUBCDF");
	set_rack(&g, 1, "EEEIIII");
	CHECK_INT(words_rebuild_bag(&g.pos), WORDS_OK);
	CHECK_INT(words_kind_redraw(&g, 'B'), WORDS_ERR_NOT_A_KIND);
	int bag = g.pos.bag_len;
	CHECK_INT(words_kind_redraw(&g, 'U'), WORDS_OK);
	CHECK_INT(g.pos.current, 0);
	CHECK_INT(g.pos.bag_len, bag);
	CHECK_INT(strlen(g.pos.rack[0]), 7);
	CHECK(all_tiles_accounted(&g.pos));
	CHECK_INT(g.log[0].kind, WORDS_TURN_KIND_REDRAW);
	CHECK_STR(g.log[0].tiles, "UUU");
	CHECK_INT(g.pos.scoreless, 0);
	/* The three Us went back after the draw: they are the bag's last tiles. */
	CHECK_INT(g.pos.bag[bag - 1], 'U');

	fixture_game(&g, NULL);
	set_rack(&g, 0, "UUUBCDF");
	CHECK_INT(words_kind_redraw(&g, 'U'), WORDS_ERR_NOT_A_KIND);
}

/* Going out with the bag empty.  CAT stands at 8G; P0 holds only S and
 * plays CATS = 6; P1 holds Q and Z (20).
 * Classic: P0 6 + 20 = 26, P1 -20.  Tournament: P0 6 + 2 x 20 = 46, P1 0. */
static void go_out(enum words_end_rule rule)
{
	struct words_options o = { .end_rule = rule };
	fixture_game(&g, &o);
	put_word(&g, "8G", "CAT");
	set_rack(&g, 0, "S");
	set_rack(&g, 1, "QZ");
	g.pos.bag_len = 0;
	struct words_move m = span_move(&g, "8G", "...S");
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	CHECK_INT(r.score, 6);
	CHECK(words_is_over(&g));
	CHECK_INT(g.pos.end_reason, WORDS_END_WENT_OUT);
	CHECK_INT(g.log[1].kind, WORDS_TURN_END_GAIN);
	CHECK_STR(g.log[1].tiles, "QZ");
}

static void test_end_classic(void)
{
	go_out(WORDS_END_CLASSIC);
	CHECK_INT(g.pos.score[0], 26);
	CHECK_INT(g.pos.score[1], -20);
	CHECK_INT(g.pos.log_len, 3);
	CHECK_INT(g.log[2].kind, WORDS_TURN_END_RACK);
	CHECK_INT(g.log[2].score, -20);
	CHECK_INT(words_leaders(&g), 1u);
}

static void test_end_tournament(void)
{
	go_out(WORDS_END_TOURNAMENT);
	CHECK_INT(g.pos.score[0], 46);
	CHECK_INT(g.pos.score[1], 0);
	CHECK_INT(g.pos.log_len, 2);
}

/* Three players, classic: the goer gains both other racks (QZ 20 + AE 2),
 * each other player loses their own.  CATS = 6, so P0 ends on 28. */
static void test_end_classic_three_players(void)
{
	words_init(&g, 3, 1, NULL, fixture_lexicon());
	put_word(&g, "8G", "CAT");
	set_rack(&g, 0, "S");
	set_rack(&g, 1, "QZ");
	set_rack(&g, 2, "AE");
	g.pos.bag_len = 0;
	struct words_move m = span_move(&g, "8G", "...S");
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	CHECK_INT(g.pos.score[0], 28);
	CHECK_INT(g.pos.score[1], -20);
	CHECK_INT(g.pos.score[2], -2);
	CHECK_STR(g.log[1].tiles, "QZAE");
	CHECK_INT(words_leaders(&g), 1u);
}

/* Going out is challengeable: a withdrawn going-out play also takes back the
 * end-of-game adjustments and the game goes on. */
static void test_challenge_going_out(void)
{
	struct words_options o = { .challenge = WORDS_CHALLENGE_SINGLE };
	fixture_game(&g, &o);
	put_word(&g, "8G", "CAT");
	set_rack(&g, 0, "X");
	set_rack(&g, 1, "QZ");
	g.pos.bag_len = 0;
	struct words_move m = span_move(&g, "8G", "...X");
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	CHECK(words_is_over(&g));
	bool upheld = false;
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_OK);
	CHECK(upheld);
	CHECK(!words_is_over(&g));
	CHECK_INT(g.pos.score[0], 0);
	CHECK_INT(g.pos.score[1], 0);
	CHECK_INT(g.pos.log_len, 2); /* the play and its withdrawal; the end entries are gone */
	CHECK_INT(g.log[1].kind, WORDS_TURN_PHONY);
	CHECK_STR(g.pos.rack[0], "X");
	CHECK_INT(g.pos.current, 1);
	/* Take back undoes the challenge: the game is over again, and the
	 * end's entries, which the withdrawal wrote over, are back. */
	CHECK_INT(words_take_back(&g), WORDS_OK);
	CHECK(words_is_over(&g));
	CHECK_INT(g.pos.log_len, 3);
	CHECK_INT(g.log[1].kind, WORDS_TURN_END_GAIN);
	CHECK_STR(g.log[1].tiles, "QZ");
	CHECK_INT(g.log[1].total, g.pos.score[0]);
	CHECK_INT(g.log[2].kind, WORDS_TURN_END_RACK);
	CHECK_INT(g.log[2].total, g.pos.score[1]);
	/* Also when turns after the withdrawal wrote over them. */
	CHECK_INT(words_challenge(&g, &upheld, &r), WORDS_OK);
	CHECK_INT(words_pass(&g), WORDS_OK);
	CHECK_INT(words_pass(&g), WORDS_OK);
	CHECK_INT(words_take_back(&g), WORDS_OK);
	CHECK_INT(words_take_back(&g), WORDS_OK);
	CHECK_INT(words_take_back(&g), WORDS_OK);
	CHECK(words_is_over(&g));
	CHECK_INT(g.log[1].kind, WORDS_TURN_END_GAIN);
	CHECK_INT(g.log[2].kind, WORDS_TURN_END_RACK);
	CHECK_INT(g.log[2].score, -20);
}

/* Equal scores are a tie: both players lead. */
static void test_tie(void)
{
	fixture_game(&g, NULL);
	g.pos.score[0] = g.pos.score[1] = 12;
	CHECK_INT(words_leaders(&g), 3u);
}

/* Take back restores the position before the last whole turn: board, racks,
 * bag (so the same play draws the same tiles again), scores, log. */
static void test_take_back(void)
{
	game_with(WORDS_CHALLENGE_ENFORCED);
	CHECK_INT(words_take_back(&g), WORDS_ERR_NOTHING_TO_TAKE_BACK);
	set_rack(&g, 0, "CATDOGS");
	set_rack(&g, 1, "EEEIIII");
	words_rebuild_bag(&g.pos);
	struct words_position start = g.pos;
	struct words_move m = span_move(&g, "8G", "CAT");
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	char rack_after[8];
	memcpy(rack_after, g.pos.rack[0], sizeof rack_after);
	CHECK_INT(words_pass(&g), WORDS_OK);
	CHECK_INT(words_take_back(&g), WORDS_OK);
	CHECK_INT(g.pos.current, 1);
	CHECK_INT(g.pos.log_len, 1);
	CHECK_INT(words_take_back(&g), WORDS_OK);
	CHECK(memcmp(&g.pos, &start, sizeof start) == 0);
	CHECK_INT(words_take_back(&g), WORDS_ERR_NOTHING_TO_TAKE_BACK);
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	CHECK_STR(g.pos.rack[0], rack_after);

	/* Mid-turn actions go with the turn they belong to. */
	struct words_options o = { .blank_interchange = true };
	fixture_game(&g, &o);
	put_word(&g, "8G", "TeA");
	set_rack(&g, 0, "EATSDOG");
	start = g.pos;
	words_swap_blank(&g, WORDS_CENTRE);
	m = span_move(&g, "8G", "...S");
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	CHECK_INT(words_take_back(&g), WORDS_OK);
	CHECK(memcmp(&g.pos, &start, sizeof start) == 0);
}

/* Staging: tiles placed this turn stay off the committed board; they can be
 * moved, recalled, scored live and played; shuffling is deterministic and
 * leaves staged slots alone. */
static void test_staging(void)
{
	game_with(WORDS_CHALLENGE_ENFORCED);
	set_rack(&g, 0, "CAT?DOG");
	CHECK_INT(words_stage_place(&g, 0, sq_of("G8"), 0), WORDS_OK);
	CHECK_INT(words_stage_place(&g, 1, sq_of("H8"), 0), WORDS_OK);
	CHECK_INT(words_stage_place(&g, 1, sq_of("I8"), 0), WORDS_ERR_STAGED);
	CHECK_INT(words_stage_place(&g, 2, sq_of("H8"), 0), WORDS_ERR_SQUARE_TAKEN);
	CHECK_INT(words_stage_place(&g, 3, sq_of("J8"), '1'), WORDS_ERR_BAD_TILE);
	CHECK_INT(words_stage_place(&g, 9, sq_of("J8"), 0), WORDS_ERR_BAD_SLOT);
	CHECK_INT(words_stage_place(&g, 2, sq_of("A1"), 0), WORDS_OK);
	CHECK_INT(g.pos.board[sq_of("G8")], 0); /* not committed */
	CHECK_INT(words_stage_tile_at(&g, sq_of("H8")), 'A');
	CHECK_INT(words_stage_evaluate(&g, &r), WORDS_ERR_NOT_IN_LINE);
	CHECK_INT(words_stage_move(&g, sq_of("A1"), sq_of("I8")), WORDS_OK);
	CHECK_INT(words_stage_tile_at(&g, sq_of("A1")), 0);
	CHECK_INT(words_stage_evaluate(&g, &r), WORDS_OK);
	CHECK_INT(r.score, 10);
	/* A blank takes the letter chosen for it. */
	CHECK_INT(words_stage_place(&g, 3, sq_of("J8"), 's'), WORDS_OK);
	CHECK_INT(words_stage_tile_at(&g, sq_of("J8")), 's');
	CHECK_INT(words_stage_evaluate(&g, &r), WORDS_OK);
	CHECK_INT(r.score, 10); /* CATs: 3+1+1+0, doubled */
	CHECK_INT(words_stage_recall(&g, sq_of("J8")), WORDS_OK);
	CHECK_INT(words_stage_recall(&g, sq_of("J8")), WORDS_ERR_STAGED);
	CHECK(!words_stage_slot_used(&g, 3));

	/* Shuffling with the same seed gives the same order; staged slots stay. */
	struct words_game copy = g;
	words_rack_shuffle_seeded(&g, 5);
	words_rack_shuffle_seeded(&copy, 5);
	CHECK_STR(g.pos.rack[0], copy.pos.rack[0]);
	CHECK_INT(g.pos.rack[0][0], 'C');
	CHECK_INT(g.pos.rack[0][1], 'A');
	CHECK_INT(g.pos.rack[0][2], 'T');
	/* The game's own shuffle never moves the bag's generator. */
	struct words_rng bag_rng = g.pos.bag_rng;
	words_rack_shuffle(&g);
	CHECK(memcmp(&bag_rng, &g.pos.bag_rng, sizeof bag_rng) == 0);
	/* Swapping slots carries staged tiles with them. */
	CHECK_INT(words_rack_swap(&g, 0, 6), WORDS_OK);
	CHECK(words_stage_slot_used(&g, 6));
	CHECK(!words_stage_slot_used(&g, 0));
	CHECK_INT(words_stage_play(&g, &r), WORDS_OK);
	CHECK_INT(r.score, 10);
	CHECK_INT(g.pos.board[sq_of("G8")], 'C');
	CHECK_INT(g.stage.count, 0);
	words_stage_recall_all(&g);
}

/* A whole move staged as fingers would place it: each tile from the first
 * unstaged slot that holds it, a lowercase tile from a blank as that
 * letter; a tile the rack lacks is refused. */
static void test_stage_whole(void)
{
	game_with(WORDS_CHALLENGE_ENFORCED);
	set_rack(&g, 0, "DOGCAT?");
	struct words_move m;
	words_move_clear(&m);
	CHECK_INT(words_move_add(&m, sq_of("G8"), 'C'), WORDS_OK);
	CHECK_INT(words_move_add(&m, sq_of("H8"), 'A'), WORDS_OK);
	CHECK_INT(words_move_add(&m, sq_of("I8"), 'T'), WORDS_OK);
	CHECK_INT(words_move_add(&m, sq_of("J8"), 's'), WORDS_OK);
	CHECK_INT(words_stage_whole(&g, &m), WORDS_OK);
	CHECK_INT(g.stage.count, 4);
	CHECK(words_stage_slot_used(&g, 3) && words_stage_slot_used(&g, 4) && words_stage_slot_used(&g, 5));
	CHECK(words_stage_slot_used(&g, 6) && !words_stage_slot_used(&g, 0));
	CHECK_INT(words_stage_tile_at(&g, sq_of("J8")), 's');
	CHECK_INT(words_stage_play(&g, &r), WORDS_OK);
	CHECK_INT(r.score, 10);	/* CATs: 3+1+1+0, doubled */
	/* A second C where the rack has one: the first stays staged, no more. */
	game_with(WORDS_CHALLENGE_ENFORCED);
	set_rack(&g, 0, "CATDOGS");
	words_move_clear(&m);
	CHECK_INT(words_move_add(&m, sq_of("G8"), 'C'), WORDS_OK);
	CHECK_INT(words_move_add(&m, sq_of("H8"), 'C'), WORDS_OK);
	CHECK_INT(words_stage_whole(&g, &m), WORDS_ERR_NOT_ON_RACK);
	CHECK_INT(g.stage.count, 1);
}

/* Records replay with known racks: set_rack swaps tiles with the bag and
 * keeps the set whole; tiles the bag lacks are refused without a change. */
static void test_set_rack(void)
{
	game_with(WORDS_CHALLENGE_ENFORCED);
	CHECK_INT(words_set_rack(&g, 1, "EEE"), WORDS_OK); /* P1's dealt tiles back in the bag */
	CHECK_INT(words_set_rack(&g, 0, "QZJX?"), WORDS_OK);
	CHECK_STR(g.pos.rack[0], "QZJX?");
	CHECK(all_tiles_accounted(&g.pos));
	struct words_position before = g.pos;
	CHECK_INT(words_set_rack(&g, 1, "QQ"), WORDS_ERR_NOT_IN_BAG);
	CHECK(memcmp(&before, &g.pos, sizeof before) == 0);
	CHECK_INT(words_set_rack(&g, 0, "QZJX"), WORDS_OK); /* its own tiles are fine */
	CHECK_INT(words_set_rack(&g, 1, ""), WORDS_OK);
	CHECK_STR(g.pos.rack[1], "");
	CHECK(all_tiles_accounted(&g.pos));
	CHECK_INT(words_set_rack(&g, 0, "ABCDEFGH"), WORDS_ERR_TOO_MANY_TILES);
	CHECK_INT(words_set_rack(&g, 2, "A"), WORDS_ERR_BAD_ARGUMENT);
}

/* When the log cannot hold a turn and its end-of-game entries, actions are
 * refused rather than recorded in part; a finished game refuses everything. */
static void test_log_full_and_game_over(void)
{
	game_with(WORDS_CHALLENGE_ENFORCED);
	g.pos.log_len = WORDS_LOG_CAP - 2;
	CHECK_INT(words_pass(&g), WORDS_ERR_LOG_FULL);
	CHECK_INT(g.pos.current, 0);
	set_rack(&g, 0, "CATDOGS");
	struct words_move m = span_move(&g, "8G", "CAT");
	CHECK_INT(words_play(&g, &m, &r), WORDS_ERR_LOG_FULL);
	CHECK_INT(g.pos.board[WORDS_CENTRE], 0);

	game_with(WORDS_CHALLENGE_ENFORCED);
	g.pos.state = WORDS_STATE_OVER;
	set_rack(&g, 0, "CATDOGS");
	m = span_move(&g, "8G", "CAT");
	CHECK_INT(words_evaluate(&g, &m, &r), WORDS_ERR_GAME_OVER);
	CHECK_INT(words_pass(&g), WORDS_ERR_GAME_OVER);
	CHECK_INT(words_exchange(&g, "C"), WORDS_ERR_GAME_OVER);
	CHECK_INT(words_stage_place(&g, 0, WORDS_CENTRE, 0), WORDS_ERR_GAME_OVER);
}

int main(void)
{
	RUN(test_exchange);
	RUN(test_six_scoreless_turns);
	RUN(test_challenge_enforced);
	RUN(test_challenge_single);
	RUN(test_challenge_double);
	RUN(test_challenge_five_point);
	RUN(test_blank_interchange);
	RUN(test_blank_interchange_must_play);
	RUN(test_three_of_a_kind);
	RUN(test_end_classic);
	RUN(test_end_tournament);
	RUN(test_end_classic_three_players);
	RUN(test_challenge_going_out);
	RUN(test_tie);
	RUN(test_take_back);
	RUN(test_staging);
	RUN(test_stage_whole);
	RUN(test_set_rack);
	RUN(test_log_full_and_game_over);
	return check_finish();
}
