#include "gfx/damage.h"

#include "gfx/draw.h"

void damage_init(struct damage *d, int width, int height)
{
	d->width = width;
	d->height = height;
	damage_clear(d);
}

void damage_clear(struct damage *d)
{
	d->count = 0;
	d->full = false;
}

void damage_add_all(struct damage *d)
{
	d->full = true;
	d->count = 1;
	d->rects[0] = rect_make(0, 0, d->width, d->height);
}

/* Two rectangles are worth merging when they overlap or lie within the gap,
 * and the union does not waste much more than the gap's worth of pixels. */
static bool worth_merging(struct rect a, struct rect b)
{
	if (!rect_overlaps(rect_inset(a, DAMAGE_MERGE_GAP), b))
		return false;
	struct rect u = rect_union(a, b);
	long waste = rect_area(u) - rect_area(a) - rect_area(b) + rect_area(rect_intersect(a, b));
	long slack = (long)DAMAGE_MERGE_GAP * (u.w + u.h);
	return waste <= slack || rect_area(rect_intersect(a, b)) > 0;
}

void damage_add(struct damage *d, struct rect r)
{
	if (d->full)
		return;
	r = rect_intersect(r, rect_make(0, 0, d->width, d->height));
	if (rect_is_empty(r))
		return;
	/* Merging can make r reach others, so repeat until nothing merges. */
	for (int i = 0; i < d->count;) {
		struct rect e = d->rects[i];
		if (rect_intersect(e, r).w == r.w && rect_intersect(e, r).h == r.h)
			return; /* already covered */
		if (worth_merging(e, r)) {
			r = rect_union(e, r);
			d->rects[i] = d->rects[--d->count];
			i = 0;
			continue;
		}
		i++;
	}
	if (d->count == DAMAGE_MAX) {
		damage_add_all(d);
		return;
	}
	d->rects[d->count++] = r;
}

void damage_add_list(struct damage *d, const struct damage *src)
{
	if (src->full) {
		damage_add_all(d);
		return;
	}
	for (int i = 0; i < src->count; i++)
		damage_add(d, src->rects[i]);
}

long damage_area(const struct damage *d)
{
	long a = 0;
	for (int i = 0; i < d->count; i++)
		a += rect_area(d->rects[i]);
	return a;
}
