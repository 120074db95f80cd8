/* Touches at the Words table: each gesture goes to what it lands on - the
 * dialog or the picker while they are open, the standings and the score
 * sheet over the board, a button (a dimmed one says why), a rack tile (to
 * drag, or to choose and then tap a square), a tile placed this turn, an
 * empty square. */
#include <string.h>

#include "ui/words/words_table_int.h"

void words_table_press(struct words_table *table, enum words_table_button b)
{
	if (!words_table_button_enabled(table, b))
		return;
	switch (b) {
	case WORDS_TABLE_BUTTON_SUBMIT:
		if (words_table_end_open(table))
			words_table_let_stand(table);
		else if (words_is_over(&table->game))
			words_table_show_standings(table, true);
		else if (table->exchanging)
			words_table_exchange(table);	/* the tiles chosen go */
		else
			words_table_submit(table);
		break;
	case WORDS_TABLE_BUTTON_RECALL:
		if (table->game.stage.count)
			words_table_recall(table);
		else
			words_table_shuffle(table);
		break;
	case WORDS_TABLE_BUTTON_MENU:
		words_table_menu(table);
		break;
	case WORDS_TABLE_BUTTON_EXCHANGE:
		if (table->exchanging)
			words_table_exchange_cancel(table);
		else
			words_table_exchange_start(table);
		break;
	case WORDS_TABLE_BUTTON_CHALLENGE:
		words_table_challenge(table);
		break;
	case WORDS_TABLE_BUTTON_HINT:
		words_table_hint(table);
		break;
	case WORDS_TABLE_BUTTON_TAKE_BACK:
		if (words_table_has_remote(table))
			table->wants_chat = true;	/* the shell opens the chat's keyboard */
		else
			words_table_take_back(table);
		break;
	default:
		break;
	}
	words_table_mark_panel(table);	/* labels and what is allowed follow the state */
}

/* The button shown under (x, y), allowed or not; or none. */
static enum words_table_button button_under(const struct words_table *table, int x, int y)
{
	for (int b = 0; b < WORDS_TABLE_BUTTON_COUNT; b++)
		if (rect_contains(table->layout.buttons[b], x, y) &&
		    words_table_button_shown(table, (enum words_table_button)b))
			return (enum words_table_button)b;
	return WORDS_TABLE_BUTTON_NONE;
}

static void set_pressed(struct words_table *table, enum words_table_button b)
{
	table->pressed = (enum words_table_button)button_press(table->pressed, b, table->layout.buttons,
								&table->pending);
}

/* The rack tiles in sight are the player's to move: they may be lifted
 * (not once the game is over, or stopped by the other table). */
static bool own_rack(const struct words_table *table)
{
	return words_table_rack_owner(table) == table->game.pos.current && !words_is_over(&table->game) &&
	       !table->ended[0];
}

/* A finger down: what it may lift (a rack tile, a tile placed this turn)
 * and the button it may press. */
static void on_press(struct words_table *table, int x, int y)
{
	const struct words_game *g = &table->game;
	const char *rack = g->pos.rack[g->pos.current];
	int slot = words_table_slot_at(&table->layout, x, y);
	int sq = words_table_square_at(&table->layout, x, y);
	bool liftable = slot >= 0 && slot < (int)strlen(rack) && !words_stage_slot_used(g, slot) && own_rack(table);
	table->press_slot = liftable ? slot : -1;
	table->press_square = sq >= 0 && words_stage_tile_at(g, sq) && own_rack(table) ? sq : -1;
	/* The cover, as a dialog, takes no touch in its first moments: the
	 * second tap of a double tap on Submit would show the next rack. */
	table->press_uncovers = table->handover && (uint32_t)(table->now - table->handover_at) >= DIALOG_GUARD_MS;
	enum words_table_button b = button_under(table, x, y);
	/* Menu shows nothing: it leaves, in the guard too. */
	bool guarded = table->handover && !table->press_uncovers && b != WORDS_TABLE_BUTTON_MENU;
	set_pressed(table, b != WORDS_TABLE_BUTTON_NONE && words_table_button_enabled(table, b) && !guarded
				   ? b
				   : WORDS_TABLE_BUTTON_NONE);
	table->sheet.drag_y = y;
}

/* No dragging behind the hand-over screen, the picker or the panels over
 * the board, while choosing tiles to exchange (but the rack's), in the
 * computer's turn, after the end; a drag on the score sheet scrolls it. */
static void on_drag_start(struct words_table *table, const struct gesture *ge)
{
	int x = ge->x, y = ge->y;
	set_pressed(table, WORDS_TABLE_BUTTON_NONE);
	if (words_table_sheet_scrolls(table, ge->start_x, ge->start_y)) {	/* where the finger went down */
		table->sheet.dragging = true;
		return;
	}
	if (table->handover || (table->exchanging && table->press_slot < 0) || table->picking || table->standings ||
	    table->sheet.open || !own_rack(table))
		return;
	words_table_hint_clear(table);	/* the player makes their own move */
	words_table_select(table, -1);
	words_table_drag_begin(table, x, y);
}

/* A tap on the board or the rack, no button: choose a rack tile, place
 * the chosen one on an empty square, or send a placed tile home. */
static void tap_tiles(struct words_table *table, int x, int y)
{
	const struct words_table_layout *l = &table->layout;
	int sq = words_table_square_at(l, x, y);
	if (table->exchanging && table->press_slot >= 0) {
		words_table_exchange_toggle(table, table->press_slot);
	} else if (table->press_slot >= 0) {
		words_table_select(table, table->selected == table->press_slot ? -1 : table->press_slot);
		words_table_live_status(table);
	} else if (table->press_square >= 0) {
		/* A tap on a tile placed this turn sends it home. */
		words_table_mark(table, words_table_square_rect(l, table->press_square));
		words_table_mark(table, l->rack);
		words_stage_recall(&table->game, table->press_square);
		words_table_live_status(table);
	} else if (sq >= 0 && table->selected >= 0 && own_rack(table)) {
		int slot = table->selected;
		words_table_select(table, -1);
		words_table_place(table, slot, sq);
	}
}

static void on_tap(struct words_table *table, int x, int y)
{
	enum words_table_button b = table->pressed;
	set_pressed(table, WORDS_TABLE_BUTTON_NONE);
	if (table->picking) {
		words_table_picker_choose(table, (char)words_table_picker_letter_at(&table->layout, x, y));
	} else if (table->standings && (rect_contains(table->layout.board, x, y) ||
					rect_contains(words_table_standings_rect(&table->layout), x, y))) {
		if (words_table_standings_tap(table, x, y))
			words_table_new_game(table);
	} else if (table->sheet.open) {
		words_table_sheet_open(table, false);	/* a tap anywhere closes it ... */
		if (b != WORDS_TABLE_BUTTON_NONE)
			words_table_press(table, b);	/* ... and a button looking live does its work */
	} else if (b != WORDS_TABLE_BUTTON_NONE) {
		words_table_press(table, b);	/* at the hand-over only Menu: the rack stays covered */
	} else if (table->handover && !table->press_uncovers) {
		/* Down before the cover or in its guard: nothing. */
	} else if (button_under(table, x, y) != WORDS_TABLE_BUTTON_NONE) {
		char buf[STATUS_LINE_LEN];	/* a dimmed button says why */
		enum words_table_button d = button_under(table, x, y);
		if (table->handover)
			words_table_cover_why(table);
		else if (d == WORDS_TABLE_BUTTON_SUBMIT && table->game.stage.count && !table->exchanging)
			words_table_submit(table);	/* the tiles make no play: in red, the rules' reason */
		else
			words_table_set_status(table, STATUS_LINE_INFO, words_table_button_why(table, d, buf, sizeof buf));
	} else if (table->handover) {
		words_table_handover_done(table);	/* a tap anywhere else shows the rack */
	} else if (!words_table_sheet_tap(table, x, y)) {
		tap_tiles(table, x, y);
	}
}

/* Held still: a blank placed this turn asks for its letter again; three
 * or four alike on the rack go back to the bag (house rule); on a board
 * without its coordinates drawn (the 3.5" panel), a square says its name.
 * The finger then lifts or drags, which the open picker ignores. */
static void on_long_press(struct words_table *table, int x, int y)
{
	const struct words_game *g = &table->game;
	char t = table->press_square >= 0 ? words_stage_tile_at(g, table->press_square) : 0;
	int sq = words_table_square_at(&table->layout, x, y);
	if (table->picking || table->handover || table->standings || table->sheet.open)
		return;
	if (t >= 'a' && t <= 'z')
		words_table_picker_open(table, table->press_square, false);
	else if (table->press_slot >= 0 && g->options.kind_redraw && own_rack(table))
		words_table_kind_redraw(table, table->press_slot);
	else if (sq >= 0 && !words_table_coordinates_shown(table))
		words_table_name_square(table, sq);
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

/* A drag under way: the tile follows, or the sheet scrolls. */
static void on_drag(struct words_table *table, const struct gesture *ge)
{
	bool end = ge->type == GESTURE_DRAG_END || ge->type == GESTURE_CANCEL;
	if (table->sheet.dragging) {
		words_table_sheet_scroll(table, ge->y);
		table->sheet.dragging = !end;
	} else if (table->drag.from != WORDS_TABLE_DRAG_NONE) {
		if (ge->type == GESTURE_DRAG_MOVE)
			words_table_drag_to(table, ge->x, ge->y);
		else if (end)
			words_table_drag_end(table, ge->x, ge->y, ge->type == GESTURE_CANCEL);
	}
}

void words_table_touch(struct words_table *table, const struct gesture *ge)
{
	if (table->dialog.open && table->drag.from == WORDS_TABLE_DRAG_NONE) {
		on_dialog_gesture(table, ge);
		return;
	}
	switch (ge->type) {
	case GESTURE_PRESS:
		on_press(table, ge->x, ge->y);
		break;
	case GESTURE_DRAG_START:
		on_drag_start(table, ge);
		break;
	case GESTURE_DRAG_MOVE:
	case GESTURE_DRAG_END:
		on_drag(table, ge);
		break;
	case GESTURE_TAP:
		on_tap(table, ge->x, ge->y);
		break;
	case GESTURE_CANCEL:
		on_drag(table, ge);
		set_pressed(table, WORDS_TABLE_BUTTON_NONE);
		break;
	case GESTURE_LONG_PRESS:
		on_long_press(table, ge->x, ge->y);
		break;
	case GESTURE_RELEASE:
		set_pressed(table, WORDS_TABLE_BUTTON_NONE);
		break;
	}
	if (ge->type == GESTURE_TAP || ge->type == GESTURE_DRAG_END || ge->type == GESTURE_CANCEL ||
	    ge->type == GESTURE_RELEASE) {
		table->press_slot = table->press_square = -1;
		table->press_uncovers = false;
	}
}
