/* A finished game's record, for the players to take home: Words as GCG
 * (gcg_from_game, gcg_write: what Quackle and Woogles read), Reversi as a
 * transcript with the result.  The app writes it once when a game ends
 * (app_store.save_record); the attract mode's games are nobody's and are
 * never recorded. */
#ifndef TESSERA_APP_SHELL_RECORD_H
#define TESSERA_APP_SHELL_RECORD_H

#include <stddef.h>

#include "app/shell.h"

/* SHELL_WORDS or SHELL_REVERSI when the game on screen is over (and not the
 * attract mode's), or a game across tables the other table's last move
 * ended under the menu (shell.kept_over), else SHELL_MENU. */
enum shell_screen shell_record_due(const struct shell *sh);

/* Which game is on its table: the same while it is played and taken back,
 * another once a new game starts (the menu's Start, the table's New game
 * or Rematch), so a game taken back after its end and ended again is still
 * the game recorded. */
uint32_t shell_record_game_id(const struct shell *sh);

/* Writes the record of that game into buf with a NUL.  Returns its length,
 * or -1 when it does not fit (nothing cut is ever kept). */
int shell_record_text(const struct shell *sh, enum shell_screen game, char *buf, size_t size);

/* What a record takes at most: a Words game of GCG_MAX_EVENTS lines. */
enum { SHELL_RECORD_MAX = 64 * 1024 };

#endif
