/* Words: validation, scoring and the turns of a game (play, pass, exchange,
 * challenge, blank interchange, three/four-of-a-kind, end, take back). */
#include "words.h"

#include <stdio.h>
#include <string.h>

/* Entries a turn may append at most: the turn itself and an end-of-game
 * adjustment per player. */
#define LOG_RESERVE (1 + WORDS_MAX_PLAYERS)
#define SHUFFLE_SEED_MIX UINT64_C(0x53485546464C4521) /* "SHUFFLE!" */

static bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
static bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
static char to_upper(char c) { return is_lower(c) ? (char)(c - 'a' + 'A') : c; }

/* The rack tile a board tile came from: a blank for 'a'..'z'. */
static char rack_tile_of(char board_tile)
{
	return is_lower(board_tile) ? '?' : board_tile;
}

static int rack_len(const char *rack)
{
	int n = 0;
	while (n < WORDS_RACK_SIZE && rack[n])
		n++;
	return n;
}

/* Appends to a NUL-terminated buffer of size cap, truncating. */
static void append(char *buf, int cap, const char *s)
{
	int n = (int)strlen(buf);
	while (*s && n < cap - 1)
		buf[n++] = *s++;
	buf[n] = 0;
}

static bool board_empty(const char *board)
{
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		if (board[sq])
			return false;
	return true;
}

/* ---- validation and scoring ------------------------------------------------------ */

static void set_status(struct words_result *r, enum words_status st, const char *detail)
{
	r->status = st;
	snprintf(r->message, sizeof r->message, "%s%s%s", words_status_text(st),
		 detail && *detail ? ": " : "", detail ? detail : "");
}

/* Reads the word through square along dir on board+overlay; stores its start
 * and returns its length. */
static int word_extent(const char *board, const char *overlay, int square, int dir, int *start)
{
	int step = dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	int pos = dir == WORDS_ACROSS ? square % WORDS_SIZE : square / WORDS_SIZE;
	int lo = pos, hi = pos;
	while (lo > 0 && (board[square - (pos - lo + 1) * step] || overlay[square - (pos - lo + 1) * step]))
		lo--;
	while (hi < WORDS_SIZE - 1 &&
	       (board[square + (hi - pos + 1) * step] || overlay[square + (hi - pos + 1) * step]))
		hi++;
	*start = square - (pos - lo) * step;
	return hi - lo + 1;
}

/* Scores the word of len squares from start along dir and fills w.  Premiums
 * count only under tiles of this turn (the overlay). */
static void score_word(const char *board, const char *overlay, int start, int dir, int len,
		       struct words_word *w)
{
	int step = dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
	int sum = 0, mult = 1;
	memset(w, 0, sizeof *w);
	w->square = (uint8_t)start;
	w->dir = (uint8_t)dir;
	w->len = (uint8_t)len;
	for (int i = 0; i < len; i++) {
		int sq = start + i * step;
		char c = overlay[sq] ? overlay[sq] : board[sq];
		int v = words_tile_value(c);
		w->letters[i] = c;
		if (overlay[sq]) {
			switch (words_premium_at(sq)) {
			case WORDS_PREMIUM_DL: v *= 2; break;
			case WORDS_PREMIUM_TL: v *= 3; break;
			case WORDS_PREMIUM_DW: mult *= 2; break;
			case WORDS_PREMIUM_TW: mult *= 3; break;
			default: break;
			}
		}
		sum += v;
	}
	w->score = sum * mult;
}

static bool lexicon_has(const struct words_lexicon *lex, const struct words_word *w)
{
	char up[WORDS_WORD_MAX];
	if (!lex || !lex->contains)
		return true;
	for (int i = 0; i < w->len; i++)
		up[i] = to_upper(w->letters[i]);
	up[w->len] = 0;
	return lex->contains(lex->ctx, up, w->len);
}

/* Validates m for player on position p and scores it.  With dict set and a
 * lexicon, words not in it make the play WORDS_ERR_NOT_IN_DICT (each flagged
 * phony); with mark_only, they are flagged but the status stays OK. */
static enum words_status evaluate_on(const struct words_position *p, int player,
				     const struct words_lexicon *lex, bool dict, bool mark_only,
				     const struct words_move *m, struct words_result *r)
{
	char overlay[WORDS_SQUARES];
	char detail[WORDS_MESSAGE_LEN];
	memset(r, 0, sizeof *r);
	memset(overlay, 0, sizeof overlay);
	detail[0] = 0;

	if (!m || m->count == 0) {
		set_status(r, WORDS_ERR_NO_TILES, NULL);
		return r->status;
	}
	if (m->count > WORDS_RACK_SIZE) {
		set_status(r, WORDS_ERR_TOO_MANY_TILES, NULL);
		return r->status;
	}
	int n = m->count;
	for (int i = 0; i < n; i++) {
		int sq = m->tiles[i].square;
		char t = m->tiles[i].tile;
		char where[8];
		words_coord(sq, WORDS_DOWN, where, sizeof where);
		if (sq >= WORDS_SQUARES) {
			set_status(r, WORDS_ERR_OFF_BOARD, NULL);
			return r->status;
		}
		if (!is_upper(t) && !is_lower(t)) {
			set_status(r, WORDS_ERR_BAD_TILE, where);
			return r->status;
		}
		if (overlay[sq]) {
			set_status(r, WORDS_ERR_DUPLICATE_SQUARE, where);
			return r->status;
		}
		if (p->board[sq]) {
			set_status(r, WORDS_ERR_SQUARE_TAKEN, where);
			return r->status;
		}
		overlay[sq] = t;
	}

	/* The tiles must come from the rack: letters as themselves, blanks as '?'. */
	{
		char left[WORDS_RACK_SIZE + 1];
		char missing[WORDS_RACK_SIZE + 1];
		int nm = 0;
		memcpy(left, p->rack[player], sizeof left);
		for (int i = 0; i < n; i++) {
			char need = rack_tile_of(m->tiles[i].tile);
			char *hit = memchr(left, need, (size_t)rack_len(left));
			if (hit)
				*hit = '-';
			else
				missing[nm++] = need;
		}
		missing[nm] = 0;
		if (nm) {
			set_status(r, WORDS_ERR_NOT_ON_RACK, missing);
			return r->status;
		}
	}

	bool same_row = true, same_col = true;
	int first = m->tiles[0].square;
	int lo = first, hi = first;
	for (int i = 1; i < n; i++) {
		int sq = m->tiles[i].square;
		same_row &= sq / WORDS_SIZE == first / WORDS_SIZE;
		same_col &= sq % WORDS_SIZE == first % WORDS_SIZE;
		if (sq < lo)
			lo = sq;
		if (sq > hi)
			hi = sq;
	}
	if (!same_row && !same_col) {
		set_status(r, WORDS_ERR_NOT_IN_LINE, NULL);
		return r->status;
	}
	int dir = same_row ? WORDS_ACROSS : WORDS_DOWN;
	if (n >= 2) {
		int step = dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
		for (int sq = lo; sq <= hi; sq += step) {
			if (!overlay[sq] && !p->board[sq]) {
				char where[8];
				words_coord(sq, WORDS_DOWN, where, sizeof where);
				set_status(r, WORDS_ERR_GAP, where);
				return r->status;
			}
		}
	}

	if (board_empty(p->board)) {
		if (!overlay[WORDS_CENTRE]) {
			set_status(r, WORDS_ERR_FIRST_NOT_CENTRE, NULL);
			return r->status;
		}
		if (n == 1) {
			set_status(r, WORDS_ERR_FIRST_SINGLE_TILE, NULL);
			return r->status;
		}
	} else {
		bool touches = false;
		for (int i = 0; i < n && !touches; i++) {
			int sq = m->tiles[i].square;
			int row = sq / WORDS_SIZE, col = sq % WORDS_SIZE;
			touches = (col > 0 && p->board[sq - 1]) ||
				  (col < WORDS_SIZE - 1 && p->board[sq + 1]) ||
				  (row > 0 && p->board[sq - WORDS_SIZE]) ||
				  (row < WORDS_SIZE - 1 && p->board[sq + WORDS_SIZE]);
		}
		if (!touches) {
			set_status(r, WORDS_ERR_NOT_CONNECTED, NULL);
			return r->status;
		}
	}

	/* A single tile's main word is the across one if it has one. */
	int start, len;
	if (n == 1) {
		len = word_extent(p->board, overlay, first, WORDS_ACROSS, &start);
		dir = len >= 2 ? WORDS_ACROSS : WORDS_DOWN;
	}
	len = word_extent(p->board, overlay, first, dir, &start);
	score_word(p->board, overlay, start, dir, len, &r->words[0]);
	r->word_count = 1;
	r->square = (uint8_t)start;
	r->dir = (uint8_t)dir;
	{
		int step = dir == WORDS_ACROSS ? 1 : WORDS_SIZE;
		for (int i = 0; i < len; i++)
			r->span[i] = overlay[start + i * step] ? overlay[start + i * step] : '.';
	}
	/* Cross words: one per placed tile, if longer than a letter. */
	for (int i = 0; i < n; i++) {
		int cs, cl = word_extent(p->board, overlay, m->tiles[i].square, !dir, &cs);
		if (cl >= 2)
			score_word(p->board, overlay, cs, !dir, cl, &r->words[r->word_count++]);
	}
	r->score = 0;
	for (int i = 0; i < r->word_count; i++)
		r->score += r->words[i].score;
	r->bingo = n == WORDS_RACK_SIZE;
	if (r->bingo)
		r->score += WORDS_BINGO_BONUS;

	if (dict && lex && lex->contains) {
		int phonies = 0;
		for (int i = 0; i < r->word_count; i++) {
			if (lexicon_has(lex, &r->words[i]))
				continue;
			r->words[i].phony = true;
			char up[WORDS_WORD_MAX];
			for (int k = 0; k <= r->words[i].len; k++)
				up[k] = to_upper(r->words[i].letters[k]);
			if (phonies++)
				append(detail, sizeof detail, ", ");
			append(detail, sizeof detail, up);
		}
		if (phonies && !mark_only) {
			set_status(r, WORDS_ERR_NOT_IN_DICT, detail);
			return r->status;
		}
		if (phonies) {
			snprintf(r->message, sizeof r->message, "%s: %s",
				 words_status_text(WORDS_ERR_NOT_IN_DICT), detail);
			return WORDS_OK;
		}
	}
	r->status = WORDS_OK;
	r->message[0] = 0;
	return WORDS_OK;
}

/* ---- moves and notation ----------------------------------------------------------- */

void words_move_clear(struct words_move *m)
{
	memset(m, 0, sizeof *m);
}

enum words_status words_move_add(struct words_move *m, int square, char tile)
{
	if (m->count >= WORDS_RACK_SIZE)
		return WORDS_ERR_TOO_MANY_TILES;
	if (square < 0 || square >= WORDS_SQUARES)
		return WORDS_ERR_OFF_BOARD;
	if (!is_upper(tile) && !is_lower(tile))
		return WORDS_ERR_BAD_TILE;
	m->tiles[m->count].square = (uint8_t)square;
	m->tiles[m->count].tile = tile;
	m->count++;
	return WORDS_OK;
}

static enum words_status span_to_move(const char *board, int square, int dir, const char *span,
				      struct words_move *m)
{
	words_move_clear(m);
	if (!span || !span[0] || square < 0 || square >= WORDS_SQUARES)
		return WORDS_ERR_BAD_ARGUMENT;
	int row = square / WORDS_SIZE, col = square % WORDS_SIZE;
	for (int i = 0; span[i]; i++) {
		int r = dir == WORDS_DOWN ? row + i : row;
		int c = dir == WORDS_DOWN ? col : col + i;
		if (r >= WORDS_SIZE || c >= WORDS_SIZE)
			return WORDS_ERR_OFF_BOARD;
		int sq = r * WORDS_SIZE + c;
		char ch = span[i];
		if (ch == '.') {
			if (!board[sq])
				return WORDS_ERR_BAD_ARGUMENT; /* "already there" over an empty square */
			continue;
		}
		if (!is_upper(ch) && !is_lower(ch))
			return WORDS_ERR_BAD_TILE;
		if (board[sq]) {
			if (to_upper(board[sq]) != to_upper(ch))
				return WORDS_ERR_SQUARE_TAKEN;
			continue; /* the letter already on the board, written out */
		}
		enum words_status st = words_move_add(m, sq, ch);
		if (st)
			return st;
	}
	return m->count ? WORDS_OK : WORDS_ERR_NO_TILES;
}

enum words_status words_move_from_span(const struct words_game *g, int square, enum words_dir dir,
				       const char *span, struct words_move *m)
{
	if (!g || !m)
		return WORDS_ERR_BAD_ARGUMENT;
	return span_to_move(g->pos.board, square, dir, span, m);
}

/* ---- game bookkeeping --------------------------------------------------------------- */

static char draw_tile(struct words_position *p)
{
	if (p->bag_len == 0)
		return 0;
	uint32_t i = words_rng_below(&p->bag_rng, p->bag_len);
	char t = p->bag[i];
	p->bag[i] = p->bag[p->bag_len - 1];
	p->bag_len--;
	return t;
}

/* Fills the rack from the bag, appending after the tiles kept. */
static void refill(struct words_position *p, int player)
{
	char *rack = p->rack[player];
	int n = rack_len(rack);
	while (n < WORDS_RACK_SIZE && p->bag_len) {
		rack[n++] = draw_tile(p);
		rack[n] = 0;
	}
}

/* Removes one copy of each tile in tiles (rack encoding) and closes the gaps,
 * keeping the order of the rest.  The caller has checked they are there. */
static void rack_remove(char *rack, const char *tiles, int count)
{
	for (int i = 0; i < count; i++) {
		char *hit = memchr(rack, tiles[i], (size_t)rack_len(rack));
		if (hit)
			*hit = '-';
	}
	int w = 0;
	for (int r = 0; r < WORDS_RACK_SIZE && rack[r]; r++)
		if (rack[r] != '-')
			rack[w++] = rack[r];
	memset(rack + w, 0, (size_t)(WORDS_RACK_SIZE + 1 - w));
}

static bool rack_holds(const char *rack, const char *tiles, int count)
{
	char left[WORDS_RACK_SIZE + 1];
	memcpy(left, rack, sizeof left);
	for (int i = 0; i < count; i++) {
		char *hit = memchr(left, tiles[i], (size_t)rack_len(left));
		if (!hit)
			return false;
		*hit = '-';
	}
	return true;
}

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

static void end_went_out(struct words_game *g, int goer)
{
	struct words_position *p = &g->pos;
	char others[WORDS_TURN_TILES];
	int sum = 0;
	others[0] = 0;
	for (int pl = 0; pl < p->players; pl++) {
		if (pl == goer)
			continue;
		sum += words_rack_value(p->rack[pl]);
		append(others, sizeof others, p->rack[pl]);
	}
	int gain = g->options.end_rule == WORDS_END_TOURNAMENT ? 2 * sum : sum;
	struct words_turn *t = log_add(g, goer, WORDS_TURN_END_GAIN, gain);
	if (t)
		memcpy(t->tiles, others, sizeof others);
	if (g->options.end_rule == WORDS_END_CLASSIC) {
		for (int pl = 0; pl < p->players; pl++) {
			if (pl == goer || !p->rack[pl][0])
				continue;
			t = log_add(g, pl, WORDS_TURN_END_RACK, -words_rack_value(p->rack[pl]));
			if (t)
				memcpy(t->tiles, p->rack[pl], WORDS_RACK_SIZE + 1);
		}
	}
	p->state = WORDS_STATE_OVER;
	p->end_reason = WORDS_END_WENT_OUT;
}

static void check_scoreless_end(struct words_game *g)
{
	struct words_position *p = &g->pos;
	if (p->scoreless < WORDS_SCORELESS_LIMIT)
		return;
	for (int pl = 0; pl < p->players; pl++) {
		if (!p->rack[pl][0])
			continue;
		struct words_turn *t =
			log_add(g, pl, WORDS_TURN_END_RACK, -words_rack_value(p->rack[pl]));
		if (t)
			memcpy(t->tiles, p->rack[pl], WORDS_RACK_SIZE + 1);
	}
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
	struct words_position *p = &g->pos;
	p->players = (uint8_t)players;
	p->challengeable = -1;
	words_rng_seed(&p->bag_rng, seed);
	words_rng_seed(&p->shuffle_rng, seed ^ SHUFFLE_SEED_MIX);
	words_rebuild_bag(p); /* canonical order: "??" then A..Z */
	for (int pl = 0; pl < players; pl++)
		refill(p, pl);
	return WORDS_OK;
}

bool words_is_over(const struct words_game *g)
{
	return g->pos.state == WORDS_STATE_OVER;
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
		set_status(r, WORDS_ERR_GAME_OVER, NULL);
		return r->status;
	}
	bool dict = g->options.challenge == WORDS_CHALLENGE_ENFORCED;
	enum words_status st = evaluate_on(p, p->current, &g->lexicon, dict, false, m, r);
	if (st)
		return st;
	if (p->blanks_owed) {
		int blanks = 0;
		for (int i = 0; i < m->count; i++)
			blanks += is_lower(m->tiles[i].tile);
		if (blanks < p->blanks_owed)
			set_status(r, WORDS_ERR_BLANK_MUST_BE_PLAYED, NULL);
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
	if (!log_has_room(g)) {
		set_status(r, WORDS_ERR_LOG_FULL, NULL);
		return r->status;
	}
	int player = p->current;
	char used[WORDS_RACK_SIZE];
	push_snapshot(g);
	for (int i = 0; i < m->count; i++) {
		p->board[m->tiles[i].square] = m->tiles[i].tile;
		used[i] = rack_tile_of(m->tiles[i].tile);
	}
	struct words_turn *t = log_add(g, player, WORDS_TURN_PLAY, r->score);
	int index = p->log_len - 1;
	t->square = r->square;
	t->dir = r->dir;
	memcpy(t->tiles, r->span, sizeof r->span);
	memcpy(t->word, r->words[0].letters, sizeof t->word);
	rack_remove(p->rack[player], used, m->count);
	refill(p, player);
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

static enum words_status check_tiles(const char *tiles, int *count)
{
	int n = 0;
	if (!tiles || !tiles[0])
		return WORDS_ERR_NO_TILES;
	for (; tiles[n]; n++) {
		if (n >= WORDS_RACK_SIZE)
			return WORDS_ERR_TOO_MANY_TILES;
		if (!is_upper(tiles[n]) && tiles[n] != '?')
			return WORDS_ERR_BAD_TILE;
	}
	*count = n;
	return WORDS_OK;
}

/* Draws count tiles, then puts the returned ones in the bag (so none come
 * straight back), appended in the order given. */
static void swap_with_bag(struct words_position *p, int player, const char *tiles, int count)
{
	char back[WORDS_RACK_SIZE];
	memcpy(back, tiles, (size_t)count);
	rack_remove(p->rack[player], back, count);
	refill(p, player);
	for (int i = 0; i < count; i++)
		p->bag[p->bag_len++] = back[i];
}

enum words_status words_exchange(struct words_game *g, const char *tiles)
{
	struct words_position *p = &g->pos;
	int n = 0;
	enum words_status st = turn_refusal(g);
	if (!st)
		st = check_tiles(tiles, &n);
	if (!st && p->bag_len < WORDS_EXCHANGE_MIN_BAG)
		st = WORDS_ERR_BAG_TOO_SMALL;
	if (!st && !rack_holds(p->rack[p->current], tiles, n))
		st = WORDS_ERR_NOT_ON_RACK;
	if (st)
		return st;
	push_snapshot(g);
	struct words_turn *t = log_add(g, p->current, WORDS_TURN_EXCHANGE, 0);
	memcpy(t->tiles, tiles, (size_t)n);
	swap_with_bag(p, p->current, tiles, n);
	next_turn(g, false);
	check_scoreless_end(g);
	return WORDS_OK;
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
	    top->pos.log_len != p->challengeable) {
		set_status(r, WORDS_ERR_NO_CHALLENGE, NULL);
		return r->status;
	}
	if (p->log_len + LOG_RESERVE > WORDS_LOG_CAP) {
		set_status(r, WORDS_ERR_LOG_FULL, NULL);
		return r->status;
	}
	const struct words_turn played = g->log[p->challengeable];
	struct words_position before = top->pos;
	struct words_move m;
	if (span_to_move(before.board, played.square, played.dir, played.tiles, &m) ||
	    evaluate_on(&before, played.player, &g->lexicon, true, true, &m, r)) {
		set_status(r, WORDS_ERR_NO_CHALLENGE, NULL); /* cannot happen for a logged play */
		return r->status;
	}
	for (int i = 0; i < r->word_count; i++)
		*upheld |= r->words[i].phony;

	if (*upheld) {
		/* The play is withdrawn: back to the position before it, keeping its
		 * log entry, then the withdrawal; it was the player's whole turn. */
		int16_t index = p->challengeable;
		push_snapshot(g);
		g->pos = before;
		p->log_len = (uint16_t)(index + 1);
		struct words_turn *t = log_add(g, played.player, WORDS_TURN_PHONY, -played.score);
		t->square = played.square;
		t->dir = played.dir;
		memcpy(t->tiles, played.tiles, sizeof t->tiles);
		memcpy(t->word, played.word, sizeof t->word);
		/* The restored score is already the one before the play. */
		p->score[played.player] = (int16_t)(p->score[played.player] + played.score);
		t->total = p->score[played.player];
		next_turn(g, false);
		check_scoreless_end(g);
		return WORDS_OK;
	}

	switch (g->options.challenge) {
	case WORDS_CHALLENGE_DOUBLE:
		if (p->state == WORDS_STATE_OVER)
			break;
		push_snapshot(g);
		log_add(g, p->current, WORDS_TURN_LOST_CHALLENGE, 0);
		next_turn(g, false);
		check_scoreless_end(g);
		return WORDS_OK;
	case WORDS_CHALLENGE_FIVE_POINT:
		push_snapshot(g);
		log_add(g, played.player, WORDS_TURN_CHALLENGE_BONUS, WORDS_CHALLENGE_BONUS);
		/* The challenger's turn goes on; take back undoes it with the bonus. */
		if (p->state != WORDS_STATE_OVER)
			p->turn_started = true;
		break;
	default:
		break;
	}
	p->challengeable = -1;
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
	if (!is_lower(p->board[square]))
		return WORDS_ERR_NO_BLANK;
	if (!log_has_room(g))
		return WORDS_ERR_LOG_FULL;
	char real = to_upper(p->board[square]);
	char *rack = p->rack[p->current];
	int slot = -1;
	for (int i = 0; i < rack_len(rack) && slot < 0; i++)
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
	if (!is_upper(tile) && tile != '?')
		return WORDS_ERR_BAD_TILE;
	if (!log_has_room(g))
		return WORDS_ERR_LOG_FULL;
	char *rack = p->rack[p->current];
	char same[WORDS_RACK_SIZE + 1];
	int n = 0;
	for (int i = 0; i < rack_len(rack); i++)
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
	swap_with_bag(p, p->current, same, n);
	mid_turn(g);
	return WORDS_OK;
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
	g->stage.count = 0;
	return WORDS_OK;
}

enum words_status words_set_rack(struct words_game *g, int player, const char *tiles)
{
	struct words_position *p = &g->pos;
	int n = 0;
	if (player < 0 || player >= p->players || !tiles)
		return WORDS_ERR_BAD_ARGUMENT;
	if (tiles[0]) {
		enum words_status st = check_tiles(tiles, &n);
		if (st)
			return st;
	}
	/* Work on a copy of the bag so a refusal changes nothing. */
	char bag[WORDS_TILE_COUNT];
	int len = p->bag_len;
	memcpy(bag, p->bag, (size_t)len);
	for (int i = 0; p->rack[player][i] && i < WORDS_RACK_SIZE; i++)
		bag[len++] = p->rack[player][i];
	for (int i = 0; i < n; i++) {
		char *hit = memchr(bag, tiles[i], (size_t)len);
		if (!hit)
			return WORDS_ERR_NOT_IN_BAG;
		*hit = bag[--len];
	}
	memcpy(p->bag, bag, (size_t)len);
	p->bag_len = (uint8_t)len;
	memset(p->rack[player], 0, sizeof p->rack[player]);
	memcpy(p->rack[player], tiles, (size_t)n);
	g->stage.count = 0;
	return WORDS_OK;
}

/* ---- staging ---------------------------------------------------------------------------- */

static int stage_find(const struct words_game *g, int square)
{
	for (int i = 0; i < g->stage.count; i++)
		if (g->stage.tiles[i].square == square)
			return i;
	return -1;
}

char words_stage_tile_at(const struct words_game *g, int square)
{
	int i = stage_find(g, square);
	return i < 0 ? 0 : g->stage.tiles[i].tile;
}

bool words_stage_slot_used(const struct words_game *g, int slot)
{
	for (int i = 0; i < g->stage.count; i++)
		if (g->stage.tiles[i].slot == slot)
			return true;
	return false;
}

static enum words_status stage_square_free(const struct words_game *g, int square)
{
	if (square < 0 || square >= WORDS_SQUARES)
		return WORDS_ERR_OFF_BOARD;
	if (g->pos.board[square] || stage_find(g, square) >= 0)
		return WORDS_ERR_SQUARE_TAKEN;
	return WORDS_OK;
}

enum words_status words_stage_place(struct words_game *g, int slot, int square, char blank_letter)
{
	const char *rack = g->pos.rack[g->pos.current];
	if (g->pos.state == WORDS_STATE_OVER)
		return WORDS_ERR_GAME_OVER;
	if (slot < 0 || slot >= rack_len(rack))
		return WORDS_ERR_BAD_SLOT;
	if (words_stage_slot_used(g, slot))
		return WORDS_ERR_STAGED;
	enum words_status st = stage_square_free(g, square);
	if (st)
		return st;
	char tile = rack[slot];
	if (tile == '?') {
		char up = to_upper(blank_letter);
		if (!is_upper(up))
			return WORDS_ERR_BAD_TILE;
		tile = (char)(up - 'A' + 'a');
	}
	struct words_staged *s = &g->stage.tiles[g->stage.count++];
	s->slot = (uint8_t)slot;
	s->square = (uint8_t)square;
	s->tile = tile;
	return WORDS_OK;
}

enum words_status words_stage_move(struct words_game *g, int from_square, int to_square)
{
	int i = stage_find(g, from_square);
	if (i < 0)
		return WORDS_ERR_STAGED;
	if (from_square == to_square)
		return WORDS_OK;
	enum words_status st = stage_square_free(g, to_square);
	if (st)
		return st;
	g->stage.tiles[i].square = (uint8_t)to_square;
	return WORDS_OK;
}

enum words_status words_stage_recall(struct words_game *g, int square)
{
	int i = stage_find(g, square);
	if (i < 0)
		return WORDS_ERR_STAGED;
	g->stage.tiles[i] = g->stage.tiles[g->stage.count - 1];
	g->stage.count--;
	return WORDS_OK;
}

void words_stage_recall_all(struct words_game *g)
{
	g->stage.count = 0;
}

void words_stage_to_move(const struct words_game *g, struct words_move *m)
{
	words_move_clear(m);
	for (int i = 0; i < g->stage.count; i++) {
		m->tiles[i].square = g->stage.tiles[i].square;
		m->tiles[i].tile = g->stage.tiles[i].tile;
	}
	m->count = g->stage.count;
}

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

static void shuffle_with(struct words_game *g, struct words_rng *rng)
{
	char *rack = g->pos.rack[g->pos.current];
	int free_slots[WORDS_RACK_SIZE];
	int k = 0;
	for (int i = 0; i < rack_len(rack); i++)
		if (!words_stage_slot_used(g, i))
			free_slots[k++] = i;
	/* Fisher-Yates over the unstaged slots; staged ones keep their place. */
	for (int i = k - 1; i > 0; i--) {
		int j = (int)words_rng_below(rng, (uint32_t)i + 1);
		char tmp = rack[free_slots[i]];
		rack[free_slots[i]] = rack[free_slots[j]];
		rack[free_slots[j]] = tmp;
	}
}

void words_rack_shuffle(struct words_game *g)
{
	shuffle_with(g, &g->pos.shuffle_rng);
}

void words_rack_shuffle_seeded(struct words_game *g, uint64_t seed)
{
	struct words_rng rng;
	words_rng_seed(&rng, seed);
	shuffle_with(g, &rng);
}

enum words_status words_rack_swap(struct words_game *g, int slot_a, int slot_b)
{
	char *rack = g->pos.rack[g->pos.current];
	int n = rack_len(rack);
	if (slot_a < 0 || slot_b < 0 || slot_a >= n || slot_b >= n)
		return WORDS_ERR_BAD_SLOT;
	char tmp = rack[slot_a];
	rack[slot_a] = rack[slot_b];
	rack[slot_b] = tmp;
	for (int i = 0; i < g->stage.count; i++) {
		if (g->stage.tiles[i].slot == slot_a)
			g->stage.tiles[i].slot = (uint8_t)slot_b;
		else if (g->stage.tiles[i].slot == slot_b)
			g->stage.tiles[i].slot = (uint8_t)slot_a;
	}
	return WORDS_OK;
}
