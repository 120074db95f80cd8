/* reversi_game_replay: a saved Reversi game is rebuilt by the rules.
 *   - Seeded random games (with take backs, and from set-up starts) saved
 *     after every move replay to the same game;
 *   - hand-made bad games are refused with the field or the move named: a
 *     move count of 2000000000, a side to move of 2000000000, a square held
 *     by both sides, a move off the board or onto a disc, a position that
 *     is not what the moves give, an unsettled start. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "core/reversi/reversi.h"
#include "core/words/words.h"	/* the seeded generator */

static const char *game_difference(const struct reversi_game *a, const struct reversi_game *b)
{
	if (a->start.disc[0] != b->start.disc[0] || a->start.disc[1] != b->start.disc[1] || a->start.turn != b->start.turn)
		return "start";
	if (a->pos.disc[0] != b->pos.disc[0] || a->pos.disc[1] != b->pos.disc[1] || a->pos.turn != b->pos.turn)
		return "position";
	if (a->n_moves != b->n_moves || memcmp(a->moves, b->moves, (size_t)a->n_moves))
		return "moves";
	for (int i = 0; i < a->n_moves; i++)
		if (a->before[i].disc[0] != b->before[i].disc[0] || a->before[i].disc[1] != b->before[i].disc[1] ||
		    a->before[i].turn != b->before[i].turn)
			return "positions before the moves";
	return NULL;
}

static void round_trip(const struct reversi_game *g, uint64_t seed)
{
	static struct reversi_game saved, out;
	struct reversi_replay_error why;
	char msg[200];
	saved = *g;
	/* Past n_moves nothing is read. */
	memset(saved.moves + saved.n_moves, 0x7f, sizeof saved.moves - (size_t)saved.n_moves);
	enum reversi_status st = reversi_game_replay(&out, &saved, &why);
	const char *what = st ? why.message : game_difference(&out, g);
	snprintf(msg, sizeof msg, "seed %llu, %d moves: %s", (unsigned long long)seed, g->n_moves, what ? what : "");
	CHECK_MSG(st == REVERSI_OK && !what, msg);
}

/* Random legal moves to the end, a take back now and then; from the usual
 * start, or every fourth game from a position a few random moves in (set
 * up with reversi_game_from, as tessera-reversi --position does). */
static void test_random_games_replay(void)
{
	static struct reversi_game g;
	struct words_rng rng;
	int games = 0, undone = 0;
	for (uint64_t seed = 1; seed <= 60; seed++) {
		words_rng_seed(&rng, seed);
		reversi_game_start(&g);
		if (seed % 4 == 0) {
			for (int i = 0; i < 6; i++) {
				uint64_t m = reversi_pos_moves(&g.pos);
				for (uint32_t k = words_rng_below(&rng, (uint32_t)reversi_popcount(m)); k; k--)
					m &= m - 1;
				reversi_game_play(&g, __builtin_ctzll(m));
			}
			struct reversi_pos p = g.pos;
			reversi_game_from(&g, &p);
		}
		round_trip(&g, seed);
		while (!reversi_game_is_over(&g)) {
			if (g.n_moves >= 2 && words_rng_below(&rng, 10) == 0) {
				CHECK_INT(reversi_game_undo(&g, 1 + (int)words_rng_below(&rng, 2)), REVERSI_OK);
				undone++;
			} else {
				uint64_t m = reversi_pos_moves(&g.pos);
				for (uint32_t k = words_rng_below(&rng, (uint32_t)reversi_popcount(m)); k; k--)
					m &= m - 1;
				CHECK_INT(reversi_game_play(&g, __builtin_ctzll(m)), REVERSI_OK);
			}
			round_trip(&g, seed);
		}
		games++;
	}
	CHECK(undone > 0);
	printf("%d games replayed after every move, %d take backs\n", games, undone);
}

/* ---- hand-made bad games ---- */

static struct reversi_game base, bad, out;

static void make_base(void)
{
	reversi_game_start(&base);
	const char *moves = "f5d6c3d3c4";
	struct reversi_error err;
	CHECK_INT(reversi_transcript_read(&base, moves, strlen(moves), &err), REVERSI_OK);
	bad = base;
}

static void expect(enum reversi_status status, int move, const char *words, int line)
{
	struct reversi_replay_error why;
	char detail[200];
	enum reversi_status st = reversi_game_replay(&out, &bad, &why);
	snprintf(detail, sizeof detail, "line %d: expected %d at move %d with \"%s\", got %d at move %d: %s", line,
		 status, move, words, st, why.move, why.message);
	CHECK_MSG(st == status && why.status == status && why.move == move && strstr(why.message, words), detail);
	bad = base;
}
#define EXPECT(status, move, words) expect((status), (move), (words), __LINE__)

/* The field of 2000000000, where it can be. */
static void test_fields_out_of_range(void)
{
	make_base();
	EXPECT(REVERSI_OK, -1, "");
	bad.n_moves = 2000000000;
	EXPECT(REVERSI_ERR_SAVED_FIELD, -1, "move count is 2000000000");
	bad.n_moves = -1;
	EXPECT(REVERSI_ERR_SAVED_FIELD, -1, "move count is -1");
	bad.start.turn = (enum reversi_color)2000000000;
	EXPECT(REVERSI_ERR_SAVED_FIELD, -1, "side to move at the start is 2000000000");
	bad.pos.turn = (enum reversi_color)2000000000;
	EXPECT(REVERSI_ERR_SAVED_DIFFERS, -1, "the position is not what the 5 moves give");
	bad.before[2].turn = (enum reversi_color)-7;
	EXPECT(REVERSI_ERR_SAVED_DIFFERS, 2, "before move 3 (c3)");
	bad.start.disc[REVERSI_WHITE] |= bad.start.disc[REVERSI_BLACK];
	EXPECT(REVERSI_ERR_SAVED_FIELD, -1, "both sides");
}

/* Moves the rules refuse, and positions that are not what the moves give. */
static void test_moves_disagree(void)
{
	make_base();
	bad.moves[1] = 99;
	EXPECT(REVERSI_ERR_RANGE, 1, "move 2 (square 99)");	/* not "(--)", a pass */
	bad.moves[1] = -128;
	EXPECT(REVERSI_ERR_RANGE, 1, "move 2 (square -128): square outside the board");
	bad.moves[3] = bad.moves[0];	/* onto a disc */
	EXPECT(REVERSI_ERR_OCCUPIED, 3, "move 4 (f5)");
	bad.moves[0] = 0;	/* a1: brackets nothing */
	EXPECT(REVERSI_ERR_NO_FLIP, 0, "move 1 (a1)");
	bad.pos.disc[REVERSI_BLACK] ^= 1ULL << 63;
	EXPECT(REVERSI_ERR_SAVED_DIFFERS, -1, "position");
	bad.before[4].disc[REVERSI_WHITE] = 0;
	EXPECT(REVERSI_ERR_SAVED_DIFFERS, 4, "before move 5 (c4)");
	bad.n_moves = 3;	/* the board shows five */
	EXPECT(REVERSI_ERR_SAVED_DIFFERS, -1, "the 3 moves");
	/* A game over with a move after the end: a random game that ends
	 * before the board is full. */
	struct words_rng rng;
	words_rng_seed(&rng, 1);
	do {
		reversi_game_start(&base);
		while (!reversi_game_is_over(&base)) {
			uint64_t m = reversi_pos_moves(&base.pos);
			for (uint32_t k = words_rng_below(&rng, (uint32_t)reversi_popcount(m)); k; k--)
				m &= m - 1;
			reversi_game_play(&base, __builtin_ctzll(m));
		}
	} while (base.n_moves == REVERSI_MAX_MOVES);
	bad = base;
	bad.moves[bad.n_moves] = 0;
	bad.before[bad.n_moves] = bad.pos;
	bad.n_moves++;
	EXPECT(REVERSI_ERR_GAME_OVER, base.n_moves, "the game is over");
}

/* A start whose side to move has no move while the other has: the rules
 * would have passed at once, so it is not a start they make. */
static void test_unsettled_start(void)
{
	/* White a1, black b1: black has no move, white has c1. */
	struct reversi_pos p = { { 1ULL << 1, 1ULL << 0 }, REVERSI_BLACK };
	CHECK(!reversi_pos_moves(&p));
	reversi_game_from(&base, &p);
	CHECK_INT(base.start.turn, REVERSI_WHITE);	/* settled: black passed */
	bad = base;
	EXPECT(REVERSI_OK, -1, "");
	bad.start.turn = REVERSI_BLACK;
	bad.pos.turn = REVERSI_BLACK;
	EXPECT(REVERSI_ERR_SAVED_DIFFERS, -1, "has no move: it passes");
	CHECK_INT(reversi_game_replay(&out, &out, NULL), REVERSI_ERR_SAVED_FIELD);
}

int main(void)
{
	RUN(test_random_games_replay);
	RUN(test_fields_out_of_range);
	RUN(test_moves_disagree);
	RUN(test_unsettled_start);
	return check_finish();
}
