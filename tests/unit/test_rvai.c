/* Reversi AI: the exact solver agrees with plain minimax, every level returns
 * a legal move, searches can be stopped, and the worker thread delivers,
 * cancels and refuses a second request while busy. */
#include <errno.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

#include "ai/rvai.h"
#include "ai/rvai_thread.h"
#include "ai/rvai_order.h"
#include "ai/rvai_tt.h"
#include "check.h"
#include "core/reversi/reversi.h"

static struct rvai_tt_bucket table[1 << 14];
static struct rvai_tt_bucket table2[1 << 14]; /* the same size as table: like against like */

static uint64_t rng = 0x2545f4914f6cdd1dULL;
static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

/* A random game stopped at `empties` empty squares (or false if it ended
 * sooner). */
static bool random_position(int empties, struct reversi_pos *out)
{
	struct reversi_game g;
	reversi_game_start(&g);
	while (!reversi_game_is_over(&g) && 64 - reversi_popcount(g.pos.disc[0] | g.pos.disc[1]) > empties) {
		uint64_t m = reversi_pos_moves(&g.pos);
		int k = (int)(rnd() % (uint64_t)reversi_popcount(m));
		while (k--)
			m &= m - 1;
		reversi_game_play(&g, __builtin_ctzll(m));
	}
	*out = g.pos;
	return !reversi_game_is_over(&g);
}

/* The end of a game by the World Othello Federation's rule, written out
 * here rather than taken from the core: the discs are counted and the
 * empty squares added to the winner's count. */
static int wof_score(uint64_t own, uint64_t opp)
{
	int o = reversi_popcount(own), p = reversi_popcount(opp), empty = 64 - o - p;
	if (o > p)
		o += empty;
	else if (p > o)
		p += empty;
	return o - p;
}

/* Plain minimax over every move to the end, no pruning: the reference.
 * Bounded by the number of empties (a pass is followed by a move or the
 * end). */
static int minimax(uint64_t own, uint64_t opp, bool passed)
{
	uint64_t moves = reversi_moves(own, opp);
	if (!moves) {
		if (passed)
			return wof_score(own, opp);
		return -minimax(opp, own, true);
	}
	int best = -100;
	while (moves) {
		int sq = __builtin_ctzll(moves);
		moves &= moves - 1;
		uint64_t f = reversi_flips(own, opp, sq);
		int v = -minimax(opp & ~f, own | f | (1ULL << sq), false);
		if (v > best)
			best = v;
	}
	return best;
}

static void test_solver_matches_minimax(void)
{
	struct rvai ai;
	CHECK_INT(rvai_init(&ai, table, sizeof table, 1), 0);
	int tried = 0;
	for (int t = 0; t < 130; t++) {
		/* 4..9 empties, and a few of 10..11 where the solver's table
		 * cutoffs (from 7 and 10 empties) come into play below the root. */
		int empties = t < 120 ? 4 + t % 6 : 10 + t % 2;
		struct reversi_pos p;
		if (!random_position(empties, &p))
			continue;
		tried++;
		uint64_t own = p.disc[p.turn], opp = p.disc[!p.turn];
		int want = minimax(own, opp, false);
		struct rvai_result r;
		rvai_clear(&ai);
		CHECK_INT(rvai_solve(&ai, &p, &r), 0);
		CHECK(r.exact);
		if (r.score != want) {
			char buf[REVERSI_POSITION_TEXT];
			reversi_pos_write(&p, buf);
			CHECK_MSG(r.score == want, buf);
			CHECK_INT(r.score, want);
		}
		/* The move it names reaches that score. */
		if (reversi_pos_moves(&p)) {
			CHECK(reversi_pos_is_legal(&p, r.move));
			struct reversi_pos q = p;
			reversi_pos_play(&q, r.move);
			CHECK_INT(-minimax(q.disc[q.turn], q.disc[!q.turn], false), want);
		}
	}
	CHECK(tried > 80);
}

/* Plain alpha-beta to the end (no table, no stability cutoff, moves in
 * square order): the reference where minimax is too slow.  Fail-hard, so
 * with the full window it returns the exact score. */
static int ref_alphabeta(uint64_t own, uint64_t opp, int alpha, int beta, bool passed)
{
	uint64_t moves = reversi_moves(own, opp);
	if (!moves) {
		if (passed)
			return wof_score(own, opp);
		return -ref_alphabeta(opp, own, -beta, -alpha, true);
	}
	while (moves) {
		int sq = __builtin_ctzll(moves);
		moves &= moves - 1;
		uint64_t f = reversi_flips(own, opp, sq);
		int v = -ref_alphabeta(opp & ~f, own | f | (1ULL << sq), -beta, -alpha, false);
		if (v >= beta)
			return beta;
		if (v > alpha)
			alpha = v;
	}
	return alpha;
}

/* 10..13 empties: the table, the enhanced transposition cutoff, the
 * stability cutoff and the fastest-first ordering all act below the root;
 * the score and the named move must still be exact. */
static void test_solver_matches_alphabeta(void)
{
	struct rvai ai;
	CHECK_INT(rvai_init(&ai, table, sizeof table, 1), 0);
	int tried = 0;
	for (int t = 0; t < 56; t++) {
		struct reversi_pos p;
		if (!random_position(10 + t % 4, &p) || !reversi_pos_moves(&p))
			continue;
		tried++;
		uint64_t own = p.disc[p.turn], opp = p.disc[!p.turn];
		int want = ref_alphabeta(own, opp, -65, 65, false);
		struct rvai_result r;
		rvai_clear(&ai);
		CHECK_INT(rvai_solve(&ai, &p, &r), 0);
		if (r.score != want) {
			char buf[REVERSI_POSITION_TEXT];
			reversi_pos_write(&p, buf);
			CHECK_MSG(r.score == want, buf);
			CHECK_INT(r.score, want);
		}
		struct reversi_pos q = p;
		CHECK_INT(reversi_pos_play(&q, r.move), REVERSI_OK);
		CHECK_INT(-ref_alphabeta(q.disc[q.turn], q.disc[!q.turn], -65, 65, false), want);
	}
	CHECK(tried >= 50);
}

/* Stable discs never flip: every random continuation to the end keeps
 * them, and the exact score respects the bounds the solver draws from
 * them (at most 64 - 2 * the opponent's stable discs). */
static void test_stable_discs_bound(void)
{
	int with_stable = 0, positions = 0;
	for (int t = 0; t < 300; t++) {
		struct reversi_pos p;
		int empties = 4 + t % 24;
		if (!random_position(empties, &p))
			continue;
		positions++;
		uint64_t own = p.disc[p.turn], opp = p.disc[!p.turn];
		uint64_t s_own = rvai_stable_discs(own, opp), s_opp = rvai_stable_discs(opp, own);
		CHECK_INT((int)((s_own & ~own) | (s_opp & ~opp)), 0);
		if (s_own | s_opp)
			with_stable++;
		for (int k = 0; k < 8; k++) {
			struct reversi_game g;
			reversi_game_from(&g, &p);
			while (!reversi_game_is_over(&g)) {
				uint64_t m = reversi_pos_moves(&g.pos);
				int pick = (int)(rnd() % (uint64_t)reversi_popcount(m));
				while (pick--)
					m &= m - 1;
				reversi_game_play(&g, __builtin_ctzll(m));
			}
			uint64_t end_own = g.pos.disc[p.turn], end_opp = g.pos.disc[!p.turn];
			if ((s_own & ~end_own) || (s_opp & ~end_opp)) {
				char buf[REVERSI_POSITION_TEXT];
				reversi_pos_write(&p, buf);
				CHECK_MSG(false, buf);
			}
		}
		if (empties <= 9) {
			int score = minimax(own, opp, false);
			CHECK(score <= 64 - 2 * reversi_popcount(s_opp));
			CHECK(score >= 2 * reversi_popcount(s_own) - 64);
		}
	}
	CHECK(positions > 250);
	CHECK(with_stable > positions / 3);
}

/* Solving a position whose side to move must pass gives the negated score
 * of the other side, with REVERSI_PASS as the move. */
static void test_solver_pass_and_end(void)
{
	struct rvai ai;
	rvai_init(&ai, table, sizeof table, 1);
	/* X a1 h1, O b1 h2, O to move: O is blocked, X plays on. */
	struct reversi_pos p = { { 1ULL << 0 | 1ULL << 7, 1ULL << 1 | 1ULL << 15 }, REVERSI_WHITE };
	struct rvai_result r;
	rvai_solve(&ai, &p, &r);
	CHECK_INT(r.move, REVERSI_PASS);
	CHECK_INT(r.score, -minimax(p.disc[REVERSI_BLACK], p.disc[REVERSI_WHITE], false));
	/* A finished game, X 1 disc and O 2: O takes the 61 empty squares,
	 * so X loses 1-63. */
	struct reversi_pos q = { { 1ULL << 0, 1ULL << 63 | 1ULL << 62 }, REVERSI_BLACK };
	rvai_solve(&ai, &q, &r);
	CHECK_INT(r.move, REVERSI_PASS);
	CHECK_INT(r.score, -62);
	/* X a1, O b1: c1 wipes O out with 61 squares empty, all X's: 64-0. */
	struct reversi_pos wipe = { { 1ULL << 0, 1ULL << 1 }, REVERSI_BLACK };
	rvai_solve(&ai, &wipe, &r);
	CHECK_INT(r.move, 2);
	CHECK_INT(r.score, 64);
	/* Every square X's but O's d3 and the empty a1 and e3: X takes d3
	 * with e3, and then no one can play a1 (O has no disc), which goes
	 * to X: 64-0 (63-0 counting discs alone).  The solver's last-square
	 * code settles it. */
	uint64_t a1 = 1ULL << 0, d3 = 1ULL << 19, e3 = 1ULL << 20;
	struct reversi_pos last = { { ~(a1 | d3 | e3), d3 }, REVERSI_BLACK };
	rvai_solve(&ai, &last, &r);
	CHECK_INT(r.move, 20);
	CHECK_INT(r.score, 64);
}

static void test_every_level_legal(void)
{
	struct rvai ai;
	rvai_init(&ai, table, sizeof table, 7);
	static const int EMPTIES[] = { 58, 50, 40, 30, 22, 14, 8, 3 };
	for (int lv = 0; lv < RVAI_LEVELS; lv++) {
		for (size_t e = 0; e < sizeof EMPTIES / sizeof EMPTIES[0]; e++) {
			struct reversi_pos p;
			/* The expert solves from 18 empties: keep its test quick. */
			int empties = lv == RVAI_EXPERT && EMPTIES[e] > 14 && EMPTIES[e] < 30 ? 14 : EMPTIES[e];
			if (!random_position(empties, &p))
				continue;
			struct rvai_result r;
			CHECK_INT(rvai_choose(&ai, &p, (enum rvai_level)lv, &r), 0);
			CHECK_MSG(reversi_pos_is_legal(&p, r.move), rvai_level_info((enum rvai_level)lv)->name);
		}
	}
	/* A blocked side gets REVERSI_PASS at every level. */
	struct reversi_pos p = { { 1ULL << 0 | 1ULL << 7, 1ULL << 1 | 1ULL << 15 }, REVERSI_WHITE };
	for (int lv = 0; lv < RVAI_LEVELS; lv++) {
		struct rvai_result r;
		rvai_choose(&ai, &p, (enum rvai_level)lv, &r);
		CHECK_INT(r.move, REVERSI_PASS);
	}
	struct rvai_result r;
	CHECK_INT(rvai_choose(&ai, &p, RVAI_LEVELS, &r), -EINVAL);
}

/* The same position, level and seed give the same move (scripted games). */
static void test_deterministic(void)
{
	struct rvai ai;
	rvai_init(&ai, table, sizeof table, 1);
	for (int t = 0; t < 6; t++) {
		struct reversi_pos p;
		if (!random_position(44, &p))
			continue;
		struct rvai_result a, b;
		rvai_seed(&ai, 99);
		rvai_choose(&ai, &p, RVAI_BEGINNER, &a);
		rvai_seed(&ai, 99);
		rvai_choose(&ai, &p, RVAI_BEGINNER, &b);
		CHECK_INT(a.move, b.move);
		rvai_choose(&ai, &p, RVAI_MEDIUM, &a);
		rvai_choose(&ai, &p, RVAI_MEDIUM, &b);
		CHECK_INT(a.move, b.move);
	}
}

/* Mirror images of a position evaluate the same: no square is favoured
 * over its mirror.  Transposes a bitboard along a1-h8 and flips ranks. */
static uint64_t flip_ranks(uint64_t b)
{
	return __builtin_bswap64(b);
}

static uint64_t transpose(uint64_t b)
{
	uint64_t t = 0;
	for (int s = 0; s < 64; s++)
		if (b >> s & 1)
			t |= 1ULL << ((s % 8) * 8 + s / 8);
	return t;
}

static void test_eval_symmetry_and_corners(void)
{
	for (int t = 0; t < 40; t++) {
		struct reversi_pos p;
		if (!random_position(10 + t, &p))
			continue;
		uint64_t own = p.disc[p.turn], opp = p.disc[!p.turn];
		int e = rvai_eval(own, opp), h = rvai_eval_with(&rvai_weights_hand, own, opp);
		CHECK_INT(rvai_eval(flip_ranks(own), flip_ranks(opp)), e);
		CHECK_INT(rvai_eval(transpose(own), transpose(opp)), e);
		CHECK_INT(rvai_eval_with(&rvai_weights_hand, flip_ranks(own), flip_ranks(opp)), h);
	}
	/* A corner is worth more than the X square next to it (b2 with a1
	 * empty gives the corner away). */
	uint64_t d4e5 = 1ULL << 27 | 1ULL << 36, d5e4 = 1ULL << 35 | 1ULL << 28;
	CHECK(rvai_eval(d4e5 | 1ULL << 0, d5e4) > rvai_eval(d4e5 | 1ULL << 9, d5e4));
}

/* Edge configurations: each square of an edge counts 3^i times 1 (own) or
 * 2 (opponent), read from the a file or rank 1; the learned values are the
 * same from either end, so the evaluation keeps the board's symmetries. */
static void test_edge_patterns(void)
{
	int idx[RVAI_EDGES];
	rvai_edge_indexes(0, 0, idx);
	for (int e = 0; e < RVAI_EDGES; e++)
		CHECK_INT(idx[e], 0);
	rvai_edge_indexes(1ULL << 0, 1ULL << 56, idx); /* own a1, opponent a8 */
	CHECK_INT(idx[0], 1);
	CHECK_INT(idx[1], 2);
	CHECK_INT(idx[2], 1 + 2 * 2187);
	CHECK_INT(idx[3], 0);
	rvai_edge_indexes(1ULL << 7 | 1ULL << 15, 1ULL << 63, idx); /* own h1 and h2, opponent h8 */
	CHECK_INT(idx[0], 2187);
	CHECK_INT(idx[1], 2 * 2187);
	CHECK_INT(idx[3], 1 + 3 + 2 * 2187);
	CHECK_INT(rvai_edge_reverse(1), 2187);
	CHECK_INT(rvai_edge_reverse(2 * 2187 + 1), 2 + 2187);
	bool symmetric = true, some = false;
	for (int st = 0; st < RVAI_STAGES && rvai_weights_learned.edge; st++)
		for (int i = 0; i < RVAI_EDGE_CONFIGS; i++) {
			symmetric &= rvai_weights_learned.edge[st][i] == rvai_weights_learned.edge[st][rvai_edge_reverse(i)];
			some |= rvai_weights_learned.edge[st][i] != 0;
		}
	CHECK(symmetric);
	CHECK(some);
	/* The hand-tuned weights are the features alone. */
	struct reversi_pos p;
	CHECK(random_position(30, &p));
	int x[RVAI_FEATURES], want = 0;
	rvai_eval_features(p.disc[p.turn], p.disc[!p.turn], x);
	for (int f = 0; f < RVAI_FEATURES; f++)
		want += rvai_weights_hand.feature[rvai_stage(30)][f] * x[f];
	CHECK_INT(rvai_eval_with(&rvai_weights_hand, p.disc[p.turn], p.disc[!p.turn]), want);
}

static int stop_calls;
static bool stop_at_once(void *user)
{
	(void)user;
	stop_calls++;
	return true;
}

/* A stopped search still names a legal move and says it was stopped. */
static void test_stop(void)
{
	struct rvai ai;
	rvai_init(&ai, table, sizeof table, 1);
	rvai_set_stop(&ai, stop_at_once, NULL);
	struct reversi_pos p;
	CHECK(random_position(24, &p));
	struct rvai_result r;
	rvai_solve(&ai, &p, &r);
	CHECK(r.stopped);
	CHECK(!r.exact);
	CHECK(reversi_pos_is_legal(&p, r.move));
	CHECK(stop_calls > 0);
	CHECK(random_position(40, &p));
	rvai_search(&ai, &p, 12, &r);
	CHECK(r.stopped);
	CHECK(reversi_pos_is_legal(&p, r.move));
}

static void test_levels_table(void)
{
	CHECK_INT(rvai_level_parse("beginner"), RVAI_BEGINNER);
	CHECK_INT(rvai_level_parse("expert"), RVAI_EXPERT);
	CHECK_INT(rvai_level_parse("3"), RVAI_MEDIUM);
	CHECK_INT(rvai_level_parse("6"), -1);
	CHECK_INT(rvai_level_parse("grandmaster"), -1);
	CHECK(rvai_level_info(RVAI_EXPERT)->exact_empties >= 18);
	CHECK(rvai_level_info(RVAI_BEGINNER)->depth == 1);
	CHECK(rvai_level_info(RVAI_LEVELS) == NULL);
	struct rvai ai;
	CHECK_INT(rvai_init(&ai, table, 10, 1), -EINVAL);
}

/* The solver's ordering counts our corners and the edge squares beside a
 * corner we hold: every corner's two neighbours on the edges, not the
 * diagonal one, and nothing beside a corner we do not hold. */
static void test_corner_stable_count(void)
{
	CHECK_INT(rvai_corner_stable_count(0), 0);
	CHECK_INT(rvai_corner_stable_count(1ULL << 0 | 1ULL << 1 | 1ULL << 8 | 1ULL << 2 | 1ULL << 9), 3);
	CHECK_INT(rvai_corner_stable_count(1ULL << 7 | 1ULL << 6 | 1ULL << 15 | 1ULL << 14), 3);
	CHECK_INT(rvai_corner_stable_count(1ULL << 56 | 1ULL << 57 | 1ULL << 48 | 1ULL << 49), 3);
	CHECK_INT(rvai_corner_stable_count(1ULL << 63 | 1ULL << 62 | 1ULL << 55 | 1ULL << 54), 3);
	CHECK_INT(rvai_corner_stable_count(1ULL << 1 | 1ULL << 8 | 1ULL << 6 | 1ULL << 15 | 1ULL << 57 | 1ULL << 48 |
					   1ULL << 62 | 1ULL << 55), 0);
	CHECK_INT(rvai_corner_stable_count(~0ULL), 12);
}

/* The table's buckets are whole 64-byte cache lines: rvai_tt_bytes gives a
 * power-of-two number of them, and rvai_init starts them on a line even in
 * memory that does not (losing the bytes before it, and the buckets that no
 * longer fit), so a probe reads a single line. */
static void test_table_lines(void)
{
	CHECK_INT(sizeof(struct rvai_tt_bucket), 64);
	CHECK_INT(rvai_tt_bytes(63), 0);
	CHECK_INT(rvai_tt_bytes(64), 64);
	CHECK_INT(rvai_tt_bytes(24u << 20), 16u << 20);
	CHECK_INT(rvai_tt_bytes((16u << 20) + 4095), 16u << 20);
	struct rvai ai;
	char *mem = (char *)table;
	CHECK_INT(rvai_init(&ai, mem, 64 * 8, 1), 0);
	CHECK(ai.tt == table);
	CHECK_INT(ai.tt_mask, 7);
	CHECK_INT(rvai_init(&ai, mem + 8, 64 * 8, 1), 0); /* 8 past a line: 7 buckets fit, 4 are used */
	CHECK(ai.tt == table + 1);
	CHECK_INT(ai.tt_mask, 3);
	CHECK_INT(rvai_init(&ai, mem + 8, 119, 1), -EINVAL); /* 56 to the line, 63 after it */
	CHECK_INT(rvai_init(&ai, mem + 8, 64 * 8 + 56, 1), 0);
	CHECK(ai.tt == table + 1);
	CHECK_INT(ai.tt_mask, 7);
	for (int i = 0; i < 1000; i++) {
		uint64_t own = (uint64_t)i * 0x9e3779b97f4a7c15ULL, opp = ~own & 0x00ffff0000ffff00ULL;
		const struct rvai_tt_entry *b = rvai_tt_bucket(&ai, own, opp);
		CHECK_INT((uintptr_t)b % 64, 0);
		CHECK(b >= table[1].slot && b < table[9].slot); /* the 8 buckets from the first line */
	}
}

/* ---- helpers (root split) ---- */

/* With one or three helper threads the solver returns the same score and
 * the same move as alone (the first move in its order that reaches the
 * score), and the helpers really search. */
/* rvai_clear forgets the table (by a new generation, the memory wiped only
 * when the generations run out): a solve after it visits exactly the nodes
 * of a solve on a fresh table, also across the wrap; without it the warm
 * table saves nodes. */
static void test_clear_forgets(void)
{
	struct rvai ai;
	struct reversi_pos p;
	CHECK(random_position(14, &p));
	CHECK_INT(rvai_init(&ai, table, sizeof table, 1), 0);
	struct rvai_result cold, again;
	rvai_solve(&ai, &p, &cold);
	rvai_solve(&ai, &p, &again);
	CHECK(again.nodes < cold.nodes); /* the warm table helps */
	CHECK_INT(again.score, cold.score);
	rvai_clear(&ai);
	rvai_solve(&ai, &p, &again);
	CHECK_INT(again.nodes, cold.nodes);
	for (int i = 0; i < 70000; i++) /* past the generations' wrap */
		rvai_clear(&ai);
	rvai_solve(&ai, &p, &again);
	CHECK_INT(again.nodes, cold.nodes);
	CHECK_INT(again.move, cold.move);
}

/* Young brothers wait: a helper with no root move to claim works inside
 * the root moves, at inner nodes shared out after their first move (18
 * empties: nodes of 12 and more are shared).  Same answers as alone. */
static void test_helpers_join_inner_nodes(void)
{
	static struct rvai_team team;
	struct rvai alone, shared;
	rvai_init(&alone, table2, sizeof table2, 1);
	rvai_init(&shared, table, sizeof table, 1);
	CHECK_INT(rvai_team_start(&team, &shared, 1), 0);
	int solved = 0;
	for (int t = 0; t < 40 && solved < 6 && team.helper[0].ai.joins == 0; t++) {
		struct reversi_pos p;
		if (!random_position(18, &p) || reversi_popcount(reversi_pos_moves(&p)) < 2)
			continue;
		solved++;
		struct rvai_result a, b;
		rvai_clear(&alone);
		rvai_clear(&shared);
		rvai_solve(&alone, &p, &a);
		rvai_solve(&shared, &p, &b);
		CHECK_INT(b.score, a.score);
		CHECK_INT(b.move, a.move);
	}
	CHECK(solved > 0);
	CHECK(team.helper[0].ai.joins > 0);
	rvai_team_stop(&team, &shared);
}

static void test_solver_with_helpers(void)
{
	static struct rvai_team team;
	struct rvai alone, shared;
	rvai_init(&alone, table2, sizeof table2, 1);
	for (int helpers = 1; helpers <= RVAI_HELPERS_MAX; helpers += 2) {
		rvai_init(&shared, table, sizeof table, 1);
		CHECK_INT(rvai_team_start(&team, &shared, helpers), 0);
		int tried = 0;
		for (int t = 0; t < 30; t++) {
			struct reversi_pos p;
			if (!random_position(10 + t % 7, &p) || reversi_popcount(reversi_pos_moves(&p)) < 2)
				continue;
			tried++;
			struct rvai_result a, b;
			rvai_clear(&alone);
			rvai_clear(&shared);
			rvai_solve(&alone, &p, &a);
			rvai_solve(&shared, &p, &b);
			CHECK_INT(b.score, a.score);
			CHECK_INT(b.move, a.move);
			CHECK(b.exact && !b.stopped);
		}
		CHECK(tried >= 20);
		uint64_t helped = 0;
		for (int i = 0; i < helpers; i++)
			helped += team.helper[i].ai.nodes;
		CHECK(helped > 0);
		rvai_team_stop(&team, &shared);
	}
}

static int stop_countdown;
static bool stop_after_countdown(void *user)
{
	(void)user;
	return --stop_countdown < 0;
}

/* Stopped in the middle of a shared probe: the helpers stop too, the move
 * is legal, and the next solve on the same team is exact again. */
static void test_stop_with_helpers(void)
{
	static struct rvai_team team;
	struct rvai ai, alone;
	rvai_init(&ai, table, sizeof table, 1);
	rvai_init(&alone, table2, sizeof table2, 1);
	CHECK_INT(rvai_team_start(&team, &ai, 1), 0);
	struct reversi_pos p;
	/* 24 empties: the searching thread's own 80 000 nodes must come before the
	 * solve ends however the work is shared (at 20 empties, with both threads
	 * on one core, the helper sometimes took so much of a small solve that it
	 * ended first: 2 runs in 15). */
	do
		CHECK(random_position(24, &p));
	while (reversi_popcount(reversi_pos_moves(&p)) < 4);
	stop_countdown = 20; /* about 80 000 of the searching thread's nodes */
	rvai_set_stop(&ai, stop_after_countdown, NULL);
	struct rvai_result r;
	rvai_solve(&ai, &p, &r);
	CHECK(r.stopped && !r.exact);
	CHECK(reversi_pos_is_legal(&p, r.move));
	rvai_set_stop(&ai, NULL, NULL);
	CHECK(random_position(14, &p));
	struct rvai_result a;
	rvai_clear(&ai);
	rvai_solve(&ai, &p, &r);
	rvai_solve(&alone, &p, &a);
	CHECK(r.exact && !r.stopped);
	CHECK_INT(r.score, a.score);
	CHECK_INT(r.move, a.move);
	rvai_team_stop(&team, &ai);
	CHECK_INT(rvai_team_start(&team, &ai, RVAI_HELPERS_MAX + 1), -EINVAL);
	/* One helper per processor beyond the first, within the pool. */
	CHECK_INT(rvai_helpers_for_cpus(-1), 0);
	CHECK_INT(rvai_helpers_for_cpus(1), 0);
	CHECK_INT(rvai_helpers_for_cpus(2), 1);
	CHECK_INT(rvai_helpers_for_cpus(64), RVAI_HELPERS_MAX);
}

/* ---- the worker thread ---- */

static atomic_int notified;
static void on_done(void *user)
{
	(void)user;
	atomic_fetch_add(&notified, 1);
}

static void wait_for(struct rvai_worker *w, struct rvai_result *r)
{
	struct timespec ts = { 0, 1000000 };
	while (!rvai_worker_fetch(w, r))
		nanosleep(&ts, NULL);
}

static void test_worker(void)
{
	struct rvai_worker *w = rvai_worker_create(table, sizeof table, 1, on_done, NULL);
	CHECK(w != NULL);
	if (!w)
		return;
	struct reversi_pos p;
	reversi_pos_start(&p);
	struct rvai_result r;
	CHECK(!rvai_worker_fetch(w, &r)); /* nothing asked yet */
	CHECK_INT(rvai_worker_request(w, &p, RVAI_EASY, 1), 0);
	/* The position is copied: changing ours does not disturb the search. */
	p.disc[0] = p.disc[1] = 0;
	wait_for(w, &r);
	reversi_pos_start(&p);
	CHECK(reversi_pos_is_legal(&p, r.move));
	/* The thread publishes the result, then calls notify: a fetch may win
	 * the race, so wait for the call (10 s is a hang, not a speed limit). */
	struct timespec ms = { 0, 1000000 };
	for (int i = 0; i < 10000 && atomic_load(&notified) == 0; i++)
		nanosleep(&ms, NULL);
	CHECK_INT(atomic_load(&notified), 1);
	CHECK(!rvai_worker_busy(w));

	/* A long search: a second request is refused, cancel ends it with a
	 * legal move marked stopped. */
	CHECK(random_position(26, &p));
	CHECK_INT(rvai_worker_request(w, &p, RVAI_EXPERT, 1), 0);
	CHECK_INT(rvai_worker_request(w, &p, RVAI_EXPERT, 1), -EBUSY);
	CHECK(rvai_worker_busy(w));
	rvai_worker_cancel(w);
	wait_for(w, &r);
	CHECK(reversi_pos_is_legal(&p, r.move));
	CHECK_INT(rvai_worker_request(w, &p, RVAI_LEVELS, 1), -EINVAL);

	/* Discard: the result is dropped and the worker is free again. */
	CHECK_INT(rvai_worker_request(w, &p, RVAI_EXPERT, 1), 0);
	rvai_worker_discard(w);
	CHECK(!rvai_worker_busy(w));
	CHECK(!rvai_worker_fetch(w, &r));

	/* Two workers from the pool at once, then the pool is empty. */
	struct rvai_worker *w2 = rvai_worker_create(table2, sizeof table2, 0, NULL, NULL);
	CHECK(w2 != NULL);
	CHECK(rvai_worker_create(table2, sizeof table2, 0, NULL, NULL) == NULL);
	rvai_worker_destroy(w2);
	/* Destroy while searching. */
	CHECK_INT(rvai_worker_request(w, &p, RVAI_EXPERT, 1), 0);
	rvai_worker_destroy(w);
	w = rvai_worker_create(table, sizeof table, 2, NULL, NULL);
	CHECK(w != NULL);
	rvai_worker_destroy(w);
}

int main(void)
{
	RUN(test_solver_matches_minimax);
	RUN(test_solver_matches_alphabeta);
	RUN(test_stable_discs_bound);
	RUN(test_solver_pass_and_end);
	RUN(test_every_level_legal);
	RUN(test_deterministic);
	RUN(test_eval_symmetry_and_corners);
	RUN(test_edge_patterns);
	RUN(test_stop);
	RUN(test_clear_forgets);
	RUN(test_solver_with_helpers);
	RUN(test_helpers_join_inner_nodes);
	RUN(test_stop_with_helpers);
	RUN(test_levels_table);
	RUN(test_table_lines);
	RUN(test_corner_stable_count);
	RUN(test_worker);
	return check_finish();
}
