/* Private to the shell's files (shell.c, shell_kiosk.c). */
#ifndef TESSERA_APP_SHELL_INT_H
#define TESSERA_APP_SHELL_INT_H

#include "app/shell.h"

/* The game shown goes under the menu, kept (or dropped when it is over),
 * and the menu's Continue says what it is. */
void shell_keep_game(struct shell *sh);

#endif
