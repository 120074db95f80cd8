/* Worker and helper threads for the Reversi AI, on job_thread.c.  A
 * worker's request and result live here, and its search polls the job's
 * cancel flag through its stop callback.  A helper's job is one root split
 * of the solver; the split itself tells it when to stop. */
#include "ai/rvai_thread.h"

#include <errno.h>
#include <pthread.h> /* also sched_yield: POSIX makes <sched.h> visible through it */
#include <string.h>

struct rvai_worker {
	bool used;		/* pool slot taken */
	struct job_thread job;
	struct rvai ai;
	struct rvai_team team;
	struct reversi_pos pos;
	enum rvai_level level;
	uint64_t seed;
	struct rvai_result result;
};

static struct rvai_worker pool[RVAI_WORKERS_MAX];
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;

/* ---- helpers ---- */

static void run_helper(void *ctx)
{
	struct rvai_team_helper *h = ctx;
	rvai_split_work(&h->ai, h->team->split);
}

static void team_start_split(void *user, struct rvai_split *split)
{
	struct rvai_team *t = user;
	t->split = split;
	for (int i = 0; i < t->n; i++)
		if (job_thread_claim(&t->helper[i].job))
			job_thread_post(&t->helper[i].job);
}

static void team_pause(void)
{
	sched_yield();
}

static void team_wait(void *user)
{
	struct rvai_team *t = user;
	for (int i = 0; i < t->n; i++)
		job_thread_wait(&t->helper[i].job);
}

int rvai_team_start(struct rvai_team *t, struct rvai *ai, int helpers)
{
	if (helpers < 0 || helpers > RVAI_HELPERS_MAX)
		return -EINVAL;
	memset(t, 0, sizeof *t);
	t->hooks = (struct rvai_helpers){ team_start_split, team_wait, team_pause, t };
	for (; t->n < helpers; t->n++) {
		struct rvai_team_helper *h = &t->helper[t->n];
		h->team = t;
		rvai_init_helper(&h->ai, ai);
		int err = job_thread_start(&h->job, run_helper, h, NULL, NULL);
		if (err) {
			rvai_team_stop(t, ai);
			return err;
		}
	}
	if (t->n > 0)
		rvai_set_helpers(ai, &t->hooks);
	return 0;
}

void rvai_team_stop(struct rvai_team *t, struct rvai *ai)
{
	rvai_set_helpers(ai, NULL);
	for (int i = 0; i < t->n; i++)
		job_thread_stop(&t->helper[i].job);
	t->n = 0;
}

/* ---- workers ---- */

static bool stop_requested(void *user)
{
	struct rvai_worker *w = user;
	return job_thread_cancelled(&w->job);
}

/* On the worker thread: the request is not touched by the main loop while
 * the job runs. */
static void run_search(void *ctx)
{
	struct rvai_worker *w = ctx;
	rvai_seed(&w->ai, w->seed);
	rvai_choose(&w->ai, &w->pos, w->level, &w->result);
}

static void release_slot(struct rvai_worker *w)
{
	pthread_mutex_lock(&pool_lock);
	memset(&w->ai, 0, sizeof w->ai);
	w->used = false;
	pthread_mutex_unlock(&pool_lock);
}

struct rvai_worker *rvai_worker_create(void *tt_mem, size_t tt_bytes, int helpers, rvai_notify_fn notify,
				       void *user)
{
	struct rvai_worker *w = NULL;
	pthread_mutex_lock(&pool_lock);
	for (int i = 0; i < RVAI_WORKERS_MAX && !w; i++)
		if (!pool[i].used) {
			w = &pool[i];
			w->used = true;
		}
	pthread_mutex_unlock(&pool_lock);
	if (!w)
		return NULL;
	if (rvai_init(&w->ai, tt_mem, tt_bytes, 0) != 0 || rvai_team_start(&w->team, &w->ai, helpers) != 0)
		goto fail;
	if (job_thread_start(&w->job, run_search, w, notify, user) != 0) {
		rvai_team_stop(&w->team, &w->ai);
		goto fail;
	}
	rvai_set_stop(&w->ai, stop_requested, w);
	return w;
fail:
	release_slot(w);
	return NULL;
}

int rvai_worker_request(struct rvai_worker *w, const struct reversi_pos *pos, enum rvai_level level,
			uint64_t seed)
{
	if (!rvai_level_info(level))
		return -EINVAL;
	if (!job_thread_claim(&w->job))
		return -EBUSY;
	w->pos = *pos;
	w->level = level;
	w->seed = seed;
	job_thread_post(&w->job);
	return 0;
}

bool rvai_worker_fetch(struct rvai_worker *w, struct rvai_result *out)
{
	if (!job_thread_take(&w->job))
		return false;
	*out = w->result;
	job_thread_release(&w->job);
	return true;
}

bool rvai_worker_busy(struct rvai_worker *w)
{
	return job_thread_busy(&w->job);
}

void rvai_worker_cancel(struct rvai_worker *w)
{
	job_thread_cancel(&w->job);
}

void rvai_worker_discard(struct rvai_worker *w)
{
	job_thread_discard(&w->job);
}

void rvai_worker_destroy(struct rvai_worker *w)
{
	if (!w)
		return;
	job_thread_stop(&w->job);
	rvai_team_stop(&w->team, &w->ai);
	release_slot(w);
}
