/* storage_map_file: read-only mappings, and an error value for every way a
 * path can fail to be a mappable file. */
#include "check.h"
#include "platform/storage.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char dir[] = "/tmp/tessera-storage-XXXXXX";

static void write_tmp(const char *name, const char *text, char *path, size_t cap)
{
	snprintf(path, cap, "%s/%s", dir, name);
	FILE *f = fopen(path, "wb");
	CHECK(f != NULL);
	if (f) {
		fputs(text, f);
		fclose(f);
	}
}

static void test_maps_contents(void)
{
	char path[256];
	write_tmp("data", "TESSDICT and more", path, sizeof path);
	struct storage_map m;
	CHECK_INT(storage_map_file(path, &m), 0);
	CHECK_INT(m.size, 17);
	CHECK(m.data && memcmp(m.data, "TESSDICT and more", 17) == 0);
	storage_unmap(&m);
	CHECK(m.data == NULL && m.size == 0);
	storage_unmap(&m); /* a second unmap is harmless */
	unlink(path);
}

static void test_empty_file_is_an_empty_blob(void)
{
	char path[256];
	write_tmp("empty", "", path, sizeof path);
	struct storage_map m;
	CHECK_INT(storage_map_file(path, &m), 0);
	CHECK_INT(m.size, 0);
	CHECK(m.data != NULL);
	storage_unmap(&m);
	unlink(path);
}

static void test_errors_are_negative_errno(void)
{
	char path[256];
	struct storage_map m;
	snprintf(path, sizeof path, "%s/missing", dir);
	CHECK_INT(storage_map_file(path, &m), -ENOENT);
	CHECK(m.data == NULL);
	CHECK_INT(storage_map_file(dir, &m), -EISDIR);
	CHECK_INT(storage_map_file("/dev/null", &m), -EINVAL);
}

/* storage_replace_file: the chunks in order, the mode asked for, no
 * temporary left; a failure leaves the old file as it was. */
static void test_replace_is_whole_or_nothing(void)
{
	char path[256], tmp[300];
	write_tmp("cfg", "old contents\n", path, sizeof path);
	snprintf(tmp, sizeof tmp, "%s.new", path);
	const struct storage_chunk two[] = { { "new ", 4 }, { "contents\n", 9 } };
	CHECK_INT(storage_replace_file(path, tmp, 0640, two, 2), 0);
	struct storage_map m;
	CHECK_INT(storage_map_file(path, &m), 0);
	CHECK(m.size == 13 && memcmp(m.data, "new contents\n", 13) == 0);
	storage_unmap(&m);
	struct stat st;
	CHECK_INT(stat(path, &st), 0);
	CHECK_INT(st.st_mode & 07777, 0640);
	CHECK(access(tmp, F_OK) != 0);

	/* The temporary cannot be made (a directory that does not exist):
	 * an error, and the file keeps what it had. */
	char bad[300];
	snprintf(bad, sizeof bad, "%s/missing/cfg.new", dir);
	CHECK_INT(storage_replace_file(path, bad, 0640, two, 1), -ENOENT);
	/* The rename fails (the target is a non-empty directory): no temporary
	 * is left behind. */
	char sub[256], inner[300];
	snprintf(sub, sizeof sub, "%s/sub", dir);
	CHECK_INT(mkdir(sub, 0700), 0);
	snprintf(inner, sizeof inner, "%s/x", sub);
	FILE *f = fopen(inner, "w");
	CHECK(f != NULL);
	if (f)
		fclose(f);
	CHECK(storage_replace_file(sub, tmp, 0640, two, 2) < 0);
	CHECK(access(tmp, F_OK) != 0);
	CHECK_INT(storage_map_file(path, &m), 0);
	CHECK(m.size == 13 && memcmp(m.data, "new contents\n", 13) == 0);
	storage_unmap(&m);
	unlink(inner);
	rmdir(sub);
	unlink(path);
}

int main(void)
{
	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}
	RUN(test_maps_contents);
	RUN(test_empty_file_is_an_empty_blob);
	RUN(test_errors_are_negative_errno);
	RUN(test_replace_is_whole_or_nothing);
	rmdir(dir);
	return check_finish();
}
