#include "image/png.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

static const uint8_t png_signature[8] = { 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n' };

static void put32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
}

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int write_chunk(FILE *f, const char *type, const uint8_t *data, uint32_t len)
{
	uint8_t head[8], tail[4];
	put32(head, len);
	memcpy(head + 4, type, 4);
	uLong crc = crc32(0, head + 4, 4);
	if (len)
		crc = crc32(crc, data, len);
	put32(tail, (uint32_t)crc);
	if (fwrite(head, 1, 8, f) != 8 || (len && fwrite(data, 1, len, f) != len) ||
	    fwrite(tail, 1, 4, f) != 4)
		return -EIO;
	return 0;
}

int png_write(const char *path, const struct canvas *c)
{
	if (c->width <= 0 || c->height <= 0)
		return -EINVAL;
	size_t row = 1 + (size_t)c->width * 3;
	size_t raw_len = row * (size_t)c->height;
	uLong zcap = compressBound((uLong)raw_len);
	uint8_t *raw = malloc(raw_len);
	uint8_t *z = malloc(zcap);
	int err = -ENOMEM;
	FILE *f = NULL;
	if (!raw || !z)
		goto out;
	/* Filter "up" for every row: flat UI areas become runs of zeros. */
	for (int y = 0; y < c->height; y++) {
		uint8_t *r = raw + row * (size_t)y;
		const uint32_t *p = c->pixels + (size_t)y * c->stride;
		const uint32_t *above = y ? p - c->stride : NULL;
		r[0] = 2;
		for (int x = 0; x < c->width; x++) {
			uint32_t a = above ? above[x] : 0;
			r[1 + 3 * x] = (uint8_t)((p[x] >> 16) - (a >> 16));
			r[2 + 3 * x] = (uint8_t)((p[x] >> 8) - (a >> 8));
			r[3 + 3 * x] = (uint8_t)(p[x] - a);
		}
	}
	uLongf zlen = zcap;
	if (compress2(z, &zlen, raw, (uLong)raw_len, 9) != Z_OK) {
		err = -EIO;
		goto out;
	}
	f = fopen(path, "wb");
	if (!f) {
		err = -errno;
		goto out;
	}
	uint8_t ihdr[13];
	put32(ihdr, (uint32_t)c->width);
	put32(ihdr + 4, (uint32_t)c->height);
	ihdr[8] = 8;	/* bits per channel */
	ihdr[9] = 2;	/* RGB */
	ihdr[10] = ihdr[11] = ihdr[12] = 0;
	err = -EIO;
	if (fwrite(png_signature, 1, 8, f) != 8 || write_chunk(f, "IHDR", ihdr, 13) ||
	    write_chunk(f, "IDAT", z, (uint32_t)zlen) || write_chunk(f, "IEND", NULL, 0))
		goto out;
	err = 0;
out:
	if (f && fclose(f) && !err)
		err = -EIO;
	free(raw);
	free(z);
	return err;
}

static int paeth(int a, int b, int c)
{
	int p = a + b - c;
	int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
	if (pa <= pb && pa <= pc)
		return a;
	return pb <= pc ? b : c;
}

/* Undoes the per-row filters in place; bpp bytes per pixel. */
static int unfilter(uint8_t *raw, int w, int h, int bpp)
{
	size_t row = 1 + (size_t)w * bpp;
	for (int y = 0; y < h; y++) {
		uint8_t *r = raw + row * (size_t)y + 1;
		const uint8_t *up = y ? r - row : NULL;
		int type = r[-1];
		for (size_t i = 0; i < row - 1; i++) {
			int a = i >= (size_t)bpp ? r[i - bpp] : 0;
			int b = up ? up[i] : 0;
			int c = up && i >= (size_t)bpp ? up[i - bpp] : 0;
			switch (type) {
			case 0: break;
			case 1: r[i] = (uint8_t)(r[i] + a); break;
			case 2: r[i] = (uint8_t)(r[i] + b); break;
			case 3: r[i] = (uint8_t)(r[i] + ((a + b) >> 1)); break;
			case 4: r[i] = (uint8_t)(r[i] + paeth(a, b, c)); break;
			default: return -EINVAL;
			}
		}
	}
	return 0;
}

/* What a PNG's chunks say: the header's facts and the image data gathered
 * from every IDAT, in order. */
struct png_chunks {
	int width, height;
	int bpp;      /* bytes per pixel; 0 until the IHDR is read */
	uint8_t *idat; /* room for the whole file, so the data always fits */
	size_t idat_len;
};

/* IHDR: 8-bit RGB or RGBA, not interlaced, at most 16384 on a side; once. */
static int read_header(struct png_chunks *pc, const uint8_t *data, uint32_t len)
{
	if (len != 13 || pc->bpp)
		return -EINVAL;
	int w = (int)get32(data), h = (int)get32(data + 4);
	if (w <= 0 || h <= 0 || w > 16384 || h > 16384)
		return -EINVAL;
	if (data[8] != 8 || data[10] || data[11] || data[12])
		return -ENOTSUP;
	if (data[9] == 2)
		pc->bpp = 3;
	else if (data[9] == 6)
		pc->bpp = 4;
	else
		return -ENOTSUP;
	pc->width = w;
	pc->height = h;
	return 0;
}

/* Walks the chunks after the signature up to IEND, checking each one's
 * length and CRC.  Ancillary chunks are skipped; an unknown critical one is
 * a kind of PNG we do not read. */
static int read_chunks(const uint8_t *file, size_t size, struct png_chunks *pc)
{
	size_t pos = 8;
	for (;;) {
		if (size - pos < 12)
			return -EINVAL;
		uint32_t len = get32(file + pos);
		const uint8_t *type = file + pos + 4, *data = file + pos + 8;
		if (len > size - pos - 12)
			return -EINVAL;
		if (get32(data + len) != (uint32_t)crc32(crc32(0, type, 4), data, len))
			return -EINVAL;
		pos += 12 + (size_t)len;
		int err = 0;
		if (!memcmp(type, "IHDR", 4)) {
			err = read_header(pc, data, len);
		} else if (!memcmp(type, "IDAT", 4)) {
			memcpy(pc->idat + pc->idat_len, data, len);
			pc->idat_len += len;
		} else if (!memcmp(type, "IEND", 4)) {
			return pc->bpp ? 0 : -EINVAL;
		} else if (!(type[0] & 0x20)) {
			err = -ENOTSUP;
		}
		if (err)
			return err;
	}
}

/* Inflates the image data, undoes the row filters and keeps the colours
 * (alpha is dropped) as 0x00RRGGBB in img->pixels. */
static int read_pixels(const struct png_chunks *pc, struct png_image *img)
{
	int w = pc->width, h = pc->height, bpp = pc->bpp;
	size_t row = 1 + (size_t)w * bpp;
	uLongf raw_len = (uLongf)row * (uLongf)h;
	/* The data cannot inflate past zlib's best ratio (about 1032:1). */
	if (raw_len / 1032 > pc->idat_len + 1)
		return -EINVAL;
	uint8_t *raw = malloc(raw_len);
	img->pixels = malloc((size_t)w * h * sizeof *img->pixels);
	int err = -ENOMEM;
	if (!raw || !img->pixels)
		goto out;
	err = -EINVAL;
	uLongf got = raw_len;
	if (uncompress(raw, &got, pc->idat, (uLong)pc->idat_len) != Z_OK || got != raw_len)
		goto out;
	if (unfilter(raw, w, h, bpp))
		goto out;
	for (int y = 0; y < h; y++) {
		const uint8_t *r = raw + row * (size_t)y + 1;
		for (int x = 0; x < w; x++, r += bpp)
			img->pixels[(size_t)y * w + x] = (uint32_t)r[0] << 16 | (uint32_t)r[1] << 8 | r[2];
	}
	img->width = w;
	img->height = h;
	err = 0;
out:
	free(raw);
	return err;
}

int png_decode(const uint8_t *file, size_t size, struct png_image *img)
{
	memset(img, 0, sizeof *img);
	struct png_chunks pc = { .idat = malloc(size + 1) };
	int err = -ENOMEM;
	if (pc.idat)
		err = size < 8 || memcmp(file, png_signature, 8) ? -EINVAL : read_chunks(file, size, &pc);
	if (!err)
		err = read_pixels(&pc, img);
	if (err) {
		free(img->pixels);
		memset(img, 0, sizeof *img);
	}
	free(pc.idat);
	return err;
}

int png_read(const char *path, struct png_image *img)
{
	memset(img, 0, sizeof *img);
	FILE *f = fopen(path, "rb");
	if (!f)
		return -errno;
	uint8_t *file = NULL;
	int err = -EIO;
	long size;
	if (fseek(f, 0, SEEK_END) || (size = ftell(f)) < 0 || fseek(f, 0, SEEK_SET))
		goto out;
	err = -ENOMEM;
	file = malloc((size_t)size + 1);
	if (!file)
		goto out;
	err = -EIO;
	if (fread(file, 1, (size_t)size, f) != (size_t)size)
		goto out;
	err = png_decode(file, (size_t)size, img);
out:
	fclose(f);
	free(file);
	return err;
}

void png_free(struct png_image *img)
{
	free(img->pixels);
	memset(img, 0, sizeof *img);
}

struct canvas png_canvas(const struct png_image *img)
{
	struct canvas c = { .pixels = img->pixels, .width = img->width, .height = img->height, .stride = img->width };
	return c;
}
