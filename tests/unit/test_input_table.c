/* Touch as people around a table make it: evdev events (protocol B) through
 * the decoder and the gesture recogniser, as the device side wires them,
 * and the gestures the screens would get, written "type x,y@ms; ...".
 * Two people at once, a palm, slot numbers and tracking ids out of the
 * ordinary, SYN_DROPPED resyncs, floods, absurd coordinates, an unplug and
 * a device opened with fingers already down; a tap's jitter, a button's
 * edge and a very long press. */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "gfx/draw.h"
#include "input/input_decode.h"
#include "ui/kit/button.h"
#include "ui/kit/gesture.h"

enum { W = 800, H = 480 };

static struct input_decoder dec;
static struct gesture_recognizer gr;
static char log_[4096];	/* every gesture (a flood's are cut) */
static char last_[64];		/* the last one */
static uint32_t now;
static int outputs;	/* pointer events out of the decoder */
static bool off_screen;	/* one of them was not on the screen */

static void logged(const struct gesture *out, int n)
{
	for (int i = 0; i < n; i++) {
		snprintf(last_, sizeof last_, "%s %d,%d@%u", gesture_type_name(out[i].type), out[i].x, out[i].y,
			 (unsigned)out[i].time_ms);
		size_t len = strlen(log_);
		snprintf(log_ + len, sizeof log_ - len, "%s%s %d,%d@%u", len ? "; " : "",
			 gesture_type_name(out[i].type), out[i].x, out[i].y, (unsigned)out[i].time_ms);
	}
}

static void pointer(const struct pointer_event *p)
{
	struct gesture out[GESTURE_MAX_OUT];
	outputs++;
	off_screen = off_screen || p->x < 0 || p->x >= W || p->y < 0 || p->y >= H;
	logged(out, gesture_feed(&gr, p, out));
}

/* A 7" panel whose raw range is its pixels; drag threshold 10, long press
 * 500 ms. */
static void start(void)
{
	struct input_calibration cal;
	struct input_transform t;
	input_calibration_identity(&cal);
	input_transform_init(&t, &cal, (struct input_axis){ 0, W - 1 }, (struct input_axis){ 0, H - 1 }, W, H, 0);
	CHECK_INT(input_decoder_init(&dec, INPUT_KIND_MULTITOUCH, &t), 0);
	struct gesture_config gc = { .drag_threshold_px = 10, .long_press_ms = 500 };
	gesture_init(&gr, &gc);
	log_[0] = 0;
	now = 0;
	outputs = 0;
	off_screen = false;
}

static void ev(unsigned type, unsigned code, int value)
{
	struct input_event e;
	struct pointer_event out[INPUT_DECODE_MAX_OUT];
	memset(&e, 0, sizeof e);
	e.type = (unsigned short)type;
	e.code = (unsigned short)code;
	e.value = value;
	e.input_event_sec = now / 1000;
	e.input_event_usec = now % 1000 * 1000;
	int n = input_decoder_feed(&dec, &e, out);
	if (n < 0 || n > INPUT_DECODE_MAX_OUT)
		CHECK_INT(n, INPUT_DECODE_MAX_OUT);
	for (int i = 0; i < n; i++)
		pointer(&out[i]);
}

static void slot(int s) { ev(EV_ABS, ABS_MT_SLOT, s); }
static void id(int t) { ev(EV_ABS, ABS_MT_TRACKING_ID, t); }
static void at(int x, int y)
{
	ev(EV_ABS, ABS_MT_POSITION_X, x);
	ev(EV_ABS, ABS_MT_POSITION_Y, y);
}
/* Ends a frame at time ms. */
static void syn(uint32_t ms)
{
	now = ms;
	ev(EV_SYN, SYN_REPORT, 0);
}
static void tick(uint32_t ms)
{
	struct gesture out;
	uint32_t deadline;
	if (gesture_next_deadline(&gr, &deadline) && (int32_t)(ms - deadline) >= 0)
		logged(&out, gesture_tick(&gr, ms, &out));
}

/* One person drags a tile; another taps the board meanwhile: the second
 * finger is nobody's, the drag goes on and ends where the first lifts. */
static void test_second_finger_mid_drag(void)
{
	start();
	slot(0); id(1); at(100, 100); syn(0);
	at(150, 100); syn(20);
	slot(1); id(2); at(700, 400); syn(40);	/* lands */
	slot(0); at(200, 110); slot(1); at(705, 400); syn(60);
	slot(1); id(-1); syn(80);		/* and lifts: no tap */
	slot(0); at(250, 120); syn(100);
	id(-1); syn(120);
	CHECK_STR(log_, "press 100,100@0; drag-start 150,100@20; drag-move 200,110@60; "
			"drag-move 250,120@100; drag-end 250,120@120");
}

/* The first finger lifts while the second stays: the pointer goes up
 * where the first was and does not jump to the second, which taps,
 * drags and lifts for nothing; the next touch after it counts. */
static void test_first_lifts_second_stays(void)
{
	start();
	slot(0); id(1); at(100, 100); syn(0);
	slot(1); id(2); at(600, 300); syn(30);
	slot(0); id(-1); syn(60);
	slot(1); at(400, 300); syn(90);
	id(-1); syn(120);
	slot(0); id(3); at(50, 60); syn(300);
	id(-1); syn(340);
	CHECK_STR(log_, "press 100,100@0; tap 100,100@60; press 50,60@300; tap 50,60@340");
}

/* The finger left behind lifts in the very frame a new one lands (two
 * people, one leaving as the next reaches in: the panel reports both in
 * one frame).  Nobody is left from before, so the new finger is a touch
 * of its own, not ignored for its whole life. */
static void test_left_behind_lifts_as_another_lands(void)
{
	start();
	slot(0); id(1); at(100, 100); syn(0);
	slot(1); id(2); at(600, 300); syn(30);
	slot(0); id(-1); syn(60);		/* tap; slot 1 left behind */
	slot(1); id(-1); slot(0); id(3); at(300, 200); syn(200);
	id(-1); syn(260);
	CHECK_STR(log_, "press 100,100@0; tap 100,100@60; press 300,200@200; tap 300,200@260");
	/* ...but one landing while one from before is still down waits. */
	start();
	slot(0); id(1); at(100, 100); syn(0);
	slot(1); id(2); at(600, 300); syn(30);
	slot(2); id(3); at(700, 50); syn(40);
	slot(0); id(-1); syn(60);
	slot(1); id(-1); slot(0); id(4); at(300, 200); syn(200); /* slot 2 still down */
	slot(0); id(-1); syn(260);
	slot(2); id(-1); syn(300);
	CHECK_STR(log_, "press 100,100@0; tap 100,100@60");
}

/* A palm: ten contacts in one frame, another in a slot past the ones kept,
 * all moving, then lifting in one frame.  One touch (the lowest slot), no
 * finger left stuck: the next touch is a plain press. */
static void test_palm(void)
{
	start();
	for (int s = 9; s >= 0; s--) {
		slot(s); id(100 + s); at(300 + 10 * s, 200 + 5 * s);
	}
	slot(40); id(999); at(10, 10);
	syn(0);
	for (int f = 1; f <= 5; f++) {
		for (int s = 0; s < 10; s++) {
			slot(s); at(300 + 10 * s + f, 200 + 5 * s + 3 * f);
		}
		syn((uint32_t)f * 10);
	}
	for (int s = 0; s < 10; s++) {
		slot(s); id(-1);
	}
	syn(100);
	slot(40); id(-1); syn(110);
	slot(3); id(7); at(20, 30); syn(200);
	id(-1); syn(250);
	CHECK_STR(log_, "press 300,200@0; drag-start 304,212@40; drag-move 305,215@50; drag-end 305,215@100; "
			"press 20,30@200; tap 20,30@250");
}

/* Slot numbers no panel here has (negative, past the slots kept, huge):
 * what follows them is ignored until a slot we keep is selected again; it
 * must not lift or move the finger in the slot selected before. */
static void test_slots_out_of_range(void)
{
	static const int bad[] = { -1, INPUT_MT_SLOTS, 1000, INT_MAX, INT_MIN };
	start();
	slot(0); id(1); at(100, 100); syn(0);
	for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		slot(bad[i]);
		id(-1);
		at(700, 400);
		syn(10 + i);
	}
	slot(0); at(101, 101); syn(50);
	id(-1); syn(60);
	CHECK_STR(log_, "press 100,100@0; tap 100,100@60");
	CHECK_INT(dec.stats.ignored, 5 * 4);
}

/* Tracking ids come back: the same id after a lift (the kernel's counter
 * wraps at 65536), the same id in another slot, and a lift and a new
 * touch with the same id in one slot within one frame (across a resync). */
static void test_tracking_ids_reused(void)
{
	start();
	slot(0); id(5); at(100, 100); syn(0);
	id(-1); syn(50);
	id(5); at(400, 100); syn(100);
	slot(1); id(5); at(600, 100); syn(120);	/* a second finger: nobody's */
	id(-1); syn(150);
	slot(0); id(-1); id(5); at(200, 200); syn(200);
	id(-1); syn(250);
	CHECK_STR(log_, "press 100,100@0; tap 100,100@50; press 400,100@100; tap 400,100@200; "
			"press 200,200@200; tap 200,200@250");
}

/* SYN_DROPPED with two fingers down, both lifting in the dropped part:
 * libevdev's resync ends the touches in a frame of their own; nothing is
 * left down, and the next touch is a press. */
static void test_syn_dropped_no_stuck_finger(void)
{
	start();
	slot(0); id(1); at(100, 100); syn(0);
	slot(1); id(2); at(500, 300); syn(10);
	slot(0); at(130, 100);			/* a partial frame, then the drop */
	ev(EV_SYN, SYN_DROPPED, 0);
	/* libevdev's sync: the ended contacts, then SYN_REPORT.  The first
	 * finger had moved 30 px before it lifted: a drag, not a tap. */
	slot(0); id(-1); slot(1); id(-1); syn(300);
	slot(0); id(3); at(700, 50); syn(600);
	id(-1); syn(650);
	CHECK_STR(log_, "press 100,100@0; drag-start 130,100@300; drag-end 130,100@300; "
			"press 700,50@600; tap 700,50@650");
	CHECK_INT(dec.stats.drops, 1);
	/* The driver lifted during the drop and the other finger stayed: it is
	 * still ignored, and its own lift later frees the pointer. */
	start();
	slot(0); id(1); at(100, 100); syn(0);
	slot(1); id(2); at(500, 300); syn(10);
	ev(EV_SYN, SYN_DROPPED, 0);
	slot(0); id(-1); slot(1); at(520, 300); syn(300);
	slot(1); at(560, 300); syn(320);
	id(-1); syn(340);
	slot(0); id(4); at(10, 20); syn(600);
	CHECK_STR(log_, "press 100,100@0; tap 100,100@300; press 10,20@600");
}

/* A flood: thousands of frames from two fingers in one read, and a frame
 * of 100,000 events.  The output stays one pointer's, on the screen, at
 * most one move per frame, and the lift ends the drag. */
static void test_flood(void)
{
	start();
	slot(0); id(1); at(0, 0); syn(0);
	slot(1); id(2); at(799, 479); syn(1);
	for (int f = 0; f < 5000; f++) {
		slot(0); at(f % W, f % H);
		slot(1); at(W - 1 - f % W, H - 1 - f % H);
		syn(2 + (uint32_t)f);
	}
	CHECK(outputs <= 5000 + 1);
	slot(0);
	for (int i = 0; i < 100000; i++)
		ev(EV_ABS, i % 2 ? ABS_MT_POSITION_Y : ABS_MT_POSITION_X, i % 4000 - 1000);
	int before = outputs;
	syn(9000);
	CHECK_INT(outputs - before, 1);
	slot(0); id(-1); slot(1); id(-1); syn(9010);
	CHECK(!off_screen);
	CHECK(strstr(log_, "press 0,0@0; drag-start ") == log_);
	CHECK_STR(last_, "drag-end 799,479@9010");	/* 2998, 2999 clamped */
}

/* A finger that slides off what it pressed and lifts within one frame (a
 * flick, or the move and the lift both in a SYN_DROPPED): the lift is far
 * from the press, so it is a drag that ends there, not a tap on the button
 * it left.  A small slide in the lift frame stays a tap. */
static void test_moved_and_lifted_in_one_frame(void)
{
	start();
	slot(0); id(1); at(100, 100); syn(0);
	at(140, 100); id(-1); syn(30);
	CHECK_STR(log_, "press 100,100@0; drag-start 140,100@30; drag-end 140,100@30");
	start();
	slot(0); id(1); at(100, 100); syn(0);
	tick(600);
	at(100, 160); id(-1); syn(700);
	CHECK_STR(log_, "press 100,100@0; long-press 100,100@500; drag-start 100,160@700; drag-end 100,160@700");
	start();
	slot(0); id(1); at(100, 100); syn(0);
	at(106, 107); id(-1); syn(30);
	CHECK_STR(log_, "press 100,100@0; tap 100,100@30");
}

/* Coordinates outside the calibrated range, negative, INT_MIN, INT_MAX:
 * on an edge of the screen, never off it. */
static void test_absurd_coordinates(void)
{
	start();
	slot(0); id(1); at(INT_MIN, INT_MAX); syn(0);
	at(-1, -1); syn(10);
	at(INT_MAX, INT_MIN); syn(20);
	at(900, 500); syn(30);
	id(-1); syn(40);
	CHECK(!off_screen);
	CHECK_STR(log_, "press 0,479@0; drag-start 0,0@10; drag-move 799,0@20; drag-move 799,479@30; "
			"drag-end 799,479@40");
}

/* The panel goes away (ENODEV) with a finger on a button, or dragging a
 * tile: the touch was cut short, not lifted, so it must mean nothing - no
 * tap on the button, no drop of the tile - and the replugged panel's first
 * touch is a plain press. */
static void test_unplug_mid_touch(void)
{
	struct pointer_event out[INPUT_DECODE_MAX_OUT];
	start();
	slot(0); id(1); at(100, 100); syn(0);
	int n = input_decoder_release(&dec, 300, out);
	for (int i = 0; i < n; i++)
		pointer(&out[i]);
	CHECK_STR(log_, "press 100,100@0; cancel 100,100@300");
	log_[0] = 0;
	slot(0); id(2); at(300, 300); syn(800);
	at(360, 300); syn(820);
	n = input_decoder_release(&dec, 900, out);
	for (int i = 0; i < n; i++)
		pointer(&out[i]);
	CHECK_STR(log_, "press 300,300@800; drag-start 360,300@820; cancel 360,300@900");
	CHECK_INT(input_decoder_release(&dec, 901, out), 0);
	/* Nothing of it is left: the next touch is a plain press. */
	log_[0] = 0;
	slot(0); id(3); at(10, 10); syn(1000);
	id(-1); syn(1050);
	CHECK_STR(log_, "press 10,10@1000; tap 10,10@1050");
}

/* Opened while the kernel's slot is not 0 (the program restarted after a
 * touch in slot 1) and with every slot's last position: the kernel sends
 * neither the slot nor a position that did not change, so the decoder
 * must start from the device's state or put the touch in the wrong slot
 * at (0, 0) - and a later finger in slot 0 would take the pointer over. */
static void test_opened_with_device_state(void)
{
	start();
	input_decoder_adopt_position(&dec, 0, 400, 240);
	input_decoder_adopt_position(&dec, 1, 100, 100);
	input_decoder_adopt_slot(&dec, 1);
	id(7); syn(0);			/* slot 1, at its last position */
	slot(0); id(8); at(500, 300); syn(30);	/* a second person */
	slot(1); at(160, 100); syn(60);
	id(-1); syn(90);
	slot(0); id(-1); syn(100);
	CHECK_STR(log_, "press 100,100@0; drag-start 160,100@60; drag-end 160,100@90");
	/* A slot past the ones kept is ignored until the device selects one. */
	start();
	input_decoder_adopt_slot(&dec, INPUT_MT_SLOTS + 3);
	id(7); at(300, 300); syn(0);
	slot(2); id(8); at(200, 100); syn(10);
	id(-1); syn(20);
	CHECK_STR(log_, "press 200,100@10; tap 200,100@20");
	/* Single touch: the position a touch does not repeat. */
	struct input_calibration cal;
	struct input_transform t;
	input_calibration_identity(&cal);
	input_transform_init(&t, &cal, (struct input_axis){ 0, W - 1 }, (struct input_axis){ 0, H - 1 }, W, H, 0);
	input_decoder_init(&dec, INPUT_KIND_TABLET, &t);
	input_decoder_adopt_position(&dec, 0, 640, 360);
	log_[0] = 0;
	ev(EV_KEY, BTN_LEFT, 1); syn(100);
	ev(EV_KEY, BTN_LEFT, 0); syn(150);
	CHECK_STR(log_, "press 640,360@100; tap 640,360@150");
}

/* A tap's finger trembles a few pixels, more than once, and slides as it
 * lifts: still a tap at the press point, and the trembling does not stop
 * a long press either. */
static void test_jitter_stays_a_tap(void)
{
	static const int dx[] = { 2, -3, 4, 0, -5, 3, 6 }, dy[] = { 1, 3, -4, 5, 2, -6, 5 };
	start();
	slot(0); id(1); at(200, 200); syn(0);
	for (int i = 0; i < 7; i++) {
		at(200 + dx[i], 200 + dy[i]);
		syn(10 + 10 * (uint32_t)i);
	}
	id(-1); syn(100);
	CHECK_STR(log_, "press 200,200@0; tap 200,200@100");
	start();
	slot(0); id(1); at(200, 200); syn(0);
	for (int i = 0; i < 7; i++) {
		at(200 + dx[i], 200 + dy[i]);
		syn(60 * (uint32_t)i + 60);
		tick(60 * (uint32_t)i + 60);
	}
	id(-1); syn(600);
	CHECK_STR(log_, "press 200,200@0; long-press 200,200@500; release 206,205@600");
}

/* Held for ten minutes with the odd tremble: one long press, then a
 * release; no tap, no drag, and no timer left armed. */
static void test_very_long_press(void)
{
	uint32_t deadline;
	start();
	slot(0); id(1); at(200, 200); syn(4294900000u);
	CHECK(gesture_next_deadline(&gr, &deadline) && deadline == 4294900500u);
	tick(4294900500u);
	CHECK(!gesture_next_deadline(&gr, &deadline));
	for (uint32_t s = 1; s <= 600; s++) {
		at(200 + (int)(s % 3), 200);
		syn(4294900000u + s * 1000);	/* the clock wraps past 2^32 meanwhile */
	}
	id(-1); syn(4294900000u + 600500);
	CHECK_STR(log_, "press 200,200@4294900000; long-press 200,200@4294900500; release 200,200@533204");
}

/* A tap exactly on a button's edge pixels is on it, one pixel past is not;
 * a finger pressed on the edge that slides off as it lifts still taps the
 * button (the tap is where it went down). */
static void test_tap_on_button_edge(void)
{
	const struct rect buttons[2] = { { 100, 100, 80, 40 }, { 180, 100, 80, 40 } };
	static const struct {
		int x, y, want;
	} taps[] = { { 100, 100, 0 }, { 179, 139, 0 }, { 99, 100, -1 }, { 100, 140, -1 },
		     { 180, 120, 1 }, { 259, 100, 1 }, { 260, 100, -1 } };
	for (unsigned i = 0; i < sizeof taps / sizeof taps[0]; i++) {
		start();
		slot(0); id(1); at(taps[i].x, taps[i].y); syn(0);
		at(taps[i].x + 4, taps[i].y + 5); syn(30);	/* slides off the edge */
		id(-1); syn(60);
		char want[96];
		snprintf(want, sizeof want, "press %d,%d@0; tap %d,%d@60", taps[i].x, taps[i].y, taps[i].x,
			 taps[i].y);
		CHECK_STR(log_, want);
		CHECK_INT(button_at(buttons, 2, taps[i].x, taps[i].y), taps[i].want);
	}
}

int main(void)
{
	RUN(test_second_finger_mid_drag);
	RUN(test_first_lifts_second_stays);
	RUN(test_left_behind_lifts_as_another_lands);
	RUN(test_palm);
	RUN(test_slots_out_of_range);
	RUN(test_tracking_ids_reused);
	RUN(test_syn_dropped_no_stuck_finger);
	RUN(test_flood);
	RUN(test_moved_and_lifted_in_one_frame);
	RUN(test_absurd_coordinates);
	RUN(test_unplug_mid_touch);
	RUN(test_opened_with_device_state);
	RUN(test_jitter_stays_a_tap);
	RUN(test_very_long_press);
	RUN(test_tap_on_button_edge);
	return check_finish();
}
