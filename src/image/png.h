/* PNG files for screenshots and golden references.  The writer makes 8-bit
 * RGB images; the reader takes what the writer makes (and 8-bit RGBA,
 * non-interlaced) - enough for our own files, not a general decoder. */
#ifndef TESSERA_IMAGE_PNG_H
#define TESSERA_IMAGE_PNG_H

#include <stddef.h>
#include <stdint.h>

#include "gfx/canvas.h"

/* A decoded image; pixels are 0x00RRGGBB, stride == width, owned by the
 * image (heap), released with png_free(). */
struct png_image {
	uint32_t *pixels;
	int width, height;
};

/* Writes c as an RGB PNG.  0 or a negative errno value. */
int png_write(const char *path, const struct canvas *c);
/* Reads path into img.  0, -ENOENT etc. from the file system, -EINVAL for a
 * damaged file, -ENOTSUP for a kind of PNG we do not read. */
int png_read(const char *path, struct png_image *img);
/* The same from a PNG held in memory (size bytes). */
int png_decode(const uint8_t *data, size_t size, struct png_image *img);
void png_free(struct png_image *img);
/* The image as a canvas (no copy). */
struct canvas png_canvas(const struct png_image *img);

#endif
