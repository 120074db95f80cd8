/* The demo scene: the square starts in the middle, follows the pointer,
 * changes colour while pressed, and the damage covers exactly what changed. */
#include "check.h"
#include "ui/demo_scene.h"

#include <string.h>

enum { W = 200, H = 120 };
static uint32_t pixels[W * H], before[W * H];

static void test_square_follows_the_pointer(void)
{
	struct canvas c = { pixels, W, H, W };
	struct demo_scene s;
	struct rect full, d[2];
	demo_scene_init(&s, &c, &full);
	CHECK_INT(full.w, W);
	CHECK_INT(full.h, H);
	CHECK_INT(pixels[60 * W + 100], DEMO_SQUARE_UP);
	CHECK_INT(pixels[5 * W + 5], DEMO_MARKER_COLOUR);
	CHECK_INT(pixels[50 * W + 40], DEMO_GRID_LINE);
	CHECK_INT(pixels[110 * W + 10], DEMO_BACKGROUND);

	memcpy(before, pixels, sizeof pixels);
	struct ui_event down = { UI_EVENT_DOWN, 150, 90, 0 };
	CHECK_INT(demo_scene_event(&s, &c, &down, d), 2);
	CHECK_INT(pixels[90 * W + 150], DEMO_SQUARE_DOWN);
	CHECK_INT(pixels[60 * W + 101], DEMO_BACKGROUND);
	/* Every changed pixel lies in the damage. */
	int outside = 0;
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			int in = 0;
			for (int i = 0; i < 2; i++)
				in |= x >= d[i].x && x < d[i].x + d[i].w && y >= d[i].y && y < d[i].y + d[i].h;
			outside += !in && pixels[y * W + x] != before[y * W + x];
		}
	CHECK_INT(outside, 0);
	struct ui_event up = { UI_EVENT_UP, 150, 90, 0 };
	demo_scene_event(&s, &c, &up, d);
	CHECK_INT(pixels[90 * W + 150], DEMO_SQUARE_UP);
	/* Near the edge the square is clipped, not written out of bounds. */
	struct ui_event edge = { UI_EVENT_MOVE, 0, 0, 0 };
	demo_scene_event(&s, &c, &edge, d);
	CHECK_INT(pixels[0], DEMO_SQUARE_DOWN);
}

int main(void)
{
	RUN(test_square_follows_the_pointer);
	return check_finish();
}
