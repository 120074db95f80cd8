/* UTF-8 decoding, checking and cutting (gfx/utf8.h): what the screens, the
 * board configs and the network take from people and other kiosks. */
#include <string.h>

#include "check.h"
#include "gfx/utf8.h"

/* Decodes s (n bytes) and checks the code point and the bytes taken. */
static void expect(const char *s, size_t n, uint32_t want_cp, size_t want_len)
{
	uint32_t cp = 0;
	size_t len = utf8_decode(s, n, &cp);
	CHECK_INT(cp, want_cp);
	CHECK_INT(len, want_len);
}

static void test_decode_valid(void)
{
	expect("A", 1, 'A', 1);
	expect("\xc3\xa9", 2, 0xe9, 2);			/* é */
	expect("\xe2\x82\xac", 3, 0x20ac, 3);		/* € */
	expect("\xf0\x9f\x98\x80", 4, 0x1f600, 4);	/* an emoji: valid, the fonts lack it */
	expect("\xef\xbf\xbd", 3, 0xfffd, 3);
	expect("\xf4\x8f\xbf\xbf", 4, 0x10ffff, 4);	/* the last code point */
	expect("", 1, 0, 1);
	CHECK_INT(utf8_decode("x", 0, &(uint32_t){ 0 }), 0);
}

/* Each malformed sequence is one replacement for its longest well-started
 * prefix, so the next character starts where it should. */
static void test_decode_malformed(void)
{
	expect("\x80" "A", 2, UTF8_REPLACEMENT, 1);		/* a stray continuation byte */
	expect("\xc3" "A", 2, UTF8_REPLACEMENT, 1);		/* a lead without its continuation */
	expect("\xc0\x80", 2, UTF8_REPLACEMENT, 1);		/* overlong NUL */
	expect("\xe0\x80\x80", 3, UTF8_REPLACEMENT, 1);	/* overlong, 3 bytes */
	expect("\xed\xa0\x80", 3, UTF8_REPLACEMENT, 1);	/* a surrogate */
	expect("\xf4\x90\x80\x80", 4, UTF8_REPLACEMENT, 1);	/* over U+10FFFF */
	expect("\xf5\x80", 2, UTF8_REPLACEMENT, 1);
	expect("\xff", 1, UTF8_REPLACEMENT, 1);
	expect("\xe2\x82" "A", 3, UTF8_REPLACEMENT, 2);	/* € cut short */
	expect("\xf0\x9f\x98", 3, UTF8_REPLACEMENT, 3);	/* the end of the buffer */
}

/* Never a byte past n, nor past a NUL: the decoder is given a buffer whose
 * next byte would complete the sequence, and must not look at it. */
static void test_decode_never_over_reads(void)
{
	char buf[4] = { '\xe2', '\x82', '\xac', 0 };
	expect(buf, 2, UTF8_REPLACEMENT, 2);
	expect(buf, 1, UTF8_REPLACEMENT, 1);
	char nul[4] = { '\xe2', 0, '\x82', '\xac' };
	expect(nul, 4, UTF8_REPLACEMENT, 1);
	const char *s = "\xe2";
	CHECK_INT(utf8_next(&s), UTF8_REPLACEMENT);
	CHECK_INT(utf8_next(&s), 0);			/* then the end, and it stays there */
	CHECK_INT(utf8_next(&s), 0);
}

static void test_count(void)
{
	CHECK_INT(utf8_count("Caf\xc3\xa9 Lumen"), 10);	/* 11 bytes, 10 characters */
	CHECK_INT(utf8_count(""), 0);
	CHECK_INT(utf8_count("\xff\xfe" "a"), 3);
}

static void test_text_ok(void)
{
	size_t bad = 99;
	CHECK(utf8_text_ok("Caf\xc3\xa9 Lumen", &bad));
	CHECK(utf8_text_ok("Stra\xc3\x9f" "e 3, K\xc3\xb6ln", NULL));
	CHECK(utf8_text_ok("\xef\xbf\xbd", NULL));		/* a real U+FFFD is text */
	CHECK(!utf8_text_ok("Caf\xe9 Lumen", &bad));		/* Latin-1, not UTF-8 */
	CHECK_INT(bad, 3);
	CHECK(!utf8_text_ok("ab\xc3", &bad));
	CHECK_INT(bad, 2);
	CHECK(!utf8_text_ok("a\tb", &bad));
	CHECK_INT(bad, 1);
	CHECK(!utf8_text_ok("a\xc2\x85", &bad));		/* C1 control NEL */
	CHECK_INT(bad, 1);
	CHECK(!utf8_text_ok("\xed\xa0\x80", NULL));
	CHECK(!utf8_text_ok("\x7f", NULL));
}

static void test_cut(void)
{
	const char *s = "Caf\xc3\xa9";	/* the é is bytes 3 and 4 */
	CHECK_INT(utf8_prefix(s, 5), 5);
	CHECK_INT(utf8_prefix(s, 4), 3);	/* never half an é */
	CHECK_INT(utf8_prefix(s, 3), 3);
	CHECK_INT(utf8_prefix(s, 0), 0);
	char dst[5];
	CHECK_INT(utf8_copy(dst, sizeof dst, s), 3);
	CHECK_STR(dst, "Caf");
	char big[8];
	utf8_copy(big, sizeof big, s);
	CHECK_STR(big, s);
	/* Deleting from the end takes a whole character. */
	CHECK_INT(utf8_back(s, 5), 3);
	CHECK_INT(utf8_back(s, 3), 2);
	CHECK_INT(utf8_back("\xe2\x82\xac", 3), 0);
	CHECK_INT(utf8_back("a\x82\x82", 3), 2);	/* stray bytes go one at a time */
	CHECK_INT(utf8_back("", 0), 0);
}

static void test_encode(void)
{
	uint32_t cps[] = { 'A', 0xe9, 0x20ac, 0x1f600 };
	for (size_t i = 0; i < sizeof cps / sizeof cps[0]; i++) {
		char out[5] = { 0 };
		size_t n = utf8_encode(cps[i], out);
		uint32_t back;
		CHECK_INT(utf8_decode(out, n, &back), n);
		CHECK_INT(back, cps[i]);
	}
}

int main(void)
{
	RUN(test_decode_valid);
	RUN(test_decode_malformed);
	RUN(test_decode_never_over_reads);
	RUN(test_count);
	RUN(test_text_ok);
	RUN(test_cut);
	RUN(test_encode);
	return check_finish();
}
