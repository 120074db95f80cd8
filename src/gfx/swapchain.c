#include "gfx/swapchain.h"

#include <string.h>

void swapchain_init(struct swapchain *sc, int count)
{
	memset(sc, 0, sizeof *sc);
	sc->count = count == 1 ? 1 : 2;
	sc->back = sc->count == 2 ? 1 : 0;	/* buffer 0 is on screen first */
}

/* Adds r to one buffer's list; a full list grows its last rectangle. */
static void lack(struct swapchain *sc, int buffer, struct rect r)
{
	struct rect *list = sc->missing[buffer];
	int *n = &sc->missing_count[buffer];
	if (*n < SWAPCHAIN_MAX_RECTS) {
		list[(*n)++] = r;
		return;
	}
	struct rect *b = &list[*n - 1];
	int x0 = b->x < r.x ? b->x : r.x, y0 = b->y < r.y ? b->y : r.y;
	int x1 = b->x + b->w > r.x + r.w ? b->x + b->w : r.x + r.w;
	int y1 = b->y + b->h > r.y + r.h ? b->y + b->h : r.y + r.h;
	*b = (struct rect){ x0, y0, x1 - x0, y1 - y0 };
}

void swapchain_damage(struct swapchain *sc, const struct rect *damage, int count)
{
	for (int i = 0; i < count; i++) {
		if (damage[i].w <= 0 || damage[i].h <= 0)
			continue;
		lack(sc, sc->back, damage[i]);
		if (sc->count == 2)
			lack(sc, sc->back ^ 1, damage[i]);
	}
}

int swapchain_update_back(struct swapchain *sc, const struct canvas *src, const struct rect **copied)
{
	int b = sc->back, n = sc->missing_count[b];
	for (int i = 0; i < n; i++)
		sc->bytes_copied += scanout_copy(&sc->buffers[b], src, sc->missing[b][i]);
	sc->missing_count[b] = 0;
	*copied = sc->missing[b];
	return n;
}

void swapchain_flip(struct swapchain *sc)
{
	if (sc->count == 2)
		sc->back ^= 1;
}

void swapchain_single(struct swapchain *sc)
{
	if (sc->count == 1)
		return;
	/* The buffer on screen is the one not written last; the other one is
	 * no longer used. */
	sc->back ^= 1;
	sc->count = 1;
	sc->missing_count[sc->back ^ 1] = 0;
}
