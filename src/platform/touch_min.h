/* A minimal pointer decoder standing in for input-config's input decoder
 * (src/platform/input_decode.*) until it is merged: it follows the single
 * pointer every touch panel also reports (BTN_TOUCH + ABS_X/ABS_Y, which the
 * kernel derives from the first contact), or a mouse-like absolute pointer
 * with BTN_LEFT, scales the axis range to the panel and turns panel
 * coordinates into logical ones.  No calibration matrix: that is the real
 * decoder's job.  Pure: no libevdev. */
#ifndef TESSERA_PLATFORM_TOUCH_MIN_H
#define TESSERA_PLATFORM_TOUCH_MIN_H

#include <linux/input.h>
#include <stdbool.h>

#include "platform/scanout.h"
#include "ui/ui_event.h"

struct touch_min {
	int min_x, max_x, min_y, max_y; /* axis ranges of the device */
	int panel_w, panel_h;
	enum scanout_rotation rotation;
	int raw_x, raw_y;
	bool down, was_down, moved;
};

void touch_min_init(struct touch_min *t, int min_x, int max_x, int min_y, int max_y, int panel_w,
		    int panel_h, enum scanout_rotation rotation);

/* Feeds one event; returns 1 and fills *out at a SYN_REPORT that completes a
 * down, move or up, else 0. */
int touch_min_feed(struct touch_min *t, const struct input_event *ev, struct ui_event *out);

/* If the pointer is down, fills *out with an UP at its last place (used when
 * the device goes away mid-drag) and returns 1. */
int touch_min_release(struct touch_min *t, struct ui_event *out);

#endif
