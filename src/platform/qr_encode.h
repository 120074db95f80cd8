/* A game's record as a QR code, with Debian's libqrencode (libqrencode4,
 * loaded at start-up with dlopen, so a system without it still runs): 8-bit
 * data, the smallest version that holds it at error correction L (a 1-2 KB
 * GCG fits; version 40 holds QR_ENCODE_MAX bytes).  libqrencode allocates,
 * so the call is one of the seal's named exceptions (seal_allow,
 * platform/seal.h): it runs once, when a game ends.  A static build
 * (STATIC=1) has no dlopen and no code. */
#ifndef TESSERA_PLATFORM_QR_ENCODE_H
#define TESSERA_PLATFORM_QR_ENCODE_H

#include <stddef.h>

#include "gfx/qr.h"

#define QR_ENCODE_LIBRARY "libqrencode.so.4"
enum { QR_ENCODE_MAX = 2953 };

/* Loads libqrencode (once; call it before the memory seal).  0, or -ENOENT
 * when the library is not installed, -ENOSYS when it lacks the functions. */
int qr_encode_open(void);

/* Encodes len bytes of text into out.  0, -E2BIG when it does not fit one
 * code, -ENOTSUP without the library, or another negative errno. */
int qr_encode_text(const char *text, size_t len, struct qr_code *out);

#endif
