/* The board config's messages: where (file, line, key) and what, and the
 * "did you mean" of a misspelt name. */
#include "platform/config_int.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void config_error_set(struct config_error *err, const char *file, int line, const char *key, const char *fmt, ...)
{
	if (!err)
		return;
	char what[CONFIG_ERROR_MAX - 160];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	snprintf(err->file, sizeof err->file, "%s", file);
	err->line = line;
	snprintf(err->key, sizeof err->key, "%s", key ? key : "");
	/* Precisions keep the parts inside the message buffer (a long path is
	 * cut, the explanation is not). */
	char where[100];
	if (line > 0)
		snprintf(where, sizeof where, "%.80s:%d", err->file, line);
	else
		snprintf(where, sizeof where, "%.80s", err->file);
	if (key)
		snprintf(err->message, sizeof err->message, "%s: key '%.40s': %s", where, err->key, what);
	else
		snprintf(err->message, sizeof err->message, "%s: %s", where, what);
}

void config_error_shown(char dst[CONFIG_SHOWN_MAX], const char *src)
{
	size_t i = 0;
	for (; src[i] && i < 40; i++)
		dst[i] = isprint((unsigned char)src[i]) ? src[i] : '?';
	dst[i] = 0;
}

/* Levenshtein distance; names are short. */
static int distance(const char *a, const char *b)
{
	int la = (int)strlen(a), lb = (int)strlen(b);
	if (la > 40 || lb > 40)
		return 99;
	int prev[41], cur[41];
	for (int j = 0; j <= lb; j++)
		prev[j] = j;
	for (int i = 1; i <= la; i++) {
		cur[0] = i;
		for (int j = 1; j <= lb; j++) {
			int sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
			int del = prev[j] + 1, ins = cur[j - 1] + 1;
			cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
		}
		memcpy(prev, cur, sizeof prev);
	}
	return prev[lb];
}

const char *config_error_closest(const char *word, const char *const *names, int n)
{
	const char *best = NULL;
	int best_d = 3; /* suggest only near misses */
	for (int i = 0; i < n; i++) {
		if (!names[i] || !*names[i])
			continue;
		int d = distance(word, names[i]);
		if (d < best_d) {
			best_d = d;
			best = names[i];
		}
	}
	return best;
}
