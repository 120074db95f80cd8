/* The decoder's API beyond recorded streams (those are in test_replay):
 * choosing a kind from capabilities, unplug, transform changes. */
#include <errno.h>
#include <string.h>

#include "check.h"
#include "input/input_decode.h"

static struct input_transform screen(int w, int h, int rotation)
{
	struct input_calibration cal;
	input_calibration_identity(&cal);
	struct input_transform t;
	input_transform_init(&t, &cal, (struct input_axis){ 0, w - 1 }, (struct input_axis){ 0, h - 1 },
			     w, h, rotation);
	return t;
}

static int feed(struct input_decoder *d, unsigned type, unsigned code, int value,
		struct pointer_event *out)
{
	struct input_event ev;
	memset(&ev, 0, sizeof ev);
	ev.type = (unsigned short)type;
	ev.code = (unsigned short)code;
	ev.value = value;
	ev.input_event_sec = 3;
	ev.input_event_usec = 250000;
	return input_decoder_feed(d, &ev, out);
}

/* Multitouch wins over single touch, which wins over a tablet, then a mouse;
 * a keyboard is not a pointer. */
static void test_kind_detect(void)
{
	struct input_caps c = { 0 };
	CHECK_INT(input_kind_detect(&c), INPUT_KIND_AUTO);
	c.rel_xy = c.btn_left = true;
	CHECK_INT(input_kind_detect(&c), INPUT_KIND_MOUSE);
	c.abs_xy = true;
	CHECK_INT(input_kind_detect(&c), INPUT_KIND_TABLET);
	c.btn_touch = true;
	CHECK_INT(input_kind_detect(&c), INPUT_KIND_SINGLE);
	c.mt_slots = true;
	CHECK_INT(input_kind_detect(&c), INPUT_KIND_MULTITOUCH);
	CHECK_STR(input_kind_name(INPUT_KIND_TABLET), "tablet");
}

static void test_init_needs_a_concrete_kind(void)
{
	struct input_decoder d;
	struct input_transform t = screen(800, 480, 0);
	CHECK_INT(input_decoder_init(&d, INPUT_KIND_AUTO, &t), -EINVAL);
	CHECK_INT(input_decoder_init(&d, (enum input_kind)42, &t), -EINVAL);
	CHECK_INT(input_decoder_init(&d, INPUT_KIND_SINGLE, &t), 0);
}

/* Unplugged with a finger down: one CANCEL where it was (cut short, not
 * lifted: test_input_table shows it is no tap), then a clean state (the
 * replugged device's first touch is a DOWN). */
static void test_release_on_unplug(void)
{
	struct input_decoder d;
	struct input_transform t = screen(800, 480, 0);
	struct pointer_event out[INPUT_DECODE_MAX_OUT];
	input_decoder_init(&d, INPUT_KIND_MULTITOUCH, &t);
	CHECK_INT(input_decoder_release(&d, 5, out), 0);
	feed(&d, EV_ABS, ABS_MT_TRACKING_ID, 1, out);
	feed(&d, EV_ABS, ABS_MT_POSITION_X, 70, out);
	feed(&d, EV_ABS, ABS_MT_POSITION_Y, 80, out);
	CHECK_INT(feed(&d, EV_SYN, SYN_REPORT, 0, out), 1);
	CHECK_INT(out[0].time_ms, 3250); /* the SYN_REPORT's time */
	CHECK_INT(input_decoder_release(&d, 9000, out), 1);
	CHECK(out[0].type == POINTER_CANCEL && out[0].x == 70 && out[0].y == 80 && out[0].time_ms == 9000);
	CHECK_INT(input_decoder_release(&d, 9001, out), 0);
	/* Replugged: the kernel starts again from slot 0 with a new contact. */
	feed(&d, EV_ABS, ABS_MT_TRACKING_ID, 1, out);
	CHECK_INT(feed(&d, EV_SYN, SYN_REPORT, 0, out), 1);
	CHECK_INT(out[0].type, POINTER_DOWN);
}

/* A new display mode or rotation takes effect at the next frame; the
 * relative mouse stays on the (smaller) screen. */
static void test_set_transform(void)
{
	struct input_decoder d;
	struct input_transform big = screen(1920, 1080, 0), small = screen(800, 480, 0);
	struct pointer_event out[INPUT_DECODE_MAX_OUT];
	input_decoder_init(&d, INPUT_KIND_MOUSE, &big);
	feed(&d, EV_REL, REL_X, 2000, out);
	feed(&d, EV_SYN, SYN_REPORT, 0, out);
	input_decoder_set_transform(&d, &small);
	feed(&d, EV_KEY, BTN_LEFT, 1, out);
	CHECK_INT(feed(&d, EV_SYN, SYN_REPORT, 0, out), 1);
	CHECK(out[0].type == POINTER_DOWN && out[0].x == 799 && out[0].y == 479);
}

/* Drops and unknown events are counted, for the log. */
static void test_stats(void)
{
	struct input_decoder d;
	struct input_transform t = screen(800, 480, 0);
	struct pointer_event out[INPUT_DECODE_MAX_OUT];
	input_decoder_init(&d, INPUT_KIND_SINGLE, &t);
	feed(&d, EV_SYN, SYN_DROPPED, 0, out);
	feed(&d, EV_MSC, MSC_SCAN, 4, out);
	feed(&d, EV_SYN, SYN_REPORT, 0, out);
	CHECK_INT(d.stats.drops, 1);
	CHECK_INT(d.stats.ignored, 1);
	CHECK_INT(d.stats.frames, 1);
}

int main(void)
{
	RUN(test_kind_detect);
	RUN(test_init_needs_a_concrete_kind);
	RUN(test_release_on_unplug);
	RUN(test_set_transform);
	RUN(test_stats);
	return check_finish();
}
