/* seal_probe WAY: seals the memory, then allocates one way, and prints the
 * seal's counts.  tests/seal/check-seal runs it from the release build
 * (counted, said once) and the debug build (aborts, naming the caller).
 *   none, malloc, calloc, realloc, free, aligned_alloc, posix_memalign,
 *   thread (malloc on another thread), allowed (malloc inside seal_allow) */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "platform/seal.h"

static void *before;	/* allocated before the seal, freed after */
static int gate[2];	/* the other thread waits here until the seal */

/* Exported (not static) so the debug build's -rdynamic names it. */
__attribute__((noinline)) void *probe_allocates_here(const char *way);
void *probe_allocates_here(const char *way)
{
	void *p = NULL;
	if (!strcmp(way, "malloc") || !strcmp(way, "thread") || !strcmp(way, "allowed"))
		p = malloc(100);
	else if (!strcmp(way, "calloc"))
		p = calloc(10, 10);
	else if (!strcmp(way, "realloc"))
		p = realloc(before, 200);
	else if (!strcmp(way, "free"))
		free(before);
	else if (!strcmp(way, "aligned_alloc"))
		p = aligned_alloc(64, 128);
	else if (!strcmp(way, "posix_memalign") && posix_memalign(&p, 64, 128))
		p = NULL;
	return p;
}

static void *other_thread(void *arg)
{
	char c;
	if (read(gate[0], &c, 1) != 1)
		return NULL;
	return probe_allocates_here(arg);
}

int main(int argc, char **argv)
{
	const char *way = argc > 1 ? argv[1] : "none";
	pthread_t t;
	void *p = NULL;
	before = malloc(50);
	if (pipe(gate) || pthread_create(&t, NULL, other_thread, (void *)way))
		return 2;
	seal_memory();
	if (!strcmp(way, "thread")) {
		if (write(gate[1], "x", 1) != 1)
			return 2;
		pthread_join(t, &p);
	} else {
		if (!strcmp(way, "allowed"))
			seal_allow(true);
		p = probe_allocates_here(way);
		if (!strcmp(way, "allowed"))
			seal_allow(false);
	}
	unsigned long violations = seal_violations(), allowed = seal_allowed();
	seal_release();
	printf("watching %d violations %lu allowed %lu\n", seal_watching(), violations, allowed);
	return p == before ? 0 : 0;
}
