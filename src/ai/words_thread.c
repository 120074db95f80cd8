/* The Words computer player on a worker thread, on job_thread.c. */
#include "ai/words_worker.h"

#include <errno.h>
#include <pthread.h>
#include <string.h>

#include "ai/job_thread.h"

struct words_worker {
	bool used;		/* pool slot taken */
	struct job_thread job;
	struct words_player *player;
	struct words_game game;	/* the request's copy */
	enum words_level level;
	uint64_t seed;
	uint32_t budget_ms;
	struct words_choice result;
	int err;
};

static struct words_worker pool[WORDS_WORKERS_MAX];
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;

/* The player polls the job's own cancel flag: job_thread_post clears it
 * under the lock before the job is queued, so a cancel between the post and
 * the job's start is kept (a flag of the worker's own, cleared here, lost it). */
static void run_choice(void *ctx)
{
	struct words_worker *w = ctx;
	w->err = words_player_choose(w->player, &w->game, w->level, w->seed, w->budget_ms,
				     job_thread_cancel_flag(&w->job), &w->result);
}

static void release_slot(struct words_worker *w)
{
	pthread_mutex_lock(&pool_lock);
	w->used = false;
	pthread_mutex_unlock(&pool_lock);
}

struct words_worker *words_worker_create(void *mem, size_t bytes, const struct dict *d,
					 words_worker_notify_fn notify, void *user)
{
	struct words_worker *w = NULL;
	pthread_mutex_lock(&pool_lock);
	for (int i = 0; i < WORDS_WORKERS_MAX && !w; i++)
		if (!pool[i].used) {
			w = &pool[i];
			w->used = true;
		}
	pthread_mutex_unlock(&pool_lock);
	if (!w)
		return NULL;
	w->player = words_player_init(mem, bytes, d);
	if (!w->player || job_thread_start(&w->job, run_choice, w, notify, user) != 0) {
		release_slot(w);
		return NULL;
	}
	return w;
}

void words_worker_set_clock(struct words_worker *w, words_clock_fn now_ms)
{
	words_player_set_clock(w->player, now_ms);
}

int words_worker_request(struct words_worker *w, const struct words_game *g, enum words_level level,
			 uint64_t seed, uint32_t budget_ms)
{
	if (level < 0 || level >= WORDS_LEVELS || !g)
		return -EINVAL;
	if (!job_thread_claim(&w->job))
		return -EBUSY;
	w->game = *g;
	w->level = level;
	w->seed = seed;
	w->budget_ms = budget_ms;
	job_thread_post(&w->job);
	return 0;
}

bool words_worker_fetch(struct words_worker *w, struct words_choice *out)
{
	if (!job_thread_take(&w->job))
		return false;
	*out = w->result;
	if (w->err)
		out->kind = WORDS_CHOICE_PASS;	/* refused input: the safe turn */
	job_thread_release(&w->job);
	return true;
}

bool words_worker_busy(struct words_worker *w)
{
	return job_thread_busy(&w->job);
}

void words_worker_cancel(struct words_worker *w)
{
	job_thread_cancel(&w->job);
}

void words_worker_discard(struct words_worker *w)
{
	job_thread_discard(&w->job);
}

void words_worker_destroy(struct words_worker *w)
{
	if (!w)
		return;
	job_thread_stop(&w->job);
	release_slot(w);
}
