#include "input/input_decode.h"

#include <errno.h>
#include <string.h>

/* Fixed memory: the whole state of a device is a small struct. */
_Static_assert(INPUT_MT_SLOTS >= 2 && INPUT_MT_SLOTS <= 64, "slot count out of range");
_Static_assert(sizeof(struct input_decoder) <= 1024, "decoder state grew past 1 KiB");

enum input_kind input_kind_detect(const struct input_caps *caps)
{
	if (caps->mt_slots)
		return INPUT_KIND_MULTITOUCH;
	if (caps->abs_xy && caps->btn_touch)
		return INPUT_KIND_SINGLE;
	if (caps->abs_xy && caps->btn_left)
		return INPUT_KIND_TABLET;
	if (caps->rel_xy && caps->btn_left)
		return INPUT_KIND_MOUSE;
	return INPUT_KIND_AUTO;
}

const char *input_kind_name(enum input_kind kind)
{
	switch (kind) {
	case INPUT_KIND_AUTO: return "auto";
	case INPUT_KIND_MULTITOUCH: return "multitouch";
	case INPUT_KIND_SINGLE: return "single";
	case INPUT_KIND_TABLET: return "tablet";
	case INPUT_KIND_MOUSE: return "mouse";
	}
	return "?";
}

static void reset_contacts(struct input_decoder *d)
{
	for (int i = 0; i < INPUT_MT_SLOTS; i++) {
		d->slots[i].tracking_id = -1;
		d->slots[i].started = false;
	}
	d->driver = -1;
	d->driver_id = -1;
	d->driver_ended = false;
	d->blocked = false;
	d->btn_touch = d->btn_left = false;
	d->rel_dx = d->rel_dy = 0;
	d->down = false;
}

int input_decoder_init(struct input_decoder *d, enum input_kind kind,
		       const struct input_transform *t)
{
	memset(d, 0, sizeof *d);
	d->transform = *t;
	d->cur_slot = 0; /* the kernel's initial slot */
	reset_contacts(d);
	for (int i = 0; i < INPUT_MT_SLOTS; i++)
		d->slots[i].x = d->slots[i].y = 0;
	d->mouse_x = t->screen_w / 2;
	d->mouse_y = t->screen_h / 2;
	if (kind <= INPUT_KIND_AUTO || kind > INPUT_KIND_MOUSE) {
		d->kind = INPUT_KIND_MULTITOUCH;
		return -EINVAL;
	}
	d->kind = kind;
	return 0;
}

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

void input_decoder_set_transform(struct input_decoder *d, const struct input_transform *t)
{
	d->transform = *t;
	d->mouse_x = clampi(d->mouse_x, 0, t->screen_w - 1);
	d->mouse_y = clampi(d->mouse_y, 0, t->screen_h - 1);
}

static uint32_t event_ms(const struct input_event *ev)
{
	/* Unsigned arithmetic: wraps instead of overflowing. */
	return (uint32_t)((uint64_t)ev->input_event_sec * 1000u +
			  (uint64_t)ev->input_event_usec / 1000u);
}

static void mt_abs(struct input_decoder *d, unsigned code, int value)
{
	if (code == ABS_MT_SLOT) {
		d->cur_slot = value >= 0 && value < INPUT_MT_SLOTS ? value : -1;
		if (d->cur_slot < 0)
			d->stats.ignored++;
		return;
	}
	if (d->cur_slot < 0) {
		d->stats.ignored++;
		return;
	}
	struct input_slot *s = &d->slots[d->cur_slot];
	switch (code) {
	case ABS_MT_TRACKING_ID:
		if (s->tracking_id >= 0 && value != s->tracking_id) {
			/* Lifted, or replaced by a new contact in the same
			 * slot (a resync after SYN_DROPPED can do that). */
			if (d->cur_slot == d->driver && !d->driver_ended) {
				d->driver_ended = true;
				d->end_x = s->x;
				d->end_y = s->y;
			}
		}
		if (value >= 0 && value != s->tracking_id)
			s->started = true;
		s->tracking_id = value < 0 ? -1 : value;
		break;
	case ABS_MT_POSITION_X:
		s->x = value;
		break;
	case ABS_MT_POSITION_Y:
		s->y = value;
		break;
	default:
		break; /* pressure, touch major, ...: not needed for a pointer */
	}
}

static int emit(struct pointer_event *out, int n, enum pointer_type type, int x, int y,
		uint32_t ms)
{
	out[n].type = type;
	out[n].x = x;
	out[n].y = y;
	out[n].time_ms = ms;
	return n + 1;
}

/* Ends the frame for a multitouch panel: decide who drives, report the change. */
static int mt_frame(struct input_decoder *d, uint32_t ms, struct pointer_event *out)
{
	int n = 0;
	bool older = false;
	for (int i = 0; i < INPUT_MT_SLOTS; i++)
		older = older || (d->slots[i].tracking_id >= 0 && !d->slots[i].started);

	if (d->driver >= 0) {
		struct input_slot *s = &d->slots[d->driver];
		if (d->driver_ended || s->tracking_id != d->driver_id) {
			/* The UP is reported where the contact was last seen,
			 * which includes any move in this very frame. */
			int x, y;
			if (d->driver_ended)
				input_transform_point(&d->transform, d->end_x, d->end_y, &x, &y);
			else
				input_transform_point(&d->transform, s->x, s->y, &x, &y);
			if (d->down)
				n = emit(out, n, POINTER_UP, x, y, ms);
			d->down = false;
			d->driver = -1;
			d->driver_id = -1;
			/* Fingers that were down alongside it are ignored until
			 * all lift. */
			d->blocked = true;
		}
	}
	/* Blocked while a finger from before is down: one that landed in
	 * this frame, when the driver or the last of the others lifted
	 * (the panel reports both in one frame, and so does a resync), is
	 * a touch of its own and may drive. */
	if (!older)
		d->blocked = false;

	if (d->driver < 0 && !d->blocked) {
		/* The first contact: the lowest slot among those present. */
		for (int i = 0; i < INPUT_MT_SLOTS; i++) {
			if (d->slots[i].tracking_id >= 0) {
				d->driver = i;
				d->driver_id = d->slots[i].tracking_id;
				break;
			}
		}
	}
	if (d->driver >= 0) {
		struct input_slot *s = &d->slots[d->driver];
		int x, y;
		input_transform_point(&d->transform, s->x, s->y, &x, &y);
		if (!d->down)
			n = emit(out, n, POINTER_DOWN, x, y, ms);
		else if (x != d->x || y != d->y)
			n = emit(out, n, POINTER_MOVE, x, y, ms);
		d->down = true;
		d->x = x;
		d->y = y;
	}
	for (int i = 0; i < INPUT_MT_SLOTS; i++)
		d->slots[i].started = false;
	d->driver_ended = false;
	return n;
}

/* Ends the frame for a one-pointer device. */
static int pointer_frame(struct input_decoder *d, uint32_t ms, struct pointer_event *out)
{
	int n = 0, x, y;
	if (d->kind == INPUT_KIND_MOUSE) {
		/* Deltas are in screen pixels of the canvas as the user sees it. */
		d->mouse_x = clampi(d->mouse_x + d->rel_dx, 0, d->transform.screen_w - 1);
		d->mouse_y = clampi(d->mouse_y + d->rel_dy, 0, d->transform.screen_h - 1);
		d->rel_dx = d->rel_dy = 0;
		x = d->mouse_x;
		y = d->mouse_y;
	} else {
		input_transform_point(&d->transform, d->raw_x, d->raw_y, &x, &y);
	}
	bool pressed = d->btn_touch || d->btn_left;
	if (pressed && !d->down)
		n = emit(out, n, POINTER_DOWN, x, y, ms);
	else if (pressed && (x != d->x || y != d->y))
		n = emit(out, n, POINTER_MOVE, x, y, ms);
	else if (!pressed && d->down)
		n = emit(out, n, POINTER_UP, x, y, ms);
	d->down = pressed;
	d->x = x;
	d->y = y;
	return n;
}

/* Relative deltas saturate instead of overflowing on a flood. */
static int add_sat(int a, int b)
{
	long long s = (long long)a + b;
	return s > 1000000 ? 1000000 : s < -1000000 ? -1000000 : (int)s;
}

int input_decoder_feed(struct input_decoder *d, const struct input_event *ev,
		       struct pointer_event out[INPUT_DECODE_MAX_OUT])
{
	bool mt = d->kind == INPUT_KIND_MULTITOUCH;
	switch (ev->type) {
	case EV_SYN:
		if (ev->code == SYN_REPORT) {
			d->stats.frames++;
			uint32_t ms = event_ms(ev);
			return mt ? mt_frame(d, ms, out) : pointer_frame(d, ms, out);
		}
		if (ev->code == SYN_DROPPED) {
			/* Nothing to undo: libevdev's resync that follows is a
			 * delta against everything delivered so far (this
			 * partial frame included) and ends with SYN_REPORT,
			 * where the true state is reported. */
			d->stats.drops++;
			return 0;
		}
		break;
	case EV_ABS:
		if (mt && ev->code >= ABS_MT_SLOT && ev->code <= ABS_MT_TOOL_Y) {
			mt_abs(d, ev->code, ev->value);
			return 0;
		}
		if (!mt && ev->code == ABS_X) {
			d->raw_x = ev->value;
			return 0;
		}
		if (!mt && ev->code == ABS_Y) {
			d->raw_y = ev->value;
			return 0;
		}
		if (mt && (ev->code == ABS_X || ev->code == ABS_Y))
			return 0; /* the kernel's single-pointer emulation: slots say more */
		break;
	case EV_KEY:
		if (!mt && ev->code == BTN_TOUCH) {
			d->btn_touch = ev->value != 0;
			return 0;
		}
		if (!mt && ev->code == BTN_LEFT) {
			d->btn_left = ev->value != 0;
			return 0;
		}
		if (mt && (ev->code == BTN_TOUCH || (ev->code >= BTN_TOOL_FINGER &&
						     ev->code <= BTN_TOOL_QUINTTAP)))
			return 0; /* emulation again */
		break;
	case EV_REL:
		if (d->kind == INPUT_KIND_MOUSE && ev->code == REL_X) {
			d->rel_dx = add_sat(d->rel_dx, ev->value);
			return 0;
		}
		if (d->kind == INPUT_KIND_MOUSE && ev->code == REL_Y) {
			d->rel_dy = add_sat(d->rel_dy, ev->value);
			return 0;
		}
		break;
	default:
		break;
	}
	d->stats.ignored++;
	return 0;
}

void input_decoder_adopt_slot(struct input_decoder *d, int slot)
{
	d->cur_slot = slot >= 0 && slot < INPUT_MT_SLOTS ? slot : -1;
}

void input_decoder_adopt_position(struct input_decoder *d, int slot, int x, int y)
{
	if (d->kind != INPUT_KIND_MULTITOUCH) {
		if (slot != 0)
			return;
		d->raw_x = x;
		d->raw_y = y;
	} else if (slot >= 0 && slot < INPUT_MT_SLOTS) {
		d->slots[slot].x = x;
		d->slots[slot].y = y;
	}
}

int input_decoder_release(struct input_decoder *d, uint32_t time_ms, struct pointer_event *out)
{
	bool was_down = d->down;
	reset_contacts(d);
	if (!was_down)
		return 0;
	/* Cut short, not lifted: the touch means nothing (no tap on what it
	 * was on, no drop of what it dragged). */
	emit(out, 0, POINTER_CANCEL, d->x, d->y, time_ms);
	return 1;
}
