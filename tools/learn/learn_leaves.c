/* Learns the Words leave table (src/ai/words_leaves.h) by self-play:
 *
 *   learn-leaves [--level medium|hard] [--seed N] DICT GAMES OUT.c
 *
 * plays GAMES seeded games between two players of one level and, for each
 * turn that keeps tiles with the bag still holding some, records the leave
 * (the tiles kept after a play, or after an exchange) and the points the
 * same player scores on its next turn.  A linear model of the next turn's
 * points - a value per tile, per extra copy of a letter, per mix of vowels
 * and consonants, plus a constant - is fitted by ridge-regularised least
 * squares; the constant is what an empty leave (seven fresh tiles) brings,
 * so the other terms are what keeping those tiles adds or costs.  OUT.c is
 * written as the C table src/ai/words_leaves.c, with the command that made
 * it.  Iterate by rebuilding with the new table and learning again with
 * --level hard (Hard chooses by the table it was built with).
 *
 * A host program over the engines (it allocates nothing either: the sums are
 * static).  Deterministic: the same arguments give the same file. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/words_leaves.h"
#include "ai/words_player.h"
#include "platform/dict_file.h"

enum {
	F_CONST = 0,
	F_TILE = 1,				/* 27 tile counts */
	F_DUP = F_TILE + WORDS_LEAVE_KINDS,	/* 26 extra copies */
	F_VC = F_DUP + 26,			/* 7x7 vowel/consonant bins, (0,0) unused */
	NF = F_VC + WORDS_LEAVE_VC * WORDS_LEAVE_VC,
};

static double xtx[NF][NF], xty[NF], beta[NF];
static long samples, bin_count[NF];
static double y_sum;

static struct dict_file df;
static struct words_player *player;
static _Alignas(16) unsigned char player_mem[1 << 17];
static struct words_game game;

/* The features of a leave, as counts (x[F_CONST] = 1). */
static void features(const char *leave, double *x)
{
	int count[WORDS_LEAVE_KINDS] = { 0 }, vowels = 0, consonants = 0;
	memset(x, 0, sizeof(double) * NF);
	x[F_CONST] = 1;
	for (const char *c = leave; *c; c++) {
		int k = *c == '?' ? 26 : *c - 'A';
		if (k < 0 || k > 26)
			continue;
		count[k]++;
		if (k < 26) {
			if (strchr("AEIOU", *c))
				vowels++;
			else
				consonants++;
		}
	}
	for (int k = 0; k < WORDS_LEAVE_KINDS; k++) {
		x[F_TILE + k] = count[k];
		if (k < 26 && count[k] > 1)
			x[F_DUP + k] = count[k] - 1;
	}
	if (vowels || consonants)
		x[F_VC + vowels * WORDS_LEAVE_VC + consonants] = 1;
}

static void add_sample(const char *leave, int points)
{
	double x[NF];
	features(leave, x);
	for (int i = 0; i < NF; i++) {
		if (x[i] == 0)
			continue;
		bin_count[i]++;
		xty[i] += x[i] * points;
		for (int j = 0; j < NF; j++)
			xtx[i][j] += x[i] * x[j];
	}
	samples++;
	y_sum += points;
}

/* Ridge: lambda on every term but the constant, so rare tiles and mixes
 * are pulled towards "no effect" rather than fitted to noise.  Gaussian
 * elimination with partial pivoting on the normal equations. */
static int fit(double lambda)
{
	static double a[NF][NF + 1];
	for (int i = 0; i < NF; i++) {
		for (int j = 0; j < NF; j++)
			a[i][j] = xtx[i][j] + (i == j && i != F_CONST ? lambda : 0);
		a[i][NF] = xty[i];
	}
	for (int c = 0; c < NF; c++) {
		int p = c;
		for (int r = c + 1; r < NF; r++)
			if (fabs(a[r][c]) > fabs(a[p][c]))
				p = r;
		if (fabs(a[p][c]) < 1e-12)
			return -EDOM;
		for (int j = 0; j <= NF; j++) {
			double t = a[c][j];
			a[c][j] = a[p][j];
			a[p][j] = t;
		}
		for (int r = 0; r < NF; r++) {
			if (r == c || a[r][c] == 0)
				continue;
			double f = a[r][c] / a[c][c];
			for (int j = c; j <= NF; j++)
				a[r][j] -= f * a[c][j];
		}
	}
	for (int i = 0; i < NF; i++)
		beta[i] = a[i][NF] / a[i][i];
	return 0;
}

static void play_game(uint64_t seed, enum words_level level)
{
	char pending[WORDS_MAX_PLAYERS][WORDS_RACK_SIZE + 1];
	bool has[WORDS_MAX_PLAYERS] = { false, false, false, false };
	words_init(&game, 2, seed, NULL, dict_file_lexicon(&df));
	for (int turn = 0; !words_is_over(&game) && turn < 300; turn++) {
		int seat = game.pos.current;
		char rack[WORDS_RACK_SIZE + 1], leave[WORDS_RACK_SIZE + 1];
		struct words_choice c;
		memcpy(rack, game.pos.rack[seat], sizeof rack);
		if (words_player_choose(player, &game, level, seed * 1000 + (uint64_t)turn, 0, NULL, &c))
			break;
		struct words_result r;
		enum words_status st = words_choice_apply(&game, &c, &r);
		if (st != WORDS_OK && c.kind == WORDS_CHOICE_PLAY) {
			fprintf(stderr, "learn-leaves: game %llu: a play the core refused: %s\n",
				(unsigned long long)seed, r.message);
			exit(1);
		}
		if (st != WORDS_OK)
			words_pass(&game);
		int points = c.kind == WORDS_CHOICE_PLAY ? r.score : 0;
		bool keeps = c.kind != WORDS_CHOICE_PASS;
		words_choice_leave(rack, &c, leave);
		if (has[seat])
			add_sample(pending[seat], points);
		/* A leave counts when the refill was full: the bag still holds
		 * tiles, so the next turn is an ordinary one. */
		has[seat] = keeps && game.pos.bag_len > 0 && !words_is_over(&game);
		if (has[seat])
			memcpy(pending[seat], leave, sizeof leave);
	}
}

static int to_tenths(double v)
{
	double t = round(v * 10);
	return t > 32767 ? 32767 : t < -32767 ? -32767 : (int)t;
}

static int write_table(const char *path, int argc, char **argv, long games)
{
	FILE *f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "learn-leaves: %s: %s\n", path, strerror(errno));
		return -errno;
	}
	fprintf(f, "/* Generated by tools/learn/learn_leaves.c - do not edit; learn again instead:\n *  ");
	for (int i = 0; i < argc; i++)
		fprintf(f, " %s", i == 0 ? "learn-leaves" : argv[i]);
	fprintf(f, "\n * %ld self-play games, %ld leaves, %.2f points on the next turn after an\n"
		   " * empty leave, %.2f on average.  Tenths of a point (words_leaves.h). */\n",
		games, samples, beta[F_CONST], y_sum / (samples ? samples : 1));
	fprintf(f, "#include \"ai/words_leaves.h\"\n\nconst struct words_leave_table words_leaves = {\n");
	fprintf(f, "\t/*          A     B     C     D     E     F     G     H     I     J     K     L     M */\n");
	fprintf(f, "\t.tile = {");
	for (int k = 0; k < WORDS_LEAVE_KINDS; k++)
		fprintf(f, "%s%5d,", k == 13 ? "\n\t/* N..Z */" : k == 26 ? "\n\t/* ? */  " : "",
			to_tenths(beta[F_TILE + k]));
	fprintf(f, " },\n\t.dup = {");
	for (int k = 0; k < 26; k++)
		fprintf(f, "%s%5d,", k == 13 ? "\n\t\t" : "", to_tenths(beta[F_DUP + k]));
	fprintf(f, " },\n\t/* [vowels][consonants] */\n\t.vc = {\n");
	for (int v = 0; v < WORDS_LEAVE_VC; v++) {
		fprintf(f, "\t\t{");
		for (int c = 0; c < WORDS_LEAVE_VC; c++)
			fprintf(f, "%5d,", v || c ? to_tenths(beta[F_VC + v * WORDS_LEAVE_VC + c]) : 0);
		fprintf(f, " },\n");
	}
	fprintf(f, "\t},\n\t.samples = %ld,\n};\n", samples);
	if (fclose(f)) {
		fprintf(stderr, "learn-leaves: %s: %s\n", path, strerror(errno));
		return -EIO;
	}
	return 0;
}

static int usage(void)
{
	fprintf(stderr, "usage: learn-leaves [--level medium|hard] [--seed N] DICT GAMES OUT.c\n");
	return 2;
}

int main(int argc, char **argv)
{
	enum words_level level = WORDS_LEVEL_MEDIUM;
	uint64_t seed = 1;
	int i = 1;
	char msg[512];
	for (; i < argc && !strncmp(argv[i], "--", 2); i += 2) {
		if (i + 1 >= argc)
			return usage();
		if (!strcmp(argv[i], "--level")) {
			int l = words_level_parse(argv[i + 1]);
			if (l != WORDS_LEVEL_MEDIUM && l != WORDS_LEVEL_HARD) {
				fprintf(stderr, "learn-leaves: --level wants medium or hard, not \"%s\"\n", argv[i + 1]);
				return 2;
			}
			level = (enum words_level)l;
		} else if (!strcmp(argv[i], "--seed")) {
			seed = strtoull(argv[i + 1], NULL, 10);
		} else {
			fprintf(stderr, "learn-leaves: unknown option \"%s\"\n", argv[i]);
			return usage();
		}
	}
	if (argc - i != 3)
		return usage();
	long games = atol(argv[i + 1]);
	if (games < 1) {
		fprintf(stderr, "learn-leaves: GAMES must be a positive number, not \"%s\"\n", argv[i + 1]);
		return 2;
	}
	if (dict_file_open(&df, argv[i], ".", msg, sizeof msg)) {
		fprintf(stderr, "learn-leaves: %s\n", msg);
		return 1;
	}
	player = words_player_init(player_mem, sizeof player_mem, &df.dict);
	if (!player) {
		fprintf(stderr, "learn-leaves: the player needs %zu bytes\n", words_player_memory_size());
		return 1;
	}
	for (long g = 0; g < games; g++)
		play_game(seed + (uint64_t)g, level);
	if (samples < NF) {
		fprintf(stderr, "learn-leaves: only %ld leaves: play more games\n", samples);
		return 1;
	}
	/* lambda: about the weight of a few hundred leaves' worth of evidence
	 * for each term, scaled with the data. */
	if (fit(2.0 + samples / 2000.0)) {
		fprintf(stderr, "learn-leaves: the fit failed\n");
		return 1;
	}
	printf("learn-leaves: %ld games, %ld leaves; next turn after an empty leave %.2f, mean %.2f\n", games,
	       samples, beta[F_CONST], y_sum / samples);
	printf("learn-leaves: blank %+.1f  S %+.1f  E %+.1f  Q %+.1f  Z %+.1f  dup E %+.1f  dup I %+.1f\n",
	       beta[F_TILE + 26], beta[F_TILE + 'S' - 'A'], beta[F_TILE + 'E' - 'A'], beta[F_TILE + 'Q' - 'A'],
	       beta[F_TILE + 'Z' - 'A'], beta[F_DUP + 'E' - 'A'], beta[F_DUP + 'I' - 'A']);
	dict_file_close(&df);
	return write_table(argv[i + 2], argc, argv, games) ? 1 : 0;
}
