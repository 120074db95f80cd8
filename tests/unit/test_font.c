/* The build-time font: table order, picking, measuring and drawing. */
#include "check.h"
#include "gfx/draw.h"
#include "gfx/font.h"

static void test_table(void)
{
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
	CHECK_INT(font_text_width(f, "\x01"), font_text_width(f, "?"));

	static uint32_t px[64 * 32];
	struct canvas c = { px, 64, 32, 64 };
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

int main(void)
{
	RUN(test_fit);
	RUN(test_table);
	RUN(test_pick);
	RUN(test_measure_and_draw);
	return check_finish();
}
