#include "platform/tty.h"

#include <errno.h>
#include <linux/kd.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

/* A crash must not leave the console without a keyboard: these signals put
 * the terminal back first.  One terminal per process can be taken. */
static const int crash_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT };
enum { CRASH_SIGNALS = sizeof crash_signals / sizeof crash_signals[0] };
static struct sigaction crash_previous[CRASH_SIGNALS];
static struct tty *volatile crash_tty;

static void on_crash(int sig)
{
	struct tty *t = crash_tty;
	if (t)
		tty_restore(t);	/* also puts the previous handlers back */
	/* Blocked while we run: delivered to the previous handler (by default:
	 * the end of the program, and a core) as we return. */
	raise(sig);
}

static void catch_crashes(struct tty *t)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_crash;
	sigemptyset(&sa.sa_mask);
	crash_tty = t;
	for (int i = 0; i < CRASH_SIGNALS; i++)
		sigaction(crash_signals[i], &sa, &crash_previous[i]);
}

static void release_crashes(void)
{
	if (!crash_tty)
		return;
	crash_tty = NULL;
	for (int i = 0; i < CRASH_SIGNALS; i++)
		sigaction(crash_signals[i], &crash_previous[i], NULL);
}

void tty_forget(struct tty *t)
{
	memset(t, 0, sizeof *t);
	t->fd = -1;
}

void tty_restore(struct tty *t)
{
	if (t->fd < 0)
		return;
	int fd = t->fd;
	t->fd = -1;
	if (crash_tty == t)
		release_crashes();
	if (t->vt) {
		ioctl(fd, KDSKBMODE, t->saved_kb_mode);
		ioctl(fd, KDSETMODE, t->saved_kd_mode);
	}
	/* What was typed meanwhile must not reach the next reader (a shell). */
	tcflush(fd, TCIFLUSH);
	tcsetattr(fd, TCSANOW, &t->saved);
}

/* Raw input, output as it was (messages on the terminal keep their line ends). */
static int take_raw(struct tty *t, int fd, char *msg, size_t msglen)
{
	struct termios raw;
	if (tcgetattr(fd, &t->saved)) {
		snprintf(msg, msglen, "cannot read the terminal's settings: %s", strerror(errno));
		return -errno;
	}
	raw = t->saved;
	cfmakeraw(&raw);
	raw.c_oflag = t->saved.c_oflag;
	if (tcsetattr(fd, TCSAFLUSH, &raw)) {
		snprintf(msg, msglen, "cannot set the terminal to raw mode: %s", strerror(errno));
		return -errno;
	}
	t->fd = fd;
	return 0;
}

/* The display in graphics mode and the keyboard off, on a virtual console. */
static int take_vt(struct tty *t, char *msg, size_t msglen)
{
	if (ioctl(t->fd, KDGKBMODE, &t->saved_kb_mode)) {
		snprintf(msg, msglen, "cannot read the console's keyboard mode: %s", strerror(errno));
		return -errno;
	}
	t->vt = true;
	const char *what = "the display to graphics mode (KDSETMODE)";
	int err = ioctl(t->fd, KDSETMODE, KD_GRAPHICS) ? -errno : 0;
	if (!err) {
		what = "the keyboard off (KDSKBMODE)";
		err = ioctl(t->fd, KDSKBMODE, K_OFF) ? -errno : 0;
	}
	if (err)
		snprintf(msg, msglen, "cannot set %s: %s%s", what, strerror(-err),
			 err == -EPERM ? " (it is not this program's controlling terminal)" : "");
	return err;
}

int tty_take(struct tty *t, int fd, char *msg, size_t msglen)
{
	tty_forget(t);
	msg[0] = '\0';
	if (!isatty(fd)) {
		snprintf(msg, msglen, "not a terminal");
		return -ENOTTY;
	}
	int err = take_raw(t, fd, msg, msglen);
	if (err)
		return err;
	int kd_mode;
	if (ioctl(fd, KDGETMODE, &kd_mode) == 0) {
		t->saved_kd_mode = kd_mode;
		err = take_vt(t, msg, msglen);
	}
	if (err) {
		tty_restore(t);
		return err;
	}
	catch_crashes(t);
	return 0;
}
