/* The evdev device side: finds touch screens (or an absolute pointer such as
 * the QEMU tablet, for development), opens them with libevdev, reads their
 * events (with libevdev's resync after SYN_DROPPED) into the pointer decoder,
 * and follows hotplug through inotify on the input directory, so unplugging
 * the panel does not stop the game and plugging it back resumes input. */
#ifndef TESSERA_PLATFORM_EVDEV_H
#define TESSERA_PLATFORM_EVDEV_H

#include <stddef.h>

#include "platform/loop.h"
#include "gfx/scanout.h"
#include "platform/config.h"
#include "input/input_decode.h"
#include "input/pointer.h"

enum { EVDEV_MAX_DEVICES = 8 };

typedef void evdev_sink_fn(void *ctx, const struct pointer_event *ev);

struct evdev_options {
	const char *dir;        /* "/dev/input" unless a test says otherwise */
	const char *name_match; /* substring of the device name, a /dev/input path, or NULL: automatic */
	enum input_kind kind;   /* AUTO: decided from each device's capabilities */
	/* The board's correction of the panel (matrix, swap, invert), or NULL:
	 * identity. */
	const struct input_calibration *calibration;
	int panel_w, panel_h;
	enum scanout_rotation rotation;
};

struct evdev_device {
	struct libevdev *dev; /* NULL: free slot */
	int fd;
	char path[300];
	struct input_decoder decoder;
};

struct evdev_input {
	struct evdev_device devices[EVDEV_MAX_DEVICES];
	struct evdev_options opt;
	struct config_touch match;      /* opt as a [touch] section, for config_touch_match */
	struct input_calibration cal;   /* copied: opt.calibration need not outlive open */
	struct loop *loop;
	evdev_sink_fn *sink;
	void *sink_ctx;
	int inotify_fd;
	unsigned long resyncs; /* SYN_DROPPED recoveries, for tests and logs */
};

/* Opens every matching device now and watches for new ones.  Having none is
 * not an error (one may be plugged in later).  Returns 0 or a negative errno
 * (the input directory cannot be watched). */
int evdev_open(struct evdev_input *in, struct loop *loop, const struct evdev_options *opt,
	       evdev_sink_fn *sink, void *ctx);

/* The number of devices open now. */
int evdev_count(const struct evdev_input *in);

void evdev_close(struct evdev_input *in);

#endif
