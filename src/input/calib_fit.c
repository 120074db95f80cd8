#include "input/calib_fit.h"

#include <errno.h>
#include <math.h>

/* The smaller spread of the touches must be at least this fraction of the
 * larger (as a ratio of variances: 1% of the spread squared). */
#define CALIB_FIT_MIN_SPREAD_RATIO 1e-4
/* Below this the touches are one spot (normalised units squared). */
#define CALIB_FIT_MIN_SPREAD 1e-10

void calib_fit_apply(const double m[6], double x, double y, double *ox, double *oy)
{
	*ox = m[0] * x + m[1] * y + m[2];
	*oy = m[3] * x + m[4] * y + m[5];
}

int calib_fit_affine(const double from[][2], const double to[][2], int n, struct calib_fit *fit)
{
	if (n < CALIB_FIT_MIN_POINTS)
		return -EINVAL;
	double mx = 0, my = 0, mu = 0, mv = 0;
	for (int i = 0; i < n; i++) {
		if (!isfinite(from[i][0]) || !isfinite(from[i][1]) || !isfinite(to[i][0]) || !isfinite(to[i][1]))
			return -EINVAL;
		mx += from[i][0];
		my += from[i][1];
		mu += to[i][0];
		mv += to[i][1];
	}
	mx /= n;
	my /= n;
	mu /= n;
	mv /= n;
	/* Centred sums: the normal equations of the linear part, well
	 * conditioned whatever the offset of the points. */
	double sxx = 0, syy = 0, sxy = 0, sxu = 0, syu = 0, sxv = 0, syv = 0;
	for (int i = 0; i < n; i++) {
		double x = from[i][0] - mx, y = from[i][1] - my;
		double u = to[i][0] - mu, v = to[i][1] - mv;
		sxx += x * x;
		syy += y * y;
		sxy += x * y;
		sxu += x * u;
		syu += y * u;
		sxv += x * v;
		syv += y * v;
	}
	double trace = sxx + syy, det = sxx * syy - sxy * sxy;
	/* det / trace^2 is the product of the two spreads over their sum
	 * squared: about the ratio of the small one to the large one. */
	if (!(trace > CALIB_FIT_MIN_SPREAD * n) || !(det > CALIB_FIT_MIN_SPREAD_RATIO * trace * trace))
		return -EINVAL;
	double m[6];
	m[0] = (sxu * syy - syu * sxy) / det;
	m[1] = (syu * sxx - sxu * sxy) / det;
	m[3] = (sxv * syy - syv * sxy) / det;
	m[4] = (syv * sxx - sxv * sxy) / det;
	m[2] = mu - m[0] * mx - m[1] * my;
	m[5] = mv - m[3] * mx - m[4] * my;
	for (int i = 0; i < 6; i++)
		if (!isfinite(m[i]))
			return -EINVAL;
	double sum = 0, max = 0;
	int worst = 0;
	for (int i = 0; i < n; i++) {
		double u, v;
		calib_fit_apply(m, from[i][0], from[i][1], &u, &v);
		double d = hypot(u - to[i][0], v - to[i][1]);
		sum += d * d;
		if (d > max) {
			max = d;
			worst = i;
		}
	}
	for (int i = 0; i < 6; i++)
		fit->m[i] = m[i];
	fit->rms = sqrt(sum / n);
	fit->max = max;
	fit->worst = worst;
	return 0;
}

double calib_fit_leverage(const double from[][2], int n, int i)
{
	if (n < CALIB_FIT_MIN_POINTS || i < 0 || i >= n)
		return 1;
	double mx = 0, my = 0;
	for (int j = 0; j < n; j++) {
		mx += from[j][0];
		my += from[j][1];
	}
	mx /= n;
	my /= n;
	double sxx = 0, syy = 0, sxy = 0;
	for (int j = 0; j < n; j++) {
		double x = from[j][0] - mx, y = from[j][1] - my;
		sxx += x * x;
		syy += y * y;
		sxy += x * y;
	}
	double det = sxx * syy - sxy * sxy;
	if (!(det > 0))
		return 1;
	/* h = 1/n + d^T S^-1 d for the centred point d (the hat matrix's
	 * diagonal for rows (x, y, 1)). */
	double x = from[i][0] - mx, y = from[i][1] - my;
	double h = 1.0 / n + (x * x * syy - 2 * x * y * sxy + y * y * sxx) / det;
	return h > 1 ? 1 : h;
}

int calib_fit_invert(const double m[6], double inv[6])
{
	double det = m[0] * m[4] - m[1] * m[3];
	if (!isfinite(det) || fabs(det) < 1e-12)
		return -EINVAL;
	inv[0] = m[4] / det;
	inv[1] = -m[1] / det;
	inv[3] = -m[3] / det;
	inv[4] = m[0] / det;
	inv[2] = -(inv[0] * m[2] + inv[1] * m[5]);
	inv[5] = -(inv[3] * m[2] + inv[4] * m[5]);
	return 0;
}
