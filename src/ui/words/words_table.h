/* The Words table: a 15x15 board, the current player's rack, scores, a
 * status line and the turn's buttons, driven by pointer events and drawn
 * into a canvas with damage tracking.
 *
 * Life cycle (the program calls these from its one loop):
 *   size = words_table_memory_size(&opt);  mem = <startup allocation of size bytes>;
 *   words_table_init(table, &opt, mem, size);    prerenders tiles, board, glyphs
 *   for each pointer event:  words_table_handle_event(table, &ev);
 *   when words_table_next_deadline() says so:  words_table_tick(table, now_ms);
 *   when words_table_wants_frame(table):  words_table_render(table, &shadow, &damage);
 *                                         then present the damage (plus the previous frame's).
 * The table never allocates; all its images live in the memory it is given.
 * Its computer seats ask through opt.computer (ui/kit/computer.h) and the
 * program hands the answer back with words_table_computer_answer(). */
#ifndef TESSERA_UI_WORDS_WORDS_TABLE_H
#define TESSERA_UI_WORDS_WORDS_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/words_cross.h"
#include "ai/words_player.h"
#include "core/words/words.h"
#include "gfx/qr.h"
#include "gfx/canvas.h"
#include "gfx/damage.h"
#include "gfx/font.h"
#include "input/pointer.h"
#include "ui/kit/computer.h"
#include "ui/kit/dialog.h"
#include "ui/kit/gesture.h"
#include "ui/kit/status_line.h"
#include "ui/kit/theme.h"

/* A blank dropped from the rack stands for this letter until the player
 * picks one (the picker opens at once). */
#define WORDS_TABLE_BLANK_DEFAULT 'E'
#define WORDS_TABLE_TILE_KINDS 26
/* A seat's name, whole: a kiosk's across tables (40 bytes) and its user in
 * brackets where another kiosk has its name (NETPLAY_NAME_LEN, 76).  The
 * screens cut it to their width, with "…" (text_short_name); the record
 * keeps it whole. */
#define WORDS_TABLE_NAME_LEN 76
#define WORDS_TABLE_ENDED_LEN 24
/* The pause before the computer moves, so the last move is seen first. */
#define WORDS_TABLE_COMPUTER_DELAY_MS 400
/* After a challenge the computer moves next: its outcome (two lines) is
 * read first, not replaced at once by "thinking" or the computer's play. */
#define WORDS_TABLE_CHALLENGE_READ_MS 2500
/* Expert's thinking time on the device (the default). */
#define WORDS_TABLE_COMPUTER_BUDGET_MS 2000
/* A tile dropped where it cannot go slides home in this long. */
#define WORDS_TABLE_HOME_MS 160
/* The computer's tiles slide in from its score box, each this long, one
 * setting off this long after the other. */
#define WORDS_TABLE_ARRIVE_MS 280
#define WORDS_TABLE_ARRIVE_STAGGER_MS 90
#define WORDS_TABLE_FRAME_MS 16

/* What the table's dialog asks. */
enum words_table_question {
	WORDS_TABLE_ASK_PASS,		/* Submit with nothing placed */
};

/* One seat at the table; zeroed = a person called "Player N". */
struct words_table_seat {
	char name[WORDS_TABLE_NAME_LEN];	/* "" = "Player N" */
	bool computer;		/* the computer plays this seat ... */
	int level;		/* ... at this enum words_level */
	/* ... or a person at another table (a network game): its rack is
	 * never shown, its turns come in through words_table_remote_moved. */
	bool remote;
};

struct words_table_options {
	int width, height;	/* the canvas the table draws into */
	float scale;		/* touch scale of the board config (1.0 = 7" 800x480); 0 = 1 */
	uint64_t seed;		/* the bag's shuffle */
	int players;		/* 2..4 (0 = 2) */
	/* The dictionary, or NULL: every word is accepted (house rule "single
	 * challenge" with nobody challenging).  Copied; its ctx must outlive
	 * the table. */
	const struct words_lexicon *lexicon;
	int drag_threshold;	/* board config's [touch] drag_threshold, pixels at
				 * scale 1 (0 = the gesture default, 10) */
	int long_press_ms;	/* board config's [touch] long_press_ms (0 = the
				 * gesture default, 500; negative = no long press) */
	/* The table the menu set up (zeroed = two people, default house
	 * rules, no hints). */
	struct words_options rules;		/* house rules, incl. the challenge (dictionary) mode */
	struct words_table_seat seats[WORDS_MAX_PLAYERS];	/* players entries used */
	bool hints;				/* the Hint button is offered */
	bool remote_judges;			/* with a remote seat: a going-out play is open to the
						 * other table's challenge (both kiosks play "stand");
						 * without, the game is final with the play */
	const struct dict *dict;		/* the computer's and the hints' dictionary, or NULL */
	/* Where computer seats ask for their moves; no link: the table thinks
	 * itself, from its tick, with a player in its own memory. */
	struct computer_link computer_link;
	const struct theme *theme;		/* the colours; NULL = classic */
};

enum words_table_button {
	WORDS_TABLE_BUTTON_NONE = -1,
	WORDS_TABLE_BUTTON_SUBMIT,	/* with nothing placed: pass (a dialog asks); after the end: New game */
	WORDS_TABLE_BUTTON_RECALL,	/* "Shuffle" while nothing is placed */
	WORDS_TABLE_BUTTON_MENU,	/* to the menu, the game kept there ("Continue") */
	WORDS_TABLE_BUTTON_EXCHANGE,	/* choose tiles on the rack, then "Exchange N" (Submit) */
	WORDS_TABLE_BUTTON_CHALLENGE,	/* the last play, when the dictionary mode allows */
	WORDS_TABLE_BUTTON_TAKE_BACK,	/* the last whole turn */
	WORDS_TABLE_BUTTON_HINT,	/* the best play, ghosted: in the middle of the tools in
					 * the checked-as-played mode, beside Challenge in the
					 * challenge modes (or sharing its place on a narrow
					 * panel, when there is nothing to challenge) */
	WORDS_TABLE_BUTTON_COUNT
};

/* Where everything is, from the canvas size (see words_table_layout_compute). */
struct words_table_layout {
	int width, height;
	bool portrait;
	struct rect board;	/* 15 * sq + 1 on each side, grid lines included */
	int sq;			/* pitch of the squares */
	/* The coordinates above (A-O) and left (1-15) of the board; empty on
	 * a screen whose short side is under 400 px (a long press on a square
	 * names it there). */
	struct rect files, ranks;
	struct rect players[WORDS_MAX_PLAYERS];	/* score boxes, players_shown of them */
	int players_shown;
	struct rect info;	/* whose turn, tiles in bag */
	struct rect status;
	/* The score sheet and the unseen tiles, in the panel where it has
	 * room; else empty, and they open over the board. */
	struct rect sheet;
	struct rect rack;	/* the 7 slots, in one row or folded into 4 + 3 */
	int rack_cols;
	int tile;		/* rack tile size (also the dragged tile) */
	int rack_gap;
	struct rect buttons[WORDS_TABLE_BUTTON_COUNT];	/* Hint: the tool row's middle (see
							 * words_table_layout_tools) */
};

/* Where a dragged tile came from. */
enum words_table_drag_from {
	WORDS_TABLE_DRAG_NONE,
	WORDS_TABLE_DRAG_RACK,
	WORDS_TABLE_DRAG_BOARD,
};

struct words_table_drag {
	enum words_table_drag_from from;
	int slot;		/* rack slot of the tile */
	int square;		/* WORDS_TABLE_DRAG_BOARD: where it was staged */
	char tile;		/* rack encoding, for the image */
	int x, y;		/* the finger */
	struct rect drawn;	/* where the dragged tile was last painted */
	int target;		/* square the drop would land on, or -1 */
};

/* An ARGB or opaque image inside the table's memory. */
struct words_table_images {
	struct canvas board;					/* squares, labels, star, grid */
	struct canvas board_tile[2][WORDS_TABLE_TILE_KINDS];	/* [blank?][letter] */
	struct canvas rack_tile[WORDS_TABLE_TILE_KINDS + 1];	/* A..Z, then the blank */
	struct canvas shadow;					/* under the dragged tile */
};

struct words_table_fonts {
	const struct font *label, *name, *score, *text, *button;
	const struct font *small;	/* the floor: coordinates, the sheet, the score badge */
};

/* The last play, marked on the board with its score until the next turn. */
struct words_table_last {
	bool shown;
	struct words_move move;
	int score;
	struct rect badge;	/* "+27" at its main word's last tile */
};

/* The computer's tiles sliding in from its score box, one after another.
 * The play's turn and those after it in the log (the end's adjustments)
 * count in the scores, the sheet and the standings once it has landed. */
struct words_table_arrival {
	bool active;
	bool started;		/* the clock read: start is set */
	uint32_t start;
	struct rect from;	/* the computer's score box */
	int log_at;		/* the play's turn in the game's log */
	struct words_move move;
	struct rect drawn[WORDS_RACK_SIZE];	/* where each tile was last painted */
};

/* The score sheet and the unseen tiles (in the panel, or over the board). */
struct words_table_sheet {
	bool tiles;		/* the panel's area shows the unseen tiles, not the moves */
	bool open;		/* open over the board */
	int scroll;		/* rows of moves scrolled back from the latest */
	bool dragging;		/* a drag on the moves scrolls them */
	int drag_y;		/* where a scrolling drag was at its last row */
};

struct words_table {
	struct words_table_options opt;
	const struct theme *theme;	/* never NULL */
	struct words_table_layout layout;
	struct words_table_fonts fonts;
	struct words_table_images img;
	struct words_game game;
	/* The board state kept with the game for the live score (ai/words_live.h):
	 * brought up to date after every turn and take back (by comparison with
	 * the board), and again before each evaluation, so that a change made
	 * mid-turn (a blank swapped) is never missed. */
	struct words_cross kept;
	bool kept_live;			/* ... in use: the game's lexicon is opt.dict */
	struct gesture_recognizer gesture;
	struct words_table_drag drag;
	int press_slot, press_square;	/* what the current touch went down on, or -1 */
	enum words_table_button pressed;	/* button held down, for its pressed look */
	struct status_line status;
	struct damage pending;		/* changed since the last words_table_render */
	unsigned frames;
	char names[WORDS_MAX_PLAYERS][WORDS_TABLE_NAME_LEN];	/* as shown: the seat's, or "Player N" */
	/* A question waiting for its answer (enum words_table_question). */
	struct dialog dialog;
	bool wants_menu;		/* the players asked for the menu ... */
	bool wants_lobby;		/* ... or, across tables, the lobby (the standings' Lobby) */
	bool wants_chat;		/* a game across tables: Chat was tapped */
	char ended[WORDS_TABLE_ENDED_LEN];	/* across tables, ended or stopped by a table: the
						 * header ("Game stopped"); "" while it goes on */
	bool exchanging;		/* choosing tiles to exchange */
	uint8_t exchange_chosen;	/* bit per rack slot */
	/* Between turns with more than one person at the table: the rack is
	 * covered until the next player taps ("Pass to ..."). */
	bool handover;
	/* When the cover went up: like a dialog, it takes no touch that went
	 * down before that or within DIALOG_GUARD_MS after (the second tap of
	 * a double tap on Submit). */
	uint32_t handover_at;
	bool press_uncovers;		/* the current touch went down on the cover after its guard */
	bool picking;			/* the letter picker is open ... */
	int pick_square;		/* ... for the blank on this square */
	unsigned games;			/* New game after the end: the next seed */
	struct computer_turn computer;	/* when the computer moves, its open request */
	uint32_t now;			/* time of the last event or tick */
	struct words_player *player;	/* the table's own: no link, or hints */
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
	int selected;			/* tap to place: the rack slot chosen, or -1 */
	bool pick_fresh;		/* the picker's blank was just dropped (no letter yet) */
	bool four_tools;		/* Hint beside Challenge (else they share a place) */
	bool standings;			/* the end's standings shown over the board */
	/* The finished game's record as a QR code (the app's, set with
	 * words_table_set_qr), and whether it is shown over the standings. */
	const struct qr_code *qr;
	bool qr_shown;
	struct words_table_last last;
	struct words_table_arrival arrival;
	struct words_table_sheet sheet;
};

/* Bytes of image memory words_table_init needs for these options. */
size_t words_table_memory_size(const struct words_table_options *opt);
/* Starts a game and prerenders everything.  mem must hold
 * words_table_memory_size(opt) bytes, 4-byte aligned (16 with a computer
 * seat and no link, or hints), and outlive the table.  Returns 0, or -1 if
 * the canvas is too small for a board (under 240x240) or mem is short. */
int words_table_init(struct words_table *table, const struct words_table_options *opt, void *mem, size_t size);
/* Where things are for a canvas size (also for scripts and tests): the
 * tool row holds Exchange, Challenge (Hint in the same place) and Take
 * back. */
void words_table_layout_compute(struct words_table_layout *l, int width, int height, float scale, int players);
/* Four tools for a challenge mode with hints: Exchange, Challenge, Hint,
 * Take back, Challenge the widest; false (three, Hint sharing
 * Challenge's place) where the row is too narrow for four. */
bool words_table_layout_tools(struct words_table_layout *l, float scale);
/* Where a finger lifts for a dragged tile to land on square: the tile is
 * drawn over the finger, and lands where it is drawn (for scripts). */
void words_table_drop_point(const struct words_table_layout *l, int square, int *x, int *y);
/* The end's standings over the board, their Rematch and New game buttons,
 * and Take home above them (for scripts and tests).  Take home shows the
 * game's record as a QR code; it is there only with one (not without
 * libqrencode). */
struct rect words_table_standings_rect(const struct words_table_layout *l);
void words_table_standings_buttons(const struct words_table_layout *l, struct rect *rematch, struct rect *new_game);
struct rect words_table_standings_take_home(const struct words_table_layout *l);
/* The finished game's record as a QR code for the standings' Take home
 * (NULL or an empty code: none).  The table keeps the pointer until the
 * next game. */
void words_table_set_qr(struct words_table *table, const struct qr_code *qr);
/* The centre of a letter in the blank's picker (for scripts and tests). */
void words_table_picker_centre(const struct words_table_layout *l, char letter, int *x, int *y);
/* The screen position of the centre of a square / rack slot. */
void words_table_square_centre(const struct words_table_layout *l, int square, int *x, int *y);
void words_table_slot_centre(const struct words_table_layout *l, int slot, int *x, int *y);
/* The name a player goes by on screen. */
const char *words_table_player_name(const struct words_table *table, int player);

/* Feeds one pointer event through the gesture recogniser into the game. */
void words_table_handle_event(struct words_table *table, const struct pointer_event *ev);
/* True and *deadline_ms set when words_table_tick must run at that time
 * (long press, animation, the computer's move); false while idle, so the
 * loop may sleep. */
bool words_table_next_deadline(const struct words_table *table, uint32_t *deadline_ms);
void words_table_tick(struct words_table *table, uint32_t now_ms);
/* Something changed since the last render. */
bool words_table_wants_frame(const struct words_table *table);
/* Paints what changed into c (the shadow canvas, width x height of the
 * options) and adds the changed rectangles to *damage.  The first call
 * paints everything. */
void words_table_render(struct words_table *table, struct canvas *c, struct damage *damage);
/* Paints the whole screen regardless of damage (tests compare it with the
 * incremental result). */
void words_table_render_full(struct words_table *table, struct canvas *c);
/* Screen geometry of everything may change: repaint all next frame. */
void words_table_invalidate(struct words_table *table);

/* The answer to the table's request (ui/kit/computer.h).  Returns 0 when
 * played; -1 when stale (nothing changes) or refused by the rules (the
 * status line says so and the turn is the person's to play). */
int words_table_computer_answer(struct words_table *table, const struct computer_answer *a);

/* The game changed under the table: a remote seat's turn was played into
 * table->game (by the rules core, from the log entry log_from on).  The
 * table shows it as it shows the computer's: tiles sliding in, the status
 * line, the turn's end.  A game with a remote seat has no Take back, and
 * its New game goes back to the menu (the game across tables is over). */
void words_table_remote_moved(struct words_table *table, int log_from);
/* Says text on the status line (a chat line, "waiting for ..."); good:
 * in the colour of good news. */
void words_table_say(struct words_table *table, const char *text, bool good);
/* The status line's own text again (whose turn, the staged play's score),
 * over a line said (the other table's absence, now over). */
void words_table_say_own(struct words_table *table);
/* The game across tables was ended or stopped by a table, not by the
 * rules: the header reads headline ("Game stopped") in place of whose turn
 * it is, no score box is highlighted, tiles being placed go home, every
 * button but Chat and Menu is dimmed (nothing more is played), and why
 * goes on the status line the first time. */
void words_table_remote_ended(struct words_table *table, const char *headline, const char *why);
/* A seat is played at another table. */
bool words_table_has_remote(const struct words_table *table);
/* The game is over and settled: no going-out play waits for the next
 * player to challenge it or let it stand (Accept).  Without a dictionary,
 * where every word stands, or across tables, a game is final once over. */
bool words_table_is_final(const struct words_table *table);
/* Over, but the going-out play is still open to challenge. */
bool words_table_end_open(const struct words_table *table);
/* Accept: the player to move lets the going-out play stand; the game is
 * final and the standings show. */
void words_table_let_stand(struct words_table *table);
/* True once after Chat was tapped (a game across tables has Chat where
 * Take back is). */
bool words_table_take_chat(struct words_table *table);

/* Game actions, as the buttons do them (for scripts and the integrator). */
void words_table_submit(struct words_table *table);
void words_table_recall(struct words_table *table);
void words_table_shuffle(struct words_table *table);
/* Pass: Submit with nothing placed; a dialog asks first (its confirm
 * button away from Submit, so a double tap cannot pass). */
void words_table_pass(struct words_table *table);
/* Where the pass dialog and its buttons are on a layout (for scripts). */
void words_table_pass_place(const struct words_table_layout *l, float scale, struct dialog *d);
void words_table_challenge(struct words_table *table);
void words_table_take_back(struct words_table *table);
/* A new game with the same table and rules, the next seed. */
void words_table_new_game(struct words_table *table);
/* Continues a saved game: its position, log and rules; this run's
 * dictionary.  Tiles that were being placed go back to the rack. */
void words_table_resume(struct words_table *table, const struct words_game *g);
/* A button tapped, as a finger does it (ignored while the state does not
 * allow it). */
void words_table_press(struct words_table *table, enum words_table_button b);
/* The Menu button: the players ask for the menu; nothing is lost (the
 * shell keeps the game under it, "Continue"). */
void words_table_menu(struct words_table *table);
/* True once the players have asked to leave for the menu (the shell then
 * shows it). */
bool words_table_wants_menu(const struct words_table *table);
/* The table is shown again after the menu (Continue, at now_ms): repainted
 * whole, the Menu request forgotten, and the rack in sight covered as by
 * words_table_cover_rack, its guard time from now_ms: whoever tapped
 * Continue may not be the rack's owner (a person alone against the
 * computer gets it back at once: nobody else plays at the table). */
void words_table_shown(struct words_table *table, uint32_t now_ms);
/* Covers the rack in sight (the kiosk's idle rule): the hand-over cover,
 * until a tap shows it to the player to move.  Tiles placed this turn go
 * back to the rack first, so the board gives nothing away either.  Nothing
 * to cover after the end, when no rack is face up, or for a person alone
 * against the computer (nobody to hide it from); a cover up already
 * starts its guard time again.  True when a rack is covered now. */
bool words_table_cover_rack(struct words_table *table);

#endif
