/* Text a person can read, as the records are checked for it: well-formed
 * UTF-8 without control characters.  Shared by the rules cores' readers of
 * records (GCG, a Reversi record) and the program that prints them; the
 * screens have their own decoder (gfx/utf8.h), which the core may not
 * include.  Pure; no allocation. */
#ifndef TESSERA_CORE_TEXT_H
#define TESSERA_CORE_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The well-formed UTF-8 sequence at s[0..len): stores its code point in
 * *cp and returns its length (1 to 4).  Returns 0 when s starts no
 * well-formed sequence (a stray continuation byte, a lead byte without its
 * continuation bytes, an overlong form, a surrogate, a value over
 * U+10FFFF) or len is 0. */
size_t core_text_next(const char *s, size_t len, uint32_t *cp);

/* Whether cp is a control character: C0 (tab and newline included), DEL
 * or C1. */
bool core_text_control(uint32_t cp);

/* Where s[0..len) stops being text: the offset of the first byte that
 * starts no well-formed sequence or starts a control character (*control
 * says which), or -1 when it is all text. */
long core_text_fault(const char *s, size_t len, bool *control);

#endif
