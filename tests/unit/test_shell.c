/* The title screen, the menu and the shell: every setting cycles as the
 * screen says, Start builds the game the settings describe, Menu in a game
 * needs two taps and comes back to the page the game was set up on, and
 * every screen repaints what changed (incremental == full). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gfx/draw.h"
#include "app/shell.h"
#include "app/shell_int.h"
#include "ui/kit/button.h"

static struct shell sh;
static void *mem;
static uint32_t t_ms;
static struct canvas screen, full;
static const char *net_off;	/* the next start's shell_options.net_off */

static void start_with(int w, int h, const struct menu_settings *set, enum shell_screen at,
		       struct computer_link link)
{
	struct shell_options o = { .width = w, .height = h, .scale = 1.0f, .seed = 7, .settings = set,
				   .start = at, .computer = link, .net_off = net_off };
	size_t n = shell_memory_size(&o);
	free(mem);
	mem = aligned_alloc(16, (n + 15) & ~(size_t)15);
	CHECK_INT(shell_init(&sh, &o, mem, n), 0);
	t_ms = 1000;
	free(screen.pixels);
	free(full.pixels);
	screen = (struct canvas){ .pixels = calloc((size_t)w * h, 4), .width = w, .height = h, .stride = w };
	full = (struct canvas){ .pixels = calloc((size_t)w * h, 4), .width = w, .height = h, .stride = w };
}

static void start(int w, int h, const struct menu_settings *set, enum shell_screen at)
{
	start_with(w, h, set, at, (struct computer_link){ NULL, NULL });
}

/* Renders what changed and checks it against a full repaint. */
static bool frame_matches(void)
{
	struct damage d;
	damage_init(&d, screen.width, screen.height);
	shell_render(&sh, &screen, &d);
	shell_render_full(&sh, &full);
	return memcmp(screen.pixels, full.pixels, (size_t)screen.width * screen.height * 4) == 0;
}

static void tap(int x, int y)
{
	struct pointer_event down = { POINTER_DOWN, x, y, t_ms }, up = { POINTER_UP, x, y, t_ms + 40 };
	t_ms += 100;
	shell_handle_event(&sh, &down);
	shell_handle_event(&sh, &up);
	uint32_t when;
	/* Let any pause (the computer's) run out. */
	while (shell_next_deadline(&sh, &when) && (int32_t)(when - t_ms) < 5000) {
		t_ms = when;
		shell_tick(&sh, t_ms);
	}
	CHECK_MSG(frame_matches(), "the incremental frame equals a full repaint");
}

static void tap_item(enum menu_item item)
{
	struct rect r = sh.menu.item_rect[item];
	CHECK_MSG(!rect_is_empty(r), "the item is on the page shown");
	tap(r.x + r.w / 2, r.y + r.h / 2);
}

static void item_text(enum menu_item item, char *buf)
{
	menu_item_text(&sh.menu, item, buf, 64);
}

static void test_home_and_pages(void)
{
	start(800, 480, NULL, SHELL_MENU);
	CHECK_MSG(frame_matches(), "first frame");
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK_INT(sh.menu.page, MENU_PAGE_HOME);
	CHECK(!rect_is_empty(sh.menu.item_rect[MENU_ITEM_WORDS]));
	CHECK(rect_is_empty(sh.menu.item_rect[MENU_ITEM_START]));
	tap_item(MENU_ITEM_WORDS);
	CHECK_INT(sh.menu.page, MENU_PAGE_WORDS);
	CHECK(!rect_is_empty(sh.menu.item_rect[MENU_ITEM_SEAT0 + 1]));
	CHECK(rect_is_empty(sh.menu.item_rect[MENU_ITEM_SEAT0 + 2])); /* two players */
	tap_item(MENU_ITEM_BACK);
	CHECK_INT(sh.menu.page, MENU_PAGE_HOME);
	tap_item(MENU_ITEM_REVERSI);
	CHECK_INT(sh.menu.page, MENU_PAGE_REVERSI);
	CHECK(rect_is_empty(sh.menu.item_rect[MENU_ITEM_PLAYERS]));
	/* A tap on nothing does nothing; a slide off an item does not press it. */
	tap(2, 2);
	CHECK_INT(sh.menu.page, MENU_PAGE_REVERSI);
	struct rect r = sh.menu.item_rect[MENU_ITEM_BACK];
	struct pointer_event down = { POINTER_DOWN, r.x + 5, r.y + 5, t_ms };
	struct pointer_event move = { POINTER_MOVE, r.x + 5, r.y - 80, t_ms + 30 };
	struct pointer_event up = { POINTER_UP, r.x + 5, r.y - 80, t_ms + 60 };
	shell_handle_event(&sh, &down);
	CHECK_INT(sh.menu.pressed, MENU_ITEM_BACK);
	shell_handle_event(&sh, &move);
	shell_handle_event(&sh, &up);
	CHECK_INT(sh.menu.pressed, MENU_ITEM_NONE);
	CHECK_INT(sh.menu.page, MENU_PAGE_REVERSI);
	CHECK_MSG(frame_matches(), "after a slide");
}

static void test_words_settings_cycle(void)
{
	char buf[64];
	start(800, 480, NULL, SHELL_MENU);
	tap_item(MENU_ITEM_WORDS);
	item_text(MENU_ITEM_PLAYERS, buf);
	CHECK_STR(buf, "Players: 2");
	tap_item(MENU_ITEM_PLAYERS);
	tap_item(MENU_ITEM_PLAYERS);
	CHECK_INT(sh.menu.set.players, 4);
	CHECK(!rect_is_empty(sh.menu.item_rect[MENU_ITEM_SEAT0 + 3]));
	tap_item(MENU_ITEM_PLAYERS);
	CHECK_INT(sh.menu.set.players, 2);
	CHECK(rect_is_empty(sh.menu.item_rect[MENU_ITEM_SEAT0 + 3]));

	/* The dictionary mode goes through all four and back. */
	static const char *const modes[] = { "Dictionary: Single challenge", "Dictionary: Double challenge",
					     "Dictionary: Five-point challenge", "Dictionary: Checked as played" };
	for (int i = 0; i < 4; i++) {
		tap_item(MENU_ITEM_CHALLENGE);
		item_text(MENU_ITEM_CHALLENGE, buf);
		CHECK_STR(buf, modes[i]);
	}
	tap_item(MENU_ITEM_INTERCHANGE);
	CHECK(sh.menu.set.rules.blank_interchange);
	CHECK(sh.menu.set.rules.interchange_must_play);
	tap_item(MENU_ITEM_KIND);
	CHECK(sh.menu.set.rules.kind_redraw);
	tap_item(MENU_ITEM_END_RULE);
	CHECK_INT(sh.menu.set.rules.end_rule, WORDS_END_TOURNAMENT);
	item_text(MENU_ITEM_END_RULE, buf);
	CHECK_STR(buf, "Going out: Tournament");
	tap_item(MENU_ITEM_HINTS);
	CHECK(!sh.menu.set.hints);
	/* Without the computer player every seat stays a person. */
	tap_item(MENU_ITEM_SEAT0);
	CHECK_INT(sh.menu.set.seat[0], MENU_HUMAN);
	item_text(MENU_ITEM_SEAT0 + 1, buf);
	CHECK_STR(buf, "person");
	item_text(MENU_ITEM_NAME0 + 1, buf);
	CHECK_STR(buf, "Player 2");
}

/* Each setting explains itself on the hint line once tapped; the
 * dictionary mode's explanation follows the mode. */
static void test_settings_explain_themselves(void)
{
	start(800, 480, NULL, SHELL_MENU);
	tap_item(MENU_ITEM_WORDS);
	CHECK(strstr(menu_hint_text(&sh.menu), "Tap a setting") != NULL);
	static const enum menu_item rules[] = { MENU_ITEM_PLAYERS, MENU_ITEM_CHALLENGE, MENU_ITEM_INTERCHANGE,
						MENU_ITEM_KIND, MENU_ITEM_END_RULE, MENU_ITEM_HINTS, MENU_ITEM_SEAT0,
						MENU_ITEM_NAME0 };
	const char *seen[8];
	for (int i = 0; i < 8; i++) {
		tap_item(rules[i]);
		seen[i] = menu_hint_text(&sh.menu);
		CHECK(strlen(seen[i]) > 20);
		for (int j = 0; j < i; j++)
			CHECK_MSG(strcmp(seen[i], seen[j]) != 0, "each setting its own explanation");
		if (sh.menu.keyboard.open)
			keyboard_type(&sh.menu.keyboard, KEYBOARD_CANCEL, &sh.menu.pending);
	}
	/* What the rules do, whole: a swapped blank must be played that turn
	 * (the menu sets interchange_must_play with it), and the five points
	 * go to the player challenged, not the challenger. */
	tap_item(MENU_ITEM_INTERCHANGE);
	if (!sh.menu.set.rules.blank_interchange)
		tap_item(MENU_ITEM_INTERCHANGE);	/* on (the loop above turned it on once) */
	CHECK(sh.menu.set.rules.interchange_must_play);
	CHECK_MSG(strstr(menu_hint_text(&sh.menu), "must") != NULL, "blank swap says the blank must be played");
	sh.menu.set.rules.challenge = WORDS_CHALLENGE_FIVE_POINT;
	sh.menu.explained = MENU_ITEM_CHALLENGE;
	CHECK_MSG(strstr(menu_hint_text(&sh.menu), "player challenged") != NULL, "five points: to whom");
	sh.menu.set.rules.challenge = WORDS_CHALLENGE_ENFORCED;
	/* The four dictionary modes, each in its words. */
	char last[DIALOG_TEXT_LEN] = "";
	for (int i = 0; i < 4; i++) {
		tap_item(MENU_ITEM_CHALLENGE);
		CHECK(strcmp(menu_hint_text(&sh.menu), last) != 0);
		snprintf(last, sizeof last, "%s", menu_hint_text(&sh.menu));
	}
	CHECK_MSG(frame_matches(), "the hint line repaints with it");
}

/* A board with [network] whose link cannot start (libmosquitto missing):
 * the home page still shows the lobby's entry, dimmed, and a tap on it
 * says why instead of opening a lobby that cannot work. */
static void test_network_off_says_why(void)
{
	static const char why[] = "Network play needs libmosquitto1, which is not installed";
	start(800, 480, NULL, SHELL_MENU);
	CHECK_MSG(rect_is_empty(sh.menu.item_rect[MENU_ITEM_NETWORK]), "no [network]: no entry");
	net_off = why;
	start(800, 480, NULL, SHELL_MENU);
	net_off = NULL;
	struct rect r = sh.menu.item_rect[MENU_ITEM_NETWORK];
	CHECK_MSG(!rect_is_empty(r), "the entry is there");
	CHECK(frame_matches());
	/* Its face is the dimmed one, not a live button's. */
	uint32_t dim = button_face(sh.menu.theme, &(struct button){ .role = BUTTON_PLAIN, .disabled = true });
	uint32_t live = button_face(sh.menu.theme, &(struct button){ .role = BUTTON_PLAIN });
	CHECK(dim != live);
	CHECK_INT(full.pixels[(r.y + 4) * full.stride + r.x + r.w / 2], dim);
	CHECK(strcmp(menu_hint_text(&sh.menu), why) != 0);
	tap_item(MENU_ITEM_NETWORK);
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK_INT(sh.menu.page, MENU_PAGE_HOME);
	CHECK_STR(menu_hint_text(&sh.menu), why);
	/* Another page and back: the home page's own hint again. */
	tap_item(MENU_ITEM_WORDS);
	tap_item(MENU_ITEM_BACK);
	CHECK(strcmp(menu_hint_text(&sh.menu), why) != 0);
}

/* A person's name typed on the keyboard over the page: it shows on the
 * page, reaches the table's score box, and a saved game keeps it. */
static void test_names_typed(void)
{
	start(800, 480, NULL, SHELL_MENU);
	tap_item(MENU_ITEM_WORDS);
	tap_item(MENU_ITEM_NAME0);
	CHECK(sh.menu.keyboard.open);
	CHECK_MSG(frame_matches(), "the keyboard paints over the page");
	static const char word[] = "ANA";
	for (const char *c = word; *c; c++) {
		struct rect r = keyboard_key_rect(&sh.menu.keyboard, keyboard_letter_key(*c));
		tap(r.x + r.w / 2, r.y + r.h / 2);
	}
	struct rect done = keyboard_key_rect(&sh.menu.keyboard, KEYBOARD_DONE);
	tap(done.x + done.w / 2, done.y + done.h / 2);
	CHECK(!sh.menu.keyboard.open);
	CHECK_STR(sh.menu.set.name[0], "Ana");
	char buf[64];
	item_text(MENU_ITEM_NAME0, buf);
	CHECK_STR(buf, "Player 1: Ana");
	tap_item(MENU_ITEM_START);
	CHECK_STR(words_table_player_name(&sh.words, 0), "Ana");
	CHECK_STR(words_table_player_name(&sh.words, 1), "Player 2");
	CHECK_INT(words_pass(&sh.words.game), WORDS_OK);
	static struct shell_saved saved;
	CHECK(shell_snapshot(&sh, &saved));
	start(800, 480, NULL, SHELL_MENU);
	char why[160] = "";
	CHECK_INT(shell_resume(&sh, &saved, SHELL_WORDS, why, sizeof why), 0);
	CHECK_STR(why, "");
	CHECK_STR(words_table_player_name(&sh.words, 0), "Ana");
}

/* A tap at (x, y) at time at (ms): down, and up 40 ms later. */
static void tap_at_time(int x, int y, uint32_t at)
{
	struct pointer_event down = { POINTER_DOWN, x, y, at }, up = { POINTER_UP, x, y, at + 40 };
	shell_handle_event(&sh, &down);
	shell_handle_event(&sh, &up);
	t_ms = at + 100;
}

/* A double tap on what changes the page: its second half lands on the new
 * page where the first was (320x480: on "Dictionary", 1024x600: on "Three
 * alike redraw") and must press nothing there; the same tap once the
 * guard is over does. */
static void test_double_tap_lands_on_nothing(void)
{
	static const int sizes[][2] = { { 320, 480 }, { 1024, 600 }, { 800, 480 }, { 480, 320 } };
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		start(sizes[i][0], sizes[i][1], NULL, SHELL_MENU);
		struct menu_settings before = sh.menu.set;
		struct rect w = sh.menu.item_rect[MENU_ITEM_WORDS];
		int x = w.x + w.w / 2, y = w.y + w.h / 2;
		tap_at_time(x, y, 2000);
		CHECK_INT(sh.menu.page, MENU_PAGE_WORDS);
		tap_at_time(x + 3, y + 3, 2200);
		CHECK_MSG(memcmp(&sh.menu.set, &before, sizeof before) == 0, "a double tap on Words changes no setting");
		CHECK_INT(sh.menu.pressed, MENU_ITEM_NONE);
		CHECK_MSG(frame_matches(), "the incremental frame equals a full repaint");
		/* The name: the keyboard opens under the finger; the second
		 * half types nothing. */
		struct rect n = sh.menu.item_rect[MENU_ITEM_NAME0];
		tap_at_time(n.x + n.w / 2, n.y + n.h / 2, 4000);
		CHECK(sh.menu.keyboard.open);
		tap_at_time(n.x + n.w / 2, n.y + n.h / 2, 4150);
		CHECK_STR(sh.menu.keyboard.text, "");
		/* Done, twice: the page comes back and nothing on it is pressed. */
		struct rect d = keyboard_key_rect(&sh.menu.keyboard, KEYBOARD_DONE);
		tap_at_time(d.x + d.w / 2, d.y + d.h / 2, 6000);
		CHECK(!sh.menu.keyboard.open);
		tap_at_time(d.x + d.w / 2, d.y + d.h / 2, 6150);
		CHECK(!sh.menu.keyboard.open);
		CHECK_MSG(memcmp(&sh.menu.set, &before, sizeof before) == 0, "a double tap on Done changes no setting");
		/* Back, twice: home, and nothing there is pressed. */
		struct rect b = sh.menu.item_rect[MENU_ITEM_BACK];
		tap_at_time(b.x + b.w / 2, b.y + b.h / 2, 8000);
		CHECK_INT(sh.menu.page, MENU_PAGE_HOME);
		tap_at_time(b.x + b.w / 2, b.y + b.h / 2, 8100);
		CHECK_INT(sh.menu.page, MENU_PAGE_HOME);
		/* A tap there after the guard is a tap. */
		tap_at_time(x, y, 10000);
		CHECK_INT(sh.menu.page, MENU_PAGE_WORDS);
		struct rect r = sh.menu.item_rect[MENU_ITEM_CHALLENGE];
		tap_at_time(r.x + r.w / 2, r.y + r.h / 2, 10040 + MENU_GUARD_MS);	/* from the first tap's lift */
		CHECK_INT(sh.menu.set.rules.challenge, WORDS_CHALLENGE_SINGLE);
		tap_at_time(r.x + r.w / 2, r.y + r.h / 2, 10700);	/* a setting taps again at once */
		CHECK_INT(sh.menu.set.rules.challenge, WORDS_CHALLENGE_DOUBLE);
	}
	/* A game's Menu button tapped twice: the menu's home page takes
	 * nothing from the second tap. */
	start(800, 480, NULL, SHELL_MENU);
	tap_item(MENU_ITEM_WORDS);
	tap_item(MENU_ITEM_START);
	CHECK_INT(sh.screen, SHELL_WORDS);
	struct rect menu = sh.words.layout.buttons[WORDS_TABLE_BUTTON_MENU];
	tap_at_time(menu.x + menu.w / 2, menu.y + menu.h / 2, t_ms + 1000);
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK_MSG(sh.menu.guard, "the menu came up under a tap");
	CHECK_INT(sh.menu.guard_x, menu.x + menu.w / 2);
}

/* Without the word list a seat is a person and cannot change: who plays
 * it is drawn dimmed (it looked like a live button that did nothing), and
 * a tap says why. */
static void test_seats_dimmed_without_word_list(void)
{
	start(800, 480, NULL, SHELL_MENU);
	tap_item(MENU_ITEM_WORDS);
	shell_render_full(&sh, &full);
	struct rect r = sh.menu.item_rect[MENU_ITEM_SEAT0];
	struct button off = { .rect = r, .role = BUTTON_PLAIN, .disabled = true };
	struct button live = { .rect = r, .role = BUTTON_PLAIN };
	uint32_t px = full.pixels[(r.y + r.h / 2) * full.stride + r.x + 3];
	CHECK_MSG(px == button_face(sh.menu.theme, &off), "who plays a seat is dimmed without the word list");
	CHECK(button_face(sh.menu.theme, &off) != button_face(sh.menu.theme, &live));
	struct rect p = sh.menu.item_rect[MENU_ITEM_PLAYERS];
	CHECK_MSG(full.pixels[(p.y + p.h / 2) * full.stride + p.x + 3] == button_face(sh.menu.theme, &live),
		  "Players stays live");
	tap_item(MENU_ITEM_SEAT0);
	CHECK_INT(sh.menu.set.seat[0], MENU_HUMAN);
	CHECK(strstr(menu_hint_text(&sh.menu), "word list") != NULL);
}

/* The menu's notice and the kept game's loss hold a kiosk's name: too long
 * for them, they are cut between letters, never in one ("é" goes whole). */
static void test_menu_texts_cut_between_letters(void)
{
	struct menu m;
	struct menu_options mo = { .width = 800, .height = 480, .scale = 1.0f, .words_computer = true };
	char text[2 * DIALOG_TEXT_LEN];
	CHECK_INT(menu_init(&m, &mo, NULL), 0);
	memset(text, 'x', sizeof text - 1);
	text[sizeof text - 1] = '\0';
	memcpy(text + MENU_NOTICE_LEN - 2, "\xc3\xa9", 2);
	menu_set_notice(&m, text);
	CHECK_INT(strlen(m.notice), MENU_NOTICE_LEN - 2);
	memset(text, 'x', sizeof text - 1);
	memcpy(text + sizeof m.kept_loss - 2, "\xc3\xa9", 2);
	menu_keep(&m, "Continue Words", text);
	CHECK_INT(strlen(m.kept_loss), sizeof m.kept_loss - 2);
}

/* A kept game's scores name its players (a whole kiosk's name across
 * tables): cut to the caller's room between letters, never in one. */
static void test_game_scores_cut_between_letters(void)
{
	struct menu_settings set;
	menu_settings_default(&set);
	snprintf(set.name[0], sizeof set.name[0], "%s", "Zo\xc3\xa9");
	start(800, 480, &set, SHELL_WORDS);
	char buf[32];
	shell_game_scores(&sh, SHELL_WORDS, buf, sizeof buf);
	CHECK_STR(buf, "Zo\xc3\xa9 0, Player 2 0");
	shell_game_scores(&sh, SHELL_WORDS, buf, 4); /* room for "Zo" and one byte of "é" */
	CHECK_STR(buf, "Zo");
}

static void test_seats_cycle_with_computer(void)
{
	struct menu m;
	struct menu_options mo = { .width = 800, .height = 480, .scale = 1.0f, .words_computer = true };
	char buf[64];
	CHECK_INT(menu_init(&m, &mo, NULL), 0);
	menu_show_page(&m, MENU_PAGE_WORDS);
	for (int level = 0; level < MENU_LEVELS; level++) {
		menu_activate(&m, MENU_ITEM_SEAT0 + 1);
		CHECK_INT(m.set.seat[1], level);
	}
	menu_item_text(&m, MENU_ITEM_SEAT0 + 1, buf, sizeof buf);
	CHECK_STR(buf, "computer, Expert");
	menu_item_text(&m, MENU_ITEM_NAME0 + 1, buf, sizeof buf);
	CHECK_STR(buf, "Player 2: Computer");
	menu_activate(&m, MENU_ITEM_SEAT0 + 1);
	CHECK_INT(m.set.seat[1], MENU_HUMAN);
	/* A seat beyond the players is not on the page and cannot be set. */
	CHECK_INT(menu_activate(&m, MENU_ITEM_SEAT0 + 3), MENU_ACTION_NONE);
	CHECK_INT(m.set.seat[3], MENU_HUMAN);
}

static void test_start_words_and_back(void)
{
	start(800, 480, NULL, SHELL_MENU);
	tap_item(MENU_ITEM_WORDS);
	tap_item(MENU_ITEM_PLAYERS);	/* three */
	tap_item(MENU_ITEM_CHALLENGE);	/* single challenge */
	tap_item(MENU_ITEM_START);
	CHECK_INT(sh.screen, SHELL_WORDS);
	struct words_table *table = shell_words(&sh);
	CHECK(table != NULL);
	CHECK_INT(table->game.pos.players, 3);
	CHECK_INT(table->game.options.challenge, WORDS_CHALLENGE_SINGLE);
	CHECK_INT(table->layout.players_shown, 3);
	CHECK(shell_reversi(&sh) == NULL);

	/* Menu leaves at once and keeps the game: the home page offers
	 * Continue, which brings the same table back. */
	struct rect menu = table->layout.buttons[WORDS_TABLE_BUTTON_MENU];
	CHECK_INT(words_pass(&table->game), WORDS_OK);	/* a game under way */
	tap(menu.x + menu.w / 2, menu.y + menu.h / 2);
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK_INT(sh.kept, SHELL_WORDS);
	CHECK_INT(sh.menu.page, MENU_PAGE_HOME);
	char buf[64];
	item_text(MENU_ITEM_CONTINUE, buf);
	CHECK_STR(buf, "Continue Words");
	tap_item(MENU_ITEM_CONTINUE);
	CHECK_INT(sh.screen, SHELL_WORDS);
	CHECK_INT(sh.kept, SHELL_MENU);
	CHECK_INT(table->game.pos.log_len, 1);	/* the same game */
	CHECK(!words_table_wants_menu(table));
	tap(menu.x + menu.w / 2, menu.y + menu.h / 2);
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK(strstr(sh.menu.kept_loss, "Player 1 0, Player 2 0, Player 3 0") != NULL);

	/* Start over it asks first; a double tap on Start cannot confirm. */
	tap_item(MENU_ITEM_WORDS);
	CHECK_INT(sh.menu.set.players, 3);		/* settings as they were */
	struct rect start_r = sh.menu.item_rect[MENU_ITEM_START];
	tap(start_r.x + start_r.w / 2, start_r.y + start_r.h / 2);
	CHECK(sh.menu.dialog.open);
	struct pointer_event down = { POINTER_DOWN, start_r.x + start_r.w / 2, start_r.y + start_r.h / 2, t_ms },
			     up = down;
	up.type = POINTER_UP;
	shell_handle_event(&sh, &down);
	shell_handle_event(&sh, &up);
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK_INT(sh.kept, SHELL_WORDS);
	/* Keep it: still kept. */
	t_ms += DIALOG_GUARD_MS;
	struct rect keep = sh.menu.dialog.button[DIALOG_BUTTON_CANCEL];
	tap(keep.x + keep.w / 2, keep.y + keep.h / 2);
	CHECK(!sh.menu.dialog.open);
	CHECK_INT(sh.kept, SHELL_WORDS);

	/* A second game gets the next seed: another deal; the old one ends. */
	unsigned games = sh.games;
	tap_item(MENU_ITEM_START);
	t_ms += DIALOG_GUARD_MS;
	struct rect yes = sh.menu.dialog.button[DIALOG_BUTTON_CONFIRM];
	tap(yes.x + yes.w / 2, yes.y + yes.h / 2);
	CHECK_INT(sh.screen, SHELL_WORDS);
	CHECK_INT(sh.kept, SHELL_MENU);
	CHECK_INT(sh.games, games + 1);
	CHECK_INT(sh.words.opt.seed, 7 + games);
	CHECK_INT(sh.words.game.pos.log_len, 0);
	/* A game that is over is not kept: Menu goes to its settings page. */
	while (!words_is_over(&sh.words.game))
		words_pass(&sh.words.game);
	tap(menu.x + menu.w / 2, menu.y + menu.h / 2);
	CHECK_INT(sh.kept, SHELL_MENU);
	CHECK_INT(sh.menu.page, MENU_PAGE_WORDS);
	CHECK(rect_is_empty(sh.menu.item_rect[MENU_ITEM_CONTINUE]));
}

/* Against the computer the person's colour is chosen on the Reversi page
 * and the game starts so; until 2026-11-29 only the table's New game
 * dialog could change it, and Start then used a colour the page never
 * showed. */
static void test_reversi_colour_chosen_in_the_menu(void)
{
	struct menu_settings set;
	menu_settings_default(&set);
	start(800, 480, &set, SHELL_MENU);
	tap_item(MENU_ITEM_REVERSI);
	char buf[64];
	item_text(MENU_ITEM_COLOUR, buf);
	CHECK_STR(buf, "You play: Black");
	CHECK(!rect_is_empty(sh.menu.item_rect[MENU_ITEM_COLOUR]));
	CHECK(!rect_overlaps(sh.menu.item_rect[MENU_ITEM_COLOUR], sh.menu.item_rect[MENU_ITEM_OPPONENT]));
	CHECK(!rect_overlaps(sh.menu.item_rect[MENU_ITEM_COLOUR], sh.menu.hint));
	tap_item(MENU_ITEM_COLOUR);
	item_text(MENU_ITEM_COLOUR, buf);
	CHECK_STR(buf, "You play: White");
	tap_item(MENU_ITEM_START);
	CHECK_INT(sh.screen, SHELL_REVERSI);
	struct reversi_table *rui = shell_reversi(&sh);
	CHECK(rui->opt.person_white);
	CHECK(rui->opt.computer != REVERSI_TABLE_NO_COMPUTER);
}

static void test_start_reversi_and_back(void)
{
	struct menu_settings set;
	menu_settings_default(&set);
	set.reversi_opponent = MENU_HUMAN;
	start(480, 800, &set, SHELL_MENU);
	tap_item(MENU_ITEM_REVERSI);
	char buf[64];
	item_text(MENU_ITEM_OPPONENT, buf);
	CHECK_STR(buf, "Opponent: a person");
	tap_item(MENU_ITEM_OPPONENT);
	item_text(MENU_ITEM_OPPONENT, buf);
	CHECK_STR(buf, "Opponent: computer, Beginner");
	tap_item(MENU_ITEM_OPPONENT);
	tap_item(MENU_ITEM_OPPONENT);
	tap_item(MENU_ITEM_OPPONENT);
	tap_item(MENU_ITEM_OPPONENT);
	tap_item(MENU_ITEM_OPPONENT);
	CHECK_INT(sh.menu.set.reversi_opponent, MENU_HUMAN);	/* round the cycle */
	/* Two people choose their colours at the table: the colour item is
	 * dimmed, says who moves first, and a tap changes nothing. */
	item_text(MENU_ITEM_COLOUR, buf);
	CHECK_STR(buf, "First move: Black");
	tap_item(MENU_ITEM_COLOUR);
	CHECK(!sh.menu.set.reversi_person_white);
	CHECK_STR(menu_hint_text(&sh.menu), "Two people: whoever plays Black moves first");
	tap_item(MENU_ITEM_START);
	CHECK_INT(sh.screen, SHELL_REVERSI);
	struct reversi_table *rui = shell_reversi(&sh);
	CHECK(rui != NULL);
	CHECK_INT(rui->opt.computer, REVERSI_TABLE_NO_COMPUTER);
	struct rect menu = rui->layout.buttons[REVERSI_TABLE_BUTTON_MENU];
	int x, y;
	reversi_table_square_centre(&rui->layout, 2 * 8 + 3, &x, &y);	/* d3 */
	tap(x, y);
	CHECK_INT(rui->game.n_moves, 1);
	tap(menu.x + menu.w / 2, menu.y + menu.h / 2);
	CHECK_INT(sh.screen, SHELL_MENU);	/* at once, the game kept */
	CHECK_INT(sh.kept, SHELL_REVERSI);
	tap_item(MENU_ITEM_CONTINUE);
	CHECK_INT(sh.screen, SHELL_REVERSI);
	CHECK_INT(rui->game.n_moves, 1);
}

/* The screens' block holds every table the menu can ask for, at every
 * display size (the tiles' size depends on the number of players). */
static void test_memory_holds_every_table(void)
{
	static const int sizes[][2] = { { 800, 480 }, { 480, 800 }, { 720, 1280 }, { 480, 320 } };
	for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		for (int players = WORDS_MIN_PLAYERS; players <= WORDS_MAX_PLAYERS; players++) {
			struct menu_settings set;
			menu_settings_default(&set);
			set.players = players;
			start(sizes[s][0], sizes[s][1], &set, SHELL_WORDS);
			CHECK_INT(sh.screen, SHELL_WORDS);
		}
		start(sizes[s][0], sizes[s][1], NULL, SHELL_REVERSI);
		CHECK_INT(sh.screen, SHELL_REVERSI);
	}
}

/* Reversi's New game asks in a dialog (a double tap cannot end the game)
 * with the opponent and the person's colour; the game started plays them,
 * the computer moving first when it has black, and the shell's settings
 * follow. */
static void test_reversi_new_game_dialog(void)
{
	struct menu_settings set;
	menu_settings_default(&set);
	set.reversi_opponent = MENU_HUMAN;
	start(800, 480, &set, SHELL_REVERSI);
	struct reversi_table *rui = shell_reversi(&sh);
	CHECK(rui != NULL);
	int x, y;
	reversi_table_square_centre(&rui->layout, 2 * 8 + 3, &x, &y);
	tap(x, y);
	struct rect b = rui->layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME];
	struct pointer_event e[4] = { { POINTER_DOWN, b.x + b.w / 2, b.y + b.h / 2, t_ms },
				      { POINTER_UP, b.x + b.w / 2, b.y + b.h / 2, t_ms + 30 },
				      { POINTER_DOWN, b.x + b.w / 2, b.y + b.h / 2, t_ms + 64 },
				      { POINTER_UP, b.x + b.w / 2, b.y + b.h / 2, t_ms + 94 } };
	for (int i = 0; i < 4; i++)
		shell_handle_event(&sh, &e[i]);
	t_ms += 200;
	CHECK(rui->dialog.open);
	CHECK_INT(rui->game.n_moves, 1);	/* the double tap ended nothing */
	t_ms += DIALOG_GUARD_MS;
	struct rect opponent = rui->dialog.button[DIALOG_BUTTON_OPTION + REVERSI_TABLE_OPTION_OPPONENT];
	struct rect colour = rui->dialog.button[DIALOG_BUTTON_OPTION + REVERSI_TABLE_OPTION_COLOUR];
	CHECK_STR(rui->dialog.option[0], "Against: a person");
	tap(opponent.x + 5, opponent.y + 5);
	tap(opponent.x + 5, opponent.y + 5);
	tap(opponent.x + 5, opponent.y + 5);
	CHECK_STR(rui->dialog.option[0], "Against: the computer, Medium");
	CHECK_STR(rui->dialog.option[1], "You play: Black");
	tap(colour.x + 5, colour.y + 5);
	CHECK_STR(rui->dialog.option[1], "You play: White");
	CHECK_INT(rui->game.n_moves, 1);	/* nothing starts before Start */
	struct rect yes = rui->dialog.button[DIALOG_BUTTON_CONFIRM];
	tap(yes.x + yes.w / 2, yes.y + yes.h / 2);
	CHECK(!rui->dialog.open);
	CHECK_INT(rui->opt.computer, 2);
	CHECK(rui->opt.person_white);
	CHECK_INT(rui->game.n_moves, 1);	/* the computer, black, moved first */
	CHECK_INT(reversi_game_mover(&rui->game, 0), REVERSI_BLACK);
	CHECK_INT(rui->game.pos.turn, REVERSI_WHITE);
	/* Cancel changes nothing. */
	tap(b.x + b.w / 2, b.y + b.h / 2);
	t_ms += DIALOG_GUARD_MS;
	tap(opponent.x + 5, opponent.y + 5);
	struct rect no = rui->dialog.button[DIALOG_BUTTON_CANCEL];
	tap(no.x + no.w / 2, no.y + no.h / 2);
	CHECK_INT(rui->opt.computer, 2);
	CHECK_INT(rui->game.n_moves, 1);
	/* The menu shows what is played; a saved game keeps it. */
	struct rect menu = rui->layout.buttons[REVERSI_TABLE_BUTTON_MENU];
	tap(menu.x + menu.w / 2, menu.y + menu.h / 2);
	CHECK_INT(sh.menu.set.reversi_opponent, 2);
	CHECK(sh.menu.set.reversi_person_white);
	static struct shell_saved saved;
	CHECK(shell_snapshot(&sh, &saved));
	CHECK_INT(saved.screen, SHELL_REVERSI);
	CHECK(saved.settings.reversi_person_white);
}

/* The program's side of the computer protocol: the requests the shell's
 * tables made, answered later by the test. */
static struct computer_request requests[8];
static int request_count;

static int remember_request(void *user, const struct computer_request *req)
{
	(void)user;
	if (request_count < 8)
		requests[request_count++] = *req;
	return 0;
}

/* Menu, as a person leaves a game (it is kept under the menu). */
static void leave_game(const struct rect *menu)
{
	tap(menu->x + menu->w / 2, menu->y + menu->h / 2);
	CHECK_INT(sh.screen, SHELL_MENU);
}

/* Submit with nothing placed, and the dialog's Pass after its guard. */
static void pass_words(void)
{
	struct rect submit = sh.words.layout.buttons[WORDS_TABLE_BUTTON_SUBMIT];
	tap(submit.x + submit.w / 2, submit.y + submit.h / 2);
	CHECK(sh.words.dialog.open);
	t_ms += DIALOG_GUARD_MS;
	struct rect pass = sh.words.dialog.button[DIALOG_BUTTON_CONFIRM];
	tap(pass.x + pass.w / 2, pass.y + pass.h / 2);
}

/* One link serves both games; each request names its game.  An answer for
 * a table that was left is stale at the next table of that game, even
 * where it would be a legal move there. */
static void test_one_computer_link(void)
{
	struct menu_settings set;
	menu_settings_default(&set);
	set.reversi_opponent = 1;	/* Easy */
	set.seat[1] = 0;		/* Words: the computer in the second seat */
	request_count = 0;
	start_with(800, 480, &set, SHELL_REVERSI, (struct computer_link){ remember_request, NULL });
	int x, y;
	reversi_table_square_centre(&sh.reversi.layout, 2 * 8 + 3, &x, &y);	/* d3 */
	tap(x, y);
	CHECK_INT(request_count, 1);
	CHECK_INT(requests[0].game, COMPUTER_REVERSI);
	CHECK_INT(requests[0].level, 1);
	CHECK(requests[0].reversi != NULL && requests[0].words == NULL);
	leave_game(&sh.reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	CHECK_INT(shell_start(&sh, SHELL_REVERSI), 0);
	tap(x, y);
	CHECK_INT(request_count, 2);
	CHECK(requests[1].ticket != requests[0].ticket);
	/* The old table's answer: c5 is legal after d3 here too. */
	struct computer_answer a = { .ticket = requests[0].ticket, .reversi_move = 4 * 8 + 2 };
	CHECK_INT(reversi_table_computer_answer(shell_reversi(&sh), &a), -1);
	CHECK_INT(sh.reversi.game.n_moves, 1);
	a.ticket = requests[1].ticket;
	CHECK_INT(reversi_table_computer_answer(shell_reversi(&sh), &a), 0);
	CHECK_INT(sh.reversi.game.n_moves, 2);

	/* Words through the same link: the person passes, the computer's
	 * seat asks. */
	leave_game(&sh.reversi.layout.buttons[REVERSI_TABLE_BUTTON_MENU]);
	CHECK_INT(shell_start(&sh, SHELL_WORDS), 0);
	pass_words();
	CHECK_INT(request_count, 3);
	CHECK_INT(requests[2].game, COMPUTER_WORDS);
	CHECK(requests[2].words != NULL && requests[2].reversi == NULL);
	leave_game(&sh.words.layout.buttons[WORDS_TABLE_BUTTON_MENU]);
	CHECK_INT(shell_start(&sh, SHELL_WORDS), 0);
	pass_words();
	CHECK_INT(request_count, 4);
	struct computer_answer pass = { .ticket = requests[2].ticket, .words = { .kind = WORDS_CHOICE_PASS } };
	CHECK_INT(words_table_computer_answer(shell_words(&sh), &pass), -1);
	CHECK_INT(sh.words.game.pos.log_len, 1);
	pass.ticket = requests[3].ticket;
	CHECK_INT(words_table_computer_answer(shell_words(&sh), &pass), 0);
	CHECK_INT(sh.words.game.pos.log_len, 2);
}

/* Tap to place: the rack tile in slot, then the centre square. */
static void place_a_tile(int slot)
{
	int x, y;
	words_table_slot_centre(&sh.words.layout, slot, &x, &y);
	tap(x, y);
	words_table_square_centre(&sh.words.layout, 7 * 15 + 7, &x, &y);
	tap(x, y);
	CHECK_INT(sh.words.game.stage.count, 1);
}

/* A game left with Menu comes back from Continue covered, whoever taps it
 * and however soon: the hand-over cover naming whose rack it is, the tile
 * being placed gone home (QA's s2.script: Ana's rack and tile were shown
 * to the next person 14 minutes later; s5.script: Ben's rack with no
 * hand-over).  A double tap on Continue cannot uncover it (the cover's
 * guard time starts at Continue); a tap after it shows the rack. */
static void test_continue_comes_back_covered(void)
{
	struct menu_settings set;
	menu_settings_default(&set);
	snprintf(set.name[0], MENU_NAME_LEN, "Ana");
	snprintf(set.name[1], MENU_NAME_LEN, "Ben");
	start(800, 480, &set, SHELL_WORDS);
	struct rect menu = sh.words.layout.buttons[WORDS_TABLE_BUTTON_MENU];
	place_a_tile(0);
	CHECK(!sh.words.handover);
	leave_game(&menu);
	t_ms += 14 * 60 * 1000;
	tap_item(MENU_ITEM_CONTINUE);
	CHECK_INT(sh.screen, SHELL_WORDS);
	CHECK_MSG(sh.words.handover, "Continue: the rack comes back covered");
	CHECK_INT(sh.words.game.stage.count, 0);
	CHECK_STR(sh.words.status.text, "Pass the screen to Ana");
	/* Between two people with Ben's rack in sight: Menu, and a minute
	 * later a double tap on Continue, its second tap 60 ms after it. */
	t_ms += DIALOG_GUARD_MS;
	tap(sh.words.layout.board.x + 10, sh.words.layout.board.y + 10);
	CHECK(!sh.words.handover);
	CHECK_INT(words_pass(&sh.words.game), WORDS_OK);	/* Ben's turn, his rack in sight */
	leave_game(&menu);
	t_ms += 60 * 1000;
	struct rect cont = sh.menu.item_rect[MENU_ITEM_CONTINUE];
	tap(cont.x + cont.w / 2, cont.y + cont.h / 2);
	CHECK(sh.words.handover);
	CHECK_STR(sh.words.status.text, "Pass the screen to Ben");
	struct pointer_event down = { POINTER_DOWN, cont.x + cont.w / 2, cont.y + cont.h / 2, t_ms - 100 + 40 + 60 },
			     up = down;
	up.type = POINTER_UP;
	shell_handle_event(&sh, &down);
	shell_handle_event(&sh, &up);
	CHECK_MSG(sh.words.handover, "a double tap on Continue leaves the rack covered");
	t_ms += DIALOG_GUARD_MS;
	tap(cont.x + cont.w / 2, cont.y + cont.h / 2);
	CHECK(!sh.words.handover);

	/* A person alone against the computer: nobody to hand the screen to,
	 * the rack and the tile being placed come back as they were (QA:
	 * "Pass to Player 1 - tap to show your rack"). */
	set.seat[1] = 2;	/* Medium */
	request_count = 0;
	start_with(800, 480, &set, SHELL_WORDS, (struct computer_link){ remember_request, NULL });
	place_a_tile(0);
	leave_game(&menu);
	tap_item(MENU_ITEM_CONTINUE);
	CHECK_MSG(!sh.words.handover, "Continue against the computer: the rack in sight");
	CHECK_INT(sh.words.game.stage.count, 1);
	CHECK(strstr(sh.words.status.text, "Pass") == NULL);
	CHECK(frame_matches());
}

/* A game in progress survives a restart: snapshot, a fresh shell, resume
 * - the same board, racks, scores, turn and settings, on its table; a game
 * left under the menu comes back under it (Continue), never on the table;
 * nothing to keep on the menu or after the end. */
static void test_snapshot_and_resume(void)
{
	static struct shell_saved saved;
	char msg[256];
	struct menu_settings set;
	menu_settings_default(&set);
	set.players = 3;
	set.rules.challenge = WORDS_CHALLENGE_DOUBLE;
	start(800, 480, &set, SHELL_MENU);
	CHECK(!shell_snapshot(&sh, &saved));	/* the menu: nothing to keep */
	shell_start(&sh, SHELL_WORDS);
	uint32_t p0 = shell_progress(&sh);
	CHECK_INT(words_pass(&sh.words.game), WORDS_OK);
	CHECK(shell_progress(&sh) != p0);
	CHECK(shell_snapshot(&sh, &saved));
	CHECK_INT(saved.kept, 0);
	struct words_position pos = sh.words.game.pos;
	/* Left for the menu, the game is kept: still saved, and saved again
	 * as under the menu, where the next run brings it back. */
	static struct shell_saved under_menu;
	uint32_t p1 = shell_progress(&sh);
	leave_game(&sh.words.layout.buttons[WORDS_TABLE_BUTTON_MENU]);
	CHECK(shell_progress(&sh) != p1);
	CHECK(shell_snapshot(&sh, &under_menu));
	CHECK_INT(under_menu.screen, SHELL_WORDS);
	CHECK_INT(under_menu.kept, 1);

	start(800, 480, NULL, SHELL_MENU);	/* the next run, default settings */
	CHECK_INT(shell_resume(&sh, &saved, SHELL_WORDS, msg, sizeof msg), 0);
	CHECK_INT(sh.screen, SHELL_WORDS);
	CHECK(!memcmp(&sh.words.game.pos, &pos, sizeof pos));
	CHECK_INT(sh.words.game.options.challenge, WORDS_CHALLENGE_DOUBLE);
	CHECK_INT(sh.words.layout.players_shown, 3);
	CHECK_INT(sh.menu.set.players, 3);
	/* People at one table: after a restart the rack starts covered. */
	CHECK(sh.words.handover);
	CHECK_MSG(frame_matches(), "the resumed table paints whole");

	start(800, 480, NULL, SHELL_MENU);
	CHECK_INT(shell_resume(&sh, &under_menu, SHELL_WORDS, msg, sizeof msg), 0);
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK_INT(sh.kept, SHELL_WORDS);
	CHECK_INT(sh.menu.page, MENU_PAGE_HOME);
	CHECK_MSG(frame_matches(), "the title with Continue paints whole");
	char buf[64];
	item_text(MENU_ITEM_CONTINUE, buf);
	CHECK_STR(buf, "Continue Words");
	tap_item(MENU_ITEM_CONTINUE);
	CHECK_INT(sh.screen, SHELL_WORDS);
	CHECK(!memcmp(&sh.words.game.pos, &pos, sizeof pos));
	/* A flag no build writes is refused like any field out of range. */
	CHECK(shell_snapshot(&sh, &saved));
	saved.kept = 7;
	start(800, 480, NULL, SHELL_MENU);
	CHECK_INT(shell_resume(&sh, &saved, SHELL_WORDS, msg, sizeof msg), -1);
	CHECK_STR(msg, "the saved under-the-menu flag is 7, not 0 or 1");
	CHECK_INT(sh.screen, SHELL_MENU);

	/* Reversi too. */
	start(800, 480, NULL, SHELL_REVERSI);
	int x, y;
	reversi_table_square_centre(&sh.reversi.layout, 2 * 8 + 3, &x, &y);
	tap(x, y);
	CHECK(shell_snapshot(&sh, &saved));
	/* Read as the other game's file (renamed, copied over it): refused,
	 * each way round, before anything changes. */
	start(800, 480, NULL, SHELL_MENU);
	CHECK_INT(shell_resume(&sh, &saved, SHELL_WORDS, msg, sizeof msg), -1);
	CHECK_STR(msg, "the file holds a Reversi game, not the Words game it was read as");
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK_STR(sh.menu.notice, "The saved game could not be continued");
	CHECK_INT(shell_resume(&sh, &under_menu, SHELL_REVERSI, msg, sizeof msg), -1);
	CHECK_STR(msg, "the file holds a Words game, not the Reversi game it was read as");
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK_INT(sh.kept, SHELL_MENU);
	start(800, 480, NULL, SHELL_MENU);
	CHECK_INT(shell_resume(&sh, &saved, SHELL_REVERSI, msg, sizeof msg), 0);
	CHECK_INT(sh.screen, SHELL_REVERSI);
	CHECK(saved.game.reversi.n_moves >= 1);	/* d3, and the computer's reply */
	CHECK_INT(sh.reversi.game.n_moves, saved.game.reversi.n_moves);

	/* Nonsense refused, the menu stays. */
	saved.screen = 9;
	start(800, 480, NULL, SHELL_MENU);
	CHECK_INT(shell_resume(&sh, &saved, SHELL_REVERSI, msg, sizeof msg), -1);
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK_STR(msg, "the saved screen is 9, neither Words (1) nor Reversi (2)");
}

/* A saved game of any bytes never reaches a table. */
static struct shell_saved good, bad;

/* Resumes `bad` on a fresh shell at the title screen: refused with words
 * of the reason, the title screen stays with its own settings, and paints. */
static void refused_as(int want, const char *words, int line)
{
	char msg[256], detail[400];
	start(800, 480, NULL, SHELL_MENU);
	int err = shell_resume(&sh, &bad, (enum shell_screen)good.screen, msg, sizeof msg);
	snprintf(detail, sizeof detail, "line %d: expected a refusal (%d) with \"%s\", got %d: %s", line, want, words,
		 err, msg);
	CHECK_MSG(err == want && strstr(msg, words), detail);
	CHECK_INT(sh.screen, SHELL_MENU);
	CHECK_INT(sh.menu.page, MENU_PAGE_HOME);
	CHECK_INT(sh.settings.players, 2);
	CHECK_INT(sh.menu.set.players, 2);
	CHECK_MSG(frame_matches(), "the title screen paints after a refusal");
	CHECK_STR(sh.menu.notice, want == SHELL_SAVED_NOT_NOW ? "The saved game is kept for later"
							       : "The saved game could not be continued");
	bad = good;
}
#define REFUSED(words) refused_as(SHELL_SAVED_BAD, (words), __LINE__)
/* A good file this run cannot continue: the store keeps it for later. */
#define NOT_NOW(words) refused_as(SHELL_SAVED_NOT_NOW, (words), __LINE__)

/* What resumes is the game the rules rebuild: a poisoned take-back ring
 * and lexicon in the file are never read.  Settings out of range and
 * games that do not replay (the rack letter out of range,
 * unterminated log tiles, a Reversi field of 2000000000) are refused. */
static void test_resume_refuses_bad_saves(void)
{
	char msg[256];
	struct menu_settings set;
	menu_settings_default(&set);
	set.players = 3;
	start(800, 480, &set, SHELL_WORDS);
	CHECK_INT(words_pass(&sh.words.game), WORDS_OK);
	CHECK(shell_snapshot(&sh, &good));
	bad = good;
	memset(bad.game.words.undo, 0xa5, sizeof bad.game.words.undo);
	bad.game.words.undo_head = 250;
	bad.game.words.undo_len = 251;
	memset(&bad.game.words.lexicon, 0xa5, sizeof bad.game.words.lexicon);
	start(800, 480, NULL, SHELL_MENU);
	CHECK_INT(shell_resume(&sh, &bad, SHELL_WORDS, msg, sizeof msg), 0);
	CHECK_INT(sh.words.game.undo_len, 1);
	CHECK(sh.words.game.lexicon.contains == NULL);	/* this run's: none */
	CHECK_MSG(frame_matches(), "the resumed table paints whole");
	CHECK_INT(words_take_back(&sh.words.game), WORDS_OK);
	CHECK_INT(sh.words.game.pos.log_len, 0);
	bad = good;

	bad.settings.players = 9;
	REFUSED("the saved number of players is 9, not 2 to 4");
	/* The Words file's game claiming to be Reversi's. */
	bad.screen = SHELL_REVERSI;
	REFUSED("the file holds a Reversi game, not the Words game it was read as");
	bad.settings.seat[2] = 12;
	REFUSED("saved seat 3 is 12");
	bad.settings.seat[0] = 2;	/* a computer, and these shells have no dictionary */
	NOT_NOW("saved seat 1 is a computer, which needs the dictionary this run does not have");
	/* Bad bytes beside it: a bad file, whatever this run has. */
	bad.settings.seat[0] = 2;
	memset(&bad.settings.hints, 7, 1);
	REFUSED("the saved hint flag is 7");
	memset(&bad.settings.hints, 7, 1);
	REFUSED("the saved hint flag is 7");
	memset(&bad.settings.reversi_person_white, 9, 1);
	REFUSED("the saved Reversi colour flag is 9");
	memset(bad.settings.name[1], 'A', sizeof bad.settings.name[1]);	/* no end */
	REFUSED("saved name 2 is not a name");
	bad.settings.name[3][0] = 7;
	REFUSED("saved name 4 is not a name");
	memcpy(bad.settings.name[3], "Caf\xe9", 5);	/* Latin-1, not UTF-8 */
	REFUSED("saved name 4 is not a name");
	/* A name typed with accents is a name: the game continues with it. */
	snprintf(bad.settings.name[0], sizeof bad.settings.name[0], "\xc3\x89lodie");
	start(800, 480, NULL, SHELL_MENU);
	CHECK_INT(shell_resume(&sh, &bad, SHELL_WORDS, msg, sizeof msg), 0);
	CHECK_STR(words_table_player_name(&sh.words, 0), "\xc3\x89lodie");
	bad = good;
	bad.settings.rules.challenge = (enum words_challenge)2000000000;
	REFUSED("the saved settings: the challenge mode is 2000000000");
	bad.settings.reversi_opponent = -5;
	REFUSED("the saved Reversi opponent is -5");
	bad.settings.rules.kind_redraw = !good.settings.rules.kind_redraw;
	REFUSED("the saved Words game's rules are not its settings'");
	bad.settings.players = 2;
	REFUSED("the saved Words game has 3 players, its settings 2");
	bad.game.words.pos.rack[1][3] = (char)200;
	REFUSED("the saved Words game does not replay: player 2's rack");
	memset(bad.game.words.log[0].tiles, 'Q', sizeof bad.game.words.log[0].tiles);
	REFUSED("turn-log entry 1 (pass): its tiles are not terminated");

	/* The notice is on the title screen's help line until another page. */
	size_t bytes = (size_t)screen.width * screen.height * 4;
	uint32_t *with = malloc(bytes);
	shell_render_full(&sh, &full);
	memcpy(with, full.pixels, bytes);
	menu_set_notice(&sh.menu, "");
	CHECK_MSG(frame_matches(), "taking the notice away repaints its line");
	CHECK_MSG(memcmp(with, full.pixels, bytes) != 0, "the notice is painted");
	menu_set_notice(&sh.menu, "The saved game could not be continued");
	CHECK_MSG(frame_matches(), "the notice repaints its line");
	CHECK(!memcmp(with, screen.pixels, bytes));
	free(with);
	tap_item(MENU_ITEM_WORDS);
	CHECK_STR(sh.menu.notice, "");
	tap_item(MENU_ITEM_BACK);
	CHECK_STR(sh.menu.notice, "");

	start(800, 480, NULL, SHELL_REVERSI);
	int x, y;
	reversi_table_square_centre(&sh.reversi.layout, 2 * 8 + 3, &x, &y);
	tap(x, y);
	CHECK(shell_snapshot(&sh, &good));
	bad = good;
	bad.game.reversi.n_moves = 2000000000;
	REFUSED("the saved Reversi game does not replay: the move count is 2000000000");
	bad.game.reversi.pos.turn = (enum reversi_color)2000000000;
	REFUSED("the saved Reversi game does not replay: the position is not what");
	start(800, 480, NULL, SHELL_MENU);
	CHECK_INT(shell_resume(&sh, &bad, SHELL_REVERSI, msg, sizeof msg), 0);
	CHECK_INT(sh.screen, SHELL_REVERSI);
}

/* Every display the issue names fits every page: items inside the screen,
 * apart, at least 40 px tall (36 on the 3.5" panel). */
static void test_pages_fit_every_display(void)
{
	static const int sizes[][2] = { { 800, 480 }, { 1024, 600 }, { 1280, 800 },
					{ 480, 800 }, { 720, 1280 }, { 480, 320 } };
	for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
		struct menu m;
		struct menu_options mo = { .width = sizes[s][0], .height = sizes[s][1], .scale = 1.0f, .words_computer = true };
		struct rect bounds = rect_make(0, 0, sizes[s][0], sizes[s][1]);
		CHECK_INT(menu_init(&m, &mo, NULL), 0);
		/* The title's letters fill their tiles (a 160 px tile at
		 * 1280x800 held a 48 px letter, the largest face). */
		CHECK_MSG(m.title_font->size * 100 >= m.title_tile * 45, "the title letter fills its tile");
		m.set.players = WORDS_MAX_PLAYERS;
		menu_keep(&m, "Continue Words", "The Words game in progress ends.");	/* the fullest home page */
		for (int p = MENU_PAGE_HOME; p <= MENU_PAGE_REVERSI; p++) {
			menu_show_page(&m, (enum menu_page)p);
			for (int i = 0; i < MENU_ITEM_COUNT; i++) {
				struct rect r = m.item_rect[i];
				if (rect_is_empty(r))
					continue;
				CHECK_MSG(rect_intersect(r, bounds).w == r.w && rect_intersect(r, bounds).h == r.h,
					  "item inside the screen");
				CHECK_MSG(r.h >= (sizes[s][1] <= 320 ? 36 : 40), "a touch target");
				CHECK_MSG(r.w >= 40, "a touch target");
				CHECK_MSG(!rect_overlaps(r, m.title), "clear of the title");
				for (int j = i + 1; j < MENU_ITEM_COUNT; j++)
					CHECK_MSG(!rect_overlaps(r, m.item_rect[j]), "items apart");
			}
		}
	}
}

int main(void)
{
	RUN(test_home_and_pages);
	RUN(test_words_settings_cycle);
	RUN(test_menu_texts_cut_between_letters);
	RUN(test_game_scores_cut_between_letters);
	RUN(test_seats_cycle_with_computer);
	RUN(test_settings_explain_themselves);
	RUN(test_network_off_says_why);
	RUN(test_names_typed);
	RUN(test_double_tap_lands_on_nothing);
	RUN(test_seats_dimmed_without_word_list);
	RUN(test_one_computer_link);
	RUN(test_start_words_and_back);
	RUN(test_start_reversi_and_back);
	RUN(test_reversi_colour_chosen_in_the_menu);
	RUN(test_reversi_new_game_dialog);
	RUN(test_memory_holds_every_table);
	RUN(test_snapshot_and_resume);
	RUN(test_continue_comes_back_covered);
	RUN(test_resume_refuses_bad_saves);
	RUN(test_pages_fit_every_display);
	free(mem);
	free(screen.pixels);
	free(full.pixels);
	return check_finish();
}
