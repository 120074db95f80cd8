#include "storage.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
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
