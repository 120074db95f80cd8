#include "core/core_text.h"

size_t core_text_next(const char *s, size_t len, uint32_t *cp)
{
	if (len == 0)
		return 0;
	unsigned char c = (unsigned char)s[0];
	size_t n;
	uint32_t v;
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf)
		n = 2, v = c & 0x1f;
	else if (c >= 0xe0 && c <= 0xef)
		n = 3, v = c & 0x0f;
	else if (c >= 0xf0 && c <= 0xf4)
		n = 4, v = c & 0x07;
	else
		return 0;
	if (len < n)
		return 0;
	for (size_t k = 1; k < n; k++) {
		unsigned char d = (unsigned char)s[k];
		if ((d & 0xc0) != 0x80)
			return 0;
		v = v << 6 | (d & 0x3f);
	}
	if ((n == 3 && v < 0x800) || (n == 4 && (v < 0x10000 || v > 0x10ffff)) || (v >= 0xd800 && v <= 0xdfff))
		return 0;
	*cp = v;
	return n;
}

bool core_text_control(uint32_t cp)
{
	return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f);
}

long core_text_fault(const char *s, size_t len, bool *control)
{
	for (size_t i = 0; i < len;) {
		uint32_t cp;
		size_t n = core_text_next(s + i, len - i, &cp);
		*control = n && core_text_control(cp);
		if (!n || *control)
			return (long)i;
		i += n;
	}
	return -1;
}
