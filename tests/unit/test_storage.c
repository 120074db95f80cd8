/* storage: a private copy of a file (changing the file after cannot touch
 * it), reads that never block on what is not a regular file (a FIFO), an
 * error value for every way a path can fail to be a file, and the atomic
 * replace. */
#include "check.h"
#include "platform/storage.h"

#include <errno.h>
#include <signal.h>
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

/* The copy is the file as it was: rewriting it in place (cp over it, which
 * truncates first: a mapping would fault) or removing it changes nothing. */
static void test_copy_is_private(void)
{
	char path[256];
	write_tmp("data", "TESSDICT and more", path, sizeof path);
	struct storage_blob m;
	CHECK_INT(storage_load_file(path, SIZE_MAX, &m), 0);
	CHECK_INT(m.size, 17);
	CHECK(m.data && memcmp(m.data, "TESSDICT and more", 17) == 0);
	CHECK_INT(truncate(path, 0), 0);
	write_tmp("data", "other", path, sizeof path);
	CHECK(memcmp(m.data, "TESSDICT and more", 17) == 0);
	unlink(path);
	CHECK(memcmp(m.data, "TESSDICT and more", 17) == 0);
	storage_release(&m);
	CHECK(m.data == NULL && m.size == 0);
	storage_release(&m); /* a second release is harmless */
}

/* A FIFO (or a device) where a file is expected is refused at once: never
 * opened for a writer to come, never read.  SIGALRM ends a test that waits. */
static void test_fifo_is_refused_without_waiting(void)
{
	char path[256], buf[8];
	struct storage_blob m;
	int fd;
	snprintf(path, sizeof path, "%s/fifo", dir);
	CHECK_INT(mkfifo(path, 0600), 0);
	alarm(5);
	CHECK_INT(storage_load_file(path, SIZE_MAX, &m), -EINVAL);
	CHECK_INT(storage_read_file(path, buf, sizeof buf), -EINVAL);
	CHECK_INT(storage_open_read(path, &fd), -EINVAL);
	CHECK_INT(fd, -1);
	CHECK_INT(storage_read_file("/dev/zero", buf, sizeof buf), -EINVAL);
	alarm(0);
	CHECK_STR(storage_error_text(-EINVAL), "not a regular file");
	CHECK_STR(storage_error_text(-ENOENT), strerror(ENOENT));
	unlink(path);
}

/* storage_read_file: the whole file, or -EFBIG when it does not fit. */
static void test_read_whole_file(void)
{
	char path[256], buf[8];
	write_tmp("small", "1234567", path, sizeof path);
	CHECK_INT(storage_read_file(path, buf, sizeof buf), 7);
	CHECK(memcmp(buf, "1234567", 7) == 0);
	write_tmp("exact", "12345678", path, sizeof path);
	CHECK_INT(storage_read_file(path, buf, sizeof buf), 8);
	write_tmp("big", "123456789", path, sizeof path);
	CHECK_INT(storage_read_file(path, buf, sizeof buf), -EFBIG);
	snprintf(path, sizeof path, "%s/small", dir);
	unlink(path);
	snprintf(path, sizeof path, "%s/exact", dir);
	unlink(path);
	snprintf(path, sizeof path, "%s/big", dir);
	unlink(path);
}

static void test_empty_file_is_an_empty_blob(void)
{
	char path[256];
	write_tmp("empty", "", path, sizeof path);
	struct storage_blob m;
	CHECK_INT(storage_load_file(path, SIZE_MAX, &m), 0);
	CHECK_INT(m.size, 0);
	CHECK(m.data != NULL);
	storage_release(&m);
	unlink(path);
}

static void test_errors_are_negative_errno(void)
{
	char path[256];
	struct storage_blob m;
	snprintf(path, sizeof path, "%s/missing", dir);
	CHECK_INT(storage_load_file(path, SIZE_MAX, &m), -ENOENT);
	CHECK(m.data == NULL);
	CHECK_INT(storage_load_file(dir, SIZE_MAX, &m), -EISDIR);
	CHECK_INT(storage_load_file("/dev/null", SIZE_MAX, &m), -EINVAL);
}

/* A file larger than the cap is refused before any memory is taken (a
 * sparse 64 MiB file against a 1 MiB cap); storage_read_head reads its
 * first bytes and gives its whole size. */
static void test_cap_and_head(void)
{
	char path[256], head[8];
	struct storage_blob m;
	uint64_t size = 0;
	write_tmp("huge", "TESSDICT", path, sizeof path);
	CHECK_INT(truncate(path, 64 << 20), 0);
	CHECK_INT(storage_read_head(path, head, sizeof head, &size), 8);
	CHECK(memcmp(head, "TESSDICT", 8) == 0);
	CHECK(size == 64u << 20);
	CHECK_INT(storage_load_file(path, 1 << 20, &m), -EFBIG);
	CHECK(m.data == NULL && m.size == 0);
	write_tmp("huge", "1234", path, sizeof path);
	CHECK_INT(storage_load_file(path, 4, &m), 0);
	storage_release(&m);
	CHECK_INT(storage_load_file(path, 3, &m), -EFBIG);
	CHECK_INT(storage_read_head(path, head, sizeof head, &size), 4);
	CHECK(size == 4);
	CHECK_INT(storage_read_head("/dev/zero", head, sizeof head, &size), -EINVAL);
	unlink(path);
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
	struct storage_blob m;
	CHECK_INT(storage_load_file(path, SIZE_MAX, &m), 0);
	CHECK(m.size == 13 && memcmp(m.data, "new contents\n", 13) == 0);
	storage_release(&m);
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
	CHECK_INT(storage_load_file(path, SIZE_MAX, &m), 0);
	CHECK(m.size == 13 && memcmp(m.data, "new contents\n", 13) == 0);
	storage_release(&m);
	unlink(inner);
	rmdir(sub);
	unlink(path);
}

static void on_alarm(int sig)
{
	(void)sig;
	static const char why[] = "FAIL test_fifo_in_the_temporarys_place: the replace waited on a FIFO for 5 s\n";
	if (write(2, why, sizeof why - 1) < 0)
		_exit(1);
	_exit(1);
}

/* A FIFO where the temporary is written (a hand or a tool made it: no save
 * does): opening it for writing would wait for a reader forever, and the
 * kiosk with it.  It is removed and the file replaced, at once. */
static void test_fifo_in_the_temporarys_place(void)
{
	char path[256], tmp[300];
	write_tmp("saved", "old game\n", path, sizeof path);
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	CHECK_INT(mkfifo(tmp, 0600), 0);
	const struct storage_chunk one[] = { { "new game\n", 9 } };
	signal(SIGALRM, on_alarm);
	alarm(5);
	CHECK_INT(storage_replace_file(path, tmp, 0600, one, 1), 0);
	alarm(0);
	struct storage_blob m;
	CHECK_INT(storage_load_file(path, SIZE_MAX, &m), 0);
	CHECK(m.size == 9 && memcmp(m.data, "new game\n", 9) == 0);
	storage_release(&m);
	CHECK(access(tmp, F_OK) != 0);
	unlink(path);
}

/* A symbolic link where the temporary is written: the replace neither
 * writes through it (the file it names keeps what it had) nor fails on it
 * ("Too many levels of symbolic links"): the link goes. */
static void test_link_in_the_temporarys_place(void)
{
	char path[256], tmp[300], victim[256];
	write_tmp("saved", "old game\n", path, sizeof path);
	write_tmp("victim", "not ours\n", victim, sizeof victim);
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	CHECK_INT(symlink(victim, tmp), 0);
	const struct storage_chunk one[] = { { "new game\n", 9 } };
	CHECK_INT(storage_replace_file(path, tmp, 0600, one, 1), 0);
	struct storage_blob m;
	CHECK_INT(storage_load_file(path, SIZE_MAX, &m), 0);
	CHECK(m.size == 9 && memcmp(m.data, "new game\n", 9) == 0);
	storage_release(&m);
	CHECK_INT(storage_load_file(victim, SIZE_MAX, &m), 0);
	CHECK(m.size == 9 && memcmp(m.data, "not ours\n", 9) == 0);
	storage_release(&m);
	struct stat st;
	CHECK(lstat(tmp, &st) != 0);
	unlink(path);
	unlink(victim);
}

int main(void)
{
	if (!mkdtemp(dir)) {
		perror("mkdtemp");
		return 1;
	}
	RUN(test_copy_is_private);
	RUN(test_cap_and_head);
	RUN(test_fifo_is_refused_without_waiting);
	RUN(test_read_whole_file);
	RUN(test_empty_file_is_an_empty_blob);
	RUN(test_errors_are_negative_errno);
	RUN(test_replace_is_whole_or_nothing);
	RUN(test_fifo_in_the_temporarys_place);
	RUN(test_link_in_the_temporarys_place);
	rmdir(dir);
	return check_finish();
}
