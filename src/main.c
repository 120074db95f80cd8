/* tessera: the program.  Wiring only: the command line and the board config
 * choose the options; the device backend (DRM display, evdev touch, the poll
 * loop: platform/device.h) and the file store (the saved game, the board's
 * calibration: platform/file_store.h) are given to the app (app/app.h), which
 * shows the title screen and the games, or the calibration screen.  Every
 * piece of memory is reserved at start-up (--memory prints the table), then
 * the memory is sealed (platform/seal.h) and nothing allocates until exit. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ai/rvai_thread.h"
#include "app/app.h"
#include "platform/config.h"
#include "platform/device.h"
#include "platform/dict_file.h"
#include "platform/huge_pages.h"
#include "platform/file_store.h"
#include "platform/remote_link.h"
#include "platform/seal.h"
#include "platform/tty.h"
#include "platform/watchdog.h"
#include "ui/kit/theme.h"

/* The board's default and the table's own player (no worker, no clock) think alike. */
_Static_assert(CONFIG_THINK_MS_DEFAULT == WORDS_TABLE_COMPUTER_BUDGET_MS, "one default thinking time");

/* What the command line asked for besides the device options. */
struct args {
	const char *bad;	/* the option a usage error is about */
	int bad_i;		/* ... its place in argv */
	enum { ARG_UNKNOWN, ARG_NO_VALUE, ARG_BAD_VALUE } bad_why;
	const char *board;	/* NULL: automatic, no config */
	const char *dict;	/* NULL: the default search */
	bool no_dict;
	uint64_t seed;
	bool seed_set;
	bool help;
	bool calibrate;
	bool memory;		/* print the reservation table and exit */
	bool kiosk;		/* the console on standard input is the game's (platform/tty.h) */
	enum shell_screen start;
	int players;		/* 0: the menu's default */
	int computer;		/* Reversi opponent level, or MENU_HUMAN; -2: the default */
	uint32_t think_ms;	/* the Words Expert's budget per turn; 0: the board's */
};

/* Everything the program holds, in one static place (none of it on the heap). */
struct program {
	struct device device;
	struct file_store store;
	struct config_board board;	/* the evdev options point into it */
	struct dict_file dict;
	struct words_lexicon lexicon;
	bool have_dict;
	bool dict_unusable;	/* one was named but could not be used (not --no-dict) */
	struct menu_settings settings;
	struct app_options opt;
	struct reserve_table table;
	void *block;			/* the app's memory: the one allocation */
	struct app app;
	struct tty tty;			/* --kiosk: the console taken */
	struct watchdog watchdog;	/* systemd's notifications */
	bool watchdog_opened;	/* already, while --kiosk waited for the display */
	/* Play between kiosks (the board's [network]): the link to the broker
	 * and the kiosk's side of it; link NULL: none. */
	struct net_link *link;
	struct netplay netplay;
	const char *net_off;	/* link NULL on a [network] board: why (the menu says it) */
};

static void say(void *ctx, const char *line)
{
	(void)ctx;
	fprintf(stderr, "tessera: %s\n", line);
}

static void usage(FILE *f)
{
	fprintf(f, "usage: tessera [--board NAME] [--game menu|words|reversi] [--players 2-4]\n"
		   "               [--computer LEVEL|none] [--dict FILE|--no-dict] [--seed N] [--think-ms MS]\n"
		   "               [--device /dev/dri/cardN] [--connector NAME] [--mode WxH]\n"
		   "               [--rotation 0|90|180|270] [--format xrgb8888|rgb565]\n"
		   "               [--touch NAME-SUBSTRING|/dev/input/eventN] [--input-dir DIR] [--no-flip]\n"
		   "               [--kiosk]\n"
		   "       tessera --calibrate --board NAME [--device ...] [--touch ...] [--rotation ...]\n"
		   "       tessera --memory [--board NAME] [--mode WxH] [--rotation ...] [--dict FILE|--no-dict]\n"
		   "  --board NAME    NAME.conf (display, touch, look, computer, kiosk, network) from\n"
		   "                  $TESSERA_BOARD_DIR (said when it is not there),\n"
		   "                  ./board-configs, then PREFIX/share/tessera/board-configs; the other\n"
		   "                  options override it.  Without it: the first connected display, its preferred\n"
		   "                  mode, rotation 0, and the first touch screen found\n"
		   "  --game G        start at the title screen (menu, the default) or straight into a\n"
		   "                  game of words or reversi (its saved game continues, if any); Menu in\n"
		   "                  a game keeps it, and the title screen offers Continue\n"
		   "  --players N     Words players at one table (2 to 4; default 2)\n"
		   "  --computer L    Reversi's opponent: beginner, easy, medium (default), hard, expert\n"
		   "                  or 1-5, or none for two people\n"
		   "  --dict FILE     the word list (default: $TESSERA_DICT, beside the program, the build\n"
		   "                  tree, then the install's PREFIX/share/tessera/" DICT_FILE_NAME ", PREFIX\n"
		   "                  being the folder above the program's: /usr/bin/tessera reads\n"
		   "                  /usr/share/tessera/" DICT_FILE_NAME ")\n"
		   "  --no-dict       no word list: every word is accepted\n"
		   "  --seed N        the first game's shuffle (default: from the clock; printed at start)\n"
		   "  --think-ms MS   the Words Expert's thinking time per turn, 50 to 60000 ms; overrides\n"
		   "                  the board config's [computer] think_ms (default 2000)\n"
		   "  --device, --connector, --mode, --rotation, --format\n"
		   "                  the display, as in a board config\n"
		   "  --touch, --input-dir\n"
		   "                  the touch device (a name substring or a device path) and the folder\n"
		   "                  watched for it (default /dev/input)\n"
		   "  --no-flip       one buffer and DirtyFB clips, as on panels without page flip\n"
		   "  --kiosk         the console on standard input is the game's while it runs (the\n"
		   "                  systemd unit's tty1): raw mode, graphics mode, the keyboard off -\n"
		   "                  no Ctrl-C, no VT switch; all put back at exit.  A display not\n"
		   "                  there yet (no DRM device, nothing connected) is waited for,\n"
		   "                  tried again every 2 s, rather than an exit\n"
		   "  --calibrate     touch calibration: touch five crosses, check that a dot follows\n"
		   "                  your finger, then Save writes the matrix into the --board config\n"
		   "                  (atomically; the rest of the file is kept).  After \"Saved\", a\n"
		   "                  touch exits with status 0; Cancel exits 1 and writes nothing\n"
		   "  --memory        print the memory reserved at start-up (for the board's mode, or\n"
		   "                  --mode, else 800x480) and exit without opening a device\n"
		   "  --help, -h      this text\n"
		   "Files: the game in progress (words, reversi; one that will not load set aside as\n"
		   "words.bad.N, reversi.bad.N) and the finished games' records (records/, listed by\n"
		   "tessera-words records) in $STATE_DIRECTORY - /var/lib/tessera under the kiosk\n"
		   "unit - else ~/.local/state/tessera.\n"
		   "Exit status: 0 after SIGTERM (the admin's stop) or a saved calibration; 1 the\n"
		   "display cannot be used (--kiosk waits for one) or restored, the event loop failed,\n"
		   "a calibration cancelled or its board config not writable; 2 a usage error or a bad\n"
		   "board config (the kiosk unit does not start it again: the console's login prompt\n"
		   "comes back); 130 after SIGINT, 129 after SIGHUP (the unit starts it again).\n");
}

/* ---- the command line ---------------------------------------------------------- */

/* The options that take no value; false when o is not one of them. */
static bool parse_flag(const char *o, struct drm_options *d, struct args *a)
{
	if (strcmp(o, "--no-flip") == 0)
		d->no_flip = true;
	else if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0)
		a->help = true;
	else if (strcmp(o, "--no-dict") == 0)
		a->no_dict = true;
	else if (strcmp(o, "--calibrate") == 0)
		a->calibrate = true;
	else if (strcmp(o, "--memory") == 0)
		a->memory = true;
	else if (strcmp(o, "--kiosk") == 0)
		a->kiosk = true;
	else
		return false;
	return true;
}

static int parse_number(const char *v, unsigned long long min, unsigned long long max, unsigned long long *out)
{
	char *end;
	errno = 0;
	unsigned long long n = strtoull(v, &end, 10);
	/* Digits only: strtoull would take " -1" as 2^64 - 1. */
	if (errno || !isdigit((unsigned char)v[0]) || *end || n < min || n > max)
		return -EINVAL;
	*out = n;
	return 0;
}

/* "WxH", digits only, both from 1 to CONFIG_MODE_MAX as a board config's
 * mode, nothing after. */
static int parse_size(const char *v, int *w, int *h)
{
	char *end;
	if (!isdigit((unsigned char)v[0]))
		return -EINVAL;
	errno = 0;
	unsigned long long a = strtoull(v, &end, 10);
	if (errno || *end != 'x' || !isdigit((unsigned char)end[1]))
		return -EINVAL;
	unsigned long long b = strtoull(end + 1, &end, 10);
	if (errno || *end || a < 1 || b < 1 || a > CONFIG_MODE_MAX || b > CONFIG_MODE_MAX)
		return -EINVAL;
	*w = (int)a;
	*h = (int)b;
	return 0;
}

/* The game's options with a value. */
static int parse_game_option(const char *o, const char *v, struct args *a)
{
	unsigned long long n;
	if (strcmp(o, "--board") == 0) {
		a->board = v;
	} else if (strcmp(o, "--dict") == 0) {
		a->dict = v;
	} else if (strcmp(o, "--game") == 0) {
		if (strcmp(v, "menu") == 0)
			a->start = SHELL_MENU;
		else if (strcmp(v, "words") == 0)
			a->start = SHELL_WORDS;
		else if (strcmp(v, "reversi") == 0)
			a->start = SHELL_REVERSI;
		else
			return -EINVAL;
	} else if (strcmp(o, "--players") == 0) {
		if (parse_number(v, WORDS_MIN_PLAYERS, WORDS_MAX_PLAYERS, &n))
			return -EINVAL;
		a->players = (int)n;
	} else if (strcmp(o, "--computer") == 0) {
		/* A level's name or number, or "none": anything else (a typo) is
		 * a usage error, never "no computer". */
		int level = rvai_level_parse(v);
		if (level < 0 && strcmp(v, "none") != 0)
			return -EINVAL;
		a->computer = level < 0 ? MENU_HUMAN : level;
	} else if (strcmp(o, "--think-ms") == 0) {
		if (parse_number(v, CONFIG_THINK_MS_MIN, CONFIG_THINK_MS_MAX, &n))
			return -EINVAL;
		a->think_ms = (uint32_t)n;
	} else if (strcmp(o, "--seed") == 0) {
		if (parse_number(v, 0, UINT64_MAX, &n))
			return -EINVAL;
		a->seed = n;
		a->seed_set = true;
	} else {
		return -ENOENT;
	}
	return 0;
}

/* The devices' options with a value. */
static int parse_device_option(const char *o, const char *v, struct drm_options *d, struct evdev_options *e)
{
	if (strcmp(o, "--device") == 0)
		d->device = v;
	else if (strcmp(o, "--connector") == 0)
		d->connector = v;
	else if (strcmp(o, "--mode") == 0)
		return parse_size(v, &d->mode_width, &d->mode_height);
	else if (strcmp(o, "--rotation") == 0)
		return scanout_rotation_parse(v, &d->rotation) ? -EINVAL : 0;
	else if (strcmp(o, "--format") == 0) {
		if (strcmp(v, "rgb565") == 0)
			d->format = SCANOUT_RGB565;
		else if (strcmp(v, "xrgb8888") == 0)
			d->format = SCANOUT_XRGB8888;
		else
			return -EINVAL;
	} else if (strcmp(o, "--touch") == 0)
		e->name_match = v;
	else if (strcmp(o, "--input-dir") == 0)
		e->dir = v;
	else
		return -EINVAL;
	return 0;
}

/* Whether o is one of the options that take the next argument as value
 * (parse_game_option's and parse_device_option's). */
static bool takes_value(const char *o)
{
	static const char *const names[] = {
		"--board", "--dict", "--game", "--players", "--computer", "--think-ms", "--seed",
		"--device", "--connector", "--mode", "--rotation", "--format", "--touch", "--input-dir",
	};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
		if (strcmp(o, names[i]) == 0)
			return true;
	return false;
}

static int parse_args(int argc, char **argv, struct drm_options *d, struct evdev_options *e, struct args *a)
{
	for (int i = 1; i < argc; i++) {
		const char *o = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
		a->bad = o;
		a->bad_i = i;
		a->bad_why = ARG_UNKNOWN;
		if (parse_flag(o, d, a))
			continue;
		if (!takes_value(o))
			return -EINVAL;
		a->bad_why = v ? ARG_BAD_VALUE : ARG_NO_VALUE;
		if (!v)
			return -EINVAL;
		int err = parse_game_option(o, v, a);
		if (err == -ENOENT)
			err = parse_device_option(o, v, d, e);
		if (err)
			return err;
		i++;
	}
	return 0;
}

/* ---- the board and the dictionary ------------------------------------------------- */

/* The board config as presenter and input options ("auto" = NULL, 0). */
static void apply_board(const struct config_board *b, struct drm_options *d, struct evdev_options *e)
{
	if (strcmp(b->display.device, "auto") != 0)
		d->device = b->display.device;
	if (strcmp(b->display.connector, "auto") != 0)
		d->connector = b->display.connector;
	d->mode_width = b->display.mode_w;
	d->mode_height = b->display.mode_h;
	d->rotation = (enum scanout_rotation)(b->display.rotation / 90);
	d->format = b->display.format == CONFIG_FORMAT_RGB565 ? SCANOUT_RGB565 : SCANOUT_XRGB8888;
	if (strcmp(b->touch.device, "auto") != 0)
		e->name_match = b->touch.device;
	e->kind = b->touch.kind;
	e->calibration = &b->touch.calibration;
}

static int load_board(struct program *p, const char *name, struct drm_options *d, struct evdev_options *e)
{
	const char *dirs[CONFIG_BOARD_DIRS_MAX];
	size_t n = config_default_board_dirs(dirs);
	struct config_error cerr;
	char msg[PATH_MAX + 160];
	int rc = config_load_board(&p->board, name, dirs, n, &cerr);
	if (rc)
		fprintf(stderr, "tessera: %s\n", cerr.message);
	else
		fprintf(stderr, "tessera: board %s from %s\n", p->board.name, p->board.path);
	/* A $TESSERA_BOARD_DIR that is not there is passed over for the other
	 * folders: said (in the journal, under the kiosk unit), never silence. */
	if (config_board_dir_unusable(msg, sizeof msg))
		fprintf(stderr, "tessera: warning: %s\n", msg);
	if (rc)
		return -EINVAL;
	apply_board(&p->board, d, e);
	return 0;
}

/* The word list; without one the game still runs and says so, and what
 * that costs: the computer's Words seats need it. */
static void load_dictionary(struct program *p, const struct args *args)
{
	char msg[PATH_MAX + 160];
	if (args->no_dict) {
		fprintf(stderr, "tessera: no dictionary (--no-dict): every word is accepted\n");
		return;
	}
	if (dict_file_open(&p->dict, args->dict, NULL, msg, sizeof msg)) {
		fprintf(stderr, "tessera: warning: %s; playing without one: every word is accepted, and Words "
			"offers no computer players\n", msg);
		p->dict_unusable = true;	/* and the title screen says it */
		return;
	}
	p->have_dict = true;
	p->lexicon = dict_file_lexicon(&p->dict);
	fprintf(stderr, "tessera: dictionary %s, %u words\n", p->dict.path, (unsigned)dict_word_count(&p->dict.dict));
}

/* ---- the app's options and memory ------------------------------------------------- */

static void app_options_from(struct program *p, const struct args *args)
{
	menu_settings_default(&p->settings);
	if (args->players)
		p->settings.players = args->players;
	if (args->computer != -2)
		p->settings.reversi_opponent = args->computer;
	p->opt = (struct app_options){
		.mode = args->calibrate ? APP_CALIBRATE : APP_PLAY,
		.scale = p->board.look.scale,
		.theme = theme_find(p->board.look.theme),
		.drag_threshold = p->board.touch.drag_threshold,
		/* The board's 0 turns long press off; the app's 0 means its default. */
		.long_press_ms = p->board.touch.long_press_ms ? p->board.touch.long_press_ms : -1,
		.seed = args->seed,
		.start = args->start,
		.settings = &p->settings,
		.dict = p->have_dict ? &p->dict.dict : NULL,
		.lexicon = p->have_dict ? &p->lexicon : NULL,
		.dict_unusable = p->dict_unusable,
		.workers = true,
		.solver_helpers = rvai_helpers_for_cpus(sysconf(_SC_NPROCESSORS_ONLN)),
		.reversi_table_bytes = (size_t)p->board.computer.reversi_table_mib << 20,
		.think_ms = args->think_ms ? args->think_ms : (uint32_t)p->board.computer.think_ms,
		.idle = config_idle_rules(&p->board.kiosk),
		.net = p->link ? &p->netplay : NULL,
		.net_off = p->net_off,
	};
}

/* The whole table: the app's pieces, the display's buffers (w x h panel
 * pixels), the dictionary's copy, and this program's static state. */
static void plan_memory(struct program *p, int lw, int lh, int pw, int ph, enum scanout_format format)
{
	reserve_init(&p->table);
	app_memory_plan(&p->opt, lw, lh, &p->table);
	reserve_add(&p->table, "shadow canvas", (size_t)lw * (size_t)lh * 4, RESERVE_DEVICE);
	reserve_add(&p->table, "scanout buffers (2, dumb, mapped)",
		    2 * (size_t)pw * (size_t)ph * (size_t)scanout_bytes_per_pixel(format), RESERVE_DEVICE);
	if (p->have_dict)
		reserve_add(&p->table, "dictionary (a copy of the file)", p->dict.blob.size, RESERVE_COPY);
	reserve_add(&p->table, "the program's state (struct program)", sizeof(struct program), RESERVE_STATIC);
}

static void print_memory(const struct reserve_table *t, FILE *f)
{
	size_t total = 0;
	for (int i = 0; i < t->count; i++) {
		const struct reserve_entry *e = &t->entries[i];
		fprintf(f, "  %-7s %-40s %12zu bytes\n", reserve_kind_name(e->kind), e->what, e->bytes);
		total += e->bytes;
	}
	fprintf(f, "  %-7s %-40s %12zu bytes\n", "total", "", total);
	fprintf(f, "  the heap pieces are one block of %zu bytes, allocated once; then the memory is sealed\n",
		t->heap_bytes);
}

/* tessera --memory: the table for the board's mode, no device opened. */
static int show_memory(struct program *p, const struct args *args, const struct drm_options *d)
{
	int pw = d->mode_width, ph = d->mode_height, lw, lh;
	load_dictionary(p, args);
	app_options_from(p, args);
	if (!pw || !ph) {
		pw = 800;
		ph = 480;
		printf("tessera: the mode is the display's own: the table for 800x480\n");
	}
	scanout_logical_size(d->rotation, pw, ph, &lw, &lh);
	plan_memory(p, lw, lh, pw, ph, d->format);
	printf("tessera: memory reserved at start-up, %dx%d%s%s:\n", lw, lh, p->board.name[0] ? ", board " : "",
	       p->board.name);
	print_memory(&p->table, stdout);
	return 0;
}

/* ---- start, run, stop ------------------------------------------------------------------ */

#ifdef TESSERA_NETWORK
/* The board's [network]: the link starts its threads and allocates, so
 * before the seal.  It does not wait for the broker (the kiosk may start
 * first). */
static void open_network(struct program *p)
{
	char msg[PATH_MAX + 160];
	const struct config_network *net = &p->board.network;
	struct remote remote;
	if (!net->enabled)
		return;
	int rc = remote_link_start(net, &remote, &p->link, msg, sizeof msg);
	if (rc) {
		fprintf(stderr, "tessera: warning: [network]: %s: playing alone\n", msg);
		p->link = NULL;
		p->net_off = remote_link_off_reason(rc);
		return;
	}
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	netplay_init(&p->netplay, &remote, net->name, net->place, (uint32_t)(ts.tv_sec * 1000 + ts.tv_nsec / 1000000));
	fprintf(stderr, "tessera: network: %s, broker %s:%d%s\n", net->user, net->host, net->port,
		net->ca_file[0] ? " (TLS)" : "");
}

/* The link's descriptor becomes readable when the other kiosks' messages wait. */
static void on_network(void *ctx, int fd, short revents)
{
	(void)fd, (void)revents;
	struct program *p = ctx;
	app_network(&p->app);
}

static void watch_network(struct program *p)
{
	if (p->link && loop_add(&p->device.loop, net_link_fd(p->link), POLLIN, on_network, p))
		fprintf(stderr, "tessera: warning: the network link cannot join the event loop: playing alone\n");
}

/* A clean exit leaves the lobby; queued moves get a second to go out. */
static void close_network(struct program *p)
{
	int unsent = net_link_stop(p->link, 1000);
	if (unsent > 0)
		fprintf(stderr, "tessera: network: %d messages had not reached the broker\n", unsent);
	p->link = NULL;
}
#else
static void open_network(struct program *p)
{
	if (p->board.network.enabled) {
		fprintf(stderr, "tessera: warning: [network]: this tessera was built without libmosquitto: playing alone\n");
		p->net_off = "Network play: this tessera was built without it";
	}
}

static void watch_network(struct program *p)
{
	(void)p;
}

static void close_network(struct program *p)
{
	(void)p;
}
#endif

/* Playing: the state directory the game is saved in, and the network (the
 * word list came before the display). */
static void open_play(struct program *p)
{
	char msg[PATH_MAX + 160];
	if (file_store_open_state(&p->store, msg, sizeof msg))
		fprintf(stderr, "tessera: warning: %s: games are not saved\n", msg);
	else if (msg[0])
		fprintf(stderr, "tessera: warning: %s\n", msg);
	open_network(p);
}


/* Calibrating: the screen measures the panel as it is (the board's swap,
 * inversion and rotation, not its old matrix), on the touches and in the
 * transform the store turns the fit into the board's new matrix with. */
static void open_calibration(struct program *p, const struct drm_options *d, struct evdev_options *e)
{
	const struct input_axis unit = { 0, 1 };	/* unused: only steps 3-5 matter */
	static struct input_calibration raw;
	raw = p->board.touch.calibration;
	input_calibration_raw(&raw);
	e->calibration = &raw;
	input_transform_init(&p->store.raw, &raw, unit, unit, p->device.drm.scanout.width,
			     p->device.drm.scanout.height, (int)d->rotation * 90);
	p->store.board_path = p->board.path;
}

static int start_app(struct program *p, const struct args *args, const struct drm_options *d)
{
	struct canvas *c = drm_canvas(&p->device.drm);
	struct app_backend io;
	device_backend(&p->device, &io);
	io.store = file_store_app(&p->store);
	io.log = say;
	plan_memory(p, c->width, c->height, p->device.drm.scanout.width, p->device.drm.scanout.height, d->format);
	p->block = huge_pages_alloc(p->table.heap_bytes, RESERVE_ALIGN); /* mostly the Reversi table */
	if (!p->block) {
		fprintf(stderr, "tessera: out of memory for the app (%zu bytes)\n", p->table.heap_bytes);
		return -ENOMEM;
	}
	if (app_init(&p->app, &p->opt, &io, &p->table, p->block, p->table.heap_bytes))
		return -EINVAL;
	watch_network(p);
	if (args->calibrate)
		fprintf(stderr, "tessera: calibrating the touch screen for %s (%dx%d)\n", p->board.path, c->width,
			c->height);
	else	/* the screen shown: a saved game may have been continued */
		fprintf(stderr, "tessera: seed %" PRIu64 ", %dx%d, starting at the %s\n", args->seed, c->width,
			c->height, p->app.shell.screen == SHELL_WORDS ? "Words table" : p->app.shell.screen ==
			SHELL_REVERSI ? "Reversi table" : "title screen");
	return 0;
}

static void attach_input(struct program *p, struct evdev_options *e, const struct drm_options *d)
{
	e->rotation = d->rotation;
	int err = device_attach_input(&p->device, e, &p->app);
	if (err)
		fprintf(stderr, "tessera: cannot watch %s for touch screens (%s): running without input\n",
			e->dir ? e->dir : "/dev/input", strerror(-err));
	else if (evdev_count(&p->device.input) == 0)
		fprintf(stderr, "tessera: input: no touch screen yet; waiting for one to be plugged in\n");
}

/* --kiosk: the console; under systemd: its notifications (docs/kiosk.md). */
static void open_service(struct program *p, const struct args *args)
{
	char msg[160];
	tty_forget(&p->tty);
	if (args->kiosk && tty_take(&p->tty, STDIN_FILENO, msg, sizeof msg))
		fprintf(stderr, "tessera: warning: --kiosk: standard input: %s; the console is left as it is\n", msg);
	else if (args->kiosk)
		fprintf(stderr, "tessera: console taken (%s)\n",
			p->tty.vt ? "graphics mode, keyboard off" : "raw mode; not a virtual console");
	if (!p->watchdog_opened && watchdog_open(&p->watchdog, msg, sizeof msg))
		fprintf(stderr, "tessera: warning: %s\n", msg);
	p->watchdog_opened = true;
}

/* How often --kiosk looks for a display that is not there (well within
 * the unit's WatchdogSec, pinged at each look). */
enum { DISPLAY_RETRY_S = 2 };

/* The display.  Returns -1 when it is open, else the exit status.  With
 * --kiosk one that is not there (no DRM device yet, nothing connected: a
 * board booted before its screen was switched on, after a power cut, or a
 * driver that loads late) is waited for: said once, looked for again every
 * DISPLAY_RETRY_S, and a changed reason said again (one that is not a
 * display missing ends it, status 1).  An exit instead had the unit start
 * it again every 2 s, and after 10 starts in a minute systemd gave up:
 * the kiosk stayed dark until someone rebooted it.  The
 * unit is started meanwhile (READY=1: neither the boot nor a `systemctl
 * start` waits on a screen), says why in `systemctl status` (STATUS=), and
 * each look pings the watchdog, so a look that hangs is still killed. */
static int open_display(struct program *p, const struct args *args, const struct drm_options *dopt)
{
	char msg[DRM_MSG_LEN], said[DRM_MSG_LEN], note[DRM_MSG_LEN + 80];
	int err = device_open(&p->device, dopt, msg, sizeof msg);
	if (!err)
		return -1;
	fprintf(stderr, "tessera: %s\n", msg);
	/* Only a display not there may come: a permission refused, or the
	 * display held by another program, is for someone to put right, and
	 * the unit's giving up brings the login prompt back for them. */
	if (!args->kiosk || (err != -ENODEV && err != -ENOENT))
		return 1;
	if (watchdog_open(&p->watchdog, note, sizeof note))
		fprintf(stderr, "tessera: warning: %s\n", note);
	p->watchdog_opened = true;
	fprintf(stderr, "tessera: --kiosk: waiting for the display (looked for every %d s)\n", DISPLAY_RETRY_S);
	snprintf(said, sizeof said, "%s", msg);
	sigset_t set, old;
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &set, &old);
	int sig = 0;
	unsigned waited = 0;
	for (;;) {
		snprintf(note, sizeof note, "READY=1\nWATCHDOG=1\nSTATUS=waiting for the display: %s", said);
		watchdog_notify(&p->watchdog, note);
		const struct timespec retry = { DISPLAY_RETRY_S, 0 };
		sig = sigtimedwait(&set, NULL, &retry);
		if (sig > 0)
			break;
		waited += DISPLAY_RETRY_S;
		if (!(err = device_open(&p->device, dopt, msg, sizeof msg)))
			break;
		/* A look that fails unblocks the signals as its loop closes,
		 * and one that came during it was taken by that loop. */
		pthread_sigmask(SIG_BLOCK, &set, NULL);
		if ((sig = p->device.loop.quit_signal) > 0)
			break;
		if (strcmp(msg, said) != 0) {
			fprintf(stderr, "tessera: %s\n", msg);
			snprintf(said, sizeof said, "%s", msg);
		}
		if (err != -ENODEV && err != -ENOENT) {
			pthread_sigmask(SIG_SETMASK, &old, NULL);
			watchdog_close(&p->watchdog);
			return 1;
		}
	}
	/* Open, the signals stay blocked: its loop reads them (a signalfd). */
	if (sig <= 0) {
		fprintf(stderr, "tessera: the display is there, after %u s\n", waited);
		watchdog_notify(&p->watchdog, "STATUS=");
		return -1;
	}
	pthread_sigmask(SIG_SETMASK, &old, NULL);
	/* As the game's own end: SIGTERM (the admin's stop) is clean. */
	fprintf(stderr, "tessera: signal %d while waiting for the display, shutting down\n", sig);
	watchdog_close(&p->watchdog);
	return sig == SIGTERM ? 0 : 128 + sig;
}

/* Runs until the app is done or a signal; returns the exit status. */
static int run(struct program *p)
{
	int status = 0;
	int err = watchdog_start(&p->watchdog, &p->device.loop);
	if (err)
		fprintf(stderr, "tessera: warning: cannot notify systemd: %s\n", strerror(-err));
	seal_memory();
	fprintf(stderr, "tessera: running\n");
	err = device_run(&p->device, &p->app);
	seal_release();
	if (p->device.loop.quit_signal)
		fprintf(stderr, "tessera: signal %d, shutting down\n", p->device.loop.quit_signal);
	if (err)
		fprintf(stderr, "tessera: the event loop failed: %s\n", strerror(-err));
	if (seal_violations())
		fprintf(stderr, "tessera: warning: %lu allocations after the memory seal\n", seal_violations());
	app_finished(&p->app, &status);
	/* The admin's stop (SIGTERM) is a clean end; an interrupt or a hangup is
	 * not (128 + the signal, as a shell reports it), so a supervisor brings
	 * the game back. */
	int sig = p->device.loop.quit_signal;
	if (!err && !status && (sig == SIGINT || sig == SIGHUP))
		status = 128 + sig;
	return err ? 1 : status;
}

static int stop(struct program *p, int status)
{
	watchdog_close(&p->watchdog);
	app_stop(&p->app);
	close_network(p);
	int restore = device_close(&p->device);
	tty_restore(&p->tty);	/* after the display: the text console redraws */
	if (restore)
		fprintf(stderr, "tessera: could not restore the display: %s\n", strerror(-restore));
	else
		fprintf(stderr, "tessera: CRTC restored, %" PRIu64 " frames (%s), %" PRIu64 " bytes copied\n",
			p->device.drm.frames,
			p->device.drm.present_mode == DRM_PRESENT_FLIP ? "page flips" : "DirtyFB clips",
			p->device.drm.chain.bytes_copied);
	free(p->block);
	return status ? status : restore ? 1 : 0;
}

/* Before any device: the board (over which the flags apply again), the
 * calibration's file, the seed.  Returns -1 to go on, else an exit status. */
static int prepare(struct program *p, int argc, char **argv, struct args *args, struct drm_options *d,
		   struct evdev_options *e)
{
	struct drm_options scratch_d = { 0 };
	struct evdev_options scratch_e = { 0 };
	/* The whole line first, so a typo is a usage error before anything else. */
	if (parse_args(argc, argv, &scratch_d, &scratch_e, args)) {
		const char *o = args->bad;
		size_t eq = strcspn(o, "=");
		char name[32];
		snprintf(name, sizeof name, "%.*s", (int)eq, o);
		if (args->bad_why == ARG_NO_VALUE)
			fprintf(stderr, "tessera: missing value: %s needs one (the next argument)\n", o);
		else if (args->bad_why == ARG_BAD_VALUE)
			fprintf(stderr, "tessera: bad value: %s '%s'\n", o, argv[args->bad_i + 1]);
		else if (o[eq] && takes_value(name))	/* --board=NAME */
			fprintf(stderr, "tessera: unknown option: %s (an option's value is the next argument: %.*s %s)\n",
				o, (int)eq, o, o + eq + 1);
		else
			fprintf(stderr, "tessera: unknown option: %s\n", o);
		usage(stderr);
		return 2;
	}
	if (args->help) {
		usage(stdout);
		return 0;
	}
	config_defaults(&p->board); /* without --board: every default */
	if (args->board && load_board(p, args->board, d, e))
		return 2;
	if (args->calibrate && !args->board) {
		fprintf(stderr, "tessera: --calibrate needs --board NAME: the board config the matrix is written to\n");
		return 2;
	}
	char msg[CONFIG_PATH_MAX + 160];
	/* Before any device: no one should calibrate for nothing. */
	if (args->calibrate && config_calibration_writable(p->board.path, msg, sizeof msg)) {
		fprintf(stderr, "tessera: %s; nothing was changed\n", msg);
		return 1;
	}
	parse_args(argc, argv, d, e, args);
	if (!args->calibrate && !args->memory)
		fprintf(stderr, "tessera: Words Expert thinks %" PRIu32 " ms a turn (%s)\n",
			args->think_ms ? args->think_ms : (uint32_t)p->board.computer.think_ms,
			args->think_ms ? "--think-ms" : args->board ? "board config" : "default");
	if (!args->seed_set) {
		struct timespec ts;
		clock_gettime(CLOCK_REALTIME, &ts);
		args->seed = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
	}
	return -1;
}

int main(int argc, char **argv)
{
	static struct program p;
	struct drm_options dopt = { 0 };
	struct evdev_options eopt = { 0 };
	struct args args = { .computer = -2 };

	int status = prepare(&p, argc, argv, &args, &dopt, &eopt);
	if (status >= 0)
		return status;
	if (args.memory)
		return show_memory(&p, &args, &dopt);
	/* The word list before any device: a bad one is said first, not after
	 * the display's lines, and said even when no display can be opened. */
	if (!args.calibrate)
		load_dictionary(&p, &args);
	if ((status = open_display(&p, &args, &dopt)) >= 0)
		return status;
	fprintf(stderr, "tessera: display %s %s %dx%d, rotation %d, %s\n", p.device.drm.device_path,
		p.device.drm.connector_name, p.device.drm.scanout.width, p.device.drm.scanout.height,
		(int)dopt.rotation * 90, dopt.format == SCANOUT_RGB565 ? "RGB565" : "XRGB8888");
	if (p.device.drm.mode_missing)
		fprintf(stderr, "tessera: %s offers no %dx%d mode (the board config's or --mode): using its preferred mode; tessera-board show lists the board's settings\n",
			p.device.drm.connector_name, dopt.mode_width, dopt.mode_height);
	open_service(&p, &args);
	file_store_init(&p.store);
	if (args.calibrate)
		open_calibration(&p, &dopt, &eopt);
	else
		open_play(&p);
	app_options_from(&p, &args);
	if (start_app(&p, &args, &dopt))
		return stop(&p, 1);
	attach_input(&p, &eopt, &dopt);
	return stop(&p, run(&p));
}
