/* The Words table on top: its memory and start, the buttons' actions, the
 * clock, the frames; gestures go to words_table_touch.c. */
#include <stdio.h>
#include <string.h>

#include "gfx/utf8.h"
#include "ui/kit/screen.h"
#include "ui/kit/text.h"
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

/* Every text at the floor or above (kit/text.h); the squares' labels
 * as large as fits a square (under the floor they give way to dots). */
static void layout_fonts(const struct words_table_layout *l, struct words_table_fonts *f)
{
	const struct font *floor = text_floor(l->width, l->height);
	f->small = floor;
	f->label = text_at_least(font_pick(l->sq * 36 / 100), floor);
	f->name = text_at_least(font_pick(l->players[0].h * 26 / 100), floor);
	f->score = text_at_least(font_pick(l->players[0].h * 45 / 100), floor);
	f->text = text_at_least(font_pick(l->info.h * 68 / 100), floor);
	f->button = text_at_least(font_pick(l->buttons[0].h * 40 / 100), floor);
}

/* The names as shown: the seat's, "Player N" for a person without one,
 * "Computer (Medium)" for a computer ("Computer 2 (Hard)" when two
 * computers sit at the table). */
static void seat_names(struct words_table *table)
{
	int computers = 0;
	for (int i = 0; i < table->opt.players; i++)
		computers += table->opt.seats[i].computer;
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++) {
		const struct words_table_seat *seat = &table->opt.seats[i];
		char *name = table->names[i];
		if (seat->computer && computers > 1)
			snprintf(name, WORDS_TABLE_NAME_LEN, "Computer %d (%s)", i + 1, computer_level_name(seat->level));
		else if (seat->computer)
			snprintf(name, WORDS_TABLE_NAME_LEN, "Computer (%s)", computer_level_name(seat->level));
		else if (seat->name[0])
			utf8_copy(name, WORDS_TABLE_NAME_LEN, seat->name);	/* cut between letters */
		else
			snprintf(name, WORDS_TABLE_NAME_LEN, "Player %d", i + 1);
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
	layout_fonts(&table->layout, &table->fonts);
	damage_init(&table->pending, opt->width, opt->height);
	seat_names(table);
	/* A challenge mode with hints: Hint beside Challenge where the row has room. */
	if (opt->rules.challenge != WORDS_CHALLENGE_ENFORCED && opt->hints && opt->dict)
		table->four_tools = words_table_layout_tools(&table->layout, table->opt.scale);
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
	if (table->opt.long_press_ms != 0)
		gc.long_press_ms = table->opt.long_press_ms > 0 ? (uint32_t)table->opt.long_press_ms : 0;
	gesture_init(&table->gesture, &gc);
	table->drag.from = WORDS_TABLE_DRAG_NONE;
	table->drag.target = -1;
	table->press_slot = table->press_square = -1;
	table->pressed = WORDS_TABLE_BUTTON_NONE;
	words_table_prerender(table, mem);
	words_table_invalidate(table);
	words_table_live_status(table);
	words_table_computer_schedule(table);	/* the computer may sit first */
	return 0;
}

void words_table_handle_event(struct words_table *table, const struct pointer_event *ev)
{
	table->now = ev->time_ms;
	words_table_home_step(table);	/* the clock moved: the sliding tiles with it */
	if (words_table_arrival_step(table))
		words_table_arrival_landed(table);
	struct gesture out[GESTURE_MAX_OUT];
	int n = gesture_feed(&table->gesture, ev, out);
	for (int i = 0; i < n; i++)
		words_table_touch(table, &out[i]);
}

bool words_table_next_deadline(const struct words_table *table, uint32_t *deadline_ms)
{
	uint32_t at = 0;
	bool have = gesture_next_deadline(&table->gesture, &at);
	have = screen_earliest(have, &at, table->home.active || table->arrival.active, table->now + WORDS_TABLE_FRAME_MS);
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
	if (words_table_arrival_step(table))
		words_table_arrival_landed(table);
	if (gesture_tick(&table->gesture, now_ms, &ge))
		words_table_touch(table, &ge);
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
