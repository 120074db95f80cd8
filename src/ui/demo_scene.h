/* A stand-in scene until the Words UI lands: a grid, a red marker in the
 * top-left corner (to see the orientation), and a square that follows the
 * pointer (amber when released, green while pressed).  It draws straight into
 * the canvas and reports what it changed as damage rectangles. */
#ifndef TESSERA_UI_DEMO_SCENE_H
#define TESSERA_UI_DEMO_SCENE_H

#include <stdbool.h>

#include "gfx/canvas.h"
#include "ui/ui_event.h"

enum {
	DEMO_GRID = 40,
	DEMO_SQUARE = 48,
	DEMO_MARKER = 24,
};

#define DEMO_BACKGROUND 0x00203040u
#define DEMO_GRID_LINE 0x00607080u
#define DEMO_MARKER_COLOUR 0x00e02020u
#define DEMO_SQUARE_UP 0x00f0a020u
#define DEMO_SQUARE_DOWN 0x0020c060u

struct demo_scene {
	int x, y; /* centre of the square */
	bool pressed;
};

/* Puts the square in the middle and draws everything; *damage is the whole canvas. */
void demo_scene_init(struct demo_scene *s, struct canvas *c, struct rect *damage);

/* Applies a pointer event and redraws what changed; returns the number of
 * damage rectangles written (at most 2). */
int demo_scene_event(struct demo_scene *s, struct canvas *c, const struct ui_event *ev, struct rect damage[2]);

#endif
