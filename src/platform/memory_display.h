/* A display in memory, for tessera-headless and the benchmarks: the app's
 * shadow canvas and two scanout buffers fed through the same swap chain as
 * the DRM presenter (gfx/swapchain.h), flipped at once.  Allocated when
 * opened (before the seal), never after. */
#ifndef TESSERA_PLATFORM_MEMORY_DISPLAY_H
#define TESSERA_PLATFORM_MEMORY_DISPLAY_H

#include <stdint.h>

#include "app/backend.h"
#include "app/reserve.h"
#include "gfx/swapchain.h"

struct memory_display {
	struct canvas canvas;
	struct swapchain chain;
	uint64_t frames;
	long damage_pixels;	/* summed over every frame presented */
	bool blanked;		/* turned off by the app (as DPMS would) */
	bool no_dpms;		/* refuse to blank, as a panel without DPMS: the app draws black */
	/* Called after each frame with the buffer it went to (e.g. to check
	 * it against a full repaint); NULL: none. */
	void (*after_frame)(void *ctx, const struct scanout *shown);
	void *after_ctx;
};

/* A width x height display.  Returns 0 or -ENOMEM. */
int memory_display_open(struct memory_display *m, int width, int height);
void memory_display_close(struct memory_display *m);

/* Its buffers, for the reservation table ("shadow canvas", "scanout buffers"). */
void memory_display_plan(int width, int height, struct reserve_table *t);

/* The app's view of it. */
struct app_display memory_display_app(struct memory_display *m);

/* The buffer on screen now. */
const struct scanout *memory_display_front(const struct memory_display *m);

#endif
