/* Where the menu's items are on each page, from the canvas size alone. */
#include <string.h>

#include "ui/kit/int_math.h"
#include "ui/kit/text.h"
#include "ui/menu/menu_int.h"

/* What every page's layout goes by. */
struct spacing {
	int w, h;
	float s;		/* the scale */
	bool short_screen;	/* the 3.5" panel (320 lines) */
	int margin, gap;
	int row_max;		/* a settings row */
	int hint_h;
	int foot_h;		/* the home page's foot note and its margin, or 0 */
	bool foot_both;		/* the second note too, a line each */
	int top;		/* below the title */
};

/* The 3.5" panel: tighter margins, a smaller banner and hint, so four
 * players' seats still get 40 px rows. */
static struct spacing spacing(const struct menu *m)
{
	struct spacing sp = { .w = m->opt.width, .h = m->opt.height, .s = m->opt.scale };
	sp.short_screen = sp.h < 400;
	sp.margin = sp.short_screen ? 4 : int_max(6, (int)(10 * sp.s));
	sp.gap = sp.short_screen ? 4 : int_max(4, (int)(6 * sp.s));
	sp.row_max = int_max(40, (int)(52 * sp.s));
	/* Two lines on a settings page (a setting explains itself there). */
	const struct font *floor = text_floor(sp.w, sp.h);
	sp.hint_h = m->page == MENU_PAGE_HOME ? int_max(floor->line_height + 2, sp.short_screen ? 16 : (int)(22 * sp.s))
					      : 2 * floor->line_height + 2;
	const char *note = m->opt.foot_note;
	if (m->page == MENU_PAGE_HOME && note && note[0]) {
		int room = sp.w - 2 * sp.margin;
		int lines = font_text_width(floor, note) <= room ? 1 : 2;
		/* Two notes only where neither needs two lines: the foot has
		 * two lines at most, and the first note is the one that matters. */
		const char *more = m->opt.foot_more;
		sp.foot_both = lines == 1 && more && more[0] && font_text_width(floor, more) <= room;
		if (sp.foot_both)
			lines = 2;
		sp.foot_h = lines * floor->line_height + 2 + sp.margin;
	}
	return sp;
}

/* The height of the home page's Continue button and its gap, while a
 * game is kept, or of "Play another kiosk" on a networked board (they share
 * the row); else 0. */
static int continue_row(const struct menu *m, const struct spacing *sp)
{
	return m->kept || menu_network_entry(m) ? int_max(48, (int)(60 * sp->s)) + 2 * sp->gap : 0;
}

/* The name: seven tiles, big on the home page (the name, the two games and
 * the hint as one block, centred), a banner elsewhere. */
static void layout_title(struct menu *m, struct spacing *sp, bool home)
{
	int w = sp->w, h = sp->h - sp->foot_h, margin = sp->margin, gap = sp->gap;
	int tile = home ? int_min(h / 4, (w - 2 * margin) * 10 / 78)
			: sp->short_screen ? 24 : int_min(h / 10, (w - 2 * margin) / 14);
	tile = int_max(24, tile);
	/* No bigger than the largest letter face fills to about half its
	 * height (as at 800x480): a big screen's tile with a small letter in
	 * a corner of it looked unfinished. */
	tile = int_min(tile, font_pick(1 << 12)->size * 100 / 48);
	int title_w = 7 * tile + 6 * (tile / 10);
	int rows = w > sp->h ? 1 : 2;
	int home_block = tile + 3 * gap + margin + rows * int_max(56, (int)(84 * sp->s)) + 24 * rows +
			 continue_row(m, sp);
	int title_y = home ? int_max(margin, (h - home_block) / 2) : margin;
	m->title_tile = tile;
	m->title = rect_make((w - title_w) / 2, title_y, title_w, tile);
	sp->top = m->title.y + tile + 2 * gap;
}

/* Two big buttons, side by side or stacked, under the name; Continue
 * under them while a game is kept. */
static void layout_home(struct menu *m, const struct spacing *sp)
{
	int w = sp->w, margin = sp->margin, gap = sp->gap;
	int extra = continue_row(m, sp);
	int bw = int_min(w - 2 * margin, (int)(300 * sp->s));
	int room = sp->h - sp->foot_h - sp->top - 2 * margin - extra, hint_h = sp->hint_h, least = 56;
	/* Over a foot note on a screen too short for it all (240x240 with
	 * Continue), the help line gives way, then the games' buttons shrink
	 * to 40 px, what a finger still hits. */
	if (sp->foot_h && (room - hint_h) / 2 - gap < least) {
		hint_h = 0;
		least = 40;
	}
	int bh = int_max(least, int_min((int)(84 * sp->s), (room - hint_h) / 2 - gap));
	int y = sp->top + margin, below, full_x, full_w;
	if (w > sp->h) {
		bw = int_min((w - 2 * margin - 3 * gap) / 2, (int)(300 * sp->s));
		int x = (w - 2 * bw - 3 * gap) / 2;
		m->item_rect[MENU_ITEM_WORDS] = rect_make(x, y, bw, bh);
		m->item_rect[MENU_ITEM_REVERSI] = rect_make(x + bw + 3 * gap, y, bw, bh);
		below = y + bh + 2 * gap;
		full_x = x;
		full_w = 2 * bw + 3 * gap;
	} else {
		int x = (w - bw) / 2;
		m->item_rect[MENU_ITEM_WORDS] = rect_make(x, y, bw, bh);
		m->item_rect[MENU_ITEM_REVERSI] = rect_make(x, y + bh + 2 * gap, bw, bh);
		below = y + 2 * bh + 4 * gap;
		full_x = x;
		full_w = bw;
	}
	if (extra) {
		struct rect row = rect_make(full_x, below, full_w, extra - 2 * sp->gap);
		int half = (full_w - 3 * gap) / 2;
		if (m->kept && menu_network_entry(m)) {
			m->item_rect[MENU_ITEM_CONTINUE] = rect_make(row.x, row.y, half, row.h);
			m->item_rect[MENU_ITEM_NETWORK] = rect_make(row.x + full_w - half, row.y, half, row.h);
		} else {
			m->item_rect[m->kept ? MENU_ITEM_CONTINUE : MENU_ITEM_NETWORK] = row;
		}
		below += extra;
	}
	m->hint = rect_make(margin, below, w - 2 * margin, hint_h);
	/* The foot note at the bottom, under the block (which it shrank). */
	if (sp->foot_h)
		m->foot = rect_make(margin, sp->h - sp->foot_h, w - 2 * margin, sp->foot_h - margin);
	m->foot_both = sp->foot_both;
}

/* Lays a column of items top-down in r, each row_h high with gap between;
 * a seat's row holds its name (left) and who plays it. */
static void column(struct menu *m, const enum menu_item *items, int n, struct rect r, int row_h, int gap)
{
	for (int i = 0; i < n; i++) {
		struct rect row = rect_make(r.x, r.y + i * (row_h + gap), r.w, row_h);
		m->item_rect[items[i]] = row;
		if (items[i] >= MENU_ITEM_SEAT0 && items[i] < MENU_ITEM_SEAT0 + WORDS_MAX_PLAYERS) {
			int name_w = (row.w - gap) * 11 / 20;
			m->item_rect[items[i] - MENU_ITEM_SEAT0 + MENU_ITEM_NAME0] = rect_make(row.x, row.y, name_w, row_h);
			m->item_rect[items[i]] = rect_make(row.x + name_w + gap, row.y, row.w - name_w - gap, row_h);
		}
	}
}

/* Words: who plays on one side, the house rules on the other; one column
 * where the rows still get 40 px (and always in portrait). */
static void layout_words(struct menu *m, const struct spacing *sp, struct rect area)
{
	int gap = sp->gap;
	enum menu_item seats[1 + WORDS_MAX_PLAYERS];
	int ns = 0;
	seats[ns++] = MENU_ITEM_PLAYERS;
	for (int i = 0; i < m->set.players; i++)
		seats[ns++] = MENU_ITEM_SEAT0 + i;
	static const enum menu_item rules[] = { MENU_ITEM_CHALLENGE, MENU_ITEM_INTERCHANGE, MENU_ITEM_KIND,
						MENU_ITEM_END_RULE, MENU_ITEM_HINTS };
	const int nr = (int)(sizeof rules / sizeof rules[0]);
	int one_col = (area.h - (ns + nr) * gap) / (ns + nr + 1);	/* a gap row between groups */
	if (one_col >= 40 || sp->w < sp->h) {
		int row = int_max(24, int_min(sp->row_max, one_col));
		int cw = int_min(area.w, (int)(460 * sp->s));
		struct rect r = rect_make((sp->w - cw) / 2, area.y, cw, area.h);
		column(m, seats, ns, r, row, gap);
		r.y += ns * (row + gap) + row / 2;
		column(m, rules, nr, r, row, gap);
	} else {
		int rows = int_max(ns, nr);
		int row = int_max(24, int_min(sp->row_max, (area.h - (rows - 1) * gap) / rows));
		int cw = (area.w - 2 * gap) / 2;
		column(m, seats, ns, rect_make(area.x, area.y, cw, area.h), row, gap);
		column(m, rules, nr, rect_make(area.x + cw + 2 * gap, area.y, cw, area.h), row, gap);
	}
}

/* A settings page: Back and Start at the bottom, the hint over them, the
 * settings between the title and the hint. */
static void layout_settings(struct menu *m, const struct spacing *sp)
{
	int w = sp->w, margin = sp->margin, gap = sp->gap;
	int bottom_h = int_max(40, int_min(sp->row_max, sp->h / 8));
	int bottom_y = sp->h - margin - bottom_h;
	int bw = int_min((w - 2 * margin - gap) / 2, (int)(240 * sp->s));
	m->item_rect[MENU_ITEM_BACK] = rect_make(w / 2 - gap / 2 - bw, bottom_y, bw, bottom_h);
	m->item_rect[MENU_ITEM_START] = rect_make(w / 2 + gap - gap / 2, bottom_y, bw, bottom_h);
	m->hint = rect_make(margin, bottom_y - gap - sp->hint_h, w - 2 * margin, sp->hint_h);
	struct rect area = rect_make(margin, sp->top, w - 2 * margin, m->hint.y - gap - sp->top);
	if (m->page == MENU_PAGE_WORDS) {
		layout_words(m, sp, area);
		return;
	}
	int cw = int_min(area.w, (int)(420 * sp->s));
	column(m, (const enum menu_item[]){ MENU_ITEM_OPPONENT, MENU_ITEM_COLOUR }, 2,
	       rect_make((w - cw) / 2, area.y + area.h / 3 - sp->row_max / 2, cw, 2 * sp->row_max + gap), sp->row_max,
	       gap);
}

static void layout_fonts(struct menu *m)
{
	m->title_font = font_pick(m->title_tile * 62 / 100);
	int row = m->item_rect[MENU_ITEM_START].h;
	if (!row)
		row = m->item_rect[MENU_ITEM_WORDS].h / 2;
	/* The settings' rows may be lower than Start where many share a page
	 * (Words at a large scale: 44 px rows under a 100 px Start cut a
	 * 40 px font top and bottom): the font fits the lowest row too. */
	int px = row * 40 / 100;
	for (int i = MENU_ITEM_PLAYERS; i <= MENU_ITEM_COLOUR; i++)
		if (m->item_rect[i].h > 0)
			px = int_min(px, m->item_rect[i].h * 55 / 100);
	const struct font *floor = text_floor(m->opt.width, m->opt.height);
	m->item_font = text_at_least(font_pick(int_max(12, px)), floor);
	m->hint_font = m->page == MENU_PAGE_HOME ? text_at_least(font_pick(m->hint.h * 70 / 100), floor) : floor;
}

void menu_layout_page(struct menu *m)
{
	bool home = m->page == MENU_PAGE_HOME;
	struct spacing sp = spacing(m);
	memset(m->item_rect, 0, sizeof m->item_rect);
	m->foot = rect_make(0, 0, 0, 0);
	m->foot_both = false;
	layout_title(m, &sp, home);
	if (home)
		layout_home(m, &sp);
	else
		layout_settings(m, &sp);
	layout_fonts(m);
}
