/* The Words table's behaviour: gestures become staging actions on the rules
 * core, and every change marks the screen rectangles it touches. */
#include <stdio.h>
#include <string.h>

#include "ui/words/words_table_int.h"

/* The table thinks for its computer seats itself (no hook): its player's
 * memory follows the images. */
static bool own_player(const struct words_table_options *opt)
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

static size_t images_size(const struct words_table_options *opt)
{
	struct words_table_layout l;
	words_table_layout_compute(&l, opt->width, opt->height, opt->scale, opt->players);
	return (words_table_prerender_size(&l) + 15) & ~(size_t)15;
}

size_t words_table_memory_size(const struct words_table_options *opt)
{
	return images_size(opt) + (own_player(opt) ? words_player_memory_size() : 0);
}

void words_table_mark(struct words_table *table, struct rect r)
{
	damage_add(&table->pending, r);
}

static void mark(struct words_table *table, struct rect r)
{
	words_table_mark(table, r);
}

void words_table_invalidate(struct words_table *table)
{
	damage_add_all(&table->pending);
}

void words_table_set_status(struct words_table *table, enum words_table_status_kind kind, const char *text)
{
	if (table->status_kind == kind && !strcmp(table->status, text))
		return;
	snprintf(table->status, sizeof table->status, "%s", text);
	table->status_kind = kind;
	mark(table, table->layout.status);
}

void words_table_words_text(const struct words_result *r, char *buf, size_t size)
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

const char *words_table_result_reason(const struct words_result *r)
{
	return r->message[0] ? r->message : words_status_message(r->status);
}

/* The status line while tiles are staged: what the play would score, or a
 * hint.  Refusals are grey here; only Submit shows them as errors. */
void words_table_live_status(struct words_table *table)
{
	char buf[2 * WORDS_TABLE_STATUS_LEN];
	const struct words_game *g = &table->game;
	words_table_mark(table, table->layout.buttons[WORDS_TABLE_BUTTON_RECALL]);	/* Recall or Shuffle */
	if (words_is_over(g)) {
		words_table_end_status(table);
		return;
	}
	if (table->handover) {
		snprintf(buf, sizeof buf, "Pass the screen to %s", words_table_player_name(table, g->pos.current));
		words_table_set_status(table, WORDS_TABLE_STATUS_INFO, buf);
		return;
	}
	if (g->stage.count == 0) {
		/* The info line names who plays; here the turn before it, so
		 * the move stays readable after the hand-over. */
		if (!words_table_last_turn_text(table, buf, sizeof buf))
			snprintf(buf, sizeof buf, "%s: drag tiles onto the board", words_table_player_name(table, g->pos.current));
		words_table_set_status(table, WORDS_TABLE_STATUS_INFO, buf);
		return;
	}
	struct words_result r;
	if (words_stage_evaluate(g, &r) == WORDS_OK)
		snprintf(buf, sizeof buf, "%s for %d - tap Submit", r.words[0].letters, r.score);
	else
		snprintf(buf, sizeof buf, "%s", words_table_result_reason(&r));
	words_table_set_status(table, WORDS_TABLE_STATUS_INFO, buf);
}

static void layout_fonts(const struct words_table_layout *l, struct words_table_fonts *f)
{
	f->label = font_pick(l->sq * 36 / 100);
	f->name = font_pick(l->players[0].h * 26 / 100);
	f->score = font_pick(l->players[0].h * 45 / 100);
	f->text = font_pick(l->info.h * 68 / 100);
	f->button = font_pick(l->buttons[0].h * 40 / 100);
}

int words_table_start_game(struct words_table *table, uint64_t seed)
{
	/* Without a dictionary every word stands whatever the mode (the
	 * core's lexicon accepts all). */
	struct words_lexicon lex = { NULL, NULL };
	if (table->opt.lexicon)
		lex = *table->opt.lexicon;
	if (words_init(&table->game, table->opt.players, seed, &table->opt.rules, lex) != WORDS_OK)
		return -1;
	table->armed = WORDS_TABLE_BUTTON_NONE;
	table->exchanging = false;
	table->exchange_chosen = 0;
	table->handover = false;
	table->wants_menu = false;
	table->computer_pending = table->computer_waiting = false;
	table->home.active = false;
	return 0;
}

int words_table_init(struct words_table *table, const struct words_table_options *opt, void *mem, size_t size)
{
	memset(table, 0, sizeof *table);
	table->opt = *opt;
	table->theme = theme_or_classic(opt->theme);
	if (table->opt.scale <= 0.0f)
		table->opt.scale = 1.0f;
	if (table->opt.players <= 0)
		table->opt.players = 2;
	if (opt->width < 240 || opt->height < 240 || table->opt.players < WORDS_MIN_PLAYERS ||
	    table->opt.players > WORDS_MAX_PLAYERS)
		return -1;
	words_table_layout_compute(&table->layout, opt->width, opt->height, table->opt.scale, table->opt.players);
	if (!mem || size < words_table_memory_size(opt) || ((uintptr_t)mem & 3))
		return -1;
	if (own_player(opt)) {
		if ((uintptr_t)mem & 15)
			return -1;
		table->player = words_player_init((char *)mem + images_size(opt), words_player_memory_size(), opt->dict);
		if (!table->player)
			return -1;
	}

	if (words_table_start_game(table, opt->seed))
		return -1;

	struct gesture_config gc = gesture_config_default(table->opt.scale);
	/* A long press on a blank placed this turn reopens its picker; on
	 * three or four alike on the rack it returns them (house rule). */
	if (table->opt.drag_threshold > 0)
		gc.drag_threshold_px = gesture_threshold_scaled(table->opt.drag_threshold, table->opt.scale);
	gesture_init(&table->gesture, &gc);
	table->drag.from = WORDS_TABLE_DRAG_NONE;
	table->drag.target = -1;
	table->press_slot = table->press_square = -1;
	table->pressed = WORDS_TABLE_BUTTON_NONE;
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++) {
		if (opt->seats[i].name[0])
			snprintf(table->names[i], WORDS_TABLE_NAME_LEN, "%.*s", WORDS_TABLE_NAME_LEN - 1, opt->seats[i].name);
		else
			snprintf(table->names[i], WORDS_TABLE_NAME_LEN, "Player %d", i + 1);
	}
	layout_fonts(&table->layout, &table->fonts);
	words_table_prerender(table, mem);
	damage_init(&table->pending, opt->width, opt->height);
	words_table_invalidate(table);
	words_table_live_status(table);
	words_table_computer_schedule(table);	/* the computer may sit first */
	return 0;
}

static bool square_free(const struct words_table *table, int sq)
{
	if (sq < 0 || table->game.pos.board[sq])
		return false;
	if (table->drag.from == WORDS_TABLE_DRAG_BOARD && table->drag.square == sq)
		return true;
	return words_stage_tile_at(&table->game, sq) == 0;
}

static enum words_table_button button_at(const struct words_table *table, int x, int y)
{
	for (int i = 0; i < WORDS_TABLE_BUTTON_COUNT; i++)
		if (rect_contains(table->layout.buttons[i], x, y) && words_table_button_enabled(table, (enum words_table_button)i))
			return (enum words_table_button)i;
	return WORDS_TABLE_BUTTON_NONE;
}

static void set_pressed(struct words_table *table, enum words_table_button b)
{
	if (table->pressed == b)
		return;
	if (table->pressed != WORDS_TABLE_BUTTON_NONE)
		mark(table, table->layout.buttons[table->pressed]);
	if (b != WORDS_TABLE_BUTTON_NONE)
		mark(table, table->layout.buttons[b]);
	table->pressed = b;
}

static void set_target(struct words_table *table, int sq)
{
	if (table->drag.target == sq)
		return;
	/* The target frame reaches one pixel over the grid line. */
	if (table->drag.target >= 0)
		mark(table, rect_inset(words_table_square_rect(&table->layout, table->drag.target), 1));
	if (sq >= 0)
		mark(table, rect_inset(words_table_square_rect(&table->layout, sq), 1));
	table->drag.target = sq;
}

/* What a dragged tile drawn at tile covers, its shadow included. */
static struct rect drag_area(const struct words_table *table, struct rect tile)
{
	if (rect_is_empty(tile))
		return tile;
	return rect_union(tile, words_table_shadow_rect(&table->layout, tile));
}

static void drag_to(struct words_table *table, int x, int y)
{
	struct rect now = words_table_drag_rect(&table->layout, x, y);
	mark(table, drag_area(table, table->drag.drawn));
	mark(table, drag_area(table, now));
	table->drag.drawn = now;
	table->drag.x = x;
	table->drag.y = y;
	int sq = words_table_square_at(&table->layout, x, y);
	set_target(table, square_free(table, sq) ? sq : -1);
}

static void drag_begin(struct words_table *table, int x, int y)
{
	const struct words_game *g = &table->game;
	if (table->home.active) {
		/* A new drag lands the sliding tile at once. */
		table->home.active = false;
		mark(table, drag_area(table, table->home.drawn));
		mark(table, words_table_slot_rect(&table->layout, table->home.slot));
	}
	const char *rack = g->pos.rack[g->pos.current];
	if (table->press_slot >= 0) {
		table->drag.from = WORDS_TABLE_DRAG_RACK;
		table->drag.slot = table->press_slot;
		table->drag.square = -1;
		mark(table, words_table_slot_rect(&table->layout, table->press_slot));
	} else if (table->press_square >= 0) {
		int n = g->stage.count;
		table->drag.from = WORDS_TABLE_DRAG_BOARD;
		table->drag.square = table->press_square;
		table->drag.slot = -1;
		for (int i = 0; i < n; i++)
			if (g->stage.tiles[i].square == table->press_square)
				table->drag.slot = g->stage.tiles[i].slot;
		mark(table, words_table_square_rect(&table->layout, table->press_square));
	} else {
		return;
	}
	table->drag.tile = rack[table->drag.slot];
	table->drag.target = -1;
	table->drag.drawn = rect_make(0, 0, 0, 0);
	drag_to(table, x, y);
}

/* Where the sliding tile is at `now`: straight from its drop point to
 * the slot, slowing at the end. */
static struct rect home_rect(const struct words_table *table, uint32_t now)
{
	struct rect to = words_table_slot_rect(&table->layout, table->home.slot), from = table->home.from;
	uint32_t t = now - table->home.start;
	if (t >= WORDS_TABLE_HOME_MS)
		return to;
	int k = (int)(t * 1000 / WORDS_TABLE_HOME_MS);
	k = 1000 - (1000 - k) * (1000 - k) / 1000;	/* ease out */
	return rect_make(from.x + (to.x - from.x) * k / 1000, from.y + (to.y - from.y) * k / 1000, to.w, to.h);
}

/* Moves the sliding tile on (or lands it); its old and new places repaint. */
static void home_step(struct words_table *table)
{
	if (!table->home.active)
		return;
	struct rect now = home_rect(table, table->now);
	mark(table, drag_area(table, table->home.drawn));
	mark(table, drag_area(table, now));
	table->home.drawn = now;
	if ((uint32_t)(table->now - table->home.start) >= WORDS_TABLE_HOME_MS) {
		table->home.active = false;
		mark(table, words_table_slot_rect(&table->layout, table->home.slot));
	}
}

static void home_start(struct words_table *table, char tile, int slot, struct rect from)
{
	if (rect_is_empty(from) || slot < 0)
		return;
	table->home.active = true;
	table->home.tile = tile;
	table->home.slot = slot;
	table->home.from = from;
	table->home.drawn = from;
	table->home.start = table->now;
	mark(table, drag_area(table, from));
}

/* Ends a drag: the tile lands where it was dropped, or goes home. */
static void drag_end(struct words_table *table, int x, int y, bool cancelled)
{
	struct words_game *g = &table->game;
	struct words_table_drag d = table->drag;
	int sq = cancelled ? -1 : words_table_square_at(&table->layout, x, y);
	int slot = cancelled ? -1 : words_table_slot_at(&table->layout, x, y);
	set_target(table, -1);
	mark(table, drag_area(table, d.drawn));
	table->drag.from = WORDS_TABLE_DRAG_NONE;
	table->drag.drawn = rect_make(0, 0, 0, 0);

	if (d.from == WORDS_TABLE_DRAG_RACK && table->exchanging) {
		/* Choosing tiles to exchange: dropped on the bag (the status box)
		 * the tile is chosen; anywhere else it slides home. */
		mark(table, words_table_slot_rect(&table->layout, d.slot));
		if (!cancelled && rect_contains(table->layout.status, x, y)) {
			table->exchange_chosen |= (uint8_t)(1u << d.slot);
			mark(table, table->layout.buttons[WORDS_TABLE_BUTTON_EXCHANGE]);
		} else {
			home_start(table, d.tile, d.slot, d.drawn);
		}
		return;
	}
	if (d.from == WORDS_TABLE_DRAG_RACK) {
		mark(table, words_table_slot_rect(&table->layout, d.slot));
		if (sq >= 0 && g->pos.board[sq] >= 'a' && g->pos.board[sq] <= 'z' && g->options.blank_interchange &&
		    d.tile == g->pos.board[sq] - 'a' + 'A') {
			/* Blank swap: the real tile onto the blank standing for it. */
			words_table_swap_blank(table, sq);
			return;
		}
		if (!square_free(table, sq) && (slot < 0 || slot == d.slot) && !cancelled) {
			/* Nowhere to land: it slides home. */
			home_start(table, d.tile, d.slot, d.drawn);
		} else if (square_free(table, sq)) {
			words_stage_place(g, d.slot, sq, d.tile == '?' ? WORDS_TABLE_BLANK_DEFAULT : 0);
			mark(table, words_table_square_rect(&table->layout, sq));
			if (d.tile == '?') {
				words_table_picker_open(table, sq);
				return;
			}
		} else if (slot >= 0 && slot != d.slot &&
			   words_rack_swap(g, d.slot, slot) == WORDS_OK) {
			mark(table, words_table_slot_rect(&table->layout, slot));
		}
	} else if (d.from == WORDS_TABLE_DRAG_BOARD) {
		mark(table, words_table_square_rect(&table->layout, d.square));
		if (sq >= 0 && sq != d.square && square_free(table, sq)) {
			words_stage_move(g, d.square, sq);
			mark(table, words_table_square_rect(&table->layout, sq));
		} else if (sq < 0) {
			/* Off the board: back to the rack.  A near miss onto a
			 * taken square leaves it where it was. */
			words_stage_recall(g, d.square);
			mark(table, table->layout.rack);
			home_start(table, d.tile, d.slot, d.drawn);
		}
	}
	words_table_live_status(table);
}

static void on_gesture(struct words_table *table, const struct gesture *ge)
{
	const struct words_game *g = &table->game;
	const struct words_table_layout *l = &table->layout;
	switch (ge->type) {
	case GESTURE_PRESS: {
		const char *rack = g->pos.rack[g->pos.current];
		int slot = words_table_slot_at(l, ge->x, ge->y);
		int sq = words_table_square_at(l, ge->x, ge->y);
		table->press_slot = slot >= 0 && slot < (int)strlen(rack) && !words_stage_slot_used(g, slot)
				 ? slot : -1;
		table->press_square = sq >= 0 && words_stage_tile_at(g, sq) ? sq : -1;
		set_pressed(table, button_at(table, ge->x, ge->y));
		break;
	}
	case GESTURE_DRAG_START:
		set_pressed(table, WORDS_TABLE_BUTTON_NONE);
		/* No dragging behind the hand-over screen, while choosing tiles
		 * to exchange, or after the end. */
		if (!words_is_over(g) && !table->handover && (!table->exchanging || table->press_slot >= 0) &&
		    !table->picking && !words_table_is_computer(table, g->pos.current)) {
			words_table_disarm(table);
			words_table_hint_clear(table);	/* the player makes their own move */
			drag_begin(table, ge->x, ge->y);
		}
		break;
	case GESTURE_DRAG_MOVE:
		if (table->drag.from != WORDS_TABLE_DRAG_NONE)
			drag_to(table, ge->x, ge->y);
		break;
	case GESTURE_DRAG_END:
		if (table->drag.from != WORDS_TABLE_DRAG_NONE)
			drag_end(table, ge->x, ge->y, false);
		break;
	case GESTURE_TAP: {
		enum words_table_button b = table->pressed;
		set_pressed(table, WORDS_TABLE_BUTTON_NONE);
		if (table->picking) {
			words_table_picker_choose(table, (char)words_table_picker_letter_at(l, ge->x, ge->y));
		} else if (table->handover) {
			words_table_handover_done(table);	/* a tap anywhere shows the rack */
		} else if (b != WORDS_TABLE_BUTTON_NONE) {
			words_table_press(table, b);
		} else if (table->exchanging && table->press_slot >= 0) {
			words_table_exchange_toggle(table, table->press_slot);
		} else if (table->press_square >= 0) {
			/* A tap on a tile placed this turn sends it home. */
			mark(table, words_table_square_rect(l, table->press_square));
			mark(table, l->rack);
			words_stage_recall(&table->game, table->press_square);
			words_table_live_status(table);
		}
		break;
	}
	case GESTURE_CANCEL:
		if (table->drag.from != WORDS_TABLE_DRAG_NONE)
			drag_end(table, ge->x, ge->y, true);
		set_pressed(table, WORDS_TABLE_BUTTON_NONE);
		break;
	case GESTURE_LONG_PRESS: {
		char t = table->press_square >= 0 ? words_stage_tile_at(g, table->press_square) : 0;
		/* The finger then lifts (a release) or drags, which the open
		 * picker ignores. */
		if (t >= 'a' && t <= 'z' && !table->picking)
			words_table_picker_open(table, table->press_square);
		else if (table->press_slot >= 0 && g->options.kind_redraw && !table->handover && !table->picking &&
			 !words_table_is_computer(table, g->pos.current))
			words_table_kind_redraw(table, table->press_slot);
		break;
	}
	case GESTURE_RELEASE:
		set_pressed(table, WORDS_TABLE_BUTTON_NONE);
		break;
	}
	if (ge->type == GESTURE_TAP || ge->type == GESTURE_DRAG_END || ge->type == GESTURE_CANCEL ||
	    ge->type == GESTURE_RELEASE)
		table->press_slot = table->press_square = -1;
}

void words_table_handle_event(struct words_table *table, const struct pointer_event *ev)
{
	table->now = ev->time_ms;
	home_step(table);	/* the clock moved: the sliding tile with it */
	struct gesture out[GESTURE_MAX_OUT];
	int n = gesture_feed(&table->gesture, ev, out);
	for (int i = 0; i < n; i++)
		on_gesture(table, &out[i]);
}

bool words_table_next_deadline(const struct words_table *table, uint32_t *deadline_ms)
{
	uint32_t g;
	bool have = gesture_next_deadline(&table->gesture, &g);
	if (table->home.active && (!have || (int32_t)(table->now + WORDS_TABLE_FRAME_MS - g) < 0)) {
		g = table->now + WORDS_TABLE_FRAME_MS;
		have = true;
	}
	if (table->computer_pending && (!have || (int32_t)(table->computer_due - g) < 0)) {
		g = table->computer_due;
		have = true;
	}
	if (have)
		*deadline_ms = g;
	return have;
}

void words_table_tick(struct words_table *table, uint32_t now_ms)
{
	struct gesture ge;
	table->now = now_ms;
	home_step(table);
	if (gesture_tick(&table->gesture, now_ms, &ge))
		on_gesture(table, &ge);
	if (table->computer_pending && (int32_t)(now_ms - table->computer_due) >= 0)
		words_table_computer_move(table);
}

bool words_table_wants_frame(const struct words_table *table)
{
	return table->pending.count > 0;
}

void words_table_render(struct words_table *table, struct canvas *c, struct damage *damage)
{
	for (int i = 0; i < table->pending.count; i++)
		words_table_paint(table, c, &table->pending.rects[i]);
	if (damage)
		damage_add_list(damage, &table->pending);
	damage_clear(&table->pending);
	table->frames++;
}

void words_table_render_full(struct words_table *table, struct canvas *c)
{
	words_table_paint(table, c, NULL);
}

const char *words_table_player_name(const struct words_table *table, int player)
{
	return player >= 0 && player < WORDS_MAX_PLAYERS ? table->names[player] : "?";
}
