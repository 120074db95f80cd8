/* tessera-reversi: the Reversi rules and computer opponent from a terminal.
 * perft, exact solves, a scripted or interactive text game, transcripts and
 * the benchmark behind `make bench`.  Exit status: 0 ok, 2 bad input, 1 a
 * failure of the program itself. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/rvai.h"
#include "ai/rvai_thread.h"
#include "core/reversi/reversi.h"
#include "platform/huge_pages.h"
#include "platform/number.h"

enum { EXIT_OK = 0, EXIT_FAIL = 1, EXIT_BAD_INPUT = 2 };

/* Threads searching an exact solve (--threads), for the benchmark's lines. */
static long search_threads = 1;

/* The transposition table, set aside once for the whole run; on a 2 MiB
 * boundary, so that all of it can be huge pages (platform/huge_pages.h). */
static _Alignas(2 << 20) struct rvai_tt_bucket tt_memory[RVAI_TT_DEFAULT_BYTES / sizeof(struct rvai_tt_bucket)];

static const char USAGE[] =
	"usage: tessera-reversi [--threads N] COMMAND [ARGS]\n"
	"\n"
	"  --threads N             threads for exact solves, 1..4 (default: one per\n"
	"                          processor, at most 4); the result never depends on it\n"
	"\n"
	"commands:\n"
	"  perft N                 count the leaves of the move tree N plies deep from the\n"
	"                          start, N 1..20 (a forced pass is a ply; a finished game is\n"
	"                          a leaf; perft 11 takes about a second, each ply more about\n"
	"                          ten times as long)\n"
	"  solve \"POSITION\"        exact final disc difference for the side to move with\n"
	"                          perfect play (empty squares left at the end go to the\n"
	"                          winner), and a best move; prints \"best MOVE score +N\"\n"
	"  play [OPTIONS]          a text game: reads moves (e.g. f5) from stdin, one or more\n"
	"                          per line, and prints the board after every move\n"
	"      --computer X|O|both|none   who the computer plays (default O)\n"
	"      --level LEVEL      beginner, easy, medium, hard, expert or 1..5 (default medium)\n"
	"      --seed N           seed for the random choices of beginner and easy (default 1)\n"
	"      --position \"POSITION\"   start from this position instead of the opening\n"
	"      --strict           stop with exit status 2 at the first bad line\n"
	"      in the game: MOVE, undo (takes back to your previous turn), pass is automatic,\n"
	"      quit; lines starting with # are ignored; a line with a NUL byte or over\n"
	"      511 bytes is refused whole\n"
	"  show [--position \"POSITION\"] TRANSCRIPT\n"
	"                          play a transcript (f5d6c3..., passes implied) and print the\n"
	"                          board, the position and the transcript as read\n"
	"  move \"POSITION\" [LEVEL] [SEED]\n"
	"                          the computer's move at a level (default medium)\n"
	"  random SEED EMPTIES     the position reached by the seeded random game used by\n"
	"                          the benchmark, stopped at EMPTIES empty squares\n"
	"  bench perft N [RUNS] | bench solve EMPTIES [COUNT] [RUNS] | bench levels [RUNS]\n"
	"                          timings (medians of RUNS runs) for docs/reversi.md\n"
	"  bench match [LEVEL] [PAIRS]\n"
	"                          the learned evaluation against the hand-tuned one at LEVEL\n"
	"                          (default hard), 2 x PAIRS games (default 100)\n"
	"  bench speedup EMPTIES [COUNT] [RUNS]\n"
	"                          solves with the --threads N (2 or more) against one thread\n"
	"  --help                  this text\n"
	"\n"
	"POSITION is 64 characters for a1, b1, ..., h1, a2, ..., h8 (X black, O white,\n"
	"- empty), a space, and X or O for the side to move.  Squares are a..h (file)\n"
	"and 1..8 (rank); the board is printed with rank 1 on top.\n"
	"Exit status: 0 ok, 2 bad input, 1 internal failure.\n";

__attribute__((format(printf, 1, 2)))
static int bad_input(const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "tessera-reversi: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, "\n(see tessera-reversi --help)\n");
	return EXIT_BAD_INPUT;
}

static double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* This process's CPU time: under load from other programs the wall clock
 * of a benchmark grows, its CPU time much less. */
static double cpu_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Reads a position argument, explaining a bad one with its column. */
static int read_position(const char *text, struct reversi_pos *pos)
{
	struct reversi_error err;
	if (reversi_pos_read(pos, text, strlen(text), &err) == REVERSI_OK)
		return 0;
	fprintf(stderr, "tessera-reversi: bad position at character %d: %s\n", err.offset + 1,
		reversi_status_text(err.status));
	fprintf(stderr, "  %s\n  %*s^\n", text, err.offset, "");
	fprintf(stderr, "  a position is 64 of X, O, - (a1, b1, ..., h8), a space, then X or O\n");
	return EXIT_BAD_INPUT;
}

static void print_board(FILE *f, const struct reversi_pos *pos, bool show_moves)
{
	uint64_t moves = show_moves && !reversi_pos_is_over(pos) ? reversi_pos_moves(pos) : 0;
	fprintf(f, "  a b c d e f g h\n");
	for (int r = 0; r < 8; r++) {
		fprintf(f, "%d", r + 1);
		for (int c = 0; c < 8; c++) {
			int sq = r * 8 + c;
			char ch = reversi_pos_square(pos, sq);
			if (ch == '-' && (moves >> sq & 1))
				ch = '*';
			fprintf(f, " %c", ch);
		}
		fprintf(f, "\n");
	}
	fprintf(f, "X %d  O %d  ", reversi_pos_count(pos, REVERSI_BLACK), reversi_pos_count(pos, REVERSI_WHITE));
	if (reversi_pos_is_over(pos))
		fprintf(f, "game over\n");
	else
		fprintf(f, "%c to move\n", pos->turn == REVERSI_BLACK ? 'X' : 'O');
}

/* The score by the World Othello Federation's rule (empties to the winner). */
static void print_result_line(FILE *f, const struct reversi_pos *pos)
{
	int x, o;
	reversi_pos_final_score(pos, &x, &o);
	fprintf(f, "game over: X %d, O %d: %s\n", x, o, x > o ? "X wins" : o > x ? "O wins" : "a draw");
}

/* ---- perft ---- */

static int cmd_perft(int argc, char **argv)
{
	long n;
	if (argc != 1)
		return bad_input("perft takes one argument, the depth");
	if (!number_parse_long(argv[0], 1, 20, &n))
		return bad_input("perft depth must be a number from 1 to 20, not \"%s\"", argv[0]);
	struct reversi_pos p;
	reversi_pos_start(&p);
	printf("perft %ld %" PRIu64 "\n", n, reversi_perft(&p, (int)n, NULL));
	return EXIT_OK;
}

/* ---- solve and move ---- */

static void format_score(int score, char buf[8])
{
	snprintf(buf, 8, "%+d", score);
}

static int cmd_solve(int argc, char **argv, struct rvai *ai)
{
	struct reversi_pos p;
	if (argc != 1)
		return bad_input("solve takes one argument, the position in quotes");
	int err = read_position(argv[0], &p);
	if (err)
		return err;
	int empties = 64 - reversi_popcount(p.disc[0] | p.disc[1]);
	if (empties > 30)
		fprintf(stderr, "tessera-reversi: %d empty squares: an exact solve may take very long\n", empties);
	struct rvai_result r;
	rvai_solve(ai, &p, &r);
	char name[3], score[8];
	reversi_square_name(r.move, name);
	format_score(r.score, score);
	const char *best = r.move >= 0 ? name : reversi_pos_is_over(&p) ? "none" : "pass";
	printf("best %s score %s\n", best, score);
	return EXIT_OK;
}

static int cmd_move(int argc, char **argv, struct rvai *ai)
{
	struct reversi_pos p;
	long seed = 1;
	int level = RVAI_MEDIUM;
	if (argc < 1 || argc > 3)
		return bad_input("move takes a position, then optionally a level and a seed");
	int err = read_position(argv[0], &p);
	if (err)
		return err;
	if (argc > 1 && (level = rvai_level_parse(argv[1])) < 0)
		return bad_input("unknown level \"%s\" (beginner, easy, medium, hard, expert or 1..5)", argv[1]);
	if (argc > 2 && !number_parse_long(argv[2], 0, 0x7fffffffL, &seed))
		return bad_input("the seed must be a number, not \"%s\"", argv[2]);
	rvai_seed(ai, (uint64_t)seed);
	struct rvai_result r;
	rvai_choose(ai, &p, (enum rvai_level)level, &r);
	char name[3];
	reversi_square_name(r.move, name);
	printf("%s\n", r.move >= 0 ? name : reversi_pos_is_over(&p) ? "none" : "pass");
	return EXIT_OK;
}

/* ---- transcripts ---- */

static int read_transcript(struct reversi_game *g, const char *text)
{
	struct reversi_error err;
	if (reversi_transcript_read(g, text, strlen(text), &err) == REVERSI_OK)
		return 0;
	char sq[3];
	reversi_square_name(err.square, sq);
	fprintf(stderr, "tessera-reversi: bad transcript at character %d", err.offset + 1);
	if (err.square >= 0)
		fprintf(stderr, " (move %d, %s, by %c)", g->n_moves + 1, sq,
			g->pos.turn == REVERSI_BLACK ? 'X' : 'O');
	fprintf(stderr, ": %s\n  %s\n  %*s^\n", reversi_status_text(err.status), text, err.offset, "");
	return EXIT_BAD_INPUT;
}

static int cmd_show(int argc, char **argv)
{
	struct reversi_pos start;
	reversi_pos_start(&start);
	if (argc == 1 && strcmp(argv[0], "--position") == 0)
		return bad_input("show: --position needs a value (the position, in quotes)");
	if (argc >= 2 && strcmp(argv[0], "--position") == 0) {
		int err = read_position(argv[1], &start);
		if (err)
			return err;
		argc -= 2;
		argv += 2;
	}
	if (argc > 1)
		return bad_input("show takes one transcript (quote it if it has spaces)");
	struct reversi_game g;
	reversi_game_from(&g, &start);
	if (argc == 1) {
		int err = read_transcript(&g, argv[0]);
		if (err)
			return err;
	}
	char pos[REVERSI_POSITION_TEXT], tr[REVERSI_TRANSCRIPT_MAX];
	print_board(stdout, &g.pos, false);
	reversi_pos_write(&g.pos, pos);
	reversi_transcript_write(&g, tr, sizeof tr);
	printf("position %s\ntranscript %s\n", pos, tr);
	if (reversi_game_is_over(&g))
		print_result_line(stdout, &g.pos);
	return EXIT_OK;
}

/* ---- the seeded random game behind the benchmark positions ---- */

/* xorshift64 from seed * golden ratio; each move is the k-th legal move
 * (squares in increasing order) with k = next() % count. */
static uint64_t xorshift(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static bool random_position(uint64_t seed, int empties, struct reversi_pos *out)
{
	uint64_t s = seed * 0x9e3779b97f4a7c15ULL;
	struct reversi_game g;
	if (!s)
		s = 1;
	reversi_game_start(&g);
	while (!reversi_game_is_over(&g) && 64 - reversi_popcount(g.pos.disc[0] | g.pos.disc[1]) > empties) {
		uint64_t m = reversi_pos_moves(&g.pos);
		int k = (int)(xorshift(&s) % (uint64_t)reversi_popcount(m));
		while (k--)
			m &= m - 1;
		reversi_game_play(&g, __builtin_ctzll(m));
	}
	*out = g.pos;
	return !reversi_game_is_over(&g) && 64 - reversi_popcount(g.pos.disc[0] | g.pos.disc[1]) == empties;
}

static int cmd_random(int argc, char **argv)
{
	long seed, empties;
	if (argc != 2 || !number_parse_long(argv[0], 0, 0x7fffffffL, &seed) || !number_parse_long(argv[1], 1, 59, &empties))
		return bad_input("random takes a seed and a number of empty squares (1..59)");
	struct reversi_pos p;
	if (!random_position((uint64_t)seed, (int)empties, &p)) {
		fprintf(stderr, "tessera-reversi: the game of seed %ld ends before %ld empties\n", seed, empties);
		return EXIT_BAD_INPUT;
	}
	char buf[REVERSI_POSITION_TEXT];
	reversi_pos_write(&p, buf);
	printf("%s\n", buf);
	return EXIT_OK;
}

/* ---- bench ---- */

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

static double median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static double largest(const double *v, int n)
{
	double m = 0;
	for (int i = 0; i < n; i++)
		m = v[i] > m ? v[i] : m;
	return m;
}

enum { BENCH_MAX_RUNS = 15, BENCH_MAX_POSITIONS = 32 };

/* The learned weights against the hand-tuned ones at one level: each
 * seeded opening (8 random plies) is played twice, with colours swapped. */
static int bench_match(int argc, char **argv, struct rvai *ai)
{
	int level = RVAI_HARD;
	long pairs = 100;
	if (argc > 0 && (level = rvai_level_parse(argv[0])) < 0)
		return bad_input("bench match [LEVEL] [PAIRS]: unknown level \"%s\"", argv[0]);
	if (argc > 1 && !number_parse_long(argv[1], 1, 5000, &pairs))
		return bad_input("bench match [LEVEL] [PAIRS]: PAIRS 1..5000");
	int won = 0, drawn = 0, lost = 0;
	double t0 = now_seconds();
	for (uint64_t seed = 1, found = 0; found < (uint64_t)pairs; seed++) {
		struct reversi_pos start;
		if (!random_position(seed, 52, &start) || !reversi_pos_moves(&start))
			continue;
		found++;
		for (int learned = 0; learned < 2; learned++) {
			struct reversi_game g;
			reversi_game_from(&g, &start);
			while (!reversi_game_is_over(&g)) {
				struct rvai_result r;
				rvai_set_weights(ai, g.pos.turn == (enum reversi_color)learned ? &rvai_weights_learned
											: &rvai_weights_hand);
				rvai_seed(ai, seed);
				rvai_choose(ai, &g.pos, (enum rvai_level)level, &r);
				if (reversi_game_play(&g, r.move) != REVERSI_OK)
					return EXIT_FAIL;
			}
			int d = reversi_pos_count(&g.pos, (enum reversi_color)learned) -
				reversi_pos_count(&g.pos, (enum reversi_color)!learned);
			won += d > 0;
			drawn += d == 0;
			lost += d < 0;
		}
	}
	rvai_set_weights(ai, &rvai_weights_learned);
	int games = won + drawn + lost;
	printf("match at %s: learned against hand-tuned weights, %d games: %d won, %d drawn, %d lost, "
	       "score %.1f%% (%.0f s)\n",
	       rvai_level_info((enum rvai_level)level)->name, games, won, drawn, lost,
	       100.0 * (won + 0.5 * drawn) / games, now_seconds() - t0);
	return EXIT_OK;
}

/* bench perft N [RUNS]: perft N from the start, timed RUNS times. */
static int bench_perft(int argc, char **argv)
{
	long runs = 5, n;
	double t[BENCH_MAX_RUNS];
	if (!number_parse_long(argv[0], 1, 14, &n) || (argc > 1 && !number_parse_long(argv[1], 1, BENCH_MAX_RUNS, &runs)))
		return bad_input("bench perft N [RUNS]: N 1..14, RUNS 1..15");
	struct reversi_pos p;
	reversi_pos_start(&p);
	uint64_t leaves = 0, nodes = 0;
	for (int i = 0; i < runs; i++) {
		double t0 = now_seconds();
		leaves = reversi_perft(&p, (int)n, &nodes);
		t[i] = now_seconds() - t0;
	}
	double m = median(t, (int)runs);
	printf("perft %ld: %" PRIu64 " leaves, %" PRIu64 " nodes (moves made + generated), "
	       "median %.3f s of %ld runs, %.1f M nodes/s\n",
	       n, leaves, nodes, m, runs, (double)nodes / m / 1e6);
	return EXIT_OK;
}

/* Issue 18's targets for the solver, printed with their figures. */
#define TARGET_SOLVE_CPU_S 0.5 /* every seeded 20-empty position, one thread */
#define TARGET_SPEEDUP 1.8     /* two threads against one, same positions */

/* The benchmarks' table and how much of it the kernel gave huge pages. */
static void print_table_pages(void)
{
	size_t huge = huge_pages_backing(tt_memory);
	printf("table %zu MiB, %zu MiB of it in huge pages\n", sizeof tt_memory >> 20,
	       (huge < sizeof tt_memory ? huge : sizeof tt_memory) >> 20);
}

/* bench solve EMPTIES [COUNT] [RUNS]: exact solves of COUNT seeded
 * positions, each from a cold table RUNS times. */
static int bench_solve(int argc, char **argv, struct rvai *ai)
{
	long runs = 5, n, count = 8;
	double t[BENCH_MAX_RUNS];
	if (!number_parse_long(argv[0], 1, 30, &n) ||
	    (argc > 1 && !number_parse_long(argv[1], 1, BENCH_MAX_POSITIONS, &count)) ||
	    (argc > 2 && !number_parse_long(argv[2], 1, BENCH_MAX_RUNS, &runs)))
		return bad_input("bench solve EMPTIES [COUNT] [RUNS]: EMPTIES 1..30, COUNT 1..32, RUNS 1..15");
	int found = 0;
	double all[BENCH_MAX_POSITIONS], cpu_all[BENCH_MAX_POSITIONS];
	for (uint64_t seed = 1; found < count && seed < 1000; seed++) {
		struct reversi_pos p;
		if (!random_position(seed, (int)n, &p) || !reversi_pos_moves(&p))
			continue;
		struct rvai_result r;
		double cpu[BENCH_MAX_RUNS];
		for (int i = 0; i < runs; i++) {
			rvai_clear(ai); /* every run starts cold */
			double t0 = now_seconds(), c0 = cpu_seconds();
			rvai_solve(ai, &p, &r);
			t[i] = now_seconds() - t0;
			cpu[i] = cpu_seconds() - c0;
		}
		char buf[REVERSI_POSITION_TEXT], mv[3];
		reversi_pos_write(&p, buf);
		reversi_square_name(r.move, mv);
		all[found] = median(t, (int)runs);
		cpu_all[found] = median(cpu, (int)runs);
		printf("seed %3" PRIu64 ": %s  best %s score %+3d  %10" PRIu64 " nodes  median %.3f s "
		       "(cpu %.3f s)\n",
		       seed, buf, mv, r.score, r.nodes, all[found], cpu_all[found]);
		found++;
	}
	double slowest_cpu = largest(cpu_all, found);
	printf("solve %ld empties, %ld thread%s: %d positions, median of medians %.3f s, slowest %.3f s "
	       "(cpu %.3f s)\n",
	       n, search_threads, search_threads == 1 ? "" : "s", found, median(all, found), largest(all, found),
	       slowest_cpu);
	print_table_pages();
	if (n == 20 && search_threads == 1)
		printf("target: every position under %.1f s of cpu on one thread: %s (slowest %.3f s)\n",
		       TARGET_SOLVE_CPU_S, slowest_cpu < TARGET_SOLVE_CPU_S ? "met" : "NOT met", slowest_cpu);
	return EXIT_OK;
}

/* bench speedup EMPTIES [COUNT] [RUNS]: each seeded position solved with
 * the helpers and alone, in turn (so a change in the machine's load hits
 * both), from a cold table; the ratio of the summed wall-time medians. */
static int bench_speedup(int argc, char **argv, struct rvai *ai)
{
	long runs = 3, n, count = 8;
	if (!number_parse_long(argv[0], 1, 30, &n) ||
	    (argc > 1 && !number_parse_long(argv[1], 1, BENCH_MAX_POSITIONS, &count)) ||
	    (argc > 2 && !number_parse_long(argv[2], 1, BENCH_MAX_RUNS, &runs)))
		return bad_input("bench speedup EMPTIES [COUNT] [RUNS]: EMPTIES 1..30, COUNT 1..32, RUNS 1..15");
	if (search_threads < 2)
		return bad_input("bench speedup compares threads with one: give --threads 2 or more");
	const struct rvai_helpers *helpers = ai->helpers;
	double sum_one = 0, sum_team = 0;
	int found = 0;
	for (uint64_t seed = 1; found < count && seed < 1000; seed++) {
		struct reversi_pos p;
		if (!random_position(seed, (int)n, &p) || !reversi_pos_moves(&p))
			continue;
		double one[BENCH_MAX_RUNS], team[BENCH_MAX_RUNS];
		struct rvai_result r;
		for (int i = 0; i < runs; i++) {
			for (int alone = 0; alone < 2; alone++) {
				rvai_set_helpers(ai, alone ? NULL : helpers);
				rvai_clear(ai);
				double t0 = now_seconds();
				rvai_solve(ai, &p, &r);
				(alone ? one : team)[i] = now_seconds() - t0;
			}
		}
		rvai_set_helpers(ai, helpers);
		double m1 = median(one, (int)runs), mt = median(team, (int)runs);
		printf("seed %3" PRIu64 ": one thread %.3f s, %ld threads %.3f s: %.2fx\n", seed, m1, search_threads,
		       mt, m1 / mt);
		sum_one += m1;
		sum_team += mt;
		found++;
	}
	double speedup = sum_one / sum_team;
	printf("speedup %ld empties, %ld threads: %d positions, %.3f s against %.3f s alone: %.2fx\n", n,
	       search_threads, found, sum_team, sum_one, speedup);
	print_table_pages();
	printf("target: %ld threads at least %.1fx faster than one: %s (%.2fx; wall time, needs idle cores)\n",
	       search_threads, TARGET_SPEEDUP, speedup >= TARGET_SPEEDUP ? "met" : "NOT met", speedup);
	return EXIT_OK;
}

/* bench levels [RUNS]: time per move of every level, midgame (seeded games
 * at 40 empties) and endgame (at 20). */
static int bench_levels(int argc, char **argv, struct rvai *ai)
{
	static const int EMPTIES[] = { 40, 20 };
	long runs = 5;
	double t[BENCH_MAX_RUNS];
	if (argc > 0 && !number_parse_long(argv[0], 1, BENCH_MAX_RUNS, &runs))
		return bad_input("bench levels [RUNS]: RUNS 1..15");
	for (int lv = 0; lv < RVAI_LEVELS; lv++) {
		for (int e = 0; e < 2; e++) {
			double per_pos[8];
			int np = 0;
			for (uint64_t seed = 1; np < 4 && seed < 100; seed++) {
				struct reversi_pos p;
				if (!random_position(seed, EMPTIES[e], &p) || !reversi_pos_moves(&p))
					continue;
				for (int i = 0; i < runs; i++) {
					struct rvai_result r;
					rvai_seed(ai, 1);
					double t0 = now_seconds();
					rvai_choose(ai, &p, (enum rvai_level)lv, &r);
					t[i] = now_seconds() - t0;
				}
				per_pos[np++] = median(t, (int)runs);
			}
			printf("level %-8s %2d empties: median %9.3f ms per move, slowest position %9.3f ms "
			       "(%d positions, %ld runs each)\n",
			       rvai_level_info((enum rvai_level)lv)->name, EMPTIES[e], median(per_pos, np) * 1e3,
			       largest(per_pos, np) * 1e3, np, runs);
		}
	}
	return EXIT_OK;
}

static int cmd_bench(int argc, char **argv, struct rvai *ai)
{
	if (argc >= 2 && strcmp(argv[0], "perft") == 0)
		return bench_perft(argc - 1, argv + 1);
	if (argc >= 2 && strcmp(argv[0], "solve") == 0)
		return bench_solve(argc - 1, argv + 1, ai);
	if (argc >= 2 && strcmp(argv[0], "speedup") == 0)
		return bench_speedup(argc - 1, argv + 1, ai);
	if (argc >= 1 && strcmp(argv[0], "levels") == 0)
		return bench_levels(argc - 1, argv + 1, ai);
	if (argc >= 1 && strcmp(argv[0], "match") == 0)
		return bench_match(argc - 1, argv + 1, ai);
	return bad_input("bench perft N [RUNS] | bench solve EMPTIES [COUNT] [RUNS] | bench levels [RUNS] | "
			 "bench match [LEVEL] [PAIRS] | bench speedup EMPTIES [COUNT] [RUNS]");
}

/* ---- play ---- */

struct play_opts {
	bool computer[2]; /* by colour */
	int level;
	long seed;
	bool strict;
	struct reversi_pos start;
};

static void computer_moves(struct reversi_game *g, const struct play_opts *o, struct rvai *ai)
{
	while (!reversi_game_is_over(g) && o->computer[g->pos.turn]) {
		struct rvai_result r;
		rvai_choose(ai, &g->pos, (enum rvai_level)o->level, &r);
		char name[3];
		reversi_square_name(r.move, name);
		char who = g->pos.turn == REVERSI_BLACK ? 'X' : 'O';
		if (reversi_game_play(g, r.move) != REVERSI_OK) {
			/* Cannot happen: the AI only returns legal moves. */
			fprintf(stderr, "tessera-reversi: internal error: computer move %s refused\n", name);
			return;
		}
		printf("%c plays %s (computer)\n", who, name);
		print_board(stdout, &g->pos, true);
	}
}

/* Undo for the human: back to the last position where a human was to move. */
static bool undo_to_human(struct reversi_game *g, const struct play_opts *o)
{
	int n = g->n_moves;
	while (n > 0) {
		n--;
		if (!o->computer[reversi_game_mover(g, n)])
			break;
	}
	if (g->n_moves == 0 || o->computer[reversi_game_mover(g, n)])
		return false;
	reversi_game_undo(g, g->n_moves - n);
	return true;
}

static int parse_play_opts(int argc, char **argv, struct play_opts *o)
{
	memset(o, 0, sizeof *o);
	o->computer[REVERSI_WHITE] = true;
	o->level = RVAI_MEDIUM;
	o->seed = 1;
	reversi_pos_start(&o->start);
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--strict") == 0) {
			o->strict = true;
			continue;
		}
		static const char *const with_value[] = { "--computer", "--level", "--seed", "--position" };
		bool known = false;
		for (size_t k = 0; k < sizeof with_value / sizeof with_value[0]; k++)
			known = known || strcmp(a, with_value[k]) == 0;
		if (!known)
			return bad_input("play: unknown option \"%s\" (--computer, --level, --seed, --position, --strict)", a);
		if (i + 1 >= argc)
			return bad_input("play: %s needs a value (the next argument)", a);
		const char *v = argv[++i];
		if (strcmp(a, "--computer") == 0) {
			bool x = strcmp(v, "X") == 0 || strcmp(v, "both") == 0;
			bool ow = strcmp(v, "O") == 0 || strcmp(v, "both") == 0;
			if (!x && !ow && strcmp(v, "none") != 0)
				return bad_input("--computer takes X, O, both or none, not \"%s\"", v);
			o->computer[REVERSI_BLACK] = x;
			o->computer[REVERSI_WHITE] = ow;
		} else if (strcmp(a, "--level") == 0) {
			if ((o->level = rvai_level_parse(v)) < 0)
				return bad_input("unknown level \"%s\" (beginner, easy, medium, hard, expert or 1..5)", v);
		} else if (strcmp(a, "--seed") == 0) {
			if (!number_parse_long(v, 0, 0x7fffffffL, &o->seed))
				return bad_input("the seed must be a number, not \"%s\"", v);
		} else if (strcmp(a, "--position") == 0) {
			int err = read_position(v, &o->start);
			if (err)
				return err;
		}
	}
	return 0;
}

/* play's input: lines of text.  fgets cannot tell a NUL byte from the end
 * of a line (`f5\0d6` played f5 and dropped d6), splits a long line
 * silently, and on /dev/zero read forever: lines are read here instead. */
enum { PLAY_LINE_MAX = 512, PLAY_LINE_END_WITHIN = 64 << 10 };
enum play_line { PLAY_LINE_OK, PLAY_LINE_EOF, PLAY_LINE_LONG, PLAY_LINE_NUL, PLAY_LINE_ENDLESS };

/* One line into buf (size bytes, its newline dropped); a line over size - 1
 * bytes is kept short and is PLAY_LINE_LONG, one with a NUL byte
 * PLAY_LINE_NUL, and no line end within PLAY_LINE_END_WITHIN bytes is not
 * text at all (PLAY_LINE_ENDLESS: the input stops there). */
static enum play_line play_read_line(FILE *in, char *buf, size_t size)
{
	size_t n = 0, total = 0;
	bool nul = false;
	int c;
	while ((c = getc(in)) != EOF && c != '\n') {
		if (++total > PLAY_LINE_END_WITHIN)
			return PLAY_LINE_ENDLESS;
		nul |= c == '\0';
		if (n + 1 < size)
			buf[n++] = (char)c;
	}
	buf[n] = '\0';
	if (c == EOF && total == 0)
		return PLAY_LINE_EOF;
	return nul ? PLAY_LINE_NUL : total >= size ? PLAY_LINE_LONG : PLAY_LINE_OK;
}

/* Says why line lineno is refused, as a bad move is said. */
static void play_refuse_line(int lineno, enum play_line kind)
{
	char why[96];
	if (kind == PLAY_LINE_NUL)
		snprintf(why, sizeof why, "a NUL byte: not text, refused");
	else if (kind == PLAY_LINE_LONG)
		snprintf(why, sizeof why, "longer than %d bytes, refused", PLAY_LINE_MAX - 1);
	else
		snprintf(why, sizeof why, "no line end within %d bytes: not text, the input stops", PLAY_LINE_END_WITHIN);
	printf("line %d: %s\n", lineno, why);
	fprintf(stderr, "tessera-reversi: line %d: %s\n", lineno, why);
}

static int cmd_play(int argc, char **argv, struct rvai *ai)
{
	struct play_opts o;
	int err = parse_play_opts(argc, argv, &o);
	if (err)
		return err;
	rvai_seed(ai, (uint64_t)o.seed);
	struct reversi_game g;
	reversi_game_from(&g, &o.start);
	print_board(stdout, &g.pos, true);
	computer_moves(&g, &o, ai);
	char line[PLAY_LINE_MAX];
	int lineno = 0, status = EXIT_OK;
	enum play_line kind;
	while (!reversi_game_is_over(&g) && (kind = play_read_line(stdin, line, sizeof line)) != PLAY_LINE_EOF) {
		lineno++;
		if (kind != PLAY_LINE_OK) {
			play_refuse_line(lineno, kind);
			if (o.strict || kind == PLAY_LINE_ENDLESS) {
				status = EXIT_BAD_INPUT;
				goto out;
			}
			continue;
		}
		char *tok, *save = NULL;
		if (line[0] == '#')
			continue;
		for (tok = strtok_r(line, " \t\r\n", &save); tok; tok = strtok_r(NULL, " \t\r\n", &save)) {
			if (reversi_game_is_over(&g))
				break;
			if (strcmp(tok, "quit") == 0)
				goto out;
			if (strcmp(tok, "undo") == 0) {
				if (!undo_to_human(&g, &o)) {
					printf("line %d: nothing to take back\n", lineno);
					if (o.strict) {
						status = EXIT_BAD_INPUT;
						goto out;
					}
				} else {
					printf("taken back\n");
					print_board(stdout, &g.pos, true);
				}
				continue;
			}
			int sq = strlen(tok) == 2 ? reversi_square_parse(tok) : REVERSI_PASS;
			enum reversi_status st = sq < 0 ? REVERSI_ERR_FILE : reversi_game_play(&g, sq);
			if (st != REVERSI_OK) {
				const char *why = sq < 0 ? "not a move (a square like f5, undo or quit)"
							 : reversi_status_text(st);
				printf("line %d: \"%s\": %s\n", lineno, tok, why);
				fprintf(stderr, "tessera-reversi: line %d: \"%s\": %s\n", lineno, tok, why);
				if (o.strict) {
					status = EXIT_BAD_INPUT;
					goto out;
				}
				continue;
			}
			char who = reversi_game_mover(&g, g.n_moves - 1) == REVERSI_BLACK ? 'X' : 'O';
			printf("%c plays %s\n", who, tok);
			print_board(stdout, &g.pos, true);
			computer_moves(&g, &o, ai);
		}
	}
out:;
	char tr[REVERSI_TRANSCRIPT_MAX];
	reversi_transcript_write(&g, tr, sizeof tr);
	if (reversi_game_is_over(&g))
		print_result_line(stdout, &g.pos);
	printf("transcript %s\n", tr);
	return status;
}

static int run_command(const char *cmd, int argc, char **argv, struct rvai *ai)
{
	if (strcmp(cmd, "perft") == 0)
		return cmd_perft(argc, argv);
	if (strcmp(cmd, "solve") == 0)
		return cmd_solve(argc, argv, ai);
	if (strcmp(cmd, "move") == 0)
		return cmd_move(argc, argv, ai);
	if (strcmp(cmd, "play") == 0)
		return cmd_play(argc, argv, ai);
	if (strcmp(cmd, "show") == 0)
		return cmd_show(argc, argv);
	if (strcmp(cmd, "random") == 0)
		return cmd_random(argc, argv);
	if (strcmp(cmd, "bench") == 0)
		return cmd_bench(argc, argv, ai);
	/* An option is not a command: --threads is the only one, and comes first. */
	if (cmd[0] == '-')
		return bad_input("unknown option \"%s\" (the one option is --threads N, before the command)", cmd);
	return bad_input("unknown command \"%s\"", cmd);
}

int main(int argc, char **argv)
{
	long threads = 1 + rvai_helpers_for_cpus(sysconf(_SC_NPROCESSORS_ONLN));
	argc -= 1;
	argv += 1;
	if (argc >= 1 && strcmp(argv[0], "--threads") == 0) {
		if (argc < 2)
			return bad_input("--threads needs a value, a number from 1 to %d (the next argument)",
					 1 + RVAI_HELPERS_MAX);
		if (!number_parse_long(argv[1], 1, 1 + RVAI_HELPERS_MAX, &threads))
			return bad_input("--threads takes a number from 1 to %d", 1 + RVAI_HELPERS_MAX);
		argc -= 2;
		argv += 2;
		if (argc >= 1 && strcmp(argv[0], "--threads") == 0)
			return bad_input("--threads given twice");
	}
	/* Not a command: the usual spelling of an option with its value. */
	if (argc >= 1 && strncmp(argv[0], "--threads=", 10) == 0)
		return bad_input("--threads takes its number as the next argument: --threads %s", argv[0] + 10);
	if (argc < 1)
		return bad_input("missing command");
	const char *cmd = argv[0];
	if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
		fputs(USAGE, stdout);
		return EXIT_OK;
	}
	argc -= 1;
	argv += 1;
	struct rvai ai;
	huge_pages_advise(tt_memory, sizeof tt_memory); /* before rvai_init first touches it */
	if (rvai_init(&ai, tt_memory, sizeof tt_memory, 1) != 0) {
		fprintf(stderr, "tessera-reversi: cannot set up the search table\n");
		return EXIT_FAIL;
	}
	static struct rvai_team team;
	int err = rvai_team_start(&team, &ai, (int)threads - 1);
	if (err) {
		fprintf(stderr, "tessera-reversi: cannot start %ld search threads: %s\n", threads, strerror(-err));
		return EXIT_FAIL;
	}
	search_threads = threads;
	int status = run_command(cmd, argc, argv, &ai);
	rvai_team_stop(&team, &ai);
	return status;
}
