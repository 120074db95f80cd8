/* The Words computer player: five levels over the move generator.
 *   Beginner  a random play among all, weighted towards short words and
 *             low scores (a proxy for "ordinary words": there is no word
 *             frequency list), so it seldom finds the top score;
 *   Easy      a random play among the best eight scoring at most 70% of
 *             the top (several plays often share the top score);
 *   Medium    the top score;
 *   Hard      the best equity: score plus the value of the tiles kept
 *             (the table learned by self-play, words_leaves.h), or an
 *             exchange when keeping its best tiles is worth more;
 *   Expert    the leading Hard candidates played out two plies: for each
 *             rack drawn for the opponent from the unseen tiles (the same
 *             draws for every candidate), the candidate's equity less the
 *             equity of the opponent's Hard reply, averaged over as many
 *             draws as the time budget allows; it leaves Hard's choice
 *             only for a lead two standard errors clear.  With 1-7 tiles
 *             in the bag (two players) each candidate is played out to
 *             the end for each order of the unseen tiles it draws.  With the
 *             bag empty and two players the racks are known: it searches
 *             the end exactly (alpha-beta, deepening while the budget lasts).
 * No allocation: buffers and the boards played out live in struct
 * words_player. */
#include "ai/words_player.h"

#include "ai/words_leaves.h"

#include <errno.h>
#include <limits.h>
#include <string.h>

enum {
	CANDIDATES = 64,	/* moves kept by score for the levels that choose */
	EXPERT_CANDIDATES = 8,	/* of those, how many Expert plays out at most */
	EXPERT_WINDOW = 150,	/* ... within this equity (tenths) of the best */
	EASY_POOL = 8,
	REPLY_CAP = 12,		/* the opponent's replies by score, then chosen by equity */
	EXPERT_DRAWS = 64,	/* opponent racks drawn without a clock (fixed work) */
	EXPERT_MAX_DRAWS = 4096,	/* ... and with one: the budget decides (a bound for the sums) */
	EXPERT_MIN_DRAWS = 3,	/* fewer in the budget: keep Hard's choice */
	EXPERT_Z = 2,		/* ... and leave it only for a lead of this many standard errors */
	END_ROOT = 128,		/* endgame: our moves looked at, best scores first */
	END_INNER = 16,		/* ... and at the plies below */
	END_DEPTH = 6,		/* plies searched at most */
	END_MIN_DEPTH = 2,	/* always completed, whatever the budget */
	END_NODES = 6000,	/* generator calls per search without a clock */
	END_INF = 1000000,	/* beyond any score */
	PRE_END_BAG = 7,	/* pre-endgame: bag this small, two players - play every draw to the end */
	PRE_END_PLIES = 24,	/* a playout's turns at most (passes included) */
};

struct words_player {
	const struct dict *dict;
	struct words_gen_move moves[END_ROOT];
	int equity[END_ROOT];		/* Hard's equity of moves[i], tenths */
	struct words_gen_move reply[REPLY_CAP];
	struct words_gen_move end_moves[END_DEPTH][END_INNER];
	/* Board states for the generator (words_cross.h), each brought up to
	 * date from the one before by the squares a move changed: the game's,
	 * kept from turn to turn; Expert's candidates played out; the endgame
	 * search's plies. */
	struct words_cross kept;
	struct words_cross cand[EXPERT_CANDIDATES];
	struct words_cross end_state[END_DEPTH + 1];
	struct words_cross playout;	/* the pre-endgame's game played out to the end */
	struct words_rng rng;
	words_clock_fn now_ms;	/* Expert's budget; NULL: fixed numbers of draws and nodes */
	const struct words_leave_table *leaves;	/* this choice's (words_leaves.h) */
	const struct words_leave_table *leaves_set;	/* words_player_set_leaves; NULL: the level's */
	/* the endgame search in progress */
	uint64_t end_deadline;
	long end_nodes, end_node_cap;
	bool end_abort;
	bool end_must_finish;
	const atomic_bool *stop;	/* another thread's: read with stop_asked() */
};

/* ---- challenges ---------------------------------------------------------- */

int words_player_challenge_chance(enum words_level level)
{
	static const int chance[WORDS_LEVELS] = { 20, 40, 70, 100, 100 };
	return level >= 0 && level < WORDS_LEVELS ? chance[level] : 0;
}

static bool in_lexicon(const struct words_game *g, const char *word, int len)
{
	char up[WORDS_WORD_MAX];
	for (int i = 0; i < len; i++)
		up[i] = word[i] >= 'a' && word[i] <= 'z' ? (char)(word[i] - 'a' + 'A') : word[i];
	return g->lexicon.contains(g->lexicon.ctx, up, len);
}

/* The words a logged play formed, read off the board it stands on (the
 * main word, and across it through each tile it put down): one missing
 * from the dictionary makes it a phony. */
static bool play_is_phony(const struct words_game *g, const struct words_turn *t)
{
	const char *board = g->pos.board;
	int len = (int)strlen(t->word);
	if (!in_lexicon(g, t->word, len))
		return true;
	int step = t->dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	int dr = t->dir == WORDS_ACROSS ? 1 : 0, dc = 1 - dr;	/* across the play */
	for (int i = 0; t->tiles[i]; i++) {
		if (t->tiles[i] == '.')
			continue;
		int sq = t->square + i * step, r = sq / WORDS_SIZE, c = sq % WORDS_SIZE;
		while (r - dr >= 0 && c - dc >= 0 && board[(r - dr) * WORDS_SIZE + c - dc]) {
			r -= dr;
			c -= dc;
		}
		char word[WORDS_WORD_MAX];
		int n = 0;
		for (; r < WORDS_SIZE && c < WORDS_SIZE && board[r * WORDS_SIZE + c]; r += dr, c += dc)
			word[n++] = board[r * WORDS_SIZE + c];
		if (n >= 2 && !in_lexicon(g, word, n))
			return true;
	}
	return false;
}

bool words_player_challenges(const struct words_game *g, enum words_level level, uint64_t seed)
{
	int i = g->pos.challengeable;
	if (g->options.challenge == WORDS_CHALLENGE_ENFORCED || i < 0 || i >= g->pos.log_len || !g->lexicon.contains ||
	    g->log[i].kind != WORDS_TURN_PLAY || g->log[i].player == g->pos.current)
		return false;
	if (!play_is_phony(g, &g->log[i]))
		return false;
	struct words_rng rng;
	words_rng_seed(&rng, seed);
	return (int)words_rng_below(&rng, 100) < words_player_challenge_chance(level);
}

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

int words_leave_tenths(const struct words_leave_table *t, const char *leave)
{
	int value = 0, vowels = 0, consonants = 0, kinds = 0;
	uint8_t count[WORDS_LEAVE_KINDS] = { 0 }, kind[WORDS_RACK_SIZE];
	for (const char *c = leave; *c; c++) {
		int i = *c == '?' ? 26 : *c - 'A';
		if (i < 0 || i > 26)
			continue;
		value += t->tile[i];
		if (!count[i]++ && kinds < WORDS_RACK_SIZE)
			kind[kinds++] = (uint8_t)i;
		if (i == 26)
			continue;
		if (count[i] > 1)
			value += t->dup[i];
		if (*c == 'A' || *c == 'E' || *c == 'I' || *c == 'O' || *c == 'U')
			vowels++;
		else
			consonants++;
	}
	for (int a = 0; a < kinds; a++)
		for (int b = a + 1; b < kinds; b++)
			value += kind[a] < kind[b] ? t->pair[kind[a]][kind[b]] : t->pair[kind[b]][kind[a]];
	if (vowels < WORDS_LEAVE_VC && consonants < WORDS_LEAVE_VC)
		value += t->vc[vowels][consonants];
	return value;
}

int words_leave_value(const char *leave)
{
	int t = words_leave_tenths(&words_leaves, leave);
	return t >= 0 ? (t + 5) / 10 : -((-t + 5) / 10);
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

enum words_status words_choice_apply(struct words_game *g, const struct words_choice *c,
				     struct words_result *r)
{
	struct words_result scratch;
	struct words_move m;
	switch (c->kind) {
	case WORDS_CHOICE_PLAY:
		words_gen_to_move(&c->play, &m);
		return words_play(g, &m, r ? r : &scratch);
	case WORDS_CHOICE_EXCHANGE:
		return words_exchange(g, c->exchange);
	case WORDS_CHOICE_PASS:
		break;
	}
	return words_pass(g);
}

void words_choice_leave(const char *rack, const struct words_choice *c, char *out)
{
	if (c->kind == WORDS_CHOICE_PLAY) {
		leave_after(rack, &c->play, out);
		return;
	}
	size_t len = strnlen(rack, WORDS_RACK_SIZE);
	memcpy(out, rack, len);
	out[len] = '\0';
	if (c->kind != WORDS_CHOICE_EXCHANGE)
		return;
	for (const char *t = c->exchange; *t; t++) {
		char *at = strchr(out, *t);
		if (at)
			memmove(at, at + 1, strlen(at));
	}
}

/* Hard's equity of a play, in tenths of a point.  While the bag holds
 * tiles: score plus the leave's learned value.  With the bag empty the
 * tiles kept are worth nothing but a debt: going out gains twice the
 * opponents' racks, tiles kept cost twice their value. */
static int play_equity(const struct words_leave_table *leaves, const char *rack, const struct words_gen_move *m,
		       int bag_len, int others_value)
{
	char left[WORDS_RACK_SIZE + 1];
	leave_after(rack, m, left);
	if (bag_len > 0)
		return 10 * m->score + words_leave_tenths(leaves, left);
	if (!left[0])
		return 10 * (m->score + 2 * others_value);
	return 10 * (m->score - 2 * words_rack_value(left));
}

/* The best tiles to keep in an exchange (returning at least one): every
 * subset of the rack by its learned value.  Returns that value (tenths)
 * and writes the tiles to return. */
static int best_exchange(const struct words_leave_table *leaves, const char *rack, char *returned)
{
	int n = (int)strnlen(rack, WORDS_RACK_SIZE), best = INT_MIN;
	unsigned best_keep = 0;
	for (unsigned keep = 0; keep < (1u << n) - 1; keep++) {
		char kept[WORDS_RACK_SIZE + 1];
		int k = 0;
		for (int i = 0; i < n; i++)
			if (keep & (1u << i))
				kept[k++] = rack[i];
		kept[k] = '\0';
		int v = words_leave_tenths(leaves, kept);
		if (v > best) {
			best = v;
			best_keep = keep;
		}
	}
	int r = 0;
	for (int i = 0; i < n; i++)
		if (!(best_keep & (1u << i)))
			returned[r++] = rack[i];
	returned[r] = '\0';
	return best;
}

/* ---- choices ------------------------------------------------------------- */

/* No play: exchange, keeping what is best to keep, or pass when the bag is
 * too small. */
static void exchange_or_pass(const struct words_player *p, const struct words_game *g, struct words_choice *out)
{
	const char *rack = g->pos.rack[g->pos.current];
	if (g->pos.bag_len < WORDS_EXCHANGE_MIN_BAG || !rack[0]) {
		out->kind = WORDS_CHOICE_PASS;
		return;
	}
	best_exchange(p->leaves, rack, out->exchange);
	out->kind = WORDS_CHOICE_EXCHANGE;
}

void words_player_set_clock(struct words_player *p, words_clock_fn now_ms)
{
	p->now_ms = now_ms;
}

const struct words_leave_table *words_player_leaves(enum words_level level)
{
	return level == WORDS_LEVEL_EXPERT ? &words_leaves_expert : &words_leaves;
}

void words_player_set_leaves(struct words_player *p, const struct words_leave_table *t)
{
	p->leaves_set = t;
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

static void put_move(char *board, const struct words_gen_move *gm)
{
	struct words_move m;
	words_gen_to_move(gm, &m);
	for (int k = 0; k < m.count; k++)
		board[m.tiles[k].square] = m.tiles[k].tile;
}

/* *to = *from with gm played: a copy, then only the squares gm fills. */
static void state_after(const struct words_player *p, struct words_cross *to, const struct words_cross *from,
			const struct words_gen_move *gm)
{
	char board[WORDS_SQUARES];
	memcpy(board, from->board, sizeof board);
	put_move(board, gm);
	if (to != from)
		*to = *from;
	words_cross_sync(to, p->dict, board);
}

/* The flag carries no data with it: a relaxed read is enough. */
static bool stop_asked(const struct words_player *p)
{
	return p->stop && atomic_load_explicit(p->stop, memory_order_relaxed);
}

static bool out_of_time(struct words_player *p, uint64_t deadline)
{
	return stop_asked(p) || (p->now_ms && p->now_ms() >= deadline);
}

/* Whether a candidate's lead over Hard's choice, summed over n paired draws
 * (the differences' sum and sum of squares), stands EXPERT_Z standard errors
 * clear of zero (words_player.h).  With few draws the best of 8 noisy averages is often
 * ahead by chance alone, and leaving Hard's choice for it then loses (the
 * budget is wall time: a loaded machine gives few draws). */
bool words_expert_lead_is_clear(int64_t dsum, int64_t dsq, int n)
{
	if (dsum <= 0 || n < 2)
		return false;
	/* mean > Z * sqrt(var / n), var = (dsq - dsum^2 / n) / (n - 1), as
	 * doubles: the squares of the sums overflow 64 bits. */
	double mean = (double)dsum / n, var = ((double)dsq - (double)dsum * mean) / (n - 1);
	return mean * mean * n > EXPERT_Z * EXPERT_Z * var;
}

/* Per candidate over the draws so far: the sum of its values and, against
 * Hard's choice (candidate 0) on the same draws, the sum of the differences
 * and of their squares - for the noise of each comparison. */
struct expert_tally {
	int64_t sum[EXPERT_CANDIDATES], dsum[EXPERT_CANDIDATES], dsq[EXPERT_CANDIDATES];
	int samples;
};

/* Adds one draw's values; true when the draws end: the budget spent (or a
 * stop asked, then *stopped), or as many draws as a turn takes. */
static bool tally_add(struct expert_tally *t, const int *value, int cands, struct words_player *p,
		      uint64_t deadline, bool *stopped)
{
	for (int i = 0; i < cands; i++) {
		int64_t d = value[i] - value[0];
		t->sum[i] += value[i];
		t->dsum[i] += d;
		t->dsq[i] += d * d;
	}
	t->samples++;
	if (out_of_time(p, deadline)) {
		*stopped = stop_asked(p);
		return true;
	}
	return t->samples >= (p->now_ms ? EXPERT_MAX_DRAWS : EXPERT_DRAWS);
}

/* The best sum when its lead over Hard's choice is clear, else 0 (Hard's
 * choice), as with too few draws to tell noise from a difference. */
static int tally_choice(const struct expert_tally *t, int cands)
{
	int best = 0;
	if (t->samples < EXPERT_MIN_DRAWS)
		return 0;
	for (int i = 1; i < cands; i++)
		if (t->sum[i] > t->sum[best])
			best = i;
	return best && words_expert_lead_is_clear(t->dsum[best], t->dsq[best], t->samples) ? best : 0;
}

/* The first n of the unseen tiles drawn at random (a partial shuffle). */
static void shuffle_front(struct words_player *p, char *unseen, int nu, int n)
{
	for (int k = 0; k < n; k++) {
		int j = k + (int)words_rng_below(&p->rng, (uint32_t)(nu - k));
		char c = unseen[k];
		unseen[k] = unseen[j];
		unseen[j] = c;
	}
}

/* Expert, bag not empty: the first `cands` moves (best equity first) less
 * the opponent's Hard reply, over racks drawn from the unseen tiles until
 * the budget runs out. */
static int pick_expert(struct words_player *p, const struct words_game *g, int cands, uint64_t deadline,
		       uint64_t *evaluated, bool *stopped)
{
	char unseen[WORDS_TILE_COUNT];
	int nu = unseen_tiles(g, unseen);
	struct expert_tally t;
	int value[EXPERT_CANDIDATES];
	memset(&t, 0, sizeof t);
	/* What the bag holds once we have drawn: the opponent's reply is
	 * judged as Hard judges it then. */
	int bag_after = g->pos.bag_len;
	if (nu == 0 || cands < 2)
		return 0;
	for (int i = 0; i < cands; i++) /* once: every draw replies on the same boards */
		state_after(p, &p->cand[i], &p->kept, &p->moves[i]);
	for (;;) {
		/* One draw for every candidate: the same tiles keep the
		 * comparison fair. */
		char opp[WORDS_RACK_SIZE + 1];
		int take = nu < WORDS_RACK_SIZE ? nu : WORDS_RACK_SIZE;
		shuffle_front(p, unseen, nu, take);
		memcpy(opp, unseen, (size_t)take);
		opp[take] = '\0';
		for (int i = 0; i < cands; i++) {
			int after = bag_after - p->moves[i].count;
			struct words_gen_list l;
			words_gen_list_init(&l, p->reply, REPLY_CAP, WORDS_GEN_TOP);
			int reply = 0;
			if (words_gen_moves_kept(&p->cand[i], opp, &l) == 0 && l.count) {
				reply = INT_MIN;
				for (int r = 0; r < l.count; r++) {
					int e = play_equity(p->leaves, opp, &p->reply[r], after > 0 ? after : 0, 0);
					if (e > reply)
						reply = e;
				}
			}
			value[i] = p->equity[i] - reply;
			(*evaluated)++;
		}
		if (tally_add(&t, value, cands, p, deadline, stopped))
			break;
	}
	return tally_choice(&t, cands);
}

/* ---- the pre-endgame: a few tiles in the bag ---------------------------- */

/* Removes a generated move's tiles from rack (in place). */
static void take_tiles(char *rack, const struct words_gen_move *m)
{
	char left[WORDS_RACK_SIZE + 1];
	leave_after(rack, m, left);
	memcpy(rack, left, strlen(left) + 1);
}

/* Hard's choice among the REPLY_CAP top-scoring plays of rack on state:
 * the index in p->reply, or -1 for none (a pass: the bag is too small to
 * exchange). */
static int playout_choice(struct words_player *p, const struct words_cross *state, const char *rack, int bag_len,
			  int other_value)
{
	struct words_gen_list l;
	words_gen_list_init(&l, p->reply, REPLY_CAP, WORDS_GEN_TOP);
	if (words_gen_moves_kept(state, rack, &l) != 0 || !l.count)
		return -1;
	int best = -1, best_e = INT_MIN;
	for (int r = 0; r < l.count; r++) {
		int e = play_equity(p->leaves, rack, &p->reply[r], bag_len, other_value);
		if (e > best_e) {
			best_e = e;
			best = r;
		}
	}
	return best;
}

/* Draws up to the rack's size from the front of bag (in place). */
static void refill(char *rack, char *bag, int *bag_len)
{
	int have = (int)strlen(rack), take = WORDS_RACK_SIZE - have;
	if (take > *bag_len)
		take = *bag_len;
	memcpy(rack + have, bag, (size_t)take);
	rack[have + take] = '\0';
	memmove(bag, bag + take, (size_t)(*bag_len - take));
	*bag_len -= take;
}

/* Candidate `i` played out to the end of the game with Hard's choices on
 * both sides, for one order of the unseen tiles: the opponent holds the
 * first opp_len of them, the bag the rest in that order (we draw first).
 * Returns the final spread from our side (spread: the scores' difference
 * now). */
static int pre_end_playout(struct words_player *p, const char *rack, int i, const char *unseen, int nu,
			   int opp_len, int spread)
{
	char racks[2][WORDS_RACK_SIZE + 1], bag[WORDS_TILE_COUNT];
	int bag_len = nu - opp_len, side = 1, passes = 0;
	memcpy(racks[1], unseen, (size_t)opp_len);
	racks[1][opp_len] = '\0';
	memcpy(bag, unseen + opp_len, (size_t)bag_len);
	leave_after(rack, &p->moves[i], racks[0]);
	refill(racks[0], bag, &bag_len);
	int diff = spread + p->moves[i].score; /* ours less theirs */
	p->playout = p->cand[i];
	bool over = !racks[0][0];
	if (over)
		diff += 2 * words_rack_value(racks[1]);
	for (int ply = 0; !over && ply < PRE_END_PLIES; ply++, side = 1 - side) {
		int sign = side ? -1 : 1;
		int r = playout_choice(p, &p->playout, racks[side], bag_len, words_rack_value(racks[1 - side]));
		if (r < 0) {
			/* Two passes in a row end it: both racks lost. */
			if (++passes >= 2) {
				diff += words_rack_value(racks[1]) - words_rack_value(racks[0]);
				over = true;
			}
			continue;
		}
		passes = 0;
		struct words_gen_move m = p->reply[r];
		diff += sign * m.score;
		take_tiles(racks[side], &m);
		refill(racks[side], bag, &bag_len);
		if (!racks[side][0]) {
			diff += sign * 2 * words_rack_value(racks[1 - side]);
			over = true;
		} else {
			state_after(p, &p->playout, &p->playout, &m);
		}
	}
	if (!over) /* the cap: each side charged its rack */
		diff += words_rack_value(racks[1]) - words_rack_value(racks[0]);
	return diff;
}

/* Expert with PRE_END_BAG tiles or fewer in the bag and two players: the
 * first `cands` moves each played out to the end (pre_end_playout) over
 * the same orders of the unseen tiles, until the budget runs out; the best
 * average is taken when its lead over Hard's choice (candidate 0) is clear,
 * as in pick_expert.  Near the end the leave table says little: what
 * counts is who goes out, what is stuck, and who wins. */
static int pick_pre_end(struct words_player *p, const struct words_game *g, int cands, uint64_t deadline,
			uint64_t *evaluated, bool *stopped)
{
	char unseen[WORDS_TILE_COUNT];
	int nu = unseen_tiles(g, unseen), me = g->pos.current;
	int opp_len = (int)strlen(g->pos.rack[1 - me]);
	int spread = g->pos.score[me] - g->pos.score[1 - me];
	const char *rack = g->pos.rack[me];
	struct expert_tally t;
	int value[EXPERT_CANDIDATES];
	memset(&t, 0, sizeof t);
	if (cands < 2)
		return 0;
	for (int i = 0; i < cands; i++)
		state_after(p, &p->cand[i], &p->kept, &p->moves[i]);
	for (;;) {
		shuffle_front(p, unseen, nu, nu); /* a fresh order of all the unseen tiles */
		for (int i = 0; i < cands; i++) {
			value[i] = pre_end_playout(p, rack, i, unseen, nu, opp_len, spread);
			(*evaluated)++;
		}
		if (tally_add(&t, value, cands, p, deadline, stopped))
			break;
	}
	return tally_choice(&t, cands);
}

/* ---- the end, bag empty: both racks known -------------------------------- */

/* Negamax with alpha-beta: the points the side to move (racks[0]) will make
 * from here, less the other's, to the end or `depth` plies.  Going out
 * gains twice the other's rack (classic: the goer gains it and the other
 * loses it; tournament: the goer gains it twice).  Two passes in a row end
 * it with both racks lost.  At the horizon each side is charged its rack. */
static int end_search(struct words_player *p, int ply, int depth, const char *mine, const char *theirs,
		      bool passed, int alpha, int beta)
{
	struct words_cross *state = &p->end_state[ply];
	int stuck = words_rack_value(theirs) - words_rack_value(mine);
	if (depth == 0)
		return stuck;
	if (p->end_abort)
		return 0;
	/* A depth that must finish is stopped only by the stop flag. */
	if (stop_asked(p) ||
	    (!p->end_must_finish && (p->end_nodes >= p->end_node_cap || out_of_time(p, p->end_deadline)))) {
		p->end_abort = true;
		return 0;
	}
	p->end_nodes++;
	struct words_gen_move *moves = p->end_moves[ply];
	struct words_gen_list l;
	words_gen_list_init(&l, moves, END_INNER, WORDS_GEN_TOP);
	if (words_gen_moves_kept(state, mine, &l) != 0)
		l.count = 0;
	words_gen_sort(&l);
	int best = -END_INF;
	if (l.count == 0) {
		/* No play: pass; a second pass in a row ends the game. */
		if (passed)
			return stuck;
		p->end_state[ply + 1] = *state;
		return -end_search(p, ply + 1, depth - 1, theirs, mine, true, -beta, -alpha);
	}
	for (int i = 0; i < l.count; i++) {
		int v;
		int mine_len = (int)strlen(mine);
		if (moves[i].count == mine_len) {
			v = moves[i].score + 2 * words_rack_value(theirs);
		} else {
			char left[WORDS_RACK_SIZE + 1];
			memcpy(left, mine, (size_t)mine_len + 1);
			take_tiles(left, &moves[i]);
			state_after(p, &p->end_state[ply + 1], state, &moves[i]);
			/* v = score - child: the child's window is shifted by the score. */
			v = moves[i].score - end_search(p, ply + 1, depth - 1, theirs, left, false,
							 moves[i].score - beta, moves[i].score - alpha);
		}
		if (p->end_abort)
			return 0;
		if (v > best)
			best = v;
		if (v > alpha)
			alpha = v;
		if (alpha >= beta)
			break;
	}
	return best;
}

/* Expert, bag empty, two players: p->moves[0..n) (best score first) searched
 * deeper and deeper while the budget lasts; the last depth finished decides.
 * Returns the move's index, or -1 when the search could not finish even
 * the first depth (a stop). */
static int pick_end(struct words_player *p, const struct words_game *g, int n, uint64_t deadline,
		    uint64_t *evaluated, bool *stopped)
{
	const char *mine = g->pos.rack[g->pos.current];
	const char *theirs = g->pos.rack[1 - g->pos.current];
	int mine_len = (int)strlen(mine), chosen = -1;
	p->end_deadline = deadline;
	p->end_nodes = 0;
	p->end_node_cap = p->now_ms ? LONG_MAX : END_NODES;
	for (int depth = 1; depth <= END_DEPTH; depth++) {
		int best = -1, best_v = -END_INF, alpha = -END_INF;
		p->end_abort = false;
		p->end_must_finish = depth <= END_MIN_DEPTH;
		for (int i = 0; i < n; i++) {
			int v;
			if (p->moves[i].count == mine_len) {
				v = p->moves[i].score + 2 * words_rack_value(theirs);
			} else {
				char left[WORDS_RACK_SIZE + 1];
				memcpy(left, mine, (size_t)mine_len + 1);
				take_tiles(left, &p->moves[i]);
				state_after(p, &p->end_state[1], &p->kept, &p->moves[i]);
				v = p->moves[i].score - end_search(p, 1, depth - 1, theirs, left, false,
								   p->moves[i].score - END_INF, p->moves[i].score - alpha);
			}
			if (p->end_abort)
				break;
			if (v > best_v) {
				best_v = v;
				best = i;
			}
			if (v > alpha)
				alpha = v;
		}
		if (p->end_abort) {
			*stopped = stop_asked(p);
			break;
		}
		/* The best so far first: the next depth's window starts there. */
		struct words_gen_move m = p->moves[best];
		memmove(&p->moves[1], &p->moves[0], sizeof m * (size_t)best);
		p->moves[0] = m;
		chosen = 0;
		/* Every line ends within the depth: nothing deeper to see. */
		if (depth >= 2 * (mine_len + (int)strlen(theirs)))
			break;
	}
	*evaluated = (uint64_t)p->end_nodes;
	return chosen;
}

/* Easy: a random play among the best EASY_POOL of those scoring at most
 * 70% of the top. */
static int pick_easy(struct words_player *p, int n)
{
	int first = 0;
	while (first < n - 1 && p->moves[first].score * 10 > p->moves[0].score * 7)
		first++;
	int pool = n - first < EASY_POOL ? n - first : EASY_POOL;
	return first + (int)words_rng_below(&p->rng, (uint32_t)pool);
}

/* p->moves[0..n) by Hard's equity, best first, p->equity beside them (a
 * stable insertion sort: ties keep the generator's order). */
static void sort_by_equity(struct words_player *p, const struct words_game *g, int n)
{
	const char *rack = g->pos.rack[g->pos.current];
	int others_value = 0;
	for (int pl = 0; pl < g->pos.players; pl++)
		if (pl != g->pos.current)
			others_value += words_rack_value(g->pos.rack[pl]);
	for (int i = 0; i < n; i++) {
		struct words_gen_move m = p->moves[i];
		int e = play_equity(p->leaves, rack, &m, g->pos.bag_len, others_value), j = i;
		while (j > 0 && p->equity[j - 1] < e) {
			p->moves[j] = p->moves[j - 1];
			p->equity[j] = p->equity[j - 1];
			j--;
		}
		p->moves[j] = m;
		p->equity[j] = e;
	}
}

/* Hard and Expert over p->moves[0..n) (best score first): the endgame
 * search when it applies and finishes, else the best equity, or an
 * exchange when keeping the best tiles is worth more (then -1, with the
 * exchange in out); Expert plays the leading candidates out. */
static int pick_strong(struct words_player *p, const struct words_game *g, enum words_level level,
		       bool endgame, int n, uint64_t deadline, struct words_choice *out)
{
	if (endgame) {
		int e = pick_end(p, g, n, deadline, &out->evaluated, &out->stopped);
		if (e >= 0)
			return e;
	}
	sort_by_equity(p, g, n);
	if (g->pos.bag_len >= WORDS_EXCHANGE_MIN_BAG) {
		char returned[WORDS_RACK_SIZE + 1];
		if (best_exchange(p->leaves, g->pos.rack[g->pos.current], returned) > p->equity[0]) {
			out->kind = WORDS_CHOICE_EXCHANGE;
			memcpy(out->exchange, returned, sizeof returned);
			return -1;
		}
	}
	if (level != WORDS_LEVEL_EXPERT || endgame)
		return 0;
	out->evaluated = 0; /* Expert counts the replies (or playouts) it simulated */
	if (g->pos.bag_len <= PRE_END_BAG && g->pos.players == 2) {
		/* Near the end the leave values say little: no equity window. */
		int cands = n < EXPERT_CANDIDATES ? n : EXPERT_CANDIDATES;
		return pick_pre_end(p, g, cands, deadline, &out->evaluated, &out->stopped);
	}
	int cands = 1;
	while (cands < n && cands < EXPERT_CANDIDATES && p->equity[cands] >= p->equity[0] - EXPERT_WINDOW)
		cands++;
	return pick_expert(p, g, cands, deadline, &out->evaluated, &out->stopped);
}

int words_player_choose(struct words_player *p, const struct words_game *g, enum words_level level,
			uint64_t seed, uint32_t budget_ms, const atomic_bool *stop,
			struct words_choice *out)
{
	if (!p || !g || !out || level < 0 || level >= WORDS_LEVELS || words_is_over(g))
		return -EINVAL;
	memset(out, 0, sizeof *out);
	words_rng_seed(&p->rng, seed);
	p->stop = stop;
	p->leaves = p->leaves_set ? p->leaves_set : words_player_leaves(level);
	bool endgame = level == WORDS_LEVEL_EXPERT && g->pos.bag_len == 0 && g->pos.players == 2;
	int cap = level == WORDS_LEVEL_MEDIUM ? 1 : endgame ? END_ROOT : CANDIDATES;
	struct words_gen_list l;
	words_gen_list_init(&l, p->moves, cap, WORDS_GEN_TOP);
	if (words_cross_sync(&p->kept, p->dict, g->pos.board) != 0 ||
	    words_gen_moves_kept(&p->kept, g->pos.rack[g->pos.current], &l) != 0)
		return -EINVAL;
	words_gen_sort(&l);
	out->evaluated = (uint64_t)l.total;
	if (l.count == 0) {
		exchange_or_pass(p, g, out);
		return 0;
	}
	int pick = 0;
	uint64_t deadline = p->now_ms ? p->now_ms() + (budget_ms ? budget_ms : 2000) : 0;
	switch (level) {
	case WORDS_LEVEL_BEGINNER:
		pick = pick_beginner(p, l.count);
		break;
	case WORDS_LEVEL_EASY:
		pick = pick_easy(p, l.count);
		break;
	case WORDS_LEVEL_MEDIUM:
		break;
	case WORDS_LEVEL_HARD:
	case WORDS_LEVEL_EXPERT:
		pick = pick_strong(p, g, level, endgame, l.count, deadline, out);
		if (pick < 0)
			return 0; /* an exchange */
		break;
	default:
		break;
	}
	out->kind = WORDS_CHOICE_PLAY;
	out->play = p->moves[pick];
	return 0;
}
