/* Words: the game and its turns (play, pass, exchange, challenge, blank
 * interchange, three/four-of-a-kind, the end, take back) and what each one
 * writes: the turn log and the take-back snapshots. */
#include "words_int.h"

#include <string.h>

/* Entries a turn may append at most: the turn itself and an end-of-game
 * adjustment per player. */
#define LOG_RESERVE (1 + WORDS_MAX_PLAYERS)
#define SHUFFLE_SEED_MIX UINT64_C(0x53485546464C4521) /* "SHUFFLE!" */

/* ---- the turn log and the snapshots ----------------------------------------------- */

static bool log_has_room(const struct words_game *g)
{
	return g->pos.log_len + LOG_RESERVE <= WORDS_LOG_CAP;
}

static struct words_turn *log_add(struct words_game *g, int player, enum words_turn_kind kind,
				  int score)
{
	struct words_position *p = &g->pos;
	if (p->log_len >= WORDS_LOG_CAP)
		return NULL; /* unreachable: every action checks log_has_room first */
	struct words_turn *t = &g->log[p->log_len++];
	memset(t, 0, sizeof *t);
	t->player = (uint8_t)player;
	t->kind = (uint8_t)kind;
	t->score = (int16_t)score;
	p->score[player] = (int16_t)(p->score[player] + score);
	t->total = p->score[player];
	memcpy(t->rack, p->rack[player], sizeof t->rack);
	return t;
}

static void push_snapshot(struct words_game *g)
{
	struct words_snapshot *s = &g->undo[g->undo_head];
	s->pos = g->pos;
	s->turn_start = !g->pos.turn_started;
	g->undo_head = (uint8_t)((g->undo_head + 1) % WORDS_UNDO_CAP);
	if (g->undo_len < WORDS_UNDO_CAP)
		g->undo_len++;
}

static const struct words_snapshot *top_snapshot(const struct words_game *g)
{
	if (!g->undo_len)
		return NULL;
	return &g->undo[(g->undo_head + WORDS_UNDO_CAP - 1) % WORDS_UNDO_CAP];
}

/* A mid-turn action (interchange, redraw) leaves the turn with the same player
 * and closes the window for challenging the previous play. */
static void mid_turn(struct words_game *g)
{
	g->pos.turn_started = true;
	g->pos.challengeable = -1;
}

static void next_turn(struct words_game *g, bool scored)
{
	struct words_position *p = &g->pos;
	p->scoreless = scored ? 0 : (uint8_t)(p->scoreless + 1);
	p->turns++;
	p->current = (uint8_t)((p->current + 1) % p->players);
	p->turn_started = false;
	p->blanks_owed = 0;
	p->challengeable = -1;
	g->stage.count = 0;
}

/* At the end, player loses the value of the tiles left on the rack. */
static void log_tiles_left(struct words_game *g, int player)
{
	const char *rack = g->pos.rack[player];
	struct words_turn *t = log_add(g, player, WORDS_TURN_END_RACK, -words_rack_value(rack));
	if (t)
		memcpy(t->tiles, rack, WORDS_RACK_SIZE + 1);
}

static void end_went_out(struct words_game *g, int goer)
{
	struct words_position *p = &g->pos;
	char others[WORDS_TURN_TILES] = { 0 };	/* whole: it is copied into the log */
	int sum = 0;
	for (int pl = 0; pl < p->players; pl++) {
		if (pl == goer)
			continue;
		sum += words_rack_value(p->rack[pl]);
		words_append(others, sizeof others, p->rack[pl]);
	}
	int gain = g->options.end_rule == WORDS_END_TOURNAMENT ? 2 * sum : sum;
	struct words_turn *t = log_add(g, goer, WORDS_TURN_END_GAIN, gain);
	if (t)
		memcpy(t->tiles, others, sizeof others);
	if (g->options.end_rule == WORDS_END_CLASSIC) {
		for (int pl = 0; pl < p->players; pl++)
			if (pl != goer && p->rack[pl][0])
				log_tiles_left(g, pl);
	}
	p->state = WORDS_STATE_OVER;
	p->end_reason = WORDS_END_WENT_OUT;
}

static void check_scoreless_end(struct words_game *g)
{
	struct words_position *p = &g->pos;
	if (p->scoreless < WORDS_SCORELESS_LIMIT)
		return;
	for (int pl = 0; pl < p->players; pl++)
		if (p->rack[pl][0])
			log_tiles_left(g, pl);
	p->state = WORDS_STATE_OVER;
	p->end_reason = WORDS_END_SCORELESS;
}

/* ---- the game ------------------------------------------------------------------------- */

enum words_status words_init(struct words_game *g, int players, uint64_t seed,
			     const struct words_options *options, struct words_lexicon lexicon)
{
	if (!g || players < WORDS_MIN_PLAYERS || players > WORDS_MAX_PLAYERS)
		return WORDS_ERR_BAD_ARGUMENT;
	memset(g, 0, sizeof *g);
	if (options)
		g->options = *options;
	g->lexicon = lexicon;
	g->seed = seed;
	struct words_position *p = &g->pos;
	p->players = (uint8_t)players;
	p->challengeable = -1;
	words_rng_seed(&p->bag_rng, seed);
	words_rng_seed(&p->shuffle_rng, seed ^ SHUFFLE_SEED_MIX);
	words_rebuild_bag(p); /* canonical order: "??" then A..Z */
	for (int pl = 0; pl < players; pl++)
		words_rack_refill(p, pl);
	return WORDS_OK;
}

bool words_is_over(const struct words_game *g)
{
	return g->pos.state == WORDS_STATE_OVER;
}

bool words_is_final(const struct words_game *g)
{
	return words_is_over(g) && (g->options.challenge == WORDS_CHALLENGE_ENFORCED || g->pos.challengeable < 0);
}

unsigned words_leaders(const struct words_game *g)
{
	int best = g->pos.score[0];
	unsigned mask = 0;
	for (int pl = 1; pl < g->pos.players; pl++)
		if (g->pos.score[pl] > best)
			best = g->pos.score[pl];
	for (int pl = 0; pl < g->pos.players; pl++)
		if (g->pos.score[pl] == best)
			mask |= 1u << pl;
	return mask;
}

enum words_status words_evaluate(const struct words_game *g, const struct words_move *m,
				 struct words_result *r)
{
	const struct words_position *p = &g->pos;
	if (p->state == WORDS_STATE_OVER) {
		memset(r, 0, sizeof *r);
		return words_refuse(r, WORDS_ERR_GAME_OVER, NULL);
	}
	/* Only the enforced mode refuses a phony before it lands. */
	enum words_dict_check check =
		g->options.challenge == WORDS_CHALLENGE_ENFORCED ? WORDS_DICT_REFUSE : WORDS_DICT_IGNORE;
	enum words_status st = words_score_move(p, p->current, &g->lexicon, check, m, r);
	if (st)
		return st;
	if (p->blanks_owed) {
		int blanks = 0;
		for (int i = 0; i < m->count; i++)
			blanks += words_is_lower(m->tiles[i].tile);
		if (blanks < p->blanks_owed)
			words_refuse(r, WORDS_ERR_BLANK_MUST_BE_PLAYED, NULL);
	}
	return r->status;
}

enum words_status words_play(struct words_game *g, const struct words_move *m,
			     struct words_result *r)
{
	struct words_position *p = &g->pos;
	enum words_status st = words_evaluate(g, m, r);
	if (st)
		return st;
	if (!log_has_room(g))
		return words_refuse(r, WORDS_ERR_LOG_FULL, NULL);
	int player = p->current;
	char used[WORDS_RACK_SIZE];
	push_snapshot(g);
	for (int i = 0; i < m->count; i++) {
		p->board[m->tiles[i].square] = m->tiles[i].tile;
		used[i] = words_rack_tile_of(m->tiles[i].tile);
	}
	struct words_turn *t = log_add(g, player, WORDS_TURN_PLAY, r->score);
	int index = p->log_len - 1;
	t->square = r->square;
	t->dir = r->dir;
	memcpy(t->tiles, r->span, sizeof r->span);
	memcpy(t->word, r->words[0].letters, sizeof t->word);
	words_rack_remove(p->rack[player], used, m->count);
	words_rack_refill(p, player);
	next_turn(g, r->score != 0);
	if (!p->rack[player][0] && !p->bag_len)
		end_went_out(g, player);
	else
		check_scoreless_end(g);
	if (g->options.challenge != WORDS_CHALLENGE_ENFORCED)
		p->challengeable = (int16_t)index;
	return WORDS_OK;
}

/* Common refusals of a turn-ending action. */
static enum words_status turn_refusal(const struct words_game *g)
{
	if (g->pos.state == WORDS_STATE_OVER)
		return WORDS_ERR_GAME_OVER;
	if (g->pos.blanks_owed)
		return WORDS_ERR_BLANK_MUST_BE_PLAYED;
	if (!log_has_room(g))
		return WORDS_ERR_LOG_FULL;
	return WORDS_OK;
}

enum words_status words_pass(struct words_game *g)
{
	enum words_status st = turn_refusal(g);
	if (st)
		return st;
	push_snapshot(g);
	log_add(g, g->pos.current, WORDS_TURN_PASS, 0);
	next_turn(g, false);
	check_scoreless_end(g);
	return WORDS_OK;
}

enum words_status words_exchange(struct words_game *g, const char *tiles)
{
	struct words_position *p = &g->pos;
	int n = 0;
	enum words_status st = turn_refusal(g);
	if (!st)
		st = words_rack_check(tiles, &n);
	if (!st && p->bag_len < WORDS_EXCHANGE_MIN_BAG)
		st = WORDS_ERR_BAG_TOO_SMALL;
	if (!st && !words_rack_holds(p->rack[p->current], tiles, n))
		st = WORDS_ERR_NOT_ON_RACK;
	if (st)
		return st;
	push_snapshot(g);
	struct words_turn *t = log_add(g, p->current, WORDS_TURN_EXCHANGE, 0);
	memcpy(t->tiles, tiles, (size_t)n);
	words_rack_trade(p, p->current, tiles, n);
	next_turn(g, false);
	check_scoreless_end(g);
	return WORDS_OK;
}

/* A challenge upheld: back to the position before the play, keeping its
 * log entry, then the withdrawal; it was the player's whole turn. */
static void withdraw_play(struct words_game *g, const struct words_turn *played,
			  const struct words_position *before)
{
	struct words_position *p = &g->pos;
	int16_t index = p->challengeable;
	push_snapshot(g);
	g->pos = *before;
	p->log_len = (uint16_t)(index + 1);
	struct words_turn *t = log_add(g, played->player, WORDS_TURN_PHONY, -played->score);
	t->square = played->square;
	t->dir = played->dir;
	memcpy(t->tiles, played->tiles, sizeof t->tiles);
	memcpy(t->word, played->word, sizeof t->word);
	/* The restored score is already the one before the play. */
	p->score[played->player] = (int16_t)(p->score[played->player] + played->score);
	t->total = p->score[played->player];
	next_turn(g, false);
	check_scoreless_end(g);
}

/* A challenge that fails: under double challenge the challenger loses the
 * turn; under five-point the play's player gains the bonus and the
 * challenger's turn goes on; under single nothing happens. */
static void challenge_failed(struct words_game *g, int player_of_play)
{
	struct words_position *p = &g->pos;
	switch (g->options.challenge) {
	case WORDS_CHALLENGE_DOUBLE:
		if (p->state == WORDS_STATE_OVER)
			break;
		push_snapshot(g);
		log_add(g, p->current, WORDS_TURN_LOST_CHALLENGE, 0);
		next_turn(g, false);
		check_scoreless_end(g);
		break;
	case WORDS_CHALLENGE_FIVE_POINT:
		push_snapshot(g);
		log_add(g, player_of_play, WORDS_TURN_CHALLENGE_BONUS, WORDS_CHALLENGE_BONUS);
		/* Take back undoes the bonus with the challenger's turn. */
		if (p->state != WORDS_STATE_OVER)
			p->turn_started = true;
		break;
	default:
		break;
	}
	p->challengeable = -1;
}

enum words_status words_challenge(struct words_game *g, bool *upheld, struct words_result *r)
{
	struct words_position *p = &g->pos;
	struct words_result scratch;
	bool dummy;
	if (!r)
		r = &scratch;
	if (!upheld)
		upheld = &dummy;
	memset(r, 0, sizeof *r);
	*upheld = false;
	/* The snapshot taken just before the play is the position to restore. */
	const struct words_snapshot *top = top_snapshot(g);
	if (g->options.challenge == WORDS_CHALLENGE_ENFORCED || p->challengeable < 0 || !top ||
	    top->pos.log_len != p->challengeable)
		return words_refuse(r, WORDS_ERR_NO_CHALLENGE, NULL);
	if (!log_has_room(g))
		return words_refuse(r, WORDS_ERR_LOG_FULL, NULL);
	/* Copies: withdrawing rewrites the log and the position they come from. */
	const struct words_turn played = g->log[p->challengeable];
	const struct words_position before = top->pos;
	struct words_move m;
	if (words_move_from_board(before.board, played.square, played.dir, played.tiles, &m) ||
	    words_score_move(&before, played.player, &g->lexicon, WORDS_DICT_MARK, &m, r))
		return words_refuse(r, WORDS_ERR_NO_CHALLENGE, NULL); /* never for a logged play */
	for (int i = 0; i < r->word_count; i++)
		*upheld |= r->words[i].phony;
	if (*upheld)
		withdraw_play(g, &played, &before);
	else
		challenge_failed(g, played.player);
	return WORDS_OK;
}

enum words_status words_let_stand(struct words_game *g)
{
	if (g->options.challenge == WORDS_CHALLENGE_ENFORCED || g->pos.challengeable < 0)
		return WORDS_ERR_NO_CHALLENGE;
	g->pos.challengeable = -1;
	return WORDS_OK;
}

enum words_status words_swap_blank(struct words_game *g, int square)
{
	struct words_position *p = &g->pos;
	if (!g->options.blank_interchange)
		return WORDS_ERR_INTERCHANGE_OFF;
	if (p->state == WORDS_STATE_OVER)
		return WORDS_ERR_GAME_OVER;
	if (square < 0 || square >= WORDS_SQUARES)
		return WORDS_ERR_OFF_BOARD;
	if (!words_is_lower(p->board[square]))
		return WORDS_ERR_NO_BLANK;
	if (!log_has_room(g))
		return WORDS_ERR_LOG_FULL;
	char real = words_to_upper(p->board[square]);
	char *rack = p->rack[p->current];
	int slot = -1;
	for (int i = 0; i < words_rack_len(rack) && slot < 0; i++)
		if (rack[i] == real && !words_stage_slot_used(g, i))
			slot = i;
	if (slot < 0)
		return WORDS_ERR_NOT_ON_RACK;
	push_snapshot(g);
	struct words_turn *t = log_add(g, p->current, WORDS_TURN_BLANK_SWAP, 0);
	t->square = (uint8_t)square;
	t->tiles[0] = real;
	p->board[square] = real;
	rack[slot] = '?';
	if (g->options.interchange_must_play)
		p->blanks_owed++;
	mid_turn(g);
	return WORDS_OK;
}

enum words_status words_kind_redraw(struct words_game *g, char tile)
{
	struct words_position *p = &g->pos;
	if (!g->options.kind_redraw)
		return WORDS_ERR_NOT_A_KIND;
	if (p->state == WORDS_STATE_OVER)
		return WORDS_ERR_GAME_OVER;
	if (!words_is_upper(tile) && tile != '?')
		return WORDS_ERR_BAD_TILE;
	if (!log_has_room(g))
		return WORDS_ERR_LOG_FULL;
	char *rack = p->rack[p->current];
	char same[WORDS_RACK_SIZE + 1];
	int n = 0;
	for (int i = 0; i < words_rack_len(rack); i++)
		if (rack[i] == tile)
			same[n++] = tile;
	same[n] = 0;
	if (n < 3)
		return WORDS_ERR_NOT_A_KIND;
	if (p->bag_len < n)
		return WORDS_ERR_BAG_TOO_SMALL;
	words_stage_recall_all(g);
	push_snapshot(g);
	struct words_turn *t = log_add(g, p->current, WORDS_TURN_KIND_REDRAW, 0);
	memcpy(t->tiles, same, (size_t)n + 1);
	words_rack_trade(p, p->current, same, n);
	mid_turn(g);
	return WORDS_OK;
}

/* A snapshot keeps the position, not the log.  One of a game just ended
 * by a play (the play still open to a challenge) comes back after that
 * play was withdrawn, and the withdrawal and the turns after it wrote over
 * the end's entries: they are written again from the play on, as the end
 * wrote them, the scores first summed again from the log before them. */
static void rewrite_end_entries(struct words_game *g)
{
	struct words_position *p = &g->pos;
	int play = p->challengeable;
	if (p->state != WORDS_STATE_OVER || play < 0 || play >= p->log_len)
		return;
	memset(p->score, 0, sizeof p->score);
	for (int i = 0; i <= play; i++)
		p->score[g->log[i].player] = (int16_t)(p->score[g->log[i].player] + g->log[i].score);
	p->log_len = (uint16_t)(play + 1);
	p->state = WORDS_STATE_PLAYING;
	if (p->end_reason == WORDS_END_WENT_OUT)
		end_went_out(g, g->log[play].player);
	else
		check_scoreless_end(g);
	p->challengeable = (int16_t)play;
}

enum words_status words_take_back(struct words_game *g)
{
	if (!g->undo_len)
		return WORDS_ERR_NOTHING_TO_TAKE_BACK;
	/* Undo actions back to the start of the last turn (mid-turn ones too). */
	while (g->undo_len) {
		g->undo_head = (uint8_t)((g->undo_head + WORDS_UNDO_CAP - 1) % WORDS_UNDO_CAP);
		g->undo_len--;
		const struct words_snapshot *s = &g->undo[g->undo_head];
		g->pos = s->pos;
		if (s->turn_start)
			break;
	}
	rewrite_end_entries(g);
	g->stage.count = 0;
	return WORDS_OK;
}

/* The staged tiles as a play, through the game (the stage module below
 * only keeps them). */
enum words_status words_stage_evaluate(const struct words_game *g, struct words_result *r)
{
	struct words_move m;
	words_stage_to_move(g, &m);
	return words_evaluate(g, &m, r);
}

enum words_status words_stage_play(struct words_game *g, struct words_result *r)
{
	struct words_move m;
	words_stage_to_move(g, &m);
	return words_play(g, &m, r);
}
