/* Private to the Words table: what its files share.  They call one way,
 * down this list: the screen (words_table_screen.c: life cycle, events, frames) over the drag and the
 * painting, over the actions (turn, computer, picker), over the status
 * texts, over the state, over the layout. */
#ifndef TESSERA_UI_WORDS_WORDS_TABLE_INT_H
#define TESSERA_UI_WORDS_WORDS_TABLE_INT_H

#include "gfx/draw.h"
#include "ui/kit/button.h"
#include "ui/kit/theme.h"
#include "ui/words/words_table.h"

/* The text's margin inside the status box while it is framed as the bag. */
enum { WORDS_TABLE_BAG_PAD = 8 };

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

/* ---- words_table_turn.c: the turn's actions (the public ones, and) ---- */
/* The dialog answered: what it asked happens (confirm) or not. */
void words_table_answer(struct words_table *table, enum dialog_answer a);
void words_table_exchange(struct words_table *table);
void words_table_exchange_toggle(struct words_table *table, int slot);
void words_table_handover_done(struct words_table *table);
/* House rules in the middle of a turn: blank swap, three-alike redraw. */
void words_table_swap_blank(struct words_table *table, int square);
void words_table_kind_redraw(struct words_table *table, int slot);

/* ---- words_table_computer.c: computer seats and the hint ---- */
/* The computer's move is due: ask the link, or think. */
void words_table_computer_move(struct words_table *table);
void words_table_hint(struct words_table *table);

/* ---- words_table_picker.c: the blank's letter ---- */
void words_table_picker_open(struct words_table *table, int square);
/* Names the blank on the picked square ('A'..'Z'), or keeps it (0). */
void words_table_picker_choose(struct words_table *table, char letter);

/* ---- words_table_status.c: what the status line says ---- */
/* Between actions: whose turn, or the staged play's score. */
void words_table_live_status(struct words_table *table);
/* After the end: the rack adjustments. */
void words_table_end_status(struct words_table *table);
/* "Last: Player 1 played HE for 10" from the turn log; false before any turn. */
bool words_table_last_turn_text(const struct words_table *table, char *buf, size_t size);
/* The words a play formed, main word first ("HE, AH"). */
void words_table_words_text(const struct words_result *r, char *buf, size_t size);
const char *words_table_result_reason(const struct words_result *r);

/* ---- words_table_state.c: marks, the status line, what the state allows ---- */
/* A fresh game with the table's players and rules. */
int words_table_start_game(struct words_table *table, uint64_t seed);
void words_table_mark(struct words_table *table, struct rect r);
/* The score boxes, the info line, the rack and the buttons. */
void words_table_mark_panel(struct words_table *table);
void words_table_set_status(struct words_table *table, enum status_line_kind kind, const char *text);
bool words_table_is_computer(const struct words_table *table, int seat);
/* People at the table. */
int words_table_humans(const struct words_table *table);
/* The middle tool button is Hint where nobody can challenge. */
bool words_table_hint_button(const struct words_table *table);
void words_table_hint_clear(struct words_table *table);
/* After every turn: the computer's seat gets its move due. */
void words_table_computer_schedule(struct words_table *table);
/* After a turn ends: hand-over, the computer's move, marks. */
void words_table_turn_ended(struct words_table *table);
/* A button the state allows (Challenge only after a challengeable play...). */
bool words_table_button_enabled(const struct words_table *table, enum words_table_button b);
/* The label a button shows now ("Shuffle" or "Recall", ...). */
const char *words_table_button_label(const struct words_table *table, enum words_table_button b);
/* The button as drawn: its label fitted (a shorter word, "Swap" or
 * "Undo", where the full one would shrink below 2/3 of the button font, as
 * on a 480x320 panel), its look. */
struct button words_table_button_look(const struct words_table *table, enum words_table_button b);

/* ---- words_table_layout.c: where everything is ---- */
/* Screen rectangle of a square's inside (no grid line). */
struct rect words_table_square_rect(const struct words_table_layout *l, int square);
struct rect words_table_slot_rect(const struct words_table_layout *l, int slot);
/* Where the dragged tile is drawn for a finger at (x, y): above it. */
struct rect words_table_drag_rect(const struct words_table_layout *l, int x, int y);
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
