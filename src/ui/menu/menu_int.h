/* Private to the menu: what its files share.  menu_screen.c (settings,
 * pages, taps) and menu_render.c (drawing) over menu_layout.c (where the
 * items are). */
#ifndef TESSERA_UI_MENU_MENU_INT_H
#define TESSERA_UI_MENU_MENU_INT_H

#include "gfx/draw.h"
#include "ui/menu/menu.h"

/* The home page has the lobby's entry: a network, or why there is none
 * (then dimmed). */
static inline bool menu_network_entry(const struct menu *m)
{
	return m->opt.network || (m->opt.network_off && m->opt.network_off[0]);
}

/* Lays out the page shown: the title, its items, the hint; and the fonts. */
void menu_layout_page(struct menu *m);

#endif
