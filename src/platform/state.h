/* Saved state: small named blobs in the state directory ($STATE_DIRECTORY,
 * as systemd's StateDirectory= sets it, else ~/.local/state/tessera), so a
 * restart - a power cut, a crash, the kiosk unit restarting - resumes the
 * game in progress.  Each file is a header (magic, format version, the
 * build's layout tag, length, CRC-32) and the blob, written atomically
 * (temporary file, fsync, rename, fsync of the directory).  A file that
 * does not check out is set aside as NAME.bad and reported, never trusted.
 * An unwritable directory is a warning for the caller, never a crash. */
#ifndef TESSERA_PLATFORM_STATE_H
#define TESSERA_PLATFORM_STATE_H

#include <limits.h>
#include <stddef.h>
#include <stdint.h>

struct state_dir {
	char path[PATH_MAX];
};

/* Finds (and creates, mode 0700) the directory.  Returns 0, or a negative
 * errno with a sentence in msg. */
int state_dir_open(struct state_dir *d, char *msg, size_t msglen);

/* Writes name (a plain file name) atomically.  `tag` identifies the blob's
 * layout (e.g. its struct size and version): a load with another tag is
 * refused as stale.  Returns 0 or a negative errno, msg says why. */
int state_save(const struct state_dir *d, const char *name, uint32_t tag, const void *data, size_t len,
	       char *msg, size_t msglen);

/* Reads name into buf (exactly len bytes expected).  Returns 0; -ENOENT
 * when there is none; -EINVAL when it is damaged, short, of another layout
 * or fails its CRC (then it is renamed NAME.bad and msg says so); another
 * negative errno for I/O trouble. */
int state_load(const struct state_dir *d, const char *name, uint32_t tag, void *buf, size_t len, char *msg,
	       size_t msglen);

/* Removes name (a finished game).  Missing is fine. */
void state_remove(const struct state_dir *d, const char *name);

#endif
