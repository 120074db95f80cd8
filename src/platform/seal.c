#include "platform/seal.h"

#include <stddef.h>

static int sealed;
static unsigned long violations, allowed;
static _Thread_local int allowing;

/* Defined by seal_wrap.c when the allocator is watched. */
extern const int seal_wrap_linked __attribute__((weak));

bool seal_watching(void)
{
	return &seal_wrap_linked != NULL;
}

bool seal_fault(void)
{
	if (!__atomic_load_n(&sealed, __ATOMIC_RELAXED))
		return false;
	if (allowing) {
		__atomic_add_fetch(&allowed, 1, __ATOMIC_RELAXED);
		return false;
	}
	__atomic_add_fetch(&violations, 1, __ATOMIC_RELAXED);
	return true;
}

void seal_memory(void)
{
	__atomic_store_n(&sealed, 1, __ATOMIC_SEQ_CST);
}

void seal_release(void)
{
	__atomic_store_n(&sealed, 0, __ATOMIC_SEQ_CST);
}

void seal_allow(bool on)
{
	allowing += on ? 1 : -1;
}

unsigned long seal_violations(void)
{
	return __atomic_load_n(&violations, __ATOMIC_SEQ_CST);
}

unsigned long seal_allowed(void)
{
	return __atomic_load_n(&allowed, __ATOMIC_SEQ_CST);
}

