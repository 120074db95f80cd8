/* The lobby: the kiosks online that this one can play (their name, place,
 * the game they offer and whether they are free), a Words and a Reversi
 * button on each free one's row to invite it, the invitation that came in
 * (Accept or Decline, a kit dialog), the one sent (Cancel), "Refuse
 * invitations" and Back.  It knows no network: the shell gives it the rows
 * and the sentences, and does what its taps ask.  And the game's chat line
 * composer (lobby_chat_*): the on-screen keyboard with quick phrases over a
 * table.  Like every screen it never allocates and repaints only what
 * changed. */
#ifndef TESSERA_UI_LOBBY_H
#define TESSERA_UI_LOBBY_H

#include <stdbool.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/damage.h"
#include "gfx/font.h"
#include "input/pointer.h"
#include "ui/kit/dialog.h"
#include "ui/kit/gesture.h"
#include "ui/kit/keyboard.h"
#include "ui/kit/theme.h"

#define LOBBY_ROWS_MAX 64
#define LOBBY_NAME_LEN 41
#define LOBBY_TEXT_LEN 96

enum lobby_status { LOBBY_FREE, LOBBY_PLAYING, LOBBY_BUSY };

/* One kiosk as the lobby lists it. */
struct lobby_row {
	char name[LOBBY_NAME_LEN];
	char place[LOBBY_NAME_LEN];
	bool words, reversi;	/* the games it offers */
	enum lobby_status status;
};

enum lobby_action {
	LOBBY_NONE,
	LOBBY_INVITE_WORDS,	/* the kiosk of row lobby.chosen, to Words with the house rules */
	LOBBY_INVITE_REVERSI,
	LOBBY_CANCEL,		/* the invitation sent is withdrawn */
	LOBBY_ACCEPT,		/* the invitation received */
	LOBBY_DECLINE,
	LOBBY_REFUSE,		/* "Refuse invitations" toggled: lobby.refusing says which */
	LOBBY_BACK,		/* to the title screen */
};

enum lobby_item {
	LOBBY_ITEM_BACK,
	LOBBY_ITEM_REFUSE,
	LOBBY_ITEM_MORE,	/* the next page of kiosks */
	LOBBY_ITEM_CANCEL,	/* while an invitation is out */
	LOBBY_ITEM_COUNT,
	LOBBY_ITEM_NONE = -1
};

struct lobby_options {
	int width, height;
	float scale;		/* 1.0 = 7" 800x480; 0 = 1 */
	int drag_threshold;	/* pixels at scale 1; 0 = the gesture default */
	const struct theme *theme;	/* NULL = classic */
};

struct lobby {
	struct lobby_options opt;
	const struct theme *theme;
	struct lobby_row rows[LOBBY_ROWS_MAX];
	int row_count;
	int page, per_page;	/* the rows shown: page * per_page on */
	char title[LOBBY_TEXT_LEN];	/* "Cafe Lumen, Rue Neuve 4: play another kiosk" */
	char notice[LOBBY_TEXT_LEN];	/* "Library East declined", the connection */
	bool refusing, waiting;	/* invitations refused; one sent, unanswered */
	int chosen;		/* the row an invitation button was tapped on */
	/* Where things are. */
	struct rect title_r, list, notice_r;
	struct rect row_r[LOBBY_ROWS_MAX];	/* the rows of the page, empty for the others */
	struct rect words_b[LOBBY_ROWS_MAX], reversi_b[LOBBY_ROWS_MAX];
	struct rect item[LOBBY_ITEM_COUNT];
	const struct font *title_font, *name_font, *small_font, *button_font;
	int pressed;		/* the button held down: an item, or 100 + 2 * row (+1 Reversi) */
	struct gesture_recognizer gesture;
	struct damage pending;
	struct dialog dialog;	/* the invitation received */
	uint32_t now;
};

/* Lays the screen out.  Returns 0, or -1 under 240x240. */
int lobby_init(struct lobby *l, const struct lobby_options *opt);
/* The kiosks to list (copied; at most LOBBY_ROWS_MAX). */
void lobby_set_rows(struct lobby *l, const struct lobby_row *rows, int n);
void lobby_set_title(struct lobby *l, const char *text);
void lobby_set_notice(struct lobby *l, const char *text);
/* An invitation of this kiosk is out (its Cancel shown), or not. */
void lobby_set_waiting(struct lobby *l, bool waiting);
void lobby_set_refusing(struct lobby *l, bool refusing);
/* The invitation received, asked over the lobby: "Cafe Lumen (Rue Neuve
 * 4) invites you to Words", what it is; closed by lobby_close_question or
 * an answer. */
void lobby_ask(struct lobby *l, const char *from, const char *what);
void lobby_close_question(struct lobby *l);
bool lobby_asking(const struct lobby *l);

enum lobby_action lobby_handle_event(struct lobby *l, const struct pointer_event *ev);
bool lobby_wants_frame(const struct lobby *l);
void lobby_render(struct lobby *l, struct canvas *c, struct damage *damage);
void lobby_render_full(struct lobby *l, struct canvas *c);
void lobby_invalidate(struct lobby *l);

/* Where row i's invitation buttons are while it is shown (empty when it is
 * not free, or on another page), and an item; for scripts and tests. */
struct rect lobby_invite_rect(const struct lobby *l, int row, bool reversi);
struct rect lobby_item_rect(const struct lobby *l, enum lobby_item item);
/* The invitation's Accept (confirm) and Decline buttons as they open. */
void lobby_question_place(const struct lobby *l, struct dialog *d);

/* ---- the chat line composer, over a table (lobby_chat.c) ---- */

#define LOBBY_CHAT_PHRASES 4
#define LOBBY_CHAT_LEN KEYBOARD_TEXT_LEN

enum lobby_chat_result {
	LOBBY_CHAT_NONE,
	LOBBY_CHAT_SEND,	/* chat.text is the line to send; closed */
	LOBBY_CHAT_CANCELLED,	/* closed */
};

struct lobby_chat {
	bool open;
	struct keyboard keyboard;
	struct rect phrase_r[LOBBY_CHAT_PHRASES];
	struct rect strip;	/* the phrases' row, gaps and all: covers the table */
	const char *phrase[LOBBY_CHAT_PHRASES];
	const struct font *phrase_font;
	int pressed;		/* a phrase held down, or -1 */
	char text[LOBBY_CHAT_LEN];
	struct gesture_recognizer gesture;
	int width, height;
	float scale;
};

/* Opens over a width x height screen: the keyboard, and a row of the
 * quick phrases above it (phrases[0..n), n at most LOBBY_CHAT_PHRASES,
 * kept as pointers).  The table stays in sight above them, except on a
 * short screen (480x320), where the keys need the whole height to stay
 * touchable.  Marks what it covers in pending. */
void lobby_chat_open(struct lobby_chat *ch, int width, int height, float scale, const char *const *phrases, int n,
		     struct damage *pending);
void lobby_chat_close(struct lobby_chat *ch, struct damage *pending);
/* A touch while open. */
enum lobby_chat_result lobby_chat_event(struct lobby_chat *ch, const struct pointer_event *ev,
					struct damage *pending);
void lobby_chat_paint(const struct lobby_chat *ch, struct canvas *c, const struct rect *clip,
		      const struct theme *th);
/* Where quick phrase i is (for scripts). */
struct rect lobby_chat_phrase_rect(const struct lobby_chat *ch, int i);

#endif
