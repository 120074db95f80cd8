/* The evdev device side against the kernel: a uinput panel plugged in after
 * start is found through inotify, its touches arrive, an event flood that
 * makes the kernel drop events (SYN_DROPPED) is recovered through libevdev's
 * resync without losing the finger's release, unplugging mid-touch lets
 * the touch go (a cancel), and a quick unplug/replug is noticed; a
 * multitouch panel opened after a touch in slot 1 reads the next touch
 * there, at the position the kernel does not repeat.  Needs /dev/uinput
 * (root): skips (77) without it.  The e2e test runs it inside the QEMU
 * guest, where it has one. */
#include "check.h"
#include "platform/evdev.h"
#include "platform/loop.h"

#include <fcntl.h>
#include <linux/uinput.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#define NAME "evdev-test panel"

static struct loop loop;
static struct evdev_input in;
static int ufd = -1;
static struct pointer_event last;
static int events, ups, downs, cancels;

static void sink(void *ctx, const struct pointer_event *ev)
{
	(void)ctx;
	last = *ev;
	events++;
	ups += ev->type == POINTER_UP;
	downs += ev->type == POINTER_DOWN;
	cancels += ev->type == POINTER_CANCEL;
}

static void emit(int type, int code, int value)
{
	struct input_event ev;
	memset(&ev, 0, sizeof ev);
	ev.type = (unsigned short)type;
	ev.code = (unsigned short)code;
	ev.value = value;
	if (write(ufd, &ev, sizeof ev) != (ssize_t)sizeof ev)
		perror("test_evdev: uinput write");
}

static void touch(int key, int x, int y)
{
	if (key >= 0)
		emit(EV_KEY, BTN_TOUCH, key);
	emit(EV_ABS, ABS_X, x);
	emit(EV_ABS, ABS_Y, y);
	emit(EV_SYN, SYN_REPORT, 0);
}

static int plug(void)
{
	struct uinput_setup setup;
	struct uinput_abs_setup a;
	ufd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
	if (ufd < 0)
		return -1;
	ioctl(ufd, UI_SET_EVBIT, EV_KEY);
	ioctl(ufd, UI_SET_KEYBIT, BTN_TOUCH);
	ioctl(ufd, UI_SET_EVBIT, EV_ABS);
	ioctl(ufd, UI_SET_PROPBIT, INPUT_PROP_DIRECT);
	for (int code = ABS_X; code <= ABS_Y; code++) {
		memset(&a, 0, sizeof a);
		a.code = (unsigned short)code;
		a.absinfo.maximum = code == ABS_X ? 799 : 479;
		ioctl(ufd, UI_SET_ABSBIT, code);
		ioctl(ufd, UI_ABS_SETUP, &a);
	}
	memset(&setup, 0, sizeof setup);
	setup.id.bustype = BUS_VIRTUAL;
	snprintf(setup.name, sizeof setup.name, NAME);
	return ioctl(ufd, UI_DEV_SETUP, &setup) || ioctl(ufd, UI_DEV_CREATE) ? -1 : 0;
}

/* A protocol B panel, 10 slots, 800x480. */
static int plug_mt(void)
{
	struct uinput_setup setup;
	struct uinput_abs_setup a;
	static const struct {
		int code, max;
	} axes[] = { { ABS_X, 799 }, { ABS_Y, 479 }, { ABS_MT_SLOT, 9 }, { ABS_MT_TRACKING_ID, 65535 },
		     { ABS_MT_POSITION_X, 799 }, { ABS_MT_POSITION_Y, 479 } };
	ufd = open("/dev/uinput", O_WRONLY | O_NONBLOCK);
	if (ufd < 0)
		return -1;
	ioctl(ufd, UI_SET_EVBIT, EV_KEY);
	ioctl(ufd, UI_SET_KEYBIT, BTN_TOUCH);
	ioctl(ufd, UI_SET_EVBIT, EV_ABS);
	ioctl(ufd, UI_SET_PROPBIT, INPUT_PROP_DIRECT);
	for (unsigned i = 0; i < sizeof axes / sizeof axes[0]; i++) {
		memset(&a, 0, sizeof a);
		a.code = (unsigned short)axes[i].code;
		a.absinfo.maximum = axes[i].max;
		ioctl(ufd, UI_SET_ABSBIT, axes[i].code);
		ioctl(ufd, UI_ABS_SETUP, &a);
	}
	memset(&setup, 0, sizeof setup);
	setup.id.bustype = BUS_VIRTUAL;
	snprintf(setup.name, sizeof setup.name, NAME " mt");
	return ioctl(ufd, UI_DEV_SETUP, &setup) || ioctl(ufd, UI_DEV_CREATE) ? -1 : 0;
}

static void unplug(void)
{
	ioctl(ufd, UI_DEV_DESTROY);
	close(ufd);
	ufd = -1;
}

/* Runs the loop until cond holds, or 20 quiet seconds: a bound, not a timing
 * assertion. */
#define RUN_UNTIL(cond) \
	do { \
		for (int i_ = 0; i_ < 20 && !(cond); i_++) \
			loop_run_once(&loop, 1000); \
	} while (0)

/* Runs the loop until a second passes with nothing to read. */
static void drain(void)
{
	for (int i = 0; i < 100; i++) {
		int before = events;
		unsigned long r = in.resyncs;
		loop_run_once(&loop, 1000);
		if (events == before && r == in.resyncs)
			break;
	}
}

static void test_plug_touch_flood_unplug(void)
{
	struct evdev_options opt = { .dir = "/dev/input", .name_match = NAME, .panel_w = 800, .panel_h = 480 };
	CHECK_INT(loop_init(&loop), 0);
	CHECK_INT(evdev_open(&in, &loop, &opt, sink, NULL), 0);
	CHECK_INT(evdev_count(&in), 0);

	/* Plugged in after start: inotify finds it. */
	CHECK_INT(plug(), 0);
	RUN_UNTIL(evdev_count(&in) == 1);
	CHECK_INT(evdev_count(&in), 1);
	touch(1, 100, 200);
	RUN_UNTIL(events >= 1);
	CHECK_INT(last.type, POINTER_DOWN);
	CHECK_INT(last.x, 100);
	CHECK_INT(last.y, 200);

	/* A flood the evdev buffer cannot hold, with the release inside the
	 * part the kernel drops: only the resync can tell us the finger is up. */
	for (int i = 0; i < 3000; i++)
		touch(-1, 100 + i % 500, 200);
	touch(0, 300, 300);
	for (int i = 0; i < 3000; i++)
		touch(-1, i % 700, 300); /* hovering: no touch */
	drain();
	CHECK_MSG(in.resyncs >= 1, "the flood should have caused a SYN_DROPPED resync");
	CHECK_INT(ups, 1);
	CHECK_INT(last.type, POINTER_UP);

	/* Unplugged mid-touch: the touch is let go (cut short, it means
	 * nothing: a cancel, not a lift) and the game goes on. */
	touch(1, 50, 60);
	RUN_UNTIL(downs == 2);
	CHECK_INT(last.type, POINTER_DOWN);
	unplug();
	RUN_UNTIL(evdev_count(&in) == 0);
	CHECK_INT(evdev_count(&in), 0);
	CHECK_INT(ups, 1);
	CHECK_INT(cancels, 1);
	CHECK_INT(last.type, POINTER_CANCEL);

	/* Plugged back: input resumes. */
	CHECK_INT(plug(), 0);
	RUN_UNTIL(evdev_count(&in) == 1);
	touch(1, 700, 400);
	RUN_UNTIL(downs == 3);
	CHECK_INT(last.type, POINTER_DOWN);
	CHECK_INT(last.x, 700);
	CHECK_INT(last.y, 400);

	/* Unplugged and replugged before the loop looked: the new node (the
	 * kernel reuses the name) replaces the dead device and works. */
	unplug();
	CHECK_INT(plug(), 0);
	RUN_UNTIL(cancels == 2 && evdev_count(&in) == 1);
	CHECK_INT(cancels, 2);
	CHECK_INT(evdev_count(&in), 1);
	touch(1, 123, 321);
	RUN_UNTIL(downs == 4);
	CHECK_INT(last.type, POINTER_DOWN);
	CHECK_INT(last.x, 123);
	CHECK_INT(last.y, 321);
	unplug();
	evdev_close(&in);
	loop_close(&loop);
}

/* The program (re)started after a touch in slot 1: the kernel's current
 * slot is 1 and slot 1's last position is kept, so the next touch there
 * comes as a bare tracking id - no ABS_MT_SLOT, no position.  It must land
 * where it is, not at (0, 0) in slot 0. */
static void test_opened_after_a_touch(void)
{
	struct evdev_options opt = { .dir = "/dev/input", .name_match = NAME " mt", .panel_w = 800,
				     .panel_h = 480 };
	events = ups = downs = cancels = 0;
	CHECK_INT(plug_mt(), 0);
	emit(EV_ABS, ABS_MT_SLOT, 1);
	emit(EV_ABS, ABS_MT_TRACKING_ID, 5);
	emit(EV_ABS, ABS_MT_POSITION_X, 123);
	emit(EV_ABS, ABS_MT_POSITION_Y, 321);
	emit(EV_SYN, SYN_REPORT, 0);
	emit(EV_ABS, ABS_MT_TRACKING_ID, -1);
	emit(EV_SYN, SYN_REPORT, 0);
	CHECK_INT(loop_init(&loop), 0);
	CHECK_INT(evdev_open(&in, &loop, &opt, sink, NULL), 0);
	RUN_UNTIL(evdev_count(&in) == 1);
	CHECK_INT(evdev_count(&in), 1);
	drain();
	CHECK_INT(events, 0);	/* what came before the open is not replayed */
	emit(EV_ABS, ABS_MT_TRACKING_ID, 6);
	emit(EV_SYN, SYN_REPORT, 0);
	RUN_UNTIL(downs == 1);
	CHECK_INT(last.type, POINTER_DOWN);
	CHECK_INT(last.x, 123);
	CHECK_INT(last.y, 321);
	emit(EV_ABS, ABS_MT_TRACKING_ID, -1);
	emit(EV_SYN, SYN_REPORT, 0);
	RUN_UNTIL(ups == 1);
	CHECK_INT(last.type, POINTER_UP);
	unplug();
	RUN_UNTIL(evdev_count(&in) == 0);
	evdev_close(&in);
	loop_close(&loop);
}

int main(void)
{
	if (access("/dev/uinput", W_OK) != 0) {
		printf("test_evdev: no writable /dev/uinput: skipped (the e2e test runs it in QEMU)\n");
		return 77;
	}
	RUN(test_plug_touch_flood_unplug);
	RUN(test_opened_after_a_touch);
	return check_finish();
}
