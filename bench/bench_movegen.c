/* Move generator timings for docs/words-ai.md: fixed positions and racks,
 * all moves and best only (top 1), median of several runs each.
 * Usage: bench_movegen DICT.tdict MIDGAME.pos [RUNS] */
#include "ai/words_movegen.h"
#include "core/words/notation.h"
#include "dict/dict.h"
#include "platform/storage.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define CAP (1 << 19)
#define MAX_RUNS 101

static struct words_gen_move moves[CAP];

static double now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int dcmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

/* Median time of runs generations; *total gets the move count. */
static double time_gen(const struct dict *d, const char *board, const char *rack,
		       enum words_gen_mode mode, int runs, long *total)
{
	double t[MAX_RUNS];
	for (int i = 0; i < runs; i++) {
		struct words_gen_list l;
		words_gen_list_init(&l, moves, mode == WORDS_GEN_ALL ? CAP : 1, mode);
		double t0 = now_ms();
		int err = words_gen_moves(d, board, rack, &l);
		t[i] = now_ms() - t0;
		if (err || l.overflow) {
			fprintf(stderr, "bench_movegen: generation failed (%d)\n", err);
			exit(1);
		}
		*total = l.total;
	}
	qsort(t, (size_t)runs, sizeof t[0], dcmp);
	return t[runs / 2];
}

static size_t read_file(const char *path, char *buf, size_t size)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		exit(2);
	}
	size_t n = fread(buf, 1, size, f);
	fclose(f);
	return n;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: %s DICT.tdict MIDGAME.pos [RUNS]\n", argv[0]);
		return 2;
	}
	int runs = argc > 3 ? atoi(argv[3]) : 21;
	if (runs < 1 || runs > MAX_RUNS)
		runs = 21;
	struct storage_map map;
	struct dict d;
	if (storage_map_file(argv[1], &map) || dict_open(&d, map.data, map.size)) {
		fprintf(stderr, "%s: not a usable dictionary\n", argv[1]);
		return 2;
	}
	static char text[4096];
	size_t n = read_file(argv[2], text, sizeof text);
	struct notation_board mid;
	struct notation_error ne;
	if (notation_position_parse(text, n, &mid, &ne)) {
		fprintf(stderr, "%s: %s\n", argv[2], ne.msg);
		return 2;
	}
	static char empty[WORDS_SQUARES];
	struct {
		const char *name, *board, *rack;
	} cases[] = {
		{"empty", empty, "RETIN??"},
		{"midgame", mid.sq, "RETINAS"},
		{"midgame", mid.sq, "RETINA?"},
		{"midgame", mid.sq, "RETIN??"},
	};
	printf("words move generator, median of %d runs, one thread\n", runs);
	printf("%-8s %-8s %8s %10s %12s %12s\n", "position", "rack", "moves", "all ms", "moves/s",
	       "top-1 ms");
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		long total = 0, t1 = 0;
		double all = time_gen(&d, cases[i].board, cases[i].rack, WORDS_GEN_ALL, runs, &total);
		double best = time_gen(&d, cases[i].board, cases[i].rack, WORDS_GEN_TOP, runs, &t1);
		printf("%-8s %-8s %8ld %10.3f %12.0f %12.3f\n", cases[i].name, cases[i].rack, total, all,
		       all > 0 ? total / (all / 1e3) : 0.0, best);
	}
	storage_unmap(&map);
	return 0;
}
