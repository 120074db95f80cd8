/* Canvas drawing: clipping, blending, copies. */
#include <string.h>

#include "check.h"
#include "gfx/draw.h"

enum { W = 20, H = 10 };
static uint32_t px[W * H];
static struct canvas cv = { .pixels = px, .width = W, .height = H, .stride = W };

static void clear(uint32_t v)
{
	for (int i = 0; i < W * H; i++)
		px[i] = v;
}

static int count(uint32_t v)
{
	int n = 0;
	for (int i = 0; i < W * H; i++)
		n += px[i] == v;
	return n;
}

static void test_rects(void)
{
	struct rect a = rect_make(0, 0, 10, 10), b = rect_make(5, 5, 10, 10);
	struct rect i = rect_intersect(a, b), u = rect_union(a, b);
	CHECK_INT(i.x, 5);
	CHECK_INT(i.w, 5);
	CHECK_INT(u.w, 15);
	CHECK_INT(u.h, 15);
	CHECK(rect_is_empty(rect_intersect(a, rect_make(10, 0, 5, 5))));
	CHECK(rect_contains(a, 9, 9));
	CHECK(!rect_contains(a, 10, 9));
	CHECK_INT(rect_union(rect_make(0, 0, 0, 0), b).x, 5);
}

static void test_fill_clips_to_canvas_and_clip(void)
{
	clear(0);
	canvas_fill_rect(&cv, NULL, rect_make(-5, -5, 10, 10), 0x123456);
	CHECK_INT(count(0x123456), 25);
	clear(0);
	struct rect clip = rect_make(2, 2, 3, 3);
	canvas_fill_rect(&cv, &clip, rect_make(0, 0, W, H), 0xff);
	CHECK_INT(count(0xff), 9);
	CHECK_INT(px[2 * W + 2], 0xff);
	CHECK_INT(px[1 * W + 2], 0);
	clear(0);
	canvas_frame(&cv, NULL, rect_make(0, 0, 5, 5), 1, 7);
	CHECK_INT(count(7), 16);
}

static void test_mix(void)
{
	CHECK_INT(canvas_mix(0x000000, 0xffffff, 255), 0xffffff);
	CHECK_INT(canvas_mix(0x102030, 0xffffff, 0), 0x102030);
	CHECK_INT(canvas_mix(0x000000, 0xff00ff, 128), 0x800080);
	CHECK_INT(canvas_mix(0xff000000u | 0x10, 0x10, 100), 0x10); /* top byte cleared */
}

static void test_blend_mask_and_copy(void)
{
	clear(0);
	uint8_t mask[4] = { 0, 255, 128, 255 };
	canvas_blend_mask(&cv, NULL, -1, 0, mask, 2, 2, 2, 0xff0000);
	CHECK_INT(px[0], 0xff0000);	/* mask (1,0) lands on (0,0) */
	CHECK_INT(px[W], 0xff0000);
	CHECK_INT(px[1], 0);

	uint32_t img[6] = { 1, 2, 3, 4, 5, 6 };
	struct canvas src = { .pixels = img, .width = 3, .height = 2, .stride = 3 };
	clear(0);
	canvas_copy(&cv, NULL, W - 2, H - 1, &src);
	CHECK_INT(px[(H - 1) * W + W - 2], 1);
	CHECK_INT(px[(H - 1) * W + W - 1], 2);
	struct rect clip = rect_make(1, 0, 1, 1);
	clear(0);
	canvas_copy(&cv, &clip, 0, 0, &src);
	CHECK_INT(px[0], 0);
	CHECK_INT(px[1], 2);
	CHECK_INT(count(0), W * H - 1);
}

static void test_blend_alpha(void)
{
	uint32_t img[3] = { 0xff00ff00u, 0x00ff0000u, 0x800000ffu };
	struct canvas src = { .pixels = img, .width = 3, .height = 1, .stride = 3 };
	clear(0x000000);
	canvas_blend(&cv, NULL, 0, 0, &src);
	CHECK_INT(px[0], 0x00ff00);
	CHECK_INT(px[1], 0);		/* transparent */
	CHECK_INT(px[2], 0x000080);
}

static void test_round_rect_corners(void)
{
	clear(0);
	canvas_fill_round_rect(&cv, NULL, rect_make(0, 0, 10, 10), 4, 0xffffff, 255);
	CHECK_INT(px[0], 0);			/* the corner is cut */
	CHECK_INT(px[5 * W + 5], 0xffffff);	/* the middle is full */
	CHECK_INT(px[5 * W], 0xffffff);	/* the edge away from the corner */
	CHECK(px[1 * W + 1] != 0 && px[1 * W + 1] != 0xffffff); /* anti-aliased */

	uint32_t img[8 * 8];
	for (int i = 0; i < 64; i++)
		img[i] = 0xff123456u;
	struct canvas t = { .pixels = img, .width = 8, .height = 8, .stride = 8 };
	canvas_round_alpha(&t, 3);
	CHECK_INT(img[0] >> 24, 0);
	CHECK_INT(img[4 * 8 + 4] >> 24, 255);
}

static void test_polygon(void)
{
	clear(0);
	/* A square from (2,2) to (6,6) pixels in 1/16 units. */
	int sq[] = { 32, 32, 96, 32, 96, 96, 32, 96 };
	canvas_fill_polygon(&cv, NULL, sq, 4, 0xabcdef);
	CHECK_INT(count(0xabcdef), 16);
	CHECK_INT(px[2 * W + 2], 0xabcdef);
	CHECK_INT(px[6 * W + 6], 0);
}

static void test_view(void)
{
	clear(0);
	struct canvas v = canvas_view(&cv, rect_make(15, 5, 10, 10));
	CHECK_INT(v.width, 5);
	CHECK_INT(v.height, 5);
	canvas_fill_rect(&v, NULL, rect_make(0, 0, 100, 100), 9);
	CHECK_INT(count(9), 25);
	CHECK_INT(px[5 * W + 15], 9);
}

int main(void)
{
	RUN(test_rects);
	RUN(test_fill_clips_to_canvas_and_clip);
	RUN(test_mix);
	RUN(test_blend_mask_and_copy);
	RUN(test_blend_alpha);
	RUN(test_round_rect_corners);
	RUN(test_polygon);
	RUN(test_view);
	return check_finish();
}
