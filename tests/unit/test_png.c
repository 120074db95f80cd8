/* PNG: what we write we read back exactly; the reader undoes every row
 * filter, takes RGBA and split image data, and refuses damaged files and
 * kinds of PNG it does not read. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <zlib.h>

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
		/* Half noise, half flat: the "up" filter over both. */
		px[i] = i < W * H / 2 ? (seed >> 8) & 0xffffff : 0x336699;
	}
	struct canvas c = { .pixels = px, .width = W, .height = H, .stride = W };
	CHECK_INT(png_write(path, &c), 0);
	struct png_image img;
	CHECK_INT(png_read(path, &img), 0);
	CHECK_INT(img.width, W);
	CHECK_INT(img.height, H);
	CHECK(img.pixels && memcmp(img.pixels, px, sizeof px) == 0);
	png_free(&img);

	/* A view with a stride wider than its width. */
	struct canvas v = { .pixels = px + 1, .width = 5, .height = 4, .stride = W };
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
	struct canvas c = { .pixels = px, .width = 2, .height = 2, .stride = 2 };
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

/* ---- PNGs made by hand, to reach what our writer never writes ---------- */

struct file {
	uint8_t b[8192];
	size_t len;
};

static void put_be32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (24 - 8 * i));
}

static void add_bytes(struct file *f, const void *p, size_t n)
{
	CHECK(f->len + n <= sizeof f->b);
	if (n && f->len + n <= sizeof f->b) {
		memcpy(f->b + f->len, p, n);
		f->len += n;
	}
}

static void add_chunk(struct file *f, const char *type, const uint8_t *data, uint32_t n)
{
	uint8_t word[4];
	put_be32(word, n);
	add_bytes(f, word, 4);
	size_t at = f->len;
	add_bytes(f, type, 4);
	add_bytes(f, data, n);
	put_be32(word, (uint32_t)crc32(0, f->b + at, 4 + n));
	add_bytes(f, word, 4);
}

/* Signature and IHDR: width, height, bit depth, colour type, interlace. */
static void begin_png(struct file *f, uint32_t w, uint32_t h, uint8_t depth, uint8_t colour, uint8_t interlace)
{
	static const uint8_t sig[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };
	f->len = 0;
	add_bytes(f, sig, 8);
	uint8_t ihdr[13] = { 0 };
	put_be32(ihdr, w);
	put_be32(ihdr + 4, h);
	ihdr[8] = depth;
	ihdr[9] = colour;
	ihdr[12] = interlace;
	add_chunk(f, "IHDR", ihdr, 13);
}

/* Compresses rows (each a filter byte and its bytes) into IDAT chunks of at
 * most split bytes each. */
static void add_image_data(struct file *f, const uint8_t *rows, size_t len, size_t split)
{
	uint8_t z[4096];
	uLongf zlen = sizeof z;
	CHECK_INT(compress2(z, &zlen, rows, (uLong)len, 9), Z_OK);
	for (size_t at = 0; at < zlen; at += split)
		add_chunk(f, "IDAT", z + at, (uint32_t)(zlen - at < split ? zlen - at : split));
}

static void end_png(struct file *f)
{
	add_chunk(f, "IEND", NULL, 0);
}

/* The PNG spec's predictor: whichever of left, up, up-left is nearest to
 * left + up - up-left (ties in that order). */
static int predict_paeth(int left, int up, int up_left)
{
	int guess = left + up - up_left;
	int dl = abs(guess - left), du = abs(guess - up), dul = abs(guess - up_left);
	return dl <= du && dl <= dul ? left : du <= dul ? up : up_left;
}

/* Filters one row of n bytes (bpp per pixel) with filter type t, given the
 * row above (NULL on the first): the encoder's side, written from the spec. */
static void filter_row(uint8_t *out, const uint8_t *row, const uint8_t *above, size_t n, int bpp, int t)
{
	out[0] = (uint8_t)t;
	for (size_t i = 0; i < n; i++) {
		int left = i >= (size_t)bpp ? row[i - bpp] : 0;
		int up = above ? above[i] : 0;
		int up_left = above && i >= (size_t)bpp ? above[i - bpp] : 0;
		int pred = t == 1 ? left : t == 2 ? up : t == 3 ? (left + up) / 2 : t == 4 ? predict_paeth(left, up, up_left) : 0;
		out[1 + i] = (uint8_t)(row[i] - pred);
	}
}

/* An RGBA image whose rows use filters none, sub, up, average and Paeth in
 * turn (each twice over full-range bytes, twice over small ones), its data split over IDAT chunks with an ancillary chunk among them:
 * decoded to the same colours (alpha dropped). */
static void test_every_filter_rgba(void)
{
	enum { W = 9, H = 20, BPP = 4 };
	uint8_t px[H][W * BPP], rows[H * (1 + W * BPP)];
	uint32_t seed = 99;
	for (int y = 0; y < H; y++)
		for (int i = 0; i < W * BPP; i++) {
			seed = seed * 1103515245u + 12345u;
			/* The lower half in 0..3, where Paeth's ties are common. */
			px[y][i] = (uint8_t)(seed >> 16) & (y < H / 2 ? 0xff : 0x03);
		}
	for (int y = 0; y < H; y++)
		filter_row(rows + y * (1 + W * BPP), px[y], y ? px[y - 1] : NULL, W * BPP, BPP, y % 5);
	static struct file f;
	begin_png(&f, W, H, 8, 6, 0);
	add_chunk(&f, "tEXt", (const uint8_t *)"Comment\0made by hand", 20);
	add_image_data(&f, rows, sizeof rows, 100);
	end_png(&f);
	struct png_image img;
	CHECK_INT(png_decode(f.b, f.len, &img), 0);
	CHECK_INT(img.width, W);
	CHECK_INT(img.height, H);
	int wrong = 0;
	for (int y = 0; y < H && img.pixels; y++)
		for (int x = 0; x < W; x++) {
			const uint8_t *p = px[y] + x * BPP;
			wrong += img.pixels[y * W + x] != ((uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2]);
		}
	CHECK_INT(wrong, 0);
	png_free(&img);
}

/* A 2x2 RGB image with filter type ftype on every row; rows_len bytes of
 * the rows are compressed (fewer than all: the data ends early). */
static void make_rgb_2x2(struct file *f, int ftype, size_t rows_len)
{
	uint8_t rows[2 * 7] = { 0 };
	rows[0] = rows[7] = (uint8_t)ftype;
	begin_png(f, 2, 2, 8, 2, 0);
	add_image_data(f, rows, rows_len, 1000);
	end_png(f);
}

static void expect_refused(const struct file *f, int want, const char *what)
{
	struct png_image img = { (uint32_t *)1, 7, 7 };
	int rc = png_decode(f->b, f->len, &img);
	CHECK_MSG(rc == want, what);
	CHECK_MSG(img.pixels == NULL && img.width == 0 && img.height == 0, what);
}

/* A PNG of a header alone (then IEND), refused by it with want. */
static void expect_header_refused(uint32_t w, uint32_t h, uint8_t depth, uint8_t colour, uint8_t interlace, int want,
				  const char *what)
{
	static struct file f;
	begin_png(&f, w, h, depth, colour, interlace);
	end_png(&f);
	expect_refused(&f, want, what);
}

static void test_refused_kinds(void)
{
	static struct file f;
	expect_header_refused(2, 2, 8, 2, 1, -ENOTSUP, "interlaced");
	expect_header_refused(2, 2, 16, 2, 0, -ENOTSUP, "16 bits a channel");
	expect_header_refused(2, 2, 8, 3, 0, -ENOTSUP, "a palette");
	make_rgb_2x2(&f, 0, 14);
	f.len -= 12; /* IEND off */
	add_chunk(&f, "CRIT", (const uint8_t *)"x", 1);
	end_png(&f);
	expect_refused(&f, -ENOTSUP, "an unknown critical chunk");
}

static void test_refused_damage(void)
{
	static struct file f;
	make_rgb_2x2(&f, 0, 14);
	struct png_image img;
	CHECK_INT(png_decode(f.b, f.len, &img), 0); /* the base of what follows */
	png_free(&img);
	make_rgb_2x2(&f, 5, 14);
	expect_refused(&f, -EINVAL, "filter type 5");
	make_rgb_2x2(&f, 0, 10);
	expect_refused(&f, -EINVAL, "image data for fewer bytes than the rows");
	make_rgb_2x2(&f, 0, 14);
	f.len -= 12;
	expect_refused(&f, -EINVAL, "no IEND");
	make_rgb_2x2(&f, 0, 14);
	f.len -= 5;
	expect_refused(&f, -EINVAL, "cut inside IEND");
	begin_png(&f, 2, 2, 8, 2, 0);
	f.len = 8; /* the signature alone, then empty image data */
	add_image_data(&f, NULL, 0, 1000);
	end_png(&f);
	expect_refused(&f, -EINVAL, "no IHDR");
	/* A second IHDR (1x1, with data that would fit it) after a 2x2 one. */
	begin_png(&f, 1, 1, 8, 2, 0);
	uint8_t one_by_one[13];
	memcpy(one_by_one, f.b + 16, 13);
	begin_png(&f, 2, 2, 8, 2, 0);
	add_chunk(&f, "IHDR", one_by_one, 13);
	add_image_data(&f, (const uint8_t *)"\0\1\2\3", 4, 1000);
	end_png(&f);
	expect_refused(&f, -EINVAL, "two IHDR");
	expect_header_refused(0, 2, 8, 2, 0, -EINVAL, "width 0");
	expect_header_refused(16385, 1, 8, 2, 0, -EINVAL, "wider than 16384");
	/* 16384 x 16384 from a few bytes: more than zlib can inflate that
	 * much.  (The decoder refuses it before asking for the gigabyte; the
	 * test sees only the refusal.) */
	begin_png(&f, 16384, 16384, 8, 2, 0);
	uint8_t zeros[64] = { 0 };
	add_image_data(&f, zeros, sizeof zeros, 1000);
	end_png(&f);
	expect_refused(&f, -EINVAL, "a bomb");
}

int main(void)
{
	snprintf(path, sizeof path, "/tmp/tessera-test-png-%d.png", (int)getpid());
	RUN(test_round_trip);
	RUN(test_damaged);
	RUN(test_every_filter_rgba);
	RUN(test_refused_kinds);
	RUN(test_refused_damage);
	remove(path);
	return check_finish();
}
