/* The touch calibration screen (tessera --calibrate, tessera-headless
 * --calibrate).  Five crosses, one after another: the four corners, inset by
 * an eighth of the screen, then the centre.  Then a check screen: the
 * corrected touch is drawn as a dot that should sit under the finger, with
 * Save, Retry and Cancel buttons hit-tested through the new correction.
 *
 * It must be fed RAW touches: positions from the platform's transform with
 * an identity calibration matrix (normalised, swapped, inverted and rotated
 * as the display is, but not corrected), in canvas pixels.  It fits the
 * affine map from those to the crosses (calib_fit.h) in canvas fractions
 * (pixel / (size - 1)); the platform turns that into the board config's
 * matrix (input_transform_matrix_from_screen) and writes it.
 *
 * A cross is taken when a finger goes down and comes up again: the position
 * is the average of the press's samples.  A press that slides is refused
 * (touch again); a press held CALIB_BACK_MS or longer goes back one cross, so
 * a bad touch can be redone before the fit.  A second DOWN while one finger
 * is down is ignored (the platform passes only the first contact anyway).
 * A fit whose touches disagree by more than max_error_px is refused: the
 * screen says by how much and starts again.
 *
 * Life cycle, like the other screens, and no allocation:
 *   calib_init(&c, &opt);
 *   for each event: calib_handle_event(&c, &ev);
 *   when calib_wants_frame(&c): calib_render(&c, &canvas, &damage);
 *   when calib_phase(&c) == CALIB_PHASE_SAVING: the program writes
 *     c.fit.m, then calib_save_done(&c, err, message);
 *   CALIB_PHASE_FINISHED (a tap after "Saved") / CALIB_PHASE_CANCELLED: stop. */
#ifndef TESSERA_UI_CALIB_H
#define TESSERA_UI_CALIB_H

#include <stdbool.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/damage.h"
#include "input/calib_fit.h"
#include "input/pointer.h"
#include "ui/kit/theme.h"

enum {
	CALIB_POINTS = 5,
	CALIB_BACK_MS = 1500,	/* a press this long goes back one cross */
	CALIB_MESSAGE_MAX = 160,
};

enum calib_phase {
	CALIB_PHASE_TARGETS,	/* showing cross calib.point */
	CALIB_PHASE_CHECK,	/* the fit is shown; Save, Retry, Cancel */
	CALIB_PHASE_SAVING,	/* Save was tapped: the program writes the matrix */
	CALIB_PHASE_SAVED,	/* written; a tap finishes */
	CALIB_PHASE_FINISHED,
	CALIB_PHASE_CANCELLED,
};

enum calib_button {
	CALIB_BUTTON_RETRY,
	CALIB_BUTTON_CANCEL,
	CALIB_BUTTON_SAVE,
	CALIB_BUTTON_COUNT,
};

struct calib_options {
	int width, height;	/* the canvas */
	float scale;		/* UI size; 0 = 1 */
	int max_error_px;	/* the largest disagreement accepted; 0 = the default */
	const struct theme *theme;	/* the colours; NULL = classic */
};

struct calib {
	struct calib_options opt;
	const struct theme *theme;	/* never NULL */
	enum calib_phase phase;
	int point;				/* the cross shown, 0..CALIB_POINTS-1 */
	int target[CALIB_POINTS][2];		/* crosses, canvas pixels */
	double touched[CALIB_POINTS][2];	/* raw canvas pixels, averaged */
	struct rect buttons[CALIB_BUTTON_COUNT];
	/* The press in progress. */
	bool down;
	uint32_t down_ms;
	int first_x, first_y;
	long sum_x, sum_y;
	int samples;
	bool slid;
	int pressed;		/* the button under the press, or -1 */
	/* The result: raw canvas fraction -> true canvas fraction. */
	struct calib_fit fit;
	double error_px;	/* the fit's largest disagreement, pixels */
	bool dot;		/* the corrected touch, on the check screen */
	int dot_x, dot_y;
	char message[CALIB_MESSAGE_MAX];
	bool dirty;
};

/* Returns 0, or -1 if the canvas is smaller than 240x240. */
int calib_init(struct calib *c, const struct calib_options *opt);
void calib_handle_event(struct calib *c, const struct pointer_event *ev);
enum calib_phase calib_phase(const struct calib *c);
/* Where the correction puts a raw canvas position (pixels, unclamped). */
void calib_apply(const struct calib *c, double raw_x, double raw_y, double *x, double *y);
/* After CALIB_PHASE_SAVING: err 0 shows "Saved" with message (e.g. the file
 * name); otherwise the check screen comes back with message as the reason,
 * so Save can be tried again or the run cancelled. */
void calib_save_done(struct calib *c, int err, const char *message);
/* Starts again from the first cross. */
void calib_restart(struct calib *c);

bool calib_wants_frame(const struct calib *c);
/* Paints what changed (the whole screen: it changes only on a touch). */
void calib_render(struct calib *c, struct canvas *canvas, struct damage *damage);
void calib_render_full(struct calib *c, struct canvas *canvas);

#endif
