/* Read-only file mappings: how the program and the CLI get the dictionary blob
 * (and other immutable data) into memory without copying it. */
#ifndef TESSERA_PLATFORM_STORAGE_H
#define TESSERA_PLATFORM_STORAGE_H

#include <stddef.h>

struct storage_map {
	const void *data; /* read-only; never NULL after success, even for an empty file */
	size_t size;
	void *base_;      /* what to unmap (NULL for an empty file) */
};

/* Maps the regular file at path read-only and private.  Returns 0, or a
 * negative errno value (-ENOENT, -EACCES, -EISDIR for a directory, -EINVAL for
 * another non-regular file, -EFBIG if it does not fit in memory); the caller
 * names the file: fprintf(stderr, "%s: %s\n", path, strerror(-err)). */
int storage_map_file(const char *path, struct storage_map *map);

/* Releases a mapping made by storage_map_file(); safe on a zeroed map and
 * safe to call twice. */
void storage_unmap(struct storage_map *map);

/* One piece of a file being written. */
struct storage_chunk {
	const void *data;
	size_t len;
};

/* Replaces the file at path with the count chunks, atomically: they are
 * written to tmp (a name in the same directory), given mode, fsynced and
 * renamed over path, then the directory is fsynced, so a power cut leaves
 * the old file or the new one, never a part.  Allocates nothing.  Returns 0,
 * or a negative errno with tmp removed and path untouched. */
int storage_replace_file(const char *path, const char *tmp, unsigned mode, const struct storage_chunk *chunks,
			 int count);

#endif
