/* A record as a QR code with libqrencode (qr_encode.h), loaded with
 * dlopen at start-up: a kiosk without libqrencode4 still plays, its end
 * screen only lacks the code. */
#include "platform/qr_encode.h"

#include <errno.h>
#include <string.h>

#include "platform/seal.h"

#ifdef TESSERA_NO_QRENCODE
int qr_encode_open(void)
{
	return -ENOTSUP;
}

int qr_encode_text(const char *text, size_t len, struct qr_code *out)
{
	(void)text, (void)len;
	out->width = 0;
	return -ENOTSUP;
}
#else
#include <dlfcn.h>
#include <qrencode.h>

static QRcode *(*encode_data)(int size, const unsigned char *data, int version, QRecLevel level);
static void (*code_free)(QRcode *code);

int qr_encode_open(void)
{
	static void *lib;
	if (lib)
		return 0;
	void *l = dlopen(QR_ENCODE_LIBRARY, RTLD_NOW | RTLD_LOCAL);
	if (!l)
		return -ENOENT;
	*(void **)&encode_data = dlsym(l, "QRcode_encodeData");
	*(void **)&code_free = dlsym(l, "QRcode_free");
	if (!encode_data || !code_free) {
		dlclose(l);
		return -ENOSYS;
	}
	lib = l;
	return 0;
}

int qr_encode_text(const char *text, size_t len, struct qr_code *out)
{
	out->width = 0;
	if (!encode_data)
		return -ENOTSUP;
	if (len > QR_ENCODE_MAX)
		return -E2BIG;
	seal_allow(true);
	errno = 0;
	QRcode *code = encode_data((int)len, (const unsigned char *)text, 0, QR_ECLEVEL_L);
	int err = code ? 0 : (errno == ERANGE ? -E2BIG : -(errno ? errno : ENOMEM));
	if (code && code->width > 0 && code->width <= QR_MAX_WIDTH) {
		out->width = code->width;
		for (int i = 0; i < code->width * code->width; i++)
			out->dark[i] = code->data[i] & 1;	/* bit 0: dark */
	} else if (code) {
		err = -E2BIG;
	}
	if (code)
		code_free(code);
	seal_allow(false);
	return err;
}
#endif
