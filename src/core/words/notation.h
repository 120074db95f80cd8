/* Text notation for Words positions and moves.
 *
 * A position is 15 lines of 15 characters: '.' empty, 'A'..'Z' a tile,
 * 'a'..'z' a blank standing for that letter.  A move is written in GCG
 * notation: "8D WINDY" (row 8, column D, across), "D8 wINDY" (down; a
 * lowercase letter is a blank), '.' or a parenthesised run "W(IN)DY" for
 * squares already on the board, "-TILES" to exchange and "-" to pass.
 *
 * Everything here works on caller memory with explicit lengths and never
 * allocates.  Errors carry a 1-based line and column and a message. */
#ifndef TESSERA_CORE_WORDS_NOTATION_H
#define TESSERA_CORE_WORDS_NOTATION_H

#include <stdbool.h>
#include <stddef.h>

#define NOTATION_DIM 15
#define NOTATION_SQUARES (NOTATION_DIM * NOTATION_DIM)
#define NOTATION_RACK 7

/* NOTATION_OK (0) or a negative code (docs/design.md, Conventions); the
 * parsers also fill struct notation_error with where and a precise message,
 * notation_status_text() gives the generic words. */
enum notation_status {
	NOTATION_OK = 0,
	NOTATION_ERR_EMPTY = -1,      /* nothing but white space */
	NOTATION_ERR_LINE_LENGTH = -2,/* a position line is not 15 squares */
	NOTATION_ERR_CHAR = -3,       /* a character that has no meaning there */
	NOTATION_ERR_LINES = -4,      /* too few or too many position lines */
	NOTATION_ERR_COORD = -5,      /* a malformed or off-board coordinate */
	NOTATION_ERR_WORD = -6,       /* a malformed played word */
	NOTATION_ERR_FIT = -7,        /* the word runs off the board */
	NOTATION_ERR_TILES = -8,      /* a malformed exchange */
	NOTATION_ERR_BOARD = -9,      /* the move disagrees with the board */
};

/* Where and why a parse failed.  line and col are 1-based; line is 0 for a
 * move (a one-line input) and col is 0 when the message names a square. */
struct notation_error {
	enum notation_status status;
	int line;
	int col;
	char msg[112];
};

/* A square holds 0 (empty), 'A'..'Z' (tile) or 'a'..'z' (blank), row-major. */
struct notation_board {
	char sq[NOTATION_SQUARES];
};

enum notation_move_kind {
	NOTATION_PLACE,
	NOTATION_EXCHANGE,
	NOTATION_PASS,
};

struct notation_move {
	enum notation_move_kind kind;
	/* NOTATION_PLACE: the first square of the written word and its direction.
	 * word[i] is 'A'..'Z' (a tile), 'a'..'z' (a blank) or '.' (a square
	 * already on the board whose letter was not written); through bit i is
	 * set when word[i] was written as '.' or inside parentheses. */
	int row, col;
	bool down;
	int len;
	char word[NOTATION_DIM + 1];
	unsigned through;
	/* NOTATION_EXCHANGE: the tiles ('A'..'Z', '?'), or only their number
	 * when the record hides them ("-7": ntiles = 7, tiles empty). */
	int ntiles;
	bool tiles_hidden;
	char tiles[NOTATION_RACK + 1];
};

/* One tile a move puts down. */
struct notation_placement {
	int square;   /* row * 15 + col */
	char tile;    /* 'A'..'Z' or 'a'..'z' (blank) */
};

/* Parses a position from buf[0..len).  Trailing CR, spaces and tabs on a
 * line and blank lines after the 15th are ignored. */
enum notation_status notation_position_parse(const char *buf, size_t len,
					     struct notation_board *out,
					     struct notation_error *err);

/* Writes the 15 lines (each ending in '\n') and a NUL into buf; returns the
 * length, or -1 if size is under NOTATION_POSITION_TEXT. */
#define NOTATION_POSITION_TEXT (NOTATION_DIM * (NOTATION_DIM + 1) + 1)
int notation_position_format(const struct notation_board *b, char *buf, size_t size);

/* Parses one move from buf[0..len); leading and trailing white space is
 * ignored.  err->col counts from buf[0]. */
enum notation_status notation_move_parse(const char *buf, size_t len, struct notation_move *out,
					 struct notation_error *err);

/* Writes a move in GCG notation ("8D WIN.Y", "D8 wINDY", "-ABC", "-") with a
 * NUL; returns the length or -1 if it does not fit. */
int notation_move_format(const struct notation_move *m, char *buf, size_t size);

/* Writes a coordinate ("8D" across, "D8" down); returns the length or -1. */
int notation_coord_format(int row, int col, bool down, char *buf, size_t size);

/* Resolves a placing move against a board: the tiles it puts down, in word
 * order.  A written letter on an occupied square is accepted when it matches
 * the square (so "8D WINDY" over an existing IN works), '.' or a bracketed
 * letter must stand on an occupied square.  Returns the number of tiles
 * (0..7) or NOTATION_ERR_BOARD with err naming the square. */
int notation_move_tiles(const struct notation_move *m, const struct notation_board *b,
			struct notation_placement out[NOTATION_RACK], struct notation_error *err);

/* The generic sentence for a status ("the word runs off the board"; "ok" for
 * NOTATION_OK); "unknown status" for a code that is none of them.  Never NULL. */
const char *notation_status_text(enum notation_status status);

/* "line L, column C: message", leaving out the parts that are 0; the
 * status's generic sentence when err has no message. */
int notation_error_format(const struct notation_error *err, char *buf, size_t size);

#endif
