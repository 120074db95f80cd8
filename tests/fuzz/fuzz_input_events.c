/* The input decoder (and the gesture recogniser behind it) on arbitrary
 * event streams.  The first 8 bytes choose the device: kind, rotation, axis
 * range, swap/invert; then every 8 bytes are one event (type, code, value).
 * Never crashes; every pointer event is on the screen and the pointer
 * protocol holds (DOWN, MOVE*, UP); gesture output stays bounded. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "input/input_decode.h"
#include "ui/kit/gesture.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int32_t le32(const uint8_t *p)
{
	return (int32_t)((uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
			 (uint32_t)p[3] << 24);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 8)
		return 0;
	static const int sizes[][2] = { { 800, 480 }, { 720, 1280 }, { 480, 320 }, { 1, 1 } };
	enum input_kind kind = (enum input_kind)(1 + data[0] % 4);
	int rotation = (data[1] % 4) * 90;
	const int *panel = sizes[data[2] % 4];
	struct input_calibration cal;
	input_calibration_identity(&cal);
	cal.swap_xy = data[3] & 1;
	cal.invert_x = data[3] & 2;
	cal.invert_y = data[3] & 4;
	if (data[3] & 8)
		cal.matrix[0] = (float)(int8_t)data[7] / 16.0f;
	struct input_axis ax = { (int8_t)data[4] * 64, 4095 + (int8_t)data[5] * 512 };
	struct input_axis ay = { 0, (int8_t)data[6] * 300 };
	struct input_transform t;
	input_transform_init(&t, &cal, ax, ay, panel[0], panel[1], rotation);

	static struct input_decoder d;
	if (input_decoder_init(&d, kind, &t) != 0)
		abort();
	struct gesture_recognizer g;
	struct gesture_config gc = gesture_config_default(1.0f);
	gesture_init(&g, &gc);
	bool down = false;
	for (size_t off = 8; off + 8 <= size; off += 8) {
		const uint8_t *p = data + off;
		struct input_event ev;
		memset(&ev, 0, sizeof ev);
		ev.type = p[0] % 6; /* mostly the types the decoder knows */
		ev.code = (uint16_t)(p[1] | (p[2] & 1) << 8);
		ev.value = le32(p + 4);
		ev.input_event_sec = off / 64;
		ev.input_event_usec = (p[3] % 100) * 10000;
		struct pointer_event out[INPUT_DECODE_MAX_OUT];
		int n = input_decoder_feed(&d, &ev, out);
		if (n < 0 || n > INPUT_DECODE_MAX_OUT)
			abort();
		for (int i = 0; i < n; i++) {
			if (out[i].x < 0 || out[i].x >= t.screen_w || out[i].y < 0 ||
			    out[i].y >= t.screen_h)
				abort();
			if ((out[i].type == POINTER_DOWN) == down)
				abort(); /* DOWN while down, or MOVE/UP while up */
			down = out[i].type != POINTER_UP;
			struct gesture gs[GESTURE_MAX_OUT];
			int m = gesture_feed(&g, &out[i], gs);
			if (m < 0 || m > GESTURE_MAX_OUT)
				abort();
		}
		if (p[3] == 0xff) {
			struct gesture gs;
			gesture_tick(&g, (uint32_t)off * 10u, &gs);
			if (input_decoder_release(&d, 0, out) == 1)
				down = false;
		}
	}
	return 0;
}
