/* The kiosk's console (tessera --kiosk): the terminal on standard input,
 * tty1 under the systemd unit, becomes the game's while it runs.
 *
 *   - raw mode: no echo, no line editing, no signals from the keyboard
 *     (Ctrl-C, Ctrl-\ and Ctrl-Z are plain bytes nobody reads);
 *   - on a Linux virtual console, KDSETMODE KD_GRAPHICS (the kernel's text
 *     console draws nothing, blanks nothing, over the game) and KDSKBMODE
 *     K_OFF (the keyboard gives neither bytes nor VT switches: Ctrl-Alt-F2,
 *     Alt-Left and the like do nothing);
 *   - restored on exit: the saved termios, keyboard mode and KD_TEXT (the
 *     text console redraws), and the input typed meanwhile is dropped.  A
 *     crash (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT) restores it too, from
 *     the signal handler, before the signal takes its course.
 *
 * The VT ioctls need the terminal to be the caller's controlling terminal
 * (the unit's StandardInput=tty makes it so) or CAP_SYS_TTY_CONFIG. */
#ifndef TESSERA_PLATFORM_TTY_H
#define TESSERA_PLATFORM_TTY_H

#include <stdbool.h>
#include <stddef.h>
#include <termios.h>

struct tty {
	int fd;			/* the terminal taken, or -1 */
	bool vt;		/* a virtual console: its display and keyboard modes were changed */
	struct termios saved;	/* the terminal's settings before */
	int saved_kd_mode;	/* KD_TEXT, normally */
	int saved_kb_mode;	/* K_UNICODE or K_XLATE, normally */
};

/* Takes the terminal fd (not closed here) as described above.  Returns 0;
 * -ENOTTY when fd is not a terminal (nothing was changed); or another
 * negative errno with what failed in msg, everything already changed put
 * back.  On a terminal that is not a virtual console (a pty, a serial line)
 * only the raw mode is taken; t->vt says which. */
int tty_take(struct tty *t, int fd, char *msg, size_t msglen);

/* Puts the terminal back as it was.  Async-signal-safe; safe to call twice
 * and on a tty never taken, if tty_forget or tty_take ran on it first. */
void tty_restore(struct tty *t);

/* A struct tty that holds nothing (fd -1): what tty_restore leaves alone. */
void tty_forget(struct tty *t);

#endif
