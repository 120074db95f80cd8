/* storage_map_file: read-only mappings, and an error value for every way a
 * path can fail to be a mappable file. */
#include "check.h"
#include "platform/storage.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

int main(void)
{
	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}
	RUN(test_maps_contents);
	RUN(test_empty_file_is_an_empty_blob);
	RUN(test_errors_are_negative_errno);
	rmdir(dir);
	return check_finish();
}
