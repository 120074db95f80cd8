#include "ui/kit/theme.h"

#include <string.h>

/* Warm board on a dark slate table. */
static const struct theme classic = {
	.name = "classic",
	.table = {
		.background = 0x1d2b33, .text = 0xf2f2ee, .muted = 0xa3b3ba, .good = 0x9ee6a0,
		.error = 0xff8a78, .warning = 0xffc060, .box = 0x2a3c46, .box_turn = 0x3d7f5c,
		.cover = 0x22343e, .accent = 0xe0a030, .link = 0xe0a030, .badge = 0xe0a030,
		.badge_ink = 0x1d2b33,
	},
	.button = { .face = 0x4e5d66, .primary = 0x2e8f58, .game = 0x2e6f8f, .pressed = 0x1b5535,
		    .disabled = 0x33424a },
	.tile = { .face = 0xf4dca2, .light = 0xfff5d6, .dark = 0xae8e4e, .ink = 0x2a2118, .blank_ink = 0xa8401e,
		  .slot = 0x142026, .veil = 0x5a4a30 },
	.board = {
		.grid = 0x5b6b66, .square = 0xdcd3bb, .dl = 0xa6d5ec, .tl = 0x3a7fc0, .dw = 0xf1b3ae,
		.tw = 0xd3443a, .label_dark = 0x2d3438, .label_light = 0xffffff, .star = 0x3a2b2b,
		.staged = 0x23a455, .target = 0x2bb8f0,
	},
	.reversi = { .grid = 0x1b4a30, .felt = 0x2f8050, .black = 0x1e1f22, .black_rim = 0x4a4d52,
		     .white = 0xf3f1ea, .white_rim = 0xa9a69c, .shadow = 0x1f5a37, .last = 0xe05a10 },
	.title = { .tile = 0xf1dfb4, .light = 0xfff6dc, .dark = 0xb59a62, .letter = 0x3a2a14,
		   .letter_light = 0xffffff, .letter_shadow = 0xc4a870, .drop = 0x0e171c },
	.calib = { .cross = 0xffffff, .cross_done = 0x6f8089, .dot = 0xff4040 },
};

/* For bright rooms and weak eyes: white on black, saturated premium
 * squares, black letters on bright yellow tiles, every text at 7:1 or more
 * against what it stands on. */
static const struct theme high_contrast = {
	.name = "high-contrast",
	.table = {
		.background = 0x000000, .text = 0xffffff, .muted = 0xe0e0e0, .good = 0x6dff7a,
		.error = 0xff7a66, .warning = 0xffd21f, .box = 0x262626, .box_turn = 0x004d25,
		.cover = 0x141414, .accent = 0xd000d0,
		/* The accent is a mark (3:1 on a tile and on black); text in
		 * its hue needs 7:1, so a lighter one on black, and the
		 * badge a darker one under white. */
		.link = 0xff8cff, .badge = 0x8a008a, .badge_ink = 0xffffff,
	},
	.button = { .face = 0x404040, .primary = 0x005a2b, .game = 0x004f9e, .pressed = 0x585858,
		    .disabled = 0x141414 },
	.tile = { .face = 0xffe680, .light = 0xfffbe0, .dark = 0xa88400, .ink = 0x000000, .blank_ink = 0x900000,
		  .slot = 0x262626, .veil = 0x000000 },
	.board = {
		.grid = 0x000000, .square = 0xf0f0f0, .dl = 0x80d4ff, .tl = 0x0046c0, .dw = 0xffa0a0,
		.tw = 0xb00000, .label_dark = 0x000000, .label_light = 0xffffff, .star = 0x000000,
		.staged = 0x00c853, .target = 0x00b8ff,
	},
	.reversi = { .grid = 0x000000, .felt = 0x00883e, .black = 0x000000, .black_rim = 0x8c8c8c,
		     .white = 0xffffff, .white_rim = 0x707070, .shadow = 0x004a21, .last = 0xd000d0 },
	.title = { .tile = 0xffe680, .light = 0xfffbe0, .dark = 0xa88400, .letter = 0x000000,
		   .letter_light = 0xffffff, .letter_shadow = 0xc8a000, .drop = 0x000000 },
	.calib = { .cross = 0xffffff, .cross_done = 0x8c8c8c, .dot = 0xff2a2a },
};

static const struct theme *const themes[] = { &classic, &high_contrast };
enum { THEMES = sizeof themes / sizeof themes[0] };

/* The names are gfx/theme_names.h's, which the board config checks. */
_Static_assert((int)THEMES == (int)THEME_COUNT, "a theme for every name of gfx/theme_names.h");

const struct theme *theme_or_classic(const struct theme *t)
{
	return t ? t : &classic;
}

const struct theme *theme_find(const char *name)
{
	for (int i = 0; i < THEMES; i++)
		if (name && !strcmp(themes[i]->name, name))
			return themes[i];
	return NULL;
}
