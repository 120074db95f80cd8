#include "platform/loop.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

/* Slots 0..2 of the table are the loop's own fds. */
enum { SLOT_SIGNAL, SLOT_TIMER, SLOT_WAKE, SLOT_FIRST_USER };

static void signal_mask(sigset_t *set)
{
	sigemptyset(set);
	sigaddset(set, SIGINT);
	sigaddset(set, SIGTERM);
	sigaddset(set, SIGHUP);
}

static void on_signal(void *ctx, int fd, short revents)
{
	struct loop *loop = ctx;
	struct signalfd_siginfo info;
	(void)revents;
	while (read(fd, &info, sizeof info) == (ssize_t)sizeof info) {
		loop->quit = true;
		loop->quit_signal = (int)info.ssi_signo;
	}
}

static void on_timer(void *ctx, int fd, short revents)
{
	struct loop *loop = ctx;
	uint64_t n;
	(void)revents;
	if (read(fd, &n, sizeof n) == (ssize_t)sizeof n && loop->on_tick)
		loop->on_tick(loop->tick_ctx, n);
}

static void on_wake(void *ctx, int fd, short revents)
{
	struct loop *loop = ctx;
	uint64_t n;
	(void)revents;
	if (read(fd, &n, sizeof n) == (ssize_t)sizeof n && loop->on_wake)
		loop->on_wake(loop->wake_ctx, n);
}

int loop_init(struct loop *loop)
{
	sigset_t set;
	int err = 0;

	memset(loop, 0, sizeof *loop);
	loop->signal_fd = loop->timer_fd = loop->wake_fd = -1;
	signal_mask(&set);
	/* Blocked, the signals queue for the signalfd instead of killing us
	 * before the display is restored. */
	if (pthread_sigmask(SIG_BLOCK, &set, NULL) != 0) {
		err = -EINVAL;
		goto out;
	}
	loop->signal_fd = signalfd(-1, &set, SFD_NONBLOCK | SFD_CLOEXEC);
	loop->timer_fd = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
	loop->wake_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	if (loop->signal_fd < 0 || loop->timer_fd < 0 || loop->wake_fd < 0) {
		err = -errno;
		goto out;
	}
	loop_add(loop, loop->signal_fd, POLLIN, on_signal, loop);
	loop_add(loop, loop->timer_fd, POLLIN, on_timer, loop);
	loop_add(loop, loop->wake_fd, POLLIN, on_wake, loop);
out:
	if (err)
		loop_close(loop);
	return err;
}

void loop_close(struct loop *loop)
{
	sigset_t set;
	int *own[] = { &loop->signal_fd, &loop->timer_fd, &loop->wake_fd };
	for (int i = 0; i < 3; i++) {
		if (*own[i] >= 0)
			close(*own[i]);
		*own[i] = -1;
	}
	loop->count = 0;
	/* A signal that came after the loop stopped reading (a second SIGTERM
	 * while shutting down) is still pending: take it now, or unblocking
	 * would kill the program with it after its clean shutdown. */
	signal_mask(&set);
	const struct timespec now = { 0, 0 };
	for (int sig; (sig = sigtimedwait(&set, NULL, &now)) > 0;)
		loop->quit_signal = sig;
	pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}

static int find(const struct loop *loop, int fd)
{
	for (int i = 0; i < loop->count; i++)
		if (loop->fds[i].fd == fd)
			return i;
	return -1;
}

int loop_add(struct loop *loop, int fd, short events, loop_fd_fn *fn, void *ctx)
{
	if (find(loop, fd) >= 0)
		return -EEXIST;
	if (loop->count == LOOP_MAX_SOURCES)
		return -ENOSPC;
	loop->fds[loop->count] = (struct pollfd){ .fd = fd, .events = events };
	loop->sources[loop->count] = (struct loop_source){ fn, ctx };
	loop->count++;
	return 0;
}

int loop_remove(struct loop *loop, int fd)
{
	int i = find(loop, fd);
	if (i < SLOT_FIRST_USER)
		return -ENOENT;
	loop->count--;
	loop->fds[i] = loop->fds[loop->count];
	loop->sources[i] = loop->sources[loop->count];
	return 0;
}

void loop_set_tick(struct loop *loop, loop_count_fn *fn, void *ctx)
{
	loop->on_tick = fn;
	loop->tick_ctx = ctx;
}

void loop_set_wake(struct loop *loop, loop_count_fn *fn, void *ctx)
{
	loop->on_wake = fn;
	loop->wake_ctx = ctx;
}

int loop_arm(struct loop *loop, bool on, uint32_t delay_ms)
{
	struct itimerspec spec = { 0 };
	if (on) {
		spec.it_value.tv_sec = delay_ms / 1000;
		spec.it_value.tv_nsec = (long)(delay_ms % 1000) * 1000000L;
		/* All zeros would disarm it: "now" is the next nanosecond. */
		if (!delay_ms)
			spec.it_value.tv_nsec = 1;
	}
	return timerfd_settime(loop->timer_fd, 0, &spec, NULL) ? -errno : 0;
}

bool loop_armed(const struct loop *loop)
{
	struct itimerspec spec;
	if (timerfd_gettime(loop->timer_fd, &spec))
		return false;
	return spec.it_value.tv_sec || spec.it_value.tv_nsec;
}

int loop_post_wake(struct loop *loop)
{
	uint64_t one = 1;
	return write(loop->wake_fd, &one, sizeof one) == (ssize_t)sizeof one ? 0 : -errno;
}

int loop_run_once(struct loop *loop, int timeout_ms)
{
	/* A snapshot, because callbacks may add or remove sources. */
	struct pollfd ready[LOOP_MAX_SOURCES];
	int n = loop->count;

	memcpy(ready, loop->fds, sizeof ready[0] * (size_t)n);
	if (poll(ready, (nfds_t)n, timeout_ms) < 0)
		return errno == EINTR ? 0 : -errno;
	for (int i = 0; i < n && !loop->quit; i++) {
		if (!ready[i].revents)
			continue;
		int j = find(loop, ready[i].fd);
		if (j < 0)
			continue; /* removed by an earlier callback */
		loop->sources[j].fn(loop->sources[j].ctx, ready[i].fd, ready[i].revents);
	}
	return 0;
}

int loop_run(struct loop *loop)
{
	int err = 0;
	while (!loop->quit && !err)
		err = loop_run_once(loop, -1);
	return err;
}

void loop_quit(struct loop *loop)
{
	loop->quit = true;
}
