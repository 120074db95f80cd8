/* Private to the ui: the theme and the functions the ui files share. */
#ifndef TESSERA_UI_INT_H
#define TESSERA_UI_INT_H

#include "gfx/draw.h"
#include "ui/ui.h"

/* The theme: warm board on a dark slate table, high contrast for a kiosk. */
enum {
	UI_COLOR_BG = 0x1d2b33,
	UI_COLOR_GRID = 0x5b6b66,
	UI_COLOR_SQUARE = 0xdcd3bb,
	UI_COLOR_DL = 0xa6d5ec,
	UI_COLOR_TL = 0x3a7fc0,
	UI_COLOR_DW = 0xf1b3ae,
	UI_COLOR_TW = 0xd3443a,
	UI_COLOR_LABEL_DARK = 0x2d3438,
	UI_COLOR_LABEL_LIGHT = 0xffffff,
	UI_COLOR_STAR = 0x3a2b2b,
	UI_COLOR_TILE_FACE = 0xf4dca2,
	UI_COLOR_TILE_LIGHT = 0xfff5d6,
	UI_COLOR_TILE_DARK = 0xae8e4e,
	UI_COLOR_TILE_INK = 0x2a2118,
	UI_COLOR_BLANK_INK = 0xa8401e,
	UI_COLOR_STAGED = 0x23a455,
	UI_COLOR_TARGET = 0x2bb8f0,
	UI_COLOR_SLOT = 0x142026,
	UI_COLOR_TEXT = 0xf2f2ee,
	UI_COLOR_MUTED = 0xa3b3ba,
	UI_COLOR_GOOD = 0x9ee6a0,
	UI_COLOR_ERROR = 0xff8a78,
	UI_COLOR_BOX = 0x2a3c46,
	UI_COLOR_BOX_TURN = 0x3d7f5c,
	UI_COLOR_SUBMIT = 0x2e8f58,
	UI_COLOR_RECALL = 0x4e5d66,
	UI_COLOR_PRESSED = 0x1b5535,
	UI_COLOR_DISABLED = 0x33424a,
	UI_COLOR_CHOSEN = 0xe0a030,	/* a rack tile chosen for an exchange */
	UI_COLOR_COMMITTED_VEIL = 0x5a4a30,	/* over tiles of earlier turns */
	UI_COLOR_COVER = 0x22343e,	/* the hand-over screen over the rack */
};

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
