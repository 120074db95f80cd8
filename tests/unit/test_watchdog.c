/* systemd's notifications by hand (platform/watchdog.h): READY=1, the
 * WATCHDOG=1 pings from the loop at half of $WATCHDOG_USEC, STOPPING=1;
 * nothing at all (no socket, no timer in the loop) when systemd did not ask;
 * a watchdog meant for another process is not ours; sent without allocating
 * (the plain build links the seal's wrappers and counts: make check-kiosk). */
#include "check.h"
#include "platform/seal.h"
#include "platform/watchdog.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/timerfd.h>
#include <sys/un.h>
#include <unistd.h>

static char dir[64], path[96];

/* A bound datagram socket standing in for systemd's; name "@x" is abstract. */
static int listen_at(const char *name)
{
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	size_t len = strlen(name);
	memcpy(a.sun_path, name, len);
	if (name[0] == '@')
		a.sun_path[0] = '\0';
	int fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	unlink(name);
	if (fd < 0 || bind(fd, (struct sockaddr *)&a, (socklen_t)(offsetof(struct sockaddr_un, sun_path) + len)))
		return -1;
	setenv("NOTIFY_SOCKET", name, 1);
	return fd;
}

/* The next message received, "" when none is waiting. */
static const char *received(int fd)
{
	static char buf[128];
	ssize_t n = recv(fd, buf, sizeof buf - 1, MSG_DONTWAIT);
	buf[n > 0 ? n : 0] = '\0';
	return buf;
}

static void clear_env(void)
{
	unsetenv("NOTIFY_SOCKET");
	unsetenv("WATCHDOG_USEC");
	unsetenv("WATCHDOG_PID");
}

/* Not under systemd: no socket, no timer, nothing added to the loop (an
 * idle kiosk is never woken), and every call a harmless no-op. */
static void test_nothing_without_notify_socket(void)
{
	struct watchdog w;
	struct loop loop;
	char msg[160];
	clear_env();
	setenv("WATCHDOG_USEC", "1000", 1);	/* ignored without a socket */
	CHECK_INT(watchdog_open(&w, msg, sizeof msg), 0);
	CHECK_INT(w.socket_fd, -1);
	CHECK_INT(w.timer_fd, -1);
	CHECK_INT(loop_init(&loop), 0);
	int sources = loop.count;
	CHECK_INT(watchdog_start(&w, &loop), 0);
	CHECK_INT(loop.count, sources);
	CHECK_INT(watchdog_notify(&w, "STATUS=x"), 0);
	watchdog_close(&w);
	watchdog_close(&w);
	loop_close(&loop);
}

/* READY=1 at the start; with $WATCHDOG_USEC a periodic timer in the loop
 * at half of it, whose every expiry sends WATCHDOG=1; STOPPING=1 at the end,
 * the timer out of the loop. */
static void test_ready_pings_and_stopping(void)
{
	struct watchdog w;
	struct loop loop;
	struct itimerspec spec;
	char msg[160];
	clear_env();
	int rx = listen_at(path);
	CHECK(rx >= 0);
	setenv("WATCHDOG_USEC", "60000", 1);
	CHECK_INT(watchdog_open(&w, msg, sizeof msg), 0);
	CHECK(w.timer_fd >= 0);
	CHECK_INT(w.interval_us, 30000);
	CHECK_INT(loop_init(&loop), 0);
	int sources = loop.count;
	CHECK_STR(received(rx), "");	/* nothing before start */
	CHECK_INT(watchdog_start(&w, &loop), 0);
	CHECK_STR(received(rx), "READY=1");
	CHECK_INT(loop.count, sources + 1);
	CHECK_INT(timerfd_gettime(w.timer_fd, &spec), 0);
	CHECK_INT(spec.it_interval.tv_sec, 0);
	CHECK_INT(spec.it_interval.tv_nsec, 30000000);
	/* Sealed, as in tessera: a ping allocates nothing. */
	unsigned long before = seal_violations();
	seal_memory();
	for (int i = 0; i < 3; i++) {
		uint64_t pings = w.pings;
		while (w.pings == pings)
			CHECK_INT(loop_run_once(&loop, 1000), 0);
	}
	seal_release();
	CHECK_INT(w.pings, 3);
	for (int i = 0; i < 3; i++)
		CHECK_STR(received(rx), "WATCHDOG=1");
	if (seal_watching())
		CHECK_INT(seal_violations() - before, 0);
	watchdog_close(&w);
	CHECK_STR(received(rx), "STOPPING=1");
	CHECK_INT(loop.count, sources);
	CHECK_INT(w.timer_fd, -1);
	loop_close(&loop);
	close(rx);
}

/* A socket but no $WATCHDOG_USEC, or one meant for another process
 * ($WATCHDOG_PID): READY=1 only, no timer; our own pid: the timer. */
static void test_watchdog_only_when_ours(void)
{
	struct watchdog w;
	struct loop loop;
	char msg[160], other[32], mine[32];
	clear_env();
	int rx = listen_at(path);
	CHECK_INT(loop_init(&loop), 0);
	int sources = loop.count;
	CHECK_INT(watchdog_open(&w, msg, sizeof msg), 0);
	CHECK(w.socket_fd >= 0);
	CHECK_INT(w.timer_fd, -1);
	CHECK_INT(watchdog_start(&w, &loop), 0);
	CHECK_STR(received(rx), "READY=1");
	CHECK_INT(loop.count, sources);
	watchdog_close(&w);
	CHECK_STR(received(rx), "STOPPING=1");

	snprintf(other, sizeof other, "%d", (int)getpid() + 1);
	snprintf(mine, sizeof mine, "%d", (int)getpid());
	setenv("WATCHDOG_USEC", "20000000", 1);
	setenv("WATCHDOG_PID", other, 1);
	CHECK_INT(watchdog_open(&w, msg, sizeof msg), 0);
	CHECK_INT(w.timer_fd, -1);
	watchdog_close(&w);
	setenv("WATCHDOG_PID", mine, 1);
	CHECK_INT(watchdog_open(&w, msg, sizeof msg), 0);
	CHECK(w.timer_fd >= 0);
	CHECK_INT(w.interval_us, 10000000);
	watchdog_close(&w);
	/* Not numbers, or zero: no watchdog. */
	unsetenv("WATCHDOG_PID");
	const char *bad[] = { "", "0", "-5", "12x", "abc" };
	for (int i = 0; i < 5; i++) {
		setenv("WATCHDOG_USEC", bad[i], 1);
		CHECK_INT(watchdog_open(&w, msg, sizeof msg), 0);
		CHECK_MSG(w.timer_fd == -1, bad[i]);
		watchdog_close(&w);
	}
	loop_close(&loop);
	close(rx);
}

/* "@name": the abstract namespace, as systemd may give it. */
static void test_abstract_socket(void)
{
	struct watchdog w;
	struct loop loop;
	char msg[160], name[64];
	clear_env();
	snprintf(name, sizeof name, "@tessera-test-watchdog-%d", (int)getpid());
	int rx = listen_at(name);
	CHECK(rx >= 0);
	CHECK_INT(watchdog_open(&w, msg, sizeof msg), 0);
	CHECK_INT(loop_init(&loop), 0);
	CHECK_INT(watchdog_start(&w, &loop), 0);
	CHECK_STR(received(rx), "READY=1");
	CHECK_INT(watchdog_notify(&w, "STATUS=playing"), 0);
	CHECK_STR(received(rx), "STATUS=playing");
	watchdog_close(&w);
	loop_close(&loop);
	close(rx);
}

/* A socket that is not one: a clear message, or the send's error. */
static void test_bad_sockets(void)
{
	struct watchdog w;
	struct loop loop;
	char msg[160], missing[128];
	clear_env();
	setenv("NOTIFY_SOCKET", "relative/notify", 1);
	CHECK_INT(watchdog_open(&w, msg, sizeof msg), -EINVAL);
	CHECK_MSG(strstr(msg, "relative/notify") != NULL, msg);
	watchdog_close(&w);
	char longname[200];
	memset(longname, 'x', sizeof longname - 1);
	longname[0] = '/';
	longname[sizeof longname - 1] = '\0';
	setenv("NOTIFY_SOCKET", longname, 1);
	CHECK(watchdog_open(&w, msg, sizeof msg) < 0);
	watchdog_close(&w);
	snprintf(missing, sizeof missing, "%s/nobody-listens", dir);
	setenv("NOTIFY_SOCKET", missing, 1);
	CHECK_INT(watchdog_open(&w, msg, sizeof msg), 0);
	CHECK_INT(loop_init(&loop), 0);
	CHECK_INT(watchdog_start(&w, &loop), -ENOENT);
	CHECK_INT(w.send_error, -ENOENT);
	watchdog_close(&w);
	loop_close(&loop);
}

int main(void)
{
	snprintf(dir, sizeof dir, "/tmp/tessera-watchdog-%d", (int)getpid());
	mkdir(dir, 0700);
	snprintf(path, sizeof path, "%s/notify", dir);
	RUN(test_nothing_without_notify_socket);
	RUN(test_ready_pings_and_stopping);
	RUN(test_watchdog_only_when_ours);
	RUN(test_abstract_socket);
	RUN(test_bad_sockets);
	clear_env();
	unlink(path);
	rmdir(dir);
	return check_finish();
}
