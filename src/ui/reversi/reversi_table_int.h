/* Private to the Reversi table: what its files share.  They call one way,
 * down this list: the screen (reversi_table_screen.c: life cycle, events, frames) over the painting
 * and the moves, over the state, over the layout. */
#ifndef TESSERA_UI_REVERSI_REVERSI_TABLE_INT_H
#define TESSERA_UI_REVERSI_REVERSI_TABLE_INT_H

#include "gfx/draw.h"
#include "ui/reversi/reversi_table.h"

/* ---- reversi_table_render.c ---- */
/* Paints everything inside clip (NULL: the whole canvas). */
void reversi_table_paint(struct reversi_table *table, struct canvas *c, const struct rect *clip);

/* ---- reversi_table_play.c: moves, the computer's, take back, new game ---- */
/* The computer's move is due: ask the link, or search. */
void reversi_table_computer_move(struct reversi_table *table);
/* The New game dialog answered (a row cycled, start, or cancel). */
void reversi_table_answer(struct reversi_table *table, enum dialog_answer a);

/* ---- reversi_table_state.c: marks, the status line, the position shown ---- */
void reversi_table_mark(struct reversi_table *table, struct rect r);
/* Where the status line is painted: its row, and the moves' too once a
 * game across tables was ended or stopped by a table (the reason, whole,
 * takes the rows it needs). */
struct rect reversi_table_status_rect(const struct reversi_table *table);
/* The status line's rows as the box of width x height draws them. */
void reversi_table_status_rows(const struct reversi_table *table, const struct status_line *s, int width, int height,
			       struct status_line_rows *rows);
/* True when text fits the status box whole (no "…"). */
bool reversi_table_status_fits(const struct reversi_table *table, const char *text);
/* The moves so far as numbered pairs, black's then white's ("12. d3 c5"):
 * how many, and pair p (0-based) as text.  A side that passed shows "--"
 * in its place ("13. d8 --" when white had no move), so no pass is hidden. */
enum { REVERSI_TABLE_MOVE_CELL = 24 };
int reversi_table_move_pairs(const struct reversi_game *g);
void reversi_table_move_cell(const struct reversi_game *g, int p, char out[REVERSI_TABLE_MOVE_CELL]);
void reversi_table_set_status(struct reversi_table *table, enum status_line_kind kind, const char *text);
bool reversi_table_has_computer(const struct reversi_table *table);
/* The computer plays white. */
bool reversi_table_is_computer(const struct reversi_table *table, enum reversi_color c);
/* Nobody at this table plays colour c: the computer, or the other table. */
bool reversi_table_is_away(const struct reversi_table *table, enum reversi_color c);
/* "You" / "Computer" (or the other table's name), or "Black" / "White" at one table. */
const char *reversi_table_side_name(const struct reversi_table *table, enum reversi_color c);
int reversi_table_last_move(const struct reversi_table *table);
/* After any change of the game: repaint the squares that look different,
 * turn over the discs that changed colour, and the panel items that depend
 * on the position. */
void reversi_table_sync(struct reversi_table *table);
/* The status line for a settled position: the result, or a prompt. */
void reversi_table_game_status(struct reversi_table *table);
/* The result; again: after a tap on the finished board, with what to do. */
void reversi_table_result_status(struct reversi_table *table, bool again);
/* The computer moves from a tick, never inside the tap that gave it the
 * turn, so the player's move is painted first. */
void reversi_table_schedule_computer(struct reversi_table *table);
/* One frame of the discs turning over; at the end they rest. */
void reversi_table_flip_step(struct reversi_table *table);
bool reversi_table_person_moved(const struct reversi_table *table);
/* A button the state allows (Hint on the person's turn, Take back once
 * they have moved). */
bool reversi_table_button_enabled(const struct reversi_table *table, enum reversi_table_button b);
/* Why a dimmed button is dimmed (its tap says so). */
const char *reversi_table_button_why(const struct reversi_table *table, enum reversi_table_button b);

/* ---- reversi_table_layout.c ---- */
/* Inside of a square (no grid line); rank 1 is the top row. */
struct rect reversi_table_square_rect(const struct reversi_table_layout *l, int sq);

#endif
