/* Files in and out: reading a regular file without ever blocking on what is
 * not one (a FIFO named where a file should be would hang the start), a
 * private copy of a whole file in memory (the dictionary: replacing the file
 * under a running program cannot harm it), and the atomic replace every
 * write goes through. */
#ifndef TESSERA_PLATFORM_STORAGE_H
#define TESSERA_PLATFORM_STORAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Opens path for reading.  Never blocks: a FIFO, a device or a socket is
 * -EINVAL, a directory -EISDIR, checked before anything is read; else the
 * open's own -errno.  On 0, *fd reads blocking as usual. */
int storage_open_read(const char *path, int *fd);

/* The words for an error of the functions here: "not a regular file" for
 * -EINVAL, else strerror's. */
const char *storage_error_text(int err);

/* Reads the whole regular file at path into buf (at most size bytes).
 * Returns the length, or a negative errno (-EFBIG when it is larger). */
long storage_read_file(const char *path, void *buf, size_t size);

struct storage_blob {
	const void *data; /* read-only; never NULL after success, even for an empty file */
	size_t size;
	void *base_;      /* what to free (NULL for an empty file) */
};

/* Reads the first bytes (up to size) of the regular file at path, and its
 * whole size into *file_size: a header checked before the rest is read.
 * Returns the count read, or a negative errno as storage_open_read. */
long storage_read_head(const char *path, void *buf, size_t size, uint64_t *file_size);

/* A private copy of the regular file at path, in memory allocated here (so
 * at start-up, before the memory seal).  Returns 0, or a negative errno as
 * storage_open_read, -EIO, or -EFBIG if it is larger than max bytes (checked
 * before anything is allocated) or does not fit in memory. */
int storage_load_file(const char *path, size_t max, struct storage_blob *blob);

/* Releases a copy made by storage_load_file(); safe on a zeroed blob and
 * safe to call twice. */
void storage_release(struct storage_blob *blob);

/* One piece of a file being written. */
struct storage_chunk {
	const void *data;
	size_t len;
};

/* Creates (or truncates) the temporary file tmp for writing, with mode
 * before the umask, never through a link, never waiting.  A FIFO, socket,
 * device node or link in its place (no save leaves one) is removed first; a
 * directory is removed when empty; one with something in it is kept and
 * the result is -EISDIR, so the caller can name tmp (storage_is_directory)
 * rather than the file it was writing for.  Returns the descriptor or a
 * negative errno. */
int storage_open_temp(const char *tmp, unsigned mode);

/* Whether path itself (not what a link names) is a directory. */
bool storage_is_directory(const char *path);

/* Replaces the file at path with the count chunks, atomically: they are
 * written to tmp (a name in the same directory; storage_open_temp), given
 * mode, fsynced and renamed over path, then the directory is fsynced, so a
 * power cut leaves the old file or the new one, never a part.  Allocates
 * nothing.  Returns 0, or a negative errno with tmp removed and path
 * untouched (-EISDIR with a directory left at tmp: it is in the way). */
int storage_replace_file(const char *path, const char *tmp, unsigned mode, const struct storage_chunk *chunks,
			 int count);

/* Fsyncs the directory that holds path (a file just renamed, created or
 * removed there), so the change survives a power cut.  A directory that
 * cannot be opened or synced is let be: the change itself is made. */
void storage_sync_dir_of(const char *path);

#endif
