#include "gfx/theme_names.h"

#include <stdio.h>
#include <string.h>

const char *const theme_names[THEME_COUNT + 1] = { "classic", "high-contrast", NULL };

bool theme_name_known(const char *name)
{
	for (int i = 0; name && theme_names[i]; i++)
		if (!strcmp(theme_names[i], name))
			return true;
	return false;
}

void theme_list(char *buf, size_t size)
{
	size_t len = 0;
	if (!size)
		return;
	buf[0] = '\0';
	for (int i = 0; theme_names[i] && len < size; i++) {
		int n = snprintf(buf + len, size - len, "%s%s", i ? ", " : "", theme_names[i]);
		if (n < 0)
			break;
		len += (size_t)n;
	}
}
