/* Huge pages for the few large blocks read at random: the Reversi solver's
 * table and the dictionary.  With 4 KiB pages a probe of a 16 MiB table
 * lands on one of 4096 pages, past what the processor's address cache
 * holds, so most probes also walk the page tables; 2 MiB pages keep the
 * whole table in a few entries (docs/reversi.md, "Huge pages"). */
#ifndef TESSERA_PLATFORM_HUGE_PAGES_H
#define TESSERA_PLATFORM_HUGE_PAGES_H

#include <stddef.h>

/* Asks the kernel to back the whole huge pages inside [p, p + n) with huge
 * pages (Linux's transparent huge pages, which Debian and Raspberry Pi OS
 * turn on for memory that asks: "madvise").  Call it before the memory is
 * first touched.  Advice only: returns the bytes advised, 0 when the block
 * holds no whole huge page or the kernel refuses (nothing changes then). */
size_t huge_pages_advise(void *p, size_t n);

/* The huge page size: the kernel's (sysfs), else 2 MiB. */
size_t huge_pages_size(void);

/* Bytes of huge pages backing the mapping that holds p (the kernel's
 * /proc/self/smaps, AnonHugePages), 0 when there are none or it cannot
 * be read: what the benchmark prints beside its figures. */
size_t huge_pages_backing(const void *p);

/* A block of n bytes aligned to `align` (a power of two, at least
 * sizeof(void *)) and, when it is a huge page or more, started on one and
 * advised; or NULL.  Freed with free().  The programs' start-up block,
 * mostly the Reversi solver's table, comes from here. */
void *huge_pages_alloc(size_t n, size_t align);

#endif
