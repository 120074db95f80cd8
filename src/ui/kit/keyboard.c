#include "ui/kit/keyboard.h"

#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"
#include "gfx/utf8.h"
#include "ui/kit/button.h"
#include "ui/kit/int_math.h"
#include "ui/kit/text.h"

/* The letters in QWERTY rows: key i is letters[i]. */
static const char letters[KEYBOARD_LETTERS + 1] = "QWERTYUIOPASDFGHJKLZXCVBNM";
static const int row_start[4] = { 0, 10, 19, 26 };
/* The accents page, key for key: capital and small letter (ß has no
 * capital in the fonts: the same both ways). */
static const char *const accented[KEYBOARD_LETTERS][2] = {
	{ "\xc3\x89", "\xc3\xa9" }, { "\xc3\x88", "\xc3\xa8" }, { "\xc3\x8a", "\xc3\xaa" }, /* É È Ê */
	{ "\xc3\x8b", "\xc3\xab" }, { "\xc3\x80", "\xc3\xa0" }, { "\xc3\x82", "\xc3\xa2" }, /* Ë À Â */
	{ "\xc3\x81", "\xc3\xa1" }, { "\xc3\x84", "\xc3\xa4" }, { "\xc3\x87", "\xc3\xa7" }, /* Á Ä Ç */
	{ "\xc3\x91", "\xc3\xb1" },								 /* Ñ */
	{ "\xc3\x96", "\xc3\xb6" }, { "\xc3\x94", "\xc3\xb4" }, { "\xc3\x93", "\xc3\xb3" }, /* Ö Ô Ó */
	{ "\xc3\x92", "\xc3\xb2" }, { "\xc3\x98", "\xc3\xb8" }, { "\xc3\x9c", "\xc3\xbc" }, /* Ò Ø Ü */
	{ "\xc3\x9b", "\xc3\xbb" }, { "\xc3\x9a", "\xc3\xba" }, { "\xc3\x99", "\xc3\xb9" }, /* Û Ú Ù */
	{ "\xc3\x8f", "\xc3\xaf" }, { "\xc3\x8e", "\xc3\xae" }, { "\xc3\x8d", "\xc3\xad" }, /* Ï Î Í */
	{ "\xc3\x9f", "\xc3\x9f" }, { "\xc3\x86", "\xc3\xa6" }, { "\xc5\x92", "\xc5\x93" }, /* ß Æ Œ */
	{ "\xc3\x85", "\xc3\xa5" },								 /* Å */
};

int keyboard_letter_key(char letter)
{
	const char *p = strchr(letters, letter);
	return letter && p ? (int)(p - letters) : -1;
}

int keyboard_accent_key(const char *capital)
{
	for (int i = 0; i < KEYBOARD_LETTERS; i++)
		if (capital && strcmp(accented[i][0], capital) == 0)
			return i;
	return -1;
}

/* Ten columns; the second row half a key in, the third a key in (the
 * accents key in that place) with Delete after it; the last row Cancel,
 * Space and Done.  Keys at most half again as tall as wide, at the
 * bottom of keys: on a portrait screen a quarter of the height each made
 * keys of 64 x 290 px. */
static void place_keys(struct keyboard *k, struct rect keys, int gap)
{
	int kw = (keys.w - 9 * gap) / 10, kh = int_min((keys.h - 3 * gap) / 4, int_max(48, kw * 3 / 2));
	int pitch = kw + gap;
	keys.y += keys.h - (4 * kh + 3 * gap);
	for (int row = 0; row < 3; row++) {
		int indent = row == 1 ? pitch / 2 : row == 2 ? pitch : 0;
		for (int i = row_start[row]; i < row_start[row + 1]; i++)
			k->key[i] = rect_make(keys.x + indent + (i - row_start[row]) * pitch, keys.y + row * (kh + gap), kw,
					      kh);
	}
	k->key[KEYBOARD_ACCENTS] = rect_make(keys.x, keys.y + 2 * (kh + gap), kw, kh);
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
	utf8_copy(k->text, (size_t)k->max_len + 1, text ? text : "");
	k->area = area;
	const struct font *floor = text_floor(width, height);
	int pad = int_max(4, (int)(8 * s)), gap = int_max(3, (int)(5 * s));
	k->font = text_at_least(font_pick((int)(22 * s)), floor);
	int line = k->font->line_height + 8;
	int ky = area.y + pad + 2 * line + pad;
	place_keys(k, rect_make(area.x + pad, ky, area.w - 2 * pad, area.y + area.h - pad - ky), gap);
	/* The title and the line typed just above the keys, where the eyes are. */
	k->field = rect_make(area.x + pad, k->key[0].y - pad - line, area.w - 2 * pad, line);
	k->title_r = rect_make(area.x + pad, k->field.y - line, area.w - 2 * pad, line);
	/* One size for every letter, the widest one's ("W", "Œ"): a font
	 * fitted key by key drew W smaller than E. */
	const struct font *f = font_pick(k->key[0].h * 45 / 100);
	for (int i = 0; i < KEYBOARD_LETTERS; i++) {
		char one[2] = { letters[i], '\0' };
		f = font_fit(font_fit(f, one, k->key[i].w - 4), accented[i][0], k->key[i].w - 4);
	}
	k->key_font = text_at_least(f, floor);
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
	bool capital = !n || k->text[n - 1] == ' ';	/* a capital to start a name or a word of it */
	switch (key) {
	case KEYBOARD_DONE:
	case KEYBOARD_CANCEL:
		/* A space typed last is not part of the answer ("Ana " would
		 * stand in the scores and the record with it). */
		if (key == KEYBOARD_DONE && n && k->text[n - 1] == ' ')
			k->text[n - 1] = '\0';
		keyboard_close(k, pending);
		return key == KEYBOARD_DONE ? KEYBOARD_ENTERED : KEYBOARD_CANCELLED;
	case KEYBOARD_ACCENTS:
		k->accents = !k->accents;
		damage_add(pending, k->area);	/* every letter key changes */
		return KEYBOARD_CHANGED;
	case KEYBOARD_DELETE:
		if (!n)
			return KEYBOARD_NONE;
		k->text[utf8_back(k->text, n)] = '\0';	/* the whole letter, é's two bytes */
		break;
	case KEYBOARD_SPACE:
		if (!n || k->text[n - 1] == ' ' || (int)n >= k->max_len)
			return KEYBOARD_NONE;	/* no leading or double spaces */
		k->text[n] = ' ';
		k->text[n + 1] = '\0';
		break;
	default:
		if (key < 0 || key >= KEYBOARD_LETTERS)
			return KEYBOARD_NONE;
		if (k->accents) {
			const char *s = accented[key][capital ? 0 : 1];
			if ((int)(n + strlen(s)) > k->max_len)
				return KEYBOARD_NONE;	/* never half a letter */
			strcpy(k->text + n, s);
			k->accents = false;	/* one accented letter, then the letters again */
			damage_add(pending, k->area);
			return KEYBOARD_CHANGED;
		}
		if ((int)n >= k->max_len)
			return KEYBOARD_NONE;
		k->text[n] = capital ? letters[key] : (char)(letters[key] - 'A' + 'a');
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

static const char *key_label(const struct keyboard *k, int key, char *buf)
{
	static const char *const named[] = { "Space", "Delete", "Cancel", "Done" };
	if (key == KEYBOARD_ACCENTS)
		return k->accents ? "ABC" : "\xc3\x80\xc3\x89";	/* back to the letters, or "ÀÉ" */
	if (key >= KEYBOARD_LETTERS)
		return named[key - KEYBOARD_LETTERS];
	if (k->accents)
		return accented[key][0];
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
				    .pressed = k->pressed == i, .label = key_label(k, i, buf), .font = k->key_font,
				    .label_margin = 4 };
		if (rect_overlaps(b.rect, area))
			button_paint(c, &area, th, &b);
	}
}
