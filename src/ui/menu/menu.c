/* The title screen and main menu: settings, pages, taps.  Drawing is in
 * menu_render.c; both share struct menu (menu.h). */
#include "ui/menu/menu.h"

#include <stdio.h>
#include <string.h>

#include "gfx/draw.h"

static int imin(int a, int b)
{
	return a < b ? a : b;
}

static int imax(int a, int b)
{
	return a > b ? a : b;
}

static const char *const level_names[MENU_LEVELS] = { "Beginner", "Easy", "Medium", "Hard", "Expert" };

const char *menu_level_name(int level)
{
	return level >= 0 && level < MENU_LEVELS ? level_names[level] : "Person";
}

void menu_settings_default(struct menu_settings *s)
{
	memset(s, 0, sizeof *s);
	s->players = 2;
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++)
		s->seat[i] = MENU_HUMAN;
	s->rules.challenge = WORDS_CHALLENGE_ENFORCED;
	s->hints = true;
	s->reversi_opponent = 2; /* Medium */
}

/* ---- layout -------------------------------------------------------------------- */

/* Lays a column of items top-down in r, each row_h high with gap between. */
static void column(struct menu *m, const enum menu_item *items, int n, struct rect r, int row_h, int gap)
{
	for (int i = 0; i < n; i++)
		m->item_rect[items[i]] = rect_make(r.x, r.y + i * (row_h + gap), r.w, row_h);
}

static void layout(struct menu *m)
{
	const int w = m->opt.width, h = m->opt.height;
	const float s = m->opt.scale;
	const bool home = m->page == MENU_PAGE_HOME;
	/* The 3.5" panel (320 lines): tighter margins, a smaller banner and
	 * hint, so four players' seats still get 40 px rows. */
	const bool short_screen = h < 400;
	const int margin = short_screen ? 4 : imax(6, (int)(10 * s));
	const int gap = short_screen ? 4 : imax(4, (int)(6 * s));
	const int row_max = imax(40, (int)(52 * s));

	memset(m->item_rect, 0, sizeof m->item_rect);

	/* The name: seven tiles, big on the home page, a banner elsewhere. */
	int tile = home ? imin(h / 4, (w - 2 * margin) * 10 / 78)
			: short_screen ? 24 : imin(h / 10, (w - 2 * margin) / 14);
	tile = imax(24, tile);
	/* No bigger than the largest letter face fills to about half its
	 * height (as at 800x480): a big screen's tile with a small letter in
	 * a corner of it looked unfinished. */
	tile = imin(tile, font_pick(1 << 12)->size * 100 / 48);
	int title_w = 7 * tile + 6 * (tile / 10);
	/* Home: the name, the two games and the hint as one block, centred. */
	int home_block = tile + 3 * gap + margin + (w > h ? 1 : 2) * imax(56, (int)(84 * s)) + 24 * (w > h ? 1 : 2);
	int title_y = home ? imax(margin, (h - home_block) / 2) : margin;
	m->title_tile = tile;
	m->title = rect_make((w - title_w) / 2, title_y, title_w, tile);

	/* The bottom row: Back and Start on the settings pages. */
	int bottom_h = imax(40, imin(row_max, h / 8));
	int top = m->title.y + tile + 2 * gap;
	int hint_h = short_screen ? 16 : imax(18, (int)(22 * s));

	if (home) {
		/* Two big buttons, side by side or stacked, under the name. */
		int bw = imin(w - 2 * margin, (int)(300 * s));
		int bh = imax(56, imin((int)(84 * s), (h - top - hint_h - 2 * margin) / 2 - gap));
		if (w > h) {
			bw = imin((w - 2 * margin - 3 * gap) / 2, (int)(300 * s));
			int x = (w - 2 * bw - 3 * gap) / 2;
			int y = top + margin;
			m->item_rect[MENU_ITEM_WORDS] = rect_make(x, y, bw, bh);
			m->item_rect[MENU_ITEM_REVERSI] = rect_make(x + bw + 3 * gap, y, bw, bh);
			m->hint = rect_make(margin, y + bh + 2 * gap, w - 2 * margin, hint_h);
		} else {
			int x = (w - bw) / 2, y = top + margin;
			m->item_rect[MENU_ITEM_WORDS] = rect_make(x, y, bw, bh);
			m->item_rect[MENU_ITEM_REVERSI] = rect_make(x, y + bh + 2 * gap, bw, bh);
			m->hint = rect_make(margin, y + 2 * bh + 4 * gap, w - 2 * margin, hint_h);
		}
		return;
	}

	int bottom_y = h - margin - bottom_h;
	int bw = imin((w - 2 * margin - gap) / 2, (int)(240 * s));
	m->item_rect[MENU_ITEM_BACK] = rect_make(w / 2 - gap / 2 - bw, bottom_y, bw, bottom_h);
	m->item_rect[MENU_ITEM_START] = rect_make(w / 2 + gap - gap / 2, bottom_y, bw, bottom_h);
	m->hint = rect_make(margin, bottom_y - gap - hint_h, w - 2 * margin, hint_h);
	struct rect area = rect_make(margin, top, w - 2 * margin, m->hint.y - gap - top);

	if (m->page == MENU_PAGE_REVERSI) {
		int cw = imin(area.w, (int)(420 * s));
		column(m, (const enum menu_item[]){ MENU_ITEM_OPPONENT }, 1,
		       rect_make((w - cw) / 2, area.y + area.h / 3 - row_max / 2, cw, row_max), row_max, gap);
		return;
	}

	/* Words: who plays on one side, the house rules on the other. */
	enum menu_item seats[1 + WORDS_MAX_PLAYERS];
	int ns = 0;
	seats[ns++] = MENU_ITEM_PLAYERS;
	for (int i = 0; i < m->set.players; i++)
		seats[ns++] = MENU_ITEM_SEAT0 + i;
	static const enum menu_item rules[] = { MENU_ITEM_CHALLENGE, MENU_ITEM_INTERCHANGE, MENU_ITEM_KIND,
						MENU_ITEM_END_RULE, MENU_ITEM_HINTS };
	const int nr = (int)(sizeof rules / sizeof rules[0]);
	int one_col = (area.h - (ns + nr) * gap) / (ns + nr + 1);	/* a gap row between groups */
	if (one_col >= 40 || w < h) {
		int row = imax(24, imin(row_max, one_col));
		int cw = imin(area.w, (int)(460 * s));
		struct rect r = rect_make((w - cw) / 2, area.y, cw, area.h);
		column(m, seats, ns, r, row, gap);
		r.y += ns * (row + gap) + row / 2;
		column(m, rules, nr, r, row, gap);
	} else {
		int rows = imax(ns, nr);
		int row = imax(24, imin(row_max, (area.h - (rows - 1) * gap) / rows));
		int cw = (area.w - 2 * gap) / 2;
		column(m, seats, ns, rect_make(area.x, area.y, cw, area.h), row, gap);
		column(m, rules, nr, rect_make(area.x + cw + 2 * gap, area.y, cw, area.h), row, gap);
	}
}

static void fonts(struct menu *m)
{
	m->title_font = font_pick(m->title_tile * 62 / 100);
	int row = m->item_rect[MENU_ITEM_START].h;
	if (!row)
		row = m->item_rect[MENU_ITEM_WORDS].h / 2;
	m->item_font = font_pick(imax(12, row * 40 / 100));
	m->hint_font = font_pick(imax(10, m->hint.h * 70 / 100));
}

void menu_invalidate(struct menu *m)
{
	damage_add_all(&m->pending);
}

void menu_show_page(struct menu *m, enum menu_page page)
{
	m->page = page;
	m->pressed = MENU_ITEM_NONE;
	layout(m);
	fonts(m);
	menu_invalidate(m);
}

int menu_init(struct menu *m, const struct menu_options *opt, const struct menu_settings *set)
{
	memset(m, 0, sizeof *m);
	m->opt = *opt;
	m->theme = theme_or_classic(opt->theme);
	if (m->opt.scale <= 0.0f)
		m->opt.scale = 1.0f;
	if (opt->width < 240 || opt->height < 240)
		return -1;
	if (set)
		m->set = *set;
	else
		menu_settings_default(&m->set);
	if (m->set.players < WORDS_MIN_PLAYERS || m->set.players > WORDS_MAX_PLAYERS)
		m->set.players = WORDS_MIN_PLAYERS;
	struct gesture_config gc = gesture_config_default(m->opt.scale);
	if (opt->drag_threshold > 0)
		gc.drag_threshold_px = gesture_threshold_scaled(opt->drag_threshold, m->opt.scale);
	gc.long_press_ms = 0;
	gesture_init(&m->gesture, &gc);
	damage_init(&m->pending, opt->width, opt->height);
	menu_show_page(m, MENU_PAGE_HOME);
	return 0;
}

/* ---- the settings ------------------------------------------------------------- */

static const char *const challenge_names[] = {
	[WORDS_CHALLENGE_ENFORCED] = "Checked as played",
	[WORDS_CHALLENGE_SINGLE] = "Single challenge",
	[WORDS_CHALLENGE_DOUBLE] = "Double challenge",
	[WORDS_CHALLENGE_FIVE_POINT] = "Five-point challenge",
};

void menu_item_text(const struct menu *m, enum menu_item item, char *buf, int size)
{
	const struct menu_settings *s = &m->set;
	switch (item) {
	case MENU_ITEM_WORDS:
		snprintf(buf, (size_t)size, "Words");
		break;
	case MENU_ITEM_REVERSI:
		snprintf(buf, (size_t)size, "Reversi");
		break;
	case MENU_ITEM_PLAYERS:
		snprintf(buf, (size_t)size, "Players: %d", s->players);
		break;
	case MENU_ITEM_CHALLENGE:
		snprintf(buf, (size_t)size, "Dictionary: %s", challenge_names[s->rules.challenge]);
		break;
	case MENU_ITEM_INTERCHANGE:
		snprintf(buf, (size_t)size, "Blank swap: %s", s->rules.blank_interchange ? "On" : "Off");
		break;
	case MENU_ITEM_KIND:
		snprintf(buf, (size_t)size, "Three alike redraw: %s", s->rules.kind_redraw ? "On" : "Off");
		break;
	case MENU_ITEM_END_RULE:
		snprintf(buf, (size_t)size, "Going out: %s",
			 s->rules.end_rule == WORDS_END_TOURNAMENT ? "Tournament" : "Classic");
		break;
	case MENU_ITEM_HINTS:
		snprintf(buf, (size_t)size, "Hint button: %s", s->hints ? "On" : "Off");
		break;
	case MENU_ITEM_OPPONENT:
		if (s->reversi_opponent == MENU_HUMAN)
			snprintf(buf, (size_t)size, "Opponent: a person");
		else
			snprintf(buf, (size_t)size, "Opponent: computer, %s", menu_level_name(s->reversi_opponent));
		break;
	case MENU_ITEM_BACK:
		snprintf(buf, (size_t)size, "Back");
		break;
	case MENU_ITEM_START:
		snprintf(buf, (size_t)size, "Start");
		break;
	default:
		if (item >= MENU_ITEM_SEAT0 && item < MENU_ITEM_SEAT0 + WORDS_MAX_PLAYERS) {
			int seat = s->seat[item - MENU_ITEM_SEAT0];
			if (seat == MENU_HUMAN)
				snprintf(buf, (size_t)size, "Player %d: person", item - MENU_ITEM_SEAT0 + 1);
			else
				snprintf(buf, (size_t)size, "Player %d: computer, %s", item - MENU_ITEM_SEAT0 + 1,
					 menu_level_name(seat));
		} else if (size > 0) {
			buf[0] = '\0';
		}
		break;
	}
}

/* Person, then the levels, then back to a person. */
static int next_seat(int v)
{
	return v == MENU_HUMAN ? 0 : v + 1 < MENU_LEVELS ? v + 1 : MENU_HUMAN;
}

static void mark_item(struct menu *m, enum menu_item item)
{
	damage_add(&m->pending, m->item_rect[item]);
}

enum menu_action menu_activate(struct menu *m, enum menu_item item)
{
	struct menu_settings *s = &m->set;
	if (item < 0 || item >= MENU_ITEM_COUNT || rect_is_empty(m->item_rect[item]))
		return MENU_ACTION_NONE;
	switch (item) {
	case MENU_ITEM_WORDS:
		menu_show_page(m, MENU_PAGE_WORDS);
		break;
	case MENU_ITEM_REVERSI:
		menu_show_page(m, MENU_PAGE_REVERSI);
		break;
	case MENU_ITEM_BACK:
		menu_show_page(m, MENU_PAGE_HOME);
		break;
	case MENU_ITEM_START:
		return m->page == MENU_PAGE_WORDS ? MENU_ACTION_START_WORDS : MENU_ACTION_START_REVERSI;
	case MENU_ITEM_PLAYERS:
		s->players = s->players < WORDS_MAX_PLAYERS ? s->players + 1 : WORDS_MIN_PLAYERS;
		menu_show_page(m, m->page); /* the number of seat rows changed */
		break;
	case MENU_ITEM_CHALLENGE:
		s->rules.challenge = (enum words_challenge)((s->rules.challenge + 1) % 4);
		mark_item(m, item);
		break;
	case MENU_ITEM_INTERCHANGE:
		s->rules.blank_interchange = !s->rules.blank_interchange;
		s->rules.interchange_must_play = s->rules.blank_interchange;
		mark_item(m, item);
		break;
	case MENU_ITEM_KIND:
		s->rules.kind_redraw = !s->rules.kind_redraw;
		mark_item(m, item);
		break;
	case MENU_ITEM_END_RULE:
		s->rules.end_rule = s->rules.end_rule == WORDS_END_CLASSIC ? WORDS_END_TOURNAMENT : WORDS_END_CLASSIC;
		mark_item(m, item);
		break;
	case MENU_ITEM_HINTS:
		s->hints = !s->hints;
		mark_item(m, item);
		break;
	case MENU_ITEM_OPPONENT:
		s->reversi_opponent = next_seat(s->reversi_opponent);
		mark_item(m, item);
		break;
	default: {
		int seat = item - MENU_ITEM_SEAT0;
		if (seat < 0 || seat >= s->players)
			break;
		if (!m->opt.words_computer) {
			s->seat[seat] = MENU_HUMAN;
			break;
		}
		s->seat[seat] = next_seat(s->seat[seat]);
		mark_item(m, item);
		break;
	}
	}
	return MENU_ACTION_NONE;
}

enum menu_item menu_item_at(const struct menu *m, int x, int y)
{
	for (int i = 0; i < MENU_ITEM_COUNT; i++)
		if (rect_contains(m->item_rect[i], x, y))
			return (enum menu_item)i;
	return MENU_ITEM_NONE;
}

static void set_pressed(struct menu *m, enum menu_item item)
{
	if (m->pressed == item)
		return;
	if (m->pressed != MENU_ITEM_NONE)
		mark_item(m, m->pressed);
	if (item != MENU_ITEM_NONE)
		mark_item(m, item);
	m->pressed = item;
}

enum menu_action menu_handle_event(struct menu *m, const struct pointer_event *ev)
{
	struct gesture out[GESTURE_MAX_OUT];
	enum menu_action action = MENU_ACTION_NONE;
	int n = gesture_feed(&m->gesture, ev, out);
	for (int i = 0; i < n; i++) {
		switch (out[i].type) {
		case GESTURE_PRESS:
			set_pressed(m, menu_item_at(m, out[i].x, out[i].y));
			break;
		case GESTURE_TAP: {
			enum menu_item item = m->pressed;
			set_pressed(m, MENU_ITEM_NONE);
			if (item != MENU_ITEM_NONE)
				action = menu_activate(m, item);
			break;
		}
		default:
			/* A slide off an item does not press it. */
			set_pressed(m, MENU_ITEM_NONE);
			break;
		}
	}
	return action;
}
