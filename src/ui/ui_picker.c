/* The letter picker: a blank placed on the board asks which letter it
 * stands for.  A grid of the 26 letters, as rack tiles, over the board; a
 * tap on one names the blank, a tap elsewhere keeps the letter it has.  A
 * long press on a blank placed this turn opens it again. */
#include <stdio.h>
#include <string.h>

#include "ui/ui_int.h"

enum { PICKER_LETTERS = 26 };

/* As many columns as fit across the board (7 at most), rows to match;
 * the grid sits in the middle of the board under a line of text. */
static int picker_cols(const struct ui_layout *l)
{
	int pitch = l->tile + l->rack_gap;
	int cols = (l->board.w - 2 * l->rack_gap) / pitch;
	return cols > 7 ? 7 : cols < 1 ? 1 : cols;
}

struct rect ui_picker_rect(const struct ui_layout *l)
{
	int cols = picker_cols(l), rows = (PICKER_LETTERS + cols - 1) / cols;
	int pitch = l->tile + l->rack_gap, pad = 2 * l->rack_gap;
	int w = cols * pitch - l->rack_gap + 2 * pad, h = rows * pitch - l->rack_gap + 2 * pad + l->tile / 2;
	return rect_make(l->board.x + (l->board.w - w) / 2, l->board.y + (l->board.h - h) / 2, w, h);
}

static struct rect letter_rect(const struct ui_layout *l, int i)
{
	struct rect p = ui_picker_rect(l);
	int cols = picker_cols(l), pitch = l->tile + l->rack_gap, pad = 2 * l->rack_gap;
	int rows = (PICKER_LETTERS + cols - 1) / cols;
	int row = i / cols, col = i % cols;
	/* The last row is centred. */
	int in_row = row == rows - 1 ? PICKER_LETTERS - row * cols : cols;
	int indent = (cols - in_row) * pitch / 2;
	return rect_make(p.x + pad + indent + col * pitch, p.y + pad + l->tile / 2 + row * pitch, l->tile, l->tile);
}

int ui_picker_letter_at(const struct ui_layout *l, int x, int y)
{
	for (int i = 0; i < PICKER_LETTERS; i++)
		if (rect_contains(letter_rect(l, i), x, y))
			return 'A' + i;
	return 0;
}

void ui_picker_centre(const struct ui_layout *l, char letter, int *x, int *y)
{
	struct rect r = letter_rect(l, letter - 'A');
	*x = r.x + r.w / 2;
	*y = r.y + r.h / 2;
}

void ui_picker_open(struct ui *ui, int square)
{
	ui->picking = true;
	ui->pick_square = square;
	ui_mark(ui, ui_picker_rect(&ui->layout));
	ui_mark(ui, ui->layout.buttons[UI_BUTTON_RECALL]);	/* a tile is placed: Recall */
	ui_set_status(ui, UI_STATUS_INFO, "Which letter is the blank? Tap it");
}

/* Names the blank on the picked square (letter 'A'..'Z'), or keeps it (0). */
void ui_picker_choose(struct ui *ui, char letter)
{
	struct words_game *g = &ui->game;
	int sq = ui->pick_square;
	ui->picking = false;
	ui_mark(ui, ui->layout.board);	/* the picker goes, the tile may change */
	if (letter) {
		for (int i = 0; i < g->stage.count; i++) {
			if (g->stage.tiles[i].square != sq)
				continue;
			int slot = g->stage.tiles[i].slot;
			words_stage_recall(g, sq);
			words_stage_place(g, slot, sq, letter);
			break;
		}
	}
	ui_live_status(ui);
}

void ui_picker_paint(struct ui *ui, struct canvas *c, const struct rect *clip,
		     const struct canvas *(*tile_img)(const struct ui *, char))
{
	const struct ui_layout *l = &ui->layout;
	struct rect p = ui_picker_rect(l);
	if (!rect_overlaps(p, *clip))
		return;
	canvas_fill_round_rect(c, clip, p, 12, ui->theme->table.cover, 255);
	canvas_frame(c, clip, p, 2, ui->theme->table.box_turn);
	struct rect title = rect_make(p.x, p.y + l->rack_gap, p.w, l->tile / 2);
	font_draw_centered(c, clip, ui->fonts.text, title, "The blank stands for:", ui->theme->table.text);
	for (int i = 0; i < PICKER_LETTERS; i++) {
		struct rect r = letter_rect(l, i);
		if (rect_overlaps(r, *clip))
			canvas_blend(c, clip, r.x, r.y, tile_img(ui, (char)('A' + i)));
	}
}
