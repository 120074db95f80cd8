/* The touch transform: a finger on a panel corner must land on the screen
 * corner under it, in every rotation and for every axis swap/inversion a
 * board config can declare. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "input/input_transform.h"

enum corner { TL, TR, BR, BL };
static const char *const corner_name[] = { "top-left", "top-right", "bottom-right", "bottom-left" };

/* Where each panel corner appears on the canvas, straight from the rotation
 * convention (R=90: canvas top-left at the panel's top-right, ...). */
static const enum corner screen_corner_of[4][4] = {
	/* panel:  TL  TR  BR  BL */
	[0] = { TL, TR, BR, BL },
	[1] = { BL, TL, TR, BR }, /* 90 */
	[2] = { BR, BL, TL, TR }, /* 180 */
	[3] = { TR, BR, BL, TL }, /* 270 */
};

static const struct input_axis AX = { 100, 4000 }, AY = { 200, 3800 };

/* The raw value a device whose axes are swapped/inverted (as the config says)
 * reports for panel-normalised (u, v). */
static void raw_for(const struct input_calibration *cal, double u, double v, int *rx, int *ry)
{
	double u0 = cal->invert_x ? 1 - u : u, v0 = cal->invert_y ? 1 - v : v;
	double a = cal->swap_xy ? v0 : u0, b = cal->swap_xy ? u0 : v0;
	*rx = (int)lround(AX.min + a * (AX.max - AX.min));
	*ry = (int)lround(AY.min + b * (AY.max - AY.min));
}

static void corner_xy(enum corner c, int w, int h, int *x, int *y)
{
	*x = (c == TR || c == BR) ? w - 1 : 0;
	*y = (c == BL || c == BR) ? h - 1 : 0;
}

static void test_corners_every_rotation_swap_invert(void)
{
	for (int r = 0; r < 4; r++) {
		for (int flags = 0; flags < 8; flags++) {
			struct input_calibration cal;
			input_calibration_identity(&cal);
			cal.swap_xy = flags & 1;
			cal.invert_x = flags & 2;
			cal.invert_y = flags & 4;
			struct input_transform t;
			CHECK_INT(input_transform_init(&t, &cal, AX, AY, 800, 480, r * 90), 0);
			CHECK_INT(t.screen_w, r % 2 ? 480 : 800);
			CHECK_INT(t.screen_h, r % 2 ? 800 : 480);
			for (int c = 0; c < 4; c++) {
				double u = (c == TR || c == BR), v = (c == BL || c == BR);
				int rx, ry, x, y, wx, wy;
				raw_for(&cal, u, v, &rx, &ry);
				input_transform_point(&t, rx, ry, &x, &y);
				enum corner want = screen_corner_of[r][c];
				corner_xy(want, t.screen_w, t.screen_h, &wx, &wy);
				char msg[200];
				snprintf(msg, sizeof msg,
					 "rotation %d swap %d invx %d invy %d: panel %s (raw %d,%d) "
					 "should land on screen %s (%d,%d), got (%d,%d)",
					 r * 90, cal.swap_xy, cal.invert_x, cal.invert_y,
					 corner_name[c], rx, ry, corner_name[want], wx, wy, x, y);
				CHECK_MSG(x == wx && y == wy, msg);
			}
		}
	}
}

/* At R=90 the panel's top edge is the canvas's left edge and the panel's
 * x axis runs up the canvas: a point on the panel's top edge a quarter of
 * the way across is on the canvas's left edge, a quarter up from the bottom. */
static void test_rotation_interior_point(void)
{
	struct input_calibration cal;
	input_calibration_identity(&cal);
	struct input_transform t;
	input_transform_init(&t, &cal, (struct input_axis){ 0, 800 }, (struct input_axis){ 0, 480 },
			     801, 481, 90);
	int x, y;
	input_transform_point(&t, 200, 0, &x, &y); /* panel (200, 0): top edge, a quarter across */
	CHECK_INT(x, 0);   /* panel top is canvas left */
	CHECK_INT(y, 600); /* panel x grows towards canvas top: 800 - 200 */
	input_transform_point(&t, 400, 240, &x, &y);
	CHECK_INT(x, 240);
	CHECK_INT(y, 400);
}

/* Identity on an axis range equal to the screen passes raw values through
 * unchanged (the Raspberry Pi 7" panel reports 0..799 / 0..479). */
static void test_identity_passes_pixels_through(void)
{
	struct input_calibration cal;
	input_calibration_identity(&cal);
	struct input_transform t;
	input_transform_init(&t, &cal, (struct input_axis){ 0, 799 }, (struct input_axis){ 0, 479 },
			     800, 480, 0);
	for (int i = 0; i < 800; i += 37) {
		int x, y;
		input_transform_point(&t, i, i % 480, &x, &y);
		CHECK_INT(x, i);
		CHECK_INT(y, i % 480);
	}
}

/* The matrix works on normalised coordinates, before swap and rotation:
 * x' = a*x + b*y + c.  Here the touch covers only the middle half of the
 * panel's width, so the matrix stretches it by 2 around the centre. */
static void test_matrix_on_normalised_coordinates(void)
{
	struct input_calibration cal;
	input_calibration_identity(&cal);
	cal.matrix[0] = 2;
	cal.matrix[2] = -0.5f;
	struct input_transform t;
	input_transform_init(&t, &cal, (struct input_axis){ 0, 1000 }, (struct input_axis){ 0, 1000 },
			     101, 101, 0);
	int x, y;
	input_transform_point(&t, 250, 500, &x, &y);
	CHECK_INT(x, 0);
	input_transform_point(&t, 500, 500, &x, &y);
	CHECK_INT(x, 50);
	input_transform_point(&t, 750, 500, &x, &y);
	CHECK_INT(x, 100);
	CHECK_INT(y, 50);
	double nx, ny;
	input_transform_normalised(&t, 750, 250, &nx, &ny);
	CHECK(fabs(nx - 1.0) < 1e-6 && fabs(ny - 0.25) < 1e-6);
	/* b mixes y into x: a panel mounted with a shear. */
	cal.matrix[0] = 1;
	cal.matrix[1] = 0.5f;
	cal.matrix[2] = 0;
	input_transform_init(&t, &cal, (struct input_axis){ 0, 1000 }, (struct input_axis){ 0, 1000 },
			     101, 101, 0);
	input_transform_point(&t, 200, 400, &x, &y);
	CHECK_INT(x, 40);
}

/* Out-of-range raw values (resistive panels overshoot their nominal range)
 * and absurd calibrations are clamped to the screen edge. */
static void test_clamps_to_screen(void)
{
	struct input_calibration cal;
	input_calibration_identity(&cal);
	struct input_transform t;
	int x, y;
	for (int r = 0; r < 360; r += 90) {
		input_transform_init(&t, &cal, (struct input_axis){ 0, 4095 },
				     (struct input_axis){ 0, 4095 }, 480, 320, r);
		input_transform_point(&t, -2147483647 - 1, 2147483647, &x, &y);
		CHECK(x >= 0 && x < t.screen_w && y >= 0 && y < t.screen_h);
		input_transform_point(&t, 5000, -300, &x, &y);
		CHECK(x >= 0 && x < t.screen_w && y >= 0 && y < t.screen_h);
	}
	cal.matrix[0] = 1e30f;
	input_transform_init(&t, &cal, (struct input_axis){ 0, 4095 }, (struct input_axis){ 0, 4095 },
			     480, 320, 0);
	input_transform_point(&t, 1, 1, &x, &y);
	CHECK_INT(x, 479);
}

/* Broken parameters are errors, and the transform left behind still keeps
 * points on a (1x1) screen; an empty axis range does not divide by zero. */
static void test_bad_parameters(void)
{
	struct input_calibration cal;
	input_calibration_identity(&cal);
	struct input_transform t;
	int x, y;
	CHECK_INT(input_transform_init(&t, &cal, AX, AY, 800, 480, 45), -EINVAL);
	input_transform_point(&t, 5, 5, &x, &y);
	CHECK(x == 0 && y == 0);
	CHECK_INT(input_transform_init(&t, &cal, AX, AY, 0, 480, 0), -EINVAL);
	cal.matrix[4] = NAN;
	CHECK_INT(input_transform_init(&t, &cal, AX, AY, 800, 480, 0), -EINVAL);
	input_calibration_identity(&cal);
	CHECK_INT(input_transform_init(&t, &cal, (struct input_axis){ 7, 7 }, AY, 800, 480, 0), 0);
	input_transform_point(&t, 7, 200, &x, &y);
	CHECK(x == 0 && y == 0);
}

/* Undoing steps 5..3 for a screen point gives what the matrix must produce
 * there: forward then back is the identity, in every rotation/swap/invert. */
static void test_screen_to_calibrated_inverts_the_transform(void)
{
	for (int r = 0; r < 360; r += 90) {
		for (int flags = 0; flags < 8; flags++) {
			struct input_calibration cal;
			input_calibration_identity(&cal);
			cal.swap_xy = flags & 1;
			cal.invert_x = flags & 2;
			cal.invert_y = flags & 4;
			struct input_transform t;
			input_transform_init(&t, &cal, (struct input_axis){ 0, 1000 },
					     (struct input_axis){ 0, 1000 }, 801, 601, r);
			int sx, sy;
			double cx, cy;
			input_transform_point(&t, 250, 700, &sx, &sy);
			input_transform_screen_to_calibrated(&t, sx, sy, &cx, &cy);
			char msg[120];
			snprintf(msg, sizeof msg, "rotation %d flags %d: got (%.4f, %.4f), want (0.25, 0.7)",
				 r, flags, cx, cy);
			CHECK_MSG(fabs(cx - 0.25) < 0.002 && fabs(cy - 0.7) < 0.002, msg);
		}
	}
}

/* A calibration run: touches reported by a panel that needs matrix M give
 * back M, and the fitted transform puts each touch on its target. */
static void test_calibration_fit(void)
{
	const double m[6] = { -1.107, 0.02, 1.054, 0.01, 1.107, -0.054 };
	double raw[5][2] = { { 0.1, 0.1 }, { 0.9, 0.1 }, { 0.9, 0.9 }, { 0.1, 0.9 }, { 0.5, 0.5 } };
	double want[5][2];
	for (int i = 0; i < 5; i++) {
		want[i][0] = m[0] * raw[i][0] + m[1] * raw[i][1] + m[2];
		want[i][1] = m[3] * raw[i][0] + m[4] * raw[i][1] + m[5];
	}
	float fit[6];
	CHECK_INT(input_calibration_fit(raw, want, 5, fit), 0);
	for (int i = 0; i < 6; i++)
		CHECK_MSG(fabs(fit[i] - m[i]) < 1e-5, "fitted matrix differs from the true one");
	/* Noisy touches (a finger is not a stylus) still fit closely. */
	want[0][0] += 0.004;
	want[2][1] -= 0.004;
	CHECK_INT(input_calibration_fit(raw, want, 5, fit), 0);
	for (int i = 0; i < 6; i++)
		CHECK(fabs(fit[i] - m[i]) < 0.02);
	/* Fewer than three points, or all on one line: no fit, matrix untouched. */
	float keep[6] = { 1, 0, 0, 0, 1, 0 };
	double line[3][2] = { { 0.1, 0.1 }, { 0.5, 0.5 }, { 0.9, 0.9 } };
	CHECK_INT(input_calibration_fit(line, line, 3, keep), -EINVAL);
	CHECK_INT(input_calibration_fit(raw, want, 2, keep), -EINVAL);
	CHECK(keep[0] == 1 && keep[2] == 0);

	/* End to end on a 480x320 screen turned 180 degrees. */
	struct input_calibration cal;
	input_calibration_identity(&cal);
	struct input_transform t;
	input_transform_init(&t, &cal, (struct input_axis){ 0, 4095 }, (struct input_axis){ 0, 4095 },
			     480, 320, 180);
	const int targets[4][2] = { { 40, 40 }, { 440, 40 }, { 440, 280 }, { 240, 160 } };
	const int touched[4][2] = { { 3700, 3600 }, { 420, 3650 }, { 400, 450 }, { 2050, 2000 } };
	double r4[4][2], w4[4][2];
	for (int i = 0; i < 4; i++) {
		input_transform_raw_normalised(&t, touched[i][0], touched[i][1], &r4[i][0], &r4[i][1]);
		input_transform_screen_to_calibrated(&t, targets[i][0], targets[i][1], &w4[i][0], &w4[i][1]);
	}
	CHECK_INT(input_calibration_fit(r4, w4, 4, cal.matrix), 0);
	input_transform_init(&t, &cal, (struct input_axis){ 0, 4095 }, (struct input_axis){ 0, 4095 },
			     480, 320, 180);
	for (int i = 0; i < 4; i++) {
		int x, y;
		input_transform_point(&t, touched[i][0], touched[i][1], &x, &y);
		char msg[120];
		snprintf(msg, sizeof msg, "target %d (%d,%d): touch lands at (%d,%d)", i, targets[i][0],
			 targets[i][1], x, y);
		CHECK_MSG(abs(x - targets[i][0]) <= 6 && abs(y - targets[i][1]) <= 6, msg);
	}
}

int main(void)
{
	RUN(test_corners_every_rotation_swap_invert);
	RUN(test_rotation_interior_point);
	RUN(test_identity_passes_pixels_through);
	RUN(test_matrix_on_normalised_coordinates);
	RUN(test_clamps_to_screen);
	RUN(test_bad_parameters);
	RUN(test_screen_to_calibrated_inverts_the_transform);
	RUN(test_calibration_fit);
	return check_finish();
}
