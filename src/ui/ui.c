/* The Words table's behaviour: gestures become staging actions on the rules
 * core, and every change marks the screen rectangles it touches. */
#include <stdio.h>
#include <string.h>

#include "ui/ui_int.h"

/* The table thinks for its computer seats itself (no hook): its player's
 * memory follows the images. */
static bool own_player(const struct ui_options *opt)
{
	if (!opt->dict)
		return false;
	if (opt->hints)
		return true;	/* the Hint button asks it */
	if (opt->computer_move)
		return false;
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++)
		if (opt->seats[i].computer)
			return true;
	return false;
}

static size_t images_size(const struct ui_options *opt)
{
	struct ui_layout l;
	ui_layout_compute(&l, opt->width, opt->height, opt->scale, opt->players);
	return (ui_prerender_size(&l) + 15) & ~(size_t)15;
}

size_t ui_memory_size(const struct ui_options *opt)
{
	return images_size(opt) + (own_player(opt) ? words_player_memory_size() : 0);
}

void ui_mark(struct ui *ui, struct rect r)
{
	damage_add(&ui->pending, r);
}

static void mark(struct ui *ui, struct rect r)
{
	ui_mark(ui, r);
}

void ui_invalidate(struct ui *ui)
{
	damage_add_all(&ui->pending);
}

void ui_set_status(struct ui *ui, enum ui_status_kind kind, const char *text)
{
	if (ui->status_kind == kind && !strcmp(ui->status, text))
		return;
	snprintf(ui->status, sizeof ui->status, "%s", text);
	ui->status_kind = kind;
	mark(ui, ui->layout.status);
}

void ui_words_text(const struct words_result *r, char *buf, size_t size)
{
	size_t len = 0;
	buf[0] = '\0';
	for (int i = 0; i < r->word_count && len + 1 < size; i++) {
		int n = snprintf(buf + len, size - len, "%s%s", i ? ", " : "", r->words[i].letters);
		if (n < 0)
			break;
		len += (size_t)n;
	}
}

const char *ui_result_reason(const struct words_result *r)
{
	return r->message[0] ? r->message : words_status_message(r->status);
}

/* The status line while tiles are staged: what the play would score, or a
 * hint.  Refusals are grey here; only Submit shows them as errors. */
void ui_live_status(struct ui *ui)
{
	char buf[2 * UI_STATUS_LEN];
	const struct words_game *g = &ui->game;
	ui_mark(ui, ui->layout.buttons[UI_BUTTON_RECALL]);	/* Recall or Shuffle */
	if (words_is_over(g)) {
		ui_end_status(ui);
		return;
	}
	if (ui->handover) {
		snprintf(buf, sizeof buf, "Pass the screen to %s", ui_player_name(ui, g->pos.current));
		ui_set_status(ui, UI_STATUS_INFO, buf);
		return;
	}
	if (g->stage.count == 0) {
		/* The info line names who plays; here the turn before it, so
		 * the move stays readable after the hand-over. */
		if (!ui_last_turn_text(ui, buf, sizeof buf))
			snprintf(buf, sizeof buf, "%s: drag tiles onto the board", ui_player_name(ui, g->pos.current));
		ui_set_status(ui, UI_STATUS_INFO, buf);
		return;
	}
	struct words_result r;
	if (words_stage_evaluate(g, &r) == WORDS_OK)
		snprintf(buf, sizeof buf, "%s for %d - tap Submit", r.words[0].letters, r.score);
	else
		snprintf(buf, sizeof buf, "%s", ui_result_reason(&r));
	ui_set_status(ui, UI_STATUS_INFO, buf);
}

static void layout_fonts(const struct ui_layout *l, struct ui_fonts *f)
{
	f->label = font_pick(l->sq * 36 / 100);
	f->name = font_pick(l->players[0].h * 26 / 100);
	f->score = font_pick(l->players[0].h * 45 / 100);
	f->text = font_pick(l->info.h * 68 / 100);
	f->button = font_pick(l->buttons[0].h * 40 / 100);
}

int ui_start_game(struct ui *ui, uint64_t seed)
{
	/* Without a dictionary every word stands whatever the mode (the
	 * core's lexicon accepts all). */
	struct words_lexicon lex = { NULL, NULL };
	if (ui->opt.lexicon)
		lex = *ui->opt.lexicon;
	if (words_init(&ui->game, ui->opt.players, seed, &ui->opt.rules, lex) != WORDS_OK)
		return -1;
	ui->armed = UI_BUTTON_NONE;
	ui->exchanging = false;
	ui->exchange_chosen = 0;
	ui->handover = false;
	ui->wants_menu = false;
	ui->computer_pending = ui->computer_waiting = false;
	ui->home.active = false;
	return 0;
}

int ui_init(struct ui *ui, const struct ui_options *opt, void *mem, size_t size)
{
	memset(ui, 0, sizeof *ui);
	ui->opt = *opt;
	ui->theme = theme_or_classic(opt->theme);
	if (ui->opt.scale <= 0.0f)
		ui->opt.scale = 1.0f;
	if (ui->opt.players <= 0)
		ui->opt.players = 2;
	if (opt->width < 240 || opt->height < 240 || ui->opt.players < WORDS_MIN_PLAYERS ||
	    ui->opt.players > WORDS_MAX_PLAYERS)
		return -1;
	ui_layout_compute(&ui->layout, opt->width, opt->height, ui->opt.scale, ui->opt.players);
	if (!mem || size < ui_memory_size(opt) || ((uintptr_t)mem & 3))
		return -1;
	if (own_player(opt)) {
		if ((uintptr_t)mem & 15)
			return -1;
		ui->player = words_player_init((char *)mem + images_size(opt), words_player_memory_size(), opt->dict);
		if (!ui->player)
			return -1;
	}

	if (ui_start_game(ui, opt->seed))
		return -1;

	struct gesture_config gc = gesture_config_default(ui->opt.scale);
	/* A long press on a blank placed this turn reopens its picker; on
	 * three or four alike on the rack it returns them (house rule). */
	if (ui->opt.drag_threshold > 0)
		gc.drag_threshold_px = gesture_threshold_scaled(ui->opt.drag_threshold, ui->opt.scale);
	gesture_init(&ui->gesture, &gc);
	ui->drag.from = UI_DRAG_NONE;
	ui->drag.target = -1;
	ui->press_slot = ui->press_square = -1;
	ui->pressed = UI_BUTTON_NONE;
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++) {
		if (opt->seats[i].name[0])
			snprintf(ui->names[i], UI_NAME_LEN, "%.*s", UI_NAME_LEN - 1, opt->seats[i].name);
		else
			snprintf(ui->names[i], UI_NAME_LEN, "Player %d", i + 1);
	}
	layout_fonts(&ui->layout, &ui->fonts);
	ui_prerender(ui, mem);
	damage_init(&ui->pending, opt->width, opt->height);
	ui_invalidate(ui);
	ui_live_status(ui);
	ui_computer_schedule(ui);	/* the computer may sit first */
	return 0;
}

static bool square_free(const struct ui *ui, int sq)
{
	if (sq < 0 || ui->game.pos.board[sq])
		return false;
	if (ui->drag.from == UI_DRAG_BOARD && ui->drag.square == sq)
		return true;
	return words_stage_tile_at(&ui->game, sq) == 0;
}

static enum ui_button button_at(const struct ui *ui, int x, int y)
{
	for (int i = 0; i < UI_BUTTON_COUNT; i++)
		if (rect_contains(ui->layout.buttons[i], x, y) && ui_button_enabled(ui, (enum ui_button)i))
			return (enum ui_button)i;
	return UI_BUTTON_NONE;
}

static void set_pressed(struct ui *ui, enum ui_button b)
{
	if (ui->pressed == b)
		return;
	if (ui->pressed != UI_BUTTON_NONE)
		mark(ui, ui->layout.buttons[ui->pressed]);
	if (b != UI_BUTTON_NONE)
		mark(ui, ui->layout.buttons[b]);
	ui->pressed = b;
}

static void set_target(struct ui *ui, int sq)
{
	if (ui->drag.target == sq)
		return;
	/* The target frame reaches one pixel over the grid line. */
	if (ui->drag.target >= 0)
		mark(ui, rect_inset(ui_square_rect(&ui->layout, ui->drag.target), 1));
	if (sq >= 0)
		mark(ui, rect_inset(ui_square_rect(&ui->layout, sq), 1));
	ui->drag.target = sq;
}

/* What a dragged tile drawn at tile covers, its shadow included. */
static struct rect drag_area(const struct ui *ui, struct rect tile)
{
	if (rect_is_empty(tile))
		return tile;
	return rect_union(tile, ui_shadow_rect(&ui->layout, tile));
}

static void drag_to(struct ui *ui, int x, int y)
{
	struct rect now = ui_drag_rect(&ui->layout, x, y);
	mark(ui, drag_area(ui, ui->drag.drawn));
	mark(ui, drag_area(ui, now));
	ui->drag.drawn = now;
	ui->drag.x = x;
	ui->drag.y = y;
	int sq = ui_square_at(&ui->layout, x, y);
	set_target(ui, square_free(ui, sq) ? sq : -1);
}

static void drag_begin(struct ui *ui, int x, int y)
{
	const struct words_game *g = &ui->game;
	if (ui->home.active) {
		/* A new drag lands the sliding tile at once. */
		ui->home.active = false;
		mark(ui, drag_area(ui, ui->home.drawn));
		mark(ui, ui_slot_rect(&ui->layout, ui->home.slot));
	}
	const char *rack = g->pos.rack[g->pos.current];
	if (ui->press_slot >= 0) {
		ui->drag.from = UI_DRAG_RACK;
		ui->drag.slot = ui->press_slot;
		ui->drag.square = -1;
		mark(ui, ui_slot_rect(&ui->layout, ui->press_slot));
	} else if (ui->press_square >= 0) {
		int n = g->stage.count;
		ui->drag.from = UI_DRAG_BOARD;
		ui->drag.square = ui->press_square;
		ui->drag.slot = -1;
		for (int i = 0; i < n; i++)
			if (g->stage.tiles[i].square == ui->press_square)
				ui->drag.slot = g->stage.tiles[i].slot;
		mark(ui, ui_square_rect(&ui->layout, ui->press_square));
	} else {
		return;
	}
	ui->drag.tile = rack[ui->drag.slot];
	ui->drag.target = -1;
	ui->drag.drawn = rect_make(0, 0, 0, 0);
	drag_to(ui, x, y);
}

/* Where the sliding tile is at `now`: straight from its drop point to
 * the slot, slowing at the end. */
static struct rect home_rect(const struct ui *ui, uint32_t now)
{
	struct rect to = ui_slot_rect(&ui->layout, ui->home.slot), from = ui->home.from;
	uint32_t t = now - ui->home.start;
	if (t >= UI_HOME_MS)
		return to;
	int k = (int)(t * 1000 / UI_HOME_MS);
	k = 1000 - (1000 - k) * (1000 - k) / 1000;	/* ease out */
	return rect_make(from.x + (to.x - from.x) * k / 1000, from.y + (to.y - from.y) * k / 1000, to.w, to.h);
}

/* Moves the sliding tile on (or lands it); its old and new places repaint. */
static void home_step(struct ui *ui)
{
	if (!ui->home.active)
		return;
	struct rect now = home_rect(ui, ui->now);
	mark(ui, drag_area(ui, ui->home.drawn));
	mark(ui, drag_area(ui, now));
	ui->home.drawn = now;
	if ((uint32_t)(ui->now - ui->home.start) >= UI_HOME_MS) {
		ui->home.active = false;
		mark(ui, ui_slot_rect(&ui->layout, ui->home.slot));
	}
}

static void home_start(struct ui *ui, char tile, int slot, struct rect from)
{
	if (rect_is_empty(from) || slot < 0)
		return;
	ui->home.active = true;
	ui->home.tile = tile;
	ui->home.slot = slot;
	ui->home.from = from;
	ui->home.drawn = from;
	ui->home.start = ui->now;
	mark(ui, drag_area(ui, from));
}

/* Ends a drag: the tile lands where it was dropped, or goes home. */
static void drag_end(struct ui *ui, int x, int y, bool cancelled)
{
	struct words_game *g = &ui->game;
	struct ui_drag d = ui->drag;
	int sq = cancelled ? -1 : ui_square_at(&ui->layout, x, y);
	int slot = cancelled ? -1 : ui_slot_at(&ui->layout, x, y);
	set_target(ui, -1);
	mark(ui, drag_area(ui, d.drawn));
	ui->drag.from = UI_DRAG_NONE;
	ui->drag.drawn = rect_make(0, 0, 0, 0);

	if (d.from == UI_DRAG_RACK && ui->exchanging) {
		/* Choosing tiles to exchange: dropped on the bag (the status box)
		 * the tile is chosen; anywhere else it slides home. */
		mark(ui, ui_slot_rect(&ui->layout, d.slot));
		if (!cancelled && rect_contains(ui->layout.status, x, y)) {
			ui->exchange_chosen |= (uint8_t)(1u << d.slot);
			mark(ui, ui->layout.buttons[UI_BUTTON_EXCHANGE]);
		} else {
			home_start(ui, d.tile, d.slot, d.drawn);
		}
		return;
	}
	if (d.from == UI_DRAG_RACK) {
		mark(ui, ui_slot_rect(&ui->layout, d.slot));
		if (sq >= 0 && g->pos.board[sq] >= 'a' && g->pos.board[sq] <= 'z' && g->options.blank_interchange &&
		    d.tile == g->pos.board[sq] - 'a' + 'A') {
			/* Blank swap: the real tile onto the blank standing for it. */
			ui_swap_blank(ui, sq);
			return;
		}
		if (!square_free(ui, sq) && (slot < 0 || slot == d.slot) && !cancelled) {
			/* Nowhere to land: it slides home. */
			home_start(ui, d.tile, d.slot, d.drawn);
		} else if (square_free(ui, sq)) {
			words_stage_place(g, d.slot, sq, d.tile == '?' ? UI_BLANK_DEFAULT : 0);
			mark(ui, ui_square_rect(&ui->layout, sq));
			if (d.tile == '?') {
				ui_picker_open(ui, sq);
				return;
			}
		} else if (slot >= 0 && slot != d.slot &&
			   words_rack_swap(g, d.slot, slot) == WORDS_OK) {
			mark(ui, ui_slot_rect(&ui->layout, slot));
		}
	} else if (d.from == UI_DRAG_BOARD) {
		mark(ui, ui_square_rect(&ui->layout, d.square));
		if (sq >= 0 && sq != d.square && square_free(ui, sq)) {
			words_stage_move(g, d.square, sq);
			mark(ui, ui_square_rect(&ui->layout, sq));
		} else if (sq < 0) {
			/* Off the board: back to the rack.  A near miss onto a
			 * taken square leaves it where it was. */
			words_stage_recall(g, d.square);
			mark(ui, ui->layout.rack);
			home_start(ui, d.tile, d.slot, d.drawn);
		}
	}
	ui_live_status(ui);
}

static void on_gesture(struct ui *ui, const struct gesture *ge)
{
	const struct words_game *g = &ui->game;
	const struct ui_layout *l = &ui->layout;
	switch (ge->type) {
	case GESTURE_PRESS: {
		const char *rack = g->pos.rack[g->pos.current];
		int slot = ui_slot_at(l, ge->x, ge->y);
		int sq = ui_square_at(l, ge->x, ge->y);
		ui->press_slot = slot >= 0 && slot < (int)strlen(rack) && !words_stage_slot_used(g, slot)
				 ? slot : -1;
		ui->press_square = sq >= 0 && words_stage_tile_at(g, sq) ? sq : -1;
		set_pressed(ui, button_at(ui, ge->x, ge->y));
		break;
	}
	case GESTURE_DRAG_START:
		set_pressed(ui, UI_BUTTON_NONE);
		/* No dragging behind the hand-over screen, while choosing tiles
		 * to exchange, or after the end. */
		if (!words_is_over(g) && !ui->handover && (!ui->exchanging || ui->press_slot >= 0) &&
		    !ui->picking && !ui_is_computer(ui, g->pos.current)) {
			ui_disarm(ui);
			ui_hint_clear(ui);	/* the player makes their own move */
			drag_begin(ui, ge->x, ge->y);
		}
		break;
	case GESTURE_DRAG_MOVE:
		if (ui->drag.from != UI_DRAG_NONE)
			drag_to(ui, ge->x, ge->y);
		break;
	case GESTURE_DRAG_END:
		if (ui->drag.from != UI_DRAG_NONE)
			drag_end(ui, ge->x, ge->y, false);
		break;
	case GESTURE_TAP: {
		enum ui_button b = ui->pressed;
		set_pressed(ui, UI_BUTTON_NONE);
		if (ui->picking) {
			ui_picker_choose(ui, (char)ui_picker_letter_at(l, ge->x, ge->y));
		} else if (ui->handover) {
			ui_handover_done(ui);	/* a tap anywhere shows the rack */
		} else if (b != UI_BUTTON_NONE) {
			ui_press(ui, b);
		} else if (ui->exchanging && ui->press_slot >= 0) {
			ui_exchange_toggle(ui, ui->press_slot);
		} else if (ui->press_square >= 0) {
			/* A tap on a tile placed this turn sends it home. */
			mark(ui, ui_square_rect(l, ui->press_square));
			mark(ui, l->rack);
			words_stage_recall(&ui->game, ui->press_square);
			ui_live_status(ui);
		}
		break;
	}
	case GESTURE_CANCEL:
		if (ui->drag.from != UI_DRAG_NONE)
			drag_end(ui, ge->x, ge->y, true);
		set_pressed(ui, UI_BUTTON_NONE);
		break;
	case GESTURE_LONG_PRESS: {
		char t = ui->press_square >= 0 ? words_stage_tile_at(g, ui->press_square) : 0;
		/* The finger then lifts (a release) or drags, which the open
		 * picker ignores. */
		if (t >= 'a' && t <= 'z' && !ui->picking)
			ui_picker_open(ui, ui->press_square);
		else if (ui->press_slot >= 0 && g->options.kind_redraw && !ui->handover && !ui->picking &&
			 !ui_is_computer(ui, g->pos.current))
			ui_kind_redraw(ui, ui->press_slot);
		break;
	}
	case GESTURE_RELEASE:
		set_pressed(ui, UI_BUTTON_NONE);
		break;
	}
	if (ge->type == GESTURE_TAP || ge->type == GESTURE_DRAG_END || ge->type == GESTURE_CANCEL ||
	    ge->type == GESTURE_RELEASE)
		ui->press_slot = ui->press_square = -1;
}

void ui_handle_event(struct ui *ui, const struct pointer_event *ev)
{
	ui->now = ev->time_ms;
	home_step(ui);	/* the clock moved: the sliding tile with it */
	struct gesture out[GESTURE_MAX_OUT];
	int n = gesture_feed(&ui->gesture, ev, out);
	for (int i = 0; i < n; i++)
		on_gesture(ui, &out[i]);
}

bool ui_next_deadline(const struct ui *ui, uint32_t *deadline_ms)
{
	uint32_t g;
	bool have = gesture_next_deadline(&ui->gesture, &g);
	if (ui->home.active && (!have || (int32_t)(ui->now + UI_FRAME_MS - g) < 0)) {
		g = ui->now + UI_FRAME_MS;
		have = true;
	}
	if (ui->computer_pending && (!have || (int32_t)(ui->computer_due - g) < 0)) {
		g = ui->computer_due;
		have = true;
	}
	if (have)
		*deadline_ms = g;
	return have;
}

void ui_tick(struct ui *ui, uint32_t now_ms)
{
	struct gesture ge;
	ui->now = now_ms;
	home_step(ui);
	if (gesture_tick(&ui->gesture, now_ms, &ge))
		on_gesture(ui, &ge);
	if (ui->computer_pending && (int32_t)(now_ms - ui->computer_due) >= 0)
		ui_computer_move(ui);
}

bool ui_wants_frame(const struct ui *ui)
{
	return ui->pending.count > 0;
}

void ui_render(struct ui *ui, struct canvas *c, struct damage *damage)
{
	for (int i = 0; i < ui->pending.count; i++)
		ui_paint(ui, c, &ui->pending.rects[i]);
	if (damage)
		damage_add_list(damage, &ui->pending);
	damage_clear(&ui->pending);
	ui->frames++;
}

void ui_render_full(struct ui *ui, struct canvas *c)
{
	ui_paint(ui, c, NULL);
}

const char *ui_player_name(const struct ui *ui, int player)
{
	return player >= 0 && player < WORDS_MAX_PLAYERS ? ui->names[player] : "?";
}
