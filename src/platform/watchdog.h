/* systemd's service notifications, written by hand on a datagram socket
 * (the sd_notify protocol, without libsystemd): READY=1 once the game is on
 * the screen, WATCHDOG=1 from the poll loop while it runs, STOPPING=1 on the
 * way out.  The unit's WatchdogSec= sets $WATCHDOG_USEC; systemd kills and
 * restarts a program that stops pinging (a loop stuck in a callback).
 *
 * Everything is opened at start-up: the socket connected to $NOTIFY_SOCKET
 * and, only when $WATCHDOG_USEC is set for this process, a periodic timerfd
 * that the loop watches.  A ping is a send() from the loop's callback: no
 * allocation after the seal.  Without a watchdog nothing is added to the
 * loop, so an idle kiosk is never woken for it; with one, it is woken once
 * every half of $WATCHDOG_USEC, the rate systemd asks for.
 *
 *   watchdog_open()     at start-up: the environment, the socket, the timer
 *   watchdog_start()    READY=1 and the pings from the loop
 *   watchdog_close()    STOPPING=1, then the descriptors */
#ifndef TESSERA_PLATFORM_WATCHDOG_H
#define TESSERA_PLATFORM_WATCHDOG_H

#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/un.h>

#include "platform/loop.h"

struct watchdog {
	int socket_fd;		/* a datagram socket for $NOTIFY_SOCKET, or -1: not run by systemd */
	struct sockaddr_un address;	/* $NOTIFY_SOCKET, looked up at each send (systemd may re-exec) */
	socklen_t address_len;
	int timer_fd;		/* the pings' periodic timer, or -1: no watchdog */
	uint64_t interval_us;	/* half of $WATCHDOG_USEC; 0 without a watchdog */
	uint64_t pings;		/* WATCHDOG=1 messages sent */
	int send_error;		/* the last failed send's negative errno, or 0 */
	struct loop *loop;	/* the loop the timer was added to */
};

/* Reads $NOTIFY_SOCKET (a path, or "@name" for the abstract namespace),
 * $WATCHDOG_USEC and $WATCHDOG_PID (the watchdog is another process's when
 * the pid is not ours), makes the socket and the timer.  Without
 * $NOTIFY_SOCKET there is nothing to do: returns 0 with both fds -1.
 * Returns 0, or a negative errno with what went wrong in msg (the program
 * runs on; under Type=notify systemd will give up on it). */
int watchdog_open(struct watchdog *w, char *msg, size_t msglen);

/* Sends one notification ("READY=1", "STOPPING=1", "STATUS=..."): 0, also
 * when there is no socket, or a negative errno. */
int watchdog_notify(struct watchdog *w, const char *state);

/* Tells systemd the program is ready and, with a watchdog, arms the timer
 * and adds it to loop: each expiry sends WATCHDOG=1.  Returns 0 or a
 * negative errno (the loop's table is full, the timer cannot be armed). */
int watchdog_start(struct watchdog *w, struct loop *loop);

/* Sends STOPPING=1 (when open), takes the timer out of the loop and closes
 * both descriptors.  Safe after any watchdog_open, whatever it returned,
 * and safe to call twice. */
void watchdog_close(struct watchdog *w);

#endif
