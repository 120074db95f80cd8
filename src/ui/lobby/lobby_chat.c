/* The chat line composer over a table: the kit's keyboard on the lower
 * part of the screen and a row of quick phrases above it, so a line is one
 * tap away.  The table stays in sight above it. */
#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"
#include "ui/kit/button.h"
#include "ui/kit/int_math.h"
#include "ui/kit/text.h"
#include "ui/lobby/lobby.h"

/* The least height of the keyboard under the phrases: four rows of keys
 * 40 px or more with the title and the line typed above them. */
enum { CHAT_KEYBOARD_MIN_H = 250 };

void lobby_chat_open(struct lobby_chat *ch, int width, int height, float scale, const char *const *phrases, int n,
		     struct damage *pending)
{
	float s = scale > 0.0f ? scale : 1.0f;
	memset(ch, 0, sizeof *ch);
	ch->open = true;
	ch->pressed = -1;
	ch->width = width;
	ch->height = height;
	ch->scale = s;
	int gap = int_max(4, (int)(6 * s)), row = int_max(30, (int)(44 * s));
	int kb_h = height * 62 / 100;
	if (kb_h < CHAT_KEYBOARD_MIN_H) /* keys of 28 px on the 3.5" panel: the whole screen instead */
		kb_h = height - row - 2 * gap;
	struct rect kb = rect_make(0, height - kb_h, width, kb_h);
	keyboard_open(&ch->keyboard, "Say to the other table", "", LOBBY_CHAT_LEN - 1, kb, width, height, s, pending);
	n = int_clamp(n, 0, LOBBY_CHAT_PHRASES);
	struct rect strip = rect_make(gap, kb.y - gap - row, width - 2 * gap, row);
	if (n)
		button_row(ch->phrase_r, n, strip, gap);
	for (int i = 0; i < n; i++)
		ch->phrase[i] = phrases[i];
	ch->phrase_font = text_at_least(font_pick(row * 40 / 100), text_floor(width, height));
	ch->strip = rect_make(0, strip.y - gap, width, row + 2 * gap);
	damage_add(pending, ch->strip);
	struct gesture_config gc = gesture_config_default(s);
	gc.long_press_ms = 0;
	gesture_init(&ch->gesture, &gc);
}

void lobby_chat_close(struct lobby_chat *ch, struct damage *pending)
{
	if (!ch->open)
		return;
	ch->open = false;
	keyboard_close(&ch->keyboard, pending);
	damage_add(pending, ch->strip);
}

struct rect lobby_chat_phrase_rect(const struct lobby_chat *ch, int i)
{
	return i >= 0 && i < LOBBY_CHAT_PHRASES && ch->phrase[i] ? ch->phrase_r[i] : rect_make(0, 0, 0, 0);
}

static int phrase_at(const struct lobby_chat *ch, int x, int y)
{
	for (int i = 0; i < LOBBY_CHAT_PHRASES; i++)
		if (ch->phrase[i] && rect_contains(ch->phrase_r[i], x, y))
			return i;
	return -1;
}

static enum lobby_chat_result on_tap(struct lobby_chat *ch, int x, int y, struct damage *pending)
{
	int p = ch->pressed;
	if (p >= 0) {
		damage_add(pending, ch->phrase_r[p]);
		ch->pressed = -1;
		if (phrase_at(ch, x, y) == p) {
			snprintf(ch->text, sizeof ch->text, "%s", ch->phrase[p]);
			lobby_chat_close(ch, pending);
			return LOBBY_CHAT_SEND;
		}
		return LOBBY_CHAT_NONE;
	}
	enum keyboard_result r = keyboard_tap(&ch->keyboard, x, y, pending);
	if (r == KEYBOARD_ENTERED) {
		snprintf(ch->text, sizeof ch->text, "%s", ch->keyboard.text);
		lobby_chat_close(ch, pending);
		return ch->text[0] ? LOBBY_CHAT_SEND : LOBBY_CHAT_CANCELLED;
	}
	if (r == KEYBOARD_CANCELLED) {
		lobby_chat_close(ch, pending);
		return LOBBY_CHAT_CANCELLED;
	}
	return LOBBY_CHAT_NONE;
}

enum lobby_chat_result lobby_chat_event(struct lobby_chat *ch, const struct pointer_event *ev,
					struct damage *pending)
{
	struct gesture out[GESTURE_MAX_OUT];
	enum lobby_chat_result result = LOBBY_CHAT_NONE;
	int n = gesture_feed(&ch->gesture, ev, out);
	for (int i = 0; i < n && ch->open; i++) {
		const struct gesture *ge = &out[i];
		if (ge->type == GESTURE_PRESS) {
			ch->pressed = phrase_at(ch, ge->x, ge->y);
			if (ch->pressed >= 0)
				damage_add(pending, ch->phrase_r[ch->pressed]);
			else
				keyboard_press(&ch->keyboard, ge->x, ge->y, pending);
		} else if (ge->type == GESTURE_TAP) {
			enum lobby_chat_result r = on_tap(ch, ge->x, ge->y, pending);
			result = r != LOBBY_CHAT_NONE ? r : result;
		} else {
			if (ch->pressed >= 0)
				damage_add(pending, ch->phrase_r[ch->pressed]);
			ch->pressed = -1;
			keyboard_release(&ch->keyboard, pending);
		}
	}
	return result;
}

void lobby_chat_paint(const struct lobby_chat *ch, struct canvas *c, const struct rect *clip, const struct theme *th)
{
	if (!ch->open)
		return;
	/* Between the phrases the table's text would show through. */
	canvas_fill_rect(c, clip, ch->strip, th->table.background);
	for (int i = 0; i < LOBBY_CHAT_PHRASES; i++) {
		if (!ch->phrase[i])
			continue;
		struct button b = {
			.rect = ch->phrase_r[i], .radius = ch->phrase_r[i].h / 5, .role = BUTTON_PLAIN,
			.pressed = ch->pressed == i, .label = ch->phrase[i], .font = ch->phrase_font,
			.floor = text_floor(ch->width, ch->height),
		};
		button_paint(c, clip, th, &b);
	}
	keyboard_paint(&ch->keyboard, c, clip, th);
}
