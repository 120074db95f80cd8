/* The display in memory (platform/memory_display.h) has both scanout buffers
 * in memory before the first frame, as the kernel's dumb buffers are: a
 * buffer's pages first written by a frame made that frame 7 ms slower in
 * bench_play (375 page faults for one 800x480 buffer), where the compiler
 * had dropped the clearing of memory calloc gave as zeros. */
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "check.h"
#include "platform/memory_display.h"

/* Pages of [p, p + bytes) that are in memory, and how many there are. */
static void resident_pages(const void *p, size_t bytes, long *in, long *all)
{
	long page = sysconf(_SC_PAGESIZE);
	uintptr_t first = (uintptr_t)p / (uintptr_t)page * (uintptr_t)page;
	uintptr_t end = (uintptr_t)p + bytes;
	size_t n = (size_t)((end - first + (uintptr_t)page - 1) / (uintptr_t)page);
	unsigned char *vec = calloc(n, 1);
	*in = 0;
	*all = (long)n;
	if (!vec || mincore((void *)first, end - first, vec) != 0) {
		*in = -1;
		free(vec);
		return;
	}
	for (size_t i = 0; i < n; i++)
		*in += vec[i] & 1;
	free(vec);
}

static void test_buffers_are_in_memory_before_the_first_frame(void)
{
	struct memory_display m;
	CHECK_INT(memory_display_open(&m, 800, 480), 0);
	for (int i = 0; i < 2; i++) {
		long in, all;
		resident_pages(m.chain.buffers[i].pixels, 800 * 480 * 4, &in, &all);
		CHECK(all >= 375);
		CHECK_INT(in, all);
	}
	memory_display_close(&m);
}

int main(void)
{
	RUN(test_buffers_are_in_memory_before_the_first_frame);
	return check_finish();
}
