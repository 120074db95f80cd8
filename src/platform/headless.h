/* The headless platform: the ui drawn into memory, driven by a touch script,
 * with PNG screenshots - the same pointer event path and gesture recogniser as
 * the device, no display or input device needed.  Tests and golden images
 * use it; see docs/gfx-ui.md for the script format. */
#ifndef TESSERA_PLATFORM_HEADLESS_H
#define TESSERA_PLATFORM_HEADLESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/words/words.h"

struct theme;

/* One script line. */
enum headless_cmd_type {
	HEADLESS_NONE,		/* blank or comment */
	HEADLESS_DOWN,
	HEADLESS_MOVE,
	HEADLESS_UP,
	HEADLESS_WAIT,
	HEADLESS_SHOT,
};

enum { HEADLESS_NAME_MAX = 64 };

struct headless_cmd {
	enum headless_cmd_type type;
	int x, y;		/* DOWN, MOVE, UP */
	int ms;			/* WAIT */
	char name[HEADLESS_NAME_MAX];	/* SHOT: a file name ending in .png */
};

enum headless_game {
	HEADLESS_GAME_WORDS,
	HEADLESS_GAME_REVERSI,
	HEADLESS_GAME_MENU,	/* the title screen and menu, as the program starts */
};

/* Every script event moves the clock on by one frame. */
#define HEADLESS_FRAME_MS 16

struct headless_options {
	int width, height;
	float scale;		/* 0 = 1 */
	uint64_t seed;
	const struct words_lexicon *lexicon;	/* NULL: every word accepted */
	const struct dict *dict;	/* NULL: no computer seats, no hints */
	const char *script;	/* path of the touch script */
	const char *out_dir;	/* shots are written here (must exist) */
	const char *ref_dir;	/* NULL, or compare each shot with ref_dir/NAME */
	/* After every frame, repaint the whole screen separately and require
	 * the same pixels: proves the damage tracking misses nothing. */
	bool verify_damage;
	/* Which screen the script drives (zero: Words). */
	enum headless_game game;
	/* Reversi against the computer (white) at this enum rvai_level when
	 * computer_set; else two people at one table. */
	int computer;
	bool computer_set;
	/* The touch calibration screen instead of a game (ui/calib.h).  Script
	 * positions are then RAW device values, 0..touch_max_x / touch_max_y,
	 * turned as the board turns them (its swap_xy, invert_x/y and display
	 * rotation; its matrix is what is being measured, so it is left out).
	 * Save writes the new matrix into board_file atomically and prints it. */
	bool calibrate;
	const char *board_file;	/* NULL: no swap or rotation, and Save fails */
	int touch_max_x, touch_max_y;	/* 0: the canvas size - 1 */
	const struct theme *theme;	/* every screen's colours (ui/kit/theme.h); NULL = classic */
};

struct headless_report {
	int lines;
	int events;
	int frames;
	int shots;
	int mismatches;		/* shots that differ from their reference */
	int damage_errors;	/* frames whose incremental paint was wrong */
	long damage_pixels;	/* summed over all frames */
};

/* Parses one line (without its newline).  Returns 0, or -EINVAL with a
 * message in err (no line number: the caller knows it). */
int headless_parse_line(const char *line, struct headless_cmd *cmd, char *err, size_t errlen);

/* Runs a script.  Returns 0 when it ran to the end (check rep for
 * mismatches), -EINVAL for a bad script line (reported on stderr as
 * FILE:LINE: message), another negative errno for I/O trouble. */
int headless_run(const struct headless_options *opt, struct headless_report *rep);

#endif
