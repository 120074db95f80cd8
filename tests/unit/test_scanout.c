/* The shadow-to-scanout copy: every rotation and format puts each logical
 * pixel where the rotation table says, converts it exactly, and writes only
 * the damaged pixels. */
#include "check.h"
#include "gfx/scanout.h"

#include <errno.h>
#include <string.h>

enum { LW = 13, LH = 7, PAD = 3, SENTINEL = 0xA5 };

static uint32_t src_pixels[LH * (LW + PAD)];
static uint8_t dst_mem[(LW + PAD) * (LW + PAD) * 4];

static struct canvas make_canvas(void)
{
	struct canvas c = { .pixels = src_pixels, .width = LW, .height = LH, .stride = LW + PAD };
	for (int y = 0; y < LH; y++)
		for (int x = 0; x < LW + PAD; x++)
			src_pixels[y * c.stride + x] = 0x00102030u * (uint32_t)(y + 1) ^ (uint32_t)(x * 0x0b0905);
	return c;
}

static struct scanout make_scanout(enum scanout_rotation rot, enum scanout_format fmt)
{
	struct scanout s;
	int bpp = scanout_bytes_per_pixel(fmt);
	s.pixels = dst_mem;
	s.rotation = rot;
	s.format = fmt;
	s.width = (rot == SCANOUT_ROTATE_90 || rot == SCANOUT_ROTATE_270) ? LH : LW;
	s.height = (rot == SCANOUT_ROTATE_90 || rot == SCANOUT_ROTATE_270) ? LW : LH;
	s.pitch = (s.width + PAD) * bpp; /* padding past the row must stay untouched */
	memset(dst_mem, SENTINEL, sizeof dst_mem);
	return s;
}

/* The rotation table of scanout.h, written out independently. */
static void logical_to_panel(enum scanout_rotation rot, int x, int y, int *px, int *py)
{
	switch (rot) {
	case SCANOUT_ROTATE_0: *px = x; *py = y; break;
	case SCANOUT_ROTATE_90: *px = LH - 1 - y; *py = x; break;
	case SCANOUT_ROTATE_180: *px = LW - 1 - x; *py = LH - 1 - y; break;
	case SCANOUT_ROTATE_270: *px = y; *py = LW - 1 - x; break;
	}
}

static uint32_t read_dst(const struct scanout *s, int px, int py)
{
	const uint8_t *row = dst_mem + (size_t)py * s->pitch;
	if (s->format == SCANOUT_RGB565) {
		uint16_t v;
		memcpy(&v, row + px * 2, 2);
		return v;
	}
	uint32_t v;
	memcpy(&v, row + px * 4, 4);
	return v;
}

static int dst_untouched(const struct scanout *s, int px, int py)
{
	int bpp = scanout_bytes_per_pixel(s->format);
	const uint8_t *p = dst_mem + (size_t)py * s->pitch + (size_t)px * bpp;
	for (int i = 0; i < bpp; i++)
		if (p[i] != SENTINEL)
			return 0;
	return 1;
}

/* Copies rect r and checks every pixel of the destination (with padding). */
static void check_copy(enum scanout_rotation rot, enum scanout_format fmt, struct rect r)
{
	struct canvas c = make_canvas();
	struct scanout s = make_scanout(rot, fmt);
	int bpp = scanout_bytes_per_pixel(fmt);
	size_t bytes = scanout_copy(&s, &c, r);
	int inside = 0, wrong = 0, stray = 0;
	char msg[160];

	for (int y = 0; y < LH; y++) {
		for (int x = 0; x < LW; x++) {
			int px, py;
			logical_to_panel(rot, x, y, &px, &py);
			int damaged = x >= r.x && x < r.x + r.w && y >= r.y && y < r.y + r.h;
			if (!damaged)
				continue;
			inside++;
			uint32_t want = src_pixels[y * c.stride + x];
			if (fmt == SCANOUT_RGB565)
				want = scanout_rgb565(want);
			if (read_dst(&s, px, py) != want)
				wrong++;
		}
	}
	/* Every byte that is not the image of a damaged pixel keeps the sentinel. */
	for (int py = 0; py < s.height; py++) {
		for (int px = 0; px < s.width + PAD; px++) {
			int lx = -1, ly = -1;
			if (px < s.width)
				scanout_point_to_logical(rot, s.width, s.height, px, py, &lx, &ly);
			int damaged = px < s.width && lx >= r.x && lx < r.x + r.w && ly >= r.y && ly < r.y + r.h;
			if (!damaged && !dst_untouched(&s, px, py))
				stray++;
		}
	}
	snprintf(msg, sizeof msg, "rotation %d format %d rect %d,%d %dx%d: %d wrong, %d stray",
		 (int)rot * 90, (int)fmt, r.x, r.y, r.w, r.h, wrong, stray);
	CHECK_MSG(wrong == 0 && stray == 0, msg);
	CHECK_INT(bytes, (size_t)inside * bpp);
}

static void test_full_frame_every_rotation_and_format(void)
{
	for (int rot = 0; rot < 4; rot++)
		for (int fmt = 0; fmt < 2; fmt++)
			check_copy((enum scanout_rotation)rot, (enum scanout_format)fmt,
				   (struct rect){ 0, 0, LW, LH });
}

static void test_damage_touches_only_damaged_pixels(void)
{
	const struct rect rects[] = {
		{ 2, 1, 3, 4 }, { 0, 0, 1, 1 }, { LW - 1, LH - 1, 1, 1 }, { 5, 0, 8, 2 }, { 0, 6, 13, 1 },
	};
	for (int rot = 0; rot < 4; rot++)
		for (int fmt = 0; fmt < 2; fmt++)
			for (size_t i = 0; i < sizeof rects / sizeof rects[0]; i++)
				check_copy((enum scanout_rotation)rot, (enum scanout_format)fmt, rects[i]);
}

static void test_damage_is_clipped_to_the_canvas(void)
{
	struct canvas c = make_canvas();
	for (int rot = 0; rot < 4; rot++) {
		struct scanout s = make_scanout((enum scanout_rotation)rot, SCANOUT_XRGB8888);
		CHECK_INT(scanout_copy(&s, &c, (struct rect){ -5, -5, 7, 8 }), 2 * 3 * 4);
		CHECK_INT(scanout_copy(&s, &c, (struct rect){ 20, 0, 5, 5 }), 0);
		CHECK_INT(scanout_copy(&s, &c, (struct rect){ 1, 1, 0, 5 }), 0);
		CHECK_INT(scanout_copy(&s, &c, (struct rect){ 10, 5, 100, 100 }), 3 * 2 * 4);
	}
	check_copy(SCANOUT_ROTATE_90, SCANOUT_RGB565, (struct rect){ -2, 3, 5, 100 });
}

static void test_rgb565_conversion_keeps_the_top_bits(void)
{
	CHECK_INT(scanout_rgb565(0x00ffffff), 0xffff);
	CHECK_INT(scanout_rgb565(0x00000000), 0x0000);
	CHECK_INT(scanout_rgb565(0x00ff0000), 0xf800);
	CHECK_INT(scanout_rgb565(0x0000ff00), 0x07e0);
	CHECK_INT(scanout_rgb565(0x000000ff), 0x001f);
	CHECK_INT(scanout_rgb565(0xff080400), 0x0820); /* the X byte is ignored */
}

static void test_rect_to_panel_matches_point_mapping(void)
{
	struct rect r = { 3, 2, 4, 3 };
	for (int rot = 0; rot < 4; rot++) {
		struct rect p = scanout_rect_to_panel((enum scanout_rotation)rot, LW, LH, r);
		int px, py, minx = 1000, miny = 1000, maxx = -1, maxy = -1;
		for (int y = r.y; y < r.y + r.h; y++)
			for (int x = r.x; x < r.x + r.w; x++) {
				logical_to_panel((enum scanout_rotation)rot, x, y, &px, &py);
				minx = px < minx ? px : minx; maxx = px > maxx ? px : maxx;
				miny = py < miny ? py : miny; maxy = py > maxy ? py : maxy;
			}
		CHECK_INT(p.x, minx);
		CHECK_INT(p.y, miny);
		CHECK_INT(p.w, maxx - minx + 1);
		CHECK_INT(p.h, maxy - miny + 1);
	}
}

static void test_sizes_and_parsing(void)
{
	int lw, lh;
	enum scanout_rotation rot;
	scanout_logical_size(SCANOUT_ROTATE_90, 800, 480, &lw, &lh);
	CHECK_INT(lw, 480);
	CHECK_INT(lh, 800);
	scanout_logical_size(SCANOUT_ROTATE_180, 800, 480, &lw, &lh);
	CHECK_INT(lw, 800);
	CHECK_INT(lh, 480);
	CHECK_INT(scanout_rotation_parse("270", &rot), 0);
	CHECK_INT(rot, SCANOUT_ROTATE_270);
	CHECK_INT(scanout_rotation_parse("45", &rot), -EINVAL);
	CHECK_INT(scanout_bytes_per_pixel(SCANOUT_RGB565), 2);
	CHECK_INT(scanout_bytes_per_pixel(SCANOUT_XRGB8888), 4);
}

int main(void)
{
	RUN(test_full_frame_every_rotation_and_format);
	RUN(test_damage_touches_only_damaged_pixels);
	RUN(test_damage_is_clipped_to_the_canvas);
	RUN(test_rgb565_conversion_keeps_the_top_bits);
	RUN(test_rect_to_panel_matches_point_mapping);
	RUN(test_sizes_and_parsing);
	return check_finish();
}
