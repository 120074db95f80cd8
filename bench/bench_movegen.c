/* Move generator timings for docs/words-ai.md: fixed positions and racks,
 * all moves and best only (top 1), median of several runs each, as wall
 * time and as the thread's CPU time (which leaves out the time other
 * processes on a shared machine take the core away).
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

static double now_ms(clockid_t clock)
{
	struct timespec ts;
	clock_gettime(clock, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int dcmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

/* Median wall time of runs generations, *cpu the median CPU time; *total
 * gets the move count. */
static double time_gen(const struct dict *d, const char *board, const char *rack,
		       enum words_gen_mode mode, int runs, long *total, double *cpu)
{
	double t[MAX_RUNS], c[MAX_RUNS];
	for (int i = 0; i < runs; i++) {
		struct words_gen_list l;
		words_gen_list_init(&l, moves, mode == WORDS_GEN_ALL ? CAP : 1, mode);
		double c0 = now_ms(CLOCK_THREAD_CPUTIME_ID), t0 = now_ms(CLOCK_MONOTONIC);
		int err = words_gen_moves(d, board, rack, &l);
		t[i] = now_ms(CLOCK_MONOTONIC) - t0;
		c[i] = now_ms(CLOCK_THREAD_CPUTIME_ID) - c0;
		if (err || l.overflow) {
			fprintf(stderr, "bench_movegen: generation failed (%d)\n", err);
			exit(1);
		}
		*total = l.total;
	}
	qsort(t, (size_t)runs, sizeof t[0], dcmp);
	qsort(c, (size_t)runs, sizeof c[0], dcmp);
	*cpu = c[runs / 2];
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
	struct storage_blob map;
	struct dict d;
	if (storage_load_file(argv[1], &map) || dict_open(&d, map.data, map.size)) {
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
	printf("words move generator, median of %d runs, one thread; dictionary %zu bytes, "
	       "%u words, %.2f bytes per word\n",
	       runs, map.size, dict_word_count(&d), (double)map.size / dict_word_count(&d));
	printf("%-8s %-8s %8s %9s %9s %12s %9s %9s\n", "position", "rack", "moves", "all ms",
	       "(cpu ms)", "moves/s", "top-1 ms", "(cpu ms)");
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		long total = 0, t1 = 0;
		double all_cpu, best_cpu;
		double all = time_gen(&d, cases[i].board, cases[i].rack, WORDS_GEN_ALL, runs, &total,
				      &all_cpu);
		double best = time_gen(&d, cases[i].board, cases[i].rack, WORDS_GEN_TOP, runs, &t1,
				       &best_cpu);
		printf("%-8s %-8s %8ld %9.3f %9.3f %12.0f %9.3f %9.3f\n", cases[i].name, cases[i].rack,
		       total, all, all_cpu, all > 0 ? total / (all / 1e3) : 0.0, best, best_cpu);
	}
	storage_release(&map);
	return 0;
}
