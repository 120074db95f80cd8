/* Touch calibration arithmetic: the least-squares affine map from where a
 * panel says it was touched to where the targets were.  Pure (no I/O, no
 * allocation); the screen (calib.h) and the platform's board-config matrix
 * (platform/input_transform.h) both use it.
 *
 * Points are in normalised coordinates (0..1 across the screen or the
 * device's axis range), so a resistive controller's 0..4095 and a
 * capacitive 0..799 fit the same way.  The matrix is libinput's six values:
 *   x' = m[0]*x + m[1]*y + m[2]
 *   y' = m[3]*x + m[4]*y + m[5] */
#ifndef TESSERA_INPUT_CALIB_FIT_H
#define TESSERA_INPUT_CALIB_FIT_H

enum { CALIB_FIT_MIN_POINTS = 3 };

struct calib_fit {
	double m[6];
	double rms;	/* root mean square distance of m(from[i]) to to[i] */
	double max;	/* the largest of those distances */
	int worst;	/* the point with that distance */
};

/* Fits m so that m(from[i]) ~ to[i] for i < n.  Refuses (-EINVAL, *fit
 * untouched) fewer than 3 points, non-finite numbers, and `from` points
 * that do not span the plane: all on one spot or near one line (the
 * smaller spread under 1% of the larger), where any answer would be noise.
 * Returns 0 otherwise. */
int calib_fit_affine(const double from[][2], const double to[][2], int n, struct calib_fit *fit);

/* How much point i pulls the fit of from[0..n) towards itself (its
 * leverage, 0..1).  A touch's residual divided by (1 - leverage) is how far
 * it is from where a fit of the other touches puts it: with four corners and
 * a centre, a corner touched 10 px off shows only about 3 px of residual, so
 * judging a calibration by raw residuals would let bad touches through.
 * Returns 1 when the point fixes the fit alone (no redundancy) or the
 * points are degenerate. */
double calib_fit_leverage(const double from[][2], int n, int i);

/* m applied to (x, y). */
void calib_fit_apply(const double m[6], double x, double y, double *ox, double *oy);

/* The map that undoes m (-EINVAL when m is singular). */
int calib_fit_invert(const double m[6], double inv[6]);

#endif
