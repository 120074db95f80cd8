#include "platform/state.h"
#include "platform/storage.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dict/dict_format.h"

#define STATE_MAGIC 0x54535354u	/* "TSST" */
#define STATE_VERSION 1u

struct state_header {
	uint32_t magic, version, tag, length, crc;
};

/* mkdir -p for the last two levels (~/.local/state/tessera). */
static int make_dirs(const char *path)
{
	char tmp[PATH_MAX];
	snprintf(tmp, sizeof tmp, "%s", path);
	for (char *p = tmp + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(tmp, 0700) && errno != EEXIST)
			return -errno;
		*p = '/';
	}
	if (mkdir(tmp, 0700) && errno != EEXIST)
		return -errno;
	return 0;
}

int state_dir_path(char *path, size_t size, char *msg, size_t msglen)
{
	const char *sd = getenv("STATE_DIRECTORY"), *home = getenv("HOME");
	if (sd && *sd) {
		/* systemd may list several, separated by colons: the first. */
		snprintf(path, size, "%.*s", (int)strcspn(sd, ":"), sd);
	} else if (home && *home) {
		snprintf(path, size, "%s/.local/state/tessera", home);
	} else {
		if (size)
			path[0] = '\0';
		snprintf(msg, msglen, "no state directory: neither $STATE_DIRECTORY nor $HOME is set");
		return -ENOENT;
	}
	return 0;
}

int state_dir_open(struct state_dir *d, char *msg, size_t msglen)
{
	int found = state_dir_path(d->path, sizeof d->path, msg, msglen);
	if (found)
		return found;
	memset(d->held, 0, sizeof d->held);
	memset(d->held_why, 0, sizeof d->held_why);
	d->hold_all = false;
	int err = make_dirs(d->path);
	struct stat st;
	/* One that exists read-only cannot be made again, and need not be. */
	if (err && stat(d->path, &st) == 0 && S_ISDIR(st.st_mode))
		err = 0;
	if (err) {
		snprintf(msg, msglen, "state directory %s: %s", d->path, strerror(-err));
		return err;
	}
	/* mkdir's EEXIST is also a file of that name: said here, once, rather
	 * than as every save's "Not a directory". */
	if (stat(d->path, &st) == 0 && !S_ISDIR(st.st_mode)) {
		snprintf(msg, msglen, "state directory %s is not a directory (a file of that name is in the way)",
			 d->path);
		return -ENOTDIR;
	}
	msg[0] = 0;
	/* Write without search (mode 0666) makes no file in it either. */
	d->writable = access(d->path, W_OK | X_OK) == 0;
	if (d->writable)
		return 0;
	if (access(d->path, R_OK | X_OK)) {
		err = -errno;
		snprintf(msg, msglen, "state directory %s is not usable: %s", d->path, strerror(errno));
		return err;
	}
	/* Nothing in this run saves (file_store_app gives no save), so the
	 * remedy includes a restart; and a read-only mount (a card the kernel
	 * remounted after errors, a bind mount) is no matter of owners. */
	int why = errno;
	snprintf(msg, msglen, "state directory %s is not writable (%s): a saved game is loaded, later turns are not "
		 "saved in this run (%s, then restart tessera)", d->path, strerror(why),
		 why == EROFS ? "remount it read-write" : "let the user this program runs as write it: chown or chmod it");
	return 0;
}

/* A name whose file a load could neither use nor set aside. */
static bool is_held(const struct state_dir *d, const char *name)
{
	if (d->hold_all)
		return true;
	for (int i = 0; i < STATE_HELD_MAX; i++)
		if (d->held[i][0] && strncmp(d->held[i], name, STATE_NAME_MAX) == 0)
			return true;
	return false;
}

/* Holds name; why "" when it could not be set aside, else state_keep's. */
static void hold(struct state_dir *d, const char *name, const char *why)
{
	if (is_held(d, name))
		return;
	for (int i = 0; i < STATE_HELD_MAX; i++)
		if (!d->held[i][0] && strlen(name) < STATE_NAME_MAX) {
			snprintf(d->held[i], STATE_NAME_MAX, "%s", name);
			snprintf(d->held_why[i], STATE_WHY_MAX, "%s", why);
			return;
		}
	/* No room to name it: the safe side is to save nothing. */
	d->hold_all = true;
}

/* state_keep's reason for holding name, or NULL. */
static const char *kept_why(const struct state_dir *d, const char *name)
{
	for (int i = 0; i < STATE_HELD_MAX; i++)
		if (d->held[i][0] && d->held_why[i][0] && strncmp(d->held[i], name, STATE_NAME_MAX) == 0)
			return d->held_why[i];
	return NULL;
}

int state_save(const struct state_dir *d, const char *name, uint32_t tag, const void *data, size_t len,
	       char *msg, size_t msglen)
{
	char path[PATH_MAX + 64], tmp[PATH_MAX + 80];
	snprintf(path, sizeof path, "%s/%s", d->path, name);
	const char *why = kept_why(d, name);
	if (why) {
		snprintf(msg, msglen, "not saving %s: the game there is kept for a later run (%s)", path, why);
		return -EBUSY;
	}
	if (is_held(d, name)) {
		snprintf(msg, msglen,
			 "not saving %s: the file there was refused at the start and could not be set aside, so it "
			 "is kept as it is (move it away and restart to save again)", path);
		return -EBUSY;
	}
	snprintf(tmp, sizeof tmp, "%s/.%s.tmp", d->path, name);
	struct state_header h = { STATE_MAGIC, STATE_VERSION, tag, (uint32_t)len, dict_crc32(0, data, len) };
	const struct storage_chunk chunks[] = { { &h, sizeof h }, { data, len } };
	int err = storage_replace_file(path, tmp, 0600, chunks, 2);
	/* The culprit named: the saved game itself is whole and untouched. */
	if (err == -EISDIR && storage_is_directory(tmp)) {
		snprintf(msg, msglen, "cannot save %s: %s, where each save is written first, is a directory with "
			 "something in it (no save leaves one; the saved game is untouched): move it away and the game "
			 "is saved at the next turn", path, tmp);
		return err;
	}
	if (err) {
		snprintf(msg, msglen, "cannot save %s: %s", path, strerror(-err));
		return err;
	}
	return 0;
}

static bool exists(const char *path)
{
	struct stat st;
	return lstat(path, &st) == 0;
}

/* Where the next file set aside goes: the first free PATH.bad.N, or with
 * all taken the last, after the oldest went and the others moved down. */
static void bad_name(const char *path, char *out, size_t size)
{
	char from[PATH_MAX + 80];
	for (int i = 1; i <= STATE_BAD_KEEP; i++) {
		snprintf(out, size, "%s.bad.%d", path, i);
		if (!exists(out))
			return;
	}
	for (int i = 2; i <= STATE_BAD_KEEP; i++) {
		snprintf(from, sizeof from, "%s.bad.%d", path, i);
		snprintf(out, size, "%s.bad.%d", path, i - 1);
		rename(from, out);
	}
	snprintf(out, size, "%s.bad.%d", path, STATE_BAD_KEEP);
}

/* 0 when d's name went to its PATH.bad.N, else a negative errno; msg says
 * which.  A file that stays (but is there: not -ENOENT) is held, so no
 * save or removal of this run replaces what could not be used. */
static int move_aside(struct state_dir *d, const char *name, char *msg, size_t msglen, const char *why)
{
	char path[PATH_MAX + 64], bad[PATH_MAX + 80];
	snprintf(path, sizeof path, "%s/%s", d->path, name);
	bad_name(path, bad, sizeof bad);
	if (rename(path, bad) == 0) {
		snprintf(msg, msglen, "%s: %s; set aside as %s", path, why, bad);
		return 0;
	}
	int err = -errno;
	if (err == -ENOENT) {
		snprintf(msg, msglen, "%s: %s; not used (it could not be set aside: %s)", path, why, strerror(-err));
		return err;
	}
	hold(d, name, "");
	snprintf(msg, msglen, "%s: %s; not used, and it could not be set aside (%s): it is kept as it is and "
		 "this game is not saved over it", path, why, strerror(-err));
	return err;
}

/* A load refused for why: the file goes aside (or is held); returns err. */
static int set_aside(struct state_dir *d, const char *name, char *msg, size_t msglen, const char *why, int err)
{
	move_aside(d, name, msg, msglen, why);
	return err;
}

int state_set_aside(struct state_dir *d, const char *name, const char *why, char *msg, size_t msglen)
{
	return move_aside(d, name, msg, msglen, why);
}

int state_keep(struct state_dir *d, const char *name, const char *why, char *msg, size_t msglen)
{
	char path[PATH_MAX + 64];
	snprintf(path, sizeof path, "%s/%s", d->path, name);
	struct stat st;
	if (lstat(path, &st) != 0) {
		snprintf(msg, msglen, "%s: %s", path, strerror(errno));
		return -ENOENT;
	}
	hold(d, name, why[0] ? why : "kept");
	snprintf(msg, msglen, "%s: %s; kept as it is for a run that can continue it (no game of this run is saved over it)",
		 path, why);
	return 0;
}

/* Opens a saved file for reading without blocking or following a link:
 * 0 with *fd, -ENOENT, another negative errno, or -EINVAL for what is not
 * a regular file (a FIFO, a device, a directory, a link). */
static int open_regular(const char *path, int *fd)
{
	*fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
	if (*fd < 0)
		return errno == ELOOP ? -EINVAL : -errno;
	struct stat st;
	if (fstat(*fd, &st) == 0 && S_ISREG(st.st_mode))
		return 0;
	close(*fd);
	*fd = -1;
	return -EINVAL;
}

int state_load(struct state_dir *d, const char *name, uint32_t tag, void *buf, size_t len, char *msg,
	       size_t msglen)
{
	return state_load_grown(d, name, tag, buf, len, tag, 0, msg, msglen);
}

int state_load_grown(struct state_dir *d, const char *name, uint32_t tag, void *buf, size_t len, uint32_t old_tag,
		     size_t old_len, char *msg, size_t msglen)
{
	char path[PATH_MAX + 64], tmp[PATH_MAX + 80];
	snprintf(path, sizeof path, "%s/%s", d->path, name);
	/* A save killed before its rename leaves its temporary file: the
	 * saved game itself is the last whole one. */
	snprintf(tmp, sizeof tmp, "%s/.%s.tmp", d->path, name);
	if (d->writable)
		unlink(tmp);
	int fd, err = open_regular(path, &fd);
	if (err == -ENOENT) {
		snprintf(msg, msglen, "%s: %s", path, strerror(-err));
		return err;
	}
	/* Unreadable is not absent: a game may be in there, and the next save
	 * would replace it.  A rename needs no read permission. */
	if (err)
		return set_aside(d, name, msg, msglen, storage_error_text(err), err);
	struct state_header h;
	ssize_t n = read(fd, &h, sizeof h);
	/* The older layout is the start of the newer: its bytes, then zeros. */
	bool older = n == (ssize_t)sizeof h && old_len && old_len < len && h.tag == old_tag && h.length == old_len;
	size_t want = older ? old_len : len;
	ssize_t m = n == (ssize_t)sizeof h ? read(fd, buf, want) : 0;
	char extra;
	ssize_t more = m == (ssize_t)want ? read(fd, &extra, 1) : 0;
	err = n < 0 || m < 0 || more < 0 ? -errno : 0;
	close(fd);
	if (err)
		return set_aside(d, name, msg, msglen, strerror(-err), err);
	if (n != (ssize_t)sizeof h || h.magic != STATE_MAGIC)
		return set_aside(d, name, msg, msglen, "not a saved state", -EINVAL);
	if (h.version != STATE_VERSION || (!older && (h.tag != tag || h.length != len)))
		return set_aside(d, name, msg, msglen, "saved by another version of the program", -EINVAL);
	if (m != (ssize_t)want || more != 0)
		return set_aside(d, name, msg, msglen, "truncated or too long", -EINVAL);
	memset((char *)buf + want, 0, len - want);
	if (dict_crc32(0, buf, want) != h.crc)
		return set_aside(d, name, msg, msglen, "damaged (checksum)", -EINVAL);
	return 0;
}

void state_remove(const struct state_dir *d, const char *name)
{
	char path[PATH_MAX + 64];
	if (is_held(d, name))
		return;
	snprintf(path, sizeof path, "%s/%s", d->path, name);
	/* The removal must reach the disk too: a game dropped (a stranger's,
	 * walked away from) must not come back after a power cut. */
	if (unlink(path) == 0)
		storage_sync_dir_of(path);
}
