#include "platform/huge_pages.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <sys/mman.h>

#define HUGE_PAGE_SIZE_FILE "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size"

size_t huge_pages_size(void)
{
	static size_t size;
	if (size)
		return size;
	unsigned long long v = 0;
	FILE *f = fopen(HUGE_PAGE_SIZE_FILE, "re");
	if (f) {
		if (fscanf(f, "%llu", &v) != 1)
			v = 0;
		fclose(f);
	}
	/* A power of two of 64 KiB or more, or the usual 2 MiB. */
	size = v >= (64u << 10) && !(v & (v - 1)) ? (size_t)v : (size_t)2 << 20;
	return size;
}

size_t huge_pages_advise(void *p, size_t n)
{
#ifdef MADV_HUGEPAGE
	size_t h = huge_pages_size();
	uintptr_t start = ((uintptr_t)p + h - 1) & ~(uintptr_t)(h - 1);
	uintptr_t end = ((uintptr_t)p + n) & ~(uintptr_t)(h - 1);
	if (!p || end <= start || madvise((void *)start, end - start, MADV_HUGEPAGE) != 0)
		return 0;
	return end - start;
#else
	(void)p;
	(void)n;
	return 0;
#endif
}

size_t huge_pages_backing(const void *p)
{
	FILE *f = fopen("/proc/self/smaps", "re");
	if (!f)
		return 0;
	char line[512];
	bool inside = false;
	size_t kb = 0;
	uintptr_t a = (uintptr_t)p;
	while (fgets(line, sizeof line, f)) {
		uintmax_t lo, hi, v;
		/* A mapping's first line is its range; its fields start with
		 * a name, which never reads as "hex-hex". */
		if (sscanf(line, "%" SCNxMAX "-%" SCNxMAX, &lo, &hi) == 2) {
			inside = a >= lo && a < hi;
			continue;
		}
		if (inside && sscanf(line, "AnonHugePages: %" SCNuMAX " kB", &v) == 1) {
			kb = (size_t)v;
			break;
		}
	}
	fclose(f);
	return kb << 10;
}

void *huge_pages_alloc(size_t n, size_t align)
{
	void *p = NULL;
	size_t h = huge_pages_size();
	if (n >= h && h > align)
		align = h;
	if (posix_memalign(&p, align, n ? n : align) != 0)
		return NULL;
	huge_pages_advise(p, n);
	return p;
}
