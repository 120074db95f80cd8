#include "app/idle.h"

#include <string.h>

void idle_init(struct idle *i, const struct idle_rules *rules, uint32_t now)
{
	memset(i, 0, sizeof *i);
	i->rules = *rules;
	i->last_touch = now;
}

bool idle_taken(const struct idle *i, enum idle_step step)
{
	return i->done >> step & 1;
}

/* What a touch only wakes: a dark screen, an attract game.  (Covered racks
 * take their tap themselves: it shows the rack, it plays nothing.) */
static bool sleeping(const struct idle *i)
{
	return idle_taken(i, IDLE_BLANK) || idle_taken(i, IDLE_ATTRACT);
}

static bool lifts(const struct pointer_event *ev)
{
	return ev->type == POINTER_UP || ev->type == POINTER_CANCEL;
}

bool idle_touch(struct idle *i, const struct pointer_event *ev, bool *woke)
{
	*woke = false;
	/* A DOWN begins a new touch, whatever became of the last one's lift. */
	if (ev->type == POINTER_DOWN)
		i->touch = IDLE_TOUCH_NONE;
	if (i->touch == IDLE_TOUCH_VOID) {
		/* Dropped, and no sign of anyone: a cup left on the panel
		 * must neither keep the kiosk lit nor undo the steps taken
		 * under it. */
		if (lifts(ev))
			i->touch = IDLE_TOUCH_NONE;
		return false;
	}
	if (i->touch == IDLE_TOUCH_WAKING) {
		i->last_touch = ev->time_ms;
		if (lifts(ev))
			i->touch = IDLE_TOUCH_NONE;
		return false;
	}
	if (sleeping(i)) {
		/* Only a new touch wakes: a move or a lift of one the screens
		 * never had is nothing. */
		if (ev->type != POINTER_DOWN)
			return false;
		*woke = true;
		i->touch = IDLE_TOUCH_WAKING;
		i->last_touch = ev->time_ms;
		i->done = 0;
		return false;
	}
	/* Someone is there: every rule counts from now (a question on screen
	 * stays until it is answered: that is the screen's). */
	i->last_touch = ev->time_ms;
	i->done = 0;
	if (ev->type == POINTER_DOWN)
		i->touch = IDLE_TOUCH_SCREENS;
	else if (lifts(ev))
		i->touch = IDLE_TOUCH_NONE;
	return true;
}

/* A finished game's table stays as long as racks stay uncovered (Reversi:
 * the result is seen at a glance), or, for the Words standings and their
 * QR code to take home, as long as a game stays unasked; the other when
 * that one is 0. */
static uint32_t clear_delay(const struct idle_rules *r, enum idle_scene scene)
{
	uint32_t first = scene == IDLE_SCENE_OVER_STANDINGS ? r->ask_ms : r->cover_ms;
	uint32_t other = scene == IDLE_SCENE_OVER_STANDINGS ? r->cover_ms : r->ask_ms;
	return first ? first : other;
}

/* The time of a step: the last touch plus its delay (the offer runs from
 * the parking); 0 delay: never. */
static bool due_at(const struct idle *i, enum idle_step step, enum idle_scene scene, uint32_t *when)
{
	uint32_t delay = 0;
	switch (step) {
	case IDLE_COVER:
		delay = i->rules.cover_ms;
		break;
	case IDLE_ASK:
		delay = i->rules.ask_ms;
		break;
	case IDLE_PARK:
		/* Only after the question, and only as long after it. */
		delay = i->rules.ask_ms && i->rules.park_ms ? i->rules.ask_ms + i->rules.park_ms : 0;
		break;
	case IDLE_ATTRACT:
		delay = i->rules.attract_ms;
		break;
	case IDLE_DROP_KEPT:
		delay = i->rules.offer_ms;
		break;
	case IDLE_CLEAR:
		delay = clear_delay(&i->rules, scene);
		break;
	case IDLE_BLANK:
		delay = i->rules.blank_ms;
		break;
	default:
		break;
	}
	*when = i->last_touch + delay;
	return delay != 0;
}

static bool applies(const struct idle *i, enum idle_step step, enum idle_scene scene)
{
	if (idle_taken(i, step) || idle_taken(i, IDLE_BLANK))
		return false;
	switch (step) {
	case IDLE_COVER:
	case IDLE_ASK:
		return scene == IDLE_SCENE_GAME;
	case IDLE_PARK:
		return scene == IDLE_SCENE_GAME && idle_taken(i, IDLE_ASK);
	case IDLE_ATTRACT:
		return scene == IDLE_SCENE_TITLE;
	case IDLE_DROP_KEPT:
		return scene == IDLE_SCENE_TITLE_KEPT;
	case IDLE_CLEAR:
		return scene == IDLE_SCENE_OVER || scene == IDLE_SCENE_OVER_STANDINGS;
	case IDLE_BLANK:
		return true;
	default:
		return false;
	}
}

bool idle_next(const struct idle *i, enum idle_scene scene, enum idle_step *step, uint32_t *when)
{
	bool any = false;
	for (int s = IDLE_COVER; s < IDLE_STEPS; s++) {
		uint32_t t;
		if (!applies(i, (enum idle_step)s, scene) || !due_at(i, (enum idle_step)s, scene, &t))
			continue;
		/* The earliest, modulo 2^32 from the last touch. */
		if (!any || (int32_t)(t - *when) < 0) {
			*when = t;
			*step = (enum idle_step)s;
			any = true;
		}
	}
	return any;
}

bool idle_nobody(const struct idle *i)
{
	return idle_taken(i, IDLE_ASK) || idle_taken(i, IDLE_PARK) || idle_taken(i, IDLE_BLANK);
}

bool idle_drop_touch(struct idle *i)
{
	if (i->touch != IDLE_TOUCH_SCREENS)
		return false;
	i->touch = IDLE_TOUCH_VOID;
	return true;
}

bool idle_took(struct idle *i, enum idle_step step, uint32_t now)
{
	/* Whatever is down now was down before the step: it is void (a
	 * finger that moves on, or lifts, acts on a screen it never saw). */
	bool screens_had_it = i->touch == IDLE_TOUCH_SCREENS;
	if (i->touch != IDLE_TOUCH_NONE)
		i->touch = IDLE_TOUCH_VOID;
	i->done |= 1u << step;
	/* The title's own rules count from the parking or the clearing. */
	if (step == IDLE_PARK || step == IDLE_CLEAR) {
		i->done = 1u << step;
		i->last_touch = now;
	}
	return screens_had_it;
}
