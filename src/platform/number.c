/* Numbers in text the program is given; see number.h. */
#include "platform/number.h"

#include <errno.h>
#include <stdlib.h>

bool number_parse_long(const char *s, long lo, long hi, long *out)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi)
		return false;
	*out = v;
	return true;
}
