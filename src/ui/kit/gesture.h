/* Gestures from pointer events: tap, drag, long press, cancel.  Pure: time
 * comes only from event timestamps and gesture_tick(now_ms).
 *
 * Every touch gives GESTURE_PRESS first and then exactly one ending:
 *   PRESS TAP                                  lifted without moving far
 *   PRESS DRAG_START DRAG_MOVE* DRAG_END       moved >= the threshold, lifted
 *   PRESS LONG_PRESS RELEASE                   held still past long_press_ms
 *   PRESS LONG_PRESS DRAG_START ... DRAG_END   held, then dragged
 * (a lift at the threshold or past it with no move before it - a flick, or
 * moves lost to a SYN_DROPPED - is DRAG_START and DRAG_END at the lift)
 *   PRESS ... CANCEL                           gesture_cancel(), a POINTER_CANCEL,
 *                                              or a new DOWN arriving without an UP
 * After gesture_cancel() the rest of that touch (moves, its UP) is ignored.
 *
 * Long press needs a clock: while a press may still become one,
 * gesture_next_deadline() gives the time at which to call gesture_tick(), so
 * the poll loop arms a timerfd only when needed.  Times are uint32 ms and
 * compared modulo 2^32, so a kiosk running past 49 days keeps working. */
#ifndef TESSERA_UI_GESTURE_H
#define TESSERA_UI_GESTURE_H

#include <stdbool.h>
#include <stdint.h>

#include "input/pointer.h"

/* tick + CANCEL + PRESS for a DOWN that arrives late while another is held;
 * tick + DRAG_START + DRAG_END for a lift far from the press */
#define GESTURE_MAX_OUT 3

#define GESTURE_DRAG_THRESHOLD_DEFAULT 10 /* pixels at scale 1 */
#define GESTURE_LONG_PRESS_MS_DEFAULT 500

enum gesture_type {
	GESTURE_PRESS,      /* finger down at (x, y) */
	GESTURE_TAP,        /* lifted near where it went down; (x, y) = the press point */
	GESTURE_DRAG_START, /* moved past the threshold; (start_x, start_y) = press point */
	GESTURE_DRAG_MOVE,
	GESTURE_DRAG_END,   /* lifted while dragging; (x, y) = where it lifted */
	GESTURE_LONG_PRESS, /* held still for long_press_ms; (x, y) = the press point */
	GESTURE_RELEASE,    /* lifted after a long press without dragging */
	GESTURE_CANCEL,     /* the touch no longer means anything; undo any feedback */
};

struct gesture {
	enum gesture_type type;
	int x, y;             /* current position, screen pixels */
	int start_x, start_y; /* where the touch went down */
	uint32_t time_ms;
};

struct gesture_config {
	int drag_threshold_px;  /* distance (pixels) that turns a press into a drag */
	uint32_t long_press_ms; /* 0 disables long press */
};

enum gesture_state {
	GESTURE_STATE_IDLE,
	GESTURE_STATE_PRESSED,   /* down, not yet a drag or long press */
	GESTURE_STATE_LONG,      /* long press reported, not dragging */
	GESTURE_STATE_DRAGGING,
	GESTURE_STATE_IGNORING,  /* cancelled: waiting for this touch's UP */
};

struct gesture_recognizer {
	struct gesture_config cfg;
	enum gesture_state state;
	int start_x, start_y;
	int x, y;
	uint32_t down_ms;
};

/* Default config for a UI scale (e.g. 1.0, 1.5): the threshold grows with it. */
struct gesture_config gesture_config_default(float scale);

/* Threshold in pixels for a base threshold at scale 1 (>= 1 always). */
int gesture_threshold_scaled(int base_px, float scale);

void gesture_init(struct gesture_recognizer *g, const struct gesture_config *cfg);

/* Feeds one pointer event.  Writes 0..GESTURE_MAX_OUT gestures, returns how
 * many.  An overdue long press (event time past the deadline) is reported
 * first, as if gesture_tick had run in time. */
int gesture_feed(struct gesture_recognizer *g, const struct pointer_event *ev,
		 struct gesture out[GESTURE_MAX_OUT]);

/* True and *deadline_ms set when gesture_tick must be called at that time. */
bool gesture_next_deadline(const struct gesture_recognizer *g, uint32_t *deadline_ms);

/* Reports a long press if its deadline has passed: returns 0 or 1. */
int gesture_tick(struct gesture_recognizer *g, uint32_t now_ms, struct gesture *out);

/* Abandons the current touch (screen changed, device unplugged).  Returns 1
 * with a CANCEL in *out if a touch was in progress, else 0. */
int gesture_cancel(struct gesture_recognizer *g, uint32_t now_ms, struct gesture *out);

const char *gesture_type_name(enum gesture_type type);

#endif
