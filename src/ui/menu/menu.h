/* The title screen and the main menu: the name "tessera" as a row of raised
 * tiles, the choice of game, and for each game a page of settings that cycle
 * on a tap (players and who sits in each seat, the house rules, the
 * dictionary mode; Reversi's opponent).  Start hands the settings to the
 * shell (shell.h), which starts the game.  Like the game screens it never
 * allocates and repaints only what changed. */
#ifndef TESSERA_UI_MENU_H
#define TESSERA_UI_MENU_H

#include <stdbool.h>
#include <stdint.h>

#include "core/words/words.h"
#include "gfx/canvas.h"
#include "gfx/damage.h"
#include "gfx/font.h"
#include "ui/kit/dialog.h"
#include "ui/kit/keyboard.h"
#include "ui/kit/theme.h"
#include "ui/kit/gesture.h"
#include "input/pointer.h"

enum menu_page {
	MENU_PAGE_HOME,		/* title, Words, Reversi */
	MENU_PAGE_WORDS,	/* Words settings */
	MENU_PAGE_REVERSI,	/* Reversi settings */
};

/* What the settings pages set.  A seat or the Reversi opponent is
 * MENU_HUMAN or a computer level (0 = Beginner .. 4 = Expert). */
enum { MENU_HUMAN = -1, MENU_LEVELS = 5 };
/* A notice on the home page, with its NUL. */
enum { MENU_NOTICE_LEN = 80 };
/* A double tap's second half: a press within MENU_GUARD_MS of the tap
 * that changed what the screen shows (another page, the keyboard opened or
 * closed, the dialog answered) and within MENU_GUARD_PX (at scale 1) of
 * it presses nothing, so it cannot land on what the new page has there. */
enum { MENU_GUARD_MS = 500, MENU_GUARD_PX = 48 };
/* A person's name as typed on the keyboard, with its NUL. */
#define MENU_NAME_LEN 12

struct menu_settings {
	int players;				/* 2..4 */
	int seat[WORDS_MAX_PLAYERS];
	char name[WORDS_MAX_PLAYERS][MENU_NAME_LEN];	/* "" = "Player N" */
	struct words_options rules;
	bool hints;
	int reversi_opponent;
	bool reversi_person_white;	/* the person plays white (the computer black) */
};

/* What a tap asked for. */
enum menu_action {
	MENU_ACTION_NONE,
	MENU_ACTION_START_WORDS,
	MENU_ACTION_START_REVERSI,
	MENU_ACTION_CONTINUE,		/* back to the game kept under the menu */
	MENU_ACTION_LOBBY,		/* the kiosks to play (a board with [network]) */
};

/* The things that can be tapped; which of them a page shows is in items. */
enum menu_item {
	MENU_ITEM_CONTINUE,	/* home, while a game is kept: back to it */
	MENU_ITEM_WORDS,	/* home: go to the Words page */
	MENU_ITEM_REVERSI,	/* home: go to the Reversi page */
	MENU_ITEM_PLAYERS,
	MENU_ITEM_NAME0,	/* .. NAME0 + 3: a person's name (the keyboard) */
	MENU_ITEM_SEAT0 = MENU_ITEM_NAME0 + WORDS_MAX_PLAYERS,	/* .. SEAT0 + 3: who plays */
	MENU_ITEM_CHALLENGE = MENU_ITEM_SEAT0 + WORDS_MAX_PLAYERS,
	MENU_ITEM_INTERCHANGE,
	MENU_ITEM_KIND,
	MENU_ITEM_END_RULE,
	MENU_ITEM_HINTS,
	MENU_ITEM_OPPONENT,
	MENU_ITEM_COLOUR,	/* Reversi: the person's colour against the computer */
	MENU_ITEM_BACK,
	MENU_ITEM_START,
	MENU_ITEM_NETWORK,	/* home, with a network (or why not): "Play another kiosk" */
	MENU_ITEM_COUNT,
	MENU_ITEM_NONE = -1
};

struct menu_options {
	int width, height;
	float scale;		/* 1.0 = 7" 800x480; 0 = 1 */
	int drag_threshold;	/* pixels at scale 1; 0 = the gesture default */
	/* Offer computer seats at Words (a dictionary and the computer player
	 * are there); without, every seat is a person. */
	bool words_computer;
	const struct theme *theme;	/* the colours; NULL = classic */
	/* The board has a [network] section: the home page offers the lobby. */
	bool network;
	/* Without network: NULL, or why the board's [network] cannot be
	 * joined ("Network play needs libmosquitto1"): the home page shows the
	 * lobby's entry dimmed, and a tap on it says this.  Must outlive the
	 * menu. */
	const char *network_off;
	/* NULL, or a line the home page keeps at its foot whatever else it
	 * says (the word list could not be used, the screen is under the
	 * smallest size supported: what an operator should see without the
	 * journal), in the warning colour, on two lines of the floor's font
	 * where one is too narrow.  Must outlive the menu. */
	const char *foot_note;
	/* NULL, or a second, lesser note: under foot_note where each fits on
	 * one line; else left out (the program says it elsewhere too).  Must
	 * outlive the menu. */
	const char *foot_more;
};

struct menu {
	struct menu_options opt;
	const struct theme *theme;	/* never NULL */
	struct menu_settings set;
	enum menu_page page;
	struct rect title;		/* the tiles of the name */
	int title_tile;			/* their size */
	struct rect item_rect[MENU_ITEM_COUNT];	/* empty when not on this page */
	struct rect hint;		/* a line of help under the items */
	struct rect foot;		/* the home page's foot_note; empty without */
	bool foot_both;			/* and foot_more under it, a line each */
	char notice[MENU_NOTICE_LEN];	/* said there on the home page instead, until another page */
	const struct font *title_font, *item_font, *hint_font;
	struct gesture_recognizer gesture;
	enum menu_item pressed;
	struct damage pending;
	/* A game kept under the menu: Continue goes back to it, and Start
	 * asks first (the dialog says what would be lost). */
	bool kept;
	char kept_label[DIALOG_LABEL_LEN];	/* "Continue Words" */
	char kept_loss[DIALOG_TEXT_LEN];
	struct dialog dialog;
	enum menu_action asked;		/* the Start the dialog asks about */
	uint32_t now;			/* time of the last event */
	/* A name being typed: the keyboard over the page, for this seat. */
	struct keyboard keyboard;
	int naming;
	/* The setting tapped last: the hint line explains it. */
	enum menu_item explained;
	/* The tap that last changed what is shown (MENU_GUARD_MS). */
	bool guard;
	int guard_x, guard_y;
	uint32_t guard_ms;
};

/* Settings a new kiosk starts with: two people, default house rules, hints
 * on, Reversi against a Medium computer. */
void menu_settings_default(struct menu_settings *s);

/* A game is kept under the menu (the shell says so when a game's Menu
 * button brings it up), or none (label == NULL).  label names the
 * Continue button ("Continue Words"); loss is the sentence the dialog
 * shows before a new game replaces it ("The Words game in progress, Ana
 * 120 - Ben 98, ends."). */
void menu_keep(struct menu *m, const char *label, const char *loss);

/* The keyboard a name is typed on, as it opens (for scripts). */
void menu_name_keyboard(const struct menu *m, struct keyboard *k);
/* Where the dialog that Start asks over a kept game goes, on the page
 * shown (for scripts). */
void menu_start_place(const struct menu *m, struct dialog *d);

/* Lays the home page out.  Returns 0, or -1 under 240x240. */
int menu_init(struct menu *m, const struct menu_options *opt, const struct menu_settings *set);
void menu_show_page(struct menu *m, enum menu_page page);
/* Says text on the home page's help line (the saved game that could not
 * continue) until another page is shown; "" takes it away. */
void menu_set_notice(struct menu *m, const char *text);

/* The menu came up under a tap at (x, y) at now_ms (a game's Menu
 * button): a second tap there presses nothing (MENU_GUARD_MS). */
void menu_guard(struct menu *m, int x, int y, uint32_t now_ms);

/* One pointer event; what a completed tap asks the shell to do. */
enum menu_action menu_handle_event(struct menu *m, const struct pointer_event *ev);
/* Applies a tap on an item, as a finger does (for tests and scripts). */
enum menu_action menu_activate(struct menu *m, enum menu_item item);
/* The item under (x, y) on the page shown, or MENU_ITEM_NONE. */
enum menu_item menu_item_at(const struct menu *m, int x, int y);

/* The text a settings item shows ("Players: 3"), for screens and tests. */
void menu_item_text(const struct menu *m, enum menu_item item, char *buf, int size);
/* The hint line: a setting's one-line explanation once it is tapped,
 * else what the page is for. */
const char *menu_hint_text(const struct menu *m);

bool menu_wants_frame(const struct menu *m);
void menu_render(struct menu *m, struct canvas *c, struct damage *damage);
void menu_render_full(struct menu *m, struct canvas *c);
void menu_invalidate(struct menu *m);

/* The name and levels as the menu spells them. */
const char *menu_level_name(int level);

#endif
