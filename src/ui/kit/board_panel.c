#include "ui/kit/board_panel.h"

#include "gfx/draw.h"
#include "ui/kit/int_math.h"

void board_panel_split(struct board_panel *out, int width, int height, int squares, int panel_least, int margin)
{
	int bm = margin / 2;	/* the board goes nearer the edge: every pixel counts */
	out->portrait = height > width;
	int side = out->portrait ? int_min(width - 2 * bm, height - panel_least - bm)
				 : int_min(height - 2 * bm, width - panel_least - bm);
	out->sq = (side - 1) / squares > 8 ? (side - 1) / squares : 8;
	int bs = squares * out->sq + 1;
	if (!out->portrait) {
		out->board = rect_make(bm, (height - bs) / 2, bs, bs);
		int px = out->board.x + bs + margin;
		out->panel = rect_make(px, margin, width - px - margin, height - 2 * margin);
	} else {
		out->board = rect_make((width - bs) / 2, bm, bs, bs);
		int py = out->board.y + bs + margin;
		out->panel = rect_make(margin, py, width - 2 * margin, height - py - margin);
	}
}
