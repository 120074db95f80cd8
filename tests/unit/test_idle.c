/* The idle rules' timekeeping: which step is next and when, for what the
 * screen shows; a touch restarts the count; a touch on a dark or covered
 * screen only wakes it, and the rest of that touch is eaten too; the parked
 * game's offer runs from the parking. */
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
	RUN(test_finished_game);
	RUN(test_touches);
	RUN(test_wrap);
	return check_finish();
}
