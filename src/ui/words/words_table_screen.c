/* The Words table on top: its memory and start, gestures dispatched to the
 * drag and the turn's actions, buttons pressed, the clock, the frames. */
#include <stdio.h>
#include <string.h>

#include "ui/kit/screen.h"
#include "ui/words/words_table_int.h"

/* The table thinks for its computer seats itself (no link), or gives
 * hints: its player's memory follows the images. */
static bool own_player(const struct words_table_options *opt)
{
	if (!opt->dict)
		return false;
	if (opt->hints)
		return true;	/* the Hint button asks it */
	if (opt->computer_link.ask)
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

static void layout_fonts(const struct words_table_layout *l, struct words_table_fonts *f)
{
	f->label = font_pick(l->sq * 36 / 100);
	f->name = font_pick(l->players[0].h * 26 / 100);
	f->score = font_pick(l->players[0].h * 45 / 100);
	f->text = font_pick(l->info.h * 68 / 100);
	f->button = font_pick(l->buttons[0].h * 40 / 100);
}

/* The names as shown: the seat's, or "Player N". */
static void seat_names(struct words_table *table)
{
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++) {
		const char *name = table->opt.seats[i].name;
		if (name[0])
			snprintf(table->names[i], WORDS_TABLE_NAME_LEN, "%.*s", WORDS_TABLE_NAME_LEN - 1, name);
		else
			snprintf(table->names[i], WORDS_TABLE_NAME_LEN, "Player %d", i + 1);
	}
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
	computer_turn_init(&table->computer, opt->seed);
	if (words_table_start_game(table, opt->seed))
		return -1;

	/* A long press on a blank placed this turn reopens its picker; on
	 * three or four alike on the rack it returns them (house rule). */
	struct gesture_config gc = gesture_config_default(table->opt.scale);
	if (table->opt.drag_threshold > 0)
		gc.drag_threshold_px = gesture_threshold_scaled(table->opt.drag_threshold, table->opt.scale);
	gesture_init(&table->gesture, &gc);
	table->drag.from = WORDS_TABLE_DRAG_NONE;
	table->drag.target = -1;
	table->press_slot = table->press_square = -1;
	table->pressed = WORDS_TABLE_BUTTON_NONE;
	seat_names(table);
	layout_fonts(&table->layout, &table->fonts);
	words_table_prerender(table, mem);
	damage_init(&table->pending, opt->width, opt->height);
	words_table_invalidate(table);
	words_table_live_status(table);
	words_table_computer_schedule(table);	/* the computer may sit first */
	return 0;
}

void words_table_press(struct words_table *table, enum words_table_button b)
{
	if (!words_table_button_enabled(table, b))
		return;
	switch (b) {
	case WORDS_TABLE_BUTTON_SUBMIT:
		if (table->exchanging) {
			table->exchange_chosen = 0;
			words_table_exchange(table);	/* Cancel: stops choosing */
		} else {
			words_table_submit(table);
		}
		break;
	case WORDS_TABLE_BUTTON_RECALL:
		if (table->game.stage.count)
			words_table_recall(table);
		else
			words_table_shuffle(table);
		break;
	case WORDS_TABLE_BUTTON_MENU:
		table->wants_menu = true;	/* the shell keeps the game: nothing is lost */
		break;
	case WORDS_TABLE_BUTTON_EXCHANGE:
		words_table_exchange(table);
		break;
	case WORDS_TABLE_BUTTON_CHALLENGE:
		if (words_table_hint_button(table))
			words_table_hint(table);
		else
			words_table_challenge(table);
		break;
	case WORDS_TABLE_BUTTON_TAKE_BACK:
		words_table_take_back(table);
		break;
	default:
		break;
	}
	words_table_mark(table, table->layout.buttons[WORDS_TABLE_BUTTON_RECALL]);	/* Recall/Shuffle label */
	words_table_mark(table, table->layout.buttons[WORDS_TABLE_BUTTON_SUBMIT]);
}

void words_table_menu(struct words_table *table)
{
	words_table_press(table, WORDS_TABLE_BUTTON_MENU);
}

/* The button under (x, y) that the state allows, or none. */
static enum words_table_button enabled_button_at(const struct words_table *table, int x, int y)
{
	int b = button_at(table->layout.buttons, WORDS_TABLE_BUTTON_COUNT, x, y);
	return b >= 0 && words_table_button_enabled(table, (enum words_table_button)b) ? (enum words_table_button)b
										       : WORDS_TABLE_BUTTON_NONE;
}

static void set_pressed(struct words_table *table, enum words_table_button b)
{
	table->pressed = (enum words_table_button)button_press(table->pressed, b, table->layout.buttons,
								&table->pending);
}

/* A finger down: what it may lift (a rack tile, a tile placed this turn)
 * and the button it may press. */
static void on_press(struct words_table *table, int x, int y)
{
	const struct words_game *g = &table->game;
	const char *rack = g->pos.rack[g->pos.current];
	int slot = words_table_slot_at(&table->layout, x, y);
	int sq = words_table_square_at(&table->layout, x, y);
	table->press_slot = slot >= 0 && slot < (int)strlen(rack) && !words_stage_slot_used(g, slot) ? slot : -1;
	table->press_square = sq >= 0 && words_stage_tile_at(g, sq) ? sq : -1;
	set_pressed(table, enabled_button_at(table, x, y));
}

/* No dragging behind the hand-over screen or the picker, while choosing
 * tiles to exchange (but the rack's), in the computer's turn, after the end. */
static void on_drag_start(struct words_table *table, int x, int y)
{
	const struct words_game *g = &table->game;
	set_pressed(table, WORDS_TABLE_BUTTON_NONE);
	if (words_is_over(g) || table->handover || (table->exchanging && table->press_slot < 0) || table->picking ||
	    words_table_is_computer(table, g->pos.current))
		return;
	words_table_hint_clear(table);	/* the player makes their own move */
	words_table_drag_begin(table, x, y);
}

static void on_tap(struct words_table *table, int x, int y)
{
	const struct words_table_layout *l = &table->layout;
	enum words_table_button b = table->pressed;
	set_pressed(table, WORDS_TABLE_BUTTON_NONE);
	if (table->picking) {
		words_table_picker_choose(table, (char)words_table_picker_letter_at(l, x, y));
	} else if (table->handover) {
		words_table_handover_done(table);	/* a tap anywhere shows the rack */
	} else if (b != WORDS_TABLE_BUTTON_NONE) {
		words_table_press(table, b);
	} else if (table->exchanging && table->press_slot >= 0) {
		words_table_exchange_toggle(table, table->press_slot);
	} else if (table->press_square >= 0) {
		/* A tap on a tile placed this turn sends it home. */
		words_table_mark(table, words_table_square_rect(l, table->press_square));
		words_table_mark(table, l->rack);
		words_stage_recall(&table->game, table->press_square);
		words_table_live_status(table);
	}
}

/* Held still: a blank placed this turn asks for its letter again; three
 * or four alike on the rack go back to the bag (house rule).  The finger
 * then lifts or drags, which the open picker ignores. */
static void on_long_press(struct words_table *table)
{
	const struct words_game *g = &table->game;
	char t = table->press_square >= 0 ? words_stage_tile_at(g, table->press_square) : 0;
	if (t >= 'a' && t <= 'z' && !table->picking)
		words_table_picker_open(table, table->press_square);
	else if (table->press_slot >= 0 && g->options.kind_redraw && !table->handover && !table->picking &&
		 !words_table_is_computer(table, g->pos.current))
		words_table_kind_redraw(table, table->press_slot);
}

/* While the dialog asks, its buttons take every touch. */
static void on_dialog_gesture(struct words_table *table, const struct gesture *ge)
{
	switch (ge->type) {
	case GESTURE_PRESS:
		dialog_press(&table->dialog, ge->x, ge->y, ge->time_ms, &table->pending);
		break;
	case GESTURE_TAP:
		words_table_answer(table, dialog_tap(&table->dialog, ge->x, ge->y, &table->pending));
		break;
	default:
		dialog_release(&table->dialog, &table->pending);
		break;
	}
}

static void on_gesture(struct words_table *table, const struct gesture *ge)
{
	if (table->dialog.open && table->drag.from == WORDS_TABLE_DRAG_NONE) {
		on_dialog_gesture(table, ge);
		return;
	}
	bool dragging = table->drag.from != WORDS_TABLE_DRAG_NONE;
	switch (ge->type) {
	case GESTURE_PRESS:
		on_press(table, ge->x, ge->y);
		break;
	case GESTURE_DRAG_START:
		on_drag_start(table, ge->x, ge->y);
		break;
	case GESTURE_DRAG_MOVE:
		if (dragging)
			words_table_drag_to(table, ge->x, ge->y);
		break;
	case GESTURE_DRAG_END:
		if (dragging)
			words_table_drag_end(table, ge->x, ge->y, false);
		break;
	case GESTURE_TAP:
		on_tap(table, ge->x, ge->y);
		break;
	case GESTURE_CANCEL:
		if (dragging)
			words_table_drag_end(table, ge->x, ge->y, true);
		set_pressed(table, WORDS_TABLE_BUTTON_NONE);
		break;
	case GESTURE_LONG_PRESS:
		on_long_press(table);
		break;
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
	words_table_home_step(table);	/* the clock moved: the sliding tile with it */
	struct gesture out[GESTURE_MAX_OUT];
	int n = gesture_feed(&table->gesture, ev, out);
	for (int i = 0; i < n; i++)
		on_gesture(table, &out[i]);
}

bool words_table_next_deadline(const struct words_table *table, uint32_t *deadline_ms)
{
	uint32_t at = 0;
	bool have = gesture_next_deadline(&table->gesture, &at);
	have = screen_earliest(have, &at, table->home.active, table->now + WORDS_TABLE_FRAME_MS);
	have = screen_earliest(have, &at, table->computer.due, table->computer.at);
	if (have)
		*deadline_ms = at;
	return have;
}

void words_table_tick(struct words_table *table, uint32_t now_ms)
{
	struct gesture ge;
	table->now = now_ms;
	words_table_home_step(table);
	if (gesture_tick(&table->gesture, now_ms, &ge))
		on_gesture(table, &ge);
	if (computer_turn_is_due(&table->computer, now_ms))
		words_table_computer_move(table);
}

bool words_table_wants_frame(const struct words_table *table)
{
	return table->pending.count > 0;
}

static void paint(void *table, struct canvas *c, const struct rect *clip)
{
	words_table_paint(table, c, clip);
}

void words_table_render(struct words_table *table, struct canvas *c, struct damage *damage)
{
	screen_render_pending(&table->pending, paint, table, c, damage);
	table->frames++;
}

void words_table_render_full(struct words_table *table, struct canvas *c)
{
	words_table_paint(table, c, NULL);
}
