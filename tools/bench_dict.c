/* bench_dict: figures for the dictionary, printed by `make bench`.
 *   bench_dict LIST.txt [RUNS]
 * Compiles the list in memory RUNS times (default 5), opens (validates) the
 * blob RUNS times, then times lookups over a fixed mix of half present and
 * half absent words, RUNS times; prints the median and the range of each,
 * since the machine is shared and single runs are noisy. */
#include "dictbuild/dawg_build.c"

#include "dict/dict.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { QUERIES = 2000000, MAX_RUNS = 51 };

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}

/* Sorts t[0..n) and returns the median. */
static double median(double *t, int n)
{
	qsort(t, (size_t)n, sizeof *t, cmp_double);
	return n % 2 ? t[n / 2] : (t[n / 2 - 1] + t[n / 2]) / 2;
}

static uint64_t rng = 0x9e3779b97f4a7c15u;
static uint32_t rnd(void)
{
	rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
	return (uint32_t)(rng >> 16);
}

struct query {
	char w[16];
	size_t len;
};

int main(int argc, char **argv)
{
	if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
		fprintf(argc < 2 ? stderr : stdout, "usage: bench_dict LIST.txt [RUNS]\n");
		return argc < 2 ? 2 : 0;
	}
	int runs = argc > 2 ? atoi(argv[2]) : 5;
	if (runs < 1 || runs > MAX_RUNS)
		runs = 5;
	FILE *f = fopen(argv[1], "rb");
	if (!f) {
		perror(argv[1]);
		return 1;
	}
	fseek(f, 0, SEEK_END);
	long flen = ftell(f);
	rewind(f);
	char *text = malloc((size_t)flen + 1);
	if (!text || fread(text, 1, (size_t)flen, f) != (size_t)flen) {
		fprintf(stderr, "bench_dict: cannot read %s\n", argv[1]);
		return 1;
	}
	fclose(f);

	double t_build[MAX_RUNS], t_open[MAX_RUNS], t_look[MAX_RUNS];
	unsigned char *blob = NULL;
	size_t size = 0;
	struct dawg_build_stats st;
	for (int r = 0; r < runs; r++) {
		free(blob);
		double t0 = now();
		int err = dict_build(text, (size_t)flen, DICT_BUILD_GADDAG, &blob, &size, &st);
		t_build[r] = now() - t0;
		if (err) {
			fprintf(stderr, "bench_dict: %s: %s\n", argv[1], dawg_build_strerror(err));
			return 1;
		}
	}
	struct dict d;
	for (int r = 0; r < runs; r++) {
		double t0 = now();
		int err = dict_open(&d, blob, size);
		t_open[r] = now() - t0;
		if (err) {
			fprintf(stderr, "bench_dict: the blob does not open: %s\n", dict_message(&d));
			return 1;
		}
	}

	/* The words, collected by walking the graph (depth first, fixed stack). */
	uint32_t nw = dict_word_count(&d);
	struct query *words = malloc(nw * sizeof *words), *q = malloc(QUERIES * sizeof *q);
	const struct dict_graph *g = dict_dawg(&d);
	uint32_t stack[DICT_MAX_WORD];
	char cur[DICT_MAX_WORD];
	int depth = 0;
	uint32_t n = 0;
	stack[0] = dict_graph_root(g);
	for (;;) {
		dict_edge e = dict_graph_edge(g, stack[depth]);
		cur[depth] = dict_edge_letter(e);
		if (dict_edge_ends_word(e) && n < nw) {
			memcpy(words[n].w, cur, (size_t)depth + 1);
			words[n++].len = (size_t)depth + 1;
		}
		if (dict_edge_child(e) != DICT_NO_NODE) {
			stack[++depth] = dict_edge_child(e);
			continue;
		}
		while (depth >= 0 && dict_edge_is_last(dict_graph_edge(g, stack[depth])))
			depth--;
		if (depth < 0)
			break;
		stack[depth]++;
	}
	/* Half present words, half absent ones made by changing one letter of a
	 * word (so they look like words and share long prefixes). */
	for (int i = 0; i < QUERIES; i++) {
		q[i] = words[rnd() % n];
		if (i % 2)
			continue;
		do {
			q[i] = words[rnd() % n];
			q[i].w[rnd() % q[i].len] = (char)('A' + rnd() % 26);
		} while (dict_contains(&d, q[i].w, q[i].len));
	}
	long found = 0;
	for (int r = 0; r < runs; r++) {
		double t0 = now();
		for (int i = 0; i < QUERIES; i++)
			found += dict_contains(&d, q[i].w, q[i].len);
		t_look[r] = now() - t0;
	}

	double lo_b = 0, hi_b = 0, lo_l = 0, hi_l = 0;
	double mb = median(t_build, runs);
	lo_b = t_build[0], hi_b = t_build[runs - 1];
	double mo = median(t_open, runs);
	double ml = median(t_look, runs);
	lo_l = t_look[0], hi_l = t_look[runs - 1];
	printf("bench_dict: %s: %zu words kept of %zu lines; %zu nodes, %zu edges, %u bits per edge\n",
	       argv[1], st.kept, st.lines, st.nodes, st.edges, st.edge_bits);
	printf("bench_dict: GADDAG: %zu strings; %zu nodes, %zu edges, %u bits per edge\n",
	       st.gaddag_strings, st.gaddag_nodes, st.gaddag_edges, st.gaddag_edge_bits);
	size_t dawg_bytes = (size_t)dict_dawg_section_size(st.edges, st.edge_bits);
	printf("bench_dict: blob %zu bytes = %.2f bytes per word (the DAWG section alone %zu = %.2f, "
	       "target <= 3; with the GADDAG, target <= 20)\n",
	       size, (double)size / (double)st.kept, dawg_bytes, (double)dawg_bytes / (double)st.kept);
	printf("bench_dict: compile (in memory): median %.3f s (%.3f..%.3f) over %d runs (target < 3 s)\n", mb,
	       lo_b, hi_b, runs);
	printf("bench_dict: dict_open (full validation): median %.2f ms (%.2f..%.2f)\n", mo * 1e3,
	       t_open[0] * 1e3, t_open[runs - 1] * 1e3);
	printf("bench_dict: lookups: median %.2f million/s (%.2f..%.2f) over %d runs of %d, 50%% present "
	       "(found %ld)\n",
	       QUERIES / ml / 1e6, QUERIES / hi_l / 1e6, QUERIES / lo_l / 1e6, runs, QUERIES, found / runs);
	free(words), free(q), free(blob), free(text);
	return 0;
}
