/* UTF-8 as the screens, the board configs and the records take it: decode
 * one code point at a time without reading past the end, say whether a
 * string is well formed, cut a string at a code point boundary.  Pure; no
 * allocation. */
#ifndef TESSERA_GFX_UTF8_H
#define TESSERA_GFX_UTF8_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define UTF8_REPLACEMENT 0xfffd	/* what a malformed sequence decodes to */

/* Decodes the code point at s, of at most n bytes (a NUL ends it earlier:
 * no byte after a NUL is read).  Stores it in *cp and returns the bytes it
 * took, >= 1 when n >= 1.  A malformed sequence (a stray continuation byte,
 * a lead byte without its continuation bytes, an overlong form, a
 * surrogate, a value over U+10FFFF) gives UTF8_REPLACEMENT for its longest
 * well-started prefix, so every byte is consumed exactly once.  n == 0
 * returns 0. */
size_t utf8_decode(const char *s, size_t n, uint32_t *cp);
/* Decodes from *s (NUL-terminated), advances *s; 0 at the end. */
uint32_t utf8_next(const char **s);
/* The number of code points in s (each malformed sequence counts one). */
size_t utf8_count(const char *s);
/* Whether s (NUL-terminated) is well-formed UTF-8 without control
 * characters (C0, DEL, C1): text a person can read.  On failure *bad, if
 * not NULL, is the byte offset of the first offending sequence. */
bool utf8_text_ok(const char *s, size_t *bad);
/* The length <= max of the longest prefix of s (NUL-terminated) that ends
 * at a code point boundary: where to cut s to fit max bytes. */
size_t utf8_prefix(const char *s, size_t max);
/* Copies src into dst (cap bytes, cap >= 1), cut at a code point boundary
 * to fit, NUL-terminated.  Returns the bytes copied. */
size_t utf8_copy(char *dst, size_t cap, const char *src);
/* The byte offset of the start of the code point before offset end in s
 * (0 if end is 0): what Delete removes. */
size_t utf8_back(const char *s, size_t end);
/* Encodes cp (valid, not a surrogate) into out (4 bytes); returns the length. */
size_t utf8_encode(uint32_t cp, char out[4]);

#endif
