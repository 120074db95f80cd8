/* Reversi rules core: moves and flips against a square-by-square reference,
 * wrap-around at the a- and h-files, passes, the end, perft, take-back and
 * the text formats. */
#include <stdint.h>
#include <string.h>

#include "check.h"
#include "status_check.h"
#include "core/reversi/reversi.h"

static int sq(const char *name)
{
	return reversi_square_parse(name);
}

static bool pos_equal(const struct reversi_pos *a, const struct reversi_pos *b)
{
	return a->disc[0] == b->disc[0] && a->disc[1] == b->disc[1] && a->turn == b->turn;
}

static uint64_t bit(const char *name)
{
	return 1ULL << sq(name);
}

/* The rule written the slow way: walk each of the 8 directions square by
 * square with file/rank coordinates, so nothing can wrap. */
static uint64_t ref_flips(uint64_t own, uint64_t opp, int s)
{
	static const int DIRS[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
					{ 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
	if ((own | opp) >> s & 1)
		return 0;
	uint64_t all = 0;
	for (int d = 0; d < 8; d++) {
		int f = s % 8 + DIRS[d][0], r = s / 8 + DIRS[d][1];
		uint64_t run = 0;
		while (f >= 0 && f < 8 && r >= 0 && r < 8 && (opp >> (r * 8 + f) & 1)) {
			run |= 1ULL << (r * 8 + f);
			f += DIRS[d][0];
			r += DIRS[d][1];
		}
		if (run && f >= 0 && f < 8 && r >= 0 && r < 8 && (own >> (r * 8 + f) & 1))
			all |= run;
	}
	return all;
}

static uint64_t rng_state = 88172645463325252ULL;
static uint64_t rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return rng_state;
}

static void test_start_position(void)
{
	struct reversi_pos p;
	reversi_pos_start(&p);
	/* White d4 e5, black d5 e4, black to move. */
	CHECK_INT(p.disc[REVERSI_WHITE], bit("d4") | bit("e5"));
	CHECK_INT(p.disc[REVERSI_BLACK], bit("d5") | bit("e4"));
	CHECK_INT(p.turn, REVERSI_BLACK);
	/* Black's four openings, f5 among them. */
	CHECK_INT(reversi_pos_moves(&p), bit("d3") | bit("c4") | bit("f5") | bit("e6"));
	CHECK(reversi_pos_is_legal(&p, sq("f5")));
	CHECK(!reversi_pos_is_legal(&p, sq("e3")));
	CHECK_INT(sq("a1"), 0);
	CHECK_INT(sq("h1"), 7);
	CHECK_INT(sq("a8"), 56);
	CHECK_INT(sq("H8"), 63);
}

/* A disc on d4 with an opponent disc next to it in each direction and an
 * own disc beyond flips exactly that one disc, in all 8 directions. */
static void test_flips_every_direction(void)
{
	static const int DIRS[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
					{ 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
	int center = sq("d4");
	for (int d = 0; d < 8; d++) {
		int f = 3, r = 3;
		int a = (r + DIRS[d][1]) * 8 + f + DIRS[d][0];
		int b = (r + 2 * DIRS[d][1]) * 8 + f + 2 * DIRS[d][0];
		uint64_t own = 1ULL << b, opp = 1ULL << a;
		CHECK_INT(reversi_flips(own, opp, center), opp);
		CHECK_INT(reversi_moves(own, opp) >> center & 1, 1);
		/* Without the closing disc nothing flips. */
		CHECK_INT(reversi_flips(0, opp, center), 0);
	}
	/* Several directions at once, and a long run: b2..g7 flipped from a1
	 * with h8 closing. */
	uint64_t opp = bit("b2") | bit("c3") | bit("d4") | bit("e5") | bit("f6") | bit("g7");
	CHECK_INT(reversi_flips(bit("h8"), opp, sq("a1")), opp);
	CHECK_INT(reversi_flips(bit("h8") | bit("a3"), opp | bit("a2"), sq("a1")), opp | bit("a2"));
	/* A gap stops the run. */
	CHECK_INT(reversi_flips(bit("e1"), bit("b1") | bit("d1"), sq("a1")), 0);
	/* An occupied square flips nothing. */
	CHECK_INT(reversi_flips(bit("c1"), bit("b1"), sq("c1")), 0);
}

/* Runs along a rank or diagonal must stop at the board's edge: an h-file
 * disc is not next to the a-file disc one rank up. */
static void test_no_wrap_around(void)
{
	/* East from g1: h1 opponent, then a2 (own) is not on the line. */
	CHECK_INT(reversi_flips(bit("a2"), bit("h1"), sq("g1")), 0);
	/* West from b2: a2 opponent, then h1 (own) is not on the line. */
	CHECK_INT(reversi_flips(bit("h1"), bit("a2"), sq("b2")), 0);
	/* North-east from g1: h2 opponent, then a4 own. */
	CHECK_INT(reversi_flips(bit("a4"), bit("h2"), sq("g1")), 0);
	/* North-west from b1: a2 opponent, then h2 own. */
	CHECK_INT(reversi_flips(bit("h2"), bit("a2"), sq("b1")), 0);
	/* South-east from g8: h7 opponent, then a7 own. */
	CHECK_INT(reversi_flips(bit("a7"), bit("h7"), sq("g8")), 0);
	/* South-west from b8: a7 opponent, then h5 own. */
	CHECK_INT(reversi_flips(bit("h5"), bit("a7"), sq("b8")), 0);
	/* A full rank of opponents does not reach round to the next rank. */
	uint64_t rank = 0x7eULL; /* b1..g1 */
	CHECK_INT(reversi_flips(bit("a2") | bit("h2"), rank, sq("a1")), 0);
	CHECK_INT(reversi_flips(bit("h1"), rank, sq("a1")), rank);
	CHECK_INT(reversi_moves(bit("a2"), bit("h1")) >> sq("g1") & 1, 0);
	CHECK_INT(reversi_moves(bit("a4"), bit("h2")) >> sq("g1") & 1, 0);
}

/* reversi_moves and reversi_flips agree with the slow reference on many
 * random boards. */
static void test_against_reference(void)
{
	int bad = 0;
	for (int t = 0; t < 3000; t++) {
		uint64_t a = rnd(), b = rnd() & ~a;
		if (t % 3 == 0)
			b &= rnd(); /* sparser opponents too */
		uint64_t want_moves = 0;
		for (int s = 0; s < 64; s++) {
			uint64_t want = ref_flips(a, b, s);
			if (want)
				want_moves |= 1ULL << s;
			if (reversi_flips(a, b, s) != want && bad++ < 3)
				CHECK_INT(reversi_flips(a, b, s), want);
		}
		if (reversi_moves(a, b) != want_moves && bad++ < 3)
			CHECK_INT(reversi_moves(a, b), want_moves);
	}
	CHECK_INT(bad, 0);
}

/* A side without a move passes: the game gives the turn back. */
/* The flips by square and by lines (issue 18) on positions of real games:
 * 2000 random games from the start, every empty square of every position
 * for both sides against the walking reference (about 2.9 million squares). */
static void test_flips_in_random_games(void)
{
	int bad = 0;
	long checked = 0;
	for (int game = 0; game < 2000; game++) {
		struct reversi_pos pos;
		reversi_pos_start(&pos);
		/* Bounded: a broken flip could leave a position that never ends. */
		for (int ply = 0; ply < 130 && !reversi_pos_is_over(&pos); ply++) {
			uint64_t me = pos.disc[pos.turn], you = pos.disc[!pos.turn];
			uint64_t empty = ~(me | you);
			for (int s = 0; s < 64; s++) {
				if (!(empty >> s & 1))
					continue;
				uint64_t mine = ref_flips(me, you, s), theirs = ref_flips(you, me, s);
				/* The per-square functions (reversi_flips_empty) and
				 * the flips by whole lines, both against the rays. */
				if ((reversi_flips_empty(me, you, s) != mine ||
				     reversi_flips_empty(you, me, s) != theirs ||
				     reversi_flips_lines(me, you, s) != mine ||
				     reversi_flips_lines(you, me, s) != theirs) && bad++ < 3) {
					CHECK_INT(reversi_flips_empty(me, you, s), mine);
					CHECK_INT(reversi_flips_empty(you, me, s), theirs);
					CHECK_INT(reversi_flips_lines(me, you, s), mine);
					CHECK_INT(reversi_flips_lines(you, me, s), theirs);
				}
				checked += 2;
			}
			uint64_t moves = reversi_pos_moves(&pos);
			if (!moves) {
				reversi_pos_pass(&pos);
				continue;
			}
			int n = (int)(rnd() % (uint64_t)reversi_popcount(moves));
			while (n--)
				moves &= moves - 1;
			reversi_pos_play(&pos, __builtin_ctzll(moves));
		}
	}
	CHECK_INT(bad, 0);
	CHECK(checked > 2000000);
}

static void test_pass(void)
{
	/* Seeded random games until one forces a pass; the rule is checked
	 * where it happens. */
	int passes = 0;
	for (int game = 0; game < 200 && passes < 5; game++) {
		struct reversi_game g;
		reversi_game_start(&g);
		while (!reversi_game_is_over(&g)) {
			uint64_t m = reversi_pos_moves(&g.pos);
			CHECK(m != 0); /* the side to move always has a move */
			int k = (int)(rnd() % (uint64_t)reversi_popcount(m));
			while (k--)
				m &= m - 1;
			enum reversi_color mover = g.pos.turn;
			CHECK_INT(reversi_game_play(&g, __builtin_ctzll(m)), REVERSI_OK);
			if (!reversi_game_is_over(&g) && g.pos.turn == mover) {
				passes++;
				struct reversi_pos other = g.pos;
				reversi_pos_pass(&other);
				CHECK_INT(reversi_pos_moves(&other), 0);
			}
		}
	}
	CHECK(passes > 0);

	/* Hand-made: X a1 h1, O b1 h2, X to move.  After X c1 (flipping b1)
	 * O's only disc h2 brackets nothing, so O passes and X moves again. */
	struct reversi_pos p = { { bit("a1") | bit("h1"), bit("b1") | bit("h2") }, REVERSI_BLACK };
	struct reversi_game g;
	reversi_game_from(&g, &p);
	CHECK_INT(reversi_game_play(&g, sq("c1")), REVERSI_OK);
	CHECK(!reversi_game_is_over(&g));
	CHECK_INT(g.pos.turn, REVERSI_BLACK);
	CHECK_INT(reversi_pos_moves(&g.pos), bit("h3"));
	CHECK_INT(reversi_game_play(&g, sq("h3")), REVERSI_OK);
	CHECK(reversi_game_is_over(&g)); /* white has no discs left */

	/* A position given with a blocked side to move starts with the pass. */
	p.turn = REVERSI_WHITE;
	reversi_game_from(&g, &p);
	CHECK_INT(g.pos.turn, REVERSI_BLACK);
}

/* The game ends when neither side can move, even with empty squares. */
static void test_end(void)
{
	struct reversi_pos p = { { ~0ULL, 0 }, REVERSI_BLACK };
	CHECK(reversi_pos_is_over(&p));
	struct reversi_pos q = { { bit("a1"), bit("h8") }, REVERSI_BLACK };
	CHECK(reversi_pos_is_over(&q));
	struct reversi_game g;
	reversi_game_from(&g, &q);
	CHECK_INT(reversi_game_play(&g, sq("b1")), REVERSI_ERR_GAME_OVER);
	/* The shortest game: 9 moves wipe out white. */
	reversi_game_start(&g);
	struct reversi_error err;
	const char *t = "d3c3b3d2e1d6d7e3f4";
	CHECK_INT(reversi_transcript_read(&g, t, strlen(t), &err), REVERSI_OK);
	CHECK(reversi_game_is_over(&g));
	CHECK_INT(reversi_pos_count(&g.pos, REVERSI_WHITE), 0);
	CHECK_INT(reversi_game_play(&g, sq("a1")), REVERSI_ERR_GAME_OVER);
}

/* The World Othello Federation's rule: empty squares left at the end go
 * to the winner, half each on a draw.  Expected values worked by hand. */
static void test_final_score(void)
{
	int b, w;
	/* The 9-move wipe-out: 13 black discs, 51 empty squares, all black's. */
	struct reversi_game g;
	struct reversi_error err;
	reversi_game_start(&g);
	const char *t = "d3c3b3d2e1d6d7e3f4";
	CHECK_INT(reversi_transcript_read(&g, t, strlen(t), &err), REVERSI_OK);
	reversi_pos_final_score(&g.pos, &b, &w);
	CHECK_INT(b, 64);
	CHECK_INT(w, 0);
	/* A full board: nothing to give, 40-24 stays. */
	struct reversi_pos full = { { (1ULL << 40) - 1, ~((1ULL << 40) - 1) }, REVERSI_BLACK };
	reversi_pos_final_score(&full, &b, &w);
	CHECK_INT(b, 40);
	CHECK_INT(w, 24);
	/* Both blocked, white ahead 2-1: white takes the 61 empties, 63-1. */
	struct reversi_pos won = { { bit("a1"), bit("g8") | bit("h8") }, REVERSI_BLACK };
	CHECK(reversi_pos_is_over(&won));
	reversi_pos_final_score(&won, &b, &w);
	CHECK_INT(b, 1);
	CHECK_INT(w, 63);
	/* Both blocked at 2-2: the 60 empties are shared, 32-32. */
	struct reversi_pos drawn = { { bit("a1") | bit("b1"), bit("g8") | bit("h8") }, REVERSI_WHITE };
	CHECK(reversi_pos_is_over(&drawn));
	reversi_pos_final_score(&drawn, &b, &w);
	CHECK_INT(b, 32);
	CHECK_INT(w, 32);
	/* The margin from either side: 63 - 1 = 62 for white, -62 for black. */
	CHECK_INT(reversi_final_margin(won.disc[REVERSI_WHITE], won.disc[REVERSI_BLACK]), 62);
	CHECK_INT(reversi_final_margin(won.disc[REVERSI_BLACK], won.disc[REVERSI_WHITE]), -62);
	CHECK_INT(reversi_final_margin(full.disc[REVERSI_BLACK], full.disc[REVERSI_WHITE]), 16);
	CHECK_INT(reversi_final_margin(drawn.disc[REVERSI_BLACK], drawn.disc[REVERSI_WHITE]), 0);
}

/* Published perft counts from the start (a pass is a ply). */
static void test_perft(void)
{
	static const uint64_t WANT[] = { 1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288 };
	struct reversi_pos p;
	reversi_pos_start(&p);
	for (int d = 0; d <= 9; d++)
		CHECK_INT(reversi_perft(&p, d, NULL), WANT[d]);
	uint64_t nodes;
	reversi_perft(&p, 2, &nodes);
	CHECK_INT(nodes, 4 + 12); /* 4 moves made, 12 generated */
}

static void test_play_rules(void)
{
	struct reversi_pos p;
	reversi_pos_start(&p);
	CHECK_INT(reversi_pos_play(&p, sq("d4")), REVERSI_ERR_OCCUPIED);
	CHECK_INT(reversi_pos_play(&p, sq("a1")), REVERSI_ERR_NO_FLIP);
	CHECK_INT(reversi_pos_play(&p, 64), REVERSI_ERR_RANGE);
	CHECK_INT(reversi_pos_play(&p, sq("f5")), REVERSI_OK);
	CHECK_INT(reversi_pos_square(&p, sq("e5")), 'X'); /* flipped */
	CHECK_INT(reversi_pos_count(&p, REVERSI_BLACK), 4);
	CHECK_INT(reversi_pos_count(&p, REVERSI_WHITE), 1);
	CHECK_INT(p.turn, REVERSI_WHITE);
}

static void test_undo(void)
{
	struct reversi_game g, after2;
	reversi_game_start(&g);
	CHECK_INT(reversi_game_undo(&g, 1), REVERSI_ERR_EMPTY_UNDO);
	CHECK_INT(reversi_game_play(&g, sq("f5")), REVERSI_OK);
	CHECK_INT(reversi_game_play(&g, sq("d6")), REVERSI_OK);
	after2 = g;
	CHECK_INT(reversi_game_play(&g, sq("c3")), REVERSI_OK);
	CHECK_INT(reversi_game_mover(&g, 2), REVERSI_BLACK);
	/* Undo one: exactly the position after two moves. */
	CHECK_INT(reversi_game_undo(&g, 1), REVERSI_OK);
	CHECK(pos_equal(&g.pos, &after2.pos));
	CHECK_INT(g.n_moves, 2);
	/* Too many: refused, nothing changes. */
	CHECK_INT(reversi_game_undo(&g, 3), REVERSI_ERR_EMPTY_UNDO);
	CHECK_INT(g.n_moves, 2);
	/* Two (the player's move and the computer's reply): the start. */
	CHECK_INT(reversi_game_undo(&g, 2), REVERSI_OK);
	struct reversi_pos s;
	reversi_pos_start(&s);
	CHECK(pos_equal(&g.pos, &s));
	/* Undo across a pass restores whose turn it was. */
	struct reversi_pos p = { { bit("a1") | bit("h1"), bit("b1") | bit("h2") }, REVERSI_BLACK };
	reversi_game_from(&g, &p);
	CHECK_INT(reversi_game_play(&g, sq("c1")), REVERSI_OK);
	CHECK_INT(g.pos.turn, REVERSI_BLACK); /* white passed */
	CHECK_INT(reversi_game_undo(&g, 1), REVERSI_OK);
	CHECK(pos_equal(&g.pos, &p));
}

static void test_transcript_round_trip(void)
{
	for (int game = 0; game < 50; game++) {
		struct reversi_game g, h;
		reversi_game_start(&g);
		while (!reversi_game_is_over(&g)) {
			uint64_t m = reversi_pos_moves(&g.pos);
			int k = (int)(rnd() % (uint64_t)reversi_popcount(m));
			while (k--)
				m &= m - 1;
			reversi_game_play(&g, __builtin_ctzll(m));
		}
		char buf[REVERSI_TRANSCRIPT_MAX];
		int n = reversi_transcript_write(&g, buf, sizeof buf);
		CHECK_INT(n, 2 * g.n_moves);
		reversi_game_start(&h);
		struct reversi_error err;
		CHECK_INT(reversi_transcript_read(&h, buf, (size_t)n, &err), REVERSI_OK);
		CHECK_INT(h.n_moves, g.n_moves);
		CHECK(pos_equal(&h.pos, &g.pos));
	}
	/* Upper case and spaces between moves are read too. */
	struct reversi_game g;
	reversi_game_start(&g);
	struct reversi_error err;
	const char *t = " F5 d6\nC3 ";
	CHECK_INT(reversi_transcript_read(&g, t, strlen(t), &err), REVERSI_OK);
	char buf[REVERSI_TRANSCRIPT_MAX];
	reversi_transcript_write(&g, buf, sizeof buf);
	CHECK_STR(buf, "f5d6c3");
}

/* Each garbled transcript reports where it went wrong and why; the game
 * keeps the moves before the bad one. */
static void test_transcript_errors(void)
{
	static const struct {
		const char *text;
		enum reversi_status status;
		int offset;
		const char *square;
		int moves_kept;
	} CASES[] = {
		{ "f5d6c9", REVERSI_ERR_RANK, 5, NULL, 2 },
		{ "f5x6", REVERSI_ERR_FILE, 2, NULL, 1 },
		{ "f5d", REVERSI_ERR_RANK, 3, NULL, 1 },
		{ "f5f5", REVERSI_ERR_OCCUPIED, 2, "f5", 1 },
		{ "f5a1", REVERSI_ERR_NO_FLIP, 2, "a1", 1 },
		{ "d3c3b3d2e1d6d7e3f4a1", REVERSI_ERR_GAME_OVER, 18, "a1", 9 },
		{ "f5,d6", REVERSI_ERR_FILE, 2, NULL, 1 },
	};
	for (size_t i = 0; i < sizeof CASES / sizeof CASES[0]; i++) {
		struct reversi_game g;
		struct reversi_error err;
		reversi_game_start(&g);
		CHECK_INT(reversi_transcript_read(&g, CASES[i].text, strlen(CASES[i].text), &err), CASES[i].status);
		CHECK_INT(err.status, CASES[i].status);
		CHECK_INT(err.offset, CASES[i].offset);
		CHECK_INT(err.square, CASES[i].square ? sq(CASES[i].square) : REVERSI_PASS);
		CHECK_INT(g.n_moves, CASES[i].moves_kept);
	}
}

static void test_position_text(void)
{
	struct reversi_pos p, q;
	reversi_pos_start(&p);
	char buf[REVERSI_POSITION_TEXT];
	reversi_pos_write(&p, buf);
	CHECK_STR(buf, "---------------------------OX------XO--------------------------- X");
	struct reversi_error err;
	CHECK_INT(reversi_pos_read(&q, buf, strlen(buf), &err), REVERSI_OK);
	CHECK(pos_equal(&p, &q));
	/* A trailing newline is fine (text read from a file). */
	char nl[80];
	snprintf(nl, sizeof nl, "%s\n", buf);
	CHECK_INT(reversi_pos_read(&q, nl, strlen(nl), &err), REVERSI_OK);
	/* Round trip of random positions. */
	for (int t = 0; t < 200; t++) {
		uint64_t a = rnd(), b = rnd() & ~a;
		struct reversi_pos r = { { a, b }, (enum reversi_color)(t & 1) }, s;
		reversi_pos_write(&r, buf);
		CHECK_INT(reversi_pos_read(&s, buf, strlen(buf), &err), REVERSI_OK);
		CHECK(pos_equal(&r, &s));
	}
	/* Errors name the character. */
	reversi_pos_start(&p);
	reversi_pos_write(&p, buf);
	char bad[80];
	strcpy(bad, buf);
	bad[10] = 'x';
	CHECK_INT(reversi_pos_read(&q, bad, strlen(bad), &err), REVERSI_ERR_SQUARE);
	CHECK_INT(err.offset, 10);
	CHECK_INT(reversi_pos_read(&q, buf, 30, &err), REVERSI_ERR_SHORT);
	CHECK_INT(err.offset, 30);
	strcpy(bad, buf);
	bad[64] = '_';
	CHECK_INT(reversi_pos_read(&q, bad, strlen(bad), &err), REVERSI_ERR_SEPARATOR);
	CHECK_INT(err.offset, 64);
	strcpy(bad, buf);
	bad[65] = 'B';
	CHECK_INT(reversi_pos_read(&q, bad, strlen(bad), &err), REVERSI_ERR_SIDE);
	CHECK_INT(err.offset, 65);
	CHECK_INT(reversi_pos_read(&q, buf, 64, &err), REVERSI_ERR_SEPARATOR);
	snprintf(bad, sizeof bad, "%s X", buf);
	CHECK_INT(reversi_pos_read(&q, bad, strlen(bad), &err), REVERSI_ERR_TRAILING);
	CHECK_INT(err.offset, 66);
}

static void test_names(void)
{
	char b[3];
	reversi_square_name(37, b);
	CHECK_STR(b, "f5");
	reversi_square_name(REVERSI_PASS, b);
	CHECK_STR(b, "--");
	CHECK_INT(reversi_square_parse("i1"), REVERSI_PASS);
	CHECK_INT(reversi_square_parse("a9"), REVERSI_PASS);
}

static const char *reversi_text(int code)
{
	return reversi_status_text((enum reversi_status)code);
}

/* The error convention: every status negative, each with its own sentence;
 * the sentences the players and tessera-reversi's users read are pinned. */
static void test_status_texts(void)
{
	static const int codes[] = {
		REVERSI_OK, REVERSI_ERR_FILE, REVERSI_ERR_RANK, REVERSI_ERR_OCCUPIED,
		REVERSI_ERR_NO_FLIP, REVERSI_ERR_GAME_OVER, REVERSI_ERR_TOO_LONG, REVERSI_ERR_SQUARE,
		REVERSI_ERR_SHORT, REVERSI_ERR_SEPARATOR, REVERSI_ERR_SIDE, REVERSI_ERR_TRAILING,
		REVERSI_ERR_EMPTY_UNDO, REVERSI_ERR_RANGE, REVERSI_ERR_SAVED_FIELD, REVERSI_ERR_SAVED_DIFFERS,
		REVERSI_ERR_RECORD, REVERSI_ERR_RESULT,
	};
	check_status_texts("reversi", codes, (int)(sizeof codes / sizeof codes[0]), reversi_text);
	CHECK_STR(reversi_status_text(REVERSI_ERR_NO_FLIP), "a disc there would flip nothing");
	CHECK_STR(reversi_status_text(REVERSI_ERR_OCCUPIED), "the square already holds a disc");
}

int main(void)
{
	RUN(test_status_texts);
	RUN(test_start_position);
	RUN(test_flips_every_direction);
	RUN(test_no_wrap_around);
	RUN(test_against_reference);
	RUN(test_flips_in_random_games);
	RUN(test_pass);
	RUN(test_end);
	RUN(test_final_score);
	RUN(test_perft);
	RUN(test_play_rules);
	RUN(test_undo);
	RUN(test_transcript_round_trip);
	RUN(test_transcript_errors);
	RUN(test_position_text);
	RUN(test_names);
	return check_finish();
}
