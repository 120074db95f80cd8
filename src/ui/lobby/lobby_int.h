/* Private to the lobby's files: lobby_screen.c calls lobby_layout.c and
 * lobby_render.c; neither calls back. */
#ifndef TESSERA_UI_LOBBY_INT_H
#define TESSERA_UI_LOBBY_INT_H

#include "ui/lobby/lobby.h"

/* Where everything goes for the rows and page now. */
void lobby_layout(struct lobby *l);
/* The kiosks of the page shown: first row and how many. */
void lobby_page_rows(const struct lobby *l, int *first, int *n);
/* A row's status as the lobby says it. */
const char *lobby_status_text(enum lobby_status s);
/* The item's label now ("Refuse invitations: on"). */
const char *lobby_item_label(const struct lobby *l, enum lobby_item item);
/* Paints everything inside clip (NULL: all). */
void lobby_paint(void *lobby, struct canvas *c, const struct rect *clip);

#endif
