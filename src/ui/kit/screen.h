/* What every screen's frame cycle shares: repainting what changed, one
 * rectangle at a time, and the earliest of its timers. */
#ifndef TESSERA_UI_KIT_SCREEN_H
#define TESSERA_UI_KIT_SCREEN_H

#include <stdbool.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/damage.h"

/* Paints everything of the screen inside clip (NULL: the whole canvas). */
typedef void (*screen_paint_fn)(void *screen, struct canvas *c, const struct rect *clip);

/* Paints each rectangle of pending on its own, adds them to frame (NULL:
 * nobody asks) and empties pending. */
void screen_render_pending(struct damage *pending, screen_paint_fn paint, void *screen, struct canvas *c,
			   struct damage *frame);
/* The earlier of *at (when have) and when (when also), modulo 2^32 like
 * the gesture clock; returns whether there is one. */
bool screen_earliest(bool have, uint32_t *at, bool also, uint32_t when);

#endif
