/* huge_pages: which part of a block is advised (whole huge pages inside
 * it only), and that the advice takes: with the kernel's transparent huge
 * pages in "madvise" mode (Debian's default) an advised block is backed by
 * huge pages once touched and one not advised is not; a large file loaded
 * whole (the dictionary) is too. */
#include "check.h"
#include "platform/huge_pages.h"
#include "platform/storage.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define THP_MODE_FILE "/sys/kernel/mm/transparent_hugepage/enabled"

/* The kernel's mode, the bracketed word of THP_MODE_FILE ("always",
 * "madvise", "never"), or "" when there is no such file. */
static void thp_mode(char *out, size_t size)
{
	char line[128] = "";
	out[0] = 0;
	FILE *f = fopen(THP_MODE_FILE, "re");
	if (!f)
		return;
	if (!fgets(line, sizeof line, f))
		line[0] = 0;
	fclose(f);
	const char *a = strchr(line, '['), *b = a ? strchr(a, ']') : NULL;
	if (a && b)
		snprintf(out, size, "%.*s", (int)(b - a - 1), a + 1);
}

/* n bytes mapped afresh, starting on a huge page (the mapping is larger
 * and left so: the test is short). */
static unsigned char *map_aligned(size_t n)
{
	size_t h = huge_pages_size();
	void *m = mmap(NULL, n + h, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(m != MAP_FAILED);
	if (m == MAP_FAILED)
		return NULL;
	return (unsigned char *)(((uintptr_t)m + h - 1) & ~(uintptr_t)(h - 1));
}

static void test_size(void)
{
	size_t h = huge_pages_size();
	CHECK(h >= 64u << 10);
	CHECK((h & (h - 1)) == 0);
	unsigned long long sys = 0;
	FILE *f = fopen("/sys/kernel/mm/transparent_hugepage/hpage_pmd_size", "re");
	if (f) {
		CHECK(fscanf(f, "%llu", &sys) == 1);
		fclose(f);
		CHECK_INT((long long)h, (long long)sys);
	} else {
		CHECK_INT((long long)h, 2ll << 20);
	}
}

static void test_whole_pages_only(void)
{
	size_t h = huge_pages_size();
	CHECK_INT((long long)huge_pages_advise(NULL, 4 * h), 0);
	unsigned char *a = map_aligned(6 * h);
	if (!a)
		return;
	/* Half a page in, three and a half long: the three whole ones. */
	CHECK_INT((long long)huge_pages_advise(a + h / 2, 3 * h + h / 2), 3ll * (long long)h);
	/* Less than one page, or no whole page inside: nothing. */
	CHECK_INT((long long)huge_pages_advise(a, h - 1), 0);
	CHECK_INT((long long)huge_pages_advise(a + 1, h), 0);
	CHECK_INT((long long)huge_pages_advise(a, h), (long long)h);
}

static void test_advice_takes(void)
{
	size_t h = huge_pages_size();
	char mode[32];
	thp_mode(mode, sizeof mode);
	unsigned char *advised = map_aligned(2 * h), *plain = map_aligned(2 * h);
	if (!advised || !plain)
		return;
	CHECK_INT((long long)huge_pages_advise(advised, 2 * h), 2ll * (long long)h);
	memset(advised, 1, 2 * h);
	memset(plain, 1, 2 * h);
	size_t got = huge_pages_backing(advised), plain_got = huge_pages_backing(plain);
	printf("transparent huge pages [%s]: advised %zu KiB, not advised %zu KiB in huge pages\n", mode, got >> 10,
	       plain_got >> 10);
	if (!strcmp(mode, "never") || !mode[0]) {
		CHECK_INT((long long)got, 0); /* nothing to have */
		return;
	}
	CHECK_MSG(got >= h, "an advised block, touched, has no huge page");
	if (!strcmp(mode, "madvise"))
		CHECK_MSG(plain_got == 0, "a block not advised has huge pages: the test's control is wrong");
}

/* A file as large as the dictionary, loaded whole (storage_load_file, as
 * the dictionary is), comes to memory in huge pages too. */
static void test_loaded_file(void)
{
	size_t h = huge_pages_size(), n = 2 * h + h / 3;
	char mode[32], path[] = "/tmp/test_huge_pages.XXXXXX";
	thp_mode(mode, sizeof mode);
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	if (fd < 0)
		return;
	CHECK(ftruncate(fd, (off_t)n) == 0);
	close(fd);
	struct storage_blob b;
	CHECK_INT(storage_load_file(path, n, &b), 0);
	unlink(path);
	CHECK_INT((long long)b.size, (long long)n);
	size_t got = huge_pages_backing(b.data);
	printf("a file of %zu KiB loaded: %zu KiB in huge pages\n", n >> 10, got >> 10);
	if (!strcmp(mode, "never") || !mode[0])
		CHECK_INT((long long)got, 0);
	else
		CHECK_MSG(got >= h, "a large file loaded has no huge page");
	storage_release(&b);
}

int main(void)
{
	RUN(test_size);
	RUN(test_whole_pages_only);
	RUN(test_advice_takes);
	RUN(test_loaded_file);
	return check_finish();
}
