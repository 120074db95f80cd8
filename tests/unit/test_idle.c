/* The idle rules' timekeeping: which step is next and when, for what the
 * screen shows; a touch restarts the count; a touch on a dark or covered
 * screen only wakes it, and the rest of that touch is eaten too; a touch
 * down when a step is taken is void; the parked game's offer runs from
 * the parking. */
#include "app/idle.h"
#include "check.h"

/* The board config's defaults, in ms: cover 90 s, ask 600 s, park 60 s
 * after the question, offer 900 s, attract 120 s, blank 1800 s. */
static const struct idle_rules kiosk = { 90000, 600000, 60000, 900000, 120000, 1800000 };

static struct pointer_event touch(enum pointer_type type, uint32_t t)
{
	return (struct pointer_event){ type, 10, 10, t };
}

static void expect_next(const struct idle *i, enum idle_scene scene, enum idle_step step, uint32_t when)
{
	enum idle_step s = IDLE_NOTHING;
	uint32_t w = 0;
	CHECK(idle_next(i, scene, &s, &w));
	CHECK_INT(s, step);
	CHECK_INT(w, when);
}

/* In a game: cover, then ask, then park, then (on the title) attract and
 * the offer's end, and the dark screen last. */
static void test_steps_of_a_game(void)
{
	struct idle i;
	idle_init(&i, &kiosk, 1000);
	expect_next(&i, IDLE_SCENE_GAME, IDLE_COVER, 91000);
	idle_took(&i, IDLE_COVER, 91000);
	CHECK(idle_taken(&i, IDLE_COVER));
	expect_next(&i, IDLE_SCENE_GAME, IDLE_ASK, 601000);
	idle_took(&i, IDLE_ASK, 601000);
	expect_next(&i, IDLE_SCENE_GAME, IDLE_PARK, 661000);
	idle_took(&i, IDLE_PARK, 661000);
	/* The title now, the game kept under it: the offer counts from the
	 * parking; then, with the game dropped, the attract mode. */
	expect_next(&i, IDLE_SCENE_TITLE_KEPT, IDLE_DROP_KEPT, 1561000);
	idle_took(&i, IDLE_DROP_KEPT, 1561000);
	expect_next(&i, IDLE_SCENE_TITLE, IDLE_ATTRACT, 781000);
	idle_took(&i, IDLE_ATTRACT, 1561000);
	expect_next(&i, IDLE_SCENE_TITLE, IDLE_BLANK, 661000 + 1800000);
	idle_took(&i, IDLE_BLANK, 2461000);
	/* Dark: nothing more is due. */
	enum idle_step s;
	uint32_t w;
	CHECK(!idle_next(&i, IDLE_SCENE_TITLE, &s, &w));
}

/* Nobody at the table (for the other table of a game across tables):
 * from the question, through the parking, on the dark screen; not with
 * the racks only covered (a player thinking); a touch, also one that
 * only wakes the dark screen, says someone is there again. */
static void test_nobody_at_the_table(void)
{
	struct idle i;
	bool woke;
	idle_init(&i, &kiosk, 0);
	CHECK(!idle_nobody(&i));
	idle_took(&i, IDLE_COVER, 90000);
	CHECK(!idle_nobody(&i));
	idle_took(&i, IDLE_ASK, 600000);
	CHECK(idle_nobody(&i));
	struct pointer_event down = touch(POINTER_DOWN, 610000), up = touch(POINTER_UP, 610100);
	CHECK(idle_touch(&i, &down, &woke));
	CHECK(!idle_nobody(&i));
	idle_touch(&i, &up, &woke);
	idle_took(&i, IDLE_ASK, 1210100);
	idle_took(&i, IDLE_PARK, 1270100);
	CHECK(idle_nobody(&i));
	idle_took(&i, IDLE_BLANK, 3070100);
	CHECK(idle_nobody(&i));
	down = touch(POINTER_DOWN, 3080000);
	CHECK(!idle_touch(&i, &down, &woke) && woke);
	CHECK(!idle_nobody(&i));
	/* The dark screen alone (a kiosk that never asks). */
	idle_init(&i, &kiosk, 0);
	idle_took(&i, IDLE_BLANK, 1800000);
	CHECK(idle_nobody(&i));
}

/* The title screen has no racks to cover and no game to park; another
 * screen (the lobby) only goes dark. */
static void test_scenes(void)
{
	struct idle i;
	idle_init(&i, &kiosk, 0);
	expect_next(&i, IDLE_SCENE_TITLE, IDLE_ATTRACT, 120000);
	expect_next(&i, IDLE_SCENE_OTHER, IDLE_BLANK, 1800000);
	/* Park only after the question. */
	struct idle_rules no_ask = kiosk;
	no_ask.ask_ms = 0;
	no_ask.cover_ms = 0;
	idle_init(&i, &no_ask, 0);
	expect_next(&i, IDLE_SCENE_GAME, IDLE_BLANK, 1800000);
	/* Every rule off: nothing, ever. */
	struct idle_rules none = { 0 };
	idle_init(&i, &none, 0);
	enum idle_step s;
	uint32_t w;
	CHECK(!idle_next(&i, IDLE_SCENE_GAME, &s, &w));
}

/* A finished game's table gives way to the title: Reversi's result when
 * racks would be covered, the Words standings (the record's QR code) when
 * the question would come; either on the other key when its own is 0.
 * The title's rules count from then. */
static void test_finished_game(void)
{
	struct idle i;
	idle_init(&i, &kiosk, 1000);
	expect_next(&i, IDLE_SCENE_OVER, IDLE_CLEAR, 91000);
	expect_next(&i, IDLE_SCENE_OVER_STANDINGS, IDLE_CLEAR, 601000);
	idle_took(&i, IDLE_CLEAR, 601000);
	expect_next(&i, IDLE_SCENE_TITLE, IDLE_ATTRACT, 721000);
	struct idle_rules rules = kiosk;
	rules.cover_ms = 0;
	idle_init(&i, &rules, 0);
	expect_next(&i, IDLE_SCENE_OVER, IDLE_CLEAR, 600000);
	rules = kiosk;
	rules.ask_ms = 0;
	idle_init(&i, &rules, 0);
	expect_next(&i, IDLE_SCENE_OVER_STANDINGS, IDLE_CLEAR, 90000);
	/* Nothing else is done to a finished game: no cover, no question. */
	rules.cover_ms = 0;
	idle_init(&i, &rules, 0);
	expect_next(&i, IDLE_SCENE_OVER_STANDINGS, IDLE_BLANK, 1800000);
}

/* A touch restarts the count; on a dark screen or the attract mode the
 * whole touch (down, moves, up) only wakes it; covered racks get theirs. */
static void test_touches(void)
{
	struct idle i;
	bool woke;
	idle_init(&i, &kiosk, 0);
	struct pointer_event ev = touch(POINTER_DOWN, 50000);
	CHECK(idle_touch(&i, &ev, &woke));
	CHECK(!woke);
	expect_next(&i, IDLE_SCENE_GAME, IDLE_COVER, 140000);
	idle_took(&i, IDLE_COVER, 140000);
	ev = touch(POINTER_DOWN, 145000);
	CHECK(idle_touch(&i, &ev, &woke));	/* the covered rack takes it */
	CHECK(!woke && !idle_taken(&i, IDLE_COVER));
	ev = touch(POINTER_UP, 145100);
	CHECK(idle_touch(&i, &ev, &woke));
	idle_took(&i, IDLE_ATTRACT, 146000);
	ev = touch(POINTER_DOWN, 150000);
	CHECK(!idle_touch(&i, &ev, &woke));
	CHECK(woke);
	CHECK(!idle_taken(&i, IDLE_ATTRACT));
	ev = touch(POINTER_MOVE, 150016);
	CHECK(!idle_touch(&i, &ev, &woke));
	CHECK(!woke);
	ev = touch(POINTER_UP, 150032);
	CHECK(!idle_touch(&i, &ev, &woke));
	/* The next touch plays. */
	ev = touch(POINTER_DOWN, 151000);
	CHECK(idle_touch(&i, &ev, &woke));
	expect_next(&i, IDLE_SCENE_GAME, IDLE_COVER, 241000);
	/* A dark screen wakes the same way. */
	idle_took(&i, IDLE_BLANK, 300000);
	ev = touch(POINTER_DOWN, 310000);
	CHECK(!idle_touch(&i, &ev, &woke));
	CHECK(woke && !idle_taken(&i, IDLE_BLANK));
}

/* A touch down when a step is taken is void, whatever the step: the app
 * is told to cancel it on the screens, its moves and lift go to no screen
 * and count as no touch (the steps taken stay taken, the next ones keep
 * their time), and only a new DOWN wakes or plays.  (Something resting on
 * the panel across the attract mode and the dark screen, then lifted,
 * used to undo both without waking: the screens drew on a dark panel and
 * took the attract game's Menu; a tile held across the cover landed.) */
static void test_touch_down_across_a_step_is_void(void)
{
	static const struct {
		enum idle_step step;
		enum idle_scene scene;
		const char *name;
	} steps[] = {
		{ IDLE_COVER, IDLE_SCENE_GAME, "cover" },
		{ IDLE_ASK, IDLE_SCENE_GAME, "ask" },
		{ IDLE_PARK, IDLE_SCENE_GAME, "park" },
		{ IDLE_ATTRACT, IDLE_SCENE_TITLE, "attract" },
		{ IDLE_DROP_KEPT, IDLE_SCENE_TITLE_KEPT, "drop" },
		{ IDLE_CLEAR, IDLE_SCENE_OVER, "clear" },
		{ IDLE_BLANK, IDLE_SCENE_TITLE, "dark" },
	};
	_Static_assert(sizeof steps / sizeof steps[0] == IDLE_STEPS - 1, "every step");
	for (size_t k = 0; k < sizeof steps / sizeof steps[0]; k++) {
		struct idle i;
		bool woke;
		enum idle_step step = steps[k].step;
		enum idle_scene scene = steps[k].scene;
		const char *name = steps[k].name;
		idle_init(&i, &kiosk, 0);
		struct pointer_event ev = touch(POINTER_DOWN, 1000);
		CHECK_MSG(idle_touch(&i, &ev, &woke), name);
		if (step == IDLE_PARK) {
			/* Parking follows the question, which voided it: the
			 * screens let go of it then, once. */
			CHECK_MSG(idle_took(&i, IDLE_ASK, 601000), name);
			CHECK_MSG(!idle_took(&i, step, 661000), name);
		} else {
			CHECK_MSG(idle_took(&i, step, 700000), name);	/* the screens must let go */
		}
		bool sleeps = step == IDLE_ATTRACT || step == IDLE_BLANK;
		enum idle_step next = IDLE_NOTHING, again = IDLE_NOTHING;
		uint32_t when = 0, when_again = 0;
		bool due = idle_next(&i, scene, &next, &when);
		/* Its moves and its lift: no screen's, and nothing changes. */
		ev = touch(POINTER_MOVE, 800000);
		CHECK_MSG(!idle_touch(&i, &ev, &woke), name);
		CHECK_MSG(!woke, name);
		ev = touch(POINTER_UP, 800100);
		CHECK_MSG(!idle_touch(&i, &ev, &woke), name);
		CHECK_MSG(!woke, name);
		CHECK_MSG(idle_taken(&i, step), name);
		CHECK_MSG(idle_next(&i, scene, &again, &when_again) == due, name);
		CHECK_INT(again, next);
		CHECK_INT(when_again, when);
		/* A new touch: it wakes what sleeps, else the screens have it. */
		ev = touch(POINTER_DOWN, 900000);
		CHECK_MSG(idle_touch(&i, &ev, &woke) == !sleeps, name);
		CHECK_MSG(woke == sleeps, name);
		CHECK_MSG(!idle_taken(&i, step), name);
	}
	/* The lift of a touch the screens never had does not wake either. */
	struct idle i;
	bool woke;
	idle_init(&i, &kiosk, 0);
	idle_took(&i, IDLE_BLANK, 1800000);
	struct pointer_event ev = touch(POINTER_UP, 1900000);
	CHECK(!idle_touch(&i, &ev, &woke));
	CHECK(!woke && idle_taken(&i, IDLE_BLANK));
	/* Nothing down, nothing to cancel; a lift lost, the next DOWN is a
	 * new touch. */
	idle_init(&i, &kiosk, 0);
	ev = touch(POINTER_DOWN, 1000);
	CHECK(idle_touch(&i, &ev, &woke));
	ev = touch(POINTER_UP, 1100);
	CHECK(idle_touch(&i, &ev, &woke));
	CHECK(!idle_took(&i, IDLE_COVER, 91100));
	idle_took(&i, IDLE_ATTRACT, 121100);
	ev = touch(POINTER_DOWN, 130000);
	CHECK(!idle_touch(&i, &ev, &woke) && woke);
	ev = touch(POINTER_DOWN, 131000);	/* the waking touch's lift was lost */
	CHECK(idle_touch(&i, &ev, &woke) && !woke);
}

/* Deadlines wrap modulo 2^32 like the clock. */
static void test_wrap(void)
{
	struct idle i;
	idle_init(&i, &kiosk, 0xffffff00u);
	expect_next(&i, IDLE_SCENE_GAME, IDLE_COVER, 0xffffff00u + 90000u);
}

int main(void)
{
	RUN(test_steps_of_a_game);
	RUN(test_scenes);
	RUN(test_nobody_at_the_table);
	RUN(test_finished_game);
	RUN(test_touches);
	RUN(test_touch_down_across_a_step_is_void);
	RUN(test_wrap);
	return check_finish();
}
