/* The shell's part in the kiosk's idle rules (app/idle.h): the question
 * over the game, parking it under the menu, dropping it, and the attract
 * mode's games between computers. */
#include "app/shell.h"
#include "app/shell_int.h"

#include <string.h>

/* The attract mode's computers: quick, and good enough to watch. */
#define ATTRACT_LEVEL 2
/* The end of an attract game stays on screen this long. */
#define ATTRACT_PAUSE_MS 6000

void shell_ask_still_playing(struct shell *sh, int park_in_s, uint32_t now_ms)
{
	if (overlay_ask(&sh->overlay, park_in_s, now_ms))
		shell_invalidate(sh);
}

bool shell_take_park_request(struct shell *sh)
{
	bool asked = sh->park_asked;
	sh->park_asked = false;
	return asked;
}

void shell_park(struct shell *sh)
{
	overlay_close(&sh->overlay);
	sh->park_asked = false;
	shell_drop_typing(sh);	/* the table gives way: nothing half typed stays over the title */
	/* From the lobby the game is under the menu already: keeping "the
	 * lobby" would lose it. */
	if (sh->screen == SHELL_WORDS || sh->screen == SHELL_REVERSI)
		shell_keep_game(sh);
	if (sh->screen != SHELL_MENU) {
		sh->menu.page = MENU_PAGE_HOME;	/* where Continue is */
		shell_start(sh, SHELL_MENU);
	}
	shell_invalidate(sh);
}

void shell_drop_kept(struct shell *sh)
{
	sh->kept = SHELL_MENU;
	menu_keep(&sh->menu, NULL, NULL);
	shell_invalidate(sh);
}

/* One attract game: two computer seats at Words, the computer on both
 * sides at Reversi; the players' own settings stay as they were. */
static void attract_game(struct shell *sh, enum shell_screen game)
{
	struct menu_settings kept = sh->settings;
	if (game == SHELL_MENU)
		game = SHELL_WORDS;	/* the first one */
	menu_settings_default(&sh->settings);
	for (int i = 0; i < WORDS_MAX_PLAYERS; i++)
		sh->settings.seat[i] = sh->opt.dict ? ATTRACT_LEVEL : MENU_HUMAN;
	sh->settings.reversi_opponent = ATTRACT_LEVEL;
	/* Words needs the word list for its computers: Reversi alone without. */
	if (game == SHELL_WORDS && !sh->opt.dict)
		game = SHELL_REVERSI;
	shell_start(sh, game);
	sh->settings = kept;
	sh->attract_next = game == SHELL_WORDS ? SHELL_REVERSI : SHELL_WORDS;
	sh->attract_waiting = false;
	shell_invalidate(sh);
}

void shell_drop_typing(struct shell *sh)
{
	/* The chat's keyboard over a table of a game across tables: its line
	 * half typed goes (it stayed open over the title after the game was
	 * parked, and took every touch there). */
	if (sh->chat.open) {
		lobby_chat_close(&sh->chat, &sh->menu.pending);
		shell_invalidate(sh);
	}
	if (!sh->menu.keyboard.open)
		return;
	keyboard_close(&sh->menu.keyboard, &sh->menu.pending);
	menu_invalidate(&sh->menu);	/* the page again, the name in it as it was */
}

void shell_attract_start(struct shell *sh)
{
	if (sh->attract || sh->screen != SHELL_MENU || sh->kept != SHELL_MENU)
		return;
	/* Touched, it gives back the title, not a stranger's name half
	 * typed. */
	shell_drop_typing(sh);
	sh->attract = true;
	overlay_banner(&sh->overlay, true);
	attract_game(sh, sh->attract_next);
}

void shell_attract_stop(struct shell *sh)
{
	if (!sh->attract)
		return;
	sh->attract = false;
	overlay_banner(&sh->overlay, false);
	sh->menu.page = MENU_PAGE_HOME;
	shell_start(sh, SHELL_MENU);
	shell_invalidate(sh);
}

static bool attract_game_over(const struct shell *sh)
{
	return sh->screen == SHELL_WORDS ? words_table_is_final(&sh->words)
					 : sh->screen == SHELL_REVERSI && reversi_game_is_over(&sh->reversi.game);
}

bool shell_attract_deadline(const struct shell *sh, uint32_t *when)
{
	if (!sh->attract || !sh->attract_waiting)
		return false;
	*when = sh->attract_next_at;
	return true;
}

void shell_attract_tick(struct shell *sh, uint32_t now_ms)
{
	if (!sh->attract)
		return;
	if (!sh->attract_waiting && attract_game_over(sh)) {
		sh->attract_waiting = true;
		sh->attract_next_at = now_ms + ATTRACT_PAUSE_MS;
		return;
	}
	if (sh->attract_waiting && (int32_t)(now_ms - sh->attract_next_at) >= 0)
		attract_game(sh, sh->attract_next);
}
