#include "ui/ui_int.h"

static int imin(int a, int b)
{
	return a < b ? a : b;
}

static int imax(int a, int b)
{
	return a > b ? a : b;
}

/* The board takes the largest square that fits beside (landscape) or above
 * (portrait) a panel that keeps touch targets at 40 px or more; the panel
 * stacks scores, info and status from the top and rack and buttons from the
 * bottom, so it stretches with the screen. */
void ui_layout_compute(struct ui_layout *l, int width, int height, float scale)
{
	if (scale <= 0.0f)
		scale = 1.0f;
	int m = imax(4, (int)(8 * scale));
	int bm = m / 2;	/* the board goes nearer the edge: every pixel counts */
	int gap = imax(3, (int)(6 * scale));
	int rack_gap = imax(2, (int)(4 * scale));
	l->width = width;
	l->height = height;
	l->portrait = height > width;

	struct rect panel;
	int side;
	if (!l->portrait) {
		/* The panel needs room for 7 tiles of 40 px. */
		int panel_min = 7 * 40 + 6 * rack_gap + 2 * m;
		side = imin(height - 2 * bm, width - panel_min - bm);
	} else {
		int panel_min = 300;
		side = imin(width - 2 * bm, height - panel_min - bm);
	}
	l->sq = imax(8, (side - 1) / 15);
	int bs = 15 * l->sq + 1;
	if (!l->portrait) {
		l->board = rect_make(bm, (height - bs) / 2, bs, bs);
		int px = l->board.x + bs + m;
		panel = rect_make(px, m, width - px - m, height - 2 * m);
	} else {
		l->board = rect_make((width - bs) / 2, bm, bs, bs);
		int py = l->board.y + bs + m;
		panel = rect_make(m, py, width - 2 * m, height - py - m);
	}

	/* Heights the scale asks for; when the panel is short (a big scale on a
	 * small screen) they shrink together towards their minimums, the rack
	 * tile last, so nothing overlaps. */
	int box_h = imax(48, (int)(60 * scale));
	int info_h = imax(22, (int)(26 * scale));
	int status_h = imax(44, (int)(50 * scale));
	int button_h = imax(48, (int)(56 * scale));
	int tile = imin((panel.w - 6 * rack_gap) / 7, imin(2 * l->sq, (int)(72 * scale)));
	int gaps = 5 * gap;
	int parts = box_h + info_h + status_h + button_h;
	int room = panel.h - gaps - tile;
	if (parts > room) {
		int floor_parts = 40 + 20 + 40 + 44;
		int spare = imax(0, room - floor_parts);
		int over = parts - floor_parts;
		box_h = 40 + (box_h - 40) * spare / over;
		info_h = 20 + (info_h - 20) * spare / over;
		status_h = 40 + (status_h - 40) * spare / over;
		button_h = 44 + (button_h - 44) * spare / over;
		parts = box_h + info_h + status_h + button_h;
		tile = imax(8, imin(tile, panel.h - gaps - parts));
	}

	/* From the top: two score boxes, the info line, the status lines. */
	int half = (panel.w - gap) / 2;
	l->players[0] = rect_make(panel.x, panel.y, half, box_h);
	l->players[1] = rect_make(panel.x + panel.w - half, panel.y, half, box_h);
	l->info = rect_make(panel.x, panel.y + box_h + gap, panel.w, info_h);
	l->status = rect_make(panel.x, l->info.y + info_h + gap, panel.w, status_h);

	/* From the bottom: the buttons, then the rack above them. */
	int by = panel.y + panel.h - button_h;
	int submit_w = (panel.w - gap) * 3 / 5;
	l->buttons[UI_BUTTON_SUBMIT] = rect_make(panel.x, by, submit_w, button_h);
	l->buttons[UI_BUTTON_RECALL] = rect_make(panel.x + submit_w + gap, by,
						 panel.w - submit_w - gap, button_h);
	l->rack_gap = rack_gap;
	l->tile = tile;
	int rack_w = 7 * l->tile + 6 * rack_gap;
	l->rack = rect_make(panel.x + (panel.w - rack_w) / 2, by - 2 * gap - l->tile, rack_w, l->tile);
}

struct rect ui_square_rect(const struct ui_layout *l, int square)
{
	int col = square % WORDS_SIZE, row = square / WORDS_SIZE;
	return rect_make(l->board.x + col * l->sq + 1, l->board.y + row * l->sq + 1, l->sq - 1, l->sq - 1);
}

struct rect ui_slot_rect(const struct ui_layout *l, int slot)
{
	return rect_make(l->rack.x + slot * (l->tile + l->rack_gap), l->rack.y, l->tile, l->tile);
}

void ui_square_centre(const struct ui_layout *l, int square, int *x, int *y)
{
	struct rect r = ui_square_rect(l, square);
	*x = r.x + r.w / 2;
	*y = r.y + r.h / 2;
}

void ui_slot_centre(const struct ui_layout *l, int slot, int *x, int *y)
{
	struct rect r = ui_slot_rect(l, slot);
	*x = r.x + r.w / 2;
	*y = r.y + r.h / 2;
}

struct rect ui_drag_rect(const struct ui_layout *l, int x, int y)
{
	/* Centred a tile above the finger, so the finger never hides it. */
	return rect_make(x - l->tile / 2, y - l->tile - l->tile / 2, l->tile, l->tile);
}

int ui_shadow_blur(const struct ui_layout *l)
{
	return l->tile / 10 > 2 ? l->tile / 10 : 2;
}

struct rect ui_shadow_rect(const struct ui_layout *l, struct rect tile)
{
	/* Light from the top left: the shadow falls down and right. */
	int b = ui_shadow_blur(l), off = l->tile / 12 > 1 ? l->tile / 12 : 1;
	return rect_make(tile.x - b + off, tile.y - b + 2 * off, tile.w + 2 * b, tile.h + 2 * b);
}

int ui_square_at(const struct ui_layout *l, int x, int y)
{
	if (!rect_contains(l->board, x, y))
		return -1;
	int col = (x - l->board.x) / l->sq, row = (y - l->board.y) / l->sq;
	if (col >= WORDS_SIZE || row >= WORDS_SIZE)
		return -1;
	return row * WORDS_SIZE + col;
}

int ui_slot_at(const struct ui_layout *l, int x, int y)
{
	/* The gaps between slots count as the nearer slot: a generous target. */
	struct rect r = rect_inset(l->rack, l->rack_gap);
	if (!rect_contains(r, x, y))
		return -1;
	int pitch = l->tile + l->rack_gap;
	int slot = (x - l->rack.x + l->rack_gap / 2) / pitch;
	if (slot < 0)
		slot = 0;
	return slot < WORDS_RACK_SIZE ? slot : WORDS_RACK_SIZE - 1;
}
