#include "notation.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

__attribute__((format(printf, 5, 6)))
static enum notation_status fail(struct notation_error *err, enum notation_status status, int line,
				 int col, const char *fmt, ...)
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

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static bool is_upper(char c)
{
	return c >= 'A' && c <= 'Z';
}

static bool is_lower(char c)
{
	return c >= 'a' && c <= 'z';
}

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* A printable rendering of a byte for messages: control and non-ASCII bytes
 * are shown as hex so a binary file does not garble the terminal. */
static const char *show_char(char c, char buf[8])
{
	unsigned char u = (unsigned char)c;
	if (u >= 0x21 && u < 0x7f)
		snprintf(buf, 8, "'%c'", c);
	else if (c == ' ')
		snprintf(buf, 8, "space");
	else
		snprintf(buf, 8, "0x%02x", u);
	return buf;
}

enum notation_status notation_position_parse(const char *buf, size_t len,
					     struct notation_board *out, struct notation_error *err)
{
	size_t pos = 0;
	int line = 0;
	char shown[8];

	memset(out->sq, 0, sizeof out->sq);
	while (pos < len) {
		size_t start = pos, end;
		while (pos < len && buf[pos] != '\n')
			pos++;
		end = pos;
		if (pos < len)
			pos++; /* the newline */
		while (end > start && is_space(buf[end - 1]))
			end--; /* trailing CR and white space are tolerated */
		line++;
		if (line > NOTATION_DIM) {
			if (end > start)
				return fail(err, NOTATION_ERR_LINES, line, 1,
					    "a position has 15 lines; found more");
			continue; /* blank lines after the board are fine */
		}
		if (end == start && line == 1) {
			/* Only a blank first line could mean an empty input: say so. */
			size_t k = pos;
			while (k < len && (is_space(buf[k]) || buf[k] == '\n'))
				k++;
			if (k == len)
				return fail(err, NOTATION_ERR_EMPTY, 1, 1, "the position is empty");
		}
		for (size_t i = start; i < end && (int)(i - start) < NOTATION_DIM; i++) {
			char c = buf[i];
			int col = (int)(i - start);
			if (c == '.')
				continue;
			if (!is_upper(c) && !is_lower(c))
				return fail(err, NOTATION_ERR_CHAR, line, col + 1,
					    "%s is not a square (use '.', A-Z or a-z for a blank)",
					    show_char(c, shown));
			out->sq[(line - 1) * NOTATION_DIM + col] = c;
		}
		if (end - start != NOTATION_DIM)
			return fail(err, NOTATION_ERR_LINE_LENGTH, line,
				    end - start < NOTATION_DIM ? (int)(end - start) + 1 : NOTATION_DIM + 1,
				    "a position line has 15 squares; this one has %zu", end - start);
	}
	if (line == 0)
		return fail(err, NOTATION_ERR_EMPTY, 1, 1, "the position is empty");
	if (line < NOTATION_DIM)
		return fail(err, NOTATION_ERR_LINES, line + 1, 1,
			    "a position has 15 lines; found only %d", line);
	return NOTATION_OK;
}

int notation_position_format(const struct notation_board *b, char *buf, size_t size)
{
	size_t k = 0;
	if (size < NOTATION_POSITION_TEXT)
		return -1;
	for (int r = 0; r < NOTATION_DIM; r++) {
		for (int c = 0; c < NOTATION_DIM; c++) {
			char s = b->sq[r * NOTATION_DIM + c];
			buf[k++] = s ? s : '.';
		}
		buf[k++] = '\n';
	}
	buf[k] = '\0';
	return (int)k;
}

/* A row number longer than this is not shown in a message. */
#define ROW_DIGITS_SHOWN 6

/* Reads "8D" (across) or "D8" (down) at buf[*pos]. */
static enum notation_status parse_coord(const char *buf, size_t len, size_t *pos,
					struct notation_move *m, struct notation_error *err)
{
	size_t p = *pos, start = p;
	int row = 0, ndigits = 0;
	char colch = 0, shown[8];
	bool down;

	if (p < len && (is_upper(buf[p]) || is_lower(buf[p]))) {
		down = true;
		colch = buf[p++];
	} else {
		down = false;
	}
	while (p < len && is_digit(buf[p])) {
		if (ndigits < 3)
			row = row * 10 + (buf[p] - '0');
		ndigits++;
		p++;
	}
	if (ndigits == 0) {
		if (p >= len || is_space(buf[p]))
			return fail(err, NOTATION_ERR_COORD, 0, (int)p + 1,
				    "the coordinate needs a row number (like 8D across or D8 down)");
		return fail(err, NOTATION_ERR_COORD, 0, (int)p + 1,
			    "%s where the coordinate needs a row number (like 8D or D8)",
			    show_char(buf[p], shown));
	}
	if (!down) {
		if (p >= len || !(is_upper(buf[p]) || is_lower(buf[p])))
			return fail(err, NOTATION_ERR_COORD, 0, (int)p + 1,
				    "the coordinate needs a column letter A-O after the row");
		colch = buf[p++];
	}
	/* The number as written (never cut: "row 999" for 99999999999D would
	 * name another number); one too long to show is said so. */
	if (ndigits > ROW_DIGITS_SHOWN)
		return fail(err, NOTATION_ERR_COORD, 0, (int)(down ? start + 2 : start + 1),
			    "row number too large (%d digits; rows are 1-15)", ndigits);
	if (ndigits > 2 || row < 1 || row > NOTATION_DIM)
		return fail(err, NOTATION_ERR_COORD, 0, (int)(down ? start + 2 : start + 1),
			    "row %.*s is off the board (rows are 1-15)", ndigits,
			    buf + (down ? start + 1 : start));
	if (is_lower(colch))
		colch = (char)(colch - 'a' + 'A');
	if (colch > 'A' + NOTATION_DIM - 1)
		return fail(err, NOTATION_ERR_COORD, 0, (int)(down ? start + 1 : p),
			    "column %c is off the board (columns are A-O)", colch);
	if (p < len && !is_space(buf[p]))
		return fail(err, NOTATION_ERR_COORD, 0, (int)p + 1, "%s after the coordinate",
			    show_char(buf[p], shown));
	m->row = row - 1;
	m->col = colch - 'A';
	m->down = down;
	*pos = p;
	return NOTATION_OK;
}

/* Reads the played word: letters, '.' and parenthesised runs of letters. */
static enum notation_status parse_word(const char *buf, size_t len, size_t *pos,
				       struct notation_move *m, struct notation_error *err)
{
	size_t p = *pos, open_at = 0;
	bool in_paren = false, paren_empty = false;
	int room = NOTATION_DIM - (m->down ? m->row : m->col);
	char shown[8];

	m->len = 0;
	m->through = 0;
	for (; p < len && !is_space(buf[p]); p++) {
		char c = buf[p];
		if (c == '(') {
			if (in_paren)
				return fail(err, NOTATION_ERR_WORD, 0, (int)p + 1,
					    "'(' inside parentheses");
			in_paren = true;
			paren_empty = true;
			open_at = p;
			continue;
		}
		if (c == ')') {
			if (!in_paren)
				return fail(err, NOTATION_ERR_WORD, 0, (int)p + 1,
					    "')' without a matching '('");
			if (paren_empty)
				return fail(err, NOTATION_ERR_WORD, 0, (int)p + 1,
					    "empty parentheses");
			in_paren = false;
			continue;
		}
		if (!is_upper(c) && !is_lower(c) && c != '.')
			return fail(err, NOTATION_ERR_WORD, 0, (int)p + 1,
				    "%s in the word (use A-Z, a-z for a blank, '.' for a square on the board)",
				    show_char(c, shown));
		if (in_paren && c == '.')
			return fail(err, NOTATION_ERR_WORD, 0, (int)p + 1,
				    "'.' inside parentheses (write the board letters or dots, not both)");
		if (m->len >= room)
			return fail(err, NOTATION_ERR_FIT, 0, (int)p + 1,
				    "the word runs off the board (%d squares from %c%d %s)", room,
				    'A' + m->col, m->row + 1, m->down ? "down" : "across");
		if (in_paren) {
			/* A bracketed letter names the board square; its case says nothing. */
			m->word[m->len] = is_lower(c) ? (char)(c - 'a' + 'A') : c;
			m->through |= 1u << m->len;
			paren_empty = false;
		} else {
			m->word[m->len] = c;
			if (c == '.')
				m->through |= 1u << m->len;
		}
		m->len++;
	}
	if (in_paren)
		return fail(err, NOTATION_ERR_WORD, 0, (int)open_at + 1, "'(' is never closed");
	if (m->len == 0)
		return fail(err, NOTATION_ERR_WORD, 0, (int)p + 1, "the move needs a word after the coordinate");
	if (m->through == (1u << m->len) - 1)
		return fail(err, NOTATION_ERR_WORD, 0, (int)*pos + 1,
			    "the word places no tile (every square is already on the board)");
	m->word[m->len] = '\0';
	*pos = p;
	return NOTATION_OK;
}

static enum notation_status parse_exchange(const char *buf, size_t len, size_t *pos,
					   struct notation_move *m, struct notation_error *err)
{
	size_t p = *pos;
	char shown[8];

	m->ntiles = 0;
	m->tiles_hidden = false;
	if (p < len && is_digit(buf[p])) {
		/* "-7": the record says how many, not which. */
		int n = buf[p++] - '0';
		if ((p < len && !is_space(buf[p])) || n < 1 || n > NOTATION_RACK)
			return fail(err, NOTATION_ERR_TILES, 0, (int)*pos + 1,
				    "an exchange count is 1-7");
		m->ntiles = n;
		m->tiles_hidden = true;
		*pos = p;
		return NOTATION_OK;
	}
	for (; p < len && !is_space(buf[p]); p++) {
		char c = buf[p];
		if (!is_upper(c) && c != '?')
			return fail(err, NOTATION_ERR_TILES, 0, (int)p + 1,
				    "%s in the exchanged tiles (use A-Z and ? for a blank)",
				    show_char(c, shown));
		if (m->ntiles >= NOTATION_RACK)
			return fail(err, NOTATION_ERR_TILES, 0, (int)p + 1,
				    "an exchange has at most 7 tiles");
		m->tiles[m->ntiles++] = c;
	}
	m->tiles[m->ntiles] = '\0';
	*pos = p;
	return NOTATION_OK;
}

enum notation_status notation_move_parse(const char *buf, size_t len, struct notation_move *out,
					 struct notation_error *err)
{
	size_t p = 0;
	int rc;
	char shown[8];

	memset(out, 0, sizeof *out);
	while (p < len && (is_space(buf[p]) || buf[p] == '\n'))
		p++;
	if (p == len)
		return fail(err, NOTATION_ERR_EMPTY, 0, 1, "the move is empty");
	if (buf[p] == '-') {
		p++;
		if (p == len || is_space(buf[p]) || buf[p] == '\n') {
			out->kind = NOTATION_PASS;
		} else {
			out->kind = NOTATION_EXCHANGE;
			rc = parse_exchange(buf, len, &p, out, err);
			if (rc)
				return rc;
		}
	} else {
		out->kind = NOTATION_PLACE;
		rc = parse_coord(buf, len, &p, out, err);
		if (rc)
			return rc;
		while (p < len && is_space(buf[p]))
			p++;
		rc = parse_word(buf, len, &p, out, err);
		if (rc)
			return rc;
	}
	while (p < len && (is_space(buf[p]) || buf[p] == '\n'))
		p++;
	if (p < len)
		return fail(err, NOTATION_ERR_CHAR, 0, (int)p + 1, "%s after the end of the move",
			    show_char(buf[p], shown));
	return NOTATION_OK;
}

int notation_coord_format(int row, int col, bool down, char *buf, size_t size)
{
	int n;
	if (row < 0 || row >= NOTATION_DIM || col < 0 || col >= NOTATION_DIM)
		return -1;
	if (down)
		n = snprintf(buf, size, "%c%d", 'A' + col, row + 1);
	else
		n = snprintf(buf, size, "%d%c", row + 1, 'A' + col);
	return n < 0 || (size_t)n >= size ? -1 : n;
}

int notation_move_format(const struct notation_move *m, char *buf, size_t size)
{
	int n;
	switch (m->kind) {
	case NOTATION_PASS:
		n = snprintf(buf, size, "-");
		break;
	case NOTATION_EXCHANGE:
		if (m->tiles_hidden)
			n = snprintf(buf, size, "-%d", m->ntiles);
		else
			n = snprintf(buf, size, "-%.*s", m->ntiles, m->tiles);
		break;
	case NOTATION_PLACE: {
		char coord[4], word[NOTATION_DIM + 1];
		if (m->len < 1 || m->len > NOTATION_DIM ||
		    notation_coord_format(m->row, m->col, m->down, coord, sizeof coord) < 0)
			return -1;
		for (int i = 0; i < m->len; i++)
			word[i] = (m->through >> i) & 1 ? '.' : m->word[i];
		n = snprintf(buf, size, "%s %.*s", coord, m->len, word);
		break;
	}
	default:
		return -1;
	}
	return n < 0 || (size_t)n >= size ? -1 : n;
}

static char upper(char c)
{
	return is_lower(c) ? (char)(c - 'a' + 'A') : c;
}

int notation_move_tiles(const struct notation_move *m, const struct notation_board *b,
			struct notation_placement out[NOTATION_RACK], struct notation_error *err)
{
	int n = 0;
	char coord[4];

	if (m->kind != NOTATION_PLACE)
		return 0;
	for (int i = 0; i < m->len; i++) {
		int r = m->row + (m->down ? i : 0), c = m->col + (m->down ? 0 : i);
		int sq = r * NOTATION_DIM + c;
		char have = b->sq[sq], want = m->word[i];
		bool through = (m->through >> i) & 1;

		notation_coord_format(r, c, false, coord, sizeof coord);
		if (have) {
			/* A written letter may repeat the board letter; a blank on
			 * the board matches either case of its letter. */
			if (want != '.' && upper(want) != upper(have))
				return fail(err, NOTATION_ERR_BOARD, 0, 0,
					    "square %s holds %c but the move puts %c there", coord,
					    have, want);
			continue;
		}
		if (through)
			return fail(err, NOTATION_ERR_BOARD, 0, 0,
				    "square %s is empty but the move marks it as already on the board",
				    coord);
		if (n >= NOTATION_RACK)
			return fail(err, NOTATION_ERR_BOARD, 0, 0,
				    "the move puts down more than 7 tiles");
		out[n].square = sq;
		out[n].tile = want;
		n++;
	}
	return n;
}

/* A switch without a default, as words_status_text(): -Wswitch names a
 * status left without text. */
const char *notation_status_text(enum notation_status status)
{
	switch (status) {
	case NOTATION_OK: return "ok";
	case NOTATION_ERR_EMPTY: return "the text is empty";
	case NOTATION_ERR_LINE_LENGTH: return "a position line is not 15 squares";
	case NOTATION_ERR_CHAR: return "a character that has no meaning there";
	case NOTATION_ERR_LINES: return "a position is not 15 lines";
	case NOTATION_ERR_COORD: return "a malformed or off-board coordinate";
	case NOTATION_ERR_WORD: return "a malformed played word";
	case NOTATION_ERR_FIT: return "the word runs off the board";
	case NOTATION_ERR_TILES: return "a malformed exchange";
	case NOTATION_ERR_BOARD: return "the move disagrees with the board";
	}
	return "unknown status";
}

int notation_error_format(const struct notation_error *err, char *buf, size_t size)
{
	const char *msg = err->msg[0] ? err->msg : notation_status_text(err->status);
	int n;
	if (err->line > 0)
		n = snprintf(buf, size, "line %d, column %d: %s", err->line, err->col, msg);
	else if (err->col > 0)
		n = snprintf(buf, size, "column %d: %s", err->col, msg);
	else
		n = snprintf(buf, size, "%s", msg);
	return n < 0 ? -1 : n;
}
