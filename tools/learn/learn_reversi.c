/* Learns the Reversi evaluation's weights (src/ai/rvai_eval.h) by self-play:
 *
 *   learn-reversi [--level LEVEL] [--weights hand|learned] [--seed N] GAMES OUT.c
 *
 * plays GAMES seeded games between two players of one level (default
 * medium) evaluating with the given weights (default hand), each game
 * opened by 4-16 random plies so that the games differ, and records every
 * later position with the game's final disc difference from the side to
 * move's view.  Per stage, a linear model of that difference - the
 * features' weights and a value per edge configuration, the same read from
 * either end - is fitted by stochastic gradient descent on the squared
 * error.  Every tenth game is held out, and the error on its positions is
 * printed for the hand-tuned weights and for the learned ones.  OUT.c is
 * written as src/ai/rvai_weights.c, with the command that made it.
 *
 * A host program over the engines; its sample store is static.
 * Deterministic: the same arguments give the same file. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/rvai.h"
#include "ai/rvai_eval.h"
#include "core/reversi/reversi.h"

enum {
	MAX_SAMPLES = 3000000,
	EPOCHS = 12,
	LABEL_LIMIT = 640, /* tenths of a disc */
};

/* Feature scales while learning, so that one learning rate suits all. */
static const float SCALE[RVAI_FEATURES] = { 1, 10, 2, 2, 4, 10, 10, 1, 10 };

struct sample {
	int8_t x[RVAI_FEATURES];
	uint8_t stage;
	bool held_out;
	int16_t label;
	uint16_t edge[RVAI_EDGES]; /* canonical: the smaller of both readings */
};

static struct sample samples[MAX_SAMPLES];
static long n_samples;
static float wf[RVAI_STAGES][RVAI_FEATURES];
static float we[RVAI_STAGES][RVAI_EDGE_CONFIGS];
static struct rvai_tt_bucket table[1 << 15];

static uint64_t rng_state;
static uint64_t rng_next(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static int canonical_edge(int idx)
{
	int r = rvai_edge_reverse(idx);
	return r < idx ? r : idx;
}

static void record(const struct reversi_pos *p, bool held_out, struct sample *s)
{
	uint64_t own = p->disc[p->turn], opp = p->disc[!p->turn];
	int x[RVAI_FEATURES], idx[RVAI_EDGES];
	rvai_eval_features(own, opp, x);
	for (int f = 0; f < RVAI_FEATURES; f++)
		s->x[f] = (int8_t)x[f];
	rvai_edge_indexes(own, opp, idx);
	for (int e = 0; e < RVAI_EDGES; e++)
		s->edge[e] = (uint16_t)canonical_edge(idx[e]);
	s->stage = (uint8_t)rvai_stage(64 - reversi_popcount(own | opp));
	s->held_out = held_out;
}

static int random_move(const struct reversi_pos *p)
{
	uint64_t m = reversi_pos_moves(p);
	int k = (int)(rng_next() % (uint64_t)reversi_popcount(m));
	while (k--)
		m &= m - 1;
	return __builtin_ctzll(m);
}

/* One game; its positions after the opening go to the sample store. */
static void play_game(struct rvai *ai, enum rvai_level level, bool held_out)
{
	struct reversi_game g;
	reversi_game_start(&g);
	int opening = 4 + (int)(rng_next() % 13);
	for (int i = 0; i < opening && !reversi_game_is_over(&g); i++)
		reversi_game_play(&g, random_move(&g.pos));
	long first = n_samples;
	enum reversi_color mover[64];
	while (!reversi_game_is_over(&g) && n_samples < MAX_SAMPLES) {
		struct rvai_result r;
		mover[n_samples - first] = g.pos.turn;
		record(&g.pos, held_out, &samples[n_samples++]);
		rvai_seed(ai, rng_next());
		rvai_choose(ai, &g.pos, level, &r);
		if (reversi_game_play(&g, r.move) != REVERSI_OK)
			break; /* cannot happen: the search names legal moves */
	}
	int diff = reversi_pos_count(&g.pos, REVERSI_BLACK) - reversi_pos_count(&g.pos, REVERSI_WHITE);
	for (long i = first; i < n_samples; i++) {
		int label = 10 * (mover[i - first] == REVERSI_BLACK ? diff : -diff);
		samples[i].label = (int16_t)(label > LABEL_LIMIT ? LABEL_LIMIT : label < -LABEL_LIMIT ? -LABEL_LIMIT : label);
	}
}

static float predict(const struct sample *s)
{
	float v = 0;
	for (int f = 0; f < RVAI_FEATURES; f++)
		v += wf[s->stage][f] * (float)s->x[f] / SCALE[f];
	for (int e = 0; e < RVAI_EDGES; e++)
		v += we[s->stage][s->edge[e]];
	return v;
}

/* Mean squared error in discs^2 on the held-out positions, for the learned
 * weights (hand = false) or the hand-tuned ones. */
static double held_out_error(bool hand)
{
	double sum = 0;
	long n = 0;
	for (long i = 0; i < n_samples; i++) {
		const struct sample *s = &samples[i];
		if (!s->held_out)
			continue;
		double v = 0;
		if (hand) {
			for (int f = 0; f < RVAI_FEATURES; f++)
				v += rvai_weights_hand.feature[s->stage][f] * s->x[f];
		} else {
			v = predict(s);
		}
		double d = (v - s->label) / 10;
		sum += d * d;
		n++;
	}
	return n ? sum / (double)n : 0;
}

static void fit(void)
{
	for (int st = 0; st < RVAI_STAGES; st++)
		for (int f = 0; f < RVAI_FEATURES; f++)
			wf[st][f] = rvai_weights_hand.feature[st][f] * SCALE[f];
	float lr_feature = 2e-4f, lr_edge = 4e-3f;
	for (int epoch = 0; epoch < EPOCHS; epoch++) {
		/* A fixed stride through the samples stands in for shuffling. */
		long stride = 7919;
		while (n_samples % stride == 0)
			stride += 2;
		for (long k = 0, i = 0; k < n_samples; k++, i = (i + stride) % n_samples) {
			const struct sample *s = &samples[i];
			if (s->held_out)
				continue;
			float err = (float)s->label - predict(s);
			for (int f = 0; f < RVAI_FEATURES; f++)
				wf[s->stage][f] += lr_feature * err * (float)s->x[f] / SCALE[f];
			for (int e = 0; e < RVAI_EDGES; e++)
				we[s->stage][s->edge[e]] += lr_edge * err;
		}
		lr_feature *= 0.75f;
		lr_edge *= 0.75f;
		fprintf(stderr, "learn-reversi: epoch %d, held-out error %.1f discs^2\n", epoch + 1, held_out_error(false));
	}
}

static int16_t to_weight(float v)
{
	long r = lroundf(v);
	return (int16_t)(r > 3000 ? 3000 : r < -3000 ? -3000 : r);
}

static int write_table(const char *path, const char *command, long games, double err_hand, double err_learned)
{
	FILE *f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "learn-reversi: %s: %s\n", path, strerror(errno));
		return 1;
	}
	fprintf(f, "/* Generated by tools/learn/learn_reversi.c - do not edit; learn again instead:\n"
		   " *   %s\n"
		   " * %ld self-play games, %ld positions; on the held-out tenth the mean squared\n"
		   " * error of the final disc difference is %.1f discs^2 (hand-tuned weights: %.1f).\n"
		   " * Tenths of a disc (rvai_eval.h). */\n",
		command, games, n_samples, err_learned, err_hand);
	fprintf(f, "#include \"ai/rvai_eval.h\"\n\nstatic const int16_t EDGE[RVAI_STAGES][RVAI_EDGE_CONFIGS] = {\n");
	for (int st = 0; st < RVAI_STAGES; st++) {
		fprintf(f, "\t{\n");
		for (int i = 0; i < RVAI_EDGE_CONFIGS; i++)
			fprintf(f, "%s%d,%s", i % 16 ? " " : "\t\t", to_weight(we[st][canonical_edge(i)]),
				i % 16 == 15 ? "\n" : "");
		fprintf(f, "\n\t},\n");
	}
	fprintf(f, "};\n\nconst struct rvai_weights rvai_weights_learned = {\n\t.feature = {\n");
	for (int st = 0; st < RVAI_STAGES; st++) {
		fprintf(f, "\t\t{");
		for (int k = 0; k < RVAI_FEATURES; k++)
			fprintf(f, " %d,", to_weight(wf[st][k] / SCALE[k]));
		fprintf(f, " },\n");
	}
	fprintf(f, "\t},\n\t.edge = EDGE,\n};\n");
	if (fclose(f) != 0) {
		fprintf(stderr, "learn-reversi: %s: %s\n", path, strerror(errno));
		return 1;
	}
	return 0;
}

static int usage(void)
{
	fprintf(stderr, "usage: learn-reversi [--level LEVEL] [--weights hand|learned] [--seed N] GAMES OUT.c\n");
	return 2;
}

int main(int argc, char **argv)
{
	int level = RVAI_MEDIUM;
	const struct rvai_weights *weights = &rvai_weights_hand;
	const char *weights_name = "hand";
	unsigned long seed = 1;
	int i = 1;
	for (; i + 1 < argc && strncmp(argv[i], "--", 2) == 0; i += 2) {
		if (strcmp(argv[i], "--level") == 0 && (level = rvai_level_parse(argv[i + 1])) >= 0)
			continue;
		if (strcmp(argv[i], "--weights") == 0 && strcmp(argv[i + 1], "hand") == 0)
			continue;
		if (strcmp(argv[i], "--weights") == 0 && strcmp(argv[i + 1], "learned") == 0) {
			weights = &rvai_weights_learned;
			weights_name = "learned";
			continue;
		}
		if (strcmp(argv[i], "--seed") == 0) {
			seed = strtoul(argv[i + 1], NULL, 10);
			continue;
		}
		return usage();
	}
	if (argc - i != 2)
		return usage();
	char *end;
	long games = strtol(argv[i], &end, 10);
	if (*end || games < 1 || games > 1000000)
		return usage();
	const char *out = argv[i + 1];

	struct rvai ai;
	rvai_init(&ai, table, sizeof table, 1);
	rvai_set_weights(&ai, weights);
	rng_state = seed * 0x9e3779b97f4a7c15ULL;
	for (long g = 0; g < games && n_samples < MAX_SAMPLES; g++)
		play_game(&ai, (enum rvai_level)level, g % 10 == 9);
	fprintf(stderr, "learn-reversi: %ld games, %ld positions\n", games, n_samples);
	fit();
	double err_hand = held_out_error(true), err_learned = held_out_error(false);
	fprintf(stderr, "learn-reversi: held-out error: hand-tuned %.1f, learned %.1f discs^2\n", err_hand,
		err_learned);
	char command[256];
	snprintf(command, sizeof command, "learn-reversi --level %s --weights %s --seed %lu %ld %s",
		 rvai_level_info((enum rvai_level)level)->name, weights_name, seed, games, out);
	return write_table(out, command, games, err_hand, err_learned);
}
