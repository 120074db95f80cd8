/* Private to the shell's files, which stand in layers, none calling up:
 *   shell.c          events dispatched, the menu followed, the saved game
 *   shell_net.c      play between kiosks: the lobby, the game across tables
 *   shell_kiosk.c    the kiosk's idle rules, the attract mode
 *   shell_screens.c  the screens: started, the game kept under the menu */
#ifndef TESSERA_APP_SHELL_INT_H
#define TESSERA_APP_SHELL_INT_H

#include "app/shell.h"

/* ---- shell_screens.c ---- */
/* The game shown goes under the menu, kept (or dropped when it is over),
 * and the menu's Continue says what it is. */
void shell_keep_game(struct shell *sh);
/* The scores of the game on the table of kind game, as the menu says them
 * ("Ana 120, Ben 98"; Reversi: "black 40, white 24"). */
void shell_game_scores(const struct shell *sh, enum shell_screen game, char *buf, size_t size);
/* The game across tables was ended or stopped (by either table): nothing
 * more can be played in it, though its board may be mid-game. */
bool shell_game_cut_short(const struct shell *sh);

/* ---- shell_net.c ---- */
/* The lobby brought up to date and shown (as shell_start: 0, or -1 with
 * the menu shown when the board has no [network]). */
int shell_net_show_lobby(struct shell *sh);
/* The chat's keyboard answered (sent or cancelled). */
void shell_net_chat_event(struct shell *sh, enum lobby_chat_result r);
/* A saved game's part across tables: 0 for none, or one this kiosk can
 * continue (a [network] board, the fields in range, the game of the
 * table it is saved with, screen); else -1 with msg. */
int shell_net_saved(const struct shell *sh, const struct netgame *net, enum shell_screen screen, char *msg,
		    size_t msglen);
/* The game across tables, once on no table (dropped from under the menu,
 * or replaced by a game at this table), is left for good: a game still on
 * is ended for the other table, and the kiosk is free. */
void shell_net_leave(struct shell *sh);
/* Menu tapped at the table of a game across tables, before it is kept:
 * with the other table away long enough ("NAME is away (2:05): Menu ends it"), the
 * game ends (for the other too: away too long) and is not kept. */
void shell_net_menu_tapped(struct shell *sh);

#endif
