#include "ui/calib/calib.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx/draw.h"
#include "gfx/font.h"
#include "ui/kit/button.h"

static const char *const button_text[CALIB_BUTTON_COUNT] = { "Retry", "Cancel", "Save" };

static int scaled(const struct calib *c, int px)
{
	return (int)lroundf((float)px * c->opt.scale);
}

static int min_side(const struct calib *c)
{
	return c->opt.width < c->opt.height ? c->opt.width : c->opt.height;
}

static void show_prompt(struct calib *c, const char *text)
{
	snprintf(c->message, sizeof c->message, "%s", text);
	c->dirty = true;
}

void calib_restart(struct calib *c)
{
	c->phase = CALIB_PHASE_TARGETS;
	c->point = 0;
	c->down = false;
	c->pressed = -1;
	c->dot = false;
	c->dirty = true;
}

int calib_init(struct calib *c, const struct calib_options *opt)
{
	memset(c, 0, sizeof *c);
	c->opt = *opt;
	c->theme = theme_or_classic(opt->theme);
	if (c->opt.scale <= 0)
		c->opt.scale = 1;
	int w = c->opt.width, h = c->opt.height;
	if (w < 240 || h < 240)
		return -1;
	if (c->opt.max_error_px <= 0) {
		/* A finger is not a stylus: a twelfth of the short side (40
		 * px at 480, 26 at 320: about 4 mm on a 3.5" panel), never
		 * under 16.  Measured as each touch's distance from where the
		 * other touches put it (see finish_targets). */
		c->opt.max_error_px = min_side(c) / 12 > 16 ? min_side(c) / 12 : 16;
	}
	/* Corners inset by an eighth (the edges of resistive panels are the
	 * least linear), in the order a hand moves round, then the centre. */
	int ix = w / 8, iy = h / 8;
	const int xy[CALIB_POINTS][2] = { { ix, iy }, { w - 1 - ix, iy }, { w - 1 - ix, h - 1 - iy },
					  { ix, h - 1 - iy }, { w / 2, h / 2 } };
	memcpy(c->target, xy, sizeof xy);
	/* The check screen's buttons: one row in the band between the centre
	 * cross and the lower ones, so every cross stays visible to try. */
	int arm = min_side(c) / 12, gap = scaled(c, 12);
	int band_top = h / 2 + arm, band_bottom = h - 1 - iy - arm;
	int bh = scaled(c, 56), bw = (w - 4 * gap) / 3;
	if (bh > band_bottom - band_top - 8)
		bh = band_bottom - band_top - 8;
	for (int i = 0; i < CALIB_BUTTON_COUNT; i++)
		c->buttons[i] = rect_make(gap + i * (bw + gap), (band_top + band_bottom - bh) / 2, bw, bh);
	calib_restart(c);
	show_prompt(c, "Touch the centre of each cross, then lift your finger");
	return 0;
}

enum calib_phase calib_phase(const struct calib *c)
{
	return c->phase;
}

void calib_apply(const struct calib *c, double raw_x, double raw_y, double *x, double *y)
{
	double sx = c->opt.width - 1, sy = c->opt.height - 1;
	calib_fit_apply(c->fit.m, raw_x / sx, raw_y / sy, x, y);
	*x *= sx;
	*y *= sy;
}

/* All five taken: fit, and judge the fit by how far the touches disagree
 * with it, in pixels. */
static void finish_targets(struct calib *c)
{
	double sx = c->opt.width - 1, sy = c->opt.height - 1;
	double from[CALIB_POINTS][2], to[CALIB_POINTS][2];
	for (int i = 0; i < CALIB_POINTS; i++) {
		from[i][0] = c->touched[i][0] / sx;
		from[i][1] = c->touched[i][1] / sy;
		to[i][0] = c->target[i][0] / sx;
		to[i][1] = c->target[i][1] / sy;
	}
	struct calib_fit fit;
	calib_restart(c);
	if (calib_fit_affine(from, to, CALIB_POINTS, &fit)) {
		show_prompt(c, "Those touches were all in one place or on one line. Touch each cross again");
		return;
	}
	/* Judge each touch against where the others put it (the residual
	 * over 1 - leverage): plain residuals hide a bad corner. */
	double worst = 0;
	for (int i = 0; i < CALIB_POINTS; i++) {
		double x, y, h = calib_fit_leverage(from, CALIB_POINTS, i);
		calib_fit_apply(fit.m, from[i][0], from[i][1], &x, &y);
		double d = hypot((x - to[i][0]) * sx, (y - to[i][1]) * sy) / (h < 0.99 ? 1 - h : 0.01);
		if (d > worst)
			worst = d;
	}
	if (worst > c->opt.max_error_px) {
		snprintf(c->message, sizeof c->message,
			 "The touches disagree by %.0f pixels (%d at most). Touch each cross again", worst,
			 c->opt.max_error_px);
		return;
	}
	c->fit = fit;
	c->error_px = worst;
	c->phase = CALIB_PHASE_CHECK;
	snprintf(c->message, sizeof c->message, "Touch anywhere: the red dot should be under your finger");
}

/* A finished press on the cross screen. */
static void take_point(struct calib *c, const struct pointer_event *up)
{
	uint32_t held = up->time_ms - c->down_ms;
	if (held >= CALIB_BACK_MS) {
		if (c->point > 0) {
			c->point--;
			snprintf(c->message, sizeof c->message, "Back to cross %d: touch it again", c->point + 1);
		} else {
			show_prompt(c, "Touch the centre of each cross, then lift your finger");
		}
		c->dirty = true;
		return;
	}
	if (c->slid) {
		show_prompt(c, "Your finger slid: hold it still on the cross and touch again");
		return;
	}
	c->touched[c->point][0] = (double)c->sum_x / c->samples;
	c->touched[c->point][1] = (double)c->sum_y / c->samples;
	c->point++;
	c->dirty = true;
	if (c->point == CALIB_POINTS) {
		finish_targets(c);
		return;
	}
	snprintf(c->message, sizeof c->message, "Cross %d of %d (hold %.1f s to go back one)", c->point + 1,
		 CALIB_POINTS, CALIB_BACK_MS / 1000.0);
}

static void check_event(struct calib *c, const struct pointer_event *ev)
{
	double x, y;
	calib_apply(c, ev->x, ev->y, &x, &y);
	c->dot = true;
	c->dot_x = (int)lround(x);
	c->dot_y = (int)lround(y);
	c->dirty = true;
	int b = button_at(c->buttons, CALIB_BUTTON_COUNT, c->dot_x, c->dot_y);
	if (ev->type == POINTER_DOWN) {
		c->pressed = b;
		return;
	}
	if (ev->type == POINTER_MOVE) {
		if (b != c->pressed)
			c->pressed = -1;	/* slid off: no tap */
		return;
	}
	int pressed = c->pressed;
	c->pressed = -1;
	if (b < 0 || b != pressed)
		return;
	switch ((enum calib_button)b) {
	case CALIB_BUTTON_RETRY:
		calib_restart(c);
		show_prompt(c, "Again: touch the centre of each cross, then lift your finger");
		break;
	case CALIB_BUTTON_CANCEL:
		c->phase = CALIB_PHASE_CANCELLED;
		show_prompt(c, "Cancelled: nothing was written");
		break;
	case CALIB_BUTTON_SAVE:
		c->phase = CALIB_PHASE_SAVING;
		show_prompt(c, "Saving...");
		break;
	case CALIB_BUTTON_COUNT:
		break;
	}
}

void calib_handle_event(struct calib *c, const struct pointer_event *ev)
{
	if (ev->type == POINTER_CANCEL) {
		/* Forgotten: no point taken, no button pressed. */
		c->down = false;
		c->pressed = -1;
		c->dirty = true;
		return;
	}
	if (ev->type == POINTER_DOWN) {
		if (c->down)
			return;	/* another finger: the first one counts */
		c->down = true;
		c->down_ms = ev->time_ms;
		c->first_x = ev->x;
		c->first_y = ev->y;
		c->sum_x = c->sum_y = 0;
		c->samples = 0;
		c->slid = false;
	} else if (!c->down) {
		return;	/* a move or lift without a press we saw */
	}
	if (ev->type == POINTER_UP)
		c->down = false;
	switch (c->phase) {
	case CALIB_PHASE_TARGETS: {
		/* Further than this from where the press began is a slide,
		 * not a touch of the cross. */
		int slide = min_side(c) / 16;
		if (abs(ev->x - c->first_x) > slide || abs(ev->y - c->first_y) > slide)
			c->slid = true;
		c->sum_x += ev->x;
		c->sum_y += ev->y;
		c->samples++;
		if (ev->type == POINTER_UP)
			take_point(c, ev);
		break;
	}
	case CALIB_PHASE_CHECK:
		check_event(c, ev);
		break;
	case CALIB_PHASE_SAVED:
		if (ev->type == POINTER_UP) {
			c->phase = CALIB_PHASE_FINISHED;
			c->dirty = true;
		}
		break;
	case CALIB_PHASE_SAVING:
	case CALIB_PHASE_FINISHED:
	case CALIB_PHASE_CANCELLED:
		break;
	}
}

void calib_save_done(struct calib *c, int err, const char *message)
{
	if (c->phase != CALIB_PHASE_SAVING)
		return;
	c->dirty = true;
	if (!err) {
		c->phase = CALIB_PHASE_SAVED;
		snprintf(c->message, sizeof c->message, "Saved in %s. Touch the screen to finish", message);
		return;
	}
	c->phase = CALIB_PHASE_CHECK;
	snprintf(c->message, sizeof c->message, "Not saved: %s", message);
}

bool calib_wants_frame(const struct calib *c)
{
	return c->dirty;
}

/* A cross with a ring round it: big enough to aim a finger at. */
static void paint_cross(struct calib *c, struct canvas *cv, int x, int y, bool current)
{
	int arm = min_side(c) / 12, thick = scaled(c, 3) > 1 ? scaled(c, 3) : 1;
	uint32_t col = current ? c->theme->calib.cross : c->theme->calib.cross_done;
	if (current) {
		int r = arm * 2 / 3;
		canvas_fill_round_rect(cv, NULL, rect_make(x - r, y - r, 2 * r + 1, 2 * r + 1), r,
				       c->theme->table.accent, 255);
		r -= thick;
		canvas_fill_round_rect(cv, NULL, rect_make(x - r, y - r, 2 * r + 1, 2 * r + 1), r,
				       c->theme->table.background, 255);
	}
	canvas_fill_rect(cv, NULL, rect_make(x - arm, y - thick / 2, 2 * arm + 1, thick), col);
	canvas_fill_rect(cv, NULL, rect_make(x - thick / 2, y - arm, thick, 2 * arm + 1), col);
}

static void paint_button(struct calib *c, struct canvas *cv, int i)
{
	struct rect r = c->buttons[i];
	struct button b = {
		.rect = r,
		.radius = r.h / 5,
		.role = i == CALIB_BUTTON_SAVE ? BUTTON_PRIMARY : BUTTON_PLAIN,
		.pressed = c->pressed == i,
		.label = button_text[i],
		.font = font_pick(r.h * 2 / 5),
	};
	button_paint(cv, NULL, c->theme, &b);
}

/* Draws one line centred across the screen below y; returns the y below it. */
static int paint_message(struct calib *c, struct canvas *cv, const char *text, int y, uint32_t color)
{
	int w = c->opt.width, margin = scaled(c, 8);
	const struct font *f = font_fit(font_pick(scaled(c, 20)), text, w - 2 * margin);
	font_draw_centered(cv, NULL, f, rect_make(margin, y, w - 2 * margin, f->line_height), text, color);
	return y + f->line_height + scaled(c, 4);
}

void calib_render_full(struct calib *c, struct canvas *cv)
{
	int w = c->opt.width, h = c->opt.height;
	canvas_fill_rect(cv, NULL, rect_make(0, 0, w, h), c->theme->table.background);
	/* Text sits between the upper crosses and the centre one. */
	int text_y = c->target[0][1] + min_side(c) / 12 + scaled(c, 6);
	switch (c->phase) {
	case CALIB_PHASE_TARGETS:
		for (int i = 0; i < c->point; i++)
			paint_cross(c, cv, c->target[i][0], c->target[i][1], false);
		paint_cross(c, cv, c->target[c->point][0], c->target[c->point][1], true);
		text_y = paint_message(c, cv, "Touch calibration", text_y, c->theme->table.text);
		break;
	case CALIB_PHASE_CHECK:
	case CALIB_PHASE_SAVING:
		for (int i = 0; i < CALIB_POINTS; i++)
			paint_cross(c, cv, c->target[i][0], c->target[i][1], false);
		for (int i = 0; i < CALIB_BUTTON_COUNT; i++)
			paint_button(c, cv, i);
		{
			char fit[64];
			long px = lround(c->error_px);
			snprintf(fit, sizeof fit, "Touches agree within %ld pixel%s", px, px == 1 ? "" : "s");
			text_y = paint_message(c, cv, fit, text_y, c->theme->table.text);
		}
		if (c->dot) {
			int r = scaled(c, 7);
			canvas_fill_round_rect(cv, NULL, rect_make(c->dot_x - r, c->dot_y - r, 2 * r + 1, 2 * r + 1), r,
					       c->theme->calib.dot, 255);
		}
		break;
	case CALIB_PHASE_SAVED:
	case CALIB_PHASE_FINISHED:
	case CALIB_PHASE_CANCELLED:
		text_y = paint_message(c, cv, c->phase == CALIB_PHASE_CANCELLED ? "Calibration cancelled"
					      : "Calibration saved", text_y, c->theme->table.text);
		break;
	}
	bool warn = strncmp(c->message, "Not saved", 9) == 0 || strstr(c->message, "again") != NULL;
	paint_message(c, cv, c->message, text_y, warn ? c->theme->table.warning : c->theme->table.text);
	c->dirty = false;
}

void calib_render(struct calib *c, struct canvas *cv, struct damage *damage)
{
	if (!c->dirty)
		return;
	calib_render_full(c, cv);
	damage_add_all(damage);
}
