/* The kiosk's idle rules: what happens as time passes without a touch (the
 * board config's [kiosk] section, docs/kiosk.md).  In a game the racks are
 * covered, then the table asks "Still playing?", then, unanswered, the game
 * is parked and the title comes back; a finished game's table gives way
 * to the title (nothing is kept); on the title screen a game kept
 * under the menu stays offered for a while, and with none a game plays
 * itself (the attract mode);
 * anywhere the screen goes dark at last.  A touch on a dark screen or the
 * attract mode only wakes it: the screens never see it (covered racks take
 * their tap themselves: it shows the rack and plays nothing).  A touch
 * that is down when a step is taken (a cup, a palm, a finger holding a
 * tile) is void from then on: the screens drop it, its moves and lift go
 * to no screen and count as no touch, and only a new touch wakes or plays.
 *
 * Pure timekeeping: the app says what is shown and does each step; this
 * says which step is next and when.  Times are milliseconds modulo 2^32. */
#ifndef TESSERA_APP_IDLE_H
#define TESSERA_APP_IDLE_H

#include <stdbool.h>
#include <stdint.h>

#include "input/pointer.h"

/* Milliseconds without a touch before each step; 0: never. */
struct idle_rules {
	uint32_t cover_ms, ask_ms, park_ms, offer_ms, attract_ms, blank_ms;
};

enum idle_step {
	IDLE_NOTHING,
	IDLE_COVER,		/* in a game: cover every rack */
	IDLE_ASK,		/* in a game: "Still playing?" */
	IDLE_PARK,		/* the question unanswered: save the game aside, show the title */
	IDLE_ATTRACT,		/* on the title: a game plays itself */
	IDLE_DROP_KEPT,		/* the offer to continue the game kept under the menu is over */
	IDLE_CLEAR,		/* a finished game's table: the title comes back, nothing kept */
	IDLE_BLANK,		/* the screen goes dark */
	IDLE_STEPS
};

/* What the screen shows, for the rules that depend on it. */
enum idle_scene {
	IDLE_SCENE_GAME,	/* a table with a game between people under way */
	IDLE_SCENE_TITLE,	/* the title screen or the menu */
	IDLE_SCENE_TITLE_KEPT,	/* ... with a game kept under it (Continue) */
	IDLE_SCENE_OVER,	/* a finished game on its table (Reversi's result) */
	IDLE_SCENE_OVER_STANDINGS,	/* ... Words' standings, with the record to take home */
	IDLE_SCENE_OTHER,	/* anything else (the lobby, calibration) */
};

/* The touch under way, if any, and whose it is. */
enum idle_touch {
	IDLE_TOUCH_NONE,	/* nothing down */
	IDLE_TOUCH_SCREENS,	/* down, and the screens have it */
	IDLE_TOUCH_WAKING,	/* it woke the screen: no screen's, until it lifts */
	IDLE_TOUCH_VOID,	/* down when a step was taken: no screen's, no touch at all */
};

struct idle {
	struct idle_rules rules;
	uint32_t last_touch;
	uint32_t done;		/* a bit per step taken since the last touch */
	enum idle_touch touch;
};

void idle_init(struct idle *i, const struct idle_rules *rules, uint32_t now);

/* A touch.  Returns true when the screens should have it; false when it
 * only woke a dark screen or the attract mode (*woke: this event did), or
 * is the rest of that touch, or of a void one.  A DOWN always begins a new
 * touch (one whose lift was lost ends there). */
bool idle_touch(struct idle *i, const struct pointer_event *ev, bool *woke);

/* The next step due for what the screen shows, and when: false for none. */
bool idle_next(const struct idle *i, enum idle_scene scene, enum idle_step *step, uint32_t *when);

/* The app took the step at now (parking and clearing restart the count:
 * the title's own rules run from then).  Returns true when the screens
 * had a touch down, now void: the app must cancel it there before the
 * step changes the screen (POINTER_CANCEL), so a tile held goes home and
 * nothing its lift would have done is done. */
bool idle_took(struct idle *i, enum idle_step step, uint32_t now);

/* The screens changed under the touch down without a step (the computer's
 * or the other table's move, a game's end, another screen): it is void as
 * after a step.  Returns true when the screens had it: the app must cancel
 * it there (POINTER_CANCEL), so its lift does not act on what it never
 * pressed. */
bool idle_drop_touch(struct idle *i);

/* The rules found nobody at the table: "Still playing?" asked, the game
 * put aside or the screen dark, and no touch since (for the other table
 * of a game across tables). */
bool idle_nobody(const struct idle *i);

/* Whether a step was taken since the last touch (the screen is dark:
 * IDLE_BLANK; the racks covered: IDLE_COVER). */
bool idle_taken(const struct idle *i, enum idle_step step);

#endif
