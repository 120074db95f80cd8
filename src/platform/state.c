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

int state_dir_open(struct state_dir *d, char *msg, size_t msglen)
{
	const char *sd = getenv("STATE_DIRECTORY"), *home = getenv("HOME");
	if (sd && *sd) {
		/* systemd may list several, separated by colons: the first. */
		snprintf(d->path, sizeof d->path, "%.*s", (int)strcspn(sd, ":"), sd);
	} else if (home && *home) {
		snprintf(d->path, sizeof d->path, "%s/.local/state/tessera", home);
	} else {
		snprintf(msg, msglen, "no state directory: neither $STATE_DIRECTORY nor $HOME is set");
		return -ENOENT;
	}
	int err = make_dirs(d->path);
	struct stat st;
	/* One that exists read-only cannot be made again, and need not be. */
	if (err && stat(d->path, &st) == 0 && S_ISDIR(st.st_mode))
		err = 0;
	if (err) {
		snprintf(msg, msglen, "state directory %s: %s", d->path, strerror(-err));
		return err;
	}
	msg[0] = 0;
	d->writable = access(d->path, W_OK) == 0;
	if (d->writable)
		return 0;
	if (access(d->path, R_OK | X_OK)) {
		err = -errno;
		snprintf(msg, msglen, "state directory %s is not usable: %s", d->path, strerror(errno));
		return err;
	}
	snprintf(msg, msglen, "state directory %s is not writable (%s): a saved game is loaded, later turns are not saved",
		 d->path, strerror(errno));
	return 0;
}

int state_save(const struct state_dir *d, const char *name, uint32_t tag, const void *data, size_t len,
	       char *msg, size_t msglen)
{
	char path[PATH_MAX + 64], tmp[PATH_MAX + 80];
	snprintf(path, sizeof path, "%s/%s", d->path, name);
	snprintf(tmp, sizeof tmp, "%s/.%s.tmp", d->path, name);
	struct state_header h = { STATE_MAGIC, STATE_VERSION, tag, (uint32_t)len, dict_crc32(0, data, len) };
	const struct storage_chunk chunks[] = { { &h, sizeof h }, { data, len } };
	int err = storage_replace_file(path, tmp, 0600, chunks, 2);
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

/* 0 when path went to its PATH.bad.N, else a negative errno; msg says which. */
static int move_aside(const char *path, char *msg, size_t msglen, const char *why)
{
	char bad[PATH_MAX + 80];
	bad_name(path, bad, sizeof bad);
	if (rename(path, bad) == 0) {
		snprintf(msg, msglen, "%s: %s; set aside as %s", path, why, bad);
		return 0;
	}
	int err = -errno;
	snprintf(msg, msglen, "%s: %s; not used (it could not be set aside: %s)", path, why, strerror(-err));
	return err;
}

static int set_aside(const char *path, char *msg, size_t msglen, const char *why)
{
	move_aside(path, msg, msglen, why);
	return -EINVAL;
}

int state_set_aside(const struct state_dir *d, const char *name, const char *why, char *msg, size_t msglen)
{
	char path[PATH_MAX + 64];
	snprintf(path, sizeof path, "%s/%s", d->path, name);
	return move_aside(path, msg, msglen, why);
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

int state_load(const struct state_dir *d, const char *name, uint32_t tag, void *buf, size_t len, char *msg,
	       size_t msglen)
{
	char path[PATH_MAX + 64], tmp[PATH_MAX + 80];
	snprintf(path, sizeof path, "%s/%s", d->path, name);
	/* A save killed before its rename leaves its temporary file: the
	 * saved game itself is the last whole one. */
	snprintf(tmp, sizeof tmp, "%s/.%s.tmp", d->path, name);
	if (d->writable)
		unlink(tmp);
	int fd, err = open_regular(path, &fd);
	if (err == -EINVAL)
		return set_aside(path, msg, msglen, "not a regular file");
	if (err) {
		snprintf(msg, msglen, "%s: %s", path, strerror(-err));
		return err;
	}
	struct state_header h;
	ssize_t n = read(fd, &h, sizeof h);
	ssize_t m = n == (ssize_t)sizeof h ? read(fd, buf, len) : -1;
	char extra;
	ssize_t more = m == (ssize_t)len ? read(fd, &extra, 1) : 0;
	close(fd);
	if (n != (ssize_t)sizeof h || h.magic != STATE_MAGIC)
		return set_aside(path, msg, msglen, "not a saved state");
	if (h.version != STATE_VERSION || h.tag != tag || h.length != len)
		return set_aside(path, msg, msglen, "saved by another version of the program");
	if (m != (ssize_t)len || more != 0)
		return set_aside(path, msg, msglen, "truncated or too long");
	if (dict_crc32(0, buf, len) != h.crc)
		return set_aside(path, msg, msglen, "damaged (checksum)");
	return 0;
}

void state_remove(const struct state_dir *d, const char *name)
{
	char path[PATH_MAX + 64];
	snprintf(path, sizeof path, "%s/%s", d->path, name);
	unlink(path);
}
