/* Words: a saved game of unknown origin made safe by replaying it
 * (words_replay).  The game it builds is made by the rules alone, from the
 * saved game's start; of the saved bytes only what is checked first reaches
 * it: the start (seed, options, players), rack orders that hold the same
 * tiles, the shuffle generator, a closed challenge window, the staged tiles
 * placed again.  Everything else saved is compared, never copied. */
#include "words_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

_Static_assert(sizeof(enum words_challenge) == sizeof(int) && sizeof(enum words_end_rule) == sizeof(int),
	       "the options' enums are read as int");

/* A field as stored.  A bool of a hostile file may hold any byte, and
 * reading it as bool would be undefined: read the byte. */
static unsigned byte_of(const void *field)
{
	unsigned char b;
	memcpy(&b, field, 1);
	return b;
}

static int int_of(const void *field)
{
	int v;
	memcpy(&v, field, sizeof v);
	return v;
}

static enum words_status fail(struct words_replay_error *why, enum words_status st, int entry, const char *fmt,
			      ...) __attribute__((format(printf, 4, 5)));
static enum words_status fail(struct words_replay_error *why, enum words_status st, int entry, const char *fmt,
			      ...)
{
	va_list ap;
	why->status = st;
	why->entry = entry;
	va_start(ap, fmt);
	vsnprintf(why->message, sizeof why->message, fmt, ap);
	va_end(ap);
	return st;
}

static const char *kind_name(unsigned kind)
{
	static const char *const NAMES[] = {
		[WORDS_TURN_PLAY] = "play",
		[WORDS_TURN_PASS] = "pass",
		[WORDS_TURN_EXCHANGE] = "exchange",
		[WORDS_TURN_PHONY] = "withdrawn play",
		[WORDS_TURN_CHALLENGE_BONUS] = "challenge bonus",
		[WORDS_TURN_LOST_CHALLENGE] = "lost challenge",
		[WORDS_TURN_END_GAIN] = "going-out gain",
		[WORDS_TURN_END_RACK] = "tiles left at the end",
		[WORDS_TURN_BLANK_SWAP] = "blank swap",
		[WORDS_TURN_KIND_REDRAW] = "three-alike redraw",
	};
	return kind < sizeof NAMES / sizeof NAMES[0] ? NAMES[kind] : "unknown entry";
}

/* True when the text fits its array with its NUL. */
static bool terminated(const char *text, size_t size)
{
	return memchr(text, 0, size) != NULL;
}

/* ---- the start ------------------------------------------------------------------------ */

static enum words_status check_flag(struct words_replay_error *why, const void *field, const char *name)
{
	unsigned b = byte_of(field);
	if (b > 1)
		return fail(why, WORDS_ERR_SAVED_FIELD, -1, "the option %s is %u, not 0 or 1", name, b);
	return WORDS_OK;
}

enum words_status words_options_check(const struct words_options *stored, struct words_options *out,
				      struct words_replay_error *why)
{
	struct words_replay_error scratch;
	int challenge = int_of(&stored->challenge), end_rule = int_of(&stored->end_rule);
	if (!why)
		why = &scratch;
	if (challenge < WORDS_CHALLENGE_ENFORCED || challenge > WORDS_CHALLENGE_FIVE_POINT)
		return fail(why, WORDS_ERR_SAVED_FIELD, -1, "the challenge mode is %d, not 0 to 3", challenge);
	if (end_rule < WORDS_END_CLASSIC || end_rule > WORDS_END_TOURNAMENT)
		return fail(why, WORDS_ERR_SAVED_FIELD, -1, "the going-out rule is %d, not 0 or 1", end_rule);
	enum words_status st = check_flag(why, &stored->blank_interchange, "blank interchange");
	if (!st)
		st = check_flag(why, &stored->interchange_must_play, "interchanged blank must be played");
	if (!st)
		st = check_flag(why, &stored->kind_redraw, "three-alike redraw");
	if (st)
		return st;
	out->challenge = (enum words_challenge)challenge;
	out->end_rule = (enum words_end_rule)end_rule;
	out->blank_interchange = byte_of(&stored->blank_interchange);
	out->interchange_must_play = byte_of(&stored->interchange_must_play);
	out->kind_redraw = byte_of(&stored->kind_redraw);
	return WORDS_OK;
}

/* The options and the player count, checked for range, then a new game. */
static enum words_status replay_start(struct words_game *out, const struct words_game *saved,
				      struct words_lexicon lexicon, struct words_replay_error *why)
{
	struct words_options o;
	unsigned players = byte_of(&saved->pos.players);
	if (players < WORDS_MIN_PLAYERS || players > WORDS_MAX_PLAYERS)
		return fail(why, WORDS_ERR_SAVED_FIELD, -1, "the player count is %u, not %d to %d", players,
			    WORDS_MIN_PLAYERS, WORDS_MAX_PLAYERS);
	enum words_status st = words_options_check(&saved->options, &o, why);
	if (st)
		return st;
	if (saved->pos.log_len > WORDS_LOG_CAP)
		return fail(why, WORDS_ERR_SAVED_FIELD, -1, "the turn log holds %u entries, at most %d",
			    (unsigned)saved->pos.log_len, WORDS_LOG_CAP);
	return words_init(out, (int)players, saved->seed, &o, lexicon);
}

/* ---- one entry of the turn log ------------------------------------------------------------ */

/* What an entry may hold before any of it is used. */
static enum words_status check_entry(const struct words_game *saved, int i, struct words_replay_error *why)
{
	const struct words_turn *t = &saved->log[i];
	const char *bad = NULL;
	if (t->kind > WORDS_TURN_KIND_REDRAW)
		return fail(why, WORDS_ERR_SAVED_FIELD, i, "turn-log entry %d: its kind is %u, not a turn", i + 1,
			    (unsigned)t->kind);
	if (t->player >= saved->pos.players)
		bad = "its player";
	else if (t->square >= WORDS_SQUARES)
		bad = "its square";
	else if (t->dir > WORDS_DOWN)
		bad = "its direction";
	else if (!terminated(t->rack, sizeof t->rack))
		bad = "its rack is not terminated:";
	else if (!terminated(t->tiles, sizeof t->tiles))
		bad = "its tiles are not terminated:";
	else if (!terminated(t->word, sizeof t->word))
		bad = "its word is not terminated:";
	if (bad)
		return fail(why, WORDS_ERR_SAVED_FIELD, i, "turn-log entry %d (%s): %s out of range", i + 1,
			    kind_name(t->kind), bad);
	return WORDS_OK;
}

static bool same_tiles(const char *a, const char *b)
{
	return words_same_tiles(a, b, WORDS_RACK_SIZE);
}

/* The mover's rack takes the order the entry recorded (a shuffle or a swap
 * of slots is not logged), provided it is the same tiles. */
static enum words_status adopt_order(struct words_game *out, const char *rack, int i,
				     struct words_replay_error *why)
{
	char *mine = out->pos.rack[out->pos.current];
	if (strlen(rack) > WORDS_RACK_SIZE || !same_tiles(mine, rack))
		return fail(why, WORDS_ERR_SAVED_DIFFERS, i, "turn-log entry %d: the rack it records is not player %d's tiles (%s)",
			    i + 1, out->pos.current + 1, mine);
	memcpy(mine, rack, strlen(rack));
	return WORDS_OK;
}

/* A turn the player to move takes (all but the consequences the rules
 * write themselves: a withdrawal, a bonus, the end's entries). */
static bool is_action(unsigned kind)
{
	return kind != WORDS_TURN_PHONY && kind != WORDS_TURN_CHALLENGE_BONUS && kind != WORDS_TURN_END_GAIN &&
	       kind != WORDS_TURN_END_RACK;
}

/* Carries out entry i with the core's own function; the entries it writes
 * are compared afterwards. */
static enum words_status apply_entry(struct words_game *out, const struct words_turn *t, int i,
				     struct words_replay_error *why)
{
	struct words_result r;
	struct words_move m;
	bool upheld = false;
	enum words_status st = WORDS_OK;
	memset(&r, 0, sizeof r);
	if (is_action(t->kind) && t->player != out->pos.current)
		return fail(why, WORDS_ERR_SAVED_DIFFERS, i, "turn-log entry %d (%s): player %d moves, but it is player %d's turn",
			    i + 1, kind_name(t->kind), t->player + 1, out->pos.current + 1);
	if (is_action(t->kind) && (st = adopt_order(out, t->rack, i, why)) != WORDS_OK)
		return st;
	switch ((enum words_turn_kind)t->kind) {
	case WORDS_TURN_PLAY:
		st = words_move_from_span(out, t->square, (enum words_dir)t->dir, t->tiles, &m);
		if (!st)
			st = words_play(out, &m, &r);
		break;
	case WORDS_TURN_PASS:
		st = words_pass(out);
		break;
	case WORDS_TURN_EXCHANGE:
		st = words_exchange(out, t->tiles);
		break;
	case WORDS_TURN_PHONY:
	case WORDS_TURN_CHALLENGE_BONUS:
	case WORDS_TURN_LOST_CHALLENGE:
		st = words_challenge(out, &upheld, &r);
		break;
	case WORDS_TURN_BLANK_SWAP:
		st = words_swap_blank(out, t->square);
		break;
	case WORDS_TURN_KIND_REDRAW:
		st = words_kind_redraw(out, t->tiles[0]);
		break;
	case WORDS_TURN_END_GAIN:
	case WORDS_TURN_END_RACK:
		return fail(why, WORDS_ERR_SAVED_DIFFERS, i, "turn-log entry %d (%s): the game does not end there", i + 1,
			    kind_name(t->kind));
	}
	if (st)
		return fail(why, st, i, "turn-log entry %d (player %d's %s): %s", i + 1, t->player + 1,
			    kind_name(t->kind), r.message[0] ? r.message : words_status_text(st));
	return WORDS_OK;
}

static bool is_end(unsigned kind)
{
	return kind == WORDS_TURN_END_GAIN || kind == WORDS_TURN_END_RACK;
}

/* The entries the rules wrote for entry `from`, against the saved ones;
 * *next is the entry to carry out next.  A going-out play withdrawn after
 * a challenge loses its end-of-game entries: the saved log has the
 * withdrawal where the rules first wrote them. */
static enum words_status compare_entries(const struct words_game *out, const struct words_game *saved, int from,
					 int *next, struct words_replay_error *why)
{
	int end = out->pos.log_len;
	if (end <= from)
		return fail(why, WORDS_ERR_SAVED_DIFFERS, from, "turn-log entry %d (%s): the rules write nothing for it",
			    from + 1, kind_name(saved->log[from].kind));
	for (int k = from; k < end; k++) {
		const struct words_turn *a = &saved->log[k], *b = &out->log[k];
		const char *field = NULL;
		if (k > from && k < saved->pos.log_len && a->kind == WORDS_TURN_PHONY && is_end(b->kind)) {
			end = k;
			break;
		}
		if (k >= saved->pos.log_len)
			return fail(why, WORDS_ERR_SAVED_DIFFERS, k, "the turn log ends at entry %d, but the rules add a %s there",
				    k + 1, kind_name(b->kind));
		if (a->kind != b->kind)
			field = "its kind";
		else if (a->player != b->player)
			field = "its player";
		else if (a->square != b->square || a->dir != b->dir)
			field = "its square";
		else if (a->score != b->score)
			field = "its score";
		else if (a->total != b->total)
			field = "the total after it";
		else if (strncmp(a->rack, b->rack, sizeof a->rack))
			field = "the rack before it";
		else if (strncmp(a->tiles, b->tiles, sizeof a->tiles))
			field = "its tiles";
		else if (strncmp(a->word, b->word, sizeof a->word))
			field = "its word";
		if (field)
			return fail(why, WORDS_ERR_SAVED_DIFFERS, k, "turn-log entry %d (%s): %s is not what the rules give (a %s)",
				    k + 1, kind_name(a->kind), field, kind_name(b->kind));
	}
	*next = end;
	return WORDS_OK;
}

/* ---- the position at the end ------------------------------------------------------------- */

static enum words_status differs(struct words_replay_error *why, const char *field, long saved, long replayed)
{
	return fail(why, WORDS_ERR_SAVED_DIFFERS, -1, "%s is %ld, the turns give %ld", field, saved, replayed);
}

/* The counters and flags, each as the replay made it. */
static enum words_status compare_counters(const struct words_position *s, const struct words_position *p,
					  struct words_replay_error *why)
{
	char name[48];
	if (s->current != p->current)
		return differs(why, "the player to move", s->current + 1, p->current + 1);
	if (s->bag_len != p->bag_len)
		return differs(why, "the number of tiles in the bag", s->bag_len, p->bag_len);
	if (s->scoreless != p->scoreless)
		return differs(why, "the count of scoreless turns", s->scoreless, p->scoreless);
	if (s->state != p->state)
		return differs(why, "the game state", s->state, p->state);
	if (s->end_reason != p->end_reason)
		return differs(why, "the reason the game ended", s->end_reason, p->end_reason);
	if (s->blanks_owed != p->blanks_owed)
		return differs(why, "the blanks owed", s->blanks_owed, p->blanks_owed);
	if (byte_of(&s->turn_started) != (unsigned)p->turn_started)
		return differs(why, "the turn-started flag", (long)byte_of(&s->turn_started), p->turn_started);
	if (s->turns != p->turns)
		return differs(why, "the turn count", s->turns, p->turns);
	for (int pl = 0; pl < WORDS_MAX_PLAYERS; pl++) {
		snprintf(name, sizeof name, "player %d's score", pl + 1);
		if (s->score[pl] != p->score[pl])
			return differs(why, name, s->score[pl], p->score[pl]);
	}
	return WORDS_OK;
}

/* Board, bag and generator as the replay made them. */
static enum words_status compare_tiles(const struct words_position *s, const struct words_position *p,
				       struct words_replay_error *why)
{
	char coord[8];
	for (int sq = 0; sq < WORDS_SQUARES; sq++) {
		if (s->board[sq] == p->board[sq])
			continue;
		words_coord(sq, WORDS_ACROSS, coord, sizeof coord);
		return fail(why, WORDS_ERR_SAVED_DIFFERS, -1, "the board square %s is not what the turns put there",
			    coord);
	}
	if (memcmp(s->bag, p->bag, p->bag_len))
		return fail(why, WORDS_ERR_SAVED_DIFFERS, -1, "the bag is not what the turns leave in it");
	if (memcmp(&s->bag_rng, &p->bag_rng, sizeof s->bag_rng))
		return fail(why, WORDS_ERR_SAVED_DIFFERS, -1, "the bag's generator is not where the draws leave it");
	return WORDS_OK;
}

/* The racks: each as the replay made it, but the order of the player to
 * move's (shuffled since the last entry), taken over when it is the same
 * tiles. */
static enum words_status take_racks(struct words_position *p, const struct words_position *s,
				    struct words_replay_error *why)
{
	for (int pl = 0; pl < WORDS_MAX_PLAYERS; pl++) {
		const char *saved = s->rack[pl];
		char *mine = p->rack[pl];
		bool ok = pl == p->current ? terminated(saved, sizeof s->rack[pl]) && same_tiles(mine, saved) &&
						     !memcmp(saved + strlen(mine), mine + strlen(mine),
							     sizeof s->rack[pl] - strlen(mine))
					   : !memcmp(saved, mine, sizeof s->rack[pl]);
		if (!ok)
			return fail(why, WORDS_ERR_SAVED_DIFFERS, -1, "player %d's rack is not the tiles the turns leave (%s)",
				    pl + 1, mine);
		if (pl == p->current)
			memcpy(mine, saved, strlen(mine));
	}
	return WORDS_OK;
}

/* What the saved position holds that no entry records: the shuffle
 * generator (any state but all zero, from which xoshiro never leaves) and
 * the challenge window, which a failed challenge closes without an entry
 * under single challenge, and once the game is over by words_let_stand
 * or a failed double challenge. */
static enum words_status take_unlogged(struct words_game *out, const struct words_position *s,
				       struct words_replay_error *why)
{
	struct words_position *p = &out->pos;
	const uint64_t *r = s->shuffle_rng.s;
	if (!(r[0] | r[1] | r[2] | r[3]))
		return fail(why, WORDS_ERR_SAVED_FIELD, -1, "the shuffle generator is all zero");
	p->shuffle_rng = s->shuffle_rng;
	enum words_challenge mode = out->options.challenge;
	bool closed = s->challengeable == -1 && p->challengeable >= 0 &&
		      (mode == WORDS_CHALLENGE_SINGLE || words_is_over(out));
	if (s->challengeable != p->challengeable && !closed)
		return differs(why, "the challenge window (a log entry, -1 for none)", s->challengeable,
			       p->challengeable);
	p->challengeable = s->challengeable;
	return WORDS_OK;
}

/* The tiles staged on the board, placed again through the rules. */
static enum words_status restage(struct words_game *out, const struct words_stage *s,
				 struct words_replay_error *why)
{
	if (s->count > WORDS_RACK_SIZE)
		return fail(why, WORDS_ERR_SAVED_FIELD, -1, "%u tiles are staged, at most %d", (unsigned)s->count,
			    WORDS_RACK_SIZE);
	for (int k = 0; k < s->count; k++) {
		const struct words_staged *t = &s->tiles[k];
		enum words_status st = words_stage_place(out, t->slot, t->square, words_to_upper(t->tile));
		if (st)
			return fail(why, st, -1, "staged tile %d (rack slot %u): %s", k + 1, (unsigned)t->slot,
				    words_status_text(st));
		if (out->stage.tiles[k].tile != t->tile)
			return fail(why, WORDS_ERR_SAVED_DIFFERS, -1, "staged tile %d is not the tile of rack slot %u",
				    k + 1, (unsigned)t->slot);
	}
	return WORDS_OK;
}

enum words_status words_replay(struct words_game *out, const struct words_game *saved,
			       struct words_lexicon lexicon, struct words_replay_error *why)
{
	struct words_replay_error scratch;
	if (!why)
		why = &scratch;
	memset(why, 0, sizeof *why);
	why->entry = -1;
	if (!out || !saved || out == saved)
		return fail(why, WORDS_ERR_BAD_ARGUMENT, -1, "words_replay needs a saved game and another to build");
	enum words_status st = replay_start(out, saved, lexicon, why);
	for (int i = 0; !st && i < saved->pos.log_len;) {
		st = check_entry(saved, i, why);
		if (!st)
			st = apply_entry(out, &saved->log[i], i, why);
		if (!st)
			st = compare_entries(out, saved, i, &i, why);
	}
	if (!st && out->pos.log_len != saved->pos.log_len)
		st = differs(why, "the turn-log length", saved->pos.log_len, out->pos.log_len);
	if (!st)
		st = compare_counters(&saved->pos, &out->pos, why);
	if (!st)
		st = compare_tiles(&saved->pos, &out->pos, why);
	if (!st)
		st = take_racks(&out->pos, &saved->pos, why);
	if (!st)
		st = take_unlogged(out, &saved->pos, why);
	if (!st)
		st = restage(out, &saved->stage, why);
	return st;
}
