#include "input/input_transform.h"

#include <errno.h>
#include <math.h>

#include "input/calib_fit.h"

void input_calibration_raw(struct input_calibration *cal)
{
	static const float id[6] = { 1, 0, 0, 0, 1, 0 };
	for (int i = 0; i < 6; i++)
		cal->matrix[i] = id[i];
}

void input_calibration_identity(struct input_calibration *cal)
{
	input_calibration_raw(cal);
	cal->swap_xy = false;
	cal->invert_x = false;
	cal->invert_y = false;
}

static bool rotation_valid(int rotation)
{
	return rotation == 0 || rotation == 90 || rotation == 180 || rotation == 270;
}

int input_transform_init(struct input_transform *t, const struct input_calibration *cal,
			 struct input_axis x, struct input_axis y, int panel_w, int panel_h,
			 int rotation)
{
	bool finite = true;
	for (int i = 0; i < 6; i++)
		finite = finite && isfinite(cal->matrix[i]);

	t->x = x;
	t->y = y;
	if (!finite || !rotation_valid(rotation) || panel_w < 1 || panel_h < 1) {
		/* Leave something harmless behind: a caller that ignores the
		 * error still gets coordinates inside a 1x1 screen. */
		input_calibration_identity(&t->cal);
		t->rotation = 0;
		t->panel_w = t->panel_h = t->screen_w = t->screen_h = 1;
		return -EINVAL;
	}
	t->cal = *cal;
	t->rotation = rotation;
	t->panel_w = panel_w;
	t->panel_h = panel_h;
	bool quarter = rotation == 90 || rotation == 270;
	t->screen_w = quarter ? panel_h : panel_w;
	t->screen_h = quarter ? panel_w : panel_h;
	return 0;
}

static double normalise(int raw, struct input_axis a)
{
	/* In double: raw - min can overflow int for hostile values. */
	double range = (double)a.max - (double)a.min;
	if (range <= 0)
		range = 1;
	return ((double)raw - (double)a.min) / range;
}

void input_transform_raw_normalised(const struct input_transform *t, int raw_x, int raw_y,
				    double *nx, double *ny)
{
	*nx = normalise(raw_x, t->x);
	*ny = normalise(raw_y, t->y);
}

void input_transform_normalised(const struct input_transform *t, int raw_x, int raw_y,
				double *nx, double *ny)
{
	const float *m = t->cal.matrix;
	double x = normalise(raw_x, t->x);
	double y = normalise(raw_y, t->y);
	*nx = m[0] * x + m[1] * y + m[2];
	*ny = m[3] * x + m[4] * y + m[5];
}

void input_transform_screen_to_calibrated(const struct input_transform *t, double sx, double sy,
					  double *cx, double *cy)
{
	double s = t->screen_w > 1 ? sx / (t->screen_w - 1) : 0;
	double r = t->screen_h > 1 ? sy / (t->screen_h - 1) : 0;
	double u, v;
	switch (t->rotation) { /* the inverse of input_transform_point's table */
	case 90:
		u = 1 - r;
		v = s;
		break;
	case 180:
		u = 1 - s;
		v = 1 - r;
		break;
	case 270:
		u = r;
		v = 1 - s;
		break;
	default:
		u = s;
		v = r;
		break;
	}
	if (t->cal.invert_x)
		u = 1 - u;
	if (t->cal.invert_y)
		v = 1 - v;
	*cx = t->cal.swap_xy ? v : u;
	*cy = t->cal.swap_xy ? u : v;
}

int input_calibration_fit(const double raw[][2], const double want[][2], int n,
			  float matrix[6])
{
	struct calib_fit fit;
	int err = calib_fit_affine(raw, want, n, &fit);
	if (err)
		return err; /* points on one line, or not numbers */
	for (int i = 0; i < 6; i++)
		if (fabs(fit.m[i]) > 1e6)
			return -EINVAL; /* the config would refuse it */
	for (int i = 0; i < 6; i++)
		matrix[i] = (float)fit.m[i];
	return 0;
}

/* 0..1 to 0..size-1; NaN and anything outside land on an edge. */
static int to_pixels(double v, int size)
{
	if (!(v > 0))
		return 0;
	if (v >= 1)
		return size - 1;
	int p = (int)lround(v * (size - 1));
	return p < 0 ? 0 : p > size - 1 ? size - 1 : p;
}

/* Steps 3-4: a calibrated panel position to the canvas, both 0..1. */
static void calibrated_to_screen(const struct input_transform *t, double u, double v, double *s,
				 double *r)
{
	if (t->cal.swap_xy) {
		double tmp = u;
		u = v;
		v = tmp;
	}
	if (t->cal.invert_x)
		u = 1 - u;
	if (t->cal.invert_y)
		v = 1 - v;

	/* Panel (u, v) to canvas (s, r): the inverse of how the presenter
	 * puts the canvas on the panel (see the header). */
	switch (t->rotation) {
	case 90:
		*s = v;
		*r = 1 - u;
		break;
	case 180:
		*s = 1 - u;
		*r = 1 - v;
		break;
	case 270:
		*s = 1 - v;
		*r = u;
		break;
	default:
		*s = u;
		*r = v;
		break;
	}
}

void input_transform_point(const struct input_transform *t, int raw_x, int raw_y, int *sx,
			   int *sy)
{
	double u, v, s, r;
	input_transform_normalised(t, raw_x, raw_y, &u, &v);
	calibrated_to_screen(t, u, v, &s, &r);
	*sx = to_pixels(s, t->screen_w);
	*sy = to_pixels(r, t->screen_h);
}

int input_transform_matrix_from_screen(const struct input_transform *t, const double screen_fit[6],
				       float matrix[6])
{
	/* M is affine, so three points fix it: for the panel's (0,0), (1,0)
	 * and (0,1), go to the canvas as the uncalibrated transform does
	 * (P), apply the screen fit (A), and come back (P^-1):
	 * M = P^-1 A P, the same map seen in panel coordinates. */
	static const double base[3][2] = { { 0, 0 }, { 1, 0 }, { 0, 1 } };
	double img[3][2];
	for (int i = 0; i < 3; i++) {
		double s, r, s2, r2;
		calibrated_to_screen(t, base[i][0], base[i][1], &s, &r);
		calib_fit_apply(screen_fit, s, r, &s2, &r2);
		input_transform_screen_to_calibrated(t, s2 * (t->screen_w - 1), r2 * (t->screen_h - 1),
						     &img[i][0], &img[i][1]);
	}
	double m[6] = { img[1][0] - img[0][0], img[2][0] - img[0][0], img[0][0],
			img[1][1] - img[0][1], img[2][1] - img[0][1], img[0][1] };
	for (int i = 0; i < 6; i++)
		if (!isfinite(m[i]) || fabs(m[i]) > 1e6)
			return -EINVAL;
	for (int i = 0; i < 6; i++)
		matrix[i] = (float)m[i];
	return 0;
}
