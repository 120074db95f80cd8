/* The QR code of a record: libqrencode (loaded with dlopen) gives a code of
 * the size its version says, with the three finder patterns where the
 * standard puts them; too long a text is -E2BIG; the drawing uses whole
 * pixels a module, a quiet zone of four, centred, dark modules dark.  (A real
 * decoder reads the drawn code in make check-records.) */
#include <errno.h>
#include <string.h>

#include "check.h"
#include "gfx/draw.h"
#include "gfx/qr.h"
#include "platform/qr_encode.h"

static struct qr_code qr;
static char text[4096];
static uint32_t pixels[400 * 300];

/* A finder pattern: a 7x7 dark ring, a light ring, a 3x3 dark centre. */
static bool finder_at(const struct qr_code *q, int x0, int y0)
{
	for (int y = 0; y < 7; y++)
		for (int x = 0; x < 7; x++) {
			bool ring = x == 0 || y == 0 || x == 6 || y == 6;
			bool centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
			if (q->dark[(y0 + y) * q->width + x0 + x] != (ring || centre))
				return false;
		}
	return true;
}

static void test_encode(void)
{
	CHECK_INT(qr_encode_open(), 0);
	/* 1,500 bytes of a record's kind of text: version 4k + 17 modules a side. */
	for (size_t i = 0; i < 1500; i++)
		text[i] = ">ann: AEINRST 8D RETAINS +66 66\n"[i % 32];
	CHECK_INT(qr_encode_text(text, 1500, &qr), 0);
	CHECK(qr.width >= 21 && qr.width <= QR_MAX_WIDTH && (qr.width - 17) % 4 == 0);
	CHECK(finder_at(&qr, 0, 0));
	CHECK(finder_at(&qr, qr.width - 7, 0));
	CHECK(finder_at(&qr, 0, qr.width - 7));
	CHECK(!finder_at(&qr, qr.width - 7, qr.width - 7));	/* no fourth */
	int big = qr.width;
	/* A shorter text, a smaller code. */
	CHECK_INT(qr_encode_text(text, 100, &qr), 0);
	CHECK(qr.width < big);
	/* One code holds QR_ENCODE_MAX bytes; one more is refused, the code emptied. */
	memset(text, 'x', sizeof text);
	CHECK_INT(qr_encode_text(text, QR_ENCODE_MAX + 1, &qr), -E2BIG);
	CHECK_INT(qr.width, 0);
}

static void test_paint(void)
{
	struct canvas c = { .pixels = pixels, .width = 400, .height = 300, .stride = 400 };
	struct rect all = rect_make(0, 0, 400, 300);
	memset(&qr, 0, sizeof qr);
	qr.width = 21;
	qr.dark[0] = 1;				/* the top-left module */
	qr.dark[20 * 21 + 20] = 1;		/* the bottom-right one */
	/* 300 px high: 29 modules with the quiet zone, 10 px each, centred. */
	struct rect r = qr_rect(&qr, all);
	CHECK_INT(r.w, 290);
	CHECK_INT(r.h, 290);
	CHECK_INT(r.x, 55);
	CHECK_INT(r.y, 5);
	canvas_fill_rect(&c, &all, all, 0x123456);
	qr_paint(&c, &all, all, &qr, 0x000000, 0xffffff);
	CHECK_INT(pixels[4 * 400 + 55], 0x123456);		/* outside */
	CHECK_INT(pixels[5 * 400 + 55], 0xffffff);		/* the quiet zone */
	CHECK_INT(pixels[45 * 400 + 95], 0x000000);		/* module (0,0): from (95,45) */
	CHECK_INT(pixels[54 * 400 + 104], 0x000000);
	CHECK_INT(pixels[55 * 400 + 105], 0xffffff);		/* module (1,1) */
	CHECK_INT(pixels[(45 + 200) * 400 + 95 + 200], 0x000000);	/* module (20,20) */
	CHECK_INT(pixels[(45 + 199) * 400 + 95 + 200], 0xffffff);
	/* Too small a box: nothing. */
	CHECK(rect_is_empty(qr_rect(&qr, rect_make(0, 0, 28, 28))));
}

int main(void)
{
	RUN(test_encode);
	RUN(test_paint);
	return check_finish();
}
