/* The app's file store: the state directory and its records folder.  A
 * records folder that cannot be used is a warning at the start and at
 * each game's end, never silence; a usable one records; a file where the
 * state directory should be is an error that says so. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "platform/file_store.h"

static char dir[] = "/tmp/tessera-file-store-XXXXXX";
static char msg[PATH_MAX + 200];

static void touch(const char *path)
{
	FILE *f = fopen(path, "w");
	CHECK_MSG(f != NULL, path);
	if (f)
		fclose(f);
}

/* A plain file named records: the start says the folder cannot be read and
 * what follows; each finished game says it again, and the game goes on. */
static void test_unusable_records_folder_is_said(void)
{
	char state[96], records[128], want[256];
	snprintf(state, sizeof state, "%s/bad", dir);
	CHECK_INT(mkdir(state, 0700), 0);
	snprintf(records, sizeof records, "%s/records", state);
	touch(records);
	setenv("STATE_DIRECTORY", state, 1);
	static struct file_store s;
	file_store_init(&s);
	CHECK_INT(file_store_open_state(&s, msg, sizeof msg), 0);
	snprintf(want, sizeof want, "cannot read %s: %s; finished games are not recorded", records, strerror(ENOTDIR));
	CHECK_STR(msg, want);
	struct app_store st = file_store_app(&s);
	CHECK(st.save != NULL);
	CHECK(st.save_record != NULL);
	if (!st.save_record)
		return;
	CHECK_INT(st.save_record(st.ctx, false, "#player1 a a\n", 13, msg, sizeof msg), -ENOTDIR);
	snprintf(want, sizeof want, "%s: %s; this game is not recorded", records, strerror(ENOTDIR));
	CHECK_STR(msg, want);
}

/* A usable folder: no warning, and a finished game is recorded. */
static void test_usable_records_folder_records(void)
{
	char state[96], want[160];
	snprintf(state, sizeof state, "%s/good", dir);
	setenv("STATE_DIRECTORY", state, 1);
	static struct file_store s;
	file_store_init(&s);
	CHECK_INT(file_store_open_state(&s, msg, sizeof msg), 0);
	CHECK_STR(msg, "");
	struct app_store st = file_store_app(&s);
	CHECK(st.save_record != NULL);
	if (!st.save_record)
		return;
	CHECK_INT(st.save_record(st.ctx, true, "moves f5\n", 9, msg, sizeof msg), 0);
	snprintf(want, sizeof want, "%s/records/000001-reversi.txt", state);
	CHECK_STR(msg, want);
	CHECK(access(want, F_OK) == 0);
}

/* A file where the state directory should be: an error naming it. */
static void test_state_directory_is_a_file(void)
{
	char state[96];
	snprintf(state, sizeof state, "%s/plain", dir);
	touch(state);
	setenv("STATE_DIRECTORY", state, 1);
	static struct file_store s;
	file_store_init(&s);
	CHECK_INT(file_store_open_state(&s, msg, sizeof msg), -ENOTDIR);
	CHECK_MSG(strstr(msg, state) && strstr(msg, "is not a directory"), msg);
	CHECK(!s.have_state && !s.have_records);
}

int main(void)
{
	CHECK(mkdtemp(dir) != NULL);
	RUN(test_unusable_records_folder_is_said);
	RUN(test_usable_records_folder_records);
	RUN(test_state_directory_is_a_file);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd) != 0)
		fprintf(stderr, "could not remove %s\n", dir);
	return check_finish();
}
