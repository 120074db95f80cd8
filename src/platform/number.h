/* Numbers in text the program is given (board configs, command lines):
 * one parser, so that every place refuses the same things. */
#ifndef TESSERA_PLATFORM_NUMBER_H
#define TESSERA_PLATFORM_NUMBER_H

#include <stdbool.h>

/* True and *out set when s is a whole decimal integer from lo to hi
 * (strtol's form: leading blanks and a sign allowed, nothing after the
 * digits); false, *out untouched, for anything else: empty, trailing
 * characters, out of range, too large for a long. */
bool number_parse_long(const char *s, long lo, long hi, long *out);

/* What number_parse_float found at the start of a text. */
enum number_float {
	NUMBER_FLOAT_OK,
	NUMBER_FLOAT_NONE,		/* no number there */
	NUMBER_FLOAT_NOT_FINITE,	/* "nan", "inf", "infinity" (strtod reads them) */
	NUMBER_FLOAT_RANGE,		/* larger than limit in size, or beyond a double */
	NUMBER_FLOAT_HEX,		/* "0x10": strtod reads it, the integers do not */
};

/* The decimal number at the start of s (strtod's form: leading blanks, a
 * sign, an exponent; not its hexadecimal form), with *end just after it; what follows is the
 * caller's to check.  NUMBER_FLOAT_OK with *out set when it is finite and
 * at most limit in size; else what is wrong with it, *out untouched. */
enum number_float number_parse_float(const char *s, double limit, char **end, float *out);

/* What is wrong, for a message: "not a number", "not a finite number",
 * "out of range", "hexadecimal" ("a number" for NUMBER_FLOAT_OK). */
const char *number_float_why(enum number_float got);

#endif
