/* PNG: what we write we read back exactly; damaged files are refused. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "image/png.h"

static char path[256];

static void test_round_trip(void)
{
	enum { W = 37, H = 23 };
	static uint32_t px[W * H];
	uint32_t seed = 12345;
	for (int i = 0; i < W * H; i++) {
		seed = seed * 1103515245u + 12345u;
		/* Half noise, half flat, to exercise every filter path. */
		px[i] = i < W * H / 2 ? (seed >> 8) & 0xffffff : 0x336699;
	}
	struct canvas c = { px, W, H, W };
	CHECK_INT(png_write(path, &c), 0);
	struct png_image img;
	CHECK_INT(png_read(path, &img), 0);
	CHECK_INT(img.width, W);
	CHECK_INT(img.height, H);
	CHECK(img.pixels && memcmp(img.pixels, px, sizeof px) == 0);
	png_free(&img);

	/* A view with a stride wider than its width. */
	struct canvas v = { px + 1, 5, 4, W };
	CHECK_INT(png_write(path, &v), 0);
	CHECK_INT(png_read(path, &img), 0);
	int same = 1;
	for (int y = 0; y < 4; y++)
		for (int x = 0; x < 5; x++)
			same &= img.pixels[y * 5 + x] == px[y * W + x + 1];
	CHECK(same);
	png_free(&img);
}

static void test_damaged(void)
{
	uint32_t px[4] = { 1, 2, 3, 4 };
	struct canvas c = { px, 2, 2, 2 };
	CHECK_INT(png_write(path, &c), 0);
	FILE *f = fopen(path, "r+b");
	fseek(f, 20, SEEK_SET);	/* inside IHDR: the CRC no longer matches */
	fputc(0x7f, f);
	fclose(f);
	struct png_image img;
	CHECK_INT(png_read(path, &img), -EINVAL);
	CHECK(img.pixels == NULL);
	CHECK_INT(png_read("/nonexistent/x.png", &img), -ENOENT);
	f = fopen(path, "wb");
	fputs("not a png", f);
	fclose(f);
	CHECK_INT(png_read(path, &img), -EINVAL);
}

int main(void)
{
	snprintf(path, sizeof path, "/tmp/tessera-test-png-%d.png", (int)getpid());
	RUN(test_round_trip);
	RUN(test_damaged);
	remove(path);
	return check_finish();
}
