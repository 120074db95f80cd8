/* The computer players on worker threads, for the app: the Reversi search
 * and the Words player each think on a thread of their own, so the screen
 * keeps reacting, and their answers are handed to the table shown when the
 * backend's wake-up comes.  Their memory is planned in the app's reservation
 * table and given here; the threads start here, before the seal. */
#ifndef TESSERA_APP_COMPUTERS_H
#define TESSERA_APP_COMPUTERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/rvai_thread.h"
#include "ai/words_worker.h"
#include "app/reserve.h"
#include "app/shell.h"

/* The Reversi computer's table on its worker when the program names no
 * size (tests, headless scripts); tessera takes the board's. */
#define COMPUTERS_RVAI_TT_BYTES (4u << 20)

struct computers {
	struct rvai_worker *rvai;
	uint32_t rvai_ticket;		/* the request the Reversi worker answers */
	struct words_worker *words;
	uint32_t words_ticket;		/* the request the Words worker answers */
	uint32_t think_ms;		/* the Words Expert's budget per turn */
	void (*log)(void *ctx, const char *line);
	void *log_ctx;
};

struct computers_options {
	const struct dict *dict;	/* NULL: no Words computer */
	int solver_helpers;		/* the Reversi solver's extra threads */
	size_t reversi_table_bytes;	/* 0: COMPUTERS_RVAI_TT_BYTES; only what rvai uses is reserved */
	uint32_t think_ms;
	uint64_t (*clock_ms)(void);	/* thread-safe; NULL: no time budget */
	void (*wake)(void *ctx);	/* called on a worker thread when an answer is ready */
	void *wake_ctx;
	void (*log)(void *ctx, const char *line);
	void *log_ctx;
};

/* Adds the workers' memory to t ("Reversi computer table", "Words computer"). */
void computers_plan(const struct computers_options *opt, struct reserve_table *t);

/* Starts the workers over their pieces of the app's block (found in t by
 * name).  A worker that cannot start is logged: its table then thinks on
 * the app's thread.  Returns nothing: the game goes on either way. */
void computers_start(struct computers *c, const struct computers_options *opt, const struct reserve_table *t,
		     void *block);

/* The link the shell's tables ask through (shell_options.computer). */
void computers_connect(struct computers *c, struct shell_options *so);

/* After a wake-up: hands any answer to the table shown (a stale one
 * changes nothing). */
void computers_collect(struct computers *c, struct shell *sh);

void computers_stop(struct computers *c);

#endif
