/* The live score on the kept board state (words_live) gives the rules
 * core's verdict: in seeded games, after every turn, every legal placement
 * of the rack to move (and of the rack with a blank in it), near misses
 * made from them (a letter changed: phonies, cross words included; the
 * play moved one square; a tile taken out of the middle) and random
 * placements (mostly illegal) get from words_live_evaluate exactly what
 * words_evaluate gives: status, message, words, span, score.  One kept
 * state per game, brought up to date by the evaluation itself, also after
 * take-backs.  The same in a challenge mode (no dictionary asked), with a
 * blank owed, and after the end. */
#include "ai/words_live.h"
#include "ai/words_movegen.h"
#include "check.h"
#include "platform/storage.h"
#include "ui/words/words_table.h"
#include "ui/words/words_table_int.h"
#include "words_random.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { GEN_CAP = 1 << 17, SEEDS = 6, TURNS = 40, RANDOM_PER_TURN = 300 };

static struct dict dict;
static struct words_cross kept;
static struct words_gen_move moves[GEN_CAP];

/* What the comparisons covered, so that none of the cases is missed
 * silently. */
static struct {
	long legal, illegal, blanks, lone_across, lone_down, edge, bingos, phony_cross;
	long status[64]; /* by -status */
	int mismatches;
} seen;

static bool contains(const void *ctx, const char *w, int len)
{
	return dict_contains(ctx, w, (size_t)len);
}

/* The first field in which a and b differ, or NULL. */
static const char *result_differs(const struct words_result *a, const struct words_result *b)
{
	if (a->status != b->status)
		return "status";
	if (strcmp(a->message, b->message))
		return "message";
	if (a->score != b->score || a->bingo != b->bingo)
		return "score";
	if (a->word_count != b->word_count)
		return "word count";
	if (a->square != b->square || a->dir != b->dir || strcmp(a->span, b->span))
		return "main word's square, direction or span";
	for (int i = 0; i < a->word_count; i++) {
		const struct words_word *p = &a->words[i], *q = &b->words[i];
		if (p->square != q->square || p->dir != q->dir || p->len != q->len || p->score != q->score ||
		    p->phony != q->phony || strcmp(p->letters, q->letters))
			return "a word";
	}
	return NULL;
}

static bool on_edge(int sq)
{
	int r = sq / WORDS_SIZE, c = sq % WORDS_SIZE;
	return r == 0 || c == 0 || r == WORDS_SIZE - 1 || c == WORDS_SIZE - 1;
}

/* Judges m both ways on g and counts what it was. */
static void compare(const struct words_game *g, const struct words_move *m, const char *where)
{
	struct words_result live, core;
	words_live_evaluate(&kept, &dict, g, m, &live);
	words_evaluate(g, m, &core);
	const char *field = result_differs(&live, &core);
	if (field) {
		if (seen.mismatches++ < 5) {
			char msg[400], tiles[5 * WORDS_RACK_SIZE + 1] = "";
			for (int i = 0; i < m->count && i < WORDS_RACK_SIZE; i++)
				snprintf(tiles + strlen(tiles), sizeof tiles - strlen(tiles), "%c%d ", m->tiles[i].tile,
					 m->tiles[i].square);
			snprintf(msg, sizeof msg, "%s: %s differs for %s: live %d %d \"%s\", rules core %d %d \"%s\"",
				 where, field, tiles, live.status, live.score, live.message, core.status, core.score,
				 core.message);
			CHECK_MSG(false, msg);
		}
		return;
	}
	seen.status[-core.status < 64 ? -core.status : 0]++;
	if (core.status) {
		seen.illegal++;
		return;
	}
	seen.legal++;
	seen.bingos += core.bingo;
	for (int i = 0; i < m->count; i++) {
		seen.blanks += m->tiles[i].tile >= 'a';
		seen.edge += on_edge(m->tiles[i].square);
	}
	if (m->count == 1) {
		seen.lone_across += core.dir == WORDS_ACROSS;
		seen.lone_down += core.dir == WORDS_DOWN;
	}
}

/* Near misses of a legal play: one letter changed (a phony, often in a
 * cross word), the whole play one square on, a middle tile taken out. */
static void compare_near_misses(const struct words_game *g, const struct words_move *m, int k, const char *where)
{
	struct words_move v = *m;
	char t = v.tiles[k % v.count].tile;
	v.tiles[k % v.count].tile = t >= 'a' ? (char)('a' + (t - 'a' + 1 + k) % 26) : (char)('A' + (t - 'A' + 1 + k) % 26);
	compare(g, &v, where);
	v = *m;
	for (int i = 0; i < v.count; i++)
		v.tiles[i].square = (uint8_t)(v.tiles[i].square + (k & 1 ? 1 : WORDS_SIZE));
	compare(g, &v, where);
	if (m->count >= 3) {
		v = *m;
		v.tiles[1] = v.tiles[--v.count];
		compare(g, &v, where);
	}
}

/* Every placement the generator finds for rack on g, and near misses of
 * one in seven. */
static void compare_all_plays(struct words_game *g, const char *rack, const char *where)
{
	struct words_game copy = *g;
	snprintf(copy.pos.rack[copy.pos.current], sizeof copy.pos.rack[0], "%s", rack);
	struct words_gen_list l;
	words_gen_list_init(&l, moves, GEN_CAP, WORDS_GEN_ALL);
	CHECK_INT(words_gen_moves(&dict, copy.pos.board, rack, &l), 0);
	CHECK(!l.overflow);
	for (int i = 0; i < l.count; i++) {
		struct words_move m;
		words_gen_to_move(&moves[i], &m);
		compare(&copy, &m, where);
		if (i % 7 == 0)
			compare_near_misses(&copy, &m, i, where);
	}
}

/* The rack to move with its first tile a blank (unless it has one). */
static bool blank_rack(const struct words_game *g, char *out)
{
	const char *rack = g->pos.rack[g->pos.current];
	if (!rack[0] || strchr(rack, '?'))
		return false;
	snprintf(out, WORDS_RACK_SIZE + 1, "%s", rack);
	out[0] = '?';
	return true;
}

/* One turn of the game: the best play of a seeded handful, else an
 * exchange or a pass. */
static void play_turn(struct words_game *g, struct words_rng *rng)
{
	struct words_gen_list l;
	words_gen_list_init(&l, moves, 6, WORDS_GEN_TOP);
	CHECK_INT(words_gen_moves(&dict, g->pos.board, g->pos.rack[g->pos.current], &l), 0);
	words_gen_sort(&l);
	struct words_result r;
	if (l.count) {
		struct words_move m;
		words_gen_to_move(&moves[words_rng_below(rng, (uint32_t)l.count)], &m);
		CHECK_INT(words_play(g, &m, &r), WORDS_OK);
	} else if (g->pos.bag_len >= WORDS_EXCHANGE_MIN_BAG) {
		CHECK_INT(words_exchange(g, g->pos.rack[g->pos.current]), WORDS_OK);
	} else {
		CHECK_INT(words_pass(g), WORDS_OK);
	}
}

static void test_seeded_games(void)
{
	static struct words_game game;
	memset(&seen, 0, sizeof seen);
	struct words_lexicon lex = { contains, &dict };
	for (uint64_t seed = 1; seed <= SEEDS; seed++) {
		CHECK_INT(words_init(&game, 2, seed, NULL, lex), WORDS_OK);
		CHECK_INT(words_cross_init(&kept, &dict, game.pos.board), 0);
		struct words_rng rng;
		words_rng_seed(&rng, seed);
		for (int turn = 0; turn < TURNS && !words_is_over(&game); turn++) {
			char where[64], rack[WORDS_RACK_SIZE + 1];
			snprintf(where, sizeof where, "seed %llu turn %d", (unsigned long long)seed, turn);
			compare_all_plays(&game, game.pos.rack[game.pos.current], where);
			if (turn % 3 == 0 && blank_rack(&game, rack))
				compare_all_plays(&game, rack, where);
			for (int i = 0; i < RANDOM_PER_TURN; i++) {
				struct words_move m;
				words_random_move(&game, &rng, &m);
				compare(&game, &m, where);
			}
			play_turn(&game, &rng);
			if (turn % 7 == 6) { /* tiles leave the board: the kept state follows */
				CHECK_INT(words_take_back(&game), WORDS_OK);
				compare_all_plays(&game, game.pos.rack[game.pos.current], where);
				play_turn(&game, &rng);
			}
		}
	}
	CHECK_INT(seen.mismatches, 0);
	printf("test_words_live: %ld legal and %ld illegal placements compared (%ld phony, %ld with a gap, %ld not "
	       "connected, %ld not on the rack, %ld not in line, %ld on a taken square); %ld blanks, %ld lone "
	       "tiles across, %ld down, %ld tiles on the edge, %ld bingos\n",
	       seen.legal, seen.illegal, seen.status[-WORDS_ERR_NOT_IN_DICT], seen.status[-WORDS_ERR_GAP],
	       seen.status[-WORDS_ERR_NOT_CONNECTED], seen.status[-WORDS_ERR_NOT_ON_RACK],
	       seen.status[-WORDS_ERR_NOT_IN_LINE], seen.status[-WORDS_ERR_SQUARE_TAKEN], seen.blanks,
	       seen.lone_across, seen.lone_down, seen.edge, seen.bingos);
	CHECK(seen.legal > 100000);
	CHECK(seen.illegal > 50000);
	CHECK(seen.status[-WORDS_ERR_NOT_IN_DICT] > 1000);
	CHECK(seen.status[-WORDS_ERR_GAP] > 0);
	CHECK(seen.status[-WORDS_ERR_NOT_CONNECTED] > 0);
	CHECK(seen.status[-WORDS_ERR_NOT_IN_LINE] > 0);
	CHECK(seen.status[-WORDS_ERR_SQUARE_TAKEN] > 0);
	CHECK(seen.blanks > 1000);
	CHECK(seen.lone_across > 0 && seen.lone_down > 0);
	CHECK(seen.edge > 1000);
	CHECK(seen.bingos > 0);
}

/* The first move's rules, a challenge mode (nothing is phony before a
 * challenge), a blank owed after an interchange, the end of the game. */
static void test_modes(void)
{
	static struct words_game game, other;
	memset(&seen, 0, sizeof seen);
	struct words_lexicon lex = { contains, &dict };
	CHECK_INT(words_init(&game, 2, 7, NULL, lex), WORDS_OK);
	CHECK_INT(words_set_rack(&game, 0, "AEIRST?"), WORDS_OK);
	CHECK_INT(words_cross_init(&kept, &dict, game.pos.board), 0);
	struct words_rng rng;
	words_rng_seed(&rng, 77);
	for (int i = 0; i < 2000; i++) { /* the empty board: H8, two tiles or more */
		struct words_move m;
		words_random_move(&game, &rng, &m);
		compare(&game, &m, "first move");
	}
	CHECK(seen.status[-WORDS_ERR_FIRST_SINGLE_TILE] > 0);
	CHECK(seen.status[-WORDS_ERR_NOT_IN_DICT] > 0);
	for (int turn = 0; turn < 6; turn++)
		play_turn(&game, &rng);
	other = game;
	other.options.challenge = WORDS_CHALLENGE_DOUBLE;
	long legal = seen.legal;
	for (int i = 0; i < 3000; i++) {
		struct words_move m;
		words_random_move(&other, &rng, &m);
		compare(&other, &m, "double challenge");
	}
	CHECK(seen.legal - legal > 100); /* phonies stand until challenged */
	other = game;
	other.pos.blanks_owed = 1;
	compare_all_plays(&other, "AEINST?", "a blank owed");
	CHECK(seen.status[-WORDS_ERR_BLANK_MUST_BE_PLAYED] > 0);
	other = game;
	other.pos.state = WORDS_STATE_OVER;
	struct words_move m;
	words_random_move(&other, &rng, &m);
	compare(&other, &m, "game over");
	CHECK(seen.status[-WORDS_ERR_GAME_OVER] > 0);
	/* No kept state, or a board it cannot hold: the rules core decides,
	 * and the kept state stays as it was. */
	struct words_result a, b;
	words_random_move(&game, &rng, &m);
	words_evaluate(&game, &m, &b);
	CHECK_INT(words_live_evaluate(NULL, &dict, &game, &m, &a), b.status);
	CHECK(!result_differs(&a, &b));
	other = game;
	int empty = 0;
	while (other.pos.board[empty])
		empty++;
	other.pos.board[empty] = '#';
	char before[WORDS_SQUARES];
	memcpy(before, kept.board, sizeof before);
	compare(&other, &m, "a square outside the encoding");
	CHECK(!memcmp(kept.board, before, sizeof before));
	CHECK_INT(seen.mismatches, 0);
}

/* What the status line should say for the staged tiles, from the rules
 * core's verdict. */
static void expect_live_status(const struct words_table *table, const char *where)
{
	struct words_result r;
	char want[2 * STATUS_LINE_LEN];
	if (words_stage_evaluate(&table->game, &r) == WORDS_OK)
		snprintf(want, sizeof want, "%s for %d - tap Submit", r.words[0].letters, r.score);
	else
		snprintf(want, sizeof want, "%s", words_table_result_reason(&r));
	CHECK_MSG(!strcmp(table->status.text, want), where);
}

/* At the table (two people, the word list, as tessera sets it up), the
 * status line's live score comes from the kept state, which follows every
 * turn and take back: it says what the rules core says, and a cross-check
 * cleared in the kept state (only there) makes it call the play a phony. */
static void test_table_live_score(void)
{
	struct words_lexicon lex = { contains, &dict };
	struct words_table_options o = { .width = 800, .height = 480, .scale = 1.0f, .seed = 5, .players = 2,
					 .lexicon = &lex, .dict = &dict };
	static struct words_table table;
	static struct words_cross fresh;
	size_t size = words_table_memory_size(&o);
	void *mem = aligned_alloc(16, (size + 15) & ~(size_t)15);
	CHECK_INT(words_table_init(&table, &o, mem, size), 0);
	CHECK(table.kept_live);
	struct words_rng rng;
	words_rng_seed(&rng, 5);
	int poisoned = 0, taken_back = 0;
	for (int turn = 0; turn < 24 && !words_is_over(&table.game); turn++) {
		char where[64];
		snprintf(where, sizeof where, "table turn %d", turn);
		if (table.handover)
			words_table_handover_done(&table);
		CHECK_INT(words_cross_init(&fresh, &dict, table.game.pos.board), 0);
		CHECK_MSG(words_cross_equal(&table.kept, &fresh, NULL), "the kept state follows the game");
		for (int i = 0; i < 20; i++) { /* mostly refused: the reason */
			struct words_move m;
			words_random_move(&table.game, &rng, &m);
			words_stage_whole(&table.game, &m);
			words_table_live_status(&table);
			expect_live_status(&table, where);
			words_stage_recall_all(&table.game);
		}
		struct words_gen_list l;
		words_gen_list_init(&l, moves, 1, WORDS_GEN_TOP);
		CHECK_INT(words_gen_moves(&dict, table.game.pos.board, table.game.pos.rack[table.game.pos.current], &l), 0);
		if (!l.count)
			break;
		struct words_move m;
		words_gen_to_move(&moves[0], &m);
		CHECK_INT(words_stage_whole(&table.game, &m), WORDS_OK);
		words_table_live_status(&table);
		expect_live_status(&table, where);
		CHECK(strstr(table.status.text, "tap Submit") != NULL);
		struct words_result r;
		words_stage_evaluate(&table.game, &r);
		if (r.word_count > 1) { /* the first tile with a cross word */
			int d = r.dir, k = 0;
			while (table.kept.side[d].xsum[d ? m.tiles[k].square % WORDS_SIZE : m.tiles[k].square / WORDS_SIZE]
						       [d ? m.tiles[k].square / WORDS_SIZE : m.tiles[k].square % WORDS_SIZE] < 0)
				k++;
			int sq = m.tiles[k].square, gr = d ? sq % WORDS_SIZE : sq / WORDS_SIZE,
			    gc = d ? sq / WORDS_SIZE : sq % WORDS_SIZE;
			table.kept.side[d].cross[gr][gc] = 0;
			words_table_live_status(&table);
			CHECK_MSG(strstr(table.status.text, "not in the dictionary") == table.status.text, where);
			table.kept = fresh;
			poisoned++;
		}
		words_table_submit(&table);
		CHECK_INT(table.game.stage.count, 0);
		if (turn % 5 == 4) {
			words_table_take_back(&table);
			taken_back++;
		}
	}
	CHECK(poisoned > 3);
	CHECK(taken_back > 2);
	free(mem);
}

int main(void)
{
	if (!check_dict_open(&dict))
		return check_finish();
	RUN(test_seeded_games);
	RUN(test_modes);
	RUN(test_table_live_score);
	return check_finish();
}
