#include "platform/touch_min.h"

void touch_min_init(struct touch_min *t, int min_x, int max_x, int min_y, int max_y, int panel_w,
		    int panel_h, enum scanout_rotation rotation)
{
	*t = (struct touch_min){ .min_x = min_x, .max_x = max_x > min_x ? max_x : min_x + 1,
				 .min_y = min_y, .max_y = max_y > min_y ? max_y : min_y + 1,
				 .panel_w = panel_w, .panel_h = panel_h, .rotation = rotation };
}

static int scale(int v, int lo, int hi, int size)
{
	long long s = (long long)(v - lo) * (size - 1) / (hi - lo);
	return s < 0 ? 0 : s >= size ? size - 1 : (int)s;
}

static void fill(const struct touch_min *t, enum ui_event_type type, const struct input_event *ev,
		 struct ui_event *out)
{
	int px = scale(t->raw_x, t->min_x, t->max_x, t->panel_w);
	int py = scale(t->raw_y, t->min_y, t->max_y, t->panel_h);
	out->type = type;
	scanout_point_to_logical(t->rotation, t->panel_w, t->panel_h, px, py, &out->x, &out->y);
	out->time_ms = ev ? (uint32_t)(ev->input_event_sec * 1000u + ev->input_event_usec / 1000u) : 0;
}

int touch_min_feed(struct touch_min *t, const struct input_event *ev, struct ui_event *out)
{
	switch (ev->type) {
	case EV_KEY:
		if (ev->code == BTN_TOUCH || ev->code == BTN_LEFT)
			t->down = ev->value != 0;
		return 0;
	case EV_ABS:
		if (ev->code == ABS_X)
			t->raw_x = ev->value;
		else if (ev->code == ABS_Y)
			t->raw_y = ev->value;
		else
			return 0;
		t->moved = true;
		return 0;
	case EV_SYN:
		if (ev->code != SYN_REPORT)
			return 0;
		break;
	default:
		return 0;
	}
	int result = 1;
	if (t->down && !t->was_down)
		fill(t, UI_EVENT_DOWN, ev, out);
	else if (!t->down && t->was_down)
		fill(t, UI_EVENT_UP, ev, out);
	else if (t->down && t->moved)
		fill(t, UI_EVENT_MOVE, ev, out);
	else
		result = 0;
	t->was_down = t->down;
	t->moved = false;
	return result;
}

int touch_min_release(struct touch_min *t, struct ui_event *out)
{
	if (!t->was_down)
		return 0;
	fill(t, UI_EVENT_UP, NULL, out);
	t->down = t->was_down = false;
	return 1;
}
