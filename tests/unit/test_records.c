/* Finished games' records in the state directory: each saved whole under
 * the next number, the newest RECORDS_KEEP kept, the numbering carried on
 * after a restart, nothing temporary left; names read back; a stray number
 * far ahead, the wrap after 999999 and a name taken behind the program's
 * back never make a save write over a record (nor does a directory where
 * a temporary file goes: an empty one goes, else its number is skipped and
 * it is kept); a restart removes killed
 * saves' temporary files and trims what a killed trim or gaps left over the
 * cap; a folder that cannot be written is an error value with a sentence. */
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

/* A fresh state directory in dir (the last one removed) with its records
 * folder. */
static void new_dir(void)
{
	char cmd[PATH_MAX];
	if (dir[0]) {
		snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
		CHECK_INT(system(cmd), 0);
	}
	snprintf(dir, sizeof dir, "/tmp/tessera-records-XXXXXX");
	CHECK(mkdtemp(dir) != NULL);
	snprintf(cmd, sizeof cmd, "%s/records", dir);
	CHECK_INT(mkdir(cmd, 0700), 0);
}

/* A file in the records folder, as if left there. */
static void put(const char *name, const char *text)
{
	char p[PATH_MAX];
	snprintf(p, sizeof p, "%s/records/%s", dir, name);
	FILE *f = fopen(p, "w");
	CHECK_MSG(f != NULL, p);
	if (f) {
		fputs(text, f);
		fclose(f);
	}
}

/* The file's text is still text (nothing wrote over it). */
static void still(const char *name, const char *text)
{
	char p[PATH_MAX], back[64] = "";
	snprintf(p, sizeof p, "%s/records/%s", dir, name);
	FILE *f = fopen(p, "r");
	CHECK_MSG(f != NULL, p);
	if (f) {
		back[fread(back, 1, sizeof back - 1, f)] = '\0';
		fclose(f);
	}
	CHECK_STR(back, text);
}

static void put_number(unsigned n)
{
	char name[RECORDS_NAME], text[32];
	records_name(n, n % 2 ? RECORDS_REVERSI : RECORDS_WORDS, name);
	snprintf(text, sizeof text, "record %u\n", n);
	put(name, text);
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

/* One stray name far ahead (999999-reversi.txt copied in): the numbering
 * goes on after the real records, and no save writes over one.  (It used
 * to go on at 1000000, named 000000, then 000001 over the first record.) */
static void test_stray_number_far_ahead(void)
{
	struct records_dir r;
	char name[RECORDS_NAME];
	new_dir();
	for (unsigned n = 1; n <= 5; n++) {
		records_name(n, RECORDS_WORDS, name);
		put(name, "a record\n");
	}
	put("999999-reversi.txt", "stray\n");
	CHECK_INT(records_open(&r, dir, msg, sizeof msg), 0);
	CHECK_INT(r.next, 6);
	CHECK_INT(records_save(&r, RECORDS_WORDS, "six\n", 4, msg, sizeof msg), 0);
	CHECK_INT(records_save(&r, RECORDS_WORDS, "seven\n", 6, msg, sizeof msg), 0);
	still("000006-words.gcg", "six\n");
	still("000007-words.gcg", "seven\n");
	still("000001-words.gcg", "a record\n");
	still("999999-reversi.txt", "stray\n");
	CHECK(!has("000000-words.gcg"));
}

/* After 999999 comes 000000: the numbering goes round, and a restart
 * still finds the newest (000000 is newer than 999999). */
static void test_numbers_go_round(void)
{
	struct records_dir r;
	new_dir();
	put_number(999998);
	put_number(999999);
	CHECK_INT(records_open(&r, dir, msg, sizeof msg), 0);
	CHECK_INT(r.next, 0);
	CHECK_INT(records_save(&r, RECORDS_WORDS, "zero\n", 5, msg, sizeof msg), 0);
	still("000000-words.gcg", "zero\n");
	CHECK_INT(records_open(&r, dir, msg, sizeof msg), 0);
	CHECK_INT(r.next, 1);
	still("999999-reversi.txt", "record 999999\n");
}

/* A record's name taken after records_open (by hand, another program):
 * the save takes the next free number, and the file there stays whole;
 * the other game's file under a number takes that number too. */
static void test_taken_name_is_never_replaced(void)
{
	struct records_dir r;
	new_dir();
	CHECK_INT(records_open(&r, dir, msg, sizeof msg), 0);
	CHECK_INT(r.next, 1);
	put("000001-words.gcg", "by hand\n");
	put("000002-reversi.txt", "by hand too\n");
	CHECK_INT(records_save(&r, RECORDS_WORDS, "the game\n", 9, msg, sizeof msg), 0);
	CHECK_MSG(strstr(msg, "/records/000003-words.gcg") != NULL, msg);
	still("000001-words.gcg", "by hand\n");
	still("000002-reversi.txt", "by hand too\n");
	still("000003-words.gcg", "the game\n");
	CHECK(!has("000002-words.gcg"));
	CHECK_INT(r.next, 4);
	CHECK_INT(count_files(), 3);
}

/* A directory where a record's temporary file goes (no save leaves one):
 * an empty one goes and the record takes its number; one with something
 * in it is kept as it is and its number skipped, the record saved under
 * the next. */
static void test_directory_at_the_temporary_name(void)
{
	struct records_dir r;
	char p[PATH_MAX];
	new_dir();
	CHECK_INT(records_open(&r, dir, msg, sizeof msg), 0);
	snprintf(p, sizeof p, "%s/records/.000001-words.gcg.tmp", dir);
	CHECK_INT(mkdir(p, 0700), 0);
	CHECK_INT(records_save(&r, RECORDS_WORDS, "one\n", 4, msg, sizeof msg), 0);
	still("000001-words.gcg", "one\n");
	CHECK(!has(".000001-words.gcg.tmp"));
	snprintf(p, sizeof p, "%s/records/.000002-reversi.txt.tmp", dir);
	CHECK_INT(mkdir(p, 0700), 0);
	put(".000002-reversi.txt.tmp/someone's", "kept\n");
	CHECK_INT(records_save(&r, RECORDS_REVERSI, "two\n", 4, msg, sizeof msg), 0);
	CHECK_MSG(strstr(msg, "/records/000003-reversi.txt") != NULL, msg);
	still("000003-reversi.txt", "two\n");
	still(".000002-reversi.txt.tmp/someone's", "kept\n");
	CHECK(!has("000002-reversi.txt"));
	CHECK_INT(r.next, 4);
	CHECK_INT(count_files(), 2);
}

/* A save killed while writing leaves .NNNNNN-GAME.tmp, one killed between
 * its rename and its trim a record over the cap: the next start removes
 * both, the oldest record first, and leaves other dot files alone. */
static void test_restart_cleans_after_kills(void)
{
	struct records_dir r;
	new_dir();
	for (unsigned n = 1; n <= RECORDS_KEEP + 1; n++)
		put_number(n);
	put(".000302-words.gcg.tmp", "half a record");
	put(".000007-reversi.txt.tmp", "half another");
	put(".keep", "not ours");
	CHECK_INT(records_open(&r, dir, msg, sizeof msg), 0);
	CHECK_INT(r.next, RECORDS_KEEP + 2);
	CHECK(!has(".000302-words.gcg.tmp"));
	CHECK(!has(".000007-reversi.txt.tmp"));
	CHECK(has(".keep"));
	CHECK(!has("000001-reversi.txt"));
	CHECK(has("000002-words.gcg"));
	CHECK_INT(count_files(), RECORDS_KEEP);
}

/* Gaps in the numbers (records removed by hand, a stray far ahead): the
 * cap counts records, not numbers, so the oldest go until RECORDS_KEEP
 * remain, at the start and at each save after. */
static void test_cap_counts_records_across_gaps(void)
{
	struct records_dir r;
	new_dir();
	for (unsigned n = 1; n <= 150; n++)
		put_number(n);
	for (unsigned n = 1001; n <= 1200; n++)
		put_number(n);
	CHECK_INT(records_open(&r, dir, msg, sizeof msg), 0);
	CHECK_INT(count_files(), RECORDS_KEEP);
	CHECK(!has("000050-words.gcg"));
	CHECK(has("000051-reversi.txt"));
	CHECK_INT(records_save(&r, RECORDS_WORDS, "new\n", 4, msg, sizeof msg), 0);
	CHECK(has("001201-words.gcg"));
	CHECK(!has("000051-reversi.txt"));
	CHECK_INT(count_files(), RECORDS_KEEP);
}

/* Across the wrap the oldest are the ones before 999999, not the lowest
 * numbers: 999851-999999 then 000000-000199 (349 records) keep the newest
 * 300, 999900 on; a save then takes 000200 and removes 999900.  The order
 * of play a list follows (records_newest, records_age) is the same. */
static void test_cap_across_the_wrap(void)
{
	struct records_dir r;
	new_dir();
	for (unsigned n = 999851; n <= 999999; n++)
		put_number(n);
	for (unsigned n = 0; n <= 199; n++)
		put_number(n);
	CHECK_INT(records_open(&r, dir, msg, sizeof msg), 0);
	CHECK_INT(r.next, 200);
	CHECK_INT(count_files(), RECORDS_KEEP);
	CHECK(!has("999899-reversi.txt"));
	CHECK(has("999900-words.gcg"));
	CHECK(has("000000-words.gcg"));
	CHECK(has("000199-reversi.txt"));
	CHECK_INT(records_save(&r, RECORDS_WORDS, "new\n", 4, msg, sizeof msg), 0);
	still("000200-words.gcg", "new\n");
	CHECK(!has("999900-words.gcg"));
	CHECK(has("999901-reversi.txt"));
	CHECK(has("000000-words.gcg"));
	CHECK_INT(count_files(), RECORDS_KEEP);

	/* 999998, 999999, 000000, 000001 (a number of both games twice): the
	 * newest is 000001, and 999998 is the oldest. */
	const unsigned v[] = {0, 1, 1, 999998, 999999};
	CHECK_INT(records_newest(v, 5), 1);
	CHECK_INT(records_age(1, 1), 0);
	CHECK_INT(records_age(0, 1), 1);
	CHECK_INT(records_age(999999, 1), 2);
	CHECK_INT(records_age(999998, 1), 3);
	/* No wrap: 1-300 and a stray 999999 far ahead: 300 is the newest. */
	const unsigned w[] = {1, 2, 300, 999999};
	CHECK_INT(records_newest(w, 4), 300);
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
	RUN(test_stray_number_far_ahead);
	RUN(test_numbers_go_round);
	RUN(test_taken_name_is_never_replaced);
	RUN(test_directory_at_the_temporary_name);
	RUN(test_restart_cleans_after_kills);
	RUN(test_cap_counts_records_across_gaps);
	RUN(test_cap_across_the_wrap);
	RUN(test_unwritable);
	char cmd[PATH_MAX];
	snprintf(cmd, sizeof cmd, "chmod -R u+w %s && rm -rf %s", dir, dir);
	if (dir[0] && system(cmd) != 0)
		fprintf(stderr, "could not remove %s\n", dir);
	return check_finish();
}
