/* The two regions of a game table: the board and the panel of scores,
 * messages and buttons beside it (landscape) or under it (portrait); and
 * the board's coordinates (files across the top, ranks down the left). */
#ifndef TESSERA_UI_KIT_BOARD_PANEL_H
#define TESSERA_UI_KIT_BOARD_PANEL_H

#include <stdbool.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/font.h"

struct board_panel {
	bool portrait;		/* taller than wide: the panel goes under the board */
	struct rect board;	/* squares * sq + 1 a side, grid lines included */
	int sq;			/* the squares' pitch, 8 px at least */
	struct rect panel;
	/* The coordinates' strips: above the board (files) and left of it
	 * (ranks); empty when no room was asked for them. */
	struct rect files, ranks;
};

/* The strips a board's coordinates take: ranks (numbers) on the left,
 * files (letters) on top; zero: none. */
struct board_labels {
	int ranks_w, files_h;
};

/* The board is the largest square of `squares` a side that leaves the
 * panel panel_least pixels across (of width beside it, of height under
 * it) and the labels' strips left of and above it, margin / 2 from the
 * screen's edges and centred along them; the panel takes the rest, margin
 * from the edges and from the board. */
void board_panel_split(struct board_panel *out, int width, int height, int squares, int panel_least, int margin,
		       struct board_labels labels);

/* The strips a board's coordinates need in font f: the widest rank number
 * of `squares` across, a line of letters high, and a pixel or two to spare. */
struct board_labels board_panel_labels(const struct font *f, int squares);
/* How far past its box a label's glyphs may reach (a descender, an
 * overshoot): drawn that far and no farther. */
enum { BOARD_PANEL_LABEL_INK = 2 };
/* Paints the coordinates inside clip: files a.. (A.. when capitals) over
 * each column, ranks 1.. beside each row, centred on their squares.  Any
 * clip draws the pixels a whole repaint draws there. */
void board_panel_paint_labels(struct canvas *c, const struct rect *clip, const struct board_panel *bp,
			      int squares, bool capitals, const struct font *f, uint32_t color);

#endif
