/* The one poll() loop that owns the screen and the game.
 *
 * It waits on a fixed table of file descriptors (the DRM fd, evdev fds,
 * inotify, later sockets) plus three of its own: a signalfd for SIGINT,
 * SIGTERM and SIGHUP (which end the loop so the caller can restore the
 * display), a one-shot timerfd armed only for the screens' next deadline (an
 * animation frame, a long press, the computer's pause: an idle kiosk sleeps
 * in poll()), and an eventfd the AI worker thread writes to when its move is
 * ready.  Nothing allocates: the table is part of struct loop. */
#ifndef TESSERA_PLATFORM_LOOP_H
#define TESSERA_PLATFORM_LOOP_H

#include <poll.h>
#include <stdbool.h>
#include <stdint.h>

enum {
	LOOP_MAX_SOURCES = 24,
};

/* Called when fd is ready; revents as poll() reports them. */
typedef void loop_fd_fn(void *ctx, int fd, short revents);
/* Called when the timer expires (the count is 1) or for the AI wake-up (the
 * eventfd counter). */
typedef void loop_count_fn(void *ctx, uint64_t count);

struct loop_source {
	loop_fd_fn *fn;
	void *ctx;
};

struct loop {
	struct pollfd fds[LOOP_MAX_SOURCES];
	struct loop_source sources[LOOP_MAX_SOURCES];
	int count;
	int signal_fd, timer_fd, wake_fd;
	loop_count_fn *on_tick, *on_wake;
	void *tick_ctx, *wake_ctx;
	bool quit;
	int quit_signal; /* the signal that ended the loop, or 0 */
};

/* Blocks SIGINT, SIGTERM and SIGHUP for the calling thread (call it before
 * starting threads, so they inherit the mask) and creates the signalfd,
 * timerfd and eventfd.  Returns 0 or a negative errno. */
int loop_init(struct loop *loop);

/* Releases the loop's own descriptors and unblocks the signals; a signal
 * still pending is taken first (noted in quit_signal), so it cannot kill
 * the program after a clean shutdown.  Does not close the fds added with
 * loop_add. */
void loop_close(struct loop *loop);

/* Watches fd for events; fn is called from loop_run_once when it is ready.
 * Returns 0, -EEXIST if fd is already watched, -ENOSPC when the table is full. */
int loop_add(struct loop *loop, int fd, short events, loop_fd_fn *fn, void *ctx);

/* Stops watching fd (safe from inside a callback).  Returns 0 or -ENOENT. */
int loop_remove(struct loop *loop, int fd);

void loop_set_tick(struct loop *loop, loop_count_fn *fn, void *ctx);
void loop_set_wake(struct loop *loop, loop_count_fn *fn, void *ctx);

/* Arms the timer to fire once, delay_ms from now (0: at once), replacing
 * any earlier deadline; on false disarms it.  Returns 0 or -errno. */
int loop_arm(struct loop *loop, bool on, uint32_t delay_ms);

/* Whether the timer is armed, as the kernel sees it. */
bool loop_armed(const struct loop *loop);

/* Wakes the loop from another thread (the AI worker): async-signal and
 * thread safe.  Returns 0 or -errno. */
int loop_post_wake(struct loop *loop);

/* Waits up to timeout_ms (-1: forever) and dispatches what is ready.
 * Returns 0 or a negative errno; EINTR is not an error. */
int loop_run_once(struct loop *loop, int timeout_ms);

/* Runs until loop_quit or one of the signals.  Returns 0 or a negative errno. */
int loop_run(struct loop *loop);

void loop_quit(struct loop *loop);

#endif
