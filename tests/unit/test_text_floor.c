/* The floor under every text a screen shows (kit/text.h): no label under
 * 9 px of capital height on the 3.5" 480x320 panel (at its board config's
 * scale, 0.75), none under 11 px from 800x480 up.  Every text the screens
 * draw goes through font_draw or font_draw_centered, which this test wraps
 * at link time (-Wl,--wrap, tools/mk/gfx.mk) to note the smallest capital
 * drawn while the screens render frames; then it plays each screen through
 * the states that hold the most text: the Words table (the live score, the
 * pass dialog, the computer's play with its score badge, the score sheet
 * and the unseen tiles, an exchange, the standings, the letter picker), the
 * Reversi table (moves, the hint, the New game dialog, the end) and the menu
 * (every page, a game kept, the name keyboard).  Tile faces are images drawn
 * once at start (their letters and points are marks on a tile, not
 * labels); the board's premium labels, drawn there too, are checked against
 * the floor or found replaced by dots.
 * In the high-contrast theme the same wrap measures each text against the
 * colour most of its box shows before it is drawn: 7:1 at least, the
 * theme's promise (kit/theme.h), which a screen breaks by drawing text in a
 * colour meant for a mark (the accent: "Tiles >", the score's badge). */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/shell.h"
#include "check.h"
#include "font_wrap.h"
#include "gfx/draw.h"
#include "ui/kit/text.h"
#include "ui/kit/theme.h"
#include "ui/reversi/reversi_table_int.h"
#include "ui/words/words_table_int.h"

static bool recording;
static int smallest;		/* capital height, px */
static char smallest_text[64];

static void note(const struct font *f, const char *s)
{
	if (recording && s[0] && f->ascent < smallest) {
		smallest = f->ascent;
		snprintf(smallest_text, sizeof smallest_text, "%s", s);
	}
}

static const struct theme *theme;	/* the screens' theme; high-contrast: audit */
static double least;			/* the lowest contrast of a text on its ground */
static char least_text[64];
static uint32_t least_ink, least_ground;

/* The colour most of r shows (inside clip and the canvas), on a grid. */
static bool ground_of(const struct canvas *c, const struct rect *clip, struct rect r, uint32_t *out)
{
	r = rect_intersect(r, rect_make(0, 0, c->width, c->height));
	if (clip)
		r = rect_intersect(r, *clip);
	if (rect_is_empty(r))
		return false;
	uint32_t colour[32];
	int count[32], n = 0;
	for (int j = 0; j < 8; j++)
		for (int i = 0; i < 16; i++) {
			int x = r.x + (2 * i + 1) * r.w / 32, y = r.y + (2 * j + 1) * r.h / 16;
			uint32_t p = c->pixels[(size_t)y * (size_t)c->stride + (size_t)x] & 0xffffff;
			int k = 0;
			while (k < n && colour[k] != p)
				k++;
			if (k == n && n < 32) {
				colour[n] = p;
				count[n++] = 0;
			}
			if (k < n)
				count[k]++;
		}
	int best = 0;
	for (int k = 1; k < n; k++)
		if (count[k] > count[best])
			best = k;
	*out = colour[best];
	return true;
}

static void audit(const struct canvas *c, const struct rect *clip, struct rect box, const char *s, uint32_t ink)
{
	uint32_t ground;
	if (!recording || !theme || strcmp(theme->name, "high-contrast") || !s[0] || !ground_of(c, clip, box, &ground))
		return;
	/* The name's tiles emboss each letter with a light and a shadow
	 * copy under it: relief, not text; the letter itself is measured. */
	if ((ink & 0xffffff) == theme->title.letter_light || (ink & 0xffffff) == theme->title.letter_shadow)
		return;
	double k = check_contrast_ratio(ink & 0xffffff, ground);
	if (k < least) {
		least = k;
		least_ink = ink & 0xffffff;
		least_ground = ground;
		snprintf(least_text, sizeof least_text, "%s", s);
	}
}

void __wrap_font_draw(struct canvas *c, const struct rect *clip, const struct font *f, int x, int y, const char *s,
		      uint32_t color)
{
	note(f, s);
	audit(c, clip, rect_make(x, y - f->ascent, font_text_width(f, s), f->ascent), s, color);
	__real_font_draw(c, clip, f, x, y, s, color);
}

void __wrap_font_draw_centered(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r,
			       const char *s, uint32_t color)
{
	note(f, s);
	int w = font_text_width(f, s);
	audit(c, clip, rect_make(r.x + (r.w - w) / 2, r.y + (r.h - f->ascent) / 2, w, f->ascent), s, color);
	__real_font_draw_centered(c, clip, f, r, s, color);
}

static struct shell sh;
static void *mem;
static struct canvas screen;
static uint32_t t_ms;

static void frame(void)
{
	struct damage d;
	damage_init(&d, screen.width, screen.height);
	recording = true;
	shell_render(&sh, &screen, &d);
	shell_render_full(&sh, &screen);
	recording = false;
}

static void run_timers(uint32_t ms)
{
	uint32_t end = t_ms + ms, when;
	while (shell_next_deadline(&sh, &when) && (int32_t)(when - end) <= 0) {
		t_ms = when;
		shell_tick(&sh, t_ms);
		frame();
	}
	t_ms = end;
}

static void tap(int x, int y)
{
	struct pointer_event down = { POINTER_DOWN, x, y, t_ms }, up = { POINTER_UP, x, y, t_ms + 30 };
	t_ms += 500;	/* past any dialog's guard */
	shell_handle_event(&sh, &down);
	shell_handle_event(&sh, &up);
	frame();
	run_timers(100);
}

static void tap_rect(struct rect r)
{
	tap(r.x + r.w / 2, r.y + r.h / 2);
}

static void start(int w, int h, float scale, const struct menu_settings *set, enum shell_screen at)
{
	struct shell_options o = { .width = w, .height = h, .scale = scale, .seed = 1, .settings = set, .start = at,
				   .theme = theme };
	size_t n = shell_memory_size(&o);
	free(mem);
	mem = aligned_alloc(16, (n + 15) & ~(size_t)15);
	CHECK_INT(shell_init(&sh, &o, mem, n), 0);
	free(screen.pixels);
	screen = (struct canvas){ .pixels = calloc((size_t)w * h, 4), .width = w, .height = h, .stride = w };
	t_ms = 1000;
	frame();
}

static void words_states(void)
{
	struct words_table *t = &sh.words;
	const struct words_table_layout *l = &t->layout;
	/* The live score of two tiles, then the pass dialog (Keep playing). */
	words_stage_place(&t->game, 0, WORDS_CENTRE, 0);
	words_stage_place(&t->game, 1, WORDS_CENTRE + 1, 0);
	words_table_live_status(t);
	frame();
	words_table_recall(t);
	tap_rect(l->buttons[WORDS_TABLE_BUTTON_SUBMIT]);
	tap_rect(t->dialog.button[DIALOG_BUTTON_CANCEL]);
	/* An exchange being chosen, then cancelled. */
	tap_rect(l->buttons[WORDS_TABLE_BUTTON_EXCHANGE]);
	tap_rect(words_table_slot_rect(l, 0));
	tap_rect(l->buttons[WORDS_TABLE_BUTTON_EXCHANGE]);
	/* A play with its badge, the sheet over the board, the hand-over. */
	words_stage_place(&t->game, 6, WORDS_CENTRE, 0);
	words_stage_place(&t->game, 3, WORDS_CENTRE + 1, 0);
	words_table_submit(t);
	frame();
	tap_rect(l->players[0]);
	tap_rect(l->board);
	tap_rect(l->board);
	/* To the end: the standings. */
	while (!words_is_over(&t->game)) {
		words_pass(&t->game);
		words_table_turn_ended(t);
	}
	words_table_end_status(t);
	frame();
}

static void reversi_states(void)
{
	struct reversi_table *r = &sh.reversi;
	static const char *const g[] = { "e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5" };
	tap_rect(reversi_table_square_rect(&r->layout, reversi_square_parse("f5")));
	tap_rect(r->layout.buttons[REVERSI_TABLE_BUTTON_HINT]);
	tap_rect(r->layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME]);
	tap_rect(r->dialog.button[DIALOG_BUTTON_CONFIRM]);
	for (size_t i = 0; i < sizeof g / sizeof *g; i++)
		reversi_table_play(r, reversi_square_parse(g[i]));
	frame();
}

static void menu_states(void)
{
	struct menu *m = &sh.menu;
	tap_rect(m->item_rect[MENU_ITEM_WORDS]);
	for (int i = 0; i < 2; i++)
		tap_rect(m->item_rect[MENU_ITEM_PLAYERS]);
	tap_rect(m->item_rect[MENU_ITEM_CHALLENGE]);
	tap_rect(m->item_rect[MENU_ITEM_NAME0]);
	tap_rect(keyboard_key_rect(&m->keyboard, KEYBOARD_DONE));
	tap_rect(m->item_rect[MENU_ITEM_START]);
	tap_rect(sh.words.layout.buttons[WORDS_TABLE_BUTTON_MENU]);	/* kept: Continue */
	tap_rect(m->item_rect[MENU_ITEM_REVERSI]);
	tap_rect(m->item_rect[MENU_ITEM_START]);	/* the dialog: a game is kept */
	tap_rect(m->dialog.button[DIALOG_BUTTON_CANCEL]);
}

static void check_floor(int w, int h, float scale, const char *what)
{
	char msg[160];
	int floor = text_floor_cap(w, h);
	snprintf(msg, sizeof msg, "%dx%d %s: smallest capital %d px (\"%s\"), floor %d", w, h, what, smallest,
		 smallest_text, floor);
	CHECK_MSG(smallest >= floor, msg);
	(void)scale;
}

static void test_floor_at(int w, int h, float scale)
{
	struct menu_settings set;
	menu_settings_default(&set);
	set.players = 4;
	smallest = 1000;
	start(w, h, scale, &set, SHELL_WORDS);
	words_states();
	check_floor(w, h, scale, "Words, four players");
	set.players = 2;
	set.rules.challenge = WORDS_CHALLENGE_DOUBLE;
	smallest = 1000;
	start(w, h, scale, &set, SHELL_WORDS);
	words_states();
	check_floor(w, h, scale, "Words, two players, double challenge");
	/* The blank's picker. */
	words_table_picker_open(&sh.words, WORDS_CENTRE, true);
	frame();
	check_floor(w, h, scale, "the letter picker");
	smallest = 1000;
	start(w, h, scale, NULL, SHELL_REVERSI);
	reversi_states();
	check_floor(w, h, scale, "Reversi");
	smallest = 1000;
	start(w, h, scale, NULL, SHELL_MENU);
	menu_states();
	check_floor(w, h, scale, "the menu");
	/* The board's labels: at the floor, or dots where they would not fit. */
	start(w, h, scale, NULL, SHELL_WORDS);
	const struct words_table *t = &sh.words;
	bool labels = font_text_width(t->fonts.label, "TW") <= t->layout.sq - 3;
	CHECK_MSG(!labels || t->fonts.label->ascent >= text_floor_cap(w, h), "premium labels at the floor");
}

static void test_floor(void)
{
	test_floor_at(480, 320, 0.75f);	/* waveshare-3.5-spi */
	test_floor_at(800, 480, 1.0f);	/* rpi-7inch */
	test_floor_at(720, 1280, 1.25f);	/* rpi-touch-display-2 */
	test_floor_at(480, 800, 1.0f);
}

static void check_contrast(int w, int h, const char *what)
{
	char msg[200];
	snprintf(msg, sizeof msg, "%dx%d %s, high-contrast: \"%s\" %06x on %06x is %.2f:1, under 7:1", w, h, what,
		 least_text, (unsigned)least_ink, (unsigned)least_ground, least);
	CHECK_MSG(least >= 7.0, msg);
	least = 100;
}

/* Every text of the same states, in the high-contrast theme, at 7:1. */
static void test_contrast_at(int w, int h, float scale)
{
	struct menu_settings set;
	menu_settings_default(&set);
	theme = theme_find("high-contrast");
	least = 100;
	set.players = 2;
	set.rules.challenge = WORDS_CHALLENGE_DOUBLE;
	start(w, h, scale, &set, SHELL_WORDS);
	words_states();
	check_contrast(w, h, "Words");
	/* The score sheet beside the board and its "Tiles >": a play made. */
	start(w, h, scale, &set, SHELL_WORDS);
	words_stage_place(&sh.words.game, 6, WORDS_CENTRE, 0);
	words_stage_place(&sh.words.game, 3, WORDS_CENTRE + 1, 0);
	words_table_submit(&sh.words);
	frame();
	check_contrast(w, h, "Words, a play made");
	words_table_picker_open(&sh.words, WORDS_CENTRE, true);
	frame();
	check_contrast(w, h, "the letter picker");
	start(w, h, scale, NULL, SHELL_REVERSI);
	reversi_states();
	check_contrast(w, h, "Reversi");
	start(w, h, scale, NULL, SHELL_MENU);
	menu_states();
	check_contrast(w, h, "the menu");
	theme = NULL;
}

static void test_contrast(void)
{
	test_contrast_at(800, 480, 1.0f);
	test_contrast_at(480, 320, 0.75f);
	test_contrast_at(480, 800, 1.0f);
}

int main(void)
{
	RUN(test_floor);
	RUN(test_contrast);
	free(mem);
	free(screen.pixels);
	return check_finish();
}
