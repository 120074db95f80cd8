/* One line of text in a box, in a font stepped down until it fits the box's
 * width (font_fit): the way every screen writes a label, a name or a
 * message.  And the floor under every text a screen shows. */
#ifndef TESSERA_UI_KIT_TEXT_H
#define TESSERA_UI_KIT_TEXT_H

#include <stddef.h>
#include <stdint.h>

#include "gfx/canvas.h"
#include "gfx/font.h"

/* s from r's left edge, its baseline (r.h + ascent + 1) / 2 below r's top:
 * mid-box, the odd half pixel down.  A box a pixel shorter rounds it up. */
void text_left(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r, const char *s,
	       uint32_t color);
/* s centred in r, fitted to r.w less margin. */
void text_centred(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r, const char *s,
		  uint32_t color, int margin);

/* Bytes of a text text_centred_wrap can put on two lines or shorten. */
#define TEXT_WRAP_MAX 160

/* s centred in r in font f when it fits width; else on two lines of one
 * size (never under floor, which may be NULL) where r is tall enough;
 * else its start and "…".  Never a word cut mid-letter at r's edge. */
void text_centred_wrap(struct canvas *c, const struct rect *clip, const struct font *f, const struct font *floor,
		       struct rect r, int width, const char *s, uint32_t color);

/* head shortened with "…" to leave room for tail, then tail, into out
 * (size bytes; head may be out): "Maxim… - bag 72", "Quai… - free".
 * Returns out. */
char *text_head_tail(const struct font *f, const char *head, const char *tail, int width, char *out,
		     size_t size);
/* name (size bytes) shortened in place to fit width in f: a seat's number
 * at its end stays ("Comp… 2", "Play… 3": two computers are not both
 * "Comput…"), and so does a kiosk's user in brackets ("Libr… (eve)"), or
 * goes first where the two do not fit ("(other-ki…"); other names end in
 * "…". */
void text_short_name(const struct font *f, char *name, size_t size, int width);

/* The smallest text a screen shows, as the height of a capital: 9 px on a
 * screen whose short side is under 400 px (the 3.5" 480x320 panel, about
 * 1.4 mm), 11 px on the others (800x480 and up).  Labels that do not fit at
 * the floor take a shorter word, never a smaller font. */
int text_floor_cap(int width, int height);
/* The smallest font whose capitals reach the floor. */
const struct font *text_floor(int width, int height);
/* The larger of f and floor. */
const struct font *text_at_least(const struct font *f, const struct font *floor);
/* f, or the largest smaller size in which s fits width, never under floor
 * (then s may be wider than width: the caller clips or shortens it). */
const struct font *text_fit(const struct font *f, const char *s, int width, const struct font *floor);

#endif
