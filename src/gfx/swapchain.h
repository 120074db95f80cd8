/* The swap chain: one shadow canvas shown through one or two scanout buffers,
 * copying only damage.  The pure half of every presenter: the DRM one hands
 * the buffer it filled to the kernel (page flip or damage clips), the memory
 * display of the headless runs and benchmarks keeps it, and both copy the
 * same rectangles.
 *
 * Each buffer keeps the list of canvas rectangles it lacks.  A frame's damage
 * is added to every buffer's list; the buffer written next (the back buffer)
 * gets its whole list copied, which with two buffers is this frame's damage
 * plus the previous frame's (the back buffer is one frame old).  A list that
 * overflows grows its last rectangle into the bounding box: always correct.
 * No allocation: the owner sets each buffer's memory. */
#ifndef TESSERA_GFX_SWAPCHAIN_H
#define TESSERA_GFX_SWAPCHAIN_H

#include <stddef.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/scanout.h"

enum {
	/* Rectangles a buffer may lack: two frames of a full damage list. */
	SWAPCHAIN_MAX_RECTS = 32,
};

struct swapchain {
	struct scanout buffers[2];	/* the owner fills pixels, size, pitch, format, rotation */
	int count;			/* 2: page flips; 1: one buffer on screen, updated in place */
	int back;			/* the buffer the next frame is copied into (with one
					 * buffer: the one in use, 0 or 1) */
	struct rect missing[2][SWAPCHAIN_MAX_RECTS];
	int missing_count[2];
	uint64_t bytes_copied;
};

/* count buffers (1 or 2); buffer 0 is on screen first, and every buffer
 * starts as lacking nothing (the owner clears them and the canvas alike).
 * The buffers' memory is set after. */
void swapchain_init(struct swapchain *sc, int count);

/* A frame changed these canvas rectangles (empty ones are ignored). */
void swapchain_damage(struct swapchain *sc, const struct rect *damage, int count);

/* Copies into the back buffer everything it lacks from src (the canvas, in
 * logical orientation) and returns how many rectangles were copied; *copied
 * points at them (valid until the next call), for damage clips. */
int swapchain_update_back(struct swapchain *sc, const struct canvas *src, const struct rect **copied);

/* The back buffer went on screen (a page flip was queued): with two
 * buffers the other one is written next. */
void swapchain_flip(struct swapchain *sc);

/* Page flips do not work here: from now on the buffer on screen (the one
 * not written last) is the only one, updated in place.  Call
 * swapchain_update_back next to bring it up to date. */
void swapchain_single(struct swapchain *sc);

#endif
