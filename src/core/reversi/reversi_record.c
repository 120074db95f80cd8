/* Reversi: a finished game's record read back and checked
 * (reversi_record_read).  The game it holds comes from the rules alone;
 * the record's result is only compared with what the moves give, so a
 * record copied in by hand, cut short or made of random bytes is said to
 * be what it is, never listed as a game. */
#include "core/reversi/reversi.h"

#include "core/core_text.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

__attribute__((format(printf, 4, 5)))
static enum reversi_status fail(struct reversi_record_error *err, enum reversi_status st, int line,
				const char *fmt, ...)
{
	if (err) {
		va_list ap;
		int n = line > 0 ? snprintf(err->message, sizeof err->message, "line %d: ", line) : 0;
		err->status = st;
		err->line = line;
		va_start(ap, fmt);
		vsnprintf(err->message + n, sizeof err->message - (size_t)n, fmt, ap);
		va_end(ap);
	}
	return st;
}

enum key { KEY_BLACK, KEY_WHITE, KEY_COMPUTER, KEY_MOVES, KEY_RESULT, KEY_COUNT };
static const char *const key_names[KEY_COUNT] = { "black", "white", "computer", "moves", "result" };

struct line {
	const char *s;
	size_t len;
	int number;	/* 1-based */
};

/* At most max bytes of s for a message: printable ASCII, '?' for the rest
 * (the message is printed as it is, whatever the record holds). */
static const char *shown(const char *s, size_t len, size_t max, char *buf)
{
	size_t n = len < max ? len : max;
	for (size_t i = 0; i < n; i++)
		buf[i] = s[i] >= 0x20 && s[i] < 0x7f ? s[i] : '?';
	buf[n] = '\0';
	return buf;
}

/* A line is text: UTF-8 without control characters (a NUL byte said as
 * such: a binary file). */
static enum reversi_status check_text(const struct line *l, struct reversi_record_error *err)
{
	bool control;
	long at = core_text_fault(l->s, l->len, &control);
	if (at < 0)
		return REVERSI_OK;
	unsigned char c = (unsigned char)l->s[at];
	if (c == 0)
		return fail(err, REVERSI_ERR_RECORD, l->number, "a NUL byte at column %ld (not a text file)", at + 1);
	if (control)
		return fail(err, REVERSI_ERR_RECORD, l->number, "a control character (byte 0x%02X) at column %ld", c,
			    at + 1);
	return fail(err, REVERSI_ERR_RECORD, l->number, "byte 0x%02X at column %ld is not UTF-8 text", c, at + 1);
}

/* The next line of text[*pos..len) without its line end; false at the end.
 * A line ends at LF, CRLF or a lone CR (an old Mac's editor saves so), as
 * a GCG record's does (gcg.c): a CR is never part of a line. */
static bool next_line(const char *text, size_t len, size_t *pos, struct line *l)
{
	if (*pos >= len)
		return false;
	const char *s = text + *pos;
	size_t n = 0, rest = len - *pos;
	while (n < rest && s[n] != '\n' && s[n] != '\r')
		n++;
	size_t end = n;
	if (n < rest && s[n] == '\r' && n + 1 < rest && s[n + 1] == '\n')
		end++;
	*pos += end + (n < rest);
	l->s = s;
	l->len = n;
	l->number++;
	return true;
}

static bool take(const char **p, const char *end, const char *word)
{
	size_t n = strlen(word);
	if ((size_t)(end - *p) < n || memcmp(*p, word, n) != 0)
		return false;
	*p += n;
	return true;
}

/* An integer of 1 to 3 digits, a '-' allowed (a wrong result is still a
 * result: said as not what the moves give). */
static bool take_int(const char **p, const char *end, int *v)
{
	const char *s = *p;
	bool minus = s < end && *s == '-';
	int n = 0, digits = 0;
	if (minus)
		s++;
	for (; s < end && *s >= '0' && *s <= '9'; s++, digits++)
		if (digits < 3)
			n = n * 10 + (*s - '0');
	if (digits < 1 || digits > 3)
		return false;
	*v = minus ? -n : n;
	*p = s;
	return true;
}

static const char *verdict(int black, int white)
{
	return black > white ? "black wins" : white > black ? "white wins" : "a draw";
}

/* "black B white W, black wins|white wins|a draw": the form, then what the
 * moves give. */
static enum reversi_status read_result(struct reversi_record *rec, const struct line *l, const char *v,
				       size_t vlen, struct reversi_record_error *err)
{
	const char *p = v, *end = v + vlen;
	int b, w;
	if (!take(&p, end, "black ") || !take_int(&p, end, &b) || !take(&p, end, " white ") ||
	    !take_int(&p, end, &w) || !take(&p, end, ", "))
		return fail(err, REVERSI_ERR_RECORD, l->number,
			    "expected 'result black B white W, black wins|white wins|a draw'");
	const char *said = NULL;
	for (int k = 0; k < 3 && !said; k++) {
		const char *words = k == 0 ? "black wins" : k == 1 ? "white wins" : "a draw";
		if ((size_t)(end - p) == strlen(words) && memcmp(p, words, (size_t)(end - p)) == 0)
			said = words;
	}
	if (!said)
		return fail(err, REVERSI_ERR_RECORD, l->number,
			    "expected 'black wins', 'white wins' or 'a draw' after the scores");
	reversi_pos_final_score(&rec->game.pos, &rec->black_score, &rec->white_score);
	if (b != rec->black_score || w != rec->white_score || strcmp(said, verdict(b, w)) != 0 ||
	    strcmp(said, verdict(rec->black_score, rec->white_score)) != 0)
		return fail(err, REVERSI_ERR_RESULT, l->number,
			    "the result black %d white %d, %s is not what the moves give (black %d white %d, %s)", b,
			    w, said, rec->black_score, rec->white_score,
			    verdict(rec->black_score, rec->white_score));
	return REVERSI_OK;
}

/* The transcript, played from the start to the game's end. */
static enum reversi_status read_moves(struct reversi_record *rec, const struct line *l, const char *v,
				      size_t vlen, struct reversi_record_error *err)
{
	struct reversi_error e;
	char buf[8], name[3];
	reversi_game_start(&rec->game);
	enum reversi_status st = reversi_transcript_read(&rec->game, v, vlen, &e);
	if (st) {
		const char *what = buf;
		if (e.square != REVERSI_PASS) {
			reversi_square_name(e.square, name);
			what = name;
		} else {
			size_t at = (size_t)e.offset < vlen ? (size_t)e.offset : vlen;
			at = st == REVERSI_ERR_RANK && at > 0 ? at - 1 : at;
			shown(v + at, vlen - at, 2, buf);
		}
		return fail(err, st, l->number, "move %d (%s): %s", rec->game.n_moves + 1, what,
			    reversi_status_text(st));
	}
	if (!reversi_game_is_over(&rec->game))
		return fail(err, REVERSI_ERR_RESULT, l->number,
			    "the game is not over after its %d move%s (a record is kept when a game ends)",
			    rec->game.n_moves, rec->game.n_moves == 1 ? "" : "s");
	return REVERSI_OK;
}

static enum reversi_status read_value(struct reversi_record *rec, enum key k, const struct line *l,
				      const char *v, size_t vlen, struct reversi_record_error *err)
{
	char *field = k == KEY_BLACK ? rec->black : k == KEY_WHITE ? rec->white : rec->computer;
	size_t size = k == KEY_COMPUTER ? REVERSI_RECORD_LEVEL : REVERSI_RECORD_NAME;
	if (k == KEY_MOVES)
		return read_moves(rec, l, v, vlen, err);
	if (vlen == 0 && k != KEY_RESULT)
		return fail(err, REVERSI_ERR_RECORD, l->number, "'%s' needs a value", key_names[k]);
	if (k == KEY_RESULT)
		return REVERSI_OK; /* read once the moves are known */
	if (vlen >= size)
		return fail(err, REVERSI_ERR_RECORD, l->number, "'%s' has at most %zu bytes", key_names[k], size - 1);
	memcpy(field, v, vlen);
	field[vlen] = '\0';
	return REVERSI_OK;
}

enum reversi_status reversi_record_read(struct reversi_record *rec, const char *text, size_t len,
					struct reversi_record_error *err)
{
	struct line l = { NULL, 0, 0 }, seen[KEY_COUNT];
	size_t pos = 0;
	bool started = false;
	char buf[24];
	enum reversi_status st;

	memset(rec, 0, sizeof *rec);
	memset(seen, 0, sizeof seen);
	if (err)
		memset(err, 0, sizeof *err);
	while (next_line(text, len, &pos, &l)) {
		if (l.len == 0)
			continue;
		if ((st = check_text(&l, err)))
			return st;
		if (!started) {
			if (l.len != 7 || memcmp(l.s, "reversi", 7) != 0)
				return fail(err, REVERSI_ERR_RECORD, l.number,
					    "a Reversi record starts with the line 'reversi'");
			started = true;
			continue;
		}
		const char *sp = memchr(l.s, ' ', l.len);
		size_t klen = sp ? (size_t)(sp - l.s) : l.len;
		int k = 0;
		while (k < KEY_COUNT && !(strlen(key_names[k]) == klen && memcmp(l.s, key_names[k], klen) == 0))
			k++;
		if (k == KEY_COUNT)
			return fail(err, REVERSI_ERR_RECORD, l.number,
				    "'%s' is not a line of a Reversi record (black, white, computer, moves, result)",
				    shown(l.s, klen, 16, buf));
		if (seen[k].number)
			return fail(err, REVERSI_ERR_RECORD, l.number, "a second '%s' line (the first is line %d)",
				    key_names[k], seen[k].number);
		seen[k] = l;
		const char *v = sp ? sp + 1 : l.s + l.len;
		if ((st = read_value(rec, (enum key)k, &l, v, (size_t)(l.s + l.len - v), err)))
			return st;
	}
	if (!started)
		return fail(err, REVERSI_ERR_RECORD, 0, "the record is empty (no line 'reversi')");
	for (int k = 0; k < KEY_COUNT; k++)
		if (k != KEY_COMPUTER && !seen[k].number)
			return fail(err, REVERSI_ERR_RECORD, 0, "the record has no '%s' line", key_names[k]);
	const struct line *r = &seen[KEY_RESULT];
	const char *v = memchr(r->s, ' ', r->len);
	v = v ? v + 1 : r->s + r->len;
	return read_result(rec, r, v, (size_t)(r->s + r->len - v), err);
}
