/* The poll loop: signals end it (and are recorded), the animation timer is
 * armed only on request, the AI eventfd wakes it, fd sources are dispatched
 * and can be removed from inside a callback. */
#include "check.h"
#include "platform/loop.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

static int calls_a, calls_b;
static uint64_t wake_count, ticks;

static void drain(int fd)
{
	char buf[64];
	while (read(fd, buf, sizeof buf) > 0)
		;
}

static void on_a(void *ctx, int fd, short revents)
{
	(void)ctx; (void)revents;
	calls_a++;
	drain(fd);
}

/* Removes the source it was called for, and the other one too. */
static void on_b_removes(void *ctx, int fd, short revents)
{
	struct loop *loop = ctx;
	(void)revents;
	calls_b++;
	loop_remove(loop, fd);
}

static void on_wake(void *ctx, uint64_t n)
{
	(void)ctx;
	wake_count += n;
}

static void on_tick(void *ctx, uint64_t n)
{
	struct loop *loop = ctx;
	ticks += n;
	loop_quit(loop);
}

static void test_signals_end_the_loop(void)
{
	const int sigs[] = { SIGTERM, SIGINT, SIGHUP };
	for (int i = 0; i < 3; i++) {
		struct loop loop;
		CHECK_INT(loop_init(&loop), 0);
		/* Blocked by loop_init, so raise() queues it for the signalfd
		 * instead of killing the test. */
		raise(sigs[i]);
		CHECK_INT(loop_run(&loop), 0);
		CHECK_INT(loop.quit_signal, sigs[i]);
		loop_close(&loop);
	}
}

/* A second SIGTERM while shutting down (after the loop stopped reading
 * its signalfd) must not kill the program when loop_close unblocks. */
static void test_signal_during_shutdown_is_taken(void)
{
	struct loop loop;
	CHECK_INT(loop_init(&loop), 0);
	raise(SIGTERM);
	CHECK_INT(loop_run(&loop), 0);
	raise(SIGTERM);		/* pending: nobody reads the signalfd any more */
	raise(SIGHUP);
	loop.quit_signal = 0;
	loop_close(&loop);	/* without the drain this process dies here */
	CHECK(loop.quit_signal == SIGTERM || loop.quit_signal == SIGHUP);
}

/* The timer fires once, at its deadline, and is disarmed after: an idle
 * kiosk sleeps until the next event. */
static void test_timer_fires_once_at_its_deadline(void)
{
	struct loop loop;
	struct timespec t0, t1;
	CHECK_INT(loop_init(&loop), 0);
	CHECK(!loop_armed(&loop));
	loop_set_tick(&loop, on_tick, &loop);
	/* t0 before arming: the deadline counts from the arm, and a pause
	 * between the two on a loaded machine would otherwise shorten t1 - t0. */
	clock_gettime(CLOCK_MONOTONIC, &t0);
	CHECK_INT(loop_arm(&loop, true, 30), 0);
	CHECK(loop_armed(&loop));
	ticks = 0;
	CHECK_INT(loop_run(&loop), 0); /* on_tick quits */
	clock_gettime(CLOCK_MONOTONIC, &t1);
	CHECK_INT(ticks, 1);
	/* Not before its time (a lower bound only: the machine may be slow). */
	CHECK((t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000 >= 29);
	CHECK(!loop_armed(&loop));
	/* Armed for "now" it fires too; disarmed it does not. */
	loop.quit = false;
	CHECK_INT(loop_arm(&loop, true, 0), 0);
	CHECK_INT(loop_run(&loop), 0);
	CHECK_INT(ticks, 2);
	CHECK_INT(loop_arm(&loop, true, 1000), 0);
	CHECK_INT(loop_arm(&loop, false, 0), 0);
	CHECK(!loop_armed(&loop));
	CHECK_INT(loop_run_once(&loop, 50), 0);
	CHECK_INT(ticks, 2);
	loop_close(&loop);
}

static void test_wake_from_the_ai_is_delivered(void)
{
	struct loop loop;
	CHECK_INT(loop_init(&loop), 0);
	loop_set_wake(&loop, on_wake, NULL);
	wake_count = 0;
	CHECK_INT(loop_post_wake(&loop), 0);
	CHECK_INT(loop_post_wake(&loop), 0);
	CHECK_INT(loop_run_once(&loop, -1), 0);
	CHECK_INT(wake_count, 2);
	loop_close(&loop);
}

static void test_sources_dispatch_and_remove(void)
{
	struct loop loop;
	int a[2], b[2];
	CHECK_INT(loop_init(&loop), 0);
	CHECK_INT(pipe2(a, O_NONBLOCK), 0);
	CHECK_INT(pipe2(b, O_NONBLOCK), 0);
	CHECK_INT(loop_add(&loop, a[0], POLLIN, on_a, NULL), 0);
	CHECK_INT(loop_add(&loop, a[0], POLLIN, on_a, NULL), -EEXIST);
	CHECK_INT(loop_add(&loop, b[0], POLLIN, on_b_removes, &loop), 0);
	calls_a = calls_b = 0;
	CHECK_INT(write(a[1], "x", 1), 1);
	CHECK_INT(write(b[1], "y", 1), 1);
	CHECK_INT(loop_run_once(&loop, -1), 0);
	CHECK_INT(calls_a, 1);
	CHECK_INT(calls_b, 1);
	/* b was removed: its unread byte no longer dispatches. */
	CHECK_INT(write(a[1], "x", 1), 1);
	CHECK_INT(loop_run_once(&loop, -1), 0);
	CHECK_INT(calls_a, 2);
	CHECK_INT(calls_b, 1);
	CHECK_INT(loop_remove(&loop, b[0]), -ENOENT);
	CHECK_INT(loop_remove(&loop, loop.signal_fd), -ENOENT); /* its own fds stay */
	int added = 0, err = 0;
	while (!err) {
		err = loop_add(&loop, 1000 + added, POLLIN, on_a, NULL);
		added += !err;
	}
	CHECK_INT(err, -ENOSPC);
	CHECK_INT(loop.count, LOOP_MAX_SOURCES);
	loop_close(&loop);
	close(a[0]); close(a[1]); close(b[0]); close(b[1]);
}

int main(void)
{
	RUN(test_signal_during_shutdown_is_taken);
	RUN(test_signals_end_the_loop);
	RUN(test_timer_fires_once_at_its_deadline);
	RUN(test_wake_from_the_ai_is_delivered);
	RUN(test_sources_dispatch_and_remove);
	return check_finish();
}
