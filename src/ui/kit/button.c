#include "ui/kit/button.h"

#include "gfx/draw.h"
#include "ui/kit/text.h"

uint32_t button_face(const struct theme *t, const struct button *b)
{
	if (b->pressed)
		return t->button.pressed;
	if (b->disabled)
		return t->button.disabled;
	return b->role == BUTTON_PRIMARY ? t->button.primary : b->role == BUTTON_GAME ? t->button.game : t->button.face;
}

const struct font *button_label_fit(const struct button *b)
{
	int width = b->rect.w - (b->label_margin ? b->label_margin : BUTTON_LABEL_MARGIN);
	const struct font *f = font_fit(b->font, b->label, width);
	return b->floor && f->size < b->floor->size ? b->floor : f;
}

void button_paint(struct canvas *c, const struct rect *clip, const struct theme *t, const struct button *b)
{
	const struct font *f = button_label_fit(b);
	canvas_fill_round_rect(c, clip, b->rect, b->radius, button_face(t, b), 255);
	/* A label too wide even at the floor may use the margin, then goes on
	 * two lines ("Invitations:" over "welcome") or ends in "…". */
	text_centred_wrap(c, clip, f, b->floor, b->rect, b->rect.w - 2, b->label, b->disabled ? t->table.muted : t->table.text);
}

void button_row_fit(struct button *b, int n, const struct font *floor)
{
	const struct font *common = NULL;
	for (int i = 0; i < n; i++) {
		const struct font *f = button_label_fit(&b[i]);
		if (!common || f->size < common->size)
			common = f;
	}
	if (!common)
		return;
	if (common->size < floor->size)
		common = floor;
	for (int i = 0; i < n; i++) {
		b[i].font = common;
		b[i].floor = floor;
	}
}

void button_row(struct rect *out, int n, struct rect area, int gap)
{
	if (n <= 0)
		return;
	int w = (area.w - (n - 1) * gap) / n;
	for (int i = 0; i < n - 1; i++)
		out[i] = rect_make(area.x + i * (w + gap), area.y, w, area.h);
	out[n - 1] = rect_make(area.x + area.w - w, area.y, w, area.h);
}

int button_at(const struct rect *buttons, int n, int x, int y)
{
	for (int i = 0; i < n; i++)
		if (rect_contains(buttons[i], x, y))
			return i;
	return -1;
}

int button_press(int from, int to, const struct rect *buttons, struct damage *pending)
{
	if (from == to)
		return to;
	if (from >= 0)
		damage_add(pending, buttons[from]);
	if (to >= 0)
		damage_add(pending, buttons[to]);
	return to;
}
