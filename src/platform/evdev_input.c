#include "platform/evdev.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/inotify.h>
#include <time.h>
#include <unistd.h>
#include <libevdev/libevdev.h>

/* A touch screen (direct, absolute), or an absolute pointer with a button
 * (the QEMU tablet, a mouse-like development device). */
static int is_pointer(struct libevdev *dev, const char *match)
{
	int abs = libevdev_has_event_code(dev, EV_ABS, ABS_X) && libevdev_has_event_code(dev, EV_ABS, ABS_Y);
	if (match)
		return strstr(libevdev_get_name(dev), match) != NULL && abs;
	if (!abs)
		return 0;
	return libevdev_has_property(dev, INPUT_PROP_DIRECT) ||
	       libevdev_has_event_code(dev, EV_KEY, BTN_TOUCH) || libevdev_has_event_code(dev, EV_KEY, BTN_LEFT);
}

static void deliver(struct evdev_input *in, struct evdev_device *d, const struct input_event *ev)
{
	struct ui_event out;
	if (touch_min_feed(&d->decoder, ev, &out))
		in->sink(in->sink_ctx, &out);
}

static void close_device(struct evdev_input *in, struct evdev_device *d, const char *why)
{
	struct ui_event up;
	/* A finger that was down when the panel went away is lifted, so a drag
	 * ends instead of sticking. */
	if (touch_min_release(&d->decoder, &up))
		in->sink(in->sink_ctx, &up);
	loop_remove(in->loop, d->fd);
	libevdev_free(d->dev);
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
	/* libevdev allocates here: once per device at startup or at plug-in,
	 * never per event. */
	if (libevdev_new_from_fd(fd, &dev) < 0 || !is_pointer(dev, in->opt.name_match) ||
	    loop_add(in->loop, fd, POLLIN, on_readable, in) < 0) {
		libevdev_free(dev);
		close(fd);
		return;
	}
	/* ui_event times are monotonic: wall-clock jumps (NTP on a kiosk
	 * that boots without a clock) must not break long-press timing. */
	libevdev_set_clock_id(dev, CLOCK_MONOTONIC);
	const struct input_absinfo *ax = libevdev_get_abs_info(dev, ABS_X);
	const struct input_absinfo *ay = libevdev_get_abs_info(dev, ABS_Y);
	slot->dev = dev;
	slot->fd = fd;
	snprintf(slot->path, sizeof slot->path, "%s", path);
	touch_min_init(&slot->decoder, ax->minimum, ax->maximum, ay->minimum, ay->maximum, in->opt.panel_w,
		       in->opt.panel_h, in->opt.rotation);
	fprintf(stderr, "tessera: input: added %s \"%s\"\n", path, libevdev_get_name(dev));
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
	int err = 0;

	memset(in, 0, sizeof *in);
	in->opt = *opt;
	if (!in->opt.dir)
		in->opt.dir = "/dev/input";
	in->loop = loop;
	in->sink = sink;
	in->sink_ctx = ctx;
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
