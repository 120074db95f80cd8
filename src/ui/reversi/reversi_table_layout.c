/* Where everything of the Reversi table is, from the canvas size alone. */
#include <string.h>

#include "ui/kit/board_panel.h"
#include "ui/kit/button.h"
#include "ui/kit/int_math.h"
#include "ui/kit/text.h"
#include "ui/reversi/reversi_table_int.h"

/* Row heights of the panel. */
struct panel_rows {
	int box, info, status, button;
};

/* The least each row may shrink to on a small screen.  A score box's name
 * takes its top two fifths (reversi_table_render.c): they hold a line of
 * the floor's text ("Computer" was cut at its top in a 40 px box at
 * 640x480, whose floor is 11 px). */
static struct panel_rows panel_rows_least(const struct font *floor, float scale)
{
	int box = int_max(int_max(40, (int)(40 * scale)), (floor->line_height + 1) * 100 / 40 + 1);
	return (struct panel_rows){ box, int_max(20, (int)(22 * scale)), int_max(26, (int)(26 * scale)),
				    int_max(44, (int)(44 * scale)) };
}

/* Row heights where the panel has room: the status two rows of text. */
static struct panel_rows panel_rows_full(float scale)
{
	return (struct panel_rows){ int_max(48, (int)(64 * scale)), int_max(22, (int)(28 * scale)),
				    int_max(40, (int)(48 * scale)), int_max(44, (int)(56 * scale)) };
}

/* The status under whose move it is, no taller than its two rows (a
 * taller box set them far apart: at 640x480 "Not a legal move" and "here"
 * 120 px apart), and the moves below it where two lines of them fit. */
static void place_status(struct reversi_table_layout *l, struct rect panel, int y, int bottom, int gap,
			 float scale)
{
	struct panel_rows full = panel_rows_full(scale);
	int h = int_max(0, int_min(full.status, bottom - y));
	l->status = rect_make(panel.x, y, panel.w, h);
	int my = y + h + gap;
	if (bottom - my >= 2 * full.info)
		l->moves = rect_make(panel.x, my, panel.w, bottom - my);
}

/* Four buttons in a row where each gets 100 px (at scale 1), or 64 under
 * a board in portrait (height is short there: shorter words), else two
 * rows of two. */
static bool one_button_row(struct rect area, int gap, float scale, bool portrait)
{
	return (area.w - 3 * gap) / 4 >= (int)((portrait ? 64 : 100) * scale);
}

/* The four buttons at the area's bottom; returns their top. */
static int place_buttons(struct reversi_table_layout *l, struct rect area, int h, int gap, float scale)
{
	int bottom = area.y + area.h;
	if (one_button_row(area, gap, scale, l->portrait)) {
		button_row(l->buttons, REVERSI_TABLE_BUTTON_COUNT, rect_make(area.x, bottom - h, area.w, h), gap);
		return bottom - h;
	}
	button_row(&l->buttons[2], 2, rect_make(area.x, bottom - h, area.w, h), gap);
	button_row(&l->buttons[0], 2, rect_make(area.x, bottom - 2 * h - gap, area.w, h), gap);
	return bottom - 2 * h - gap;
}

/* Shrinks the rows in turn - status, score boxes, info, buttons - down to
 * their least until they fit the panel's height. */
static void fit_rows(struct panel_rows *r, int available, int gaps, int button_rows, const struct font *floor,
		     float scale)
{
	struct panel_rows least = panel_rows_least(floor, scale);
	int *row[4] = { &r->status, &r->box, &r->info, &r->button };
	const int low[4] = { least.status, least.box, least.info, least.button };
	int over = r->box + r->info + r->status + button_rows * r->button + gaps - available;
	for (int i = 0; i < 4 && over > 0; i++) {
		int cut = int_min(over, *row[i] - low[i]);
		if (cut > 0) {
			*row[i] -= cut;
			over -= cut;
		}
	}
}

/* A narrow column (480x320 at scale 1, 640x480, 800x600): the score
 * boxes stacked and the buttons two by two at their least, the status
 * under them, the moves in the height left over where it is enough. */
static void stack_column(struct reversi_table_layout *l, struct rect panel, int gap, float scale)
{
	struct panel_rows rows = panel_rows_least(text_floor(l->width, l->height), scale);
	l->players[REVERSI_BLACK] = rect_make(panel.x, panel.y, panel.w, rows.box);
	l->players[REVERSI_WHITE] = rect_make(panel.x, panel.y + rows.box + gap, panel.w, rows.box);
	l->info = rect_make(panel.x, l->players[REVERSI_WHITE].y + rows.box + gap, panel.w, rows.info);
	int by = place_buttons(l, panel, rows.button, gap, scale);
	place_status(l, panel, l->info.y + rows.info + gap, by - gap, gap, scale);
}

/* The counts side by side, whose turn and the status under them, the
 * moves below, the buttons at the bottom. */
static void stack_rows(struct reversi_table_layout *l, struct rect panel, int gap, float scale)
{
	struct panel_rows rows = panel_rows_full(scale);
	bool one_row = one_button_row(panel, gap, scale, l->portrait);
	fit_rows(&rows, panel.h, 4 * gap, one_row ? 1 : 2, text_floor(l->width, l->height), scale);
	int half = (panel.w - gap) / 2;
	l->players[REVERSI_BLACK] = rect_make(panel.x, panel.y, half, rows.box);
	l->players[REVERSI_WHITE] = rect_make(panel.x + panel.w - half, panel.y, half, rows.box);
	l->info = rect_make(panel.x, panel.y + rows.box + gap, panel.w, rows.info);
	l->status = rect_make(panel.x, l->info.y + rows.info + gap, panel.w, rows.status);
	int by = place_buttons(l, panel, rows.button, gap, scale);
	int my = l->status.y + rows.status + gap;
	/* The moves where two lines of them fit at least. */
	if (by - gap - my >= 2 * rows.info)
		l->moves = rect_make(panel.x, my, panel.w, by - gap - my);
}

/* The board is the largest square that leaves the panel its least and
 * its coordinates room in the floor's font: beside the board a column
 * 150 wide, under it rows 172 high. */
void reversi_table_layout_compute(struct reversi_table_layout *l, int width, int height, float scale)
{
	if (scale <= 0.0f)
		scale = 1.0f;
	int m = int_max(4, (int)(8 * scale));
	int gap = int_max(3, (int)(6 * scale));
	memset(l, 0, sizeof *l);
	l->width = width;
	l->height = height;
	bool portrait = height > width;
	struct board_panel bp;
	board_panel_split(&bp, width, height, 8, (int)((portrait ? 172 : 150) * scale) + m, m,
			  board_panel_labels(text_floor(width, height), 8));
	l->portrait = bp.portrait;
	l->board = bp.board;
	l->sq = bp.sq;
	l->files = bp.files;
	l->ranks = bp.ranks;
	if (!l->portrait && bp.panel.w < (int)(200 * scale))
		stack_column(l, bp.panel, gap, scale);
	else
		stack_rows(l, bp.panel, gap, scale);
}

/* Rank 1 is the top row, as in the diagrams of docs/reversi.md. */
struct rect reversi_table_square_rect(const struct reversi_table_layout *l, int sq)
{
	return rect_make(l->board.x + (sq % 8) * l->sq + 1, l->board.y + (sq / 8) * l->sq + 1, l->sq - 1,
			 l->sq - 1);
}

void reversi_table_square_centre(const struct reversi_table_layout *l, int sq, int *x, int *y)
{
	struct rect r = reversi_table_square_rect(l, sq);
	*x = r.x + r.w / 2;
	*y = r.y + r.h / 2;
}

int reversi_table_square_at(const struct reversi_table_layout *l, int x, int y)
{
	if (!rect_contains(l->board, x, y))
		return -1;
	int col = (x - l->board.x) / l->sq, row = (y - l->board.y) / l->sq;
	if (col < 0 || col > 7 || row < 0 || row > 7)
		return -1;
	return row * 8 + col;
}

/* The New game dialog opens from its button: Start on the far side. */
void reversi_table_new_game_place(const struct reversi_table_layout *l, float scale, struct dialog *d)
{
	struct rect b = l->buttons[REVERSI_TABLE_BUTTON_NEW_GAME];
	dialog_place(d, l->width, l->height, scale, b.x + b.w / 2, 2);
}
