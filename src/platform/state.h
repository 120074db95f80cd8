/* Saved state: small named blobs in the state directory ($STATE_DIRECTORY,
 * as systemd's StateDirectory= sets it, else ~/.local/state/tessera), so a
 * restart - a power cut, a crash, the kiosk unit restarting - resumes the
 * game in progress.  Each file is a header (magic, format version, the
 * build's layout tag, length, CRC-32) and the blob, written atomically
 * (temporary file, fsync, rename, fsync of the directory).  A file that
 * does not check out (or is not a regular file at all: a FIFO, a link) is
 * set aside as NAME.bad.1, .2, ... and reported, never trusted; so is one
 * that cannot be read at all (permissions, an I/O error), and one that
 * cannot even be moved is held: never saved over nor removed, as is a good
 * one the program cannot use in this run (state_keep).  A read-only
 * directory still gives what it holds; an unusable one is a warning for
 * the caller, never a crash. */
#ifndef TESSERA_PLATFORM_STATE_H
#define TESSERA_PLATFORM_STATE_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Names of files a load could neither use nor set aside, kept as found:
 * up to STATE_HELD_MAX names of STATE_NAME_MAX bytes; past that, all. */
enum { STATE_HELD_MAX = 4, STATE_NAME_MAX = 32 };

enum { STATE_WHY_MAX = 160 };

struct state_dir {
	char path[PATH_MAX];
	bool writable;		/* false: saved games load, new turns are not kept */
	char held[STATE_HELD_MAX][STATE_NAME_MAX];
	char held_why[STATE_HELD_MAX][STATE_WHY_MAX];	/* state_keep's reason; "": could not be set aside */
	bool hold_all;		/* more held than that: nothing is saved */
};

/* Files set aside, NAME.bad.1 to NAME.bad.STATE_BAD_KEEP: with all taken the
 * oldest goes, so the newest are kept. */
enum { STATE_BAD_KEEP = 9 };

/* Where the state directory is (path, size bytes), without looking at it
 * or making it: for a program that only reads what is there.  Returns 0,
 * or -ENOENT with path "" and a sentence in msg when neither
 * $STATE_DIRECTORY nor $HOME is set. */
int state_dir_path(char *path, size_t size, char *msg, size_t msglen);

/* Finds (and creates, mode 0700) the directory.  Returns 0, or a negative
 * errno with a sentence in msg (-ENOTDIR: the path is not a directory).  A directory that can be read but not
 * written is 0 with d->writable false and a warning in msg (else msg is
 * ""). */
int state_dir_open(struct state_dir *d, char *msg, size_t msglen);

/* Writes name (a plain file name) atomically.  `tag` identifies the blob's
 * layout (e.g. its struct size and version): a load with another tag is
 * refused as stale.  Returns 0 or a negative errno, msg says why: -EBUSY
 * for a name held by state_load or state_set_aside (the file there is kept
 * as found). */
int state_save(const struct state_dir *d, const char *name, uint32_t tag, const void *data, size_t len,
	       char *msg, size_t msglen);

/* Reads name into buf (exactly len bytes expected).  Returns 0; -ENOENT
 * when there is none; -EINVAL when it is not a regular file, damaged,
 * short, of another layout or fails its CRC; another negative errno when it
 * cannot be opened or read (-EACCES, -EIO).  Every error but -ENOENT sets
 * the file aside as NAME.bad.N (msg: "PATH: WHY; set aside as PATH.bad.N"),
 * or, when even that fails, holds name (msg says it is kept as it is), so
 * a later save never replaces a game that could not be read.  A temporary
 * file left by a save that was killed is removed first.  Never blocks (a
 * FIFO is refused, not read). */
int state_load(struct state_dir *d, const char *name, uint32_t tag, void *buf, size_t len, char *msg,
	       size_t msglen);

/* As state_load, and a file of the blob's older layout (old_tag, old_len
 * bytes: a layout that grew at its end) is read too: its bytes fill the
 * start of buf and the rest is zeroed.  old_len 0: none. */
int state_load_grown(struct state_dir *d, const char *name, uint32_t tag, void *buf, size_t len, uint32_t old_tag,
		     size_t old_len, char *msg, size_t msglen);

/* Sets name aside as NAME.bad.N (as state_load does with a file that does
 * not check out) because of why: a file whose contents the program refused
 * after loading it (a saved game that does not replay).  Returns 0 with
 * msg "PATH: WHY; set aside as PATH.bad.N", or a negative errno with msg
 * saying it could not be moved (then name is held, as by state_load; a
 * missing file, -ENOENT, is not). */
int state_set_aside(struct state_dir *d, const char *name, const char *why, char *msg, size_t msglen);

/* Holds name as it is, because of why: a good file this run cannot use (a
 * saved game that needs what this run lacks), for a later run that can.
 * Until then no save or removal of this run touches it (a save says why).
 * Returns 0 with msg "PATH: WHY; kept as it is ...", or -ENOENT when there
 * is none. */
int state_keep(struct state_dir *d, const char *name, const char *why, char *msg, size_t msglen);

/* Removes name (a finished game, or one dropped), then fsyncs the
 * directory, so a power cut cannot bring it back.  Missing is fine; a held
 * name stays. */
void state_remove(const struct state_dir *d, const char *name);

#endif
