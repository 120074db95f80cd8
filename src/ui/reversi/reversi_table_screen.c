/* The Reversi table on top: its memory and start, taps dispatched to moves
 * and buttons, the clock (the computer's pause, the discs turning over),
 * the frames. */
#include <stdio.h>
#include <string.h>

#include "ui/kit/button.h"
#include "ui/kit/screen.h"
#include "ui/kit/text.h"
#include "ui/reversi/reversi_table_int.h"

size_t reversi_table_memory_size(const struct reversi_table_options *opt)
{
	(void)opt;	/* the Hint button searches here whoever plays */
	return REVERSI_TABLE_TT_BYTES;
}

static void layout_fonts(const struct reversi_table_layout *l, struct reversi_table_fonts *f)
{
	const struct font *floor = text_floor(l->width, l->height);
	f->name = text_at_least(font_pick(l->players[0].h * 28 / 100), floor);
	f->count = text_at_least(font_pick(l->players[0].h * 50 / 100), floor);
	f->text = text_at_least(font_pick(l->info.h * 68 / 100), floor);
	f->button = text_at_least(font_pick(l->buttons[0].h * 38 / 100), floor);
	f->label = floor;
}

int reversi_table_init(struct reversi_table *table, const struct reversi_table_options *opt, void *mem,
		       size_t size)
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
	if (!mem || size < need || ((uintptr_t)mem & 7) || rvai_init(&table->ai, mem, need, opt->seed))
		return -1;
	table->ai_ready = true;
	computer_turn_init(&table->computer, opt->seed);
	reversi_table_layout_compute(&table->layout, opt->width, opt->height, table->opt.scale);
	layout_fonts(&table->layout, &table->fonts);
	struct gesture_config gc = gesture_config_default(table->opt.scale);
	gc.long_press_ms = 0;	/* nothing uses a long press */
	gesture_init(&table->gesture, &gc);
	table->pressed = REVERSI_TABLE_BUTTON_NONE;
	table->shown_last = -1;
	table->hint = -1;
	table->next_computer = opt->computer;
	table->next_person_white = opt->person_white;
	damage_init(&table->pending, opt->width, opt->height);
	reversi_game_start(&table->game);
	reversi_table_sync(table);
	reversi_table_game_status(table);
	reversi_table_invalidate(table);
	reversi_table_schedule_computer(table);	/* the computer may play black */
	return 0;
}

static void set_pressed(struct reversi_table *table, enum reversi_table_button b)
{
	table->pressed = (enum reversi_table_button)button_press(table->pressed, b, table->layout.buttons,
								  &table->pending);
}

/* A tap: a button, or a square for the person to move. */
static void on_tap(struct reversi_table *table, int x, int y)
{
	enum reversi_table_button b = table->pressed;
	set_pressed(table, REVERSI_TABLE_BUTTON_NONE);
	if (b != REVERSI_TABLE_BUTTON_NONE) {
		reversi_table_press(table, b);
		return;
	}
	int dimmed = button_at(table->layout.buttons, REVERSI_TABLE_BUTTON_COUNT, x, y);
	if (dimmed >= 0) {
		/* A dimmed button says why it is dimmed. */
		reversi_table_set_status(table, STATUS_LINE_INFO,
					 reversi_table_button_why(table, (enum reversi_table_button)dimmed));
		return;
	}
	int sq = reversi_table_square_at(&table->layout, x, y);
	if (sq < 0)
		return;
	/* A finished game (or one a table ended) answers with its result: its
	 * last position may still name the computer's or the other table's
	 * side to move, who will never move again. */
	if (reversi_game_is_over(&table->game) || table->ended[0])
		reversi_table_play(table, sq);
	else if (table->opt.remote && reversi_table_is_away(table, table->game.pos.turn)) {
		char buf[STATUS_LINE_LEN];
		snprintf(buf, sizeof buf, "Wait for %s's move", table->opt.remote_name);
		reversi_table_set_status(table, STATUS_LINE_INFO,
					 reversi_table_status_fits(table, buf) ? buf : "Wait for the other table's move");
	} else if (table->computer.due || reversi_table_is_computer(table, table->game.pos.turn))
		reversi_table_set_status(table, STATUS_LINE_INFO, "Wait - the computer is thinking");
	else
		reversi_table_play(table, sq);
}

/* While the New game dialog asks, its buttons take every touch. */
static void on_dialog_gesture(struct reversi_table *table, const struct gesture *ge)
{
	if (ge->type == GESTURE_PRESS)
		dialog_press(&table->dialog, ge->x, ge->y, ge->time_ms, &table->pending);
	else if (ge->type == GESTURE_TAP)
		reversi_table_answer(table, dialog_tap(&table->dialog, ge->x, ge->y, &table->pending));
	else
		dialog_release(&table->dialog, &table->pending);
}

static void on_gesture(struct reversi_table *table, const struct gesture *ge)
{
	if (table->dialog.open) {
		on_dialog_gesture(table, ge);
		return;
	}
	switch (ge->type) {
	case GESTURE_PRESS: {
		int b = button_at(table->layout.buttons, REVERSI_TABLE_BUTTON_COUNT, ge->x, ge->y);
		bool on = b >= 0 && reversi_table_button_enabled(table, (enum reversi_table_button)b);
		set_pressed(table, on ? (enum reversi_table_button)b : REVERSI_TABLE_BUTTON_NONE);
		break;
	}
	case GESTURE_TAP:
		on_tap(table, ge->x, ge->y);
		break;
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

void reversi_table_handle_event(struct reversi_table *table, const struct pointer_event *ev)
{
	table->now = ev->time_ms;
	if (table->flipping)
		reversi_table_flip_step(table);	/* the clock moved: the turning discs with it */
	struct gesture out[GESTURE_MAX_OUT];
	int n = gesture_feed(&table->gesture, ev, out);
	for (int i = 0; i < n; i++)
		on_gesture(table, &out[i]);
}

bool reversi_table_next_deadline(const struct reversi_table *table, uint32_t *deadline_ms)
{
	uint32_t at = 0;
	bool have = gesture_next_deadline(&table->gesture, &at);
	have = screen_earliest(have, &at, table->computer.due, table->computer.at);
	have = screen_earliest(have, &at, table->flipping != 0, table->now + REVERSI_TABLE_FRAME_MS);
	if (have)
		*deadline_ms = at;
	return have;
}

void reversi_table_tick(struct reversi_table *table, uint32_t now_ms)
{
	table->now = now_ms;
	struct gesture ge;
	if (gesture_tick(&table->gesture, now_ms, &ge))
		on_gesture(table, &ge);
	if (table->flipping)
		reversi_table_flip_step(table);
	if (computer_turn_is_due(&table->computer, now_ms))
		reversi_table_computer_move(table);
}

bool reversi_table_wants_frame(const struct reversi_table *table)
{
	return table->pending.count > 0;
}

static void paint(void *table, struct canvas *c, const struct rect *clip)
{
	reversi_table_paint(table, c, clip);
}

void reversi_table_render(struct reversi_table *table, struct canvas *c, struct damage *damage)
{
	screen_render_pending(&table->pending, paint, table, c, damage);
	table->frames++;
}

void reversi_table_render_full(struct reversi_table *table, struct canvas *c)
{
	reversi_table_paint(table, c, NULL);
}
