/* Raw touch coordinates to screen pixels.  Pure arithmetic, no device.
 *
 * The order is fixed (see docs/input.md):
 *   1. normalise: raw value over the device's axis range -> 0..1
 *      (min maps to 0, max to 1; this is libinput's normalised space)
 *   2. calibration matrix (libinput's 6 values): x' = a*x + b*y + c,
 *                                                y' = d*x + e*y + f
 *   3. swap_xy, then invert_x / invert_y (x -> 1-x), still in panel orientation
 *   4. display rotation: panel (native) orientation -> canvas (logical) one
 *   5. scale to pixels (0..1 -> 0..size-1), round, clamp to the screen
 *
 * Rotation convention (shared with the DRM presenter): rotation R means the
 * logical canvas is shown turned R degrees clockwise on the native panel.
 *   R=90:  canvas top-left is at the panel's top-right corner
 *   R=180: canvas top-left is at the panel's bottom-right corner
 *   R=270: canvas top-left is at the panel's bottom-left corner
 * For 90/270 the canvas is panel_h wide and panel_w high. */
#ifndef TESSERA_INPUT_INPUT_TRANSFORM_H
#define TESSERA_INPUT_INPUT_TRANSFORM_H

#include <stdbool.h>

/* One absolute axis as reported by the device (struct input_absinfo min/max). */
struct input_axis {
	int min, max;
};

/* Per-board correction of the touch panel, in panel orientation. */
struct input_calibration {
	float matrix[6]; /* a b c d e f on normalised coordinates */
	bool swap_xy;
	bool invert_x;
	bool invert_y;
};

struct input_transform {
	struct input_axis x, y;
	struct input_calibration cal;
	int rotation;           /* 0, 90, 180 or 270 degrees clockwise */
	int panel_w, panel_h;   /* native mode of the panel, pixels */
	int screen_w, screen_h; /* logical canvas, pixels (swapped for 90/270) */
};

/* Identity matrix, no swap, no inversion. */
void input_calibration_identity(struct input_calibration *cal);
/* The panel as it is, for the calibration screen: cal's swap and inversion
 * kept, its matrix (what is being measured) set to the identity. */
void input_calibration_raw(struct input_calibration *cal);

/* Sets up *t.  Returns 0, or -EINVAL for a rotation other than 0/90/180/270
 * or a panel size < 1 (t is then left as an identity 1x1 transform, so using
 * it anyway stays in bounds).  An axis with max <= min is treated as one unit
 * wide instead of dividing by zero.  Non-finite matrix values are an error. */
int input_transform_init(struct input_transform *t, const struct input_calibration *cal,
			 struct input_axis x, struct input_axis y, int panel_w, int panel_h,
			 int rotation);

/* Maps a raw device position to screen pixels; *sx in 0..screen_w-1 and
 * *sy in 0..screen_h-1 always, whatever the input. */
void input_transform_point(const struct input_transform *t, int raw_x, int raw_y, int *sx,
			   int *sy);

/* Steps 1-2 only (normalised, then the matrix; unclamped). */
void input_transform_normalised(const struct input_transform *t, int raw_x, int raw_y,
				double *nx, double *ny);

/* Calibration support.  A calibration tool shows targets on the screen,
 * records where the device says each was touched, and fits a new matrix:
 *   raw[i]  = input_transform_raw_normalised(t, touched raw x, y)   (step 1)
 *   want[i] = input_transform_screen_to_calibrated(t, target x, y)  (steps 5..3 undone)
 *   input_calibration_fit(raw, want, n, matrix)
 * then stores the matrix with config_rewrite_calibration(). */
void input_transform_raw_normalised(const struct input_transform *t, int raw_x, int raw_y,
				    double *nx, double *ny);
void input_transform_screen_to_calibrated(const struct input_transform *t, double sx, double sy,
					  double *cx, double *cy);

/* Least-squares fit of the six values so that matrix * raw[i] ~ want[i] for
 * i < n.  Needs n >= 3 points not on one line: -EINVAL otherwise (and for
 * non-finite input or results), with matrix untouched. */
int input_calibration_fit(const double raw[][2], const double want[][2], int n,
			  float matrix[6]);

/* The calibration screen works on the canvas: it is fed touches through this
 * transform with an identity matrix (normalised, swapped, inverted and
 * rotated as the display is, but not calibrated) and fits screen_fit, an
 * affine map from those canvas positions to the targets, both as fractions
 * of the canvas (pixel / (size - 1)).  This gives the matrix for the board
 * config that makes the full transform do the same; t's own matrix is
 * ignored.  -EINVAL if the result is not finite or over 10^6. */
int input_transform_matrix_from_screen(const struct input_transform *t, const double screen_fit[6],
				       float matrix[6]);

#endif
