/* The run-length code of the font bitmaps (mkfont packs them at build time,
 * the generated font data unpacks them once at start-up).  Coverage bytes
 * are mostly runs of 0 (no ink) and 255 (full ink) with a few edge values
 * between them, so each token byte is a short run then a few literals:
 *   bit 7      the run's value: 0 or 255
 *   bits 6..3  the run's length, 0..15
 *   bits 2..0  how many literal bytes follow the token, 0..7
 * (About 0.45 of the raw size for DejaVu Sans Bold; fonts/README.md.) */
#ifndef TESSERA_GFX_FONT_RLE_H
#define TESSERA_GFX_FONT_RLE_H

#include <stddef.h>
#include <stdint.h>

enum { FONT_RLE_MAX_RUN = 15, FONT_RLE_MAX_LITERALS = 7 };

/* The most bytes font_rle_pack writes for n input bytes. */
#define FONT_RLE_PACKED_MAX(n) ((n) + (n) / FONT_RLE_MAX_LITERALS + 1)

/* Packs n bytes of in into out (cap bytes).  Returns the packed length, or
 * 0 if cap is too small (n > 0). */
size_t font_rle_pack(const uint8_t *in, size_t n, uint8_t *out, size_t cap);
/* Unpacks in_len bytes of in into out (cap bytes).  Returns the unpacked
 * length, or -1 if a token's run or literals would go past the end of out
 * or of in (out then holds what came before, nothing is written past cap). */
long font_rle_unpack(const uint8_t *in, size_t in_len, uint8_t *out, size_t cap);

#endif
