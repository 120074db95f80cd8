/* Finished games' records in the state directory (records.h). */
/* 64-bit directory offsets: a 32-bit readdir on a 64-bit kernel's file
 * system fails with EOVERFLOW, and the numbering would start again. */
#define _FILE_OFFSET_BITS 64
#include "platform/records.h"
#include "platform/storage.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static const char *const suffix[] = {
	[RECORDS_WORDS] = "-words.gcg",
	[RECORDS_REVERSI] = "-reversi.txt",
};

void records_name(unsigned n, enum records_game game, char buf[RECORDS_NAME])
{
	snprintf(buf, RECORDS_NAME, "%06u%s", n % RECORDS_NUMBERS, suffix[game]);
}

bool records_parse_name(const char *name, unsigned *n, enum records_game *game)
{
	unsigned v = 0;
	int k = 0;
	for (; k < 6; k++) {
		if (name[k] < '0' || name[k] > '9')
			return false;
		v = v * 10 + (unsigned)(name[k] - '0');
	}
	for (int g = RECORDS_WORDS; g <= RECORDS_REVERSI; g++)
		if (strcmp(name + k, suffix[g]) == 0) {
			*n = v;
			*game = (enum records_game)g;
			return true;
		}
	return false;
}

/* ".000042-words.gcg.tmp": a save's temporary file (records_save). */
static bool is_temp_name(const char *name)
{
	size_t len = strlen(name);
	char inner[RECORDS_NAME];
	unsigned n;
	enum records_game g;
	if (name[0] != '.' || len < 6 || len - 5 >= RECORDS_NAME || strcmp(name + len - 4, ".tmp") != 0)
		return false;
	memcpy(inner, name + 1, len - 5);
	inner[len - 5] = '\0';
	return records_parse_name(inner, &n, &g);
}

static void record_path(const struct records_dir *r, unsigned n, enum records_game game, char *out, size_t size)
{
	char name[RECORDS_NAME];
	records_name(n, game, name);
	snprintf(out, size, "%s/%s", r->path, name);
}

/* Record number n of either game, if there is one. */
static void remove_number(const struct records_dir *r, unsigned n)
{
	char path[PATH_MAX + RECORDS_NAME + 2];
	for (int g = RECORDS_WORDS; g <= RECORDS_REVERSI; g++) {
		record_path(r, n, (enum records_game)g, path, sizeof path);
		unlink(path);
	}
}

/* The numbers in the folder, as listed (start-up only: it allocates). */
struct records_found {
	unsigned *v;
	size_t count, cap;
};

static int found_add(struct records_found *f, unsigned n)
{
	if (f->count == f->cap) {
		size_t cap = f->cap ? 2 * f->cap : 2 * RECORDS_KEEP;
		unsigned *v = realloc(f->v, cap * sizeof *v);
		if (!v)
			return -ENOMEM;
		f->v = v;
		f->cap = cap;
	}
	f->v[f->count++] = n;
	return 0;
}

static int compare_numbers(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
	return (x > y) - (x < y);
}

/* Numbers go round (999999, then 000000), so the newest is the one just
 * before the widest run of free numbers: for 1-300 it is 300, and a stray
 * 999999 beside them changes nothing.  v is sorted, count > 0. */
static size_t newest_index(const unsigned *v, size_t count)
{
	size_t best = 0;
	unsigned widest = 0;
	for (size_t i = 0; i < count; i++) {
		unsigned after = i + 1 < count ? v[i + 1] : v[0] + RECORDS_NUMBERS;
		if (after - v[i] > widest) {
			widest = after - v[i];
			best = i;
		}
	}
	return best;
}

unsigned records_newest(const unsigned *v, size_t count)
{
	return v[newest_index(v, count)];
}

/* From the numbers found: the next one, and the newest RECORDS_KEEP kept
 * (oldest first); older ones are removed - left by a save killed before
 * its trim, or put there by hand. */
static void keep_newest(struct records_dir *r, struct records_found *f)
{
	if (!f->count)
		return;
	qsort(f->v, f->count, sizeof *f->v, compare_numbers);
	size_t k = 1;
	for (size_t i = 1; i < f->count; i++)	/* a number of both games is one */
		if (f->v[i] != f->v[k - 1])
			f->v[k++] = f->v[i];
	size_t newest = newest_index(f->v, k);
	r->next = (f->v[newest] + 1) % RECORDS_NUMBERS;
	for (size_t i = 0; i < k; i++) {
		unsigned num = f->v[(newest + 1 + i) % k];
		if (k - i > RECORDS_KEEP)
			remove_number(r, num);
		else
			r->kept[r->count++] = num;
	}
}

int records_open(struct records_dir *r, const char *state_path, char *msg, size_t msglen)
{
	int n = snprintf(r->path, sizeof r->path, "%s/records", state_path);
	r->next = 1;
	r->first = r->count = 0;
	if (n < 0 || (size_t)n >= sizeof r->path) {
		snprintf(msg, msglen, "the records folder's path is too long");
		return -ENAMETOOLONG;
	}
	/* The folder is made by the first record: until a game ends, the state
	 * directory holds only what it held. */
	DIR *d = opendir(r->path);
	if (!d && errno == ENOENT && access(state_path, W_OK) == 0) {
		msg[0] = '\0';
		return 0;
	}
	if (!d) {
		int err = -errno;
		snprintf(msg, msglen, "cannot read %s: %s", r->path, strerror(errno));
		return err;
	}
	struct records_found found = { 0 };
	int err = 0;
	for (struct dirent *de; (de = readdir(d));) {
		unsigned num;
		enum records_game game;
		if (records_parse_name(de->d_name, &num, &game)) {
			if (!err)
				err = found_add(&found, num);
		} else if (is_temp_name(de->d_name)) {
			/* A save killed before its rename: the record is lost
			 * already, its temporary file need not stay too. */
			unlinkat(dirfd(d), de->d_name, 0);
		}
	}
	closedir(d);
	if (!err)
		keep_newest(r, &found);
	free(found.v);
	if (err) {
		snprintf(msg, msglen, "cannot list %s: %s", r->path, strerror(-err));
		return err;
	}
	/* A folder that lists but cannot be written (root's, mode 0555) would
	 * be found only when the first game ends: said now, and each save
	 * still tries, so a folder put right while the program runs records. */
	if (access(r->path, W_OK | X_OK) != 0) {
		snprintf(msg, msglen, "cannot write %s: %s", r->path, strerror(errno));
		return 0;
	}
	msg[0] = '\0';
	return 0;
}

/* The record, whole and on the disk, in tmp. */
static int write_temp(const char *tmp, const char *text, size_t len)
{
	int fd = storage_open_temp(tmp, 0600);
	if (fd < 0)
		return fd;
	int err = 0;
	for (size_t done = 0; done < len && !err;) {
		ssize_t w = write(fd, text + done, len - done);
		if (w > 0)
			done += (size_t)w;
		else if (w == 0 || errno != EINTR)
			err = w == 0 ? -EIO : -errno;
	}
	/* The umask may have narrowed the mode open gave. */
	if (!err && fchmod(fd, 0600) != 0)
		err = -errno;
	if (!err && fsync(fd) != 0)
		err = -errno;
	if (close(fd) != 0 && !err)
		err = -errno;
	return err;
}

/* Renames tmp to path unless path exists (-EEXIST, tmp stays): a record
 * is never written over.  File systems without RENAME_NOREPLACE (NFS) get
 * a hard link, which fails on an existing name too; those without links
 * either (FAT) a look first, then the rename (one program writes here). */
static int place(const char *tmp, const char *path)
{
	if (renameat2(AT_FDCWD, tmp, AT_FDCWD, path, RENAME_NOREPLACE) == 0)
		return 0;
	if (errno != EINVAL && errno != ENOSYS)
		return -errno;
	if (link(tmp, path) == 0) {
		unlink(tmp);
		return 0;
	}
	if (errno != EPERM && errno != EOPNOTSUPP)
		return -errno;
	struct stat st;
	if (lstat(path, &st) == 0)
		return -EEXIST;
	return rename(tmp, path) == 0 ? 0 : -errno;
}

/* A number is one record: the other game's file under it takes it too. */
static bool number_taken(const struct records_dir *r, unsigned n, enum records_game game)
{
	char path[PATH_MAX + RECORDS_NAME + 2];
	struct stat st;
	record_path(r, n, game == RECORDS_WORDS ? RECORDS_REVERSI : RECORDS_WORDS, path, sizeof path);
	return lstat(path, &st) == 0;
}

/* n joins the numbers kept; past RECORDS_KEEP the oldest goes. */
static void keep(struct records_dir *r, unsigned n)
{
	if (r->count < RECORDS_KEEP) {
		r->kept[(r->first + r->count++) % RECORDS_KEEP] = n;
		return;
	}
	remove_number(r, r->kept[r->first]);
	r->kept[r->first] = n;
	r->first = (r->first + 1) % RECORDS_KEEP;
}

int records_save(struct records_dir *r, enum records_game game, const char *text, size_t len, char *msg,
		 size_t msglen)
{
	char name[RECORDS_NAME], path[PATH_MAX + RECORDS_NAME + 2], tmp[PATH_MAX + RECORDS_NAME + 8];
	if (mkdir(r->path, 0700) && errno != EEXIST) {
		int err = -errno;
		snprintf(msg, msglen, "cannot make %s: %s", r->path, strerror(errno));
		return err;
	}
	/* A name taken since records_open (by hand, another program) is
	 * skipped, never replaced; so is a number whose temporary file's name
	 * holds a directory with something in it (no save leaves one: kept
	 * for a look, the record goes under the next number). */
	unsigned n = r->next;
	bool written = false, blocked = false;
	int err = 0;
	for (int tries = 0;; tries++) {
		record_path(r, n, game, path, sizeof path);
		if (!written) {
			records_name(n, game, name);
			snprintf(tmp, sizeof tmp, "%s/.%s.tmp", r->path, name);
			err = write_temp(tmp, text, len);
			blocked = err == -EISDIR && storage_is_directory(tmp);
			written = !err;
		}
		if (written)
			err = number_taken(r, n, game) ? -EEXIST : place(tmp, path);
		if ((err != -EEXIST && !blocked) || tries == RECORDS_TRIES)
			break;
		n = (n + 1) % RECORDS_NUMBERS;
	}
	if (err) {
		unlink(tmp);
		if (blocked)
			snprintf(msg, msglen, "cannot save the game's record %s: %s, where the record is written first, "
				 "is a directory with something in it (not made by tessera): move it away", path, tmp);
		else
			snprintf(msg, msglen, "cannot save the game's record %s: %s", path, strerror(-err));
		return err;
	}
	/* The rename must reach the disk. */
	storage_sync_dir_of(path);
	keep(r, n);
	r->next = (n + 1) % RECORDS_NUMBERS;
	snprintf(msg, msglen, "%s", path);
	return 0;
}
