/* Deadlines on the app's millisecond clock, which wraps after 49 days:
 * compared modulo 2^32, as every timer of the app is. */
#ifndef TESSERA_APP_DEADLINE_H
#define TESSERA_APP_DEADLINE_H

#include <stdbool.h>
#include <stdint.h>

/* The earlier of two optional deadlines into *when: *when (if have) and
 * at (if also).  True when there is either. */
static inline bool deadline_earlier(bool have, uint32_t *when, bool also, uint32_t at)
{
	if (also && (!have || (int32_t)(at - *when) < 0))
		*when = at;
	return have || also;
}

#endif
