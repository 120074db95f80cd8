/* An on-screen keyboard for a line of text (a player's name now, a chat
 * line later): the line being typed under a title, letters in QWERTY rows,
 * Space, Delete, Cancel and Done, over an area of any screen.  A key left
 * of Z turns the letters into a page of accented ones (É È Ê Ë À Â Á Ä Ç Ñ,
 * Ö Ô Ó Ò Ø Ü Û Ú Ù, Ï Î Í ß Æ Œ Å: French, German, Spanish, Portuguese,
 * Nordic names); one accented letter typed, the letters come back.  The
 * text is UTF-8, its limit in bytes.  A name
 * takes a capital at its start and after a space, small letters elsewhere.
 * Like the dialog it lives in its screen's struct, never allocates, takes
 * the screen's gestures while it is open (keyboard_press, keyboard_tap,
 * keyboard_release) and paints over it (keyboard_paint); opening and
 * closing mark its area. */
#ifndef TESSERA_UI_KIT_KEYBOARD_H
#define TESSERA_UI_KIT_KEYBOARD_H

#include <stdbool.h>

#include "gfx/canvas.h"
#include "gfx/damage.h"
#include "gfx/font.h"
#include "ui/kit/theme.h"

#define KEYBOARD_TEXT_LEN 61	/* with the NUL: a chat line (a name takes fewer) */
#define KEYBOARD_TITLE_LEN 48

/* The keys: the 26 letters (QWERTY order in their rows), then these. */
enum keyboard_key {
	KEYBOARD_LETTERS = 26,
	KEYBOARD_SPACE = KEYBOARD_LETTERS,
	KEYBOARD_DELETE,
	KEYBOARD_CANCEL,
	KEYBOARD_DONE,
	KEYBOARD_ACCENTS,	/* the accented letters' page, and back */
	KEYBOARD_KEYS
};

/* What a tap did. */
enum keyboard_result {
	KEYBOARD_NONE,		/* nothing (off the keys, or a full line) */
	KEYBOARD_CHANGED,	/* the text changed */
	KEYBOARD_ENTERED,	/* Done: the text is the answer; closed */
	KEYBOARD_CANCELLED,	/* Cancel: the text is forgotten; closed */
};

struct keyboard {
	bool open;
	char title[KEYBOARD_TITLE_LEN];
	char text[KEYBOARD_TEXT_LEN];
	int max_len;		/* bytes the text may hold (an accented letter takes 2) */
	bool accents;		/* the letter keys type the accented page */
	struct rect area, title_r, field;
	struct rect key[KEYBOARD_KEYS];
	const struct font *font, *key_font;
	int pressed;		/* the key held down, or -1 */
};

/* Opens over area (of a width x height screen at `scale`) with the title
 * and text to start from (max_len bytes at most, under KEYBOARD_TEXT_LEN,
 * cut between characters).  Marks the area. */
void keyboard_open(struct keyboard *k, const char *title, const char *text, int max_len, struct rect area,
		   int width, int height, float scale, struct damage *pending);
void keyboard_close(struct keyboard *k, struct damage *pending);

/* Where a letter's key is ('A'..'Z'), or a named key; for scripts. */
struct rect keyboard_key_rect(const struct keyboard *k, int key);
int keyboard_letter_key(char letter);
/* The key of an accented capital on the accents page (UTF-8, "É"), or -1. */
int keyboard_accent_key(const char *capital);

void keyboard_press(struct keyboard *k, int x, int y, struct damage *pending);
enum keyboard_result keyboard_tap(struct keyboard *k, int x, int y, struct damage *pending);
void keyboard_release(struct keyboard *k, struct damage *pending);
/* Types a key as a tap on it does. */
enum keyboard_result keyboard_type(struct keyboard *k, int key, struct damage *pending);

void keyboard_paint(const struct keyboard *k, struct canvas *c, const struct rect *clip, const struct theme *th);

#endif
