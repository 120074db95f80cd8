/* A damage list: the rectangles of the screen that changed this frame.
 * Fixed capacity; rectangles that overlap or nearly touch are merged so a
 * drag (old and new position of the tile) becomes one copy; when the list is
 * full it falls back to the whole screen, which is always correct. */
#ifndef TESSERA_GFX_DAMAGE_H
#define TESSERA_GFX_DAMAGE_H

#include <stdbool.h>

#include "gfx/canvas.h"

enum {
	DAMAGE_MAX = 16,
	/* Rectangles closer than this are merged: one larger copy is cheaper
	 * than two small ones with the set-up of each. */
	DAMAGE_MERGE_GAP = 8,
};

struct damage {
	struct rect rects[DAMAGE_MAX];
	int count;
	int width, height;	/* the screen; every rectangle is clipped to it */
	bool full;		/* the whole screen: rects[0] is the screen */
};

void damage_init(struct damage *d, int width, int height);
void damage_clear(struct damage *d);
/* Adds r (clipped to the screen; empty is ignored), merging as it goes. */
void damage_add(struct damage *d, struct rect r);
void damage_add_all(struct damage *d);
/* Adds every rectangle of src (the presenter's "this frame plus last"). */
void damage_add_list(struct damage *d, const struct damage *src);
/* Pixels covered by the list (overlaps are not possible after merging
 * except through the full-screen fallback). */
long damage_area(const struct damage *d);

#endif
