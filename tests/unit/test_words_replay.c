/* words_replay: a saved game is rebuilt by the rules, never trusted.
 *   - Seeded random games with every house rule (plays, passes, exchanges,
 *     challenges, take backs, shuffles, slot swaps, blank swaps, redraws,
 *     tiles left staged) are saved after every action, with the take-back
 *     ring and the lexicon poisoned, and replay to the same game field by
 *     field; a take back then gives the same position in both.
 *   - Hand-made bad games are refused with the field or the entry named: a
 *     rack letter out of range, unterminated turn-log strings, fields out of
 *     range, a log that disagrees with the board, the scores, the bag.
 *   - What the log cannot give is taken over when it is consistent: the rack
 *     order of the player to move, the shuffle generator, a challenge window
 *     closed by a failed single challenge or, after a going-out play, let
 *     stand (under five-point too), the staged tiles. */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "words_fixture.h"
#include "words_random.h"

#define GAMES 150
#define MAX_ACTIONS 260
#define TRIES_PER_PLAY 60

/* Phonies often enough that challenges withdraw plays, going-out ones too:
 * words of three letters or with a rare letter. */
static bool few_words(const void *ctx, const char *word, int len)
{
	(void)ctx;
	return len != 3 && !memchr(word, 'Z', (size_t)len) && !memchr(word, 'Q', (size_t)len) &&
	       !memchr(word, 'J', (size_t)len) && !memchr(word, 'X', (size_t)len);
}

static const struct words_lexicon LEX = { few_words, NULL };

static struct {
	long plays, withdrawn, withdrawn_going_out, let_stand_five_point, swaps, redraws, shuffles, staged, take_backs, compared;
} seen;

/* ---- games and their comparison ---------------------------------------------------------- */

static bool options_equal(const struct words_options *a, const struct words_options *b)
{
	return a->challenge == b->challenge && a->blank_interchange == b->blank_interchange &&
	       a->interchange_must_play == b->interchange_must_play && a->kind_redraw == b->kind_redraw &&
	       a->end_rule == b->end_rule;
}

/* Field by field (the struct has padding); with_shuffle false leaves the
 * shuffle generator out (a take back restores the replay's own). */
static const char *position_difference(const struct words_position *a, const struct words_position *b,
				       bool with_shuffle)
{
	if (memcmp(a->board, b->board, sizeof a->board))
		return "board";
	if (memcmp(a->rack, b->rack, sizeof a->rack))
		return "racks";
	if (a->bag_len != b->bag_len || memcmp(a->bag, b->bag, a->bag_len))
		return "bag";
	if (a->players != b->players || a->current != b->current || a->scoreless != b->scoreless ||
	    a->state != b->state || a->end_reason != b->end_reason || a->blanks_owed != b->blanks_owed ||
	    a->turn_started != b->turn_started || a->challengeable != b->challengeable || a->turns != b->turns ||
	    a->log_len != b->log_len)
		return "counters";
	if (memcmp(a->score, b->score, sizeof a->score))
		return "scores";
	if (memcmp(&a->bag_rng, &b->bag_rng, sizeof a->bag_rng))
		return "bag generator";
	if (with_shuffle && memcmp(&a->shuffle_rng, &b->shuffle_rng, sizeof a->shuffle_rng))
		return "shuffle generator";
	return NULL;
}

static const char *game_difference(const struct words_game *a, const struct words_game *b)
{
	if (!options_equal(&a->options, &b->options) || a->seed != b->seed)
		return "start";
	const char *what = position_difference(&a->pos, &b->pos, true);
	if (what)
		return what;
	for (int i = 0; i < a->pos.log_len; i++)
		if (memcmp(&a->log[i], &b->log[i], sizeof a->log[i]))
			return "turn log";
	if (a->stage.count != b->stage.count ||
	    memcmp(a->stage.tiles, b->stage.tiles, a->stage.count * sizeof a->stage.tiles[0]))
		return "stage";
	return NULL;
}

static bool same_tiles(const char *a, const char *b)
{
	int count[256] = { 0 };
	for (; *a; a++)
		count[(unsigned char)*a]++;
	for (; *b; b++)
		count[(unsigned char)*b]--;
	for (int i = 0; i < 256; i++)
		if (count[i])
			return false;
	return true;
}

/* What the shell saves: the game with its lexicon dropped.  Here the ring
 * and the lexicon are poisoned too: the replay must read neither. */
static void save(const struct words_game *g, struct words_game *saved)
{
	*saved = *g;
	memset(&saved->lexicon, 0xa5, sizeof saved->lexicon);
	memset(saved->undo, 0xa5, sizeof saved->undo);
	saved->undo_head = 250;
	saved->undo_len = 251;
}

/* Saves g, replays it, and checks the two are the same game; every few
 * actions also that a take back leads both to the same position. */
static void round_trip(const struct words_game *g, uint64_t seed, int action)
{
	static struct words_game saved, out, a, b;
	struct words_replay_error why;
	char msg[256];
	save(g, &saved);
	enum words_status st = words_replay(&out, &saved, LEX, &why);
	snprintf(msg, sizeof msg, "seed %llu action %d: %s", (unsigned long long)seed, action, why.message);
	CHECK_MSG(st == WORDS_OK, msg);
	if (st)
		return;
	const char *what = game_difference(&out, g);
	snprintf(msg, sizeof msg, "seed %llu action %d: the replay differs in the %s", (unsigned long long)seed, action,
		 what ? what : "");
	CHECK_MSG(what == NULL, msg);
	CHECK(out.lexicon.contains == LEX.contains);
	seen.compared++;
	if (action % 5 || !g->undo_len)
		return;
	a = *g;
	b = out;
	CHECK_INT(words_take_back(&a), WORDS_OK);
	CHECK_INT(words_take_back(&b), WORDS_OK);
	/* A failed single challenge leaves no entry: the replay's snapshots
	 * keep that window open, where the same challenge fails again. */
	if (g->options.challenge != WORDS_CHALLENGE_ENFORCED && a.pos.challengeable == -1)
		b.pos.challengeable = -1;
	/* Nor does a challenge record the challenger's rack: its order then
	 * (after a shuffle) is not known, only its tiles. */
	char *ra = a.pos.rack[a.pos.current], *rb = b.pos.rack[b.pos.current];
	if (same_tiles(ra, rb))
		memcpy(rb, ra, sizeof a.pos.rack[0]);
	what = position_difference(&a.pos, &b.pos, false);
	snprintf(msg, sizeof msg, "seed %llu action %d: after a take back the %s differ", (unsigned long long)seed,
		 action, what ? what : "");
	CHECK_MSG(what == NULL, msg);
	seen.take_backs++;
}

/* ---- random games -------------------------------------------------------------------------------- */

static int find_blank(const struct words_game *g)
{
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		if (g->pos.board[sq] >= 'a' && g->pos.board[sq] <= 'z')
			return sq;
	return -1;
}

/* A tile the player to move holds three or more of, or 0. */
static char three_alike(const struct words_game *g)
{
	const char *rack = g->pos.rack[g->pos.current];
	for (int i = 0; rack[i]; i++) {
		int n = 0;
		for (int j = 0; rack[j]; j++)
			n += rack[j] == rack[i];
		if (n >= 3)
			return rack[i];
	}
	return 0;
}

static void try_play(struct words_game *g, struct words_rng *rng)
{
	struct words_move m;
	struct words_result r;
	for (int t = 0; t < TRIES_PER_PLAY; t++) {
		words_random_move(g, rng, &m);
		if (words_play(g, &m, &r) == WORDS_OK) {
			seen.plays++;
			return;
		}
	}
	if (words_pass(g) != WORDS_OK)
		words_take_back(g); /* a blank owed and no play found */
}

static void try_challenge(struct words_game *g)
{
	bool over = words_is_over(g), upheld = false;
	if (words_challenge(g, &upheld, NULL) == WORDS_OK && upheld) {
		seen.withdrawn++;
		seen.withdrawn_going_out += over;
	}
}

/* Leaves one rack tile staged on an empty square next to the board. */
static void stage_one(struct words_game *g, struct words_rng *rng)
{
	int n = (int)strlen(g->pos.rack[g->pos.current]);
	for (int t = 0; n && t < 20; t++) {
		int sq = (int)words_rng_below(rng, WORDS_SQUARES);
		if (words_stage_place(g, (int)words_rng_below(rng, (uint32_t)n), sq, 'E') == WORDS_OK) {
			seen.staged++;
			return;
		}
	}
}

static void random_action(struct words_game *g, struct words_rng *rng)
{
	uint32_t roll = words_rng_below(rng, 100);
	int n = (int)strlen(g->pos.rack[g->pos.current]);
	char alike = three_alike(g);
	if (roll < 3 && g->undo_len) {
		words_take_back(g);
	} else if (roll < 6) {
		char some[WORDS_RACK_SIZE + 1] = "";
		memcpy(some, g->pos.rack[g->pos.current], (size_t)(n > 3 ? 3 : n));
		if (words_exchange(g, some) != WORDS_OK)
			words_pass(g);
	} else if (roll < 7) {
		words_pass(g);
	} else if (roll < 14) {
		try_challenge(g);
	} else if (roll < 17) {
		words_rack_shuffle(g);
		seen.shuffles++;
	} else if (roll < 19 && n >= 2) {
		words_rack_swap(g, (int)words_rng_below(rng, (uint32_t)n), (int)words_rng_below(rng, (uint32_t)n));
	} else if (roll < 24 && find_blank(g) >= 0) {
		seen.swaps += words_swap_blank(g, find_blank(g)) == WORDS_OK;
	} else if (roll < 27 && alike) {
		seen.redraws += words_kind_redraw(g, alike) == WORDS_OK;
	} else if (roll < 30) {
		stage_one(g, rng);
	} else {
		try_play(g, rng);
	}
}

static void play_and_replay(uint64_t seed)
{
	static struct words_game g;
	struct words_options o = {
		.challenge = (enum words_challenge)(seed % 4),
		.end_rule = (enum words_end_rule)(seed / 4 % 2),
		.blank_interchange = seed % 3 != 0,
		.interchange_must_play = seed % 6 == 1,
		.kind_redraw = seed % 2 == 0,
	};
	struct words_rng rng;
	words_rng_seed(&rng, seed * 104729 + 3);
	CHECK_INT(words_init(&g, 2 + (int)(seed % 3), seed, &o, LEX), WORDS_OK);
	round_trip(&g, seed, 0);
	for (int action = 1; action <= MAX_ACTIONS; action++) {
		if (words_is_over(&g)) {
			/* A going-out play may still be challenged off, or let
			 * stand (Accept): no entry, the window closed. */
			int judge = g.pos.challengeable < 0 ? 0 : (int)words_rng_below(&rng, 3);
			if (judge == 0)
				break;
			if (judge == 1) {
				CHECK_INT(words_let_stand(&g), WORDS_OK);
				seen.let_stand_five_point += o.challenge == WORDS_CHALLENGE_FIVE_POINT;
			} else {
				try_challenge(&g);
			}
		} else {
			random_action(&g, &rng);
		}
		round_trip(&g, seed, action);
	}
}

static void test_random_games_replay(void)
{
	for (uint64_t seed = 1; seed <= GAMES; seed++)
		play_and_replay(seed);
	printf("%ld games saved and replayed: %ld plays, %ld withdrawn (%ld going out), %ld blank swaps, "
	       "%ld redraws, %ld shuffles, %ld tiles staged, %ld take backs compared\n",
	       seen.compared, seen.plays, seen.withdrawn, seen.withdrawn_going_out, seen.swaps, seen.redraws,
	       seen.shuffles, seen.staged, seen.take_backs);
	/* The games must reach what the replay has to handle. */
	CHECK(seen.plays > GAMES * 10);
	CHECK(seen.withdrawn > 0);
	CHECK(seen.withdrawn_going_out > 0);
	CHECK(seen.let_stand_five_point > 0);
	CHECK(seen.swaps > 0);
	CHECK(seen.redraws > 0);
	CHECK(seen.staged > 0);
	CHECK(seen.take_backs > 0);
}

/* ---- hand-made bad games ------------------------------------------------------------------------ */

static struct words_game base, bad, out;

/* A game in progress with a few plays and a pass, under `mode`. */
static void make_base(enum words_challenge mode)
{
	struct words_options o = { .challenge = mode, .blank_interchange = true };
	struct words_rng rng;
	words_rng_seed(&rng, 99);
	CHECK_INT(words_init(&base, 2, 4242, &o, LEX), WORDS_OK);
	while (base.pos.log_len < 8 && !words_is_over(&base))
		try_play(&base, &rng);
	CHECK_INT(words_pass(&base), WORDS_OK);
	CHECK(!words_is_over(&base));
	CHECK(base.log[0].kind == WORDS_TURN_PLAY);
	save(&base, &bad);
}

/* Replays `bad` and expects status, the entry named (-1: none) and words
 * of the message. */
static void expect(enum words_status status, int entry, const char *words, int line)
{
	struct words_replay_error why;
	char detail[256];
	enum words_status st = words_replay(&out, &bad, LEX, &why);
	snprintf(detail, sizeof detail, "line %d: expected %d at entry %d with \"%s\", got %d at entry %d: %s", line,
		 status, entry, words, st, why.entry, why.message);
	CHECK_MSG(st == status && why.status == status && why.entry == entry && strstr(why.message, words), detail);
	save(&base, &bad); /* the next case starts from the good game */
}
#define EXPECT(status, entry, words) expect((status), (entry), (words), __LINE__)

/* A rack letter out of range (the first crash), on the rack of the
 * player to move, of another player, and in a turn-log entry's rack. */
static void test_rack_letter_out_of_range(void)
{
	make_base(WORDS_CHALLENGE_ENFORCED);
	EXPECT(WORDS_OK, -1, "");
	int cur = base.pos.current;
	bad.pos.rack[cur][2] = (char)200;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "rack");
	bad.pos.rack[!cur][0] = '#';
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "rack");
	memset(bad.pos.rack[cur], 'E', sizeof bad.pos.rack[cur]);	/* no NUL at all */
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "rack");
	bad.log[1].rack[0] = (char)0x80;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, 1, "the rack it records");
	bad.pos.board[0] = (char)0xff;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "board square 1A");
}

/* Turn-log strings without their NUL (the third crash). */
static void test_unterminated_log_strings(void)
{
	make_base(WORDS_CHALLENGE_ENFORCED);
	memset(bad.log[0].tiles, 'Q', sizeof bad.log[0].tiles);
	EXPECT(WORDS_ERR_SAVED_FIELD, 0, "tiles are not terminated");
	memset(bad.log[2].word, 'Z', sizeof bad.log[2].word);
	EXPECT(WORDS_ERR_SAVED_FIELD, 2, "word is not terminated");
	memset(bad.log[1].rack, 'A', sizeof bad.log[1].rack);
	EXPECT(WORDS_ERR_SAVED_FIELD, 1, "rack is not terminated");
	/* Past the log's length nothing is read. */
	memset(bad.log[bad.pos.log_len].tiles, 'Q', sizeof bad.log[0].tiles);
	EXPECT(WORDS_OK, -1, "");
}

/* Counts, enums, flags and indices out of range: a field of 2000000000
 * and its kind. */
static void test_fields_out_of_range(void)
{
	make_base(WORDS_CHALLENGE_ENFORCED);
	bad.pos.players = 7;
	EXPECT(WORDS_ERR_SAVED_FIELD, -1, "player count is 7");
	bad.pos.players = 1;
	EXPECT(WORDS_ERR_SAVED_FIELD, -1, "player count is 1");
	bad.options.challenge = (enum words_challenge)2000000000;
	EXPECT(WORDS_ERR_SAVED_FIELD, -1, "challenge mode is 2000000000");
	bad.options.end_rule = (enum words_end_rule)-3;
	EXPECT(WORDS_ERR_SAVED_FIELD, -1, "going-out rule is -3");
	memset(&bad.options.kind_redraw, 2, 1);	/* a bool that is neither */
	EXPECT(WORDS_ERR_SAVED_FIELD, -1, "three-alike redraw is 2");
	bad.pos.log_len = 60000;
	EXPECT(WORDS_ERR_SAVED_FIELD, -1, "turn log holds 60000 entries");
	bad.log[3].kind = 77;
	EXPECT(WORDS_ERR_SAVED_FIELD, 3, "kind is 77");
	bad.log[3].player = 3;
	EXPECT(WORDS_ERR_SAVED_FIELD, 3, "its player out of range");
	bad.log[0].square = 240;
	EXPECT(WORDS_ERR_SAVED_FIELD, 0, "its square out of range");
	bad.log[0].dir = 9;
	EXPECT(WORDS_ERR_SAVED_FIELD, 0, "its direction out of range");
	memset(&bad.pos.shuffle_rng, 0, sizeof bad.pos.shuffle_rng);
	EXPECT(WORDS_ERR_SAVED_FIELD, -1, "shuffle generator is all zero");
	bad.stage.count = 200;
	EXPECT(WORDS_ERR_SAVED_FIELD, -1, "200 tiles are staged");
}

/* A log that disagrees with the board, the scores, the bag, the turn. */
static void test_log_disagrees(void)
{
	make_base(WORDS_CHALLENGE_ENFORCED);
	int played = base.log[0].square;
	bad.pos.board[played] = bad.pos.board[played] == 'Q' ? 'X' : 'Q';
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "board square");
	bad.pos.board[WORDS_SQUARES - 1] = 'E';	/* a tile no turn put there */
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "board square 15O");
	bad.log[0].score += 10;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, 0, "its score");
	bad.log[2].total = 999;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, 2, "the total after it");
	bad.pos.score[1] += 3;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "player 2's score is");
	bad.pos.current = !bad.pos.current;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "the player to move");
	bad.pos.bag[0] = bad.pos.bag[0] == 'E' ? 'A' : 'E';
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "the bag");
	bad.pos.bag_rng.s[2] ^= 1;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "bag's generator");
	bad.seed ^= 1;	/* another deal: the first rack recorded is not the player's */
	EXPECT(WORDS_ERR_SAVED_DIFFERS, 0, "not player 1's tiles");
	bad.pos.log_len--;	/* the pass forgotten */
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "");
	bad.log[base.pos.log_len] = base.log[0];	/* an entry more than the position shows */
	bad.log[base.pos.log_len].kind = WORDS_TURN_END_GAIN;
	bad.pos.log_len++;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, base.pos.log_len, "the game does not end there");
	/* A play the rules refuse: its tiles moved off the line. */
	bad.log[0].square = 0;
	EXPECT(WORDS_ERR_FIRST_NOT_CENTRE, 0, "player 1's play");
	/* A pass recorded for the player who is not to move. */
	bad.log[base.pos.log_len - 1].player = !base.log[base.pos.log_len - 1].player;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, base.pos.log_len - 1, "but it is player");
}

/* What no entry records is taken over when it is consistent. */
static void test_unlogged_state_taken_over(void)
{
	make_base(WORDS_CHALLENGE_SINGLE);
	int cur = base.pos.current;
	char *rack = bad.pos.rack[cur];
	char first = rack[0];
	memmove(rack, rack + 1, strlen(rack) - 1);
	rack[strlen(rack) - 1] = first;	/* the same tiles in another order */
	bad.pos.shuffle_rng.s[0] ^= 0x1234;
	CHECK_INT(words_replay(&out, &bad, LEX, NULL), WORDS_OK);
	CHECK_STR(out.pos.rack[cur], rack);
	CHECK(!memcmp(&out.pos.shuffle_rng, &bad.pos.shuffle_rng, sizeof out.pos.shuffle_rng));
	save(&base, &bad);

	/* Staged tiles are placed again, slot by slot. */
	make_base(WORDS_CHALLENGE_SINGLE);
	int sq = WORDS_CENTRE;
	while (base.pos.board[sq])
		sq++;
	CHECK_INT(words_stage_place(&base, 1, sq, 'E'), WORDS_OK);
	save(&base, &bad);
	CHECK_INT(words_replay(&out, &bad, LEX, NULL), WORDS_OK);
	CHECK_INT(out.stage.count, 1);
	CHECK_INT(out.stage.tiles[0].square, sq);
	bad.stage.tiles[0].slot = 9;
	EXPECT(WORDS_ERR_BAD_SLOT, -1, "staged tile 1 (rack slot 9)");
	bad.stage.tiles[0].square = base.log[0].square;
	EXPECT(WORDS_ERR_SQUARE_TAKEN, -1, "staged tile 1");
	bad.stage.tiles[0].tile = base.stage.tiles[0].tile == 'Z' ? 'Y' : 'Z';
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "not the tile of rack slot 1");

	/* A failed single challenge closes the window without an entry; in
	 * double challenge it would have written one. */
	make_base(WORDS_CHALLENGE_SINGLE);
	words_stage_recall_all(&base);
	struct words_rng rng;
	words_rng_seed(&rng, 5);
	try_play(&base, &rng);
	CHECK(base.pos.challengeable >= 0);
	save(&base, &bad);
	bad.pos.challengeable = -1;
	CHECK_INT(words_replay(&out, &bad, LEX, NULL), WORDS_OK);
	CHECK_INT(out.pos.challengeable, -1);
	bad.pos.challengeable = 3;
	EXPECT(WORDS_ERR_SAVED_DIFFERS, -1, "challenge window");
	make_base(WORDS_CHALLENGE_DOUBLE);
	try_play(&base, &rng);
	save(&base, &bad);
	bad.pos.challengeable = -1;
	EXPECT(base.pos.challengeable >= 0 ? WORDS_ERR_SAVED_DIFFERS : WORDS_OK, -1, "");
}

/* The saved ring is never read: the replay's own takes the game back. */
static void test_ring_rebuilt(void)
{
	make_base(WORDS_CHALLENGE_ENFORCED);
	CHECK_INT(words_replay(&out, &bad, LEX, NULL), WORDS_OK);
	CHECK(out.undo_len > 0 && out.undo_len <= WORDS_UNDO_CAP && out.undo_head < WORDS_UNDO_CAP);
	struct words_game a = base;
	CHECK_INT(words_take_back(&out), WORDS_OK);
	CHECK_INT(words_take_back(&a), WORDS_OK);
	CHECK(position_difference(&out.pos, &a.pos, false) == NULL);
	/* Bad arguments. */
	CHECK_INT(words_replay(&out, &out, LEX, NULL), WORDS_ERR_BAD_ARGUMENT);
	CHECK_INT(words_replay(NULL, &bad, LEX, NULL), WORDS_ERR_BAD_ARGUMENT);
}

int main(void)
{
	RUN(test_random_games_replay);
	RUN(test_rack_letter_out_of_range);
	RUN(test_unterminated_log_strings);
	RUN(test_fields_out_of_range);
	RUN(test_log_disagrees);
	RUN(test_unlogged_state_taken_over);
	RUN(test_ring_rebuilt);
	return check_finish();
}
