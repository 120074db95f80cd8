/* The lobby's state and touches: the rows and sentences the shell gives
 * it, the buttons a finger presses, the invitation asked in a dialog. */
#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"
#include "ui/kit/button.h"
#include "ui/kit/screen.h"
#include "ui/lobby/lobby_int.h"

int lobby_init(struct lobby *l, const struct lobby_options *opt)
{
	memset(l, 0, sizeof *l);
	l->opt = *opt;
	if (l->opt.scale <= 0.0f)
		l->opt.scale = 1.0f;
	if (opt->width < 240 || opt->height < 240)
		return -1;
	l->theme = theme_or_classic(opt->theme);
	struct gesture_config gc = gesture_config_default(l->opt.scale);
	if (opt->drag_threshold > 0)
		gc.drag_threshold_px = gesture_threshold_scaled(opt->drag_threshold, l->opt.scale);
	gc.long_press_ms = 0;
	gesture_init(&l->gesture, &gc);
	damage_init(&l->pending, opt->width, opt->height);
	l->pressed = LOBBY_ITEM_NONE;
	l->chosen = -1;
	lobby_layout(l);
	lobby_invalidate(l);
	return 0;
}

void lobby_invalidate(struct lobby *l)
{
	damage_add_all(&l->pending);
}

static struct rect target_rect(const struct lobby *l, int t);

void lobby_set_rows(struct lobby *l, const struct lobby_row *rows, int n)
{
	l->row_count = n < 0 ? 0 : n > LOBBY_ROWS_MAX ? LOBBY_ROWS_MAX : n;
	memcpy(l->rows, rows, (size_t)l->row_count * sizeof rows[0]);
	lobby_layout(l);
	/* A finger on a button stays on it when the list is refreshed under
	 * it (another kiosk's presence came), unless the button went. */
	if (rect_is_empty(target_rect(l, l->pressed)))
		l->pressed = LOBBY_ITEM_NONE;
	lobby_invalidate(l);
}

void lobby_set_title(struct lobby *l, const char *text)
{
	snprintf(l->title, sizeof l->title, "%s", text);
	damage_add(&l->pending, l->title_r);
}

void lobby_set_notice(struct lobby *l, const char *text)
{
	if (strcmp(l->notice, text) == 0)
		return;
	snprintf(l->notice, sizeof l->notice, "%s", text);
	damage_add(&l->pending, l->notice_r);
}

void lobby_set_waiting(struct lobby *l, bool waiting)
{
	if (l->waiting == waiting)
		return;
	l->waiting = waiting;
	lobby_layout(l);
	lobby_invalidate(l);
}

void lobby_set_refusing(struct lobby *l, bool refusing)
{
	l->refusing = refusing;
	damage_add(&l->pending, l->item[LOBBY_ITEM_REFUSE]);
}

static void question_text(struct dialog_text *t, const char *from, const char *what)
{
	*t = (struct dialog_text){ .title = from, .text = what, .cancel = "Decline", .confirm = "Accept" };
}

void lobby_ask(struct lobby *l, const char *from, const char *what)
{
	struct dialog_text t;
	question_text(&t, from, what);
	dialog_open(&l->dialog, 0, &t, l->opt.width, l->opt.height, l->opt.scale, 0, l->now, &l->pending);
}

void lobby_question_place(const struct lobby *l, struct dialog *d)
{
	dialog_place(d, l->opt.width, l->opt.height, l->opt.scale, 0, 0);
}

void lobby_close_question(struct lobby *l)
{
	if (l->dialog.open)
		dialog_close(&l->dialog, &l->pending);
}

bool lobby_asking(const struct lobby *l)
{
	return l->dialog.open;
}

/* What is under a finger: an item, or 100 + 2 * row (+1 for Reversi). */
static int target_at(const struct lobby *l, int x, int y)
{
	int item = button_at(l->item, LOBBY_ITEM_COUNT, x, y);
	if (item >= 0)
		return item;
	int first, n;
	lobby_page_rows(l, &first, &n);
	for (int i = first; i < first + n; i++) {
		if (rect_contains(l->words_b[i], x, y))
			return 100 + 2 * i;
		if (rect_contains(l->reversi_b[i], x, y))
			return 101 + 2 * i;
	}
	return LOBBY_ITEM_NONE;
}

static struct rect target_rect(const struct lobby *l, int t)
{
	if (t >= 0 && t < LOBBY_ITEM_COUNT)
		return l->item[t];
	if (t >= 100)
		return (t & 1) ? l->reversi_b[(t - 100) / 2] : l->words_b[(t - 100) / 2];
	return rect_make(0, 0, 0, 0);
}

static void set_pressed(struct lobby *l, int t)
{
	if (t == l->pressed)
		return;
	damage_add(&l->pending, target_rect(l, l->pressed));
	damage_add(&l->pending, target_rect(l, t));
	l->pressed = t;
}

static enum lobby_action activate(struct lobby *l, int t)
{
	switch (t) {
	case LOBBY_ITEM_BACK:
		return LOBBY_BACK;
	case LOBBY_ITEM_REFUSE:
		lobby_set_refusing(l, !l->refusing);
		return LOBBY_REFUSE;
	case LOBBY_ITEM_MORE:
		l->page++;
		lobby_layout(l);
		lobby_invalidate(l);
		return LOBBY_NONE;
	case LOBBY_ITEM_CANCEL:
		return LOBBY_CANCEL;
	default:
		break;
	}
	if (t < 100)
		return LOBBY_NONE;
	l->chosen = (t - 100) / 2;
	return (t & 1) ? LOBBY_INVITE_REVERSI : LOBBY_INVITE_WORDS;
}

static enum lobby_action on_dialog(struct lobby *l, const struct gesture *ge)
{
	if (ge->type == GESTURE_PRESS) {
		dialog_press(&l->dialog, ge->x, ge->y, ge->time_ms, &l->pending);
		return LOBBY_NONE;
	}
	if (ge->type != GESTURE_TAP) {
		dialog_release(&l->dialog, &l->pending);
		return LOBBY_NONE;
	}
	enum dialog_answer a = dialog_tap(&l->dialog, ge->x, ge->y, &l->pending);
	return a == DIALOG_CONFIRM ? LOBBY_ACCEPT : a == DIALOG_CANCEL ? LOBBY_DECLINE : LOBBY_NONE;
}

enum lobby_action lobby_handle_event(struct lobby *l, const struct pointer_event *ev)
{
	struct gesture out[GESTURE_MAX_OUT];
	enum lobby_action action = LOBBY_NONE;
	l->now = ev->time_ms;
	int n = gesture_feed(&l->gesture, ev, out);
	for (int i = 0; i < n; i++) {
		if (l->dialog.open) {
			enum lobby_action a = on_dialog(l, &out[i]);
			action = a != LOBBY_NONE ? a : action;
			continue;
		}
		if (out[i].type == GESTURE_PRESS) {
			set_pressed(l, target_at(l, out[i].x, out[i].y));
		} else if (out[i].type == GESTURE_TAP) {
			int t = l->pressed;
			set_pressed(l, LOBBY_ITEM_NONE);
			if (t != LOBBY_ITEM_NONE)
				action = activate(l, t);
		} else {
			set_pressed(l, LOBBY_ITEM_NONE);
		}
	}
	return action;
}

bool lobby_wants_frame(const struct lobby *l)
{
	return l->pending.count > 0;
}

void lobby_render(struct lobby *l, struct canvas *c, struct damage *damage)
{
	screen_render_pending(&l->pending, lobby_paint, l, c, damage);
}

void lobby_render_full(struct lobby *l, struct canvas *c)
{
	lobby_paint(l, c, NULL);
}
