/* Prerendering (once, at words_table_init) and painting (every frame, clipped to one
 * damage rectangle at a time).  Painting draws every layer that touches the
 * clip, bottom to top, so any rectangle can be repainted on its own and the
 * result is the same as a full repaint. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/kit/board_panel.h"
#include "ui/kit/int_math.h"
#include "ui/kit/text.h"
#include "ui/words/words_table_int.h"

static size_t img_px(int w, int h)
{
	return (size_t)(w > 0 ? w : 0) * (size_t)(h > 0 ? h : 0);
}

size_t words_table_prerender_size(const struct words_table_layout *l)
{
	int t = l->sq - 1;
	return (img_px(l->board.w, l->board.h) + 2 * WORDS_TABLE_TILE_KINDS * img_px(t, t) +
		(WORDS_TABLE_TILE_KINDS + 1) * img_px(l->tile, l->tile) +
		img_px(l->tile + 2 * words_table_shadow_blur(l), l->tile + 2 * words_table_shadow_blur(l))) * sizeof(uint32_t);
}

static struct canvas take(uint32_t **mem, int w, int h)
{
	struct canvas c = { .pixels = *mem, .width = w, .height = h, .stride = w };
	*mem += img_px(w, h);
	return c;
}

/* Tiles smaller than this show their letter alone: a point value at
 * under 28% of such a tile would be smudge, and runs into the letter. */
enum { POINTS_MIN_TILE = 24 };

/* A tile face with its letter and points; tile is the rack encoding
 * ('A'..'Z', '?') or a blank on the board ('a'..'z', no points). */
static void draw_tile(const struct theme *th, struct canvas *img, char tile)
{
	int s = img->width;
	struct rect r = rect_make(0, 0, s, s);
	int radius = s / 7 > 2 ? s / 7 : 2;
	int edge = s / 14 > 1 ? s / 14 : 1;
	canvas_fill_rect(img, NULL, r, th->tile.face);
	canvas_bevel(img, NULL, r, radius, edge, th->tile.face, th->tile.light, th->tile.dark);
	if (tile != '?') {
		bool blank = tile >= 'a' && tile <= 'z', points = !blank && s >= POINTS_MIN_TILE;
		char letter[2] = { (char)(blank ? tile - 'a' + 'A' : tile), 0 };
		const struct font *big = font_pick(s * (points ? 60 : 66) / 100);
		const struct font *small = font_pick(s * 28 / 100);
		/* The letter sits a little left of centre to make room for the points. */
		struct rect lr = points ? rect_make(0, 0, s - s / 8, s - s / 16) : rect_make(0, 0, s, s);
		font_draw_centered(img, NULL, big, lr, letter, blank ? th->tile.blank_ink : th->tile.ink);
		if (points) {
			char pts[4];
			snprintf(pts, sizeof pts, "%d", words_tile_value(tile));
			int pw = font_text_width(small, pts);
			font_draw(img, NULL, small, s - edge - pw - s / 14, s - edge - s / 10, pts,
				  th->tile.ink);
		}
	}
	for (int i = 0; i < s * s; i++)
		img->pixels[i] |= 0xff000000u;
	canvas_round_alpha(img, radius);
}

/* A soft shadow: black whose alpha falls off over `blur` pixels outside a
 * rounded square the size of a tile. */
static void draw_shadow(struct canvas *img, int blur, int radius)
{
	int s = img->width;
	float lo = (float)blur, hi = (float)(s - blur);
	for (int y = 0; y < s; y++)
		for (int x = 0; x < s; x++) {
			float px = (float)x + 0.5f, py = (float)y + 0.5f;
			/* Distance outside the rounded square (0 inside). */
			float cx = px < lo + radius ? lo + radius : px > hi - radius ? hi - radius : px;
			float cy = py < lo + radius ? lo + radius : py > hi - radius ? hi - radius : py;
			float dx = px - cx, dy = py - cy;
			float d = sqrtf(dx * dx + dy * dy) - (float)radius;
			float k = d <= 0.0f ? 1.0f : d >= (float)blur ? 0.0f : 1.0f - d / (float)blur;
			img->pixels[(size_t)y * img->stride + x] = (uint32_t)(k * k * 110.0f + 0.5f) << 24;
		}
}

static void draw_star(struct canvas *c, struct rect r, uint32_t color)
{
	/* Five points, outer radius 0.4 of the square, inner 0.4 of that. */
	static const int unit[20] = {
		/* cos/sin * 1000 for angles -90 + 36k degrees */
		0, -1000, 235, -324, 951, -309, 380, 124, 588, 809,
		0, 400, -588, 809, -380, 124, -951, -309, -235, -324,
	};
	int xy[20];
	int cx = r.x * 16 + r.w * 8, cy = r.y * 16 + r.h * 8 + r.h;	/* optical centre a bit low */
	int rad = r.w * 16 * 40 / 100;
	for (int i = 0; i < 10; i++) {
		xy[2 * i] = cx + unit[2 * i] * rad / 1000;
		xy[2 * i + 1] = cy + unit[2 * i + 1] * rad / 1000;
	}
	canvas_fill_polygon(c, NULL, xy, 10, color);
}

/* A premium square's mark where its label would fall under the floor (the
 * 3.5" panel's 18 px squares): two or three dots for double or triple. */
static void draw_pips(struct canvas *img, struct rect r, int n, uint32_t ink)
{
	int d = int_max(3, r.w / 6), gap = d / 2 + 1, w = n * d + (n - 1) * gap;
	for (int i = 0; i < n; i++)
		canvas_fill_round_rect(img, NULL, rect_make(r.x + (r.w - w) / 2 + i * (d + gap), r.y + (r.h - d) / 2, d, d),
				       d / 2, ink, 255);
}

static void draw_board(struct words_table *table, struct canvas *img)
{
	const struct words_table_layout *l = &table->layout;
	const struct theme_board *th = &table->theme->board;
	struct words_table_layout local = *l;
	/* Draw in image coordinates. */
	local.board.x = 0;
	local.board.y = 0;
	bool labels = font_text_width(table->fonts.label, "TW") <= l->sq - 3;
	canvas_fill_rect(img, NULL, rect_make(0, 0, img->width, img->height), th->grid);
	for (int sq = 0; sq < WORDS_SQUARES; sq++) {
		struct rect r = words_table_square_rect(&local, sq);
		uint32_t fill = th->square, ink = th->label_dark;
		const char *label = NULL;
		int times = 2;
		switch (words_premium_at(sq)) {
		case WORDS_PREMIUM_DL: fill = th->dl; label = "DL"; break;
		case WORDS_PREMIUM_TL: fill = th->tl; label = "TL"; ink = th->label_light; times = 3; break;
		case WORDS_PREMIUM_DW: fill = th->dw; label = "DW"; break;
		case WORDS_PREMIUM_TW: fill = th->tw; label = "TW"; ink = th->label_light; times = 3; break;
		default: break;
		}
		canvas_fill_rect(img, NULL, r, fill);
		if (sq == WORDS_CENTRE)
			draw_star(img, r, th->star);
		else if (label && labels)
			font_draw_centered(img, NULL, table->fonts.label, r, label, ink);
		else if (label)
			draw_pips(img, r, times, ink);
	}
}

void words_table_prerender(struct words_table *table, uint32_t *mem)
{
	const struct words_table_layout *l = &table->layout;
	table->img.board = take(&mem, l->board.w, l->board.h);
	draw_board(table, &table->img.board);
	for (int b = 0; b < 2; b++)
		for (int i = 0; i < WORDS_TABLE_TILE_KINDS; i++) {
			table->img.board_tile[b][i] = take(&mem, l->sq - 1, l->sq - 1);
			draw_tile(table->theme, &table->img.board_tile[b][i], (char)((b ? 'a' : 'A') + i));
		}
	for (int i = 0; i <= WORDS_TABLE_TILE_KINDS; i++) {
		table->img.rack_tile[i] = take(&mem, l->tile, l->tile);
		draw_tile(table->theme, &table->img.rack_tile[i], i < WORDS_TABLE_TILE_KINDS ? (char)('A' + i) : '?');
	}
	int blur = words_table_shadow_blur(l);
	table->img.shadow = take(&mem, l->tile + 2 * blur, l->tile + 2 * blur);
	draw_shadow(&table->img.shadow, blur, l->tile / 7);
}

static const struct canvas *board_tile_img(const struct words_table *table, char t)
{
	if (t >= 'a' && t <= 'z')
		return &table->img.board_tile[1][t - 'a'];
	if (t >= 'A' && t <= 'Z')
		return &table->img.board_tile[0][t - 'A'];
	return NULL;
}

static const struct canvas *rack_tile_img(const struct words_table *table, char t)
{
	return words_table_rack_image(table, t);
}

/* A hinted tile: the tile under a veil of the square's colour, a ghost. */
static void paint_hint_tile(struct words_table *table, struct canvas *c, const struct rect *clip, struct rect r, int sq)
{
	for (int i = 0; i < table->hint.count; i++) {
		if (table->hint.tiles[i].square != sq)
			continue;
		const struct canvas *img = board_tile_img(table, table->hint.tiles[i].tile);
		if (img)
			canvas_blend(c, clip, r.x, r.y, img);
		canvas_fill_round_rect(c, clip, r, 0, table->theme->board.square, 150);
		canvas_frame(c, clip, r, 2, table->theme->board.target);
	}
}

/* One square: its tile (the committed ones dimmed a little, this turn's
 * framed, the last play's framed in the accent), a hint's ghost, the
 * target frame of a drag. */
static void paint_square(struct words_table *table, struct canvas *c, const struct rect *clip, int sq, int frame)
{
	const struct words_game *g = &table->game;
	struct rect r = words_table_square_rect(&table->layout, sq);
	char t = words_table_arriving(table, sq) ? 0 : g->pos.board[sq];
	bool staged = false;
	if (!g->pos.board[sq] && !(table->drag.from == WORDS_TABLE_DRAG_BOARD && table->drag.square == sq)) {
		t = words_stage_tile_at(g, sq);
		staged = t != 0;
	}
	const struct canvas *img = board_tile_img(table, t);
	if (img)
		canvas_blend(c, clip, r.x, r.y, img);
	/* Committed tiles are dimmed a little: this turn's stand out. */
	if (img && !staged)
		canvas_fill_round_rect(c, clip, r, 0, table->theme->tile.veil, 40);
	if (staged)
		canvas_frame(c, clip, r, frame, table->theme->board.staged);
	else if (img && words_table_last_at(table, sq))
		canvas_frame(c, clip, r, frame, table->theme->table.accent);
	if (!t && table->hint_shown)
		paint_hint_tile(table, c, clip, r, sq);
}

/* The last play's score by its last tile, once its tiles have landed. */
static void paint_badge(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct words_table_last *last = &table->last;
	if (!last->shown || table->arrival.active || !rect_overlaps(last->badge, *clip))
		return;
	char text[8];
	snprintf(text, sizeof text, "%+d", last->score);
	canvas_fill_round_rect(c, clip, last->badge, last->badge.h / 3, table->theme->table.badge, 255);
	font_draw_centered(c, clip, table->fonts.small, last->badge, text, table->theme->table.badge_ink);
}

static void paint_board(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct words_table_layout *l = &table->layout;
	canvas_copy(c, clip, l->board.x, l->board.y, &table->img.board);
	/* Only the squares under the clip. */
	int c0 = int_clamp((clip->x - l->board.x) / l->sq, 0, WORDS_SIZE - 1);
	int c1 = int_clamp((clip->x + clip->w - 1 - l->board.x) / l->sq, 0, WORDS_SIZE - 1);
	int r0 = int_clamp((clip->y - l->board.y) / l->sq, 0, WORDS_SIZE - 1);
	int r1 = int_clamp((clip->y + clip->h - 1 - l->board.y) / l->sq, 0, WORDS_SIZE - 1);
	int frame = l->sq / 14 > 2 ? l->sq / 14 : 2;
	for (int row = r0; row <= r1; row++)
		for (int col = c0; col <= c1; col++)
			paint_square(table, c, clip, row * WORDS_SIZE + col, frame);
	paint_badge(table, c, clip);
}

/* The computer's tiles on their way from its score box. */
static void paint_arrival(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct words_table_arrival *a = &table->arrival;
	for (int i = 0; i < a->move.count; i++) {
		struct rect r;
		if (words_table_arrival_tile(table, i, &r) || !rect_overlaps(r, *clip))
			continue;	/* landed: the square paints it */
		const struct canvas *img = board_tile_img(table, a->move.tiles[i].tile);
		if (img)
			canvas_blend(c, clip, r.x, r.y, img);
	}
}

/* The letters as rack tiles in a grid over the board, under a line of text. */
static void paint_picker(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	const struct words_table_layout *l = &table->layout;
	struct rect p = words_table_picker_rect(l);
	if (!rect_overlaps(p, *clip))
		return;
	canvas_fill_round_rect(c, clip, p, 12, table->theme->table.cover, 255);
	canvas_frame(c, clip, p, 2, table->theme->table.box_turn);
	struct rect title = rect_make(p.x, p.y + l->rack_gap, p.w, l->tile / 2);
	font_draw_centered(c, clip, table->fonts.text, title, "The blank stands for:", table->theme->table.text);
	for (char letter = 'A'; letter <= 'Z'; letter++) {
		struct rect r = words_table_picker_letter_rect(l, letter - 'A');
		if (rect_overlaps(r, *clip))
			canvas_blend(c, clip, r.x, r.y, rack_tile_img(table, letter));
	}
}

/* A tile off its square: its soft shadow, then the tile. */
static void paint_lifted(struct words_table *table, struct canvas *c, const struct rect *clip, struct rect r,
			 char tile)
{
	const struct canvas *img = rack_tile_img(table, tile);
	struct rect sh = words_table_shadow_rect(&table->layout, r);
	canvas_blend(c, clip, sh.x, sh.y, &table->img.shadow);
	if (img)
		canvas_blend(c, clip, r.x, r.y, img);
}

void words_table_paint(struct words_table *table, struct canvas *c, const struct rect *clip)
{
	struct rect all = rect_make(0, 0, c->width, c->height);
	struct rect cl = clip ? rect_intersect(*clip, all) : all;
	if (rect_is_empty(cl))
		return;
	const struct words_table_layout *l = &table->layout;
	canvas_fill_rect(c, &cl, cl, table->theme->table.background);
	if (rect_overlaps(l->board, cl))
		paint_board(table, c, &cl);
	struct board_panel coords = { .board = l->board, .sq = l->sq, .files = l->files, .ranks = l->ranks };
	board_panel_paint_labels(c, &cl, &coords, WORDS_SIZE, true, table->fonts.small, table->theme->table.muted);
	words_table_panel_paint(table, c, &cl);
	words_table_sheet_paint(table, c, &cl);
	if (table->picking)
		paint_picker(table, c, &cl);
	if (table->arrival.active)
		paint_arrival(table, c, &cl);
	if (table->home.active)
		paint_lifted(table, c, &cl, table->home.drawn, table->home.tile);
	if (table->drag.from != WORDS_TABLE_DRAG_NONE) {
		paint_lifted(table, c, &cl, table->drag.drawn, table->drag.tile);
		/* Where it lands, over the tile: on a small board the tile hides
		 * the square under its centre. */
		if (table->drag.target >= 0) {
			int frame = l->sq / 14 > 2 ? l->sq / 14 : 2;
			struct rect r = rect_inset(words_table_square_rect(l, table->drag.target), 1);
			canvas_frame(c, &cl, r, frame + 1, table->theme->board.target);
		}
	}
	dialog_paint(&table->dialog, c, &cl, table->theme);
}
