/* Prerendering (once, at ui_init) and painting (every frame, clipped to one
 * damage rectangle at a time).  Painting draws every layer that touches the
 * clip, bottom to top, so any rectangle can be repainted on its own and the
 * result is the same as a full repaint. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/ui_int.h"

static size_t img_px(int w, int h)
{
	return (size_t)(w > 0 ? w : 0) * (size_t)(h > 0 ? h : 0);
}

size_t ui_prerender_size(const struct ui_layout *l)
{
	int t = l->sq - 1;
	return (img_px(l->board.w, l->board.h) + 2 * UI_TILE_KINDS * img_px(t, t) +
		(UI_TILE_KINDS + 1) * img_px(l->tile, l->tile) +
		img_px(l->tile + 2 * ui_shadow_blur(l), l->tile + 2 * ui_shadow_blur(l))) * sizeof(uint32_t);
}

static struct canvas take(uint32_t **mem, int w, int h)
{
	struct canvas c = { *mem, w, h, w };
	*mem += img_px(w, h);
	return c;
}

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
		bool blank = tile >= 'a' && tile <= 'z';
		char letter[2] = { (char)(blank ? tile - 'a' + 'A' : tile), 0 };
		const struct font *big = font_pick(s * 60 / 100);
		const struct font *small = font_pick(s * 28 / 100);
		/* The letter sits a little left of centre to make room for the points. */
		struct rect lr = rect_make(0, 0, s - s / 8, s - s / 16);
		font_draw_centered(img, NULL, big, lr, letter, blank ? th->tile.blank_ink : th->tile.ink);
		if (!blank) {
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

static void draw_board(struct ui *ui, struct canvas *img)
{
	const struct ui_layout *l = &ui->layout;
	struct ui_layout local = *l;
	/* Draw in image coordinates. */
	local.board.x = 0;
	local.board.y = 0;
	canvas_fill_rect(img, NULL, rect_make(0, 0, img->width, img->height), ui->theme->board.grid);
	for (int sq = 0; sq < WORDS_SQUARES; sq++) {
		struct rect r = ui_square_rect(&local, sq);
		uint32_t fill = ui->theme->board.square, ink = ui->theme->board.label_dark;
		const char *label = NULL;
		switch (words_premium_at(sq)) {
		case WORDS_PREMIUM_DL: fill = ui->theme->board.dl; label = "DL"; break;
		case WORDS_PREMIUM_TL: fill = ui->theme->board.tl; label = "TL"; ink = ui->theme->board.label_light; break;
		case WORDS_PREMIUM_DW: fill = ui->theme->board.dw; label = "DW"; break;
		case WORDS_PREMIUM_TW: fill = ui->theme->board.tw; label = "TW"; ink = ui->theme->board.label_light; break;
		default: break;
		}
		canvas_fill_rect(img, NULL, r, fill);
		if (sq == WORDS_CENTRE)
			draw_star(img, r, ui->theme->board.star);
		else if (label)
			font_draw_centered(img, NULL, ui->fonts.label, r, label, ink);
	}
}

void ui_prerender(struct ui *ui, uint32_t *mem)
{
	const struct ui_layout *l = &ui->layout;
	ui->img.board = take(&mem, l->board.w, l->board.h);
	draw_board(ui, &ui->img.board);
	for (int b = 0; b < 2; b++)
		for (int i = 0; i < UI_TILE_KINDS; i++) {
			ui->img.board_tile[b][i] = take(&mem, l->sq - 1, l->sq - 1);
			draw_tile(ui->theme, &ui->img.board_tile[b][i], (char)((b ? 'a' : 'A') + i));
		}
	for (int i = 0; i <= UI_TILE_KINDS; i++) {
		ui->img.rack_tile[i] = take(&mem, l->tile, l->tile);
		draw_tile(ui->theme, &ui->img.rack_tile[i], i < UI_TILE_KINDS ? (char)('A' + i) : '?');
	}
	int blur = ui_shadow_blur(l);
	ui->img.shadow = take(&mem, l->tile + 2 * blur, l->tile + 2 * blur);
	draw_shadow(&ui->img.shadow, blur, l->tile / 7);
}

static const struct canvas *board_tile_img(const struct ui *ui, char t)
{
	if (t >= 'a' && t <= 'z')
		return &ui->img.board_tile[1][t - 'a'];
	if (t >= 'A' && t <= 'Z')
		return &ui->img.board_tile[0][t - 'A'];
	return NULL;
}

static const struct canvas *rack_tile_img(const struct ui *ui, char t)
{
	if (t >= 'A' && t <= 'Z')
		return &ui->img.rack_tile[t - 'A'];
	return t == '?' ? &ui->img.rack_tile[UI_TILE_KINDS] : NULL;
}

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* A hinted tile: the tile under a veil of the square's colour, a ghost. */
static void paint_hint_tile(struct ui *ui, struct canvas *c, const struct rect *clip, struct rect r, int sq)
{
	for (int i = 0; i < ui->hint.count; i++) {
		if (ui->hint.tiles[i].square != sq)
			continue;
		const struct canvas *img = board_tile_img(ui, ui->hint.tiles[i].tile);
		if (img)
			canvas_blend(c, clip, r.x, r.y, img);
		canvas_fill_round_rect(c, clip, r, 0, ui->theme->board.square, 150);
		canvas_frame(c, clip, r, 2, ui->theme->board.target);
	}
}

static void paint_board(struct ui *ui, struct canvas *c, const struct rect *clip)
{
	const struct ui_layout *l = &ui->layout;
	const struct words_game *g = &ui->game;
	canvas_copy(c, clip, l->board.x, l->board.y, &ui->img.board);
	/* Only the squares under the clip. */
	int c0 = clampi((clip->x - l->board.x) / l->sq, 0, WORDS_SIZE - 1);
	int c1 = clampi((clip->x + clip->w - 1 - l->board.x) / l->sq, 0, WORDS_SIZE - 1);
	int r0 = clampi((clip->y - l->board.y) / l->sq, 0, WORDS_SIZE - 1);
	int r1 = clampi((clip->y + clip->h - 1 - l->board.y) / l->sq, 0, WORDS_SIZE - 1);
	int frame = l->sq / 14 > 2 ? l->sq / 14 : 2;
	for (int row = r0; row <= r1; row++)
		for (int col = c0; col <= c1; col++) {
			int sq = row * WORDS_SIZE + col;
			struct rect r = ui_square_rect(l, sq);
			char t = g->pos.board[sq];
			bool staged = false;
			if (!t && !(ui->drag.from == UI_DRAG_BOARD && ui->drag.square == sq)) {
				t = words_stage_tile_at(g, sq);
				staged = t != 0;
			}
			const struct canvas *img = board_tile_img(ui, t);
			if (img)
				canvas_blend(c, clip, r.x, r.y, img);
			/* Committed tiles are dimmed a little: this turn's stand out. */
			if (img && !staged)
				canvas_fill_round_rect(c, clip, r, 0, ui->theme->tile.veil, 40);
			if (staged)
				canvas_frame(c, clip, r, frame, ui->theme->board.staged);
			if (!t && ui->hint_shown)
				paint_hint_tile(ui, c, clip, r, sq);
			if (ui->drag.from != UI_DRAG_NONE && ui->drag.target == sq)
				canvas_frame(c, clip, rect_inset(r, 1), frame + 1, ui->theme->board.target);
		}
}

static void paint_text_left(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r,
			    const char *s, uint32_t color)
{
	/* Too wide (a long name on a narrow panel): a size smaller until it fits. */
	f = font_fit(f, s, r.w);
	int y = r.y + (r.h + f->ascent + 1) / 2;
	font_draw(c, clip, f, r.x, y, s, color);
}

/* Between turns: the rack under a cover that names who takes the screen. */
static void paint_handover(struct ui *ui, struct canvas *c, const struct rect *clip)
{
	const struct ui_layout *l = &ui->layout;
	struct rect r = rect_inset(l->rack, l->rack_gap);
	char line[UI_STATUS_LEN];
	canvas_fill_round_rect(c, clip, r, 10, ui->theme->table.cover, 255);
	canvas_frame(c, clip, r, 2, ui->theme->table.box_turn);
	snprintf(line, sizeof line, "Pass to %s", ui_player_name(ui, ui->game.pos.current));
	struct rect top = rect_make(r.x, r.y, r.w, r.h / 2), bottom = rect_make(r.x, r.y + r.h / 2, r.w, r.h / 2);
	const struct font *f = font_fit(ui->fonts.button, line, r.w - 8);
	font_draw_centered(c, clip, f, top, line, ui->theme->table.text);
	const char *tap = "tap to show your rack";
	font_draw_centered(c, clip, font_fit(ui->fonts.text, tap, r.w - 8), bottom, tap, ui->theme->table.muted);
}

static void paint_panel(struct ui *ui, struct canvas *c, const struct rect *clip)
{
	const struct ui_layout *l = &ui->layout;
	const struct words_game *g = &ui->game;
	const struct words_position *p = &g->pos;
	char buf[UI_STATUS_LEN + 8];

	for (int i = 0; i < l->players_shown; i++) {
		struct rect r = l->players[i];
		if (!rect_overlaps(r, *clip))
			continue;
		bool turn = p->current == i && p->state == WORDS_STATE_PLAYING;
		canvas_fill_round_rect(c, clip, r, 8, turn ? ui->theme->table.box_turn : ui->theme->table.box, 255);
		snprintf(buf, sizeof buf, "%s", ui_player_name(ui, i));
		int pad = r.h / 6;
		font_draw(c, clip, ui->fonts.name, r.x + pad, r.y + pad + ui->fonts.name->ascent, buf,
			  turn ? ui->theme->table.text : ui->theme->table.muted);
		snprintf(buf, sizeof buf, "%d", p->score[i]);
		int sw = font_text_width(ui->fonts.score, buf);
		font_draw(c, clip, ui->fonts.score, r.x + r.w - pad - sw, r.y + r.h - pad, buf, ui->theme->table.text);
	}
	if (rect_overlaps(l->info, *clip)) {
		if (p->state == WORDS_STATE_OVER) {
			unsigned lead = words_leaders(g);
			if (lead & (lead - 1))
				snprintf(buf, sizeof buf, "Game over - a tie");
			else
				snprintf(buf, sizeof buf, "Game over - %s wins", ui_player_name(ui, __builtin_ctz(lead)));
		} else {
			snprintf(buf, sizeof buf, "%s to play - %d in bag", ui_player_name(ui, p->current), p->bag_len);
		}
		struct rect inside = rect_intersect(*clip, l->info);
		paint_text_left(c, &inside, ui->fonts.text, l->info, buf, ui->theme->table.text);
	}
	if (rect_overlaps(l->status, *clip)) {
		char a[UI_STATUS_LEN], b[UI_STATUS_LEN];
		uint32_t color = ui->status_kind == UI_STATUS_ERROR ? ui->theme->table.error
				 : ui->status_kind == UI_STATUS_GOOD ? ui->theme->table.good : ui->theme->table.muted;
		/* Two lines; on a short panel (480x320) a smaller font, and never
		 * a pixel outside the status box (its damage covers only that). */
		const struct font *f = ui->fonts.text;
		if (2 * f->line_height > l->status.h)
			f = font_pick(l->status.h * 40 / 100);
		struct rect inside = rect_intersect(*clip, l->status);
		/* Framed as the bag while exchanging: the text keeps off the frame. */
		struct rect half = l->status;
		if (ui->exchanging)
			half = rect_make(half.x + UI_BAG_PAD, half.y, half.w - 2 * UI_BAG_PAD, half.h);
		f = font_wrap_two_lines(f, ui->status, half.w, a, b, sizeof a);
		half.h /= 2;
		paint_text_left(c, &inside, f, half, a, color);
		half.y += half.h;
		paint_text_left(c, &inside, f, half, b, color);
		if (ui->exchanging)	/* the status box is the bag to drop tiles on */
			canvas_frame(c, &inside, l->status, 2, ui->theme->table.accent);
	}
	if (rect_overlaps(rect_inset(l->rack, l->rack_gap), *clip)) {
		const char *rack = p->rack[p->current];
		int n = (int)strlen(rack);
		for (int i = 0; i < WORDS_RACK_SIZE; i++) {
			struct rect r = ui_slot_rect(l, i);
			if (!rect_overlaps(r, *clip))
				continue;
			canvas_fill_round_rect(c, clip, r, l->tile / 7, ui->theme->tile.slot, 255);
			bool away = i >= n || words_stage_slot_used(g, i) ||
				    (ui->drag.from == UI_DRAG_RACK && ui->drag.slot == i) ||
				    (ui->home.active && ui->home.slot == i);
			if (away || ui->handover)
				continue;
			canvas_blend(c, clip, r.x, r.y, rack_tile_img(ui, rack[i]));
			if (ui->exchanging && (ui->exchange_chosen & (1u << i))) {
				/* Chosen for the exchange: an amber ring, inside the slot. */
				canvas_frame(c, clip, r, l->tile / 10 > 2 ? l->tile / 10 : 2, ui->theme->table.accent);
			}
		}
		if (ui->handover)
			paint_handover(ui, c, clip);
	}
	for (int i = 0; i < UI_BUTTON_COUNT; i++) {
		struct rect r = l->buttons[i];
		if (!rect_overlaps(r, *clip))
			continue;
		bool enabled = ui_button_enabled(ui, (enum ui_button)i);
		uint32_t face = ui->pressed == (enum ui_button)i ? ui->theme->button.pressed
				: !enabled ? ui->theme->button.disabled
				: i == UI_BUTTON_SUBMIT ? ui->theme->button.primary : ui->theme->button.face;
		canvas_fill_round_rect(c, clip, r, 10, face, 255);
		const struct font *f;
		const char *label = ui_button_label_fitted(ui, (enum ui_button)i, &f);
		font_draw_centered(c, clip, f, r, label, enabled ? ui->theme->table.text : ui->theme->table.muted);
	}
}

void ui_paint(struct ui *ui, struct canvas *c, const struct rect *clip)
{
	struct rect all = rect_make(0, 0, c->width, c->height);
	struct rect cl = clip ? rect_intersect(*clip, all) : all;
	if (rect_is_empty(cl))
		return;
	canvas_fill_rect(c, &cl, cl, ui->theme->table.background);
	if (rect_overlaps(ui->layout.board, cl))
		paint_board(ui, c, &cl);
	paint_panel(ui, c, &cl);
	if (ui->picking)
		ui_picker_paint(ui, c, &cl, rack_tile_img);
	if (ui->home.active) {
		struct rect r = ui->home.drawn;
		struct rect sh = ui_shadow_rect(&ui->layout, r);
		canvas_blend(c, &cl, sh.x, sh.y, &ui->img.shadow);
		canvas_blend(c, &cl, r.x, r.y, rack_tile_img(ui, ui->home.tile));
	}
	if (ui->drag.from != UI_DRAG_NONE) {
		const struct canvas *img = rack_tile_img(ui, ui->drag.tile);
		struct rect sh = ui_shadow_rect(&ui->layout, ui->drag.drawn);
		canvas_blend(c, &cl, sh.x, sh.y, &ui->img.shadow);
		if (img)
			canvas_blend(c, &cl, ui->drag.drawn.x, ui->drag.drawn.y, img);
	}
}
