#include "app/overlay.h"

#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"
#include "ui/kit/text.h"

/* A tap that moves further than this is no tap (the kit's drag threshold). */
enum { TAP_SLOP = 12 };

void overlay_init(struct overlay *o, int width, int height, float scale, const struct theme *theme)
{
	memset(o, 0, sizeof *o);
	o->width = width;
	o->height = height;
	o->scale = scale > 0 ? scale : 1.0f;
	o->theme = theme_or_classic(theme);
	/* The banner: a band across the lower part, its text at the floor or more. */
	int h = (int)(56 * o->scale);
	o->banner_box = (struct rect){ o->width / 6, o->height - h - o->height / 12, o->width * 2 / 3, h };
	o->banner_font = text_fit(font_pick(h / 2), "Touch to play", o->banner_box.w - h / 2,
				  text_floor(width, height));
}

bool overlay_ask(struct overlay *o, int park_in_s, uint32_t now_ms)
{
	char text[DIALOG_TEXT_LEN];
	if (o->ask.open)
		return false;
	snprintf(text, sizeof text, "Nobody has touched the table for a while. Without an answer the game is put "
		 "aside in %d\xc2\xa0s: it can be continued from the title screen.", park_in_s);
	const struct dialog_text t = { "Still playing?", text, "Keep playing", "Put it aside", { NULL, NULL } };
	struct damage ignored;
	damage_init(&ignored, o->width, o->height);
	/* No finger opened it: the confirm button goes to the right. */
	dialog_open(&o->ask, 0, &t, o->width, o->height, o->scale, 0, now_ms, &ignored);
	o->down = false;
	return true;
}

bool overlay_asking(const struct overlay *o)
{
	return o->ask.open;
}

bool overlay_close(struct overlay *o)
{
	struct damage ignored;
	if (!o->ask.open)
		return false;
	damage_init(&ignored, o->width, o->height);
	dialog_close(&o->ask, &ignored);
	return true;
}

enum overlay_answer overlay_event(struct overlay *o, const struct pointer_event *ev, bool *changed)
{
	struct damage mark;
	enum dialog_answer a = DIALOG_NONE;
	damage_init(&mark, o->width, o->height);
	switch (ev->type) {
	case POINTER_DOWN:
		o->down = true;
		o->down_x = ev->x;
		o->down_y = ev->y;
		dialog_press(&o->ask, ev->x, ev->y, ev->time_ms, &mark);
		break;
	case POINTER_MOVE:
		if (o->down && (ev->x - o->down_x) * (ev->x - o->down_x) + (ev->y - o->down_y) * (ev->y - o->down_y) >
				       TAP_SLOP * TAP_SLOP) {
			o->down = false;
			dialog_release(&o->ask, &mark);
		}
		break;
	case POINTER_UP:
		if (o->down)
			a = dialog_tap(&o->ask, ev->x, ev->y, &mark);
		o->down = false;
		break;
	case POINTER_CANCEL:
		if (o->down)
			dialog_release(&o->ask, &mark);
		o->down = false;
		break;
	}
	*changed = mark.count > 0 || a == DIALOG_CANCEL || a == DIALOG_CONFIRM;
	return a == DIALOG_CANCEL ? OVERLAY_KEEP_PLAYING : a == DIALOG_CONFIRM ? OVERLAY_PUT_ASIDE : OVERLAY_NONE;
}

bool overlay_banner(struct overlay *o, bool on)
{
	if (o->banner == on)
		return false;
	o->banner = on;
	return true;
}

void overlay_paint(const struct overlay *o, struct canvas *c, const struct rect *clip)
{
	if (o->banner && (!clip || rect_overlaps(*clip, o->banner_box))) {
		const struct theme *th = o->theme;
		canvas_fill_round_rect(c, clip, o->banner_box, o->banner_box.h / 4, th->button.primary, 255);
		text_centred(c, clip, o->banner_font, o->banner_box, "Touch to play", th->table.text, 0);
	}
	if (o->ask.open)
		dialog_paint(&o->ask, c, clip, o->theme);
}
