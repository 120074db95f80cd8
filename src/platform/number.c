/* Numbers in text the program is given; see number.h. */
#include "platform/number.h"

#include <ctype.h>
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
	/* A config's integers are decimal only (strtol base 10), so its
	 * decimals are too: "0x10" means the same nowhere or everywhere. */
	const char *p = s;
	while (isspace((unsigned char)*p))
		p++;
	if (*p == '+' || *p == '-')
		p++;
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
		return NUMBER_FLOAT_HEX;
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
	case NUMBER_FLOAT_HEX:
		return "hexadecimal, not decimal";
	case NUMBER_FLOAT_RANGE:
		break;
	}
	return "out of range";
}
