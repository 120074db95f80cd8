/* Worker threads for the Reversi AI, on job_thread.c: the request and the
 * result live here, the search polls the job's cancel flag through its
 * stop callback. */
#include "ai/rvai_thread.h"

#include <errno.h>
#include <pthread.h>
#include <string.h>

#include "ai/job_thread.h"

struct rvai_worker {
	bool used;		/* pool slot taken */
	struct job_thread job;
	struct rvai ai;
	struct reversi_pos pos;
	enum rvai_level level;
	uint64_t seed;
	struct rvai_result result;
};

static struct rvai_worker pool[RVAI_WORKERS_MAX];
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;

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

struct rvai_worker *rvai_worker_create(void *tt_mem, size_t tt_bytes, rvai_notify_fn notify, void *user)
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
	if (rvai_init(&w->ai, tt_mem, tt_bytes, 0) != 0 ||
	    job_thread_start(&w->job, run_search, w, notify, user) != 0) {
		release_slot(w);
		return NULL;
	}
	rvai_set_stop(&w->ai, stop_requested, w);
	return w;
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
	release_slot(w);
}
