/* The Words computer player: every level's choice is a legal turn the rules
 * core accepts and scores the same; Medium finds the top score; the weak
 * levels seldom do; the same seed gives the same choice; no play means an
 * exchange (or a pass with a short bag); the worker thread gives what a
 * direct call gives; whole games between levels finish. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <errno.h>
#include <stdatomic.h>

#include "ai/words_leaves.h"
#include "ai/words_player.h"
#include "ai/words_worker.h"
#include "check.h"
#include "platform/storage.h"
#include "ui/words/words_table.h"
#include "ui/words/words_table_int.h"

static struct dict dict;
static struct words_lexicon lex;
static struct words_player *player;
static _Alignas(16) unsigned char player_mem[1 << 17];	/* words_player_memory_size(), 110 KB */
static struct words_game game;

static bool contains(const void *ctx, const char *w, int len)
{
	return dict_contains(ctx, w, (size_t)len);
}

static void new_game(uint64_t seed)
{
	CHECK_INT(words_init(&game, 2, seed, NULL, lex), WORDS_OK);
}

/* Applies a choice through the rules core (words_choice_apply, as the
 * benchmark and the learning tool do): accepted, a play scored as chosen. */
static void apply(const struct words_choice *c)
{
	struct words_result r;
	CHECK_INT(words_choice_apply(&game, c, &r), WORDS_OK);
	if (c->kind == WORDS_CHOICE_PLAY)
		CHECK_INT(r.score, c->play.score);
}

/* words_choice_leave: what stays on the rack after each kind of choice;
 * a play's tiles (a blank as '?') plus its leave make the rack again. */
static void test_choice_leave(void)
{
	struct words_choice c = { .kind = WORDS_CHOICE_EXCHANGE };
	char out[WORDS_RACK_SIZE + 1];
	strcpy(c.exchange, "B?E");
	words_choice_leave("AB?CDEE", &c, out);
	CHECK_STR(out, "ACDE");
	c.kind = WORDS_CHOICE_PASS;
	words_choice_leave("AB?CDEE", &c, out);
	CHECK_STR(out, "AB?CDEE");
	for (uint64_t seed = 1; seed <= 5; seed++) {
		new_game(seed);
		char rack[WORDS_RACK_SIZE + 1];
		strcpy(rack, game.pos.rack[game.pos.current]);
		CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_MEDIUM, seed, 0, NULL, &c), 0);
		CHECK_INT(c.kind, WORDS_CHOICE_PLAY);
		words_choice_leave(rack, &c, out);
		struct words_move m;
		words_gen_to_move(&c.play, &m);
		char rebuilt[2 * WORDS_RACK_SIZE + 1];
		int n = 0;
		for (int i = 0; i < m.count; i++) {
			char t = m.tiles[i].tile;
			rebuilt[n++] = t >= 'a' && t <= 'z' ? '?' : t;
		}
		for (const char *k = out; *k; k++)
			rebuilt[n++] = *k;
		CHECK_INT(n, (int)strlen(rack));
		for (const char *k = rack; *k; k++) {	/* the same multiset */
			char *at = memchr(rebuilt, *k, (size_t)n);
			CHECK(at != NULL);
			if (at)
				*at = '#';
		}
	}
}

static void test_levels_by_name(void)
{
	CHECK_INT(words_level_parse("beginner"), WORDS_LEVEL_BEGINNER);
	CHECK_INT(words_level_parse("5"), WORDS_LEVEL_EXPERT);
	CHECK_INT(words_level_parse("master"), -1);
	CHECK_INT(words_level_parse(NULL), -1);
	CHECK_STR(words_level_name(WORDS_LEVEL_HARD), "Hard");
	struct words_choice c;
	new_game(1);
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVELS, 1, 0, NULL, &c), -EINVAL);
	CHECK(words_player_init(player_mem, 16, &dict) == NULL);	/* too small */
}

static void test_medium_is_top_score(void)
{
	static struct words_gen_move top[1];
	for (uint64_t seed = 1; seed <= 20; seed++) {
		new_game(seed);
		struct words_choice c;
		CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_MEDIUM, seed, 0, NULL, &c), 0);
		struct words_gen_list l;
		words_gen_list_init(&l, top, 1, WORDS_GEN_TOP);
		words_gen_moves(&dict, game.pos.board, game.pos.rack[0], &l);
		if (l.count) {
			CHECK_INT(c.kind, WORDS_CHOICE_PLAY);
			CHECK_INT(c.play.score, top[0].score);
		}
	}
}

/* Every level plays whole games against Medium: each choice is legal and
 * scored as the core scores it, and the games end. */
static void test_games_between_levels(void)
{
	for (int level = WORDS_LEVEL_BEGINNER; level < WORDS_LEVELS; level++) {
		new_game(100 + (uint64_t)level);
		int turns = 0;
		while (!words_is_over(&game) && turns < 200) {
			enum words_level who = game.pos.current == 0 ? (enum words_level)level : WORDS_LEVEL_MEDIUM;
			struct words_choice c;
			CHECK_INT(words_player_choose(player, &game, who, (uint64_t)turns, 30, NULL, &c), 0);
			apply(&c);
			turns++;
		}
		CHECK_MSG(words_is_over(&game), "the game ends");
	}
}

static void test_weak_levels_seldom_top(void)
{
	int beginner_top = 0, easy_top = 0, positions = 0;
	for (uint64_t seed = 1; seed <= 30; seed++) {
		new_game(seed);
		struct words_choice best, b, e;
		words_player_choose(player, &game, WORDS_LEVEL_MEDIUM, seed, 0, NULL, &best);
		if (best.kind != WORDS_CHOICE_PLAY)
			continue;
		positions++;
		words_player_choose(player, &game, WORDS_LEVEL_BEGINNER, seed, 0, NULL, &b);
		words_player_choose(player, &game, WORDS_LEVEL_EASY, seed, 0, NULL, &e);
		beginner_top += b.kind == WORDS_CHOICE_PLAY && b.play.score == best.play.score;
		easy_top += e.kind == WORDS_CHOICE_PLAY && e.play.score == best.play.score;
		/* The same seed, the same choice. */
		struct words_choice again;
		words_player_choose(player, &game, WORDS_LEVEL_BEGINNER, seed, 0, NULL, &again);
		CHECK_INT(again.play.square, b.play.square);
		CHECK_STR(again.play.word, b.play.word);
	}
	CHECK(positions >= 25);
	CHECK_MSG(beginner_top * 5 < positions, "Beginner finds the top score in under a fifth");
	CHECK_MSG(easy_top * 2 < positions, "Easy finds it in under half");
}

static void test_no_play_exchanges_or_passes(void)
{
	new_game(5);
	CHECK_INT(words_set_rack(&game, 0, "VVWWKJQ"), WORDS_OK);
	struct words_choice c;
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_MEDIUM, 1, 0, NULL, &c), 0);
	CHECK_INT(c.kind, WORDS_CHOICE_EXCHANGE);
	CHECK(strlen(c.exchange) >= 1);
	apply(&c);
	new_game(5);
	CHECK_INT(words_set_rack(&game, 0, "VVWWKJQ"), WORDS_OK);
	game.pos.bag_len = 3;	/* too few to exchange */
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_HARD, 1, 0, NULL, &c), 0);
	CHECK_INT(c.kind, WORDS_CHOICE_PASS);
}

static void test_leave_values(void)
{
	CHECK(words_leave_value("?") > words_leave_value("E"));
	CHECK(words_leave_value("S") > words_leave_value("Q"));
	CHECK(words_leave_value("ERS") > words_leave_value("UUU"));
	CHECK(words_leave_value("?S") > words_leave_value("QUU"));
	CHECK(words_leave_value("?") > words_leave_value("QVV"));
	CHECK(words_leave_value("") == 0);
}

/* The learned table (tools/learn/learn_leaves.c wrote it): learned from
 * games, not the placeholder; the blank the best tile to keep; the value of
 * a leave is its terms added up. */
static void test_leave_table(void)
{
	const struct words_leave_table *t = &words_leaves;
	CHECK_MSG(t->samples > 10000, "the table was learned from many leaves");
	for (int k = 0; k < 26; k++)
		CHECK(t->tile[26] > t->tile[k]);
	CHECK(t->tile['S' - 'A'] > t->tile['Q' - 'A']);
	CHECK_INT(t->vc[0][0], 0);
	CHECK_INT(words_leave_tenths(t, ""), 0);
	CHECK_INT(words_leave_tenths(t, "E"), t->tile['E' - 'A'] + t->vc[1][0]);
	CHECK_INT(words_leave_tenths(t, "EER?"),
		  2 * t->tile['E' - 'A'] + t->dup['E' - 'A'] + t->tile['R' - 'A'] + t->tile[26] + t->vc[2][1]);
	CHECK_INT(words_leave_tenths(t, "EEE"), 3 * t->tile['E' - 'A'] + 2 * t->dup['E' - 'A'] + t->vc[3][0]);
	CHECK_INT(words_leave_value("?"), (t->tile[26] + t->vc[0][0] + 5) / 10);
	for (int a = 0; a < WORDS_LEAVE_KINDS; a++)
		for (int b = 0; b < WORDS_LEAVE_KINDS; b++)
			CHECK_INT(t->pair[a][b], 0); /* Hard's table has no pairs */
}

/* Expert's table: learned from far more leaves, over the turns that follow
 * (so a blank and an S are worth more than to the next turn alone), with
 * pairs; a leave's value adds each two different kinds once. */
static void test_expert_leave_table(void)
{
	const struct words_leave_table *t = &words_leaves_expert, *h = &words_leaves;
	CHECK(words_player_leaves(WORDS_LEVEL_EXPERT) == t);
	CHECK(words_player_leaves(WORDS_LEVEL_HARD) == h);
	CHECK_MSG(t->samples > 500000, "Expert's table was learned from many leaves");
	for (int k = 0; k < 26; k++)
		CHECK(t->tile[26] > t->tile[k]);
	CHECK_MSG(t->tile[26] > h->tile[26], "a blank is worth more over the turns that follow than to the next");
	CHECK(t->tile['S' - 'A'] > h->tile['S' - 'A']);
	int nonzero = 0;
	for (int a = 0; a < WORDS_LEAVE_KINDS; a++)
		for (int b = 0; b < WORDS_LEAVE_KINDS; b++) {
			if (b <= a)
				CHECK_INT(t->pair[a][b], 0);
			nonzero += t->pair[a][b] != 0;
		}
	CHECK_MSG(nonzero > 300, "most pairs have a value");
	CHECK_MSG(t->pair['Q' - 'A']['U' - 'A'] > 0, "a Q is better kept with a U");
	int q = 'Q' - 'A', u = 'U' - 'A';
	CHECK_INT(words_leave_tenths(t, "QUU?"), t->tile[q] + 2 * t->tile[u] + t->dup[u] + t->tile[26] +
							 t->pair[q][u] + t->pair[q][26] + t->pair[u][26] + t->vc[2][1]);
	CHECK_INT(words_leave_tenths(t, "?UQ"), words_leave_tenths(t, "QU?"));
	CHECK_INT(words_leave_tenths(t, ""), 0);
}

/* Hard takes the best score plus learned leave (computed here from the
 * table: its own, or the one it was told to use), which is not always the
 * top score; or exchanges when keeping
 * its best tiles is worth more than any play. */
static void check_hard_uses_leaves(const struct words_leave_table *table)
{
	static struct words_gen_move all[4096];
	int differs = 0;
	for (uint64_t seed = 1; seed <= 12; seed++) {
		new_game(seed);
		const char *rack = game.pos.rack[0];
		struct words_gen_list l;
		words_gen_list_init(&l, all, 4096, WORDS_GEN_ALL);
		CHECK_INT(words_gen_moves(&dict, game.pos.board, rack, &l), 0);
		words_gen_sort(&l);
		int best = 0, best_e = -1000000;
		for (int i = 0; i < l.count && i < 64; i++) {
			char left[8];
			strcpy(left, rack);
			for (int k = 0; k < all[i].len; k++) {
				if (all[i].through & (1u << k))
					continue;
				char c = all[i].word[k];
				char *at = strchr(left, c >= 'a' ? '?' : c);
				memmove(at, at + 1, strlen(at));
			}
			int e = 10 * all[i].score + words_leave_tenths(table ? table : &words_leaves, left);
			if (e > best_e) {
				best_e = e;
				best = i;
			}
		}
		struct words_choice c;
		CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_HARD, seed, 0, NULL, &c), 0);
		if (c.kind != WORDS_CHOICE_PLAY)
			continue;	/* an exchange: checked below */
		CHECK_INT(c.play.score, all[best].score);
		CHECK_STR(c.play.word, all[best].word);
		differs += all[best].score != all[0].score;
	}
	CHECK_MSG(differs >= 2, "the leave changes Hard's choice in some openings");
	/* A rack of vowels and duplicates, a full bag: Hard changes tiles. */
	new_game(3);
	CHECK_INT(words_set_rack(&game, 0, "UUUIIVV"), WORDS_OK);
	struct words_choice c;
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_HARD, 1, 0, NULL, &c), 0);
	CHECK_INT(c.kind, WORDS_CHOICE_EXCHANGE);
	CHECK(strchr(c.exchange, 'U') != NULL);
	apply(&c);
}

static void test_hard_uses_leaves(void)
{
	check_hard_uses_leaves(NULL);
	/* Told to choose by Expert's table, Hard takes that table's best. */
	words_player_set_leaves(player, &words_leaves_expert);
	check_hard_uses_leaves(&words_leaves_expert);
	words_player_set_leaves(player, NULL);
}

/* An endgame (bag empty, both racks known) where the top score, HM for
 * 22, leaves the Q to be stuck and loses, while the search plays the Q
 * off and wins.  Found by self-play (seed 22, Hard against Hard). */
static void test_expert_endgame(void)
{
	static const char *const rows[WORDS_SIZE] = {
		"............PLU", ".........COKIER", "........HO...C.", ".......WAZIR.AB", "......TOWEL..NE",
		"......Ou.YEN.OD", "......OB..XI.R.", "......TI...M.AL", ".......T......I", ".....VASTY....V",
		".N......IURE.GI", "DE.TROULeS...OD", "JAPE.........N.", "IF.......DUE.I.", "NE.......AGRAFE",
	};
	new_game(1);
	for (int r = 0; r < WORDS_SIZE; r++)
		for (int col = 0; col < WORDS_SIZE; col++)
			game.pos.board[r * WORDS_SIZE + col] = rows[r][col] == '.' ? 0 : rows[r][col];
	strcpy(game.pos.rack[0], "QAAEHGM");
	strcpy(game.pos.rack[1], "SSNET");
	game.pos.bag_len = 0;
	game.pos.score[0] = 364;
	game.pos.score[1] = 345;
	game.pos.turns = 30;
	struct words_game start = game;
	struct words_choice greedy, search;
	words_player_set_clock(player, NULL);
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_MEDIUM, 1, 0, NULL, &greedy), 0);
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, 1, 0, NULL, &search), 0);
	CHECK_INT(greedy.kind, WORDS_CHOICE_PLAY);
	CHECK_STR(greedy.play.word, "HM");
	CHECK_INT(search.kind, WORDS_CHOICE_PLAY);
	CHECK_MSG(strchr(search.play.word, 'Q') != NULL, "the search plays the Q");
	/* Both lines played to the end, both sides searching from there. */
	int spread[2];
	for (int line = 0; line < 2; line++) {
		game = start;
		apply(line ? &search : &greedy);
		for (int turns = 0; !words_is_over(&game) && turns < 40; turns++) {
			struct words_choice c;
			CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, 1, 0, NULL, &c), 0);
			apply(&c);
		}
		CHECK(words_is_over(&game));
		spread[line] = game.pos.score[0] - game.pos.score[1];
	}
	CHECK_MSG(spread[0] < 0, "the top score loses");
	CHECK_MSG(spread[1] > 0, "the search wins");
}

/* Pre-endgames found by self-play (Hard against Hard; the board, racks,
 * bag and the bag's generator as they stood), where Expert, playing every
 * order of the unseen tiles out to the end, wins while Hard's choice does
 * not; both lines are played out with Expert on both sides and the bag
 * drawn as it was in that game.  In the first, the two-ply simulation
 * Expert used before (the opponent's reply judged by its equity) chose
 * EASIED for 26, which loses by a point. */
struct pre_end_case {
	const char *rows[WORDS_SIZE];
	const char *racks[2], *bag;
	int current, score[2];
	uint64_t bag_rng[4];
	const char *hard, *expert;
};

static const struct pre_end_case pre_end_cases[] = {
	{ /* seed 3, turn 18: SAID for 30 draws, AIDES for 23 wins by 2 */
	  { "VOX..PODAL.....", ".PUBCO..E..c.G.", "........C..U.L.", ".......HIMATIA.", ".......EA..I.N.",
	    ".......J...N.D.", ".......R...I...", "RETEAM.A...Z...", ".TONGERs..FEH..", "..N.OW....I.Y..",
	    ".AD.......V.G..", ".TI.......E.E..", ".ON.......R.I..", ".KO.........S..", "..SEQUEL.BURTON" },
	  { "FIWARYT", "DSESIAE" }, "L", 1, { 379, 356 },
	  { 0x1800a07f1e8c0874ull, 0x85083aec3ea9be1bull, 0xf1d5d071a2bbbb22ull, 0xa17d95b0ad1e2d0bull },
	  "SAID", "AIDES" },
	{ /* seed 15, turn 18: AFORE for 31 empties the bag and loses, FAE for 30 wins */
	  { "...............", "...............", ".BAGIE.........", "FIGO...HAWKIT..", "I..BARLOW...H..",
	    "E......V.QADIS.", "R......E....AM.", "Y......LEUCEMIA", "....REUSE...IT.", "GLoVERS.....N..",
	    "..........SCEND", "..............I", "........JuPON.T", ".........DOPANT", "......DETOX...Y" },
	  { "UEUZROL", "AETORAF" }, "NNIO", 1, { 346, 295 },
	  { 0x9d8819a5740323cfull, 0x2f80b6f3d9557770ull, 0x6163450d3976152full, 0x26a3c122a8c333a8ull },
	  "AFORE", "FAE" },
};

static void test_expert_pre_endgame(void)
{
	for (size_t k = 0; k < sizeof pre_end_cases / sizeof pre_end_cases[0]; k++) {
		const struct pre_end_case *pc = &pre_end_cases[k];
		new_game(1);
		for (int r = 0; r < WORDS_SIZE; r++)
			for (int col = 0; col < WORDS_SIZE; col++)
				game.pos.board[r * WORDS_SIZE + col] = pc->rows[r][col] == '.' ? 0 : pc->rows[r][col];
		for (int pl = 0; pl < 2; pl++) {
			strcpy(game.pos.rack[pl], pc->racks[pl]);
			game.pos.score[pl] = (int16_t)pc->score[pl];
		}
		game.pos.bag_len = (uint8_t)strlen(pc->bag);
		memcpy(game.pos.bag, pc->bag, game.pos.bag_len);
		game.pos.current = (uint8_t)pc->current;
		game.pos.turns = 17;
		memcpy(game.pos.bag_rng.s, pc->bag_rng, sizeof game.pos.bag_rng.s);
		struct words_game start = game;
		struct words_choice hard, expert;
		words_player_set_clock(player, NULL);
		CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_HARD, 1, 0, NULL, &hard), 0);
		CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, 1, 0, NULL, &expert), 0);
		CHECK_INT(hard.kind, WORDS_CHOICE_PLAY);
		CHECK_STR(hard.play.word, pc->hard);
		CHECK_INT(expert.kind, WORDS_CHOICE_PLAY);
		CHECK_STR(expert.play.word, pc->expert);
		int spread[2], me = pc->current;
		for (int line = 0; line < 2; line++) {
			game = start;
			apply(line ? &expert : &hard);
			for (int turns = 0; !words_is_over(&game) && turns < 40; turns++) {
				struct words_choice c;
				CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, 7, 0, NULL, &c), 0);
				apply(&c);
			}
			CHECK(words_is_over(&game));
			spread[line] = game.pos.score[me] - game.pos.score[1 - me];
		}
		if (spread[0] > 0 || spread[1] <= 0)
			printf("pre-endgame %zu: Hard's %s ends %+d, Expert's %s %+d\n", k, pc->hard, spread[0],
			       pc->expert, spread[1]);
		CHECK_MSG(spread[0] <= 0, "Hard's choice does not win");
		CHECK_MSG(spread[1] > 0, "Expert's choice wins");
	}
}

/* A clock that moves 50 ms each time it is read: the budget's end is
 * reached after a known number of reads, whatever the machine's speed. */
static uint64_t fake_ms, fake_step = 50;
static uint64_t fake_clock(void)
{
	return fake_ms += fake_step;
}

static void test_expert_within_budget(void)
{
	new_game(9);
	struct words_choice c, unlimited;
	/* Without a clock: the fixed number of draws. */
	words_player_set_clock(player, NULL);
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, 3, 200, NULL, &unlimited), 0);
	/* Without a clock the same seed gives the same choice. */
	struct words_choice again;
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, 3, 200, NULL, &again), 0);
	CHECK_INT(again.kind, unlimited.kind);
	CHECK_INT(again.play.square, unlimited.play.square);
	CHECK_STR(again.play.word, unlimited.play.word);
	CHECK_INT(again.evaluated, unlimited.evaluated);
	/* With one: 200 ms are four reads, so far fewer draws. */
	words_player_set_clock(player, fake_clock);
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, 3, 200, NULL, &c), 0);
	CHECK(c.kind == WORDS_CHOICE_PLAY || c.kind == WORDS_CHOICE_EXCHANGE);
	CHECK(c.evaluated > 0);
	CHECK(c.evaluated * 4 < unlimited.evaluated);
	/* A clock that moves 1 ms a read: 200 ms are about 200 draws, more than
	 * the 64 made without a clock - the budget decides, not a count. */
	fake_step = 1;
	struct words_choice slow;
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, 3, 200, NULL, &slow), 0);
	fake_step = 50;
	CHECK(slow.evaluated > 2 * unlimited.evaluated);
	/* A stop flag already raised ends the thinking after one round: this
	 * position reaches the simulation (the unlimited run played and counted
	 * simulated replies), so the stopped run must say it stopped, have looked
	 * at fewer replies, and, with too few draws to judge, play Hard's move. */
	CHECK_INT(unlimited.kind, WORDS_CHOICE_PLAY);
	CHECK(unlimited.evaluated > 0);
	atomic_bool stop = true;
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, 3, 60000, &stop, &c), 0);
	CHECK(c.stopped);
	CHECK_INT(c.kind, WORDS_CHOICE_PLAY);
	CHECK(c.evaluated > 0 && c.evaluated < unlimited.evaluated);
	struct words_choice hard;
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_HARD, 3, 0, NULL, &hard), 0);
	CHECK_INT(c.play.square, hard.play.square);
	CHECK_STR(c.play.word, hard.play.word);
	words_player_set_clock(player, NULL);
}

/* Expert leaves Hard's choice only for a lead clear of the noise: two
 * standard errors of the per-draw differences (worked by hand). */
static void test_expert_lead_rule(void)
{
	CHECK(words_expert_lead_is_clear(40, 400, 4));		/* 10 every draw: no noise */
	CHECK(!words_expert_lead_is_clear(40, 2000, 4));	/* 30,-10,30,-10: mean 10, SE 11.5 */
	CHECK(words_expert_lead_is_clear(640, 32000, 64));	/* the same 16 times: SE 2.5 */
	CHECK(!words_expert_lead_is_clear(40, 800, 4));		/* 20,0,20,0: mean 10, 1.7 SE */
	CHECK(words_expert_lead_is_clear(48, 832, 4));		/* 20,4,20,4: mean 12, 2.6 SE */
	CHECK(!words_expert_lead_is_clear(0, 0, 64));		/* no lead */
	CHECK(!words_expert_lead_is_clear(-40, 400, 4));	/* behind */
	CHECK(!words_expert_lead_is_clear(10, 100, 1));		/* one draw tells nothing */
}

/* With few draws (a fake clock: about 8) Expert seldom leaves Hard's
 * choice - the best of 8 averages of 8 draws leads by chance - while with
 * its 64 draws it still does where the simulation shows a clear lead. */
static void test_expert_keeps_hard_when_unsure(void)
{
	int differ_few = 0, differ_many = 0;
	for (uint64_t seed = 1; seed <= 20; seed++) {
		new_game(seed);
		struct words_choice hard, few, many;
		CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_HARD, seed, 0, NULL, &hard), 0);
		words_player_set_clock(player, fake_clock);
		fake_step = 20;
		CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, seed, 200, NULL, &few), 0);
		words_player_set_clock(player, NULL);
		CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, seed, 0, NULL, &many), 0);
		if (hard.kind != WORDS_CHOICE_PLAY)
			continue;
		differ_few += few.play.square != hard.play.square || strcmp(few.play.word, hard.play.word);
		differ_many += many.play.square != hard.play.square || strcmp(many.play.word, hard.play.word);
	}
	fake_step = 50;
	/* Without the rule (argmax of the averages): 11 and 12 of 20. */
	CHECK_MSG(differ_few <= 4, "with about 8 draws Expert keeps Hard's choice");
	CHECK_MSG(differ_many >= 5, "with 64 draws Expert still leaves it where it leads clearly");
}

static void test_worker(void)
{
	static _Alignas(16) unsigned char mem[1 << 17];
	struct words_worker *w = words_worker_create(mem, sizeof mem, &dict, NULL, NULL);
	CHECK(w != NULL);
	new_game(7);
	struct words_choice direct, threaded;
	words_player_choose(player, &game, WORDS_LEVEL_HARD, 4, 0, NULL, &direct);
	CHECK_INT(words_worker_request(w, &game, WORDS_LEVEL_HARD, 4, 0), 0);
	CHECK_INT(words_worker_request(w, &game, WORDS_LEVEL_HARD, 4, 0), -EBUSY);
	int spins = 0;
	while (!words_worker_fetch(w, &threaded) && spins++ < 20000) {
		struct timespec ts = { 0, 1000000 };
		nanosleep(&ts, NULL);
	}
	CHECK(spins < 20000);
	CHECK_INT(threaded.kind, direct.kind);
	CHECK_INT(threaded.play.score, direct.play.score);
	CHECK_INT(threaded.play.square, direct.play.square);
	CHECK_INT(threaded.play.dir, direct.play.dir);
	CHECK_STR(threaded.play.word, direct.play.word);
	CHECK(!words_worker_busy(w));
	CHECK_INT(words_worker_request(w, &game, WORDS_LEVELS, 4, 0), -EINVAL);
	/* A request dropped mid-way leaves the worker free. */
	CHECK_INT(words_worker_request(w, &game, WORDS_LEVEL_EXPERT, 4, 5000), 0);
	words_worker_discard(w);
	CHECK(!words_worker_busy(w));
	words_worker_destroy(w);
}

/* The worker is held in the notify of its last job while the next request
 * is posted and cancelled: the cancel must reach the new job when it starts
 * (it once cleared its stop flag at its start and thought on in full).  The
 * hold is relaxed so that it orders nothing between the threads: under
 * ThreadSanitizer only the worker's own synchronisation counts. */
static atomic_int notify_hold, notify_entered;
static void hold_in_notify(void *user)
{
	(void)user;
	struct timespec ms = { 0, 1000000 };
	atomic_fetch_add_explicit(&notify_entered, 1, memory_order_relaxed);
	for (int i = 0; i < 10000 && atomic_load_explicit(&notify_hold, memory_order_relaxed); i++)
		nanosleep(&ms, NULL);	/* 10 s is a hang */
}

static void wait_fetch(struct words_worker *w, struct words_choice *c)
{
	struct timespec ms = { 0, 1000000 };
	int spins = 0;
	while (!words_worker_fetch(w, c) && spins++ < 60000)
		nanosleep(&ms, NULL);
	CHECK(spins < 60000);
}

static void test_worker_cancel_at_start(void)
{
	static _Alignas(16) unsigned char mem[1 << 17];
	struct words_worker *w = words_worker_create(mem, sizeof mem, &dict, hold_in_notify, NULL);
	CHECK(w != NULL);
	if (!w)
		return;
	new_game(9);
	struct words_choice c, full;
	/* Expert left alone on this position draws many racks, unstopped. */
	CHECK_INT(words_player_choose(player, &game, WORDS_LEVEL_EXPERT, 3, 0, NULL, &full), 0);
	CHECK(!full.stopped && full.kind == WORDS_CHOICE_PLAY);
	atomic_store_explicit(&notify_hold, 1, memory_order_relaxed);
	CHECK_INT(words_worker_request(w, &game, WORDS_LEVEL_MEDIUM, 3, 0), 0);
	wait_fetch(w, &c);
	struct timespec ms = { 0, 1000000 };
	for (int i = 0; i < 10000 && !atomic_load_explicit(&notify_entered, memory_order_relaxed); i++)
		nanosleep(&ms, NULL);
	/* The worker waits in notify. */
	CHECK_INT(atomic_load_explicit(&notify_entered, memory_order_relaxed), 1);
	CHECK_INT(words_worker_request(w, &game, WORDS_LEVEL_EXPERT, 3, 0), 0);
	words_worker_cancel(w);
	/* Now the job starts, already cancelled.  Its end is awaited through
	 * notify, not the worker's lock, so that this thread takes no lock
	 * between the cancel and the job's start. */
	atomic_store_explicit(&notify_hold, 0, memory_order_relaxed);
	for (int i = 0; i < 60000 && atomic_load_explicit(&notify_entered, memory_order_relaxed) < 2; i++)
		nanosleep(&ms, NULL);
	wait_fetch(w, &c);
	CHECK_MSG(c.stopped, "a cancel posted before the job started stops it");
	CHECK(c.evaluated < full.evaluated);
	words_worker_destroy(w);
}

/* The table at 800x480 with the word list, as tessera sets it up. */
static struct words_table_options table_options(uint64_t seed)
{
	return (struct words_table_options){ .width = 800, .height = 480, .scale = 1.0f, .seed = seed,
					     .players = 2, .lexicon = &lex, .dict = &dict };
}

/* Starts TABLE with O on memory of its own size; the caller frees it. */
static void *table_start(struct words_table *table, const struct words_table_options *o)
{
	size_t n = words_table_memory_size(o);
	void *mem = aligned_alloc(16, (n + 15) & ~(size_t)15);
	CHECK_INT(words_table_init(table, o, mem, n), 0);
	return mem;
}

/* A computer seat at the table: after its pause it plays by itself (no
 * link), or through a link whose answer may arrive stale. */
static void test_table_computer_seat(void)
{
	struct words_table_options o = table_options(3);
	o.seats[0].computer = true;
	o.seats[0].level = WORDS_LEVEL_MEDIUM;
	static struct words_table table;
	void *mem = table_start(&table, &o);
	uint32_t when;
	CHECK(words_table_next_deadline(&table, &when));
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_SUBMIT));	/* not the person's turn */
	words_table_tick(&table, when);
	CHECK_INT(table.game.pos.log_len, 1);
	CHECK_INT(table.game.pos.current, 1);
	CHECK(table.game.pos.score[0] > 0);
	CHECK(!table.handover);	/* one person: nothing to hide */
	/* Its tiles slide in from its score box, one after another: frames
	 * until the last lands, each equal to a full repaint; then its play is
	 * marked with its score, and the person's turn is idle. */
	CHECK(table.arrival.active);
	CHECK_STR(words_table_player_name(&table, 0), "Computer (Medium)");
	static uint32_t a[800 * 480], b[800 * 480];
	struct canvas ca = { .pixels = a, .width = 800, .height = 480, .stride = 800 };
	struct canvas cb = { .pixels = b, .width = 800, .height = 480, .stride = 800 };
	int frames = 0;
	bool between = false;
	while (words_table_next_deadline(&table, &when) && frames < 200) {
		words_table_tick(&table, when);
		words_table_render(&table, &ca, NULL);
		words_table_render_full(&table, &cb);
		CHECK_MSG(!memcmp(a, b, sizeof a), "an arrival frame == full repaint");
		struct rect r;
		if (table.arrival.active && !words_table_arrival_tile(&table, 0, &r))
			between |= r.x != words_table_square_rect(&table.layout, table.arrival.move.tiles[0].square).x ||
				   r.y != words_table_square_rect(&table.layout, table.arrival.move.tiles[0].square).y;
		frames++;
	}
	CHECK_MSG(between, "a tile seen on its way");
	uint32_t longest = WORDS_TABLE_ARRIVE_MS + (WORDS_RACK_SIZE - 1) * WORDS_TABLE_ARRIVE_STAGGER_MS;
	CHECK(frames >= WORDS_TABLE_ARRIVE_MS / WORDS_TABLE_FRAME_MS && frames <= (int)longest / WORDS_TABLE_FRAME_MS + 3);
	CHECK(!table.arrival.active);
	CHECK(table.last.shown);
	CHECK_INT(table.last.score, table.game.pos.score[0]);
	CHECK(words_table_last_at(&table, table.last.move.tiles[0].square));
	CHECK(!words_table_next_deadline(&table, &when));	/* the person's turn: idle */
	free(mem);
}

/* Whose rack is drawn: a computer's never.  With one person at the table
 * theirs stays in sight in the computer's turn; with two people, nobody's
 * (the tiles face down), as behind the hand-over cover. */
static void test_table_rack_privacy(void)
{
	struct words_table_options o = table_options(3);
	o.seats[0].computer = true;
	o.seats[0].level = WORDS_LEVEL_EXPERT;
	static struct words_table table;
	void *mem = table_start(&table, &o);
	CHECK_INT(table.game.pos.current, 0);		/* the computer thinks first */
	CHECK_INT(words_table_rack_owner(&table), 1);	/* the person's rack, not its */
	/* Painted: each rack slot shows the person's tile, never the computer's. */
	static uint32_t px[800 * 480];
	struct canvas c = { .pixels = px, .width = 800, .height = 480, .stride = 800 };
	words_table_render_full(&table, &c);
	for (int i = 0; i < WORDS_RACK_SIZE; i++) {
		struct rect r = words_table_slot_rect(&table.layout, i);
		const struct canvas *img = words_table_rack_image(&table, table.game.pos.rack[1][i]);
		bool same = true;
		for (int y = 0; y < r.h && same; y++)
			for (int x = 0; x < r.w && same; x++)
				same = (px[(r.y + y) * 800 + r.x + x] & 0xffffff) ==
				       (img->pixels[y * img->stride + x] & 0xffffff) ||
				       img->pixels[y * img->stride + x] >> 24 != 0xff;
		CHECK_MSG(same, "the person's tile in the slot");
	}
	/* Three seats, two people: in the computer's turn nobody's rack. */
	o.players = 3;
	free(mem);
	mem = table_start(&table, &o);
	CHECK_INT(words_table_rack_owner(&table), -1);
	words_table_render_full(&table, &c);
	struct rect r = words_table_slot_rect(&table.layout, 0);
	CHECK_INT(px[(r.y + r.h / 2) * 800 + r.x + r.w / 2] & 0xffffff, table.theme->tile.dark);	/* a back */
	free(mem);
}

static int hook_calls;
static struct words_game hook_game;
static struct computer_request hook_req;
static int hook(void *user, const struct computer_request *req)
{
	(void)user;
	hook_calls++;
	hook_req = *req;
	hook_game = *req->words;	/* the table's game changes after ask() returns */
	return 0;
}

static void test_table_computer_hook(void)
{
	struct words_table_options o = table_options(3);
	o.computer_link = (struct computer_link){ hook, NULL };
	o.seats[1].computer = true;
	o.seats[1].level = WORDS_LEVEL_HARD;
	static struct words_table table;
	void *mem = table_start(&table, &o);
	CHECK(table.player == NULL);	/* the link thinks: no player memory */
	CHECK_INT(words_pass(&table.game), WORDS_OK);	/* the person passes ... */
	words_table_turn_ended(&table);
	uint32_t when;
	CHECK(words_table_next_deadline(&table, &when));
	words_table_tick(&table, when);
	CHECK_INT(hook_calls, 1);
	CHECK(strstr(table.status.text, "thinking") != NULL);
	CHECK_INT(hook_req.game, COMPUTER_WORDS);
	CHECK_INT(hook_req.level, WORDS_LEVEL_HARD);
	struct computer_answer a = { .ticket = hook_req.ticket };
	CHECK_INT(words_player_choose(player, &hook_game, hook_req.level, hook_req.seed, 0, NULL, &a.words), 0);
	/* An answer to another request is stale. */
	a.ticket = hook_req.ticket + 5;
	CHECK_INT(words_table_computer_answer(&table, &a), -1);
	CHECK_INT(table.game.pos.current, 1);
	a.ticket = hook_req.ticket;
	CHECK_INT(words_table_computer_answer(&table, &a), 0);
	CHECK_INT(table.game.pos.current, 0);
	CHECK_INT(words_table_computer_answer(&table, &a), -1);	/* only once */
	free(mem);
}

/* The Hint button (hints on): Medium's play is ghosted on the board and
 * named on the status line; the person's first drag clears it.  In the
 * checked-as-played mode it takes the tools' middle place; in a challenge
 * mode it stands beside Challenge (where four tools fit) and gives a valid
 * play too.  Frames equal full repaints throughout. */
static void test_table_hint(void)
{
	static uint32_t a[800 * 480], b[800 * 480];
	struct canvas ca = { .pixels = a, .width = 800, .height = 480, .stride = 800 };
	struct canvas cb = { .pixels = b, .width = 800, .height = 480, .stride = 800 };
	struct words_table_options o = table_options(1);
	o.hints = true;
	static struct words_table table;
	size_t n = words_table_memory_size(&o);
	void *mem = aligned_alloc(16, (n + 15) & ~(size_t)15);
	for (int mode = WORDS_CHALLENGE_ENFORCED; mode <= WORDS_CHALLENGE_FIVE_POINT; mode++) {
		o.rules.challenge = (enum words_challenge)mode;
		CHECK_INT(words_table_init(&table, &o, mem, n), 0);
		struct damage d;
		damage_init(&d, 800, 480);
		words_table_render(&table, &ca, &d);
		CHECK(words_table_button_shown(&table, WORDS_TABLE_BUTTON_HINT));
		CHECK_INT(words_table_button_shown(&table, WORDS_TABLE_BUTTON_CHALLENGE), mode != WORDS_CHALLENGE_ENFORCED);
		CHECK(words_table_button_enabled(&table, WORDS_TABLE_BUTTON_HINT));
		words_table_press(&table, WORDS_TABLE_BUTTON_HINT);
		CHECK(table.hint_shown);
		CHECK(table.hint.count >= 2);
		CHECK(strstr(table.status.text, "Hint: ") == table.status.text);
		struct words_result r;
		CHECK_INT(words_evaluate(&table.game, &table.hint, &r), WORDS_OK);	/* a legal play */
		for (int i = 0; i < r.word_count; i++)
			CHECK_MSG(!r.words[i].phony, "a hint is a valid play, in a challenge mode too");
		damage_init(&d, 800, 480);
		words_table_render(&table, &ca, &d);
		words_table_render_full(&table, &cb);
		CHECK(!memcmp(a, b, sizeof a));
	}
	/* The ghost is on the board: a hinted square differs from an empty one. */
	int x, y;
	words_table_square_centre(&table.layout, table.hint.tiles[0].square, &x, &y);
	CHECK(a[y * 800 + x] != 0xdcd3bb && a[y * 800 + x] != 0xf1b3ae);
	/* Hints off: Hint dimmed, and its tap says why. */
	o.hints = false;
	o.rules.challenge = WORDS_CHALLENGE_ENFORCED;
	CHECK_INT(words_table_init(&table, &o, mem, n), 0);
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_HINT));
	char why[STATUS_LINE_LEN];
	CHECK_STR(words_table_button_why(&table, WORDS_TABLE_BUTTON_HINT, why, sizeof why),
		  "Hints are off (the Words settings turn them on)");
	free(mem);
}

/* The computer challenges a phony as a person would: at Hard and Expert
 * always, at the lower levels by its chance (about 70, 40, 20 in 100);
 * never a good play, nor where the dictionary checks every play. */
static void test_computer_challenges(void)
{
	static struct words_game g;
	struct words_options rules = { .challenge = WORDS_CHALLENGE_SINGLE };
	CHECK_INT(words_init(&g, 2, 1, &rules, lex), WORDS_OK);
	/* Player 1 plays a phony through the centre: its rack's first three
	 * tiles, in an order no dictionary holds (seed 1: N R I). */
	struct words_move m;
	words_move_clear(&m);
	words_move_add(&m, WORDS_CENTRE, g.pos.rack[0][0]);
	words_move_add(&m, WORDS_CENTRE + 1, g.pos.rack[0][1]);
	words_move_add(&m, WORDS_CENTRE + 2, g.pos.rack[0][1]);
	struct words_result r;
	CHECK_INT(words_set_rack(&g, 0, "NRRIETV"), WORDS_OK);
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	CHECK(g.pos.challengeable >= 0);
	for (uint64_t seed = 0; seed < 50; seed++) {
		CHECK(words_player_challenges(&g, WORDS_LEVEL_HARD, seed));
		CHECK(words_player_challenges(&g, WORDS_LEVEL_EXPERT, seed));
	}
	for (int level = WORDS_LEVEL_BEGINNER; level <= WORDS_LEVEL_MEDIUM; level++) {
		int yes = 0;
		for (uint64_t seed = 0; seed < 2000; seed++)
			yes += words_player_challenges(&g, (enum words_level)level, seed);
		int want = words_player_challenge_chance((enum words_level)level) * 20;
		char what[64];
		snprintf(what, sizeof what, "level %d: %d of 2000, about %d", level, yes, want);
		CHECK_MSG(yes > want - 150 && yes < want + 150, what);
	}
	CHECK(words_player_challenge_chance(WORDS_LEVEL_BEGINNER) < words_player_challenge_chance(WORDS_LEVEL_EASY));
	CHECK(words_player_challenge_chance(WORDS_LEVEL_EASY) < words_player_challenge_chance(WORDS_LEVEL_MEDIUM));
	/* A good play (its words all in the dictionary) is never challenged. */
	CHECK_INT(words_init(&g, 2, 1, &rules, lex), WORDS_OK);
	CHECK_INT(words_set_rack(&g, 0, "HEATERS"), WORDS_OK);
	words_move_clear(&m);
	words_move_add(&m, WORDS_CENTRE, 'H');
	words_move_add(&m, WORDS_CENTRE + 1, 'E');
	CHECK_INT(words_play(&g, &m, &r), WORDS_OK);
	for (uint64_t seed = 0; seed < 50; seed++)
		CHECK(!words_player_challenges(&g, WORDS_LEVEL_EXPERT, seed));
	/* Checked as played: nothing to challenge. */
	rules.challenge = WORDS_CHALLENGE_ENFORCED;
	CHECK_INT(words_init(&g, 2, 1, &rules, lex), WORDS_OK);
	CHECK(!words_player_challenges(&g, WORDS_LEVEL_EXPERT, 1));
}

/* At the table: a person plays a phony against a Hard computer in single
 * challenge; the computer's turn challenges it, announced like a person's
 * challenge, and the phony leaves the board. */
static void test_table_computer_challenges(void)
{
	struct words_table_options o = table_options(1);
	o.rules.challenge = WORDS_CHALLENGE_SINGLE;
	o.seats[1].computer = true;
	o.seats[1].level = WORDS_LEVEL_HARD;
	static struct words_table table;
	void *mem = table_start(&table, &o);
	CHECK_INT(words_set_rack(&table.game, 0, "NRRIETV"), WORDS_OK);
	CHECK_INT(words_stage_place(&table.game, 0, WORDS_CENTRE, 0), WORDS_OK);
	CHECK_INT(words_stage_place(&table.game, 1, WORDS_CENTRE + 1, 0), WORDS_OK);
	CHECK_INT(words_stage_place(&table.game, 2, WORDS_CENTRE + 2, 0), WORDS_OK);
	words_table_submit(&table);	/* NRR lands: the mode lets phonies land */
	CHECK_INT(table.game.pos.current, 1);
	CHECK(table.game.pos.board[WORDS_CENTRE] != 0);
	uint32_t when;
	CHECK(words_table_next_deadline(&table, &when));
	words_table_tick(&table, when);
	CHECK_INT(table.game.pos.board[WORDS_CENTRE], 0);	/* withdrawn */
	CHECK_INT(table.game.log[table.game.pos.log_len - 1].kind, WORDS_TURN_PHONY);
	/* Whole in the status box, in the longest form that fits it. */
	CHECK_MSG(strstr(table.status.text, "challenged") || strstr(table.status.text, "Challenged off: NRR"),
		  table.status.text);
	CHECK(words_table_status_fits(&table, table.status.text));
	CHECK(strstr(table.status.text, "NRR - Player 1 scores 0") != NULL);
	free(mem);
}

/* A whole game at the table between two computers: it ends, and the
 * final move is still marked with its score under the standings when it
 * was a play (going out). */
/* Computers' games at the 3.5" panel's table, two levels each way: every
 * play the status line says is whole there, its score in it (QA: "Computer
 * (Medium) played OTIC, OPE, TOP, B…" at 480x320, the score cut off; the
 * two computers' "Computer 2 (Medium)" is longer still). */
static void test_table_plays_said_whole_at_480x320(void)
{
	int said = 0;
	for (int lv = WORDS_LEVEL_MEDIUM; lv <= WORDS_LEVEL_HARD; lv++) {
		struct words_table_options o = table_options((uint64_t)lv);
		o.width = 480;
		o.height = 320;
		o.scale = 0.75f;
		o.seats[0].computer = o.seats[1].computer = true;
		o.seats[0].level = lv;
		o.seats[1].level = WORDS_LEVEL_MEDIUM + WORDS_LEVEL_HARD - lv;
		static struct words_table table;
		void *mem = table_start(&table, &o);
		uint32_t when;
		int log_len = 0;
		for (int steps = 0; steps < 20000 && words_table_next_deadline(&table, &when); steps++) {
			words_table_tick(&table, when);
			const struct words_game *g = &table.game;
			if (g->pos.log_len == log_len || words_is_over(g))
				continue;
			log_len = g->pos.log_len;
			const struct words_turn *t = &g->log[log_len - 1];
			if (t->kind != WORDS_TURN_PLAY)
				continue;
			char score[24];
			snprintf(score, sizeof score, " for %d", t->score);
			CHECK_MSG(words_table_status_fits(&table, table.status.text) && strstr(table.status.text, score),
				  table.status.text);
			said++;
		}
		CHECK(words_is_over(&table.game));
		free(mem);
	}
	CHECK(said > 20);
}

static void test_table_game_to_the_end(void)
{
	struct words_table_options o = table_options(5);
	for (int i = 0; i < 2; i++) {
		o.seats[i].computer = true;
		o.seats[i].level = WORDS_LEVEL_MEDIUM;
	}
	static struct words_table table;
	void *mem = table_start(&table, &o);
	uint32_t when;
	for (int steps = 0; steps < 20000 && words_table_next_deadline(&table, &when); steps++)
		words_table_tick(&table, when);
	CHECK(words_is_over(&table.game));
	CHECK(table.standings);
	const struct words_turn *last = NULL;
	for (int i = table.game.pos.log_len - 1; i >= 0 && !last; i--)
		if (table.game.log[i].kind < WORDS_TURN_END_GAIN)
			last = &table.game.log[i];
	CHECK(last != NULL);
	if (last && last->kind == WORDS_TURN_PLAY) {
		CHECK(table.last.shown);
		CHECK_INT(table.last.score, last->score);
	}
	free(mem);
}

int main(void)
{
	if (!check_dict_open(&dict))
		return check_finish();
	lex = (struct words_lexicon){ contains, &dict };
	player = words_player_init(player_mem, sizeof player_mem, &dict);
	if (!player) {
		printf("player memory: need %zu bytes\n", words_player_memory_size());
		return 1;
	}
	RUN(test_levels_by_name);
	RUN(test_medium_is_top_score);
	RUN(test_choice_leave);
	RUN(test_leave_values);
	RUN(test_leave_table);
	RUN(test_expert_leave_table);
	RUN(test_hard_uses_leaves);
	RUN(test_expert_endgame);
	RUN(test_expert_pre_endgame);
	RUN(test_weak_levels_seldom_top);
	RUN(test_no_play_exchanges_or_passes);
	RUN(test_expert_within_budget);
	RUN(test_expert_lead_rule);
	RUN(test_expert_keeps_hard_when_unsure);
	RUN(test_worker);
	RUN(test_worker_cancel_at_start);
	RUN(test_games_between_levels);
	RUN(test_table_computer_seat);
	RUN(test_table_computer_hook);
	RUN(test_table_rack_privacy);
	RUN(test_table_hint);
	RUN(test_computer_challenges);
	RUN(test_table_computer_challenges);
	RUN(test_table_game_to_the_end);
	RUN(test_table_plays_said_whole_at_480x320);
	return check_finish();
}
