/* Finished games' records in the state directory: each saved whole under
 * the next number, the newest RECORDS_KEEP kept, the numbering carried on
 * after a restart, nothing temporary left; names read back; a folder that
 * cannot be written is an error value with a sentence. */
/* readdir under qemu-arm on a 64-bit host: 64-bit offsets (records.c). */
#define _FILE_OFFSET_BITS 64
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "platform/records.h"

static char dir[64];
static char msg[PATH_MAX + 200];

static bool has(const char *name)
{
	char p[PATH_MAX];
	snprintf(p, sizeof p, "%s/records/%s", dir, name);
	return access(p, F_OK) == 0;
}

static int count_files(void)
{
	char p[PATH_MAX];
	snprintf(p, sizeof p, "%s/records", dir);
	DIR *d = opendir(p);
	int n = 0;
	if (!d)
		return -1;
	for (struct dirent *de; (de = readdir(d));)
		n += de->d_name[0] != '.';
	closedir(d);
	return n;
}

static void test_names(void)
{
	char name[RECORDS_NAME];
	unsigned n = 0;
	enum records_game g = RECORDS_WORDS;
	records_name(42, RECORDS_WORDS, name);
	CHECK_STR(name, "000042-words.gcg");
	records_name(7, RECORDS_REVERSI, name);
	CHECK_STR(name, "000007-reversi.txt");
	CHECK(records_parse_name("000123-reversi.txt", &n, &g));
	CHECK_INT(n, 123);
	CHECK_INT(g, RECORDS_REVERSI);
	CHECK(!records_parse_name("00012-words.gcg", &n, &g));
	CHECK(!records_parse_name("000012-words.gcg.tmp", &n, &g));
	CHECK(!records_parse_name(".000012-words.gcg.tmp", &n, &g));
	CHECK(!records_parse_name("00001x-words.gcg", &n, &g));
}

static void test_save_keep_and_restart(void)
{
	struct records_dir r;
	char text[64];
	snprintf(dir, sizeof dir, "/tmp/tessera-records-XXXXXX");
	CHECK(mkdtemp(dir) != NULL);
	CHECK_INT(records_open(&r, dir, msg, sizeof msg), 0);
	CHECK_INT(r.next, 1);
	CHECK(!has(""));	/* no folder before the first record */
	CHECK_INT(records_save(&r, RECORDS_WORDS, "#player1 a a\n", 13, msg, sizeof msg), 0);
	CHECK(strstr(msg, "/records/000001-words.gcg") != NULL);
	CHECK(has("000001-words.gcg"));
	/* The whole text, nothing else. */
	char p[PATH_MAX], back[64] = "";
	snprintf(p, sizeof p, "%s/records/000001-words.gcg", dir);
	FILE *f = fopen(p, "rb");
	CHECK(f != NULL);
	if (f) {
		CHECK_INT(fread(back, 1, sizeof back, f), 13);
		fclose(f);
	}
	CHECK_STR(back, "#player1 a a\n");
	/* A restart carries the numbering on. */
	CHECK_INT(records_open(&r, dir, msg, sizeof msg), 0);
	CHECK_INT(r.next, 2);
	for (int i = 2; i <= RECORDS_KEEP + 2; i++) {
		int len = snprintf(text, sizeof text, "game %d\n", i);
		CHECK_INT(records_save(&r, i % 2 ? RECORDS_REVERSI : RECORDS_WORDS, text, (size_t)len, msg,
				       sizeof msg), 0);
	}
	/* RECORDS_KEEP + 2 saved: the first two are gone, the newest kept. */
	CHECK(!has("000001-words.gcg"));
	CHECK(!has("000002-words.gcg"));
	CHECK(has("000003-reversi.txt"));
	CHECK(has("000302-words.gcg"));
	CHECK_INT(count_files(), RECORDS_KEEP);
}

static void test_unwritable(void)
{
	struct records_dir r;
	char ro[PATH_MAX];
	if (geteuid() == 0) {
		/* root writes anywhere: a file where the folder should be instead. */
		snprintf(ro, sizeof ro, "%s/plain", dir);
		FILE *f = fopen(ro, "w");
		CHECK(f != NULL);
		if (f)
			fclose(f);
		snprintf(ro, sizeof ro, "%s/plain", dir);
		CHECK(records_open(&r, ro, msg, sizeof msg) < 0);
		CHECK(strstr(msg, "cannot") != NULL);
		return;
	}
	snprintf(ro, sizeof ro, "%s/ro", dir);
	CHECK_INT(mkdir(ro, 0500), 0);
	CHECK(records_open(&r, ro, msg, sizeof msg) < 0);
	CHECK(strstr(msg, "cannot read") != NULL);
}

int main(void)
{
	RUN(test_names);
	RUN(test_save_keep_and_restart);
	RUN(test_unwritable);
	char cmd[PATH_MAX];
	snprintf(cmd, sizeof cmd, "chmod -R u+w %s && rm -rf %s", dir, dir);
	if (dir[0] && system(cmd) != 0)
		fprintf(stderr, "could not remove %s\n", dir);
	return check_finish();
}
