/* Drawing the title screen and the menu.  Everything is painted straight
 * into the canvas (no prerendered images): the menu changes only on a tap,
 * and a full screen of it paints in well under a millisecond. */
#include <stdio.h>
#include <string.h>

#include "core/words/words.h"
#include "ui/kit/button.h"
#include "ui/kit/screen.h"
#include "ui/kit/text.h"
#include "ui/menu/menu_int.h"

static const char title_letters[] = "TESSERA";

/* One tile of the name: a drop shadow, a bevel, the letter with a light
 * edge above-left and a shadow below-right, and its point value. */
static void title_tile(struct menu *m, struct canvas *c, const struct rect *clip, struct rect r, char letter)
{
	int t = r.w, radius = t / 8, edge = t / 14 > 1 ? t / 14 : 1, off = t / 16 > 1 ? t / 16 : 1;
	canvas_fill_round_rect(c, clip, rect_make(r.x + off, r.y + 2 * off, t, t), radius, m->theme->title.drop, 160);
	canvas_bevel(c, clip, r, radius, edge, m->theme->title.tile, m->theme->title.light, m->theme->title.dark);
	char s[2] = { letter, '\0' };
	const struct font *f = m->title_font;
	struct rect face = rect_make(r.x, r.y - t / 20, t, t);
	int d = t / 30 > 1 ? t / 30 : 1;
	font_draw_centered(c, clip, f, rect_make(face.x + d, face.y + d, t, t), s, m->theme->title.letter_shadow);
	font_draw_centered(c, clip, f, rect_make(face.x - d, face.y - d, t, t), s, m->theme->title.letter_light);
	font_draw_centered(c, clip, f, face, s, m->theme->title.letter);
	/* Its point value, where it can be read (not on the small banner). */
	char v[4];
	snprintf(v, sizeof v, "%d", words_tile_value(letter));
	const struct font *small = font_pick(t / 4);
	if (small->ascent >= text_floor_cap(m->opt.width, m->opt.height))
		font_draw(c, clip, small, r.x + t - edge - 2 - font_text_width(small, v), r.y + t - edge - 2, v,
			  m->theme->title.letter);
}

static void paint_title(struct menu *m, struct canvas *c, const struct rect *clip)
{
	int t = m->title_tile, step = t + t / 10;
	for (int i = 0; title_letters[i]; i++)
		title_tile(m, c, clip, rect_make(m->title.x + i * step, m->title.y, t, t), title_letters[i]);
}

/* An item as a button: Start the primary one, the games their own. */
static struct button item_button(const struct menu *m, enum menu_item item, const char *text)
{
	struct rect r = m->item_rect[item];
	bool game = item == MENU_ITEM_WORDS || item == MENU_ITEM_REVERSI;
	return (struct button){
		.rect = r,
		.radius = r.h / 5,
		.role = item == MENU_ITEM_START || item == MENU_ITEM_CONTINUE ? BUTTON_PRIMARY
			: game ? BUTTON_GAME : BUTTON_PLAIN,
		.pressed = m->pressed == item,
		.disabled = menu_item_off(m, item),
		.label = text,
		.font = game ? font_pick(r.h * 36 / 100) : m->item_font,
		.floor = text_floor(m->opt.width, m->opt.height),
	};
}

static void paint_item(struct menu *m, struct canvas *c, const struct rect *clip, enum menu_item item)
{
	char text[64];
	menu_item_text(m, item, text, sizeof text);
	struct button b = item_button(m, item, text);
	const char *colon = strchr(text, ':');
	if (!colon) {
		button_paint(c, clip, m->theme, &b);
		return;
	}
	/* "Label: value": the label muted on the left, the value bright on the
	 * right, so a column of settings reads like a form. */
	struct rect r = b.rect;
	canvas_fill_round_rect(c, clip, r, b.radius, button_face(m->theme, &b), 255);
	char label[64];
	int n = (int)(colon - text);
	memcpy(label, text, (size_t)n);
	label[n] = '\0';
	const char *value = colon + 2;
	int pad = r.h / 4;
	const struct font *f = text_fit(b.font, text, r.w - 3 * pad, b.floor);
	if (font_text_width(f, label) + font_text_width(f, value) > r.w - 3 * pad) {
		/* No room for both at the floor: the value alone ("Ana"). */
		b.label = value;
		button_paint(c, clip, m->theme, &b);
		return;
	}
	int base = r.y + (r.h + f->ascent) / 2;
	struct rect in = clip ? rect_intersect(*clip, r) : r;	/* a long name is cut at the row's edge */
	font_draw(c, &in, f, r.x + pad, base, label, m->theme->table.muted);
	font_draw(c, &in, f, r.x + r.w - pad - font_text_width(f, value), base, value, m->theme->table.text);
}

/* The hint line: one line, or two in one size where it is long. */
static void paint_hint(struct menu *m, struct canvas *c, const struct rect *clip)
{
	if (rect_is_empty(m->hint))
		return;	/* it gave way to the foot note (menu_layout.c) */
	const char *hint = menu_hint_text(m);
	/* A notice (the saved game could not be continued) in the warning colour. */
	uint32_t colour = m->page == MENU_PAGE_HOME && m->notice[0] ? m->theme->table.warning : m->theme->table.muted;
	char a[128], b[128];
	const struct font *f = font_wrap_two_lines(m->hint_font, hint, m->hint.w, a, b, sizeof a);
	if (!b[0] || m->hint.h < 2 * m->hint_font->line_height) {
		text_centred(c, clip, m->hint_font, m->hint, hint, colour, 0);
		return;
	}
	struct rect row = rect_make(m->hint.x, m->hint.y, m->hint.w, m->hint.h / 2);
	font_draw_centered(c, clip, f, row, a, colour);
	row.y += row.h;
	font_draw_centered(c, clip, f, row, b, colour);
}

/* Two lines of the floor's font in the foot's box, one under the other. */
static void paint_foot_lines(struct menu *m, struct canvas *c, const struct rect *clip, const struct font *floor,
			     const char *a, const char *b)
{
	uint32_t colour = m->theme->table.warning;
	struct rect in = clip ? rect_intersect(*clip, m->foot) : m->foot;
	struct rect row = rect_make(m->foot.x, m->foot.y + m->foot.h / 2 - floor->line_height, m->foot.w,
				    floor->line_height);
	font_draw_centered(c, &in, floor, row, a, colour);
	row.y += row.h;
	font_draw_centered(c, &in, floor, row, b, colour);
}

/* The foot note: in the floor's font, on two lines where one is too
 * narrow (its box was made for them), broken after its colon where both
 * halves fit ("Screen 320x240 is under 480x320:" / "text may be cut"),
 * else between the words that fill the first; else its start and "…".
 * With the second note (the layout found room), a line each. */
static void paint_foot(struct menu *m, struct canvas *c, const struct rect *clip)
{
	const struct font *floor = text_floor(m->opt.width, m->opt.height);
	const char *note = m->opt.foot_note, *colon = strstr(note, ": ");
	char a[MENU_NOTICE_LEN];
	if (m->foot_both) {
		paint_foot_lines(m, c, clip, floor, note, m->opt.foot_more);
		return;
	}
	if (colon && font_text_width(floor, note) > m->foot.w && m->foot.h >= 2 * floor->line_height) {
		snprintf(a, sizeof a, "%.*s", (int)(colon - note + 1), note);
		if (font_text_width(floor, a) <= m->foot.w && font_text_width(floor, colon + 2) <= m->foot.w) {
			paint_foot_lines(m, c, clip, floor, a, colon + 2);
			return;
		}
	}
	text_centred_wrap(c, clip, floor, floor, m->foot, m->foot.w, note, m->theme->table.warning);
}

static void paint(void *menu, struct canvas *c, const struct rect *clip)
{
	struct menu *m = menu;
	canvas_fill_rect(c, clip, rect_make(0, 0, m->opt.width, m->opt.height), m->theme->table.background);
	paint_title(m, c, clip);
	for (int i = 0; i < MENU_ITEM_COUNT; i++)
		if (!rect_is_empty(m->item_rect[i]) && (!clip || rect_overlaps(*clip, m->item_rect[i])))
			paint_item(m, c, clip, (enum menu_item)i);
	paint_hint(m, c, clip);
	if (!rect_is_empty(m->foot))
		paint_foot(m, c, clip);
	dialog_paint(&m->dialog, c, clip, m->theme);
	keyboard_paint(&m->keyboard, c, clip, m->theme);
}

bool menu_wants_frame(const struct menu *m)
{
	return m->pending.count > 0;
}

void menu_render(struct menu *m, struct canvas *c, struct damage *damage)
{
	screen_render_pending(&m->pending, paint, m, c, damage);
}

void menu_render_full(struct menu *m, struct canvas *c)
{
	paint(m, c, NULL);
}
