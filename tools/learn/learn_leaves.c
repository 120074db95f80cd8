/* Learns a Words leave table (src/ai/words_leaves.h) by self-play:
 *
 *   learn-leaves [--level medium|hard] [--leaves hard|expert] [--seed N]
 *                [--target next|rest] [--pairs] [--name NAME] DICT GAMES OUT.c
 *
 * plays GAMES seeded games between two players of one level (choosing by
 * the --leaves table, by default the level's own) and, for each turn that
 * keeps tiles with the bag still holding some, records the leave (the tiles
 * kept after a play, or after an exchange), the points the same player
 * scores on its next turn and the leave it keeps then.  A linear model - a
 * value per tile, per extra copy of a letter, per mix of vowels and
 * consonants, with --pairs per two different kinds kept together, plus a
 * constant - is fitted by ridge-regularised least squares to
 *   next:  the next turn's points (Hard's table);
 *   rest:  the next turn's points plus the fitted value of the leave kept
 *          then, fitted again until it settles: what the leave is worth to
 *          all the turns that follow while the bag holds tiles (Expert's).
 * The constant is what an empty leave (seven fresh tiles) brings, so the
 * other terms are what keeping those tiles adds or costs.  OUT.c is written
 * as a C table named NAME (words_leaves by default), with the command that
 * made it.  Iterate by rebuilding with the new table and learning again.
 *
 * A host program over the engines (it allocates nothing either: the sums
 * and the leaves kept are static).  Deterministic: the same arguments give
 * the same file. */
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
	F_PAIR = F_VC + WORDS_LEAVE_VC * WORDS_LEAVE_VC,	/* [a][b], a < b */
	NF = F_PAIR + WORDS_LEAVE_KINDS * WORDS_LEAVE_KINDS,
	MAX_ACTIVE = 1 + 7 + 7 + 1 + 21,	/* features one leave can have */
	MAX_SAMPLES = 1 << 22,
	MIN_LEAVES = 100,	/* fewer say nothing; the ridge pulls the terms they miss to 0 */
};

/* A leave and what followed it. */
struct sample {
	char leave[WORDS_RACK_SIZE + 1];
	char next[WORDS_RACK_SIZE + 1];	/* the leave of the next turn; "" when none counts (worth 0) */
	int16_t points;			/* the next turn's */
	bool done;			/* the next turn came (not when the game ended first) */
};

static struct sample kept[MAX_SAMPLES];
static double xtx[NF][NF], xty[NF], beta[NF];
static long samples;
static bool use_pairs;

static struct dict_file df;
static struct words_player *player;
static _Alignas(16) unsigned char player_mem[1 << 17];
static struct words_game game;

static struct dict_file df;
static struct words_player *player;
static _Alignas(16) unsigned char player_mem[1 << 17];
static struct words_game game;

/* The features a leave has, as indices with counts (the constant first).
 * Returns how many. */
static int features(const char *leave, int *index, double *x)
{
	int count[WORDS_LEAVE_KINDS] = { 0 }, vowels = 0, consonants = 0, n = 0;
	index[n] = F_CONST;
	x[n++] = 1;
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
		if (!count[k])
			continue;
		index[n] = F_TILE + k;
		x[n++] = count[k];
		if (k < 26 && count[k] > 1) {
			index[n] = F_DUP + k;
			x[n++] = count[k] - 1;
		}
		for (int j = k + 1; use_pairs && j < WORDS_LEAVE_KINDS; j++)
			if (count[j]) {
				index[n] = F_PAIR + k * WORDS_LEAVE_KINDS + j;
				x[n++] = 1;
			}
	}
	if (vowels || consonants) {
		index[n] = F_VC + vowels * WORDS_LEAVE_VC + consonants;
		x[n++] = 1;
	}
	return n;
}

/* The fitted value of a leave, in points, relative to an empty one. */
static double fitted(const char *leave)
{
	int index[MAX_ACTIVE];
	double x[MAX_ACTIVE], v = 0;
	int n = features(leave, index, x);
	for (int i = 1; i < n; i++)
		v += beta[index[i]] * x[i];
	return v;
}

/* A leave whose next turn is still to come: its index, or -1 when the
 * store is full. */
static long add_sample(const char *leave)
{
	if (samples == MAX_SAMPLES)
		return -1;
	struct sample *s = &kept[samples];
	memcpy(s->leave, leave, sizeof s->leave);
	s->points = 0;
	s->done = false;
	s->next[0] = '\0';
	return samples++;
}

/* The normal equations' left side, the same for every round of a fit. */
static void sum_features(void)
{
	for (long s = 0; s < samples; s++) {
		int index[MAX_ACTIVE];
		double x[MAX_ACTIVE];
		if (!kept[s].done)
			continue;
		int n = features(kept[s].leave, index, x);
		for (int i = 0; i < n; i++)
			for (int j = 0; j < n; j++)
				xtx[index[i]][index[j]] += x[i] * x[j];
	}
}

/* The right side for the target: the next turn's points, plus (rest) the
 * value the last fit gives the leave kept then. */
static double sum_targets(bool rest)
{
	double y_sum = 0;
	long used = 0;
	memset(xty, 0, sizeof xty);
	for (long s = 0; s < samples; s++) {
		int index[MAX_ACTIVE];
		double x[MAX_ACTIVE];
		if (!kept[s].done)
			continue;
		used++;
		int n = features(kept[s].leave, index, x);
		double y = kept[s].points + (rest ? fitted(kept[s].next) : 0);
		for (int i = 0; i < n; i++)
			xty[index[i]] += x[i] * y;
		y_sum += y;
	}
	return y_sum / (used ? used : 1);
}

/* Ridge: lambda on every term but the constant, so rare tiles and mixes
 * are pulled towards "no effect" rather than fitted to noise.  The terms
 * no leave had stay 0.  The left side is the same for every target, so it
 * is inverted once (Gauss-Jordan with partial pivoting) and each target's
 * fit is one product. */
static int active[NF], n_active;
static double inverse[NF][NF];

static int invert(double lambda)
{
	static double a[NF][2 * NF];
	n_active = 0;
	for (int i = 0; i < NF; i++)
		if (xtx[i][i] != 0)
			active[n_active++] = i;
	int n = n_active;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			a[i][j] = xtx[active[i]][active[j]] + (i == j && active[i] != F_CONST ? lambda : 0);
			a[i][n + j] = i == j;
		}
	for (int c = 0; c < n; c++) {
		int p = c;
		for (int r = c + 1; r < n; r++)
			if (fabs(a[r][c]) > fabs(a[p][c]))
				p = r;
		if (fabs(a[p][c]) < 1e-12)
			return -EDOM;
		for (int j = 0; j < 2 * n; j++) {
			double t = a[c][j];
			a[c][j] = a[p][j];
			a[p][j] = t;
		}
		double d = a[c][c];
		for (int j = 0; j < 2 * n; j++)
			a[c][j] /= d;
		for (int r = 0; r < n; r++) {
			if (r == c || a[r][c] == 0)
				continue;
			double f = a[r][c];
			for (int j = c; j < 2 * n; j++)
				a[r][j] -= f * a[c][j];
		}
	}
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			inverse[i][j] = a[i][n + j];
	return 0;
}

static void solve(void)
{
	memset(beta, 0, sizeof beta);
	for (int i = 0; i < n_active; i++) {
		double v = 0;
		for (int j = 0; j < n_active; j++)
			v += inverse[i][j] * xty[active[j]];
		beta[active[i]] = v;
	}
}

static void play_game(uint64_t seed, enum words_level level)
{
	long pending[WORDS_MAX_PLAYERS] = { -1, -1, -1, -1 }; /* the seat's last leave's sample */
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
		/* A leave counts when the refill was full: the bag still holds
		 * tiles, so the next turn is an ordinary one. */
		bool counts = keeps && game.pos.bag_len > 0 && !words_is_over(&game);
		long before = pending[seat];
		if (before >= 0) {
			kept[before].points = (int16_t)points;
			kept[before].done = true;
			if (counts)
				memcpy(kept[before].next, leave, sizeof leave);
		}
		pending[seat] = counts ? add_sample(leave) : -1;
	}
}

static int to_tenths(double v)
{
	double t = round(v * 10);
	return t > 32767 ? 32767 : t < -32767 ? -32767 : (int)t;
}

/* The leaves whose next turn came: what the fit sees. */
static long done_samples(void)
{
	long n = 0;
	for (long s = 0; s < samples; s++)
		n += kept[s].done;
	return n;
}

static int write_table(const char *path, int argc, char **argv, long games, const char *name, long used,
		       double mean)
{
	FILE *f = fopen(path, "w");
	if (!f) {
		fprintf(stderr, "learn-leaves: %s: %s\n", path, strerror(errno));
		return -errno;
	}
	fprintf(f, "/* Generated by tools/learn/learn_leaves.c - do not edit; learn again instead:\n *  ");
	for (int i = 0; i < argc; i++)
		fprintf(f, " %s", i == 0 ? "learn-leaves" : argv[i]);
	fprintf(f, "\n * %ld self-play games, %ld leaves, %.2f points after an empty leave,\n"
		   " * %.2f on average.  Tenths of a point (words_leaves.h). */\n",
		games, used, beta[F_CONST], mean);
	fprintf(f, "#include \"ai/words_leaves.h\"\n\nconst struct words_leave_table %s = {\n", name);
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
	fprintf(f, "\t},\n");
	if (use_pairs) {
		/* [a][b] for a < b, a row per lower kind (26: the blank) */
		fprintf(f, "\t.pair = {\n");
		for (int a = 0; a < WORDS_LEAVE_KINDS - 1; a++) {
			fprintf(f, "\t\t['%c' - 'A'] = {", 'A' + a);
			for (int b = a + 1; b < WORDS_LEAVE_KINDS; b++)
				fprintf(f, "%s[%d] = %d,", b == a + 1 ? " " : " ", b,
					to_tenths(beta[F_PAIR + a * WORDS_LEAVE_KINDS + b]));
			fprintf(f, " },\n");
		}
		fprintf(f, "\t},\n");
	}
	fprintf(f, "\t.samples = %ld,\n};\n", used);
	if (fclose(f)) {
		fprintf(stderr, "learn-leaves: %s: %s\n", path, strerror(errno));
		return -EIO;
	}
	return 0;
}

static int usage(void)
{
	fprintf(stderr, "usage: learn-leaves [--level medium|hard] [--leaves hard|expert] [--seed N]\n"
			"                    [--target next|rest] [--pairs] [--name NAME] DICT GAMES OUT.c\n");
	return 2;
}

/* A C identifier, so that the table written compiles. */
static bool is_identifier(const char *s)
{
	if (!*s || (*s >= '0' && *s <= '9'))
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') || *s == '_'))
			return false;
	return true;
}

/* Fits the model to the target; rest: again and again with the values the
 * last round gave the next leaves, until they move less than a hundredth
 * of a point (or 50 rounds).  Returns the target's mean, or NAN. */
static double fit_target(bool rest)
{
	/* lambda: about the weight of a few hundred leaves' worth of evidence
	 * for each term, scaled with the data. */
	double lambda = 2.0 + done_samples() / 2000.0, mean = NAN;
	memset(beta, 0, sizeof beta);
	sum_features();
	if (invert(lambda))
		return NAN;
	for (int round = 0; round < (rest ? 50 : 1); round++) {
		static double last[NF];
		memcpy(last, beta, sizeof last);
		mean = sum_targets(rest && round > 0);
		solve();
		double moved = 0;
		for (int i = 1; i < NF; i++)
			moved = fmax(moved, fabs(beta[i] - last[i]));
		if (rest)
			printf("learn-leaves: round %d: blank %+.1f, S %+.1f, Q %+.1f; largest change %.3f\n", round + 1,
			       beta[F_TILE + 26], beta[F_TILE + 'S' - 'A'], beta[F_TILE + 'Q' - 'A'], moved);
		if (round > 0 && moved < 0.01)
			break;
	}
	return mean;
}

int main(int argc, char **argv)
{
	enum words_level level = WORDS_LEVEL_MEDIUM;
	int leaves_level = -1;
	uint64_t seed = 1;
	bool rest = false;
	const char *name = "words_leaves";
	int i = 1;
	char msg[512];
	while (i < argc && !strncmp(argv[i], "--", 2)) {
		if (!strcmp(argv[i], "--pairs")) {
			use_pairs = true;
			i++;
			continue;
		}
		if (i + 1 >= argc)
			return usage();
		const char *v = argv[i + 1];
		if (!strcmp(argv[i], "--level")) {
			int l = words_level_parse(v);
			if (l != WORDS_LEVEL_MEDIUM && l != WORDS_LEVEL_HARD) {
				fprintf(stderr, "learn-leaves: --level wants medium or hard, not \"%s\"\n", v);
				return 2;
			}
			level = (enum words_level)l;
		} else if (!strcmp(argv[i], "--leaves")) {
			leaves_level = words_level_parse(v);
			if (leaves_level != WORDS_LEVEL_HARD && leaves_level != WORDS_LEVEL_EXPERT) {
				fprintf(stderr, "learn-leaves: --leaves wants hard or expert, not \"%s\"\n", v);
				return 2;
			}
		} else if (!strcmp(argv[i], "--seed")) {
			seed = strtoull(v, NULL, 10);
		} else if (!strcmp(argv[i], "--target")) {
			if (strcmp(v, "next") && strcmp(v, "rest")) {
				fprintf(stderr, "learn-leaves: --target wants next or rest, not \"%s\"\n", v);
				return 2;
			}
			rest = !strcmp(v, "rest");
		} else if (!strcmp(argv[i], "--name")) {
			if (!is_identifier(v)) {
				fprintf(stderr, "learn-leaves: --name wants a C name, not \"%s\"\n", v);
				return 2;
			}
			name = v;
		} else {
			fprintf(stderr, "learn-leaves: unknown option \"%s\"\n", argv[i]);
			return usage();
		}
		i += 2;
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
	if (leaves_level >= 0)
		words_player_set_leaves(player, words_player_leaves((enum words_level)leaves_level));
	for (long g = 0; g < games && samples < MAX_SAMPLES; g++)
		play_game(seed + (uint64_t)g, level);
	long used = done_samples();
	if (used < MIN_LEAVES) {
		fprintf(stderr, "learn-leaves: only %ld leaves: play more games\n", used);
		return 1;
	}
	if (samples == MAX_SAMPLES)
		fprintf(stderr, "learn-leaves: %d leaves kept, the most it holds: later games were not played\n",
			MAX_SAMPLES);
	double mean = fit_target(rest);
	if (isnan(mean)) {
		fprintf(stderr, "learn-leaves: the fit failed\n");
		return 1;
	}
	printf("learn-leaves: %ld games, %ld leaves; after an empty leave %.2f, mean %.2f\n", games, used,
	       beta[F_CONST], mean);
	printf("learn-leaves: blank %+.1f  S %+.1f  E %+.1f  Q %+.1f  Z %+.1f  dup E %+.1f  dup I %+.1f\n",
	       beta[F_TILE + 26], beta[F_TILE + 'S' - 'A'], beta[F_TILE + 'E' - 'A'], beta[F_TILE + 'Q' - 'A'],
	       beta[F_TILE + 'Z' - 'A'], beta[F_DUP + 'E' - 'A'], beta[F_DUP + 'I' - 'A']);
	if (use_pairs)
		printf("learn-leaves: pairs QU %+.1f  ?S %+.1f  ER %+.1f  IN %+.1f\n",
		       beta[F_PAIR + ('Q' - 'A') * WORDS_LEAVE_KINDS + 'U' - 'A'],
		       beta[F_PAIR + ('S' - 'A') * WORDS_LEAVE_KINDS + 26],
		       beta[F_PAIR + ('E' - 'A') * WORDS_LEAVE_KINDS + 'R' - 'A'],
		       beta[F_PAIR + ('I' - 'A') * WORDS_LEAVE_KINDS + 'N' - 'A']);
	dict_file_close(&df);
	return write_table(argv[i + 2], argc, argv, games, name, used, mean) ? 1 : 0;
}
