#include "storage.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

int storage_map_file(const char *path, struct storage_map *map)
{
	memset(map, 0, sizeof *map);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	struct stat st;
	int err = 0;
	if (fstat(fd, &st) != 0) {
		err = -errno;
		goto out;
	}
	if (S_ISDIR(st.st_mode)) {
		err = -EISDIR;
		goto out;
	}
	if (!S_ISREG(st.st_mode)) {
		err = -EINVAL;
		goto out;
	}
	if ((uintmax_t)st.st_size > SIZE_MAX) {
		err = -EFBIG;
		goto out;
	}
	map->size = (size_t)st.st_size;
	if (map->size == 0) {
		/* mmap refuses length 0; an empty file is simply an empty blob. */
		map->data = "";
		goto out;
	}
	void *p = mmap(NULL, map->size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (p == MAP_FAILED) {
		err = -errno;
		map->size = 0;
		goto out;
	}
	map->base_ = p;
	map->data = p;
out:
	close(fd); /* the mapping stays valid without the descriptor */
	return err;
}

void storage_unmap(struct storage_map *map)
{
	if (map->base_)
		munmap(map->base_, map->size);
	memset(map, 0, sizeof *map);
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

int storage_replace_file(const char *path, const char *tmp, unsigned mode, const struct storage_chunk *chunks,
			 int count)
{
	int fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, (mode_t)mode);
	if (fd < 0)
		return -errno;
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
	/* The rename itself must reach the disk; a directory that cannot be
	 * synced (some file systems refuse) is not a failure: the file is
	 * replaced already. */
	char dir[4096];
	const char *slash = strrchr(path, '/');
	if (!slash)
		snprintf(dir, sizeof dir, ".");
	else
		snprintf(dir, sizeof dir, "%.*s", slash == path ? 1 : (int)(slash - path), path);
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd >= 0) {
		fsync(dfd);
		close(dfd);
	}
	return 0;
}
