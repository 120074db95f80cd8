#include "platform/device.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

/* ---- display ------------------------------------------------------------------- */

static struct canvas *display_canvas(void *ctx)
{
	struct device *d = ctx;
	return drm_canvas(&d->drm);
}

static bool display_busy(void *ctx)
{
	struct device *d = ctx;
	return drm_busy(&d->drm);
}

static int display_present(void *ctx, const struct rect *damage, int count)
{
	struct device *d = ctx;
	return drm_present(&d->drm, damage, count);
}

static int display_blank(void *ctx, bool off)
{
	struct device *d = ctx;
	return drm_blank(&d->drm, off);
}

/* ---- clock -------------------------------------------------------------------------- */

static uint64_t monotonic_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* The same clock as evdev's event times (libevdev_set_clock_id). */
static uint32_t clock_now(void *ctx)
{
	(void)ctx;
	return (uint32_t)monotonic_ms();
}

static void clock_arm(void *ctx, bool armed, uint32_t when_ms)
{
	struct device *d = ctx;
	int32_t delay = (int32_t)(when_ms - clock_now(ctx));
	loop_arm(&d->loop, armed, delay > 0 ? (uint32_t)delay : 0);
}

/* On a worker thread: only wakes the loop. */
static void clock_wake(void *ctx)
{
	struct device *d = ctx;
	loop_post_wake(&d->loop);
}

static int64_t clock_wall_s(void *ctx)
{
	struct timespec ts;
	(void)ctx;
	return clock_gettime(CLOCK_REALTIME, &ts) ? 0 : (int64_t)ts.tv_sec;
}

void device_backend(struct device *d, struct app_backend *b)
{
	b->display = (struct app_display){ display_canvas, display_busy, display_present, display_blank, d };
	b->clock = (struct app_clock){ clock_now, clock_arm, clock_wake, monotonic_ms, d, clock_wall_s };
}

/* ---- the loop's sources ---------------------------------------------------------------- */

/* After each dispatch: a finished app ends the loop. */
static void check_finished(struct device *d)
{
	if (app_finished(d->app, NULL))
		loop_quit(&d->loop);
}

static void on_pointer(void *ctx, const struct pointer_event *ev)
{
	struct device *d = ctx;
	app_pointer(d->app, ev);
	check_finished(d);
}

static void on_tick(void *ctx, uint64_t count)
{
	struct device *d = ctx;
	(void)count;
	app_tick(d->app);
	check_finished(d);
}

static void on_wake(void *ctx, uint64_t count)
{
	struct device *d = ctx;
	(void)count;
	app_wake(d->app);
	check_finished(d);
}

static void on_drm(void *ctx, int fd, short revents)
{
	struct device *d = ctx;
	(void)fd; (void)revents;
	drm_handle_event(&d->drm);
	app_display_ready(d->app);
	check_finished(d);
}

int device_open(struct device *d, const struct drm_options *opt, char *msg, size_t msglen)
{
	/* The loop first, so a SIGTERM during start-up still ends in a clean exit. */
	int err = loop_init(&d->loop);
	if (err) {
		snprintf(msg, msglen, "cannot set up the event loop: %s", strerror(-err));
		return err;
	}
	err = drm_open(&d->drm, opt, msg, msglen);
	if (err)
		loop_close(&d->loop);
	return err;
}

int device_attach_input(struct device *d, struct evdev_options *opt, struct app *app)
{
	d->app = app;
	opt->panel_w = d->drm.scanout.width;
	opt->panel_h = d->drm.scanout.height;
	int err = evdev_open(&d->input, &d->loop, opt, on_pointer, d);
	d->have_input = !err;
	return err;
}

int device_run(struct device *d, struct app *app)
{
	d->app = app;
	loop_set_tick(&d->loop, on_tick, d);
	loop_set_wake(&d->loop, on_wake, d);
	int err = loop_add(&d->loop, drm_fd(&d->drm), POLLIN, on_drm, d);
	if (err)
		return err;
	if (app_finished(app, NULL))
		return 0;
	return loop_run(&d->loop);
}

int device_close(struct device *d)
{
	if (d->have_input)
		evdev_close(&d->input);
	d->have_input = false;
	int err = drm_close(&d->drm);
	loop_close(&d->loop);
	return err;
}
