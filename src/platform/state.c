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
	if (err) {
		snprintf(msg, msglen, "state directory %s: %s", d->path, strerror(-err));
		return err;
	}
	if (access(d->path, W_OK)) {
		err = -errno;
		snprintf(msg, msglen, "state directory %s is not writable: %s", d->path, strerror(errno));
		return err;
	}
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

static int set_aside(const char *path, char *msg, size_t msglen, const char *why)
{
	char bad[PATH_MAX + 80];
	snprintf(bad, sizeof bad, "%s.bad", path);
	rename(path, bad);
	snprintf(msg, msglen, "%s: %s; set aside as %s", path, why, bad);
	return -EINVAL;
}

int state_load(const struct state_dir *d, const char *name, uint32_t tag, void *buf, size_t len, char *msg,
	       size_t msglen)
{
	char path[PATH_MAX + 64];
	snprintf(path, sizeof path, "%s/%s", d->path, name);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		int err = -errno;
		snprintf(msg, msglen, "%s: %s", path, strerror(errno));
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
