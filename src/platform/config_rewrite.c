/* The calibration tool's rewrite of a board config's text: only the value of
 * [touch] calibration changes; every other byte stays as it was. */
#include "platform/config_int.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

struct sink {
	char *buf;
	size_t cap, len;
	bool full;
};

static void put(struct sink *s, const char *p, size_t n)
{
	if (s->full || n >= s->cap - s->len) {
		s->full = true;
		return;
	}
	memcpy(s->buf + s->len, p, n);
	s->len += n;
	s->buf[s->len] = 0;
}

static void put_matrix(struct sink *s, const float m[6])
{
	char text[160];
	/* %.9g gives back the same float when parsed. */
	snprintf(text, sizeof text, "%.9g %.9g %.9g  %.9g %.9g %.9g", m[0], m[1], m[2], m[3], m[4],
		 m[5]);
	put(s, text, strlen(text));
}

/* The section a line opens, or -1 if it is not a header; CONFIG_SEC_NONE
 * for an unknown one. */
static int header_of(const char *p, size_t n)
{
	size_t i = 0;
	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	if (i == n || p[i] != '[')
		return -1;
	size_t j = i + 1;
	while (j < n && p[j] != ']')
		j++;
	if (j == n)
		return -1;
	/* The name between the brackets, trimmed as the parser trims it. */
	size_t a = i + 1, b = j;
	while (a < b && (p[a] == ' ' || p[a] == '\t'))
		a++;
	while (b > a && (p[b - 1] == ' ' || p[b - 1] == '\t'))
		b--;
	return (int)config_section_find(p + a, b - a);
}

/* Offset of the value of "calibration =" on this line, or -1. */
static long calibration_value_at(const char *p, size_t n)
{
	size_t i = 0;
	static const char key[] = "calibration";
	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	if (n - i < sizeof key - 1 || memcmp(p + i, key, sizeof key - 1) != 0)
		return -1;
	i += sizeof key - 1;
	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	if (i == n || p[i] != '=')
		return -1;
	return (long)i + 1;
}

/* The line p[0..n) whose value starts at v, with the matrix for its value:
 * "calibration =" as written, and any comment after the old value. */
static void put_calibration_line(struct sink *s, const char *p, size_t n, size_t v, const float matrix[6])
{
	put(s, p, v);
	put(s, " ", 1);
	put_matrix(s, matrix);
	const char *hash = memchr(p, '#', n);
	size_t end = n;
	if (n && p[n - 1] == '\r')
		end--;
	if (hash) {
		put(s, "  ", 2);
		put(s, hash, (size_t)(p + end - hash));
	}
	put(s, p + end, n - end); /* a CR of a CRLF line */
}

/* Where the rewrite stands as it copies the lines. */
struct rewrite {
	struct sink out;
	const float *matrix;
	int sec;               /* the section of the line being copied */
	bool done;             /* the new matrix is in out */
	long touch_header_end; /* where the line of the first [touch] header ends in out; -1: none yet */
	const char *eol;       /* the file's line ending, for the lines added: "\n" or "\r\n" */
};

/* Copies one line of n characters (and its newline if nl), replacing the
 * value of the first calibration in [touch]. */
static void rewrite_line(struct rewrite *r, const char *p, size_t n, bool nl)
{
	int h = header_of(p, n);
	if (h >= 0) {
		r->sec = h;
		put(&r->out, p, n + nl);
		if (h == CONFIG_SEC_TOUCH && r->touch_header_end < 0) {
			if (!nl)
				put(&r->out, r->eol, strlen(r->eol));
			r->touch_header_end = (long)r->out.len;
		}
		return;
	}
	long v = r->sec == CONFIG_SEC_TOUCH && !r->done ? calibration_value_at(p, n) : -1;
	if (v < 0) {
		put(&r->out, p, n + nl);
		return;
	}
	put_calibration_line(&r->out, p, n, (size_t)v, r->matrix);
	if (nl)
		put(&r->out, "\n", 1);
	r->done = true;
}

/* [touch] without a calibration: the line goes right after the header. */
static void insert_after_touch_header(struct rewrite *r)
{
	char line[200];
	struct sink l = { line, sizeof line, 0, false };
	put(&l, "calibration = ", 14);
	put_matrix(&l, r->matrix);
	put(&l, r->eol, strlen(r->eol));
	struct sink *s = &r->out;
	size_t at = (size_t)r->touch_header_end;
	if (!s->full && l.len < s->cap - s->len) {
		memmove(s->buf + at + l.len, s->buf + at, s->len - at + 1);
		memcpy(s->buf + at, line, l.len);
		s->len += l.len;
	} else {
		s->full = true;
	}
}

/* No [touch] at all: a new one at the end, after a blank line. */
static void append_touch_section(struct rewrite *r)
{
	struct sink *s = &r->out;
	size_t eol = strlen(r->eol);
	if (s->len && s->buf[s->len - 1] != '\n')
		put(s, r->eol, eol);
	put(s, r->eol, eol);
	put(s, "[touch]", 7);
	put(s, r->eol, eol);
	put(s, "calibration = ", 14);
	put_matrix(s, r->matrix);
	put(s, r->eol, eol);
}

int config_rewrite_calibration(const char *in, size_t in_len, const float matrix[6], char *out,
			       size_t out_cap, size_t *out_len)
{
	for (int i = 0; i < 6; i++)
		if (!isfinite(matrix[i]))
			return -EINVAL;
	if (out_cap == 0)
		return -ENOSPC;
	/* Lines added end as the file's first line does: a file written on
	 * Windows (CRLF) gets no line of another kind. */
	const char *first_nl = memchr(in, '\n', in_len);
	const char *eol = first_nl && first_nl > in && first_nl[-1] == '\r' ? "\r\n" : "\n";
	struct rewrite r = { { out, out_cap, 0, false }, matrix, CONFIG_SEC_NONE, false, -1, eol };
	out[0] = 0;
	/* A byte-order mark is copied as it is and the lines are read after
	 * it, as the parser reads them (read with the mark, a first line
	 * "[touch]" was no header and a second [touch] was appended). */
	size_t pos = config_bom_len(in, in_len);
	put(&r.out, in, pos);
	while (pos < in_len) {
		size_t start = pos;
		while (pos < in_len && in[pos] != '\n')
			pos++;
		bool nl = pos < in_len;
		rewrite_line(&r, in + start, pos - start, nl);
		pos += nl;
	}
	if (!r.done && r.touch_header_end >= 0)
		insert_after_touch_header(&r);
	else if (!r.done)
		append_touch_section(&r);
	if (r.out.full)
		return -ENOSPC;
	if (out_len)
		*out_len = r.out.len;
	return 0;
}
