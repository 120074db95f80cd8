/* number_parse_long: what the board configs' and the command lines'
 * numbers may be, and what is refused with *out left alone. */
#include "check.h"
#include "platform/number.h"

#include <limits.h>
#include <stdio.h>

static void test_accepts(void)
{
	long v = 0;
	CHECK(number_parse_long("42", 0, 100, &v));
	CHECK_INT(v, 42);
	CHECK(number_parse_long("-7", -10, 10, &v));
	CHECK_INT(v, -7);
	CHECK(number_parse_long(" +5", 0, 10, &v)); /* strtol's leading blanks and sign */
	CHECK_INT(v, 5);
	CHECK(number_parse_long("0", 0, 0, &v)); /* both bounds are in the range */
	CHECK_INT(v, 0);
	/* The largest long of the target (32 bits on armhf, 64 on the others). */
	char most[32];
	snprintf(most, sizeof most, "%ld", LONG_MAX);
	CHECK(number_parse_long(most, 1, LONG_MAX, &v));
	CHECK_INT(v, LONG_MAX);
}

static void test_refuses(void)
{
	static const char *const bad[] = { "", " ", "12x", "x12", "1 ", "0x10", "1.5", "101", "-1",
					   "99999999999999999999999" };
	for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		long v = 1234;
		CHECK_MSG(!number_parse_long(bad[i], 0, 100, &v), bad[i]);
		CHECK_INT(v, 1234);
	}
	long v = 1234;
	CHECK(!number_parse_long("-99999999999999999999999", LONG_MIN, 0, &v)); /* below a long: ERANGE */
	CHECK_INT(v, 1234);
}

int main(void)
{
	RUN(test_accepts);
	RUN(test_refuses);
	return check_finish();
}
