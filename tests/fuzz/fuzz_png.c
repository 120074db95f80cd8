/* PNG decoding of reference images: any bytes give an image or an error. */
#include <stddef.h>
#include <stdint.h>

#include "image/png.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct png_image img;
	if (png_decode(data, size, &img) == 0) {
		/* Touch every pixel so a short buffer shows up under ASan. */
		volatile uint32_t sum = 0;
		for (size_t i = 0; i < (size_t)img.width * img.height; i++)
			sum += img.pixels[i];
		png_free(&img);
	}
	return 0;
}
