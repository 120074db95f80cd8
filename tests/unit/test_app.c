/* The app core through a backend made here: its memory plan against the
 * sizes of what it holds, the frame cycle (a busy display defers the frame),
 * deadlines, the saved game kept, resumed and dropped through the store,
 * the calibration's Save and Cancel, and a display that fails. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/shell_record.h"
#include "core/words/gcg.h"
#include "dict/dict.h"
#include "gfx/draw.h"
#include "gfx/font.h"
#include "ui/kit/text.h"
#include "check.h"

enum { W = 800, H = 480 };

/* ---- a backend in memory ---------------------------------------------------------- */
static struct {
	uint32_t pixels[W * H];
	struct canvas canvas;
	bool busy;
	int presents, present_error;
	bool armed;
	uint32_t deadline, now;
	/* The wall clock: wall seconds when the monotonic clock read
	 * wall_mono, running with it; 0: the backend has none. */
	int64_t wall;
	uint32_t wall_mono;
	/* the store */
	struct {
		char name[32];	/* "" = free */
		unsigned char blob[sizeof(struct shell_saved)];
		size_t len;
		uint32_t tag;
	} slot[2];
	int saves, removes, load_error, set_asides;
	int save_error;			/* the next saves fail with it */
	bool no_set_aside;		/* a store without set_aside */
	bool no_keep;			/* a store without keep */
	int keeps;
	char kept[32];			/* the name kept: saves and removals leave it */
	char set_aside_why[APP_LINE_MAX];
	int calib_saves, calib_error;
	int records, record_error;	/* finished games' records written */
	int qr_codes;
	bool record_reversi;
	char record[SHELL_RECORD_MAX];
	int blanks, unblanks, blank_error;	/* DPMS off and on asked */
	char last_line[APP_LINE_MAX];
	char log[8192];		/* every line, one after the other */
	int lines;
} fake;

static struct canvas *fake_canvas(void *ctx)
{
	(void)ctx;
	return &fake.canvas;
}

static bool fake_busy(void *ctx)
{
	(void)ctx;
	return fake.busy;
}

static int fake_present(void *ctx, const struct rect *d, int n)
{
	(void)ctx; (void)d;
	CHECK(n > 0);
	fake.presents++;
	return fake.present_error;
}

static int fake_blank(void *ctx, bool off)
{
	(void)ctx;
	if (fake.blank_error)
		return fake.blank_error;
	if (off)
		fake.blanks++;
	else
		fake.unblanks++;
	return 0;
}

static uint32_t fake_now(void *ctx)
{
	(void)ctx;
	return fake.now;
}

static int64_t fake_wall(void *ctx)
{
	(void)ctx;
	return fake.wall + (int32_t)(fake.now - fake.wall_mono) / 1000;
}

static void fake_arm(void *ctx, bool armed, uint32_t when)
{
	(void)ctx;
	fake.armed = armed;
	fake.deadline = when;
}

static void fake_wake(void *ctx)
{
	(void)ctx;
}

/* The store's slot named name, or a free one (NULL: none left). */
static int slot_of(const char *name)
{
	for (int i = 0; i < 2; i++)
		if (!strcmp(fake.slot[i].name, name))
			return i;
	for (int i = 0; i < 2; i++)
		if (!fake.slot[i].name[0])
			return i;
	CHECK_MSG(false, "the fake store holds two blobs");
	return 0;
}

/* Bytes stored under name (0: none). */
static size_t stored(const char *name)
{
	int i = slot_of(name);
	return strcmp(fake.slot[i].name, name) ? 0 : fake.slot[i].len;
}

static int fake_load(void *ctx, const char *name, uint32_t tag, void *buf, size_t len, uint32_t old_tag,
		     size_t old_len, char *msg, size_t msglen)
{
	(void)ctx;
	if (fake.load_error) {
		snprintf(msg, msglen, "the saved game is damaged: set aside");
		return fake.load_error;
	}
	int i = slot_of(name);
	/* The older layout, as the file store reads it: its bytes, then zeros. */
	bool older = old_len && fake.slot[i].tag == old_tag && fake.slot[i].len == old_len;
	if (!stored(name) || (tag != fake.slot[i].tag && !older))
		return -ENOENT;
	CHECK_INT(older ? old_len : len, fake.slot[i].len);
	memset(buf, 0, len);
	memcpy(buf, fake.slot[i].blob, fake.slot[i].len);
	snprintf(msg, msglen, "memory");
	return 0;
}

static int fake_save(void *ctx, const char *name, uint32_t tag, const void *data, size_t len, char *msg,
		     size_t msglen)
{
	(void)ctx;
	if (!strcmp(name, fake.kept)) {
		snprintf(msg, msglen, "not saving memory/%s: the game there is kept for a later run", name);
		return -EBUSY;
	}
	if (fake.save_error) {
		snprintf(msg, msglen, "memory/%s: no space left on device", name);
		return fake.save_error;
	}
	int i = slot_of(name);
	CHECK(len <= sizeof fake.slot[i].blob);
	snprintf(fake.slot[i].name, sizeof fake.slot[i].name, "%s", name);
	memcpy(fake.slot[i].blob, data, len);
	fake.slot[i].len = len;
	fake.slot[i].tag = tag;
	fake.saves++;
	return 0;
}

static void fake_remove(void *ctx, const char *name)
{
	(void)ctx;
	if (!strcmp(name, fake.kept))
		return;
	int i = slot_of(name);
	if (!strcmp(fake.slot[i].name, name))
		fake.slot[i].name[0] = 0, fake.slot[i].len = 0;
	fake.removes++;
}

static int fake_set_aside(void *ctx, const char *name, const char *why, char *msg, size_t msglen)
{
	(void)ctx;
	CHECK(stored(name) != 0);
	snprintf(fake.set_aside_why, sizeof fake.set_aside_why, "%s", why);
	snprintf(msg, msglen, "memory/%s: %s; set aside as memory/%s.bad.1", name, why, name);
	fake_remove(ctx, name);
	fake.set_asides++;
	return 0;
}

static int fake_keep(void *ctx, const char *name, const char *why, char *msg, size_t msglen)
{
	(void)ctx;
	CHECK(stored(name) != 0);
	snprintf(fake.kept, sizeof fake.kept, "%s", name);
	snprintf(msg, msglen, "memory/%s: %s; kept as it is", name, why);
	fake.keeps++;
	return 0;
}

static int fake_save_calibration(void *ctx, const double fit[6], float m[6], char *msg, size_t msglen)
{
	(void)ctx;
	fake.calib_saves++;
	for (int i = 0; i < 6; i++)
		m[i] = (float)fit[i];
	snprintf(msg, msglen, fake.calib_error ? "read-only file system" : "/boards/test.conf");
	return fake.calib_error;
}

static void fake_log(void *ctx, const char *line)
{
	(void)ctx;
	snprintf(fake.last_line, sizeof fake.last_line, "%s", line);
	size_t n = strlen(fake.log);
	snprintf(fake.log + n, sizeof fake.log - n, "%s\n", line);
	fake.lines++;
}

static int fake_save_record(void *ctx, bool reversi, const char *text, size_t len, char *msg, size_t msglen)
{
	(void)ctx;
	fake.records++;
	fake.record_reversi = reversi;
	CHECK(len < sizeof fake.record && strlen(text) == len);
	snprintf(fake.record, sizeof fake.record, "%s", text);
	snprintf(msg, msglen, fake.record_error ? "disk full" : "records/000001-words.gcg");
	return fake.record_error;
}

/* A stand-in code: the record's length in the first modules, so the test
 * sees which text it was given. */
static int fake_record_qr(void *ctx, const char *text, size_t len, struct qr_code *out)
{
	(void)ctx, (void)text;
	fake.qr_codes++;
	memset(out, 0, sizeof *out);
	out->width = 21;
	out->dark[0] = (uint8_t)(len & 0xff);
	return 0;
}

static struct app_backend backend(void)
{
	return (struct app_backend){
		{ fake_canvas, fake_busy, fake_present, fake_blank, NULL },
		{ fake_now, fake_arm, fake_wake, NULL, NULL, fake.wall ? fake_wall : NULL },
		{ fake_load, fake_save, fake_remove, fake.no_set_aside ? NULL : fake_set_aside, fake_save_calibration,
		  NULL, fake_save_record, fake_record_qr, fake.no_keep ? NULL : fake_keep },
		fake_log, NULL,
	};
}

static void fake_reset(void)
{
	memset(&fake, 0, sizeof fake);
	fake.canvas = (struct canvas){ .pixels = fake.pixels, .width = W, .height = H, .stride = W };
}

/* ---- one app at a time ----------------------------------------------------------------- */
static struct app app;
static struct reserve_table table;
static void *block;
static struct menu_settings settings;

/* Starts the app on a display of w x h (at most W x H). */
static int start_at(const struct app_options *opt, int w, int h)
{
	fake.canvas.width = fake.canvas.stride = w;
	fake.canvas.height = h;
	struct app_backend io = backend();
	reserve_init(&table);
	size_t size = app_memory_plan(opt, w, h, &table);
	free(block);
	block = aligned_alloc(RESERVE_ALIGN, size ? size : RESERVE_ALIGN);
	return app_init(&app, opt, &io, &table, block, size);
}

static int start(const struct app_options *opt)
{
	return start_at(opt, W, H);
}

static struct app_options play(enum shell_screen screen)
{
	menu_settings_default(&settings);
	return (struct app_options){ .mode = APP_PLAY, .seed = 1, .start = screen, .settings = &settings };
}

static void tap(int x, int y)
{
	struct pointer_event down = { POINTER_DOWN, x, y, fake.now };
	app_pointer(&app, &down);
	fake.now += 40;
	struct pointer_event up = { POINTER_UP, x, y, fake.now };
	app_pointer(&app, &up);
	fake.now += 40;
}

/* A fresh store and a Reversi game between two people, started. */
static struct app_options start_reversi_for_two(void)
{
	fake_reset();
	struct app_options opt = play(SHELL_REVERSI);
	settings.reversi_opponent = MENU_HUMAN;
	CHECK_INT(start(&opt), 0);
	return opt;
}

/* Black's first move, d3, tapped at the Reversi table. */
static void tap_reversi_d3(void)
{
	int x, y;
	reversi_table_square_centre(&shell_reversi(&app.shell)->layout, 2 * 8 + 3, &x, &y);
	tap(x, y);
}

/* A Words game between two people, fresh: its table (NULL, and a failed
 * check, if none); *opt the options it started with, for a restart. */
static struct words_table *start_words(struct app_options *opt)
{
	fake_reset();
	*opt = play(SHELL_WORDS);
	CHECK_INT(start(opt), 0);
	struct words_table *w = shell_words(&app.shell);
	CHECK(w != NULL);
	return w;
}

/* ---- tests ------------------------------------------------------------------------------ */

/* The table lists what the app holds, with the sizes of what it holds:
 * the screens' block as the shell asks for it, the Reversi worker's table,
 * the Words player's memory (with a dictionary only). */
static void test_memory_plan_matches_what_it_holds(void)
{
	struct app_options opt = play(SHELL_MENU);
	struct shell_options so = { .width = W, .height = H, .seed = 1, .settings = &settings };
	reserve_init(&table);
	size_t size = app_memory_plan(&opt, W, H, &table);
	CHECK_INT(table.count, 1);
	CHECK_INT(table.entries[0].bytes, shell_memory_size(&so));
	CHECK_INT(table.entries[0].kind, RESERVE_HEAP);
	CHECK(size >= shell_memory_size(&so) && size < shell_memory_size(&so) + RESERVE_ALIGN);
	/* With worker threads: the Reversi table after the screens; of its
	 * 4 MiB by default, what 2^17 entries of 24 bytes use: 3 MiB. */
	opt.workers = true;
	reserve_init(&table);
	size = app_memory_plan(&opt, W, H, &table);
	CHECK_INT(table.count, 2);
	const struct reserve_entry *rv = reserve_find(&table, "Reversi computer table");
	CHECK(rv != NULL);
	if (rv) {
		CHECK_INT(rv->bytes, 4u << 20); /* 2^16 buckets of 64 bytes */
		CHECK_INT(rv->offset % RESERVE_ALIGN, 0);
		CHECK(rv->offset >= table.entries[0].bytes);
		CHECK(rv->offset + rv->bytes <= size);
	}
	CHECK_INT(reserve_total(&table, RESERVE_HEAP), shell_memory_size(&so) + (4u << 20));
	/* A board's table size (reversi_table_mib): 16 MiB holds 2^18 buckets
	 * of 64 bytes, all reserved; of 24 MiB only those 16 are used, so only
	 * they are reserved. */
	opt.reversi_table_bytes = 16u << 20;
	reserve_init(&table);
	app_memory_plan(&opt, W, H, &table);
	rv = reserve_find(&table, "Reversi computer table");
	CHECK(rv != NULL && rv->bytes == 16u << 20);
	opt.reversi_table_bytes = 24u << 20;
	reserve_init(&table);
	app_memory_plan(&opt, W, H, &table);
	rv = reserve_find(&table, "Reversi computer table");
	CHECK(rv != NULL && rv->bytes == 16u << 20);
	opt.reversi_table_bytes = 0;
	/* Calibration holds nothing but the app itself. */
	opt.mode = APP_CALIBRATE;
	reserve_init(&table);
	CHECK_INT(app_memory_plan(&opt, W, H, &table), 0);
	CHECK_INT(table.count, 0);
}

/* A block smaller than planned is refused, with a reason, not overrun. */
static void test_short_block_is_refused(void)
{
	fake_reset();
	struct app_options opt = play(SHELL_MENU);
	struct app_backend io = backend();
	reserve_init(&table);
	size_t size = app_memory_plan(&opt, W, H, &table);
	free(block);
	block = aligned_alloc(RESERVE_ALIGN, size);
	CHECK_INT(app_init(&app, &opt, &io, &table, block, size - RESERVE_ALIGN), -EINVAL);
	CHECK(strstr(fake.last_line, "not the one planned") != NULL);
	CHECK_INT(app_init(&app, &opt, &io, &table, block, size), 0);
}

/* The first frame is drawn at start; a busy display defers the next one
 * until it is ready, and then the damage is all there. */
static void test_busy_display_defers_the_frame(void)
{
	fake_reset();
	struct app_options opt = play(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	CHECK_INT(fake.presents, 1);
	CHECK_INT(fake.pixels[10 * W + 10] != 0, 1);
	fake.busy = true;
	tap(241, 286);		/* the Words page */
	CHECK_INT(fake.presents, 1);
	CHECK(shell_wants_frame(&app.shell));
	app_display_ready(&app);
	CHECK_INT(fake.presents, 1);	/* still busy: nothing */
	fake.busy = false;
	app_display_ready(&app);
	CHECK_INT(fake.presents, 2);
	CHECK(!shell_wants_frame(&app.shell));
	CHECK_INT(app.shell.menu.page, MENU_PAGE_WORDS);
}

/* The screens' next deadline is armed, and app_tick runs it: the Reversi
 * computer's pause before its reply. */
static void test_deadlines_are_armed_and_run(void)
{
	fake_reset();
	struct app_options opt = play(SHELL_REVERSI);
	settings.reversi_opponent = 0;	/* the computer, on the app's thread */
	CHECK_INT(start(&opt), 0);
	CHECK(!fake.armed);
	struct reversi_table *t = shell_reversi(&app.shell);
	int x, y;
	reversi_table_square_centre(&t->layout, 2 * 8 + 3, &x, &y);	/* d3 */
	tap(x, y);
	CHECK_INT(t->game.n_moves, 1);
	CHECK(fake.armed);
	/* Before the deadline a tick changes nothing; at it the computer moves. */
	fake.now = fake.deadline - 1;
	app_tick(&app);
	CHECK_INT(t->game.n_moves, 1);
	for (int i = 0; i < 100 && fake.armed && t->game.n_moves == 1; i++) {
		fake.now = fake.deadline;
		app_tick(&app);
	}
	CHECK_INT(t->game.n_moves, 2);
}

/* A move is saved; the next start at the title screen continues the game;
 * a start straight into a game does not; leaving it for the menu keeps it
 * (Continue), saved, until a new game replaces it. */
static void test_saved_game_kept_resumed_dropped(void)
{
	struct app_options opt = start_reversi_for_two();
	CHECK_INT(fake.saves, 0);	/* nothing played yet */
	tap_reversi_d3();
	CHECK_INT(fake.saves, 1);
	CHECK_INT(stored("reversi"), sizeof(struct shell_saved));
	app_stop(&app);

	opt = play(SHELL_MENU);
	opt.seed = 77;	/* the new run's: the log names the game's */
	CHECK_INT(start(&opt), 0);
	CHECK(shell_reversi(&app.shell) != NULL);
	CHECK_INT(shell_reversi(&app.shell)->game.n_moves, 1);
	CHECK_STR(fake.last_line, "continuing the Reversi game saved in memory (game 1 of the run with seed 1)");
	app_stop(&app);

	opt = play(SHELL_WORDS);
	CHECK_INT(start(&opt), 0);
	CHECK(shell_words(&app.shell) != NULL);
	app_stop(&app);

	/* Menu: the game is kept under the menu, and still saved. */
	opt = play(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	const struct reversi_table *t = shell_reversi(&app.shell);
	struct rect menu = t->layout.buttons[REVERSI_TABLE_BUTTON_MENU];
	tap(menu.x + menu.w / 2, menu.y + menu.h / 2);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(stored("reversi"), sizeof(struct shell_saved));
	CHECK_INT(fake.removes, 0);
	/* A new game over it (the menu's dialog confirmed): the store holds
	 * the new one. */
	CHECK_INT(shell_start(&app.shell, SHELL_REVERSI), 0);
	tap_reversi_d3();
	CHECK_INT(shell_reversi(&app.shell)->game.n_moves, 1);
	static struct shell_saved got;
	memcpy(&got, fake.slot[slot_of("reversi")].blob, sizeof got);
	CHECK_INT(got.game.reversi.n_moves, 1);
}

static const char *kind_name(enum shell_screen kind)
{
	return kind == SHELL_WORDS ? "words" : "reversi";
}

/* A move at the table shown, saved: Words passes, Reversi plays d3. */
static void play_a_turn(void)
{
	if (app.shell.screen == SHELL_WORDS) {
		CHECK_INT(words_pass(&shell_words(&app.shell)->game), WORDS_OK);
		app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	} else {
		tap_reversi_d3();
	}
}

/* The table's Menu: the game is kept under the title screen (Continue). */
static void tap_table_menu(void)
{
	struct rect r = app.shell.screen == SHELL_WORDS
				? shell_words(&app.shell)->layout.buttons[WORDS_TABLE_BUTTON_MENU]
				: shell_reversi(&app.shell)->layout.buttons[REVERSI_TABLE_BUTTON_MENU];
	tap(r.x + r.w / 2, r.y + r.h / 2);
	CHECK_INT(app.shell.screen, SHELL_MENU);
}

static void tap_menu_item(enum menu_item item)
{
	struct rect r = app.shell.menu.item_rect[item];
	CHECK_MSG(!rect_is_empty(r), "the item is on the page shown");
	tap(r.x + r.w / 2, r.y + r.h / 2);
}

/* From the title screen, the game's page and Start; with a game kept the
 * dialog asks ("... ends: it cannot be continued after"), and the answer
 * is tapped after its guard: New game (confirm) or Keep. */
static void start_from_menu(enum shell_screen kind, bool confirm)
{
	if (app.shell.menu.page == MENU_PAGE_HOME)
		tap_menu_item(kind == SHELL_WORDS ? MENU_ITEM_WORDS : MENU_ITEM_REVERSI);
	CHECK_INT(app.shell.menu.page, kind == SHELL_WORDS ? MENU_PAGE_WORDS : MENU_PAGE_REVERSI);
	tap_menu_item(MENU_ITEM_START);
	if (!app.shell.menu.dialog.open)
		return;
	CHECK(strstr(app.shell.menu.dialog.text, "ends: it cannot be continued after") != NULL);
	fake.now += DIALOG_GUARD_MS;
	struct rect r = app.shell.menu.dialog.button[confirm ? DIALOG_BUTTON_CONFIRM : DIALOG_BUTTON_CANCEL];
	tap(r.x + r.w / 2, r.y + r.h / 2);
}

/* QA: Ana and Ben's Words game left by Menu (kept: Continue), then Reversi
 * started over it, the dialog saying the Words game ends.  The "words"
 * file stayed, only hidden by the newer "reversi": once the Reversi game
 * ended (dropped, finished) the next run offered "Continue Words".  A game
 * the dialog ends has its file removed at once; one not ended (Menu, then
 * Continue, or the dialog's Keep) stays saved.  Each kind over each, and
 * over a game of its own kind when the new one cannot be saved (a full
 * disk): the old one must not come back either. */
static void test_game_started_over_a_kept_one_ends_it(void)
{
	static const struct {
		enum shell_screen kept, next;
		bool full_disk;
	} cases[] = {
		{ SHELL_WORDS, SHELL_REVERSI, false }, { SHELL_REVERSI, SHELL_WORDS, false },
		{ SHELL_WORDS, SHELL_WORDS, false },   { SHELL_REVERSI, SHELL_REVERSI, false },
		{ SHELL_WORDS, SHELL_WORDS, true },    { SHELL_REVERSI, SHELL_REVERSI, true },
	};
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		const char *kept = kind_name(cases[c].kept), *next = kind_name(cases[c].next);
		char what[96];
		snprintf(what, sizeof what, "%s kept, %s started over it%s", kept, next,
			 cases[c].full_disk ? " on a full disk" : "");
		fake_reset();
		struct app_options opt = play(SHELL_MENU);
		settings.reversi_opponent = MENU_HUMAN;
		CHECK_INT(start(&opt), 0);
		start_from_menu(cases[c].kept, true);
		play_a_turn();
		tap_table_menu();
		CHECK_INT(app.shell.kept, cases[c].kept);
		CHECK_MSG(stored(kept) != 0, what);
		/* Not ended: Continue, Menu again; the dialog's Keep. */
		tap_menu_item(MENU_ITEM_CONTINUE);
		CHECK_INT(app.shell.screen, cases[c].kept);
		tap_table_menu();
		start_from_menu(cases[c].next, false);
		CHECK_INT(app.shell.screen, SHELL_MENU);
		CHECK_INT(app.shell.kept, cases[c].kept);
		CHECK_MSG(stored(kept) != 0 && fake.removes == 0, what);

		/* Ended: its file goes at once. */
		fake.save_error = cases[c].full_disk ? -ENOSPC : 0;
		start_from_menu(cases[c].next, true);
		CHECK_INT(app.shell.screen, cases[c].next);
		CHECK_INT(app.shell.kept, SHELL_MENU);
		if (cases[c].kept != cases[c].next || cases[c].full_disk)
			CHECK_MSG(stored(kept) == 0, what);
		fake.save_error = 0;
		/* The new game ends too (left by Menu, dropped): nothing is
		 * offered after a restart. */
		play_a_turn();
		tap_table_menu();
		shell_drop_kept(&app.shell);
		app_tick(&app);
		CHECK_MSG(stored("words") == 0 && stored("reversi") == 0, what);
		app_stop(&app);
		opt = play(SHELL_MENU);
		CHECK_INT(start(&opt), 0);
		CHECK_INT(app.shell.screen, SHELL_MENU);
		CHECK_MSG(app.shell.kept == SHELL_MENU, what);
		CHECK_MSG(strstr(fake.log, "continuing") == NULL, fake.log);
		app_stop(&app);
	}
}

/* A save that fails (a full disk) is said once and tried again at the
 * next entry point, not only at the next move: once there is room, the
 * game as it stands is in the store. */
static void test_failed_save_is_retried(void)
{
	start_reversi_for_two();
	fake.save_error = -ENOSPC;
	tap_reversi_d3();
	CHECK_INT(stored("reversi"), 0);
	CHECK(strstr(fake.log, "warning: memory/reversi: no space left on device (the game goes on unsaved)") != NULL);
	int lines = fake.lines;
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	app_tick(&app);
	CHECK_INT(fake.lines, lines);	/* said once, not at every try */
	fake.save_error = 0;
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 1, 0, fake.now });	/* no move played */
	CHECK_INT(stored("reversi"), sizeof(struct shell_saved));
	CHECK(strstr(fake.last_line, "the game is saved again") != NULL);
	static struct shell_saved got;
	memcpy(&got, fake.slot[slot_of("reversi")].blob, sizeof got);
	CHECK_INT(got.game.reversi.n_moves, 1);
	CHECK_INT(got.sequence, 1);	/* the failed tries took no number */
	app_stop(&app);
}

/* A saved game that passed the store's checks but does not replay (the
 * issue's Reversi field of 2000000000): set aside through the store with
 * the reason, a warning, the title screen; the next game saves afresh.  A
 * store that cannot set aside still gets the warning, and nothing starts. */
static void test_saved_game_that_does_not_replay(void)
{
	struct app_options opt = start_reversi_for_two();
	tap_reversi_d3();
	app_stop(&app);
	CHECK_INT(stored("reversi"), sizeof(struct shell_saved));
	struct shell_saved *s = (struct shell_saved *)(void *)fake.slot[slot_of("reversi")].blob;
	s->game.reversi.n_moves = 2000000000;

	opt = play(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(fake.set_asides, 1);
	CHECK_INT(stored("reversi"), 0);
	CHECK_STR(fake.set_aside_why, "the saved Reversi game does not replay: the move count is 2000000000, not 0 to 60");
	CHECK_STR(fake.last_line, "warning: memory/reversi: the saved Reversi game does not replay: the move count is "
				  "2000000000, not 0 to 60; set aside as memory/reversi.bad.1; starting at the title screen");
	CHECK_INT(fake.saves, 1);	/* nothing written over it at start */
	/* The app kept nothing of what it read. */
	static const struct shell_saved zero;
	CHECK(!memcmp(&app.saved, &zero, sizeof zero));
	/* A new game from the menu is saved afresh. */
	shell_start(&app.shell, SHELL_REVERSI);
	tap_reversi_d3();
	CHECK(fake.saves > 1);
	CHECK_INT(stored("reversi"), sizeof(struct shell_saved));
	app_stop(&app);

	/* Without set_aside: said, not used. */
	s->game.reversi.n_moves = -1;
	fake.no_set_aside = true;
	fake.set_asides = 0;
	CHECK_INT(start(&opt), 0);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(fake.set_asides, 0);
	CHECK(strstr(fake.last_line, "warning: the saved game is not used: the saved Reversi game does not replay: "
				     "the move count is -1") == fake.last_line);
	app_stop(&app);
}

/* A saved file holding the other kind's game (QA: a Reversi save renamed
 * "words") is refused like any inconsistent file: set aside under the name
 * it was read as, with the reason, and nothing of it continues.  Before,
 * the Reversi game came back as "the Words game", its next turn (a take
 * back) was saved to "reversi" while the stale "words" stayed, and the
 * next run brought the stale game back: the turn was lost.  Each kind, at
 * the title screen and straight into that game. */
static void test_saved_game_of_the_other_kind(void)
{
	static const struct {
		enum shell_screen game, read_as, start;
	} cases[] = {
		{ SHELL_REVERSI, SHELL_WORDS, SHELL_WORDS }, { SHELL_REVERSI, SHELL_WORDS, SHELL_MENU },
		{ SHELL_WORDS, SHELL_REVERSI, SHELL_REVERSI }, { SHELL_WORDS, SHELL_REVERSI, SHELL_MENU },
	};
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		const char *from = cases[c].game == SHELL_WORDS ? "words" : "reversi";
		const char *as = cases[c].read_as == SHELL_WORDS ? "words" : "reversi";
		char want[APP_LINE_MAX], detail[APP_LINE_MAX + 200];
		snprintf(want, sizeof want, "the file holds a %s game, not the %s game it was read as",
			 cases[c].game == SHELL_WORDS ? "Words" : "Reversi", cases[c].game == SHELL_WORDS ? "Reversi" : "Words");
		struct app_options opt;
		if (cases[c].game == SHELL_REVERSI) {
			opt = start_reversi_for_two();
			tap_reversi_d3();
		} else {
			fake_reset();
			opt = play(SHELL_WORDS);
			CHECK_INT(start(&opt), 0);
			CHECK_INT(words_pass(&shell_words(&app.shell)->game), WORDS_OK);
			app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
		}
		app_stop(&app);
		CHECK_INT(stored(from), sizeof(struct shell_saved));
		snprintf(fake.slot[slot_of(from)].name, sizeof fake.slot[0].name, "%s", as);	/* renamed */
		int saves = fake.saves;

		opt = play(cases[c].start);
		CHECK_INT(start(&opt), 0);
		snprintf(detail, sizeof detail, "case %zu: %s read as %s, starting at %d: last line: %s", c, from, as,
			 (int)cases[c].start, fake.last_line);
		CHECK_MSG(fake.set_asides == 1, detail);
		CHECK_MSG(!strcmp(fake.set_aside_why, want), detail);
		CHECK_MSG(strstr(fake.log, "continuing") == NULL, detail);
		CHECK_MSG(strstr(fake.last_line, "set aside as memory/") != NULL, detail);
		CHECK_INT(stored(as), 0);
		CHECK_INT(stored(from), 0);
		/* Not shown: the title screen, or a fresh game of the kind asked for. */
		CHECK_MSG(cases[c].game == SHELL_REVERSI ? shell_reversi(&app.shell) == NULL : shell_words(&app.shell) == NULL,
			  detail);
		if (cases[c].start == SHELL_MENU)
			CHECK_INT(app.shell.screen, SHELL_MENU);
		CHECK_INT(fake.saves, saves);	/* nothing written under either name */
		app_stop(&app);
	}
}

/* At the title screen a refused newer save does not hide the other kind's
 * good older one: the older Reversi game is continued, not left on disk
 * unoffered. */
static void test_refused_newer_save_leaves_the_older(void)
{
	struct app_options opt = start_reversi_for_two();
	tap_reversi_d3();
	app_stop(&app);
	static unsigned char older[sizeof fake.slot[0].blob];
	int r = slot_of("reversi");
	size_t older_len = fake.slot[r].len;
	uint32_t older_tag = fake.slot[r].tag;
	memcpy(older, fake.slot[r].blob, older_len);
	/* A later run plays on; its save, renamed, is a newer "words" file
	 * holding a Reversi game, which is refused. */
	opt = play(SHELL_REVERSI);
	settings.reversi_opponent = MENU_HUMAN;
	CHECK_INT(start(&opt), 0);
	int x, y;
	reversi_table_square_centre(&shell_reversi(&app.shell)->layout, 2 * 8 + 2, &x, &y);	/* white c3 */
	tap(x, y);
	CHECK_INT(shell_reversi(&app.shell)->game.n_moves, 2);
	app_stop(&app);
	snprintf(fake.slot[r].name, sizeof fake.slot[r].name, "words");
	int o = slot_of("reversi");
	snprintf(fake.slot[o].name, sizeof fake.slot[o].name, "reversi");
	memcpy(fake.slot[o].blob, older, older_len);
	fake.slot[o].len = older_len;
	fake.slot[o].tag = older_tag;

	opt = play(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	CHECK_INT(fake.set_asides, 1);
	CHECK_MSG(strstr(fake.log, "continuing the Reversi game") != NULL, fake.log);
	CHECK(shell_reversi(&app.shell) != NULL && shell_reversi(&app.shell)->game.n_moves == 1);
	app_stop(&app);
}

/* A good saved game this run cannot continue (a Words computer seat, and
 * this run has no dictionary): kept through the store as it is, not set
 * aside, so the run that has the dictionary continues it; this run saves
 * no Words game over it.  A store that cannot keep sets it aside. */
static void test_saved_game_kept_for_a_run_with_the_dictionary(void)
{
	fake_reset();
	struct app_options opt = play(SHELL_WORDS);
	CHECK_INT(start(&opt), 0);
	CHECK_INT(words_pass(&shell_words(&app.shell)->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	app_stop(&app);
	CHECK_INT(stored("words"), sizeof(struct shell_saved));
	struct shell_saved *s = (struct shell_saved *)(void *)fake.slot[slot_of("words")].blob;
	s->settings.seat[1] = 2;	/* a computer, and this app has no dictionary */
	static unsigned char before[sizeof(struct shell_saved)];
	memcpy(before, s, sizeof before);

	opt = play(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(fake.keeps, 1);
	CHECK_INT(fake.set_asides, 0);
	CHECK_STR(fake.kept, "words");
	CHECK_STR(fake.last_line, "warning: memory/words: saved seat 2 is a computer, which needs the dictionary this run "
				  "does not have; kept as it is; starting at the title screen");
	CHECK_STR(app.shell.menu.notice, "The saved game is kept for later");
	/* A Words game of this run is not saved over it. */
	CHECK_INT(shell_start(&app.shell, SHELL_WORDS), 0);
	CHECK_INT(words_pass(&shell_words(&app.shell)->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	CHECK(strstr(fake.log, "not saving memory/words: the game there is kept for a later run") != NULL);
	CHECK(!memcmp(fake.slot[slot_of("words")].blob, before, sizeof before));
	app_stop(&app);
	CHECK(!memcmp(fake.slot[slot_of("words")].blob, before, sizeof before));

	/* A store without keep: set aside, as a bad file is. */
	fake.kept[0] = 0;
	fake.no_keep = true;
	CHECK_INT(start(&opt), 0);
	CHECK_INT(fake.set_asides, 1);
	CHECK_INT(stored("words"), 0);
	app_stop(&app);
}

/* A store that cannot read the saved game: a warning, and the title screen. */
static void test_damaged_save_is_a_warning(void)
{
	fake_reset();
	fake.load_error = -EINVAL;
	struct app_options opt = play(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK(strstr(fake.last_line, "warning: the saved game is damaged") != NULL);
}

/* Five crosses, then Save: the store gets the fit; a failure keeps the
 * check screen with the reason; Cancel ends with status 1. */
static void test_calibration_save_and_cancel(void)
{
	fake_reset();
	struct app_options opt = { .mode = APP_CALIBRATE };
	CHECK_INT(start(&opt), 0);
	for (int i = 0; i < CALIB_POINTS; i++)
		tap(app.calib.target[i][0], app.calib.target[i][1]);
	CHECK_INT(calib_phase(&app.calib), CALIB_PHASE_CHECK);
	struct rect save = app.calib.buttons[CALIB_BUTTON_SAVE];
	fake.calib_error = -EROFS;
	tap(save.x + save.w / 2, save.y + save.h / 2);
	CHECK_INT(fake.calib_saves, 1);
	CHECK_INT(calib_phase(&app.calib), CALIB_PHASE_CHECK);
	CHECK(strstr(fake.last_line, "calibration not saved: read-only file system") != NULL);
	fake.calib_error = 0;
	tap(save.x + save.w / 2, save.y + save.h / 2);
	CHECK_INT(calib_phase(&app.calib), CALIB_PHASE_SAVED);
	CHECK(strstr(fake.last_line, "calibration saved in /boards/test.conf: 1 0 0  0 1 0") != NULL);
	int status = -1;
	CHECK(!app_finished(&app, &status));
	tap(W / 2, H / 2);
	CHECK(app_finished(&app, &status));
	CHECK_INT(status, 0);

	CHECK_INT(start(&opt), 0);
	for (int i = 0; i < CALIB_POINTS; i++)
		tap(app.calib.target[i][0], app.calib.target[i][1]);
	struct rect cancel = app.calib.buttons[CALIB_BUTTON_CANCEL];
	tap(cancel.x + cancel.w / 2, cancel.y + cancel.h / 2);
	CHECK(app_finished(&app, &status));
	CHECK_INT(status, 1);
}

/* A display that fails ends the app with status 1 and says why. */
static void test_failing_display_ends_the_app(void)
{
	fake_reset();
	fake.present_error = -EIO;
	struct app_options opt = play(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	int status = 0;
	CHECK(app_finished(&app, &status));
	CHECK_INT(status, 1);
	CHECK(strstr(fake.last_line, "cannot present a frame") != NULL);
	/* Finished, it takes no more input. */
	int presents = fake.presents;
	tap(241, 286);
	CHECK_INT(fake.presents, presents);
}

/* After blank_ms without a touch the display is turned off; nothing is
 * drawn while it is dark; the first touch only wakes it (the screens never
 * see it) and everything is drawn again. */
static void test_dark_screen(void)
{
	fake_reset();
	struct app_options opt = play(SHELL_MENU);
	opt.idle.blank_ms = 60000;
	CHECK_INT(start(&opt), 0);
	CHECK(fake.armed);
	CHECK_INT(fake.deadline, 60000);
	fake.now = 59999;
	app_tick(&app);
	CHECK_INT(fake.blanks, 0);
	fake.now = 60000;
	app_tick(&app);
	CHECK_INT(fake.blanks, 1);
	CHECK(strstr(fake.last_line, "DPMS off") != NULL);
	CHECK(!fake.armed);	/* dark: nothing more to wait for */
	int presents = fake.presents;
	/* The touch lands on the Words button: it wakes, it does not press. */
	tap(241, 286);
	CHECK_INT(fake.unblanks, 1);
	CHECK_INT(app.shell.menu.page, MENU_PAGE_HOME);
	CHECK_INT(fake.presents, presents + 1);	/* the whole screen, drawn again */
	CHECK(fake.armed);
	CHECK_INT(fake.deadline, fake.now - 40 + 60000);	/* counting from the waking touch's lift */
	/* Now it presses. */
	tap(241, 286);
	CHECK_INT(app.shell.menu.page, MENU_PAGE_WORDS);
}

/* A display without DPMS: the app draws a black frame instead. */
static void test_black_frame(void)
{
	fake_reset();
	fake.blank_error = -ENOTSUP;
	struct app_options opt = play(SHELL_MENU);
	opt.idle.blank_ms = 1000;
	CHECK_INT(start(&opt), 0);
	CHECK(fake.pixels[10 * W + 10] != 0);
	fake.now = 1000;
	app_tick(&app);
	bool black = true;
	for (int i = 0; i < W * H && black; i++)
		black = (fake.pixels[i] & 0xffffff) == 0;
	CHECK(black);
	CHECK(strstr(fake.last_line, "a black frame") != NULL);
	tap(400, 10);
	CHECK(fake.pixels[10 * W + 10] != 0);
}

/* Font data that did not unpack at start is logged, and the app still starts. */
static void test_fonts_not_unpacked(void)
{
	fake_reset();
	int was = font_data_unpacked;
	font_data_unpacked = 0;
	struct app_options opt = play(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	font_data_unpacked = was;
	CHECK(strstr(fake.last_line, "font data did not unpack") != NULL);
	CHECK_INT(app.shell.screen, SHELL_MENU);
}

/* The lines of ink in r of a w-wide canvas (runs of rows with any pixel
 * other than bg): each one's width and height, up to n; *warning counts
 * the pixels in colour warning.  Returns the lines found. */
static int ink_lines(const uint32_t *px, int w, struct rect r, uint32_t bg, uint32_t warning, int *width,
		     int *height, int n, int *warning_px)
{
	int lines = 0, left = 0, right = -1;
	*warning_px = 0;
	for (int y = r.y; y <= r.y + r.h; y++) {
		int l = w, rt = -1;
		for (int x = r.x; y < r.y + r.h && x < r.x + r.w; x++) {
			if (px[y * w + x] == bg)
				continue;
			l = x < l ? x : l;
			rt = x;
			*warning_px += px[y * w + x] == warning;
		}
		if (rt >= 0 && right < 0) {	/* a line starts */
			if (lines < n)
				height[lines] = 0;
			left = l;
			right = rt;
		} else if (rt >= 0) {
			left = l < left ? l : left;
			right = rt > right ? rt : right;
		}
		if (rt >= 0 && lines < n)
			height[lines]++;
		if (rt < 0 && right >= 0) {	/* it ended */
			if (lines < n)
				width[lines] = right - left + 1;
			lines++;
			right = -1;
		}
	}
	return lines;
}

/* Paints the title screen whole into px (w x h), auditing its texts; in
 * round 1 after a visit to the settings page `page` and back home. */
static void render_title(int round, enum menu_page page, uint32_t *px, int w, int h, struct font_audit *audit)
{
	if (round == 1) {
		menu_show_page(&app.shell.menu, page);
		menu_show_page(&app.shell.menu, MENU_PAGE_HOME);
	}
	struct canvas c = { .pixels = px, .width = w, .height = h, .stride = w, .audit = audit };
	app_render_full(&app, &c);
}

/* A word list named but not usable (app_options.dict_unusable: a lost
 * file, not --no-dict) is said on the title screen, where the players
 * and the operator see it: at its foot, in the warning colour, whole (the
 * width of its ink is the sentence's, the font audit finds nothing cut),
 * clear of the games' buttons, and there again when the home page comes
 * back.  On one line at 800x480, 480x320 and 320x480; after its colon on
 * two at 240x320.  With a screen under 480x320 too, the screen's line goes
 * under it where each fits on one line (479x320), else only the word
 * list's is on the screen (320x240: the journal says the screen's).
 * Without the option (--no-dict, or a word list that works) no foot line. */
static void test_no_word_list_said_on_the_title(void)
{
	static const struct {
		int w, h;
		float scale;
		bool unusable;
		const char *line[2];
	} cases[] = {
		{ 800, 480, 1.0f, true, { "No word list: every word is accepted" } },
		{ 480, 320, 0.75f, true, { "No word list: every word is accepted" } },
		{ 320, 480, 0.75f, true, { "No word list: every word is accepted" } },
		{ 240, 320, 0.75f, true, { "No word list:", "every word is accepted" } },
		{ 479, 320, 0.75f, true, { "No word list: every word is accepted",
					   "Screen 479x320 is under 480x320: text may be cut" } },
		{ 320, 240, 0.75f, true, { "No word list: every word is accepted" } },
		{ 800, 480, 1.0f, false, { NULL } },
		{ 480, 320, 0.75f, false, { NULL } },
		{ 320, 480, 0.75f, false, { NULL } },
	};
	static uint32_t px[W * H];
	const struct theme *theme = theme_or_classic(NULL);
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		int w = cases[i].w, h = cases[i].h;
		fake_reset();
		struct app_options opt = play(SHELL_MENU);
		opt.scale = cases[i].scale;
		opt.dict_unusable = cases[i].unusable;
		CHECK_INT(start_at(&opt, w, h), 0);
		int want = !cases[i].line[0] ? 0 : !cases[i].line[1] ? 1 : 2;
		const struct font *floor = text_floor(w, h);
		for (int round = 0; round < 2; round++) {
			struct font_audit audit = { 0 };
			render_title(round, MENU_PAGE_WORDS, px, w, h, &audit);
			const struct menu *m = &app.shell.menu;
			char what[160];
			snprintf(what, sizeof what, "%dx%d%s, round %d", w, h, cases[i].unusable ? ", no word list" : "",
				 round);
			/* No warning colour anywhere but under the games' buttons. */
			int bottom = 0, in_buttons = 0, all_warning = 0;
			for (int it = 0; it < MENU_ITEM_COUNT; it++)
				if (!rect_is_empty(m->item_rect[it]) && m->item_rect[it].y + m->item_rect[it].h > bottom)
					bottom = m->item_rect[it].y + m->item_rect[it].h;
			for (int y = 0; y < h; y++)
				for (int x = 0; x < w; x++) {
					if (px[y * w + x] != theme->table.warning)
						continue;
					all_warning++;
					for (int it = 0; it < MENU_ITEM_COUNT; it++)
						in_buttons += rect_contains(m->item_rect[it], x, y);
				}
			CHECK_MSG(in_buttons == 0, what);
			CHECK_MSG(audit.cuts == 0, audit.cuts ? audit.cut[0] : what);
			if (!want) {
				CHECK_MSG(rect_is_empty(m->foot), what);
				CHECK_MSG(all_warning == 0, what);
				continue;
			}
			CHECK_MSG(!rect_is_empty(m->foot) && m->foot.y >= bottom, what);
			/* The foot's lines of ink, each as wide as its text's. */
			int width[3] = { 0 }, height[3] = { 0 }, warning_px;
			int lines = ink_lines(px, w, m->foot, theme->table.background, theme->table.warning, width, height,
					      3, &warning_px);
			char got[320];
			snprintf(got, sizeof got, "%s: %d lines of ink at the foot (%d and %d px wide), want %d (\"%s\" %d px, "
				 "\"%s\" %d px)", what, lines, width[0], width[1], want, cases[i].line[0],
				 font_text_box(floor, 0, 0, cases[i].line[0]).w, cases[i].line[1] ? cases[i].line[1] : "",
				 cases[i].line[1] ? font_text_box(floor, 0, 0, cases[i].line[1]).w : 0);
			CHECK_MSG(lines == want, got);
			for (int l = 0; l < want && l < lines; l++) {
				int ink = font_text_box(floor, 0, 0, cases[i].line[l]).w;
				CHECK_MSG(width[l] >= ink - 1 && width[l] <= ink + 1, got);
				CHECK_MSG(height[l] <= floor->line_height, got);
			}
			CHECK_MSG(warning_px > 0 && warning_px == all_warning, got);
		}
		/* The screen's own line is in the journal whatever the foot shows. */
		bool small = (w < h ? w : h) < 320 || (w > h ? w : h) < 480;
		CHECK_INT(strstr(fake.log, "is under the smallest supported") != NULL, small);
		app_stop(&app);
	}
}

/* A screen under the smallest supported (480x320 either way round) is
 * said on the title screen, not only in the journal: a line at its foot in
 * the warning colour, whole (the font audit finds it nowhere cut; other
 * text may be, as it says: the help line at 240x320), under the
 * games' buttons and clear of them (also of Continue, a game kept), and
 * there again when the home page comes back.  At 480x320, 320x480 and
 * 800x480 no such line. */
static void test_small_screen_said_on_the_title(void)
{
	static const struct {
		int w, h;
		bool small;
	} sizes[] = { { 320, 240, true }, { 240, 320, true }, { 240, 240, true }, { 479, 320, true },
		      { 320, 479, true }, { 480, 320, false }, { 320, 480, false }, { 800, 480, false } };
	static uint32_t px[W * H];
	uint32_t warning = theme_or_classic(NULL)->table.warning;
	for (size_t k = 0; k < 2 * sizeof sizes / sizeof *sizes; k++) {
		size_t i = k / 2;
		bool kept = k % 2;
		int w = sizes[i].w, h = sizes[i].h;
		fake_reset();
		struct app_options opt = play(kept ? SHELL_REVERSI : SHELL_MENU);
		settings.reversi_opponent = MENU_HUMAN;
		opt.scale = 0.75f;
		CHECK_INT(start_at(&opt, w, h), 0);
		CHECK_INT(strstr(fake.log, "is under the smallest supported") != NULL, sizes[i].small);
		if (kept) {	/* Menu at the Reversi table: the title screen offers Continue */
			struct rect b = shell_reversi(&app.shell)->layout.buttons[REVERSI_TABLE_BUTTON_MENU];
			tap(b.x + b.w / 2, b.y + b.h / 2);
			CHECK_INT(app.shell.screen, SHELL_MENU);
			CHECK(!rect_is_empty(app.shell.menu.item_rect[MENU_ITEM_CONTINUE]));
		}
		for (int round = 0; round < 2; round++) {
			struct font_audit audit = { 0 };
			render_title(round, MENU_PAGE_REVERSI, px, w, h, &audit);
			/* The games' buttons, and the warning's ink under them. */
			const struct menu *m = &app.shell.menu;
			int bottom = 0, ink = 0, in_buttons = 0;
			for (int it = 0; it < MENU_ITEM_COUNT; it++)
				if (!rect_is_empty(m->item_rect[it]) && m->item_rect[it].y + m->item_rect[it].h > bottom)
					bottom = m->item_rect[it].y + m->item_rect[it].h;
			for (int y = 0; y < h; y++)
				for (int x = 0; x < w; x++) {
					if (px[y * w + x] != warning)
						continue;
					ink += y >= bottom;
					for (int it = 0; it < MENU_ITEM_COUNT; it++)
						in_buttons += rect_contains(m->item_rect[it], x, y);
				}
			char what[128];
			snprintf(what, sizeof what, "%dx%d%s, round %d: %d warning pixels under the buttons, %d in them, "
				 "%d texts cut", w, h, kept ? " (a game kept)" : "", round, ink, in_buttons, audit.cuts);
			CHECK_MSG((ink > 0) == sizes[i].small, what);
			CHECK_MSG(in_buttons == 0, what);
			for (int j = 0; j < audit.cuts && j < FONT_AUDIT_KEEP; j++)
				CHECK_MSG(!strstr(audit.cut[j], "is under"), audit.cut[j]);
			CHECK_MSG(audit.cuts == 0 || (w == 240 && kept), what);	/* that help line alone */
		}
		app_stop(&app);
	}
}

/* A [look] scale larger than the screen holds is drawn at the largest that
 * keeps the screen 480x320 either way round at it (800x480: 480/320, 1.5;
 * 640x480: 640/480), never under 1; the title screen says so at its foot
 * in the warning colour, whole, and the journal too.  Past that scale the
 * layouts overlapped and cut their text (the menu's rows at 800x480 at 4,
 * Reversi's status at 2).  A screen under 480x320 keeps its own line on
 * the title. */
static void test_scale_too_large_said_and_held(void)
{
	static const struct {
		int w, h;
		float scale, drawn;
		const char *note;
	} cases[] = {
		{ 800, 480, 4.0f, 1.5f, "Scale 4 is too large for 800x480: drawn at 1.5" },
		{ 800, 480, 2.0f, 1.5f, "Scale 2 is too large for 800x480: drawn at 1.5" },
		{ 480, 800, 2.0f, 1.5f, "Scale 2 is too large for 480x800: drawn at 1.5" },
		{ 640, 480, 2.0f, 640.0f / 480.0f, "Scale 2 is too large for 640x480: drawn at 1.33" },
		{ 480, 320, 1.25f, 1.0f, "Scale 1.25 is too large for 480x320: drawn at 1" },
		{ 800, 480, 1.5f, 1.5f, NULL },
		{ 480, 320, 0.75f, 0.75f, NULL },
		{ 320, 240, 2.0f, 1.0f, NULL },	/* the small screen's line instead */
	};
	static uint32_t px[W * H];
	uint32_t warning = theme_or_classic(NULL)->table.warning;
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
		int w = cases[i].w, h = cases[i].h;
		char what[160];
		snprintf(what, sizeof what, "%dx%d at scale %g", w, h, (double)cases[i].scale);
		fake_reset();
		struct app_options opt = play(SHELL_MENU);
		opt.scale = cases[i].scale;
		CHECK_INT(start_at(&opt, w, h), 0);
		CHECK_MSG(fabsf(app.shell.opt.scale - cases[i].drawn) < 0.001f, what);
		CHECK_MSG(!strcmp(app.scale_note, cases[i].note ? cases[i].note : app.scale_note), what);
		bool journal = strstr(fake.log, "is too large for the") != NULL;
		CHECK_MSG(journal == (cases[i].drawn < cases[i].scale), what);
		struct font_audit audit = { 0 };
		render_title(0, MENU_PAGE_HOME, px, w, h, &audit);
		const struct menu *m = &app.shell.menu;
		int bottom = 0, ink = 0;
		for (int it = 0; it < MENU_ITEM_COUNT; it++)
			if (!rect_is_empty(m->item_rect[it]) && m->item_rect[it].y + m->item_rect[it].h > bottom)
				bottom = m->item_rect[it].y + m->item_rect[it].h;
		for (int y = bottom; y < h; y++)
			for (int x = 0; x < w; x++)
				ink += px[y * w + x] == warning;
		bool small = w < 480 && h < 480;
		CHECK_MSG((ink > 0) == (cases[i].note != NULL || small), what);
		CHECK_MSG(audit.cuts == 0, audit.cuts ? audit.cut[0] : what);
		app_stop(&app);
	}
}

/* One saved game per kind: a kiosk fixed to one game (--game) continues
 * that game's and never writes over the other's; the title screen continues
 * the newest. */
static void test_saved_games_of_each_kind(void)
{
	struct app_options opt = start_reversi_for_two();
	tap_reversi_d3();
	app_stop(&app);
	CHECK(stored("reversi") != 0);
	/* Words only: a Words game starts; its turn is kept apart. */
	opt = play(SHELL_WORDS);
	CHECK_INT(start(&opt), 0);
	struct words_table *w = shell_words(&app.shell);
	CHECK(w != NULL);
	if (!w)
		return;
	CHECK_INT(words_pass(&w->game), WORDS_OK);	/* a turn, as the rules take it */
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	CHECK(stored("words") != 0);
	CHECK(stored("reversi") != 0);
	int words_log = w->game.pos.log_len;
	app_stop(&app);
	/* Words again: that game goes on, not a fresh one. */
	CHECK_INT(start(&opt), 0);
	CHECK(shell_words(&app.shell) && shell_words(&app.shell)->game.pos.log_len == words_log);
	app_stop(&app);
	/* Reversi only: its game, though Words was saved later. */
	opt = play(SHELL_REVERSI);
	CHECK_INT(start(&opt), 0);
	CHECK(shell_reversi(&app.shell) && shell_reversi(&app.shell)->game.n_moves == 1);
	app_stop(&app);
	/* The title: the newest, Words. */
	opt = play(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	CHECK(shell_words(&app.shell) != NULL);
	app_stop(&app);
}

/* Advances the fake clock to each deadline in turn until t. */
static void run_until(uint32_t t)
{
	for (int guard = 0; guard < 100000 && fake.armed && (int32_t)(fake.deadline - t) <= 0; guard++) {
		fake.now = (int32_t)(fake.deadline - fake.now) > 0 ? fake.deadline : fake.now;
		app_tick(&app);
	}
	fake.now = t;
}

static struct app_options kiosk(enum shell_screen screen)
{
	struct app_options opt = play(screen);
	opt.idle = (struct idle_rules){ .cover_ms = 90000, .ask_ms = 600000, .park_ms = 60000, .offer_ms = 900000,
					.attract_ms = 120000, .blank_ms = 3600000 };
	return opt;
}

/* A person alone against the computer has nobody to hide the rack from:
 * the walk-away's cover step leaves it in sight, and the log does not say
 * the racks are covered (it did, over a rack face up). */
static void test_walk_away_alone_against_the_computer(void)
{
	static struct dict dict;
	if (!check_dict_open(&dict))
		return;
	fake_reset();
	struct app_options opt = kiosk(SHELL_WORDS);
	settings.seat[1] = 2;	/* Medium */
	opt.dict = &dict;
	CHECK_INT(start(&opt), 0);
	struct words_table *w = shell_words(&app.shell);
	CHECK_INT(w->game.pos.current, 0);	/* the person's turn */
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	fake.last_line[0] = '\0';
	run_until(90000);
	CHECK(idle_taken(&app.idle, IDLE_COVER));
	CHECK(!w->handover);
	CHECK_MSG(strstr(fake.last_line, "racks are covered") == NULL, fake.last_line);
}

/* A game between people left alone: the racks covered, "Still playing?",
 * then, unanswered, the game put aside under the menu (still saved, and
 * offered: Continue), then dropped when the offer is over. */
static void test_walk_away(void)
{
	fake_reset();
	struct app_options opt = kiosk(SHELL_WORDS);
	CHECK_INT(start(&opt), 0);
	struct words_table *w = shell_words(&app.shell);
	CHECK_INT(words_pass(&w->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });	/* saved */
	CHECK(stored("words") != 0);
	CHECK(!w->handover);
	run_until(90000);
	CHECK(w->handover);
	CHECK(strstr(fake.last_line, "racks are covered") != NULL);
	run_until(600000);
	CHECK(overlay_asking(&app.shell.overlay));
	CHECK(strstr(fake.last_line, "still playing") != NULL);
	run_until(660000);
	CHECK(!overlay_asking(&app.shell.overlay));
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(app.shell.kept, SHELL_WORDS);
	CHECK(stored("words") != 0);
	run_until(660000 + 899999);
	CHECK_INT(app.shell.kept, SHELL_WORDS);
	run_until(660000 + 900000);
	CHECK_INT(app.shell.kept, SHELL_MENU);
	CHECK_INT(stored("words"), 0);
	CHECK(strstr(fake.log, "idle: the game put aside is dropped") != NULL);
}

/* A Reversi game between two people parked by the idle rules at the
 * kiosk's rules; returns when (app.idle counts the offer from then). */
static uint32_t park_a_reversi_game(void)
{
	struct app_options opt = kiosk(SHELL_REVERSI);
	settings.reversi_opponent = MENU_HUMAN;
	CHECK_INT(start(&opt), 0);
	tap_reversi_d3();
	run_until(fake.now + 660000);
	CHECK_INT(app.shell.kept, SHELL_REVERSI);
	return app.idle.last_touch;
}

/* A restart (power cut, watchdog, systemctl restart) with a game parked:
 * it comes back under the title screen (Continue), never on the table,
 * and is dropped, its file removed, when the offer is over - counted
 * over the runs and the time between them (test_parked_offer_across_
 * restarts).  A game on its table when the power went comes back there,
 * and the idle rules park it as usual. */
static void test_parked_game_across_a_restart(void)
{
	fake_reset();
	fake.wall = 1800000000;	/* 2027 */
	park_a_reversi_game();
	CHECK_INT(app.shell.screen, SHELL_MENU);
	app_stop(&app);	/* the power goes */

	fake.now += 2000;	/* back 2 s later (RestartSec=2) */
	struct app_options opt = kiosk(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(app.shell.kept, SHELL_REVERSI);
	CHECK_INT(app.shell.menu.page, MENU_PAGE_HOME);
	CHECK(strstr(fake.log, "continuing the Reversi game saved in memory (game 1 of the run with seed 1), "
			       "under the title screen") != NULL);
	app_stop(&app);

	/* Back an hour later: the offer ran out while the kiosk was down, and
	 * the game is dropped at the start, its file removed. */
	fake.now += 3600000;
	CHECK_INT(start(&opt), 0);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(app.shell.kept, SHELL_MENU);
	CHECK_INT(stored("reversi"), 0);
	CHECK(strstr(fake.log, "idle: the game put aside is dropped") != NULL);
	app_stop(&app);

	/* Left by Menu: under the menu after a restart too. */
	start_reversi_for_two();
	tap_reversi_d3();
	struct rect menu = shell_reversi(&app.shell)->layout.buttons[REVERSI_TABLE_BUTTON_MENU];
	tap(menu.x + menu.w / 2, menu.y + menu.h / 2);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	app_stop(&app);
	opt = kiosk(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(app.shell.kept, SHELL_REVERSI);
	app_stop(&app);

	/* On its table at the power cut: back on it, then parked as usual. */
	start_reversi_for_two();
	tap_reversi_d3();
	app_stop(&app);
	opt = kiosk(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	uint32_t restarted = fake.now;
	CHECK_INT(app.shell.screen, SHELL_REVERSI);
	run_until(restarted + 660000);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(app.shell.kept, SHELL_REVERSI);
	app_stop(&app);
}

/* The saved offer_ms of the game kept in the store (the Reversi slot). */
static uint32_t saved_offered_ms(void)
{
	struct shell_saved got;
	int i = slot_of("reversi");
	memcpy(&got, fake.slot[i].blob, sizeof got);
	return got.offered_ms;
}

/* The kiosk restarts (a crash, the watchdog, a timer) down_ms after now;
 * a reboot starts the monotonic clock again, and the wall clock is set
 * back by back_s (a board without an RTC). */
static void restart(uint32_t down_ms, bool reboot, int64_t back_s)
{
	app_stop(&app);
	int64_t wall = fake_wall(NULL) + down_ms / 1000 - back_s;
	fake.now = reboot ? 5000 : fake.now + down_ms;
	fake.wall = wall;
	fake.wall_mono = fake.now;
	struct app_options opt = kiosk(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
}

/* A game kept under the menu is dropped when its offer (15 min here) is
 * over, counted over every run and the time between them: a kiosk in a
 * restart loop must not keep a stranger's game for ever.  The offer's
 * time so far is saved every minute and at each start, with the wall
 * clock; a wall clock that went back counts a minute per restart (the
 * most a run spends after its last save), so even then restarts use the
 * offer up. */
static void test_parked_offer_across_restarts(void)
{
	/* Restarts every 5 minutes (299 s on the title, 1 s down; the second a
	 * reboot): after two, 602 s are spent and 298 s are left. */
	fake_reset();
	fake.wall = 1800000000;
	uint32_t parked = park_a_reversi_game();
	run_until(parked + 61000);
	CHECK_MSG(saved_offered_ms() >= 60000 && saved_offered_ms() <= 61000, "saved again after a minute");
	run_until(parked + 299000);
	restart(2000, false, 0);
	CHECK_INT(app.shell.kept, SHELL_REVERSI);
	run_until(fake.now + 299000);
	restart(2000, true, 0);
	CHECK_INT(app.shell.kept, SHELL_REVERSI);
	CHECK(stored("reversi") != 0);
	uint32_t third = fake.now;
	run_until(third + 297000);
	CHECK_MSG(app.shell.kept == SHELL_REVERSI, "kept until 900 s in all");
	run_until(third + 299000);
	CHECK_MSG(app.shell.kept == SHELL_MENU, "dropped 900 s after the parking, restarts counted");
	CHECK_INT(stored("reversi"), 0);
	app_stop(&app);

	/* The wall clock set back at every reboot, 30 s on the title each
	 * time: a minute counted per restart, so the 15th drops it at once. */
	fake_reset();
	fake.wall = 1800000000;
	park_a_reversi_game();
	int restarts = 0;
	do {
		run_until(fake.now + 30000);
		restart(2000, true, 3600);
		restarts++;
	} while (app.shell.kept == SHELL_REVERSI && restarts < 30);
	CHECK_INT(restarts, 15);
	CHECK_INT(app.shell.kept, SHELL_MENU);
	CHECK_INT(stored("reversi"), 0);
	app_stop(&app);

	/* A wall clock never set (1970 before NTP) counts the same minute. */
	fake_reset();
	fake.wall = 100;
	park_a_reversi_game();
	restart(2000, true, 0);
	uint32_t started = fake.now;
	run_until(started + 839000);
	CHECK_INT(app.shell.kept, SHELL_REVERSI);
	run_until(started + 841000);
	CHECK_INT(app.shell.kept, SHELL_MENU);
	app_stop(&app);

	/* A file of layout 2 (before saved_at_s; offered_ms in its padding
	 * read 0) still loads, under the menu, a minute of its offer counted. */
	fake_reset();
	fake.wall = 1800000000;
	park_a_reversi_game();
	app_stop(&app);
	int i = slot_of("reversi");
	memset(fake.slot[i].blob + shell_saved_size_2(), 0xee, sizeof(struct shell_saved) - shell_saved_size_2());
	memset(fake.slot[i].blob + offsetof(struct shell_saved, offered_ms), 0, sizeof(uint32_t));
	fake.slot[i].len = shell_saved_size_2();
	fake.slot[i].tag = shell_saved_tag_2();
	struct app_options opt = kiosk(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	started = fake.now;
	CHECK_INT(app.shell.kept, SHELL_REVERSI);
	CHECK_INT(stored("reversi"), sizeof(struct shell_saved));	/* saved again as layout 3 */
	CHECK_INT(fake.slot[i].tag, shell_saved_tag());
	run_until(started + 839000);
	CHECK_INT(app.shell.kept, SHELL_REVERSI);
	run_until(started + 841000);
	CHECK_INT(app.shell.kept, SHELL_MENU);
	app_stop(&app);
}

/* A finished game walked away from: the table goes back to the title
 * (Reversi's result after the cover time, the Words standings and their
 * QR code after the question's), with no Continue; a touch later finds
 * the title, not the end screen with its Take back. */
static void test_finished_game_leaves_the_table(void)
{
	fake_reset();
	struct app_options opt = kiosk(SHELL_REVERSI);
	settings.reversi_opponent = MENU_HUMAN;
	CHECK_INT(start(&opt), 0);
	struct reversi_table *t = shell_reversi(&app.shell);
	static const char *const moves[] = { "d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3", "f4" };
	for (size_t i = 0; t && i < sizeof moves / sizeof moves[0]; i++)
		CHECK_INT(reversi_game_play(&t->game, reversi_square_parse(moves[i])), REVERSI_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	uint32_t ended = fake.now;
	CHECK(t && reversi_game_is_over(&t->game));
	run_until(ended + 89999);
	CHECK_INT(app.shell.screen, SHELL_REVERSI);
	run_until(ended + 90000);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(app.shell.kept, SHELL_MENU);
	CHECK_INT(app.shell.menu.page, MENU_PAGE_HOME);
	CHECK(strstr(fake.last_line, "idle: the finished game leaves the table") != NULL);
	CHECK_INT(stored("reversi"), 0);
	tap(W / 2, 5);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	app_stop(&app);

	fake_reset();
	opt = kiosk(SHELL_WORDS);
	CHECK_INT(start(&opt), 0);
	struct words_table *w = shell_words(&app.shell);
	for (int i = 0; w && i < 6; i++)
		CHECK_INT(words_pass(&w->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	ended = fake.now;
	CHECK_INT(fake.records, 1);
	run_until(ended + 599999);
	CHECK_INT(app.shell.screen, SHELL_WORDS);	/* the standings stay */
	CHECK(!overlay_asking(&app.shell.overlay));	/* nothing to ask */
	run_until(ended + 600000);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(app.shell.kept, SHELL_MENU);
	run_until(ended + 600000 + 120000);
	CHECK(app.shell.attract);	/* the title's rules ran from then */
	app_stop(&app);
}

/* The question answered: "Keep playing" keeps the game on screen; "Put it
 * aside" parks it at once. */
static void test_still_playing_answers(void)
{
	fake_reset();
	struct app_options opt = kiosk(SHELL_WORDS);
	CHECK_INT(start(&opt), 0);
	CHECK_INT(words_pass(&shell_words(&app.shell)->game), WORDS_OK);
	run_until(600000);
	CHECK(overlay_asking(&app.shell.overlay));
	fake.now += 1000;	/* past the dialog's guard */
	struct rect keep = app.shell.overlay.ask.button[DIALOG_BUTTON_CANCEL];
	tap(keep.x + keep.w / 2, keep.y + keep.h / 2);
	uint32_t answered = fake.now;
	CHECK(!overlay_asking(&app.shell.overlay));
	CHECK_INT(app.shell.screen, SHELL_WORDS);
	run_until(answered + 100000);	/* the count started again at the answer */
	CHECK_INT(app.shell.screen, SHELL_WORDS);
	CHECK(!overlay_asking(&app.shell.overlay));
	run_until(answered + 600000);
	CHECK(overlay_asking(&app.shell.overlay));
	fake.now += 1000;
	struct rect aside = app.shell.overlay.ask.button[DIALOG_BUTTON_CONFIRM];
	/* A finger brushing over "Put it aside" (down, moved away, lifted) or
	 * let go by a cancel (the panel unplugged) answers nothing. */
	int ax = aside.x + aside.w / 2, ay = aside.y + aside.h / 2;
	app_pointer(&app, &(struct pointer_event){ POINTER_DOWN, ax, ay, fake.now });
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, ax, ay - 40, fake.now + 30 });
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, ax, ay, fake.now + 60 });
	app_pointer(&app, &(struct pointer_event){ POINTER_UP, ax, ay, fake.now + 90 });
	CHECK_MSG(overlay_asking(&app.shell.overlay), "a brush over the button is no answer");
	CHECK_INT(app.shell.screen, SHELL_WORDS);
	app_pointer(&app, &(struct pointer_event){ POINTER_DOWN, ax, ay, fake.now + 120 });
	app_pointer(&app, &(struct pointer_event){ POINTER_CANCEL, ax, ay, fake.now + 150 });
	app_pointer(&app, &(struct pointer_event){ POINTER_UP, ax, ay, fake.now + 180 });
	CHECK_MSG(overlay_asking(&app.shell.overlay), "a cancelled press is no answer");
	CHECK_INT(app.shell.screen, SHELL_WORDS);
	fake.now += 200;
	tap(ax, ay);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(app.shell.kept, SHELL_WORDS);
}

/* On the title, idle: games between computers under "Touch to play", one
 * after the other, never saved; a touch only stops it. */

/* A finished game leaves its record once: a Words game ended by six
 * scoreless turns is GCG that replays to the game's scores; a failing
 * store is a warning and the game goes on. */
static void test_finished_game_record(void)
{
	static struct gcg_record rec;
	static struct gcg_replay rp;
	struct gcg_error e;
	struct app_options opt;
	struct words_table *w = start_words(&opt);
	if (!w)
		return;
	for (int i = 0; i < 5; i++)
		CHECK_INT(words_pass(&w->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	CHECK_INT(fake.records, 0);	/* not over yet */
	CHECK_INT(words_pass(&w->game), WORDS_OK);
	CHECK(words_is_over(&w->game));
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 1, 0, fake.now });
	CHECK_INT(fake.records, 1);
	CHECK(!fake.record_reversi);
	CHECK(strstr(fake.log, "record: records/000001-words.gcg") != NULL);
	CHECK_INT(gcg_parse(fake.record, strlen(fake.record), &rec, &e), GCG_OK);
	CHECK_INT(gcg_replay(&rec, &rp, NULL, NULL, &e), GCG_OK);
	CHECK(words_is_over(&rp.game));
	for (int p = 0; p < 2; p++)
		CHECK_INT(rp.total[rp.player[p]], w->game.pos.score[p]);
	/* The same record as a QR code on the end screen. */
	CHECK_INT(fake.qr_codes, 1);
	CHECK(w->qr != NULL && w->qr->width == 21 && w->qr->dark[0] == (strlen(fake.record) & 0xff));
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 2, 0, fake.now });
	CHECK_INT(fake.records, 1);	/* once */
	CHECK_INT(fake.qr_codes, 1);
	/* Taken back on the end screen and ended again: still one record. */
	CHECK_INT(words_take_back(&w->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 3, 0, fake.now });
	CHECK(!words_is_over(&w->game));
	CHECK_INT(words_pass(&w->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 4, 0, fake.now });
	CHECK(words_is_over(&w->game));
	CHECK_INT(fake.records, 1);
	CHECK_INT(fake.qr_codes, 1);
	/* The table's New game is another game: its own record. */
	words_table_new_game(w);
	for (int i = 0; i < 6; i++)
		CHECK_INT(words_pass(&w->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 5, 0, fake.now });
	CHECK_INT(fake.records, 2);
	CHECK_INT(fake.qr_codes, 2);
	app_stop(&app);

	fake_reset();
	fake.record_error = -ENOSPC;
	CHECK_INT(start(&opt), 0);
	w = shell_words(&app.shell);
	for (int i = 0; w && i < 6; i++)
		CHECK_INT(words_pass(&w->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	CHECK_INT(fake.records, 1);
	CHECK(strstr(fake.log, "warning: disk full") != NULL);
	CHECK(!app_finished(&app, NULL));
	/* A full disk for weeks: said once, not at every game's end; the first
	 * record kept after it says so. */
	for (int g = 0; w && g < 3; g++) {
		words_table_new_game(w);
		for (int i = 0; i < 6; i++)
			CHECK_INT(words_pass(&w->game), WORDS_OK);
		app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	}
	CHECK_INT(fake.records, 4);
	int said = 0;
	for (const char *p = fake.log; (p = strstr(p, "disk full")); p++)
		said++;
	CHECK_MSG(said == 1, fake.log);
	fake.record_error = 0;
	words_table_new_game(w);
	for (int i = 0; w && i < 6; i++)
		CHECK_INT(words_pass(&w->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	CHECK_INT(fake.records, 5);
	CHECK_MSG(strstr(fake.log, "(records are kept again)") != NULL, fake.log);
	app_stop(&app);
}

/* Only NR's absence matters: every other word is good. */
static bool all_but_nr(const void *ctx, const char *word, int len)
{
	(void)ctx;
	return !(len == 2 && word[0] == 'N' && word[1] == 'R');
}

/* A fresh Words table where Player 1 goes out at once with the phony NR
 * (single challenge, an empty bag): its table, or NULL. */
static struct words_table *go_out_with_nr(void)
{
	struct app_options opt;
	struct words_table *w = start_words(&opt);
	if (!w)
		return NULL;
	w->game.options.challenge = WORDS_CHALLENGE_SINGLE;
	w->game.lexicon = (struct words_lexicon){ all_but_nr, NULL };
	w->game.pos.bag_len = 0;
	snprintf(w->game.pos.rack[0], sizeof w->game.pos.rack[0], "NR");
	struct words_move m = { 2, { { WORDS_CENTRE, 'N' }, { WORDS_CENTRE + 1, 'R' } } };
	struct words_result r;
	CHECK_INT(words_play(&w->game, &m, &r), WORDS_OK);
	return w;
}

/* A going-out play open to challenge is no end yet: the record waits for
 * the game to be final, and so agrees with it after an upheld challenge
 * reopened the game (the phony withdrawn, no end lines).  The racks are
 * set by hand, so the record is read, not replayed. */
static void test_record_waits_for_going_out_challenge(void)
{
	struct words_table *w = go_out_with_nr();
	if (!w)
		return;
	CHECK(words_is_over(&w->game));
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	CHECK_INT(fake.records, 0);	/* open to challenge: not final */
	bool upheld = false;
	CHECK_INT(words_challenge(&w->game, &upheld, NULL), WORDS_OK);
	CHECK(upheld && !words_is_over(&w->game));
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 1, 0, fake.now });
	CHECK_INT(fake.records, 0);
	while (!words_is_over(&w->game))
		CHECK_INT(words_pass(&w->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 2, 0, fake.now });
	CHECK_INT(fake.records, 1);
	CHECK_MSG(strstr(fake.record, "\n>Player1: NR 8H NR +4 4\n>Player1: NR -- -4 0\n") != NULL, fake.record);
	CHECK_MSG(strstr(fake.record, ">Player1: (SIL??SA)") == NULL, fake.record);	/* no end of the going out */
	app_stop(&app);

	/* Let stand (Accept): final, recorded with its end lines. */
	w = go_out_with_nr();
	if (!w)
		return;
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	CHECK_INT(fake.records, 0);
	words_table_let_stand(w);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 1, 0, fake.now });
	CHECK_INT(fake.records, 1);
	CHECK_MSG(strstr(fake.record, "\n>Player1: NR 8H NR +4 4\n>Player1: (SIL??SA) +5 9\n") != NULL, fake.record);
	app_stop(&app);
}

/* A Words game of two people named name0 and name1, ended by six passes:
 * true once its one record is written (fake.record); the app still runs. */
static bool record_of_two(const char *name0, const char *name1)
{
	fake_reset();
	struct app_options opt = play(SHELL_WORDS);
	snprintf(settings.name[0], sizeof settings.name[0], "%s", name0);
	snprintf(settings.name[1], sizeof settings.name[1], "%s", name1);
	CHECK_INT(start(&opt), 0);
	struct words_table *w = shell_words(&app.shell);
	CHECK(w != NULL);
	if (!w)
		return false;
	for (int i = 0; i < 6; i++)
		CHECK_INT(words_pass(&w->game), WORDS_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	CHECK_INT(fake.records, 1);
	return fake.records == 1;
}

/* The record reads back, the first player's full name whole, and replays. */
static void check_record_replays(const char *name0)
{
	static struct gcg_record rec;
	static struct gcg_replay rp;
	struct gcg_error e;
	CHECK_INT(gcg_parse(fake.record, strlen(fake.record), &rec, &e), GCG_OK);
	CHECK_STR(rec.players[0].name, name0);
	CHECK_INT(gcg_replay(&rec, &rp, NULL, NULL, &e), GCG_OK);
}

/* Names with accents in the record: GCG declares UTF-8, the full names
 * keep their accents, the nicknames (which Quackle and Woogles take as
 * ASCII) have the plain letters; the record reads back and replays. */
static void test_record_names_in_utf8(void)
{
	if (record_of_two("\xc3\x89lodie", "J\xc3\xbcrgen \xc3\x9f")) {	/* Élodie, Jürgen ß */
		CHECK(strncmp(fake.record, "#character-encoding UTF-8\n", 26) == 0);
		CHECK_MSG(strstr(fake.record, "#player1 Elodie \xc3\x89lodie\n") != NULL, fake.record);
		CHECK_MSG(strstr(fake.record, "#player2 Jurgenss J\xc3\xbcrgen \xc3\x9f\n") != NULL, fake.record);
		check_record_replays("\xc3\x89lodie");
	}
	app_stop(&app);
}

/* The keyboard's accents page has OE and oe (U+0152/U+0153, beyond
 * Latin-1) and a kiosk's name from the network may hold any Latin letter
 * (Polish, Czech, Hungarian): each becomes its plain letters in the
 * nickname, never left out ("Chl" for Chloe, "odz" for Lodz). */
static void test_record_names_beyond_latin1(void)
{
	/* Chloe with oe; Lodz OE, with the stroke and accents */
	if (record_of_two("Chl\xc5\x93", "\xc5\x81\xc3\xb3" "d\xc5\xba \xc5\x92")) {
		CHECK_MSG(strstr(fake.record, "#player1 Chloe Chl\xc5\x93\n") != NULL, fake.record);
		CHECK_MSG(strstr(fake.record, "#player2 LodzOE \xc5\x81\xc3\xb3" "d\xc5\xba \xc5\x92\n") != NULL,
			  fake.record);
		check_record_replays("Chl\xc5\x93");
	}
	app_stop(&app);
}

/* A finished Reversi game's record: the transcript and the result by the
 * World Othello Federation's rule - the 9-move wipe-out is 13-0 on the
 * board and 64-0 with the 51 empty squares given to the winner. */
static void test_finished_reversi_record(void)
{
	start_reversi_for_two();
	struct reversi_table *t = (struct reversi_table *)shell_reversi(&app.shell);
	CHECK(t != NULL);
	if (!t)
		return;
	static const char *const moves[] = { "d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3", "f4" };
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
		CHECK_INT(reversi_game_play(&t->game, reversi_square_parse(moves[i])), REVERSI_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 0, 0, fake.now });
	CHECK_INT(fake.records, 1);
	CHECK(fake.record_reversi);
	CHECK(strstr(fake.record, "moves d3c3b3d2e1d6d7e3f4\n") != NULL);
	CHECK(strstr(fake.record, "result black 64 white 0, black wins\n") != NULL);
	/* What the kiosk writes is what tessera-words records reads and checks. */
	static struct reversi_record rec;
	struct reversi_record_error rerr = { .message = "" };
	CHECK_MSG(reversi_record_read(&rec, fake.record, strlen(fake.record), &rerr) == REVERSI_OK, rerr.message);
	CHECK_STR(rec.black, "Black");
	CHECK_STR(rec.white, "White");
	CHECK_INT(rec.black_score, 64);
	/* Take back on the end screen, the same last move again: one game,
	 * one record. */
	CHECK_INT(reversi_game_undo(&t->game, 1), REVERSI_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 1, 0, fake.now });
	CHECK_INT(reversi_game_play(&t->game, reversi_square_parse("f4")), REVERSI_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 2, 0, fake.now });
	CHECK(reversi_game_is_over(&t->game));
	CHECK_INT(fake.records, 1);
	/* New game at the table: the same moves are another game's record. */
	reversi_table_new_game(t);
	for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
		CHECK_INT(reversi_game_play(&t->game, reversi_square_parse(moves[i])), REVERSI_OK);
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 3, 0, fake.now });
	CHECK_INT(fake.records, 2);
	app_stop(&app);
}

static void test_attract_mode(void)
{
	fake_reset();
	struct app_options opt = kiosk(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	run_until(120000);
	CHECK(app.shell.attract);
	CHECK(app.shell.overlay.banner);
	/* No word list here: the computers play Reversi. */
	CHECK_INT(app.shell.screen, SHELL_REVERSI);
	const struct reversi_table *t = shell_reversi(&app.shell);
	run_until(fake.now + 600000);
	CHECK(t->game.n_moves > 20);
	CHECK_INT(fake.saves, 0);
	CHECK_INT(fake.records, 0);	/* nobody's game: no record either */
	/* Touching the board plays nothing: the title comes back. */
	int x, y;
	reversi_table_square_centre(&t->layout, 2 * 8 + 3, &x, &y);
	tap(x, y);
	CHECK(!app.shell.attract);
	CHECK(!app.shell.overlay.banner);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(app.shell.menu.page, MENU_PAGE_HOME);
	CHECK_INT(fake.saves, 0);
}

/* Presses at the centre of r. */
static void tap_rect(struct rect r)
{
	tap(r.x + r.w / 2, r.y + r.h / 2);
}

/* Something rests on the title (a cup, a phone, a palm) across the attract
 * mode and the dark screen, then is lifted: the lift wakes nothing and
 * draws nothing on the dark panel; the next touch only wakes it (DPMS on),
 * and only the one after plays.  (The lift used to undo both steps
 * unseen: frames drawn on a dark panel, blind taps starting a game.) */
static void test_touch_resting_across_the_dark(void)
{
	fake_reset();
	struct app_options opt = kiosk(SHELL_MENU);
	opt.idle.blank_ms = 300000;
	CHECK_INT(start(&opt), 0);
	app_pointer(&app, &(struct pointer_event){ POINTER_DOWN, 400, 460, fake.now });
	run_until(130000);
	CHECK(app.shell.attract);
	run_until(310000);
	CHECK_INT(fake.blanks, 1);
	CHECK(!app.shell.attract);
	int presents = fake.presents;
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, 402, 458, fake.now });
	app_pointer(&app, &(struct pointer_event){ POINTER_UP, 402, 458, fake.now + 10 });
	fake.now += 5000;
	app_tick(&app);
	CHECK_INT(fake.unblanks, 0);
	CHECK_INT(fake.presents, presents);	/* nothing drawn on the dark panel */
	CHECK(!fake.armed);			/* still dark: nothing due */
	CHECK(!app.shell.attract);
	/* The next customer's first tap, on Words, wakes it; the second plays. */
	tap_rect(app.shell.menu.item_rect[MENU_ITEM_WORDS]);
	CHECK_INT(fake.unblanks, 1);
	CHECK_INT(app.shell.menu.page, MENU_PAGE_HOME);
	tap_rect(app.shell.menu.item_rect[MENU_ITEM_WORDS]);
	CHECK_INT(app.shell.menu.page, MENU_PAGE_WORDS);
	CHECK_INT(fake.saves, 0);
}

/* A cup on the title while the attract mode starts under it, lifted: the
 * attract mode plays on ("Touch to play"); a tap on its game's Menu only
 * wakes the title - the computers' game is not kept, offered or saved. */
static void test_touch_resting_across_the_attract_mode(void)
{
	fake_reset();
	struct app_options opt = kiosk(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	app_pointer(&app, &(struct pointer_event){ POINTER_DOWN, 400, 460, fake.now });
	run_until(150000);
	CHECK(app.shell.attract);
	app_pointer(&app, &(struct pointer_event){ POINTER_UP, 400, 460, fake.now });
	CHECK(app.shell.attract);
	CHECK(app.shell.overlay.banner);
	CHECK_INT(app.shell.screen, SHELL_REVERSI);	/* no word list: Reversi */
	tap_rect(shell_reversi(&app.shell)->layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	CHECK(!app.shell.attract);
	CHECK(!app.shell.overlay.banner);
	CHECK_INT(app.shell.screen, SHELL_MENU);
	CHECK_INT(app.shell.kept, SHELL_MENU);
	CHECK(!app.shell.menu.kept);	/* no "Continue Reversi" */
	/* Someone else, two minutes later. */
	run_until(fake.now + 125000);
	tap(400, 460);
	run_until(fake.now + 61000);
	CHECK_INT(fake.saves, 0);
	CHECK_INT(stored("reversi"), 0);
}

/* A tile held still over the board as the racks are covered goes home at
 * the cover; the finger's later moves and lift place nothing under it;
 * a tap shows the rack, the board empty.  The rule holds for the
 * calibration screen too: a touch held across the dark screen leaves it
 * taking the next touches. */
static void test_tile_held_across_the_cover(void)
{
	fake_reset();
	struct app_options opt = kiosk(SHELL_WORDS);
	CHECK_INT(start(&opt), 0);
	struct words_table *w = shell_words(&app.shell);
	int x, y, hx, hy;
	words_table_slot_centre(&w->layout, 0, &x, &y);
	words_table_square_centre(&w->layout, 7 * 15 + 7, &hx, &hy);
	app_pointer(&app, &(struct pointer_event){ POINTER_DOWN, x, y, fake.now });
	for (int i = 1; i <= 4; i++)
		app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, x + (hx - x) * i / 4, y + (hy - y - 30) * i / 4,
							   fake.now + (uint32_t)i * 16 });
	CHECK(w->drag.from == WORDS_TABLE_DRAG_RACK);
	run_until(91000);
	CHECK(w->handover);
	CHECK(w->drag.from == WORDS_TABLE_DRAG_NONE);	/* let go: home */
	app_pointer(&app, &(struct pointer_event){ POINTER_MOVE, hx, hy, fake.now });
	app_pointer(&app, &(struct pointer_event){ POINTER_UP, hx, hy, fake.now + 16 });
	CHECK_INT(w->game.stage.count, 0);
	CHECK(w->handover);
	tap(hx, hy);
	CHECK(!w->handover);	/* shown to its owner */
	CHECK_INT(w->game.stage.count, 0);
	app_stop(&app);

	fake_reset();
	struct app_options cal = { .mode = APP_CALIBRATE, .idle = { .blank_ms = 60000 } };
	CHECK_INT(start(&cal), 0);
	app_pointer(&app, &(struct pointer_event){ POINTER_DOWN, app.calib.target[0][0], app.calib.target[0][1], 0 });
	run_until(70000);
	CHECK_INT(fake.blanks, 1);
	app_pointer(&app, &(struct pointer_event){ POINTER_UP, app.calib.target[0][0], app.calib.target[0][1], fake.now });
	tap(W / 2, H / 2);	/* wakes */
	CHECK_INT(fake.unblanks, 1);
	for (int i = 0; i < CALIB_POINTS; i++)
		tap(app.calib.target[i][0], app.calib.target[i][1]);
	CHECK_INT(calib_phase(&app.calib), CALIB_PHASE_CHECK);
}

/* Types "AN" as Player 1's name on the Words page and walks away. */
static void type_a_name_and_leave(void)
{
	tap_rect(app.shell.menu.item_rect[MENU_ITEM_WORDS]);
	tap_rect(app.shell.menu.item_rect[MENU_ITEM_NAME0]);
	CHECK(app.shell.menu.keyboard.open);
	tap_rect(keyboard_key_rect(&app.shell.menu.keyboard, keyboard_letter_key('A')));
	tap_rect(keyboard_key_rect(&app.shell.menu.keyboard, keyboard_letter_key('N')));
	CHECK_STR(app.shell.menu.keyboard.text, "An");
}

/* A name half typed by someone who walked away does not come back after
 * the attract mode or the dark screen: the title comes back, the keyboard
 * closed, the name as it was. */
static void test_name_half_typed_is_dropped(void)
{
	fake_reset();
	struct app_options opt = kiosk(SHELL_MENU);
	CHECK_INT(start(&opt), 0);
	type_a_name_and_leave();
	run_until(fake.now + 120000);
	CHECK(app.shell.attract);
	tap(400, 200);	/* wakes: the title */
	CHECK(!app.shell.attract);
	CHECK(!app.shell.menu.keyboard.open);
	CHECK_INT(app.shell.menu.page, MENU_PAGE_HOME);
	CHECK_STR(app.shell.menu.set.name[0], "");
	tap_rect(app.shell.menu.item_rect[MENU_ITEM_WORDS]);
	CHECK(!app.shell.menu.keyboard.open);
	CHECK_INT(app.shell.menu.page, MENU_PAGE_WORDS);
	app_stop(&app);

	/* No attract mode: the dark screen drops it too. */
	fake_reset();
	opt.idle.attract_ms = 0;
	opt.idle.blank_ms = 300000;
	CHECK_INT(start(&opt), 0);
	type_a_name_and_leave();
	run_until(fake.now + 300000);
	CHECK_INT(fake.blanks, 1);
	tap(400, 200);
	CHECK_INT(fake.unblanks, 1);
	CHECK(!app.shell.menu.keyboard.open);
	CHECK_STR(app.shell.menu.set.name[0], "");
}

int main(void)
{
	RUN(test_memory_plan_matches_what_it_holds);
	RUN(test_short_block_is_refused);
	RUN(test_busy_display_defers_the_frame);
	RUN(test_deadlines_are_armed_and_run);
	RUN(test_saved_game_kept_resumed_dropped);
	RUN(test_game_started_over_a_kept_one_ends_it);
	RUN(test_saved_game_that_does_not_replay);
	RUN(test_saved_game_of_the_other_kind);
	RUN(test_refused_newer_save_leaves_the_older);
	RUN(test_saved_game_kept_for_a_run_with_the_dictionary);
	RUN(test_failed_save_is_retried);
	RUN(test_damaged_save_is_a_warning);
	RUN(test_calibration_save_and_cancel);
	RUN(test_failing_display_ends_the_app);
	RUN(test_dark_screen);
	RUN(test_saved_games_of_each_kind);
	RUN(test_walk_away);
	RUN(test_walk_away_alone_against_the_computer);
	RUN(test_still_playing_answers);
	RUN(test_finished_game_leaves_the_table);
	RUN(test_parked_game_across_a_restart);
	RUN(test_parked_offer_across_restarts);
	RUN(test_attract_mode);
	RUN(test_touch_resting_across_the_dark);
	RUN(test_touch_resting_across_the_attract_mode);
	RUN(test_tile_held_across_the_cover);
	RUN(test_name_half_typed_is_dropped);
	RUN(test_black_frame);
	RUN(test_fonts_not_unpacked);
	RUN(test_small_screen_said_on_the_title);
	RUN(test_scale_too_large_said_and_held);
	RUN(test_no_word_list_said_on_the_title);
	RUN(test_finished_game_record);
	RUN(test_record_waits_for_going_out_challenge);
	RUN(test_record_names_in_utf8);
	RUN(test_record_names_beyond_latin1);
	RUN(test_finished_reversi_record);
	free(block);
	return check_finish();
}
