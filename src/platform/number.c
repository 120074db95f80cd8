/* Numbers in text the program is given; see number.h. */
#include "platform/number.h"

#include <errno.h>
#include <math.h>
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

enum number_float number_parse_float(const char *s, double limit, char **end, float *out)
{
	errno = 0;
	double v = strtod(s, end);
	if (*end == s)
		return NUMBER_FLOAT_NONE;
	/* Not errno first: strtod reads "inf" without an error, and a value
	 * past a double is an infinity with ERANGE. */
	if (!isfinite(v) && errno != ERANGE)
		return NUMBER_FLOAT_NOT_FINITE;
	if (errno || fabs(v) > limit)
		return NUMBER_FLOAT_RANGE;
	*out = (float)v;
	return NUMBER_FLOAT_OK;
}

const char *number_float_why(enum number_float got)
{
	switch (got) {
	case NUMBER_FLOAT_OK:
		return "a number";
	case NUMBER_FLOAT_NONE:
		return "not a number";
	case NUMBER_FLOAT_NOT_FINITE:
		return "not a finite number";
	case NUMBER_FLOAT_RANGE:
		break;
	}
	return "out of range";
}
