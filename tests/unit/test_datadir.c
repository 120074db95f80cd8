/* The installed data directory is found from the program's own place:
 * PREFIX/share/tessera for a program in PREFIX/bin, whatever PREFIX the build
 * had (tests/cli/install.sh checks real installs). */
#include "check.h"
#include "platform/datadir.h"

#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char self[PATH_MAX]; /* this program, from argv[0] */

static void test_program_dir_is_this_programs_folder(void)
{
	char dir[PATH_MAX], want[PATH_MAX];
	snprintf(want, sizeof want, "%s", self);
	CHECK_INT(datadir_program_dir(dir, sizeof dir), 0);
	CHECK_STR(dir, dirname(want));
}

/* build/<target>/tests/unit/test_datadir -> build/<target>/tests/share/tessera */
static void test_installed_is_share_tessera_beside_the_folder(void)
{
	char dir[PATH_MAX], want[PATH_MAX], up[PATH_MAX];
	snprintf(up, sizeof up, "%s", self);
	char *bin = dirname(up);
	snprintf(want, sizeof want, "%s/share/tessera", dirname(bin));
	CHECK_INT(datadir_installed(dir, sizeof dir), 0);
	CHECK_STR(dir, want);
	CHECK(strstr(dir, "..") == NULL);
}

/* A buffer too small is an error, never a cut path. */
static void test_small_buffers(void)
{
	char dir[PATH_MAX];
	size_t len = strlen(self) - strlen(strrchr(self, '/')); /* the folder's length */
	CHECK_INT(datadir_program_dir(dir, len), -ENAMETOOLONG);
	CHECK_INT(datadir_program_dir(dir, len + 1), 0);
	CHECK_INT((int)strlen(dir), (int)len);
	CHECK_INT(datadir_installed(dir, 8), -ENAMETOOLONG);
}

int main(int argc, char **argv)
{
	(void)argc;
	if (!realpath(argv[0], self)) {
		perror(argv[0]);
		return 1;
	}
	RUN(test_program_dir_is_this_programs_folder);
	RUN(test_installed_is_share_tessera_beside_the_folder);
	RUN(test_small_buffers);
	return check_finish();
}
