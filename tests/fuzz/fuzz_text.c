/* Text as the screens draw it, from arbitrary bytes (a name or a chat line
 * from another kiosk, a board config's value): decoding never reads past
 * the NUL, takes every byte once, and agrees with measuring; drawing stays
 * inside the text's box; a cut is always at a character boundary. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "gfx/draw.h"
#include "gfx/font.h"
#include "gfx/utf8.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 256)
		return 0;
	/* Exactly the bytes and a NUL, on the heap: ASan sees an over-read. */
	char *s = malloc(size + 1);
	if (!s)
		return 0;
	memcpy(s, data, size);
	s[size] = 0;
	size_t len = strlen(s);

	const struct font *f = font_pick(size % 40 + 8);
	size_t at = 0, count = 0;
	int width = 0;
	while (at < len) {
		uint32_t cp;
		size_t n = utf8_decode(s + at, len - at, &cp);
		if (n < 1 || n > 4 || at + n > len || cp == 0 || cp > 0x10ffff)
			abort();
		if (utf8_back(s, at + n) < at)	/* Delete never takes more than the last character */
			abort();
		width += f->glyphs[font_glyph_index(cp)].advance;
		at += n;
		count++;
	}
	if (utf8_count(s) != count || font_text_width(f, s) != width)
		abort();
	for (size_t max = 0; max <= len; max += 1 + max / 4) {
		size_t cut = utf8_prefix(s, max);
		if (cut > max)
			abort();
		/* The cut ends where a character ends: the rest decodes from there. */
		char keep = s[cut];
		s[cut] = 0;
		if (utf8_count(s) > count)
			abort();
		s[cut] = keep;
	}

	static uint32_t px[96 * 64];
	struct canvas c = { .pixels = px, .width = 96, .height = 64, .stride = 96 };
	memset(px, 0xff, sizeof px);
	int x = -(int)(size % 50), y = 10 + (int)(size % 40);
	font_draw(&c, NULL, f, x, y, s, 0);
	struct rect box = font_text_box(f, x, y, s);
	for (int py = 0; py < 64; py++)
		for (int pxl = 0; pxl < 96; pxl++)
			if (px[py * 96 + pxl] != 0xffffffff && !rect_contains(box, pxl, py))
				abort();
	free(s);
	return 0;
}
