/* The headless backend: the app drawn into memory (memory_display.h), driven
 * by a touch script on a clock that moves only with it (manual_clock.h), with
 * PNG screenshots - the same app, pointer path and screens as the device, no
 * display or input device needed.  tessera-headless, the golden images and
 * the tests use it; see docs/gfx-ui.md for the script format. */
#ifndef TESSERA_PLATFORM_HEADLESS_H
#define TESSERA_PLATFORM_HEADLESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/app.h"
#include "input/input_transform.h"

/* One script line. */
enum headless_cmd_type {
	HEADLESS_NONE,		/* blank or comment */
	HEADLESS_DOWN,
	HEADLESS_MOVE,
	HEADLESS_UP,
	HEADLESS_WAIT,
	HEADLESS_SHOT,
	HEADLESS_PEER,		/* the scripted other kiosk says something (--peer) */
	HEADLESS_SYNC,		/* a real network (--board): wait for the other kiosk */
	HEADLESS_PLAY,		/* a game across tables: this kiosk's turns, played to the end
				 * (or, "play until N", until the game has N moves) */
	HEADLESS_HOLD,		/* a real network: print where the game is, then stop taking
				 * anything in until killed (a kiosk frozen mid-game) */
	HEADLESS_WHERE,		/* a real network: print where the game is */
};

enum { HEADLESS_NAME_MAX = 64 };

struct headless_cmd {
	enum headless_cmd_type type;
	int x, y;		/* DOWN, MOVE, UP */
	int ms;			/* WAIT; HOLD: how long at most (real time) */
	int until;		/* PLAY: stop once the game has this many moves (0: the end) */
	char name[HEADLESS_NAME_MAX];	/* SHOT: a file name ending in .png */
	char text[128];		/* PEER: what the other kiosk does: "hello", "invite words",
				 * "accept", "decline", "move d3", "chat Good move!", "gone" */
};

/* Every script event moves the clock on by one frame. */
#define HEADLESS_FRAME_MS 16

struct headless_options {
	int width, height;
	const char *script;	/* path of the touch script */
	const char *out_dir;	/* shots are written here (must exist) */
	const char *ref_dir;	/* NULL, or compare each shot with ref_dir/NAME */
	/* After every frame, repaint the whole screen separately and require
	 * the same pixels on the canvas and in the buffer just shown: proves
	 * the damage tracking and the swap chain miss nothing. */
	bool verify_damage;
	/* At every shot, repaint the whole screen separately with a font
	 * audit (gfx/font.h) and report each label cut by its box. */
	bool check_text;
	/* Script positions are raw device values turned into canvas pixels by
	 * this transform (the calibration screen's raw touches); NULL: they
	 * are canvas pixels. */
	const struct input_transform *touch;
	/* Seal the memory after start-up, as tessera does (platform/seal.h). */
	bool seal;
	/* Another kiosk, played by the script's 'peer' lines, joined to this
	 * one in memory: "Name/Place"; NULL: no network (and no 'peer'). */
	const char *peer;
	/* A real network (tessera-headless --board with [network]): the
	 * program's netplay over the link and the link's descriptor, for the
	 * script's 'sync' and 'play' lines, which wait in real time; NULL:
	 * none.  A Words game's turns are chosen by the computer (dict). */
	struct netplay *net;
	int net_fd;
	const struct dict *dict;
};

struct headless_report {
	int lines;
	int events;
	int frames;
	int shots;
	int mismatches;		/* shots that differ from their reference */
	int damage_errors;	/* frames whose incremental paint was wrong */
	int text_cuts;		/* labels cut by their box, summed over the shots (check_text) */
	long damage_pixels;	/* summed over all frames */
	unsigned long seal_violations;	/* allocations after the seal */
};

/* Parses one line (without its newline).  Returns 0, or -EINVAL with a
 * message in err (no line number: the caller knows it). */
int headless_parse_line(const char *line, struct headless_cmd *cmd, char *err, size_t errlen);

/* Runs the app with app_opt and store on a width x height display through
 * the script.  Returns 0 when it ran to the end (check rep for mismatches),
 * -EINVAL for a bad script line (reported on stderr as FILE:LINE: message)
 * or an app that cannot start there, another negative errno for I/O trouble. */
int headless_run(const struct headless_options *opt, const struct app_options *app_opt,
		 const struct app_store *store, struct headless_report *rep);

#endif
