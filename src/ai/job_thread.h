/* One thread that runs one job at a time for the main loop: the shared
 * machinery under the Reversi and Words computer players' workers
 * (rvai_thread.h, words_worker.h).  The owner keeps the request and result
 * in its own struct and fills or reads them between job_thread_claim /
 * job_thread_post and job_thread_take; `run` is called on the thread with
 * the lock released.  No allocation. */
#ifndef TESSERA_AI_JOB_THREAD_H
#define TESSERA_AI_JOB_THREAD_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>

enum job_state {
	JOB_IDLE,	/* waiting for a request */
	JOB_QUEUED,	/* request posted, not yet picked up */
	JOB_RUNNING,
	JOB_DONE,	/* result waiting to be taken */
	JOB_QUIT,	/* the thread is asked to end */
};

struct job_thread {
	pthread_t thread;
	pthread_mutex_t lock;
	pthread_cond_t wake;
	enum job_state state;
	atomic_bool cancel;	/* polled by the job without the lock */
	void (*run)(void *ctx);
	void *ctx;
	void (*notify)(void *user);	/* on the thread, when a result is ready */
	void *user;
};

/* Starts the thread.  Returns 0 or a negative errno. */
int job_thread_start(struct job_thread *j, void (*run)(void *ctx), void *ctx, void (*notify)(void *user),
		     void *user);
/* Locks j if it is idle (returns true): the caller writes its request and
 * then calls job_thread_post.  False (not locked) while busy. */
bool job_thread_claim(struct job_thread *j);
void job_thread_post(struct job_thread *j);
/* Locks j if a result is ready (returns true): the caller reads it and
 * then calls job_thread_release. */
bool job_thread_take(struct job_thread *j);
void job_thread_release(struct job_thread *j);
bool job_thread_busy(struct job_thread *j);
void job_thread_cancel(struct job_thread *j);
bool job_thread_cancelled(struct job_thread *j);
/* The cancel flag itself, for a job that polls a flag rather than calling
 * back (the Words player): set by job_thread_cancel, cleared only by
 * job_thread_post under the lock, so a cancel after the post is never lost. */
const atomic_bool *job_thread_cancel_flag(const struct job_thread *j);
/* Waits for a posted job to end and drops its done state: for jobs whose
 * result lives elsewhere. */
void job_thread_wait(struct job_thread *j);
/* Cancels, waits for a running job and drops its result. */
void job_thread_discard(struct job_thread *j);
/* Cancels, ends and joins the thread. */
void job_thread_stop(struct job_thread *j);

#endif
