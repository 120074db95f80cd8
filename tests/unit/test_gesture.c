/* Gestures: what a finger means.  Each test feeds pointer events and
 * compares the gestures, written as "type x,y@ms; ...". */
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "ui/kit/gesture.h"

static struct gesture_recognizer g;
static char log_[1024];

static void logged(const struct gesture *out, int n)
{
	for (int i = 0; i < n; i++) {
		size_t len = strlen(log_);
		snprintf(log_ + len, sizeof log_ - len, "%s%s %d,%d@%u", len ? "; " : "",
			 gesture_type_name(out[i].type), out[i].x, out[i].y, (unsigned)out[i].time_ms);
	}
}

static void start(int threshold, uint32_t long_ms)
{
	struct gesture_config c = { .drag_threshold_px = threshold, .long_press_ms = long_ms };
	gesture_init(&g, &c);
	log_[0] = 0;
}

static void ev(enum pointer_type type, int x, int y, uint32_t ms)
{
	struct pointer_event e = { type, x, y, ms };
	struct gesture out[GESTURE_MAX_OUT];
	int n = gesture_feed(&g, &e, out);
	CHECK(n >= 0 && n <= GESTURE_MAX_OUT);
	logged(out, n);
}

static void tick(uint32_t ms)
{
	struct gesture out;
	logged(&out, gesture_tick(&g, ms, &out));
}

#define DOWN(x, y, t) ev(POINTER_DOWN, x, y, t)
#define MOVE(x, y, t) ev(POINTER_MOVE, x, y, t)
#define UP(x, y, t) ev(POINTER_UP, x, y, t)

/* Lifting within the threshold is a tap at the press point, even if the
 * finger slid a little while lifting. */
static void test_tap_within_threshold(void)
{
	start(10, 500);
	DOWN(100, 100, 0);
	MOVE(106, 107, 50); /* distance 9.2 < 10 */
	UP(106, 107, 80);
	CHECK_STR(log_, "press 100,100@0; tap 100,100@80");
}

/* Reaching the threshold (distance >= threshold) starts a drag; the drag
 * then follows every move and ends where the finger lifts. */
static void test_drag_at_threshold(void)
{
	start(10, 500);
	DOWN(100, 100, 0);
	MOVE(106, 108, 20); /* distance exactly 10 */
	MOVE(107, 108, 30);
	MOVE(150, 90, 40);
	UP(151, 90, 50);
	CHECK_STR(log_, "press 100,100@0; drag-start 106,108@20; drag-move 107,108@30; "
			"drag-move 150,90@40; drag-end 151,90@50");
	/* The drag remembers where it began. */
	struct gesture out[GESTURE_MAX_OUT];
	DOWN(10, 10, 100);
	struct pointer_event e = { POINTER_MOVE, 40, 10, 110 };
	CHECK_INT(gesture_feed(&g, &e, out), 1);
	CHECK_INT(out[0].type, GESTURE_DRAG_START);
	CHECK_INT(out[0].start_x, 10);
	CHECK_INT(out[0].start_y, 10);
}

/* The threshold is in screen pixels and grows with the UI scale. */
static void test_threshold_scales(void)
{
	CHECK_INT(gesture_threshold_scaled(10, 1.0f), 10);
	CHECK_INT(gesture_threshold_scaled(10, 1.5f), 15);
	CHECK_INT(gesture_threshold_scaled(10, 0.75f), 8);
	CHECK_INT(gesture_threshold_scaled(0, 1.0f), 1); /* never 0: a tap must be possible */
	CHECK_INT(gesture_config_default(2.0f).drag_threshold_px, 20);
	struct gesture_config c = gesture_config_default(2.0f);
	gesture_init(&g, &c);
	log_[0] = 0;
	DOWN(0, 0, 0);
	MOVE(15, 0, 10); /* a drag at scale 1, not at scale 2 */
	UP(15, 0, 20);
	CHECK_STR(log_, "press 0,0@0; tap 0,0@20");
}

/* A press held still asks for a tick at down + long_press_ms, and only
 * then; the tick reports the long press at the deadline's time. */
static void test_long_press_deadline(void)
{
	start(10, 500);
	uint32_t dl = 0;
	CHECK(!gesture_next_deadline(&g, &dl)); /* idle: no timer */
	DOWN(30, 40, 1000);
	CHECK(gesture_next_deadline(&g, &dl));
	CHECK_INT(dl, 1500);
	tick(1499);
	CHECK_STR(log_, "press 30,40@1000");
	tick(1503);
	CHECK_STR(log_, "press 30,40@1000; long-press 30,40@1500");
	CHECK(!gesture_next_deadline(&g, &dl)); /* reported: no more timer */
	tick(2000);
	MOVE(32, 41, 1600);
	UP(32, 41, 1700);
	CHECK_STR(log_, "press 30,40@1000; long-press 30,40@1500; release 32,41@1700");
}

/* Moving past the threshold before the deadline makes a drag and disarms
 * the timer; lifting before it is a tap. */
static void test_drag_or_tap_disarms_long_press(void)
{
	uint32_t dl;
	start(10, 500);
	DOWN(0, 0, 0);
	MOVE(20, 0, 100);
	CHECK(!gesture_next_deadline(&g, &dl));
	tick(600);
	UP(20, 0, 700);
	CHECK_STR(log_, "press 0,0@0; drag-start 20,0@100; drag-end 20,0@700");
	log_[0] = 0;
	DOWN(0, 0, 1000);
	UP(0, 0, 1100);
	CHECK(!gesture_next_deadline(&g, &dl));
	tick(5000);
	CHECK_STR(log_, "press 0,0@1000; tap 0,0@1100");
}

/* If the loop is late and an event arrives after the deadline, the long
 * press comes first, as if the timer had fired in time. */
static void test_overdue_long_press_reported_first(void)
{
	start(10, 500);
	DOWN(0, 0, 0);
	MOVE(50, 0, 900);
	UP(50, 0, 950);
	CHECK_STR(log_, "press 0,0@0; long-press 0,0@500; drag-start 50,0@900; drag-end 50,0@950");
}

/* Long press 0 turns it off. */
static void test_long_press_disabled(void)
{
	uint32_t dl;
	start(10, 0);
	DOWN(0, 0, 0);
	CHECK(!gesture_next_deadline(&g, &dl));
	tick(100000);
	UP(0, 0, 100001);
	CHECK_STR(log_, "press 0,0@0; tap 0,0@100001");
}

/* Deadlines work across the 32-bit millisecond wrap (day 49 of uptime). */
static void test_deadline_across_wrap(void)
{
	start(10, 500);
	DOWN(5, 5, 0xFFFFFF00u);
	uint32_t dl;
	CHECK(gesture_next_deadline(&g, &dl));
	CHECK_INT(dl, 244); /* 0xFFFFFF00 + 500 modulo 2^32 */
	tick(0xFFFFFFF0u);
	tick(100); /* after the wrap, before the deadline (244) */
	CHECK_STR(log_, "press 5,5@4294967040");
	tick(300);
	CHECK_STR(log_, "press 5,5@4294967040; long-press 5,5@244");
}

/* Cancel abandons the touch: one CANCEL, and the rest of that touch
 * (moves, its UP) means nothing. */
static void test_cancel(void)
{
	struct gesture out;
	start(10, 500);
	CHECK_INT(gesture_cancel(&g, 0, &out), 0); /* nothing to cancel */
	DOWN(10, 10, 0);
	MOVE(60, 10, 10);
	logged(&out, gesture_cancel(&g, 20, &out));
	MOVE(70, 10, 30);
	UP(70, 10, 40);
	CHECK_INT(gesture_cancel(&g, 50, &out), 0);
	uint32_t dl;
	CHECK(!gesture_next_deadline(&g, &dl));
	CHECK_STR(log_, "press 10,10@0; drag-start 60,10@10; cancel 60,10@20");
	/* The next touch is normal again. */
	log_[0] = 0;
	DOWN(1, 2, 100);
	UP(1, 2, 150);
	CHECK_STR(log_, "press 1,2@100; tap 1,2@150");
}

/* A POINTER_CANCEL ends the touch as gesture_cancel() does, once, with no
 * UP after it: the next touch starts afresh, with no CANCEL of its own.  A
 * long press overdue is reported first. */
static void test_pointer_cancel(void)
{
	start(10, 500);
	DOWN(10, 10, 0);
	MOVE(60, 10, 10);
	ev(POINTER_CANCEL, 0, 0, 20);
	ev(POINTER_CANCEL, 0, 0, 30);
	DOWN(1, 2, 100);
	UP(1, 2, 150);
	CHECK_STR(log_, "press 10,10@0; drag-start 60,10@10; cancel 60,10@20; press 1,2@100; tap 1,2@150");
	log_[0] = 0;
	DOWN(5, 5, 200);
	ev(POINTER_CANCEL, 0, 0, 900);
	UP(5, 5, 910);	/* a lift after all: nothing */
	CHECK_STR(log_, "press 5,5@200; long-press 5,5@700; cancel 5,5@900");
}

/* A DOWN while a touch is in progress (its UP was lost) cancels the old
 * touch before starting the new one. */
static void test_down_without_up_cancels(void)
{
	start(10, 500);
	DOWN(10, 10, 0);
	DOWN(200, 200, 100);
	UP(200, 200, 150);
	CHECK_STR(log_, "press 10,10@0; cancel 10,10@100; press 200,200@100; tap 200,200@150");
	/* Moves and UPs with no touch are ignored. */
	log_[0] = 0;
	MOVE(1, 1, 200);
	UP(1, 1, 210);
	CHECK_STR(log_, "");
	/* Worst case fits GESTURE_MAX_OUT: overdue long press + cancel + press. */
	DOWN(0, 0, 300);
	DOWN(9, 9, 2000);
	CHECK_STR(log_, "press 0,0@300; long-press 0,0@800; cancel 0,0@2000; press 9,9@2000");
}

/* A lift at the threshold or past it with no move before it (a flick
 * within one frame, moves a SYN_DROPPED swallowed) is a drag that ends
 * there, after a long press too: not a tap on what the finger slid off. */
static void test_far_lift_is_a_drag(void)
{
	start(10, 500);
	DOWN(100, 100, 0);
	UP(100, 110, 30);
	CHECK_STR(log_, "press 100,100@0; drag-start 100,110@30; drag-end 100,110@30");
	start(10, 500);
	DOWN(100, 100, 0);
	UP(106, 107, 30);	/* 9.2 px: a slide as it lifts */
	CHECK_STR(log_, "press 100,100@0; tap 100,100@30");
	start(10, 500);
	DOWN(100, 100, 0);
	UP(100, 140, 900);	/* the overdue long press first: three at once */
	CHECK_STR(log_, "press 100,100@0; long-press 100,100@500; drag-start 100,140@900; drag-end 100,140@900");
}

int main(void)
{
	RUN(test_tap_within_threshold);
	RUN(test_drag_at_threshold);
	RUN(test_threshold_scales);
	RUN(test_long_press_deadline);
	RUN(test_drag_or_tap_disarms_long_press);
	RUN(test_overdue_long_press_reported_first);
	RUN(test_long_press_disabled);
	RUN(test_deadline_across_wrap);
	RUN(test_cancel);
	RUN(test_down_without_up_cancels);
	RUN(test_pointer_cancel);
	RUN(test_far_lift_is_a_drag);
	return check_finish();
}
