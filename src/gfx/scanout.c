#include "gfx/scanout.h"

#include <errno.h>
#include <string.h>

int scanout_bytes_per_pixel(enum scanout_format format)
{
	return format == SCANOUT_RGB565 ? 2 : 4;
}

static int rotation_swaps(enum scanout_rotation rotation)
{
	return rotation == SCANOUT_ROTATE_90 || rotation == SCANOUT_ROTATE_270;
}

void scanout_logical_size(enum scanout_rotation rotation, int width, int height, int *lw, int *lh)
{
	*lw = rotation_swaps(rotation) ? height : width;
	*lh = rotation_swaps(rotation) ? width : height;
}

int scanout_rotation_parse(const char *text, enum scanout_rotation *out)
{
	static const char *const names[] = { "0", "90", "180", "270" };
	for (int i = 0; i < 4; i++) {
		if (strcmp(text, names[i]) == 0) {
			*out = (enum scanout_rotation)i;
			return 0;
		}
	}
	return -EINVAL;
}

static struct rect clip(struct rect r, int w, int h)
{
	int x0 = r.x < 0 ? 0 : r.x, y0 = r.y < 0 ? 0 : r.y;
	int x1 = r.x + r.w > w ? w : r.x + r.w, y1 = r.y + r.h > h ? h : r.y + r.h;
	if (r.w <= 0 || r.h <= 0 || x1 <= x0 || y1 <= y0)
		return (struct rect){ 0, 0, 0, 0 };
	return (struct rect){ x0, y0, x1 - x0, y1 - y0 };
}

struct rect scanout_rect_to_panel(enum scanout_rotation rotation, int lw, int lh, struct rect r)
{
	r = clip(r, lw, lh);
	if (r.w <= 0)
		return r;
	switch (rotation) {
	case SCANOUT_ROTATE_90:
		return (struct rect){ lh - r.y - r.h, r.x, r.h, r.w };
	case SCANOUT_ROTATE_180:
		return (struct rect){ lw - r.x - r.w, lh - r.y - r.h, r.w, r.h };
	case SCANOUT_ROTATE_270:
		return (struct rect){ r.y, lw - r.x - r.w, r.h, r.w };
	default:
		return r;
	}
}

void scanout_point_to_logical(enum scanout_rotation rotation, int pw, int ph, int px, int py,
			      int *lx, int *ly)
{
	switch (rotation) {
	case SCANOUT_ROTATE_90:
		*lx = py;
		*ly = pw - 1 - px;
		break;
	case SCANOUT_ROTATE_180:
		*lx = pw - 1 - px;
		*ly = ph - 1 - py;
		break;
	case SCANOUT_ROTATE_270:
		*lx = ph - 1 - py;
		*ly = px;
		break;
	default:
		*lx = px;
		*ly = py;
		break;
	}
}

/* Where the source pixel for panel (px, py) lives, and how far the source
 * pointer moves for one step right along the panel row. */
static const uint32_t *source_of(const struct canvas *src, enum scanout_rotation rotation, int px,
				 int py, ptrdiff_t *step)
{
	int lx, ly;
	int pw = rotation_swaps(rotation) ? src->height : src->width;
	int ph = rotation_swaps(rotation) ? src->width : src->height;
	scanout_point_to_logical(rotation, pw, ph, px, py, &lx, &ly);
	switch (rotation) {
	case SCANOUT_ROTATE_90:
		*step = -(ptrdiff_t)src->stride;
		break;
	case SCANOUT_ROTATE_180:
		*step = -1;
		break;
	case SCANOUT_ROTATE_270:
		*step = src->stride;
		break;
	default:
		*step = 1;
		break;
	}
	return src->pixels + (ptrdiff_t)ly * src->stride + lx;
}

size_t scanout_copy(const struct scanout *dst, const struct canvas *src, struct rect r)
{
	struct rect p = scanout_rect_to_panel(dst->rotation, src->width, src->height, r);
	int bpp = scanout_bytes_per_pixel(dst->format);
	if (p.w <= 0)
		return 0;
	for (int py = p.y; py < p.y + p.h; py++) {
		ptrdiff_t step;
		const uint32_t *s = source_of(src, dst->rotation, p.x, py, &step);
		uint8_t *row = (uint8_t *)dst->pixels + (size_t)py * (size_t)dst->pitch + (size_t)p.x * (size_t)bpp;
		if (dst->format == SCANOUT_RGB565) {
			uint16_t *d = (uint16_t *)row;
			for (int i = 0; i < p.w; i++, s += step)
				d[i] = scanout_rgb565(*s);
		} else if (step == 1) {
			memcpy(row, s, (size_t)p.w * 4);
		} else {
			uint32_t *d = (uint32_t *)row;
			for (int i = 0; i < p.w; i++, s += step)
				d[i] = *s;
		}
	}
	return (size_t)p.w * (size_t)p.h * (size_t)bpp;
}
