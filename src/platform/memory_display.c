#include "platform/memory_display.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static size_t pixels_of(int width, int height)
{
	return (size_t)(width > 0 ? width : 0) * (size_t)(height > 0 ? height : 0);
}

void memory_display_plan(int width, int height, struct reserve_table *t)
{
	size_t bytes = pixels_of(width, height) * sizeof(uint32_t);
	reserve_add(t, "shadow canvas", bytes, RESERVE_DEVICE);
	reserve_add(t, "scanout buffers (2)", 2 * bytes, RESERVE_DEVICE);
}

int memory_display_open(struct memory_display *m, int width, int height)
{
	size_t n = pixels_of(width, height);
	memset(m, 0, sizeof *m);
	m->canvas = (struct canvas){
		.pixels = calloc(n ? n : 1, sizeof(uint32_t)), .width = width, .height = height, .stride = width
	};
	swapchain_init(&m->chain, 2);
	for (int i = 0; i < 2; i++)
		m->chain.buffers[i] = (struct scanout){ malloc((n ? n : 1) * sizeof(uint32_t)), width, height,
							width * 4, SCANOUT_XRGB8888, SCANOUT_ROTATE_0 };
	if (!m->canvas.pixels || !m->chain.buffers[0].pixels || !m->chain.buffers[1].pixels) {
		memory_display_close(m);
		return -ENOMEM;
	}
	/* Like the kernel's dumb buffers, which are cleared when created: every
	 * page is there before the first frame.  explicit_bzero, because the
	 * compiler drops a memset of memory it knows is zero (calloc's): the
	 * first frame to write a buffer then took its page faults, 7 ms. */
	for (int i = 0; i < 2; i++)
		explicit_bzero(m->chain.buffers[i].pixels, n * sizeof(uint32_t));
	return 0;
}

void memory_display_close(struct memory_display *m)
{
	free(m->canvas.pixels);
	for (int i = 0; i < 2; i++)
		free(m->chain.buffers[i].pixels);
	memset(m, 0, sizeof *m);
}

const struct scanout *memory_display_front(const struct memory_display *m)
{
	return &m->chain.buffers[m->chain.back ^ 1];
}

static struct canvas *display_canvas(void *ctx)
{
	struct memory_display *m = ctx;
	return &m->canvas;
}

static bool display_busy(void *ctx)
{
	(void)ctx;
	return false;	/* the flip lands at once */
}

static int display_present(void *ctx, const struct rect *damage, int count)
{
	struct memory_display *m = ctx;
	const struct rect *copied;
	for (int i = 0; i < count; i++)
		m->damage_pixels += (long)damage[i].w * damage[i].h;
	swapchain_damage(&m->chain, damage, count);
	swapchain_update_back(&m->chain, &m->canvas, &copied);
	swapchain_flip(&m->chain);
	m->frames++;
	if (m->after_frame)
		m->after_frame(m->after_ctx, memory_display_front(m));
	return 0;
}

static int display_blank(void *ctx, bool off)
{
	struct memory_display *m = ctx;
	if (m->no_dpms)
		return -ENOTSUP;
	m->blanked = off;
	return 0;
}

struct app_display memory_display_app(struct memory_display *m)
{
	return (struct app_display){ display_canvas, display_busy, display_present, display_blank, m };
}
