/* number_parse_long and number_parse_float: what the board configs' and
 * the command lines' numbers may be, and what is refused (and why, for a
 * decimal number) with *out left alone. */
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

/* A decimal number: finite and within the limit, or the reason it is not;
 * what follows it is left for the caller (*end). */
static void test_floats(void)
{
	static const struct {
		const char *s;
		enum number_float want;
		float value;
		size_t used;	/* characters read: where *end points */
	} cases[] = {
		{ "1.5", NUMBER_FLOAT_OK, 1.5f, 3 },
		{ "-0.25, 2", NUMBER_FLOAT_OK, -0.25f, 5 },
		{ " 1e1", NUMBER_FLOAT_OK, 10.0f, 4 },
		{ "100", NUMBER_FLOAT_OK, 100.0f, 3 },	/* the limit itself */
		{ "-100", NUMBER_FLOAT_OK, -100.0f, 4 },
		{ "", NUMBER_FLOAT_NONE, 0, 0 },
		{ "zero", NUMBER_FLOAT_NONE, 0, 0 },
		{ ",1", NUMBER_FLOAT_NONE, 0, 0 },
		{ "nan", NUMBER_FLOAT_NOT_FINITE, 0, 3 },
		{ "NaN", NUMBER_FLOAT_NOT_FINITE, 0, 3 },
		{ "-nan", NUMBER_FLOAT_NOT_FINITE, 0, 4 },
		{ "inf", NUMBER_FLOAT_NOT_FINITE, 0, 3 },
		{ "-Infinity", NUMBER_FLOAT_NOT_FINITE, 0, 9 },
		{ "100.5", NUMBER_FLOAT_RANGE, 0, 5 },
		{ "-1e7", NUMBER_FLOAT_RANGE, 0, 4 },
		{ "1e39", NUMBER_FLOAT_RANGE, 0, 4 },	/* past a float, not a double */
		{ "1e400", NUMBER_FLOAT_RANGE, 0, 5 },	/* past a double: ERANGE */
		{ "0x10", NUMBER_FLOAT_HEX, 0, 4 },	/* decimal only, as the integers */
		{ " -0X1p3", NUMBER_FLOAT_HEX, 0, 7 },
		{ "0", NUMBER_FLOAT_OK, 0.0f, 1 },
		{ "0.5x", NUMBER_FLOAT_OK, 0.5f, 3 },	/* the x is the caller's */
	};
	for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		float v = 1234.0f;
		char *end = NULL;
		CHECK_MSG(number_parse_float(cases[i].s, 100, &end, &v) == cases[i].want, cases[i].s);
		CHECK_MSG(end == cases[i].s + cases[i].used, cases[i].s);
		CHECK_MSG(v == (cases[i].want == NUMBER_FLOAT_OK ? cases[i].value : 1234.0f), cases[i].s);
	}
}

int main(void)
{
	RUN(test_accepts);
	RUN(test_refuses);
	RUN(test_floats);
	return check_finish();
}
