/* The shell: what the program shows, one screen at a time - the title and
 * menu (menu.h), the Words table (words_table.h) or the Reversi table
 * (reversi_table.h).  It hosts all three in memory set aside at startup (the
 * games share one block, sized for the larger), starts the game the menu's
 * Start asks for, and goes back to the menu when a game's Menu button is
 * pressed, keeping the game under it: the menu's Continue shows it again,
 * and a new game started over it asks first (the menu's dialog).  Same life cycle as the screens it hosts:
 *   size = shell_memory_size(&opt);  mem = <startup allocation>;
 *   shell_init(sh, &opt, mem, size);
 *   for each pointer event:  shell_handle_event(sh, &ev);
 *   when shell_next_deadline() says so:  shell_tick(sh, now_ms);
 *   when shell_wants_frame(sh):  shell_render(sh, &shadow, &damage);
 * It never allocates. */
#ifndef TESSERA_APP_SHELL_H
#define TESSERA_APP_SHELL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/netplay.h"
#include "app/overlay.h"
#include "ui/lobby/lobby.h"
#include "ui/menu/menu.h"
#include "ui/reversi/reversi_table.h"
#include "ui/words/words_table.h"

enum shell_screen {
	SHELL_MENU,
	SHELL_WORDS,
	SHELL_REVERSI,
	SHELL_LOBBY,		/* the kiosks to play (a board with [network]) */
};

struct shell_options {
	int width, height;
	float scale;		/* 1.0 = 7" 800x480; 0 = 1 */
	uint64_t seed;		/* the first game's; each new game takes the next */
	int drag_threshold;	/* pixels at scale 1; 0 = the default */
	int long_press_ms;	/* 0 = the default; negative = no long press */
	/* The dictionary for Words: lexicon (NULL = every word accepted) and
	 * the graph the computer and hints use (NULL = no computer seats).
	 * Both must outlive the shell. */
	const struct words_lexicon *lexicon;
	const struct dict *dict;
	/* Where the program starts: the title screen, or straight into a game
	 * with `settings` (kiosks that play one game, scripts, tests). */
	enum shell_screen start;
	/* The menu's first settings; NULL = menu_settings_default. */
	const struct menu_settings *settings;
	/* Where both games' computers ask for their moves (ui/kit/computer.h):
	 * the program's workers; no link: the tables think themselves.
	 * Computer seats at Words are offered when dict is set. */
	struct computer_link computer;
	const struct theme *theme;	/* every screen's colours; NULL = classic */
	/* Play between kiosks (app/netplay.h), set up by the program; NULL:
	 * none, and the menu offers no lobby.  Must outlive the shell. */
	struct netplay *net;
	/* Without net: NULL, or why the board's [network] cannot be joined;
	 * the menu's lobby entry is dimmed and says it.  Must outlive the shell. */
	const char *net_off;
	/* NULL, or a line the title screen keeps at its foot (the word list
	 * named could not be used, the screen is under the smallest size
	 * supported: app.c), and a lesser one shown under it where both fit
	 * (menu_options).  Must outlive the shell. */
	const char *foot_note;
	const char *foot_more;
};

struct shell {
	struct shell_options opt;
	struct menu_settings settings;
	enum shell_screen screen;
	/* The game kept under the menu (SHELL_WORDS or SHELL_REVERSI), or
	 * SHELL_MENU for none. */
	enum shell_screen kept;
	struct menu menu;
	struct words_table words;
	struct reversi_table reversi;
	void *game_mem;		/* shared by whichever game is shown */
	size_t game_size;
	unsigned games;		/* games started: the next one's seed */
	/* The kiosk's: the question and the banner over the screen, the
	 * question's "Put it aside" waiting for the app, the attract mode's
	 * game (never saved) and when its next one starts. */
	struct overlay overlay;
	bool park_asked;
	bool attract;
	enum shell_screen attract_next;
	bool attract_waiting;
	uint32_t attract_next_at;
	/* Play between kiosks (shell_net.c): the lobby screen, the chat's
	 * keyboard over a table, and whether the game shown or kept is the
	 * game across tables. */
	struct lobby lobby;
	struct lobby_chat chat;
	bool net_game;
	uint32_t net_now;		/* the clock at the last shell_net_sync */
	/* A game across tables the other table's last move ended while it was
	 * under the menu: dropped and left at once, its record due (the
	 * program writes it once: shell_record_due) until another game
	 * starts.  SHELL_MENU: none. */
	enum shell_screen kept_over;
};

size_t shell_memory_size(const struct shell_options *opt);
/* Returns 0, or -1 when the screen is too small or mem too short. */
int shell_init(struct shell *sh, const struct shell_options *opt, void *mem, size_t size);

void shell_handle_event(struct shell *sh, const struct pointer_event *ev);
bool shell_next_deadline(const struct shell *sh, uint32_t *deadline_ms);
void shell_tick(struct shell *sh, uint32_t now_ms);
bool shell_wants_frame(const struct shell *sh);
void shell_render(struct shell *sh, struct canvas *c, struct damage *damage);
void shell_render_full(struct shell *sh, struct canvas *c);
void shell_invalidate(struct shell *sh);

/* Starts a game with the current settings, or goes back to the menu (as
 * Start and Menu do; shell_screens.c).  Returns 0, or -1 if the game cannot
 * start.  SHELL_LOBBY shows the lobby as last filled: the shell's own ways
 * in (the menu, an invitation) fill it first. */
int shell_start(struct shell *sh, enum shell_screen screen);

/* A game in progress as the program saves it (platform/state.h) so a
 * restart resumes it.  Plain data; the Words lexicon is re-attached. */
struct shell_saved {
	uint32_t screen;		/* SHELL_WORDS or SHELL_REVERSI */
	uint32_t sequence;		/* the program's count of saves: the newest game is continued */
	uint32_t games;
	/* 1: the game was under the menu (parked, or left by Menu) and comes
	 * back there; 0: on its table.  It fills what was padding: the layout
	 * is unchanged, and older saves read 0. */
	uint32_t kept;
	uint64_t seed;
	struct menu_settings settings;
	/* Under the menu: how long its offer (Continue) had run at this save,
	 * in milliseconds of the program's monotonic clock, summed over the
	 * runs; 0 on the table.  In what was padding: layout 2 reads 0. */
	uint32_t offered_ms;
	union {
		struct words_game words;
		struct reversi_game reversi;
	} game;
	struct netgame net;		/* a game across tables; state NETGAME_OFF: a game at this table */
	/* The wall clock at this save (seconds since 1970; 0: not known), so
	 * the next run counts the time the kiosk was down (layout 3: a file of
	 * layout 2 ends before it and reads 0). */
	int64_t saved_at_s;
};

/* The layout tag of struct shell_saved (a file from another build is stale). */
uint32_t shell_saved_tag(void);
/* The layout before (2): its tag and length, the start of struct
 * shell_saved; the rest reads 0.  Such files still load. */
uint32_t shell_saved_tag_2(void);
size_t shell_saved_size_2(void);
/* A game is shown, or kept under the menu, and it is not over. */
bool shell_game_under_way(const struct shell *sh);
/* Fills *out with the game in progress (shown, or kept under the menu);
 * false when there is none or it is over (nothing to keep). */
bool shell_snapshot(const struct shell *sh, struct shell_saved *out);
/* Starts the saved game's screen with its settings and continues it, on
 * its table, or under the menu (the title offers Continue) when it was
 * saved there (s->kept).  s
 * may hold any bytes (a file): its settings are checked and its game is
 * replayed by the rules first (shell_saved.h); the table gets the replayed
 * game, never the saved one.  kind is the game the file was read as
 * (SHELL_WORDS or SHELL_REVERSI, its name in the store): a file holding
 * the other game, or a game across tables of the other game, is refused.
 * Returns 0, or a refusal with the reason in
 * msg (the menu stays, settings as they were): SHELL_SAVED_BAD for what
 * the file holds (and a table that cannot start), SHELL_SAVED_NOT_NOW for
 * what this run lacks (shell_saved.h). */
int shell_resume(struct shell *sh, const struct shell_saved *s, enum shell_screen kind, char *msg, size_t msglen);
/* shell_resume's refusals: for what the file holds; for what this run lacks
 * (a Words computer seat and no dictionary), when the file is good and a
 * run that has what it needs continues it. */
enum { SHELL_SAVED_BAD = -1, SHELL_SAVED_NOT_NOW = -2 };
/* Changes whenever the game shown changes (a turn, a take back, a new
 * game, back to the menu and out again) or a chat line goes to the other
 * table (its number must survive a restart): the program saves when it
 * moves. */
uint32_t shell_progress(const struct shell *sh);

/* Covers every rack in sight (the kiosk's idle rule): the Words table's,
 * shown or kept under the menu, until a tap shows it to its owner.  True
 * when a rack is covered now (not after the end, nor for a person alone
 * against the computer). */
bool shell_cover_racks(struct shell *sh);

/* ---- the kiosk's idle rules (shell_kiosk.c; docs/kiosk.md) ---- */
/* "Still playing?" over the game shown (park_in_s: what it says). */
void shell_ask_still_playing(struct shell *sh, int park_in_s, uint32_t now_ms);
/* True once after the question was answered "Put it aside". */
bool shell_take_park_request(struct shell *sh);
/* The game shown goes under the menu, kept (Continue), the title shown; a
 * finished game is not kept (no Continue). */
void shell_park(struct shell *sh);
/* The game kept under the menu is dropped: no Continue any more. */
void shell_drop_kept(struct shell *sh);
/* A name being typed at the menu, or a chat line over a table, is
 * dropped: the keyboard closes, the name stays as it was before and the
 * line is not sent (the attract mode, a table parked or cleared, the dark
 * screen: the next customer is not handed a stranger's half-typed text). */
void shell_drop_typing(struct shell *sh);
/* The attract mode: games between computers, Words and Reversi in turn,
 * under "Touch to play", until stopped (the title comes back).  Starts
 * only on the title screen with no game kept. */
void shell_attract_start(struct shell *sh);
void shell_attract_stop(struct shell *sh);
/* Between its games: when the next starts, and starting it. */
bool shell_attract_deadline(const struct shell *sh, uint32_t *when);
void shell_attract_tick(struct shell *sh, uint32_t now_ms);

/* ---- play between kiosks (shell_net.c) ---- */
/* After every entry point: this table's moves out, what came in (the
 * lobby, an invitation, the other table's moves, chat, an absence) shown.
 * now is the app's clock. */
void shell_net_sync(struct shell *sh, uint32_t now);
/* When the "waiting for ..." line next changes (each second while the
 * other table is away), or an invitation lapses. */
bool shell_net_deadline(const struct shell *sh, uint32_t *when);
/* The lobby's taps (the shell's event handling calls it). */
void shell_net_lobby_action(struct shell *sh, enum lobby_action a);
/* The game across tables starts on its table (both kiosks: the
 * invitation's rules and seed, this kiosk's seat).  0 or -1. */
int shell_net_start(struct shell *sh);

/* The game shown, for the program's computer answers and for tests. */
static inline struct reversi_table *shell_reversi(struct shell *sh)
{
	return sh->screen == SHELL_REVERSI ? &sh->reversi : NULL;
}

static inline struct words_table *shell_words(struct shell *sh)
{
	return sh->screen == SHELL_WORDS ? &sh->words : NULL;
}

#endif
