#include "ui/demo_scene.h"

static struct rect square_rect(const struct demo_scene *s)
{
	return (struct rect){ s->x - DEMO_SQUARE / 2, s->y - DEMO_SQUARE / 2, DEMO_SQUARE, DEMO_SQUARE };
}

/* Repaints the background layer (grid, marker) and the square inside r. */
static void paint(const struct demo_scene *s, struct canvas *c, struct rect r)
{
	struct rect sq = square_rect(s);
	int x0 = r.x < 0 ? 0 : r.x, y0 = r.y < 0 ? 0 : r.y;
	int x1 = r.x + r.w > c->width ? c->width : r.x + r.w;
	int y1 = r.y + r.h > c->height ? c->height : r.y + r.h;
	for (int y = y0; y < y1; y++) {
		uint32_t *row = c->pixels + (long)y * c->stride;
		for (int x = x0; x < x1; x++) {
			uint32_t v = (x % DEMO_GRID == 0 || y % DEMO_GRID == 0) ? DEMO_GRID_LINE : DEMO_BACKGROUND;
			if (x < DEMO_MARKER && y < DEMO_MARKER)
				v = DEMO_MARKER_COLOUR;
			if (x >= sq.x && x < sq.x + sq.w && y >= sq.y && y < sq.y + sq.h)
				v = s->pressed ? DEMO_SQUARE_DOWN : DEMO_SQUARE_UP;
			row[x] = v;
		}
	}
}

void demo_scene_init(struct demo_scene *s, struct canvas *c, struct rect *damage)
{
	s->x = c->width / 2;
	s->y = c->height / 2;
	s->pressed = false;
	*damage = (struct rect){ 0, 0, c->width, c->height };
	paint(s, c, *damage);
}

int demo_scene_event(struct demo_scene *s, struct canvas *c, const struct ui_event *ev, struct rect damage[2])
{
	damage[0] = square_rect(s);
	s->x = ev->x;
	s->y = ev->y;
	s->pressed = ev->type != UI_EVENT_UP;
	damage[1] = square_rect(s);
	paint(s, c, damage[0]);
	paint(s, c, damage[1]);
	return 2;
}
