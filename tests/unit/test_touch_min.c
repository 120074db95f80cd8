/* The stand-in pointer decoder: BTN_TOUCH/BTN_LEFT + ABS_X/Y become down,
 * move, up at SYN_REPORT, scaled from the axis range to the panel and turned
 * into logical coordinates by the rotation; a device lost mid-drag lifts. */
#include "check.h"
#include "platform/touch_min.h"

static struct touch_min t;
static struct ui_event out;

static int feed(int type, int code, int value)
{
	struct input_event ev = { .type = (unsigned short)type, .code = (unsigned short)code, .value = value };
	ev.input_event_sec = 2;
	ev.input_event_usec = 500000;
	return touch_min_feed(&t, &ev, &out);
}

static int frame(int key, int down, int x, int y)
{
	if (key)
		feed(EV_KEY, key, down);
	feed(EV_ABS, ABS_X, x);
	feed(EV_ABS, ABS_Y, y);
	return feed(EV_SYN, SYN_REPORT, 0);
}

static void test_down_move_up_on_a_touch_panel(void)
{
	touch_min_init(&t, 0, 799, 0, 479, 800, 480, SCANOUT_ROTATE_0);
	CHECK_INT(frame(BTN_TOUCH, 1, 100, 200), 1);
	CHECK_INT(out.type, UI_EVENT_DOWN);
	CHECK_INT(out.x, 100);
	CHECK_INT(out.y, 200);
	CHECK_INT(out.time_ms, 2500);
	CHECK_INT(frame(0, 0, 150, 210), 1);
	CHECK_INT(out.type, UI_EVENT_MOVE);
	CHECK_INT(out.x, 150);
	CHECK_INT(feed(EV_SYN, SYN_REPORT, 0), 0); /* nothing changed: no event */
	feed(EV_KEY, BTN_TOUCH, 0);
	CHECK_INT(feed(EV_SYN, SYN_REPORT, 0), 1);
	CHECK_INT(out.type, UI_EVENT_UP);
	CHECK_INT(out.x, 150);
	CHECK_INT(frame(0, 0, 300, 300), 0); /* hovering is not a move */
	CHECK_INT(feed(EV_ABS, ABS_MT_POSITION_X, 5), 0);
}

static void test_tablet_range_is_scaled_to_the_panel(void)
{
	touch_min_init(&t, 0, 32767, 0, 32767, 800, 480, SCANOUT_ROTATE_0);
	CHECK_INT(frame(BTN_LEFT, 1, 32767, 0), 1);
	CHECK_INT(out.x, 799);
	CHECK_INT(out.y, 0);
	CHECK_INT(frame(0, 0, 16384, 32767), 1);
	CHECK_INT(out.x, 399);
	CHECK_INT(out.y, 479);
	CHECK_INT(frame(0, 0, 40000, -5), 1); /* out of range values are clamped */
	CHECK_INT(out.x, 799);
	CHECK_INT(out.y, 0);
}

static void test_rotation_gives_logical_coordinates(void)
{
	/* Panel 800x480 turned 90 degrees: the UI is 480x800 portrait. */
	touch_min_init(&t, 0, 799, 0, 479, 800, 480, SCANOUT_ROTATE_90);
	CHECK_INT(frame(BTN_TOUCH, 1, 799, 0), 1);
	CHECK_INT(out.x, 0);
	CHECK_INT(out.y, 0);
	CHECK_INT(frame(0, 0, 0, 479), 1);
	CHECK_INT(out.x, 479);
	CHECK_INT(out.y, 799);
}

static void test_release_lifts_a_finger_that_was_down(void)
{
	touch_min_init(&t, 0, 799, 0, 479, 800, 480, SCANOUT_ROTATE_0);
	CHECK_INT(touch_min_release(&t, &out), 0);
	frame(BTN_TOUCH, 1, 10, 20);
	CHECK_INT(touch_min_release(&t, &out), 1);
	CHECK_INT(out.type, UI_EVENT_UP);
	CHECK_INT(out.x, 10);
	CHECK_INT(touch_min_release(&t, &out), 0);
}

int main(void)
{
	RUN(test_down_move_up_on_a_touch_panel);
	RUN(test_tablet_range_is_scaled_to_the_panel);
	RUN(test_rotation_gives_logical_coordinates);
	RUN(test_release_lifts_a_finger_that_was_down);
	return check_finish();
}
