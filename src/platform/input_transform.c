#include "platform/input_transform.h"

#include <errno.h>
#include <math.h>

void input_calibration_identity(struct input_calibration *cal)
{
	static const float id[6] = { 1, 0, 0, 0, 1, 0 };
	for (int i = 0; i < 6; i++)
		cal->matrix[i] = id[i];
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

/* Solves the 3x3 system m * p = b by Cramer's rule; false if singular. */
static bool solve3(const double m[3][3], const double b[3], double p[3])
{
	double det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
		     m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
		     m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
	if (!isfinite(det) || fabs(det) < 1e-12)
		return false;
	for (int k = 0; k < 3; k++) {
		double c[3][3];
		for (int i = 0; i < 3; i++)
			for (int j = 0; j < 3; j++)
				c[i][j] = j == k ? b[i] : m[i][j];
		p[k] = (c[0][0] * (c[1][1] * c[2][2] - c[1][2] * c[2][1]) -
			c[0][1] * (c[1][0] * c[2][2] - c[1][2] * c[2][0]) +
			c[0][2] * (c[1][0] * c[2][1] - c[1][1] * c[2][0])) / det;
	}
	return true;
}

int input_calibration_fit(const double raw[][2], const double want[][2], int n,
			  float matrix[6])
{
	if (n < 3)
		return -EINVAL;
	/* Normal equations: (A^T A) p = A^T w, rows of A being (x, y, 1). */
	double ata[3][3] = { { 0 } }, atx[3] = { 0 }, aty[3] = { 0 };
	for (int i = 0; i < n; i++) {
		double row[3] = { raw[i][0], raw[i][1], 1 };
		for (int j = 0; j < 3; j++) {
			for (int k = 0; k < 3; k++)
				ata[j][k] += row[j] * row[k];
			atx[j] += row[j] * want[i][0];
			aty[j] += row[j] * want[i][1];
		}
	}
	double px[3], py[3];
	if (!solve3(ata, atx, px) || !solve3(ata, aty, py))
		return -EINVAL; /* points on one line, or not numbers */
	for (int i = 0; i < 3; i++)
		if (!isfinite(px[i]) || !isfinite(py[i]) || fabs(px[i]) > 1e6 || fabs(py[i]) > 1e6)
			return -EINVAL;
	for (int i = 0; i < 3; i++) {
		matrix[i] = (float)px[i];
		matrix[3 + i] = (float)py[i];
	}
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

void input_transform_point(const struct input_transform *t, int raw_x, int raw_y, int *sx,
			   int *sy)
{
	double u, v;
	input_transform_normalised(t, raw_x, raw_y, &u, &v);
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
	double s, r;
	switch (t->rotation) {
	case 90:
		s = v;
		r = 1 - u;
		break;
	case 180:
		s = 1 - u;
		r = 1 - v;
		break;
	case 270:
		s = 1 - v;
		r = u;
		break;
	default:
		s = u;
		r = v;
		break;
	}
	*sx = to_pixels(s, t->screen_w);
	*sy = to_pixels(r, t->screen_h);
}
