/* What the parts of the board config share (config.h is their public face):
 *   config_keys.c    the sections, the keys and their values
 *   config_error.c   the messages: file, line and key, "did you mean"
 *   config_parse.c   the syntax of a file: lines, comments, [section], key = value
 *   config_files.c   loading files, finding boards by name
 *   config_touch.c   choosing the touch device
 *   config_rewrite.c the calibration tool's text rewrite
 *   config_write.c   ... and its atomic file write
 * Only src/platform/config*.c include this. */
#ifndef TESSERA_PLATFORM_CONFIG_INT_H
#define TESSERA_PLATFORM_CONFIG_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "platform/config.h"

/* ---- config_keys.c ---------------------------------------------------------- */

enum config_section {
	CONFIG_SEC_NONE, /* before the first header, or an unknown one */
	CONFIG_SEC_BOARD,
	CONFIG_SEC_DISPLAY,
	CONFIG_SEC_TOUCH,
	CONFIG_SEC_LOOK,
	CONFIG_SEC_COMPUTER,
	CONFIG_SEC_KIOSK,
	CONFIG_SEC_NETWORK,
	CONFIG_SEC_COUNT,
};

/* "display" for CONFIG_SEC_DISPLAY; "" for CONFIG_SEC_NONE. */
const char *config_section_name(enum config_section sec);
/* The section named by the len bytes at name (exactly, no white space), or
 * CONFIG_SEC_NONE. */
enum config_section config_section_find(const char *name, size_t len);

#define CONFIG_KEY_COUNT 31 /* every key of every section */

/* The index (0 .. CONFIG_KEY_COUNT-1) of key name in section sec, or -1.
 * With CONFIG_SEC_NONE: the first key of that name in any section. */
int config_key_find(enum config_section sec, const char *name);
enum config_section config_key_section(int key);
const char *config_key_name(int key);
/* For a required key, what to add when it is missing ("rotation = 0");
 * NULL for an optional one. */
const char *config_key_example(int key);
/* For a key required only in a file that has its section ([network]
 * broker), the line to add; NULL for others. */
const char *config_key_example_in_section(int key);

/* Sets key from its text value (trimmed, not empty).  Returns true, or false
 * with the reason in why ("bad value 'x' (expected ...)"); *cfg is then
 * unchanged. */
bool config_key_set(struct config_board *cfg, int key, const char *value, char *why, size_t why_cap);

/* ---- config_error.c --------------------------------------------------------- */

/* Fills *err (if not NULL): file, line (0: the whole file), key (NULL:
 * none) and the message "FILE:LINE: key 'KEY': WHAT". */
void config_error_set(struct config_error *err, const char *file, int line, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

/* A name as a message may show it: printable (others become '?'), at most
 * 40 characters. */
#define CONFIG_SHOWN_MAX 48
void config_error_shown(char dst[CONFIG_SHOWN_MAX], const char *src);

/* The name of names[0..n) nearest to word (NULL entries skipped), if near
 * enough to be a misspelling of it; else NULL. */
const char *config_error_closest(const char *word, const char *const *names, int n);

/* Bytes of a UTF-8 byte-order mark at the start of a file (some Windows
 * editors write one): not text, so the parser and the rewriter skip it. */
static inline size_t config_bom_len(const char *text, size_t len)
{
	return len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
}

#endif
