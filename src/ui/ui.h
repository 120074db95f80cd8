/* The Words table: a 15x15 board, the current player's rack, scores, a status
 * line and Submit/Recall buttons, driven by pointer events and drawn into a
 * canvas with damage tracking.
 *
 * Life cycle (the platform calls these from its one loop):
 *   size = ui_memory_size(&opt);  mem = <startup allocation of size bytes>;
 *   ui_init(ui, &opt, mem, size);           prerenders tiles, board, glyphs
 *   for each pointer event:  ui_handle_event(ui, &ev);
 *   when ui_next_deadline() says so:  ui_tick(ui, now_ms);
 *   when ui_wants_frame(ui):  ui_render(ui, &shadow, &damage);  then present
 *                              the damage (plus the previous frame's).
 * The ui never allocates; all its images live in the memory it is given. */
#ifndef TESSERA_UI_H
#define TESSERA_UI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/words_player.h"
#include "core/words/words.h"
#include "gfx/canvas.h"
#include "gfx/damage.h"
#include "gfx/font.h"
#include "ui/kit/theme.h"
#include "ui/gesture.h"
#include "input/pointer.h"

/* A blank dropped from the rack stands for this letter until the player
 * picks one (the picker opens at once). */
#define UI_BLANK_DEFAULT 'E'
#define UI_STATUS_LEN 128
#define UI_TILE_KINDS 26

#define UI_NAME_LEN 16
/* The pause before the computer moves, so the last move is seen first. */
#define UI_COMPUTER_DELAY_MS 400
/* Expert's thinking time on the device (the default). */
#define UI_COMPUTER_BUDGET_MS 2000
/* A tile dropped where it cannot go slides home in this long. */
#define UI_HOME_MS 160
#define UI_FRAME_MS 16

/* Hands the computer's turn in g (its seat to move) to a worker
 * (words_worker.h) and returns 0; the program calls ui_computer_result()
 * when the worker's choice arrives, and the table keeps reacting
 * meanwhile.  A negative return: the computer cannot think (the table says
 * so).  NULL hook: the table chooses itself, from ui_tick, with the
 * player's memory inside its own. */
typedef int (*ui_computer_fn)(void *user, const struct words_game *g, enum words_level level);

/* One seat at the table; zeroed = a person called "Player N". */
struct ui_seat {
	char name[UI_NAME_LEN];	/* "" = "Player N" */
	bool computer;		/* the computer plays this seat ... */
	int level;		/* ... at this enum words_level */
};

struct ui_options {
	int width, height;	/* the canvas the ui draws into */
	float scale;		/* touch scale of the board config (1.0 = 7" 800x480); 0 = 1 */
	uint64_t seed;		/* the bag's shuffle */
	int players;		/* 2..4 (0 = 2) */
	/* The dictionary, or NULL: every word is accepted (house rule "single
	 * challenge" with nobody challenging).  Copied; its ctx must outlive
	 * the ui. */
	const struct words_lexicon *lexicon;
	int drag_threshold;	/* board config's [touch] drag_threshold, pixels at
				 * scale 1 (0 = the gesture default, 10) */
	/* The table the menu set up (issue 4/5 contract; zeroed = two humans,
	 * default house rules, no hints). */
	struct words_options rules;		/* house rules, incl. the challenge (dictionary) mode */
	struct ui_seat seats[WORDS_MAX_PLAYERS];	/* players entries used */
	bool hints;				/* the Hint button is offered */
	const struct dict *dict;		/* the computer's and the hints' dictionary, or NULL */
	ui_computer_fn computer_move;		/* see above */
	void *computer_user;
	const struct theme *theme;		/* the colours; NULL = classic */
};

enum ui_button {
	UI_BUTTON_NONE = -1,
	UI_BUTTON_SUBMIT,	/* with nothing placed, twice: pass; after the end: New game */
	UI_BUTTON_RECALL,	/* "Shuffle" while nothing is placed */
	UI_BUTTON_MENU,		/* twice during a game (the first tap warns), once after */
	UI_BUTTON_EXCHANGE,	/* choose tiles on the rack, then Swap (the same button) */
	UI_BUTTON_CHALLENGE,	/* the last play, when the dictionary mode allows;
				 * Hint in the checked-as-played mode */
	UI_BUTTON_TAKE_BACK,	/* the last whole turn */
	UI_BUTTON_COUNT
};

enum ui_status_kind {
	UI_STATUS_INFO,		/* hints, live score of the staged tiles */
	UI_STATUS_GOOD,		/* a play went through */
	UI_STATUS_ERROR,	/* why a play was refused */
};

/* Where everything is, from the canvas size (see ui_layout_compute). */
struct ui_layout {
	int width, height;
	bool portrait;
	struct rect board;	/* 15 * sq + 1 on each side, grid lines included */
	int sq;			/* pitch of the squares */
	struct rect players[WORDS_MAX_PLAYERS];	/* score boxes, players_shown of them */
	int players_shown;
	struct rect info;	/* whose turn, tiles in bag */
	struct rect status;
	struct rect rack;	/* the 7 slots, in one row or folded into 4 + 3 */
	int rack_cols;
	int tile;		/* rack tile size (also the dragged tile) */
	int rack_gap;
	struct rect buttons[UI_BUTTON_COUNT];
};

/* Where a dragged tile came from. */
enum ui_drag_from {
	UI_DRAG_NONE,
	UI_DRAG_RACK,
	UI_DRAG_BOARD,
};

struct ui_drag {
	enum ui_drag_from from;
	int slot;	/* rack slot of the tile */
	int square;	/* UI_DRAG_BOARD: where it was staged */
	char tile;	/* rack encoding, for the image */
	int x, y;	/* the finger */
	struct rect drawn;	/* where the dragged tile was last painted */
	int target;	/* square the drop would land on, or -1 */
};

/* An ARGB or opaque image inside the ui's memory. */
struct ui_images {
	struct canvas board;			/* squares, labels, star, grid */
	struct canvas board_tile[2][UI_TILE_KINDS];	/* [blank?][letter] */
	struct canvas rack_tile[UI_TILE_KINDS + 1];	/* A..Z, then the blank */
	struct canvas shadow;				/* under the dragged tile */
};

struct ui_fonts {
	const struct font *label, *name, *score, *text, *button;
};

struct ui {
	struct ui_options opt;
	const struct theme *theme;	/* never NULL */
	struct ui_layout layout;
	struct ui_fonts fonts;
	struct ui_images img;
	struct words_game game;
	struct gesture_recognizer gesture;
	struct ui_drag drag;
	int press_slot, press_square;	/* what the current touch went down on, or -1 */
	enum ui_button pressed;		/* button held down, for its pressed look */
	char status[UI_STATUS_LEN];
	enum ui_status_kind status_kind;
	struct damage pending;		/* changed since the last ui_render */
	unsigned frames;
	char names[WORDS_MAX_PLAYERS][UI_NAME_LEN];	/* as shown: the seat's, or "Player N" */
	/* Submit (to pass) or Menu tapped once: the next tap of it acts. */
	enum ui_button armed;
	bool wants_menu;		/* the players asked for the menu */
	bool exchanging;		/* choosing tiles to exchange */
	uint8_t exchange_chosen;	/* bit per rack slot */
	/* Between turns with more than one person at the table: the rack is
	 * covered until the next player taps ("Pass to ..."). */
	bool handover;
	bool picking;			/* the letter picker is open ... */
	int pick_square;		/* ... for the blank on this square */
	unsigned games;			/* New game after the end: the next seed */
	/* The computer: due to move at computer_due (a tick does it), or
	 * waiting for its worker's choice for the position at log_len
	 * computer_asked. */
	bool computer_pending, computer_waiting;
	uint32_t computer_due;
	int computer_asked;
	uint32_t now;			/* time of the last event or tick */
	struct words_player *player;	/* the table's own: no hook, or hints */
	/* A tile sliding back to its rack slot (a drop that could not land). */
	struct {
		bool active;
		char tile;
		int slot;
		struct rect from, drawn;
		uint32_t start;
	} home;
	/* The best play, ghosted on the board until the next change. */
	bool hint_shown;
	struct words_move hint;
};

/* The computer's choice for the position the hook was given (its turn
 * log length then is asked_log_len).  Returns 0 when played, -1 when stale
 * (take back, new game since) or refused by the rules. */
int ui_computer_result(struct ui *ui, int asked_log_len, const struct words_choice *c);
/* The turn log length a hook's position has (what to pass back above). */
static inline int ui_computer_ticket(const struct words_game *g)
{
	return g->pos.log_len;
}

/* The name a player goes by on screen. */
const char *ui_player_name(const struct ui *ui, int player);

/* Bytes of image memory ui_init needs for these options. */
size_t ui_memory_size(const struct ui_options *opt);
/* Starts a game and prerenders everything.  mem must hold
 * ui_memory_size(opt) bytes, 4-byte aligned, and outlive the ui.  Returns 0,
 * or -1 if the canvas is too small for a board (under 240x240) or mem is
 * short. */
int ui_init(struct ui *ui, const struct ui_options *opt, void *mem, size_t size);
/* Where things are for a canvas size (also for scripts and tests). */
void ui_layout_compute(struct ui_layout *l, int width, int height, float scale, int players);
/* The centre of a letter in the blank's picker (for scripts and tests). */
void ui_picker_centre(const struct ui_layout *l, char letter, int *x, int *y);
/* The screen position of the centre of a square / rack slot. */
void ui_square_centre(const struct ui_layout *l, int square, int *x, int *y);
void ui_slot_centre(const struct ui_layout *l, int slot, int *x, int *y);

/* Feeds one pointer event through the gesture recogniser into the game. */
void ui_handle_event(struct ui *ui, const struct pointer_event *ev);
/* True and *deadline_ms set when ui_tick must run at that time (long press,
 * animation); false while idle, so the loop may sleep. */
bool ui_next_deadline(const struct ui *ui, uint32_t *deadline_ms);
void ui_tick(struct ui *ui, uint32_t now_ms);
/* Something changed since the last render. */
bool ui_wants_frame(const struct ui *ui);
/* Paints what changed into c (the shadow canvas, width x height of the
 * options) and adds the changed rectangles to *damage.  The first call
 * paints everything. */
void ui_render(struct ui *ui, struct canvas *c, struct damage *damage);
/* Paints the whole screen regardless of damage (tests compare it with the
 * incremental result). */
void ui_render_full(struct ui *ui, struct canvas *c);
/* Screen geometry of everything may change: repaint all next frame. */
void ui_invalidate(struct ui *ui);

/* Game actions, as the buttons do them (for scripts and the integrator). */
void ui_submit(struct ui *ui);
void ui_recall(struct ui *ui);
void ui_shuffle(struct ui *ui);
/* Pass: Submit with nothing placed asks first, as the status line says. */
void ui_pass(struct ui *ui);
void ui_challenge(struct ui *ui);
void ui_take_back(struct ui *ui);
/* A new game with the same table and rules, the next seed. */
void ui_new_game(struct ui *ui);
/* Continues a saved game: its position, log and rules; this run's
 * dictionary.  Tiles that were being placed go back to the rack. */
void ui_resume(struct ui *ui, const struct words_game *g);
/* The Menu button: during a game the first tap asks for a second, so a
 * stray touch never throws a game away. */
void ui_menu(struct ui *ui);
/* True once the players have asked to leave for the menu (the shell then
 * shows it). */
bool ui_wants_menu(const struct ui *ui);

#endif
