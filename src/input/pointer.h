/* A pointer event: what the input decoder (or a touch script) hands the
 * screens - one pointer (the first touch contact, or the mouse) in screen
 * coordinates after calibration and rotation, with a millisecond timestamp
 * from a monotonic clock. */
#ifndef TESSERA_INPUT_POINTER_H
#define TESSERA_INPUT_POINTER_H

#include <stdint.h>

enum pointer_type {
	POINTER_DOWN,
	POINTER_MOVE,
	POINTER_UP,
	/* The touch under way ends here and means nothing: no lift will
	 * follow, and what it held lets go (a tile goes home, a button is not
	 * pressed).  The decoder makes one when its device goes away under a
	 * touch (input_decoder_release); the app sends one when the idle
	 * rules take a step under a touch. */
	POINTER_CANCEL,
};

struct pointer_event {
	enum pointer_type type;
	int x, y;
	uint32_t time_ms;
};

#endif
