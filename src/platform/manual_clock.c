#include "platform/manual_clock.h"

#include <string.h>

void manual_clock_init(struct manual_clock *c, uint32_t start_ms)
{
	memset(c, 0, sizeof *c);
	c->now = start_ms;
}

static uint32_t clock_now(void *ctx)
{
	struct manual_clock *c = ctx;
	return c->now;
}

static void clock_arm(void *ctx, bool armed, uint32_t when_ms)
{
	struct manual_clock *c = ctx;
	c->armed = armed;
	c->deadline = when_ms;
}

static void clock_wake(void *ctx)
{
	struct manual_clock *c = ctx;
	__atomic_store_n(&c->woken, true, __ATOMIC_SEQ_CST);
}

struct app_clock manual_clock_app(struct manual_clock *c)
{
	/* No wall clock: a scripted run is the same whenever it runs. */
	return (struct app_clock){ clock_now, clock_arm, clock_wake, NULL, c, NULL };
}

void manual_clock_advance(struct manual_clock *c, struct app *app, uint32_t t)
{
	/* Modulo 2^32, like every deadline. */
	while (c->armed && (int32_t)(c->deadline - t) <= 0) {
		if ((int32_t)(c->deadline - c->now) > 0)
			c->now = c->deadline;
		app_tick(app);
		/* A deadline that did not move would repeat for ever. */
		if (!c->armed || c->deadline == c->now)
			break;
	}
	c->now = t;
}
