#include "gfx/draw.h"

#include <math.h>
#include <string.h>

bool rect_is_empty(struct rect r)
{
	return r.w <= 0 || r.h <= 0;
}

struct rect rect_intersect(struct rect a, struct rect b)
{
	int x0 = a.x > b.x ? a.x : b.x;
	int y0 = a.y > b.y ? a.y : b.y;
	int x1 = a.x + a.w < b.x + b.w ? a.x + a.w : b.x + b.w;
	int y1 = a.y + a.h < b.y + b.h ? a.y + a.h : b.y + b.h;
	if (x1 <= x0 || y1 <= y0)
		return rect_make(0, 0, 0, 0);
	return rect_make(x0, y0, x1 - x0, y1 - y0);
}

struct rect rect_union(struct rect a, struct rect b)
{
	if (rect_is_empty(a))
		return b;
	if (rect_is_empty(b))
		return a;
	int x0 = a.x < b.x ? a.x : b.x;
	int y0 = a.y < b.y ? a.y : b.y;
	int x1 = a.x + a.w > b.x + b.w ? a.x + a.w : b.x + b.w;
	int y1 = a.y + a.h > b.y + b.h ? a.y + a.h : b.y + b.h;
	return rect_make(x0, y0, x1 - x0, y1 - y0);
}

bool rect_contains(struct rect r, int x, int y)
{
	return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

bool rect_overlaps(struct rect a, struct rect b)
{
	return !rect_is_empty(rect_intersect(a, b));
}

struct rect rect_inset(struct rect r, int d)
{
	return rect_make(r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d);
}

long rect_area(struct rect r)
{
	return rect_is_empty(r) ? 0 : (long)r.w * r.h;
}

/* The part of r we may touch: inside the canvas and the clip. */
static struct rect clip_to(const struct canvas *c, const struct rect *clip, struct rect r)
{
	r = rect_intersect(r, rect_make(0, 0, c->width, c->height));
	if (clip)
		r = rect_intersect(r, *clip);
	return r;
}

struct canvas canvas_view(const struct canvas *src, struct rect r)
{
	struct canvas v = { .pixels = src->pixels, .stride = src->stride };
	r = clip_to(src, NULL, r);
	if (rect_is_empty(r))
		return v;
	v.pixels = src->pixels + (size_t)r.y * src->stride + r.x;
	v.width = r.w;
	v.height = r.h;
	return v;
}

uint32_t canvas_mix(uint32_t p, uint32_t c, unsigned a)
{
	if (a >= 255)
		return c & 0xffffff;
	if (a == 0)
		return p & 0xffffff;
	/* Two channels at a time; (x * a + 127) / 255 rounded via the usual trick. */
	uint32_t na = 255 - a;
	uint32_t rb = (p & 0xff00ff) * na + (c & 0xff00ff) * a + 0x800080;
	uint32_t g = (p & 0x00ff00) * na + (c & 0x00ff00) * a + 0x008000;
	rb = ((rb + ((rb >> 8) & 0xff00ff)) >> 8) & 0xff00ff;
	g = ((g + ((g >> 8) & 0x00ff00)) >> 8) & 0x00ff00;
	return rb | g;
}

void canvas_fill_rect(struct canvas *c, const struct rect *clip, struct rect r, uint32_t color)
{
	r = clip_to(c, clip, r);
	if (rect_is_empty(r))
		return;
	color &= 0xffffff;
	uint32_t *row = c->pixels + (size_t)r.y * c->stride + r.x;
	for (int y = 0; y < r.h; y++, row += c->stride)
		for (int x = 0; x < r.w; x++)
			row[x] = color;
}

void canvas_frame(struct canvas *c, const struct rect *clip, struct rect r, int t, uint32_t color)
{
	if (t * 2 >= r.w || t * 2 >= r.h) {
		canvas_fill_rect(c, clip, r, color);
		return;
	}
	canvas_fill_rect(c, clip, rect_make(r.x, r.y, r.w, t), color);
	canvas_fill_rect(c, clip, rect_make(r.x, r.y + r.h - t, r.w, t), color);
	canvas_fill_rect(c, clip, rect_make(r.x, r.y + t, t, r.h - 2 * t), color);
	canvas_fill_rect(c, clip, rect_make(r.x + r.w - t, r.y + t, t, r.h - 2 * t), color);
}

/* Coverage (0..255) of pixel (px, py) by a rounded rectangle r of radius rad:
 * 255 away from the corners, the distance to the corner arc at them. */
static unsigned round_cover(struct rect r, int rad, int px, int py)
{
	int cx, cy;
	if (px < r.x + rad)
		cx = r.x + rad;
	else if (px >= r.x + r.w - rad)
		cx = r.x + r.w - rad;
	else
		return 255;
	if (py < r.y + rad)
		cy = r.y + rad;
	else if (py >= r.y + r.h - rad)
		cy = r.y + r.h - rad;
	else
		return 255;
	float dx = (float)px + 0.5f - (float)cx;
	float dy = (float)py + 0.5f - (float)cy;
	float cover = (float)rad - sqrtf(dx * dx + dy * dy) + 0.5f;
	if (cover <= 0.0f)
		return 0;
	if (cover >= 1.0f)
		return 255;
	return (unsigned)(cover * 255.0f + 0.5f);
}

void canvas_fill_round_rect(struct canvas *c, const struct rect *clip, struct rect r, int radius,
			    uint32_t color, unsigned alpha)
{
	if (radius * 2 > r.w)
		radius = r.w / 2;
	if (radius * 2 > r.h)
		radius = r.h / 2;
	if (radius < 0)
		radius = 0;
	struct rect d = clip_to(c, clip, r);
	if (rect_is_empty(d))
		return;
	for (int y = d.y; y < d.y + d.h; y++) {
		uint32_t *row = c->pixels + (size_t)y * c->stride;
		bool corner_row = y < r.y + radius || y >= r.y + r.h - radius;
		for (int x = d.x; x < d.x + d.w; x++) {
			unsigned a = corner_row ? round_cover(r, radius, x, y) : 255;
			row[x] = canvas_mix(row[x], color, a * alpha / 255);
		}
	}
}

void canvas_bevel(struct canvas *c, const struct rect *clip, struct rect r, int radius, int edge,
		  uint32_t face, uint32_t light, uint32_t dark)
{
	canvas_fill_round_rect(c, clip, r, radius, dark, 255);
	canvas_fill_round_rect(c, clip, rect_make(r.x, r.y, r.w - edge, r.h - edge), radius, light, 255);
	int inner = radius - edge / 2;
	canvas_fill_round_rect(c, clip, rect_make(r.x + edge, r.y + edge, r.w - 2 * edge, r.h - 2 * edge),
			       inner > 0 ? inner : 0, face, 255);
}

/* Nonzero winding number of point (x, y) (1/16 pixel units) for a polygon. */
static int winding(const int *xy, int n, int x, int y)
{
	int w = 0;
	for (int i = 0; i < n; i++) {
		int x0 = xy[2 * i], y0 = xy[2 * i + 1];
		int x1 = xy[2 * ((i + 1) % n)], y1 = xy[2 * ((i + 1) % n) + 1];
		if ((y0 <= y) == (y1 <= y))
			continue;
		/* Side of the edge the point is on, in 64-bit to avoid overflow. */
		long long side = (long long)(x1 - x0) * (y - y0) - (long long)(x - x0) * (y1 - y0);
		if (y1 > y0 && side > 0)
			w++;
		else if (y1 < y0 && side < 0)
			w--;
	}
	return w;
}

void canvas_fill_polygon(struct canvas *c, const struct rect *clip, const int *xy16, int n,
			 uint32_t color)
{
	if (n < 3)
		return;
	int x0 = xy16[0], y0 = xy16[1], x1 = x0, y1 = y0;
	for (int i = 1; i < n; i++) {
		int x = xy16[2 * i], y = xy16[2 * i + 1];
		x0 = x < x0 ? x : x0;
		x1 = x > x1 ? x : x1;
		y0 = y < y0 ? y : y0;
		y1 = y > y1 ? y : y1;
	}
	struct rect bb = rect_make(x0 >> 4, y0 >> 4, (x1 >> 4) - (x0 >> 4) + 1, (y1 >> 4) - (y0 >> 4) + 1);
	bb = clip_to(c, clip, bb);
	for (int py = bb.y; py < bb.y + bb.h; py++) {
		uint32_t *row = c->pixels + (size_t)py * c->stride;
		for (int px = bb.x; px < bb.x + bb.w; px++) {
			int hits = 0;
			for (int sy = 0; sy < 4; sy++)
				for (int sx = 0; sx < 4; sx++)
					hits += winding(xy16, n, px * 16 + 2 + sx * 4, py * 16 + 2 + sy * 4) != 0;
			if (hits)
				row[px] = canvas_mix(row[px], color, (unsigned)(hits * 255 / 16));
		}
	}
}

void canvas_blend_mask(struct canvas *c, const struct rect *clip, int x, int y, const uint8_t *mask,
		       int w, int h, int mask_stride, uint32_t color)
{
	struct rect d = clip_to(c, clip, rect_make(x, y, w, h));
	if (rect_is_empty(d))
		return;
	for (int yy = d.y; yy < d.y + d.h; yy++) {
		uint32_t *row = c->pixels + (size_t)yy * c->stride;
		const uint8_t *m = mask + (size_t)(yy - y) * mask_stride - x;
		for (int xx = d.x; xx < d.x + d.w; xx++)
			if (m[xx])
				row[xx] = canvas_mix(row[xx], color, m[xx]);
	}
}

void canvas_copy(struct canvas *c, const struct rect *clip, int x, int y, const struct canvas *src)
{
	struct rect d = clip_to(c, clip, rect_make(x, y, src->width, src->height));
	if (rect_is_empty(d))
		return;
	for (int yy = d.y; yy < d.y + d.h; yy++) {
		const uint32_t *s = src->pixels + (size_t)(yy - y) * src->stride + (d.x - x);
		memcpy(c->pixels + (size_t)yy * c->stride + d.x, s, (size_t)d.w * sizeof *s);
	}
}

void canvas_blend(struct canvas *c, const struct rect *clip, int x, int y, const struct canvas *src)
{
	struct rect d = clip_to(c, clip, rect_make(x, y, src->width, src->height));
	if (rect_is_empty(d))
		return;
	for (int yy = d.y; yy < d.y + d.h; yy++) {
		const uint32_t *s = src->pixels + (size_t)(yy - y) * src->stride + (d.x - x);
		uint32_t *p = c->pixels + (size_t)yy * c->stride + d.x;
		for (int i = 0; i < d.w; i++) {
			unsigned a = s[i] >> 24;
			if (a == 255)
				p[i] = s[i] & 0xffffff;
			else if (a)
				p[i] = canvas_mix(p[i], s[i], a);
		}
	}
}

void canvas_round_alpha(struct canvas *img, int radius)
{
	struct rect r = rect_make(0, 0, img->width, img->height);
	for (int y = 0; y < img->height; y++) {
		uint32_t *row = img->pixels + (size_t)y * img->stride;
		for (int x = 0; x < img->width; x++) {
			unsigned a = (row[x] >> 24) * round_cover(r, radius, x, y) / 255;
			row[x] = (row[x] & 0xffffff) | (uint32_t)a << 24;
		}
	}
}
