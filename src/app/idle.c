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

bool idle_touch(struct idle *i, const struct pointer_event *ev, bool *woke)
{
	*woke = false;
	i->last_touch = ev->time_ms;
	if (i->swallowing) {
		i->swallowing = ev->type != POINTER_UP;
		return false;
	}
	if (ev->type == POINTER_DOWN && sleeping(i)) {
		*woke = true;
		i->swallowing = true;
		i->done = 0;
		return false;
	}
	/* Someone is there: every rule counts from now (a question on screen
	 * stays until it is answered: that is the screen's). */
	i->done = 0;
	return true;
}

/* The time of a step: the last touch plus its delay (the offer runs from
 * the parking); 0 delay: never. */
static bool due_at(const struct idle *i, enum idle_step step, uint32_t *when)
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
		if (!applies(i, (enum idle_step)s, scene) || !due_at(i, (enum idle_step)s, &t))
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

void idle_took(struct idle *i, enum idle_step step, uint32_t now)
{
	i->done |= 1u << step;
	/* The title's own rules count from the parking. */
	if (step == IDLE_PARK) {
		i->done = 1u << IDLE_PARK;
		i->last_touch = now;
	}
}
