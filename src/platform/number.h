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

#endif
