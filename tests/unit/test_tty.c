/* The kiosk's terminal (platform/tty.h), on a pseudo-terminal: raw mode
 * while taken (Ctrl-C is a byte, not a signal), the settings it had put
 * back exactly on release and after a crash, input typed meanwhile dropped,
 * something that is not a terminal refused untouched.  The virtual-console
 * part (KD_GRAPHICS, the keyboard off) needs a console: the installed
 * system's test checks it on tty1 (tests/e2e/run-system). */
#include "check.h"
#include "platform/tty.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static int master = -1;
static char slave_name[64];

/* A fresh pseudo-terminal; its slave's fd. */
static int open_pty(void)
{
	if (master >= 0)
		close(master);
	master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
	if (master < 0 || grantpt(master) || unlockpt(master) || ptsname_r(master, slave_name, sizeof slave_name))
		return -1;
	return open(slave_name, O_RDWR | O_NOCTTY | O_CLOEXEC);
}

static bool same_settings(const struct termios *a, const struct termios *b)
{
	return a->c_iflag == b->c_iflag && a->c_oflag == b->c_oflag && a->c_cflag == b->c_cflag &&
	       a->c_lflag == b->c_lflag && memcmp(a->c_cc, b->c_cc, sizeof a->c_cc) == 0;
}

/* Settings no default has: line editing without echo, a changed VINTR. */
static void unusual_settings(int fd, struct termios *out)
{
	tcgetattr(fd, out);
	out->c_lflag |= ICANON | ISIG;
	out->c_lflag &= ~(tcflag_t)ECHO;
	out->c_cc[VINTR] = 0x07;
	tcsetattr(fd, TCSANOW, out);
	tcgetattr(fd, out);
}

static void test_raw_while_taken_restored_after(void)
{
	struct tty t;
	struct termios before, now;
	char msg[200];
	int fd = open_pty();
	CHECK(fd >= 0);
	unusual_settings(fd, &before);
	CHECK_INT(tty_take(&t, fd, msg, sizeof msg), 0);
	CHECK_MSG(!t.vt, "a pty is not a virtual console");
	tcgetattr(fd, &now);
	CHECK(!(now.c_lflag & (ICANON | ECHO | ISIG | IEXTEN)));
	CHECK(!(now.c_iflag & (IXON | ICRNL)));
	CHECK_INT(now.c_oflag, before.c_oflag);	/* messages keep their line ends */
	/* Typed while the game runs: dropped at the end, not left for a shell. */
	CHECK_INT(write(master, "ls\r", 3), 3);
	tty_restore(&t);
	tcgetattr(fd, &now);
	CHECK_MSG(same_settings(&now, &before), "the settings from before the take are back");
	fcntl(fd, F_SETFL, O_NONBLOCK);
	char c;
	CHECK_INT(read(fd, &c, 1), -1);
	CHECK_INT(errno, EAGAIN);
	tty_restore(&t);	/* twice: nothing more happens */
	tcgetattr(fd, &now);
	CHECK(same_settings(&now, &before));
	close(fd);
}

static void test_not_a_terminal(void)
{
	struct tty t;
	char msg[200];
	int p[2];
	CHECK_INT(pipe(p), 0);
	CHECK_INT(tty_take(&t, p[0], msg, sizeof msg), -ENOTTY);
	CHECK_INT(t.fd, -1);
	tty_restore(&t);
	close(p[0]);
	close(p[1]);
}

/* A child whose controlling terminal is the pty's slave, as the unit's
 * tessera has tty1: it takes it, then does what `what` says. */
enum child_act { CHILD_READ_CTRL_C, CHILD_ABORT, CHILD_SEGV };

static pid_t child_on_pty(enum child_act what, int ready[2])
{
	pid_t pid = fork();
	if (pid != 0)
		return pid;
	struct tty t;
	char msg[200], c = 0;
	setsid();
	int fd = open(slave_name, O_RDWR);	/* the session's controlling terminal now */
	if (fd < 0 || tty_take(&t, fd, msg, sizeof msg))
		_exit(10);
	if (write(ready[1], "r", 1) != 1)
		_exit(11);
	if (what == CHILD_ABORT)
		abort();
	if (what == CHILD_SEGV)
		raise(SIGSEGV);
	/* Ctrl-C typed on the terminal: a byte to read, not SIGINT. */
	if (read(fd, &c, 1) != 1)
		_exit(12);
	tty_restore(&t);
	_exit(c == 0x03 ? 0 : 13);
}

static void wait_ready(int ready[2])
{
	char c;
	CHECK_INT(read(ready[0], &c, 1), 1);
}

static void test_ctrl_c_is_a_byte(void)
{
	int ready[2], status;
	struct termios before;
	int fd = open_pty();
	unusual_settings(fd, &before);
	before.c_cc[VINTR] = 0x03;
	tcsetattr(fd, TCSANOW, &before);
	CHECK_INT(pipe(ready), 0);
	pid_t pid = child_on_pty(CHILD_READ_CTRL_C, ready);
	wait_ready(ready);
	CHECK_INT(write(master, "\x03", 1), 1);
	CHECK_INT(waitpid(pid, &status, 0), pid);
	CHECK_MSG(WIFEXITED(status), "the child was not killed by the Ctrl-C it was typed");
	CHECK_INT(WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status), 0);
	close(ready[0]);
	close(ready[1]);
	close(fd);
}

/* A crash puts the terminal back before the signal ends the program. */
static void test_crash_restores(enum child_act what, int sig)
{
	int ready[2], status;
	struct termios before, after;
	int fd = open_pty();	/* kept open here: the settings outlive the child */
	unusual_settings(fd, &before);
	CHECK_INT(pipe(ready), 0);
	pid_t pid = child_on_pty(what, ready);
	wait_ready(ready);
	CHECK_INT(waitpid(pid, &status, 0), pid);
	tcgetattr(fd, &after);
	CHECK_MSG(same_settings(&after, &before), "the terminal's settings are back after the crash");
	/* Under AddressSanitizer its own SIGSEGV report ends the child instead. */
	if (sig != SIGSEGV || WIFSIGNALED(status))
		CHECK_INT(WIFSIGNALED(status) ? WTERMSIG(status) : -1, sig);
	close(ready[0]);
	close(ready[1]);
	close(fd);
}

static void test_abort_restores(void)
{
	test_crash_restores(CHILD_ABORT, SIGABRT);
}

static void test_segv_restores(void)
{
	test_crash_restores(CHILD_SEGV, SIGSEGV);
}

int main(void)
{
	RUN(test_raw_while_taken_restored_after);
	RUN(test_not_a_terminal);
	RUN(test_ctrl_c_is_a_byte);
	RUN(test_abort_restores);
	RUN(test_segv_restores);
	return check_finish();
}
