#include "platform/headless.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfx/damage.h"
#include "platform/config.h"
#include "input/input_transform.h"
#include "image/png.h"
#include "ui/calib/calib.h"
#include "app/shell.h"

static bool parse_int(const char **p, int *out)
{
	const char *s = *p;
	while (*s == ' ' || *s == '\t')
		s++;
	char *end;
	errno = 0;
	long v = strtol(s, &end, 10);
	if (end == s || errno || v < -100000 || v > 100000000)
		return false;
	*out = (int)v;
	*p = end;
	return true;
}

static bool at_end(const char *p)
{
	while (*p == ' ' || *p == '\t' || *p == '\r')
		p++;
	return *p == 0 || *p == '#';
}

int headless_parse_line(const char *line, struct headless_cmd *cmd, char *err, size_t errlen)
{
	memset(cmd, 0, sizeof *cmd);
	const char *p = line;
	while (*p == ' ' || *p == '\t')
		p++;
	if (at_end(p))
		return 0;
	char word[16];
	size_t n = 0;
	while (p[n] && !isspace((unsigned char)p[n]) && n < sizeof word - 1) {
		word[n] = p[n];
		n++;
	}
	word[n] = 0;
	p += n;
	if (!strcmp(word, "down") || !strcmp(word, "move") || !strcmp(word, "up")) {
		cmd->type = word[0] == 'd' ? HEADLESS_DOWN : word[0] == 'm' ? HEADLESS_MOVE : HEADLESS_UP;
		if (!parse_int(&p, &cmd->x) || !parse_int(&p, &cmd->y) || !at_end(p)) {
			snprintf(err, errlen, "expected '%s X Y' with two integers", word);
			return -EINVAL;
		}
		return 0;
	}
	if (!strcmp(word, "wait")) {
		cmd->type = HEADLESS_WAIT;
		if (!parse_int(&p, &cmd->ms) || cmd->ms < 0 || !at_end(p)) {
			snprintf(err, errlen, "expected 'wait MS' with a count of milliseconds >= 0");
			return -EINVAL;
		}
		return 0;
	}
	if (!strcmp(word, "shot")) {
		cmd->type = HEADLESS_SHOT;
		while (*p == ' ' || *p == '\t')
			p++;
		size_t len = strcspn(p, " \t\r#");
		const char *rest = p + len;
		bool ok = len > 4 && len < HEADLESS_NAME_MAX && !strncmp(p + len - 4, ".png", 4) && at_end(rest);
		for (size_t i = 0; ok && i < len; i++)
			ok = isalnum((unsigned char)p[i]) || p[i] == '-' || p[i] == '_' || p[i] == '.';
		if (!ok) {
			snprintf(err, errlen, "expected 'shot NAME.png' (letters, digits, '-', '_', '.'; under %d characters)",
				 HEADLESS_NAME_MAX);
			return -EINVAL;
		}
		memcpy(cmd->name, p, len);
		cmd->name[len] = 0;
		return 0;
	}
	snprintf(err, errlen, "unknown command '%s' (down, move, up, wait, shot or # comment)", word);
	return -EINVAL;
}

/* Compares the shot with its reference; on a difference writes NAME-diff.png
 * (differing pixels red over a dimmed copy) next to the shot. */
static int compare_shot(const struct headless_options *opt, const struct canvas *c, const char *name,
			const char *shot_path)
{
	char ref_path[1024], diff_path[1024];
	snprintf(ref_path, sizeof ref_path, "%s/%s", opt->ref_dir, name);
	snprintf(diff_path, sizeof diff_path, "%s/%.*s-diff.png", opt->out_dir, (int)strlen(name) - 4, name);
	struct png_image ref;
	int err = png_read(ref_path, &ref);
	if (err) {
		fprintf(stderr, "golden: %s: cannot read the reference %s (%s); actual image: %s\n", name,
			ref_path, strerror(-err), shot_path);
		return 1;
	}
	if (ref.width != c->width || ref.height != c->height) {
		fprintf(stderr, "golden: %s: reference %s is %dx%d, the shot is %dx%d; actual image: %s\n", name,
			ref_path, ref.width, ref.height, c->width, c->height, shot_path);
		png_free(&ref);
		return 1;
	}
	long differ = 0;
	int fx = -1, fy = -1;
	for (int y = 0; y < c->height; y++)
		for (int x = 0; x < c->width; x++) {
			uint32_t a = c->pixels[(size_t)y * c->stride + x] & 0xffffff;
			uint32_t *b = &ref.pixels[(size_t)y * ref.width + x];
			if (a != *b) {
				if (!differ++) {
					fx = x;
					fy = y;
				}
				*b = 0xff0000;
			} else {
				/* Dimmed grey of the actual, so red stands out. */
				uint32_t l = (((a >> 16) & 255) * 3 + ((a >> 8) & 255) * 6 + (a & 255)) / 10;
				l = 40 + l / 3;
				*b = l << 16 | l << 8 | l;
			}
		}
	if (differ) {
		struct canvas d = png_canvas(&ref);
		png_write(diff_path, &d);
		fprintf(stderr,
			"golden: %s: %ld pixels differ from %s (first at %d,%d)\n"
			"        actual: %s\n        diff:   %s\n",
			name, differ, ref_path, fx, fy, shot_path, diff_path);
	}
	png_free(&ref);
	return differ ? 1 : 0;
}

struct session {
	const struct headless_options *opt;
	struct headless_report *rep;
	struct shell *shell;	/* the menu or the game the script drives */
	struct calib *calib;	/* or the calibration screen (--calibrate) */
	struct input_transform raw;	/* calibration: device values -> raw canvas */
	struct canvas screen, check;
	uint32_t now;
};

static bool screen_wants_frame(const struct session *s)
{
	return s->calib ? calib_wants_frame(s->calib) : shell_wants_frame(s->shell);
}

static void screen_render(struct session *s, struct damage *d)
{
	if (s->calib)
		calib_render(s->calib, &s->screen, d);
	else
		shell_render(s->shell, &s->screen, d);
}

static void screen_render_full(struct session *s)
{
	if (s->calib)
		calib_render_full(s->calib, &s->check);
	else
		shell_render_full(s->shell, &s->check);
}

static bool screen_next_deadline(const struct session *s, uint32_t *deadline)
{
	return s->calib ? false : shell_next_deadline(s->shell, deadline);
}

/* Save on the calibration screen: the board config gets the matrix that
 * makes the full transform do what the screen's fit does. */
static void calib_save(struct session *s)
{
	const char *path = s->opt->board_file;
	char msg[CONFIG_PATH_MAX + CONFIG_ERROR_MAX];
	float m[6];
	int err = -EROFS;
	snprintf(msg, sizeof msg, "no board config to write (--board-file)");
	if (path)
		err = config_write_screen_calibration(path, &s->raw, s->calib->fit.m, m, msg, sizeof msg);
	if (err) {
		fprintf(stderr, "headless: calibration not saved: %s\n", msg);
		calib_save_done(s->calib, err, msg);
		return;
	}
	printf("calibration: wrote %.9g %.9g %.9g  %.9g %.9g %.9g to %s (touches within %.1f px)\n", m[0], m[1],
	       m[2], m[3], m[4], m[5], path, s->calib->error_px);
	const char *base = strrchr(path, '/');
	calib_save_done(s->calib, 0, base ? base + 1 : path);
}

static void screen_event(struct session *s, struct pointer_event *ev)
{
	if (!s->calib) {
		shell_handle_event(s->shell, ev);
		return;
	}
	input_transform_point(&s->raw, ev->x, ev->y, &ev->x, &ev->y);
	calib_handle_event(s->calib, ev);
	if (calib_phase(s->calib) == CALIB_PHASE_SAVING)
		calib_save(s);
}

static void frame(struct session *s)
{
	if (!screen_wants_frame(s))
		return;
	struct damage d;
	damage_init(&d, s->screen.width, s->screen.height);
	screen_render(s, &d);
	s->rep->frames++;
	s->rep->damage_pixels += damage_area(&d);
	if (!s->opt->verify_damage)
		return;
	screen_render_full(s);
	size_t n = (size_t)s->screen.width * s->screen.height;
	for (size_t i = 0; i < n; i++)
		if ((s->screen.pixels[i] ^ s->check.pixels[i]) & 0xffffff) {
			fprintf(stderr, "headless: frame %d: pixel %zu,%zu was not repainted (damage missed it)\n",
				s->rep->frames, i % (size_t)s->screen.width, i / (size_t)s->screen.width);
			s->rep->damage_errors++;
			/* Resynchronise so one miss is reported once. */
			memcpy(s->screen.pixels, s->check.pixels, n * sizeof *s->check.pixels);
			break;
		}
}

/* Advances the clock to t, running the ui's timers on the way. */
static void advance(struct session *s, uint32_t t)
{
	uint32_t deadline;
	while (screen_next_deadline(s, &deadline) && (int32_t)(deadline - t) <= 0) {
		s->now = (int32_t)(deadline - s->now) > 0 ? deadline : s->now;
		shell_tick(s->shell, s->now);
		frame(s);
		if (!shell_next_deadline(s->shell, &deadline) || deadline == s->now)
			break;
	}
	s->now = t;
}

static int run_cmd(struct session *s, const struct headless_cmd *cmd)
{
	switch (cmd->type) {
	case HEADLESS_NONE:
		return 0;
	case HEADLESS_DOWN:
	case HEADLESS_MOVE:
	case HEADLESS_UP: {
		struct pointer_event ev;
		ev.type = cmd->type == HEADLESS_DOWN ? POINTER_DOWN
			  : cmd->type == HEADLESS_MOVE ? POINTER_MOVE : POINTER_UP;
		ev.x = cmd->x;
		ev.y = cmd->y;
		ev.time_ms = s->now;
		screen_event(s, &ev);
		s->rep->events++;
		frame(s);
		advance(s, s->now + HEADLESS_FRAME_MS);
		return 0;
	}
	case HEADLESS_WAIT:
		advance(s, s->now + (uint32_t)cmd->ms);
		return 0;
	case HEADLESS_SHOT: {
		char path[1024];
		frame(s);
		snprintf(path, sizeof path, "%s/%s", s->opt->out_dir, cmd->name);
		int err = png_write(path, &s->screen);
		if (err) {
			fprintf(stderr, "headless: cannot write %s: %s\n", path, strerror(-err));
			return err;
		}
		s->rep->shots++;
		if (s->opt->ref_dir)
			s->rep->mismatches += compare_shot(s->opt, &s->screen, cmd->name, path);
		return 0;
	}
	}
	return 0;
}

/* The calibration screen and the raw transform the board implies. */
static int headless_calib_start(struct session *s)
{
	const struct headless_options *opt = s->opt;
	static struct config_board board;
	struct config_error cerr;
	char msg[CONFIG_PATH_MAX + 80];
	config_defaults(&board);
	if (opt->board_file) {
		if (config_load_file(&board, opt->board_file, &cerr)) {
			fprintf(stderr, "headless: %s\n", cerr.message);
			return -EINVAL;
		}
		if (config_calibration_writable(opt->board_file, msg, sizeof msg)) {
			fprintf(stderr, "headless: %s\n", msg);
			return -EACCES;
		}
	}
	int rot = (int)board.display.rotation;
	bool quarter = rot == 90 || rot == 270;
	struct input_calibration raw = board.touch.calibration;
	static const float identity[6] = { 1, 0, 0, 0, 1, 0 };
	memcpy(raw.matrix, identity, sizeof identity);
	struct input_axis ax = { 0, opt->touch_max_x > 0 ? opt->touch_max_x : opt->width - 1 };
	struct input_axis ay = { 0, opt->touch_max_y > 0 ? opt->touch_max_y : opt->height - 1 };
	if (input_transform_init(&s->raw, &raw, ax, ay, quarter ? opt->height : opt->width,
				 quarter ? opt->width : opt->height, rot))
		return -EINVAL;
	struct calib_options co = { opt->width, opt->height, opt->scale, 0, opt->theme };
	if (calib_init(s->calib, &co)) {
		fprintf(stderr, "headless: the calibration screen cannot start at %dx%d (240x240 at least)\n",
			opt->width, opt->height);
		return -EINVAL;
	}
	return 0;
}

int headless_run(const struct headless_options *opt, struct headless_report *rep)
{
	memset(rep, 0, sizeof *rep);
	FILE *f = fopen(opt->script, "r");
	if (!f) {
		int err = -errno;
		fprintf(stderr, "headless: %s: %s\n", opt->script, strerror(errno));
		return err;
	}
	struct menu_settings set;
	menu_settings_default(&set);
	set.reversi_opponent = opt->computer_set ? opt->computer : MENU_HUMAN;
	struct shell_options so;
	memset(&so, 0, sizeof so);
	so.width = opt->width;
	so.height = opt->height;
	so.scale = opt->scale;
	so.seed = opt->seed;
	so.lexicon = opt->lexicon;
	so.dict = opt->dict;
	so.settings = &set;
	so.theme = opt->theme;
	so.start = opt->game == HEADLESS_GAME_MENU ? SHELL_MENU
		   : opt->game == HEADLESS_GAME_REVERSI ? SHELL_REVERSI : SHELL_WORDS;
	struct session s;
	memset(&s, 0, sizeof s);
	s.opt = opt;
	s.rep = rep;
	size_t npx = (size_t)(opt->width > 0 ? opt->width : 0) * (size_t)(opt->height > 0 ? opt->height : 0);
	size_t mem_size = shell_memory_size(&so);
	/* Everything is allocated here, before the first event, as on the device. */
	void *mem = aligned_alloc(16, (mem_size + 15) & ~(size_t)15);
	s.shell = malloc(sizeof *s.shell);
	s.calib = opt->calibrate ? malloc(sizeof *s.calib) : NULL;
	s.screen.pixels = calloc(npx ? npx : 1, sizeof(uint32_t));
	s.check.pixels = opt->verify_damage ? calloc(npx ? npx : 1, sizeof(uint32_t)) : NULL;
	s.screen.width = s.check.width = opt->width;
	s.screen.height = s.check.height = opt->height;
	s.screen.stride = s.check.stride = opt->width;
	int err = -ENOMEM;
	if (!mem || !s.shell || !s.screen.pixels || (opt->verify_damage && !s.check.pixels) ||
	    (opt->calibrate && !s.calib))
		goto out;
	err = -EINVAL;
	if (opt->calibrate && headless_calib_start(&s))
		goto out;
	if (opt->width < 240 || opt->height < 240 || shell_init(s.shell, &so, mem, mem_size)) {
		fprintf(stderr, "headless: the screen cannot start at %dx%d (240x240 at least)\n", opt->width,
			opt->height);
		goto out;
	}
	frame(&s);

	char line[512];
	err = 0;
	while (!err && fgets(line, sizeof line, f)) {
		rep->lines++;
		size_t len = strlen(line);
		if (len && line[len - 1] == '\n')
			line[--len] = 0;
		else if (!feof(f)) {
			fprintf(stderr, "%s:%d: line too long (%zu characters at most)\n", opt->script,
				rep->lines, sizeof line - 2);
			err = -EINVAL;
			break;
		}
		struct headless_cmd cmd;
		char msg[160];
		err = headless_parse_line(line, &cmd, msg, sizeof msg);
		if (err) {
			fprintf(stderr, "%s:%d: %s\n", opt->script, rep->lines, msg);
			break;
		}
		err = run_cmd(&s, &cmd);
	}
out:
	fclose(f);
	free(mem);
	free(s.shell);
	free(s.calib);
	free(s.screen.pixels);
	free(s.check.pixels);
	return err;
}
