#include "platform/dict_file.h"
#include "platform/datadir.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* out = dir/rel, if it fits and is readable. */
static bool try_path(char *out, size_t size, const char *dir, const char *rel)
{
	int k = snprintf(out, size, "%s/%s", dir, rel);
	return k > 0 && (size_t)k < size && access(out, R_OK) == 0;
}

bool dict_file_find(const char *extra_dir, char *out, size_t size)
{
	const char *env = getenv("TESSERA_DICT");
	char dir[PATH_MAX];
	if (env && *env) {
		snprintf(out, size, "%s", env);
		return true; /* named explicitly: a missing file is an error, not a fallback */
	}
	if (datadir_program_dir(dir, sizeof dir) == 0 &&
	    (try_path(out, size, dir, DICT_FILE_NAME) || try_path(out, size, dir, "../dict/" DICT_FILE_NAME)))
		return true;
	if (datadir_installed(dir, sizeof dir) == 0 && try_path(out, size, dir, DICT_FILE_NAME))
		return true;
	return extra_dir && try_path(out, size, extra_dir, DICT_FILE_NAME);
}

int dict_file_open(struct dict_file *d, const char *path, const char *extra_dir, char *msg, size_t msglen)
{
	memset(d, 0, sizeof *d);
	if (path) {
		snprintf(d->path, sizeof d->path, "%s", path);
	} else if (!dict_file_find(extra_dir, d->path, sizeof d->path)) {
		char installed[PATH_MAX];
		if (datadir_installed(installed, sizeof installed))
			snprintf(installed, sizeof installed, "the install (the program's place is unknown)");
		snprintf(msg, msglen,
			 "no dictionary found ($TESSERA_DICT is not set; none beside the program, in its build tree, "
			 "in %s%s%s)",
			 installed, extra_dir ? " or in " : "", extra_dir ? extra_dir : "");
		return -1;
	}
	/* The header first: a huge file that is no dictionary (or not the one
	 * its header announces) is refused without being read. */
	unsigned char head[DICT_HEAD_SIZE];
	uint64_t size = 0;
	long n = storage_read_head(d->path, head, sizeof head, &size);
	int err = n < 0 ? (int)n : 0;
	if (!err && dict_check_head(&d->dict, head, (size_t)n, size)) {
		snprintf(msg, msglen, "dictionary %s: not a usable dictionary: %s", d->path, dict_message(&d->dict));
		return -1;
	}
	if (!err)
		err = storage_load_file(d->path, DICT_FILE_MAX, &d->blob);
	if (err == -EFBIG) {
		snprintf(msg, msglen, "dictionary %s: %llu bytes, more than the %d MiB a dictionary may take",
			 d->path, (unsigned long long)size, DICT_FILE_MAX >> 20);
		return -1;
	}
	if (err) {
		snprintf(msg, msglen, "dictionary %s: %s", d->path, storage_error_text(err));
		return -1;
	}
	if (dict_open(&d->dict, d->blob.data, d->blob.size)) {
		snprintf(msg, msglen, "dictionary %s: not a usable dictionary: %s", d->path, dict_message(&d->dict));
		storage_release(&d->blob);
		return -1;
	}
	return 0;
}

void dict_file_close(struct dict_file *d)
{
	storage_release(&d->blob);
}

static bool lexicon_contains(const void *ctx, const char *word, int len)
{
	return dict_contains(ctx, word, (size_t)len);
}

struct words_lexicon dict_file_lexicon(const struct dict_file *d)
{
	struct words_lexicon lex = { lexicon_contains, &d->dict };
	return lex;
}
