/* tessera: the program.  Shows the Words table (src/ui/ui.h) on the DRM
 * display and plays it with the touch screen.  Wiring: loop (signals, timer)
 * <- DRM fd (flip events) <- evdev fds + inotify (pointer events -> ui ->
 * render its damage -> present when no flip is pending).  Startup loads the
 * board config, opens the devices and allocates the ui's images; after that
 * nothing allocates. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "platform/config.h"
#include "platform/drm.h"
#include "platform/evdev.h"
#include "platform/loop.h"
#include "ui/ui.h"

struct app {
	struct loop loop;
	struct drm_presenter drm;
	struct evdev_input input;
	struct ui ui;
	struct config_board board; /* evdev_options point into it */
	int err;
};

/* What the command line asked for besides the device options. */
struct args {
	const char *bad; /* the option a usage error is about */
	const char *board; /* NULL: automatic, no config */
	uint64_t seed;
	bool seed_set;
	bool help;
};

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
	if (!ui_wants_frame(&app->ui) || drm_busy(&app->drm))
		return;
	damage_init(&d, c->width, c->height);
	ui_render(&app->ui, c, &d);
	if (!d.count)
		return;
	err = drm_present(&app->drm, d.rects, d.count);
	if (err) {
		fprintf(stderr, "tessera: cannot present a frame: %s\n", strerror(-err));
		app->err = err;
		loop_quit(&app->loop);
	}
}

/* The 60 Hz timer runs only while the ui has a deadline (long press). */
static void arm_timer(struct app *app)
{
	uint32_t when;
	loop_animate(&app->loop, ui_next_deadline(&app->ui, &when));
}

static void on_tick(void *ctx, uint64_t count)
{
	struct app *app = ctx;
	uint32_t when, now = now_ms();
	(void)count;
	/* Modulo 2^32 like the gesture recogniser's own comparisons. */
	if (ui_next_deadline(&app->ui, &when) && (int32_t)(now - when) >= 0)
		ui_tick(&app->ui, now);
	arm_timer(app);
	present(app);
}

static void on_drm(void *ctx, int fd, short revents)
{
	struct app *app = ctx;
	(void)fd; (void)revents;
	drm_handle_event(&app->drm);
	present(app);
}

static void on_pointer(void *ctx, const struct ui_event *ev)
{
	struct app *app = ctx;
	ui_handle_event(&app->ui, ev);
	arm_timer(app);
	present(app);
}

static void usage(FILE *f)
{
	fprintf(f, "usage: tessera [--board NAME] [--seed N] [--device /dev/dri/cardN] [--connector NAME]\n"
		   "               [--mode WxH] [--rotation 0|90|180|270] [--format xrgb8888|rgb565]\n"
		   "               [--touch NAME-SUBSTRING|/dev/input/eventN] [--input-dir DIR] [--no-flip]\n"
		   "  --board NAME  board-configs/NAME.conf (display, touch, look); the other options\n"
		   "                override it.  Without it: the first connected display, its preferred\n"
		   "                mode, rotation 0, and the first touch screen found\n"
		   "  --seed N      the bag's shuffle (default: from the clock; printed at start)\n"
		   "  --no-flip     one buffer and DirtyFB clips, as on panels without page flip\n"
		   "  --help        this text\n");
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
		if (!v)
			return -EINVAL;
		if (strcmp(o, "--board") == 0)
			a->board = v;
		else if (strcmp(o, "--seed") == 0) {
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

/* The ui's images: the one allocation of the game, before the loop. */
static int start_ui(struct app *app, uint64_t seed, float scale, int drag_threshold)
{
	struct canvas *c = drm_canvas(&app->drm);
	struct ui_options uo = { .width = c->width, .height = c->height, .scale = scale, .seed = seed,
				 .players = 2, .drag_threshold = drag_threshold, .lexicon = NULL };
	size_t size = ui_memory_size(&uo);
	void *mem = malloc(size);
	if (!mem) {
		fprintf(stderr, "tessera: out of memory for the game's images (%zu bytes)\n", size);
		return -ENOMEM;
	}
	if (ui_init(&app->ui, &uo, mem, size)) {
		fprintf(stderr, "tessera: the screen (%dx%d) is too small for the board\n", c->width, c->height);
		free(mem);
		return -EINVAL;
	}
	fprintf(stderr, "tessera: words, seed %" PRIu64 ", %dx%d\n", seed, c->width, c->height);
	return 0;
}

int main(int argc, char **argv)
{
	static struct app app; /* all device and game state lives here, none on the heap */
	struct drm_options dopt = { 0 }, scratch_d = { 0 };
	struct evdev_options eopt = { 0 }, scratch_e = { 0 };
	struct args args = { 0 };
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
	if (args.board) {
		if (load_board(&app, args.board, &dopt, &eopt))
			return 2;
		scale = app.board.look.scale;
		drag_threshold = app.board.touch.drag_threshold;
	}
	parse_args(argc, argv, &dopt, &eopt, &args);
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
	if (start_ui(&app, args.seed, scale, drag_threshold)) {
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

	ui_invalidate(&app.ui);
	present(&app);
	fprintf(stderr, "tessera: running\n");

	err = loop_run(&app.loop);
	if (app.loop.quit_signal)
		fprintf(stderr, "tessera: signal %d, shutting down\n", app.loop.quit_signal);
	if (!err)
		err = app.err;
	evdev_close(&app.input);
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
