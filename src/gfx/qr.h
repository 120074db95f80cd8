/* A QR code's modules, as an encoder gives them (platform/qr_encode.h:
 * Debian's libqrencode), and their drawing: whole pixels per module and a
 * quiet zone of four modules, so a phone's camera and a decoder (zbarimg in
 * the tests) read the screen. */
#ifndef TESSERA_GFX_QR_H
#define TESSERA_GFX_QR_H

#include <stdbool.h>
#include <stdint.h>

#include "gfx/canvas.h"

/* Version 40 is 177 modules a side. */
enum { QR_MAX_WIDTH = 177, QR_QUIET = 4 };

struct qr_code {
	int width;			/* modules a side; 0: no code */
	uint8_t dark[QR_MAX_WIDTH * QR_MAX_WIDTH];	/* row by row, 1 = dark */
};

/* The largest square of whole pixels a module, quiet zone included, that
 * fits in box, centred; an empty rect when not even one pixel a module
 * fits. */
struct rect qr_rect(const struct qr_code *qr, struct rect box);

/* Paints the code (light quiet zone and modules, dark modules) in
 * qr_rect(qr, box). */
void qr_paint(struct canvas *c, const struct rect *clip, struct rect box, const struct qr_code *qr, uint32_t dark,
	      uint32_t light);

#endif
