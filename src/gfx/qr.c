/* Drawing a QR code (qr.h). */
#include "gfx/qr.h"

#include "gfx/draw.h"

struct rect qr_rect(const struct qr_code *qr, struct rect box)
{
	int side = box.w < box.h ? box.w : box.h;
	int modules = qr->width + 2 * QR_QUIET;
	if (qr->width <= 0 || side < modules)
		return rect_make(box.x, box.y, 0, 0);
	int px = side / modules, size = px * modules;
	return rect_make(box.x + (box.w - size) / 2, box.y + (box.h - size) / 2, size, size);
}

void qr_paint(struct canvas *c, const struct rect *clip, struct rect box, const struct qr_code *qr, uint32_t dark,
	      uint32_t light)
{
	struct rect r = qr_rect(qr, box);
	if (rect_is_empty(r))
		return;
	int px = r.w / (qr->width + 2 * QR_QUIET), x0 = r.x + QR_QUIET * px, y0 = r.y + QR_QUIET * px;
	canvas_fill_rect(c, clip, r, light);
	/* A run of dark modules in a row is one rectangle. */
	for (int y = 0; y < qr->width; y++)
		for (int x = 0; x < qr->width;) {
			if (!qr->dark[y * qr->width + x]) {
				x++;
				continue;
			}
			int run = x;
			while (run < qr->width && qr->dark[y * qr->width + run])
				run++;
			canvas_fill_rect(c, clip, rect_make(x0 + x * px, y0 + y * px, (run - x) * px, px), dark);
			x = run;
		}
}
