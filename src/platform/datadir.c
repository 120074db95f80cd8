#include "platform/datadir.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int datadir_program_dir(char *out, size_t size)
{
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe);
	if (n < 0)
		return -errno;
	if ((size_t)n >= sizeof exe)
		return -ENAMETOOLONG; /* readlink cut it */
	exe[n] = 0;
	char *slash = strrchr(exe, '/');
	if (!slash)
		return -ENOENT;
	size_t len = slash == exe ? 1 : (size_t)(slash - exe);
	if (len >= size)
		return -ENAMETOOLONG;
	memcpy(out, exe, len);
	out[len] = 0;
	return 0;
}

int datadir_installed(char *out, size_t size)
{
	int err = datadir_program_dir(out, size);
	if (err)
		return err;
	/* Each leading "../" is one folder up, so the path is written plainly. */
	const char *rel = DATADIR_FROM_PROGRAM_DIR;
	for (; strncmp(rel, "../", 3) == 0; rel += 3) {
		char *slash = strrchr(out, '/');
		slash[slash == out] = 0; /* "/usr/bin" -> "/usr"; "/usr" -> "/" */
	}
	size_t len = strlen(out);
	int n = snprintf(out + len, size - len, "%s%s", out[len - 1] == '/' ? "" : "/", rel);
	return n < 0 || (size_t)n >= size - len ? -ENAMETOOLONG : 0;
}
