#include "ai/job_thread.h"

#include <errno.h>

static void *job_main(void *arg)
{
	struct job_thread *j = arg;
	pthread_mutex_lock(&j->lock);
	for (;;) {
		while (j->state != JOB_QUEUED && j->state != JOB_QUIT)
			pthread_cond_wait(&j->wake, &j->lock);
		if (j->state == JOB_QUIT)
			break;
		j->state = JOB_RUNNING;
		pthread_mutex_unlock(&j->lock);
		j->run(j->ctx);
		pthread_mutex_lock(&j->lock);
		bool quit = j->state == JOB_QUIT;
		j->state = quit ? JOB_QUIT : JOB_DONE;
		pthread_cond_broadcast(&j->wake);
		if (quit)
			break;
		if (j->notify) {
			/* Outside the lock: the callback may be slow or call back in. */
			pthread_mutex_unlock(&j->lock);
			j->notify(j->user);
			pthread_mutex_lock(&j->lock);
		}
	}
	pthread_mutex_unlock(&j->lock);
	return NULL;
}

int job_thread_start(struct job_thread *j, void (*run)(void *ctx), void *ctx, void (*notify)(void *user),
		     void *user)
{
	j->state = JOB_IDLE;
	j->run = run;
	j->ctx = ctx;
	j->notify = notify;
	j->user = user;
	atomic_init(&j->cancel, false);
	if (pthread_mutex_init(&j->lock, NULL) != 0)
		return -ENOMEM;
	if (pthread_cond_init(&j->wake, NULL) != 0) {
		pthread_mutex_destroy(&j->lock);
		return -ENOMEM;
	}
	int err = pthread_create(&j->thread, NULL, job_main, j);
	if (err) {
		pthread_cond_destroy(&j->wake);
		pthread_mutex_destroy(&j->lock);
		return -err;
	}
	return 0;
}

bool job_thread_claim(struct job_thread *j)
{
	pthread_mutex_lock(&j->lock);
	if (j->state == JOB_IDLE)
		return true;
	pthread_mutex_unlock(&j->lock);
	return false;
}

void job_thread_post(struct job_thread *j)
{
	atomic_store(&j->cancel, false);
	j->state = JOB_QUEUED;
	pthread_cond_broadcast(&j->wake);
	pthread_mutex_unlock(&j->lock);
}

bool job_thread_take(struct job_thread *j)
{
	pthread_mutex_lock(&j->lock);
	if (j->state == JOB_DONE)
		return true;
	pthread_mutex_unlock(&j->lock);
	return false;
}

void job_thread_release(struct job_thread *j)
{
	j->state = JOB_IDLE;
	pthread_mutex_unlock(&j->lock);
}

bool job_thread_busy(struct job_thread *j)
{
	pthread_mutex_lock(&j->lock);
	bool busy = j->state == JOB_QUEUED || j->state == JOB_RUNNING || j->state == JOB_DONE;
	pthread_mutex_unlock(&j->lock);
	return busy;
}

void job_thread_cancel(struct job_thread *j)
{
	atomic_store(&j->cancel, true);
}

bool job_thread_cancelled(struct job_thread *j)
{
	return atomic_load_explicit(&j->cancel, memory_order_relaxed);
}

const atomic_bool *job_thread_cancel_flag(const struct job_thread *j)
{
	return &j->cancel;
}

void job_thread_wait(struct job_thread *j)
{
	pthread_mutex_lock(&j->lock);
	while (j->state == JOB_QUEUED || j->state == JOB_RUNNING)
		pthread_cond_wait(&j->wake, &j->lock);
	if (j->state == JOB_DONE)
		j->state = JOB_IDLE;
	pthread_mutex_unlock(&j->lock);
}

void job_thread_discard(struct job_thread *j)
{
	job_thread_cancel(j);
	pthread_mutex_lock(&j->lock);
	if (j->state == JOB_QUEUED)
		j->state = JOB_IDLE; /* never started: nothing to wait for */
	while (j->state == JOB_RUNNING)
		pthread_cond_wait(&j->wake, &j->lock);
	if (j->state == JOB_DONE)
		j->state = JOB_IDLE;
	pthread_mutex_unlock(&j->lock);
}

void job_thread_stop(struct job_thread *j)
{
	job_thread_cancel(j);
	pthread_mutex_lock(&j->lock);
	j->state = JOB_QUIT;
	pthread_cond_broadcast(&j->wake);
	pthread_mutex_unlock(&j->lock);
	pthread_join(j->thread, NULL);
	pthread_cond_destroy(&j->wake);
	pthread_mutex_destroy(&j->lock);
}
