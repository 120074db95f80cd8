/* The Words computer player: five levels over the move generator.
 *   Beginner  a random play among all, weighted towards short words and
 *             low scores (a proxy for "ordinary words": there is no word
 *             frequency list), so it seldom finds the top score;
 *   Easy      a random play among the best eight scoring at most 70% of
 *             the top (several plays often share the top score);
 *   Medium    the top score;
 *   Hard      the best equity: score plus the value of the tiles kept
 *             (words_leave_value, a table set by hand - see docs);
 *   Expert    the best Hard candidates played out two plies ahead: for
 *             each, a rack for the opponent and the player's own next
 *             tiles are drawn from the unseen tiles; the candidate's score,
 *             less the opponent's best reply, plus the player's best next
 *             play with what it kept, averaged over as many draws as the
 *             time budget allows.
 * Every level exchanges when it has no play (keeping its best tiles) and
 * passes when it can neither play nor exchange.  No allocation: buffers
 * and the simulation game live in struct words_player. */
#include "ai/words_player.h"

#include <errno.h>
#include <string.h>

enum {
	CANDIDATES = 64,	/* moves kept by score for the levels that choose */
	EXPERT_CANDIDATES = 8,	/* of those, how many Expert plays out */
	EASY_POOL = 8,
	REPLY_CAP = 1,		/* the opponent's reply: the best only */
	EXPERT_MAX_DRAWS = 64,	/* opponent racks drawn at most (also without a clock) */
};

struct words_player {
	const struct dict *dict;
	struct words_gen_move moves[CANDIDATES];
	struct words_gen_move reply[REPLY_CAP];
	char board[WORDS_SQUARES];	/* a candidate played out, for the reply */
	struct words_rng rng;
	words_clock_fn now_ms;	/* Expert's budget; NULL: a fixed number of draws */
};

size_t words_player_memory_size(void)
{
	return sizeof(struct words_player);
}

struct words_player *words_player_init(void *mem, size_t bytes, const struct dict *d)
{
	if (!mem || bytes < sizeof(struct words_player) || ((uintptr_t)mem & 15) || !d)
		return NULL;
	struct words_player *p = mem;
	memset(p, 0, sizeof *p);
	p->dict = d;
	return p;
}

static const char *const level_names[WORDS_LEVELS] = { "Beginner", "Easy", "Medium", "Hard", "Expert" };

const char *words_level_name(enum words_level level)
{
	return level >= 0 && level < WORDS_LEVELS ? level_names[level] : "?";
}

int words_level_parse(const char *s)
{
	static const char *const lower[WORDS_LEVELS] = { "beginner", "easy", "medium", "hard", "expert" };
	if (!s)
		return -1;
	for (int i = 0; i < WORDS_LEVELS; i++) {
		char digit[2] = { (char)('1' + i), '\0' };
		if (!strcmp(s, lower[i]) || !strcmp(s, digit))
			return i;
	}
	return -1;
}

/* ---- the value of the tiles kept --------------------------------------- */

/* What a tile kept on the rack is worth to the next turns, in points:
 * the blank and S make bingos and hooks, awkward letters clog the rack.
 * Set by hand from the usual wisdom of the game; a self-play tuner is not
 * written yet (docs/words-ai.md). */
static const int8_t KEEP[27] = {
	/* A  B   C  D  E  F   G   H  I  J   K   L  M  N  O  P   Q    R  S  T  U   V   W   X  Y   Z */
	1, -2, 0, 0, 2, -2, -2, 0, 0, -3, -2, 0, -1, 1, -1, -1, -7, 1, 8, 0, -3, -5, -3, 2, -1, 1,
	25, /* the blank */
};

int words_leave_value(const char *leave)
{
	int value = 0, vowels = 0, n = 0;
	unsigned seen = 0, dup = 0;
	for (const char *c = leave; *c; c++, n++) {
		int i = *c == '?' ? 26 : *c - 'A';
		if (i < 0 || i > 26)
			continue;
		value += KEEP[i];
		if (i < 26 && strchr("AEIOU", *c))
			vowels++;
		if (i < 26) {
			if (seen & (1u << i))
				dup++;
			seen |= 1u << i;
		}
	}
	/* Duplicates and an unbalanced mix of vowels and consonants cost. */
	value -= 3 * (int)dup;
	int consonants = n - vowels;
	if (n >= 2 && (vowels == 0 || consonants == 0))
		value -= 2 * n;
	return value;
}

/* The rack left after a generated move (tiles put down removed; a blank
 * played is a '?' gone). */
static void leave_after(const char *rack, const struct words_gen_move *m, char *out)
{
	char left[WORDS_RACK_SIZE + 1];
	size_t len = strnlen(rack, WORDS_RACK_SIZE);
	memcpy(left, rack, len);
	left[len] = '\0';
	for (int i = 0; i < m->len; i++) {
		if (m->through & (1u << i))
			continue;
		char c = m->word[i];
		char want = c >= 'a' && c <= 'z' ? '?' : c;
		char *at = strchr(left, want);
		if (at)
			memmove(at, at + 1, strlen(at));
	}
	memcpy(out, left, strlen(left) + 1);
}

static int equity(const char *rack, const struct words_gen_move *m)
{
	char left[WORDS_RACK_SIZE + 1];
	leave_after(rack, m, left);
	return m->score + words_leave_value(left);
}

/* ---- choices ------------------------------------------------------------- */

/* No play: exchange what is worst to keep (all but the blank, S and one
 * of the better letters), or pass when the bag is too small. */
static void exchange_or_pass(const struct words_game *g, struct words_choice *out)
{
	const char *rack = g->pos.rack[g->pos.current];
	if (g->pos.bag_len < WORDS_EXCHANGE_MIN_BAG || !rack[0]) {
		out->kind = WORDS_CHOICE_PASS;
		return;
	}
	int n = 0;
	bool kept_good = false;
	for (const char *c = rack; *c; c++) {
		bool keep = *c == '?' || *c == 'S' || (!kept_good && strchr("ERTAN", *c) && (kept_good = true));
		if (!keep)
			out->exchange[n++] = *c;
	}
	if (!n)
		out->exchange[n++] = rack[0];	/* nothing bad to return: return one */
	out->exchange[n] = '\0';
	out->kind = WORDS_CHOICE_EXCHANGE;
}

void words_player_set_clock(struct words_player *p, words_clock_fn now_ms)
{
	p->now_ms = now_ms;
}

/* Beginner: weight 1/(len^2) and lower for higher scores, drawn at random. */
static int pick_beginner(struct words_player *p, int n)
{
	uint32_t weight[CANDIDATES], total = 0;
	int top = p->moves[0].score > 0 ? p->moves[0].score : 1;
	for (int i = 0; i < n; i++) {
		uint32_t len = p->moves[i].len;
		uint32_t w = 3600 / (len * len);
		/* The top score only a tenth as likely as the weight says. */
		if (p->moves[i].score * 10 >= top * 9)
			w /= 10;
		weight[i] = w ? w : 1;
		total += weight[i];
	}
	uint32_t r = words_rng_below(&p->rng, total);
	for (int i = 0; i < n; i++) {
		if (r < weight[i])
			return i;
		r -= weight[i];
	}
	return n - 1;
}

/* The tiles the player to move cannot see: bag plus the other racks. */
static int unseen_tiles(const struct words_game *g, char *out)
{
	int n = 0;
	for (int i = 0; i < g->pos.bag_len; i++)
		out[n++] = g->pos.bag[i];
	for (int pl = 0; pl < g->pos.players; pl++)
		if (pl != g->pos.current)
			for (const char *c = g->pos.rack[pl]; *c; c++)
				out[n++] = *c;
	return n;
}

/* Expert: candidate i's score and leave minus the opponent's best reply,
 * over racks drawn from the unseen tiles until the budget runs out. */
static int pick_expert(struct words_player *p, const struct words_game *g, int n, uint32_t budget_ms,
		       const volatile bool *stop, uint64_t *evaluated, bool *stopped)
{
	const char *rack = g->pos.rack[g->pos.current];
	char unseen[WORDS_TILE_COUNT];
	int nu = unseen_tiles(g, unseen);
	int cands = n < EXPERT_CANDIDATES ? n : EXPERT_CANDIDATES;
	long sum[EXPERT_CANDIDATES] = { 0 };
	int samples = 0, best = 0;
	uint64_t deadline = p->now_ms ? p->now_ms() + budget_ms : 0;
	if (nu == 0)
		return 0;
	for (;;) {
		/* One draw for every candidate: the same tiles keep the
		 * comparison fair.  The opponent's rack first, then the tiles
		 * that would refill ours. */
		char opp[WORDS_RACK_SIZE + 1];
		int drawn = nu < 2 * WORDS_RACK_SIZE ? nu : 2 * WORDS_RACK_SIZE;
		for (int k = 0; k < drawn; k++) {
			int j = k + (int)words_rng_below(&p->rng, (uint32_t)(nu - k));
			char t = unseen[k];
			unseen[k] = unseen[j];
			unseen[j] = t;
		}
		int take = drawn < WORDS_RACK_SIZE ? drawn : WORDS_RACK_SIZE;
		memcpy(opp, unseen, (size_t)take);
		opp[take] = '\0';
		for (int i = 0; i < cands; i++) {
			memcpy(p->board, g->pos.board, sizeof p->board);
			struct words_move m;
			words_gen_to_move(&p->moves[i], &m);
			for (int k = 0; k < m.count; k++)
				p->board[m.tiles[k].square] = m.tiles[k].tile;
			struct words_gen_list l;
			words_gen_list_init(&l, p->reply, REPLY_CAP, WORDS_GEN_TOP);
			int reply = 0, next = 0;
			if (words_gen_moves(p->dict, p->board, opp, &l) == 0 && l.count)
				reply = p->reply[0].score;
			/* Our next rack: what this candidate keeps, refilled. */
			char mine[WORDS_RACK_SIZE + 1];
			leave_after(rack, &p->moves[i], mine);
			int have = (int)strlen(mine), extra = drawn - take;
			for (int k = 0; have < WORDS_RACK_SIZE && k < extra; k++)
				mine[have++] = unseen[take + k];
			mine[have] = '\0';
			words_gen_list_init(&l, p->reply, REPLY_CAP, WORDS_GEN_TOP);
			if (have && words_gen_moves(p->dict, p->board, mine, &l) == 0 && l.count)
				next = p->reply[0].score;
			sum[i] += p->moves[i].score - reply + next;
			(*evaluated)++;
		}
		samples++;
		if ((stop && *stop) || (p->now_ms && p->now_ms() >= deadline)) {
			*stopped = stop && *stop;
			break;
		}
		if (samples >= EXPERT_MAX_DRAWS)
			break;
	}
	for (int i = 1; i < cands; i++)
		if (sum[i] > sum[best])
			best = i;
	return best;
}

int words_player_choose(struct words_player *p, const struct words_game *g, enum words_level level,
			uint64_t seed, uint32_t budget_ms, const volatile bool *stop,
			struct words_choice *out)
{
	if (!p || !g || !out || level < 0 || level >= WORDS_LEVELS || words_is_over(g))
		return -EINVAL;
	memset(out, 0, sizeof *out);
	words_rng_seed(&p->rng, seed);
	const char *rack = g->pos.rack[g->pos.current];
	struct words_gen_list l;
	words_gen_list_init(&l, p->moves, level == WORDS_LEVEL_MEDIUM ? 1 : CANDIDATES, WORDS_GEN_TOP);
	if (words_gen_moves(p->dict, g->pos.board, rack, &l) != 0)
		return -EINVAL;
	words_gen_sort(&l);
	out->evaluated = (uint64_t)l.total;
	if (l.count == 0) {
		exchange_or_pass(g, out);
		return 0;
	}
	int pick = 0;
	switch (level) {
	case WORDS_LEVEL_BEGINNER:
		pick = pick_beginner(p, l.count);
		break;
	case WORDS_LEVEL_EASY: {
		int first = 0;
		while (first < l.count - 1 && p->moves[first].score * 10 > p->moves[0].score * 7)
			first++;
		int pool = l.count - first < EASY_POOL ? l.count - first : EASY_POOL;
		pick = first + (int)words_rng_below(&p->rng, (uint32_t)pool);
		break;
	}
	case WORDS_LEVEL_MEDIUM:
		break;
	case WORDS_LEVEL_HARD:
	case WORDS_LEVEL_EXPERT: {
		/* Best equity first, then Expert plays the leaders out. */
		for (int i = 1; i < l.count; i++) {
			struct words_gen_move m = p->moves[i];
			int e = equity(rack, &m), j = i;
			while (j > 0 && equity(rack, &p->moves[j - 1]) < e) {
				p->moves[j] = p->moves[j - 1];
				j--;
			}
			p->moves[j] = m;
		}
		if (level == WORDS_LEVEL_EXPERT) {
			out->evaluated = 0;	/* Expert counts the replies it simulated */
			pick = pick_expert(p, g, l.count, budget_ms ? budget_ms : 2000, stop, &out->evaluated,
					   &out->stopped);
		}
		/* A poor play with a bad rack and a full bag: change tiles instead. */
		if (equity(rack, &p->moves[pick]) < 6 && p->moves[pick].score < 10 &&
		    g->pos.bag_len >= WORDS_EXCHANGE_MIN_BAG) {
			exchange_or_pass(g, out);
			return 0;
		}
		break;
	}
	default:
		break;
	}
	out->kind = WORDS_CHOICE_PLAY;
	out->play = p->moves[pick];
	return 0;
}
