/* The Reversi table: an 8x8 board in the display's largest square with its
 * coordinates, legal moves marked with dots, the last move ringed, tap to
 * place, disc counts (the computer's with its level), whose turn, a status
 * line, the moves so far where the panel has room, Take back, Hint, New
 * game (a dialog: your colour, the computer's level) and Menu; two people
 * at one table or one against the computer.  Same life cycle as the Words
 * table:
 *   size = reversi_table_memory_size(&opt);  mem = <startup allocation>;
 *   reversi_table_init(table, &opt, mem, size);
 *   for each pointer event:  reversi_table_handle_event(table, &ev);
 *   when reversi_table_next_deadline() says so:  reversi_table_tick(table, now_ms);
 *   when reversi_table_wants_frame(table):  reversi_table_render(table, &shadow, &damage);
 * It never allocates.  The computer's move runs from reversi_table_tick,
 * after the frame showing the player's move, so the player sees their disc
 * land before the computer thinks; with a link (ui/kit/computer.h) a worker
 * thinks and the program hands the answer back with
 * reversi_table_computer_answer(). */
#ifndef TESSERA_UI_REVERSI_REVERSI_TABLE_H
#define TESSERA_UI_REVERSI_REVERSI_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/rvai.h"
#include "core/reversi/reversi.h"
#include "gfx/canvas.h"
#include "gfx/damage.h"
#include "gfx/font.h"
#include "input/pointer.h"
#include "ui/kit/computer.h"
#include "ui/kit/dialog.h"
#include "ui/kit/gesture.h"
#include "ui/kit/status_line.h"
#include "ui/kit/theme.h"

/* The table's own search (the computer's moves when it has no link, and
 * the Hint button's always): 2^13 buckets, 2^14 entries (512 KB, and a
 * cache line's worth for aligning them) is plenty for the low levels. */
#define REVERSI_TABLE_TT_BYTES ((64 << 13) + 64)
/* The pause between the player's move and the computer's reply, so the
 * player's disc is seen first. */
#define REVERSI_TABLE_COMPUTER_DELAY_MS 300
/* Flipped discs turn over in this long (narrowing to an edge in the old
 * colour, widening in the new), at the animation tick's 60 Hz. */
#define REVERSI_TABLE_FLIP_MS 240
#define REVERSI_TABLE_FRAME_MS 16

enum { REVERSI_TABLE_NO_COMPUTER = -1 };
#define REVERSI_TABLE_ENDED_LEN 24
#define REVERSI_TABLE_NAME_LEN 41	/* a kiosk's name across tables (NET_NAME_MAX + 1): shortened with "..." where shown */

struct reversi_table_options {
	int width, height;	/* the canvas the table draws into */
	float scale;		/* touch scale (1.0 = 7" 800x480); 0 = 1 */
	uint64_t seed;		/* the computer's noise */
	/* REVERSI_TABLE_NO_COMPUTER: two people at one table; else the level
	 * of the computer, which plays white (the person moves first) ... */
	int computer;
	bool person_white;	/* ... or black: the person plays white */
	bool computer_both;	/* ... or both colours (the kiosk's attract mode) */
	/* A game across tables: the person here plays as person_white says,
	 * the other colour is played at another table by remote_name (no
	 * computer); its moves come in through reversi_table_remote_moved. */
	bool remote;
	char remote_name[REVERSI_TABLE_NAME_LEN];
	/* Where the computer asks for its moves; no link: rvai in the
	 * table's memory. */
	struct computer_link computer_link;
	const struct theme *theme;	/* the colours; NULL = classic */
};

enum reversi_table_button {
	REVERSI_TABLE_BUTTON_NONE = -1,
	REVERSI_TABLE_BUTTON_TAKE_BACK,
	REVERSI_TABLE_BUTTON_HINT,	/* the best move for the person to move, ringed */
	REVERSI_TABLE_BUTTON_NEW_GAME,	/* a dialog: colour, level, start (this game ends) */
	REVERSI_TABLE_BUTTON_MENU,	/* to the menu, the game kept there ("Continue") */
	REVERSI_TABLE_BUTTON_COUNT
};

/* The New game dialog's rows. */
enum reversi_table_option { REVERSI_TABLE_OPTION_OPPONENT, REVERSI_TABLE_OPTION_COLOUR };

struct reversi_table_layout {
	int width, height;
	bool portrait;
	struct rect board;	/* 8 * sq + 1 on each side, grid lines included */
	int sq;			/* pitch of the squares */
	struct rect files, ranks;	/* the coordinates above and left of the board */
	struct rect players[2];	/* disc counts, indexed by enum reversi_color */
	struct rect info;	/* whose turn */
	struct rect status;
	struct rect moves;	/* the moves so far; empty where the panel has no room */
	struct rect buttons[REVERSI_TABLE_BUTTON_COUNT];
};

struct reversi_table_fonts {
	const struct font *name, *count, *text, *button, *label;
};

struct reversi_table {
	struct reversi_table_options opt;
	const struct theme *theme;	/* never NULL */
	struct reversi_table_layout layout;
	struct reversi_table_fonts fonts;
	struct reversi_game game;
	struct rvai ai;
	bool ai_ready;		/* the table's own search: hints, and moves without a link */
	struct gesture_recognizer gesture;
	enum reversi_table_button pressed;
	struct computer_turn computer;	/* when the computer moves, its open request */
	uint32_t now;		/* time of the last event or tick */
	/* What the board showed at the last mark: only squares that change
	 * are repainted. */
	uint64_t shown[2], shown_hints;
	int shown_last;
	int hint;		/* the square the Hint button rings, or -1 */
	enum reversi_color shown_turn;
	struct status_line status;
	struct damage pending;	/* changed since the last render */
	unsigned frames;
	/* The New game dialog: what the next game is (the table's options
	 * change when it starts). */
	struct dialog dialog;
	int next_computer;
	bool next_person_white;
	bool wants_menu;
	bool wants_lobby;	/* with wants_menu: across tables, Lobby was tapped */
	bool wants_chat;	/* a game across tables: Chat was tapped */
	char ended[REVERSI_TABLE_ENDED_LEN];	/* across tables, ended or stopped by a table: the
						 * header ("Game stopped"); "" while it goes on */
	unsigned games;		/* New game at this table: a new game, not the one taken back */
	uint64_t flipping;	/* discs turning over since flip_start */
	uint32_t flip_start;
};

/* Bytes of memory reversi_table_init needs (the table's own search). */
size_t reversi_table_memory_size(const struct reversi_table_options *opt);
/* Starts a game.  mem holds reversi_table_memory_size(opt) bytes (8-byte
 * aligned) and outlives the table.  Returns 0, or -1 if the canvas is under
 * 240x240, the level is unknown or mem is short. */
int reversi_table_init(struct reversi_table *table, const struct reversi_table_options *opt, void *mem,
		       size_t size);
void reversi_table_layout_compute(struct reversi_table_layout *l, int width, int height, float scale);
/* Screen centre of a square (0..63) / the square under (x, y) or -1. */
void reversi_table_square_centre(const struct reversi_table_layout *l, int sq, int *x, int *y);
int reversi_table_square_at(const struct reversi_table_layout *l, int x, int y);
/* Where the New game dialog and its buttons are on a layout (for scripts). */
void reversi_table_new_game_place(const struct reversi_table_layout *l, float scale, struct dialog *d);

void reversi_table_handle_event(struct reversi_table *table, const struct pointer_event *ev);
/* True and *deadline_ms set when reversi_table_tick must run (the
 * computer's move, the flip); false while idle. */
bool reversi_table_next_deadline(const struct reversi_table *table, uint32_t *deadline_ms);
void reversi_table_tick(struct reversi_table *table, uint32_t now_ms);
bool reversi_table_wants_frame(const struct reversi_table *table);
/* Paints what changed and adds it to *damage; the first call paints all. */
void reversi_table_render(struct reversi_table *table, struct canvas *c, struct damage *damage);
void reversi_table_render_full(struct reversi_table *table, struct canvas *c);
void reversi_table_invalidate(struct reversi_table *table);

/* Actions, as a tap does them (for tests and the integrator).  play returns
 * REVERSI_OK or why the square is refused (then nothing changes but the
 * status line). */
enum reversi_status reversi_table_play(struct reversi_table *table, int sq);
/* The other table's move was played into table->game (by the rules core):
 * shown as the computer's is (the discs turning, a pass said).  A game
 * across tables has no Take back; its New game goes back to the menu. */
void reversi_table_remote_moved(struct reversi_table *table);
/* Says text on the status line (a chat line, "waiting for ..."). */
void reversi_table_say(struct reversi_table *table, const char *text, bool good);
/* The status line's own text again (whose move, the result), over a line
 * said (the other table's absence, now over). */
void reversi_table_say_own(struct reversi_table *table);
/* The game across tables was ended or stopped by a table, not by the
 * rules: the header reads headline ("Game stopped") in place of whose move
 * it is, neither side is highlighted, the board takes no move, and why
 * goes on the status line the first time. */
void reversi_table_remote_ended(struct reversi_table *table, const char *headline, const char *why);
/* True once after Chat was tapped (a game across tables has Chat where
 * Take back is). */
bool reversi_table_take_chat(struct reversi_table *table);
void reversi_table_take_back(struct reversi_table *table);
/* The best move for the person to move, ringed on the board and named. */
void reversi_table_hint(struct reversi_table *table);
/* A new game at once, as the New game dialog's start does (with the
 * colour and level it shows). */
void reversi_table_new_game(struct reversi_table *table);
/* Continues a saved game (the program's state directory). */
void reversi_table_resume(struct reversi_table *table, const struct reversi_game *g);
/* A button as a tap does it (New game opens its dialog). */
void reversi_table_press(struct reversi_table *table, enum reversi_table_button b);
/* True once the players have asked to leave for the menu. */
bool reversi_table_wants_menu(const struct reversi_table *table);
/* The table is shown again after the menu: repainted whole, the Menu
 * request forgotten. */
void reversi_table_shown(struct reversi_table *table);
/* The answer to the table's request (ui/kit/computer.h).  Returns 0 when
 * played; -1 when stale (a take back, a new game since: nothing changes)
 * or not a legal move (the request stays open). */
int reversi_table_computer_answer(struct reversi_table *table, const struct computer_answer *a);

#endif
