/* What the platform's input layer hands the interface: one pointer (the first
 * touch contact, or the mouse) in screen coordinates after calibration and
 * rotation, with a millisecond timestamp from a monotonic clock. */
#ifndef TESSERA_UI_EVENT_H
#define TESSERA_UI_EVENT_H

#include <stdint.h>

enum ui_event_type {
	UI_EVENT_DOWN,
	UI_EVENT_MOVE,
	UI_EVENT_UP,
};

struct ui_event {
	enum ui_event_type type;
	int x, y;
	uint32_t time_ms;
};

#endif
