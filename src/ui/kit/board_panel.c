#include "ui/kit/board_panel.h"

#include <stdio.h>

#include "gfx/draw.h"
#include "ui/kit/int_math.h"

void board_panel_split(struct board_panel *out, int width, int height, int squares, int panel_least, int margin,
		       struct board_labels labels)
{
	int bm = margin / 2;	/* the board goes nearer the edge: every pixel counts */
	int lw = int_max(0, labels.ranks_w), lh = int_max(0, labels.files_h);
	out->portrait = height > width;
	int side = out->portrait ? int_min(width - 2 * bm - lw, height - panel_least - bm - lh)
				 : int_min(height - 2 * bm - lh, width - panel_least - bm - lw);
	out->sq = (side - 1) / squares > 8 ? (side - 1) / squares : 8;
	int bs = squares * out->sq + 1;
	if (!out->portrait) {
		out->board = rect_make(bm + lw, (height - bs - lh) / 2 + lh, bs, bs);
		int px = out->board.x + bs + margin;
		out->panel = rect_make(px, margin, width - px - margin, height - 2 * margin);
	} else {
		out->board = rect_make((width - bs - lw) / 2 + lw, bm + lh, bs, bs);
		int py = out->board.y + bs + margin;
		out->panel = rect_make(margin, py, width - 2 * margin, height - py - margin);
	}
	out->files = lh ? rect_make(out->board.x, out->board.y - lh, bs, lh) : rect_make(0, 0, 0, 0);
	out->ranks = lw ? rect_make(out->board.x - lw, out->board.y, lw, bs) : rect_make(0, 0, 0, 0);
}

struct board_labels board_panel_labels(const struct font *f, int squares)
{
	char widest[8];
	snprintf(widest, sizeof widest, "%d", squares);
	return (struct board_labels){ font_text_width(f, widest) + 3, f->ascent + 4 };
}

/* A label centred in box, drawn where clip and the box's ink overlap.  A
 * glyph may reach a pixel or two past its box (the J's hook under the
 * files' strip): the ink is the box grown by that much, and the label is
 * drawn within it and nowhere else, so a repaint of any part of the screen
 * draws the same pixels as a repaint of the whole. */
static void paint_label(struct canvas *c, const struct rect *clip, const struct font *f, struct rect box,
			const char *s, uint32_t color)
{
	struct rect ink = rect_intersect(rect_inset(box, BOARD_PANEL_LABEL_INK), *clip);
	if (!rect_is_empty(ink))
		font_draw_centered(c, &ink, f, box, s, color);
}

void board_panel_paint_labels(struct canvas *c, const struct rect *clip, const struct board_panel *bp,
			      int squares, bool capitals, const struct font *f, uint32_t color)
{
	char s[12];
	for (int i = 0; i < squares; i++) {
		if (!rect_is_empty(bp->files)) {
			snprintf(s, sizeof s, "%c", (capitals ? 'A' : 'a') + i);
			paint_label(c, clip, f, rect_make(bp->files.x + i * bp->sq, bp->files.y - 1, bp->sq, bp->files.h), s,
				    color);
		}
		if (!rect_is_empty(bp->ranks)) {
			snprintf(s, sizeof s, "%d", i + 1);
			paint_label(c, clip, f, rect_make(bp->ranks.x, bp->ranks.y + i * bp->sq, bp->ranks.w - 2, bp->sq), s,
				    color);
		}
	}
}
