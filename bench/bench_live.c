/* The live score at the Words table, per drop of a dragged tile: the staged
 * tiles judged and scored by the rules core from the board alone
 * (words_evaluate, the table's path before) and on the kept board state
 * (words_live_evaluate, its path now).  The placements are what a player
 * stages on fixed positions: every legal play of a rack (what a drop
 * completes) and as many random placements (mostly refused, as drops on the
 * way are).  CPU time of the thread, median of several runs, the two paths
 * taken in turn within each run; and a count of the placements, so that a
 * run under cachegrind (`--only core`, `--only live`, and `--only none` for
 * what the set-up costs) gives instructions per evaluation.
 * Usage: bench_live DICT.tdict [--only core|live|none] [RUNS] POSITION.pos... */
#include "ai/words_live.h"
#include "bench_stats.h"
#include "ai/words_movegen.h"
#include "core/words/notation.h"
#include "dict/dict.h"
#include "platform/storage.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RUNS 101
#define MAX_PLACEMENTS 40000
#define GEN_CAP (1 << 17)

static struct words_gen_move gen[GEN_CAP];
static struct words_move placements[MAX_PLACEMENTS];
static struct words_game game;
static struct words_cross kept;

static bool contains(const void *ctx, const char *w, int len)
{
	return dict_contains(ctx, w, (size_t)len);
}

/* The legal plays of rack on the game's board, then as many random
 * placements of its tiles on the line through an empty square. */
static int make_placements(const struct dict *d, struct words_rng *rng)
{
	const char *rack = game.pos.rack[game.pos.current];
	struct words_gen_list l;
	words_gen_list_init(&l, gen, GEN_CAP, WORDS_GEN_ALL);
	if (words_gen_moves(d, game.pos.board, rack, &l) || l.overflow)
		return -1;
	int n = 0;
	for (int i = 0; i < l.count && n < MAX_PLACEMENTS / 2; i++)
		words_gen_to_move(&gen[i], &placements[n++]);
	for (int legal = n; n < 2 * legal;) {
		struct words_move *m = &placements[n];
		words_move_clear(m);
		int sq = (int)words_rng_below(rng, WORDS_SQUARES), dir = (int)words_rng_below(rng, 2);
		int k = 1 + (int)words_rng_below(rng, (uint32_t)strlen(rack));
		for (int i = 0; i < k && sq < WORDS_SQUARES; sq += dir ? WORDS_SIZE : 1) {
			if (game.pos.board[sq])
				continue;
			char t = rack[i++];
			words_move_add(m, sq, t == '?' ? (char)('a' + words_rng_below(rng, 26)) : t);
			if (dir == WORDS_ACROSS && sq % WORDS_SIZE == WORDS_SIZE - 1)
				break;
		}
		n += m->count > 0;
	}
	return n;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: %s DICT.tdict [--only core|live|none] [RUNS] POSITION.pos...\n", argv[0]);
		return 2;
	}
	int a = 2, only = 0; /* 1: the rules core alone, 2: the kept state alone, 3: neither */
	if (a + 1 < argc && !strcmp(argv[a], "--only")) {
		only = !strcmp(argv[a + 1], "core")   ? 1
		       : !strcmp(argv[a + 1], "live") ? 2
		       : !strcmp(argv[a + 1], "none") ? 3
						      : -1;
		a += 2;
	}
	int runs = 21;
	if (a < argc && atoi(argv[a]) > 0)
		runs = atoi(argv[a++]);
	if (only < 0 || runs > MAX_RUNS || a >= argc) {
		fprintf(stderr, "bench_live: --only takes core, live or none; RUNS 1..%d; a position at least\n", MAX_RUNS);
		return 2;
	}
	struct storage_blob map;
	static struct dict d;
	if (storage_load_file(argv[1], SIZE_MAX, &map) || dict_open(&d, map.data, map.size)) {
		fprintf(stderr, "%s: not a usable dictionary\n", argv[1]);
		return 2;
	}
	struct words_lexicon lex = { contains, &d };
	printf("live score per drop, median CPU ns per evaluation over %d runs (one thread); as many random\n"
	       "placements (mostly refused) as legal plays\n", runs);
	printf("                      legal plays (ns)            random placements (ns)\n");
	printf("  position rack     plays  rules core  kept  ratio   rules core  kept  ratio\n");
	for (; a < argc; a++) {
		static char text[4096];
		FILE *f = fopen(argv[a], "rb");
		size_t len = f ? fread(text, 1, sizeof text, f) : 0;
		if (f)
			fclose(f);
		static struct notation_board b;
		struct notation_error ne;
		if (!f || notation_position_parse(text, len, &b, &ne)) {
			fprintf(stderr, "%s: not a position\n", argv[a]);
			return 2;
		}
		static const char *const racks[] = { "RETINAS", "RETINA?" };
		for (int r = 0; r < 2; r++) {
			struct words_rng rng;
			words_rng_seed(&rng, 1 + (uint64_t)r);
			words_init(&game, 2, 1, NULL, lex);
			memcpy(game.pos.board, b.sq, sizeof game.pos.board);
			memcpy(game.pos.rack[0], racks[r], strlen(racks[r]) + 1);
			words_cross_init(&kept, &d, game.pos.board);
			int n = make_placements(&d, &rng);
			if (n < 0) {
				fprintf(stderr, "bench_live: the generator failed on %s\n", argv[a]);
				return 1;
			}
			/* The legal plays are placements[0, n / 2), the random ones the rest. */
			double t[4][MAX_RUNS];
			for (int run = 0; run < runs; run++) {
				for (int half = 0; half < 2; half++) {
					int from = half ? n / 2 : 0, to = half ? n : n / 2;
					struct words_result res;
					double t0 = bench_thread_cpu_us();
					for (int i = from; (only == 0 || only == 1) && i < to; i++)
						words_evaluate(&game, &placements[i], &res);
					double t1 = bench_thread_cpu_us();
					for (int i = from; (only == 0 || only == 2) && i < to; i++)
						words_live_evaluate(&kept, &d, &game, &placements[i], &res);
					double t2 = bench_thread_cpu_us();
					t[2 * half][run] = (t1 - t0) * 1e3 / (to - from);
					t[2 * half + 1][run] = (t2 - t1) * 1e3 / (to - from);
				}
			}
			char name[16];
			const char *base = strrchr(argv[a], '/') ? strrchr(argv[a], '/') + 1 : argv[a];
			snprintf(name, sizeof name, "%.*s", (int)strcspn(base, "."), base);
			double m[4];
			for (int k = 0; k < 4; k++)
				m[k] = bench_median(t[k], runs);
			printf("  %-8s %-8s %6d %12.0f %6.0f %5.2f %12.0f %6.0f %5.2f\n", name, racks[r], n / 2, m[0], m[1],
			       only ? 0.0 : m[0] / m[1], m[2], m[3], only ? 0.0 : m[2] / m[3]);
		}
	}
	return 0;
}
