#include "gfx/utf8.h"

#include <string.h>

size_t utf8_decode(const char *s, size_t n, uint32_t *cp)
{
	const unsigned char *u = (const unsigned char *)s;
	if (n == 0)
		return 0;
	unsigned c = u[0];
	size_t more;
	uint32_t v, min;
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf)
		more = 1, v = c & 0x1f, min = 0x80;
	else if (c >= 0xe0 && c <= 0xef)
		more = 2, v = c & 0x0f, min = 0x800;
	else if (c >= 0xf0 && c <= 0xf4)
		more = 3, v = c & 0x07, min = 0x10000;
	else {
		/* A continuation byte, an overlong lead (C0, C1) or F5..FF. */
		*cp = UTF8_REPLACEMENT;
		return 1;
	}
	size_t k = 1;
	for (; k <= more; k++) {
		/* Stops at a NUL (not a continuation byte) or the end: no over-read. */
		if (k >= n || (u[k] & 0xc0) != 0x80)
			break;
		v = v << 6 | (u[k] & 0x3f);
		/* The second byte already tells an overlong, a surrogate or a
		 * value past U+10FFFF: stop there, as Unicode's "maximal subpart". */
		if (k == 1 && ((c == 0xe0 && u[1] < 0xa0) || (c == 0xed && u[1] > 0x9f) ||
			       (c == 0xf0 && u[1] < 0x90) || (c == 0xf4 && u[1] > 0x8f)))
			break;
	}
	if (k <= more) {
		*cp = UTF8_REPLACEMENT;
		return k;
	}
	*cp = v >= min ? v : UTF8_REPLACEMENT;	/* C2..DF never give an overlong; kept as a guard */
	return more + 1;
}

uint32_t utf8_next(const char **s)
{
	uint32_t cp;
	size_t n = utf8_decode(*s, 4, &cp);
	if (cp == 0)
		return 0;
	*s += n;
	return cp;
}

size_t utf8_count(const char *s)
{
	size_t n = 0;
	while (utf8_next(&s))
		n++;
	return n;
}

bool utf8_text_ok(const char *s, size_t *bad)
{
	const char *p = s;
	for (;;) {
		const char *at = p;
		uint32_t cp;
		size_t len = utf8_decode(p, 4, &cp);
		if (cp == 0)
			return true;
		/* A real U+FFFD is 3 bytes; the decoder's stands for a malformed one. */
		bool malformed = cp == UTF8_REPLACEMENT && len != 3;
		if (cp == UTF8_REPLACEMENT && len == 3 && memcmp(at, "\xef\xbf\xbd", 3) != 0)
			malformed = true;
		if (malformed || cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) {
			if (bad)
				*bad = (size_t)(at - s);
			return false;
		}
		p += len;
	}
}

size_t utf8_prefix(const char *s, size_t max)
{
	size_t at = 0;
	for (;;) {
		uint32_t cp;
		size_t len = utf8_decode(s + at, 4, &cp);
		if (cp == 0 || at + len > max)
			return at;
		at += len;
	}
}

size_t utf8_copy(char *dst, size_t cap, const char *src)
{
	size_t n = utf8_prefix(src, cap - 1);
	memcpy(dst, src, n);
	dst[n] = 0;
	return n;
}

size_t utf8_back(const char *s, size_t end)
{
	/* Step back over continuation bytes, at most three; then check that the
	 * sequence found really ends at end (else one byte is the unit). */
	size_t start = end;
	for (int i = 0; i < 4 && start > 0; i++) {
		start--;
		if (((unsigned char)s[start] & 0xc0) != 0x80)
			break;
	}
	uint32_t cp;
	if (start < end && start + utf8_decode(s + start, end - start, &cp) == end)
		return start;
	return end > 0 ? end - 1 : 0;
}

size_t utf8_encode(uint32_t cp, char out[4])
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		out[0] = (char)(0xc0 | cp >> 6);
		out[1] = (char)(0x80 | (cp & 0x3f));
		return 2;
	}
	if (cp < 0x10000) {
		out[0] = (char)(0xe0 | cp >> 12);
		out[1] = (char)(0x80 | (cp >> 6 & 0x3f));
		out[2] = (char)(0x80 | (cp & 0x3f));
		return 3;
	}
	out[0] = (char)(0xf0 | cp >> 18);
	out[1] = (char)(0x80 | (cp >> 12 & 0x3f));
	out[2] = (char)(0x80 | (cp >> 6 & 0x3f));
	out[3] = (char)(0x80 | (cp & 0x3f));
	return 4;
}
