#include "ui/kit/screen.h"

void screen_render_pending(struct damage *pending, screen_paint_fn paint, void *screen, struct canvas *c,
			   struct damage *frame)
{
	for (int i = 0; i < pending->count; i++)
		paint(screen, c, &pending->rects[i]);
	if (frame)
		damage_add_list(frame, pending);
	damage_clear(pending);
}

bool screen_earliest(bool have, uint32_t *at, bool also, uint32_t when)
{
	if (also && (!have || (int32_t)(when - *at) < 0)) {
		*at = when;
		return true;
	}
	return have;
}
