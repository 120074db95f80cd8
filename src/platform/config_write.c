/* Writing a calibration into a board config file, atomically and without
 * allocating (the calibration screen saves after the memory seal): plain
 * reads and writes on static buffers (storage.h), no stdio streams. */
#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "platform/config.h"
#include "input/input_transform.h"
#include "platform/storage.h"

/* The directory part of path ("." for a bare name). */
static void dir_of(const char *path, char *dir, size_t len)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		snprintf(dir, len, ".");
	else if (slash == path)
		snprintf(dir, len, "/");
	else
		snprintf(dir, len, "%.*s", (int)(slash - path), path);
}

/* The replace renames a new file over path: over a symbolic link it would
 * replace the link, not write what it points to.  Refused, saying where. */
static int refuse_link(const char *path, char *msg, size_t msg_len)
{
	struct stat st;
	char target[CONFIG_PATH_MAX];
	if (lstat(path, &st) != 0 || !S_ISLNK(st.st_mode))
		return 0;
	ssize_t n = readlink(path, target, sizeof target - 1);
	target[n > 0 ? n : 0] = 0;
	snprintf(msg, msg_len, "%s: cannot rewrite the board config: it is a symbolic link (to %s); name the file "
		 "itself", path, n > 0 ? target : "?");
	return -ELOOP;
}

int config_calibration_writable(const char *path, char *msg, size_t msg_len)
{
	char dir[CONFIG_PATH_MAX];
	int err = refuse_link(path, msg, msg_len);
	if (err)
		return err;
	dir_of(path, dir, sizeof dir);
	if (access(path, R_OK | W_OK) != 0) {
		int e = errno;
		snprintf(msg, msg_len, "%s: cannot rewrite the board config: %s", path, strerror(e));
		return -e;
	}
	if (access(dir, W_OK | X_OK) != 0) {
		int e = errno;
		snprintf(msg, msg_len, "%s: cannot rewrite the board config: its directory %s takes no new file (%s)",
			 path, dir, strerror(e));
		return -e;
	}
	return 0;
}

int config_write_calibration(const char *path, const float matrix[6], char *msg, size_t msg_len)
{
	static char in[CONFIG_FILE_MAX], out[CONFIG_FILE_MAX + 512];
	static struct config_board check;
	struct config_error cerr;
	char tmp[CONFIG_PATH_MAX + 8];
	struct stat st;
	size_t n = 0, len = 0;
	const char *step = "cannot read it";
	bool reading = true;
	int err;

	if (snprintf(tmp, sizeof tmp, "%s.new", path) >= (int)sizeof tmp) {
		snprintf(msg, msg_len, "%s: path too long", path);
		return -ENAMETOOLONG;
	}
	err = refuse_link(path, msg, msg_len);
	if (err)
		return err;
	/* Never blocks on a FIFO where the config should be (storage.h). */
	long got = storage_read_file(path, in, sizeof in);
	if (got < 0 || stat(path, &st) != 0) {
		err = got < 0 ? (int)got : -errno;
		goto fail;
	}
	n = (size_t)got;
	reading = false;
	step = "cannot put the matrix in it";
	err = config_rewrite_calibration(in, n, matrix, out, sizeof out, &len);
	if (err)
		goto fail;
	if (len > CONFIG_FILE_MAX) {
		err = -EFBIG;
		goto fail;
	}
	/* What is written must load again, or the kiosk would not start. */
	if (config_parse(&check, path, out, len, &cerr)) {
		snprintf(msg, msg_len, "%s: not written, the result would not load: %s", path, cerr.message);
		return -EINVAL;
	}

	/* Temporary file next to it: rename is atomic only within one file
	 * system.  The file keeps its permissions. */
	step = "cannot write and replace it";
	const struct storage_chunk chunk = { out, len };
	err = storage_replace_file(path, tmp, st.st_mode & 07777, &chunk, 1);
	if (err == -EISDIR && storage_is_directory(tmp)) {
		snprintf(msg, msg_len, "%s: not written: %s, where it is written first, is a directory with something "
			 "in it (not made by tessera): move it away and save again (the file is unchanged)", path, tmp);
		return err;
	}
	if (err)
		goto fail;
	return 0;

fail:
	snprintf(msg, msg_len, "%s: %s: %s (the file is unchanged)", path, step,
		 reading ? storage_error_text(err) : strerror(-err));
	return err;
}

int config_write_screen_calibration(const char *path, const struct input_transform *t, const double screen_fit[6],
				    float m[6], char *msg, size_t msg_len)
{
	int err = input_transform_matrix_from_screen(t, screen_fit, m);
	if (err) {
		snprintf(msg, msg_len, "the matrix is out of range (touch again)");
		return err;
	}
	return config_write_calibration(path, m, msg, msg_len);
}
