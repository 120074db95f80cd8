/* The theme: every colour the screens paint, by the role it plays, so a
 * screen never names a colour itself.  Colours are 0x00RRGGBB.  "classic" is
 * the warm board on a dark slate table the console has always had; the
 * others are chosen by name (the board config's [look] theme,
 * tessera-headless --theme). */
#ifndef TESSERA_UI_KIT_THEME_H
#define TESSERA_UI_KIT_THEME_H

#include <stddef.h>
#include <stdint.h>

#include "gfx/theme_names.h"

/* Every screen: the table top and its text. */
struct theme_table {
	uint32_t background;
	uint32_t text;
	uint32_t muted;		/* secondary text, an info status, a dimmed label */
	uint32_t good;		/* a status that went through */
	uint32_t error;		/* a status that was refused */
	uint32_t warning;	/* a message asking to try again */
	uint32_t box;		/* a score box */
	uint32_t box_turn;	/* the box of the side to move; frames of covers */
	uint32_t cover;		/* the hand-over cover, the letter picker */
	uint32_t accent;	/* tiles chosen, the last move, the cross's ring */
	uint32_t link;		/* text in the accent's hue that opens something ("Tiles >") */
	uint32_t badge;		/* the last play's score box on the board */
	uint32_t badge_ink;	/* its number */
};

/* Buttons: the face by role and state; the label is the table's text, or
 * its muted text when disabled. */
struct theme_button {
	uint32_t face;		/* an ordinary button */
	uint32_t primary;	/* the one pressed most: Submit, New game, Start, Save */
	uint32_t game;		/* the games on the title screen */
	uint32_t pressed;
	uint32_t disabled;
};

/* Letter tiles, on the rack and the board. */
struct theme_tile {
	uint32_t face, light, dark;	/* the bevel */
	uint32_t ink;			/* letter and points */
	uint32_t blank_ink;		/* a blank's letter */
	uint32_t slot;			/* an empty rack slot */
	uint32_t veil;			/* over tiles of earlier turns */
};

/* The Words board. */
struct theme_board {
	uint32_t grid, square;
	uint32_t dl, tl, dw, tw;		/* premium squares */
	uint32_t label_dark, label_light;	/* their labels (light on TL, TW) */
	uint32_t star;
	uint32_t staged;	/* the frame of a tile placed this turn */
	uint32_t target;	/* where a dragged tile lands; a hint's frame */
};

/* The Reversi board. */
struct theme_reversi {
	uint32_t grid, felt;
	uint32_t black, black_rim, white, white_rim;
	uint32_t shadow;	/* under a disc */
	uint32_t last;		/* the ring on the disc just placed: 3:1 on either disc */
};

/* The name's tiles on the title screen. */
struct theme_title {
	uint32_t tile, light, dark;
	uint32_t letter, letter_light, letter_shadow;
	uint32_t drop;		/* the drop shadow */
};

/* The calibration screen. */
struct theme_calib {
	uint32_t cross;		/* the cross to touch */
	uint32_t cross_done;	/* crosses touched */
	uint32_t dot;		/* where the corrected touch lands */
};

struct theme {
	const char *name;
	struct theme_table table;
	struct theme_button button;
	struct theme_tile tile;
	struct theme_board board;
	struct theme_reversi reversi;
	struct theme_title title;
	struct theme_calib calib;
};

/* The theme of a screen's options: NULL is classic. */
const struct theme *theme_or_classic(const struct theme *t);
/* The theme called name, or NULL when there is none. */
const struct theme *theme_find(const char *name);
/* theme_names[] and theme_list() are in gfx/theme_names.h. */

#endif
