/* The shadow-to-scanout copy: the pure half of the DRM presenter.
 *
 * The UI draws into a cached shadow canvas in logical (UI) orientation; the
 * scanout buffer is in panel orientation and may be XRGB8888 or RGB565.  This
 * module copies a damaged rectangle of the canvas into the scanout memory,
 * rotating and converting on the way.  It never reads the destination (dumb
 * buffers are often write-combined) and writes each destination row left to
 * right, so the writes stream.  No libdrm: tests run it on plain memory.
 *
 * Rotation is the clockwise angle by which the logical picture is turned to
 * lie on the panel.  For a logical canvas of LW x LH:
 *   0:   panel (x, y)             panel is LW x LH
 *   90:  panel (LH-1-y, x)        panel is LH x LW
 *   180: panel (LW-1-x, LH-1-y)   panel is LW x LH
 *   270: panel (y, LW-1-x)        panel is LH x LW  */
#ifndef TESSERA_GFX_SCANOUT_H
#define TESSERA_GFX_SCANOUT_H

#include <stddef.h>
#include <stdint.h>

#include "gfx/canvas.h"

enum scanout_format {
	SCANOUT_XRGB8888,
	SCANOUT_RGB565,
};

enum scanout_rotation {
	SCANOUT_ROTATE_0,
	SCANOUT_ROTATE_90,
	SCANOUT_ROTATE_180,
	SCANOUT_ROTATE_270,
};

/* One scanout buffer as the copy sees it: memory it may only write. */
struct scanout {
	void *pixels;
	int width, height; /* panel pixels */
	int pitch;         /* bytes per row */
	enum scanout_format format;
	enum scanout_rotation rotation;
};

/* Bytes per pixel of a format. */
int scanout_bytes_per_pixel(enum scanout_format format);

/* The logical size of a panel of width x height under a rotation. */
void scanout_logical_size(enum scanout_rotation rotation, int width, int height, int *lw, int *lh);

/* Parses "0", "90", "180", "270"; returns 0 or -EINVAL. */
int scanout_rotation_parse(const char *text, enum scanout_rotation *out);

/* Maps a rectangle of the logical canvas (lw x lh) to the panel rectangle it
 * covers, for damage clips.  The input is clipped to the canvas first. */
struct rect scanout_rect_to_panel(enum scanout_rotation rotation, int lw, int lh, struct rect r);

/* Maps a point in panel pixels to logical canvas pixels (the inverse of the
 * table above), for pointer coordinates. */
void scanout_point_to_logical(enum scanout_rotation rotation, int pw, int ph, int px, int py,
			      int *lx, int *ly);

/* Converts one XRGB8888 pixel to RGB565. */
static inline uint16_t scanout_rgb565(uint32_t xrgb)
{
	return (uint16_t)(((xrgb >> 8) & 0xf800) | ((xrgb >> 5) & 0x07e0) | ((xrgb >> 3) & 0x001f));
}

/* Copies rectangle r of src (logical coordinates, clipped to the canvas) to
 * dst.  src must be dst's logical size.  Returns the bytes written. */
size_t scanout_copy(const struct scanout *dst, const struct canvas *src, struct rect r);

#endif
