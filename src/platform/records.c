/* Finished games' records in the state directory (records.h). */
/* 64-bit directory offsets: a 32-bit readdir on a 64-bit kernel's file
 * system fails with EOVERFLOW, and the numbering would start again. */
#define _FILE_OFFSET_BITS 64
#include "platform/records.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "platform/storage.h"

static const char *const suffix[] = {
	[RECORDS_WORDS] = "-words.gcg",
	[RECORDS_REVERSI] = "-reversi.txt",
};

void records_name(unsigned n, enum records_game game, char buf[RECORDS_NAME])
{
	snprintf(buf, RECORDS_NAME, "%06u%s", n % 1000000u, suffix[game]);
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

int records_open(struct records_dir *r, const char *state_path, char *msg, size_t msglen)
{
	int n = snprintf(r->path, sizeof r->path, "%s/records", state_path);
	r->next = 1;
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
	for (struct dirent *de; (de = readdir(d));) {
		unsigned num;
		enum records_game game;
		if (records_parse_name(de->d_name, &num, &game) && num >= r->next)
			r->next = num + 1;
	}
	closedir(d);
	msg[0] = '\0';
	return 0;
}

/* Record number n of either game, if there is one. */
static void remove_number(const struct records_dir *r, unsigned n)
{
	char name[RECORDS_NAME], path[PATH_MAX + RECORDS_NAME + 2];
	for (int g = RECORDS_WORDS; g <= RECORDS_REVERSI; g++) {
		records_name(n, (enum records_game)g, name);
		snprintf(path, sizeof path, "%s/%s", r->path, name);
		unlink(path);
	}
}

int records_save(struct records_dir *r, enum records_game game, const char *text, size_t len, char *msg,
		 size_t msglen)
{
	char name[RECORDS_NAME], path[PATH_MAX + RECORDS_NAME + 2], tmp[PATH_MAX + RECORDS_NAME + 8];
	records_name(r->next, game, name);
	snprintf(path, sizeof path, "%s/%s", r->path, name);
	snprintf(tmp, sizeof tmp, "%s/.%s.tmp", r->path, name);
	const struct storage_chunk chunk = { text, len };
	if (mkdir(r->path, 0700) && errno != EEXIST) {
		int err = -errno;
		snprintf(msg, msglen, "cannot make %s: %s", r->path, strerror(errno));
		return err;
	}
	int err = storage_replace_file(path, tmp, 0600, &chunk, 1);
	if (err) {
		snprintf(msg, msglen, "cannot save the game's record %s: %s", path, strerror(-err));
		return err;
	}
	if (r->next > RECORDS_KEEP)
		remove_number(r, r->next - RECORDS_KEEP);
	r->next++;
	snprintf(msg, msglen, "%s", path);
	return 0;
}
