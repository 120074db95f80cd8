/* The damage list: clipping, merging, full-screen fallback. */
#include "check.h"
#include "gfx/damage.h"
#include "gfx/draw.h"

static void test_clip_and_ignore_empty(void)
{
	struct damage d;
	damage_init(&d, 100, 50);
	damage_add(&d, rect_make(-10, -10, 20, 20));
	damage_add(&d, rect_make(200, 0, 10, 10));
	damage_add(&d, rect_make(5, 5, 0, 10));
	CHECK_INT(d.count, 1);
	CHECK_INT(d.rects[0].x, 0);
	CHECK_INT(d.rects[0].w, 10);
	CHECK_INT(damage_area(&d), 100);
}

static void test_overlapping_and_close_merge(void)
{
	struct damage d;
	damage_init(&d, 800, 480);
	/* A drag: the tile's old and new place overlap. */
	damage_add(&d, rect_make(100, 100, 40, 40));
	damage_add(&d, rect_make(110, 104, 40, 40));
	CHECK_INT(d.count, 1);
	CHECK_INT(d.rects[0].w, 50);
	CHECK_INT(d.rects[0].h, 44);
	/* Close neighbours (within the gap) merge too. */
	damage_add(&d, rect_make(153, 100, 40, 44));
	CHECK_INT(d.count, 1);
	/* Far apart stays apart. */
	damage_add(&d, rect_make(500, 300, 10, 10));
	CHECK_INT(d.count, 2);
	/* Inside an existing one changes nothing. */
	damage_add(&d, rect_make(501, 301, 2, 2));
	CHECK_INT(d.count, 2);
	CHECK(!d.full);
}

static void test_merge_chains(void)
{
	struct damage d;
	damage_init(&d, 800, 480);
	damage_add(&d, rect_make(0, 0, 10, 10));
	damage_add(&d, rect_make(100, 0, 10, 10));
	CHECK_INT(d.count, 2);
	/* A bridge overlapping both swallows them into one. */
	damage_add(&d, rect_make(5, 0, 100, 10));
	CHECK_INT(d.count, 1);
	CHECK_INT(d.rects[0].w, 110);
}

static void test_full_fallback(void)
{
	struct damage d;
	damage_init(&d, 800, 480);
	for (int i = 0; i < DAMAGE_MAX; i++)
		damage_add(&d, rect_make(i * 40, (i % 2) * 200, 5, 5));
	CHECK_INT(d.count, DAMAGE_MAX);
	CHECK(!d.full);
	damage_add(&d, rect_make(700, 400, 5, 5));
	CHECK(d.full);
	CHECK_INT(d.count, 1);
	CHECK_INT(damage_area(&d), 800 * 480);
	damage_add(&d, rect_make(0, 0, 5, 5));
	CHECK_INT(d.count, 1);
	damage_clear(&d);
	CHECK_INT(d.count, 0);
	CHECK(!d.full);
}

static void test_add_list(void)
{
	struct damage a, b;
	damage_init(&a, 800, 480);
	damage_init(&b, 800, 480);
	damage_add(&a, rect_make(0, 0, 10, 10));
	damage_add(&b, rect_make(300, 300, 10, 10));
	damage_add_list(&a, &b);
	CHECK_INT(a.count, 2);
	damage_add_all(&b);
	damage_add_list(&a, &b);
	CHECK(a.full);
}

int main(void)
{
	RUN(test_clip_and_ignore_empty);
	RUN(test_overlapping_and_close_merge);
	RUN(test_merge_chains);
	RUN(test_full_fallback);
	RUN(test_add_list);
	return check_finish();
}
