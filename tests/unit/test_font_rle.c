/* The font bitmaps' run-length code: tokens as gfx/font_rle.h describes
 * them, round trips, and streams that would write past the output. */
#include "check.h"
#include "gfx/font_rle.h"

#include <string.h>

/* Expected bytes worked out by hand from the token layout in font_rle.h. */
static void test_pack_tokens(void)
{
	static const uint8_t in[] = { 0, 0, 0, 12, 200, 255, 255 };
	static const uint8_t want[] = { 0x1a, 12, 200, 0x90 };	/* 3 zeros + 2 literals; 2 x 255 */
	uint8_t out[16];
	CHECK_INT(font_rle_pack(in, sizeof in, out, sizeof out), sizeof want);
	CHECK(memcmp(out, want, sizeof want) == 0);

	/* 40 zeros: runs of 15, 15, 10. */
	uint8_t zeros[40] = { 0 };
	static const uint8_t want_zeros[] = { 0x78, 0x78, 0x50 };
	CHECK_INT(font_rle_pack(zeros, sizeof zeros, out, sizeof out), sizeof want_zeros);
	CHECK(memcmp(out, want_zeros, sizeof want_zeros) == 0);

	/* Nine edge values: 7 literals, then 2. */
	static const uint8_t edges[] = { 1, 2, 3, 4, 5, 6, 7, 8, 9 };
	static const uint8_t want_edges[] = { 0x07, 1, 2, 3, 4, 5, 6, 7, 0x02, 8, 9 };
	CHECK_INT(font_rle_pack(edges, sizeof edges, out, sizeof out), sizeof want_edges);
	CHECK(memcmp(out, want_edges, sizeof want_edges) == 0);

	/* Too little room: 0, not a cut stream. */
	CHECK_INT(font_rle_pack(edges, sizeof edges, out, sizeof want_edges - 1), 0);
}

static void test_unpack_tokens(void)
{
	static const uint8_t in[] = { 0xf9, 7, 0x10 };	/* 15 x 255 + literal 7; 2 zeros */
	uint8_t out[20];
	memset(out, 0xaa, sizeof out);
	CHECK_INT(font_rle_unpack(in, sizeof in, out, sizeof out), 18);
	for (int i = 0; i < 15; i++)
		CHECK_INT(out[i], 255);
	CHECK_INT(out[15], 7);
	CHECK_INT(out[16], 0);
	CHECK_INT(out[17], 0);
	CHECK_INT(out[18], 0xaa);
	CHECK_INT(font_rle_unpack(in, 0, out, sizeof out), 0);
}

/* Coverage-like bytes (runs of 0 and 255, edges between) and plain noise
 * come back the same, the packed length within FONT_RLE_PACKED_MAX. */
static void test_round_trip(void)
{
	static uint8_t in[5000], packed[FONT_RLE_PACKED_MAX(5000)], back[5001];
	uint32_t seed = 12345;
	for (int kind = 0; kind < 3; kind++) {
		for (size_t i = 0; i < sizeof in; i++) {
			seed = seed * 1103515245u + 12345u;
			uint8_t r = (uint8_t)(seed >> 16);
			if (kind == 0)	/* coverage-like: mostly repeats of the last byte */
				in[i] = i && r < 200 ? in[i - 1] : (r & 1 ? 0 : r & 2 ? 255 : r);
			else if (kind == 1)
				in[i] = r;
			else	/* worst case: 0 and an edge value alternating */
				in[i] = i & 1 ? 0 : 77;
		}
		size_t n = font_rle_pack(in, sizeof in, packed, sizeof packed);
		CHECK(n > 0 && n <= sizeof packed);
		memset(back, 0xaa, sizeof back);
		CHECK_INT(font_rle_unpack(packed, n, back, sizeof in), sizeof in);
		CHECK(memcmp(back, in, sizeof in) == 0);
		CHECK_INT(back[sizeof in], 0xaa);
		if (kind == 0)
			CHECK(n < sizeof in / 2);	/* it does pack */
	}
}

/* A corrupt run or literal count is refused and nothing lands past cap. */
static void test_bad_streams(void)
{
	uint8_t out[8];
	static const uint8_t long_run[] = { 0x00 | 2 << 3, 0x80 | 5 << 3 };	/* 2 + 5 > 4 */
	memset(out, 0xaa, sizeof out);
	CHECK_INT(font_rle_unpack(long_run, sizeof long_run, out, 4), -1);
	for (int i = 4; i < 8; i++)
		CHECK_INT(out[i], 0xaa);

	static const uint8_t long_literals[] = { 0x01 << 3 | 3, 1, 2, 3 };	/* 1 + 3 > 3 */
	memset(out, 0xaa, sizeof out);
	CHECK_INT(font_rle_unpack(long_literals, sizeof long_literals, out, 3), -1);
	for (int i = 3; i < 8; i++)
		CHECK_INT(out[i], 0xaa);

	static const uint8_t cut[] = { 0x05, 1, 2 };	/* 5 literals promised, 2 there */
	CHECK_INT(font_rle_unpack(cut, sizeof cut, out, sizeof out), -1);
	CHECK_INT(font_rle_unpack(cut, 1, out, 0), -1);
}

int main(void)
{
	RUN(test_pack_tokens);
	RUN(test_unpack_tokens);
	RUN(test_round_trip);
	RUN(test_bad_streams);
	return check_finish();
}
