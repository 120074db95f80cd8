/* The title screen and main menu: settings, pages, taps.  Where the items
 * are is in menu_layout.c, drawing in menu_render.c. */
#include <stdio.h>
#include <string.h>

#include "gfx/utf8.h"
#include "ui/kit/button.h"
#include "ui/menu/menu_int.h"

static const char *const level_names[MENU_LEVELS] = { "Beginner", "Easy", "Medium", "Hard", "Expert" };

const char *menu_level_name(int level)
{
	return level >= 0 && level < MENU_LEVELS ? level_names[level] : "Person";
}

void menu_settings_default(struct menu_settings *s)
{
	memset(s, 0, sizeof *s);
	s->players = 2;
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++)
		s->seat[i] = MENU_HUMAN;
	s->rules.challenge = WORDS_CHALLENGE_ENFORCED;
	s->hints = true;
	s->reversi_opponent = 2; /* Medium */
}

void menu_invalidate(struct menu *m)
{
	damage_add_all(&m->pending);
}

void menu_show_page(struct menu *m, enum menu_page page)
{
	if (page != m->page)
		m->notice[0] = '\0';
	m->page = page;
	m->pressed = MENU_ITEM_NONE;
	m->explained = MENU_ITEM_NONE;
	menu_layout_page(m);
	menu_invalidate(m);
}

void menu_set_notice(struct menu *m, const char *text)
{
	utf8_copy(m->notice, sizeof m->notice, text);	/* a kiosk's name cut between letters */
	damage_add(&m->pending, m->hint);
}

int menu_init(struct menu *m, const struct menu_options *opt, const struct menu_settings *set)
{
	memset(m, 0, sizeof *m);
	m->opt = *opt;
	m->theme = theme_or_classic(opt->theme);
	if (m->opt.scale <= 0.0f)
		m->opt.scale = 1.0f;
	if (opt->width < 240 || opt->height < 240)
		return -1;
	if (set)
		m->set = *set;
	else
		menu_settings_default(&m->set);
	if (m->set.players < WORDS_MIN_PLAYERS || m->set.players > WORDS_MAX_PLAYERS)
		m->set.players = WORDS_MIN_PLAYERS;
	struct gesture_config gc = gesture_config_default(m->opt.scale);
	if (opt->drag_threshold > 0)
		gc.drag_threshold_px = gesture_threshold_scaled(opt->drag_threshold, m->opt.scale);
	gc.long_press_ms = 0;
	gesture_init(&m->gesture, &gc);
	damage_init(&m->pending, opt->width, opt->height);
	menu_show_page(m, MENU_PAGE_HOME);
	return 0;
}

/* ---- the settings ------------------------------------------------------------- */

static const char *const challenge_names[] = {
	[WORDS_CHALLENGE_ENFORCED] = "Checked as played",
	[WORDS_CHALLENGE_SINGLE] = "Single challenge",
	[WORDS_CHALLENGE_DOUBLE] = "Double challenge",
	[WORDS_CHALLENGE_FIVE_POINT] = "Five-point challenge",
};

void menu_item_text(const struct menu *m, enum menu_item item, char *buf, int size)
{
	const struct menu_settings *s = &m->set;
	switch (item) {
	case MENU_ITEM_CONTINUE:
		snprintf(buf, (size_t)size, "%s", m->kept_label);
		break;
	case MENU_ITEM_WORDS:
		snprintf(buf, (size_t)size, "Words");
		break;
	case MENU_ITEM_REVERSI:
		snprintf(buf, (size_t)size, "Reversi");
		break;
	case MENU_ITEM_NETWORK:
		snprintf(buf, (size_t)size, "Play another kiosk");
		break;
	case MENU_ITEM_PLAYERS:
		snprintf(buf, (size_t)size, "Players: %d", s->players);
		break;
	case MENU_ITEM_CHALLENGE:
		snprintf(buf, (size_t)size, "Dictionary: %s", challenge_names[s->rules.challenge]);
		break;
	case MENU_ITEM_INTERCHANGE:
		snprintf(buf, (size_t)size, "Blank swap: %s", s->rules.blank_interchange ? "On" : "Off");
		break;
	case MENU_ITEM_KIND:
		snprintf(buf, (size_t)size, "Three alike redraw: %s", s->rules.kind_redraw ? "On" : "Off");
		break;
	case MENU_ITEM_END_RULE:
		snprintf(buf, (size_t)size, "Going out: %s",
			 s->rules.end_rule == WORDS_END_TOURNAMENT ? "Tournament" : "Classic");
		break;
	case MENU_ITEM_HINTS:
		snprintf(buf, (size_t)size, "Hint button: %s", s->hints ? "On" : "Off");
		break;
	case MENU_ITEM_OPPONENT:
		if (s->reversi_opponent == MENU_HUMAN)
			snprintf(buf, (size_t)size, "Opponent: a person");
		else
			snprintf(buf, (size_t)size, "Opponent: computer, %s", menu_level_name(s->reversi_opponent));
		break;
	case MENU_ITEM_COLOUR:
		if (s->reversi_opponent == MENU_HUMAN)
			snprintf(buf, (size_t)size, "First move: Black");
		else
			snprintf(buf, (size_t)size, "You play: %s", s->reversi_person_white ? "White" : "Black");
		break;
	case MENU_ITEM_BACK:
		snprintf(buf, (size_t)size, "Back");
		break;
	case MENU_ITEM_START:
		snprintf(buf, (size_t)size, "Start");
		break;
	default:
		if (item >= MENU_ITEM_NAME0 && item < MENU_ITEM_NAME0 + WORDS_MAX_PLAYERS) {
			int i = item - MENU_ITEM_NAME0;
			if (s->seat[i] != MENU_HUMAN)
				snprintf(buf, (size_t)size, "Player %d: Computer", i + 1);
			else if (s->name[i][0])
				snprintf(buf, (size_t)size, "Player %d: %s", i + 1, s->name[i]);
			else /* "Player N: tap to name" fits a name button only without its label */
				snprintf(buf, (size_t)size, "Player %d", i + 1);
		} else if (item >= MENU_ITEM_SEAT0 && item < MENU_ITEM_SEAT0 + WORDS_MAX_PLAYERS) {
			int seat = s->seat[item - MENU_ITEM_SEAT0];
			if (seat == MENU_HUMAN)
				snprintf(buf, (size_t)size, "person");
			else
				snprintf(buf, (size_t)size, "computer, %s", menu_level_name(seat));
		} else if (size > 0) {
			buf[0] = '\0';
		}
		break;
	}
}

/* What each setting does, in a line (the hint line shows it once the
 * setting is tapped). */
static const char *explanation(const struct menu *m, enum menu_item item)
{
	static const char *const modes[] = {
		[WORDS_CHALLENGE_ENFORCED] = "Checked as played: a word not in the dictionary cannot be played",
		[WORDS_CHALLENGE_SINGLE] = "Single challenge: a phony stands unless challenged; a failed challenge costs nothing",
		[WORDS_CHALLENGE_DOUBLE] = "Double challenge: a phony stands unless challenged; a failed challenge costs the turn",
		[WORDS_CHALLENGE_FIVE_POINT] = "Five-point challenge: a phony stands unless challenged; a failed challenge gives the player challenged 5 points",
	};
	switch (item) {
	case MENU_ITEM_PLAYERS:
		return "Two to four players share the table and pass the screen";
	case MENU_ITEM_CHALLENGE:
		return modes[m->set.rules.challenge];
	case MENU_ITEM_INTERCHANGE:
		/* It sets interchange_must_play too: say so, or "Pass" refused
		 * after a swap comes as a surprise. */
		return "Blank swap: trade a rack tile for the blank that stands for it; you must then play the blank that turn";
	case MENU_ITEM_KIND:
		return "Three alike: hold one of three or four alike tiles to trade them all for new ones";
	case MENU_ITEM_END_RULE:
		return m->set.rules.end_rule == WORDS_END_TOURNAMENT
			       ? "Tournament: who goes out gains twice the others' racks; they lose nothing"
			       : "Classic: who goes out gains the others' racks; each loses their own";
	case MENU_ITEM_HINTS:
		return "Hint button: shows the best play on the board (a valid one in every mode)";
	case MENU_ITEM_OPPONENT:
		return "A person at the same table, or the computer at a level (Beginner to Expert)";
	case MENU_ITEM_COLOUR:
		return m->set.reversi_opponent == MENU_HUMAN ? "Two people: whoever plays Black moves first"
							      : "Black moves first; the computer plays the other colour";
	case MENU_ITEM_NETWORK:
		return m->opt.network ? NULL : m->opt.network_off;
	default:
		break;
	}
	if (item >= MENU_ITEM_NAME0 && item < MENU_ITEM_NAME0 + WORDS_MAX_PLAYERS)
		return "Tap a name to type it; a computer goes by its level";
	if (item >= MENU_ITEM_SEAT0 && item < MENU_ITEM_SEAT0 + WORDS_MAX_PLAYERS)
		return m->opt.words_computer ? "Who plays the seat: a person, or the computer at a level"
					     : "Every seat is a person (the computer needs the word list)";
	return NULL;
}

const char *menu_hint_text(const struct menu *m)
{
	const char *e = m->explained != MENU_ITEM_NONE ? explanation(m, m->explained) : NULL;
	if (e)
		return e;
	switch (m->page) {
	case MENU_PAGE_HOME:
		if (m->notice[0])
			return m->notice;
		return m->kept ? "Continue the game, or tap a game to set up a new one" : "Tap a game to set it up";
	case MENU_PAGE_WORDS:
		return m->opt.words_computer ? "Tap a setting to change it; it says what it does here"
					     : "Tap a setting to change it; every seat is a person";
	case MENU_PAGE_REVERSI:
		return "Tap a setting to change it; it says what it does here";
	}
	return "";
}

/* Person, then the levels, then back to a person. */
static int next_seat(int v)
{
	return v == MENU_HUMAN ? 0 : v + 1 < MENU_LEVELS ? v + 1 : MENU_HUMAN;
}

static void mark_item(struct menu *m, enum menu_item item)
{
	damage_add(&m->pending, m->item_rect[item]);
}

/* A tap on a setting of the page cycles it; false when it changed
 * nothing (a seat while every seat is a person). */
static bool cycle_setting(struct menu *m, enum menu_item item)
{
	struct menu_settings *s = &m->set;
	switch (item) {
	case MENU_ITEM_CHALLENGE:
		s->rules.challenge = (enum words_challenge)((s->rules.challenge + 1) % 4);
		return true;
	case MENU_ITEM_INTERCHANGE:
		s->rules.blank_interchange = !s->rules.blank_interchange;
		s->rules.interchange_must_play = s->rules.blank_interchange;
		return true;
	case MENU_ITEM_KIND:
		s->rules.kind_redraw = !s->rules.kind_redraw;
		return true;
	case MENU_ITEM_END_RULE:
		s->rules.end_rule = s->rules.end_rule == WORDS_END_CLASSIC ? WORDS_END_TOURNAMENT : WORDS_END_CLASSIC;
		return true;
	case MENU_ITEM_HINTS:
		s->hints = !s->hints;
		return true;
	case MENU_ITEM_OPPONENT:
		s->reversi_opponent = next_seat(s->reversi_opponent);
		mark_item(m, MENU_ITEM_COLOUR);	/* live or dimmed, its words */
		return true;
	case MENU_ITEM_COLOUR:
		if (s->reversi_opponent == MENU_HUMAN)
			return false;	/* explained */
		s->reversi_person_white = !s->reversi_person_white;
		return true;
	default:
		break;
	}
	int seat = item - MENU_ITEM_SEAT0;
	if (seat < 0 || seat >= s->players)
		return false;
	if (!m->opt.words_computer) {
		s->seat[seat] = MENU_HUMAN;
		return false;
	}
	s->seat[seat] = next_seat(s->seat[seat]);
	return true;
}

void menu_keep(struct menu *m, const char *label, const char *loss)
{
	m->kept = label != NULL;
	snprintf(m->kept_label, sizeof m->kept_label, "%s", label ? label : "");
	utf8_copy(m->kept_loss, sizeof m->kept_loss, loss ? loss : "");
	dialog_close(&m->dialog, &m->pending);
	if (m->page == MENU_PAGE_HOME)
		menu_show_page(m, MENU_PAGE_HOME);	/* Continue comes or goes */
}

/* Start over a game kept under the menu: a dialog says what ends, its
 * start button away from Start, so a double tap cannot throw it away. */
static enum menu_action ask_start(struct menu *m, enum menu_action start)
{
	if (!m->kept)
		return start;
	struct dialog_text q = { .title = "Start a new game?", .text = m->kept_loss, .cancel = "Keep it",
				 .confirm = "New game" };
	struct rect b = m->item_rect[MENU_ITEM_START];	/* as menu_start_place */
	m->asked = start;
	dialog_open(&m->dialog, 0, &q, m->opt.width, m->opt.height, m->opt.scale, b.x + b.w / 2, m->now,
		    &m->pending);
	return MENU_ACTION_NONE;
}

void menu_start_place(const struct menu *m, struct dialog *d)
{
	struct rect b = m->item_rect[MENU_ITEM_START];
	dialog_place(d, m->opt.width, m->opt.height, m->opt.scale, b.x + b.w / 2, 0);
}

static void open_keyboard(const struct menu *m, struct keyboard *k, const char *title, const char *text,
			  struct damage *pending)
{
	keyboard_open(k, title, text, MENU_NAME_LEN - 1, rect_make(0, 0, m->opt.width, m->opt.height), m->opt.width,
		      m->opt.height, m->opt.scale, pending);
}

void menu_name_keyboard(const struct menu *m, struct keyboard *k)
{
	struct damage d;
	damage_init(&d, m->opt.width, m->opt.height);
	open_keyboard(m, k, "", "", &d);
}

/* A person's name: the keyboard over the whole screen. */
static void ask_name(struct menu *m, int seat)
{
	char title[48];
	snprintf(title, sizeof title, "Player %d's name", seat + 1);
	m->naming = seat;
	open_keyboard(m, &m->keyboard, title, m->set.name[seat], &m->pending);
}

enum menu_action menu_activate(struct menu *m, enum menu_item item)
{
	struct menu_settings *s = &m->set;
	if (item < 0 || item >= MENU_ITEM_COUNT || rect_is_empty(m->item_rect[item]))
		return MENU_ACTION_NONE;
	if (explanation(m, item)) {
		m->explained = item;
		damage_add(&m->pending, m->hint);
	}
	if (item >= MENU_ITEM_NAME0 && item < MENU_ITEM_NAME0 + WORDS_MAX_PLAYERS) {
		if (s->seat[item - MENU_ITEM_NAME0] == MENU_HUMAN)
			ask_name(m, item - MENU_ITEM_NAME0);
		return MENU_ACTION_NONE;
	}
	switch (item) {
	case MENU_ITEM_CONTINUE:
		return MENU_ACTION_CONTINUE;
	case MENU_ITEM_NETWORK:
		return m->opt.network ? MENU_ACTION_LOBBY : MENU_ACTION_NONE;	/* else explained */
	case MENU_ITEM_WORDS:
		menu_show_page(m, MENU_PAGE_WORDS);
		break;
	case MENU_ITEM_REVERSI:
		menu_show_page(m, MENU_PAGE_REVERSI);
		break;
	case MENU_ITEM_BACK:
		menu_show_page(m, MENU_PAGE_HOME);
		break;
	case MENU_ITEM_START:
		return ask_start(m, m->page == MENU_PAGE_WORDS ? MENU_ACTION_START_WORDS : MENU_ACTION_START_REVERSI);
	case MENU_ITEM_PLAYERS:
		s->players = s->players < WORDS_MAX_PLAYERS ? s->players + 1 : WORDS_MIN_PLAYERS;
		menu_show_page(m, m->page); /* the number of seat rows changed */
		break;
	default:
		if (cycle_setting(m, item)) {
			mark_item(m, item);
			if (item >= MENU_ITEM_SEAT0 && item < MENU_ITEM_SEAT0 + WORDS_MAX_PLAYERS)
				mark_item(m, item - MENU_ITEM_SEAT0 + MENU_ITEM_NAME0);	/* "Computer" */
		}
		break;
	}
	return MENU_ACTION_NONE;
}

enum menu_item menu_item_at(const struct menu *m, int x, int y)
{
	return (enum menu_item)button_at(m->item_rect, MENU_ITEM_COUNT, x, y);
}

static void set_pressed(struct menu *m, enum menu_item item)
{
	m->pressed = (enum menu_item)button_press(m->pressed, item, m->item_rect, &m->pending);
}

/* While the dialog asks, its buttons take every touch; its confirm is the
 * Start it asked about. */
static enum menu_action on_dialog_gesture(struct menu *m, const struct gesture *ge)
{
	if (ge->type == GESTURE_PRESS) {
		dialog_press(&m->dialog, ge->x, ge->y, ge->time_ms, &m->pending);
	} else if (ge->type == GESTURE_TAP) {
		if (dialog_tap(&m->dialog, ge->x, ge->y, &m->pending) == DIALOG_CONFIRM)
			return m->asked;
	} else {
		dialog_release(&m->dialog, &m->pending);
	}
	return MENU_ACTION_NONE;
}

/* While a name is typed, the keyboard takes every touch. */
static void on_keyboard_gesture(struct menu *m, const struct gesture *ge)
{
	if (ge->type == GESTURE_PRESS) {
		keyboard_press(&m->keyboard, ge->x, ge->y, &m->pending);
		return;
	}
	if (ge->type != GESTURE_TAP) {
		keyboard_release(&m->keyboard, &m->pending);
		return;
	}
	if (keyboard_tap(&m->keyboard, ge->x, ge->y, &m->pending) == KEYBOARD_ENTERED)
		snprintf(m->set.name[m->naming], MENU_NAME_LEN, "%.*s", MENU_NAME_LEN - 1, m->keyboard.text);
	if (!m->keyboard.open)
		menu_invalidate(m);	/* the page again, the name in it */
}

void menu_guard(struct menu *m, int x, int y, uint32_t now_ms)
{
	m->guard = true;
	m->guard_x = x;
	m->guard_y = y;
	m->guard_ms = now_ms;
}

/* A press that is a double tap's second half on what the last tap showed. */
static bool guarded(const struct menu *m, const struct gesture *ge)
{
	int r = (int)((float)MENU_GUARD_PX * m->opt.scale);
	return m->guard && (uint32_t)(ge->time_ms - m->guard_ms) < MENU_GUARD_MS && ge->x - m->guard_x <= r &&
	       m->guard_x - ge->x <= r && ge->y - m->guard_y <= r && m->guard_y - ge->y <= r;
}

/* What the screen shows, to tell whether a tap changed it. */
static int showing(const struct menu *m)
{
	return (int)m->page | (m->keyboard.open ? 4 : 0) | (m->dialog.open ? 8 : 0);
}

/* One gesture on whatever is shown: the keyboard, the dialog or the page. */
static enum menu_action menu_gesture(struct menu *m, const struct gesture *ge, enum menu_action action)
{
	if (m->keyboard.open) {
		on_keyboard_gesture(m, ge);
		return action;
	}
	if (m->dialog.open) {
		enum menu_action a = on_dialog_gesture(m, ge);
		return a != MENU_ACTION_NONE ? a : action;
	}
	switch (ge->type) {
	case GESTURE_PRESS:
		set_pressed(m, menu_item_at(m, ge->x, ge->y));
		break;
	case GESTURE_TAP: {
		enum menu_item item = m->pressed;
		set_pressed(m, MENU_ITEM_NONE);
		if (item != MENU_ITEM_NONE)
			action = menu_activate(m, item);
		break;
	}
	default:
		/* A slide off an item does not press it. */
		set_pressed(m, MENU_ITEM_NONE);
		break;
	}
	return action;
}

enum menu_action menu_handle_event(struct menu *m, const struct pointer_event *ev)
{
	struct gesture out[GESTURE_MAX_OUT];
	enum menu_action action = MENU_ACTION_NONE;
	m->now = ev->time_ms;
	int n = gesture_feed(&m->gesture, ev, out);
	for (int i = 0; i < n; i++) {
		if (out[i].type == GESTURE_PRESS && guarded(m, &out[i]))
			continue;	/* nothing pressed: its tap taps nothing */
		int before = showing(m);
		action = menu_gesture(m, &out[i], action);
		/* Opening the dialog is not a change: it has its own guard. */
		if (out[i].type == GESTURE_TAP && showing(m) != before && !m->dialog.open)
			menu_guard(m, out[i].x, out[i].y, out[i].time_ms);
	}
	return action;
}
