/* Touch calibration: the fit (ui/calib_fit), the screen (ui/calib), and the
 * round trip through the board config: raw touches from a panel with a known
 * distortion -> the screen's fit -> the matrix written into a config file ->
 * the file loaded again -> the same raw touches land on the crosses, in every
 * rotation, swap and inversion.  Without AddressSanitizer it also counts the
 * allocator: a whole calibration, save included, allocates nothing. */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "gfx/damage.h"
#include "gfx/draw.h"
#include "platform/config.h"
#include "input/input_transform.h"
#include "ui/calib/calib.h"
#include "input/calib_fit.h"
#include "platform/seal.h"

/* ---- the fit ------------------------------------------------------------------ */

static const double crosses[5][2] = { { 0.125, 0.125 }, { 0.875, 0.125 }, { 0.875, 0.875 },
				      { 0.125, 0.875 }, { 0.5, 0.5 } };

/* Small deterministic noise, +-amp. */
static double noise(unsigned *seed, double amp)
{
	*seed = *seed * 1103515245u + 12345u;
	return ((double)((*seed >> 8) % 2001) / 1000.0 - 1.0) * amp;
}

/* For each distortion D (what the panel does to a true position), touches
 * raw = D^-1(cross) are fitted back to the crosses: the fit is D. */
static void test_fit_recovers_known_distortions(void)
{
	static const struct {
		const char *name;
		double m[6];
	} cases[] = {
		{ "scale and offset", { 0.9, 0, 0.05, 0, 1.1, -0.04 } },
		{ "swapped axes", { 0, 1, 0, 1, 0, 0 } },
		{ "inverted x", { -1, 0, 1, 0, 1, 0 } },
		{ "inverted y and swapped", { 0, -1, 1, 1, 0, 0 } },
		{ "shear", { 1, 0.05, 0, 0.03, 1, 0 } },
		{ "resistive (ADS7846 active area, x reversed)", { -1.107, 0.02, 1.054, 0.01, 1.107, -0.054 } },
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		double inv[6], raw[5][2], want[5][2];
		CHECK_INT(calib_fit_invert(cases[k].m, inv), 0);
		for (int pass = 0; pass < 2; pass++) {
			unsigned seed = 99;
			double amp = pass ? 0.003 : 0; /* a finger's wobble, in screen fractions */
			for (int i = 0; i < 5; i++) {
				calib_fit_apply(inv, crosses[i][0], crosses[i][1], &raw[i][0], &raw[i][1]);
				raw[i][0] += noise(&seed, amp);
				raw[i][1] += noise(&seed, amp);
				want[i][0] = crosses[i][0];
				want[i][1] = crosses[i][1];
			}
			struct calib_fit fit;
			CHECK_INT(calib_fit_affine(raw, want, 5, &fit), 0);
			double worst = 0;
			for (int i = 0; i < 6; i++)
				worst = fmax(worst, fabs(fit.m[i] - cases[k].m[i]));
			char msg[200];
			snprintf(msg, sizeof msg, "%s, noise %.3f: matrix off by %.2g, rms %.2g, max %.2g", cases[k].name,
				 amp, worst, fit.rms, fit.max);
			CHECK_MSG(worst < (pass ? 0.02 : 1e-9), msg);
			/* The residual is reported: none without noise, about the noise with it. */
			CHECK_MSG(pass ? fit.rms > 1e-4 && fit.rms < 0.01 && fit.max >= fit.rms : fit.rms < 1e-9, msg);
		}
	}
}

/* One bad touch shows as the largest residual, on that point. */
static void test_fit_reports_residual_and_worst_point(void)
{
	double raw[5][2], want[5][2];
	memcpy(raw, crosses, sizeof raw);
	memcpy(want, crosses, sizeof want);
	raw[4][0] += 0.05;	/* the centre, 0.05 off */
	struct calib_fit fit;
	CHECK_INT(calib_fit_affine(raw, want, 5, &fit), 0);
	CHECK_INT(fit.worst, 4);
	CHECK(fit.max > 0.03 && fit.rms > 0.01 && fit.rms < fit.max);
	/* A corner 0.05 off shows only about a third of that as residual; over
	 * (1 - leverage) it is the whole 0.05 again (a fit of the other four
	 * puts that corner 0.05 away). */
	memcpy(raw, crosses, sizeof raw);
	raw[2][0] += 0.05;
	CHECK_INT(calib_fit_affine(raw, want, 5, &fit), 0);
	double h = calib_fit_leverage(raw, 5, 2);
	double x, y;
	calib_fit_apply(fit.m, raw[2][0], raw[2][1], &x, &y);
	double d = hypot(x - want[2][0], y - want[2][1]);
	char msg[120];
	snprintf(msg, sizeof msg, "residual %.4f, leverage %.3f, deleted residual %.4f", d, h, d / (1 - h));
	CHECK_MSG(d < 0.02 && fabs(d / (1 - h) - 0.05) < 0.002, msg);
	CHECK(fabs(calib_fit_leverage(crosses, 5, 4) - 0.2) < 1e-9);
	/* Three points are enough, and fit exactly. */
	CHECK_INT(calib_fit_affine(raw, want, 3, &fit), 0);
	CHECK(fit.max < 1e-12);
}

/* Input that says nothing about one of the directions is refused, and the
 * caller's fit is left as it was. */
static void test_fit_refuses_degenerate_input(void)
{
	struct calib_fit fit = { .m = { 7, 7, 7, 7, 7, 7 } };
	double same[5][2], line[5][2], near_line[5][2], nan[5][2];
	unsigned seed = 5;
	for (int i = 0; i < 5; i++) {
		same[i][0] = 0.4;
		same[i][1] = 0.6;
		line[i][0] = 0.1 + 0.2 * i;
		line[i][1] = 0.9 - 0.15 * i;
		near_line[i][0] = line[i][0] + noise(&seed, 1e-4);
		near_line[i][1] = line[i][1] + noise(&seed, 1e-4);
	}
	memcpy(nan, crosses, sizeof nan);
	nan[2][1] = NAN;
	CHECK_INT(calib_fit_affine(same, crosses, 5, &fit), -EINVAL);
	CHECK_INT(calib_fit_affine(line, crosses, 5, &fit), -EINVAL);
	CHECK_INT(calib_fit_affine(near_line, crosses, 5, &fit), -EINVAL);
	CHECK_INT(calib_fit_affine(crosses, crosses, 2, &fit), -EINVAL);
	CHECK_INT(calib_fit_affine(nan, crosses, 5, &fit), -EINVAL);
	CHECK_INT(calib_fit_affine(crosses, nan, 5, &fit), -EINVAL);
	CHECK(fit.m[0] == 7 && fit.m[5] == 7);
	/* The same points spread out are fine: the test is not of the size. */
	double small[5][2];
	for (int i = 0; i < 5; i++) {
		small[i][0] = 0.5 + (crosses[i][0] - 0.5) * 0.01;
		small[i][1] = 0.5 + (crosses[i][1] - 0.5) * 0.01;
	}
	CHECK_INT(calib_fit_affine(small, crosses, 5, &fit), 0);
	double singular[6] = { 1, 2, 0, 2, 4, 0 }, inv[6];
	CHECK_INT(calib_fit_invert(singular, inv), -EINVAL);
}

/* ---- the screen --------------------------------------------------------------- */

enum { W = 800, H = 480 };
static struct calib cal;
static uint32_t t_ms = 1000;
static uint32_t pixels[W * H];

static void ev(enum pointer_type type, int x, int y)
{
	struct pointer_event e = { type, x, y, t_ms };
	t_ms += 16;
	calib_handle_event(&cal, &e);
}

static void tap(int x, int y)
{
	ev(POINTER_DOWN, x, y);
	ev(POINTER_MOVE, x + 1, y);
	ev(POINTER_UP, x, y + 1);
	t_ms += 300;
}

/* The raw panel of the screen tests: x mirrored, y squeezed into the middle. */
static void raw_of(int x, int y, int *rx, int *ry)
{
	*rx = W - 1 - x;
	*ry = 40 + y * 3 / 4;
}

static void start(void)
{
	struct calib_options o = { W, H, 1.0f, 0, NULL };
	CHECK_INT(calib_init(&cal, &o), 0);
}

static void tap_crosses(void)
{
	for (int i = 0; i < CALIB_POINTS; i++) {
		int rx, ry;
		raw_of(cal.target[i][0], cal.target[i][1], &rx, &ry);
		tap(rx, ry);
	}
}

static void test_screen_takes_five_crosses_then_checks(void)
{
	start();
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_TARGETS);
	CHECK_INT(cal.point, 0);
	/* The crosses: corners inset by an eighth, then the centre. */
	CHECK(cal.target[0][0] == W / 8 && cal.target[0][1] == H / 8);
	CHECK(cal.target[4][0] == W / 2 && cal.target[4][1] == H / 2);
	tap_crosses();
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_CHECK);
	CHECK_MSG(cal.error_px < 1.5, cal.message);
	/* The corrected position of a raw touch is the true one. */
	int rx, ry;
	double x, y;
	raw_of(300, 200, &rx, &ry);
	calib_apply(&cal, rx, ry, &x, &y);
	CHECK(fabs(x - 300) < 2 && fabs(y - 200) < 2);
	/* The screen draws and then has nothing more to draw. */
	struct canvas cv = { .pixels = pixels, .width = W, .height = H, .stride = W };
	struct damage d;
	damage_init(&d, W, H);
	CHECK(calib_wants_frame(&cal));
	calib_render(&cal, &cv, &d);
	CHECK(d.count > 0 && !calib_wants_frame(&cal));
}

/* A press that slides is not a touch of the cross; a long press goes back
 * one cross; a second finger does not move the first one's touch. */
static void test_screen_redo_slide_and_extra_finger(void)
{
	start();
	int rx, ry;
	raw_of(cal.target[0][0], cal.target[0][1], &rx, &ry);
	ev(POINTER_DOWN, rx, ry);
	ev(POINTER_MOVE, rx + 80, ry);
	ev(POINTER_UP, rx + 80, ry);
	CHECK_INT(cal.point, 0);
	CHECK_MSG(strstr(cal.message, "slid") != NULL, cal.message);
	tap(rx, ry);
	raw_of(cal.target[1][0], cal.target[1][1], &rx, &ry);
	tap(rx, ry);
	CHECK_INT(cal.point, 2);
	/* Held 2 s anywhere: back to cross 2, which is then taken again. */
	ev(POINTER_DOWN, 10, 10);
	t_ms += 2000;
	ev(POINTER_UP, 10, 10);
	CHECK_INT(cal.point, 1);
	CHECK_MSG(strstr(cal.message, "cross 2") != NULL, cal.message);
	/* A second DOWN far away while the first finger is down is ignored. */
	ev(POINTER_DOWN, rx, ry);
	ev(POINTER_DOWN, 5, 5);
	ev(POINTER_UP, rx, ry);
	CHECK_INT(cal.point, 2);
	CHECK(fabs(cal.touched[1][0] - rx) < 1 && fabs(cal.touched[1][1] - ry) < 1);
	/* A lift with no press is ignored. */
	ev(POINTER_UP, 5, 5);
	CHECK_INT(cal.point, 2);
}

/* Touches that disagree, or that do not span the screen, are refused with
 * the reason, and the crosses start again. */
static void test_screen_refuses_a_bad_fit(void)
{
	start();
	for (int i = 0; i < CALIB_POINTS; i++) {
		int rx, ry;
		raw_of(cal.target[i][0], cal.target[i][1], &rx, &ry);
		tap(i == 2 ? rx + 45 : rx, ry);	/* cross 3 missed by 45 px (40 allowed) */
	}
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_TARGETS);
	CHECK_INT(cal.point, 0);
	CHECK_MSG(strstr(cal.message, "disagree by") != NULL && strstr(cal.message, "again") != NULL, cal.message);
	for (int i = 0; i < CALIB_POINTS; i++)
		tap(400, 240);
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_TARGETS);
	CHECK_MSG(strstr(cal.message, "one place") != NULL, cal.message);
}

/* The buttons are hit through the new correction: with the mirrored raw
 * panel, the raw position of Save's centre is where Retry is drawn. */
static void test_screen_buttons_use_the_new_matrix(void)
{
	int rx, ry;
	start();
	tap_crosses();
	struct rect save = cal.buttons[CALIB_BUTTON_SAVE], retry = cal.buttons[CALIB_BUTTON_RETRY];
	/* Raw position = Save's centre on screen: that is Retry, corrected. */
	CHECK(rect_contains(retry, W - 1 - (save.x + save.w / 2), save.y + save.h / 2));
	tap(save.x + save.w / 2, 40 + (save.y + save.h / 2) * 3 / 4);
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_TARGETS);
	tap_crosses();
	/* The dot follows the corrected finger. */
	raw_of(123, 234, &rx, &ry);
	ev(POINTER_DOWN, rx, ry);
	CHECK(cal.dot && abs(cal.dot_x - 123) <= 2 && abs(cal.dot_y - 234) <= 2);
	ev(POINTER_UP, rx, ry);
	/* Down on Save, slide off, up elsewhere: nothing. */
	raw_of(save.x + save.w / 2, save.y + save.h / 2, &rx, &ry);
	ev(POINTER_DOWN, rx, ry);
	ev(POINTER_MOVE, rx, ry - 150);
	ev(POINTER_UP, rx, ry - 150);
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_CHECK);
	tap(rx, ry);
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_SAVING);
	/* A failed write comes back to the check screen with the reason. */
	calib_save_done(&cal, -EACCES, "x.conf: Permission denied");
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_CHECK);
	CHECK_MSG(strstr(cal.message, "Not saved: x.conf: Permission denied") != NULL, cal.message);
	tap(rx, ry);
	calib_save_done(&cal, 0, "x.conf");
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_SAVED);
	CHECK_MSG(strstr(cal.message, "Saved in x.conf") != NULL, cal.message);
	tap(10, 10);
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_FINISHED);
	/* Cancel. */
	start();
	tap_crosses();
	struct rect c = cal.buttons[CALIB_BUTTON_CANCEL];
	raw_of(c.x + c.w / 2, c.y + c.h / 2, &rx, &ry);
	tap(rx, ry);
	CHECK_INT(calib_phase(&cal), CALIB_PHASE_CANCELLED);
}

/* ---- the round trip through the board config ---------------------------------- */

static char dir[] = "/tmp/tessera-calib-XXXXXX";

/* A panel of 800x480 pixels behind rotation r with the given swap/invert
 * flags, and a touch controller reporting 0..4095 with distortion K on top
 * of what the flags describe.  Calibrating it, saving, loading and
 * transforming the same raw touches puts them on the crosses. */
static void round_trip(int rotation, int flags, bool count)
{
	static char text[1024], back[CONFIG_FILE_MAX + 1];
	static struct config_board loaded;
	static const double k[6] = { -0.9, 0.03, 0.95, 0.02, 0.88, 0.07 };
	const struct input_axis axis = { 0, 4095 };
	bool quarter = rotation == 90 || rotation == 270;
	int panel_w = quarter ? H : W, panel_h = quarter ? W : H;
	char path[64], msg[CONFIG_PATH_MAX + CONFIG_ERROR_MAX], what[96];
	snprintf(path, sizeof path, "%s/board.conf", dir);
	snprintf(what, sizeof what, "rotation %d, swap %d, invert x %d, invert y %d", rotation, flags & 1,
		 !!(flags & 2), !!(flags & 4));
	snprintf(text, sizeof text,
		 "# a board\n[display]\nrotation = %d   # kept\nmode = %dx%d\n\n[touch]\ndevice = ADS7846\n"
		 "calibration = 1 0 0 0 1 0  # this comment stays\nswap_xy = %s\ninvert_x = %s\ninvert_y = %s\n",
		 rotation, panel_w, panel_h, flags & 1 ? "true" : "false", flags & 2 ? "true" : "false",
		 flags & 4 ? "true" : "false");
	FILE *f = fopen(path, "w");
	fputs(text, f);
	fclose(f);

	struct input_calibration raw_cal;
	input_calibration_identity(&raw_cal);
	raw_cal.swap_xy = flags & 1;
	raw_cal.invert_x = flags & 2;
	raw_cal.invert_y = flags & 4;
	struct input_transform raw;
	CHECK_INT(input_transform_init(&raw, &raw_cal, axis, axis, panel_w, panel_h, rotation), 0);
	CHECK(raw.screen_w == W && raw.screen_h == H);
	int dev[CALIB_POINTS][2];
	start();
	for (int i = 0; i < CALIB_POINTS; i++) {
		/* Where an ideal controller would report the cross, then the
		 * distortion: the device's real raw reading. */
		double n[2], d[2];
		input_transform_screen_to_calibrated(&raw, cal.target[i][0], cal.target[i][1], &n[0], &n[1]);
		calib_fit_apply(k, n[0], n[1], &d[0], &d[1]);
		dev[i][0] = (int)lround(d[0] * 4095);
		dev[i][1] = (int)lround(d[1] * 4095);
	}
	/* The calibration and its save run sealed, as in tessera (the
	 * plain build links the seal's wrappers: make check-calib). */
	unsigned long before = seal_violations();
	if (count)
		seal_memory();
	for (int i = 0; i < CALIB_POINTS; i++) {
		int sx, sy;
		input_transform_point(&raw, dev[i][0], dev[i][1], &sx, &sy);
		tap(sx, sy);
	}
	CHECK_MSG(calib_phase(&cal) == CALIB_PHASE_CHECK, what);
	float m[6];
	CHECK_INT(input_transform_matrix_from_screen(&raw, cal.fit.m, m), 0);
	int err = config_write_calibration(path, m, msg, sizeof msg);
	struct canvas cv = { .pixels = pixels, .width = W, .height = H, .stride = W };
	struct damage dmg;
	damage_init(&dmg, W, H);
	calib_render(&cal, &cv, &dmg);
	seal_release();
	if (count && seal_watching()) {
		char am[160];
		snprintf(am, sizeof am, "%s: %lu allocations during calibration and save", what,
			 seal_violations() - before);
		CHECK_MSG(seal_violations() == before, am);
	}
	CHECK_MSG(err == 0, msg);
	CHECK_MSG(access(path, F_OK) == 0 && access("board.conf.new", F_OK) != 0, what);

	/* Every other line, the comments included, is as it was. */
	f = fopen(path, "r");
	size_t n = fread(back, 1, sizeof back - 1, f);
	fclose(f);
	back[n] = 0;
	CHECK_MSG(strstr(back, "rotation = ") && strstr(back, "   # kept\n") &&
		  strstr(back, "  # this comment stays\nswap_xy") && strncmp(back, "# a board\n", 10) == 0, back);
	CHECK_MSG(strstr(back, "calibration = 1 0 0 0 1 0") == NULL, back);

	struct config_error cerr;
	CHECK_MSG(config_load_file(&loaded, path, &cerr) == 0, cerr.message);
	struct input_transform full;
	CHECK_INT(input_transform_init(&full, &loaded.touch.calibration, axis, axis, panel_w, panel_h,
				       (int)loaded.display.rotation), 0);
	for (int i = 0; i < CALIB_POINTS; i++) {
		int x, y;
		input_transform_point(&full, dev[i][0], dev[i][1], &x, &y);
		char m2[200];
		snprintf(m2, sizeof m2, "%s: cross %d at %d,%d lands at %d,%d", what, i + 1, cal.target[i][0],
			 cal.target[i][1], x, y);
		CHECK_MSG(abs(x - cal.target[i][0]) <= 1 && abs(y - cal.target[i][1]) <= 1, m2);
	}
	/* The written matrix undoes the distortion: K then M is the identity. */
	double km[6] = { m[0], m[1], m[2], m[3], m[4], m[5] }, p[2];
	calib_fit_apply(k, 0.3, 0.6, &p[0], &p[1]);
	calib_fit_apply(km, p[0], p[1], &p[0], &p[1]);
	CHECK_MSG(fabs(p[0] - 0.3) < 0.002 && fabs(p[1] - 0.6) < 0.002, what);
}

static void test_round_trip_every_rotation_and_flag(void)
{
	CHECK(mkdtemp(dir) != NULL);
	for (int r = 0; r < 360; r += 90)
		for (int flags = 0; flags < 8; flags++)
			round_trip(r, flags, r == 90 && flags == 5);
}

/* A config that cannot be replaced is an error naming it; the file stays.
 * A directory where the temporary file goes is named as the culprit, with
 * what to do, and kept when it holds something; an empty one is removed
 * and the write goes through. */
static void test_write_failure_keeps_the_file(void)
{
	char path[64], tmp[80], inside[96], msg[CONFIG_PATH_MAX + CONFIG_ERROR_MAX];
	static char before[CONFIG_FILE_MAX], after[CONFIG_FILE_MAX];
	const float m[6] = { 1, 0, 0.01f, 0, 1, 0 };
	snprintf(path, sizeof path, "%s/board.conf", dir);
	snprintf(tmp, sizeof tmp, "%s.new", path);
	FILE *f = fopen(path, "r");
	size_t n = fread(before, 1, sizeof before, f);
	fclose(f);
	CHECK_INT(mkdir(tmp, 0700), 0);	/* the temporary file cannot be made */
	snprintf(inside, sizeof inside, "%s/kept", tmp);
	CHECK_INT(mkdir(inside, 0700), 0);
	CHECK_INT(config_write_calibration(path, m, msg, sizeof msg), -EISDIR);
	CHECK_MSG(strstr(msg, path) != NULL && strstr(msg, "unchanged") != NULL, msg);
	char culprit[128];
	snprintf(culprit, sizeof culprit, "%s, where it is written first, is a directory", tmp);
	CHECK_MSG(strstr(msg, culprit) != NULL && strstr(msg, "move it away") != NULL, msg);
	CHECK(access(inside, F_OK) == 0);
	f = fopen(path, "r");
	CHECK(fread(after, 1, sizeof after, f) == n && memcmp(before, after, n) == 0);
	fclose(f);
	rmdir(inside);
	/* A missing file, and one that would not load after the change. */
	char missing[80];
	snprintf(missing, sizeof missing, "%s/none.conf", dir);
	CHECK_INT(config_write_calibration(missing, m, msg, sizeof msg), -ENOENT);
	CHECK_MSG(strstr(msg, missing) != NULL, msg);
	CHECK(config_calibration_writable(missing, msg, sizeof msg) < 0 && strstr(msg, missing));
	CHECK_INT(config_calibration_writable(path, msg, sizeof msg), 0);
	const float huge[6] = { 1e7f, 0, 0, 0, 1, 0 };
	CHECK(config_write_calibration(path, huge, msg, sizeof msg) < 0);
	f = fopen(path, "r");
	CHECK(fread(after, 1, sizeof after, f) == n && memcmp(before, after, n) == 0);
	fclose(f);
	/* The empty directory left at the temporary name since: it goes. */
	CHECK_INT(config_write_calibration(path, m, msg, sizeof msg), 0);
	CHECK(access(tmp, F_OK) != 0);
	static struct config_board loaded;
	struct config_error cerr;
	CHECK_MSG(config_load_file(&loaded, path, &cerr) == 0, cerr.message);
	CHECK(memcmp(loaded.touch.calibration.matrix, m, sizeof m) == 0);
	unlink(path);
	rmdir(dir);
}

int main(void)
{
	RUN(test_fit_recovers_known_distortions);
	RUN(test_fit_reports_residual_and_worst_point);
	RUN(test_fit_refuses_degenerate_input);
	RUN(test_screen_takes_five_crosses_then_checks);
	RUN(test_screen_redo_slide_and_extra_finger);
	RUN(test_screen_refuses_a_bad_fit);
	RUN(test_screen_buttons_use_the_new_matrix);
	RUN(test_round_trip_every_rotation_and_flag);
	RUN(test_write_failure_keeps_the_file);
	return check_finish();
}
