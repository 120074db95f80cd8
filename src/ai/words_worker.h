/* The Words computer player on a worker thread, so the screen keeps reacting
 * while it thinks (same shape as rvai_thread.h).  The main loop hands over a
 * request (the game is copied), goes back to poll(), and fetches the result
 * when told: `notify` runs on the worker thread right after the result is
 * ready, the place to write to the platform's eventfd.
 *
 * Workers come from a small static pool (no allocation); each owns the
 * player memory given at creation for its whole life.  All functions are
 * called from one thread (the main loop) except `notify`. */
#ifndef TESSERA_AI_WORDS_WORKER_H
#define TESSERA_AI_WORDS_WORKER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/words_player.h"

enum { WORDS_WORKERS_MAX = 2 };

struct words_worker;

typedef void (*words_worker_notify_fn)(void *user);

/* Starts a worker thread over mem (words_player_memory_size() bytes) with
 * dictionary d; notify may be NULL.  Returns NULL when the pool is empty,
 * the memory short or the thread cannot start. */
struct words_worker *words_worker_create(void *mem, size_t bytes, const struct dict *d,
					 words_worker_notify_fn notify, void *user);

/* Expert's clock (see words_player_set_clock). */
void words_worker_set_clock(struct words_worker *w, words_clock_fn now_ms);

/* Asks for a turn in g (copied) at `level`.  Returns 0, -EBUSY while a
 * request is pending or unfetched, -EINVAL for a bad level. */
int words_worker_request(struct words_worker *w, const struct words_game *g, enum words_level level,
			 uint64_t seed, uint32_t budget_ms);

/* True, with *out filled, once when a request has finished. */
bool words_worker_fetch(struct words_worker *w, struct words_choice *out);

bool words_worker_busy(struct words_worker *w);
/* Asks the thinking to stop soon; the (legal) result still arrives. */
void words_worker_cancel(struct words_worker *w);
/* Cancels, waits and drops the result. */
void words_worker_discard(struct words_worker *w);
void words_worker_destroy(struct words_worker *w);

#endif
