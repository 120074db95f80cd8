/* Private to the table: the functions the table files share. */
#ifndef TESSERA_UI_INT_H
#define TESSERA_UI_INT_H

#include "gfx/draw.h"
#include "ui/kit/theme.h"
#include "ui/words/words_table.h"

/* The text's margin inside the status box while it is framed as the bag. */
enum { WORDS_TABLE_BAG_PAD = 8 };

/* Shared by words_table.c (gestures, drags) and words_table_turn.c (the turn's buttons). */
/* A fresh game with the table's players and rules. */
int words_table_start_game(struct words_table *table, uint64_t seed);
void words_table_mark(struct words_table *table, struct rect r);
void words_table_set_status(struct words_table *table, enum words_table_status_kind kind, const char *text);
/* The status line between actions: whose turn, or the staged play's score. */
void words_table_live_status(struct words_table *table);
const char *words_table_result_reason(const struct words_result *r);
/* The words a play formed, main word first ("HE, AH"), for the status. */
void words_table_words_text(const struct words_result *r, char *buf, size_t size);
/* A button the state allows (Challenge only after a challengeable play...). */
bool words_table_button_enabled(const struct words_table *table, enum words_table_button b);
/* A button tapped. */
void words_table_press(struct words_table *table, enum words_table_button b);
/* Forget a first tap of Submit (pass) or Menu waiting for its second. */
void words_table_disarm(struct words_table *table);
void words_table_exchange_toggle(struct words_table *table, int slot);
void words_table_handover_done(struct words_table *table);
/* House rules in the middle of a turn: blank swap, three-alike redraw. */
void words_table_swap_blank(struct words_table *table, int square);
void words_table_kind_redraw(struct words_table *table, int slot);
/* "Last: Player 1 played HE for 10" from the turn log; false before any turn. */
bool words_table_last_turn_text(const struct words_table *table, char *buf, size_t size);
/* The status line after the end: the rack adjustments. */
void words_table_end_status(struct words_table *table);
/* After a turn ends: hand-over, the computer's move, marks. */
void words_table_turn_ended(struct words_table *table);
/* Computer seats (words_table_computer.c). */
bool words_table_is_computer(const struct words_table *table, int seat);
void words_table_computer_schedule(struct words_table *table);
void words_table_computer_move(struct words_table *table);
bool words_table_hint_button(const struct words_table *table);
void words_table_hint(struct words_table *table);
void words_table_hint_clear(struct words_table *table);
/* The blank's letter picker (words_table_picker.c). */
struct rect words_table_picker_rect(const struct words_table_layout *l);
int words_table_picker_letter_at(const struct words_table_layout *l, int x, int y);
void words_table_picker_open(struct words_table *table, int square);
void words_table_picker_choose(struct words_table *table, char letter);
void words_table_picker_paint(struct words_table *table, struct canvas *c, const struct rect *clip,
		     const struct canvas *(*tile_img)(const struct words_table *, char));
/* The label a button shows now ("Shuffle" or "Recall", ...). */
const char *words_table_button_label(const struct words_table *table, enum words_table_button b);
/* The label drawn on button b, with its font: a shorter word ("Swap",
 * "Undo") where the full one would shrink below 2/3 of the button font, as
 * on a 480x320 panel. */
const char *words_table_button_label_fitted(const struct words_table *table, enum words_table_button b, const struct font **font);

void words_table_prerender(struct words_table *table, uint32_t *mem);
size_t words_table_prerender_size(const struct words_table_layout *l);
/* Paints everything that falls inside clip. */
void words_table_paint(struct words_table *table, struct canvas *c, const struct rect *clip);
/* Screen rectangle of a square's inside (no grid line). */
struct rect words_table_square_rect(const struct words_table_layout *l, int square);
struct rect words_table_slot_rect(const struct words_table_layout *l, int slot);
/* Where the dragged tile is drawn for a finger at (x, y): above it. */
struct rect words_table_drag_rect(const struct words_table_layout *l, int x, int y);
/* The soft shadow under a dragged tile drawn at tile: blur and offset. */
int words_table_shadow_blur(const struct words_table_layout *l);
struct rect words_table_shadow_rect(const struct words_table_layout *l, struct rect tile);
/* The square under (x, y), or -1. */
int words_table_square_at(const struct words_table_layout *l, int x, int y);
int words_table_slot_at(const struct words_table_layout *l, int x, int y);

#endif
