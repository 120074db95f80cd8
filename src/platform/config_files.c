/* Board config files: loading one, and finding a board by name in a list of
 * directories (with the boards there named when it is not found). */
/* 64-bit inode numbers and offsets on 32-bit ARM too: without it readdir
 * fails with EOVERFLOW on large file systems. */
#define _FILE_OFFSET_BITS 64

#include "platform/config_int.h"
#include "platform/datadir.h"
#include "platform/storage.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int config_load_file(struct config_board *cfg, const char *path, struct config_error *err)
{
	static char buf[CONFIG_FILE_MAX]; /* startup only; keeps the stack small */
	long n = storage_read_file(path, buf, sizeof buf);
	if (n < 0) {
		config_defaults(cfg);
		if (n == -EFBIG)
			config_error_set(err, path, 0, NULL, "file larger than %d bytes", CONFIG_FILE_MAX);
		else
			config_error_set(err, path, 0, NULL, "cannot open: %s", storage_error_text((int)n));
		return (int)n;
	}
	int rc = config_parse(cfg, path, buf, (size_t)n, err);
	snprintf(cfg->path, sizeof cfg->path, "%s", path);
	return rc;
}

size_t config_default_board_dirs(const char *dirs[CONFIG_BOARD_DIRS_MAX])
{
	static char installed[CONFIG_PATH_MAX];
	size_t n = 0;
	const char *env = getenv("TESSERA_BOARD_DIR");
	if (env && *env)
		dirs[n++] = env;
	dirs[n++] = "board-configs";
	if (datadir_installed(installed, sizeof installed) == 0 &&
	    strlen(installed) + sizeof "/board-configs" <= sizeof installed) {
		strcat(installed, "/board-configs");
		dirs[n++] = installed;
	}
	return n;
}

int config_board_dir_unusable(char *msg, size_t size)
{
	const char *env = getenv("TESSERA_BOARD_DIR");
	if (!env || !*env)
		return 0;
	DIR *d = opendir(env);
	if (d) {
		closedir(d);
		return 0;
	}
	int rc = -errno;
	snprintf(msg, size, "$TESSERA_BOARD_DIR %s: %s (set it to the folder of your board configs, or unset it)",
		 env, strerror(-rc));
	return rc;
}

static bool valid_board_name(const char *name)
{
	size_t n = strlen(name);
	if (n == 0 || n > 48 || name[0] == '.')
		return false;
	for (size_t i = 0; i < n; i++)
		if (!isalnum((unsigned char)name[i]) && name[i] != '-' && name[i] != '_' && name[i] != '.')
			return false;
	return true;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* What a NAME.conf that is no board is, or NULL for a regular file the
 * program can read ("" when it is not there at all). */
static const char *not_a_board(const char *path, char *why, size_t size)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		if (errno == ENOENT)
			return "";
		snprintf(why, size, "%s", strerror(errno));
		return why;
	}
	if (S_ISDIR(st.st_mode))
		return "a folder, not a file";
	if (!S_ISREG(st.st_mode))
		return "not a regular file";
	if (access(path, R_OK) != 0) {
		snprintf(why, size, "cannot be read: %s", strerror(errno));
		return why;
	}
	return NULL;
}

void config_board_names(const char *const *dirs, size_t ndirs, char *out, size_t cap,
			void (*skipped)(void *ctx, const char *path, const char *why), void *ctx)
{
	static char names[64][CONFIG_STR_MAX];
	static bool shadowed[64];	/* its first NAME.conf is no board: --board NAME fails there */
	int n = 0;
	for (size_t i = 0; i < ndirs; i++) {
		DIR *d = opendir(dirs[i]);
		if (!d)
			continue;
		struct dirent *e;
		while ((e = readdir(d)) && n < 64) {
			size_t len = strlen(e->d_name);
			if (len <= 5 || len - 5 >= CONFIG_STR_MAX || strcmp(e->d_name + len - 5, ".conf") ||
			    e->d_name[0] == '.')
				continue;
			snprintf(names[n], CONFIG_STR_MAX, "%.*s", (int)(len - 5), e->d_name);
			bool dup = false;
			for (int j = 0; j < n; j++)
				dup = dup || strcmp(names[j], names[n]) == 0;
			if (dup)
				continue;
			/* Only what show and --board would load, which is the
			 * first NAME.conf found: a folder or a FIFO named x.conf
			 * is no board x, and one further on would not be taken. */
			char path[CONFIG_PATH_MAX], why[96];
			int w = snprintf(path, sizeof path, "%s/%s", dirs[i], e->d_name);
			const char *no = w < 0 || (size_t)w >= sizeof path ? "path too long" : not_a_board(path, why, sizeof why);
			if (no && !no[0])
				continue;	/* gone since the listing */
			if (no && skipped)
				skipped(ctx, path, no);
			shadowed[n++] = no != NULL;
		}
		closedir(d);
	}
	/* The names no board, last, then out of the list. */
	int boards = 0;
	for (int i = 0; i < n; i++)
		if (!shadowed[i])
			memmove(names[boards++], names[i], CONFIG_STR_MAX);
	qsort(names, (size_t)boards, sizeof names[0], cmp_names);
	size_t len = 0;
	out[0] = 0;
	for (int i = 0; i < boards && len < cap; i++)
		len += (size_t)snprintf(out + len, cap - len, "%s%s", i ? ", " : "", names[i]);
	if (boards == 0)
		snprintf(out, cap, "none");
}

int config_load_board(struct config_board *cfg, const char *name, const char *const *dirs,
		      size_t ndirs, struct config_error *err)
{
	char path[CONFIG_PATH_MAX];
	config_defaults(cfg);
	if (!valid_board_name(name)) {
		char shown[CONFIG_SHOWN_MAX];
		config_error_shown(shown, name);
		config_error_set(err, "--board", 0, NULL,
				 "bad board name '%s' (a file name without .conf: letters, digits, '-', '_', '.')",
				 shown);
		return -EINVAL;
	}
	for (size_t i = 0; i < ndirs; i++) {
		int w = snprintf(path, sizeof path, "%s/%s.conf", dirs[i], name);
		if (w < 0 || (size_t)w >= sizeof path)
			continue;
		if (access(path, F_OK) != 0)
			continue;
		int rc = config_load_file(cfg, path, err);
		snprintf(cfg->name, sizeof cfg->name, "%s", name);
		return rc;
	}
	char looked[256] = "", avail[256];
	size_t len = 0;
	for (size_t i = 0; i < ndirs && len < sizeof looked; i++)
		len += (size_t)snprintf(looked + len, sizeof looked - len, "%s%s", i ? ", " : "", dirs[i]);
	config_board_names(dirs, ndirs, avail, sizeof avail, NULL, NULL);
	/* The file's name given for the board's ("--board rpi-7inch.conf"). */
	size_t n = strlen(name);
	char hint[CONFIG_STR_MAX + 48] = "";
	if (n > 5 && strcmp(name + n - 5, ".conf") == 0)
		snprintf(hint, sizeof hint, "a board is named without .conf: %.*s; ", (int)(n - 5), name);
	config_error_set(err, "--board", 0, NULL, "unknown board '%s' (%slooked in %s); available boards: %s",
			 name, hint, ndirs ? looked : "no directories", avail);
	return -ENOENT;
}
