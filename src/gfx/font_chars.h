/* The characters the build-time fonts hold, in glyph order: printable ASCII
 * (32..126), the Latin-1 Supplement (U+00A0..U+00FF), then the extras below
 * (letters of European names outside Latin-1, the typographic punctuation
 * phones type, and U+FFFD for text that cannot be drawn).  Shared by the
 * font tool (tools/mkfont.c), which renders them in this order, and
 * font.c, which finds a code point's glyph. */
#ifndef TESSERA_GFX_FONT_CHARS_H
#define TESSERA_GFX_FONT_CHARS_H

#include <stdint.h>

enum {
	FONT_FIRST = 32,	/* ASCII c is glyph c - FONT_FIRST */
	FONT_LAST = 126,
	FONT_ASCII_GLYPHS = FONT_LAST - FONT_FIRST + 1,
	FONT_LATIN1_FIRST = 0xa0,
	FONT_LATIN1_LAST = 0xff,
	FONT_LATIN1_GLYPHS = FONT_LATIN1_LAST - FONT_LATIN1_FIRST + 1,
	FONT_EXTRA_GLYPHS = 63,
	FONT_GLYPHS = FONT_ASCII_GLYPHS + FONT_LATIN1_GLYPHS + FONT_EXTRA_GLYPHS,
};

/* Ascending, so font.c can search them; U+FFFD last. */
static const uint16_t font_extra_chars[FONT_EXTRA_GLYPHS] = {
	0x0102, 0x0103, /* Ă ă Romanian */
	0x0104, 0x0105, 0x0106, 0x0107, /* Ą ą Ć ć Polish */
	0x010c, 0x010d, 0x010e, 0x010f, /* Č č Ď ď Czech, Slovak, Croatian */
	0x0110, 0x0111, /* Đ đ Croatian */
	0x0118, 0x0119, 0x011a, 0x011b, /* Ę ę Ě ě */
	0x011e, 0x011f, /* Ğ ğ Turkish */
	0x0130, 0x0131, /* İ ı Turkish */
	0x0141, 0x0142, 0x0143, 0x0144, /* Ł ł Ń ń Polish */
	0x0147, 0x0148, /* Ň ň */
	0x0150, 0x0151, /* Ő ő Hungarian */
	0x0152, 0x0153, /* Œ œ French */
	0x0158, 0x0159, 0x015a, 0x015b, /* Ř ř Ś ś */
	0x015e, 0x015f, /* Ş ş Turkish */
	0x0160, 0x0161, /* Š š */
	0x0164, 0x0165, /* Ť ť */
	0x016e, 0x016f, /* Ů ů Czech */
	0x0170, 0x0171, /* Ű ű Hungarian */
	0x0178, /* Ÿ French */
	0x0179, 0x017a, 0x017b, 0x017c, 0x017d, 0x017e, /* Ź ź Ż ż Ž ž */
	0x0218, 0x0219, 0x021a, 0x021b, /* Ș ș Ț ț Romanian */
	0x2013, 0x2014, /* – — */
	0x2019, 0x201c, 0x201d, /* ’ “ ” */
	0x2026, /* … */
	0x20ac, /* € */
	0xfffd, /* the replacement character */
};

/* The code point of glyph i (0 <= i < FONT_GLYPHS). */
static inline uint32_t font_char_of_glyph(int i)
{
	if (i < FONT_ASCII_GLYPHS)
		return (uint32_t)(FONT_FIRST + i);
	if (i < FONT_ASCII_GLYPHS + FONT_LATIN1_GLYPHS)
		return (uint32_t)(FONT_LATIN1_FIRST + i - FONT_ASCII_GLYPHS);
	return font_extra_chars[i - FONT_ASCII_GLYPHS - FONT_LATIN1_GLYPHS];
}

#endif
