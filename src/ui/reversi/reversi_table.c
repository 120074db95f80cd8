/* The Reversi table: layout, painting, taps to moves, the computer's turn.
 * Discs are drawn directly (anti-aliased circles) rather than prerendered:
 * 64 squares are few and a square repaints in microseconds. */
#include "ui/reversi/reversi_table.h"

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

void reversi_table_layout_compute(struct reversi_table_layout *l, int width, int height, float scale)
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
		for (int i = 0; i < REVERSI_TABLE_BUTTON_COUNT; i++)
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
	l->buttons[REVERSI_TABLE_BUTTON_TAKE_BACK] = rect_make(panel.x, by, third, rows.button);
	l->buttons[REVERSI_TABLE_BUTTON_NEW_GAME] = rect_make(panel.x + third + gap, by, third, rows.button);
	l->buttons[REVERSI_TABLE_BUTTON_MENU] = rect_make(panel.x + panel.w - third, by, third, rows.button);
}

/* Inside of a square (no grid line).  Rank 1 is the top row, as in the
 * diagrams of docs/reversi.md. */
static struct rect square_rect(const struct reversi_table_layout *l, int sq)
{
	return rect_make(l->board.x + (sq % 8) * l->sq + 1, l->board.y + (sq / 8) * l->sq + 1, l->sq - 1,
			 l->sq - 1);
}

void reversi_table_square_centre(const struct reversi_table_layout *l, int sq, int *x, int *y)
{
	struct rect r = square_rect(l, sq);
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

static enum reversi_table_button button_at(const struct reversi_table_layout *l, int x, int y)
{
	for (int i = 0; i < REVERSI_TABLE_BUTTON_COUNT; i++)
		if (rect_contains(l->buttons[i], x, y))
			return (enum reversi_table_button)i;
	return REVERSI_TABLE_BUTTON_NONE;
}

/* ---- state and damage -------------------------------------------------------- */

static bool has_computer(const struct reversi_table *table)
{
	return table->opt.computer != REVERSI_TABLE_NO_COMPUTER;
}

/* The computer plays white. */
static bool is_computer(const struct reversi_table *table, enum reversi_color c)
{
	return has_computer(table) && c == REVERSI_WHITE;
}

static const char *side_name(const struct reversi_table *table, enum reversi_color c)
{
	if (has_computer(table))
		return c == REVERSI_WHITE ? "Computer" : "You";
	return c == REVERSI_WHITE ? "White" : "Black";
}

static void mark(struct reversi_table *table, struct rect r)
{
	damage_add(&table->pending, r);
}

void reversi_table_invalidate(struct reversi_table *table)
{
	damage_add_all(&table->pending);
}

static void set_status(struct reversi_table *table, enum reversi_table_status_kind kind, const char *text)
{
	if (table->status_kind == kind && !strcmp(table->status, text))
		return;
	snprintf(table->status, sizeof table->status, "%s", text);
	table->status_kind = kind;
	mark(table, table->layout.status);
}

/* Hints are shown only to a person: not while the computer is to move. */
static uint64_t hints(const struct reversi_table *table)
{
	const struct reversi_pos *p = &table->game.pos;
	if (reversi_game_is_over(&table->game) || is_computer(table, p->turn))
		return 0;
	return reversi_pos_moves(p);
}

static int last_move(const struct reversi_table *table)
{
	return table->game.n_moves ? table->game.moves[table->game.n_moves - 1] : -1;
}

/* After any change of the game: repaint the squares that look different
 * and the panel items that depend on the position. */
static void sync(struct reversi_table *table)
{
	const struct reversi_pos *p = &table->game.pos;
	uint64_t h = hints(table);
	uint64_t diff = (p->disc[0] ^ table->shown[0]) | (p->disc[1] ^ table->shown[1]) | (h ^ table->shown_hints);
	/* The dots take the colour of the side to move. */
	if (p->turn != table->shown_turn)
		diff |= h | table->shown_hints;
	int last = last_move(table);
	if (last != table->shown_last) {
		if (table->shown_last >= 0)
			diff |= 1ULL << table->shown_last;
		if (last >= 0)
			diff |= 1ULL << last;
	}
	for (int sq = 0; sq < REVERSI_SQUARES; sq++)
		if (diff >> sq & 1)
			mark(table, square_rect(&table->layout, sq));
	/* Discs that changed colour turn over (reversi_table_tick drives it). */
	uint64_t turned = (table->shown[0] & p->disc[1]) | (table->shown[1] & p->disc[0]);
	/* Discs still turning from the move before come to rest now. */
	for (int sq = 0; sq < REVERSI_SQUARES; sq++)
		if (table->flipping >> sq & 1)
			mark(table, square_rect(&table->layout, sq));
	table->flipping = 0;
	if (turned) {
		table->flipping = turned;
		table->flip_start = table->now;
	}
	table->shown[0] = p->disc[0];
	table->shown[1] = p->disc[1];
	table->shown_hints = h;
	table->shown_last = last;
	table->shown_turn = p->turn;
	mark(table, table->layout.players[0]);
	mark(table, table->layout.players[1]);
	mark(table, table->layout.info);
	mark(table, table->layout.buttons[REVERSI_TABLE_BUTTON_TAKE_BACK]);
}

/* The status line for a settled position: the result, or a prompt. */
static void game_status(struct reversi_table *table)
{
	char buf[REVERSI_TABLE_STATUS_LEN];
	const struct reversi_pos *p = &table->game.pos;
	int b = reversi_pos_count(p, REVERSI_BLACK), w = reversi_pos_count(p, REVERSI_WHITE);
	if (reversi_game_is_over(&table->game)) {
		if (b == w)
			snprintf(buf, sizeof buf, "A draw, %d-%d: tap New game", b, w);
		else if (has_computer(table))
			snprintf(buf, sizeof buf, "%s %d-%d", b > w ? "You win" : "The computer wins",
				 imax(b, w), imin(b, w));
		else
			snprintf(buf, sizeof buf, "%s wins %d-%d", b > w ? "Black" : "White", imax(b, w),
				 imin(b, w));
		set_status(table, REVERSI_TABLE_STATUS_GOOD, buf);
		return;
	}
	if (is_computer(table, p->turn))
		set_status(table, REVERSI_TABLE_STATUS_INFO, "The computer is thinking");
	else
		set_status(table, REVERSI_TABLE_STATUS_INFO, "Tap a dotted square");
}

/* The computer moves from a tick, never inside the tap that gave it the
 * turn, so the player's move is painted first. */
static void schedule_computer(struct reversi_table *table)
{
	table->computer_pending = !reversi_game_is_over(&table->game) && is_computer(table, table->game.pos.turn);
	table->computer_due = table->now + REVERSI_TABLE_COMPUTER_DELAY_MS;
}

/* After a move by `mover`: if the same side is to move again, the other
 * had to pass - say so. */
static void after_move(struct reversi_table *table, enum reversi_color mover)
{
	sync(table);
	game_status(table);
	const struct reversi_pos *p = &table->game.pos;
	if (!reversi_game_is_over(&table->game) && p->turn == mover) {
		char buf[REVERSI_TABLE_STATUS_LEN];
		enum reversi_color other = (enum reversi_color)!mover;
		if (has_computer(table))
			snprintf(buf, sizeof buf, "%s", other == REVERSI_WHITE ? "The computer must pass: your turn again"
									      : "You must pass: the computer plays again");
		else
			snprintf(buf, sizeof buf, "%s has no move and passes: %s again", side_name(table, other),
				 side_name(table, mover));
		set_status(table, REVERSI_TABLE_STATUS_INFO, buf);
	}
	schedule_computer(table);
}

enum reversi_status reversi_table_play(struct reversi_table *table, int sq)
{
	enum reversi_color mover = table->game.pos.turn;
	enum reversi_status st = sq < 0 || sq >= REVERSI_SQUARES ? REVERSI_E_RANGE : reversi_game_play(&table->game, sq);
	if (st != REVERSI_OK) {
		/* Gentle: a grey note, the board untouched. */
		set_status(table, REVERSI_TABLE_STATUS_INFO, reversi_game_is_over(&table->game)
							       ? "The game is over: tap New game"
							       : "Not a legal move here");
		return st;
	}
	after_move(table, mover);
	return REVERSI_OK;
}

static void computer_move(struct reversi_table *table)
{
	table->computer_pending = false;
	if (reversi_game_is_over(&table->game) || !is_computer(table, table->game.pos.turn))
		return;
	enum rvai_level level = (enum rvai_level)table->opt.computer;
	int sq = REVERSI_PASS;
	if (table->opt.computer_move) {
		sq = table->opt.computer_move(table->opt.computer_user, &table->game.pos, level);
		if (sq == REVERSI_TABLE_COMPUTER_LATER) {
			table->computer_waiting = true;
			table->computer_asked = table->game.pos;
			return;
		}
	} else if (table->ai_ready) {
		struct rvai_result r;
		if (rvai_choose(&table->ai, &table->game.pos, level, &r) == 0)
			sq = r.move;
	}
	enum reversi_color mover = table->game.pos.turn;
	if (sq < 0 || reversi_game_play(&table->game, sq) != REVERSI_OK) {
		/* A hook that fails leaves the game to the person: it does not
		 * hang waiting for a move that never comes. */
		set_status(table, REVERSI_TABLE_STATUS_INFO, "The computer cannot move here");
		return;
	}
	after_move(table, mover);
}

/* Field by field: the struct has padding. */
static bool pos_equal(const struct reversi_pos *a, const struct reversi_pos *b)
{
	return a->disc[0] == b->disc[0] && a->disc[1] == b->disc[1] && a->turn == b->turn;
}

int reversi_table_computer_result(struct reversi_table *table, const struct reversi_pos *asked, int sq)
{
	/* Only the answer to the question still open counts: a take back or
	 * new game since then makes it stale. */
	if (!table->computer_waiting || !pos_equal(asked, &table->computer_asked) || !pos_equal(asked, &table->game.pos))
		return -1;
	enum reversi_color mover = table->game.pos.turn;
	if (sq < 0 || reversi_game_play(&table->game, sq) != REVERSI_OK)
		return -1;
	table->computer_waiting = false;
	after_move(table, mover);
	return 0;
}

void reversi_table_take_back(struct reversi_table *table)
{
	struct reversi_game *g = &table->game;
	if (g->n_moves == 0) {
		set_status(table, REVERSI_TABLE_STATUS_INFO, "Nothing to take back");
		return;
	}
	/* Against the computer, back to before the person's last move (its
	 * replies go with it); at one table, one move. */
	while (g->n_moves > 0) {
		enum reversi_color m = reversi_game_mover(g, g->n_moves - 1);
		reversi_game_undo(g, 1);
		if (!is_computer(table, m))
			break;
	}
	table->computer_pending = table->computer_waiting = false;
	sync(table);
	game_status(table);
	if (!reversi_game_is_over(g) && !is_computer(table, g->pos.turn))
		set_status(table, REVERSI_TABLE_STATUS_INFO, "Move taken back");
	schedule_computer(table);
}

void reversi_table_new_game(struct reversi_table *table)
{
	reversi_game_start(&table->game);
	table->computer_pending = table->computer_waiting = false;
	sync(table);
	set_status(table, REVERSI_TABLE_STATUS_INFO, "New game: black moves first");
	schedule_computer(table);
}

void reversi_table_resume(struct reversi_table *table, const struct reversi_game *g)
{
	table->game = *g;
	table->computer_pending = table->computer_waiting = false;
	table->flipping = 0;
	sync(table);
	table->flipping = 0;	/* a resumed game does not replay its flips */
	reversi_table_invalidate(table);
	game_status(table);
	schedule_computer(table);
}

size_t reversi_table_memory_size(const struct reversi_table_options *opt)
{
	return opt->computer != REVERSI_TABLE_NO_COMPUTER && !opt->computer_move ? REVERSI_TABLE_TT_BYTES : 0;
}

int reversi_table_init(struct reversi_table *table, const struct reversi_table_options *opt, void *mem, size_t size)
{
	memset(table, 0, sizeof *table);
	table->opt = *opt;
	table->theme = theme_or_classic(opt->theme);
	if (table->opt.scale <= 0.0f)
		table->opt.scale = 1.0f;
	if (opt->width < 240 || opt->height < 240)
		return -1;
	if (opt->computer != REVERSI_TABLE_NO_COMPUTER && (opt->computer < 0 || opt->computer >= RVAI_LEVELS))
		return -1;
	size_t need = reversi_table_memory_size(opt);
	if (need) {
		if (!mem || size < need || ((uintptr_t)mem & 7))
			return -1;
		if (rvai_init(&table->ai, mem, size, opt->seed))
			return -1;
		table->ai_ready = true;
	}
	reversi_table_layout_compute(&table->layout, opt->width, opt->height, table->opt.scale);
	const struct reversi_table_layout *l = &table->layout;
	table->fonts.name = font_pick(l->players[0].h * 28 / 100);
	table->fonts.count = font_pick(l->players[0].h * 50 / 100);
	table->fonts.text = font_pick(l->info.h * 68 / 100);
	table->fonts.button = font_pick(l->buttons[0].h * 38 / 100);
	struct gesture_config gc = gesture_config_default(table->opt.scale);
	gc.long_press_ms = 0;	/* nothing uses a long press */
	gesture_init(&table->gesture, &gc);
	table->pressed = REVERSI_TABLE_BUTTON_NONE;
	table->armed = REVERSI_TABLE_BUTTON_NONE;
	table->shown_last = -1;
	damage_init(&table->pending, opt->width, opt->height);
	reversi_game_start(&table->game);
	sync(table);
	game_status(table);
	reversi_table_invalidate(table);
	return 0;
}

/* ---- input -------------------------------------------------------------------- */

static void set_pressed(struct reversi_table *table, enum reversi_table_button b)
{
	if (table->pressed == b)
		return;
	if (table->pressed != REVERSI_TABLE_BUTTON_NONE)
		mark(table, table->layout.buttons[table->pressed]);
	if (b != REVERSI_TABLE_BUTTON_NONE)
		mark(table, table->layout.buttons[b]);
	table->pressed = b;
}

static void on_gesture(struct reversi_table *table, const struct gesture *ge)
{
	switch (ge->type) {
	case GESTURE_PRESS:
		set_pressed(table, button_at(&table->layout, ge->x, ge->y));
		break;
	case GESTURE_TAP: {
		enum reversi_table_button b = table->pressed;
		set_pressed(table, REVERSI_TABLE_BUTTON_NONE);
		if (b != table->armed && table->armed != REVERSI_TABLE_BUTTON_NONE) {
			table->armed = REVERSI_TABLE_BUTTON_NONE;
			game_status(table);
		}
		if (b == REVERSI_TABLE_BUTTON_TAKE_BACK) {
			reversi_table_take_back(table);
		} else if (b == REVERSI_TABLE_BUTTON_NEW_GAME || b == REVERSI_TABLE_BUTTON_MENU) {
			reversi_table_press(table, b);
		} else {
			int sq = reversi_table_square_at(&table->layout, ge->x, ge->y);
			if (sq < 0)
				break;
			if (table->computer_pending || is_computer(table, table->game.pos.turn))
				set_status(table, REVERSI_TABLE_STATUS_INFO, "Wait - the computer is thinking");
			else
				reversi_table_play(table, sq);
		}
		break;
	}
	case GESTURE_DRAG_START:
	case GESTURE_CANCEL:
	case GESTURE_RELEASE:
		/* A slide off a button does not press it. */
		set_pressed(table, REVERSI_TABLE_BUTTON_NONE);
		break;
	case GESTURE_DRAG_MOVE:
	case GESTURE_DRAG_END:
	case GESTURE_LONG_PRESS:
		break;
	}
}

static void flip_frame(struct reversi_table *table);

void reversi_table_handle_event(struct reversi_table *table, const struct pointer_event *ev)
{
	table->now = ev->time_ms;
	if (table->flipping)
		flip_frame(table);	/* the clock moved: the turning discs with it */
	struct gesture out[GESTURE_MAX_OUT];
	int n = gesture_feed(&table->gesture, ev, out);
	for (int i = 0; i < n; i++)
		on_gesture(table, &out[i]);
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

bool reversi_table_next_deadline(const struct reversi_table *table, uint32_t *deadline_ms)
{
	uint32_t g = 0;
	bool have = gesture_next_deadline(&table->gesture, &g);
	have = earliest(have, &g, table->computer_pending, table->computer_due);
	have = earliest(have, &g, table->flipping != 0, table->now + REVERSI_TABLE_FRAME_MS);
	if (have)
		*deadline_ms = g;
	return have;
}

/* One animation frame: the turning discs repaint; at the end they rest. */
static void flip_frame(struct reversi_table *table)
{
	for (int sq = 0; sq < REVERSI_SQUARES; sq++)
		if (table->flipping >> sq & 1)
			mark(table, square_rect(&table->layout, sq));
	if ((uint32_t)(table->now - table->flip_start) >= REVERSI_TABLE_FLIP_MS)
		table->flipping = 0;
}

void reversi_table_tick(struct reversi_table *table, uint32_t now_ms)
{
	table->now = now_ms;
	struct gesture ge;
	if (gesture_tick(&table->gesture, now_ms, &ge))
		on_gesture(table, &ge);
	if (table->flipping)
		flip_frame(table);
	if (table->computer_pending && (int32_t)(now_ms - table->computer_due) >= 0)
		computer_move(table);
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

static void paint_square(struct reversi_table *table, struct canvas *c, const struct rect *clip, int sq)
{
	const struct reversi_table_layout *l = &table->layout;
	struct rect r = square_rect(l, sq);
	canvas_fill_rect(c, clip, r, table->theme->reversi.felt);
	int inset = imax(3, l->sq / 10);
	for (int col = 0; col < 2; col++) {
		if (!(table->game.pos.disc[col] >> sq & 1))
			continue;
		uint32_t t = (uint32_t)(table->now - table->flip_start);
		if (table->flipping >> sq & 1 && t < REVERSI_TABLE_FLIP_MS) {
			/* Narrowing in the old colour, then widening in the new. */
			int half = REVERSI_TABLE_FLIP_MS / 2, k = (int)t - half;
			int width = 1000 * (k < 0 ? -k : k) / half;
			disc(&table->theme->reversi, c, clip, r, inset, (enum reversi_color)(k < 0 ? !col : col), width);
		} else {
			disc(&table->theme->reversi, c, clip, r, inset, (enum reversi_color)col, 1000);
		}
	}
	if (sq == last_move(table)) {
		/* A small amber dot marks the disc just placed. */
		int d = imax(4, l->sq / 8);
		struct rect m = rect_make(r.x + (r.w - d) / 2, r.y + (r.h - d) / 2, d, d);
		canvas_fill_round_rect(c, clip, m, d / 2, table->theme->table.accent, 255);
	}
	if (table->shown_hints >> sq & 1) {
		/* A quiet dot in the colour of the side to move. */
		int d = imax(6, l->sq / 5);
		struct rect m = rect_make(r.x + (r.w - d) / 2, r.y + (r.h - d) / 2, d, d);
		bool black = table->shown_turn == REVERSI_BLACK;
		canvas_fill_round_rect(c, clip, m, d / 2, black ? table->theme->reversi.black : table->theme->reversi.white, black ? 150 : 170);
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

static void paint_player(struct reversi_table *table, struct canvas *c, const struct rect *clip, enum reversi_color col)
{
	const struct reversi_table_layout *l = &table->layout;
	struct rect r = l->players[col];
	bool turn = !reversi_game_is_over(&table->game) && table->game.pos.turn == col;
	canvas_fill_round_rect(c, clip, r, 8, turn ? table->theme->table.box_turn : table->theme->table.box, 255);
	int d = imin(r.h * 55 / 100, r.w / 3);
	struct rect icon = rect_make(r.x + 8, r.y + (r.h - d) / 2, d, d);
	canvas_fill_round_rect(c, clip, icon, d / 2, col == REVERSI_BLACK ? table->theme->reversi.black_rim : table->theme->reversi.white_rim,
			       255);
	struct rect in = rect_inset(icon, -2);
	canvas_fill_round_rect(c, clip, in, in.w / 2, col == REVERSI_BLACK ? table->theme->reversi.black : table->theme->reversi.white, 255);
	int tx = icon.x + d + 6;
	struct rect name = rect_make(tx - 4, r.y + 2, r.x + r.w - tx, r.h * 40 / 100);
	text_fit(c, clip, table->fonts.name, name, side_name(table, col), table->theme->table.muted, false);
	char buf[8];
	snprintf(buf, sizeof buf, "%d", reversi_pos_count(&table->game.pos, col));
	struct rect count = rect_make(tx - 4, r.y + r.h * 38 / 100, r.x + r.w - tx, r.h * 58 / 100);
	text_fit(c, clip, table->fonts.count, count, buf, table->theme->table.text, false);
}

/* The status line.  A message too long for it wraps into two lines where
 * the box is tall enough for them (the narrow column at 480x320), else it
 * shrinks to fit on one. */
static void paint_status(struct reversi_table *table, struct canvas *c, const struct rect *clip)
{
	struct rect r = table->layout.status;
	uint32_t color = table->status_kind == REVERSI_TABLE_STATUS_GOOD ? table->theme->table.good : table->theme->table.muted;
	const struct font *f = table->fonts.text;
	char a[REVERSI_TABLE_STATUS_LEN], b[REVERSI_TABLE_STATUS_LEN];
	while (font_text_width(f, table->status) > r.w - 8 && f->size > 8) {
		const struct font *g = font_wrap_two_lines(f, table->status, r.w - 8, a, b, sizeof a);
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
	text_fit(c, clip, table->fonts.text, r, table->status, color, false);
}

static void paint(struct reversi_table *table, struct canvas *c, const struct rect *clip)
{
	const struct reversi_table_layout *l = &table->layout;
	struct rect all = rect_make(0, 0, l->width, l->height);
	struct rect area = clip ? rect_intersect(*clip, all) : all;
	if (rect_is_empty(area))
		return;
	canvas_fill_rect(c, &area, area, table->theme->table.background);
	if (rect_overlaps(area, l->board)) {
		canvas_fill_rect(c, &area, l->board, table->theme->reversi.grid);
		for (int sq = 0; sq < REVERSI_SQUARES; sq++)
			if (rect_overlaps(area, rect_inset(square_rect(l, sq), 1)))
				paint_square(table, c, &area, sq);
	}
	for (int col = 0; col < 2; col++)
		if (rect_overlaps(area, l->players[col]))
			paint_player(table, c, &area, (enum reversi_color)col);
	if (rect_overlaps(area, l->info)) {
		char buf[64];
		const struct reversi_pos *p = &table->game.pos;
		if (reversi_game_is_over(&table->game))
			snprintf(buf, sizeof buf, "Game over");
		else if (has_computer(table))
			snprintf(buf, sizeof buf, "%s", is_computer(table, p->turn) ? "Computer's move" : "Your move");
		else
			snprintf(buf, sizeof buf, "%s to move", side_name(table, p->turn));
		text_fit(c, &area, table->fonts.text, l->info, buf, table->theme->table.text, false);
	}
	if (rect_overlaps(area, l->status))
		paint_status(table, c, &area);
	static const char *const labels[REVERSI_TABLE_BUTTON_COUNT] = { "Take back", "New game", "Menu" };
	for (int i = 0; i < REVERSI_TABLE_BUTTON_COUNT; i++) {
		if (!rect_overlaps(area, l->buttons[i]))
			continue;
		bool disabled = i == REVERSI_TABLE_BUTTON_TAKE_BACK && table->game.n_moves == 0;
		uint32_t face = table->pressed == i ? table->theme->button.pressed
				: disabled ? table->theme->button.disabled
				: i == REVERSI_TABLE_BUTTON_NEW_GAME ? table->theme->button.primary : table->theme->button.face;
		canvas_fill_round_rect(c, &area, l->buttons[i], 8, face, 255);
		text_fit(c, &area, table->fonts.button, l->buttons[i], labels[i], disabled ? table->theme->table.muted : table->theme->table.text,
			 true);
	}
}

bool reversi_table_wants_frame(const struct reversi_table *table)
{
	return table->pending.count > 0;
}

void reversi_table_render(struct reversi_table *table, struct canvas *c, struct damage *damage)
{
	for (int i = 0; i < table->pending.count; i++)
		paint(table, c, &table->pending.rects[i]);
	if (damage)
		damage_add_list(damage, &table->pending);
	damage_clear(&table->pending);
	table->frames++;
}

void reversi_table_render_full(struct reversi_table *table, struct canvas *c)
{
	paint(table, c, NULL);
}

void reversi_table_press(struct reversi_table *table, enum reversi_table_button b)
{
	bool under_way = table->game.n_moves > 0 && !reversi_game_is_over(&table->game);
	if (b != REVERSI_TABLE_BUTTON_NEW_GAME && b != REVERSI_TABLE_BUTTON_MENU)
		return;
	if (under_way && table->armed != b) {
		table->armed = b;
		set_status(table, REVERSI_TABLE_STATUS_INFO, b == REVERSI_TABLE_BUTTON_MENU
			   ? "Tap Menu again to leave this game" : "Tap New game again to start over");
		return;
	}
	table->armed = REVERSI_TABLE_BUTTON_NONE;
	if (b == REVERSI_TABLE_BUTTON_MENU)
		table->wants_menu = true;
	else
		reversi_table_new_game(table);
}

bool reversi_table_wants_menu(const struct reversi_table *table)
{
	return table->wants_menu;
}
