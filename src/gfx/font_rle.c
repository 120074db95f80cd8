#include "gfx/font_rle.h"

#include <string.h>

static int is_run_byte(uint8_t b)
{
	return b == 0 || b == 255;
}

size_t font_rle_pack(const uint8_t *in, size_t n, uint8_t *out, size_t cap)
{
	size_t i = 0, o = 0;
	while (i < n) {
		/* A run (maybe empty) of the next byte if it is 0 or 255 ... */
		uint8_t value = in[i] == 255 ? 255 : 0;
		size_t run = 0;
		while (i + run < n && run < FONT_RLE_MAX_RUN && is_run_byte(in[i]) && in[i + run] == in[i])
			run++;
		/* ... then the edge values up to the next 0 or 255. */
		size_t lit = 0;
		while (i + run + lit < n && lit < FONT_RLE_MAX_LITERALS && !is_run_byte(in[i + run + lit]))
			lit++;
		if (o + 1 + lit > cap)
			return 0;
		out[o++] = (uint8_t)((value ? 0x80 : 0) | run << 3 | lit);
		memcpy(out + o, in + i + run, lit);
		o += lit;
		i += run + lit;
	}
	return o;
}

long font_rle_unpack(const uint8_t *in, size_t in_len, uint8_t *out, size_t cap)
{
	size_t i = 0, o = 0;
	while (i < in_len) {
		uint8_t token = in[i++];
		size_t run = (size_t)(token >> 3 & FONT_RLE_MAX_RUN), lit = (size_t)(token & FONT_RLE_MAX_LITERALS);
		if (run > cap - o || lit > cap - o - run || lit > in_len - i)
			return -1;
		memset(out + o, token & 0x80 ? 255 : 0, run);
		o += run;
		memcpy(out + o, in + i, lit);
		o += lit;
		i += lit;
	}
	return (long)o;
}
