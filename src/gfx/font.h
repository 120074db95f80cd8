/* Anti-aliased bitmap fonts for ASCII, Latin-1 and a few more letters
 * (gfx/font_chars.h), rendered at build time by the host tool mkfont
 * (FreeType) into a generated C file compiled into the program; the device
 * needs no FreeType.  Text is UTF-8, laid out with advance widths only (no
 * kerning); a malformed sequence or a character the fonts lack is drawn as
 * U+FFFD, the replacement character. */
#ifndef TESSERA_GFX_FONT_H
#define TESSERA_GFX_FONT_H

#include <stddef.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/font_chars.h"

/* One glyph: a w x h coverage bitmap at bitmaps + offset, drawn with its
 * top-left at (pen_x + left, baseline - top).  An accented letter is mostly
 * its base letter: when mkfont found the rendering equal to the base glyph
 * plus a mark that touches none of its ink, base is the base's index and
 * the bitmap holds only the mark (base 0: the bitmap is the whole glyph;
 * glyph 0, the space, is never a base). */
struct font_glyph {
	uint32_t offset;
	int16_t left, top;
	uint8_t w, h;
	uint8_t advance;
	uint8_t base;
};

struct font {
	const char *name;
	int size;		/* pixel size of the em */
	int ascent;		/* pixels above the baseline a capital reaches */
	int descent;		/* pixels below the baseline */
	int line_height;
	const struct font_glyph *glyphs;	/* FONT_GLYPHS entries */
	const uint8_t *bitmaps;	/* into one static array, filled before main */
};

/* Generated (build/gen/font_data.c): every face and size, ascending size. */
extern const struct font font_table[];
extern const int font_table_count;
/* 1 once the generated file's constructor has unpacked the bitmaps, which
 * are stored run-length packed (gfx/font_rle.h) and unpacked before main. */
extern int font_data_unpacked;

/* The largest size <= px, or the smallest there is. */
const struct font *font_pick(int px);
/* f, or the largest smaller size in which s fits in width (the smallest
 * size if none does): labels that must not spill out of their box. */
const struct font *font_fit(const struct font *f, const char *s, int width);
/* Two lines in one size: the largest size from f down at which text,
 * split at a space into a (first line) and b (second, or empty), fits
 * width on both lines (a second line in a smaller size than the first
 * reads as a different message).  a and b hold `size` bytes each. */
const struct font *font_wrap_two_lines(const struct font *f, const char *text, int width, char *a, char *b,
				       size_t size);
/* The glyph index of code point cp: the replacement character's for one
 * the fonts lack. */
int font_glyph_index(uint32_t cp);
/* Width in pixels of s (UTF-8). */
int font_text_width(const struct font *f, const char *s);
/* s as it fits width in f, into out (cap bytes, cap >= 4; out may be s):
 * s itself, or its longest start that leaves room for "…" (U+2026), cut
 * between characters, without trailing spaces, then "…".  Returns out. */
char *font_ellipsize(const struct font *f, const char *s, int width, char *out, size_t cap);
/* Text cut where it is drawn: a label wider than the box it is centred in,
 * running past the side of its clip, or cut at its top or bottom by more
 * than a pixel (a descender: J read as I), shows only in part.  A canvas
 * that carries an audit (tessera-headless --check-text, on a full repaint)
 * has each such draw counted and the first few described; text wholly
 * outside its clip (a list's rows scrolled away) is not a cut. */
enum { FONT_AUDIT_KEEP = 8, FONT_AUDIT_TEXT = 160 };

struct font_audit {
	int cuts;
	char cut[FONT_AUDIT_KEEP][FONT_AUDIT_TEXT];
};

/* Draws s with its baseline at y, starting at x. */
void font_draw(struct canvas *c, const struct rect *clip, const struct font *f, int x, int y,
	       const char *s, uint32_t color);
/* Draws s centred in r (horizontally by advance, vertically by cap height). */
void font_draw_centered(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r,
			const char *s, uint32_t color);
/* The ink box of s drawn at (x, baseline y): what font_draw may touch. */
struct rect font_text_box(const struct font *f, int x, int y, const char *s);

#endif
