/* tessera-board: board configs from the command line.
 *   tessera-board list                     boards found in the default directories
 *   tessera-board show NAME                every setting of a board, defaults included
 *                                          (NAME.conf.shipped: the one make install kept)
 *   tessera-board check FILE...            parse files; errors name file, line and key;
 *                                          warns when start-up would reserve more memory
 *                                          than the kiosk unit allows, or when a
 *                                          [network] file cannot be read by it
 *   tessera-board set-calibration FILE a b c d e f
 *                                          rewrite only the calibration line, atomically */
#include <errno.h>
#include <limits.h>
#include <grp.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ai/rvai_thread.h"
#include "app/app.h"
#include "app/reserve.h"
#include "gfx/scanout.h"
#include "platform/config.h"
#include "platform/number.h"

static int usage(FILE *out, const char *const *dirs, size_t ndirs)
{
	fprintf(out, "usage: tessera-board list\n"
		     "       tessera-board show NAME\n"
		     "       tessera-board check FILE...\n"
		     "       tessera-board set-calibration FILE a b c d e f\n"
		     "       tessera-board --help\n"
		     "\n"
		     "list and show (and tessera --board NAME) look for NAME.conf in, in order:\n"
		     "$TESSERA_BOARD_DIR if set, board-configs in the working directory (the\n"
		     "source tree), then the install's PREFIX/share/tessera/board-configs,\n"
		     "PREFIX being the folder above this program's.  Here:\n");
	for (size_t i = 0; i < ndirs; i++)
		fprintf(out, "  %s\n", dirs[i]);
	fprintf(out, "\nlist names each NAME whose first NAME.conf there is a readable regular file;\n"
		     "any other NAME.conf (a folder, a FIFO, one it may not read) is skipped, said\n"
		     "on stderr.\n"
		     "show NAME.conf.shipped shows the config make install put beside one\n"
		     "changed since it was installed (a calibration).\n"
		     "\nExit status: 0 ok (check: every file, warnings aside), 1 a file that is\n"
		     "not a good board config, an unknown board, one that cannot be rewritten,\n"
		     "or (list, show) a $TESSERA_BOARD_DIR that is not there (said, after what\n"
		     "was found in the other folders), 2 a usage error or a calibration value\n"
		     "that is no number in range.\n");
	return out == stdout ? 0 : 2;
}

static void show(const struct config_board *c)
{
	const struct config_display *d = &c->display;
	const struct config_touch *t = &c->touch;
	const float *m = t->calibration.matrix;
	printf("# board %s: %s\n", c->name, c->description[0] ? c->description : "(no description)");
	printf("# from %s\n", c->path);
	/* An empty value is no value in a config: without one, no line. */
	if (c->description[0])
		printf("[board]\ndescription = %s\n\n", c->description);
	printf("[display]\n");
	printf("device = %s\nconnector = %s\n", d->device, d->connector);
	if (d->mode_w)
		printf("mode = %dx%d\n", d->mode_w, d->mode_h);
	else
		printf("mode = preferred\n");
	printf("rotation = %d\nformat = %s\n\n[touch]\n", (int)d->rotation, config_format_name(d->format));
	printf("device = %s\nkind = %s\n", t->device, input_kind_name(t->kind));
	printf("calibration = %g %g %g  %g %g %g\n", m[0], m[1], m[2], m[3], m[4], m[5]);
	printf("swap_xy = %s\ninvert_x = %s\ninvert_y = %s\n", t->calibration.swap_xy ? "true" : "false",
	       t->calibration.invert_x ? "true" : "false", t->calibration.invert_y ? "true" : "false");
	printf("drag_threshold = %d\nlong_press_ms = %d\n\n[look]\n", t->drag_threshold, t->long_press_ms);
	printf("scale = %g\ntheme = %s\n\n[computer]\n", c->look.scale, c->look.theme);
	printf("think_ms = %d\nreversi_table_mib = %d\n", c->computer.think_ms, c->computer.reversi_table_mib);
	const struct config_kiosk *k = &c->kiosk;
	printf("\n[kiosk]\ncover_after_s = %d\nask_after_s = %d\npark_after_s = %d\n", k->cover_after_s,
	       k->ask_after_s, k->park_after_s);
	printf("offer_for_s = %d\nattract_after_s = %d\nblank_after_s = %d\n", k->offer_for_s, k->attract_after_s,
	       k->blank_after_s);
	const struct config_network *n = &c->network;
	if (!n->enabled)
		return;
	printf("\n[network]\nhost = %s\nport = %d\n", n->host, n->port);
	if (n->ca_file[0])
		printf("ca_file = %s\n", n->ca_file);
	printf("user = %s\n", n->user);
	if (n->password_file[0])
		printf("password_file = %s\n", n->password_file);
	printf("name = %s\n", n->name);
	if (n->place[0])
		printf("place = %s\n", n->place);
}

static int set_calibration(const char *path, char **argv)
{
	float m[6];
	char msg[CONFIG_PATH_MAX + CONFIG_ERROR_MAX];
	/* Each value as a board config reads it (number.h), refused here with
	 * its name and what it may be, before the file is looked at. */
	for (int i = 0; i < 6; i++) {
		char *end;
		enum number_float got = number_parse_float(argv[i], CONFIG_NUMBER_MAX, &end, &m[i]);
		if (got == NUMBER_FLOAT_OK && *end)
			got = NUMBER_FLOAT_NONE;
		if (got != NUMBER_FLOAT_OK) {
			fprintf(stderr, "tessera-board: set-calibration: %c = '%s' is %s (each of a b c d e f is a "
				"decimal number from %.0f to %.0f)\n", 'a' + i, argv[i], number_float_why(got), -CONFIG_NUMBER_MAX, CONFIG_NUMBER_MAX);
			return 2;
		}
	}
	if (config_write_calibration(path, m, msg, sizeof msg)) {
		fprintf(stderr, "tessera-board: %s\n", msg);
		return 1;
	}
	return 0;
}

/* The kiosk unit's MemoryMax (dist/tessera.service; tests/cli/board.sh checks
 * they agree), and what start-up may reserve of it: the rest is for the
 * dictionary's copy (5 MiB), the threads' stacks and the page cache. */
#define BOARD_UNIT_MEMORY_MIB 96
#define BOARD_RESERVE_WARN_MIB 64

/* What tessera --memory would print as the total for this board (its mode,
 * else 800x480), without the dictionary: the app's pieces and the display's
 * buffers, planned as tessera plans them. */
static size_t board_reserved(const struct config_board *c)
{
	struct app_options opt = {
		.mode = APP_PLAY,
		.scale = c->look.scale,
		.workers = true,
		.solver_helpers = rvai_helpers_for_cpus(sysconf(_SC_NPROCESSORS_ONLN)),
		.reversi_table_bytes = (size_t)c->computer.reversi_table_mib << 20,
	};
	int pw = c->display.mode_w ? c->display.mode_w : 800, ph = c->display.mode_h ? c->display.mode_h : 480;
	int lw, lh;
	enum scanout_format format = c->display.format == CONFIG_FORMAT_RGB565 ? SCANOUT_RGB565 : SCANOUT_XRGB8888;
	scanout_logical_size((enum scanout_rotation)(c->display.rotation / 90), pw, ph, &lw, &lh);
	struct reserve_table t;
	reserve_init(&t);
	app_memory_plan(&opt, lw, lh, &t);
	return reserve_total(&t, RESERVE_HEAP) + (size_t)lw * (size_t)lh * 4 +
	       2 * (size_t)pw * (size_t)ph * (size_t)scanout_bytes_per_pixel(format);
}

/* A board within the documented ranges can still ask for more than a kiosk
 * has (reversi_table_mib = 1024, an 8192x8192 mode): under the unit's
 * MemoryMax it would be killed at every start, so the check says so. */
static void warn_memory(const char *path, const struct config_board *c)
{
	size_t mib = (board_reserved(c) + (1u << 20) - 1) >> 20;
	if (mib > BOARD_RESERVE_WARN_MIB)
		fprintf(stderr,
			"%s: warning: start-up reserves %zu MiB (tessera --memory --board NAME lists it), "
			"more than the %d MiB that leave room for the dictionary under the kiosk unit's "
			"MemoryMax=%dM: lower [computer] reversi_table_mib, [display] mode or [look] scale\n",
			path, mib, BOARD_RESERVE_WARN_MIB, BOARD_UNIT_MEMORY_MIB);
}

/* A [look] scale larger than a fixed [display] mode holds is drawn smaller
 * (app_scale_fit), said on the title screen: the check says it first.
 * With the connector's preferred mode the size is known only at start. */
static void warn_scale(const char *path, const struct config_board *c)
{
	if (!c->display.mode_w)
		return;
	int lw, lh;
	scanout_logical_size((enum scanout_rotation)(c->display.rotation / 90), c->display.mode_w, c->display.mode_h,
			     &lw, &lh);
	float drawn = app_scale_fit(lw, lh, c->look.scale, NULL, 0);
	if (drawn < c->look.scale)
		fprintf(stderr, "%s: warning: [look] scale %g is too large for %dx%d: tessera draws at %.4g\n", path,
			(double)c->look.scale, lw, lh, (double)drawn);
}

/* Whether the kiosk unit's user may read st: not its owner (DynamicUser=
 * makes it at each start), so through the others' bits or the group of
 * its SupplementaryGroups (video, input).  want is S_IROTH or S_IXOTH. */
static bool unit_may(const struct stat *st, mode_t want)
{
	if (st->st_mode & want)
		return true;
	mode_t group = want == S_IROTH ? S_IRGRP : S_IXGRP;
	if (!(st->st_mode & group))
		return false;
	static const char *const groups[] = { "video", "input" };
	for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++) {
		const struct group *g = getgrnam(groups[i]);
		if (g && g->gr_gid == st->st_gid)
			return true;
	}
	return false;
}

/* The folder of path that shuts the unit's user out, if one does. */
static bool unit_reaches(const char *path, char *dir, size_t size)
{
	snprintf(dir, size, "%s", path);
	for (char *slash = strrchr(dir, '/'); slash; slash = strrchr(dir, '/')) {
		*slash = '\0';
		struct stat st;
		const char *d = dir[0] ? dir : "/";
		if (stat(d, &st) == 0 && !unit_may(&st, S_IXOTH)) {
			if (!dir[0])
				snprintf(dir, size, "/");
			return false;
		}
	}
	return true;
}

/* A [network] file tessera reads at start (ca_file, password_file): one it
 * cannot read makes it play alone, said only in its journal, so the check
 * says so first.  Warnings only: the file may be put there later. */
static void warn_network_file(const char *conf, const char *key, const char *file)
{
	struct stat st;
	char dir[CONFIG_PATH_MAX];
	if (!file[0])
		return;
	/* A systemd credential (docs/kiosk.md) is there only while the unit runs. */
	if (strncmp(file, "/run/credentials/", 17) == 0)
		return;
	if (stat(file, &st) != 0)
		fprintf(stderr, "%s: warning: [network] %s %s: %s: tessera would play alone\n", conf, key, file,
			strerror(errno));
	else if (!S_ISREG(st.st_mode))
		fprintf(stderr, "%s: warning: [network] %s %s is not a regular file: tessera would play alone\n", conf,
			key, file);
	else if (access(file, R_OK) != 0)
		fprintf(stderr, "%s: warning: [network] %s %s: %s: tessera would play alone\n", conf, key, file,
			strerror(errno));
	else if (st.st_size == 0)
		fprintf(stderr, "%s: warning: [network] %s %s is empty: tessera would not connect to the broker\n",
			conf, key, file);
	else if (!unit_may(&st, S_IROTH) || !unit_reaches(file, dir, sizeof dir))
		fprintf(stderr, "%s: warning: [network] %s %s: %s%s may not be read by the kiosk unit's user (a user "
			"made at each start, in the groups video and input): under the unit tessera would play alone%s\n",
			conf, key, file, unit_may(&st, S_IROTH) ? "its folder " : "it", unit_may(&st, S_IROTH) ? dir : "",
			strcmp(key, "password_file") == 0
				? " (hand it over as a credential: docs/kiosk.md)" : " (make it readable by all: chmod 644)");
}

static int check(int n, char **paths)
{
	struct config_board cfg;
	struct config_error err;
	int bad = 0;
	for (int i = 0; i < n; i++) {
		if (config_load_file(&cfg, paths[i], &err)) {
			fprintf(stderr, "%s\n", err.message);
			bad = 1;
		} else {
			printf("%s: ok\n", paths[i]);
			warn_memory(paths[i], &cfg);
			warn_scale(paths[i], &cfg);
			if (cfg.network.enabled) {
				warn_network_file(paths[i], "ca_file", cfg.network.ca_file);
				warn_network_file(paths[i], "password_file", cfg.network.password_file);
			}
		}
	}
	return bad;
}

static void say_skipped(void *ctx, const char *path, const char *why)
{
	(void)ctx;
	fprintf(stderr, "tessera-board: list: skipped %s: %s\n", path, why);
}

/* A $TESSERA_BOARD_DIR that is not there is the operator's mistake (a
 * typo, an unmounted card): what list and show find is then from the other
 * folders, so they say it, after what they found there, and end with 1. */
static int board_dir_said(const char *command)
{
	char msg[PATH_MAX + 160];
	if (!config_board_dir_unusable(msg, sizeof msg))
		return 0;
	fprintf(stderr, "tessera-board: %s: %s\n", command, msg);
	return 1;
}

/* The boards, one line; what is no board is said on stderr. */
static int list(const char *const *dirs, size_t ndirs)
{
	char names[1024];
	config_board_names(dirs, ndirs, names, sizeof names, say_skipped, NULL);
	printf("%s\n", names);
	return board_dir_said("list");
}

/* show's NAME, or NAME.conf.shipped: the config make install shipped, kept
 * beside a NAME.conf changed where it was installed (a calibration). */
static int load_shown(struct config_board *cfg, const char *name, const char *const *dirs, size_t ndirs,
		      struct config_error *err)
{
	static const char shipped[] = ".conf.shipped";
	size_t n = strlen(name), k = sizeof shipped - 1;
	if (n <= k || strcmp(name + n - k, shipped) != 0 || strchr(name, '/') || name[0] == '.')
		return config_load_board(cfg, name, dirs, ndirs, err);
	char path[CONFIG_PATH_MAX];
	struct stat st;
	for (size_t i = 0; i < ndirs; i++) {
		int w = snprintf(path, sizeof path, "%s/%s", dirs[i], name);
		if (w < 0 || (size_t)w >= sizeof path || stat(path, &st) != 0 || !S_ISREG(st.st_mode))
			continue;
		int rc = config_load_file(cfg, path, err);
		snprintf(cfg->name, sizeof cfg->name, "%s", name);
		return rc;
	}
	/* None: said as the board's own would be, with what is there. */
	char board[CONFIG_STR_MAX];
	snprintf(board, sizeof board, "%.*s", (int)(n - k), name);
	int rc = config_load_board(cfg, board, dirs, ndirs, err);
	if (rc == 0) {
		snprintf(err->message, sizeof err->message, "show: no %s beside %.200s (make install keeps one only "
			 "when the installed config was changed)", name, cfg->path);
		return -ENOENT;
	}
	return rc;
}

/* What was wrong with a command line none of main's cases took. */
static const char *usage_mistake(int argc, char **argv)
{
	static char why[160];
	static const struct {
		const char *command, *takes;
	} commands[] = {
		{ "list", "list takes no argument" },
		{ "show", "show takes one board NAME" },
		{ "check", "check takes one FILE or more" },
		{ "set-calibration", "set-calibration takes a FILE and six numbers a b c d e f" },
	};
	if (argc < 2)
		return "no command (list, show, check or set-calibration)";
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(argv[1], commands[i].command) == 0)
			return commands[i].takes;
	snprintf(why, sizeof why, "unknown command '%.100s' (list, show, check or set-calibration)", argv[1]);
	return why;
}

int main(int argc, char **argv)
{
	const char *dirs[CONFIG_BOARD_DIRS_MAX];
	size_t ndirs = config_default_board_dirs(dirs);
	struct config_board cfg;
	struct config_error err;
	if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0))
		return usage(stdout, dirs, ndirs);
	if (argc == 2 && strcmp(argv[1], "list") == 0)
		return list(dirs, ndirs);
	if (argc == 3 && strcmp(argv[1], "show") == 0) {
		if (load_shown(&cfg, argv[2], dirs, ndirs, &err)) {
			/* The name's errors are tessera's "--board: ..."; here it is show's. */
			const char *m = err.message;
			fprintf(stderr, "tessera-board: %s%s\n", strncmp(m, "--board: ", 9) == 0 ? "show: " : "",
				strncmp(m, "--board: ", 9) == 0 ? m + 9 : m);
			board_dir_said("show");
			return 1;
		}
		show(&cfg);
		return board_dir_said("show");
	}
	if (argc >= 3 && strcmp(argv[1], "check") == 0)
		return check(argc - 2, argv + 2);
	if (argc == 9 && strcmp(argv[1], "set-calibration") == 0)
		return set_calibration(argv[2], argv + 3);
	fprintf(stderr, "tessera-board: %s\n", usage_mistake(argc, argv));
	return usage(stderr, dirs, ndirs);
}
