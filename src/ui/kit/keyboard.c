#include "ui/kit/keyboard.h"

#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"
#include "ui/kit/button.h"
#include "ui/kit/int_math.h"
#include "ui/kit/text.h"

/* The letters in QWERTY rows: key i is letters[i]. */
static const char letters[KEYBOARD_LETTERS + 1] = "QWERTYUIOPASDFGHJKLZXCVBNM";
static const int row_start[4] = { 0, 10, 19, 26 };

int keyboard_letter_key(char letter)
{
	const char *p = strchr(letters, letter);
	return letter && p ? (int)(p - letters) : -1;
}

/* Ten columns; the second row half a key in, the third a key in with
 * Delete after it; the last row Cancel, Space and Done. */
static void place_keys(struct keyboard *k, struct rect keys, int gap)
{
	int kw = (keys.w - 9 * gap) / 10, kh = (keys.h - 3 * gap) / 4, pitch = kw + gap;
	for (int row = 0; row < 3; row++) {
		int indent = row == 1 ? pitch / 2 : row == 2 ? pitch : 0;
		for (int i = row_start[row]; i < row_start[row + 1]; i++)
			k->key[i] = rect_make(keys.x + indent + (i - row_start[row]) * pitch, keys.y + row * (kh + gap), kw,
					      kh);
	}
	struct rect last = k->key[row_start[3] - 1];
	k->key[KEYBOARD_DELETE] = rect_make(last.x + pitch, last.y, keys.x + keys.w - last.x - pitch, kh);
	int by = keys.y + 3 * (kh + gap), side = 2 * pitch + kw / 2;
	k->key[KEYBOARD_CANCEL] = rect_make(keys.x, by, side, kh);
	k->key[KEYBOARD_DONE] = rect_make(keys.x + keys.w - side, by, side, kh);
	k->key[KEYBOARD_SPACE] = rect_make(keys.x + side + gap, by, keys.w - 2 * side - 2 * gap, kh);
}

void keyboard_open(struct keyboard *k, const char *title, const char *text, int max_len, struct rect area,
		   int width, int height, float scale, struct damage *pending)
{
	float s = scale > 0.0f ? scale : 1.0f;
	memset(k, 0, sizeof *k);
	k->open = true;
	k->pressed = -1;
	k->max_len = int_clamp(max_len, 1, KEYBOARD_TEXT_LEN - 1);
	snprintf(k->title, sizeof k->title, "%s", title ? title : "");
	snprintf(k->text, sizeof k->text, "%.*s", k->max_len, text ? text : "");
	k->area = area;
	const struct font *floor = text_floor(width, height);
	int pad = int_max(4, (int)(8 * s)), gap = int_max(3, (int)(5 * s));
	k->font = text_at_least(font_pick((int)(22 * s)), floor);
	int line = k->font->line_height + 8;
	k->title_r = rect_make(area.x + pad, area.y + pad, area.w - 2 * pad, line);
	k->field = rect_make(area.x + pad, k->title_r.y + line, area.w - 2 * pad, line);
	int ky = k->field.y + line + pad;
	place_keys(k, rect_make(area.x + pad, ky, area.w - 2 * pad, area.y + area.h - pad - ky), gap);
	k->key_font = text_at_least(font_pick(k->key[0].h * 45 / 100), floor);
	damage_add(pending, area);
}

void keyboard_close(struct keyboard *k, struct damage *pending)
{
	if (!k->open)
		return;
	k->open = false;
	k->pressed = -1;
	damage_add(pending, k->area);
}

struct rect keyboard_key_rect(const struct keyboard *k, int key)
{
	return key >= 0 && key < KEYBOARD_KEYS ? k->key[key] : rect_make(0, 0, 0, 0);
}

static int key_at(const struct keyboard *k, int x, int y)
{
	return button_at(k->key, KEYBOARD_KEYS, x, y);
}

void keyboard_press(struct keyboard *k, int x, int y, struct damage *pending)
{
	if (k->open)
		k->pressed = button_press(k->pressed, key_at(k, x, y), k->key, pending);
}

void keyboard_release(struct keyboard *k, struct damage *pending)
{
	if (k->open)
		k->pressed = button_press(k->pressed, -1, k->key, pending);
}

enum keyboard_result keyboard_type(struct keyboard *k, int key, struct damage *pending)
{
	size_t n = strlen(k->text);
	switch (key) {
	case KEYBOARD_DONE:
	case KEYBOARD_CANCEL:
		keyboard_close(k, pending);
		return key == KEYBOARD_DONE ? KEYBOARD_ENTERED : KEYBOARD_CANCELLED;
	case KEYBOARD_DELETE:
		if (!n)
			return KEYBOARD_NONE;
		k->text[n - 1] = '\0';
		break;
	case KEYBOARD_SPACE:
		if (!n || k->text[n - 1] == ' ' || (int)n >= k->max_len)
			return KEYBOARD_NONE;	/* no leading or double spaces */
		k->text[n] = ' ';
		k->text[n + 1] = '\0';
		break;
	default:
		if (key < 0 || key >= KEYBOARD_LETTERS || (int)n >= k->max_len)
			return KEYBOARD_NONE;
		/* A capital to start a name or a word of it. */
		k->text[n] = !n || k->text[n - 1] == ' ' ? letters[key] : (char)(letters[key] - 'A' + 'a');
		k->text[n + 1] = '\0';
		break;
	}
	damage_add(pending, k->field);
	return KEYBOARD_CHANGED;
}

enum keyboard_result keyboard_tap(struct keyboard *k, int x, int y, struct damage *pending)
{
	if (!k->open)
		return KEYBOARD_NONE;
	int key = k->pressed;
	k->pressed = button_press(k->pressed, -1, k->key, pending);
	if (key < 0 || key_at(k, x, y) != key)
		return KEYBOARD_NONE;
	return keyboard_type(k, key, pending);
}

static const char *key_label(int key, char *buf)
{
	static const char *const named[] = { "Space", "Delete", "Cancel", "Done" };
	if (key >= KEYBOARD_LETTERS)
		return named[key - KEYBOARD_LETTERS];
	buf[0] = letters[key];
	buf[1] = '\0';
	return buf;
}

void keyboard_paint(const struct keyboard *k, struct canvas *c, const struct rect *clip, const struct theme *th)
{
	if (!k->open)
		return;
	struct rect area = clip ? rect_intersect(*clip, k->area) : k->area;
	if (rect_is_empty(area))
		return;
	canvas_fill_rect(c, &area, area, th->table.background);
	text_centred(c, &area, k->font, k->title_r, k->title, th->table.muted, 0);
	/* The line typed, on a field with a caret after it. */
	canvas_fill_round_rect(c, &area, k->field, 8, th->table.cover, 255);
	canvas_frame(c, &area, k->field, 2, th->table.box_turn);
	int tw = font_text_width(k->font, k->text), tx = k->field.x + (k->field.w - tw) / 2;
	int base = k->field.y + (k->field.h + k->font->ascent) / 2;
	font_draw(c, &area, k->font, tx, base, k->text, th->table.text);
	canvas_fill_rect(c, &area, rect_make(tx + tw + 2, base - k->font->ascent, 2, k->font->ascent + 2),
			 th->table.accent);
	for (int i = 0; i < KEYBOARD_KEYS; i++) {
		char buf[2];
		struct button b = { .rect = k->key[i], .radius = 6,
				    .role = i == KEYBOARD_DONE ? BUTTON_PRIMARY : BUTTON_PLAIN,
				    .pressed = k->pressed == i, .label = key_label(i, buf), .font = k->key_font,
				    .label_margin = 4 };
		if (rect_overlaps(b.rect, area))
			button_paint(c, &area, th, &b);
	}
}
