/* Board configs: every shipped file loads with the values its board needs,
 * and every kind of mistake gets a message naming the file, line and key. */
#include <errno.h>
#include <libgen.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "platform/config.h"

static const char *src_dir(void)
{
	const char *s = getenv("TESSERA_SRC");
	return s && *s ? s : ".";
}

static char configs_dir[512];
static char self[PATH_MAX]; /* this program, from argv[0] */
static const char *dirs[1];

static int load(struct config_board *cfg, const char *name, struct config_error *err)
{
	return config_load_board(cfg, name, dirs, 1, err);
}

static bool matrix_is(const float *m, float a, float b, float c, float d, float e, float f)
{
	const float want[6] = { a, b, c, d, e, f };
	for (int i = 0; i < 6; i++)
		if (fabsf(m[i] - want[i]) > 1e-6f)
			return false;
	return true;
}

#define LOAD_OK(cfg, name)                                                       \
	do {                                                                     \
		struct config_error e_;                                          \
		int rc_ = load(&(cfg), (name), &e_);                             \
		CHECK_MSG(rc_ == 0, rc_ ? e_.message : "");                      \
	} while (0)

static void test_shipped_qemu_virtio(void)
{
	struct config_board c;
	LOAD_OK(c, "qemu-virtio");
	CHECK_STR(c.name, "qemu-virtio");
	CHECK_STR(c.display.connector, "Virtual-1");
	CHECK_INT(c.display.mode_w, 800);
	CHECK_INT(c.display.mode_h, 480);
	CHECK_INT(c.display.rotation, 0);
	CHECK_STR(c.touch.device, "auto");
	CHECK_INT(c.touch.kind, INPUT_KIND_AUTO);
	CHECK(matrix_is(c.touch.calibration.matrix, 1, 0, 0, 0, 1, 0));
}

static void test_shipped_rpi_7inch(void)
{
	struct config_board c;
	LOAD_OK(c, "rpi-7inch");
	CHECK_STR(c.display.connector, "DSI-1");
	CHECK_INT(c.display.mode_w, 800);
	CHECK_INT(c.display.mode_h, 480);
	CHECK_INT(c.display.rotation, 0);
	CHECK_INT(c.display.format, CONFIG_FORMAT_XRGB8888);
	CHECK_STR(c.touch.device, "edt-ft5x06");
	CHECK_INT(c.touch.kind, INPUT_KIND_MULTITOUCH);
	CHECK(!c.touch.calibration.swap_xy && !c.touch.calibration.invert_x &&
	      !c.touch.calibration.invert_y);
	CHECK(matrix_is(c.touch.calibration.matrix, 1, 0, 0, 0, 1, 0));
}

static void test_shipped_rpi_touch_display_2(void)
{
	struct config_board c;
	LOAD_OK(c, "rpi-touch-display-2");
	CHECK_INT(c.display.mode_w, 720);
	CHECK_INT(c.display.mode_h, 1280);
	CHECK_INT(c.display.rotation, 90); /* portrait panel, landscape game */
	CHECK_STR(c.touch.device, "Goodix");
	CHECK_INT(c.touch.kind, INPUT_KIND_MULTITOUCH);
	CHECK(fabsf(c.look.scale - 1.25f) < 1e-6f);
}

static void test_shipped_hyperpixel4(void)
{
	struct config_board c;
	LOAD_OK(c, "hyperpixel4");
	CHECK_INT(c.display.mode_w, 480);
	CHECK_INT(c.display.mode_h, 800);
	CHECK(c.display.rotation == 90 || c.display.rotation == 270);
	CHECK_INT(c.display.format, CONFIG_FORMAT_RGB565);
	CHECK_STR(c.touch.device, "Goodix");
	CHECK(c.touch.calibration.swap_xy);
	CHECK(c.touch.calibration.invert_x || c.touch.calibration.invert_y);
}

static void test_shipped_waveshare_spi(void)
{
	struct config_board c;
	LOAD_OK(c, "waveshare-3.5-spi");
	CHECK_INT(c.display.mode_w, 480);
	CHECK_INT(c.display.mode_h, 320);
	CHECK_INT(c.display.format, CONFIG_FORMAT_RGB565);
	CHECK_STR(c.touch.device, "ADS7846");
	CHECK_INT(c.touch.kind, INPUT_KIND_SINGLE);
	/* A real correction, not identity: raw 200..3900 of 0..4095, X reversed. */
	CHECK(!matrix_is(c.touch.calibration.matrix, 1, 0, 0, 0, 1, 0));
	struct input_transform t;
	struct input_axis ax = { 0, 4095 };
	CHECK_INT(input_transform_init(&t, &c.touch.calibration, ax, ax, 480, 320, 0), 0);
	int x, y;
	input_transform_point(&t, 3900, 200, &x, &y); /* the active area's raw corner */
	CHECK(x <= 1 && y <= 1);
	input_transform_point(&t, 200, 3900, &x, &y);
	CHECK(x >= 478 && y >= 318);
	/* Likely a slower Pi: the Words Expert gets more than the default. */
	CHECK_INT(c.computer.think_ms, 3000);
}

static void test_shipped_desktop(void)
{
	struct config_board c;
	LOAD_OK(c, "desktop");
	CHECK_INT(c.display.mode_w, 0); /* preferred */
	CHECK_STR(c.display.device, "auto");
	CHECK_INT(c.touch.kind, INPUT_KIND_MOUSE);
	CHECK_INT(c.computer.think_ms, 2000); /* not set: the default */
}

/* Every .conf in board-configs/ parses (a new board cannot ship broken). */
static void test_every_shipped_config_parses(void)
{
	static const char *const names[] = { "qemu-virtio", "rpi-7inch", "rpi-touch-display-2",
					     "hyperpixel4", "waveshare-3.5-spi", "desktop" };
	struct config_board c;
	struct config_error e;
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		CHECK_MSG(load(&c, names[i], &e) == 0, e.message);
	/* The unknown-board message lists what exists: use it to find extras. */
	CHECK_INT(load(&c, "no-such-board", &e), -ENOENT);
	char *list = strstr(e.message, "available boards: ");
	CHECK(list != NULL);
	if (!list)
		return;
	list += strlen("available boards: ");
	char buf[256];
	snprintf(buf, sizeof buf, "%s", list);
	for (char *tok = strtok(buf, ", "); tok; tok = strtok(NULL, ", ")) {
		struct config_error e2;
		int rc = load(&c, tok, &e2);
		CHECK_MSG(rc == 0, e2.message);
	}
}

static int parse(const char *text, struct config_error *err)
{
	struct config_board c;
	return config_parse(&c, "board-configs/foo.conf", text, strlen(text), err);
}

#define MINIMAL "[display]\nrotation = 0\n[touch]\ndevice = auto\n"

static void test_minimal_config_gets_defaults(void)
{
	struct config_board c;
	struct config_error e;
	CHECK_INT(config_parse(&c, "x.conf", MINIMAL, strlen(MINIMAL), &e), 0);
	CHECK_STR(c.display.device, "auto");
	CHECK_STR(c.display.connector, "auto");
	CHECK_INT(c.display.mode_w, 0);
	CHECK_INT(c.display.format, CONFIG_FORMAT_XRGB8888);
	CHECK_INT(c.touch.kind, INPUT_KIND_AUTO);
	CHECK(matrix_is(c.touch.calibration.matrix, 1, 0, 0, 0, 1, 0));
	CHECK_INT(c.touch.drag_threshold, 10);
	CHECK_INT(c.touch.long_press_ms, 500);
	CHECK(fabsf(c.look.scale - 1) < 1e-6f);
	CHECK_STR(c.look.theme, "classic");
	CHECK_INT(c.computer.think_ms, 2000);
}

/* [computer] reversi_table_mib: the Reversi solver's table, 1 MiB to 1 GiB,
 * 16 MiB when not set (a 1 GB Pi). */
static void test_reversi_table_mib(void)
{
	struct config_board c;
	struct config_error e;
	const char *text = MINIMAL "[computer]\nthink_ms = 750\n";
	CHECK_INT(config_parse(&c, "x.conf", text, strlen(text), &e), 0);
	CHECK_INT(c.computer.reversi_table_mib, 16);
	text = MINIMAL "[computer]\nreversi_table_mib = 96\n";
	CHECK_INT(config_parse(&c, "x.conf", text, strlen(text), &e), 0);
	CHECK_INT(c.computer.reversi_table_mib, 96);
	CHECK_INT(parse(MINIMAL "[computer]\nreversi_table_mib = 0\n", &e), -EINVAL);
	CHECK_STR(e.message,
		  "board-configs/foo.conf:6: key 'reversi_table_mib': bad value '0' (expected MiB, 1 to 1024)");
	CHECK_INT(parse(MINIMAL "[computer]\nreversi_table_mib = 1025\n", &e), -EINVAL);
	CHECK_STR(e.key, "reversi_table_mib");
	CHECK_INT(parse(MINIMAL "[look]\nreversi_table_mib = 8\n", &e), -EINVAL);
}

/* [computer] think_ms: the Words Expert's time per turn, 50 ms to a minute. */
static void test_think_ms(void)
{
	struct config_board c;
	struct config_error e;
	const char *text = MINIMAL "[computer]\nthink_ms = 750   # slow CPU\n";
	CHECK_INT(config_parse(&c, "x.conf", text, strlen(text), &e), 0);
	CHECK_INT(c.computer.think_ms, 750);
	text = MINIMAL "[computer]\nthink_ms = 50\n";
	CHECK_INT(config_parse(&c, "x.conf", text, strlen(text), &e), 0);
	CHECK_INT(c.computer.think_ms, 50);
	text = MINIMAL "[computer]\nthink_ms = 60000\n";
	CHECK_INT(config_parse(&c, "x.conf", text, strlen(text), &e), 0);
	CHECK_INT(c.computer.think_ms, 60000);

	CHECK_INT(parse(MINIMAL "[computer]\nthink_ms = 49\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'think_ms': bad value '49' (expected milliseconds, 50 to 60000)");
	CHECK_INT(e.line, 6);
	CHECK_STR(e.key, "think_ms");
	CHECK_INT(parse(MINIMAL "[computer]\nthink_ms = 60001\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'think_ms': bad value '60001' (expected milliseconds, 50 to 60000)");
	CHECK_INT(parse(MINIMAL "\n[computer]\nthink_ms = 2s\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:7: key 'think_ms': bad value '2s' (expected milliseconds, 50 to 60000)");
	CHECK_INT(parse(MINIMAL "[computer]\nthink_ms = -2000\n", &e), -EINVAL);
	CHECK_STR(e.key, "think_ms");
	/* In the wrong section, or misspelt: the usual hints. */
	parse(MINIMAL "[look]\nthink_ms = 2000\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'think_ms': unknown key in [look] (it belongs in [computer])");
	parse(MINIMAL "[computer]\nthinkms = 2000\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'thinkms': unknown key (did you mean 'think_ms'?)");
	parse(MINIMAL "[computr]\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:5: section '[computr]': unknown section (did you mean '[computer]'?)");
}

/* [network]: the broker and who this kiosk is; a section without the keys
 * the link needs is refused with the line to add, and no section means no
 * network play at all. */
static void test_network(void)
{
	struct config_board c;
	struct config_error e;
	CHECK_INT(config_parse(&c, "foo.conf", MINIMAL, strlen(MINIMAL), &e), 0);
	CHECK(!c.network.enabled);
	const char *text = MINIMAL "[network]\nhost = mqtt.lumen.example\nuser = cafe-lumen-2\n"
			   "name = Cafe Lumen\nplace = Rue Neuve 4, Lyon\nca_file = /etc/tessera/ca.crt\n"
			   "password_file = /etc/tessera/broker.pass\n";
	CHECK_INT(config_parse(&c, "foo.conf", text, strlen(text), &e), 0);
	CHECK(c.network.enabled);
	CHECK_STR(c.network.host, "mqtt.lumen.example");
	CHECK_INT(c.network.port, 8883); /* MQTT over TLS unless said */
	CHECK_STR(c.network.user, "cafe-lumen-2");
	CHECK_STR(c.network.name, "Cafe Lumen");
	CHECK_STR(c.network.place, "Rue Neuve 4, Lyon");
	CHECK_STR(c.network.ca_file, "/etc/tessera/ca.crt");
	CHECK_STR(c.network.password_file, "/etc/tessera/broker.pass");
	text = MINIMAL "[network]\nhost = 127.0.0.1\nport = 18830\nuser = k1\nname = K\n";
	CHECK_INT(config_parse(&c, "foo.conf", text, strlen(text), &e), 0);
	CHECK_INT(c.network.port, 18830);
	CHECK_STR(c.network.ca_file, ""); /* no TLS: a loopback broker */
	text = MINIMAL "[network]\nhost = 127.0.0.1\nuser = k1\nname = K\n";
	CHECK_INT(config_parse(&c, "foo.conf", text, strlen(text), &e), 0);
	CHECK_INT(c.network.port, 1883); /* MQTT without TLS */

	CHECK_INT(parse(MINIMAL "[network]\nuser = k1\nname = K\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf: key 'host': missing required key (add 'host = mqtt.example.org' under [network])");
	CHECK_INT(parse(MINIMAL "[network]\nhost = h\nname = K\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf: key 'user': missing required key (add 'user = kiosk-1' under [network])");
	CHECK_INT(parse(MINIMAL "[network]\nhost = h\nuser = k1\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf: key 'name': missing required key (add 'name = Cafe Lumen' under [network])");
	CHECK_INT(parse(MINIMAL "[network]\nhost = h\nuser = k/1\nname = K\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:7: key 'user': bad value 'k/1' (expected a user name: a-z, 0-9, - and _)");
	CHECK_INT(parse(MINIMAL "[network]\nhost = mqtt host\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'host': bad value 'mqtt host' "
			     "(expected a host name or address such as mqtt.example.org or 10.0.0.5)");
	CHECK_INT(parse(MINIMAL "[network]\nport = 0\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'port': bad value '0' (expected a TCP port, 1 to 65535)");
	CHECK_INT(parse(MINIMAL "[network]\nca_file = ca.crt\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'ca_file': bad value 'ca.crt' (expected an absolute path such as /etc/tessera/ca.crt)");
	CHECK_INT(parse(MINIMAL "[network]\nname = A name far too long for the lobby\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'name': value too long (at most 24 bytes; an accented letter takes 2)");
	/* Names and places with accents, within the same bytes: 24 of them
	 * hold 12 two-byte letters; one more is too long. */
	text = MINIMAL "[network]\nhost = h\nuser = k1\nname = Caf\xc3\xa9 Lumen\nplace = Stra\xc3\x9f" "e 3, K\xc3\xb6ln\n";
	CHECK_INT(config_parse(&c, "foo.conf", text, strlen(text), &e), 0);
	CHECK_STR(c.network.name, "Caf\xc3\xa9 Lumen");
	CHECK_STR(c.network.place, "Stra\xc3\x9f" "e 3, K\xc3\xb6ln");
	CHECK_INT(parse(MINIMAL "[network]\nname = \xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\n", &e), -EINVAL);
	CHECK_INT(e.line, 0);	/* 12 é: accepted (then the missing host is the error) */
	CHECK_INT(parse(MINIMAL "[network]\nname = \xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9\xc3\xa9!\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'name': value too long (at most 24 bytes; an accented letter takes 2)");
	/* A file saved as Latin-1 (é is 0xE9), or broken UTF-8: refused, the byte named. */
	CHECK_INT(parse(MINIMAL "[network]\nname = Caf\xe9 Lumen\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'name': value is not UTF-8 text (byte 4 is 0xE9; save the file as UTF-8)");
	CHECK_INT(parse(MINIMAL "[network]\nplace = Lyon \xc3\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'place': value is not UTF-8 text (byte 6 is 0xC3; save the file as UTF-8)");
	CHECK_INT(parse(MINIMAL "[network]\nplace = \xed\xa0\x80\n", &e), -EINVAL);	/* a surrogate */
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'place': value is not UTF-8 text (byte 1 is 0xED; save the file as UTF-8)");
	CHECK_INT(parse(MINIMAL "[network]\nname = a\xc2\x85" "b\n", &e), -EINVAL);	/* C1 control */
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'name': value contains control characters");
	CHECK_INT(parse(MINIMAL "[netwrok]\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:5: section '[netwrok]': unknown section (did you mean '[network]'?)");
}

static void test_format_details(void)
{
	/* Comments anywhere, CRLF endings, blanks, commas in the matrix,
	 * no newline at the end. */
	const char *text = "# a board\r\n\r\n[display]   # the panel\r\n  rotation=180\r\n"
			   "mode = 1024x600\r\n[touch]\r\ndevice = /dev/input/event3\r\n"
			   "calibration = 0.5, 0, 0.25, 0, 1, 0\r\nswap_xy = yes\r\ninvert_y = on";
	struct config_board c;
	struct config_error e;
	int rc = config_parse(&c, "x.conf", text, strlen(text), &e);
	CHECK_MSG(rc == 0, e.message);
	CHECK_INT(c.display.rotation, 180);
	CHECK_INT(c.display.mode_w, 1024);
	CHECK_STR(c.touch.device, "/dev/input/event3");
	CHECK(matrix_is(c.touch.calibration.matrix, 0.5f, 0, 0.25f, 0, 1, 0));
	CHECK(c.touch.calibration.swap_xy && c.touch.calibration.invert_y);
}

/* text parses to exactly *want (every other field at its default). */
static void expect_config(const char *text, const struct config_board *want)
{
	struct config_board got;
	struct config_error e;
	int rc = config_parse(&got, "", text, strlen(text), &e);
	CHECK_MSG(rc == 0, rc ? e.message : text);
	CHECK_MSG(memcmp(&got, want, sizeof got) == 0, text);
}

/* Every key lands in its own field and no other: TEXT parses to the
 * defaults changed by the statements that follow it (on w). */
#define EXPECT_KEY(text, ...)                  \
	do {                                   \
		config_defaults(&w);           \
		__VA_ARGS__;                   \
		expect_config((text), &w);     \
	} while (0)

static void test_every_key_sets_its_field(void)
{
	struct config_board w;
	static const float m[6] = { 0.5f, -0.25f, 0.125f, 2, 1, -3 };
	EXPECT_KEY(MINIMAL "[board]\ndescription = Pi 4, cafe table 3\n", strcpy(w.description, "Pi 4, cafe table 3"));
	EXPECT_KEY(MINIMAL "[display]\ndevice = /dev/dri/card1\n", strcpy(w.display.device, "/dev/dri/card1"));
	EXPECT_KEY(MINIMAL "[display]\nconnector = HDMI-A-1\n", strcpy(w.display.connector, "HDMI-A-1"));
	EXPECT_KEY(MINIMAL "[display]\nmode = 1024x600\n", w.display.mode_w = 1024, w.display.mode_h = 600);
	EXPECT_KEY("[display]\nrotation = 270\n[touch]\ndevice = auto\n", w.display.rotation = CONFIG_ROTATE_270);
	EXPECT_KEY(MINIMAL "[display]\nformat = rgb565\n", w.display.format = CONFIG_FORMAT_RGB565);
	EXPECT_KEY("[display]\nrotation = 0\n[touch]\ndevice = ADS7846 Touchscreen\n",
		   strcpy(w.touch.device, "ADS7846 Touchscreen"));
	EXPECT_KEY(MINIMAL "kind = tablet\n", w.touch.kind = INPUT_KIND_TABLET);
	EXPECT_KEY(MINIMAL "calibration = 0.5 -0.25 0.125 2 1 -3\n",
		   memcpy(w.touch.calibration.matrix, m, sizeof m));
	EXPECT_KEY(MINIMAL "swap_xy = true\n", w.touch.calibration.swap_xy = true);
	EXPECT_KEY(MINIMAL "invert_x = 1\n", w.touch.calibration.invert_x = true);
	EXPECT_KEY(MINIMAL "invert_y = yes\n", w.touch.calibration.invert_y = true);
	EXPECT_KEY(MINIMAL "drag_threshold = 200\n", w.touch.drag_threshold = 200);
	EXPECT_KEY(MINIMAL "long_press_ms = 0\n", w.touch.long_press_ms = 0);
	EXPECT_KEY(MINIMAL "[look]\nscale = 2.5\n", w.look.scale = 2.5f);
	EXPECT_KEY(MINIMAL "[look]\ntheme = high-contrast\n", strcpy(w.look.theme, "high-contrast"));
	EXPECT_KEY(MINIMAL "[computer]\nthink_ms = 1234\n", w.computer.think_ms = 1234);
	EXPECT_KEY(MINIMAL "[kiosk]\ncover_after_s = 30\n", w.kiosk.cover_after_s = 30);
	EXPECT_KEY(MINIMAL "[kiosk]\nask_after_s = 0\n", w.kiosk.ask_after_s = 0);
	EXPECT_KEY(MINIMAL "[kiosk]\npark_after_s = 45\n", w.kiosk.park_after_s = 45);
	EXPECT_KEY(MINIMAL "[kiosk]\noffer_for_s = 86400\n", w.kiosk.offer_for_s = 86400);
	EXPECT_KEY(MINIMAL "[kiosk]\nattract_after_s = 5\n", w.kiosk.attract_after_s = 5);
	EXPECT_KEY(MINIMAL "[kiosk]\nblank_after_s = 7200\n", w.kiosk.blank_after_s = 7200);
	/* A UTF-8 byte-order mark before the first line is skipped. */
	EXPECT_KEY("\xef\xbb\xbf" MINIMAL "[look]\nscale = 2\n", w.look.scale = 2.0f);
}

/* A boolean's refusal names what it takes (test_every_key_says_what_it_expected),
 * and each word it names is taken, with the meaning it is named for. */
static void test_every_boolean_word_named_is_taken(void)
{
	static const struct {
		const char *word;
		bool value;
	} words[] = { { "true", true }, { "yes", true }, { "on", true }, { "1", true },
		      { "false", false }, { "no", false }, { "off", false }, { "0", false } };
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
		char text[160];
		struct config_board c;
		struct config_error e;
		snprintf(text, sizeof text, MINIMAL "swap_xy = %s\ninvert_x = %s\n", words[i].word,
			 words[i].value ? "false" : "true");
		CHECK_MSG(config_parse(&c, "x.conf", text, strlen(text), &e) == 0, words[i].word);
		CHECK_MSG(c.touch.calibration.swap_xy == words[i].value, words[i].word);
		CHECK_MSG(c.touch.calibration.invert_x == !words[i].value, words[i].word);
	}
}

/* Every key's refusal says what it expected. */
static void test_every_key_says_what_it_expected(void)
{
	static const struct {
		const char *line, *message;
	} cases[] = {
		{ "[board]\ndescription = a\tb", "key 'description': value contains control characters" },
		{ "[display]\ndevice = card0", "key 'device': bad value 'card0' (expected auto or a path such as /dev/dri/card0)" },
		{ "[display]\nconnector = DSI 1", "key 'connector': bad value 'DSI 1' (expected auto or a connector name such as DSI-1)" },
		{ "[display]\nformat = rgb888", "key 'format': bad value 'rgb888' (expected xrgb8888 or rgb565)" },
		{ "kind = stylus", "key 'kind': bad value 'stylus' (expected auto, multitouch, single, tablet or mouse)" },
		{ "calibration = 1 0 0 0 1 0 5", "key 'calibration': bad value '1 0 0 0 1 0 5' (expected 6 numbers a b c d e f, got more)" },
		{ "calibration = , ,", "key 'calibration': bad value ', ,' (expected 6 numbers a b c d e f, got none)" },
		{ "calibration = 1 0 x 0 1 0", "key 'calibration': bad value '1 0 x 0 1 0' (c = 'x' is not a number; "
					       "expected 6 numbers a b c d e f, each from -1000000 to 1000000)" },
		{ "calibration = 1,0,0,0,1,nan", "key 'calibration': bad value '1,0,0,0,1,nan' (f = 'nan' is not a finite "
						 "number; expected 6 numbers a b c d e f, each from -1000000 to 1000000)" },
		{ "calibration = 1 0 0 0 1e7 0", "key 'calibration': bad value '1 0 0 0 1e7 0' (e = '1e7' is out of range; "
						 "expected 6 numbers a b c d e f, each from -1000000 to 1000000)" },
		{ "calibration = 1 0 2x 0 1 0", "key 'calibration': bad value '1 0 2x 0 1 0' (c = '2x' is not a number; "
						"expected 6 numbers a b c d e f, each from -1000000 to 1000000)" },
		{ "calibration = 0 0 0 0 0 0",
		  "key 'calibration': bad value '0 0 0 0 0 0' (the matrix is singular: every touch would land on one line)" },
		{ "calibration = 1 2 0 2 4 0",
		  "key 'calibration': bad value '1 2 0 2 4 0' (the matrix is singular: every touch would land on one line)" },
		{ "[kiosk]\nblank_after_s = -1", "key 'blank_after_s': bad value '-1' (expected seconds, 0 to 86400; 0 for never)" },
		{ "[kiosk]\ncover_after_s = 1m", "key 'cover_after_s': bad value '1m' (expected seconds, 0 to 86400; 0 for never)" },
		{ "invert_x = maybe", "key 'invert_x': bad value 'maybe' (expected true, yes, on or 1 for true; false, no, off or 0 for false)" },
		{ "invert_y = 2", "key 'invert_y': bad value '2' (expected true, yes, on or 1 for true; false, no, off or 0 for false)" },
		{ "drag_threshold = 0", "key 'drag_threshold': bad value '0' (expected pixels, 1 to 200)" },
		{ "long_press_ms = 10001",
		  "key 'long_press_ms': bad value '10001' (expected milliseconds, 0 to 10000; 0 turns long press off)" },
		/* Only the screens' themes: tessera refuses any other at start. */
		{ "[look]\ntheme = purple", "key 'theme': no such theme 'purple' (themes: classic, high-contrast)" },
		{ "[look]\ntheme = Classic", "key 'theme': no such theme 'Classic' (themes: classic, high-contrast)" },
		{ "[look]\ntheme = 0123456789012345678901234567890123456789012345678901234567890123",
		  "key 'theme': no such theme '012345678901234567890123456789012345678901234567890123456789012' "
		  "(themes: classic, high-contrast)" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char text[512], want[512];
		struct config_error e;
		snprintf(text, sizeof text, MINIMAL "%s\n", cases[i].line);
		int line = 5 + (strchr(cases[i].line, '\n') != NULL);
		snprintf(want, sizeof want, "board-configs/foo.conf:%d: %s", line, cases[i].message);
		CHECK_INT(parse(text, &e), -EINVAL);
		CHECK_STR(e.message, want);
	}
	struct config_error e;
	parse("[display]\nrotation = 0\n[touch]\n"
	      "device = 0123456789012345678901234567890123456789012345678901234567890123\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:4: key 'device': value too long (at most 63 bytes; an accented letter takes 2)");
}

static void test_error_unknown_key_suggests(void)
{
	struct config_error e;
	CHECK_INT(parse("[touch]\ndevice = auto\n\n\n[display]\n\nrotaton = 90\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:7: key 'rotaton': unknown key (did you mean 'rotation'?)");
	CHECK_INT(e.line, 7);
	CHECK_STR(e.key, "rotaton");
	/* Far from every key: list the section's keys instead. */
	parse(MINIMAL "[look]\nbrightness = 3\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'brightness': unknown key (keys in [look]: scale, theme)");
	/* Right key, wrong section. */
	parse(MINIMAL "rotation = 90\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:5: key 'rotation': unknown key in [touch] (it belongs in [display])");
}

static void test_error_unknown_section(void)
{
	struct config_error e;
	parse(MINIMAL "[dispaly]\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:5: section '[dispaly]': unknown section (did you mean '[display]'?)");
	parse("rotation = 0\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:1: key 'rotation': key outside any section (put it under [display], [touch], [look], [computer], [kiosk] or [network])");
}

static void test_error_bad_values(void)
{
	struct config_error e;
	parse("[display]\nrotation = 45\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:2: key 'rotation': bad value '45' (expected 0, 90, 180 or 270)");
	parse("[display]\nrotation = 0\nmode = 800by480\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:3: key 'mode': bad value '800by480' (expected preferred or WIDTHxHEIGHT such as 800x480)");
	/* Digits on both sides: a space or a sign after the x is a typo, not a
	 * mode (sscanf's %d alone would skip them). */
	parse("[display]\nrotation = 0\nmode = 800x 480\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:3: key 'mode': bad value '800x 480' (expected preferred or WIDTHxHEIGHT such as 800x480)");
	parse("[display]\nrotation = 0\nmode = 800x+480\n", &e);
	CHECK_STR(e.key, "mode");
	parse("[display]\nrotation = 0\nmode = 8193x480\n", &e);
	CHECK_STR(e.key, "mode");
	parse("[display]\nformat = rgb888\n", &e);
	CHECK_INT(e.line, 2);
	CHECK_STR(e.key, "format");
	parse("[touch]\ncalibration = 1 0 0 0 1\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:2: key 'calibration': bad value '1 0 0 0 1' (expected 6 numbers a b c d e f, got fewer)");
	parse("[touch]\ncalibration = 1 0 0 0 1 nan\n", &e);
	CHECK_STR(e.key, "calibration");
	parse("[touch]\nswap_xy = maybe\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:2: key 'swap_xy': bad value 'maybe' "
		  "(expected true, yes, on or 1 for true; false, no, off or 0 for false)");
	parse("[touch]\nkind = stylus\n", &e);
	CHECK_STR(e.key, "kind");
	parse("[look]\nscale = 9\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:2: key 'scale': bad value '9' (expected a number from 0.5 to 4)");
	parse("[look]\ntheme =\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:2: key 'theme': empty value");
	parse("[display]\nrotation = 90 degrees\n", &e);
	CHECK_STR(e.key, "rotation");
}

static void test_error_duplicate_key(void)
{
	struct config_error e;
	CHECK_INT(parse("[display]\nrotation = 0\n[touch]\ndevice = auto\n[display]\nrotation = 90\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:6: key 'rotation': duplicate key (first set on line 2)");
}

static void test_error_missing_required_key(void)
{
	struct config_error e;
	CHECK_INT(parse("[touch]\ndevice = auto\n", &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf: key 'rotation': missing required key (add 'rotation = 0' under [display])");
	CHECK_INT(parse("[display]\nrotation = 0\n", &e), -EINVAL);
	CHECK_STR(e.key, "device");
}

static void test_error_overlong_line(void)
{
	char text[600];
	snprintf(text, sizeof text, "[touch]\ndevice = %0300d\n", 7);
	struct config_error e;
	CHECK_INT(parse(text, &e), -EINVAL);
	CHECK_STR(e.message, "board-configs/foo.conf:2: key 'device': line too long (309 characters, at most 255)");
	/* A line of exactly the limit is fine (and then too long a value). */
	snprintf(text, sizeof text, "[board]\ndescription = %0241d\n", 7);
	parse(text, &e);
	CHECK_STR(e.message, "board-configs/foo.conf:2: key 'description': value too long (at most 127 bytes; an accented letter takes 2)");
}

static void test_error_other_lines(void)
{
	struct config_error e;
	parse("[display]\nrotation 90\n", &e);
	CHECK_STR(e.message, "board-configs/foo.conf:2: expected 'key = value', got 'rotation 90'");
	parse("[display\n", &e);
	CHECK_INT(e.line, 1);
	char nul[] = "[display]\nrota\0tion = 0\n";
	struct config_board c;
	CHECK_INT(config_parse(&c, "f.conf", nul, sizeof nul - 1, &e), -EINVAL);
	CHECK_INT(e.line, 2);
}

/* Files: a missing one and an oversized one are errors naming the path. */
static void test_load_file_errors(void)
{
	struct config_board c;
	struct config_error e;
	CHECK_INT(config_load_file(&c, "/nonexistent/x.conf", &e), -ENOENT);
	CHECK_STR(e.message, "/nonexistent/x.conf: cannot open: No such file or directory");
	char path[] = "/tmp/tessera-test-config-XXXXXX";
	int fd = mkstemp(path);
	CHECK(fd >= 0);
	if (fd < 0)
		return;
	FILE *f = fdopen(fd, "w");
	for (int i = 0; i < 2000; i++)
		fputs("# padding\n", f);
	fclose(f);
	CHECK_INT(config_load_file(&c, path, &e), -EFBIG);
	CHECK(strstr(e.message, "file larger than 16384 bytes") != NULL);
	remove(path);
}

static void test_unknown_board_lists_available(void)
{
	struct config_board c;
	struct config_error e;
	CHECK_INT(load(&c, "rpi-8inch", &e), -ENOENT);
	CHECK_MSG(strstr(e.message, "unknown board 'rpi-8inch'") != NULL, e.message);
	CHECK_MSG(strstr(e.message, "desktop, hyperpixel4, qemu-virtio, rpi-7inch, rpi-touch-display-2, waveshare-3.5-spi") != NULL, e.message);
	CHECK_MSG(strstr(e.message, configs_dir) != NULL, e.message);
	/* The file's name for the board's: said how to name it. */
	CHECK_INT(load(&c, "rpi-7inch.conf", &e), -ENOENT);
	CHECK_MSG(strstr(e.message, "unknown board 'rpi-7inch.conf' (a board is named without .conf: rpi-7inch; looked in ") != NULL,
		  e.message);
	CHECK_INT(load(&c, "../etc/passwd", &e), -EINVAL);
	CHECK_INT(load(&c, ".hidden", &e), -EINVAL);
	/* Later directories are searched when the first has no such board. */
	const char *two[] = { "/nonexistent-dir", configs_dir };
	CHECK_INT(config_load_board(&c, "desktop", two, 2, &e), 0);
	/* The list itself (tessera-board list): each board once, sorted. */
	const char *twice[] = { configs_dir, "/nonexistent-dir", configs_dir };
	char names[256];
	config_board_names(twice, 3, names, sizeof names, NULL, NULL);
	CHECK_STR(names, "desktop, hyperpixel4, qemu-virtio, rpi-7inch, rpi-touch-display-2, waveshare-3.5-spi");
	config_board_names(two, 1, names, sizeof names, NULL, NULL);
	CHECK_STR(names, "none");
}

/* The calibration tool rewrites only the calibration line. */
static void test_rewrite_calibration(void)
{
	const float m[6] = { 1.0625f, 0, -0.03125f, 0, -1, 1 };
	char out[1024];
	size_t n = 0;
	const char *in = "# kiosk 4\n[display]\nrotation = 0\n[touch]\ndevice = ADS7846\n"
			 "  calibration = 1 0 0 0 1 0   # old\nswap_xy = true\n";
	CHECK_INT(config_rewrite_calibration(in, strlen(in), m, out, sizeof out, &n), 0);
	CHECK_STR(out, "# kiosk 4\n[display]\nrotation = 0\n[touch]\ndevice = ADS7846\n"
		       "  calibration = 1.0625 0 -0.03125  0 -1 1  # old\nswap_xy = true\n");
	CHECK_INT(n, strlen(out));
	struct config_board c;
	struct config_error e;
	CHECK_INT(config_parse(&c, "re.conf", out, n, &e), 0);
	CHECK(matrix_is(c.touch.calibration.matrix, m[0], m[1], m[2], m[3], m[4], m[5]));

	/* Missing key: added right after the [touch] header. */
	in = "[display]\nrotation = 0\n[touch]\ndevice = auto\n";
	config_rewrite_calibration(in, strlen(in), m, out, sizeof out, &n);
	CHECK_STR(out, "[display]\nrotation = 0\n[touch]\ncalibration = 1.0625 0 -0.03125  0 -1 1\ndevice = auto\n");
	/* No [touch] at all: appended; a calibration in another section is left alone. */
	in = "[display]\n#calibration = 2 0 0 0 2 0\nrotation = 0";
	config_rewrite_calibration(in, strlen(in), m, out, sizeof out, &n);
	CHECK_STR(out, "[display]\n#calibration = 2 0 0 0 2 0\nrotation = 0\n\n[touch]\ncalibration = 1.0625 0 -0.03125  0 -1 1\n");
	/* A byte-order mark before [touch]: kept, and the line after it is
	 * still the header, so the key is rewritten in place, not added twice. */
	in = "\xef\xbb\xbf[touch]\ncalibration = 1,0,0,0,1,0 # c\r\ndevice=auto\r\n[display]\r\nrotation=270";
	CHECK_INT(config_rewrite_calibration(in, strlen(in), m, out, sizeof out, &n), 0);
	CHECK_STR(out, "\xef\xbb\xbf[touch]\ncalibration = 1.0625 0 -0.03125  0 -1 1  # c\r\ndevice=auto\r\n"
		       "[display]\r\nrotation=270");
	CHECK_INT(config_parse(&c, "bom.conf", out, n, &e), 0);
	/* A CRLF file (saved on Windows) gets its added lines with CRLF too,
	 * not one line of another kind among them. */
	in = "[display]\r\nrotation = 0\r\n[touch]\r\ndevice = auto\r\n";
	config_rewrite_calibration(in, strlen(in), m, out, sizeof out, &n);
	CHECK_STR(out, "[display]\r\nrotation = 0\r\n[touch]\r\ncalibration = 1.0625 0 -0.03125  0 -1 1\r\n"
		       "device = auto\r\n");
	in = "[display]\r\nrotation = 0";
	config_rewrite_calibration(in, strlen(in), m, out, sizeof out, &n);
	CHECK_STR(out, "[display]\r\nrotation = 0\r\n\r\n[touch]\r\ncalibration = 1.0625 0 -0.03125  0 -1 1\r\n");
	in = "[display]\r\nrotation = 0\r\n[touch]";
	config_rewrite_calibration(in, strlen(in), m, out, sizeof out, &n);
	CHECK_STR(out, "[display]\r\nrotation = 0\r\n[touch]\r\ncalibration = 1.0625 0 -0.03125  0 -1 1\r\n");
	/* Too small a buffer is an error, never a truncated file. */
	CHECK_INT(config_rewrite_calibration(in, strlen(in), m, out, 20, &n), -ENOSPC);
	const float bad[6] = { 1, 0, 0, 0, INFINITY, 0 };
	CHECK_INT(config_rewrite_calibration(in, strlen(in), bad, out, sizeof out, &n), -EINVAL);
}

/* $TESSERA_BOARD_DIR comes first, then the source tree, then the install's
 * share/tessera/board-configs beside this program's folder. */
static void test_default_board_dirs(void)
{
	char installed[PATH_MAX], up[PATH_MAX];
	snprintf(up, sizeof up, "%s", self);
	char *bin = dirname(up);
	snprintf(installed, sizeof installed, "%s/share/tessera/board-configs", dirname(bin));
	const char *d[CONFIG_BOARD_DIRS_MAX];
	unsetenv("TESSERA_BOARD_DIR");
	size_t n = config_default_board_dirs(d);
	CHECK_INT(n, 2);
	CHECK_STR(d[0], "board-configs");
	CHECK_STR(d[1], installed);
	setenv("TESSERA_BOARD_DIR", "/etc/tessera/boards", 1);
	n = config_default_board_dirs(d);
	CHECK_INT(n, 3);
	CHECK_STR(d[0], "/etc/tessera/boards");
	CHECK_STR(d[1], "board-configs");
	CHECK_STR(d[2], installed);
	unsetenv("TESSERA_BOARD_DIR");
}

/* Choosing the touch device: auto prefers a direct touch screen, then a
 * tablet, then a mouse; a name matches by substring; a forced kind rules out
 * devices that cannot be read that way. */
static void test_touch_match(void)
{
	struct config_board c;
	config_defaults(&c);
	struct input_caps ft5406 = { .mt_slots = true, .abs_xy = true, .btn_touch = true, .direct = true };
	struct input_caps tablet = { .abs_xy = true, .btn_left = true };
	struct input_caps mouse = { .rel_xy = true, .btn_left = true };
	struct input_caps keyboard = { 0 };
	enum input_kind k;
	int s_touch = config_touch_match(&c.touch, "/dev/input/event2", "generic ft5x06 (79)", &ft5406, &k);
	CHECK_INT(k, INPUT_KIND_MULTITOUCH);
	int s_tablet = config_touch_match(&c.touch, "/dev/input/event1", "QEMU Virtio Tablet", &tablet, &k);
	CHECK_INT(k, INPUT_KIND_TABLET);
	int s_mouse = config_touch_match(&c.touch, "/dev/input/event3", "Logitech USB Mouse", &mouse, &k);
	CHECK_INT(k, INPUT_KIND_MOUSE);
	CHECK(s_touch > s_tablet && s_tablet > s_mouse && s_mouse > 0);
	CHECK_INT(config_touch_match(&c.touch, "/dev/input/event0", "AT keyboard", &keyboard, &k), 0);

	strcpy(c.touch.device, "goodix");
	CHECK(config_touch_match(&c.touch, "/x", "Goodix Capacitive TouchScreen", &ft5406, NULL) > 0);
	CHECK_INT(config_touch_match(&c.touch, "/x", "QEMU Virtio Tablet", &tablet, NULL), 0);
	strcpy(c.touch.device, "/dev/input/event1");
	CHECK(config_touch_match(&c.touch, "/dev/input/event1", "QEMU Virtio Tablet", &tablet, NULL) > 0);
	CHECK_INT(config_touch_match(&c.touch, "/dev/input/event2", "QEMU Virtio Tablet", &tablet, NULL), 0);

	/* desktop: kind = mouse picks the mouse, not the touch screen. */
	strcpy(c.touch.device, "auto");
	c.touch.kind = INPUT_KIND_MOUSE;
	CHECK_INT(config_touch_match(&c.touch, "/a", "touch", &ft5406, NULL), 0);
	CHECK(config_touch_match(&c.touch, "/b", "mouse", &mouse, &k) > 0);
	CHECK_INT(k, INPUT_KIND_MOUSE);
	/* A multitouch panel can be read as single touch when the config says so. */
	c.touch.kind = INPUT_KIND_SINGLE;
	CHECK(config_touch_match(&c.touch, "/a", "touch", &ft5406, &k) > 0);
	CHECK_INT(k, INPUT_KIND_SINGLE);
}

int main(int argc, char **argv)
{
	(void)argc;
	if (!realpath(argv[0], self)) {
		perror(argv[0]);
		return 1;
	}
	snprintf(configs_dir, sizeof configs_dir, "%s/board-configs", src_dir());
	dirs[0] = configs_dir;
	RUN(test_shipped_qemu_virtio);
	RUN(test_shipped_rpi_7inch);
	RUN(test_shipped_rpi_touch_display_2);
	RUN(test_shipped_hyperpixel4);
	RUN(test_shipped_waveshare_spi);
	RUN(test_shipped_desktop);
	RUN(test_every_shipped_config_parses);
	RUN(test_minimal_config_gets_defaults);
	RUN(test_think_ms);
	RUN(test_reversi_table_mib);
	RUN(test_network);
	RUN(test_format_details);
	RUN(test_every_key_sets_its_field);
	RUN(test_every_key_says_what_it_expected);
	RUN(test_every_boolean_word_named_is_taken);
	RUN(test_error_unknown_key_suggests);
	RUN(test_error_unknown_section);
	RUN(test_error_bad_values);
	RUN(test_error_duplicate_key);
	RUN(test_error_missing_required_key);
	RUN(test_error_overlong_line);
	RUN(test_error_other_lines);
	RUN(test_load_file_errors);
	RUN(test_unknown_board_lists_available);
	RUN(test_rewrite_calibration);
	RUN(test_default_board_dirs);
	RUN(test_touch_match);
	return check_finish();
}
