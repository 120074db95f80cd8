/* The Reversi table: layout, painting, taps to moves, the computer's turn.
 * Discs are drawn directly (anti-aliased circles) rather than prerendered:
 * 64 squares are few and a square repaints in microseconds. */
#include "ui/reversi_ui.h"

#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"

static int imin(int a, int b)
{
	return a < b ? a : b;
}

static int imax(int a, int b)
{
	return a > b ? a : b;
}

/* ---- layout ---------------------------------------------------------------- */

/* The board takes the largest square that leaves the panel room for its
 * buttons (>= 40 px targets); the panel stacks counts, turn and status from
 * the top and the two buttons at the bottom. */
/* Row heights of the panel. */
struct panel_rows {
	int box, info, status, button;
};

/* The least each row may shrink to on a small screen. */
static struct panel_rows panel_rows_least(float scale)
{
	return (struct panel_rows){ imax(40, (int)(40 * scale)), imax(20, (int)(22 * scale)), imax(26, (int)(26 * scale)),
				    imax(44, (int)(44 * scale)) };
}

/* Shrinks the rows in turn - status, score boxes, info, buttons - down to
 * their least until they fit the panel's height. */
static void fit_rows(struct panel_rows *r, int available, int gaps, float scale)
{
	struct panel_rows least = panel_rows_least(scale);
	int *row[4] = { &r->status, &r->box, &r->info, &r->button };
	const int low[4] = { least.status, least.box, least.info, least.button };
	int over = r->box + r->info + r->status + r->button + gaps - available;
	for (int i = 0; i < 4 && over > 0; i++) {
		int cut = imin(over, *row[i] - low[i]);
		if (cut > 0) {
			*row[i] -= cut;
			over -= cut;
		}
	}
}

void reversi_ui_layout_compute(struct reversi_ui_layout *l, int width, int height, float scale)
{
	if (scale <= 0.0f)
		scale = 1.0f;
	int m = imax(4, (int)(8 * scale));
	int bm = m / 2;
	int gap = imax(3, (int)(6 * scale));
	memset(l, 0, sizeof *l);
	l->width = width;
	l->height = height;
	l->portrait = height > width;
	/* The board is the largest square that leaves the panel its least:
	 * beside the board a column 150 wide, under it rows 172 high. */
	int panel_w = (int)(150 * scale) + m, panel_h = (int)(172 * scale) + m;
	int side = l->portrait ? imin(width - 2 * bm, height - panel_h - bm) : imin(height - 2 * bm, width - panel_w - bm);
	l->sq = imax(8, (side - 1) / 8);
	int bs = 8 * l->sq + 1;
	struct rect panel;
	if (!l->portrait) {
		l->board = rect_make(bm, (height - bs) / 2, bs, bs);
		int px = l->board.x + bs + m;
		panel = rect_make(px, m, width - px - m, height - 2 * m);
	} else {
		l->board = rect_make((width - bs) / 2, bm, bs, bs);
		int py = l->board.y + bs + m;
		panel = rect_make(m, py, width - 2 * m, height - py - m);
	}
	struct panel_rows rows = { imax(48, (int)(64 * scale)), imax(22, (int)(28 * scale)), imax(40, (int)(48 * scale)),
				   imax(44, (int)(56 * scale)) };
	if (!l->portrait && panel.w < (int)(200 * scale)) {
		/* A narrow column (the 480x320 panel): the score boxes and the
		 * buttons stacked, the status line taking what is left. */
		rows = panel_rows_least(scale); /* the status takes the height left over */
		l->players[REVERSI_BLACK] = rect_make(panel.x, panel.y, panel.w, rows.box);
		l->players[REVERSI_WHITE] = rect_make(panel.x, panel.y + rows.box + gap, panel.w, rows.box);
		l->info = rect_make(panel.x, l->players[REVERSI_WHITE].y + rows.box + gap, panel.w, rows.info);
		int by = panel.y + panel.h - 3 * rows.button - 2 * gap;
		for (int i = 0; i < REVERSI_UI_BUTTON_COUNT; i++)
			l->buttons[i] = rect_make(panel.x, by + i * (rows.button + gap), panel.w, rows.button);
		int sy = l->info.y + rows.info + gap;
		l->status = rect_make(panel.x, sy, panel.w, imax(0, by - gap - sy));
		return;
	}
	fit_rows(&rows, panel.h, 3 * gap, scale);
	int half = (panel.w - gap) / 2;
	l->players[REVERSI_BLACK] = rect_make(panel.x, panel.y, half, rows.box);
	l->players[REVERSI_WHITE] = rect_make(panel.x + panel.w - half, panel.y, half, rows.box);
	l->info = rect_make(panel.x, panel.y + rows.box + gap, panel.w, rows.info);
	l->status = rect_make(panel.x, l->info.y + rows.info + gap, panel.w, rows.status);
	int by = panel.y + panel.h - rows.button;
	int third = (panel.w - 2 * gap) / 3;
	l->buttons[REVERSI_UI_BUTTON_TAKE_BACK] = rect_make(panel.x, by, third, rows.button);
	l->buttons[REVERSI_UI_BUTTON_NEW_GAME] = rect_make(panel.x + third + gap, by, third, rows.button);
	l->buttons[REVERSI_UI_BUTTON_MENU] = rect_make(panel.x + panel.w - third, by, third, rows.button);
}

/* Inside of a square (no grid line).  Rank 1 is the top row, as in the
 * diagrams of docs/reversi.md. */
static struct rect square_rect(const struct reversi_ui_layout *l, int sq)
{
	return rect_make(l->board.x + (sq % 8) * l->sq + 1, l->board.y + (sq / 8) * l->sq + 1, l->sq - 1,
			 l->sq - 1);
}

void reversi_ui_square_centre(const struct reversi_ui_layout *l, int sq, int *x, int *y)
{
	struct rect r = square_rect(l, sq);
	*x = r.x + r.w / 2;
	*y = r.y + r.h / 2;
}

int reversi_ui_square_at(const struct reversi_ui_layout *l, int x, int y)
{
	if (!rect_contains(l->board, x, y))
		return -1;
	int col = (x - l->board.x) / l->sq, row = (y - l->board.y) / l->sq;
	if (col < 0 || col > 7 || row < 0 || row > 7)
		return -1;
	return row * 8 + col;
}

static enum reversi_ui_button button_at(const struct reversi_ui_layout *l, int x, int y)
{
	for (int i = 0; i < REVERSI_UI_BUTTON_COUNT; i++)
		if (rect_contains(l->buttons[i], x, y))
			return (enum reversi_ui_button)i;
	return REVERSI_UI_BUTTON_NONE;
}

/* ---- state and damage -------------------------------------------------------- */

static bool has_computer(const struct reversi_ui *ui)
{
	return ui->opt.computer != REVERSI_UI_NO_COMPUTER;
}

/* The computer plays white. */
static bool is_computer(const struct reversi_ui *ui, enum reversi_color c)
{
	return has_computer(ui) && c == REVERSI_WHITE;
}

static const char *side_name(const struct reversi_ui *ui, enum reversi_color c)
{
	if (has_computer(ui))
		return c == REVERSI_WHITE ? "Computer" : "You";
	return c == REVERSI_WHITE ? "White" : "Black";
}

static void mark(struct reversi_ui *ui, struct rect r)
{
	damage_add(&ui->pending, r);
}

void reversi_ui_invalidate(struct reversi_ui *ui)
{
	damage_add_all(&ui->pending);
}

static void set_status(struct reversi_ui *ui, enum reversi_ui_status_kind kind, const char *text)
{
	if (ui->status_kind == kind && !strcmp(ui->status, text))
		return;
	snprintf(ui->status, sizeof ui->status, "%s", text);
	ui->status_kind = kind;
	mark(ui, ui->layout.status);
}

/* Hints are shown only to a person: not while the computer is to move. */
static uint64_t hints(const struct reversi_ui *ui)
{
	const struct reversi_pos *p = &ui->game.pos;
	if (reversi_game_is_over(&ui->game) || is_computer(ui, p->turn))
		return 0;
	return reversi_pos_moves(p);
}

static int last_move(const struct reversi_ui *ui)
{
	return ui->game.n_moves ? ui->game.moves[ui->game.n_moves - 1] : -1;
}

/* After any change of the game: repaint the squares that look different
 * and the panel items that depend on the position. */
static void sync(struct reversi_ui *ui)
{
	const struct reversi_pos *p = &ui->game.pos;
	uint64_t h = hints(ui);
	uint64_t diff = (p->disc[0] ^ ui->shown[0]) | (p->disc[1] ^ ui->shown[1]) | (h ^ ui->shown_hints);
	/* The dots take the colour of the side to move. */
	if (p->turn != ui->shown_turn)
		diff |= h | ui->shown_hints;
	int last = last_move(ui);
	if (last != ui->shown_last) {
		if (ui->shown_last >= 0)
			diff |= 1ULL << ui->shown_last;
		if (last >= 0)
			diff |= 1ULL << last;
	}
	for (int sq = 0; sq < REVERSI_SQUARES; sq++)
		if (diff >> sq & 1)
			mark(ui, square_rect(&ui->layout, sq));
	/* Discs that changed colour turn over (reversi_ui_tick drives it). */
	uint64_t turned = (ui->shown[0] & p->disc[1]) | (ui->shown[1] & p->disc[0]);
	/* Discs still turning from the move before come to rest now. */
	for (int sq = 0; sq < REVERSI_SQUARES; sq++)
		if (ui->flipping >> sq & 1)
			mark(ui, square_rect(&ui->layout, sq));
	ui->flipping = 0;
	if (turned) {
		ui->flipping = turned;
		ui->flip_start = ui->now;
	}
	ui->shown[0] = p->disc[0];
	ui->shown[1] = p->disc[1];
	ui->shown_hints = h;
	ui->shown_last = last;
	ui->shown_turn = p->turn;
	mark(ui, ui->layout.players[0]);
	mark(ui, ui->layout.players[1]);
	mark(ui, ui->layout.info);
	mark(ui, ui->layout.buttons[REVERSI_UI_BUTTON_TAKE_BACK]);
}

/* The status line for a settled position: the result, or a prompt. */
static void game_status(struct reversi_ui *ui)
{
	char buf[REVERSI_UI_STATUS_LEN];
	const struct reversi_pos *p = &ui->game.pos;
	int b = reversi_pos_count(p, REVERSI_BLACK), w = reversi_pos_count(p, REVERSI_WHITE);
	if (reversi_game_is_over(&ui->game)) {
		if (b == w)
			snprintf(buf, sizeof buf, "A draw, %d-%d: tap New game", b, w);
		else if (has_computer(ui))
			snprintf(buf, sizeof buf, "%s %d-%d", b > w ? "You win" : "The computer wins",
				 imax(b, w), imin(b, w));
		else
			snprintf(buf, sizeof buf, "%s wins %d-%d", b > w ? "Black" : "White", imax(b, w),
				 imin(b, w));
		set_status(ui, REVERSI_UI_STATUS_GOOD, buf);
		return;
	}
	if (is_computer(ui, p->turn))
		set_status(ui, REVERSI_UI_STATUS_INFO, "The computer is thinking");
	else
		set_status(ui, REVERSI_UI_STATUS_INFO, "Tap a dotted square");
}

/* The computer moves from a tick, never inside the tap that gave it the
 * turn, so the player's move is painted first. */
static void schedule_computer(struct reversi_ui *ui)
{
	ui->computer_pending = !reversi_game_is_over(&ui->game) && is_computer(ui, ui->game.pos.turn);
	ui->computer_due = ui->now + REVERSI_UI_COMPUTER_DELAY_MS;
}

/* After a move by `mover`: if the same side is to move again, the other
 * had to pass - say so. */
static void after_move(struct reversi_ui *ui, enum reversi_color mover)
{
	sync(ui);
	game_status(ui);
	const struct reversi_pos *p = &ui->game.pos;
	if (!reversi_game_is_over(&ui->game) && p->turn == mover) {
		char buf[REVERSI_UI_STATUS_LEN];
		enum reversi_color other = (enum reversi_color)!mover;
		if (has_computer(ui))
			snprintf(buf, sizeof buf, "%s", other == REVERSI_WHITE ? "The computer must pass: your turn again"
									      : "You must pass: the computer plays again");
		else
			snprintf(buf, sizeof buf, "%s has no move and passes: %s again", side_name(ui, other),
				 side_name(ui, mover));
		set_status(ui, REVERSI_UI_STATUS_INFO, buf);
	}
	schedule_computer(ui);
}

enum reversi_status reversi_ui_play(struct reversi_ui *ui, int sq)
{
	enum reversi_color mover = ui->game.pos.turn;
	enum reversi_status st = sq < 0 || sq >= REVERSI_SQUARES ? REVERSI_E_RANGE : reversi_game_play(&ui->game, sq);
	if (st != REVERSI_OK) {
		/* Gentle: a grey note, the board untouched. */
		set_status(ui, REVERSI_UI_STATUS_INFO, reversi_game_is_over(&ui->game)
							       ? "The game is over: tap New game"
							       : "Not a legal move here");
		return st;
	}
	after_move(ui, mover);
	return REVERSI_OK;
}

static void computer_move(struct reversi_ui *ui)
{
	ui->computer_pending = false;
	if (reversi_game_is_over(&ui->game) || !is_computer(ui, ui->game.pos.turn))
		return;
	enum rvai_level level = (enum rvai_level)ui->opt.computer;
	int sq = REVERSI_PASS;
	if (ui->opt.computer_move) {
		sq = ui->opt.computer_move(ui->opt.computer_user, &ui->game.pos, level);
		if (sq == REVERSI_UI_COMPUTER_LATER) {
			ui->computer_waiting = true;
			ui->computer_asked = ui->game.pos;
			return;
		}
	} else if (ui->ai_ready) {
		struct rvai_result r;
		if (rvai_choose(&ui->ai, &ui->game.pos, level, &r) == 0)
			sq = r.move;
	}
	enum reversi_color mover = ui->game.pos.turn;
	if (sq < 0 || reversi_game_play(&ui->game, sq) != REVERSI_OK) {
		/* A hook that fails leaves the game to the person: it does not
		 * hang waiting for a move that never comes. */
		set_status(ui, REVERSI_UI_STATUS_INFO, "The computer cannot move here");
		return;
	}
	after_move(ui, mover);
}

/* Field by field: the struct has padding. */
static bool pos_equal(const struct reversi_pos *a, const struct reversi_pos *b)
{
	return a->disc[0] == b->disc[0] && a->disc[1] == b->disc[1] && a->turn == b->turn;
}

int reversi_ui_computer_result(struct reversi_ui *ui, const struct reversi_pos *asked, int sq)
{
	/* Only the answer to the question still open counts: a take back or
	 * new game since then makes it stale. */
	if (!ui->computer_waiting || !pos_equal(asked, &ui->computer_asked) || !pos_equal(asked, &ui->game.pos))
		return -1;
	enum reversi_color mover = ui->game.pos.turn;
	if (sq < 0 || reversi_game_play(&ui->game, sq) != REVERSI_OK)
		return -1;
	ui->computer_waiting = false;
	after_move(ui, mover);
	return 0;
}

void reversi_ui_take_back(struct reversi_ui *ui)
{
	struct reversi_game *g = &ui->game;
	if (g->n_moves == 0) {
		set_status(ui, REVERSI_UI_STATUS_INFO, "Nothing to take back");
		return;
	}
	/* Against the computer, back to before the person's last move (its
	 * replies go with it); at one table, one move. */
	while (g->n_moves > 0) {
		enum reversi_color m = reversi_game_mover(g, g->n_moves - 1);
		reversi_game_undo(g, 1);
		if (!is_computer(ui, m))
			break;
	}
	ui->computer_pending = ui->computer_waiting = false;
	sync(ui);
	game_status(ui);
	if (!reversi_game_is_over(g) && !is_computer(ui, g->pos.turn))
		set_status(ui, REVERSI_UI_STATUS_INFO, "Move taken back");
	schedule_computer(ui);
}

void reversi_ui_new_game(struct reversi_ui *ui)
{
	reversi_game_start(&ui->game);
	ui->computer_pending = ui->computer_waiting = false;
	sync(ui);
	set_status(ui, REVERSI_UI_STATUS_INFO, "New game: black moves first");
	schedule_computer(ui);
}

void reversi_ui_resume(struct reversi_ui *ui, const struct reversi_game *g)
{
	ui->game = *g;
	ui->computer_pending = ui->computer_waiting = false;
	ui->flipping = 0;
	sync(ui);
	ui->flipping = 0;	/* a resumed game does not replay its flips */
	reversi_ui_invalidate(ui);
	game_status(ui);
	schedule_computer(ui);
}

size_t reversi_ui_memory_size(const struct reversi_ui_options *opt)
{
	return opt->computer != REVERSI_UI_NO_COMPUTER && !opt->computer_move ? REVERSI_UI_TT_BYTES : 0;
}

int reversi_ui_init(struct reversi_ui *ui, const struct reversi_ui_options *opt, void *mem, size_t size)
{
	memset(ui, 0, sizeof *ui);
	ui->opt = *opt;
	ui->theme = theme_or_classic(opt->theme);
	if (ui->opt.scale <= 0.0f)
		ui->opt.scale = 1.0f;
	if (opt->width < 240 || opt->height < 240)
		return -1;
	if (opt->computer != REVERSI_UI_NO_COMPUTER && (opt->computer < 0 || opt->computer >= RVAI_LEVELS))
		return -1;
	size_t need = reversi_ui_memory_size(opt);
	if (need) {
		if (!mem || size < need || ((uintptr_t)mem & 7))
			return -1;
		if (rvai_init(&ui->ai, mem, size, opt->seed))
			return -1;
		ui->ai_ready = true;
	}
	reversi_ui_layout_compute(&ui->layout, opt->width, opt->height, ui->opt.scale);
	const struct reversi_ui_layout *l = &ui->layout;
	ui->fonts.name = font_pick(l->players[0].h * 28 / 100);
	ui->fonts.count = font_pick(l->players[0].h * 50 / 100);
	ui->fonts.text = font_pick(l->info.h * 68 / 100);
	ui->fonts.button = font_pick(l->buttons[0].h * 38 / 100);
	struct gesture_config gc = gesture_config_default(ui->opt.scale);
	gc.long_press_ms = 0;	/* nothing uses a long press */
	gesture_init(&ui->gesture, &gc);
	ui->pressed = REVERSI_UI_BUTTON_NONE;
	ui->armed = REVERSI_UI_BUTTON_NONE;
	ui->shown_last = -1;
	damage_init(&ui->pending, opt->width, opt->height);
	reversi_game_start(&ui->game);
	sync(ui);
	game_status(ui);
	reversi_ui_invalidate(ui);
	return 0;
}

/* ---- input -------------------------------------------------------------------- */

static void set_pressed(struct reversi_ui *ui, enum reversi_ui_button b)
{
	if (ui->pressed == b)
		return;
	if (ui->pressed != REVERSI_UI_BUTTON_NONE)
		mark(ui, ui->layout.buttons[ui->pressed]);
	if (b != REVERSI_UI_BUTTON_NONE)
		mark(ui, ui->layout.buttons[b]);
	ui->pressed = b;
}

static void on_gesture(struct reversi_ui *ui, const struct gesture *ge)
{
	switch (ge->type) {
	case GESTURE_PRESS:
		set_pressed(ui, button_at(&ui->layout, ge->x, ge->y));
		break;
	case GESTURE_TAP: {
		enum reversi_ui_button b = ui->pressed;
		set_pressed(ui, REVERSI_UI_BUTTON_NONE);
		if (b != ui->armed && ui->armed != REVERSI_UI_BUTTON_NONE) {
			ui->armed = REVERSI_UI_BUTTON_NONE;
			game_status(ui);
		}
		if (b == REVERSI_UI_BUTTON_TAKE_BACK) {
			reversi_ui_take_back(ui);
		} else if (b == REVERSI_UI_BUTTON_NEW_GAME || b == REVERSI_UI_BUTTON_MENU) {
			reversi_ui_press(ui, b);
		} else {
			int sq = reversi_ui_square_at(&ui->layout, ge->x, ge->y);
			if (sq < 0)
				break;
			if (ui->computer_pending || is_computer(ui, ui->game.pos.turn))
				set_status(ui, REVERSI_UI_STATUS_INFO, "Wait - the computer is thinking");
			else
				reversi_ui_play(ui, sq);
		}
		break;
	}
	case GESTURE_DRAG_START:
	case GESTURE_CANCEL:
	case GESTURE_RELEASE:
		/* A slide off a button does not press it. */
		set_pressed(ui, REVERSI_UI_BUTTON_NONE);
		break;
	case GESTURE_DRAG_MOVE:
	case GESTURE_DRAG_END:
	case GESTURE_LONG_PRESS:
		break;
	}
}

static void flip_frame(struct reversi_ui *ui);

void reversi_ui_handle_event(struct reversi_ui *ui, const struct pointer_event *ev)
{
	ui->now = ev->time_ms;
	if (ui->flipping)
		flip_frame(ui);	/* the clock moved: the turning discs with it */
	struct gesture out[GESTURE_MAX_OUT];
	int n = gesture_feed(&ui->gesture, ev, out);
	for (int i = 0; i < n; i++)
		on_gesture(ui, &out[i]);
}

/* The earlier of two optional deadlines. */
static bool earliest(bool have, uint32_t *at, bool also, uint32_t when)
{
	if (also && (!have || (int32_t)(when - *at) < 0)) {
		*at = when;
		return true;
	}
	return have;
}

bool reversi_ui_next_deadline(const struct reversi_ui *ui, uint32_t *deadline_ms)
{
	uint32_t g = 0;
	bool have = gesture_next_deadline(&ui->gesture, &g);
	have = earliest(have, &g, ui->computer_pending, ui->computer_due);
	have = earliest(have, &g, ui->flipping != 0, ui->now + REVERSI_UI_FRAME_MS);
	if (have)
		*deadline_ms = g;
	return have;
}

/* One animation frame: the turning discs repaint; at the end they rest. */
static void flip_frame(struct reversi_ui *ui)
{
	for (int sq = 0; sq < REVERSI_SQUARES; sq++)
		if (ui->flipping >> sq & 1)
			mark(ui, square_rect(&ui->layout, sq));
	if ((uint32_t)(ui->now - ui->flip_start) >= REVERSI_UI_FLIP_MS)
		ui->flipping = 0;
}

void reversi_ui_tick(struct reversi_ui *ui, uint32_t now_ms)
{
	ui->now = now_ms;
	struct gesture ge;
	if (gesture_tick(&ui->gesture, now_ms, &ge))
		on_gesture(ui, &ge);
	if (ui->flipping)
		flip_frame(ui);
	if (ui->computer_pending && (int32_t)(now_ms - ui->computer_due) >= 0)
		computer_move(ui);
}

/* ---- painting ------------------------------------------------------------------ */

/* A disc; `width` per mille of its full width (a disc turning over is seen
 * edge-on halfway). */
static void disc(const struct theme_reversi *th, struct canvas *c, const struct rect *clip, struct rect sq, int inset,
		 enum reversi_color col, int width)
{
	struct rect d = rect_inset(sq, -inset);
	int w = imax(4, d.w * width / 1000);
	d.x += (d.w - w) / 2;
	d.w = w;
	int rad = imin(d.w, d.h) / 2;
	/* A soft offset shadow lifts the disc off the felt. */
	struct rect s = d;
	s.x += 2;
	s.y += 2;
	canvas_fill_round_rect(c, clip, s, rad, th->shadow, 255);
	canvas_fill_round_rect(c, clip, d, rad, col == REVERSI_BLACK ? th->black_rim : th->white_rim, 255);
	struct rect f = rect_inset(d, -2);
	canvas_fill_round_rect(c, clip, f, imin(f.w, f.h) / 2, col == REVERSI_BLACK ? th->black : th->white,
			       255);
}

static void paint_square(struct reversi_ui *ui, struct canvas *c, const struct rect *clip, int sq)
{
	const struct reversi_ui_layout *l = &ui->layout;
	struct rect r = square_rect(l, sq);
	canvas_fill_rect(c, clip, r, ui->theme->reversi.felt);
	int inset = imax(3, l->sq / 10);
	for (int col = 0; col < 2; col++) {
		if (!(ui->game.pos.disc[col] >> sq & 1))
			continue;
		uint32_t t = (uint32_t)(ui->now - ui->flip_start);
		if (ui->flipping >> sq & 1 && t < REVERSI_UI_FLIP_MS) {
			/* Narrowing in the old colour, then widening in the new. */
			int half = REVERSI_UI_FLIP_MS / 2, k = (int)t - half;
			int width = 1000 * (k < 0 ? -k : k) / half;
			disc(&ui->theme->reversi, c, clip, r, inset, (enum reversi_color)(k < 0 ? !col : col), width);
		} else {
			disc(&ui->theme->reversi, c, clip, r, inset, (enum reversi_color)col, 1000);
		}
	}
	if (sq == last_move(ui)) {
		/* A small amber dot marks the disc just placed. */
		int d = imax(4, l->sq / 8);
		struct rect m = rect_make(r.x + (r.w - d) / 2, r.y + (r.h - d) / 2, d, d);
		canvas_fill_round_rect(c, clip, m, d / 2, ui->theme->table.accent, 255);
	}
	if (ui->shown_hints >> sq & 1) {
		/* A quiet dot in the colour of the side to move. */
		int d = imax(6, l->sq / 5);
		struct rect m = rect_make(r.x + (r.w - d) / 2, r.y + (r.h - d) / 2, d, d);
		bool black = ui->shown_turn == REVERSI_BLACK;
		canvas_fill_round_rect(c, clip, m, d / 2, black ? ui->theme->reversi.black : ui->theme->reversi.white, black ? 150 : 170);
	}
}

/* Text in r, stepping the font down until it fits the width. */
static void text_fit(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r,
		     const char *s, uint32_t color, bool centred)
{
	f = font_fit(f, s, r.w - 8);
	if (centred) {
		font_draw_centered(c, clip, f, r, s, color);
	} else {
		struct rect box = rect_make(r.x + 4, r.y, r.w - 8, r.h);
		int base = box.y + (box.h + f->ascent) / 2;
		font_draw(c, clip, f, box.x, base, s, color);
	}
}

static void paint_player(struct reversi_ui *ui, struct canvas *c, const struct rect *clip, enum reversi_color col)
{
	const struct reversi_ui_layout *l = &ui->layout;
	struct rect r = l->players[col];
	bool turn = !reversi_game_is_over(&ui->game) && ui->game.pos.turn == col;
	canvas_fill_round_rect(c, clip, r, 8, turn ? ui->theme->table.box_turn : ui->theme->table.box, 255);
	int d = imin(r.h * 55 / 100, r.w / 3);
	struct rect icon = rect_make(r.x + 8, r.y + (r.h - d) / 2, d, d);
	canvas_fill_round_rect(c, clip, icon, d / 2, col == REVERSI_BLACK ? ui->theme->reversi.black_rim : ui->theme->reversi.white_rim,
			       255);
	struct rect in = rect_inset(icon, -2);
	canvas_fill_round_rect(c, clip, in, in.w / 2, col == REVERSI_BLACK ? ui->theme->reversi.black : ui->theme->reversi.white, 255);
	int tx = icon.x + d + 6;
	struct rect name = rect_make(tx - 4, r.y + 2, r.x + r.w - tx, r.h * 40 / 100);
	text_fit(c, clip, ui->fonts.name, name, side_name(ui, col), ui->theme->table.muted, false);
	char buf[8];
	snprintf(buf, sizeof buf, "%d", reversi_pos_count(&ui->game.pos, col));
	struct rect count = rect_make(tx - 4, r.y + r.h * 38 / 100, r.x + r.w - tx, r.h * 58 / 100);
	text_fit(c, clip, ui->fonts.count, count, buf, ui->theme->table.text, false);
}

/* The status line.  A message too long for it wraps into two lines where
 * the box is tall enough for them (the narrow column at 480x320), else it
 * shrinks to fit on one. */
static void paint_status(struct reversi_ui *ui, struct canvas *c, const struct rect *clip)
{
	struct rect r = ui->layout.status;
	uint32_t color = ui->status_kind == REVERSI_UI_STATUS_GOOD ? ui->theme->table.good : ui->theme->table.muted;
	const struct font *f = ui->fonts.text;
	char a[REVERSI_UI_STATUS_LEN], b[REVERSI_UI_STATUS_LEN];
	while (font_text_width(f, ui->status) > r.w - 8 && f->size > 8) {
		const struct font *g = font_wrap_two_lines(f, ui->status, r.w - 8, a, b, sizeof a);
		if (b[0] && 2 * g->line_height <= r.h) {
			struct rect half = rect_make(r.x, r.y, r.w, r.h / 2);
			text_fit(c, clip, g, half, a, color, false);
			half.y += half.h;
			text_fit(c, clip, g, half, b, color, false);
			return;
		}
		const struct font *smaller = font_pick(g->size - 1);
		if (smaller == g)
			break;
		f = smaller;
	}
	text_fit(c, clip, ui->fonts.text, r, ui->status, color, false);
}

static void paint(struct reversi_ui *ui, struct canvas *c, const struct rect *clip)
{
	const struct reversi_ui_layout *l = &ui->layout;
	struct rect all = rect_make(0, 0, l->width, l->height);
	struct rect area = clip ? rect_intersect(*clip, all) : all;
	if (rect_is_empty(area))
		return;
	canvas_fill_rect(c, &area, area, ui->theme->table.background);
	if (rect_overlaps(area, l->board)) {
		canvas_fill_rect(c, &area, l->board, ui->theme->reversi.grid);
		for (int sq = 0; sq < REVERSI_SQUARES; sq++)
			if (rect_overlaps(area, rect_inset(square_rect(l, sq), 1)))
				paint_square(ui, c, &area, sq);
	}
	for (int col = 0; col < 2; col++)
		if (rect_overlaps(area, l->players[col]))
			paint_player(ui, c, &area, (enum reversi_color)col);
	if (rect_overlaps(area, l->info)) {
		char buf[64];
		const struct reversi_pos *p = &ui->game.pos;
		if (reversi_game_is_over(&ui->game))
			snprintf(buf, sizeof buf, "Game over");
		else if (has_computer(ui))
			snprintf(buf, sizeof buf, "%s", is_computer(ui, p->turn) ? "Computer's move" : "Your move");
		else
			snprintf(buf, sizeof buf, "%s to move", side_name(ui, p->turn));
		text_fit(c, &area, ui->fonts.text, l->info, buf, ui->theme->table.text, false);
	}
	if (rect_overlaps(area, l->status))
		paint_status(ui, c, &area);
	static const char *const labels[REVERSI_UI_BUTTON_COUNT] = { "Take back", "New game", "Menu" };
	for (int i = 0; i < REVERSI_UI_BUTTON_COUNT; i++) {
		if (!rect_overlaps(area, l->buttons[i]))
			continue;
		bool disabled = i == REVERSI_UI_BUTTON_TAKE_BACK && ui->game.n_moves == 0;
		uint32_t face = ui->pressed == i ? ui->theme->button.pressed
				: disabled ? ui->theme->button.disabled
				: i == REVERSI_UI_BUTTON_NEW_GAME ? ui->theme->button.primary : ui->theme->button.face;
		canvas_fill_round_rect(c, &area, l->buttons[i], 8, face, 255);
		text_fit(c, &area, ui->fonts.button, l->buttons[i], labels[i], disabled ? ui->theme->table.muted : ui->theme->table.text,
			 true);
	}
}

bool reversi_ui_wants_frame(const struct reversi_ui *ui)
{
	return ui->pending.count > 0;
}

void reversi_ui_render(struct reversi_ui *ui, struct canvas *c, struct damage *damage)
{
	for (int i = 0; i < ui->pending.count; i++)
		paint(ui, c, &ui->pending.rects[i]);
	if (damage)
		damage_add_list(damage, &ui->pending);
	damage_clear(&ui->pending);
	ui->frames++;
}

void reversi_ui_render_full(struct reversi_ui *ui, struct canvas *c)
{
	paint(ui, c, NULL);
}

void reversi_ui_press(struct reversi_ui *ui, enum reversi_ui_button b)
{
	bool under_way = ui->game.n_moves > 0 && !reversi_game_is_over(&ui->game);
	if (b != REVERSI_UI_BUTTON_NEW_GAME && b != REVERSI_UI_BUTTON_MENU)
		return;
	if (under_way && ui->armed != b) {
		ui->armed = b;
		set_status(ui, REVERSI_UI_STATUS_INFO, b == REVERSI_UI_BUTTON_MENU
			   ? "Tap Menu again to leave this game" : "Tap New game again to start over");
		return;
	}
	ui->armed = REVERSI_UI_BUTTON_NONE;
	if (b == REVERSI_UI_BUTTON_MENU)
		ui->wants_menu = true;
	else
		reversi_ui_new_game(ui);
}

bool reversi_ui_wants_menu(const struct reversi_ui *ui)
{
	return ui->wants_menu;
}
