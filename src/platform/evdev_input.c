#include "platform/evdev.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include <libevdev/libevdev.h>

#include "platform/seal.h"

enum { LONG_BITS = 8 * sizeof(long) };
#define BIT_LONGS(n) (((n) + LONG_BITS - 1) / LONG_BITS)

static bool has_bit(const unsigned long *bits, unsigned n)
{
	return bits[n / LONG_BITS] >> (n % LONG_BITS) & 1;
}

/* What the decoder and config_touch_match need to know about a device, and
 * its name, read with plain ioctls into fixed buffers: deciding about a
 * device (a keyboard plugged in, any node created under /dev/input) costs no
 * allocation, unlike a libevdev handle. */
static void probe(int fd, struct input_caps *caps, char *name, size_t name_len)
{
	unsigned long abs[BIT_LONGS(ABS_CNT)] = { 0 }, key[BIT_LONGS(KEY_CNT)] = { 0 };
	unsigned long rel[BIT_LONGS(REL_CNT)] = { 0 }, prop[BIT_LONGS(INPUT_PROP_CNT)] = { 0 };
	int n = ioctl(fd, EVIOCGNAME(name_len - 1), name);
	name[n > 0 ? (size_t)n < name_len ? (size_t)n : name_len - 1 : 0] = 0;
	/* A failing ioctl leaves its bits clear: the device lacks them. */
	(void)!ioctl(fd, EVIOCGBIT(EV_ABS, sizeof abs), abs);
	(void)!ioctl(fd, EVIOCGBIT(EV_KEY, sizeof key), key);
	(void)!ioctl(fd, EVIOCGBIT(EV_REL, sizeof rel), rel);
	(void)!ioctl(fd, EVIOCGPROP(sizeof prop), prop);
	*caps = (struct input_caps){
		.mt_slots = has_bit(abs, ABS_MT_SLOT) && has_bit(abs, ABS_MT_POSITION_X) &&
			    has_bit(abs, ABS_MT_POSITION_Y),
		.abs_xy = has_bit(abs, ABS_X) && has_bit(abs, ABS_Y),
		.btn_touch = has_bit(key, BTN_TOUCH),
		.btn_left = has_bit(key, BTN_LEFT),
		.rel_xy = has_bit(rel, REL_X) && has_bit(rel, REL_Y),
		.direct = has_bit(prop, INPUT_PROP_DIRECT),
	};
}

/* Whether to use a device, and how to read it.  With device = auto a relative
 * mouse (score 1) is taken only when the config asks for kind = mouse, so a
 * kiosk's stray mouse or touchpad does not move the tiles; every absolute
 * pointer that matches drives the one pointer. */
static bool wanted(const struct evdev_input *in, const char *path, int fd, enum input_kind *kind, char *name,
		   size_t name_len)
{
	struct input_caps caps;
	probe(fd, &caps, name, name_len);
	int score = config_touch_match(&in->match, path, name, &caps, kind);
	return score >= 2 || (score > 0 && in->match.kind != INPUT_KIND_AUTO);
}

/* The panel's native axis range: the slots' for multitouch, else ABS_X/Y;
 * a mouse has none (its motion is relative, in screen pixels). */
static void axes_of(struct libevdev *dev, enum input_kind kind, struct input_axis *x,
		    struct input_axis *y)
{
	unsigned cx = kind == INPUT_KIND_MULTITOUCH ? ABS_MT_POSITION_X : ABS_X;
	unsigned cy = kind == INPUT_KIND_MULTITOUCH ? ABS_MT_POSITION_Y : ABS_Y;
	const struct input_absinfo *ax = libevdev_get_abs_info(dev, cx);
	const struct input_absinfo *ay = libevdev_get_abs_info(dev, cy);
	*x = ax ? (struct input_axis){ ax->minimum, ax->maximum } : (struct input_axis){ 0, 1 };
	*y = ay ? (struct input_axis){ ay->minimum, ay->maximum } : (struct input_axis){ 0, 1 };
}

/* What the device held when libevdev read it at the open: the kernel's
 * current slot and each slot's last position (or ABS_X/Y), which its next
 * events do not repeat.  Getters: no allocation. */
static void adopt_state(struct input_decoder *dec, struct libevdev *dev, enum input_kind kind)
{
	if (kind == INPUT_KIND_MULTITOUCH) {
		int n = libevdev_get_num_slots(dev);
		for (int s = 0; s < n && s < INPUT_MT_SLOTS; s++)
			input_decoder_adopt_position(dec, s, libevdev_get_slot_value(dev, (unsigned)s, ABS_MT_POSITION_X),
						     libevdev_get_slot_value(dev, (unsigned)s, ABS_MT_POSITION_Y));
		if (n > 0)
			input_decoder_adopt_slot(dec, libevdev_get_current_slot(dev));
	} else if (kind != INPUT_KIND_MOUSE) {
		input_decoder_adopt_position(dec, 0, libevdev_get_event_value(dev, EV_ABS, ABS_X),
					     libevdev_get_event_value(dev, EV_ABS, ABS_Y));
	}
}

static uint32_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint32_t)((uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u);
}

static void deliver(struct evdev_input *in, struct evdev_device *d, const struct input_event *ev)
{
	struct pointer_event out[INPUT_DECODE_MAX_OUT];
	int n = input_decoder_feed(&d->decoder, ev, out);
	for (int i = 0; i < n; i++)
		in->sink(in->sink_ctx, &out[i]);
}

static void close_device(struct evdev_input *in, struct evdev_device *d, const char *why)
{
	struct pointer_event up;
	/* A finger that was down when the panel went away is let go (a
	 * POINTER_CANCEL: cut short, it taps nothing and drops nothing), so
	 * a drag ends instead of sticking. */
	if (input_decoder_release(&d->decoder, now_ms(), &up))
		in->sink(in->sink_ctx, &up);
	loop_remove(in->loop, d->fd);
	seal_allow(true);	/* libevdev frees what it allocated at the plug-in */
	libevdev_free(d->dev);
	seal_allow(false);
	close(d->fd);
	fprintf(stderr, "tessera: input: %s %s\n", why, d->path);
	d->dev = NULL;
	d->fd = -1;
}

static void on_readable(void *ctx, int fd, short revents)
{
	struct evdev_input *in = ctx;
	struct evdev_device *d = NULL;
	struct input_event ev;
	unsigned int flag = LIBEVDEV_READ_FLAG_NORMAL;
	int rc;

	for (int i = 0; i < EVDEV_MAX_DEVICES; i++)
		if (in->devices[i].dev && in->devices[i].fd == fd)
			d = &in->devices[i];
	if (!d)
		return;
	for (;;) {
		rc = libevdev_next_event(d->dev, flag, &ev);
		if (rc == LIBEVDEV_READ_STATUS_SYNC) {
			/* After SYN_DROPPED: libevdev hands us the state deltas;
			 * they go to the decoder like any other events. */
			if (flag == LIBEVDEV_READ_FLAG_NORMAL)
				in->resyncs++;
			flag = LIBEVDEV_READ_FLAG_SYNC;
			deliver(in, d, &ev);
			continue;
		}
		if (rc == -EAGAIN && flag == LIBEVDEV_READ_FLAG_SYNC) {
			flag = LIBEVDEV_READ_FLAG_NORMAL; /* resync done */
			continue;
		}
		if (rc != LIBEVDEV_READ_STATUS_SUCCESS)
			break;
		deliver(in, d, &ev);
	}
	if (rc == -ENODEV || (rc != -EAGAIN && (revents & (POLLHUP | POLLERR))))
		close_device(in, d, "removed");
}

/* Opens path if it is a pointer we want and not open already.  created: the
 * node was just created, so a device we hold under that name is a dead one
 * (unplugged and replugged before its fd reported the removal). */
static void try_open(struct evdev_input *in, const char *path, bool created)
{
	struct evdev_device *slot = NULL;
	struct libevdev *dev = NULL;
	enum input_kind kind = INPUT_KIND_AUTO;
	struct input_axis ax, ay;
	struct input_transform t;
	int fd;

	for (int i = 0; i < EVDEV_MAX_DEVICES; i++) {
		if (in->devices[i].dev && strcmp(in->devices[i].path, path) == 0) {
			if (!created)
				return;
			close_device(in, &in->devices[i], "replaced");
		}
		if (!in->devices[i].dev && !slot)
			slot = &in->devices[i];
	}
	if (!slot)
		return;
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return; /* not ready yet (permissions): IN_ATTRIB brings us back */
	char name[128];
	if (!wanted(in, path, fd, &kind, name, sizeof name)) {
		close(fd);
		return;
	}
	/* libevdev allocates its copy of the device's description here: once
	 * per touch screen, at start-up or when it is plugged in, never per
	 * event; after the memory seal that is the one allowance. */
	seal_allow(true);
	int rc = libevdev_new_from_fd(fd, &dev);
	seal_allow(false);
	if (rc < 0 || loop_add(in->loop, fd, POLLIN, on_readable, in) < 0) {
		seal_allow(true);
		libevdev_free(dev);
		seal_allow(false);
		close(fd);
		return;
	}
	/* pointer event times are monotonic: wall-clock jumps (NTP on a kiosk
	 * that boots without a clock) must not break long-press timing. */
	libevdev_set_clock_id(dev, CLOCK_MONOTONIC);
	axes_of(dev, kind, &ax, &ay);
	slot->dev = dev;
	slot->fd = fd;
	snprintf(slot->path, sizeof slot->path, "%s", path);
	/* The options were checked in evdev_open, so these cannot fail. */
	input_transform_init(&t, &in->cal, ax, ay, in->opt.panel_w, in->opt.panel_h,
			     (int)in->opt.rotation * 90);
	input_decoder_init(&slot->decoder, kind, &t);
	adopt_state(&slot->decoder, dev, kind);
	fprintf(stderr, "tessera: input: added %s \"%s\" (%s)\n", path, name, input_kind_name(kind));
}

static void try_name(struct evdev_input *in, const char *name, bool created)
{
	char path[300];
	if (strncmp(name, "event", 5) != 0)
		return;
	snprintf(path, sizeof path, "%s/%s", in->opt.dir, name);
	try_open(in, path, created);
}

static void on_inotify(void *ctx, int fd, short revents)
{
	struct evdev_input *in = ctx;
	_Alignas(struct inotify_event) char buf[4096];
	ssize_t n;
	(void)revents;
	while ((n = read(fd, buf, sizeof buf)) > 0) {
		for (char *p = buf; p < buf + n;) {
			const struct inotify_event *e = (const struct inotify_event *)p;
			if (e->len)
				try_name(in, e->name, (e->mask & IN_CREATE) != 0);
			p += sizeof *e + e->len;
		}
	}
}

int evdev_open(struct evdev_input *in, struct loop *loop, const struct evdev_options *opt,
	       evdev_sink_fn *sink, void *ctx)
{
	DIR *dir;
	struct dirent *de;
	struct config_board cfg;
	struct input_transform probe;
	int err = 0;

	memset(in, 0, sizeof *in);
	in->opt = *opt;
	if (!in->opt.dir)
		in->opt.dir = "/dev/input";
	in->loop = loop;
	in->sink = sink;
	in->sink_ctx = ctx;
	config_defaults(&cfg);
	in->match = cfg.touch;
	snprintf(in->match.device, sizeof in->match.device, "%s", opt->name_match ? opt->name_match : "auto");
	in->match.kind = opt->kind;
	if (opt->calibration)
		in->cal = *opt->calibration;
	else
		input_calibration_identity(&in->cal);
	if (input_transform_init(&probe, &in->cal, (struct input_axis){ 0, 1 }, (struct input_axis){ 0, 1 },
				 opt->panel_w, opt->panel_h, (int)opt->rotation * 90)) {
		in->inotify_fd = -1;
		return -EINVAL; /* bad matrix, rotation or panel size */
	}
	for (int i = 0; i < EVDEV_MAX_DEVICES; i++)
		in->devices[i].fd = -1;
	in->inotify_fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	if (in->inotify_fd < 0 ||
	    inotify_add_watch(in->inotify_fd, in->opt.dir, IN_CREATE | IN_ATTRIB) < 0) {
		err = -errno;
		goto out;
	}
	err = loop_add(loop, in->inotify_fd, POLLIN, on_inotify, in);
	if (err)
		goto out;
	dir = opendir(in->opt.dir);
	if (!dir) {
		err = -errno;
		goto out;
	}
	while ((de = readdir(dir)))
		try_name(in, de->d_name, false);
	closedir(dir);
out:
	if (err && in->inotify_fd >= 0) {
		loop_remove(loop, in->inotify_fd);
		close(in->inotify_fd);
		in->inotify_fd = -1;
	}
	return err;
}

int evdev_count(const struct evdev_input *in)
{
	int n = 0;
	for (int i = 0; i < EVDEV_MAX_DEVICES; i++)
		n += in->devices[i].dev != NULL;
	return n;
}

void evdev_close(struct evdev_input *in)
{
	for (int i = 0; i < EVDEV_MAX_DEVICES; i++)
		if (in->devices[i].dev)
			close_device(in, &in->devices[i], "closed");
	if (in->inotify_fd >= 0) {
		loop_remove(in->loop, in->inotify_fd);
		close(in->inotify_fd);
	}
	in->inotify_fd = -1;
}
