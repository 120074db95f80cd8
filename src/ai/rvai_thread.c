/* Worker threads for the Reversi AI.  One mutex and condition variable per
 * worker guard the request and the state; the cancel flag is an atomic the
 * search polls through its stop callback without taking the lock. */
#include "ai/rvai_thread.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

enum worker_state {
	W_FREE,     /* pool slot unused */
	W_IDLE,     /* thread waiting for a request */
	W_QUEUED,   /* request posted, not yet picked up */
	W_RUNNING,  /* searching */
	W_DONE,     /* result waiting to be fetched */
	W_QUIT,     /* thread asked to end */
};

struct rvai_worker {
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t wake;
	enum worker_state state;
	struct rvai ai;
	struct reversi_pos pos;
	enum rvai_level level;
	uint64_t seed;
	struct rvai_result result;
	atomic_bool cancel;
	rvai_notify_fn notify;
	void *user;
};

static struct rvai_worker pool[RVAI_WORKERS_MAX];
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;

static bool stop_requested(void *user)
{
	struct rvai_worker *w = user;
	return atomic_load_explicit(&w->cancel, memory_order_relaxed);
}

static void *worker_main(void *arg)
{
	struct rvai_worker *w = arg;
	pthread_mutex_lock(&w->lock);
	for (;;) {
		while (w->state != W_QUEUED && w->state != W_QUIT)
			pthread_cond_wait(&w->wake, &w->lock);
		if (w->state == W_QUIT)
			break;
		w->state = W_RUNNING;
		struct reversi_pos pos = w->pos;
		enum rvai_level level = w->level;
		rvai_seed(&w->ai, w->seed);
		pthread_mutex_unlock(&w->lock);

		struct rvai_result r;
		rvai_choose(&w->ai, &pos, level, &r);

		pthread_mutex_lock(&w->lock);
		w->result = r;
		bool quit = w->state == W_QUIT;
		w->state = quit ? W_QUIT : W_DONE;
		pthread_cond_broadcast(&w->wake);
		if (quit)
			break;
		if (w->notify) {
			/* Outside the lock: the callback may be slow or call back in. */
			pthread_mutex_unlock(&w->lock);
			w->notify(w->user);
			pthread_mutex_lock(&w->lock);
		}
	}
	pthread_mutex_unlock(&w->lock);
	return NULL;
}

struct rvai_worker *rvai_worker_create(void *tt_mem, size_t tt_bytes, rvai_notify_fn notify, void *user)
{
	struct rvai_worker *w = NULL;
	pthread_mutex_lock(&pool_lock);
	for (int i = 0; i < RVAI_WORKERS_MAX; i++) {
		if (pool[i].state == W_FREE) {
			w = &pool[i];
			w->state = W_IDLE;
			break;
		}
	}
	pthread_mutex_unlock(&pool_lock);
	if (!w)
		return NULL;
	if (rvai_init(&w->ai, tt_mem, tt_bytes, 0) != 0)
		goto fail;
	rvai_set_stop(&w->ai, stop_requested, w);
	atomic_init(&w->cancel, false);
	w->notify = notify;
	w->user = user;
	if (pthread_mutex_init(&w->lock, NULL) != 0)
		goto fail;
	if (pthread_cond_init(&w->wake, NULL) != 0) {
		pthread_mutex_destroy(&w->lock);
		goto fail;
	}
	if (pthread_create(&w->thread, NULL, worker_main, w) != 0) {
		pthread_cond_destroy(&w->wake);
		pthread_mutex_destroy(&w->lock);
		goto fail;
	}
	return w;
fail:
	pthread_mutex_lock(&pool_lock);
	w->state = W_FREE;
	pthread_mutex_unlock(&pool_lock);
	return NULL;
}

int rvai_worker_request(struct rvai_worker *w, const struct reversi_pos *pos, enum rvai_level level,
			uint64_t seed)
{
	if (!rvai_level_info(level))
		return -EINVAL;
	int err = 0;
	pthread_mutex_lock(&w->lock);
	if (w->state != W_IDLE) {
		err = -EBUSY;
	} else {
		w->pos = *pos;
		w->level = level;
		w->seed = seed;
		atomic_store(&w->cancel, false);
		w->state = W_QUEUED;
		pthread_cond_broadcast(&w->wake);
	}
	pthread_mutex_unlock(&w->lock);
	return err;
}

bool rvai_worker_fetch(struct rvai_worker *w, struct rvai_result *out)
{
	bool done;
	pthread_mutex_lock(&w->lock);
	done = w->state == W_DONE;
	if (done) {
		*out = w->result;
		w->state = W_IDLE;
	}
	pthread_mutex_unlock(&w->lock);
	return done;
}

bool rvai_worker_busy(struct rvai_worker *w)
{
	pthread_mutex_lock(&w->lock);
	bool busy = w->state == W_QUEUED || w->state == W_RUNNING || w->state == W_DONE;
	pthread_mutex_unlock(&w->lock);
	return busy;
}

void rvai_worker_cancel(struct rvai_worker *w)
{
	atomic_store(&w->cancel, true);
}

void rvai_worker_discard(struct rvai_worker *w)
{
	rvai_worker_cancel(w);
	pthread_mutex_lock(&w->lock);
	if (w->state == W_QUEUED)
		w->state = W_IDLE; /* never started: nothing to wait for */
	while (w->state == W_RUNNING)
		pthread_cond_wait(&w->wake, &w->lock);
	if (w->state == W_DONE)
		w->state = W_IDLE;
	pthread_mutex_unlock(&w->lock);
}

void rvai_worker_destroy(struct rvai_worker *w)
{
	if (!w)
		return;
	rvai_worker_cancel(w);
	pthread_mutex_lock(&w->lock);
	w->state = W_QUIT;
	pthread_cond_broadcast(&w->wake);
	pthread_mutex_unlock(&w->lock);
	pthread_join(w->thread, NULL);
	pthread_cond_destroy(&w->wake);
	pthread_mutex_destroy(&w->lock);
	pthread_mutex_lock(&pool_lock);
	memset(&w->ai, 0, sizeof w->ai);
	w->state = W_FREE;
	pthread_mutex_unlock(&pool_lock);
}
