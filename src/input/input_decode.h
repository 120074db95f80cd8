/* The input decoder: evdev events in, pointer events (struct pointer_event) out.
 *
 * Pure: it never touches a file descriptor or libevdev.  The device side
 * (evdev*.c) reads events with libevdev -- including the resync sequence that
 * follows SYN_DROPPED, which must be passed in, never dropped -- and feeds each
 * one here; recorded streams feed it the same way in tests.
 *
 * One pointer is reported: the mouse, the single touch, or on a multitouch
 * (protocol B) panel the first contact.  When the first contact lifts while
 * others remain, the pointer goes up and the remaining contacts are ignored
 * until every contact has lifted, so the pointer never jumps to another finger
 * (a contact that began in the very frame the first one ended -- one finger
 * up, another down during a SYN_DROPPED -- is a new touch and drives).
 *
 * Events come out only at SYN_REPORT, describing the change since the last
 * one: at most INPUT_DECODE_MAX_OUT (an UP followed by a DOWN when the driving
 * contact changed within one frame, e.g. across a SYN_DROPPED resync).
 * Hover is not reported: MOVE only comes between DOWN and UP.
 * Coordinates are screen pixels after struct input_transform; timestamps are
 * the SYN_REPORT's time in ms (the device side selects CLOCK_MONOTONIC with
 * libevdev_set_clock_id), wrapping at 2^32.  Work per event is bounded and the state
 * is fixed-size: any stream, however long or malformed, is safe. */
#ifndef TESSERA_INPUT_INPUT_DECODE_H
#define TESSERA_INPUT_INPUT_DECODE_H

#include <linux/input.h>
#include <stdbool.h>
#include <stdint.h>

#include "input/input_transform.h"
#include "input/pointer.h"

/* Slots tracked on a multitouch panel; contacts in higher slots are ignored
 * (panels on these boards report 5 or 10). */
#define INPUT_MT_SLOTS 16
#define INPUT_DECODE_MAX_OUT 2

enum input_kind {
	INPUT_KIND_AUTO,       /* only in configs: resolve with input_kind_detect() */
	INPUT_KIND_MULTITOUCH, /* protocol B: ABS_MT_SLOT, ABS_MT_TRACKING_ID, ABS_MT_POSITION_X/Y */
	INPUT_KIND_SINGLE,     /* BTN_TOUCH + ABS_X/ABS_Y (resistive panels) */
	INPUT_KIND_TABLET,     /* absolute pointer with BTN_LEFT (virtio tablet, QEMU) */
	INPUT_KIND_MOUSE,      /* relative REL_X/REL_Y + BTN_LEFT, clamped to the screen */
};

/* What the device side learns from libevdev_has_event_code / has_property. */
struct input_caps {
	bool mt_slots;  /* ABS_MT_SLOT and ABS_MT_POSITION_X/Y */
	bool abs_xy;    /* ABS_X and ABS_Y */
	bool btn_touch; /* BTN_TOUCH */
	bool btn_left;  /* BTN_LEFT */
	bool rel_xy;    /* REL_X and REL_Y */
	bool direct;    /* INPUT_PROP_DIRECT: a touch screen, not a touchpad */
};

struct input_slot {
	int tracking_id; /* -1: no contact */
	int x, y;        /* raw; kept across contacts (the kernel omits unchanged values) */
	bool started;    /* a contact began here in the current frame */
};

struct input_decoder_stats {
	uint32_t frames;  /* SYN_REPORTs seen */
	uint32_t drops;   /* SYN_DROPPEDs seen */
	uint32_t ignored; /* events outside the model (unknown codes, slots >= INPUT_MT_SLOTS) */
};

struct input_decoder {
	enum input_kind kind;
	struct input_transform transform;
	/* multitouch */
	struct input_slot slots[INPUT_MT_SLOTS];
	int cur_slot;       /* -1 when the device selected a slot we do not track */
	int driver;         /* slot driving the pointer, -1 none */
	int driver_id;      /* its tracking id */
	bool driver_ended;  /* it lifted in this frame */
	int end_x, end_y;   /* its raw position when it lifted (a new contact in
			     * the same slot may overwrite the slot's) */
	bool blocked;       /* driver lifted while others remained: wait for all up */
	/* single touch / tablet / mouse */
	int raw_x, raw_y;   /* absolute raw position */
	int rel_dx, rel_dy; /* relative motion pending in this frame */
	int mouse_x, mouse_y; /* relative pointer, screen pixels */
	bool btn_touch, btn_left;
	/* what the last frame reported */
	bool down;
	int x, y;
	struct input_decoder_stats stats;
};

/* Chooses the decoder kind for a device: multitouch over single touch over
 * tablet over mouse; INPUT_KIND_AUTO when it is not a pointer at all. */
enum input_kind input_kind_detect(const struct input_caps *caps);

/* "auto", "multitouch", "single", "tablet", "mouse". */
const char *input_kind_name(enum input_kind kind);

/* Starts a decoder with the pointer up.  kind must be concrete (not AUTO):
 * -EINVAL otherwise.  The transform is copied.  The relative mouse starts at
 * the screen's centre. */
int input_decoder_init(struct input_decoder *d, enum input_kind kind,
		       const struct input_transform *t);

/* Replaces the transform (display mode or rotation changed) and keeps the
 * contact state. */
void input_decoder_set_transform(struct input_decoder *d, const struct input_transform *t);

/* What the device already held when it was opened (libevdev reads it at
 * libevdev_new_from_fd).  The kernel sends only what changed, so the first
 * touch after that may come without ABS_MT_SLOT (the kernel's current slot
 * need not be 0) and without a position that equals the slot's last one.
 * adopt_slot: the slot the device's next events go to (one past
 * INPUT_MT_SLOTS or negative: ignored until the device selects another).
 * adopt_position: a slot's last raw position (multitouch), or the
 * pointer's (single touch, tablet: slot 0).  Contacts and buttons already
 * down are not adopted: they began before the decoder, and only a touch
 * that begins later is reported. */
void input_decoder_adopt_slot(struct input_decoder *d, int slot);
void input_decoder_adopt_position(struct input_decoder *d, int slot, int x, int y);

/* Feeds one event.  Writes 0..INPUT_DECODE_MAX_OUT events to out and returns
 * how many. */
int input_decoder_feed(struct input_decoder *d, const struct input_event *ev,
		       struct pointer_event out[INPUT_DECODE_MAX_OUT]);

/* The device went away (unplug): forget every contact.  If the pointer was
 * down, writes a POINTER_CANCEL at its last position to *out and returns
 * 1, else 0: the touch was cut short, not lifted, so it must not count as
 * a tap or a drop, and nothing of it waits for a lift. */
int input_decoder_release(struct input_decoder *d, uint32_t time_ms, struct pointer_event *out);

#endif
