/* The status line of a table: a message and its kind (whose colour the
 * theme gives), and how the message goes into its box - one row or two, in
 * which font.  The tables paint the rows (kit/text.h). */
#ifndef TESSERA_UI_KIT_STATUS_LINE_H
#define TESSERA_UI_KIT_STATUS_LINE_H

#include <stdbool.h>
#include <stdint.h>

#include "gfx/font.h"
#include "ui/kit/theme.h"

#define STATUS_LINE_LEN 128

enum status_line_kind {
	STATUS_LINE_INFO,	/* hints, prompts, a live score, gentle refusals */
	STATUS_LINE_GOOD,	/* a move went through, a result */
	STATUS_LINE_ERROR,	/* why a move was refused */
};

struct status_line {
	char text[STATUS_LINE_LEN];	/* "" until the first message */
	enum status_line_kind kind;
};

/* True when text fits a box of width x height on the two rows of
 * STATUS_LINE_TWO_ROWS in f or a size down to floor, whole, with no "…":
 * a screen then chooses a shorter sentence where it would not. */
bool status_line_fits(const char *text, const struct font *f, const struct font *floor, int width, int height);
/* Sets the message (cut between letters to STATUS_LINE_LEN - 1 bytes at most).  True when it
 * changed: the caller repaints the line's box. */
bool status_line_set(struct status_line *s, enum status_line_kind kind, const char *text);
/* The colour of a kind: info is muted text. */
uint32_t status_line_color(const struct theme *t, enum status_line_kind kind);

/* How a message fills its box. */
enum status_line_wrap {
	/* A box made for two rows: always two (the second may be empty), at
	 * the font given, or smaller where two of its lines overfill the
	 * height, or smaller still until each row fits the width. */
	STATUS_LINE_TWO_ROWS,
	/* One row where the message fits the width at the font given; else
	 * two rows at the largest smaller font whose two lines fit both the
	 * width and the height; else one row, left to shrink as it is drawn. */
	STATUS_LINE_ONE_ROW,
};

struct status_line_rows {
	const struct font *font;
	int count;			/* 1 or 2 */
	char row[2][STATUS_LINE_LEN];
};

void status_line_wrap(const struct status_line *s, enum status_line_wrap how, const struct font *f, int width,
		      int height, struct status_line_rows *out);
/* Rows wrapped under the floor (kit/text.h) go back up to it: two rows in
 * the floor's font, split at the last space that fits the first; a row
 * still wider than width ends in "…". */
void status_line_floor(const struct status_line *s, const struct font *floor, int width,
		       struct status_line_rows *rows);

#endif
