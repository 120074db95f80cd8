/* The board config's sections and keys: one table row per key (its section,
 * whether it is required, where its value goes) and one small setter per kind
 * of value, which checks the text and says what was expected. */
#include "platform/config_int.h"
#include "platform/number.h"

#include "gfx/theme_names.h"
#include "gfx/utf8.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const section_names[CONFIG_SEC_COUNT] = {
	"", "board", "display", "touch", "look", "computer", "kiosk", "network",
};

const char *config_section_name(enum config_section sec)
{
	return sec > CONFIG_SEC_NONE && sec < CONFIG_SEC_COUNT ? section_names[sec] : "";
}

enum config_section config_section_find(const char *name, size_t len)
{
	for (int sec = CONFIG_SEC_NONE + 1; sec < CONFIG_SEC_COUNT; sec++)
		if (strlen(section_names[sec]) == len && memcmp(name, section_names[sec], len) == 0)
			return (enum config_section)sec;
	return CONFIG_SEC_NONE;
}

struct idle_rules config_idle_rules(const struct config_kiosk *k)
{
	return (struct idle_rules){
		.cover_ms = (uint32_t)k->cover_after_s * 1000u, .ask_ms = (uint32_t)k->ask_after_s * 1000u,
		.park_ms = (uint32_t)k->park_after_s * 1000u, .offer_ms = (uint32_t)k->offer_for_s * 1000u,
		.attract_ms = (uint32_t)k->attract_after_s * 1000u, .blank_ms = (uint32_t)k->blank_after_s * 1000u,
	};
}

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
	cfg->computer.reversi_table_mib = CONFIG_REVERSI_TABLE_MIB_DEFAULT;
	cfg->kiosk = (struct config_kiosk){
		.cover_after_s = 90, .ask_after_s = 600, .park_after_s = 60, .offer_for_s = 900,
		.attract_after_s = 120, .blank_after_s = 1800,
	};
}

const char *config_format_name(enum config_pixel_format format)
{
	return format == CONFIG_FORMAT_RGB565 ? "rgb565" : "xrgb8888";
}

/* ---- reading values ---------------------------------------------------------- */

static bool parse_int(const char *s, long lo, long hi, int *out)
{
	long v;
	if (!number_parse_long(s, lo, hi, &v))
		return false;
	*out = (int)v;
	return true;
}

static bool parse_float(const char *s, char **end, float *out)
{
	return number_parse_float(s, CONFIG_NUMBER_MAX, end, out) == NUMBER_FLOAT_OK;
}

/* What a boolean may be: the error (set_bool) says each of them. */
static const char *const bool_yes[] = { "true", "yes", "on", "1" };
static const char *const bool_no[] = { "false", "no", "off", "0" };
#define BOOL_WORDS (sizeof bool_yes / sizeof bool_yes[0])
_Static_assert(sizeof bool_yes == sizeof bool_no, "a word for false for each for true");

static bool parse_bool(const char *s, bool *out)
{
	const char *const *yes = bool_yes, *const *no = bool_no;
	for (size_t i = 0; i < BOOL_WORDS; i++) {
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

/* Six numbers separated by white space and/or commas, nothing else: returns
 * how many (7 for more than six), or -1 for something that is no number. */
/* A matrix entry that is not a number: which one, its text, and why. */
struct matrix_bad {
	int index;
	const char *text;
	int len;
	enum number_float why;
};

/* The numbers of a calibration matrix: their count (7 for more than 6), or
 * -1 with the first bad entry in *bad. */
static int parse_matrix(const char *s, float m[6], struct matrix_bad *bad)
{
	int n = 0;
	const char *p = s;
	for (;;) {
		while (*p == ' ' || *p == '\t' || *p == ',')
			p++;
		if (!*p)
			break;
		if (n == 6)
			return 7;
		char *end;
		enum number_float got = number_parse_float(p, CONFIG_NUMBER_MAX, &end, &m[n]);
		if (got == NUMBER_FLOAT_OK && *end && *end != ' ' && *end != '\t' && *end != ',')
			got = NUMBER_FLOAT_NONE; /* "1x": not a number either */
		if (got != NUMBER_FLOAT_OK) {
			*bad = (struct matrix_bad){ n, p, (int)strcspn(p, " \t,"), got };
			return -1;
		}
		n++;
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

/* Values are UTF-8 text ("Café Lumen"): a file saved in another encoding
 * (Latin-1's 0xE9 for é) or a control character is refused, saying which
 * byte, rather than shown as boxes in the lobby. */
static bool text_value(const char *s, char *why, size_t cap)
{
	size_t at;
	if (utf8_text_ok(s, &at))
		return true;
	uint32_t cp;
	utf8_decode(s + at, 4, &cp);
	if (cp != UTF8_REPLACEMENT)
		snprintf(why, cap, "value contains control characters");
	else
		snprintf(why, cap, "value is not UTF-8 text (byte %zu is 0x%02X; save the file as UTF-8)", at + 1,
			 (unsigned char)s[at]);
	return false;
}

/* ---- the keys ---------------------------------------------------------------- */

struct key_def;
/* Checks the text v and stores it in *cfg, or says why not (cfg unchanged). */
typedef bool key_setter(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap);

struct key_def {
	enum config_section section;
	const char *name;
	const char *example;  /* required keys: the line to add when missing; NULL: optional */
	const char *example_in_section; /* ... required only in a file that has the key's section */
	key_setter *set;
	size_t offset, size;  /* for the setters of one kind of value: where it lives in struct config_board */
	int lo, hi;           /* integer keys: the range, in unit, with a note after it */
	const char *unit, *note;
};

static void *field(struct config_board *cfg, const struct key_def *k)
{
	return (char *)cfg + k->offset;
}

static bool bad_value(char *why, size_t cap, const char *v, const char *expected)
{
	snprintf(why, cap, "bad value '%s' (expected %s)", v, expected);
	return false;
}

static bool too_long(char *why, size_t cap, const struct key_def *k)
{
	/* Bytes: an accented letter takes two of them in UTF-8. */
	snprintf(why, cap, "value too long (at most %zu bytes; an accented letter takes 2)",
		 k->size - 1);
	return false;
}

static bool set_text(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	return copy_string(field(cfg, k), k->size, v) || too_long(why, cap, k);
}

static bool set_display_device(struct config_board *cfg, const struct key_def *k, const char *v, char *why,
			       size_t cap)
{
	if ((strcmp(v, "auto") == 0 || strncmp(v, "/dev/", 5) == 0) && copy_string(field(cfg, k), k->size, v))
		return true;
	return bad_value(why, cap, v, "auto or a path such as /dev/dri/card0");
}

static bool set_connector(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	if (!strchr(v, ' ') && copy_string(field(cfg, k), k->size, v))
		return true;
	return bad_value(why, cap, v, "auto or a connector name such as DSI-1");
}

static bool set_mode(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	(void)k;
	int w, h, used = 0;
	if (strcmp(v, "preferred") == 0) {
		cfg->display.mode_w = cfg->display.mode_h = 0;
		return true;
	}
	/* Digits on both sides of the x: sscanf's %d would also take
	 * "800x 480" and "800x+480". */
	const char *x = strchr(v, 'x');
	if (x && isdigit((unsigned char)x[1]) && sscanf(v, "%5dx%5d%n", &w, &h, &used) == 2 && !v[used] &&
	    isdigit((unsigned char)v[0]) && w >= 1 && w <= CONFIG_MODE_MAX && h >= 1 && h <= CONFIG_MODE_MAX) {
		cfg->display.mode_w = w;
		cfg->display.mode_h = h;
		return true;
	}
	return bad_value(why, cap, v, "preferred or WIDTHxHEIGHT such as 800x480");
}

static bool set_rotation(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	(void)k;
	int i;
	if (parse_int(v, 0, 270, &i) && i % 90 == 0) {
		cfg->display.rotation = (enum config_rotation)i;
		return true;
	}
	return bad_value(why, cap, v, "0, 90, 180 or 270");
}

static bool set_format(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	(void)k;
	if (strcmp(v, "xrgb8888") == 0 || strcmp(v, "rgb565") == 0) {
		cfg->display.format = v[0] == 'x' ? CONFIG_FORMAT_XRGB8888 : CONFIG_FORMAT_RGB565;
		return true;
	}
	return bad_value(why, cap, v, "xrgb8888 or rgb565");
}

static bool set_kind(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	(void)k;
	for (int kind = INPUT_KIND_AUTO; kind <= INPUT_KIND_MOUSE; kind++) {
		if (strcmp(v, input_kind_name(kind)) == 0) {
			cfg->touch.kind = kind;
			return true;
		}
	}
	return bad_value(why, cap, v, "auto, multitouch, single, tablet or mouse");
}

static bool set_calibration(struct config_board *cfg, const struct key_def *k, const char *v, char *why,
			    size_t cap)
{
	(void)k;
	float m[6];
	struct matrix_bad bad;
	int n = parse_matrix(v, m, &bad);
	/* A singular matrix (all zeros, or rows in proportion) puts every touch
	 * on one line or one point: the screen could never be used. */
	if (n == 6 && fabs((double)m[0] * m[4] - (double)m[1] * m[3]) < 1e-6) {
		snprintf(why, cap, "bad value '%s' (the matrix is singular: every touch would land on one line)", v);
		return false;
	}
	if (n == 6) {
		memcpy(cfg->touch.calibration.matrix, m, sizeof m);
		return true;
	}
	if (n < 0) {
		snprintf(why, cap, "bad value '%s' (%c = '%.*s' is %s; expected 6 numbers a b c d e f, each from %.0f to %.0f)",
			 v, 'a' + bad.index, bad.len, bad.text, number_float_why(bad.why), -CONFIG_NUMBER_MAX,
			 CONFIG_NUMBER_MAX);
		return false;
	}
	snprintf(why, cap, "bad value '%s' (expected 6 numbers a b c d e f, got %s)", v,
		 n > 6 ? "more" : n == 0 ? "none" : "fewer");
	return false;
}

static bool set_flag(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	if (parse_bool(v, field(cfg, k)))
		return true;
	/* "true, yes, on or 1 for true; false, no, off or 0 for false" */
	char words[128];
	size_t n = 0;
	for (int side = 0; side < 2; side++) {
		const char *const *w = side ? bool_no : bool_yes;
		for (size_t i = 0; i < BOOL_WORDS && n < sizeof words; i++)
			n += (size_t)snprintf(words + n, sizeof words - n, "%s%s", w[i],
					      i + 2 < BOOL_WORDS ? ", " : i + 1 < BOOL_WORDS ? " or " : "");
		if (n < sizeof words)
			n += (size_t)snprintf(words + n, sizeof words - n, side ? " for false" : " for true; ");
	}
	return bad_value(why, cap, v, words);
}

static bool set_int(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	if (parse_int(v, k->lo, k->hi, field(cfg, k)))
		return true;
	snprintf(why, cap, "bad value '%s' (expected %s, %d to %d%s)", v, k->unit, k->lo, k->hi, k->note);
	return false;
}

static bool set_scale(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	(void)k;
	float f;
	char *end;
	if (parse_float(v, &end, &f) && !*end && f >= 0.5f && f <= 4.0f) {
		cfg->look.scale = f;
		return true;
	}
	return bad_value(why, cap, v, "a number from 0.5 to 4");
}

/* Only a theme the screens have: tessera refuses any other at start, so
 * the check (tessera-board check) must too. */
static bool set_theme(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	if (!theme_name_known(v)) {
		char themes[128];
		theme_list(themes, sizeof themes);
		snprintf(why, cap, "no such theme '%.63s' (themes: %s)", v, themes);
		return false;
	}
	return set_text(cfg, k, v, why, cap);
}

/* A broker's host: a name or an address, as getaddrinfo takes it. */
static bool set_host(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	for (const char *p = v; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr(".-:_", *p))
			return bad_value(why, cap, v, "a host name or address such as mqtt.example.org or 10.0.0.5");
	return set_text(cfg, k, v, why, cap);
}

/* Files the link opens at start: absolute, so the service's working
 * directory does not matter. */
static bool set_path(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	if (v[0] != '/')
		return bad_value(why, cap, v, "an absolute path such as /etc/tessera/ca.crt");
	return set_text(cfg, k, v, why, cap);
}

/* The kiosk's broker user names its topics (tessera/v1/lobby/USER), so it
 * holds none of MQTT's topic characters ('/', '+', '#'). */
static bool set_user(struct config_board *cfg, const struct key_def *k, const char *v, char *why, size_t cap)
{
	for (const char *p = v; *p; p++)
		if (!islower((unsigned char)*p) && !isdigit((unsigned char)*p) && *p != '-' && *p != '_')
			return bad_value(why, cap, v, "a user name: a-z, 0-9, - and _");
	return set_text(cfg, k, v, why, cap);
}

#define KEY(sec, key_name, setter) .section = CONFIG_SEC_##sec, .name = key_name, .set = setter
#define FIELD(member) .offset = offsetof(struct config_board, member), .size = sizeof(((struct config_board *)0)->member)

/* In the order messages list them ("keys in [look]: scale, theme"). */
static const struct key_def keys[] = {
	{ KEY(BOARD, "description", set_text), FIELD(description) },
	{ KEY(DISPLAY, "device", set_display_device), FIELD(display.device) },
	{ KEY(DISPLAY, "connector", set_connector), FIELD(display.connector) },
	{ KEY(DISPLAY, "mode", set_mode) },
	{ KEY(DISPLAY, "rotation", set_rotation), .example = "rotation = 0" },
	{ KEY(DISPLAY, "format", set_format) },
	{ KEY(TOUCH, "device", set_text), FIELD(touch.device), .example = "device = auto" },
	{ KEY(TOUCH, "kind", set_kind) },
	{ KEY(TOUCH, "calibration", set_calibration) },
	{ KEY(TOUCH, "swap_xy", set_flag), FIELD(touch.calibration.swap_xy) },
	{ KEY(TOUCH, "invert_x", set_flag), FIELD(touch.calibration.invert_x) },
	{ KEY(TOUCH, "invert_y", set_flag), FIELD(touch.calibration.invert_y) },
	{ KEY(TOUCH, "drag_threshold", set_int), FIELD(touch.drag_threshold), .lo = 1, .hi = 200, .unit = "pixels",
	  .note = "" },
	{ KEY(TOUCH, "long_press_ms", set_int), FIELD(touch.long_press_ms), .lo = 0, .hi = 10000,
	  .unit = "milliseconds", .note = "; 0 turns long press off" },
	{ KEY(LOOK, "scale", set_scale) },
	{ KEY(LOOK, "theme", set_theme), FIELD(look.theme) },
	{ KEY(COMPUTER, "think_ms", set_int), FIELD(computer.think_ms), .lo = CONFIG_THINK_MS_MIN,
	  .hi = CONFIG_THINK_MS_MAX, .unit = "milliseconds", .note = "" },
	{ KEY(COMPUTER, "reversi_table_mib", set_int), FIELD(computer.reversi_table_mib),
	  .lo = CONFIG_REVERSI_TABLE_MIB_MIN, .hi = CONFIG_REVERSI_TABLE_MIB_MAX, .unit = "MiB", .note = "" },
#define IDLE_KEY(key_name, member)                                                                          \
	{ KEY(KIOSK, key_name, set_int), FIELD(kiosk.member), .lo = 0, .hi = 86400, .unit = "seconds",        \
	  .note = "; 0 for never" }
	IDLE_KEY("cover_after_s", cover_after_s),
	IDLE_KEY("ask_after_s", ask_after_s),
	IDLE_KEY("park_after_s", park_after_s),
	IDLE_KEY("offer_for_s", offer_for_s),
	IDLE_KEY("attract_after_s", attract_after_s),
	IDLE_KEY("blank_after_s", blank_after_s),
#undef IDLE_KEY
	{ KEY(NETWORK, "host", set_host), FIELD(network.host), .example_in_section = "host = mqtt.example.org" },
	{ KEY(NETWORK, "port", set_int), FIELD(network.port), .lo = 1, .hi = 65535, .unit = "a TCP port", .note = "" },
	{ KEY(NETWORK, "ca_file", set_path), FIELD(network.ca_file) },
	{ KEY(NETWORK, "user", set_user), FIELD(network.user), .example_in_section = "user = kiosk-1" },
	{ KEY(NETWORK, "password_file", set_path), FIELD(network.password_file) },
	{ KEY(NETWORK, "name", set_text), FIELD(network.name), .example_in_section = "name = Cafe Lumen" },
	{ KEY(NETWORK, "place", set_text), FIELD(network.place) },
};
_Static_assert(sizeof keys / sizeof keys[0] == CONFIG_KEY_COUNT, "CONFIG_KEY_COUNT counts the keys");
_Static_assert(sizeof(bool) == sizeof(((struct config_board *)0)->touch.calibration.swap_xy),
	       "set_flag stores a bool");
_Static_assert(sizeof(int) == sizeof(((struct config_board *)0)->touch.drag_threshold) &&
		       sizeof(int) == sizeof(((struct config_board *)0)->computer.think_ms) &&
		       sizeof(int) == sizeof(((struct config_board *)0)->computer.reversi_table_mib) &&
		       sizeof(int) == sizeof(((struct config_board *)0)->network.port),
	       "set_int stores an int");

int config_key_find(enum config_section sec, const char *name)
{
	for (int k = 0; k < CONFIG_KEY_COUNT; k++)
		if ((sec == CONFIG_SEC_NONE || keys[k].section == sec) && strcmp(keys[k].name, name) == 0)
			return k;
	return -1;
}

enum config_section config_key_section(int key)
{
	return keys[key].section;
}

const char *config_key_name(int key)
{
	return keys[key].name;
}

const char *config_key_example(int key)
{
	return keys[key].example;
}

const char *config_key_example_in_section(int key)
{
	return keys[key].example_in_section;
}

bool config_key_set(struct config_board *cfg, int key, const char *value, char *why, size_t why_cap)
{
	if (!text_value(value, why, why_cap))
		return false;
	return keys[key].set(cfg, &keys[key], value, why, why_cap);
}
