/* Buttons, one way for every screen: a rounded face coloured by its role
 * and state, its label centred and fitted to it (one word for an action at
 * every size: a label too wide wraps or ends in "…", never becomes another
 * word), rows of equal buttons, which button is under a finger and the
 * pressed look that follows it. */
#ifndef TESSERA_UI_KIT_BUTTON_H
#define TESSERA_UI_KIT_BUTTON_H

#include <stdbool.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/damage.h"
#include "gfx/font.h"
#include "ui/kit/theme.h"

/* Pixels of a button's width a label leaves free unless told otherwise. */
#define BUTTON_LABEL_MARGIN 8

enum button_role {
	BUTTON_PLAIN,
	BUTTON_PRIMARY,	/* the one pressed most: Submit, New game, Start, Save */
	BUTTON_GAME,	/* a game on the title screen */
};

struct button {
	struct rect rect;
	int radius;			/* of the face's corners */
	enum button_role role;
	bool pressed;			/* a finger is on it: the pressed face */
	bool disabled;			/* a dimmed face and label; taps are the screen's to ignore */
	const char *label;
	const struct font *font;	/* the label's size when it fits */
	int label_margin;		/* 0 = BUTTON_LABEL_MARGIN */
	const struct font *floor;	/* the smallest the label may take (kit/text.h), or NULL */
};

/* The face's colour: pressed over disabled over the role's. */
uint32_t button_face(const struct theme *t, const struct button *b);
/* The font b's label is drawn in: b->font or the largest smaller size in
 * which the label fits, never under b->floor. */
const struct font *button_label_fit(const struct button *b);
/* The face and the label, centred; a label too wide for the button even at
 * the floor goes on two lines where its height allows, else ends in "…". */
void button_paint(struct canvas *c, const struct rect *clip, const struct theme *t, const struct button *b);

/* One font for a row of n buttons: the largest at which every label
 * fits, never under floor (a row of labels in several sizes reads as a
 * mistake); a label that does not fit even there wraps (button_paint). */
void button_row_fit(struct button *b, int n, const struct font *floor);

/* n buttons of one width across area, gap apart, the last flush with the
 * right edge (rounding goes into the last gap). */
void button_row(struct rect *out, int n, struct rect area, int gap);
/* The first of n buttons that holds (x, y), or -1. */
int button_at(const struct rect *buttons, int n, int x, int y);
/* The pressed look moves from button `from` to `to` (-1: none): both
 * repaint.  Returns to. */
int button_press(int from, int to, const struct rect *buttons, struct damage *pending);

#endif
