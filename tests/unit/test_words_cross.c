/* The kept board state (words_cross): after every turn of seeded games
 * between computer players - plays, exchanges, passes and take-backs, which
 * remove tiles - the state brought up to date square by square equals one
 * computed from nothing, touching far fewer squares; the generator gives the
 * same plays on it as on the board alone; a bad board is refused and
 * changes nothing. */
#include "ai/words_cross.h"
#include "ai/words_movegen.h"
#include "ai/words_player.h"
#include "check.h"
#include "platform/storage.h"

#include <stdio.h>
#include <string.h>

static struct dict dict, other_dict;
static struct words_game game;
static _Alignas(16) unsigned char player_mem[1 << 17];	/* words_player_memory_size(), 110 KB */
static struct words_player *player;
static struct words_cross kept, fresh;

static bool contains(const void *ctx, const char *w, int len)
{
	return dict_contains(ctx, w, (size_t)len);
}

/* Brings `kept` up to date with the game and compares it with a full
 * computation; the top plays of the player to move are the same on both. */
static void check_kept(uint64_t seed, int turn)
{
	CHECK_INT(words_cross_sync(&kept, &dict, game.pos.board), 0);
	CHECK_INT(words_cross_init(&fresh, &dict, game.pos.board), 0);
	int square;
	if (!words_cross_equal(&kept, &fresh, &square)) {
		char msg[120];
		snprintf(msg, sizeof msg, "seed %llu turn %d: the kept state differs at square %d",
			 (unsigned long long)seed, turn, square);
		CHECK_MSG(false, msg);
	}
	CHECK(kept.touched < WORDS_SQUARES / 2); /* a turn's tiles, not the board */
	static struct words_gen_move a[8], b[8];
	struct words_gen_list la, lb;
	words_gen_list_init(&la, a, 8, WORDS_GEN_TOP);
	words_gen_list_init(&lb, b, 8, WORDS_GEN_TOP);
	const char *rack = game.pos.rack[game.pos.current];
	CHECK_INT(words_gen_moves_kept(&kept, rack, &la), 0);
	CHECK_INT(words_gen_moves(&dict, game.pos.board, rack, &lb), 0);
	words_gen_sort(&la);
	words_gen_sort(&lb);
	CHECK_INT(la.count, lb.count);
	for (int i = 0; i < la.count && i < lb.count; i++)
		CHECK(a[i].score == b[i].score && a[i].square == b[i].square && a[i].dir == b[i].dir &&
		      !strcmp(a[i].word, b[i].word));
}

/* Seeded games, Medium against Easy; every seventh turn is taken back and
 * played again, so the state also loses tiles. */
static void test_seeded_games(void)
{
	int checked = 0;
	for (uint64_t seed = 1; seed <= 12; seed++) {
		struct words_lexicon lex = { contains, &dict };
		CHECK_INT(words_init(&game, 2, seed, NULL, lex), WORDS_OK);
		CHECK_INT(words_cross_init(&kept, &dict, game.pos.board), 0);
		for (int turn = 0; turn < 60 && !words_is_over(&game); turn++) {
			enum words_level level = game.pos.current ? WORDS_LEVEL_EASY : WORDS_LEVEL_MEDIUM;
			struct words_choice c;
			struct words_result r;
			CHECK_INT(words_player_choose(player, &game, level, seed * 100 + (uint64_t)turn, 0, NULL, &c),
				  0);
			CHECK_INT(words_choice_apply(&game, &c, &r), WORDS_OK);
			check_kept(seed, turn);
			checked++;
			if (turn % 7 == 6 && words_take_back(&game) == WORDS_OK) {
				check_kept(seed, turn);
				CHECK_INT(words_choice_apply(&game, &c, &r), WORDS_OK);
				check_kept(seed, turn);
			}
		}
	}
	CHECK(checked > 200);
}

/* Emptying the board brings back the first move's anchor at H8. */
static void test_empty_again(void)
{
	char board[WORDS_SQUARES] = { 0 };
	CHECK_INT(words_cross_init(&kept, &dict, board), 0);
	CHECK(kept.side[WORDS_ACROSS].anchor[7][7]);
	board[WORDS_CENTRE + 5] = 'Q';
	board[WORDS_CENTRE + 6] = 'I';
	CHECK_INT(words_cross_sync(&kept, &dict, board), 0);
	CHECK(!kept.side[WORDS_ACROSS].anchor[7][7]);
	CHECK(kept.side[WORDS_ACROSS].anchor[7][11]); /* L8, left of the Q */
	CHECK(kept.side[WORDS_DOWN].anchor[11][7]);   /* the same square, transposed */
	board[WORDS_CENTRE + 5] = board[WORDS_CENTRE + 6] = 0;
	CHECK_INT(words_cross_sync(&kept, &dict, board), 0);
	CHECK(kept.side[WORDS_ACROSS].anchor[7][7]);
	CHECK_INT(words_cross_init(&fresh, &dict, board), 0);
	CHECK(words_cross_equal(&kept, &fresh, NULL));
}

/* A bad square is refused and the state stays as it was; another
 * dictionary means a full computation. */
static void test_refused(void)
{
	char board[WORDS_SQUARES] = { 0 };
	board[WORDS_CENTRE] = 'A';
	board[WORDS_CENTRE + 1] = 'T';
	CHECK_INT(words_cross_init(&kept, &dict, board), 0);
	fresh = kept;
	board[3] = '#';
	CHECK_INT(words_cross_sync(&kept, &dict, board), -1);
	CHECK(words_cross_equal(&kept, &fresh, NULL));
	CHECK_INT(words_cross_init(&fresh, &dict, board), -1);
	CHECK_INT(fresh.tiles, 0);
	board[3] = 0;
	CHECK_INT(words_cross_sync(&kept, &other_dict, board), 0);
	CHECK_INT(kept.touched, WORDS_SQUARES);
	CHECK(kept.dict == &other_dict);
	CHECK_INT(words_cross_sync(NULL, &dict, board), -1);
	struct words_gen_list l;
	static struct words_gen_move m[1];
	words_gen_list_init(&l, m, 1, WORDS_GEN_TOP);
	CHECK_INT(words_gen_moves_kept(NULL, "AB", &l), WORDS_GEN_ERR_BAD_ARGUMENT);
}

int main(void)
{
	if (!check_dict_open(&dict) || !check_dict_open(&other_dict))
		return check_finish();
	player = words_player_init(player_mem, sizeof player_mem, &dict);
	CHECK(player != NULL);
	if (!player)
		return check_finish();
	RUN(test_seeded_games);
	RUN(test_empty_again);
	RUN(test_refused);
	return check_finish();
}
