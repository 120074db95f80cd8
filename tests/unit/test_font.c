/* The build-time font: table order, picking, measuring and drawing. */
#include "check.h"
#include "gfx/draw.h"
#include "gfx/font.h"
#include "gfx/utf8.h"

#include <string.h>

static void test_table(void)
{
	CHECK(font_data_unpacked);	/* the constructor filled the bitmaps */
	CHECK(font_table_count > 0);
	for (int i = 1; i < font_table_count; i++)
		CHECK(font_table[i].size > font_table[i - 1].size);
	for (int i = 0; i < font_table_count; i++) {
		const struct font *f = &font_table[i];
		CHECK(f->ascent > 0 && f->ascent <= f->size);
		CHECK(f->glyphs[' ' - FONT_FIRST].advance > 0);
		CHECK(f->glyphs['W' - FONT_FIRST].w > f->glyphs['I' - FONT_FIRST].w);
	}
}

static void test_pick(void)
{
	const struct font *f = font_pick(17);
	CHECK(f->size <= 17);
	for (int i = 0; i < font_table_count; i++)
		CHECK(font_table[i].size <= f->size || font_table[i].size > 17);
	CHECK_INT(font_pick(1)->size, font_table[0].size);
	CHECK_INT(font_pick(10000)->size, font_table[font_table_count - 1].size);
}

static void test_measure_and_draw(void)
{
	const struct font *f = font_pick(20);
	int wa = font_text_width(f, "A"), wab = font_text_width(f, "AB");
	CHECK(wa > 0);
	CHECK_INT(wab, wa + f->glyphs['B' - FONT_FIRST].advance);
	CHECK_INT(font_text_width(f, "\x01"), font_text_width(f, "\xef\xbf\xbd"));	/* a control character: U+FFFD */

	static uint32_t px[64 * 32];
	struct canvas c = { .pixels = px, .width = 64, .height = 32, .stride = 64 };
	canvas_fill_rect(&c, NULL, rect_make(0, 0, 64, 32), 0xffffff);
	font_draw(&c, NULL, f, 2, 24, "Hi", 0x000000);
	struct rect box = font_text_box(f, 2, 24, "Hi");
	int dark = 0, outside = 0;
	for (int y = 0; y < 32; y++)
		for (int x = 0; x < 64; x++)
			if (px[y * 64 + x] != 0xffffff) {
				dark++;
				outside += !rect_contains(box, x, y);
			}
	CHECK(dark > 20);
	CHECK_INT(outside, 0);
	CHECK_INT(box.y + box.h, 24);	/* "Hi" sits on the baseline */
}

/* font_fit steps down until the text fits, never below the smallest
 * size, and keeps a font that already fits. */
static void test_fit(void)
{
	const struct font *big = font_pick(48);
	const char *s = "Three alike redraw";
	CHECK(font_fit(big, s, 10000) == big);
	const struct font *f = font_fit(big, s, 120);
	CHECK(font_text_width(f, s) <= 120);	/* it fits: some size above the smallest does */
	CHECK(f->size > font_table[0].size);
	CHECK(f->size < big->size);
	/* The largest that fits: the next size up in the table does not. */
	const struct font *next = NULL;
	for (int i = 0; i < font_table_count; i++)
		if (font_table[i].size > f->size && (!next || font_table[i].size < next->size))
			next = &font_table[i];
	CHECK(next != NULL);
	CHECK(next && font_text_width(next, s) > 120);
	CHECK(font_fit(big, s, 1) == font_pick(8));		/* nothing fits: the smallest */
}

static int advance_of(const struct font *f, uint32_t cp)
{
	return f->glyphs[font_glyph_index(cp)].advance;
}

/* Every character of the table has its glyph, and one the fonts lack (or a
 * malformed byte) is the replacement character's. */
static void test_glyph_index(void)
{
	CHECK_INT(font_glyph_index('A'), 'A' - FONT_FIRST);
	for (int i = 0; i < FONT_GLYPHS; i++)
		CHECK_INT(font_glyph_index(font_char_of_glyph(i)), i);
	int repl = font_glyph_index(0xfffd);
	CHECK_INT(repl, FONT_GLYPHS - 1);
	CHECK_INT(font_glyph_index(0x4e2d), repl);	/* a Chinese character */
	CHECK_INT(font_glyph_index(0x7f), repl);
	CHECK_INT(font_glyph_index(0x85), repl);
	for (int i = 0; i < font_table_count; i++) {
		const struct font *f = &font_table[i];
		CHECK(f->glyphs[repl].w > 0);	/* it draws something */
		for (int g = 0; g < FONT_GLYPHS; g++)
			CHECK(f->glyphs[g].base < FONT_GLYPHS && !f->glyphs[f->glyphs[g].base].base);
	}
}

/* Measuring counts characters, not bytes: "é" is one glyph's advance. */
static void test_measure_utf8(void)
{
	for (int i = 0; i < font_table_count; i++) {
		const struct font *f = &font_table[i];
		CHECK_INT(font_text_width(f, "\xc3\xa9"), advance_of(f, 0xe9));
		CHECK_INT(font_text_width(f, "Caf\xc3\xa9"), font_text_width(f, "Caf") + advance_of(f, 0xe9));
		CHECK_INT(font_text_width(f, "\xc5\x93"), advance_of(f, 0x153));	/* œ */
		/* Malformed: one replacement for each maximal piece, the rest kept. */
		int r = advance_of(f, 0xfffd);
		CHECK_INT(font_text_width(f, "\xff"), r);
		CHECK_INT(font_text_width(f, "\xe2\x82" "A"), r + advance_of(f, 'A'));
		CHECK_INT(font_text_width(f, "\xc3"), r);
		CHECK_INT(font_text_width(f, "\xf0\x9f\x98\x80"), r);	/* an emoji: the fonts lack it */
	}
}

/* Counts the pixels of c not white, and those outside box. */
static int ink(const struct canvas *c, struct rect box, int *outside)
{
	int n = 0;
	*outside = 0;
	for (int y = 0; y < c->height; y++)
		for (int x = 0; x < c->width; x++)
			if (c->pixels[y * c->stride + x] != 0xffffff) {
				n++;
				*outside += !rect_contains(box, x, y);
			}
	return n;
}

/* An accented letter draws its base letter and its accent (a composed
 * glyph draws both), inside its box; the accent of a capital stands above
 * the cap height. */
static void test_draw_accented(void)
{
	const struct font *f = font_pick(24);
	static uint32_t px[64 * 48];
	struct canvas c = { .pixels = px, .width = 64, .height = 48, .stride = 64 };
	int outside;
	canvas_fill_rect(&c, NULL, rect_make(0, 0, 64, 48), 0xffffff);
	font_draw(&c, NULL, f, 4, 36, "E", 0);
	int plain = ink(&c, font_text_box(f, 4, 36, "E"), &outside);
	CHECK_INT(outside, 0);

	canvas_fill_rect(&c, NULL, rect_make(0, 0, 64, 48), 0xffffff);
	font_draw(&c, NULL, f, 4, 36, "\xc3\x89", 0);	/* É */
	struct rect box = font_text_box(f, 4, 36, "\xc3\x89");
	int accented = ink(&c, box, &outside);
	CHECK_INT(outside, 0);
	CHECK(accented > plain + 4);
	CHECK(box.y < 36 - f->ascent);		/* the acute above the E */
	int above = 0;
	for (int y = 0; y < 36 - f->ascent; y++)
		for (int x = 0; x < 64; x++)
			above += px[y * 64 + x] != 0xffffff;
	CHECK(above > 3);
	/* The E under it is the plain E's pixels. */
	int differ = 0;
	static uint32_t px2[64 * 48];
	struct canvas c2 = { .pixels = px2, .width = 64, .height = 48, .stride = 64 };
	canvas_fill_rect(&c2, NULL, rect_make(0, 0, 64, 48), 0xffffff);
	font_draw(&c2, NULL, f, 4, 36, "E", 0);
	for (int y = 36 - f->ascent; y < 48; y++)
		for (int x = 0; x < 64; x++)
			differ += px[y * 64 + x] != px2[y * 64 + x];
	CHECK_INT(differ, 0);
}

/* A name too wide ends in "…" at a character boundary, within the width;
 * one that fits is left alone. */
static void test_ellipsize(void)
{
	const struct font *f = font_pick(16);
	char out[32];
	CHECK_STR(font_ellipsize(f, "Caf\xc3\xa9 Lumen", 1000, out, sizeof out), "Caf\xc3\xa9 Lumen");
	int w = font_text_width(f, "Caf\xc3\xa9\xe2\x80\xa6");
	font_ellipsize(f, "Caf\xc3\xa9 Lumen", w, out, sizeof out);
	CHECK_STR(out, "Caf\xc3\xa9\xe2\x80\xa6");			/* "Café…", the é whole, no space before … */
	font_ellipsize(f, "Caf\xc3\xa9 Lumen", w - 1, out, sizeof out);
	CHECK_STR(out, "Caf\xe2\x80\xa6");					/* not half an é */
	CHECK(font_text_width(f, out) <= w - 1);
	/* In place, and a buffer that holds fewer bytes than would fit. */
	char in[32] = "Stra\xc3\x9f" "e 3, K\xc3\xb6ln";
	font_ellipsize(f, in, font_text_width(f, in) - 1, in, sizeof in);
	CHECK(strlen(in) >= 4 && strcmp(in + strlen(in) - 3, "\xe2\x80\xa6") == 0);
	CHECK(utf8_text_ok(in, NULL));
	char small[8];
	int three = font_text_width(f, "\xc3\xa9\xc3\xa9\xc3\xa9\xe2\x80\xa6");	/* room for "ééé…" */
	font_ellipsize(f, "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9", three, small, sizeof small);
	CHECK_STR(small, "\xc3\xa9\xc3\xa9\xe2\x80\xa6");			/* but 8 bytes hold "éé…" */
}

/* Two lines from a text longer than the buffers: cut between characters. */
static void test_wrap_utf8(void)
{
	char a[6], b[6];
	font_wrap_two_lines(font_pick(16), "\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9", 10000, a, b, sizeof a);
	CHECK_STR(a, "\xc3\xa9\xc3\xa9");	/* not "éé" and half an é */
	font_wrap_two_lines(font_pick(16), "Tr\xc3\xa8s bien jou\xc3\xa9", font_text_width(font_pick(16), "Tr\xc3\xa8s b"),
			    a, b, sizeof a);
	CHECK_STR(a, "Tr\xc3\xa8s");
}

/* The audit counts a label that shows only in part: wider than the box it
 * is centred in, running past a side of its clip, or cut at its top or
 * bottom by more than a pixel; not one that fits, nor one wholly outside
 * its clip (a row scrolled away). */
static void test_audit(void)
{
	static uint32_t px[200 * 60];
	struct font_audit audit = { 0 };
	struct canvas c = { .pixels = px, .width = 200, .height = 60, .stride = 200, .audit = &audit };
	const struct font *f = font_pick(16);
	int w = font_text_width(f, "Challenge");
	font_draw_centered(&c, NULL, f, rect_make(10, 10, w, 20), "Challenge", 0);
	CHECK_INT(audit.cuts, 0);
	font_draw_centered(&c, NULL, f, rect_make(10, 10, w - 1, 20), "Challenge", 0);
	CHECK_INT(audit.cuts, 1);
	CHECK(strstr(audit.cut[0], "\"Challenge\"") != NULL);
	struct rect clip = rect_make(0, 0, 40, 60);
	font_draw(&c, &clip, f, 20, 30, "Challenge", 0);	/* runs past the clip's right side */
	CHECK_INT(audit.cuts, 2);
	font_draw(&c, &clip, f, 60, 30, "Challenge", 0);	/* wholly outside it */
	font_draw(&c, &clip, f, 2, 90, "Challenge", 0);	/* below the canvas */
	struct rect ink = font_text_box(f, 2, 30, "Challenge");
	struct rect row = rect_make(0, ink.y - 1, 200, ink.h + 2);
	font_draw(&c, &row, f, 2, 30, "Challenge", 0);	/* its row holds it */
	row = rect_make(0, ink.y + 1, 200, ink.h - 2);
	font_draw(&c, &row, f, 2, 30, "Challenge", 0);	/* a pixel off each end: no cut */
	CHECK_INT(audit.cuts, 2);
	row = rect_make(0, ink.y, 200, ink.h - 3);
	font_draw(&c, &row, f, 2, 30, "Challenge", 0);	/* the bottom cut: g read as a */
	CHECK_INT(audit.cuts, 3);
	font_draw(&c, NULL, f, 150, 30, "Challenge", 0);	/* past the canvas's edge */
	CHECK_INT(audit.cuts, 4);
	c.audit = NULL;
	font_draw(&c, NULL, f, 150, 30, "Challenge", 0);	/* no audit: nothing noted */
	CHECK_INT(audit.cuts, 4);
}

int main(void)
{
	RUN(test_audit);
	RUN(test_wrap_utf8);
	RUN(test_ellipsize);
	RUN(test_glyph_index);
	RUN(test_measure_utf8);
	RUN(test_draw_accented);
	RUN(test_fit);
	RUN(test_table);
	RUN(test_pick);
	RUN(test_measure_and_draw);
	return check_finish();
}
