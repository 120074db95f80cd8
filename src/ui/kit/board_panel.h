/* The two regions of a game table: the board and the panel of scores,
 * messages and buttons beside it (landscape) or under it (portrait). */
#ifndef TESSERA_UI_KIT_BOARD_PANEL_H
#define TESSERA_UI_KIT_BOARD_PANEL_H

#include <stdbool.h>

#include "gfx/canvas.h"

struct board_panel {
	bool portrait;		/* taller than wide: the panel goes under the board */
	struct rect board;	/* squares * sq + 1 a side, grid lines included */
	int sq;			/* the squares' pitch, 8 px at least */
	struct rect panel;
};

/* The board is the largest square of `squares` a side that leaves the
 * panel panel_least pixels across (of width beside it, of height under
 * it), margin / 2 from the screen's edges and centred along them; the panel
 * takes the rest, margin from the edges and from the board. */
void board_panel_split(struct board_panel *out, int width, int height, int squares, int panel_least, int margin);

#endif
