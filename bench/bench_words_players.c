/* Figures for the Words computer player (docs/words-ai.md):
 *   bench_words_players DICT GAMES
 *   bench_words_players DICT GAMES A:B[,C:D...] [BUDGET_MS [FIRST]]
 * plays seeded games between levels and prints Medium-vs-Medium games per
 * second, Hard against Medium (wins, draws, losses over GAMES games with
 * seats alternating), Expert against Hard over GAMES/5 games with a 200 ms
 * budget, and each level's average score per turn against Medium; or only
 * the matches named (e.g. hard:medium), GAMES each.  BUDGET_MS 0 plays
 * Expert without a clock (its fixed 64 draws: the same work whatever the
 * load, and the same games every run); FIRST numbers the first game (from
 * 1), so that a long match can be split into runs that add up.  A side
 * written LEVEL@N plays as Hard while the bag holds more than N tiles
 * (expert@7:hard measures Expert's pre-endgame and endgame alone); one
 * written LEVEL/TABLE chooses by the leave table of level TABLE instead of
 * its own (hard/expert: Hard with Expert's table).  Each
 * match also prints the points the first side gained per game in each
 * phase (by the bag when a turn starts), and a match with a target (Hard
 * against Medium, Expert against Hard at 200 ms) a line saying whether it is
 * met, once the match is as long as the target says. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/words_player.h"
#include "platform/dict_file.h"

static struct dict_file df;
static struct words_lexicon lex;
static struct words_player *player;
static _Alignas(16) unsigned char mem[1 << 17];
static struct words_game game;

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static uint64_t clock_ms(void)
{
	return (uint64_t)(now_s() * 1000.0);
}

/* The game's phases by the tiles in the bag when a turn starts: where a
 * level gains or loses its points against the other. */
enum phase { PHASE_OPENING, PHASE_MIDDLE, PHASE_PRE_END, PHASE_END, PHASES };
static const char *const phase_names[PHASES] = { "opening (bag > 50)", "middle (8-50)", "pre-endgame (1-7)",
						 "endgame (0)" };

static enum phase phase_of(int bag_len)
{
	return bag_len > 50 ? PHASE_OPENING : bag_len > 7 ? PHASE_MIDDLE : bag_len > 0 ? PHASE_PRE_END : PHASE_END;
}

struct tally {
	long points[2];	/* points from plays, per seat's level */
	long turns[2];	/* turns taken */
	long spread[PHASES];	/* seat 0's score less seat 1's, gained in each phase (end adjustments included) */
};

/* A level may play as Hard while the bag holds more than its `from` tiles
 * ("expert@7:hard": Expert from the pre-endgame on), so that one phase of
 * a level can be measured on games otherwise the same; -1: always itself. */
static int from_bag[2] = { -1, -1 };
/* The level whose leave table a side chooses by when not its own
 * ("hard/expert"); -1: its own. */
static int side_table[2] = { -1, -1 };

static const struct words_leave_table *table_of(int level)
{
	return level < 0 ? NULL : words_player_leaves((enum words_level)level);
}

/* Expert's work: replies simulated (or endgame nodes) and turns. */
static uint64_t expert_evaluated, expert_turns;

/* One game, seat 0 at a, seat 1 at b.  Returns +1 if a wins, -1 if b, 0. */
static int play_game(uint64_t seed, enum words_level a, enum words_level b, const int *from,
		     const struct words_leave_table *const *leaves, uint32_t budget, struct tally *t)
{
	words_init(&game, 2, seed, NULL, lex);
	int guard = 0;
	while (!words_is_over(&game) && guard++ < 300) {
		int seat = game.pos.current;
		enum words_level level = seat ? b : a;
		if (from[seat] >= 0 && game.pos.bag_len > from[seat])
			level = WORDS_LEVEL_HARD;
		struct words_choice c;
		words_player_set_leaves(player, leaves[seat]);
		if (words_player_choose(player, &game, level, seed * 1000 + (uint64_t)guard, budget, NULL, &c))
			break;
		t->turns[seat]++;
		if (level == WORDS_LEVEL_EXPERT) {
			expert_evaluated += c.evaluated;
			expert_turns++;
		}
		struct words_result r;
		enum phase ph = phase_of(game.pos.bag_len);
		int before = game.pos.score[0] - game.pos.score[1];
		if (words_choice_apply(&game, &c, &r) != WORDS_OK)
			words_pass(&game);
		else if (c.kind == WORDS_CHOICE_PLAY)
			t->points[seat] += r.score;
		t->spread[ph] += game.pos.score[0] - game.pos.score[1] - before;
	}
	int d = game.pos.score[0] - game.pos.score[1];
	return d > 0 ? 1 : d < 0 ? -1 : 0;
}

/* "Expert", "Expert from bag 7" for a side that plays as Hard before, "Hard
 * with Expert's leaves" for one that chooses by another table. */
static const char *side_name(enum words_level level, int side, char *buf)
{
	if (from_bag[side] < 0 && side_table[side] < 0)
		return words_level_name(level);
	int n = snprintf(buf, 64, "%s", words_level_name(level));
	if (from_bag[side] >= 0)
		n += snprintf(buf + n, (size_t)(64 - n), " from bag %d", from_bag[side]);
	if (side_table[side] >= 0)
		snprintf(buf + n, (size_t)(64 - n), " with %s's leaves", words_level_name(side_table[side]));
	return buf;
}

/* a against b over n games, seats alternating; prints the record and
 * returns the share of games a won, in percent. */
static double match(enum words_level a, enum words_level b, int n, uint32_t budget, int first)
{
	int win = 0, draw = 0, loss = 0;
	char an[64], bn[64];
	struct tally t = { { 0, 0 }, { 0, 0 }, { 0 } };
	double t0 = now_s();
	for (int i = 0; i < n; i++) {
		struct tally g = { { 0, 0 }, { 0, 0 }, { 0 } };
		bool swap = i & 1;
		int from[2] = { from_bag[swap], from_bag[!swap] };
		const struct words_leave_table *leaves[2] = { table_of(side_table[swap]), table_of(side_table[!swap]) };
		int r = play_game((uint64_t)(first + i), swap ? b : a, swap ? a : b, from, leaves, budget, &g);
		if (swap)
			r = -r;
		win += r > 0;
		draw += r == 0;
		loss += r < 0;
		t.points[0] += g.points[swap];
		t.turns[0] += g.turns[swap];
		t.points[1] += g.points[!swap];
		t.turns[1] += g.turns[!swap];
		for (int ph = 0; ph < PHASES; ph++)
			t.spread[ph] += swap ? -g.spread[ph] : g.spread[ph];
		if ((i + 1) % 50 == 0 && i + 1 < n) /* a long match can be stopped and still tell */
			fprintf(stderr, "bench_words_players: %s vs %s: after %d games %d won, %d drawn, %d lost\n",
				side_name(a, 0, an), side_name(b, 1, bn), i + 1, win, draw, loss);
	}
	double secs = now_s() - t0;
	char work[64] = "";
	if (expert_turns)
		snprintf(work, sizeof work, "; Expert looked at %.0f replies a turn",
			 (double)expert_evaluated / (double)expert_turns);
	expert_evaluated = expert_turns = 0;
	printf("bench_words_players: %s vs %s: %d games, %d won, %d drawn, %d lost (%.1f%% won); "
	       "points per turn %.1f vs %.1f; %.2f games/s%s\n",
	       side_name(a, 0, an), side_name(b, 1, bn), n, win, draw, loss, 100.0 * win / n,
	       (double)t.points[0] / (t.turns[0] ? t.turns[0] : 1), (double)t.points[1] / (t.turns[1] ? t.turns[1] : 1),
	       n / secs, work);
	printf("bench_words_players: %s vs %s: points gained per game:", side_name(a, 0, an), side_name(b, 1, bn));
	for (int ph = 0; ph < PHASES; ph++)
		printf("%s %s %+.1f", ph ? "," : "", phase_names[ph], (double)t.spread[ph] / n);
	printf("\n");
	return 100.0 * win / n;
}

/* The strength targets (README, issue 18): a wins at least `want` percent
 * of 1000 games against b, Expert with 200 ms a turn.  Judged only on a
 * match that long; a shorter one says what it showed and how to judge. */
enum { TARGET_GAMES = 1000, TARGET_BUDGET_MS = 200 };

static void print_target(enum words_level a, enum words_level b, double won, int n, uint32_t budget)
{
	double want = a == WORDS_LEVEL_HARD && b == WORDS_LEVEL_MEDIUM   ? 60
		      : a == WORDS_LEVEL_EXPERT && b == WORDS_LEVEL_HARD ? 65
									 : 0;
	if (want == 0 || from_bag[0] >= 0 || from_bag[1] >= 0 || side_table[0] >= 0 || side_table[1] >= 0)
		return;
	bool expert = a == WORDS_LEVEL_EXPERT;
	char at[32] = "";
	if (expert)
		snprintf(at, sizeof at, " at %d ms a turn", TARGET_BUDGET_MS);
	printf("target: %s wins at least %.0f%% of %d games against %s%s: ", words_level_name(a), want,
	       TARGET_GAMES, words_level_name(b), at);
	if (n >= TARGET_GAMES && (!expert || budget == TARGET_BUDGET_MS))
		printf("%s (%.1f%%)\n", won >= want ? "met" : "NOT met", won);
	else if (expert)
		printf("not judged by %d games%s (%.1f%%); %d take about 20 minutes of both cores: "
		       "bench_words_players DICT %d expert:hard %d 1 and ... %d %d side by side\n",
		       n, budget == TARGET_BUDGET_MS ? "" : " at another budget", won, TARGET_GAMES,
		       TARGET_GAMES / 2, TARGET_BUDGET_MS, TARGET_BUDGET_MS, TARGET_GAMES / 2 + 1);
	else
		printf("not judged by %d games (%.1f%%): make bench-words-players WORDS_GAMES=1000\n", n, won);
}

/* "expert@7" -> the level and, after '@', the bag size from which it plays
 * as itself (Hard before; *from -1 without '@'); "hard/expert" -> the level,
 * choosing by the other level's leave table (*table; -1 without '/').  -1
 * if not a level. */
static int parse_side(const char *s, size_t len, int *from, int *table)
{
	char name[24];
	if (len >= sizeof name)
		return -1;
	memcpy(name, s, len);
	name[len] = '\0';
	char *slash = strchr(name, '/');
	*table = -1;
	if (slash) {
		*table = words_level_parse(slash + 1);
		if (*table < 0)
			return -1;
		*slash = '\0';
	}
	char *at = strchr(name, '@');
	*from = -1;
	if (at) {
		char *end;
		long n = strtol(at + 1, &end, 10);
		if (end == at + 1 || *end || n < 0 || n > 100)
			return -1;
		*from = (int)n;
		*at = '\0';
	}
	return words_level_parse(name);
}

/* "hard:medium" -> the two levels; false if either is not a level. */
static bool parse_match(const char *spec, enum words_level *a, enum words_level *b)
{
	const char *colon = strchr(spec, ':');
	if (!colon)
		return false;
	int la = parse_side(spec, (size_t)(colon - spec), &from_bag[0], &side_table[0]);
	int lb = parse_side(colon + 1, strlen(colon + 1), &from_bag[1], &side_table[1]);
	if (la < 0 || lb < 0)
		return false;
	*a = (enum words_level)la;
	*b = (enum words_level)lb;
	return true;
}

int main(int argc, char **argv)
{
	char msg[512];
	if (argc < 3 || argc > 6 || atoi(argv[2]) < 1 || (argc > 5 && atoi(argv[5]) < 1)) {
		fprintf(stderr, "usage: bench_words_players DICT GAMES [A:B[,C:D...] [BUDGET_MS [FIRST]]]\n"
				"  (default: every match below; Expert's budget 200 ms; 0: no clock, 64 draws;\n"
				"   FIRST: the first game's number, 1 by default)\n");
		return 2;
	}
	if (dict_file_open(&df, argv[1], ".", msg, sizeof msg)) {
		fprintf(stderr, "bench_words_players: %s\n", msg);
		return 1;
	}
	lex = dict_file_lexicon(&df);
	player = words_player_init(mem, sizeof mem, &df.dict);
	int n = atoi(argv[2]);
	uint32_t budget = argc > 4 ? (uint32_t)atoi(argv[4]) : TARGET_BUDGET_MS;
	int first = argc > 5 ? atoi(argv[5]) : 1;
	words_player_set_clock(player, budget ? clock_ms : NULL);
	if (argc > 3) {
		/* Only the matches asked for, each over GAMES games. */
		char list[256];
		snprintf(list, sizeof list, "%s", argv[3]);
		for (char *save = NULL, *spec = strtok_r(list, ",", &save); spec; spec = strtok_r(NULL, ",", &save)) {
			enum words_level a, b;
			if (!parse_match(spec, &a, &b)) {
				fprintf(stderr, "bench_words_players: \"%s\" is not a match such as hard:medium\n", spec);
				return 2;
			}
			print_target(a, b, match(a, b, n, budget, first), n, budget);
		}
		return 0;
	}
	from_bag[0] = from_bag[1] = -1;
	match(WORDS_LEVEL_MEDIUM, WORDS_LEVEL_MEDIUM, n, 0, 1);
	print_target(WORDS_LEVEL_HARD, WORDS_LEVEL_MEDIUM, match(WORDS_LEVEL_HARD, WORDS_LEVEL_MEDIUM, n, 0, 1), n, 0);
	match(WORDS_LEVEL_BEGINNER, WORDS_LEVEL_MEDIUM, n / 2 > 0 ? n / 2 : 1, 0, 1);
	match(WORDS_LEVEL_EASY, WORDS_LEVEL_MEDIUM, n / 2 > 0 ? n / 2 : 1, 0, 1);
	int ne = n / 5 > 0 ? n / 5 : 1;
	print_target(WORDS_LEVEL_EXPERT, WORDS_LEVEL_HARD, match(WORDS_LEVEL_EXPERT, WORDS_LEVEL_HARD, ne, budget, 1), ne,
		     budget);
	return 0;
}
