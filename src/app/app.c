#include "app/app.h"
#include "app/deadline.h"
#include "app/shell_record.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gfx/damage.h"
#include "gfx/font.h"
#include "gfx/qr.h"
#include "gfx/draw.h"

/* The saved games' names in the store: one per game, so a kiosk fixed to
 * one game never writes over a game of the other kind. */
static const char *saved_name(enum shell_screen screen)
{
	return screen == SHELL_REVERSI ? "reversi" : "words";
}
/* The screens' piece in the reservation table. */
#define SCREENS_PIECE "screens (menu and the two tables)"
/* A game kept under the menu is saved again this often, with the time its
 * offer has run: a restart loses at most this much of it. */
#define OFFER_SAVE_MS 60000u
/* A wall clock before 2025-01-01 was never set (a board without an RTC,
 * before NTP): it cannot tell how long the program was down. */
#define WALL_CLOCK_SET_S 1735689600

static void say(struct app *app, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(struct app *app, const char *fmt, ...)
{
	char line[APP_LINE_MAX];
	va_list ap;
	if (!app->io.log)
		return;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	app->io.log(app->io.log_ctx, line);
}

static void finish(struct app *app, int status)
{
	app->finished = true;
	app->status = status;
}

/* ---- options and memory ------------------------------------------------------- */

static struct shell_options shell_options_of(const struct app_options *opt, int width, int height)
{
	struct shell_options so = {
		.width = width, .height = height, .scale = app_scale_fit(width, height, opt->scale, NULL, 0),
		.seed = opt->seed,
		.drag_threshold = opt->drag_threshold,
		.long_press_ms = opt->long_press_ms, .lexicon = opt->lexicon, .dict = opt->dict,
		.start = opt->start, .settings = opt->settings, .theme = opt->theme, .net = opt->net,
		.net_off = opt->net_off,
	};
	return so;
}

static struct computers_options computers_options_of(struct app *app)
{
	const struct app_options *opt = &app->opt;
	struct computers_options co = {
		.dict = opt->dict, .solver_helpers = opt->solver_helpers, .think_ms = opt->think_ms,
		.reversi_table_bytes = opt->reversi_table_bytes,
		.clock_ms = app->io.clock.worker_ms, .wake = app->io.clock.wake,
		.wake_ctx = app->io.clock.ctx, .log = app->io.log, .log_ctx = app->io.log_ctx,
	};
	return co;
}

size_t app_memory_plan(const struct app_options *opt, int width, int height, struct reserve_table *t)
{
	if (opt->mode != APP_PLAY)
		return t->heap_bytes;
	struct shell_options so = shell_options_of(opt, width, height);
	reserve_add(t, SCREENS_PIECE, shell_memory_size(&so), RESERVE_HEAP);
	if (opt->workers) {
		struct computers_options co = { .dict = opt->dict, .reversi_table_bytes = opt->reversi_table_bytes };
		computers_plan(&co, t);
	}
	return t->heap_bytes;
}

/* ---- the screen shown ------------------------------------------------------------- */

static bool wants_frame(const struct app *app)
{
	return app->opt.mode == APP_CALIBRATE ? calib_wants_frame(&app->calib) : shell_wants_frame(&app->shell);
}

static void render(struct app *app, struct canvas *c, struct damage *d)
{
	if (app->opt.mode == APP_CALIBRATE)
		calib_render(&app->calib, c, d);
	else
		shell_render(&app->shell, c, d);
}

void app_render_full(struct app *app, struct canvas *c)
{
	if (app->opt.mode == APP_CALIBRATE)
		calib_render_full(&app->calib, c);
	else
		shell_render_full(&app->shell, c);
}

static bool next_deadline(const struct app *app, uint32_t *when)
{
	return app->opt.mode == APP_PLAY && shell_next_deadline(&app->shell, when);
}

/* ---- the idle rules ------------------------------------------------------------------ */

static enum idle_scene scene(const struct app *app)
{
	if (app->opt.mode != APP_PLAY)
		return IDLE_SCENE_OTHER;
	if (app->shell.attract)
		return IDLE_SCENE_TITLE;	/* its game is the title's */
	if (app->shell.screen == SHELL_MENU)
		return app->shell.kept != SHELL_MENU ? IDLE_SCENE_TITLE_KEPT : IDLE_SCENE_TITLE;
	if (shell_game_under_way(&app->shell))
		return IDLE_SCENE_GAME;
	/* Not under way on its table: over. */
	if (app->shell.screen == SHELL_WORDS)
		return IDLE_SCENE_OVER_STANDINGS;
	return app->shell.screen == SHELL_REVERSI ? IDLE_SCENE_OVER : IDLE_SCENE_OTHER;
}

static void invalidate(struct app *app)
{
	if (app->opt.mode == APP_CALIBRATE)
		app->calib.dirty = true;
	else
		shell_invalidate(&app->shell);
}

/* The screen goes dark: DPMS off, or a black frame where the display has
 * none.  No frame is drawn until a touch wakes it. */
static void blank(struct app *app)
{
	const struct app_display *d = &app->io.display;
	app->black_frame = !d->blank || d->blank(d->ctx, true) != 0;
	if (app->black_frame && !d->busy(d->ctx)) {
		struct rect all = { 0, 0, app->canvas->width, app->canvas->height };
		canvas_fill_rect(app->canvas, NULL, all, 0);
		d->present(d->ctx, &all, 1);
	}
	say(app, "idle: the screen is dark (%s)", app->black_frame ? "a black frame" : "DPMS off");
}

/* A touch on a dark screen, covered racks or the attract mode: the screen
 * comes back as it was (the title, for the attract mode); the touch does
 * nothing else. */
static void wake(struct app *app, bool was_dark)
{
	const struct app_display *d = &app->io.display;
	if (was_dark && !app->black_frame && d->blank)
		d->blank(d->ctx, false);
	app->black_frame = false;
	if (app->opt.mode == APP_PLAY)
		shell_attract_stop(&app->shell);
	invalidate(app);
}

/* A touch down as an idle step is taken is void (idle.h): the screens
 * let go of it first, before the step changes what it was on - a tile
 * held goes home, a button held is not pressed. */
static void cancel_touch(struct app *app, uint32_t now)
{
	struct pointer_event cancel = { POINTER_CANCEL, 0, 0, now };
	if (app->opt.mode == APP_CALIBRATE)
		calib_handle_event(&app->calib, &cancel);
	else
		shell_handle_event(&app->shell, &cancel);
}

/* What a touch acts on.  Its own doings change it too, so it is taken again
 * after each pointer event; a change from anywhere else (the computer's or
 * the other table's move, the game's end, another screen or a question
 * over it) comes under a finger pressed on what is gone. */
static struct app_scene scene_of(const struct shell *sh)
{
	struct app_scene s = {
		.screen = sh->screen,
		.asking = overlay_asking(&sh->overlay),
		.chat = sh->chat.open,
		.invited = lobby_asking(&sh->lobby),
		.games = sh->games,
	};
	if (sh->screen == SHELL_WORDS) {
		s.table_games = sh->words.games;
		s.moves = sh->words.game.pos.log_len;
		s.undone = sh->words.game.undo_len;
	} else if (sh->screen == SHELL_REVERSI) {
		s.moves = sh->reversi.game.n_moves;
	}
	return s;
}

static bool same_scene(const struct app_scene *a, const struct app_scene *b)
{
	return a->screen == b->screen && a->asking == b->asking && a->chat == b->chat &&
	       a->invited == b->invited && a->games == b->games && a->table_games == b->table_games &&
	       a->moves == b->moves && a->undone == b->undone;
}

/* The screens changed under a touch down: it is void, let go there (a tile
 * held goes home), and its lift taps nothing on what it never pressed. */
static void drop_moved_touch(struct app *app, uint32_t now)
{
	struct app_scene s = scene_of(&app->shell);
	/* The cancel sends a held tile home: no field of the scene moves. */
	if (!same_scene(&s, &app->scene) && idle_drop_touch(&app->idle))
		cancel_touch(app, now);
	app->scene = s;
}

/* Takes an idle step: the rule's action on the screens. */
static void idle_step_now(struct app *app, enum idle_step step, uint32_t now)
{
	if (idle_took(&app->idle, step, now))
		cancel_touch(app, now);
	switch (step) {
	case IDLE_COVER:
		/* Reversi has nothing to hide; nor has a Words game that is over
		 * or a person alone against the computer. */
		if (app->shell.screen == SHELL_WORDS && shell_cover_racks(&app->shell))
			say(app, "idle: the racks are covered");
		break;
	case IDLE_ASK:
		shell_ask_still_playing(&app->shell, (int)(app->idle.rules.park_ms / 1000), now);
		say(app, "idle: asking whether anyone is still playing");
		break;
	case IDLE_PARK:
		shell_park(&app->shell);
		say(app, "idle: the game is put aside; the title screen offers to continue it");
		break;
	case IDLE_DROP_KEPT:
		shell_drop_kept(&app->shell);
		say(app, "idle: the game put aside is dropped");
		break;
	case IDLE_CLEAR:
		/* Over: parking keeps nothing, and no Continue is offered. */
		shell_park(&app->shell);
		say(app, "idle: the finished game leaves the table for the title screen");
		break;
	case IDLE_ATTRACT:
		shell_attract_start(&app->shell);
		say(app, "idle: the attract mode plays");
		break;
	case IDLE_BLANK:
		/* Nothing plays in the dark, and nothing half typed wakes. */
		shell_attract_stop(&app->shell);
		shell_drop_typing(&app->shell);
		blank(app);
		break;
	default:
		break;
	}
}

/* The step the idle rules say is due now, if any. */
static void idle_step(struct app *app, uint32_t now)
{
	enum idle_step step;
	uint32_t when;
	if (idle_next(&app->idle, scene(app), &step, &when) && (int32_t)(now - when) >= 0)
		idle_step_now(app, step, now);
}

/* The title offers a game kept under the menu, and the offer ends some
 * day: the time it has run is saved, so a restart does not start it again
 * (docs/kiosk.md). */
static bool offer_counts(const struct app *app)
{
	return app->idle.rules.offer_ms && app->io.store.save && scene(app) == IDLE_SCENE_TITLE_KEPT;
}

/* The screens' next deadline, the attract mode's or the idle rules',
 * whichever comes first. */
static bool any_deadline(const struct app *app, uint32_t *when)
{
	enum idle_step step;
	uint32_t idle_when = 0, attract_when = 0;
	bool screen = next_deadline(app, when);
	if (app->opt.mode == APP_PLAY) {
		uint32_t net_when = 0;
		bool attract = shell_attract_deadline(&app->shell, &attract_when);
		screen = deadline_earlier(screen, when, attract, attract_when);
		/* Asked first: an argument's order of evaluation is unspecified. */
		bool net = shell_net_deadline(&app->shell, &net_when);
		screen = deadline_earlier(screen, when, net, net_when);
	}
	/* The next save of the time a kept game's offer has run. */
	if (app->opt.mode == APP_PLAY && offer_counts(app))
		screen = deadline_earlier(screen, when, true, app->offer_save_at);
	bool idle = idle_next(&app->idle, scene(app), &step, &idle_when);
	return deadline_earlier(screen, when, idle, idle_when);
}

/* ---- the frame and damage cycle ------------------------------------------------------- */

/* Draws what changed and shows it, unless a frame is still in flight: then
 * the screens keep their damage and app_display_ready() comes back here. */
static void frame(struct app *app)
{
	const struct app_display *d = &app->io.display;
	struct damage damage;
	if (app->finished || idle_taken(&app->idle, IDLE_BLANK) || !wants_frame(app) || d->busy(d->ctx))
		return;
	damage_init(&damage, app->canvas->width, app->canvas->height);
	render(app, app->canvas, &damage);
	if (!damage.count)
		return;
	int err = d->present(d->ctx, damage.rects, damage.count);
	if (err) {
		say(app, "cannot present a frame: %s", strerror(-err));
		finish(app, 1);
		return;
	}
	app->frames++;
}

/* After anything that may have moved the game: keep it in the store, or
 * drop it once the game is over or left. */
static void save_game(struct app *app)
{
	const struct app_store *st = &app->io.store;
	char msg[APP_LINE_MAX - 64];
	uint32_t progress = shell_progress(&app->shell);
	if (app->opt.mode != APP_PLAY || !st->save)
		return;
	uint32_t now = app->io.clock.now_ms(app->io.clock.ctx);
	bool offering = offer_counts(app);
	/* Under the menu the game is saved again now and then, with the time
	 * its offer has run; nothing else changes it. */
	if (progress == app->saved_progress && !(offering && (int32_t)(now - app->offer_save_at) >= 0))
		return;
	app->offer_save_at = now + OFFER_SAVE_MS;
	bool have = shell_snapshot(&app->shell, &app->saved);
	/* The game saved last is over, was dropped, or another was started
	 * over it (the menu's dialog said it ends): its file goes at once.  A
	 * game of the other kind saved meanwhile would only hide it, and the
	 * restart after that game's end would bring it back. */
	if (app->saved_screen != SHELL_MENU && st->remove &&
	    (!have || app->saved.screen != (uint32_t)app->saved_screen || app->saved.games != app->saved_games))
		st->remove(st->ctx, saved_name(app->saved_screen));
	if (!have) {
		app->saved_screen = SHELL_MENU;
		app->saved_progress = progress;
		return;
	}
	/* The game shown, or kept under the menu. */
	app->saved_screen = (enum shell_screen)app->saved.screen;
	app->saved_games = app->saved.games;
	app->saved.sequence = app->save_sequence + 1;
	/* The offer has run since the last touch (or the parking, which
	 * counts as one; a resumed game's last touch is set back by the time
	 * counted before). */
	app->saved.offered_ms = offering ? now - app->idle.last_touch : 0;
	app->saved.saved_at_s = app->io.clock.wall_s ? app->io.clock.wall_s(app->io.clock.ctx) : 0;
	/* Said once per failing stretch, not on every move; the progress is
	 * not marked saved, so the next entry point tries again (a disk that
	 * was full gets the game as soon as it has room). */
	if (st->save(st->ctx, saved_name(app->saved_screen), shell_saved_tag(), &app->saved, sizeof app->saved, msg,
		     sizeof msg)) {
		if (!app->save_warned)
			say(app, "warning: %s (the game goes on unsaved)", msg);
		app->save_warned = true;
		return;
	}
	if (app->save_warned)
		say(app, "the game is saved again");
	app->save_warned = false;
	app->save_sequence++;
	app->saved_progress = progress;
}

/* A game just over leaves its record for the players (shell_record.h),
 * once: kept in the store and, as a QR code, on the Words end screen.
 * Only a final game is due (a going-out play still open to challenge may
 * yet be withdrawn and the game go on), so the record matches it.  A
 * game taken back after its end and ended again keeps the first record
 * (one game, one record); a new game on the table gets its own.  A
 * failure is said and the game goes on. */
static void record_game(struct app *app)
{
	static char text[SHELL_RECORD_MAX];
	static struct qr_code qr;
	const struct app_store *st = &app->io.store;
	char msg[APP_LINE_MAX - 64];
	enum shell_screen over = app->opt.mode == APP_PLAY ? shell_record_due(&app->shell) : SHELL_MENU;
	if (over == SHELL_MENU || (!st->save_record && !st->record_qr))
		return;
	uint32_t game = shell_record_game_id(&app->shell);
	if (app->recorded && app->recorded_game == game)
		return;
	app->recorded = true;
	app->recorded_game = game;
	int len = shell_record_text(&app->shell, over, text, sizeof text);
	if (len < 0) {
		say(app, "warning: the finished game's record does not fit in %zu bytes", sizeof text);
		return;
	}
	/* A failure is said once per failing stretch, as the game's save: a
	 * full disk for weeks is one line, not one for each game.  The first
	 * record after it says they are kept again. */
	if (st->save_record) {
		if (!st->save_record(st->ctx, over == SHELL_REVERSI, text, (size_t)len, msg, sizeof msg)) {
			say(app, "record: %s%s", msg, app->record_warned ? " (records are kept again)" : "");
			app->record_warned = false;
		} else if (!app->record_warned) {
			say(app, "warning: %s (later games' records fail unsaid until one is kept again)", msg);
			app->record_warned = true;
		}
	}
	/* The code is shown on the standings: none for a game left under the
	 * menu when the other table's last move ended it. */
	if (over != SHELL_WORDS || !st->record_qr || !shell_words(&app->shell))
		return;
	int err = st->record_qr(st->ctx, text, (size_t)len, &qr);
	if (err)
		say(app, "warning: no QR code for the record: %s", strerror(-err));
	else
		words_table_set_qr(shell_words(&app->shell), &qr);
}

/* The tail of every entry point. */
static void settle(struct app *app)
{
	uint32_t when = 0;
	if (app->opt.mode == APP_PLAY && !app->finished) {
		uint32_t now = app->io.clock.now_ms(app->io.clock.ctx);
		/* The question answered "Put it aside"; the attract mode's next game. */
		if (shell_take_park_request(&app->shell))
			idle_step_now(app, IDLE_PARK, now);
		shell_attract_tick(&app->shell, now);
		/* The other kiosks: this table's moves out, theirs in; and
		 * whether anyone is here, for the other table. */
		if (app->shell.opt.net)
			netplay_nobody_here(app->shell.opt.net, idle_nobody(&app->idle));
		shell_net_sync(&app->shell, now);
		drop_moved_touch(app, now);
	}
	save_game(app);
	record_game(app);
	bool armed = !app->finished && any_deadline(app, &when);
	app->io.clock.arm(app->io.clock.ctx, armed, when);
	frame(app);
}

/* ---- calibration ---------------------------------------------------------------------------- */

/* Save on the calibration screen: the store turns the fit into the board's
 * matrix and writes it. */
static void calib_save(struct app *app)
{
	const struct app_store *st = &app->io.store;
	char msg[APP_LINE_MAX - 128];
	float m[6];
	int err = -EROFS;
	snprintf(msg, sizeof msg, "no board config to write to");
	if (st->save_calibration)
		err = st->save_calibration(st->ctx, app->calib.fit.m, m, msg, sizeof msg);
	if (err) {
		say(app, "calibration not saved: %s", msg);
		calib_save_done(&app->calib, err, msg);
		return;
	}
	say(app, "calibration saved in %s: %.9g %.9g %.9g  %.9g %.9g %.9g (touches within %.1f px)", msg, m[0], m[1],
	    m[2], m[3], m[4], m[5], app->calib.error_px);
	const char *base = strrchr(msg, '/');
	calib_save_done(&app->calib, 0, base ? base + 1 : msg);
}

static void calib_pointer(struct app *app, const struct pointer_event *ev)
{
	calib_handle_event(&app->calib, ev);
	switch (calib_phase(&app->calib)) {
	case CALIB_PHASE_SAVING:
		calib_save(app);
		break;
	case CALIB_PHASE_FINISHED:
		finish(app, 0);
		break;
	case CALIB_PHASE_CANCELLED:
		say(app, "calibration cancelled; the board config is unchanged");
		finish(app, 1);
		break;
	default:
		break;
	}
}

/* ---- start ------------------------------------------------------------------------------- */

/* A saved game the shell refused (it does not replay, or its settings are
 * out of range): the store moves it aside, so the next save starts afresh
 * and the file stays for a look, and the kiosk starts at the title screen. */
static void refuse_saved_game(struct app *app, enum shell_screen kind, const char *why)
{
	const struct app_store *st = &app->io.store;
	char msg[APP_LINE_MAX - 64];
	if (st->set_aside) {
		st->set_aside(st->ctx, saved_name(kind), why, msg, sizeof msg);
		say(app, "warning: %s; starting at the title screen", msg);
	} else {
		say(app, "warning: the saved game is not used: %s; starting at the title screen", why);
	}
}

/* A good saved game this run cannot continue (it needs the dictionary this
 * run lacks): the store keeps the file as it is and
 * saves nothing over it, so the run that has what it needs continues it.
 * A store that cannot keep it sets it aside (still on disk, for a look). */
static void keep_saved_game(struct app *app, enum shell_screen kind, const char *why)
{
	const struct app_store *st = &app->io.store;
	char msg[APP_LINE_MAX - 64];
	if (!st->keep || st->keep(st->ctx, saved_name(kind), why, msg, sizeof msg)) {
		refuse_saved_game(app, kind, why);
		return;
	}
	say(app, "warning: %s; starting at the title screen", msg);
}

/* A game saved by the last run continues when the program starts at the
 * title screen; one asked for on the command line starts fresh instead.
 * The bytes read are only checked and replayed, never kept. */
/* Loads the saved game of one kind into app->saved: its save sequence, or
 * 0 when there is none (a damaged one is set aside by the store and said). */
static uint32_t load_saved(struct app *app, enum shell_screen screen, char *msg, size_t msglen)
{
	const struct app_store *st = &app->io.store;
	/* Layout 2 (before saved_at_s) still loads: the rest reads 0. */
	int err = st->load(st->ctx, saved_name(screen), shell_saved_tag(), &app->saved, sizeof app->saved,
			   shell_saved_tag_2(), shell_saved_size_2(), msg, msglen);
	if (err && err != -ENOENT)
		say(app, "warning: %s", msg);
	if (err)
		return 0;
	/* The sequence goes on from the newest save there is. */
	if (app->saved.sequence > app->save_sequence)
		app->save_sequence = app->saved.sequence;
	return app->saved.sequence ? app->saved.sequence : 1;
}

/* The saved game to continue, loaded into app->saved: straight into a game
 * (a kiosk fixed to one game), that game's; at the title screen, the newest
 * of the two.  The other kind's is left as it is.  Returns the kind loaded,
 * or SHELL_MENU for none. */
static enum shell_screen choose_saved(struct app *app, char *msg, size_t msglen)
{
	if (app->opt.start != SHELL_MENU) {
		/* The other kind's only for its sequence: later saves are newer. */
		load_saved(app, app->opt.start == SHELL_WORDS ? SHELL_REVERSI : SHELL_WORDS, msg, msglen);
		return load_saved(app, app->opt.start, msg, msglen) ? app->opt.start : SHELL_MENU;
	}
	uint32_t words = load_saved(app, SHELL_WORDS, msg, msglen);
	uint32_t reversi = load_saved(app, SHELL_REVERSI, msg, msglen);
	if (!words && !reversi)
		return SHELL_MENU;
	/* app->saved holds the Reversi game if there is one: load Words again
	 * when it is the newer. */
	if (reversi >= words)
		return SHELL_REVERSI;
	return load_saved(app, SHELL_WORDS, msg, msglen) ? SHELL_WORDS : SHELL_MENU;
}

/* The time since a save at saved_at_s (wall clock): the rest of that run
 * after it, and the time the program was down.  The wall clock is only
 * trusted going forward from a time it was set: one that went back (a
 * board without an RTC after a reboot) or was never set says nothing, and
 * then the most a run can spend after its last save counts, so a loop of
 * restarts still uses the offer up.  A clock stepped forward (NTP) can
 * only end an offer early. */
static uint32_t time_since_save(const struct app *app, int64_t saved_at_s)
{
	int64_t now = app->io.clock.wall_s ? app->io.clock.wall_s(app->io.clock.ctx) : 0;
	if (saved_at_s < WALL_CLOCK_SET_S || now < saved_at_s)
		return OFFER_SAVE_MS;
	if (now - saved_at_s >= UINT32_MAX / 1000)
		return UINT32_MAX;
	return (uint32_t)(now - saved_at_s) * 1000u;
}

/* A game resumed under the menu: its offer goes on from where it was (the
 * last touch set back by the time counted), and is over at once when that
 * is the whole offer (the first tick drops it). */
static void resume_offer(struct app *app, uint32_t offered_ms, int64_t saved_at_s)
{
	uint32_t offer = app->idle.rules.offer_ms, since = time_since_save(app, saved_at_s);
	if (!offer || scene(app) != IDLE_SCENE_TITLE_KEPT)
		return;
	uint32_t run = offered_ms >= offer || since >= offer - offered_ms ? offer : offered_ms + since;
	app->idle.last_touch -= run;
}

/* Continues the game of this kind loaded in app->saved (msg: where it was
 * read).  False when the shell refused it: the store then sets it aside or
 * keeps it for a run that can continue it. */
static bool resume_kind(struct app *app, enum shell_screen kind, const char *msg)
{
	char why[APP_LINE_MAX / 2];
	int refused = shell_resume(&app->shell, &app->saved, kind, why, sizeof why);
	/* The program's "seed N" line is this run's, for its new games: the
	 * log names the run that started the game continued. */
	uint64_t seed = app->saved.seed;
	unsigned game = app->saved.games;
	uint32_t offered_ms = app->saved.offered_ms;
	int64_t saved_at_s = app->saved.saved_at_s;
	memset(&app->saved, 0, sizeof app->saved);
	if (refused == SHELL_SAVED_NOT_NOW) {
		keep_saved_game(app, kind, why);
		return false;
	}
	if (refused) {
		refuse_saved_game(app, kind, why);
		return false;
	}
	/* The kind loaded: a game parked comes back under the title screen. */
	app->saved_screen = kind;
	app->saved_games = app->shell.games;
	app->saved_progress = shell_progress(&app->shell);
	/* A game across tables kept once over: the last run wrote its record. */
	app->recorded = shell_record_due(&app->shell) != SHELL_MENU;
	app->recorded_game = shell_record_game_id(&app->shell);
	say(app, "continuing the %s game saved in %s (game %u of the run with seed %" PRIu64 ")%s",
	    kind == SHELL_WORDS ? "Words" : "Reversi", msg, game, seed,
	    app->shell.screen == SHELL_MENU ? ", under the title screen (Continue)" : "");
	resume_offer(app, offered_ms, saved_at_s);
	return true;
}

/* A game saved by the last run continues (docs/kiosk.md).  At the title
 * screen, when the newer of the two saved games is refused, the other
 * kind's continues instead: a damaged newer file must not hide a good
 * older game (it would stay on disk unoffered until overwritten). */
static void resume_game(struct app *app)
{
	char msg[APP_LINE_MAX - 64];
	enum shell_screen kind = app->io.store.load ? choose_saved(app, msg, sizeof msg) : SHELL_MENU;
	if (kind == SHELL_MENU || resume_kind(app, kind, msg) || app->opt.start != SHELL_MENU)
		return;
	enum shell_screen other = kind == SHELL_WORDS ? SHELL_REVERSI : SHELL_WORDS;
	if (load_saved(app, other, msg, sizeof msg))
		resume_kind(app, other, msg);
}

/* The title screen's foot line while dict_unusable: one line at 480x320
 * and 320x480 (247 px of the floor's font), and broken after its colon on
 * two at 240. */
static const char NO_WORD_LIST[] = "No word list: every word is accepted";

bool app_small_screen(int width, int height, char *note, size_t size)
{
	int w = width, h = height;
	if ((w < h ? w : h) >= APP_LEAST_SHORT && (w > h ? w : h) >= APP_LEAST_LONG)
		return false;
	/* The least size turned as the screen is: 320x480 for a portrait one.
	 * Short enough for two lines of 240 px. */
	snprintf(note, size, "Screen %dx%d is under %dx%d: text may be cut", w, h,
		 w < h ? APP_LEAST_SHORT : APP_LEAST_LONG, w < h ? APP_LEAST_LONG : APP_LEAST_SHORT);
	return true;
}

float app_scale_fit(int width, int height, float scale, char *note, size_t size)
{
	float want = scale > 0 ? scale : 1.0f;
	int lo = width < height ? width : height, hi = width < height ? height : width;
	float most = (float)lo / APP_LEAST_SHORT;
	if ((float)hi / APP_LEAST_LONG < most)
		most = (float)hi / APP_LEAST_LONG;
	if (most < 1.0f)
		most = 1.0f;
	if (want <= most)
		return want;
	if (note && size)
		snprintf(note, size, "Scale %g is too large for %dx%d: drawn at %.3g", (double)want, width, height,
			 (double)most);
	return most;
}

static int start_play(struct app *app, const struct reserve_table *t, void *block, size_t size)
{
	const struct reserve_entry *screens = reserve_find(t, SCREENS_PIECE);
	struct shell_options so = shell_options_of(&app->opt, app->canvas->width, app->canvas->height);
	/* Under the smallest size supported (docs/gfx-ui.md, "Screen sizes"),
	 * the games start but nothing checks that they read whole: the journal
	 * says so, and the title screen, where an operator who plugged in a
	 * small panel sees it without the journal. */
	int w = app->canvas->width, h = app->canvas->height;
	bool small = app_small_screen(w, h, app->small_screen, sizeof app->small_screen);
	if (small)
		so.foot_note = app->small_screen;
	/* A [look] scale the screen cannot hold: drawn at the largest it
	 * can (the layouts overlap and cut text past it), and said where the
	 * operator who set it looks; under the smallest size that line wins. */
	float scale = app->opt.scale > 0 ? app->opt.scale : 1.0f;
	bool scaled_down = app_scale_fit(w, h, scale, app->scale_note, sizeof app->scale_note) < scale;
	if (scaled_down && !small)
		so.foot_note = app->scale_note;
	/* A word list that could not be used changes the game itself (every
	 * word goes, no computer seats) and shows nowhere else: its line comes
	 * first, and the screen's goes under it only where both fit (the
	 * journal says both). */
	if (app->opt.dict_unusable) {
		so.foot_more = so.foot_note;
		so.foot_note = NO_WORD_LIST;
	}
	if (!screens || screens->offset + screens->bytes > size) {
		say(app, "the memory block is not the one planned for the screens");
		return -EINVAL;
	}
	if (app->opt.workers) {
		struct computers_options co = computers_options_of(app);
		computers_start(&app->computers, &co, t, block);
		computers_connect(&app->computers, &so);
		app->have_computers = true;
	}
	if (shell_init(&app->shell, &so, (char *)block + screens->offset, screens->bytes)) {
		say(app, "the screen (%dx%d) is too small for the games", app->canvas->width, app->canvas->height);
		return -EINVAL;
	}
	if (small)
		say(app, "the screen (%dx%d) is under the smallest supported, %dx%d either way: the games "
		    "start, but some text may be cut or overlap", w, h, APP_LEAST_LONG, APP_LEAST_SHORT);
	if (scaled_down)
		say(app, "[look] scale %g is too large for the %dx%d screen: the games are drawn at %.3g, the largest "
		    "that keeps %dx%d at it", (double)scale, w, h, (double)app_scale_fit(w, h, scale, NULL, 0),
		    APP_LEAST_LONG, APP_LEAST_SHORT);
	app->saved_progress = shell_progress(&app->shell);
	resume_game(app);
	shell_invalidate(&app->shell);
	return 0;
}

static int start_calibration(struct app *app)
{
	struct calib_options co = { app->canvas->width, app->canvas->height,
				    app_scale_fit(app->canvas->width, app->canvas->height, app->opt.scale, NULL, 0), 0,
				    app->opt.theme };
	if (calib_init(&app->calib, &co)) {
		say(app, "the calibration screen cannot start at %dx%d (240x240 at least)", app->canvas->width,
		    app->canvas->height);
		return -EINVAL;
	}
	return 0;
}

int app_init(struct app *app, const struct app_options *opt, const struct app_backend *io,
	     const struct reserve_table *t, void *block, size_t size)
{
	memset(app, 0, sizeof *app);
	app->opt = *opt;
	app->io = *io;
	app->canvas = io->display.canvas(io->display.ctx);
	idle_init(&app->idle, &opt->idle, io->clock.now_ms(io->clock.ctx));
	/* A game resumed under the menu is saved at once with the time its
	 * offer has run, the time since its last save counted in. */
	app->offer_save_at = app->idle.last_touch;
	/* Build-time data checked by mkfont, so only a damaged program file
	 * gets here: the screens still work, without their words. */
	if (!font_data_unpacked)
		say(app, "fonts: the built-in font data did not unpack (a damaged program file?): text will not show");
	int err = opt->mode == APP_CALIBRATE ? start_calibration(app) : start_play(app, t, block, size);
	if (err) {
		app_stop(app);
		return err;
	}
	/* A game kept under the menu whose offer ran out while the program
	 * was down is dropped now, its file removed. */
	if (opt->mode == APP_PLAY)
		idle_step(app, io->clock.now_ms(io->clock.ctx));
	settle(app);
	return 0;
}

/* ---- entry points --------------------------------------------------------------------------- */

void app_pointer(struct app *app, const struct pointer_event *ev)
{
	bool woke;
	if (app->finished)
		return;
	bool was_dark = idle_taken(&app->idle, IDLE_BLANK);
	if (!idle_touch(&app->idle, ev, &woke)) {
		if (woke)
			wake(app, was_dark);
	} else if (app->opt.mode == APP_CALIBRATE)
		calib_pointer(app, ev);
	else {
		shell_handle_event(&app->shell, ev);
		app->scene = scene_of(&app->shell);	/* the touch's own doing */
	}
	settle(app);
}

void app_tick(struct app *app)
{
	uint32_t when, now = app->io.clock.now_ms(app->io.clock.ctx);
	/* Modulo 2^32 like the gesture recogniser's own comparisons. */
	if (!app->finished && next_deadline(app, &when) && (int32_t)(now - when) >= 0)
		shell_tick(&app->shell, now);
	if (!app->finished)
		idle_step(app, now);
	settle(app);
}

void app_wake(struct app *app)
{
	if (app->have_computers && !app->finished)
		computers_collect(&app->computers, &app->shell);
	settle(app);
}

void app_display_ready(struct app *app)
{
	frame(app);
}

void app_network(struct app *app)
{
	settle(app);
}

bool app_finished(const struct app *app, int *status)
{
	if (app->finished && status)
		*status = app->status;
	return app->finished;
}

void app_stop(struct app *app)
{
	if (app->have_computers)
		computers_stop(&app->computers);
	app->have_computers = false;
}
