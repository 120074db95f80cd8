/* The Reversi computer opponent on a worker thread, so the screen keeps
 * reacting while it thinks.  The main loop hands over a request (a copy of
 * the position is taken), goes back to poll(), and fetches the result when
 * told: the `notify` callback runs on the worker thread right after the
 * result is ready, and is the place to write to the platform's eventfd.  A
 * main loop without an eventfd may also just call rvai_worker_fetch.
 *
 * Workers come from a small static pool (no allocation); each owns the
 * transposition-table memory given at creation for its whole life.  All
 * functions are called from one thread (the main loop) except `notify`. */
#ifndef TESSERA_AI_RVAI_THREAD_H
#define TESSERA_AI_RVAI_THREAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ai/rvai.h"
#include "core/reversi/reversi.h"

#include "ai/job_thread.h"

enum { RVAI_WORKERS_MAX = 2, RVAI_HELPERS_MAX = 3 };

/* Helper threads for one struct rvai: they search root moves of its exact
 * solver alongside it (rvai_set_helpers), on its table. */
struct rvai_team {
	int n;
	struct rvai_helpers hooks;
	struct rvai_split *split; /* the probe being shared out */
	struct rvai_team_helper {
		struct job_thread job;
		struct rvai ai;
		struct rvai_team *team;
	} helper[RVAI_HELPERS_MAX];
};

/* The helpers worth starting with `cpus` processors online: one per
 * processor beyond the first, at most RVAI_HELPERS_MAX. */
static inline int rvai_helpers_for_cpus(long cpus)
{
	return cpus < 2 ? 0 : cpus - 1 > RVAI_HELPERS_MAX ? RVAI_HELPERS_MAX : (int)cpus - 1;
}

/* Starts `helpers` threads (0..RVAI_HELPERS_MAX) for `ai`; call it at
 * set-up, since each thread's stack is allocated.  Returns 0, or a negative
 * errno with no helper left running. */
int rvai_team_start(struct rvai_team *t, struct rvai *ai, int helpers);
/* Ends the helpers; `ai` (not searching) goes back to working alone. */
void rvai_team_stop(struct rvai_team *t, struct rvai *ai);

struct rvai_worker;

typedef void (*rvai_notify_fn)(void *user);

/* Starts a worker thread and `helpers` helper threads for its exact solves
 * (rvai_team_start).  `tt_mem`/`tt_bytes` become its table (see rvai_init);
 * notify may be NULL.  Returns NULL when the pool is empty, the memory too
 * small or a thread cannot start. */
struct rvai_worker *rvai_worker_create(void *tt_mem, size_t tt_bytes, int helpers, rvai_notify_fn notify,
				       void *user);

/* Asks for a move in `pos` at `level`, with `seed` for the noisy levels.
 * Returns 0, -EBUSY while a search or an unfetched result is pending,
 * -EINVAL for a bad level. */
int rvai_worker_request(struct rvai_worker *w, const struct reversi_pos *pos, enum rvai_level level,
			uint64_t seed);

/* True, with *out filled, once when a requested search has finished; the
 * worker is then free for the next request. */
bool rvai_worker_fetch(struct rvai_worker *w, struct rvai_result *out);

/* True while a search runs or its result waits to be fetched. */
bool rvai_worker_busy(struct rvai_worker *w);

/* Asks a running search to stop soon.  Its result (a legal move: the best of
 * the last finished iteration) still arrives, marked `stopped`; fetch it, or
 * call rvai_worker_discard, before the next request. */
void rvai_worker_cancel(struct rvai_worker *w);

/* Cancels, waits for the search to end and drops its result. */
void rvai_worker_discard(struct rvai_worker *w);

/* Cancels any search, ends the thread and returns the worker to the pool. */
void rvai_worker_destroy(struct rvai_worker *w);

#endif
