/* What the app needs from the world, and nothing more: a display, a clock, a
 * store and a way to say things.  Input comes in through app_pointer()
 * (app.h).  tessera gives it DRM + evdev + files (src/platform), tessera-headless
 * and the benchmarks give it memory + a touch script or a recorded stream, so
 * every test runs the app that ships.
 *
 * Each part is a table of functions and the context they are called with.
 * The app calls them from its own thread only, except clock.wake, which the
 * computers' worker threads call. */
#ifndef TESSERA_APP_BACKEND_H
#define TESSERA_APP_BACKEND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gfx/canvas.h"

struct qr_code;

struct app_display {
	/* The shadow canvas the app draws into (logical orientation: its size
	 * is the screen's as the app sees it).  Never NULL, never changes. */
	struct canvas *(*canvas)(void *ctx);
	/* True while the last frame is still on its way (a page flip): the
	 * app draws the next one after app_display_ready(). */
	bool (*busy)(void *ctx);
	/* Shows these changed rectangles of the canvas.  Returns 0, or a
	 * negative errno: the app then stops (app_finished). */
	int (*present)(void *ctx, const struct rect *damage, int count);
	/* Turns the display off (true) or on again.  0, or -ENOTSUP when it
	 * cannot (the app then shows a black frame); NULL: it cannot. */
	int (*blank)(void *ctx, bool off);
	void *ctx;
};

struct app_clock {
	/* A monotonic clock in milliseconds, wrapping at 2^32. */
	uint32_t (*now_ms)(void *ctx);
	/* Call app_tick() at when_ms (or as soon after as you can); armed
	 * false: no deadline, sleep until an event. */
	void (*arm)(void *ctx, bool armed, uint32_t when_ms);
	/* From any thread (a computer's worker): have app_wake() called on
	 * the app's thread soon.  Must not block or allocate. */
	void (*wake)(void *ctx);
	/* The same clock for the worker threads (the Words Expert's time
	 * budget); thread-safe.  NULL: the workers think without a clock. */
	uint64_t (*worker_ms)(void);
	void *ctx;
	/* The wall clock, seconds since 1970 (it may jump: no RTC, NTP after
	 * boot), only to count the time the program was down across a
	 * restart.  NULL: not known. */
	int64_t (*wall_s)(void *ctx);
};

/* The saved game and the board's calibration.  Every function may be NULL:
 * nothing is kept. */
struct app_store {
	/* Reads the blob `name` of layout `tag` into buf (len bytes), or one
	 * of the older layout old_tag (old_len bytes, the start of the newer:
	 * the rest of buf is zeroed; old_len 0: none).  Returns 0 with msg
	 * naming where it was kept; -ENOENT when there is none; another
	 * negative errno with a sentence in msg (a damaged file is set aside
	 * and msg says so). */
	int (*load)(void *ctx, const char *name, uint32_t tag, void *buf, size_t len, uint32_t old_tag,
		    size_t old_len, char *msg, size_t msglen);
	/* Replaces `name` atomically.  0, or a negative errno and msg. */
	int (*save)(void *ctx, const char *name, uint32_t tag, const void *data, size_t len, char *msg,
		    size_t msglen);
	void (*remove)(void *ctx, const char *name);
	/* Moves `name` aside (as load does with a damaged file) because the
	 * app refused what it holds for `why`: the next save starts afresh
	 * and the file is kept for a look.  0 with msg saying where it went,
	 * or a negative errno with msg saying why it stayed. */
	int (*set_aside)(void *ctx, const char *name, const char *why, char *msg, size_t msglen);
	/* The calibration screen's Save: the affine fit it measured on raw
	 * canvas fractions becomes the board config's matrix (m) and is
	 * written.  0 with msg naming what was written, or a negative errno
	 * with msg saying why not. */
	int (*save_calibration)(void *ctx, const double fit[6], float m[6], char *msg, size_t msglen);
	void *ctx;
	/* A finished game's record (text: GCG for Words, a transcript for
	 * Reversi, shell_record.h), kept for the players with the last few
	 * hundred, written atomically.  0 with msg naming where, or a negative
	 * errno and msg.  NULL: records are not kept. */
	int (*save_record)(void *ctx, bool reversi, const char *text, size_t len, char *msg, size_t msglen);
	/* The same record as a QR code for the end screen (gfx/qr.h), so a
	 * player's phone takes it home.  0, or a negative errno (-E2BIG: too
	 * long for one code).  NULL: no code. */
	int (*record_qr)(void *ctx, const char *text, size_t len, struct qr_code *out);
	/* Keeps `name` as it is because this run cannot use the good game it
	 * holds (`why`: it needs what this run lacks), so a later run can: no
	 * save or removal of this run touches it.  0 with msg saying so, or a
	 * negative errno.  NULL: such a game is set aside like a bad one. */
	int (*keep)(void *ctx, const char *name, const char *why, char *msg, size_t msglen);
};

struct app_backend {
	struct app_display display;
	struct app_clock clock;
	struct app_store store;
	/* One line for the operator's log (no newline); NULL: silent. */
	void (*log)(void *ctx, const char *line);
	void *log_ctx;
};

#endif
