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

/* An item that shows but cannot act: dimmed, a tap says why (the lobby
 * without a network; who plays a seat without the word list: nobody but a
 * person can play; the colour between two people: they choose at the
 * table). */
static inline bool menu_item_off(const struct menu *m, enum menu_item item)
{
	if (item == MENU_ITEM_NETWORK)
		return !m->opt.network;
	if (item == MENU_ITEM_COLOUR)
		return m->set.reversi_opponent == MENU_HUMAN;
	return item >= MENU_ITEM_SEAT0 && item < MENU_ITEM_SEAT0 + WORDS_MAX_PLAYERS && !m->opt.words_computer;
}

/* Lays out the page shown: the title, its items, the hint; and the fonts. */
void menu_layout_page(struct menu *m);

#endif
