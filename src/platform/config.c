/* 64-bit inode numbers and offsets on 32-bit ARM too: without it readdir
 * fails with EOVERFLOW on large file systems. */
#define _FILE_OFFSET_BITS 64

#include "platform/config.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

enum section {
	SEC_NONE,
	SEC_BOARD,
	SEC_DISPLAY,
	SEC_TOUCH,
	SEC_LOOK,
	SEC_COMPUTER,
	SEC_COUNT,
};

static const char *const section_names[SEC_COUNT] = { "", "board", "display", "touch", "look",
						   "computer" };

enum key_id {
	K_DESCRIPTION,
	K_DISPLAY_DEVICE,
	K_CONNECTOR,
	K_MODE,
	K_ROTATION,
	K_FORMAT,
	K_TOUCH_DEVICE,
	K_KIND,
	K_CALIBRATION,
	K_SWAP_XY,
	K_INVERT_X,
	K_INVERT_Y,
	K_DRAG_THRESHOLD,
	K_LONG_PRESS_MS,
	K_SCALE,
	K_THEME,
	K_THINK_MS,
	K_COUNT,
};

struct key_def {
	enum section section;
	const char *name;
	bool required;
	const char *example; /* shown when a required key is missing */
};

static const struct key_def keys[K_COUNT] = {
	[K_DESCRIPTION] = { SEC_BOARD, "description", false, NULL },
	[K_DISPLAY_DEVICE] = { SEC_DISPLAY, "device", false, NULL },
	[K_CONNECTOR] = { SEC_DISPLAY, "connector", false, NULL },
	[K_MODE] = { SEC_DISPLAY, "mode", false, NULL },
	[K_ROTATION] = { SEC_DISPLAY, "rotation", true, "rotation = 0" },
	[K_FORMAT] = { SEC_DISPLAY, "format", false, NULL },
	[K_TOUCH_DEVICE] = { SEC_TOUCH, "device", true, "device = auto" },
	[K_KIND] = { SEC_TOUCH, "kind", false, NULL },
	[K_CALIBRATION] = { SEC_TOUCH, "calibration", false, NULL },
	[K_SWAP_XY] = { SEC_TOUCH, "swap_xy", false, NULL },
	[K_INVERT_X] = { SEC_TOUCH, "invert_x", false, NULL },
	[K_INVERT_Y] = { SEC_TOUCH, "invert_y", false, NULL },
	[K_DRAG_THRESHOLD] = { SEC_TOUCH, "drag_threshold", false, NULL },
	[K_LONG_PRESS_MS] = { SEC_TOUCH, "long_press_ms", false, NULL },
	[K_SCALE] = { SEC_LOOK, "scale", false, NULL },
	[K_THEME] = { SEC_LOOK, "theme", false, NULL },
	[K_THINK_MS] = { SEC_COMPUTER, "think_ms", false, NULL },
};

void config_defaults(struct config_board *cfg)
{
	memset(cfg, 0, sizeof *cfg);
	strcpy(cfg->display.device, "auto");
	strcpy(cfg->display.connector, "auto");
	cfg->display.rotation = CONFIG_ROTATE_0;
	cfg->display.format = CONFIG_FORMAT_XRGB8888;
	strcpy(cfg->touch.device, "auto");
	cfg->touch.kind = INPUT_KIND_AUTO;
	input_calibration_identity(&cfg->touch.calibration);
	cfg->touch.drag_threshold = 10;
	cfg->touch.long_press_ms = 500;
	cfg->look.scale = 1.0f;
	strcpy(cfg->look.theme, "classic");
	cfg->computer.think_ms = CONFIG_THINK_MS_DEFAULT;
}

const char *config_format_name(enum config_pixel_format format)
{
	return format == CONFIG_FORMAT_RGB565 ? "rgb565" : "xrgb8888";
}

/* ---- errors ---------------------------------------------------------------- */

static void set_error(struct config_error *err, const char *file, int line, const char *key,
		      const char *fmt, ...) __attribute__((format(printf, 5, 6)));

static void set_error(struct config_error *err, const char *file, int line, const char *key,
		      const char *fmt, ...)
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

/* Levenshtein distance, for "did you mean"; names are short. */
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

static const char *closest(const char *word, const char *const *names, int n)
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

/* ---- values ---------------------------------------------------------------- */

static bool parse_int(const char *s, long lo, long hi, int *out)
{
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < lo || v > hi)
		return false;
	*out = (int)v;
	return true;
}

static bool parse_float(const char *s, char **end, float *out)
{
	errno = 0;
	double v = strtod(s, end);
	if (*end == s || errno || !isfinite(v) || fabs(v) > 1e6)
		return false;
	*out = (float)v;
	return true;
}

static bool parse_bool(const char *s, bool *out)
{
	static const char *const yes[] = { "true", "yes", "on", "1" };
	static const char *const no[] = { "false", "no", "off", "0" };
	for (int i = 0; i < 4; i++) {
		if (strcmp(s, yes[i]) == 0) {
			*out = true;
			return true;
		}
		if (strcmp(s, no[i]) == 0) {
			*out = false;
			return true;
		}
	}
	return false;
}

/* Six numbers separated by white space and/or commas, nothing else. */
static int parse_matrix(const char *s, float m[6])
{
	int n = 0;
	const char *p = s;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == ',')
			p++;
		if (!*p)
			break;
		float v;
		char *end;
		if (n == 6 || !parse_float(p, &end, &v))
			return n == 6 ? 7 : -1;
		if (*end && *end != ' ' && *end != '\t' && *end != ',')
			return -1;
		m[n++] = v;
		p = end;
	}
	return n;
}

static bool copy_string(char *dst, size_t cap, const char *src)
{
	if (strlen(src) >= cap)
		return false;
	strcpy(dst, src);
	return true;
}

static bool printable(const char *s)
{
	for (; *s; s++)
		if (!isprint((unsigned char)*s))
			return false;
	return true;
}

/* Sets one key from its text value.  On failure writes the reason to why. */
static bool set_value(struct config_board *cfg, enum key_id k, const char *v, char *why,
		      size_t why_cap)
{
	struct config_display *d = &cfg->display;
	struct config_touch *t = &cfg->touch;
	int i;
	bool b;
	float f;
	char *end;
	if (!printable(v)) {
		snprintf(why, why_cap, "value contains control characters");
		return false;
	}
	switch (k) {
	case K_DESCRIPTION:
		if (copy_string(cfg->description, sizeof cfg->description, v))
			return true;
		snprintf(why, why_cap, "value too long (at most %zu characters)",
			 sizeof cfg->description - 1);
		return false;
	case K_DISPLAY_DEVICE:
		if ((strcmp(v, "auto") == 0 || strncmp(v, "/dev/", 5) == 0) &&
		    copy_string(d->device, sizeof d->device, v))
			return true;
		snprintf(why, why_cap, "bad value '%s' (expected auto or a path such as /dev/dri/card0)", v);
		return false;
	case K_CONNECTOR:
		if (copy_string(d->connector, sizeof d->connector, v) && !strchr(v, ' '))
			return true;
		snprintf(why, why_cap, "bad value '%s' (expected auto or a connector name such as DSI-1)", v);
		return false;
	case K_MODE: {
		int w, h, used = 0;
		if (strcmp(v, "preferred") == 0) {
			d->mode_w = d->mode_h = 0;
			return true;
		}
		if (sscanf(v, "%5dx%5d%n", &w, &h, &used) == 2 && !v[used] && isdigit((unsigned char)v[0]) &&
		    w >= 1 && w <= 8192 && h >= 1 && h <= 8192) {
			d->mode_w = w;
			d->mode_h = h;
			return true;
		}
		snprintf(why, why_cap, "bad value '%s' (expected preferred or WIDTHxHEIGHT such as 800x480)", v);
		return false;
	}
	case K_ROTATION:
		if (parse_int(v, 0, 270, &i) && i % 90 == 0) {
			d->rotation = (enum config_rotation)i;
			return true;
		}
		snprintf(why, why_cap, "bad value '%s' (expected 0, 90, 180 or 270)", v);
		return false;
	case K_FORMAT:
		if (strcmp(v, "xrgb8888") == 0 || strcmp(v, "rgb565") == 0) {
			d->format = v[0] == 'x' ? CONFIG_FORMAT_XRGB8888 : CONFIG_FORMAT_RGB565;
			return true;
		}
		snprintf(why, why_cap, "bad value '%s' (expected xrgb8888 or rgb565)", v);
		return false;
	case K_TOUCH_DEVICE:
		if (copy_string(t->device, sizeof t->device, v))
			return true;
		snprintf(why, why_cap, "value too long (at most %zu characters)", sizeof t->device - 1);
		return false;
	case K_KIND:
		for (int kind = INPUT_KIND_AUTO; kind <= INPUT_KIND_MOUSE; kind++) {
			if (strcmp(v, input_kind_name(kind)) == 0) {
				t->kind = kind;
				return true;
			}
		}
		snprintf(why, why_cap, "bad value '%s' (expected auto, multitouch, single, tablet or mouse)", v);
		return false;
	case K_CALIBRATION: {
		float m[6];
		int n = parse_matrix(v, m);
		if (n == 6) {
			memcpy(t->calibration.matrix, m, sizeof m);
			return true;
		}
		if (n < 0)
			snprintf(why, why_cap, "bad value '%s' (expected 6 numbers a b c d e f)", v);
		else
			snprintf(why, why_cap, "bad value '%s' (expected 6 numbers a b c d e f, got %s)", v,
				 n > 6 ? "more" : n == 0 ? "none" : "fewer");
		return false;
	}
	case K_SWAP_XY:
	case K_INVERT_X:
	case K_INVERT_Y:
		if (parse_bool(v, &b)) {
			if (k == K_SWAP_XY)
				t->calibration.swap_xy = b;
			else if (k == K_INVERT_X)
				t->calibration.invert_x = b;
			else
				t->calibration.invert_y = b;
			return true;
		}
		snprintf(why, why_cap, "bad value '%s' (expected true or false)", v);
		return false;
	case K_DRAG_THRESHOLD:
		if (parse_int(v, 1, 200, &t->drag_threshold))
			return true;
		snprintf(why, why_cap, "bad value '%s' (expected pixels, 1 to 200)", v);
		return false;
	case K_LONG_PRESS_MS:
		if (parse_int(v, 0, 10000, &t->long_press_ms))
			return true;
		snprintf(why, why_cap, "bad value '%s' (expected milliseconds, 0 to 10000; 0 turns long press off)", v);
		return false;
	case K_SCALE:
		if (parse_float(v, &end, &f) && !*end && f >= 0.5f && f <= 4.0f) {
			cfg->look.scale = f;
			return true;
		}
		snprintf(why, why_cap, "bad value '%s' (expected a number from 0.5 to 4)", v);
		return false;
	case K_THEME:
		for (const char *p = v; *p; p++) {
			if (!islower((unsigned char)*p) && !isdigit((unsigned char)*p) && *p != '-' && *p != '_') {
				snprintf(why, why_cap, "bad value '%s' (expected a theme name: a-z, 0-9, - and _)", v);
				return false;
			}
		}
		if (copy_string(cfg->look.theme, sizeof cfg->look.theme, v))
			return true;
		snprintf(why, why_cap, "value too long (at most %zu characters)", sizeof cfg->look.theme - 1);
		return false;
	case K_THINK_MS:
		if (parse_int(v, CONFIG_THINK_MS_MIN, CONFIG_THINK_MS_MAX, &cfg->computer.think_ms))
			return true;
		snprintf(why, why_cap, "bad value '%s' (expected milliseconds, %d to %d)", v,
			 CONFIG_THINK_MS_MIN, CONFIG_THINK_MS_MAX);
		return false;
	case K_COUNT:
		break;
	}
	snprintf(why, why_cap, "internal error");
	return false;
}

/* ---- lines ----------------------------------------------------------------- */

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

/* The name shown in a message: printable, short. */
static void shown_name(char *dst, size_t cap, const char *src)
{
	size_t i = 0;
	for (; src[i] && i + 1 < cap && i < 40; i++)
		dst[i] = isprint((unsigned char)src[i]) ? src[i] : '?';
	dst[i] = 0;
}

static int unknown_section(const char *file, int lineno, const char *name, struct config_error *err)
{
	char shown[48];
	shown_name(shown, sizeof shown, name);
	const char *near = closest(name, section_names, SEC_COUNT);
	if (near)
		set_error(err, file, lineno, NULL, "section '[%s]': unknown section (did you mean '[%s]'?)",
			  shown, near);
	else
		set_error(err, file, lineno, NULL,
			  "section '[%s]': unknown section (sections are [board], [display], [touch], [look], [computer])",
			  shown);
	return -EINVAL;
}

static int unknown_key(const char *file, int lineno, enum section sec, const char *name,
		       struct config_error *err)
{
	char shown[48];
	shown_name(shown, sizeof shown, name);
	for (int k = 0; k < K_COUNT; k++) {
		if (strcmp(keys[k].name, name) == 0) {
			set_error(err, file, lineno, shown, "unknown key in [%s] (it belongs in [%s])",
				  section_names[sec], section_names[keys[k].section]);
			return -EINVAL;
		}
	}
	const char *names[K_COUNT];
	for (int k = 0; k < K_COUNT; k++)
		names[k] = keys[k].section == sec ? keys[k].name : NULL;
	const char *near = closest(name, names, K_COUNT);
	char list[256] = "";
	size_t len = 0;
	for (int k = 0; k < K_COUNT; k++)
		if (names[k])
			len += (size_t)snprintf(list + len, len < sizeof list ? sizeof list - len : 0,
						"%s%s", len ? ", " : "", names[k]);
	if (near)
		set_error(err, file, lineno, shown, "unknown key (did you mean '%s'?)", near);
	else
		set_error(err, file, lineno, shown, "unknown key (keys in [%s]: %s)", section_names[sec],
			  list);
	return -EINVAL;
}

int config_parse(struct config_board *cfg, const char *file_name, const char *text, size_t len,
		 struct config_error *err)
{
	config_defaults(cfg);
	if (err)
		memset(err, 0, sizeof *err);
	int seen_line[K_COUNT] = { 0 };
	enum section sec = SEC_NONE;
	size_t pos = 0;
	int lineno = 0;
	if (len > CONFIG_FILE_MAX) {
		set_error(err, file_name, 0, NULL, "file too large (%zu bytes, at most %d)", len,
			  CONFIG_FILE_MAX);
		return -EFBIG;
	}
	while (pos < len) {
		char line[CONFIG_LINE_MAX + 2];
		size_t start = pos, n = 0;
		lineno++;
		while (pos < len && text[pos] != '\n')
			pos++;
		n = pos - start;
		if (pos < len)
			pos++; /* the newline */
		if (n && text[start + n - 1] == '\r')
			n--;
		if (memchr(text + start, 0, n)) {
			set_error(err, file_name, lineno, NULL, "line contains a NUL byte (is this a text file?)");
			return -EINVAL;
		}
		if (n > CONFIG_LINE_MAX) {
			/* Name the key if the line starts like "key =". */
			char key[CONFIG_STR_MAX] = "";
			size_t k = 0, i = 0;
			while (i < n && (text[start + i] == ' ' || text[start + i] == '\t'))
				i++;
			while (i < n && k + 1 < sizeof key && (islower((unsigned char)text[start + i]) ||
							       text[start + i] == '_' ||
							       isdigit((unsigned char)text[start + i])))
				key[k++] = text[start + i++];
			key[k] = 0;
			set_error(err, file_name, lineno, k ? key : NULL,
				  "line too long (%zu characters, at most %d)", n, CONFIG_LINE_MAX);
			return -EINVAL;
		}
		memcpy(line, text + start, n);
		line[n] = 0;
		char *hash = strchr(line, '#');
		if (hash)
			*hash = 0;
		char *s = trim(line);
		if (!*s)
			continue;

		if (*s == '[') {
			char *close = strchr(s, ']');
			if (!close || *trim(close + 1)) {
				char shown[48];
				shown_name(shown, sizeof shown, s);
				set_error(err, file_name, lineno, NULL,
					  "bad section header '%s' (expected [name] alone on the line)", shown);
				return -EINVAL;
			}
			*close = 0;
			char *name = trim(s + 1);
			sec = SEC_NONE;
			for (int i = 1; i < SEC_COUNT; i++)
				if (strcmp(name, section_names[i]) == 0)
					sec = (enum section)i;
			if (sec == SEC_NONE)
				return unknown_section(file_name, lineno, name, err);
			continue;
		}

		char *eq = strchr(s, '=');
		if (!eq) {
			char shown[48];
			shown_name(shown, sizeof shown, s);
			set_error(err, file_name, lineno, NULL, "expected 'key = value', got '%s'", shown);
			return -EINVAL;
		}
		*eq = 0;
		char *key = trim(s), *value = trim(eq + 1);
		if (!is_name(key)) {
			char shown[48];
			shown_name(shown, sizeof shown, key);
			set_error(err, file_name, lineno, shown,
				  "bad key name (keys are lower case letters, digits and _)");
			return -EINVAL;
		}
		if (strlen(key) >= CONFIG_STR_MAX)
			return unknown_key(file_name, lineno, sec, key, err);
		if (sec == SEC_NONE) {
			set_error(err, file_name, lineno, key,
				  "key outside any section (put it under [display], [touch], [look] or [computer])");
			return -EINVAL;
		}
		int k = 0;
		while (k < K_COUNT && !(keys[k].section == sec && strcmp(keys[k].name, key) == 0))
			k++;
		if (k == K_COUNT)
			return unknown_key(file_name, lineno, sec, key, err);
		if (seen_line[k]) {
			set_error(err, file_name, lineno, key, "duplicate key (first set on line %d)",
				  seen_line[k]);
			return -EINVAL;
		}
		seen_line[k] = lineno;
		if (!*value) {
			set_error(err, file_name, lineno, key, "empty value");
			return -EINVAL;
		}
		char why[CONFIG_ERROR_MAX / 2];
		if (!set_value(cfg, (enum key_id)k, value, why, sizeof why)) {
			set_error(err, file_name, lineno, key, "%s", why);
			return -EINVAL;
		}
	}
	for (int k = 0; k < K_COUNT; k++) {
		if (keys[k].required && !seen_line[k]) {
			set_error(err, file_name, 0, keys[k].name,
				  "missing required key (add '%s' under [%s])", keys[k].example,
				  section_names[keys[k].section]);
			return -EINVAL;
		}
	}
	return 0;
}

/* ---- files ----------------------------------------------------------------- */

int config_load_file(struct config_board *cfg, const char *path, struct config_error *err)
{
	static char buf[CONFIG_FILE_MAX + 1]; /* startup only; keeps the stack small */
	FILE *f = fopen(path, "rb");
	if (!f) {
		int e = errno;
		config_defaults(cfg);
		set_error(err, path, 0, NULL, "cannot open: %s", strerror(e));
		return -e;
	}
	size_t n = fread(buf, 1, sizeof buf, f);
	int failed = ferror(f);
	fclose(f);
	if (failed) {
		config_defaults(cfg);
		set_error(err, path, 0, NULL, "read error");
		return -EIO;
	}
	if (n > CONFIG_FILE_MAX) {
		config_defaults(cfg);
		set_error(err, path, 0, NULL, "file larger than %d bytes", CONFIG_FILE_MAX);
		return -EFBIG;
	}
	int rc = config_parse(cfg, path, buf, n, err);
	snprintf(cfg->path, sizeof cfg->path, "%s", path);
	return rc;
}

#ifndef TESSERA_BOARD_DIR_INSTALLED
#define TESSERA_BOARD_DIR_INSTALLED "/usr/local/share/tessera/board-configs"
#endif

size_t config_default_board_dirs(const char *dirs[CONFIG_BOARD_DIRS_MAX])
{
	size_t n = 0;
	const char *env = getenv("TESSERA_BOARD_DIR");
	if (env && *env)
		dirs[n++] = env;
	dirs[n++] = "board-configs";
	dirs[n++] = TESSERA_BOARD_DIR_INSTALLED;
	return n;
}

static bool valid_board_name(const char *name)
{
	size_t n = strlen(name);
	if (n == 0 || n > 48 || name[0] == '.')
		return false;
	for (size_t i = 0; i < n; i++)
		if (!isalnum((unsigned char)name[i]) && name[i] != '-' && name[i] != '_' && name[i] != '.')
			return false;
	return true;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* "a, b, c": the .conf files of every directory, sorted, without repeats. */
static void list_boards(const char *const *dirs, size_t ndirs, char *out, size_t cap)
{
	static char names[64][CONFIG_STR_MAX];
	int n = 0;
	for (size_t i = 0; i < ndirs; i++) {
		DIR *d = opendir(dirs[i]);
		if (!d)
			continue;
		struct dirent *e;
		while ((e = readdir(d)) && n < 64) {
			size_t len = strlen(e->d_name);
			if (len <= 5 || len - 5 >= CONFIG_STR_MAX || strcmp(e->d_name + len - 5, ".conf") ||
			    e->d_name[0] == '.')
				continue;
			snprintf(names[n], CONFIG_STR_MAX, "%.*s", (int)(len - 5), e->d_name);
			bool dup = false;
			for (int j = 0; j < n; j++)
				dup = dup || strcmp(names[j], names[n]) == 0;
			n += !dup;
		}
		closedir(d);
	}
	qsort(names, (size_t)n, sizeof names[0], cmp_names);
	size_t len = 0;
	out[0] = 0;
	for (int i = 0; i < n && len < cap; i++)
		len += (size_t)snprintf(out + len, cap - len, "%s%s", i ? ", " : "", names[i]);
	if (n == 0)
		snprintf(out, cap, "none");
}

int config_load_board(struct config_board *cfg, const char *name, const char *const *dirs,
		      size_t ndirs, struct config_error *err)
{
	char path[CONFIG_PATH_MAX];
	config_defaults(cfg);
	if (!valid_board_name(name)) {
		char shown[48];
		shown_name(shown, sizeof shown, name);
		set_error(err, "--board", 0, NULL,
			  "bad board name '%s' (a file name without .conf: letters, digits, '-', '_', '.')",
			  shown);
		return -EINVAL;
	}
	for (size_t i = 0; i < ndirs; i++) {
		int w = snprintf(path, sizeof path, "%s/%s.conf", dirs[i], name);
		if (w < 0 || (size_t)w >= sizeof path)
			continue;
		FILE *f = fopen(path, "rb");
		if (!f)
			continue;
		fclose(f);
		int rc = config_load_file(cfg, path, err);
		snprintf(cfg->name, sizeof cfg->name, "%s", name);
		return rc;
	}
	char looked[256] = "", avail[256];
	size_t len = 0;
	for (size_t i = 0; i < ndirs && len < sizeof looked; i++)
		len += (size_t)snprintf(looked + len, sizeof looked - len, "%s%s", i ? ", " : "", dirs[i]);
	list_boards(dirs, ndirs, avail, sizeof avail);
	set_error(err, "--board", 0, NULL, "unknown board '%s' (looked in %s); available boards: %s",
		  name, ndirs ? looked : "no directories", avail);
	return -ENOENT;
}

/* ---- choosing the touch device ------------------------------------------------ */

static bool kind_readable(enum input_kind kind, const struct input_caps *c)
{
	switch (kind) {
	case INPUT_KIND_MULTITOUCH: return c->mt_slots;
	case INPUT_KIND_SINGLE:
	case INPUT_KIND_TABLET: return c->abs_xy && (c->btn_touch || c->btn_left);
	case INPUT_KIND_MOUSE: return c->rel_xy && c->btn_left;
	case INPUT_KIND_AUTO: break;
	}
	return false;
}

static bool contains_nocase(const char *hay, const char *needle)
{
	size_t n = strlen(needle);
	for (; *hay; hay++)
		if (strncasecmp(hay, needle, n) == 0)
			return true;
	return n == 0;
}

int config_touch_match(const struct config_touch *touch, const char *path, const char *name,
		       const struct input_caps *caps, enum input_kind *kind_out)
{
	enum input_kind kind = touch->kind != INPUT_KIND_AUTO ? touch->kind : input_kind_detect(caps);
	if (kind_out)
		*kind_out = kind;
	if (kind == INPUT_KIND_AUTO || !kind_readable(kind, caps))
		return 0;
	if (strcmp(touch->device, "auto") == 0) {
		if (kind == INPUT_KIND_MOUSE)
			return 1;
		return caps->direct ? 3 : 2;
	}
	if (touch->device[0] == '/')
		return path && strcmp(path, touch->device) == 0 ? 3 : 0;
	return name && contains_nocase(name, touch->device) ? 3 : 0;
}

/* ---- rewriting the calibration ------------------------------------------------ */

struct sink {
	char *buf;
	size_t cap, len;
	bool full;
};

static void put(struct sink *s, const char *p, size_t n)
{
	if (s->full || n >= s->cap - s->len) {
		s->full = true;
		return;
	}
	memcpy(s->buf + s->len, p, n);
	s->len += n;
	s->buf[s->len] = 0;
}

static void put_matrix(struct sink *s, const float m[6])
{
	char text[160];
	/* %.9g gives back the same float when parsed. */
	snprintf(text, sizeof text, "%.9g %.9g %.9g  %.9g %.9g %.9g", m[0], m[1], m[2], m[3], m[4],
		 m[5]);
	put(s, text, strlen(text));
}

/* The section a line opens, or -1 if it is not a header; SEC_NONE for unknown. */
static int header_of(const char *p, size_t n)
{
	size_t i = 0;
	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	if (i == n || p[i] != '[')
		return -1;
	size_t j = i + 1;
	while (j < n && p[j] != ']')
		j++;
	if (j == n)
		return -1;
	/* The name between the brackets, trimmed as the parser trims it. */
	size_t a = i + 1, b = j;
	while (a < b && (p[a] == ' ' || p[a] == '\t'))
		a++;
	while (b > a && (p[b - 1] == ' ' || p[b - 1] == '\t'))
		b--;
	for (int sec = 1; sec < SEC_COUNT; sec++) {
		size_t sl = strlen(section_names[sec]);
		if (b - a == sl && memcmp(p + a, section_names[sec], sl) == 0)
			return sec;
	}
	return SEC_NONE;
}

/* Offset of the value of "calibration =" on this line, or -1. */
static long calibration_value_at(const char *p, size_t n)
{
	size_t i = 0;
	static const char key[] = "calibration";
	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	if (n - i < sizeof key - 1 || memcmp(p + i, key, sizeof key - 1) != 0)
		return -1;
	i += sizeof key - 1;
	while (i < n && (p[i] == ' ' || p[i] == '\t'))
		i++;
	if (i == n || p[i] != '=')
		return -1;
	return (long)i + 1;
}

int config_rewrite_calibration(const char *in, size_t in_len, const float matrix[6], char *out,
			       size_t out_cap, size_t *out_len)
{
	for (int i = 0; i < 6; i++)
		if (!isfinite(matrix[i]))
			return -EINVAL;
	if (out_cap == 0)
		return -ENOSPC;
	struct sink s = { out, out_cap, 0, false };
	out[0] = 0;
	int sec = SEC_NONE;
	bool done = false;
	long touch_header_end = -1; /* where to insert if the key is missing */
	size_t pos = 0;
	while (pos < in_len) {
		size_t start = pos;
		while (pos < in_len && in[pos] != '\n')
			pos++;
		size_t n = pos - start;
		bool nl = pos < in_len;
		if (nl)
			pos++;
		const char *p = in + start;
		int h = header_of(p, n);
		if (h >= 0) {
			sec = h;
			put(&s, p, n + nl);
			if (sec == SEC_TOUCH && touch_header_end < 0) {
				if (!nl)
					put(&s, "\n", 1);
				touch_header_end = (long)s.len;
			}
			continue;
		}
		long v = sec == SEC_TOUCH && !done ? calibration_value_at(p, n) : -1;
		if (v < 0) {
			put(&s, p, n + nl);
			continue;
		}
		/* Keep "calibration =" as written and any comment after the value. */
		put(&s, p, (size_t)v);
		put(&s, " ", 1);
		put_matrix(&s, matrix);
		const char *hash = memchr(p, '#', n);
		size_t end = n;
		if (n && p[n - 1] == '\r')
			end--;
		if (hash) {
			put(&s, "  ", 2);
			put(&s, hash, (size_t)(p + end - hash));
		}
		put(&s, p + end, n - end); /* a CR of a CRLF line */
		if (nl)
			put(&s, "\n", 1);
		done = true;
	}
	if (!done && touch_header_end >= 0) {
		/* Insert right after the [touch] header. */
		char line[200];
		struct sink l = { line, sizeof line, 0, false };
		put(&l, "calibration = ", 14);
		put_matrix(&l, matrix);
		put(&l, "\n", 1);
		size_t at = (size_t)touch_header_end;
		if (!s.full && l.len < s.cap - s.len) {
			memmove(s.buf + at + l.len, s.buf + at, s.len - at + 1);
			memcpy(s.buf + at, line, l.len);
			s.len += l.len;
		} else {
			s.full = true;
		}
		done = true;
	}
	if (!done) {
		if (s.len && s.buf[s.len - 1] != '\n')
			put(&s, "\n", 1);
		put(&s, "\n[touch]\ncalibration = ", 23);
		put_matrix(&s, matrix);
		put(&s, "\n", 1);
	}
	if (s.full)
		return -ENOSPC;
	if (out_len)
		*out_len = s.len;
	return 0;
}
