/* The application: what tessera is above its devices.  It owns the screens
 * (the title and menu and the two tables through the shell, or the touch
 * calibration screen), the frame and damage cycle, the saved game, the
 * computers' worker threads and the memory they all live in.  It reaches the
 * world only through its backend (backend.h), and the world reaches it
 * through the entry points below, all called on one thread:
 *
 *   plan:   app_memory_plan(&opt, w, h, &table);  block = <one allocation of table.heap_bytes>
 *   start:  app_init(&app, &opt, &backend, &table, block, size);
 *   events: app_pointer()  a touch, in canvas pixels
 *           app_tick()     the deadline armed through backend.clock.arm came
 *           app_wake()     a worker thread called backend.clock.wake
 *           app_display_ready()  the frame in flight landed (page flip)
 *           app_network()  the other kiosks' messages wait (a board with [network])
 *   stop:   when app_finished() says so (calibration over, the display
 *           failed), or on a signal; then app_stop().
 *
 * After each entry point the app saves the game if it moved, arms the next
 * deadline and, unless the display is busy, draws what changed and presents
 * it.  It never allocates. */
#ifndef TESSERA_APP_APP_H
#define TESSERA_APP_APP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/backend.h"
#include "app/computers.h"
#include "app/idle.h"
#include "app/reserve.h"
#include "app/shell.h"
#include "input/pointer.h"
#include "ui/calib/calib.h"

enum app_mode {
	APP_PLAY,		/* the title screen, the menu and the games */
	APP_CALIBRATE,		/* the touch calibration screen, then exit */
};

struct app_options {
	enum app_mode mode;
	float scale;		/* the board's UI size (1.0 = 7" 800x480); 0 = 1 */
	const struct theme *theme;	/* the board's colours (ui/kit/theme.h); NULL = classic */
	int drag_threshold;	/* the board's, pixels at scale 1; 0 = the default */
	int long_press_ms;	/* the board's; 0 = the default, negative = no long press */
	uint64_t seed;		/* the first game's shuffle */
	/* APP_PLAY: */
	enum shell_screen start;	/* the title screen, or straight into a game */
	const struct menu_settings *settings;	/* the menu's first settings; NULL = defaults */
	const struct dict *dict;	/* NULL: every word is accepted, no computer seats */
	const struct words_lexicon *lexicon;	/* over dict; NULL with it */
	/* dict is NULL because the word list named could not be used (not
	 * --no-dict): the title screen says so at its foot (app.c),
	 * where the players and the operator see it without the journal. */
	bool dict_unusable;
	/* The computers think on worker threads (the device), or on the app's
	 * thread from the tables' ticks (scripts and tests: reproducible). */
	bool workers;
	int solver_helpers;	/* the Reversi solver's extra threads */
	size_t reversi_table_bytes;	/* the Reversi worker's table; 0: COMPUTERS_RVAI_TT_BYTES */
	uint32_t think_ms;	/* the Words Expert's time per turn */
	struct idle_rules idle;	/* the kiosk's idle rules (zero: none) */
	/* Play between kiosks (a board with [network]): netplay over the
	 * program's remote, set up by it and outliving the app; NULL: none. */
	struct netplay *net;
	/* Without net: NULL, or why the board's [network] cannot be joined
	 * (the menu says it on its dimmed lobby entry).  Outlives the app. */
	const char *net_off;
};

/* What a touch acts on (app.c, scene_of): the screen, what lies over it and
 * its game's moves. */
struct app_scene {
	enum shell_screen screen;
	bool asking, chat, invited;
	unsigned games, table_games;
	int moves, undone;
};

/* Sayings of the app's log go through the backend; this is their length. */
enum { APP_LINE_MAX = 512 };

struct app {
	struct app_options opt;
	struct app_backend io;
	struct canvas *canvas;
	struct shell shell;		/* APP_PLAY */
	struct calib calib;		/* APP_CALIBRATE */
	struct computers computers;	/* APP_PLAY with workers */
	bool have_computers;
	/* The saved game. */
	uint32_t saved_progress;	/* shell_progress at the last save that worked */
	enum shell_screen saved_screen;	/* the kind of game kept in the store, or SHELL_MENU */
	unsigned saved_games;		/* and which of the run's games it is (shell.games) */
	uint32_t save_sequence;		/* saves so far, across runs: the newest game wins */
	struct shell_saved saved;	/* the save's buffer (no allocation per turn) */
	bool save_warned;		/* the last save failed and said so */
	bool record_warned;		/* the last record's save failed and said so */
	uint32_t offer_save_at;		/* a game under the menu is saved again then */
	/* The game that has its record (shell_record_game_id), if any: it is
	 * not recorded again when taken back and ended again. */
	bool recorded;
	uint32_t recorded_game;
	/* The idle rules, and a screen turned dark by drawing black (a display
	 * without DPMS). */
	struct idle idle;
	bool black_frame;
	/* What the screens showed after the last pointer event or settle: a
	 * change from anywhere but the touch voids a touch down. */
	struct app_scene scene;
	/* What the title screen says of a screen under the smallest supported. */
	char small_screen[64];
	/* What it says of a [look] scale the screen cannot hold (app_scale_fit). */
	char scale_note[64];
	/* The end. */
	bool finished;
	int status;			/* the exit status it asks for */
	uint64_t frames;
};

/* The smallest screen supported, either way round (the 3.5" panel);
 * tests/cli/size-sweep.sh plays every supported size. */
#define APP_LEAST_LONG 480
#define APP_LEAST_SHORT 320

/* True when a width x height screen is under that size either way round;
 * then note (size bytes, 64 hold it) has the line the title screen keeps
 * at its foot: "Screen 320x240 is under 480x320: text may be cut". */
bool app_small_screen(int width, int height, char *note, size_t size);

/* The scale the screens are drawn at on a width x height screen: scale
 * (0 = 1), or, above 1, at most what keeps the screen at least 480x320
 * either way round at it (800x480: 1.5; what the layouts hold, swept by
 * tests/cli/size-sweep.sh), never under 1.  When it is less than scale,
 * note (size bytes, 64 hold it; NULL for none) has the title screen's
 * line: "Scale 4 is too large for 800x480: drawn at 1.5". */
float app_scale_fit(int width, int height, float scale, char *note, size_t size);

/* The app's pieces of memory for these options on a width x height canvas,
 * added to t.  Returns t->heap_bytes: the block app_init wants. */
size_t app_memory_plan(const struct app_options *opt, int width, int height, struct reserve_table *t);

/* Starts the app in block (t->heap_bytes bytes, RESERVE_ALIGN-aligned, as
 * planned by app_memory_plan for the same options and the display's
 * canvas): the screens, the workers, the saved game (APP_PLAY starting at
 * the title screen continues it).  Draws the first frame.  Returns 0, or
 * -EINVAL with the reason logged (the canvas is too small, the block is not
 * the one planned). */
int app_init(struct app *app, const struct app_options *opt, const struct app_backend *io,
	     const struct reserve_table *t, void *block, size_t size);

void app_pointer(struct app *app, const struct pointer_event *ev);
void app_tick(struct app *app);
void app_wake(struct app *app);
void app_display_ready(struct app *app);
/* Messages from other kiosks wait in the remote (its descriptor became
 * readable): they are taken in. */
void app_network(struct app *app);

/* True once the app has nothing more to do; *status is the exit status it
 * asks for (0, or 1 when calibration was cancelled or the display failed). */
bool app_finished(const struct app *app, int *status);

/* Paints the whole screen into c regardless of damage (a test compares it
 * with what the incremental frames drew). */
void app_render_full(struct app *app, struct canvas *c);

/* Stops the workers.  The block may be freed after. */
void app_stop(struct app *app);

#endif
