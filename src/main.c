/* tessera: the program.  For now it shows the demo scene (src/ui/demo_scene.c)
 * on the DRM display and moves it with the touch screen; the integrator swaps
 * the scene for the Words UI.  Wiring: loop (signals, timer, AI wake) <- DRM
 * fd (flip events) <- evdev fds + inotify (pointer events -> scene -> damage
 * -> present when no flip is pending). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/drm.h"
#include "platform/evdev.h"
#include "platform/loop.h"
#include "ui/demo_scene.h"

struct app {
	struct loop loop;
	struct drm_presenter drm;
	struct evdev_input input;
	struct demo_scene scene;
	struct rect damage[DRM_MAX_DAMAGE];
	int damage_count;
	int err;
};

static void add_damage(struct app *app, struct rect r)
{
	if (app->damage_count < DRM_MAX_DAMAGE) {
		app->damage[app->damage_count++] = r;
		return;
	}
	/* Too many: one full frame is cheaper than bookkeeping. */
	app->damage[0] = (struct rect){ 0, 0, drm_canvas(&app->drm)->width, drm_canvas(&app->drm)->height };
	app->damage_count = 1;
}

/* Shows the collected damage unless a flip is still in flight; the flip
 * event calls this again. */
static void present(struct app *app)
{
	int err;
	if (!app->damage_count || drm_busy(&app->drm))
		return;
	err = drm_present(&app->drm, app->damage, app->damage_count);
	app->damage_count = 0;
	if (err) {
		fprintf(stderr, "tessera: cannot present a frame: %s\n", strerror(-err));
		app->err = err;
		loop_quit(&app->loop);
	}
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
	struct rect d[2];
	int n = demo_scene_event(&app->scene, drm_canvas(&app->drm), ev, d);
	for (int i = 0; i < n; i++)
		add_damage(app, d[i]);
	present(app);
}

static void usage(void)
{
	fprintf(stderr, "usage: tessera [--device /dev/dri/cardN] [--connector NAME] [--mode WxH]\n"
			"               [--rotation 0|90|180|270] [--format xrgb8888|rgb565]\n"
			"               [--touch NAME-SUBSTRING] [--input-dir DIR] [--no-flip]\n");
}

static int parse_args(int argc, char **argv, struct drm_options *d, struct evdev_options *e)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (strcmp(a, "--no-flip") == 0) {
			d->no_flip = true;
			continue;
		}
		if (!v)
			return -EINVAL;
		if (strcmp(a, "--device") == 0)
			d->device = v;
		else if (strcmp(a, "--connector") == 0)
			d->connector = v;
		else if (strcmp(a, "--mode") == 0) {
			if (sscanf(v, "%dx%d", &d->mode_width, &d->mode_height) != 2)
				return -EINVAL;
		} else if (strcmp(a, "--rotation") == 0) {
			if (scanout_rotation_parse(v, &d->rotation))
				return -EINVAL;
		} else if (strcmp(a, "--format") == 0) {
			if (strcmp(v, "rgb565") == 0)
				d->format = SCANOUT_RGB565;
			else if (strcmp(v, "xrgb8888") == 0)
				d->format = SCANOUT_XRGB8888;
			else
				return -EINVAL;
		} else if (strcmp(a, "--touch") == 0)
			e->name_match = v;
		else if (strcmp(a, "--input-dir") == 0)
			e->dir = v;
		else
			return -EINVAL;
		i++;
	}
	return 0;
}

int main(int argc, char **argv)
{
	static struct app app; /* all device state lives here, none on the heap */
	struct drm_options dopt = { 0 };
	struct evdev_options eopt = { 0 };
	char msg[DRM_MSG_LEN];
	struct rect full;
	int err, restore;

	if (parse_args(argc, argv, &dopt, &eopt)) {
		usage();
		return 2;
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

	demo_scene_init(&app.scene, drm_canvas(&app.drm), &full);
	add_damage(&app, full);
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
