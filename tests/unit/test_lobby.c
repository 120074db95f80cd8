/* The lobby screen (ui/lobby): a free kiosk's row has its Words and Reversi
 * buttons, a busy one none; a tap on a button asks for that invitation,
 * also when the list is refreshed between the finger's down and up (a
 * presence came); the setting toggles; the invitation asked is answered
 * by its dialog's buttons only after the guard time. */
#include <string.h>

#include "check.h"
#include "gfx/draw.h"
#include "ui/lobby/lobby.h"

static struct lobby l;

static enum lobby_action tap_at(struct rect r, uint32_t t, bool refresh_between)
{
	int x = r.x + r.w / 2, y = r.y + r.h / 2;
	struct pointer_event down = { POINTER_DOWN, x, y, t }, up = { POINTER_UP, x, y, t + 40 };
	enum lobby_action a = lobby_handle_event(&l, &down);
	if (refresh_between) {
		struct lobby_row rows[2];
		memcpy(rows, l.rows, sizeof rows);
		lobby_set_rows(&l, rows, 2);
	}
	enum lobby_action b = lobby_handle_event(&l, &up);
	return b != LOBBY_NONE ? b : a;
}

static void test_rows_and_taps(void)
{
	struct lobby_options o = { 800, 480, 1.0f, 0, NULL };
	CHECK_INT(lobby_init(&l, &o), 0);
	struct lobby_row rows[2] = {
		{ "Library East", "Quai 2", true, true, LOBBY_FREE },
		{ "Museum", "", true, false, LOBBY_PLAYING },
	};
	lobby_set_rows(&l, rows, 2);
	CHECK(!rect_is_empty(lobby_invite_rect(&l, 0, false)));
	CHECK(!rect_is_empty(lobby_invite_rect(&l, 0, true)));
	CHECK(rect_is_empty(lobby_invite_rect(&l, 1, false))); /* playing: no invitation */
	CHECK_INT(tap_at(lobby_invite_rect(&l, 0, true), 1000, false), LOBBY_INVITE_REVERSI);
	CHECK_INT(l.chosen, 0);
	/* The list refreshed under the finger: the tap still counts. */
	CHECK_INT(tap_at(lobby_invite_rect(&l, 0, false), 2000, true), LOBBY_INVITE_WORDS);
	CHECK_INT(tap_at(lobby_item_rect(&l, LOBBY_ITEM_REFUSE), 3000, false), LOBBY_REFUSE);
	CHECK(l.refusing);
	CHECK(rect_is_empty(lobby_item_rect(&l, LOBBY_ITEM_CANCEL)));
	lobby_set_waiting(&l, true);
	CHECK_INT(tap_at(lobby_item_rect(&l, LOBBY_ITEM_CANCEL), 4000, false), LOBBY_CANCEL);
	CHECK_INT(tap_at(lobby_item_rect(&l, LOBBY_ITEM_BACK), 5000, false), LOBBY_BACK);
}

static void test_invitation_asked(void)
{
	struct lobby_options o = { 480, 320, 0.75f, 0, NULL };
	CHECK_INT(lobby_init(&l, &o), 0);
	l.now = 10000;
	lobby_ask(&l, "Cafe Lumen invites you", "A game of Reversi. You play white.");
	CHECK(lobby_asking(&l));
	struct dialog d;
	lobby_question_place(&l, &d);
	/* A tap at once answers nothing (a double tap cannot accept). */
	CHECK_INT(tap_at(d.button[DIALOG_BUTTON_CONFIRM], 10100, false), LOBBY_NONE);
	CHECK_INT(tap_at(d.button[DIALOG_BUTTON_CONFIRM], 10000 + DIALOG_GUARD_MS + 100, false), LOBBY_ACCEPT);
	CHECK(!lobby_asking(&l));
	lobby_ask(&l, "Cafe Lumen invites you", "A game of Words.");
	CHECK_INT(tap_at(d.button[DIALOG_BUTTON_CANCEL], 20000, false), LOBBY_DECLINE);
}

/* The chat's keys stay touchable on every screen: 40 px or more (on the
 * 3.5" panel a keyboard under the table left them 28 px tall), the
 * phrases above the keyboard, nothing off the screen. */
static void test_chat_keys_touchable(void)
{
	static const int sizes[][2] = { { 480, 320 }, { 800, 480 }, { 480, 800 }, { 720, 1280 } };
	static const char *const phrases[] = { "Good move!", "Hello!" };
	for (int s = 0; s < 4; s++) {
		static struct lobby_chat ch;
		struct damage pending;
		int w = sizes[s][0], h = sizes[s][1];
		damage_init(&pending, w, h);
		lobby_chat_open(&ch, w, h, w < 400 || h < 400 ? 0.75f : 1.0f, phrases, 2, &pending);
		for (int i = 0; i < KEYBOARD_KEYS; i++) {
			struct rect r = keyboard_key_rect(&ch.keyboard, i);
			CHECK_MSG(r.h >= 40 && r.w >= 40, "a chat key of 40 px or more");
			CHECK(r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h);
		}
		struct rect p = lobby_chat_phrase_rect(&ch, 0);
		CHECK(p.y >= 0 && p.y + p.h <= ch.keyboard.area.y);
	}
}

int main(void)
{
	RUN(test_chat_keys_touchable);
	RUN(test_rows_and_taps);
	RUN(test_invitation_asked);
	return check_finish();
}
