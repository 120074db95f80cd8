#include "gcg.h"

#include "core/core_text.h"

#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

__attribute__((format(printf, 5, 6)))
static enum gcg_status gfail(struct gcg_error *err, enum gcg_status status, int line, int col,
			     const char *fmt, ...)
{
	if (err) {
		va_list ap;
		err->status = status;
		err->line = line;
		err->col = col;
		va_start(ap, fmt);
		vsnprintf(err->msg, sizeof err->msg, fmt, ap);
		va_end(ap);
	}
	return status;
}

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

struct token {
	const char *s;
	int len;
	int col; /* 1-based column in the line */
};

#define MAX_TOKENS 8

/* Splits line[from..len) at white space.  Returns the number of tokens, or
 * MAX_TOKENS + 1 when there are more than MAX_TOKENS. */
static int tokenize(const char *line, int len, int from, struct token *tok)
{
	int n = 0, i = from;
	while (i < len) {
		while (i < len && is_blank(line[i]))
			i++;
		if (i >= len)
			break;
		if (n == MAX_TOKENS)
			return MAX_TOKENS + 1;
		tok[n].s = line + i;
		tok[n].col = i + 1;
		while (i < len && !is_blank(line[i]))
			i++;
		tok[n].len = i - (tok[n].col - 1);
		n++;
	}
	return n;
}

static bool tok_is(const struct token *t, const char *word)
{
	size_t n = strlen(word);
	return (size_t)t->len == n && memcmp(t->s, word, n) == 0;
}

/* A printable copy of a token for messages: bytes outside ASCII become '?'. */
static const char *tok_text(const struct token *t, char buf[32])
{
	int n = t->len > 24 ? 24 : t->len;
	for (int i = 0; i < n; i++) {
		unsigned char c = (unsigned char)t->s[i];
		buf[i] = (c >= 0x20 && c < 0x7f) ? (char)c : '?';
	}
	if (t->len > 24) {
		memcpy(buf + n, "...", 3);
		n += 3;
	}
	buf[n] = '\0';
	return buf;
}

static enum gcg_status parse_rack(const struct token *t, int from, int to, char *out, int max,
				  int line, struct gcg_error *err)
{
	int n = 0;
	char shown[32];
	for (int i = from; i < to; i++) {
		char c = t->s[i];
		if (!((c >= 'A' && c <= 'Z') || c == '?'))
			return gfail(err, GCG_ERR_SYNTAX, line, t->col + i,
				     "'%s' is not a rack (tiles A-Z and ? for a blank)",
				     tok_text(t, shown));
		if (n >= max)
			return gfail(err, GCG_ERR_SYNTAX, line, t->col + i,
				     max == NOTATION_RACK ? "a rack holds at most 7 tiles"
							  : "the opponents hold at most %d tiles", max);
		out[n++] = c;
	}
	out[n] = '\0';
	return GCG_OK;
}

/* "+12", "-7" (sign required for a score) or "412", "-3" (a total). */
static enum gcg_status parse_number(const struct token *t, bool need_sign, int *out, int line,
				    struct gcg_error *err, const char *what)
{
	int i = 0, v = 0, sign = 1;
	char shown[32];
	if (t->len > 0 && (t->s[0] == '+' || t->s[0] == '-')) {
		sign = t->s[0] == '-' ? -1 : 1;
		i = 1;
	} else if (need_sign) {
		return gfail(err, GCG_ERR_SYNTAX, line, t->col,
			     "the %s '%s' needs a sign (+N or -N)", what, tok_text(t, shown));
	}
	if (i == t->len || t->len - i > 6)
		return gfail(err, GCG_ERR_SYNTAX, line, t->col, "'%s' is not a %s",
			     tok_text(t, shown), what);
	for (; i < t->len; i++) {
		if (t->s[i] < '0' || t->s[i] > '9')
			return gfail(err, GCG_ERR_SYNTAX, line, t->col + i, "'%s' is not a %s",
				     tok_text(t, shown), what);
		v = v * 10 + (t->s[i] - '0');
	}
	*out = sign * v;
	return GCG_OK;
}

static int find_player(const struct gcg_record *rec, const char *nick, int len)
{
	for (int i = 0; i < rec->nplayers; i++)
		if ((int)strlen(rec->players[i].nick) == len &&
		    memcmp(rec->players[i].nick, nick, (size_t)len) == 0)
			return i;
	return -1;
}

/* A nickname, a name or a lexicon is shown and written back: it must be
 * text (docs/words-records.md: a record is UTF-8), said with the byte and
 * its column, as the board configs say it.  what: "the nickname" ... */
static enum gcg_status check_text(const char *s, int len, int line, int col, const char *what,
				  struct gcg_error *err)
{
	bool control;
	long at = core_text_fault(s, (size_t)len, &control);
	if (at < 0)
		return GCG_OK;
	if (control)
		return gfail(err, GCG_ERR_SYNTAX, line, col + (int)at, "%s holds a control character (byte 0x%02X)",
			     what, (unsigned char)s[at]);
	return gfail(err, GCG_ERR_ENCODING, line, col + (int)at,
		     "%s is not UTF-8 text (byte 0x%02X; save the record as UTF-8)", what, (unsigned char)s[at]);
}

static int copy_text(char *dst, size_t size, const char *src, int len)
{
	while (len > 0 && is_blank(src[len - 1]))
		len--;
	if ((size_t)len >= size)
		return -1;
	memcpy(dst, src, (size_t)len);
	dst[len] = '\0';
	return 0;
}

/* "#character-encoding UTF-8", only on the first line; the value starts at
 * column rest + 1. */
static enum gcg_status pragma_encoding(const char *l, int len, int rest, int line,
				       struct gcg_error *err)
{
	char shown[32];
	struct token v = {l + rest, len - rest, rest + 1};
	while (v.len > 0 && is_blank(v.s[v.len - 1]))
		v.len--;
	if (line != 1)
		return gfail(err, GCG_ERR_ENCODING, line, 1, "#character-encoding must be the first line");
	/* The name in any case, with or without its hyphen, as macondo takes it. */
	char name[6] = "";
	for (int i = 0; i < v.len && i < 5; i++)
		name[i] = (char)(v.s[i] >= 'a' && v.s[i] <= 'z' ? v.s[i] - 'a' + 'A' : v.s[i]);
	bool utf8 = v.len <= 5 && (strcmp(name, "UTF-8") == 0 || strcmp(name, "UTF8") == 0);
	if (!utf8)
		return gfail(err, GCG_ERR_ENCODING, line, rest + 1,
			     "character encoding '%s' is not supported (only UTF-8)", tok_text(&v, shown));
	return GCG_OK;
}

/* "#playerN nick Full Name": the players in order, before the first move,
 * each nickname once.  l[7] is the digit; the nickname starts at rest. */
static enum gcg_status pragma_player(const char *l, int len, int rest, int line,
				     struct gcg_record *rec, bool declared, struct gcg_error *err)
{
	struct token tok[MAX_TOKENS];
	char shown[32];
	int idx = l[7] - '1';
	if (idx >= GCG_MAX_PLAYERS)
		return gfail(err, GCG_ERR_CAPACITY, line, 8, "at most %d players are supported",
			     GCG_MAX_PLAYERS);
	if (idx != rec->nplayers)
		return gfail(err, GCG_ERR_PLAYER, line, 1,
			     idx < rec->nplayers ? "player %d is declared twice"
						 : "player %d is declared before player %d",
			     idx + 1, rec->nplayers + 1);
	if (declared)
		return gfail(err, GCG_ERR_PLAYER, line, 1, "players must be declared before the first move");
	if (tokenize(l, len, rest, tok) == 0)
		return gfail(err, GCG_ERR_PLAYER, line, 9 /* after "#playerN" */, "#player%d needs a nickname",
			     idx + 1);
	enum gcg_status rc = check_text(tok[0].s, tok[0].len, line, tok[0].col, "the nickname", err);
	if (rc)
		return rc;
	for (int i = 0; i < tok[0].len; i++)
		if (tok[0].s[i] == ':' || (unsigned char)tok[0].s[i] < 0x21)
			return gfail(err, GCG_ERR_PLAYER, line, tok[0].col + i,
				     "a nickname cannot contain ':'");
	if (find_player(rec, tok[0].s, tok[0].len) >= 0)
		return gfail(err, GCG_ERR_PLAYER, line, tok[0].col, "nickname '%s' is already taken",
			     tok_text(&tok[0], shown));
	struct gcg_player *p = &rec->players[idx];
	if (copy_text(p->nick, sizeof p->nick, tok[0].s, tok[0].len))
		return gfail(err, GCG_ERR_CAPACITY, line, tok[0].col, "a nickname has at most %d bytes",
			     GCG_NICK - 1);
	int name_at = tok[0].col - 1 + tok[0].len;
	while (name_at < len && is_blank(l[name_at]))
		name_at++;
	rc = check_text(l + name_at, len - name_at, line, name_at + 1, "the player's name", err);
	if (rc)
		return rc;
	if (copy_text(p->name, sizeof p->name, l + name_at, len - name_at))
		return gfail(err, GCG_ERR_CAPACITY, line, name_at + 1,
			     "a player name has at most %d bytes", GCG_NAME - 1);
	rec->nplayers++;
	return GCG_OK;
}

static enum gcg_status parse_event(const char *l, int len, int line, struct gcg_record *rec,
				   struct gcg_error *err);

static bool text_starts(const char *l, int len, int at, const char *word)
{
	int n = (int)strlen(word);
	return len - at >= n && memcmp(l + at, word, (size_t)n) == 0 &&
	       (len - at == n || is_blank(l[at + n]));
}

/* The house rules' text, before the first move. */
static enum gcg_status rules_text(const char *l, int len, int rest, int line,
				  struct gcg_record *rec, bool declared, struct gcg_error *err)
{
	if (declared)
		return gfail(err, GCG_ERR_SYNTAX, line, 1, "the house rules must come before the first move");
	if (copy_text(rec->rules, sizeof rec->rules, l + rest, len - rest))
		return gfail(err, GCG_ERR_CAPACITY, line, rest + 1, "the house rules have at most %d bytes",
			     GCG_RULES - 1);
	rec->rules_line = line;
	return GCG_OK;
}

/* "#note TEXT": a comment on the game, except tessera's own notes, which
 * standard readers pass over as comments (docs/words-records.md):
 *   #note tessera-rules KEY=VALUE ...            the house rules
 *   #note tessera-turn >nick: RACK (swap:8H) +0 58  a blank swap or a
 *                                                 three-alike redraw */
static enum gcg_status pragma_note(const char *l, int len, int rest, int line,
				   struct gcg_record *rec, bool declared, struct gcg_error *err)
{
	if (text_starts(l, len, rest, GCG_NOTE_RULES)) {
		int at = rest + (int)strlen(GCG_NOTE_RULES);
		while (at < len && is_blank(l[at]))
			at++;
		return rules_text(l, len, at, line, rec, declared, err);
	}
	if (!text_starts(l, len, rest, GCG_NOTE_TURN))
		return GCG_OK;
	int at = rest + (int)strlen(GCG_NOTE_TURN);
	while (at < len && is_blank(l[at]))
		at++;
	if (at >= len || l[at] != '>')
		return gfail(err, GCG_ERR_SYNTAX, line, at + 1, "%s is followed by a move line '>nick: ...'",
			     GCG_NOTE_TURN);
	enum gcg_status rc = parse_event(l + at, len - at, line, rec, err);
	if (rc) {
		if (err && err->col)
			err->col += at;
		return rc;
	}
	enum gcg_event_kind kind = rec->events[rec->nevents - 1].kind;
	if (kind != GCG_BLANK_SWAP && kind != GCG_KIND_REDRAW)
		return gfail(err, GCG_ERR_SYNTAX, line, at + 1,
			     "%s holds only a blank swap or a redraw (a move is a line of its own)",
			     GCG_NOTE_TURN);
	return GCG_OK;
}

enum pragma {
	PRAGMA_OTHER,       /* one a replay does not need: #title, #description, #id, #rack1 ... */
	PRAGMA_ENCODING,
	PRAGMA_PLAYER,
	PRAGMA_LEXICON,
	PRAGMA_NOTE,        /* a comment */
	PRAGMA_TESSERA_NOTE, /* "#note tessera-rules ..." or "#note tessera-turn >..." */
	PRAGMA_OLD_RULES,   /* "#tessera-rules": records written before the rules moved into a note */
};

/* What a '#' line is: the pragma's name runs to the first blank, its value
 * starts at the next word (*rest). */
static enum pragma pragma_kind(const char *l, int len, int *rest)
{
	int name_end = 1;
	while (name_end < len && !is_blank(l[name_end]))
		name_end++;
	*rest = name_end;
	while (*rest < len && is_blank(l[*rest]))
		(*rest)++;
	struct token kw = {l, name_end, 1};

	if (tok_is(&kw, "#character-encoding"))
		return PRAGMA_ENCODING;
	if (name_end == 8 && memcmp(l, "#player", 7) == 0 && l[7] >= '1' && l[7] <= '9')
		return PRAGMA_PLAYER;
	if (tok_is(&kw, "#lexicon"))
		return PRAGMA_LEXICON;
	if (tok_is(&kw, "#note"))
		return text_starts(l, len, *rest, GCG_NOTE_RULES) || text_starts(l, len, *rest, GCG_NOTE_TURN)
			       ? PRAGMA_TESSERA_NOTE
			       : PRAGMA_NOTE;
	if (tok_is(&kw, "#tessera-rules"))
		return PRAGMA_OLD_RULES;
	return PRAGMA_OTHER;
}

/* A '#' line.  Pragmas a replay does not need, and notes, are read over. */
static enum gcg_status parse_pragma(const char *l, int len, int line, struct gcg_record *rec,
				    bool declared, struct gcg_error *err)
{
	int rest;
	switch (pragma_kind(l, len, &rest)) {
	case PRAGMA_ENCODING:
		return pragma_encoding(l, len, rest, line, err);
	case PRAGMA_PLAYER:
		return pragma_player(l, len, rest, line, rec, declared, err);
	case PRAGMA_LEXICON: {
		enum gcg_status rc = check_text(l + rest, len - rest, line, rest + 1, "the lexicon", err);
		if (rc)
			return rc;
		if (copy_text(rec->lexicon, sizeof rec->lexicon, l + rest, len - rest))
			return gfail(err, GCG_ERR_CAPACITY, line, rest + 1,
				     "a lexicon name has at most %d bytes", GCG_LEXICON - 1);
		return GCG_OK;
	}
	case PRAGMA_NOTE:
	case PRAGMA_TESSERA_NOTE:
		return pragma_note(l, len, rest, line, rec, declared, err);
	case PRAGMA_OLD_RULES:
		return rules_text(l, len, rest, line, rec, declared, err);
	case PRAGMA_OTHER:
		break;
	}
	return GCG_OK;
}

/* A line the reader passes over whatever it holds: a note's text (also on
 * the plain lines it runs on over) or a pragma a replay does not need.
 * Such a line may be of any length: a long comment is no reason to refuse
 * a record.  The lines read are short. */
static bool comment_line(const char *l, int len, bool in_note)
{
	int rest;
	if (l[0] == '#') {
		enum pragma kind = pragma_kind(l, len, &rest);
		return kind == PRAGMA_NOTE || kind == PRAGMA_OTHER;
	}
	return l[0] != '>' && in_note;
}

/* Parses a move (place, exchange or pass) spanning tokens [first, last]. */
static enum gcg_status parse_move_tokens(const char *l, const struct token *first,
					 const struct token *last, struct notation_move *m,
					 int line, struct gcg_error *err)
{
	struct notation_error ne;
	int off = first->col - 1;
	size_t n = (size_t)((last->s + last->len) - first->s);
	if (notation_move_parse(l + off, n, m, &ne))
		return gfail(err, GCG_ERR_SYNTAX, line, ne.col ? off + ne.col : 0, "%s", ne.msg);
	return GCG_OK;
}

/* "(swap:8H)": the square of a blank taken back under blank interchange. */
static enum gcg_status parse_swap(const struct token *t, struct gcg_event *ev, int line,
				  struct gcg_error *err)
{
	struct notation_move m;
	struct notation_error ne;
	char text[8], shown[32];
	int n = t->len - 7;
	ev->kind = GCG_BLANK_SWAP;
	if (t->s[t->len - 1] != ')' || n < 2 || n > 3)
		return gfail(err, GCG_ERR_SYNTAX, line, t->col, "'%s' is not (swap:SQUARE)",
			     tok_text(t, shown));
	/* Parse the square as the start of a one-letter across play. */
	memcpy(text, t->s + 6, (size_t)n);
	memcpy(text + n, " A", 3);
	if (notation_move_parse(text, (size_t)n + 2, &m, &ne) || m.down)
		return gfail(err, GCG_ERR_SYNTAX, line, t->col + 6,
			     "'%s' does not name a square (like 8H)", tok_text(t, shown));
	ev->move.kind = NOTATION_PLACE;
	ev->move.row = m.row;
	ev->move.col = m.col;
	return GCG_OK;
}

/* "(redraw:EEE)": three or four alike returned to the bag. */
static enum gcg_status parse_redraw(const struct token *t, struct gcg_event *ev, int line,
				    struct gcg_error *err)
{
	char shown[32];
	int n = t->len - 9;
	ev->kind = GCG_KIND_REDRAW;
	if (t->s[t->len - 1] != ')' || n < 1 || n > NOTATION_RACK)
		return gfail(err, GCG_ERR_SYNTAX, line, t->col, "'%s' is not (redraw:TILES)",
			     tok_text(t, shown));
	for (int i = 0; i < n; i++) {
		char c = t->s[8 + i];
		if (!((c >= 'A' && c <= 'Z') || c == '?'))
			return gfail(err, GCG_ERR_SYNTAX, line, t->col + 8 + i,
				     "'%s' is not (redraw:TILES)", tok_text(t, shown));
		ev->move.tiles[i] = c;
	}
	ev->move.kind = NOTATION_EXCHANGE;
	ev->move.ntiles = n;
	ev->move.tiles[n] = '\0';
	return GCG_OK;
}

/* "(RACK)": tiles in parentheses, at most max of them. */
static enum gcg_status parse_paren_rack(const struct token *t, int max, int line, char *out,
					struct gcg_error *err)
{
	char shown[32];
	if (t->len < 2 || t->s[t->len - 1] != ')')
		return gfail(err, GCG_ERR_SYNTAX, line, t->col, "'%s' is not a rack in parentheses",
			     tok_text(t, shown));
	return parse_rack(t, 1, t->len - 1, out, max, line, err);
}

/* ">nick:" starts ev: the player, who must be declared.  *colon gets where
 * the nickname ends. */
static enum gcg_status event_player(const char *l, int len, int line, const struct gcg_record *rec,
				    struct gcg_event *ev, int *colon, struct gcg_error *err)
{
	char shown[32];
	int c = 1;
	while (c < len && l[c] != ':')
		c++;
	if (c >= len)
		return gfail(err, GCG_ERR_SYNTAX, line, 1, "a move line starts with '>nick:'");
	if (rec->nplayers < 2)
		return gfail(err, GCG_ERR_PLAYER, line, 1,
			     "a record declares #player1 and #player2 before the first move");
	memset(ev, 0, sizeof *ev);
	ev->line = line;
	ev->player = find_player(rec, l + 1, c - 1);
	if (ev->player < 0) {
		struct token t = {l + 1, c - 1, 2};
		return gfail(err, GCG_ERR_PLAYER, line, 2,
			     "'%s' is not a declared player (#player1 ... #player%d)", tok_text(&t, shown),
			     rec->nplayers);
	}
	if (rec->nevents >= GCG_MAX_EVENTS)
		return gfail(err, GCG_ERR_CAPACITY, line, 1, "a record has at most %d move lines",
			     GCG_MAX_EVENTS);
	*colon = c;
	return GCG_OK;
}

/* tok[k], after the rack: a move, or what else the line records.  *want
 * gets the number of tokens of the whole line (the score and total last). */
static enum gcg_status event_action(const char *l, const struct token *tok, int n, int k, int line,
				    struct gcg_event *ev, int *want, struct gcg_error *err)
{
	const struct token *t = &tok[k];
	char shown[32];
	*want = k + 3;
	if (tok_is(t, "--")) {
		ev->kind = GCG_WITHDRAWN;
		return GCG_OK;
	}
	if (tok_is(t, "(challenge)")) {
		ev->kind = GCG_CHALLENGE_BONUS;
		return GCG_OK;
	}
	if (tok_is(t, "(time)")) {
		ev->kind = GCG_TIME_PENALTY;
		return GCG_OK;
	}
	if (t->len > 7 && memcmp(t->s, "(swap:", 6) == 0)
		return parse_swap(t, ev, line, err);
	if (t->len > 9 && memcmp(t->s, "(redraw:", 8) == 0)
		return parse_redraw(t, ev, line, err);
	if (t->s[0] == '(') {
		ev->kind = GCG_END_PENALTY;
		return parse_paren_rack(t, NOTATION_RACK, line, ev->end_rack, err);
	}
	ev->kind = GCG_PLAY;
	if (t->s[0] == '-') /* an exchange or a pass: one token */
		return parse_move_tokens(l, t, t, &ev->move, line, err);
	*want = 5;
	if (n < 3)
		return gfail(err, GCG_ERR_SYNTAX, line, 0, "the play needs a word after '%s'",
			     tok_text(t, shown));
	return parse_move_tokens(l, &tok[1], &tok[2], &ev->move, line, err);
}

/* The tokens before the score: "(RACK)", points for an opponent's tiles, or
 * the rack (none before "(challenge)" or "(time)" from a player who went
 * out, nor before "--" in records that leave it out) and the action.  *want as for event_action(). */
static enum gcg_status event_turn(const char *l, const struct token *tok, int n, int line,
				  struct gcg_event *ev, int *want, struct gcg_error *err)
{
	bool no_rack = tok_is(&tok[0], "(challenge)") || tok_is(&tok[0], "(time)") ||
		       tok_is(&tok[0], "--");
	if (tok[0].s[0] == '(' && !no_rack) {
		ev->kind = GCG_END_POINTS;
		*want = 3;
		return parse_paren_rack(&tok[0], GCG_END_TILES, line, ev->end_rack, err);
	}
	if (!no_rack) {
		enum gcg_status rc = parse_rack(&tok[0], 0, tok[0].len, ev->rack, NOTATION_RACK, line, err);
		if (rc)
			return rc;
	}
	if (n < 2)
		return gfail(err, GCG_ERR_SYNTAX, line, 0,
			     "the move line ends after the rack (a move, score and total follow)");
	return event_action(l, tok, n, no_rack ? 0 : 1, line, ev, want, err);
}

/* Quackle lists the words a play formed after the total ("+26 66  BE, ET"):
 * letters, commas and blanks from column at on are read over. */
static bool only_words(const char *l, int len, int at)
{
	for (int i = at; i < len; i++) {
		char c = l[i];
		if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == ',' || is_blank(c)))
			return false;
	}
	return true;
}

/* The last two of the want tokens: "+score total", and words after it. */
static enum gcg_status event_score(const char *l, int len, const struct token *tok, int n,
				   int want, int line, struct gcg_event *ev, struct gcg_error *err)
{
	char shown[32];
	if (n < want)
		return gfail(err, GCG_ERR_SYNTAX, line, 0,
			     n == want - 1 ? "the move line needs a total after the score"
					   : "the move line needs a score (+N) and a total");
	if (n > want && !only_words(l, len, tok[want].col - 1))
		return gfail(err, GCG_ERR_SYNTAX, line, tok[want].col, "'%s' after the total",
			     tok_text(&tok[want], shown));
	enum gcg_status rc = parse_number(&tok[want - 2], true, &ev->score, line, err, "score");
	if (rc)
		return rc;
	return parse_number(&tok[want - 1], false, &ev->total, line, err, "total");
}

/* A '>' line: ">nick: RACK MOVE +score total" and its kin (gcg.h). */
static enum gcg_status parse_event(const char *l, int len, int line, struct gcg_record *rec,
				   struct gcg_error *err)
{
	struct token tok[MAX_TOKENS];
	struct gcg_event ev;
	int colon = 0, want = 0;
	enum gcg_status rc = event_player(l, len, line, rec, &ev, &colon, err);
	if (rc)
		return rc;
	int n = tokenize(l, len, colon + 1, tok);
	if (n == 0)
		return gfail(err, GCG_ERR_SYNTAX, line, colon + 2, "the move line is empty after '%.*s:'",
			     colon - 1 > 24 ? 24 : colon - 1, l + 1);
	rc = event_turn(l, tok, n, line, &ev, &want, err);
	if (!rc)
		rc = event_score(l, len, tok, n, want, line, &ev, err);
	if (rc)
		return rc;
	/* Older Quackle writes a withdrawal "-- +0 TOTAL": read as the points
	 * the play loses, so it is written back as every reader expects. */
	if (ev.kind == GCG_WITHDRAWN && ev.score == 0)
		for (int i = rec->nevents - 1; i >= 0; i--) {
			const struct gcg_event *e = &rec->events[i];
			if (e->player == ev.player && e->kind == GCG_PLAY && e->move.kind == NOTATION_PLACE) {
				ev.score = -e->score;
				break;
			}
		}
	rec->events[rec->nevents++] = ev;
	return GCG_OK;
}

enum gcg_status gcg_parse(const char *buf, size_t len, struct gcg_record *rec,
			  struct gcg_error *err)
{
	size_t pos = 0;
	int line = 0;
	bool declared = false, in_note = false;
	enum gcg_status rc;

	memset(rec, 0, offsetof(struct gcg_record, events));
	rec->nevents = 0;
	if (len > INT_MAX)
		return gfail(err, GCG_ERR_CAPACITY, 0, 0, "the record is too large");
	/* A UTF-8 byte order mark is not part of the first line.  UTF-16's (a
	 * Windows editor's "Unicode") is said as such, not as a NUL byte. */
	if (len >= 3 && memcmp(buf, "\xef\xbb\xbf", 3) == 0)
		pos = 3;
	if (len >= 2 && (memcmp(buf, "\xff\xfe", 2) == 0 || memcmp(buf, "\xfe\xff", 2) == 0))
		return gfail(err, GCG_ERR_ENCODING, 1, 1, "the record is UTF-16 (save it as UTF-8)");
	/* A line ends at LF, CRLF or a lone CR (the GCG description asks for
	 * any of them: records saved on an old Mac end lines with CR). */
	while (pos < len) {
		size_t start = pos;
		while (pos < len && buf[pos] != '\n' && buf[pos] != '\r')
			pos++;
		size_t end = pos;
		if (pos < len && buf[pos] == '\r' && pos + 1 < len && buf[pos + 1] == '\n')
			pos++;
		if (pos < len)
			pos++;
		line++;
		while (end > start && is_blank(buf[end - 1]))
			end--;
		const char *l = buf + start;
		int n = (int)(end - start);
		if (n == 0)
			continue;
		if (memchr(l, '\0', (size_t)n))
			return gfail(err, GCG_ERR_SYNTAX, line,
				     (int)((const char *)memchr(l, '\0', (size_t)n) - l) + 1,
				     "a NUL byte (is this a text file?)");
		if (n > GCG_LINE_MAX && !comment_line(l, n, in_note))
			return gfail(err, GCG_ERR_CAPACITY, line, GCG_LINE_MAX + 1, "the line is too long");
		if (l[0] == '#') {
			rc = parse_pragma(l, n, line, rec, declared, err);
			/* A note runs on over plain lines up to the next '#' or '>'. */
			in_note = n >= 5 && memcmp(l, "#note", 5) == 0 && (n == 5 || is_blank(l[5]));
		} else if (l[0] == '>') {
			declared = true;
			in_note = false;
			rc = parse_event(l, n, line, rec, err);
		} else if (in_note) {
			rc = GCG_OK;
		} else {
			rc = gfail(err, GCG_ERR_SYNTAX, line, 1,
				   "a GCG line starts with '#' (a pragma) or '>' (a move)");
		}
		if (rc)
			return rc;
	}
	if (rec->nplayers < 2)
		return gfail(err, GCG_ERR_PLAYER, 0, 0,
			     rec->nplayers ? "the record declares only #player1 (two players or more)"
					   : "the record declares no players (#player1 and #player2)");
	return GCG_OK;
}

/* Appends formatted text at *k; fails once the buffer is full. */
__attribute__((format(printf, 4, 5)))
static int put(char *buf, size_t size, size_t *k, const char *fmt, ...)
{
	va_list ap;
	int n;
	if (*k >= size)
		return GCG_ERR_SPACE;
	va_start(ap, fmt);
	n = vsnprintf(buf + *k, size - *k, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= size - *k)
		return GCG_ERR_SPACE;
	*k += (size_t)n;
	return GCG_OK;
}

/* Withdrawals and penalties are written "-N" even when N is 0. */
static int put_score(char *buf, size_t size, size_t *k, const struct gcg_event *ev)
{
	bool negative_kind = ev->kind == GCG_WITHDRAWN || ev->kind == GCG_TIME_PENALTY ||
			     ev->kind == GCG_END_PENALTY;
	if (negative_kind && ev->score <= 0)
		return put(buf, size, k, "-%d %d", -ev->score, ev->total);
	return put(buf, size, k, "%+d %d", ev->score, ev->total);
}

int gcg_format_event(const struct gcg_record *rec, const struct gcg_event *ev, char *buf,
		     size_t size)
{
	size_t k = 0;
	int rc;
	char move[40];

	if (ev->player < 0 || ev->player >= rec->nplayers)
		return GCG_ERR_PLAYER;
	rc = put(buf, size, &k, ">%s: ", rec->players[ev->player].nick);
	if (rc)
		return rc;
	switch (ev->kind) {
	case GCG_PLAY:
		if (notation_move_format(&ev->move, move, sizeof move) < 0)
			return GCG_ERR_SYNTAX;
		rc = put(buf, size, &k, "%s %s ", ev->rack, move);
		break;
	case GCG_WITHDRAWN:
		rc = put(buf, size, &k, "%s%s-- ", ev->rack, ev->rack[0] ? " " : "");
		break;
	/* Without a rack, two blanks as Woogles writes them: with one, a reader
	 * by regular expressions takes "(challenge)" for end rack points. */
	case GCG_CHALLENGE_BONUS:
		rc = put(buf, size, &k, "%s (challenge) ", ev->rack);
		break;
	case GCG_TIME_PENALTY:
		rc = put(buf, size, &k, "%s (time) ", ev->rack);
		break;
	case GCG_END_POINTS:
		rc = put(buf, size, &k, "(%s) ", ev->end_rack);
		break;
	case GCG_END_PENALTY:
		rc = put(buf, size, &k, "%s (%s) ", ev->rack, ev->end_rack);
		break;
	case GCG_BLANK_SWAP:
		rc = put(buf, size, &k, "%s (swap:%d%c) ", ev->rack, ev->move.row + 1,
			 'A' + ev->move.col);
		break;
	case GCG_KIND_REDRAW:
		rc = put(buf, size, &k, "%s (redraw:%s) ", ev->rack, ev->move.tiles);
		break;
	default:
		return GCG_ERR_SYNTAX;
	}
	if (rc)
		return rc;
	rc = put_score(buf, size, &k, ev);
	return rc ? rc : (int)k;
}

/* Readers that match "#playerN nick Full Name" need the name: a player
 * without one is named by the nickname. */
static int put_players(const struct gcg_record *rec, char *buf, size_t size, size_t *k)
{
	int rc = GCG_OK;
	for (int i = 0; !rc && i < rec->nplayers; i++) {
		const struct gcg_player *p = &rec->players[i];
		if (!p->nick[0])
			return GCG_ERR_PLAYER;
		rc = put(buf, size, k, "#player%d %s %s\n", i + 1, p->nick, p->name[0] ? p->name : p->nick);
	}
	return rc;
}

int gcg_write(const struct gcg_record *rec, char *buf, size_t size)
{
	size_t k = 0;
	int rc = put(buf, size, &k, "#character-encoding UTF-8\n");
	if (!rc)
		rc = put_players(rec, buf, size, &k);
	if (!rc && rec->lexicon[0])
		rc = put(buf, size, &k, "#lexicon %s\n", rec->lexicon);
	/* House rules and turns GCG has no line for go in notes, which every
	 * reader passes over (gcg.h). */
	if (!rc && rec->rules[0])
		rc = put(buf, size, &k, "#note %s %s\n", GCG_NOTE_RULES, rec->rules);
	for (int i = 0; !rc && i < rec->nevents; i++) {
		enum gcg_event_kind kind = rec->events[i].kind;
		if (kind == GCG_BLANK_SWAP || kind == GCG_KIND_REDRAW)
			rc = put(buf, size, &k, "#note %s ", GCG_NOTE_TURN);
		if (rc)
			break;
		int n = gcg_format_event(rec, &rec->events[i], buf + k, size - k);
		if (n < 0)
			return n;
		k += (size_t)n;
		rc = put(buf, size, &k, "\n");
	}
	return rc ? rc : (int)k;
}

/* A switch without a default, as words_status_text(): -Wswitch names a
 * status left without text. */
const char *gcg_status_text(enum gcg_status status)
{
	switch (status) {
	case GCG_OK: return "ok";
	case GCG_ERR_SYNTAX: return "a line that is not GCG";
	case GCG_ERR_PLAYER: return "an unknown, duplicate or missing player";
	case GCG_ERR_CAPACITY: return "more lines, players or text than a record holds";
	case GCG_ERR_ENCODING: return "a character encoding other than UTF-8";
	case GCG_ERR_SPACE: return "the output buffer is too small";
	case GCG_ERR_REPLAY: return "the rules refuse a move of the record";
	case GCG_ERR_MISMATCH: return "a score, total or rack disagrees with the replay";
	}
	return "unknown status";
}

int gcg_error_format(const struct gcg_error *err, char *buf, size_t size)
{
	const char *msg = err->msg[0] ? err->msg : gcg_status_text(err->status);
	int n;
	if (err->line > 0 && err->col > 0)
		n = snprintf(buf, size, "line %d, column %d: %s", err->line, err->col, msg);
	else if (err->line > 0)
		n = snprintf(buf, size, "line %d: %s", err->line, msg);
	else
		n = snprintf(buf, size, "%s", msg);
	return n < 0 ? -1 : n;
}
