/* The syntax of a board config: lines of at most CONFIG_LINE_MAX characters
 * (LF or CRLF), '#' comments, "[section]" headers and "key = value" lines;
 * each key once; the required keys present.  Pure: text in, struct out. */
#include "platform/config_int.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

struct parser {
	struct config_board *cfg;
	const char *file;
	struct config_error *err;
	int lineno;
	enum config_section sec;         /* the section the line is in */
	int seen_line[CONFIG_KEY_COUNT]; /* the line each key was set on; 0: not yet */
};

static char *trim(char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	size_t n = strlen(s);
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		s[--n] = 0;
	return s;
}

static bool is_name(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!islower((unsigned char)*s) && !isdigit((unsigned char)*s) && *s != '_')
			return false;
	return true;
}

/* ---- messages ------------------------------------------------------------------ */

static int unknown_section(const struct parser *p, const char *name)
{
	char shown[CONFIG_SHOWN_MAX];
	config_error_shown(shown, name);
	const char *names[CONFIG_SEC_COUNT];
	for (int sec = 0; sec < CONFIG_SEC_COUNT; sec++)
		names[sec] = config_section_name((enum config_section)sec);
	const char *near = config_error_closest(name, names, CONFIG_SEC_COUNT);
	if (near)
		config_error_set(p->err, p->file, p->lineno, NULL,
				 "section '[%s]': unknown section (did you mean '[%s]'?)", shown, near);
	else
		config_error_set(p->err, p->file, p->lineno, NULL,
				 "section '[%s]': unknown section (sections are [board], [display], [touch], [look], [computer], [kiosk], [network])",
				 shown);
	return -EINVAL;
}

/* A key not in this section: the section it belongs in, a near miss, or the
 * section's keys. */
static int unknown_key(const struct parser *p, const char *name)
{
	char shown[CONFIG_SHOWN_MAX];
	config_error_shown(shown, name);
	int elsewhere = config_key_find(CONFIG_SEC_NONE, name);
	if (elsewhere >= 0) {
		config_error_set(p->err, p->file, p->lineno, shown, "unknown key in [%s] (it belongs in [%s])",
				 config_section_name(p->sec), config_section_name(config_key_section(elsewhere)));
		return -EINVAL;
	}
	const char *names[CONFIG_KEY_COUNT];
	char list[256] = "";
	size_t len = 0;
	for (int k = 0; k < CONFIG_KEY_COUNT; k++) {
		names[k] = config_key_section(k) == p->sec ? config_key_name(k) : NULL;
		if (names[k])
			len += (size_t)snprintf(list + len, len < sizeof list ? sizeof list - len : 0, "%s%s",
						len ? ", " : "", names[k]);
	}
	const char *near = config_error_closest(name, names, CONFIG_KEY_COUNT);
	if (near)
		config_error_set(p->err, p->file, p->lineno, shown, "unknown key (did you mean '%s'?)", near);
	else
		config_error_set(p->err, p->file, p->lineno, shown, "unknown key (keys in [%s]: %s)",
				 config_section_name(p->sec), list);
	return -EINVAL;
}

/* A line over CONFIG_LINE_MAX: named by its key if it starts like "key =". */
static int line_too_long(const struct parser *p, const char *line, size_t n)
{
	char key[CONFIG_STR_MAX] = "";
	size_t k = 0, i = 0;
	while (i < n && (line[i] == ' ' || line[i] == '\t'))
		i++;
	while (i < n && k + 1 < sizeof key &&
	       (islower((unsigned char)line[i]) || line[i] == '_' || isdigit((unsigned char)line[i])))
		key[k++] = line[i++];
	key[k] = 0;
	config_error_set(p->err, p->file, p->lineno, k ? key : NULL, "line too long (%zu characters, at most %d)", n,
			 CONFIG_LINE_MAX);
	return -EINVAL;
}

/* ---- lines ------------------------------------------------------------------- */

/* "[name]", alone on the line (s is trimmed, without its comment). */
static int parse_header(struct parser *p, char *s)
{
	char *close = strchr(s, ']');
	if (!close || *trim(close + 1)) {
		char shown[CONFIG_SHOWN_MAX];
		config_error_shown(shown, s);
		config_error_set(p->err, p->file, p->lineno, NULL,
				 "bad section header '%s' (expected [name] alone on the line)", shown);
		return -EINVAL;
	}
	*close = 0;
	char *name = trim(s + 1);
	p->sec = config_section_find(name, strlen(name));
	if (p->sec == CONFIG_SEC_NETWORK)
		p->cfg->network.enabled = true;
	return p->sec == CONFIG_SEC_NONE ? unknown_section(p, name) : 0;
}

/* "key = value" (s is trimmed, without its comment). */
static int parse_assignment(struct parser *p, char *s)
{
	char *eq = strchr(s, '=');
	char shown[CONFIG_SHOWN_MAX];
	if (!eq) {
		config_error_shown(shown, s);
		config_error_set(p->err, p->file, p->lineno, NULL, "expected 'key = value', got '%s'", shown);
		return -EINVAL;
	}
	*eq = 0;
	char *key = trim(s), *value = trim(eq + 1);
	if (!is_name(key)) {
		config_error_shown(shown, key);
		config_error_set(p->err, p->file, p->lineno, shown,
				 "bad key name (keys are lower case letters, digits and _)");
		return -EINVAL;
	}
	if (strlen(key) >= CONFIG_STR_MAX)
		return unknown_key(p, key);
	if (p->sec == CONFIG_SEC_NONE) {
		config_error_set(p->err, p->file, p->lineno, key,
				 "key outside any section (put it under [display], [touch], [look], [computer], [kiosk] or [network])");
		return -EINVAL;
	}
	int k = config_key_find(p->sec, key);
	if (k < 0)
		return unknown_key(p, key);
	if (p->seen_line[k]) {
		config_error_set(p->err, p->file, p->lineno, key, "duplicate key (first set on line %d)",
				 p->seen_line[k]);
		return -EINVAL;
	}
	p->seen_line[k] = p->lineno;
	if (!*value) {
		config_error_set(p->err, p->file, p->lineno, key, "empty value");
		return -EINVAL;
	}
	char why[CONFIG_ERROR_MAX / 2];
	if (!config_key_set(p->cfg, k, value, why, sizeof why)) {
		config_error_set(p->err, p->file, p->lineno, key, "%s", why);
		return -EINVAL;
	}
	return 0;
}

/* One line of n characters (without its line ending). */
static int parse_line(struct parser *p, const char *text, size_t n)
{
	if (memchr(text, 0, n)) {
		config_error_set(p->err, p->file, p->lineno, NULL, "line contains a NUL byte (is this a text file?)");
		return -EINVAL;
	}
	if (n > CONFIG_LINE_MAX)
		return line_too_long(p, text, n);
	char line[CONFIG_LINE_MAX + 1];
	memcpy(line, text, n);
	line[n] = 0;
	char *hash = strchr(line, '#');
	if (hash)
		*hash = 0;
	char *s = trim(line);
	if (!*s)
		return 0;
	return *s == '[' ? parse_header(p, s) : parse_assignment(p, s);
}

static int check_required(const struct parser *p)
{
	for (int k = 0; k < CONFIG_KEY_COUNT; k++) {
		const char *example = config_key_example(k);
		/* A [network] section without its host cannot connect: say so
		 * now rather than at the first invitation. */
		if (!example && p->cfg->network.enabled && config_key_section(k) == CONFIG_SEC_NETWORK)
			example = config_key_example_in_section(k);
		if (example && !p->seen_line[k]) {
			config_error_set(p->err, p->file, 0, config_key_name(k), "missing required key (add '%s' under [%s])",
					 example, config_section_name(config_key_section(k)));
			return -EINVAL;
		}
	}
	return 0;
}

int config_parse(struct config_board *cfg, const char *file_name, const char *text, size_t len,
		 struct config_error *err)
{
	struct parser p = { .cfg = cfg, .file = file_name, .err = err, .sec = CONFIG_SEC_NONE };
	config_defaults(cfg);
	if (err)
		memset(err, 0, sizeof *err);
	if (len > CONFIG_FILE_MAX) {
		config_error_set(err, file_name, 0, NULL, "file too large (%zu bytes, at most %d)", len, CONFIG_FILE_MAX);
		return -EFBIG;
	}
	size_t pos = config_bom_len(text, len);
	while (pos < len) {
		size_t start = pos;
		while (pos < len && text[pos] != '\n')
			pos++;
		size_t n = pos - start;
		if (pos < len)
			pos++; /* the newline */
		if (n && text[start + n - 1] == '\r')
			n--;
		p.lineno++;
		int rc = parse_line(&p, text + start, n);
		if (rc)
			return rc;
	}
	struct config_network *net = &cfg->network;
	if (net->enabled && !net->port)
		net->port = net->ca_file[0] ? CONFIG_NET_PORT_TLS : CONFIG_NET_PORT_PLAIN;
	return check_required(&p);
}
