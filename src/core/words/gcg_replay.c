/* GCG and the rules core: house-rule pragma, record from a turn log, replay. */
#include "gcg.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* The notation and the records share the rules core's geometry. */
_Static_assert(NOTATION_DIM == WORDS_SIZE, "board sizes differ");
_Static_assert(NOTATION_RACK == WORDS_RACK_SIZE, "rack sizes differ");
_Static_assert(GCG_MAX_PLAYERS == WORDS_MAX_PLAYERS, "player counts differ");
_Static_assert(GCG_END_TILES + 1 <= WORDS_TURN_TILES, "end racks do not fit a log entry");

__attribute__((format(printf, 4, 5)))
static enum gcg_status rfail(struct gcg_error *err, enum gcg_status status, int line,
			     const char *fmt, ...)
{
	if (err) {
		va_list ap;
		err->status = status;
		err->line = line;
		err->col = 0;
		va_start(ap, fmt);
		vsnprintf(err->msg, sizeof err->msg, fmt, ap);
		va_end(ap);
	}
	return status;
}

/* ---- house rules ---------------------------------------------------------------- */

static const char *const challenge_names[] = {"enforced", "single", "double", "five-point"};
static const char *const end_names[] = {"classic", "tournament"};

static bool word_is(const char *s, size_t n, const char *w)
{
	return strlen(w) == n && memcmp(s, w, n) == 0;
}

static int parse_switch(const char *v, size_t n, bool *out)
{
	if (word_is(v, n, "on") || word_is(v, n, "yes")) {
		*out = true;
		return 0;
	}
	if (word_is(v, n, "off") || word_is(v, n, "no")) {
		*out = false;
		return 0;
	}
	return -1;
}

enum gcg_status gcg_rules_parse(const char *text, int line, struct words_options *opt,
				struct gcg_error *err)
{
	const char *p = text;
	while (*p) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		const char *key = p, *eq = NULL;
		while (*p && *p != ' ' && *p != '\t') {
			if (*p == '=' && !eq)
				eq = p;
			p++;
		}
		int col = (int)(key - text) + 1;
		if (!eq)
			return rfail(err, GCG_ERR_SYNTAX, line, "#tessera-rules: '%.*s' is not KEY=VALUE",
				     (int)(p - key) > 32 ? 32 : (int)(p - key), key);
		size_t kn = (size_t)(eq - key), vn = (size_t)(p - eq - 1);
		const char *v = eq + 1;
		int bad = 0;
		if (word_is(key, kn, "challenge")) {
			bad = 1;
			for (int i = 0; i < 4; i++)
				if (word_is(v, vn, challenge_names[i])) {
					opt->challenge = (enum words_challenge)i;
					bad = 0;
				}
		} else if (word_is(key, kn, "end")) {
			bad = 1;
			for (int i = 0; i < 2; i++)
				if (word_is(v, vn, end_names[i])) {
					opt->end_rule = (enum words_end_rule)i;
					bad = 0;
				}
		} else if (word_is(key, kn, "interchange")) {
			bad = parse_switch(v, vn, &opt->blank_interchange);
		} else if (word_is(key, kn, "interchange-must-play")) {
			bad = parse_switch(v, vn, &opt->interchange_must_play);
		} else if (word_is(key, kn, "kind-redraw")) {
			bad = parse_switch(v, vn, &opt->kind_redraw);
		} else {
			return rfail(err, GCG_ERR_SYNTAX, line,
				     "#tessera-rules: unknown key '%.*s' (at %d; keys: challenge, end, "
				     "interchange, interchange-must-play, kind-redraw)",
				     (int)kn > 32 ? 32 : (int)kn, key, col);
		}
		if (bad)
			return rfail(err, GCG_ERR_SYNTAX, line, "#tessera-rules: bad value '%.*s' for %.*s",
				     (int)vn > 32 ? 32 : (int)vn, v, (int)kn, key);
	}
	return GCG_OK;
}

int gcg_rules_format(const struct words_options *opt, char *buf, size_t size)
{
	if ((unsigned)opt->challenge > WORDS_CHALLENGE_FIVE_POINT ||
	    (unsigned)opt->end_rule > WORDS_END_TOURNAMENT)
		return GCG_ERR_SYNTAX;
	int n = snprintf(buf, size,
			 "challenge=%s end=%s interchange=%s interchange-must-play=%s kind-redraw=%s",
			 challenge_names[opt->challenge], end_names[opt->end_rule],
			 opt->blank_interchange ? "on" : "off",
			 opt->interchange_must_play ? "on" : "off", opt->kind_redraw ? "on" : "off");
	return n < 0 || (size_t)n >= size ? GCG_ERR_SPACE : n;
}

/* ---- record from a game ------------------------------------------------------------ */

static void copy_str(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);
	if (n >= size)
		n = size - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

/* The record's line for log entry i of g (the fields a GCG line shows). */
static enum gcg_status event_from_turn(const struct words_game *g, int i, struct gcg_event *ev)
{
	const struct words_turn *t = &g->log[i];
	memset(ev, 0, sizeof *ev);
	ev->player = t->player;
	ev->score = t->score;
	ev->total = t->total;
	copy_str(ev->rack, sizeof ev->rack, t->rack);
	switch (t->kind) {
	case WORDS_TURN_PLAY: {
		struct notation_move *m = &ev->move;
		ev->kind = GCG_PLAY;
		m->kind = NOTATION_PLACE;
		m->row = t->square / WORDS_SIZE;
		m->col = t->square % WORDS_SIZE;
		m->down = t->dir == WORDS_DOWN;
		m->len = (int)strnlen(t->tiles, NOTATION_DIM);
		memcpy(m->word, t->tiles, (size_t)m->len);
		for (int k = 0; k < m->len; k++)
			if (m->word[k] == '.')
				m->through |= 1u << k;
		break;
	}
	case WORDS_TURN_PASS:
	case WORDS_TURN_LOST_CHALLENGE:
		ev->kind = GCG_PLAY;
		ev->move.kind = NOTATION_PASS;
		break;
	case WORDS_TURN_EXCHANGE:
	case WORDS_TURN_KIND_REDRAW: /* three or four alike returned: written as their tiles too */
		ev->kind = t->kind == WORDS_TURN_EXCHANGE ? GCG_PLAY : GCG_KIND_REDRAW;
		ev->move.kind = NOTATION_EXCHANGE;
		copy_str(ev->move.tiles, sizeof ev->move.tiles, t->tiles);
		ev->move.ntiles = (int)strlen(ev->move.tiles);
		break;
	case WORDS_TURN_PHONY:
		ev->kind = GCG_WITHDRAWN;
		/* GCG shows the rack the phony was played from. */
		for (int k = i - 1; k >= 0; k--)
			if (g->log[k].kind == WORDS_TURN_PLAY && g->log[k].player == t->player) {
				copy_str(ev->rack, sizeof ev->rack, g->log[k].rack);
				break;
			}
		break;
	case WORDS_TURN_CHALLENGE_BONUS:
		ev->kind = GCG_CHALLENGE_BONUS;
		break;
	case WORDS_TURN_END_GAIN:
		ev->kind = GCG_END_POINTS;
		ev->rack[0] = '\0';
		copy_str(ev->end_rack, sizeof ev->end_rack, t->tiles);
		break;
	case WORDS_TURN_END_RACK:
		ev->kind = GCG_END_PENALTY;
		copy_str(ev->end_rack, sizeof ev->end_rack, t->tiles);
		copy_str(ev->rack, sizeof ev->rack, t->tiles);
		break;
	case WORDS_TURN_BLANK_SWAP:
		ev->kind = GCG_BLANK_SWAP;
		ev->move.row = t->square / WORDS_SIZE;
		ev->move.col = t->square % WORDS_SIZE;
		break;
	default:
		return GCG_ERR_SYNTAX;
	}
	return GCG_OK;
}

/* The rules log a challenge of the going-out play after the end-of-game
 * lines; Woogles writes its bonus before them, and a reader that meets it
 * after takes the game for over.  So the bonus moves up, its total being
 * that of the play it rewards. */
static void bonus_before_end_lines(struct gcg_record *rec)
{
	for (int i = 1; i < rec->nevents; i++) {
		if (rec->events[i].kind != GCG_CHALLENGE_BONUS)
			continue;
		int j = i;
		while (j > 0 && (rec->events[j - 1].kind == GCG_END_POINTS ||
				 rec->events[j - 1].kind == GCG_END_PENALTY))
			j--;
		if (j == i)
			continue;
		struct gcg_event bonus = rec->events[i];
		/* The bonus now comes first: the player's end line adds to it. */
		for (int k = j; k < i; k++) {
			if (rec->events[k].player != bonus.player)
				continue;
			bonus.total -= rec->events[k].score;
			rec->events[k].total += bonus.score;
		}
		memmove(&rec->events[j + 1], &rec->events[j], (size_t)(i - j) * sizeof bonus);
		rec->events[j] = bonus;
	}
}

enum gcg_status gcg_from_game(const struct words_game *g, const struct gcg_player *players,
			      struct gcg_record *rec)
{
	const struct words_position *pos = &g->pos;
	memset(rec, 0, offsetof(struct gcg_record, events));
	rec->nevents = 0;
	if (pos->players < 2 || pos->players > GCG_MAX_PLAYERS || pos->log_len > WORDS_LOG_CAP)
		return GCG_ERR_PLAYER;
	rec->nplayers = pos->players;
	for (int i = 0; i < rec->nplayers; i++) {
		rec->players[i] = players[i];
		/* Never an empty "#playerN" line: a seat without a nickname is named
		 * by its number. */
		if (!players[i].nick[0])
			snprintf(rec->players[i].nick, sizeof rec->players[i].nick, "player%d", i + 1);
	}
	if (gcg_rules_format(&g->options, rec->rules, sizeof rec->rules) < 0)
		return GCG_ERR_SYNTAX;
	for (int i = 0; i < pos->log_len; i++) {
		if (rec->nevents >= GCG_MAX_EVENTS)
			return GCG_ERR_CAPACITY;
		enum gcg_status rc = event_from_turn(g, i, &rec->events[rec->nevents]);
		if (rc)
			return rc;
		rec->nevents++;
	}
	bonus_before_end_lines(rec);
	return GCG_OK;
}

/* ---- replay -------------------------------------------------------------------------- */

/* The record decides word validity: plays go through a lexicon that accepts
 * everything, and a challenge is resolved the way the record says by
 * consulting one that accepts nothing (upheld) or everything (not upheld). */
static bool lexicon_accept(const void *ctx, const char *word, int len)
{
	(void)ctx, (void)word, (void)len;
	return true;
}

static bool lexicon_refuse(const void *ctx, const char *word, int len)
{
	(void)ctx, (void)word, (void)len;
	return false;
}

static const struct words_lexicon accept_all = {lexicon_accept, NULL};
static const struct words_lexicon refuse_all = {lexicon_refuse, NULL};

static const char *nick(const struct gcg_record *rec, int player)
{
	return rec->players[player].nick;
}

/* A line after the game's end: says when and how it ended. */
static enum gcg_status over_fail(const struct gcg_replay *rp, int line, struct gcg_error *err)
{
	return rfail(err, GCG_ERR_REPLAY, line, "the game is already over: %s on line %d",
		     rp->game.pos.end_reason == WORDS_END_SCORELESS ? "six scoreless turns in a row ended it"
								     : "it ended with a player going out",
		     rp->over_line);
}

/* Sorted copy, so racks compare as multisets. */
/* Racks and end-of-game tiles compared as tiles, in any order. */
static bool same_tiles(const char *a, const char *b)
{
	return words_same_tiles(a, b, GCG_END_TILES + 1);
}

/* Gives seat the rack want through words_set_rack().  The tiles must be in
 * the bag once seat's own rack is back in it; a tile that is not is taken
 * from a waiting (unpinned) player's rack, who gets a bag tile want does not
 * need instead: those racks are set again before they matter.  So all 100
 * tiles stay accounted for.  A pinned rack the record showed only in part
 * (shown[q] tiles first, NULL: every pinned rack whole) gives up its other
 * tiles too: they are the replay's filling, not the record's.  On failure
 * the replay is abandoned. */
static int set_rack(struct words_game *g, int seat, const char *want, unsigned pinned,
		    const int *shown, char *why, size_t why_size);

/* Removes the tiles of part from rack (a multiset difference); false when
 * rack lacks one of them. */
static bool take_tiles(char *rack, const char *part)
{
	for (const char *x = part; *x; x++) {
		char *hit = strchr(rack, *x);
		if (!hit)
			return false;
		memmove(hit, hit + 1, strlen(hit));
	}
	return true;
}

/* An annotated game shows an unseen opponent's rack as the tiles played
 * only ("IP" of a rack of 7).  Those tiles must still be in the unseen
 * pool: the rack is completed with tiles of the player's own rack (then
 * with what set_rack takes), and only the tiles shown are checked. */
static int set_partial_rack(struct words_game *g, int seat, const char *want, unsigned pinned,
			    const int *shown, char *why, size_t why_size)
{
	char full[WORDS_RACK_SIZE + 1], rest[WORDS_RACK_SIZE + 1];
	size_t have = strlen(g->pos.rack[seat]), need = strlen(want);
	memcpy(rest, g->pos.rack[seat], have + 1);
	/* What is left of the rack fills the gap: each tile shown comes out of
	 * it if it is there, missing ones or not (stopping at the first missing
	 * one would leave a tile shown in rest too, and count it twice). */
	for (const char *x = want; *x; x++) {
		char one[2] = {*x, '\0'};
		take_tiles(rest, one);
	}
	memcpy(full, want, need);
	memcpy(full + need, rest, have - need);
	full[have] = '\0';
	if (set_rack(g, seat, full, pinned, shown, why, why_size) == 0)
		return 0;
	/* Said with the rack the record shows, not the replay's filling. */
	const char *tail = strstr(why, " cannot be");
	char shown_why[96];
	snprintf(shown_why, sizeof shown_why, "the rack %s%s", want, tail ? tail : " cannot be");
	snprintf(why, why_size, "%s", shown_why);
	return -1;
}

/* set_rack() for a rack of the record: a rack shorter than the one the game
 * gives is partial (set_partial_rack), and noted in rp->partial_racks;
 * rp->shown[seat] says how much of it the record showed. */
static int set_record_rack(struct gcg_replay *rp, int seat, const char *want, unsigned pinned,
			   char *why, size_t why_size)
{
	size_t have = strlen(rp->game.pos.rack[seat]), need = strlen(want);
	int rc;
	if (need > 0 && need < have) {
		rp->partial_racks |= 1u << rp->player[seat];
		rc = set_partial_rack(&rp->game, seat, want, pinned, rp->shown, why, why_size);
	} else {
		rc = set_rack(&rp->game, seat, want, pinned, rp->shown, why, why_size);
		need = WORDS_RACK_SIZE;
	}
	if (!rc)
		rp->shown[seat] = (int)need;
	return rc;
}

static int set_rack(struct words_game *g, int seat, const char *want, unsigned pinned,
		    const int *shown, char *why, size_t why_size)
{
	struct words_position *p = &g->pos;
	size_t have = strlen(p->rack[seat]), need = strlen(want);
	int short_by[128] = {0};

	if (strcmp(p->rack[seat], want) == 0)
		return 0;
	if (need != have) {
		snprintf(why, why_size, "the rack %s has %zu tiles but the game gives %zu", want, need,
			 have);
		return -1;
	}
	if (words_set_rack(g, seat, "") != WORDS_OK)
		goto refused;
	for (size_t i = 0; i < need; i++)
		short_by[(unsigned char)want[i] & 127]++;
	for (int j = 0; j < p->bag_len; j++)
		short_by[(unsigned char)p->bag[j] & 127]--;
	for (size_t i = 0; i < need; i++) {
		int c = (unsigned char)want[i] & 127;
		if (short_by[c] <= 0)
			continue;
		char *hit = NULL;
		for (int q = 0; q < p->players && !hit; q++)
			if (q != seat && !(pinned >> q & 1))
				hit = strchr(p->rack[q], c);
		/* Then the filling of a partial rack, past the tiles shown. */
		for (int q = 0; shown && q < p->players && !hit; q++)
			if (q != seat && (pinned >> q & 1) && shown[q] < (int)strlen(p->rack[q]))
				hit = strchr(p->rack[q] + shown[q], c);
		int spare = -1;
		for (int j = 0; j < p->bag_len && spare < 0; j++)
			if (short_by[(unsigned char)p->bag[j] & 127] < 0)
				spare = j;
		if (!hit || spare < 0) {
			snprintf(why, why_size, "the rack %s cannot be: no %c is left for it", want, c);
			return -1;
		}
		short_by[(unsigned char)p->bag[spare] & 127]++;
		*hit = p->bag[spare];
		p->bag[spare] = (char)c;
		short_by[c]--;
	}
	if (words_set_rack(g, seat, want) == WORDS_OK)
		return 0;
refused:
	snprintf(why, why_size, "the rack %s cannot be", want);
	return -1;
}

static bool takes_turn(const struct gcg_event *ev)
{
	return ev->kind == GCG_PLAY || ev->kind == GCG_BLANK_SWAP || ev->kind == GCG_KIND_REDRAW;
}

/* Before a turn, the other players' racks are set to what the record shows
 * on their next line with a rack: nothing changes a waiting player's rack
 * until then, and the end-of-game scores depend on those racks. */
static enum gcg_status preset_others(const struct gcg_record *rec, int from, struct gcg_replay *rp,
				     int seat, struct gcg_error *err)
{
	struct words_position *p = &rp->game.pos;
	unsigned pinned = 1u << seat;
	char why[96];

	for (int q = 0; q < p->players; q++) {
		int player = rp->player[q], line = 0;
		const char *want = NULL;
		if (q == seat)
			continue;
		for (int j = from + 1; j < rec->nevents && !want; j++) {
			const struct gcg_event *ev = &rec->events[j];
			if (ev->player == player) {
				if (ev->kind == GCG_WITHDRAWN)
					break; /* its rack comes back from the board first */
				if (takes_turn(ev) || ev->kind == GCG_END_PENALTY) {
					want = ev->rack;
					line = ev->line;
				}
			} else if (ev->kind == GCG_END_POINTS && p->players == 2) {
				want = ev->end_rack; /* the goer's opponent holds these */
				line = ev->line;
			}
		}
		if (!want)
			continue;
		if (set_record_rack(rp, q, want, pinned, why, sizeof why))
			return rfail(err, GCG_ERR_REPLAY, line, "%s", why);
		pinned |= 1u << q;
	}
	return GCG_OK;
}

static void infer_options(const struct gcg_record *rec, struct words_options *opt)
{
	bool gain = false, penalty = false;
	memset(opt, 0, sizeof *opt);
	/* A record may hold phonies: they stand until challenged. */
	opt->challenge = WORDS_CHALLENGE_SINGLE;
	opt->end_rule = WORDS_END_TOURNAMENT; /* the GCG convention for two players */
	for (int i = 0; i < rec->nevents; i++) {
		switch (rec->events[i].kind) {
		case GCG_CHALLENGE_BONUS:
			opt->challenge = WORDS_CHALLENGE_FIVE_POINT;
			break;
		case GCG_END_POINTS:
			gain = true;
			break;
		case GCG_END_PENALTY:
			penalty = true;
			break;
		case GCG_BLANK_SWAP:
			opt->blank_interchange = true;
			break;
		case GCG_KIND_REDRAW:
			opt->kind_redraw = true;
			break;
		default:
			break;
		}
	}
	/* Going out with the others also losing their racks is the classic rule. */
	if (gain && penalty)
		opt->end_rule = WORDS_END_CLASSIC;
}

static const char *move_text(const struct gcg_event *ev, char *buf, size_t size)
{
	if (notation_move_format(&ev->move, buf, size) < 0)
		snprintf(buf, size, "?");
	return buf;
}

/* "(swap:8H)" and "(redraw:EEE)": mid-turn actions, worth nothing. */
static enum gcg_status mid_turn_event(const struct gcg_event *ev, struct words_game *g, int seat,
				      struct gcg_error *err)
{
	enum words_status st;
	if (ev->kind == GCG_BLANK_SWAP) {
		st = words_swap_blank(g, ev->move.row * WORDS_SIZE + ev->move.col);
		if (st)
			return rfail(err, GCG_ERR_REPLAY, ev->line, "the blank swap is refused: %s",
				     words_status_text(st));
		return GCG_OK;
	}
	/* The rules return every copy on the rack: the line must list them all. */
	char tile = ev->move.tiles[0];
	int on_rack = 0;
	for (const char *x = g->pos.rack[seat]; *x; x++)
		on_rack += *x == tile;
	for (int k = 0; k < ev->move.ntiles; k++)
		if (ev->move.tiles[k] != tile || on_rack != ev->move.ntiles)
			return rfail(err, GCG_ERR_REPLAY, ev->line,
				     "(redraw:%s) must list every %c of the rack (%d)", ev->move.tiles, tile,
				     on_rack);
	st = words_kind_redraw(g, tile);
	if (st)
		return rfail(err, GCG_ERR_REPLAY, ev->line, "the redraw is refused: %s",
			     words_status_text(st));
	return GCG_OK;
}

/* A play that places tiles: the rules core scores it, every word standing. */
static enum gcg_status place_event(const struct gcg_event *ev, struct gcg_replay *rp,
				   struct gcg_error *err)
{
	struct words_game *g = &rp->game;
	struct notation_board board;
	struct notation_placement pl[NOTATION_RACK];
	struct notation_error ne;
	struct words_move m;
	char text[40];
	memcpy(board.sq, g->pos.board, sizeof board.sq);
	int n = notation_move_tiles(&ev->move, &board, pl, &ne);
	if (n < 0)
		return rfail(err, GCG_ERR_REPLAY, ev->line, "%s: %s", move_text(ev, text, sizeof text),
			     ne.msg);
	words_move_clear(&m);
	for (int k = 0; k < n; k++)
		words_move_add(&m, pl[k].square, pl[k].tile);
	g->lexicon = accept_all;
	enum words_status st = words_play(g, &m, &rp->result);
	if (st)
		return rfail(err, GCG_ERR_REPLAY, ev->line, "%s is not a legal play: %s",
			     move_text(ev, text, sizeof text),
			     rp->result.message[0] ? rp->result.message : words_status_text(st));
	return GCG_OK;
}

/* "-TILES" (or "-N", the tiles hidden: any N of the rack do) and "-". */
static enum gcg_status exchange_or_pass_event(const struct gcg_event *ev, struct words_game *g,
					      struct gcg_error *err)
{
	char text[40], tiles[NOTATION_RACK + 1];
	if (ev->move.kind == NOTATION_PASS) {
		enum words_status st = words_pass(g);
		if (st)
			return rfail(err, GCG_ERR_REPLAY, ev->line, "the pass is refused: %s",
				     words_status_text(st));
		return GCG_OK;
	}
	if (ev->move.tiles_hidden) {
		size_t n = (size_t)ev->move.ntiles;
		if (n > strlen(ev->rack))
			return rfail(err, GCG_ERR_REPLAY, ev->line, "exchanging %zu tiles from a rack of %zu",
				     n, strlen(ev->rack));
		memcpy(tiles, ev->rack, n);
		tiles[n] = '\0';
	} else {
		memcpy(tiles, ev->move.tiles, sizeof tiles);
	}
	enum words_status st = words_exchange(g, tiles);
	if (st)
		return rfail(err, GCG_ERR_REPLAY, ev->line, "the exchange %s is refused: %s",
			     move_text(ev, text, sizeof text), words_status_text(st));
	return GCG_OK;
}

/* macondo writes a double challenge of the going-out play that fails as the
 * challenger's pass after it (">Ben: EGOP - +0 451"): under the double or
 * single rule it costs nothing, since the game is over.  It must follow the
 * going-out play at once, come from another player and show the rack that
 * player holds. */
static enum gcg_status lost_challenge_event(const struct gcg_record *rec, int i,
					    struct gcg_replay *rp, struct gcg_error *err)
{
	const struct gcg_event *ev = &rec->events[i], *prev = i > 0 ? &rec->events[i - 1] : NULL;
	struct words_game *g = &rp->game;
	enum words_challenge rule = g->options.challenge;
	char held[WORDS_RACK_SIZE + 1];

	if (g->pos.end_reason != WORDS_END_WENT_OUT || rp->over_checked || !prev ||
	    prev->kind != GCG_PLAY || prev->move.kind != NOTATION_PLACE ||
	    prev->player == ev->player ||
	    (rule != WORDS_CHALLENGE_DOUBLE && rule != WORDS_CHALLENGE_SINGLE))
		return over_fail(rp, ev->line, err);
	memcpy(held, g->pos.rack[rp->seat[ev->player]], sizeof held);
	bool shown = strlen(ev->rack) < strlen(held) ? take_tiles(held, ev->rack)
						      : same_tiles(held, ev->rack);
	if (!shown)
		return rfail(err, GCG_ERR_MISMATCH, ev->line,
			     "%s is not what %s holds (%s) after the going-out play", ev->rack,
			     nick(rec, ev->player), g->pos.rack[rp->seat[ev->player]]);
	return GCG_OK;
}

/* A turn of the player to move: the racks set as the record shows them,
 * then the move or the mid-turn action.  *computed gets the play's score
 * and *res its verdict (a placing move only). */
static enum gcg_status play_event(const struct gcg_record *rec, int i, struct gcg_replay *rp,
				  int *computed, const struct words_result **res,
				  struct gcg_error *err)
{
	const struct gcg_event *ev = &rec->events[i];
	struct words_game *g = &rp->game;
	int seat = rp->seat[ev->player];
	char why[96];

	*computed = 0;
	if (words_is_over(g) && ev->kind == GCG_PLAY && ev->move.kind == NOTATION_PASS)
		return lost_challenge_event(rec, i, rp, err);
	if (words_is_over(g))
		return over_fail(rp, ev->line, err);
	if (g->pos.current != seat)
		return rfail(err, GCG_ERR_MISMATCH, ev->line, "it is %s's turn, not %s's",
			     nick(rec, rp->player[g->pos.current]), nick(rec, ev->player));
	if (set_record_rack(rp, seat, ev->rack, 0, why, sizeof why))
		return rfail(err, GCG_ERR_REPLAY, ev->line, "%s", why);
	enum gcg_status rc = preset_others(rec, i, rp, seat, err);
	if (rc)
		return rc;
	*computed = 0;
	if (ev->kind == GCG_BLANK_SWAP || ev->kind == GCG_KIND_REDRAW)
		return mid_turn_event(ev, g, seat, err);
	if (ev->move.kind != NOTATION_PLACE)
		return exchange_or_pass_event(ev, g, err);
	rc = place_event(ev, rp, err);
	if (rc)
		return rc;
	*computed = rp->result.score;
	*res = &rp->result;
	return GCG_OK;
}

/* Quackle writes UNKNOWN as the rack of a "(challenge)" line when the player
 * has no later turn to take it from (the play went out, or the record stops):
 * no rack shown, not the tiles U, N, K, O, W. */
static bool quackle_unknown_rack(const char *rack)
{
	return strcmp(rack, "UNKNOWN") == 0;
}

/* A "--" or "(challenge)" line: the player to move challenges the last play. */
static enum gcg_status challenge_event(const struct gcg_record *rec, int i, struct gcg_replay *rp,
				       int *computed, struct gcg_error *err)
{
	const struct gcg_event *ev = &rec->events[i];
	struct words_game *g = &rp->game;
	int seat = rp->seat[ev->player];
	bool withdraw = ev->kind == GCG_WITHDRAWN, upheld = false;
	enum words_status st;

	if (words_is_over(g) && g->pos.end_reason == WORDS_END_SCORELESS)
		return over_fail(rp, ev->line, err);
	if (withdraw && g->pos.challengeable < 0)
		return rfail(err, GCG_ERR_REPLAY, ev->line, "there is no play to withdraw");
	g->lexicon = withdraw ? refuse_all : accept_all;
	st = words_challenge(g, &upheld, &rp->result);
	g->lexicon = accept_all;
	if (st == WORDS_ERR_NO_CHALLENGE && g->options.challenge == WORDS_CHALLENGE_ENFORCED)
		return rfail(err, GCG_ERR_REPLAY, ev->line,
			     "a challenge, but the rules enforce the dictionary (challenge=enforced)");
	if (st)
		return rfail(err, GCG_ERR_REPLAY, ev->line, "the challenge is refused: %s",
			     words_status_text(st));
	if (upheld != withdraw)
		return rfail(err, GCG_ERR_REPLAY, ev->line, "the challenge did not go as recorded");
	/* The challenge's own entry: a withdrawal that makes the sixth scoreless
	 * turn ends the game, and the rules log each rack's penalty after it. */
	int k = g->pos.log_len - 1;
	while (k > 0 && g->log[k].kind == WORDS_TURN_END_RACK)
		k--;
	enum words_turn_kind want = withdraw ? WORDS_TURN_PHONY : WORDS_TURN_CHALLENGE_BONUS;
	if (k < 0 || g->log[k].kind != want)
		return rfail(err, GCG_ERR_REPLAY, ev->line,
			     withdraw ? "the challenge withdrew nothing"
				      : "a challenge bonus needs challenge=five-point");
	struct words_turn *t = &g->log[k];
	if (t->player != seat)
		return rfail(err, GCG_ERR_MISMATCH, ev->line, "the challenged play is %s's, not %s's",
			     nick(rec, rp->player[t->player]), nick(rec, ev->player));
	char held[WORDS_RACK_SIZE + 1];
	memcpy(held, g->pos.rack[seat], sizeof held);
	bool partial = strlen(ev->rack) < strlen(held) && (rp->partial_racks >> ev->player & 1);
	if (withdraw && ev->rack[0] &&
	    !(partial ? take_tiles(held, ev->rack) : same_tiles(g->pos.rack[seat], ev->rack)))
		return rfail(err, GCG_ERR_MISMATCH, ev->line,
			     "%s is not the rack the withdrawn play came from (%s)", ev->rack,
			     g->pos.rack[seat]);
	if (!withdraw && ev->rack[0] && !quackle_unknown_rack(ev->rack)) {
		/* The bonus line shows the rack drawn after the play: take it, so
		 * the rules core logs the same one. */
		char why[96];
		if (set_record_rack(rp, seat, ev->rack, 1u << g->pos.current, why, sizeof why))
			return rfail(err, GCG_ERR_REPLAY, ev->line, "%s", why);
		memcpy(t->rack, g->pos.rack[seat], sizeof t->rack);
	}
	/* Point-penalty rules differ in the bonus: the rules core gives +5,
	 * Woogles' ten-point challenge +10, some tournaments 5 a word.  The
	 * record says the amount, a multiple of 5 (a replayed game written
	 * again keeps it, under tessera's five-point pragma too); the bonus
	 * (the game's last entry) is set to it. */
	if (!withdraw && ev->score > 0 && ev->score % 5 == 0 && ev->score != t->score &&
	    k == g->pos.log_len - 1) {
		int delta = ev->score - t->score;
		t->score = (int16_t)ev->score;
		t->total = (int16_t)(t->total + delta);
		g->pos.score[seat] = (int16_t)(g->pos.score[seat] + delta);
	}
	*computed = t->score;
	return GCG_OK;
}

/* A game that ends on six scoreless turns, the last an exchange, leaves the
 * exchanger with tiles the replay drew at random: the record's rack stands
 * instead when it keeps the tiles not exchanged and the set allows it. */
static int fix_exchange_end(struct words_game *g, int k, int seat, const char *want)
{
	struct words_position *p = &g->pos;
	struct words_turn *t = &g->log[k];
	int last = -1;
	char kept[WORDS_RACK_SIZE + 1], why[96];

	if (p->end_reason != WORDS_END_SCORELESS)
		return -1;
	for (int j = k - 1; j >= 0 && last < 0; j--)
		if (g->log[j].kind != WORDS_TURN_END_RACK)
			last = j;
	if (last < 0 || g->log[last].kind != WORDS_TURN_EXCHANGE || g->log[last].player != seat)
		return -1;
	/* kept = the rack before the exchange without the tiles returned. */
	memcpy(kept, g->log[last].rack, sizeof kept);
	for (const char *x = g->log[last].tiles; *x; x++) {
		char *hit = strchr(kept, *x);
		if (!hit)
			return -1;
		memmove(hit, hit + 1, strlen(hit));
	}
	char rest[GCG_END_TILES + 1];
	memcpy(rest, want, strnlen(want, GCG_END_TILES) + 1);
	for (const char *x = kept; *x; x++) {
		char *hit = strchr(rest, *x);
		if (!hit)
			return -1;
		memmove(hit, hit + 1, strlen(hit));
	}
	unsigned others = ((1u << p->players) - 1) & ~(1u << seat);
	if (strlen(want) != strlen(p->rack[seat]) ||
	    set_rack(g, seat, want, others, NULL, why, sizeof why))
		return -1;
	int delta = -words_rack_value(want) - t->score;
	memcpy(t->tiles, want, strlen(want) + 1);
	t->score = (int16_t)(t->score + delta);
	t->total = (int16_t)(t->total + delta);
	p->score[seat] = (int16_t)(p->score[seat] + delta);
	return 0;
}

static enum gcg_status end_event(const struct gcg_record *rec, int i, struct gcg_replay *rp,
				 int *computed, bool used[WORDS_LOG_CAP], struct gcg_error *err)
{
	const struct gcg_event *ev = &rec->events[i];
	struct words_game *g = &rp->game;
	int seat = rp->seat[ev->player];
	bool gain = ev->kind == GCG_END_POINTS;
	enum words_turn_kind want = gain ? WORDS_TURN_END_GAIN : WORDS_TURN_END_RACK;

	if (!words_is_over(g))
		return rfail(err, GCG_ERR_MISMATCH, ev->line,
			     "end-of-game rack points, but the game is not over");
	for (int k = 0; k < g->pos.log_len; k++) {
		struct words_turn *t = &g->log[k];
		if (used[k] || t->kind != want || t->player != seat)
			continue;
		if (!gain && !same_tiles(t->tiles, ev->end_rack) &&
		    fix_exchange_end(g, k, seat, ev->end_rack) == 0)
			; /* the record's draw replaces the replay's own */
		else if (!same_tiles(t->tiles, ev->end_rack))
			return rfail(err, GCG_ERR_MISMATCH, ev->line,
				     gain ? "(%s) is not what the opponents hold (%s)"
					  : "(%s) is not what %s holds (%s)",
				     ev->end_rack, gain ? t->tiles : nick(rec, ev->player), t->tiles);
		/* With 3 or 4 players the opponents' tiles are one multiset: keep
		 * the record's order so a record written back reads the same. */
		if (gain)
			memcpy(t->tiles, ev->end_rack, strlen(ev->end_rack) + 1);
		used[k] = true;
		*computed = t->score;
		return GCG_OK;
	}
	return rfail(err, GCG_ERR_MISMATCH, ev->line,
		     gain ? "the rules give %s no points for the opponents' tiles"
			  : "the rules take no points from %s for the tiles left",
		     nick(rec, ev->player));
}

/* Seats from the record's player order, whoever moved first in seat 0; the
 * house rules from the record; a new game. */
static enum gcg_status replay_start(const struct gcg_record *rec, struct gcg_replay *rp,
				    struct gcg_error *err)
{
	int first = rec->nevents ? rec->events[0].player : 0;
	memset(rp->total, 0, sizeof rp->total);
	rp->over_checked = false;
	rp->over_line = 0;
	rp->end_from_rules = false;
	rp->partial_racks = 0;
	for (int q = 0; q < WORDS_MAX_PLAYERS; q++)
		rp->shown[q] = WORDS_RACK_SIZE;
	if (rec->nplayers < 2 || rec->nplayers > WORDS_MAX_PLAYERS)
		return rfail(err, GCG_ERR_PLAYER, 0, "a game has 2 to %d players", WORDS_MAX_PLAYERS);
	for (int k = 0; k < rec->nplayers; k++) {
		int player = (first + k) % rec->nplayers;
		rp->seat[player] = k;
		rp->player[k] = player;
	}
	infer_options(rec, &rp->options);
	if (rec->rules[0]) {
		enum gcg_status rc = gcg_rules_parse(rec->rules, rec->rules_line, &rp->options, err);
		if (rc)
			return rc;
	}
	enum words_status st = words_init(&rp->game, rec->nplayers, 0, &rp->options, accept_all);
	if (st)
		return rfail(err, GCG_ERR_REPLAY, 0, "the rules core refuses the game: %s",
			     words_status_text(st));
	return GCG_OK;
}

/* Replays event i and checks its score and the player's total. */
static enum gcg_status replay_event(const struct gcg_record *rec, int i, struct gcg_replay *rp,
				    bool used[WORDS_LOG_CAP], const struct words_result **res,
				    struct gcg_error *err)
{
	const struct gcg_event *ev = &rec->events[i];
	int computed = 0;
	enum gcg_status rc;
	char buf[40];

	switch (ev->kind) {
	case GCG_PLAY:
	case GCG_BLANK_SWAP:
	case GCG_KIND_REDRAW:
		rc = play_event(rec, i, rp, &computed, res, err);
		break;
	case GCG_WITHDRAWN:
	case GCG_CHALLENGE_BONUS:
		rc = challenge_event(rec, i, rp, &computed, err);
		break;
	case GCG_TIME_PENALTY:
		if (ev->score > 0)
			return rfail(err, GCG_ERR_MISMATCH, ev->line, "a time penalty takes points away (-N)");
		computed = ev->score;
		rp->game.pos.score[rp->seat[ev->player]] += (int16_t)computed;
		rc = GCG_OK;
		break;
	case GCG_END_POINTS:
	case GCG_END_PENALTY:
		rc = end_event(rec, i, rp, &computed, used, err);
		rp->over_checked = true;
		break;
	default:
		rc = rfail(err, GCG_ERR_SYNTAX, ev->line, "unknown line kind");
	}
	if (rc)
		return rc;
	/* A rack the game has changed since it was set (tiles played, drawn
	 * or taken back) is no longer the one shown in part. */
	if (takes_turn(ev) || ev->kind == GCG_WITHDRAWN)
		rp->shown[rp->seat[ev->player]] = WORDS_RACK_SIZE;
	if (ev->score != computed) {
		snprintf(buf, sizeof buf, "%+d", ev->score);
		return rfail(err, GCG_ERR_MISMATCH, ev->line,
			     ev->kind == GCG_PLAY && ev->move.kind == NOTATION_PLACE
				     ? "score %s does not match the play (computed %+d)"
				     : "score %s does not match the game (computed %+d)",
			     buf, computed);
	}
	rp->total[ev->player] += computed;
	if (ev->total != rp->total[ev->player])
		return rfail(err, GCG_ERR_MISMATCH, ev->line,
			     "total %d does not match the scores so far (computed %d)", ev->total,
			     rp->total[ev->player]);
	return GCG_OK;
}

/* Every end-of-game adjustment of the rules core must be in the record. */
static enum gcg_status check_end_lines(const struct gcg_record *rec, const struct gcg_replay *rp,
				       const bool used[WORDS_LOG_CAP], struct gcg_error *err)
{
	const struct words_game *g = &rp->game;
	for (int k = 0; k < g->pos.log_len; k++) {
		const struct words_turn *t = &g->log[k];
		if (used[k] || (t->kind != WORDS_TURN_END_GAIN && t->kind != WORDS_TURN_END_RACK))
			continue;
		if (t->kind == WORDS_TURN_END_RACK)
			return rfail(err, GCG_ERR_MISMATCH, 0,
				     "the record ends without the end-of-game line >%s: %s (%s) %d",
				     nick(rec, rp->player[t->player]), t->tiles, t->tiles, t->score);
		return rfail(err, GCG_ERR_MISMATCH, 0,
			     "the record ends without the end-of-game line >%s: (%s) %+d",
			     nick(rec, rp->player[t->player]), t->tiles, t->score);
	}
	return GCG_OK;
}

/* The rules' end-of-game adjustments the record left out (the goer's gain,
 * each rack's value) counted in the totals, as the table counts them. */
static void count_rules_end(struct gcg_replay *rp, bool used[WORDS_LOG_CAP])
{
	const struct words_game *g = &rp->game;
	for (int k = 0; k < g->pos.log_len; k++) {
		enum words_turn_kind kind = g->log[k].kind;
		if (used[k] || (kind != WORDS_TURN_END_RACK && kind != WORDS_TURN_END_GAIN))
			continue;
		rp->total[rp->player[g->log[k].player]] += g->log[k].score;
		used[k] = true;
	}
	rp->end_from_rules = true;
}

/* The record stops where six scoreless turns end the game, without its
 * end-of-game lines (as annotators and some programs leave it; MAGPIE
 * counts the racks' values itself): the game is over all the same, and the
 * rules take each rack's value off, as they do at the table.  The racks
 * are the ones the record's last lines show when each player's last turn
 * was a pass or a withdrawn play; after an exchange or a play the tiles
 * drawn are not in the record, and the end cannot be scored. */
static enum gcg_status end_from_rules(const struct gcg_record *rec, struct gcg_replay *rp,
				      bool used[WORDS_LOG_CAP], struct gcg_error *err)
{
	const struct words_game *g = &rp->game;
	for (int k = 0; k < g->pos.log_len; k++) {
		const struct words_turn *t = &g->log[k];
		if (used[k] || t->kind != WORDS_TURN_END_RACK)
			continue;
		int p = rp->player[t->player];
		const struct gcg_event *last = NULL;
		for (int i = rec->nevents - 1; i >= 0 && !last; i--)
			if (rec->events[i].player == p && rec->events[i].kind != GCG_TIME_PENALTY)
				last = &rec->events[i];
		bool shown = last && !(rp->partial_racks >> p & 1) &&
			     (last->kind == GCG_WITHDRAWN ||
			      (last->kind == GCG_PLAY && last->move.kind == NOTATION_PASS));
		if (shown)
			continue;
		char why[48];
		snprintf(why, sizeof why, "%s", last ? "(its racks are partial)" : "(never shown)");
		if (last && !(rp->partial_racks >> p & 1))
			snprintf(why, sizeof why, "after the %s on line %d",
				 last->kind == GCG_PLAY && last->move.kind == NOTATION_EXCHANGE ? "exchange"
												 : "play",
				 last->line);
		return rfail(err, GCG_ERR_MISMATCH, rp->over_line,
			     "six scoreless turns end the game here; %s's rack %s is unknown: the record "
			     "needs its end-of-game lines",
			     nick(rec, p), why);
	}
	count_rules_end(rp, used);
	return GCG_OK;
}

/* The record stops at the play that went out, without its end-of-game
 * lines: with two players the bag is empty and every other tile is the
 * other player's, so the rules core's end (its racks hold exactly those
 * tiles) is the game's, whatever the record showed of the racks.  With
 * more players the tiles left could be shared out in more than one way. */
static enum gcg_status went_out_from_rules(const struct gcg_record *rec, struct gcg_replay *rp,
					   bool used[WORDS_LOG_CAP], struct gcg_error *err)
{
	if (rec->nplayers != 2)
		return rfail(err, GCG_ERR_MISMATCH, rp->over_line,
			     "a player goes out here; with %d players the tiles each other player holds are "
			     "unknown: the record needs its end-of-game lines",
			     rec->nplayers);
	count_rules_end(rp, used);
	return GCG_OK;
}

enum gcg_status gcg_replay(const struct gcg_record *rec, struct gcg_replay *rp, gcg_event_fn fn,
			   void *ctx, struct gcg_error *err)
{
	bool used[WORDS_LOG_CAP];
	memset(used, 0, sizeof used);
	enum gcg_status rc = replay_start(rec, rp, err);
	if (rc)
		return rc;
	for (int i = 0; i < rec->nevents; i++) {
		const struct words_result *res = NULL;
		rc = replay_event(rec, i, rp, used, &res, err);
		if (rc)
			return rc;
		/* A withdrawn going-out play takes the end back. */
		if (!words_is_over(&rp->game))
			rp->over_line = 0;
		else if (!rp->over_line)
			rp->over_line = rec->events[i].line;
		if (fn)
			fn(ctx, rec, i, rp, res);
	}
	if (words_is_over(&rp->game) && !rp->over_checked) {
		rc = rp->game.pos.end_reason == WORDS_END_SCORELESS ? end_from_rules(rec, rp, used, err)
								     : went_out_from_rules(rec, rp, used, err);
		if (rc)
			return rc;
	}
	if (words_is_over(&rp->game))
		return check_end_lines(rec, rp, used, err);
	return GCG_OK;
}
