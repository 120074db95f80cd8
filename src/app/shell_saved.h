/* A saved game (struct shell_saved, shell.h) read back from a file is of
 * unknown origin: any bytes that passed the store's header and checksum.
 * Before the shell continues it, its screen and settings are checked for
 * range and its game is replayed by the rules core (words_replay,
 * reversi_game_replay), and the table is given the replayed game, so it
 * holds only what the rules made.  shell_resume (shell.c) is the one
 * caller; a refusal comes with a sentence naming the field or the turn. */
#ifndef TESSERA_APP_SHELL_SAVED_H
#define TESSERA_APP_SHELL_SAVED_H

#include <stdbool.h>
#include <stddef.h>

#include "app/shell.h"

/* The saved screen and the menu settings, each field checked: the screen
 * is kind, the game the file was read as (SHELL_WORDS or SHELL_REVERSI: the
 * store keeps one file of each, and a file holding the other kind's game -
 * renamed, copied - would be continued under the wrong name, its next save
 * going to the other file while the stale one stays); players 2 to 4,
 * every seat and the Reversi opponent a person or a level, the rules'
 * modes and flags, the hint flag.  A Words computer seat needs the
 * dictionary (have_dict: else SHELL_SAVED_NOT_NOW, once every field is
 * checked).  Returns 0 with *set filled, or a refusal with the reason in
 * msg. */
int shell_saved_settings(const struct shell_saved *s, enum shell_screen kind, bool have_dict,
			 struct menu_settings *set, char *msg, size_t msglen);

/* Replays the saved Words game into out with this run's lexicon (NULL:
 * every word stands), and requires its players and rules to be the
 * settings'.  Returns 0, or -1 with the reason in msg (out is then a
 * partial game, not to be shown). */
int shell_saved_words(struct words_game *out, const struct shell_saved *s, const struct menu_settings *set,
		      const struct words_lexicon *lexicon, char *msg, size_t msglen);

/* Replays the saved Reversi game into out.  Returns 0, or -1 with the
 * reason in msg. */
int shell_saved_reversi(struct reversi_game *out, const struct shell_saved *s, char *msg, size_t msglen);

#endif
