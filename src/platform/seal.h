/* The memory seal.  tessera and tessera-headless allocate everything at
 * start-up (the reservation table, app/reserve.h) and then seal: from then
 * on no thread may allocate.  This module replaces the C allocator's entry
 * points with thin wrappers around glibc's own that watch for the seal:
 *
 *   - in a test or debug build (make DEBUG=1: -DTESSERA_SEAL_ABORT, linked
 *     with -rdynamic so functions have names) an allocation after the seal
 *     writes "allocation after the memory seal: malloc(24) from
 *     evdev_try_open+0x3c" to stderr and aborts;
 *   - in a release build it is counted (seal_violations) and said once.
 *
 * One exception is allowed, by name: seal_allow() brackets a library call
 * that must allocate (libevdev describing a touch screen plugged in after
 * start-up); those are counted apart.  seal_release() lifts the seal for
 * the shutdown (frees of start-up memory).
 *
 * The wrappers (seal_wrap.c) are linked into the programs only, not
 * archived (a unit test under AddressSanitizer keeps ASan's allocator), and
 * are empty in sanitized and static builds: there seal_* still exist and
 * nothing is watched. */
#ifndef TESSERA_PLATFORM_SEAL_H
#define TESSERA_PLATFORM_SEAL_H

#include <stdbool.h>

/* From now on an allocation by any thread is a fault. */
void seal_memory(void);
/* Shutting down: allocations and frees are fine again. */
void seal_release(void);
/* Brackets a call that must allocate (on: begin, off: end); this thread only. */
void seal_allow(bool on);
/* Allocations after the seal outside seal_allow / inside it. */
unsigned long seal_violations(void);
unsigned long seal_allowed(void);
/* Whether the allocator is watched in this program (seal_wrap.c linked). */
bool seal_watching(void);
/* For the wrappers: counts an allocation made now, and says whether it is
 * a fault (sealed, and not inside seal_allow). */
bool seal_fault(void);

#endif
