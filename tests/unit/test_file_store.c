/* The app's file store: the state directory and its records folder.  A
 * records folder that cannot be used is a warning at the start and at
 * each game's end, never silence; a usable one records; a file where the
 * state directory should be is an error that says so.  On a real full
 * file system (a small tmpfs) and under a read-only mount - both in a
 * mount namespace of this test's own, so root only - a save fails with
 * the saved game and the records as they were and nothing left behind. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/mount.h>
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

/* A mount namespace of this process's own, so the mounts below go with
 * it; false without the privilege (then those tests are not run). */
static bool own_mounts(void)
{
	static int done = -1;
	if (done < 0)
		done = unshare(CLONE_NEWNS) == 0 && mount(NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0;
	if (!done)
		fprintf(stderr, "note: no mount namespace (not root?): the full and read-only mounts are not tried\n");
	return done;
}

/* The names in path, one per line (a left-over temporary file shows). */
static void list(const char *path, char *out, size_t size)
{
	char cmd[256];
	snprintf(cmd, sizeof cmd, "ls -A %s", path);
	FILE *p = popen(cmd, "r");
	size_t n = p ? fread(out, 1, size - 1, p) : 0;
	out[n] = '\0';
	if (p)
		pclose(p);
}

/* A full disk (ENOSPC, a 64 KiB tmpfs filled up): the game's save and the
 * record's fail with the reason, the game saved before is whole, the
 * records kept are the same, and no temporary file takes what room there
 * is.  Once there is room again, both save. */
static void test_full_disk(void)
{
	char state[96], fill[128], names[512], want[256];
	snprintf(state, sizeof state, "%s/full", dir);
	CHECK_INT(mkdir(state, 0700), 0);
	if (!own_mounts())
		return;
	CHECK_INT(mount("tmpfs", state, "tmpfs", 0, "size=64k,mode=0700"), 0);
	setenv("STATE_DIRECTORY", state, 1);
	static struct file_store s;
	file_store_init(&s);
	CHECK_INT(file_store_open_state(&s, msg, sizeof msg), 0);
	struct app_store st = file_store_app(&s);
	CHECK(st.save && st.save_record && st.load);
	if (!st.save || !st.save_record || !st.load)
		goto out;
	static char game[8192], back[8192];
	memset(game, 'a', sizeof game);
	CHECK_INT(st.save(st.ctx, "words", 5, game, sizeof game, msg, sizeof msg), 0);
	CHECK_INT(st.save_record(st.ctx, false, "#player1 a a\n", 13, msg, sizeof msg), 0);
	/* Filled to the last block. */
	snprintf(fill, sizeof fill, "%s/fill", state);
	FILE *f = fopen(fill, "w");
	CHECK(f != NULL);
	while (f && fwrite(game, 1, 512, f) == 512 && fflush(f) == 0)
		;
	if (f)
		fclose(f);
	memset(game, 'b', sizeof game);
	CHECK_INT(st.save(st.ctx, "words", 5, game, sizeof game, msg, sizeof msg), -ENOSPC);
	snprintf(want, sizeof want, "cannot save %s/words: %s", state, strerror(ENOSPC));
	CHECK_STR(msg, want);
	CHECK_INT(st.save_record(st.ctx, true, "moves f5\n", 9, msg, sizeof msg), -ENOSPC);
	CHECK_MSG(strstr(msg, "000002-reversi.txt") && strstr(msg, strerror(ENOSPC)), msg);
	list(state, names, sizeof names);
	CHECK_STR(names, "fill\nrecords\nwords\n");
	list(s.records.path, names, sizeof names);
	CHECK_STR(names, "000001-words.gcg\n");
	CHECK_INT(st.load(st.ctx, "words", 5, back, sizeof back, 5, 0, msg, sizeof msg), 0);
	CHECK(back[0] == 'a' && back[sizeof back - 1] == 'a');
	/* Room again: the next save and record go through. */
	CHECK_INT(unlink(fill), 0);
	CHECK_INT(st.save(st.ctx, "words", 5, game, sizeof game, msg, sizeof msg), 0);
	CHECK_INT(st.save_record(st.ctx, true, "moves f5\n", 9, msg, sizeof msg), 0);
	CHECK_INT(st.load(st.ctx, "words", 5, back, sizeof back, 5, 0, msg, sizeof msg), 0);
	CHECK(back[0] == 'b');
out:
	umount2(state, MNT_DETACH);
}

/* A records folder on a read-only mount while the state directory can be
 * written: said at the start with the remedy that fits (a remount, not
 * chown or chmod, which cannot help). */
static void test_read_only_records_folder(void)
{
	char state[96], records[128], want[320];
	snprintf(state, sizeof state, "%s/rorec", dir);
	snprintf(records, sizeof records, "%s/records", state);
	CHECK_INT(mkdir(state, 0700), 0);
	CHECK_INT(mkdir(records, 0700), 0);
	if (!own_mounts())
		return;
	CHECK_INT(mount(records, records, NULL, MS_BIND, NULL), 0);
	CHECK_INT(mount(NULL, records, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL), 0);
	setenv("STATE_DIRECTORY", state, 1);
	static struct file_store s;
	file_store_init(&s);
	CHECK_INT(file_store_open_state(&s, msg, sizeof msg), 0);
	snprintf(want, sizeof want, "cannot write %s: %s; finished games are not recorded until it is remounted read-write",
		 records, strerror(EROFS));
	CHECK_STR(msg, want);
	struct app_store st = file_store_app(&s);
	CHECK(st.save_record != NULL);
	if (st.save_record)
		CHECK_INT(st.save_record(st.ctx, false, "#player1 a a\n", 13, msg, sizeof msg), -EROFS);
	umount2(records, MNT_DETACH);
}

int main(void)
{
	CHECK(mkdtemp(dir) != NULL);
	RUN(test_unusable_records_folder_is_said);
	RUN(test_usable_records_folder_records);
	RUN(test_state_directory_is_a_file);
	RUN(test_full_disk);
	RUN(test_read_only_records_folder);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd) != 0)
		fprintf(stderr, "could not remove %s\n", dir);
	return check_finish();
}
