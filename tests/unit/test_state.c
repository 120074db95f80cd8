/* The state directory: saves round-trip; a truncated, damaged, foreign or
 * stale file is refused and set aside as NAME.bad; a missing one is
 * -ENOENT; an unwritable directory is an error value, not a crash. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "platform/state.h"

static char dir[64];
static struct state_dir sd;
static char msg[PATH_MAX + 200];

static void path_of(const char *name, char *out, size_t size)
{
	snprintf(out, size, "%s/%s", sd.path, name);
}

static void corrupt(const char *name, long offset, int delta_len)
{
	char p[PATH_MAX + 80];
	path_of(name, p, sizeof p);
	FILE *f = fopen(p, "r+b");
	CHECK(f != NULL);
	if (!f)
		return;
	if (delta_len < 0) {
		fseek(f, 0, SEEK_END);
		long n = ftell(f);
		fclose(f);
		CHECK_INT(truncate(p, n + delta_len), 0);
		return;
	}
	fseek(f, offset, SEEK_SET);
	int c = fgetc(f);
	fseek(f, offset, SEEK_SET);
	fputc(c ^ 0x5a, f);
	fclose(f);
}

static bool exists(const char *name)
{
	char p[PATH_MAX + 80];
	path_of(name, p, sizeof p);
	return access(p, F_OK) == 0;
}

static void test_round_trip(void)
{
	char data[300], back[300];
	for (int i = 0; i < 300; i++)
		data[i] = (char)(i * 7);
	CHECK_INT(state_save(&sd, "game", 42, data, sizeof data, msg, sizeof msg), 0);
	memset(back, 0, sizeof back);
	CHECK_INT(state_load(&sd, "game", 42, back, sizeof back, msg, sizeof msg), 0);
	CHECK(!memcmp(data, back, sizeof data));
	/* Saving again replaces it atomically: no temporary file is left. */
	data[0] = 1;
	CHECK_INT(state_save(&sd, "game", 42, data, sizeof data, msg, sizeof msg), 0);
	CHECK(!exists(".game.tmp"));
	CHECK_INT(state_load(&sd, "game", 42, back, sizeof back, msg, sizeof msg), 0);
	CHECK_INT(back[0], 1);
	state_remove(&sd, "game");
	CHECK_INT(state_load(&sd, "game", 42, back, sizeof back, msg, sizeof msg), -ENOENT);
}

static void refused(const char *why, long offset, int delta_len, uint32_t load_tag, size_t load_len)
{
	char data[64] = "a saved game", back[80];
	CHECK_INT(state_save(&sd, "g", 7, data, sizeof data, msg, sizeof msg), 0);
	if (offset >= 0 || delta_len < 0)
		corrupt("g", offset, delta_len);
	CHECK_MSG(state_load(&sd, "g", load_tag, back, load_len, msg, sizeof msg) == -EINVAL, why);
	CHECK_MSG(strstr(msg, "set aside") != NULL, why);
	CHECK_MSG(exists("g.bad") && !exists("g"), why);
	state_remove(&sd, "g.bad");
}

static void test_bad_files(void)
{
	refused("a flipped data byte fails the CRC", 30, 0, 7, 64);
	refused("a flipped magic byte", 0, 0, 7, 64);
	refused("truncated", -1, -5, 7, 64);
	refused("another layout tag", -1, 0, 8, 64);
	refused("another length", -1, 0, 7, 80);
}

static void test_unwritable(void)
{
	if (geteuid() == 0) {
		/* root writes anywhere: a path under a file stands in. */
		struct state_dir bad;
		setenv("STATE_DIRECTORY", "/dev/null/tessera", 1);
		CHECK(state_dir_open(&bad, msg, sizeof msg) < 0);
		CHECK(strstr(msg, "/dev/null/tessera") != NULL);
		return;
	}
	char ro[96];
	snprintf(ro, sizeof ro, "%s/ro", dir);
	mkdir(ro, 0500);
	setenv("STATE_DIRECTORY", ro, 1);
	struct state_dir bad;
	CHECK(state_dir_open(&bad, msg, sizeof msg) < 0);
}

/* A directory that goes away or turns unusable after the start (a full or
 * read-only card, removed by hand): every call returns an error with the
 * path in the message; the program warns and plays on.  Also no home and
 * no $STATE_DIRECTORY: an error, not a crash. */
static void test_directory_lost_after_start(void)
{
	struct state_dir gone;
	snprintf(gone.path, sizeof gone.path, "/dev/null/tessera");	/* under a file: fails even for root */
	uint32_t v = 42, back = 0;
	msg[0] = 0;
	CHECK(state_save(&gone, "game", 1, &v, sizeof v, msg, sizeof msg) < 0);
	CHECK_MSG(strstr(msg, "/dev/null/tessera") != NULL, msg);
	msg[0] = 0;
	CHECK(state_load(&gone, "game", 1, &back, sizeof back, msg, sizeof msg) < 0);
	CHECK_MSG(strstr(msg, "/dev/null/tessera") != NULL, msg);
	CHECK_INT(back, 0);
	state_remove(&gone, "game");

	char *home = getenv("HOME"), saved_home[PATH_MAX] = "";
	if (home)
		snprintf(saved_home, sizeof saved_home, "%s", home);
	unsetenv("STATE_DIRECTORY");
	unsetenv("HOME");
	CHECK(state_dir_open(&gone, msg, sizeof msg) < 0);
	CHECK_MSG(strstr(msg, "STATE_DIRECTORY") != NULL, msg);
	if (saved_home[0])
		setenv("HOME", saved_home, 1);
}

static void test_home_default(void)
{
	unsetenv("STATE_DIRECTORY");
	char home[96];
	snprintf(home, sizeof home, "%s/home", dir);
	setenv("HOME", home, 1);
	struct state_dir d;
	CHECK_INT(state_dir_open(&d, msg, sizeof msg), 0);
	char want[160];
	snprintf(want, sizeof want, "%s/.local/state/tessera", home);
	CHECK_STR(d.path, want);
	struct stat st;
	CHECK(stat(want, &st) == 0 && S_ISDIR(st.st_mode));
}

int main(void)
{
	snprintf(dir, sizeof dir, "/tmp/tessera-state-%d", (int)getpid());
	mkdir(dir, 0700);
	char first[160];
	snprintf(first, sizeof first, "%s/state:%s/other", dir, dir);	/* systemd lists with ':' */
	setenv("STATE_DIRECTORY", first, 1);
	CHECK_INT(state_dir_open(&sd, msg, sizeof msg), 0);
	char want[160];
	snprintf(want, sizeof want, "%s/state", dir);
	CHECK_STR(sd.path, want);
	RUN(test_round_trip);
	RUN(test_bad_files);
	RUN(test_unwritable);
	RUN(test_directory_lost_after_start);
	RUN(test_home_default);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd) != 0)
		fprintf(stderr, "could not remove %s\n", dir);
	return check_finish();
}
