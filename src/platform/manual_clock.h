/* A clock that moves only when told: tessera-headless's scripts and the
 * benchmarks' recorded streams set the time, and the app's deadlines run
 * as the time passes them, so a run is the same every time. */
#ifndef TESSERA_PLATFORM_MANUAL_CLOCK_H
#define TESSERA_PLATFORM_MANUAL_CLOCK_H

#include <stdbool.h>
#include <stdint.h>

#include "app/app.h"

struct manual_clock {
	uint32_t now;
	bool armed;		/* the app asked for app_tick at deadline */
	uint32_t deadline;
	bool woken;		/* a worker asked for app_wake */
};

void manual_clock_init(struct manual_clock *c, uint32_t start_ms);

/* The app's view of it (worker_ms: none, the workers think untimed; no
 * wall clock). */
struct app_clock manual_clock_app(struct manual_clock *c);

/* Moves the time on to t, calling app_tick at each deadline on the way. */
void manual_clock_advance(struct manual_clock *c, struct app *app, uint32_t t);

#endif
