/* mkfont: renders the font faces and sizes listed in a faces file into a C
 * source file of 8-bit coverage bitmaps (see src/gfx/font.h), so the device
 * draws text without FreeType.
 *   mkfont -o build/gen/font_data.c fonts/faces.txt
 * A faces line is: NAME FONT-FILE SIZE... ('#' starts a comment).  The
 * characters are gfx/font_chars.h's, each accented letter stored as its base
 * letter plus the mark when that draws the same pixels.  The bitmaps of every
 * size are one run-length packed array (gfx/font_rle.h), unpacked at start-up
 * into one static array (.bss): the program file carries only the packed bytes. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <ft2build.h>
#include FT_FREETYPE_H

#include "gfx/font.h"
#include "gfx/font_rle.h"

enum { MAX_FACES = 64 };

struct face_size {
	char name[64];
	char path[512];
	int size;
};

static struct face_size faces[MAX_FACES];
static int nfaces;

static int read_faces(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "mkfont: %s: %s\n", path, strerror(errno));
		return -1;
	}
	char line[1024];
	int lineno = 0;
	while (fgets(line, sizeof line, f)) {
		lineno++;
		char *hash = strchr(line, '#');
		if (hash)
			*hash = 0;
		char *name = strtok(line, " \t\r\n");
		if (!name)
			continue;
		char *file = strtok(NULL, " \t\r\n");
		char *tok = strtok(NULL, " \t\r\n");
		if (!file || !tok) {
			fprintf(stderr, "mkfont: %s:%d: expected NAME FONT-FILE SIZE...\n", path, lineno);
			fclose(f);
			return -1;
		}
		for (; tok; tok = strtok(NULL, " \t\r\n")) {
			char *end;
			long size = strtol(tok, &end, 10);
			if (*end || size < 4 || size > 200 || nfaces == MAX_FACES) {
				fprintf(stderr, "mkfont: %s:%d: bad size '%s' (4..200, at most %d in all)\n",
					path, lineno, tok, MAX_FACES);
				fclose(f);
				return -1;
			}
			struct face_size *fs = &faces[nfaces++];
			snprintf(fs->name, sizeof fs->name, "%s", name);
			snprintf(fs->path, sizeof fs->path, "%s", file);
			fs->size = (int)size;
		}
	}
	fclose(f);
	return nfaces ? 0 : -1;
}

static int by_size(const void *a, const void *b)
{
	return ((const struct face_size *)a)->size - ((const struct face_size *)b)->size;
}

/* One rendered glyph, in pen coordinates: pixel (x, y) right of the pen
 * and below the baseline is px[(y + top) * w + x - left]. */
struct rendered {
	int left, top, w, h, advance;
	unsigned char *px;
	int base;		/* composed: the base glyph's index, and px is the mark */
	int is_base;		/* another glyph is composed on it: it stays whole */
};

static int ink_at(const struct rendered *r, int x, int y)
{
	int col = x - r->left, row = y + r->top;
	if (col < 0 || row < 0 || col >= r->w || row >= r->h)
		return 0;
	return r->px[row * r->w + col];
}

static int render(FT_Face face, const struct face_size *fs, uint32_t cp, struct rendered *out)
{
	if (!FT_Get_Char_Index(face, cp) ||
	    FT_Load_Char(face, cp, FT_LOAD_RENDER | FT_LOAD_TARGET_LIGHT)) {
		fprintf(stderr, "mkfont: %s: no glyph for U+%04X\n", fs->path, (unsigned)cp);
		return -1;
	}
	FT_GlyphSlot g = face->glyph;
	FT_Bitmap *bm = &g->bitmap;
	if (bm->pixel_mode != FT_PIXEL_MODE_GRAY || bm->width > 255 || bm->rows > 255) {
		fprintf(stderr, "mkfont: %s: unexpected bitmap for U+%04X\n", fs->path, (unsigned)cp);
		return -1;
	}
	out->left = g->bitmap_left;
	out->top = g->bitmap_top;
	out->w = (int)bm->width;
	out->h = (int)bm->rows;
	out->advance = (int)((g->advance.x + 32) >> 6);
	out->base = 0;
	out->is_base = 0;
	out->px = malloc((size_t)out->w * (size_t)out->h + 1);
	if (!out->px) {
		fprintf(stderr, "mkfont: out of memory\n");
		return -1;
	}
	for (int y = 0; y < out->h; y++)
		memcpy(out->px + y * out->w, bm->buffer + y * abs(bm->pitch), (size_t)out->w);
	return 0;
}

/* If full is exactly base plus a mark whose box holds none of base's ink,
 * the mark's box (x0, y0 .. x1, y1 exclusive, pen coordinates); the area,
 * or -1 when it is not. */
static long mark_of(const struct rendered *full, const struct rendered *base, int box[4])
{
	/* Base ink outside full's bitmap would differ: only bases inside it. */
	if (base->w == 0 || base->left < full->left || base->left + base->w > full->left + full->w ||
	    -base->top < -full->top || base->h - base->top > full->h - full->top)
		return -1;
	int x0 = full->left + full->w, y0 = full->h - full->top, x1 = full->left, y1 = -full->top;
	for (int y = -full->top; y < full->h - full->top; y++)
		for (int x = full->left; x < full->left + full->w; x++)
			if (ink_at(full, x, y) != ink_at(base, x, y)) {
				x0 = x < x0 ? x : x0, x1 = x + 1 > x1 ? x + 1 : x1;
				y0 = y < y0 ? y : y0, y1 = y + 1 > y1 ? y + 1 : y1;
			}
	if (x1 <= x0)
		x0 = x1 = full->left, y0 = y1 = -full->top;	/* the same pixels: an empty mark */
	for (int y = y0; y < y1; y++)
		for (int x = x0; x < x1; x++)
			if (ink_at(base, x, y))
				return -1;
	box[0] = x0, box[1] = y0, box[2] = x1, box[3] = y1;
	return (long)(x1 - x0) * (y1 - y0);
}

/* Stores glyph i as a base glyph plus its mark when that is smaller than
 * its whole bitmap and draws the very same pixels (checked pixel by pixel):
 * accented letters then cost only their accents. */
static int compose(struct rendered *r, int i)
{
	int best = 0, box[4], best_box[4] = { 0, 0, 0, 0 };
	long best_area = (long)r[i].w * r[i].h;
	if (r[i].is_base)
		return 0;
	/* Any whole glyph may be the base, also a later one: ì, í, î, ï are
	 * built on the dotless ı (U+0131), which then stays whole. */
	for (int j = 1; j < FONT_GLYPHS; j++) {
		if (j == i || r[j].base)
			continue;
		long area = mark_of(&r[i], &r[j], box);
		if (area >= 0 && area < best_area) {
			best = j, best_area = area;
			memcpy(best_box, box, sizeof box);
		}
	}
	if (!best)
		return 0;
	int w = best_box[2] - best_box[0], h = best_box[3] - best_box[1];
	unsigned char *mark = malloc((size_t)w * (size_t)h + 1);
	if (!mark)
		return -1;
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++)
			mark[y * w + x] = (unsigned char)ink_at(&r[i], best_box[0] + x, best_box[1] + y);
	free(r[i].px);
	r[i].px = mark;
	r[i].left = best_box[0], r[i].top = -best_box[1], r[i].w = w, r[i].h = h;
	r[i].base = best;
	r[best].is_base = 1;
	return 0;
}

/* Every size's bitmaps, one after another (font_pixels in the output). */
static uint8_t *pixels;
static size_t pixels_len, pixels_cap;

static int add_pixels(const uint8_t *px, size_t n)
{
	if (pixels_len + n > pixels_cap) {
		size_t cap = (pixels_len + n) * 2;
		uint8_t *grown = realloc(pixels, cap);
		if (!grown) {
			fprintf(stderr, "mkfont: out of memory\n");
			return -1;
		}
		pixels = grown, pixels_cap = cap;
	}
	memcpy(pixels + pixels_len, px, n);
	pixels_len += n;
	return 0;
}

/* Writes the packed bitmaps, the .bss array they unpack into and the
 * constructor that unpacks them before main; checks the round trip here so
 * a codec fault fails the build, not the screen. */
static int emit_pixels(FILE *out)
{
	size_t cap = FONT_RLE_PACKED_MAX(pixels_len);
	uint8_t *packed = malloc(cap + 1), *back = malloc(pixels_len + 1);
	size_t n = packed ? font_rle_pack(pixels, pixels_len, packed, cap) : 0;
	if (!packed || !back || (pixels_len && !n) ||
	    font_rle_unpack(packed, n, back, pixels_len) != (long)pixels_len ||
	    (pixels_len && memcmp(back, pixels, pixels_len))) {
		fprintf(stderr, "mkfont: the packed bitmaps do not unpack to the same bytes\n");
		free(packed);
		free(back);
		return -1;
	}
	fprintf(out, "/* %zu bytes of coverage, packed into %zu (gfx/font_rle.h). */\n", pixels_len, n);
	fprintf(out, "static const uint8_t font_packed[] = {");
	for (size_t i = 0; i < n; i++)
		fprintf(out, "%s%u,", i % 24 ? "" : "\n\t", packed[i]);
	fprintf(out, "%s\n};\n", n ? "" : "\n\t0");
	fprintf(out, "static uint8_t font_pixels[%zu];\n", pixels_len ? pixels_len : 1);
	fprintf(out, "int font_data_unpacked;\n\n");
	fprintf(out, "__attribute__((constructor)) static void font_data_unpack(void)\n{\n");
	fprintf(out, "\tfont_data_unpacked = font_rle_unpack(font_packed, %zu, font_pixels, sizeof font_pixels) == %zu;\n}\n\n",
		n, pixels_len);
	free(packed);
	free(back);
	return 0;
}

static int emit_size(FILE *out, FT_Library lib, int idx, const struct face_size *fs)
{
	FT_Face face;
	if (FT_New_Face(lib, fs->path, 0, &face)) {
		fprintf(stderr, "mkfont: cannot open font %s\n", fs->path);
		return -1;
	}
	if (FT_Set_Pixel_Sizes(face, 0, (FT_UInt)fs->size)) {
		fprintf(stderr, "mkfont: %s: cannot set size %d\n", fs->path, fs->size);
		FT_Done_Face(face);
		return -1;
	}
	static struct rendered r[FONT_GLYPHS];
	int err = 0, done = 0;
	for (; done < FONT_GLYPHS && !err; done++)
		err = render(face, fs, font_char_of_glyph(done), &r[done]);
	for (int i = FONT_ASCII_GLYPHS; i < FONT_GLYPHS && !err; i++)
		err = compose(r, i);
	if (err) {
		for (int i = 0; i < done; i++)
			free(r[i].px);
		FT_Done_Face(face);
		return -1;
	}
	/* Cap height and descent from ASCII only: the layouts measured with
	 * them stay as they were (an accent above a capital or a cedilla
	 * below sits in the line's leading). */
	int cap = r['H' - FONT_FIRST].top, descent = 0;
	for (int i = 0; i < FONT_ASCII_GLYPHS; i++)
		if (r[i].h - r[i].top > descent)
			descent = r[i].h - r[i].top;
	/* The bitmaps go to the one array of every size, packed at the end. */
	size_t base = pixels_len, offset = 0;
	for (int i = 0; i < FONT_GLYPHS; i++) {
		size_t n = (size_t)(r[i].w * r[i].h);
		if (add_pixels(r[i].px, n)) {
			for (int j = 0; j < FONT_GLYPHS; j++)
				free(r[j].px);
			FT_Done_Face(face);
			return -1;
		}
	}
	fprintf(out, "static const struct font_glyph glyphs_%d[FONT_GLYPHS] = {\n", idx);
	for (int i = 0; i < FONT_GLYPHS; i++) {
		fprintf(out, "\t{ %zu, %d, %d, %d, %d, %d, %d }, /* U+%04X */\n", offset, r[i].left, r[i].top,
			r[i].w, r[i].h, r[i].advance, r[i].base, (unsigned)font_char_of_glyph(i));
		offset += (size_t)(r[i].w * r[i].h);
		free(r[i].px);
	}
	fprintf(out, "};\n");
	/* Ascent is the cap height: centring by capitals looks right on tiles. */
	fprintf(out, "#define FONT_%d { \"%s\", %d, %d, %d, %ld, glyphs_%d, font_pixels + %zu }\n\n", idx,
		fs->name, fs->size, cap, descent, (long)((face->size->metrics.height + 32) >> 6), idx, base);
	FT_Done_Face(face);
	return 0;
}

_Static_assert(FONT_GLYPHS <= 256, "a glyph's base is a uint8_t index");

int main(int argc, char **argv)
{
	const char *out_path = NULL, *faces_path = NULL;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-o") && i + 1 < argc)
			out_path = argv[++i];
		else
			faces_path = argv[i];
	}
	if (!out_path || !faces_path) {
		fprintf(stderr, "usage: mkfont -o OUT.c FACES-FILE\n");
		return 2;
	}
	if (read_faces(faces_path))
		return 1;
	qsort(faces, (size_t)nfaces, sizeof faces[0], by_size);

	FT_Library lib;
	if (FT_Init_FreeType(&lib)) {
		fprintf(stderr, "mkfont: FreeType did not start\n");
		return 1;
	}
	char tmp[1024];
	snprintf(tmp, sizeof tmp, "%s.tmp", out_path);
	FILE *out = fopen(tmp, "w");
	if (!out) {
		fprintf(stderr, "mkfont: %s: %s\n", tmp, strerror(errno));
		return 1;
	}
	fprintf(out, "/* Generated by tools/mkfont from %s: do not edit, do not commit. */\n", faces_path);
	fprintf(out, "#include \"gfx/font.h\"\n#include \"gfx/font_rle.h\"\n\n");

	int err = 0;
	for (int i = 0; i < nfaces && !err; i++)
		err = emit_size(out, lib, i, &faces[i]);
	if (!err)
		err = emit_pixels(out);
	free(pixels);
	if (!err) {
		fprintf(out, "const struct font font_table[] = {\n");
		for (int i = 0; i < nfaces; i++)
			fprintf(out, "\tFONT_%d,\n", i);
		fprintf(out, "};\nconst int font_table_count = %d;\n", nfaces);
	}
	FT_Done_FreeType(lib);
	if (fclose(out) || err || rename(tmp, out_path)) {
		remove(tmp);
		fprintf(stderr, "mkfont: could not write %s\n", out_path);
		return 1;
	}
	return 0;
}
