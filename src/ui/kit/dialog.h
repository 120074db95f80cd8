/* A question over a screen: a title, a sentence that says what the answer
 * does (what is lost), and two buttons placed apart, "cancel" and
 * "confirm".  It is the one way a screen asks before something that cannot
 * be undone (passing, leaving a game for a new one, the kiosk's "Still
 * playing?"), made so that a double tap cannot answer it:
 *   - the confirm button stands on the far side of the box from the point
 *     that opened it (the button tapped), the cancel button on the near side;
 *   - a touch that went down before the dialog opened, or within
 *     DIALOG_GUARD_MS of it, answers nothing (a second tap 64 ms after the
 *     first lands there);
 *   - only a tap that went down and came up on the same button answers.
 * The dialog lives in its screen's struct and never allocates.  The screen
 * feeds it its gestures while it is open (dialog_press, dialog_tap,
 * dialog_release) and paints it last (dialog_paint, clipped like any
 * layer); opening and closing mark the whole screen (the veil). */
#ifndef TESSERA_UI_KIT_DIALOG_H
#define TESSERA_UI_KIT_DIALOG_H

#include <stdbool.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/damage.h"
#include "gfx/font.h"
#include "ui/kit/theme.h"

/* Touches going down this soon after the dialog opened answer nothing. */
#define DIALOG_GUARD_MS 400
#define DIALOG_TITLE_LEN 48
#define DIALOG_TEXT_LEN 160
#define DIALOG_LABEL_LEN 24
/* The sentence wraps into at most this many lines, in a smaller font
 * down to the floor; at the floor on a narrow screen (320x480) into as
 * many as DIALOG_TEXT_LINES_MAX, the box taller, rather than past its
 * sides. */
#define DIALOG_TEXT_LINES 3
#define DIALOG_TEXT_LINES_MAX 6
/* Rows of choices above the two buttons ("You play: Black"), each a
 * button that the screen cycles when tapped. */
#define DIALOG_OPTIONS 2
#define DIALOG_OPTION_LEN 48

enum dialog_answer {
	DIALOG_NONE,		/* not answered (yet) */
	DIALOG_CANCEL,		/* the near button: nothing happens */
	DIALOG_CONFIRM,		/* the far button: the thing asked about happens */
	DIALOG_OPTION,		/* option row 0 tapped (DIALOG_OPTION + i: row i); still open */
};

enum dialog_button {
	DIALOG_BUTTON_CANCEL,
	DIALOG_BUTTON_CONFIRM,
	DIALOG_BUTTON_OPTION,	/* + i: option row i */
	DIALOG_BUTTONS = DIALOG_BUTTON_OPTION + DIALOG_OPTIONS
};

/* What the dialog says; copied at dialog_open. */
struct dialog_text {
	const char *title;	/* "Pass this turn?" */
	const char *text;	/* "You score nothing; Ben plays next." */
	const char *cancel;	/* "Keep playing" */
	const char *confirm;	/* "Pass" */
	const char *option[DIALOG_OPTIONS];	/* NULL: no such row */
};

struct dialog {
	bool open;
	int tag;		/* the screen's: what is being asked */
	char title[DIALOG_TITLE_LEN];
	char text[DIALOG_TEXT_LEN];
	char label[2][DIALOG_LABEL_LEN];	/* cancel, confirm */
	char option[DIALOG_OPTIONS][DIALOG_OPTION_LEN];
	int options;		/* rows of options shown */
	int width, height;	/* the screen */
	struct rect box, title_r, text_r;
	struct rect button[DIALOG_BUTTONS];	/* empty: an option row not shown */
	const struct font *title_font, *text_font, *button_font;
	int pressed;		/* the button held down, or -1 */
	uint32_t opened_ms;
};

/* Opens the question over a width x height screen at `scale` (1.0 = 7"
 * 800x480), the confirm button on the side of the box away from x =
 * from_x (where the tap that opened it was).  `tag` is kept for the screen.  Marks the screen. */
void dialog_open(struct dialog *d, int tag, const struct dialog_text *t, int width, int height, float scale,
		 int from_x, uint32_t now_ms, struct damage *pending);
/* Where the box and its buttons go for that screen, from_x and that many
 * option rows (dialog_open does it; for scripts that need the buttons'
 * places before it opens). */
void dialog_place(struct dialog *d, int width, int height, float scale, int from_x, int options);
/* Option row i now reads text (the screen cycled it); marks the row. */
void dialog_set_option(struct dialog *d, int i, const char *text, struct damage *pending);
/* Closes it without an answer (the screen moved on); marks the screen. */
void dialog_close(struct dialog *d, struct damage *pending);

/* A finger down at (x, y): the button under it looks pressed, unless the
 * guard time has not passed. */
void dialog_press(struct dialog *d, int x, int y, uint32_t now_ms, struct damage *pending);
/* The finger lifted without moving far: the answer of the button it went
 * down and came up on (cancel and confirm close the dialog; an option row
 * leaves it open), else DIALOG_NONE. */
enum dialog_answer dialog_tap(struct dialog *d, int x, int y, struct damage *pending);
/* The touch became a drag, a long press or was cancelled: nothing pressed. */
void dialog_release(struct dialog *d, struct damage *pending);

/* The veil over the screen, the box, its text and buttons, inside clip. */
void dialog_paint(const struct dialog *d, struct canvas *c, const struct rect *clip, const struct theme *th);

#endif
