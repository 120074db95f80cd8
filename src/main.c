/* tessera: the program.  Shows the title screen and menu, the Words table
 * and the Reversi table (src/ui/shell.h) on the DRM display and plays them
 * with the touch screen.  Wiring: loop (signals, timer, the AI's eventfd)
 * <- DRM fd (flip events) <- evdev fds + inotify (pointer events -> shell ->
 * render its damage -> present when no flip is pending).  Startup loads the
 * board config and the dictionary, opens the devices, starts the Reversi
 * computer's worker thread and allocates the screens' memory; after that
 * nothing allocates. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/rvai_thread.h"
#include "ai/words_worker.h"
#include "platform/config.h"
#include "platform/dict_file.h"
#include "platform/drm.h"
#include "platform/evdev.h"
#include "platform/loop.h"
#include "input/input_transform.h"
#include "platform/state.h"
#include "ui/calib/calib.h"
#include "app/shell.h"
#include "ui/words/words_table.h"

/* The board's default and the table's own player (no worker, no clock) think alike. */
_Static_assert(CONFIG_THINK_MS_DEFAULT == WORDS_TABLE_COMPUTER_BUDGET_MS, "one default thinking time");

#ifndef TESSERA_DATADIR
#define TESSERA_DATADIR "/usr/local/share/tessera"
#endif

/* The Reversi computer's transposition table on the worker: 4 MiB. */
#define APP_RVAI_TT_BYTES (4u << 20)

struct app {
	struct loop loop;
	struct drm_presenter drm;
	struct evdev_input input;
	struct shell shell;
	struct config_board board; /* evdev_options point into it */
	struct dict_file dict;
	struct words_lexicon lexicon;
	bool have_dict;
	struct rvai_worker *rvai;
	uint32_t rvai_ticket;		/* the request the worker searches for */
	uint64_t rvai_requests;
	struct words_worker *words_ai;
	uint32_t words_ticket;		/* the request the Words worker thinks about */
	uint32_t words_think_ms;	/* Expert's budget per turn: --think-ms, else the board's */
	struct state_dir state;
	bool have_state;
	uint32_t saved_progress;	/* shell_progress at the last save */
	struct shell_saved saved;	/* the save's buffer (no allocation per turn) */
	bool save_warned;		/* the last save failed and said so */
	/* --calibrate: the calibration screen instead of the shell. */
	bool calibrating;
	struct calib calib;
	struct input_calibration raw_cal;	/* the board's, identity matrix */
	struct input_transform raw;	/* for turning the screen's fit into the matrix */
	int err;
};

/* What the command line asked for besides the device options. */
struct args {
	const char *bad; /* the option a usage error is about */
	const char *board; /* NULL: automatic, no config */
	const char *dict;  /* NULL: the default search */
	bool no_dict;
	uint64_t seed;
	bool seed_set;
	bool help;
	bool calibrate;
	enum shell_screen start;
	int players;	/* 0: the menu's default */
	int computer;	/* Reversi opponent level, or MENU_HUMAN; -2: the default */
	uint32_t think_ms;	/* the Words Expert's budget per turn; 0: the board's */
};

/* Expert's clock for its time budget. */
static uint64_t clock_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

static uint32_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint32_t)((uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u);
}

/* Renders what the ui changed and shows it, unless a flip is still in
 * flight: then the ui keeps its damage and the flip event calls this again. */
static void present(struct app *app)
{
	struct canvas *c = drm_canvas(&app->drm);
	struct damage d;
	int err;
	bool wants = app->calibrating ? calib_wants_frame(&app->calib) : shell_wants_frame(&app->shell);
	if (!wants || drm_busy(&app->drm))
		return;
	damage_init(&d, c->width, c->height);
	if (app->calibrating)
		calib_render(&app->calib, c, &d);
	else
		shell_render(&app->shell, c, &d);
	if (!d.count)
		return;
	err = drm_present(&app->drm, d.rects, d.count);
	if (err) {
		fprintf(stderr, "tessera: cannot present a frame: %s\n", strerror(-err));
		app->err = err;
		loop_quit(&app->loop);
	}
}

#define APP_STATE_GAME "game"

/* After anything that may have moved the game: keep it in the state
 * directory, or drop it once the game is over or left. */
static void save_game(struct app *app)
{
	uint32_t progress = shell_progress(&app->shell);
	char msg[PATH_MAX + 160];
	if (!app->have_state || progress == app->saved_progress)
		return;
	app->saved_progress = progress;
	if (!shell_snapshot(&app->shell, &app->saved)) {
		state_remove(&app->state, APP_STATE_GAME);
		return;
	}
	/* Once per failing stretch, not on every move. */
	if (state_save(&app->state, APP_STATE_GAME, shell_saved_tag(), &app->saved, sizeof app->saved, msg,
		       sizeof msg)) {
		if (!app->save_warned)
			fprintf(stderr, "tessera: warning: %s (the game goes on unsaved)\n", msg);
		app->save_warned = true;
	} else {
		app->save_warned = false;
	}
}

/* The 60 Hz timer runs only while the screen has a deadline (long press,
 * the computer's pause, an animation). */
static void arm_timer(struct app *app)
{
	uint32_t when;
	loop_animate(&app->loop, !app->calibrating && shell_next_deadline(&app->shell, &when));
}

static void on_tick(void *ctx, uint64_t count)
{
	struct app *app = ctx;
	uint32_t when, now = now_ms();
	(void)count;
	if (app->calibrating)
		return;
	/* Modulo 2^32 like the gesture recogniser's own comparisons. */
	if (shell_next_deadline(&app->shell, &when) && (int32_t)(now - when) >= 0)
		shell_tick(&app->shell, now);
	arm_timer(app);
	save_game(app);
	present(app);
}

static void on_drm(void *ctx, int fd, short revents)
{
	struct app *app = ctx;
	(void)fd; (void)revents;
	drm_handle_event(&app->drm);
	present(app);
}

/* Save on the calibration screen: the board config gets the matrix that makes
 * the full touch transform do what the screen's fit does. */
static void calib_save(struct app *app)
{
	const char *path = app->board.path;
	char msg[CONFIG_PATH_MAX + CONFIG_ERROR_MAX];
	float m[6];
	int err = config_write_screen_calibration(path, &app->raw, app->calib.fit.m, m, msg, sizeof msg);
	if (err) {
		fprintf(stderr, "tessera: calibration not saved: %s\n", msg);
		calib_save_done(&app->calib, err, msg);
		return;
	}
	fprintf(stderr, "tessera: calibration saved in %s: %.9g %.9g %.9g  %.9g %.9g %.9g (touches within %.0f px)\n",
		path, m[0], m[1], m[2], m[3], m[4], m[5], app->calib.error_px);
	const char *base = strrchr(path, '/');
	calib_save_done(&app->calib, 0, base ? base + 1 : path);
}

static void on_calib_pointer(struct app *app, const struct pointer_event *ev)
{
	calib_handle_event(&app->calib, ev);
	switch (calib_phase(&app->calib)) {
	case CALIB_PHASE_SAVING:
		calib_save(app);
		break;
	case CALIB_PHASE_FINISHED:
		loop_quit(&app->loop);
		break;
	case CALIB_PHASE_CANCELLED:
		fprintf(stderr, "tessera: calibration cancelled; %s is unchanged\n", app->board.path);
		app->err = -ECANCELED;
		loop_quit(&app->loop);
		break;
	default:
		break;
	}
	present(app);
}

static void on_pointer(void *ctx, const struct pointer_event *ev)
{
	struct app *app = ctx;
	if (app->calibrating) {
		on_calib_pointer(app, ev);
		return;
	}
	shell_handle_event(&app->shell, ev);
	arm_timer(app);
	save_game(app);
	present(app);
}

/* ---- the Reversi computer on its worker thread ------------------------------- */

/* Runs on a worker thread: only wakes the loop. */
static void worker_ready(void *ctx)
{
	struct app *app = ctx;
	loop_post_wake(&app->loop);
}

/* The table's hook: hand the search to the worker and keep reacting. */
static int rvai_hook(void *user, const struct computer_request *req)
{
	struct app *app = user;
	if (rvai_worker_busy(app->rvai))
		rvai_worker_discard(app->rvai);	/* a search for a game left behind */
	app->rvai_ticket = req->ticket;
	int err = rvai_worker_request(app->rvai, req->reversi, (enum rvai_level)req->level,
				      app->shell.opt.seed + ++app->rvai_requests);
	if (err) {
		fprintf(stderr, "tessera: the Reversi computer cannot start: %s\n", strerror(-err));
		return -1;	/* the table tells the player; the game goes on */
	}
	return 0;
}

/* The Words table's hook: the worker thinks, the screen stays live. */
static int words_hook(void *user, const struct computer_request *req)
{
	struct app *app = user;
	const struct words_game *g = req->words;
	if (words_worker_busy(app->words_ai))
		words_worker_discard(app->words_ai);	/* a game left behind */
	app->words_ticket = req->ticket;
	int err = words_worker_request(app->words_ai, g, (enum words_level)req->level,
				       app->shell.opt.seed + (uint64_t)g->pos.log_len, app->words_think_ms);
	if (err)
		fprintf(stderr, "tessera: the Words computer cannot start: %s\n", strerror(-err));
	return err;
}

/* The tables' one computer link: each game's request to its worker. */
static int ask_computer(void *user, const struct computer_request *req)
{
	return req->game == COMPUTER_REVERSI ? rvai_hook(user, req) : words_hook(user, req);
}

static void on_wake(void *ctx, uint64_t count)
{
	struct app *app = ctx;
	struct rvai_result r;
	struct computer_answer a;
	(void)count;
	if (app->rvai && rvai_worker_fetch(app->rvai, &r)) {
		struct reversi_table *rui = shell_reversi(&app->shell);
		/* Stale results (the game was left or taken back) change nothing. */
		if (rui)
			reversi_table_computer_answer(rui, &(struct computer_answer){ .ticket = app->rvai_ticket,
										       .reversi_move = r.move });
	}
	if (app->words_ai && words_worker_fetch(app->words_ai, &a.words)) {
		struct words_table *wui = shell_words(&app->shell);
		a.ticket = app->words_ticket;
		if (wui)
			words_table_computer_answer(wui, &a);
	}
	arm_timer(app);
	save_game(app);
	present(app);
}

static void usage(FILE *f)
{
	fprintf(f, "usage: tessera [--board NAME] [--game menu|words|reversi] [--players 2-4]\n"
		   "               [--computer LEVEL|none] [--dict FILE|--no-dict] [--seed N] [--think-ms MS]\n"
		   "               [--device /dev/dri/cardN] [--connector NAME] [--mode WxH]\n"
		   "               [--rotation 0|90|180|270] [--format xrgb8888|rgb565]\n"
		   "               [--touch NAME-SUBSTRING|/dev/input/eventN] [--input-dir DIR] [--no-flip]\n"
		   "       tessera --calibrate --board NAME [--device ...] [--touch ...] [--rotation ...]\n"
		   "  --board NAME    board-configs/NAME.conf (display, touch, look, computer); the other\n"
		   "                  options override it.  Without it: the first connected display, its preferred\n"
		   "                  mode, rotation 0, and the first touch screen found\n"
		   "  --game G        start at the title screen (menu, the default) or straight into a\n"
		   "                  game of words or reversi; Menu in the game leads to its settings page\n"
		   "                  (Back there: the title screen)\n"
		   "  --players N     Words players at one table (2 to 4; default 2)\n"
		   "  --computer L    Reversi's opponent: beginner, easy, medium (default), hard, expert\n"
		   "                  or 1-5, or none for two people\n"
		   "  --dict FILE     the word list (default: $TESSERA_DICT, beside the program, the build\n"
		   "                  tree, then " TESSERA_DATADIR "/" DICT_FILE_NAME ")\n"
		   "  --no-dict       no word list: every word is accepted\n"
		   "  --seed N        the first game's shuffle (default: from the clock; printed at start)\n"
		   "  --think-ms MS   the Words Expert's thinking time per turn, 50 to 60000 ms; overrides\n"
		   "                  the board config's [computer] think_ms (default 2000)\n"
		   "  --no-flip       one buffer and DirtyFB clips, as on panels without page flip\n"
		   "  --calibrate     touch calibration: touch five crosses, check that a dot follows\n"
		   "                  your finger, then Save writes the matrix into the --board config\n"
		   "                  (atomically; the rest of the file is kept).  After \"Saved\", a\n"
		   "                  touch exits with status 0; Cancel exits 1 and writes nothing\n"
		   "  --help          this text\n");
}

static int parse_args(int argc, char **argv, struct drm_options *d, struct evdev_options *e,
		      struct args *a)
{
	for (int i = 1; i < argc; i++) {
		const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		a->bad = o;
		char *end;
		if (strcmp(o, "--no-flip") == 0) {
			d->no_flip = true;
			continue;
		}
		if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0) {
			a->help = true;
			continue;
		}
		if (strcmp(o, "--no-dict") == 0) {
			a->no_dict = true;
			continue;
		}
		if (strcmp(o, "--calibrate") == 0) {
			a->calibrate = true;
			continue;
		}
		if (!v)
			return -EINVAL;
		if (strcmp(o, "--board") == 0)
			a->board = v;
		else if (strcmp(o, "--dict") == 0)
			a->dict = v;
		else if (strcmp(o, "--game") == 0) {
			if (strcmp(v, "menu") == 0)
				a->start = SHELL_MENU;
			else if (strcmp(v, "words") == 0)
				a->start = SHELL_WORDS;
			else if (strcmp(v, "reversi") == 0)
				a->start = SHELL_REVERSI;
			else
				return -EINVAL;
		} else if (strcmp(o, "--players") == 0) {
			if (sscanf(v, "%d%c", &a->players, &(char){ 0 }) != 1 || a->players < WORDS_MIN_PLAYERS ||
			    a->players > WORDS_MAX_PLAYERS)
				return -EINVAL;
		} else if (strcmp(o, "--computer") == 0) {
			a->computer = strcmp(v, "none") == 0 ? MENU_HUMAN : rvai_level_parse(v);
			if (a->computer < MENU_HUMAN)
				return -EINVAL;
		}
		else if (strcmp(o, "--think-ms") == 0) {
			unsigned long ms;
			errno = 0;
			ms = strtoul(v, &end, 10);
			if (errno || end == v || *end || v[0] == '-' || ms < CONFIG_THINK_MS_MIN ||
			    ms > CONFIG_THINK_MS_MAX)
				return -EINVAL;
			a->think_ms = (uint32_t)ms;
		} else if (strcmp(o, "--seed") == 0) {
			errno = 0;
			a->seed = strtoull(v, &end, 10);
			if (errno || end == v || *end || v[0] == '-')
				return -EINVAL;
			a->seed_set = true;
		} else if (strcmp(o, "--device") == 0)
			d->device = v;
		else if (strcmp(o, "--connector") == 0)
			d->connector = v;
		else if (strcmp(o, "--mode") == 0) {
			if (sscanf(v, "%dx%d", &d->mode_width, &d->mode_height) != 2)
				return -EINVAL;
		} else if (strcmp(o, "--rotation") == 0) {
			if (scanout_rotation_parse(v, &d->rotation))
				return -EINVAL;
		} else if (strcmp(o, "--format") == 0) {
			if (strcmp(v, "rgb565") == 0)
				d->format = SCANOUT_RGB565;
			else if (strcmp(v, "xrgb8888") == 0)
				d->format = SCANOUT_XRGB8888;
			else
				return -EINVAL;
		} else if (strcmp(o, "--touch") == 0)
			e->name_match = v;
		else if (strcmp(o, "--input-dir") == 0)
			e->dir = v;
		else
			return -EINVAL;
		i++;
	}
	return 0;
}

/* The board config as presenter and input options ("auto" = NULL, 0). */
static void apply_board(const struct config_board *b, struct drm_options *d, struct evdev_options *e)
{
	if (strcmp(b->display.device, "auto") != 0)
		d->device = b->display.device;
	if (strcmp(b->display.connector, "auto") != 0)
		d->connector = b->display.connector;
	d->mode_width = b->display.mode_w;
	d->mode_height = b->display.mode_h;
	d->rotation = (enum scanout_rotation)(b->display.rotation / 90);
	d->format = b->display.format == CONFIG_FORMAT_RGB565 ? SCANOUT_RGB565 : SCANOUT_XRGB8888;
	if (strcmp(b->touch.device, "auto") != 0)
		e->name_match = b->touch.device;
	e->kind = b->touch.kind;
	e->calibration = &b->touch.calibration;
}

static int load_board(struct app *app, const char *name, struct drm_options *d, struct evdev_options *e)
{
	const char *dirs[CONFIG_BOARD_DIRS_MAX];
	size_t n = config_default_board_dirs(dirs);
	struct config_error cerr;
	if (config_load_board(&app->board, name, dirs, n, &cerr)) {
		fprintf(stderr, "tessera: %s\n", cerr.message);
		return -EINVAL;
	}
	apply_board(&app->board, d, e);
	fprintf(stderr, "tessera: board %s\n", app->board.name);
	return 0;
}

/* The word list; without one the game still runs and says so. */
static void load_dictionary(struct app *app, const struct args *args)
{
	char msg[PATH_MAX + 160];
	if (args->no_dict) {
		fprintf(stderr, "tessera: no dictionary (--no-dict): every word is accepted\n");
		return;
	}
	if (dict_file_open(&app->dict, args->dict, TESSERA_DATADIR, msg, sizeof msg)) {
		fprintf(stderr, "tessera: %s; playing without one: every word is accepted\n", msg);
		return;
	}
	app->have_dict = true;
	app->lexicon = dict_file_lexicon(&app->dict);
	fprintf(stderr, "tessera: dictionary %s, %u words\n", app->dict.path,
		(unsigned)dict_word_count(&app->dict.dict));
}

/* The computers' workers and their memory: allocated once, here.  Both
 * wake the loop through its eventfd. */
static void start_workers(struct app *app)
{
	void *tt = malloc(APP_RVAI_TT_BYTES);
	app->rvai = tt ? rvai_worker_create(tt, APP_RVAI_TT_BYTES, rvai_helpers_for_cpus(sysconf(_SC_NPROCESSORS_ONLN)),
						 worker_ready, app) : NULL;
	if (!app->rvai) {
		free(tt);
		fprintf(stderr, "tessera: no worker thread for the Reversi computer: it thinks on the main loop\n");
	}
	if (app->have_dict) {
		size_t n = words_player_memory_size();
		void *mem = aligned_alloc(16, (n + 15) & ~(size_t)15);
		app->words_ai = mem ? words_worker_create(mem, n, &app->dict.dict, worker_ready, app) : NULL;
		if (app->words_ai)
			words_worker_set_clock(app->words_ai, clock_ms);
		if (!app->words_ai) {
			free(mem);
			fprintf(stderr, "tessera: no worker thread for the Words computer: it thinks on the main loop\n");
		}
	}
	loop_set_wake(&app->loop, on_wake, app);
}

/* A game saved by the last run continues, unless the command line asked
 * for a game of its own.  Unusable state is a warning, never a stop. */
static void resume_game(struct app *app, const struct args *args)
{
	char msg[PATH_MAX + 160];
	if (state_dir_open(&app->state, msg, sizeof msg)) {
		fprintf(stderr, "tessera: warning: %s: games are not saved\n", msg);
		return;
	}
	app->have_state = true;
	if (args->start != SHELL_MENU)
		return;
	int err = state_load(&app->state, APP_STATE_GAME, shell_saved_tag(), &app->saved, sizeof app->saved, msg,
			     sizeof msg);
	if (err == -ENOENT)
		return;
	if (err) {
		fprintf(stderr, "tessera: warning: %s\n", msg);
		return;
	}
	if (shell_resume(&app->shell, &app->saved)) {
		fprintf(stderr, "tessera: warning: the saved game in %s cannot continue here\n", app->state.path);
		return;
	}
	app->saved_progress = shell_progress(&app->shell);
	fprintf(stderr, "tessera: continuing the %s game saved in %s\n",
		app->saved.screen == SHELL_WORDS ? "Words" : "Reversi", app->state.path);
}

/* The screens' memory: the one allocation of the game, before the loop. */
static int start_shell(struct app *app, const struct args *args, float scale, int drag_threshold)
{
	struct canvas *c = drm_canvas(&app->drm);
	struct menu_settings set;
	menu_settings_default(&set);
	if (args->players)
		set.players = args->players;
	if (args->computer != -2)
		set.reversi_opponent = args->computer;
	struct shell_options so = {
		.width = c->width, .height = c->height, .scale = scale, .seed = args->seed,
		.drag_threshold = drag_threshold, .lexicon = app->have_dict ? &app->lexicon : NULL,
		.dict = app->have_dict ? &app->dict.dict : NULL, .start = args->start, .settings = &set,
		/* The workers think when every game's has one; else the tables do. */
		.computer = { app->rvai && (app->words_ai || !app->have_dict) ? ask_computer : NULL, app },
	};
	size_t size = shell_memory_size(&so);
	void *mem = aligned_alloc(16, (size + 15) & ~(size_t)15);
	if (!mem) {
		fprintf(stderr, "tessera: out of memory for the screens (%zu bytes)\n", size);
		return -ENOMEM;
	}
	if (shell_init(&app->shell, &so, mem, size)) {
		fprintf(stderr, "tessera: the screen (%dx%d) is too small for the games\n", c->width, c->height);
		free(mem);
		return -EINVAL;
	}
	resume_game(app, args);
	fprintf(stderr, "tessera: seed %" PRIu64 ", %dx%d, starting at the %s\n", args->seed, c->width,
		c->height, args->start == SHELL_WORDS ? "Words table" : args->start == SHELL_REVERSI
		? "Reversi table" : "title screen");
	return 0;
}

/* The calibration screen, and the transform its fit is turned into the
 * board's matrix with (the same panel, rotation and flags as evdev's). */
static int start_calibration(struct app *app, float scale, int rotation)
{
	struct canvas *c = drm_canvas(&app->drm);
	struct calib_options co = { c->width, c->height, scale, 0, NULL };
	const struct input_axis unit = { 0, 1 };	/* unused: only steps 3-5 matter */
	if (input_transform_init(&app->raw, &app->raw_cal, unit, unit, app->drm.scanout.width,
				 app->drm.scanout.height, rotation) ||
	    calib_init(&app->calib, &co)) {
		fprintf(stderr, "tessera: the calibration screen cannot start at %dx%d\n", c->width, c->height);
		return -EINVAL;
	}
	fprintf(stderr, "tessera: calibrating the touch screen for %s (%dx%d)\n", app->board.path, c->width,
		c->height);
	return 0;
}

int main(int argc, char **argv)
{
	static struct app app; /* all device and game state lives here, none on the heap */
	struct drm_options dopt = { 0 }, scratch_d = { 0 };
	struct evdev_options eopt = { 0 }, scratch_e = { 0 };
	struct args args = { .computer = -2 };
	char msg[DRM_MSG_LEN];
	float scale = 1.0f;
	int drag_threshold = 0, err, restore;

	/* Check the whole line first, so a typo is a usage error before any
	 * device is touched; then the board, then the flags again over it. */
	if (parse_args(argc, argv, &scratch_d, &scratch_e, &args)) {
		fprintf(stderr, "tessera: unknown option, or a missing or bad value: %s\n", args.bad);
		usage(stderr);
		return 2;
	}
	if (args.help) {
		usage(stdout);
		return 0;
	}
	config_defaults(&app.board); /* without --board: every default */
	if (args.board) {
		if (load_board(&app, args.board, &dopt, &eopt))
			return 2;
		scale = app.board.look.scale;
		drag_threshold = app.board.touch.drag_threshold;
	}
	if (args.calibrate && !args.board) {
		fprintf(stderr, "tessera: --calibrate needs --board NAME: the board config the matrix is written to\n");
		return 2;
	}
	if (args.calibrate) {
		/* Before any device: no one should calibrate for nothing. */
		char cmsg[CONFIG_PATH_MAX + 160];
		if (config_calibration_writable(app.board.path, cmsg, sizeof cmsg)) {
			fprintf(stderr, "tessera: %s; nothing was changed\n", cmsg);
			return 1;
		}
	}
	parse_args(argc, argv, &dopt, &eopt, &args);
	if (args.calibrate) {
		/* The screen measures the panel as it is: the board's swap,
		 * inversion and rotation, but not its old matrix. */
		app.raw_cal = app.board.touch.calibration;
		static const float identity[6] = { 1, 0, 0, 0, 1, 0 };
		memcpy(app.raw_cal.matrix, identity, sizeof identity);
		eopt.calibration = &app.raw_cal;
		app.calibrating = true;
	}
	app.words_think_ms = args.think_ms ? args.think_ms : (uint32_t)app.board.computer.think_ms;
	if (!app.calibrating)
		fprintf(stderr, "tessera: Words Expert thinks %" PRIu32 " ms a turn (%s)\n", app.words_think_ms,
			args.think_ms ? "--think-ms" : args.board ? "board config" : "default");
	if (!args.seed_set) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		args.seed = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
	}

	/* First, so a SIGTERM during startup still ends in a clean exit. */
	err = loop_init(&app.loop);
	if (err) {
		fprintf(stderr, "tessera: cannot set up the event loop: %s\n", strerror(-err));
		return 1;
	}
	err = drm_open(&app.drm, &dopt, msg, sizeof msg);
	if (err) {
		fprintf(stderr, "tessera: %s\n", msg);
		loop_close(&app.loop);
		return 1;
	}
	fprintf(stderr, "tessera: display %s %s %dx%d, rotation %d, %s\n", app.drm.device_path,
		app.drm.connector_name, app.drm.scanout.width, app.drm.scanout.height,
		(int)dopt.rotation * 90, dopt.format == SCANOUT_RGB565 ? "RGB565" : "XRGB8888");
	if (app.calibrating)
		err = start_calibration(&app, scale, (int)dopt.rotation * 90);
	else {
		load_dictionary(&app, &args);
		start_workers(&app);
		err = start_shell(&app, &args, scale, drag_threshold);
	}
	if (err) {
		drm_close(&app.drm);
		loop_close(&app.loop);
		return 1;
	}
	eopt.panel_w = app.drm.scanout.width;
	eopt.panel_h = app.drm.scanout.height;
	eopt.rotation = dopt.rotation;
	err = evdev_open(&app.input, &app.loop, &eopt, on_pointer, &app);
	if (err)
		fprintf(stderr, "tessera: cannot watch %s for touch screens (%s): running without input\n",
			eopt.dir ? eopt.dir : "/dev/input", strerror(-err));
	else if (evdev_count(&app.input) == 0)
		fprintf(stderr, "tessera: input: no touch screen yet; waiting for one to be plugged in\n");
	loop_add(&app.loop, drm_fd(&app.drm), POLLIN, on_drm, &app);
	loop_set_tick(&app.loop, on_tick, &app);

	if (!app.calibrating)
		shell_invalidate(&app.shell);
	present(&app);
	fprintf(stderr, "tessera: running\n");

	err = loop_run(&app.loop);
	if (app.loop.quit_signal)
		fprintf(stderr, "tessera: signal %d, shutting down\n", app.loop.quit_signal);
	if (!err)
		err = app.err;
	evdev_close(&app.input);
	if (app.rvai)
		rvai_worker_destroy(app.rvai);
	if (app.words_ai)
		words_worker_destroy(app.words_ai);
	restore = drm_close(&app.drm);
	if (restore)
		fprintf(stderr, "tessera: could not restore the display: %s\n", strerror(-restore));
	else
		fprintf(stderr, "tessera: CRTC restored, %llu frames (%s), %llu bytes copied\n",
			(unsigned long long)app.drm.frames,
			app.drm.present_mode == DRM_PRESENT_FLIP ? "page flips" : "DirtyFB clips",
			(unsigned long long)app.drm.bytes_copied);
	loop_close(&app.loop);
	return err || restore ? 1 : 0;
}
