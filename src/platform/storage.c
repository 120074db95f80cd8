#include "storage.h"
#include "huge_pages.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The Makefile asks for these; without them a 32-bit build's stat() fails on
 * files whose size or inode number does not fit in 32 bits. */
_Static_assert(sizeof(off_t) == 8 && sizeof(ino_t) == 8, "build with -D_FILE_OFFSET_BITS=64");

int storage_open_read(const char *path, int *fd)
{
	*fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (*fd < 0)
		return -errno;
	struct stat st;
	int err = fstat(*fd, &st) ? -errno : S_ISDIR(st.st_mode) ? -EISDIR : !S_ISREG(st.st_mode) ? -EINVAL : 0;
	/* A regular file reads the same either way; the flag is for the open. */
	if (!err && fcntl(*fd, F_SETFL, fcntl(*fd, F_GETFL) & ~O_NONBLOCK))
		err = -errno;
	if (err) {
		close(*fd);
		*fd = -1;
	}
	return err;
}

const char *storage_error_text(int err)
{
	return err == -EINVAL ? "not a regular file" : strerror(-err);
}

/* Reads up to size bytes; the count, or a negative errno. */
static long read_all(int fd, char *p, size_t size)
{
	size_t got = 0;
	while (got < size) {
		ssize_t n = read(fd, p + got, size - got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		if (n == 0)
			break;
		got += (size_t)n;
	}
	return (long)got;
}

long storage_read_file(const char *path, void *buf, size_t size)
{
	int fd, err = storage_open_read(path, &fd);
	if (err)
		return err;
	long n = read_all(fd, buf, size);
	char extra;
	if (n == (long)size && read(fd, &extra, 1) == 1)
		n = -EFBIG;
	close(fd);
	return n;
}

long storage_read_head(const char *path, void *buf, size_t size, uint64_t *file_size)
{
	int fd, err = storage_open_read(path, &fd);
	if (err)
		return err;
	struct stat st;
	long n = fstat(fd, &st) ? -errno : read_all(fd, buf, size);
	if (n >= 0)
		*file_size = (uint64_t)st.st_size;
	close(fd);
	return n;
}

int storage_load_file(const char *path, size_t max, struct storage_blob *blob)
{
	memset(blob, 0, sizeof *blob);
	int fd, err = storage_open_read(path, &fd);
	if (err)
		return err;
	struct stat st;
	if (fstat(fd, &st) != 0) {
		err = -errno;
		goto out;
	}
	/* Refused before any memory is taken: under a unit's MemoryMax a
	 * huge file would have the kiosk killed at every start. */
	if ((uintmax_t)st.st_size > max || (uintmax_t)st.st_size >= SIZE_MAX ||
	    (uintmax_t)st.st_size > (uintmax_t)LONG_MAX) {
		err = -EFBIG;
		goto out;
	}
	blob->data = "";	/* an empty file is simply an empty blob */
	if (st.st_size == 0)
		goto out;
	size_t size = (size_t)st.st_size;
	blob->base_ = huge_pages_alloc(size, 16); /* a dictionary, walked at random */
	if (!blob->base_) {
		err = -EFBIG;
		goto out;
	}
	/* The file may change while it is read: what it held when opened is
	 * the size; a short read is an error, not half a dictionary. */
	long n = read_all(fd, blob->base_, size);
	if (n != (long)size) {
		err = n < 0 ? (int)n : -EIO;
		goto out;
	}
	blob->data = blob->base_;
	blob->size = size;
out:
	close(fd);
	if (err)
		storage_release(blob);
	return err;
}

void storage_release(struct storage_blob *blob)
{
	free(blob->base_);
	memset(blob, 0, sizeof *blob);
}

static int write_all(int fd, const char *p, size_t len)
{
	while (len) {
		ssize_t n = write(fd, p, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -errno;
		p += n;
		len -= (size_t)n;
	}
	return 0;
}

int storage_open_temp(const char *tmp, unsigned mode)
{
	/* O_NONBLOCK: opening a FIFO for writing waits for a reader, forever
	 * (a save, or the calibration's Save, would hang the kiosk). */
	const int flags = O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK;
	struct stat st;
	/* No save leaves anything but a regular file here, a hand or a tool
	 * may: a FIFO, a socket, a device node or a symbolic link holds no data
	 * of ours and is removed (the node, not the device; the link, not what
	 * it names) before anything opens it. */
	if (lstat(tmp, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode) && unlink(tmp) != 0)
		return -errno;
	int fd = open(tmp, flags, (mode_t)mode);
	/* A directory: an empty one holds nothing to lose and goes; one with
	 * something in it stays. */
	if (fd < 0 && errno == EISDIR) {
		if (rmdir(tmp) != 0)
			return -EISDIR;
		fd = open(tmp, flags, (mode_t)mode);
	}
	if (fd < 0)
		return -errno;
	/* One made in its place between the lstat and the open is refused. */
	int err = fstat(fd, &st) ? -errno : !S_ISREG(st.st_mode) ? -EINVAL : 0;
	if (!err && fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK))
		err = -errno;
	if (err) {
		close(fd);
		return err;
	}
	return fd;
}

bool storage_is_directory(const char *path)
{
	struct stat st;
	return lstat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

int storage_replace_file(const char *path, const char *tmp, unsigned mode, const struct storage_chunk *chunks,
			 int count)
{
	int fd = storage_open_temp(tmp, mode);
	if (fd < 0)
		return fd;
	int err = 0;
	for (int i = 0; i < count && !err; i++)
		err = write_all(fd, chunks[i].data, chunks[i].len);
	/* The umask may have narrowed the mode open gave. */
	if (!err && fchmod(fd, (mode_t)mode) != 0)
		err = -errno;
	if (!err && fsync(fd) != 0)
		err = -errno;
	if (close(fd) != 0 && !err)
		err = -errno;
	if (!err && rename(tmp, path) != 0)
		err = -errno;
	if (err) {
		unlink(tmp);
		return err;
	}
	/* The rename itself must reach the disk. */
	storage_sync_dir_of(path);
	return 0;
}

void storage_sync_dir_of(const char *path)
{
	char dir[4096];
	const char *slash = strrchr(path, '/');
	if (!slash)
		snprintf(dir, sizeof dir, ".");
	else
		snprintf(dir, sizeof dir, "%.*s", slash == path ? 1 : (int)(slash - path), path);
	/* A directory that cannot be synced (some file systems refuse) is not
	 * a failure: the change is made already. */
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd >= 0) {
		fsync(dfd);
		close(dfd);
	}
}
