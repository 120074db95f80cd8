/* What the kiosk lays over whatever screen is shown: the "Still playing?"
 * question of the idle rules (a kit dialog, ui/kit/dialog.h, which a double
 * tap cannot answer) and the attract mode's "Touch to play" banner.  The
 * shell feeds it touches while the question is open and paints it over
 * every rectangle the screen repaints; a change of the overlay repaints the
 * whole screen (it happens a few times an hour).  No allocation. */
#ifndef TESSERA_APP_OVERLAY_H
#define TESSERA_APP_OVERLAY_H

#include <stdbool.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/font.h"
#include "input/pointer.h"
#include "ui/kit/dialog.h"
#include "ui/kit/theme.h"

enum overlay_answer {
	OVERLAY_NONE,
	OVERLAY_KEEP_PLAYING,	/* "Keep playing" */
	OVERLAY_PUT_ASIDE,	/* "Put the game aside": park it now */
};

struct overlay {
	int width, height;
	float scale;
	const struct theme *theme;
	struct dialog ask;	/* "Still playing?" */
	bool banner;		/* "Touch to play" */
	struct rect banner_box;
	const struct font *banner_font;
	bool down;		/* a touch on the question went down at down_x, down_y */
	int down_x, down_y;
};

void overlay_init(struct overlay *o, int width, int height, float scale, const struct theme *theme);

/* Opens the question; park_in_s is said in it.  Returns true (the screen
 * is to be repainted) unless it was open. */
bool overlay_ask(struct overlay *o, int park_in_s, uint32_t now_ms);
bool overlay_asking(const struct overlay *o);
/* Closes it unanswered (the game was parked).  True when it was open. */
bool overlay_close(struct overlay *o);

/* A touch while the question is open: what it answered, if anything;
 * *changed: the screen is to be repainted. */
enum overlay_answer overlay_event(struct overlay *o, const struct pointer_event *ev, bool *changed);

/* The banner on or off.  True when that changed it. */
bool overlay_banner(struct overlay *o, bool on);

/* Paints what is open over the screen, inside clip (NULL: all). */
void overlay_paint(const struct overlay *o, struct canvas *c, const struct rect *clip);

#endif
