/* Private to the ui: the functions the ui files share. */
#ifndef TESSERA_UI_INT_H
#define TESSERA_UI_INT_H

#include "gfx/draw.h"
#include "ui/kit/theme.h"
#include "ui/ui.h"

/* The text's margin inside the status box while it is framed as the bag. */
enum { UI_BAG_PAD = 8 };

/* Shared by ui.c (gestures, drags) and ui_turn.c (the turn's buttons). */
/* A fresh game with the table's players and rules. */
int ui_start_game(struct ui *ui, uint64_t seed);
void ui_mark(struct ui *ui, struct rect r);
void ui_set_status(struct ui *ui, enum ui_status_kind kind, const char *text);
/* The status line between actions: whose turn, or the staged play's score. */
void ui_live_status(struct ui *ui);
const char *ui_result_reason(const struct words_result *r);
/* The words a play formed, main word first ("HE, AH"), for the status. */
void ui_words_text(const struct words_result *r, char *buf, size_t size);
/* A button the state allows (Challenge only after a challengeable play...). */
bool ui_button_enabled(const struct ui *ui, enum ui_button b);
/* A button tapped. */
void ui_press(struct ui *ui, enum ui_button b);
/* Forget a first tap of Submit (pass) or Menu waiting for its second. */
void ui_disarm(struct ui *ui);
void ui_exchange_toggle(struct ui *ui, int slot);
void ui_handover_done(struct ui *ui);
/* House rules in the middle of a turn: blank swap, three-alike redraw. */
void ui_swap_blank(struct ui *ui, int square);
void ui_kind_redraw(struct ui *ui, int slot);
/* "Last: Player 1 played HE for 10" from the turn log; false before any turn. */
bool ui_last_turn_text(const struct ui *ui, char *buf, size_t size);
/* The status line after the end: the rack adjustments. */
void ui_end_status(struct ui *ui);
/* After a turn ends: hand-over, the computer's move, marks. */
void ui_turn_ended(struct ui *ui);
/* Computer seats (ui_computer.c). */
bool ui_is_computer(const struct ui *ui, int seat);
void ui_computer_schedule(struct ui *ui);
void ui_computer_move(struct ui *ui);
bool ui_hint_button(const struct ui *ui);
void ui_hint(struct ui *ui);
void ui_hint_clear(struct ui *ui);
/* The blank's letter picker (ui_picker.c). */
struct rect ui_picker_rect(const struct ui_layout *l);
int ui_picker_letter_at(const struct ui_layout *l, int x, int y);
void ui_picker_open(struct ui *ui, int square);
void ui_picker_choose(struct ui *ui, char letter);
void ui_picker_paint(struct ui *ui, struct canvas *c, const struct rect *clip,
		     const struct canvas *(*tile_img)(const struct ui *, char));
/* The label a button shows now ("Shuffle" or "Recall", ...). */
const char *ui_button_label(const struct ui *ui, enum ui_button b);
/* The label drawn on button b, with its font: a shorter word ("Swap",
 * "Undo") where the full one would shrink below 2/3 of the button font, as
 * on a 480x320 panel. */
const char *ui_button_label_fitted(const struct ui *ui, enum ui_button b, const struct font **font);

void ui_prerender(struct ui *ui, uint32_t *mem);
size_t ui_prerender_size(const struct ui_layout *l);
/* Paints everything that falls inside clip. */
void ui_paint(struct ui *ui, struct canvas *c, const struct rect *clip);
/* Screen rectangle of a square's inside (no grid line). */
struct rect ui_square_rect(const struct ui_layout *l, int square);
struct rect ui_slot_rect(const struct ui_layout *l, int slot);
/* Where the dragged tile is drawn for a finger at (x, y): above it. */
struct rect ui_drag_rect(const struct ui_layout *l, int x, int y);
/* The soft shadow under a dragged tile drawn at tile: blur and offset. */
int ui_shadow_blur(const struct ui_layout *l);
struct rect ui_shadow_rect(const struct ui_layout *l, struct rect tile);
/* The square under (x, y), or -1. */
int ui_square_at(const struct ui_layout *l, int x, int y);
int ui_slot_at(const struct ui_layout *l, int x, int y);

#endif
