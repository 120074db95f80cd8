/* The allocator's entry points, watching the seal (seal.h).  Linked into
 * the programs that seal, never archived (see the Makefile). */
#ifndef TESSERA_SEAL_NO_WRAP
#include <dlfcn.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "platform/seal.h"

extern const int seal_wrap_linked;
const int seal_wrap_linked = 1;

/* glibc's allocator under its other names. */
void *__libc_malloc(size_t size);
void *memalign(size_t align, size_t size); /* <malloc.h> would declare it */
void *__libc_calloc(size_t n, size_t size);
void *__libc_realloc(void *p, size_t size);
void *__libc_memalign(size_t align, size_t size);
void __libc_free(void *p);

/* Says who allocated, without allocating: dladdr and snprintf to a stack
 * buffer, one write(2). */
static void report(const char *what, size_t size, const void *caller)
{
	char line[400];
	Dl_info info;
	const char *name = "?", *file = "?";
	size_t off = 0;
	if (dladdr(caller, &info)) {
		if (info.dli_sname) {
			name = info.dli_sname;
			off = (size_t)((const char *)caller - (const char *)info.dli_saddr);
		} else if (info.dli_fbase) {
			off = (size_t)((const char *)caller - (const char *)info.dli_fbase);
		}
		if (info.dli_fname)
			file = info.dli_fname;
	}
	int n = snprintf(line, sizeof line, "tessera: allocation after the memory seal: %s(%zu) from %s+0x%zx (%s)\n",
			 what, size, name, off, file);
	if (n > 0 && write(2, line, (size_t)n < sizeof line ? (size_t)n : sizeof line - 1) < 0)
		return;
}

/* An allocation: fine before the seal and inside seal_allow. */
static void watch(const char *what, size_t size, const void *caller)
{
	if (!seal_fault())
		return;
#ifdef TESSERA_SEAL_ABORT
	report(what, size, caller);
	abort();
#else
	if (seal_violations() == 1)
		report(what, size, caller);
#endif
}

void *malloc(size_t size)
{
	watch("malloc", size, __builtin_return_address(0));
	return __libc_malloc(size);
}

void *calloc(size_t n, size_t size)
{
	watch("calloc", n * size, __builtin_return_address(0));
	return __libc_calloc(n, size);
}

void *realloc(void *p, size_t size)
{
	watch("realloc", size, __builtin_return_address(0));
	return __libc_realloc(p, size);
}

void free(void *p)
{
	if (p)
		watch("free", 0, __builtin_return_address(0));
	__libc_free(p);
}

void *aligned_alloc(size_t align, size_t size)
{
	watch("aligned_alloc", size, __builtin_return_address(0));
	return __libc_memalign(align, size);
}

void *memalign(size_t align, size_t size)
{
	watch("memalign", size, __builtin_return_address(0));
	return __libc_memalign(align, size);
}

int posix_memalign(void **out, size_t align, size_t size)
{
	watch("posix_memalign", size, __builtin_return_address(0));
	if (align < sizeof(void *) || (align & (align - 1)))
		return EINVAL;
	void *p = __libc_memalign(align, size);
	if (!p)
		return ENOMEM;
	*out = p;
	return 0;
}
#endif
