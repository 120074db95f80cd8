/* Private to the Words table: what its files share.  They call one way,
 * down this list: the screen (words_table_screen.c: life cycle, events,
 * frames) over the drag and the painting, over the sheet (the score
 * sheet, the unseen tiles, the standings), over the actions (turn,
 * computer, picker), over the status texts, over the state, over the
 * marks (the last play, the arriving tiles, what to repaint), over the
 * layout. */
#ifndef TESSERA_UI_WORDS_WORDS_TABLE_INT_H
#define TESSERA_UI_WORDS_WORDS_TABLE_INT_H

#include "gfx/draw.h"
#include "ui/kit/button.h"
#include "ui/kit/theme.h"
#include "ui/words/words_table.h"

/* The text's margin inside the status box while it is framed as the bag. */
enum { WORDS_TABLE_BAG_PAD = 8 };

/* The tools row's labels: the layout makes room for their words
 * (words_table_layout.c). */
#define WORDS_TABLE_LABEL_EXCHANGE "Exchange"
#define WORDS_TABLE_LABEL_CHALLENGE "Challenge"
#define WORDS_TABLE_LABEL_TAKE_BACK "Take back"

/* ---- words_table_touch.c: gestures to what they land on ---- */
void words_table_touch(struct words_table *table, const struct gesture *ge);

/* ---- words_table_drag.c: a tile under the finger, a tile sliding home ---- */
void words_table_drag_begin(struct words_table *table, int x, int y);
void words_table_drag_to(struct words_table *table, int x, int y);
/* Ends a drag: the tile lands where it was dropped, or goes home. */
void words_table_drag_end(struct words_table *table, int x, int y, bool cancelled);
/* The clock moved: the sliding tile with it. */
void words_table_home_step(struct words_table *table);

/* ---- words_table_render.c ---- */
size_t words_table_prerender_size(const struct words_table_layout *l);
void words_table_prerender(struct words_table *table, uint32_t *mem);
/* Paints everything that falls inside clip (NULL: the whole canvas). */
void words_table_paint(struct words_table *table, struct canvas *c, const struct rect *clip);

/* ---- words_table_panel.c: painting the panel ---- */
/* The rack tile image of t ('A'..'Z', '?'), or NULL. */
const struct canvas *words_table_rack_image(const struct words_table *table, char t);
void words_table_panel_paint(struct words_table *table, struct canvas *c, const struct rect *clip);

/* ---- words_table_sheet.c: the score sheet, the unseen tiles, the standings ---- */
/* (x, y) is on moves that a drag scrolls. */
bool words_table_sheet_scrolls(const struct words_table *table, int x, int y);
/* A scrolling drag is at y: a row's height moved scrolls a row. */
void words_table_sheet_scroll(struct words_table *table, int y);
/* A tap on the scores, the info line or the sheet: the sheet opens over
 * the board, or its place shows the other page; false: not on them. */
bool words_table_sheet_tap(struct words_table *table, int x, int y);
void words_table_sheet_open(struct words_table *table, bool open);
/* A tap while the standings show: New game, or away (they hide); true when
 * it asks for a Rematch (the caller deals it: words_table_new_game). */
bool words_table_standings_tap(struct words_table *table, int x, int y);
/* Paints the sheet in its place, over the board when open, and the
 * standings, inside clip. */
void words_table_sheet_paint(struct words_table *table, struct canvas *c, const struct rect *clip);

/* ---- words_table_turn.c: the turn's actions (the public ones, and) ---- */
/* The dialog answered: what it asked happens (confirm) or not. */
void words_table_answer(struct words_table *table, enum dialog_answer a);
/* Exchange: choosing starts (tiles placed go home), the tiles chosen go
 * back to the bag, or choosing stops. */
void words_table_exchange_start(struct words_table *table);
void words_table_exchange(struct words_table *table);
void words_table_exchange_cancel(struct words_table *table);
void words_table_exchange_toggle(struct words_table *table, int slot);
/* The rack tile in slot onto square (a drop or tap to place): a blank asks
 * for its letter. */
void words_table_place(struct words_table *table, int slot, int square);
void words_table_handover_done(struct words_table *table);
/* House rules in the middle of a turn: blank swap, three-alike redraw. */
void words_table_swap_blank(struct words_table *table, int square);
void words_table_kind_redraw(struct words_table *table, int slot);

/* ---- words_table_computer.c: computer seats and the hint ---- */
/* The computer's move is due: ask the link, or think. */
void words_table_computer_move(struct words_table *table);
void words_table_hint(struct words_table *table);

/* ---- words_table_picker.c: the blank's letter ---- */
/* fresh: the blank was just put down (no letter chosen yet). */
void words_table_picker_open(struct words_table *table, int square, bool fresh);
/* Names the blank on the picked square ('A'..'Z'); 0 (a tap off the
 * letters): a fresh blank goes back to the rack, a named one keeps its
 * letter. */
void words_table_picker_choose(struct words_table *table, char letter);

/* ---- words_table_status.c: what the status line says ---- */
/* Between actions: whose turn, or the staged play's score. */
void words_table_live_status(struct words_table *table);
/* Brings the live score's kept board state up to date with the game's board. */
void words_table_kept_sync(struct words_table *table);
/* After the end: the rack adjustments. */
void words_table_end_status(struct words_table *table);
/* A dimmed button tapped at the hand-over: the rack stays covered and the
 * status line says what shows it ("Pass the screen to Ben: a tap on the
 * rack shows it"; the cover's own line where that does not fit). */
void words_table_cover_why(struct words_table *table);
/* A long press on a square where the board has no coordinates drawn:
 * "H8: double word". */
void words_table_name_square(struct words_table *table, int square);
/* A rack ('?' blanks) as a message says it: "SILSA and 2 blanks". */
void words_table_rack_text(const char *rack, char *buf, size_t size);
/* A play in the longest form that fits the status box: head, who played
 * words (the main word, then ", " and the cross words), for score. */
void words_table_play_text(const struct words_table *table, const char *head, int player, const char *words,
			   int score, bool bingo, char *buf, size_t size);
/* A computer seat's name without its level ("Computer"); other names whole. */
void words_table_short_name(const struct words_table *table, int player, char *buf, size_t size);
/* What a challenge did, with its consequence ("Challenge failed: every
 * word is good - Ben loses the turn"); challenger and player by name. */
void words_table_challenge_text(const struct words_table *table, bool upheld, const struct words_result *r,
				int challenger, int player, char *buf, size_t size);
/* "Last: Player 1 played HE for 10" from the turn log; false before any turn. */
bool words_table_last_turn_text(const struct words_table *table, char *buf, size_t size);
/* The words a play formed, main word first ("HE, AH"). */
void words_table_words_text(const struct words_result *r, char *buf, size_t size);
const char *words_table_result_reason(const struct words_result *r);

/* ---- words_table_buttons.c: which buttons, allowed or why not, labels ---- */
/* Challenge and Hint share a place on a row of three: the one shown. */
bool words_table_button_shown(const struct words_table *table, enum words_table_button b);
/* A button the state allows (Challenge only after a challengeable play...). */
bool words_table_button_enabled(const struct words_table *table, enum words_table_button b);
/* Why it is dimmed, for a tap on it (buf holds the words when they are
 * made up). */
const char *words_table_button_why(const struct words_table *table, enum words_table_button b, char *buf,
				   size_t size);
/* text fits the status box whole, on its two rows, at the floor or larger. */
bool words_table_status_fits(const struct words_table *table, const char *text);
/* The label a button shows now ("Shuffle" or "Recall", ...). */
const char *words_table_button_label(const struct words_table *table, enum words_table_button b);
/* The button as drawn: its label (one word for an action at every size:
 * too wide, it wraps), its look. */
struct button words_table_button_look(const struct words_table *table, enum words_table_button b);
/* The buttons shown in a row (the lower one, or the tools), as drawn: one
 * font for the row, never under the floor. */
void words_table_button_row(const struct words_table *table, bool tools, struct button *out, int *n);


/* ---- words_table_state.c: the status line, seats and racks, a turn's end ---- */
/* A fresh game with the table's players and rules. */
int words_table_start_game(struct words_table *table, uint64_t seed);
/* The score boxes, the info line, the rack and the buttons. */
void words_table_mark_panel(struct words_table *table);
void words_table_set_status(struct words_table *table, enum status_line_kind kind, const char *text);
bool words_table_is_computer(const struct words_table *table, int seat);
/* Nobody at this table plays the seat: the computer, or another table. */
bool words_table_is_away(const struct words_table *table, int seat);
/* People at the table. */
int words_table_humans(const struct words_table *table);
/* One person at the table against the computer: nobody to hand the
 * screen to, so their rack is never covered. */
bool words_table_alone(const struct words_table *table);
/* t is an end adjustment (the going-out gain, a rack's tiles left) the
 * rules logged with a going-out play still open to challenge: not shown
 * (the sheet, the score boxes) until the play stands. */
bool words_table_end_pending(const struct words_table *table, const struct words_turn *t);
/* The log's turn i counts on screen (the score boxes, the sheet): not an
 * end adjustment pending, nor a computer's play still sliding in (or a
 * turn after it). */
bool words_table_turn_shown(const struct words_table *table, int i);
/* The player's score as the table shows it: without the turns not shown. */
int words_table_score_shown(const struct words_table *table, int player);
/* The player whose rack is drawn face up: the one to move if a person;
 * in the computer's turn the one person at the table, or nobody (-1: the
 * tiles face down) until the game is final, then the one to move;
 * nobody while the hand-over cover is up. */
int words_table_rack_owner(const struct words_table *table);
/* What the hand-over cover says, a line for the status line (long) or the
 * cover itself (short): the person whose rack it hides takes the screen
 * ("Pass to Ana"); at a table of a game across tables that is this
 * table's one person, never the other kiosk, whose turn it may be. */
void words_table_cover_text(const struct words_table *table, bool long_form, char *buf, size_t cap);
/* Tap to place: the rack slot chosen (-1: none); both repaint. */
void words_table_select(struct words_table *table, int slot);
/* The end's standings over the board, or not. */
void words_table_show_standings(struct words_table *table, bool show);
void words_table_hint_clear(struct words_table *table);
/* The board has its coordinates drawn (A-O, 1-15): a text may name a
 * square ("H8"); not on a screen under 400 px (the 3.5" panel). */
bool words_table_coordinates_shown(const struct words_table *table);
/* After every turn: the computer's seat gets its move due. */
void words_table_computer_schedule(struct words_table *table);
/* After a turn ends: hand-over, the computer's move, marks. */
void words_table_turn_ended(struct words_table *table);
/* The computer's tiles have landed: the scores and the sheet take its
 * play, and a game it ended shows its standings. */
void words_table_arrival_landed(struct words_table *table);
/* ---- words_table_marks.c: what to repaint, the last play, arriving tiles ---- */
void words_table_mark(struct words_table *table, struct rect r);
/* Every button: a label that changes may change its row's font. */
void words_table_mark_buttons(struct words_table *table);
/* After any change of the log: the last play's marks follow it. */
void words_table_last_update(struct words_table *table);
/* The square holds a tile of the last play (and it has landed). */
bool words_table_last_at(const struct words_table *table, int square);
/* The computer's play m (the log's turn log_at) lands: its tiles slide in
 * from `from`; the scores take it when they have landed. */
void words_table_arrival_begin(struct words_table *table, const struct words_move *m, struct rect from, int log_at);
/* Where arriving tile i is drawn now; true once it has landed. */
bool words_table_arrival_tile(const struct words_table *table, int i, struct rect *r);
/* The square's tile is still on its way (the square shows empty). */
bool words_table_arriving(const struct words_table *table, int square);
/* The clock moved: the arriving tiles with it; true when the last has
 * just landed (then words_table_arrival_landed). */
bool words_table_arrival_step(struct words_table *table);

/* ---- words_table_layout.c: where everything is ---- */
/* A page over the board (the sheet, the standings): the board less margin
 * on each side, or more than the board where it is too small to hold one
 * (320x480). */
struct rect words_table_over_board(const struct words_table_layout *l, int margin);
/* Where the score sheet is drawn when open over the board. */
struct rect words_table_sheet_over_board(const struct words_table_layout *l);
/* Screen rectangle of a square's inside (no grid line). */
struct rect words_table_square_rect(const struct words_table_layout *l, int square);
struct rect words_table_slot_rect(const struct words_table_layout *l, int slot);
/* Where the dragged tile is drawn for a finger at (x, y): above it (less
 * so near the bottom edge), and its centre: where it lands. */
struct rect words_table_drag_rect(const struct words_table_layout *l, int x, int y);
void words_table_drag_centre(const struct words_table_layout *l, int x, int y, int *cx, int *cy);
/* The soft shadow under a dragged tile drawn at tile: blur and offset. */
int words_table_shadow_blur(const struct words_table_layout *l);
struct rect words_table_shadow_rect(const struct words_table_layout *l, struct rect tile);
/* The square / rack slot under (x, y), or -1. */
int words_table_square_at(const struct words_table_layout *l, int x, int y);
int words_table_slot_at(const struct words_table_layout *l, int x, int y);
/* The blank's letter picker: its box, each letter's tile, the letter
 * under (x, y) or 0. */
struct rect words_table_picker_rect(const struct words_table_layout *l);
struct rect words_table_picker_letter_rect(const struct words_table_layout *l, int i);
int words_table_picker_letter_at(const struct words_table_layout *l, int x, int y);

#endif
