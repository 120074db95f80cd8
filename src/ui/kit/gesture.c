#include "ui/kit/gesture.h"

#include <stddef.h>

_Static_assert(GESTURE_MAX_OUT >= 3, "tick + cancel + press, tick + drag-start + drag-end must fit");

int gesture_threshold_scaled(int base_px, float scale)
{
	if (!(scale > 0) || scale > 16)
		scale = 1;
	float px = (float)base_px * scale + 0.5f;
	if (!(px >= 1))
		return 1;
	return px > 10000 ? 10000 : (int)px;
}

struct gesture_config gesture_config_default(float scale)
{
	struct gesture_config c = {
		.drag_threshold_px = gesture_threshold_scaled(GESTURE_DRAG_THRESHOLD_DEFAULT, scale),
		.long_press_ms = GESTURE_LONG_PRESS_MS_DEFAULT,
	};
	return c;
}

void gesture_init(struct gesture_recognizer *g, const struct gesture_config *cfg)
{
	g->cfg = *cfg;
	if (g->cfg.drag_threshold_px < 1)
		g->cfg.drag_threshold_px = 1;
	g->state = GESTURE_STATE_IDLE;
	g->start_x = g->start_y = g->x = g->y = 0;
	g->down_ms = 0;
}

/* Time order modulo 2^32: true when a is at or after b. */
static bool at_or_after(uint32_t a, uint32_t b)
{
	return (int32_t)(a - b) >= 0;
}

static int emit(struct gesture *out, int n, const struct gesture_recognizer *g,
		enum gesture_type type, int x, int y, uint32_t ms)
{
	out[n].type = type;
	out[n].x = x;
	out[n].y = y;
	out[n].start_x = g->start_x;
	out[n].start_y = g->start_y;
	out[n].time_ms = ms;
	return n + 1;
}

bool gesture_next_deadline(const struct gesture_recognizer *g, uint32_t *deadline_ms)
{
	if (g->state != GESTURE_STATE_PRESSED || g->cfg.long_press_ms == 0)
		return false;
	*deadline_ms = g->down_ms + g->cfg.long_press_ms;
	return true;
}

int gesture_tick(struct gesture_recognizer *g, uint32_t now_ms, struct gesture *out)
{
	uint32_t deadline;
	if (!gesture_next_deadline(g, &deadline) || !at_or_after(now_ms, deadline))
		return 0;
	g->state = GESTURE_STATE_LONG;
	/* Reported at the deadline, not when the loop got round to it. */
	return emit(out, 0, g, GESTURE_LONG_PRESS, g->start_x, g->start_y, deadline);
}

int gesture_cancel(struct gesture_recognizer *g, uint32_t now_ms, struct gesture *out)
{
	if (g->state == GESTURE_STATE_IDLE || g->state == GESTURE_STATE_IGNORING)
		return 0;
	g->state = GESTURE_STATE_IGNORING;
	return emit(out, 0, g, GESTURE_CANCEL, g->x, g->y, now_ms);
}

/* Moved at least the threshold from the press point (Euclidean distance). */
static bool past_threshold(const struct gesture_recognizer *g, int x, int y)
{
	long long dx = (long long)x - g->start_x, dy = (long long)y - g->start_y;
	long long t = g->cfg.drag_threshold_px;
	return dx * dx + dy * dy >= t * t;
}

int gesture_feed(struct gesture_recognizer *g, const struct pointer_event *ev,
		 struct gesture out[GESTURE_MAX_OUT])
{
	int n = gesture_tick(g, ev->time_ms, out);
	switch (ev->type) {
	case POINTER_DOWN:
		if (g->state != GESTURE_STATE_IDLE && g->state != GESTURE_STATE_IGNORING)
			n = emit(out, n, g, GESTURE_CANCEL, g->x, g->y, ev->time_ms); /* lost its UP */
		g->state = GESTURE_STATE_PRESSED;
		g->start_x = g->x = ev->x;
		g->start_y = g->y = ev->y;
		g->down_ms = ev->time_ms;
		n = emit(out, n, g, GESTURE_PRESS, ev->x, ev->y, ev->time_ms);
		break;
	case POINTER_MOVE:
		if (g->state == GESTURE_STATE_IDLE || g->state == GESTURE_STATE_IGNORING)
			break;
		g->x = ev->x;
		g->y = ev->y;
		if (g->state == GESTURE_STATE_DRAGGING) {
			n = emit(out, n, g, GESTURE_DRAG_MOVE, ev->x, ev->y, ev->time_ms);
		} else if (past_threshold(g, ev->x, ev->y)) {
			g->state = GESTURE_STATE_DRAGGING;
			n = emit(out, n, g, GESTURE_DRAG_START, ev->x, ev->y, ev->time_ms);
		}
		break;
	case POINTER_UP:
		/* Lifted far from the press with no move reported before (a
		 * flick, or a drag whose moves a SYN_DROPPED swallowed): it
		 * was a drag, not a tap on what the finger slid off. */
		if ((g->state == GESTURE_STATE_PRESSED || g->state == GESTURE_STATE_LONG) &&
		    past_threshold(g, ev->x, ev->y)) {
			g->state = GESTURE_STATE_DRAGGING;
			n = emit(out, n, g, GESTURE_DRAG_START, ev->x, ev->y, ev->time_ms);
		}
		switch (g->state) {
		case GESTURE_STATE_PRESSED:
			/* A tap belongs where the finger went down: the lift of
			 * a finger often slides a few pixels. */
			n = emit(out, n, g, GESTURE_TAP, g->start_x, g->start_y, ev->time_ms);
			break;
		case GESTURE_STATE_DRAGGING:
			n = emit(out, n, g, GESTURE_DRAG_END, ev->x, ev->y, ev->time_ms);
			break;
		case GESTURE_STATE_LONG:
			n = emit(out, n, g, GESTURE_RELEASE, ev->x, ev->y, ev->time_ms);
			break;
		default:
			break;
		}
		g->state = GESTURE_STATE_IDLE;
		g->x = ev->x;
		g->y = ev->y;
		break;
	case POINTER_CANCEL:
		/* As gesture_cancel(), but no UP follows: the next touch
		 * starts afresh. */
		n += gesture_cancel(g, ev->time_ms, out + n);
		g->state = GESTURE_STATE_IDLE;
		break;
	}
	return n;
}

const char *gesture_type_name(enum gesture_type type)
{
	switch (type) {
	case GESTURE_PRESS: return "press";
	case GESTURE_TAP: return "tap";
	case GESTURE_DRAG_START: return "drag-start";
	case GESTURE_DRAG_MOVE: return "drag-move";
	case GESTURE_DRAG_END: return "drag-end";
	case GESTURE_LONG_PRESS: return "long-press";
	case GESTURE_RELEASE: return "release";
	case GESTURE_CANCEL: return "cancel";
	}
	return "?";
}
