#include "platform/watchdog.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/timerfd.h>
#include <unistd.h>

/* $NAME as a positive number; 0 when unset or not one. */
static uint64_t env_number(const char *name)
{
	const char *v = getenv(name);
	char *end;
	if (!v || !*v || *v == '-')
		return 0;
	errno = 0;
	unsigned long long n = strtoull(v, &end, 10);
	return errno || *end ? 0 : (uint64_t)n;
}

/* $NOTIFY_SOCKET as an address: a path, or "@name" in the abstract namespace. */
static int notify_address(struct watchdog *w, const char *name, char *msg, size_t msglen)
{
	size_t len = strlen(name);
	if ((name[0] != '/' && name[0] != '@') || len < 2 || len > sizeof w->address.sun_path) {
		snprintf(msg, msglen, "$NOTIFY_SOCKET '%s' is not a socket path or @name", name);
		return -EINVAL;
	}
	w->address.sun_family = AF_UNIX;
	memcpy(w->address.sun_path, name, len);
	if (name[0] == '@')
		w->address.sun_path[0] = '\0';	/* abstract: the length says where it ends */
	else if (len == sizeof w->address.sun_path) {
		snprintf(msg, msglen, "$NOTIFY_SOCKET '%s' is too long", name);
		return -ENAMETOOLONG;
	}
	w->address_len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + len + (name[0] == '/'));
	return 0;
}

int watchdog_open(struct watchdog *w, char *msg, size_t msglen)
{
	memset(w, 0, sizeof *w);
	w->socket_fd = w->timer_fd = -1;
	msg[0] = '\0';
	const char *name = getenv("NOTIFY_SOCKET");
	if (!name || !*name)
		return 0;
	int err = notify_address(w, name, msg, msglen);
	if (err)
		return err;
	w->socket_fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (w->socket_fd < 0) {
		err = -errno;
		snprintf(msg, msglen, "cannot make a socket for systemd's notifications: %s", strerror(errno));
		return err;
	}
	/* The watchdog is ours unless systemd named another process. */
	uint64_t usec = env_number("WATCHDOG_USEC"), pid = env_number("WATCHDOG_PID");
	if (!usec || (pid && pid != (uint64_t)getpid()))
		return 0;
	w->timer_fd = timerfd_create(CLOCK_MONOTONIC, TFD_NONBLOCK | TFD_CLOEXEC);
	if (w->timer_fd < 0) {
		err = -errno;
		snprintf(msg, msglen, "cannot make the watchdog's timer: %s", strerror(errno));
		return err;
	}
	w->interval_us = usec / 2 ? usec / 2 : 1;
	return 0;
}

int watchdog_notify(struct watchdog *w, const char *state)
{
	if (w->socket_fd < 0)
		return 0;
	ssize_t n = sendto(w->socket_fd, state, strlen(state), MSG_NOSIGNAL, (const struct sockaddr *)&w->address,
			   w->address_len);
	w->send_error = n < 0 ? -errno : 0;
	return w->send_error;
}

static void on_timer(void *ctx, int fd, short revents)
{
	struct watchdog *w = ctx;
	uint64_t expirations;
	(void)revents;
	/* Late expirations count as one: the loop is alive now. */
	if (read(fd, &expirations, sizeof expirations) != (ssize_t)sizeof expirations)
		return;
	if (watchdog_notify(w, "WATCHDOG=1") == 0)
		w->pings++;
}

int watchdog_start(struct watchdog *w, struct loop *loop)
{
	int err = watchdog_notify(w, "READY=1");
	if (err || w->timer_fd < 0)
		return err;
	struct itimerspec spec = { 0 };
	spec.it_interval.tv_sec = (time_t)(w->interval_us / 1000000u);
	spec.it_interval.tv_nsec = (long)(w->interval_us % 1000000u) * 1000L;
	spec.it_value = spec.it_interval;
	if (timerfd_settime(w->timer_fd, 0, &spec, NULL))
		return -errno;
	err = loop_add(loop, w->timer_fd, POLLIN, on_timer, w);
	if (!err)
		w->loop = loop;
	return err;
}

void watchdog_close(struct watchdog *w)
{
	if (w->socket_fd >= 0)
		watchdog_notify(w, "STOPPING=1");
	if (w->loop)
		loop_remove(w->loop, w->timer_fd);
	w->loop = NULL;
	if (w->timer_fd >= 0)
		close(w->timer_fd);
	if (w->socket_fd >= 0)
		close(w->socket_fd);
	w->timer_fd = w->socket_fd = -1;
}
