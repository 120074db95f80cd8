/* The device backend: the app on a DRM display with evdev touch, driven by
 * the one poll() loop (loop.h).  The display is the DRM presenter's shadow
 * canvas and page flips (drm.h), the clock is the loop's one-shot timer and
 * eventfd, touches come from evdev (evdev.h).  The store is the caller's
 * (file_store.h).
 *
 *   device_open()          the loop (signals first) and the display
 *   device_backend()       the display and clock half of the app's backend
 *   app_init(...)          the caller's
 *   device_attach_input()  touch screens now and when plugged in later
 *   device_run()           until the app is finished or a signal comes
 *   device_close()         restores the display */
#ifndef TESSERA_PLATFORM_DEVICE_H
#define TESSERA_PLATFORM_DEVICE_H

#include <stddef.h>

#include "app/app.h"
#include "platform/drm.h"
#include "platform/evdev.h"
#include "platform/loop.h"

struct device {
	struct loop loop;
	struct drm_presenter drm;
	struct evdev_input input;
	bool have_input;
	struct app *app;
};

/* Starts the loop and opens the display.  Returns 0, or a negative errno
 * with what the user can do about it in msg. */
int device_open(struct device *d, const struct drm_options *opt, char *msg, size_t msglen);

/* Fills b's display and clock. */
void device_backend(struct device *d, struct app_backend *b);

/* Watches for touch screens (opt's panel size and rotation are set from
 * the display) and feeds their pointer to app.  Returns 0, or a negative
 * errno when the input directory cannot be watched (the game runs without
 * input then; the caller says so). */
int device_attach_input(struct device *d, struct evdev_options *opt, struct app *app);

/* Runs the loop until the app is finished or a signal ends it.  Returns 0
 * or a negative errno of the loop. */
int device_run(struct device *d, struct app *app);

/* Closes the input and the display (after the last flip; the previous CRTC
 * is restored) and the loop.  Returns 0, or the negative errno of the
 * display's restore. */
int device_close(struct device *d);

#endif
