/* Property test over seeded random games: players try random tile
 * placements against the validator (a permissive lexicon: every word is a
 * word), and otherwise exchange or pass; now and then a player takes a turn
 * back.  After every action:
 *   - all 100 tiles are on the board, on a rack or in the bag, per kind;
 *   - each player's score equals the sum of their log entries' scores, and
 *     each entry's total is the running sum;
 * and every game ends within a bounded number of actions. */
#include "check.h"
#include "words_fixture.h"
#include "words_random.h"

#define GAMES 200
#define MAX_ACTIONS 600
#define TRIES_PER_TURN 150

static bool tiles_accounted(const struct words_position *p, char *bad)
{
	if (words_count_tiles(p, '?') != words_tile_total('?')) {
		*bad = '?';
		return false;
	}
	for (char c = 'A'; c <= 'Z'; c++)
		if (words_count_tiles(p, c) != words_tile_total(c)) {
			*bad = c;
			return false;
		}
	return true;
}

static bool totals_match_log(const struct words_game *g)
{
	int sum[WORDS_MAX_PLAYERS] = {0};
	for (int i = 0; i < g->pos.log_len; i++) {
		const struct words_turn *t = &g->log[i];
		sum[t->player] += t->score;
		if (t->total != sum[t->player])
			return false;
	}
	for (int pl = 0; pl < g->pos.players; pl++)
		if (sum[pl] != g->pos.score[pl])
			return false;
	return true;
}

static void play_one_game(uint64_t seed, int players, long *plays, long *actions_total,
			  long *withdrawn, long *went_out, long *scoreless)
{
	static struct words_game g;
	struct words_options o = {
		.challenge = (enum words_challenge)(seed % 4),
		.end_rule = (enum words_end_rule)(seed / 4 % 2),
	};
	struct words_lexicon lex = { words_random_no_z, NULL };
	struct words_rng rng;
	struct words_result r;
	char bad = 0;
	words_rng_seed(&rng, seed * 7919 + 1);
	CHECK_INT(words_init(&g, players, seed, &o, lex), WORDS_OK);
	int actions = 0;
	while (!words_is_over(&g) && actions < MAX_ACTIONS) {
		actions++;
		uint32_t roll = words_rng_below(&rng, 100);
		/* One game in five is timid: it passes and exchanges a lot. */
		if (seed % 5 == 0 && roll >= 12 && roll < 70)
			roll = 3 + roll % 3;
		enum words_status st = WORDS_ERR_NO_TILES;
		if (roll < 3 && g.undo_len) {
			st = words_take_back(&g);
		} else if (roll < 6 && roll != 5) {
			st = g.pos.bag_len >= WORDS_EXCHANGE_MIN_BAG
				     ? words_exchange(&g, g.pos.rack[g.pos.current])
				     : words_pass(&g);
		} else if (roll == 5) {
			st = words_pass(&g);
		} else if (roll < 12) {
			bool upheld = false;
			if (words_challenge(&g, &upheld, &r) != WORDS_OK)
				continue;
			(*withdrawn) += upheld;
			st = WORDS_OK;
		} else {
			struct words_move m;
			for (int t = 0; t < TRIES_PER_TURN && st != WORDS_OK; t++) {
				words_random_move(&g, &rng, &m);
				st = words_play(&g, &m, &r);
			}
			if (st == WORDS_OK)
				(*plays)++;
			else
				st = words_pass(&g);
		}
		CHECK_INT(st, WORDS_OK);
		if (!tiles_accounted(&g.pos, &bad)) {
			char msg[64];
			snprintf(msg, sizeof msg, "seed %llu action %d: tile %c miscounted",
				 (unsigned long long)seed, actions, bad);
			CHECK_MSG(false, msg);
			return;
		}
		if (!totals_match_log(&g)) {
			char msg[64];
			snprintf(msg, sizeof msg, "seed %llu action %d: scores differ from the log",
				 (unsigned long long)seed, actions);
			CHECK_MSG(false, msg);
			return;
		}
	}
	CHECK_MSG(words_is_over(&g), "a game must end");
	CHECK(g.pos.end_reason != WORDS_END_NONE);
	*went_out += g.pos.end_reason == WORDS_END_WENT_OUT;
	*scoreless += g.pos.end_reason == WORDS_END_SCORELESS;
	*actions_total += actions;
}

static void test_random_games(void)
{
	long plays = 0, actions = 0, withdrawn = 0, went_out = 0, scoreless = 0;
	for (uint64_t seed = 1; seed <= GAMES; seed++)
		play_one_game(seed, 2 + (int)(seed % 3), &plays, &actions, &withdrawn, &went_out,
			      &scoreless);
	/* The games must actually exercise plays, not just passes. */
	CHECK_MSG(plays > GAMES * 5, "random games should contain plays");
	CHECK_MSG(withdrawn > 0, "some phonies should have been challenged off");
	CHECK_MSG(went_out > 0, "some games should end by a player going out");
	CHECK_MSG(scoreless > 0, "some games should end after six scoreless turns");
	printf("%d games, %ld actions, %ld plays, %ld withdrawn, %ld went out, %ld scoreless\n",
	       GAMES, actions, plays, withdrawn, went_out, scoreless);
}

int main(void)
{
	RUN(test_random_games);
	return check_finish();
}
