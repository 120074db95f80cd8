/* Replays recorded evdev streams (tests/replay/NAME.events) through the real
 * input decoder and compares the pointer events with NAME.expected; then
 * floods the decoder with 100k generated events per device kind.  The format
 * is described in docs/input.md ("Replay files").  The files are found under
 * $TESSERA_SRC/tests/replay, or tests/replay from the repository root. */
/* 64-bit inode numbers and offsets on 32-bit ARM too: without it readdir
 * fails with EOVERFLOW on large file systems. */
#define _FILE_OFFSET_BITS 64

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "platform/config.h"
#include "input/input_decode.h"

#define MAX_OUT 4096
#define LINE_MAX_LEN 256

struct name {
	const char *name;
	int value;
};

#define N(x) { #x, x }
static const struct name types[] = { N(EV_SYN), N(EV_KEY), N(EV_REL), N(EV_ABS), N(EV_MSC), { 0, 0 } };
static const struct name codes[] = {
	N(SYN_REPORT), N(SYN_DROPPED), N(SYN_MT_REPORT), N(BTN_LEFT), N(BTN_RIGHT), N(BTN_MIDDLE),
	N(BTN_TOUCH), N(BTN_TOOL_FINGER), N(BTN_TOOL_DOUBLETAP), N(BTN_TOOL_TRIPLETAP),
	N(REL_X), N(REL_Y), N(REL_WHEEL), N(ABS_X), N(ABS_Y), N(ABS_PRESSURE), N(ABS_MT_SLOT),
	N(ABS_MT_TOUCH_MAJOR), N(ABS_MT_WIDTH_MAJOR), N(ABS_MT_POSITION_X), N(ABS_MT_POSITION_Y),
	N(ABS_MT_TRACKING_ID), N(ABS_MT_PRESSURE), N(MSC_SCAN), { 0, 0 }
};
#undef N

static const char *const ev_names[] = { "down", "move", "up" };

static bool lookup(const struct name *t, const char *s, int *v)
{
	for (; t->name; t++) {
		if (strcmp(t->name, s) == 0) {
			*v = t->value;
			return true;
		}
	}
	char *end;
	long n = strtol(s, &end, 0);
	if (*s && !*end) {
		*v = (int)n;
		return true;
	}
	return false;
}

struct output {
	char text[64];
	int src_line; /* line of the .events file whose event produced it */
};

struct replay {
	const char *file;
	enum input_kind kind;
	struct input_axis ax, ay;
	int panel_w, panel_h, rotation;
	struct input_calibration cal;
	bool configured;
	struct input_decoder dec;
	struct output out[MAX_OUT];
	int n_out;
};

static void format_event(char *buf, size_t cap, const struct pointer_event *e)
{
	snprintf(buf, cap, "%u %s %d %d", (unsigned)e->time_ms, ev_names[e->type], e->x, e->y);
}

/* Directives set up the device before the first event; "@board NAME" takes
 * the calibration, rotation and kind from board-configs/NAME.conf. */
static int directive(struct replay *r, const char *src, char *line, int lineno)
{
	char word[32];
	int used = 0;
	if (sscanf(line, "@%31s %n", word, &used) != 1)
		return -1;
	char *rest = line + used;
	float *m = r->cal.matrix;
	if (strcmp(word, "board") == 0) {
		char name[64], dir[512];
		struct config_board cfg;
		struct config_error err;
		if (sscanf(rest, "%63s", name) != 1)
			return -1;
		snprintf(dir, sizeof dir, "%s/board-configs", src);
		const char *dirs[] = { dir };
		if (config_load_board(&cfg, name, dirs, 1, &err) != 0) {
			fprintf(stderr, "%s:%d: %s\n", r->file, lineno, err.message);
			return -1;
		}
		r->cal = cfg.touch.calibration;
		r->rotation = (int)cfg.display.rotation;
		if (cfg.touch.kind != INPUT_KIND_AUTO)
			r->kind = cfg.touch.kind;
		if (cfg.display.mode_w > 0) {
			r->panel_w = cfg.display.mode_w;
			r->panel_h = cfg.display.mode_h;
		}
		return 0;
	}
	if (strcmp(word, "kind") == 0) {
		for (int k = INPUT_KIND_MULTITOUCH; k <= INPUT_KIND_MOUSE; k++) {
			if (strncmp(rest, input_kind_name(k), strlen(input_kind_name(k))) == 0) {
				r->kind = k;
				return 0;
			}
		}
		return -1;
	}
	if (strcmp(word, "axes") == 0)
		return sscanf(rest, "%d %d %d %d", &r->ax.min, &r->ax.max, &r->ay.min, &r->ay.max) == 4 ? 0 : -1;
	if (strcmp(word, "panel") == 0)
		return sscanf(rest, "%d %d", &r->panel_w, &r->panel_h) == 2 ? 0 : -1;
	if (strcmp(word, "rotation") == 0)
		return sscanf(rest, "%d", &r->rotation) == 1 ? 0 : -1;
	if (strcmp(word, "calibration") == 0)
		return sscanf(rest, "%f %f %f %f %f %f", &m[0], &m[1], &m[2], &m[3], &m[4], &m[5]) == 6 ? 0 : -1;
	int flag;
	if (sscanf(rest, "%d", &flag) != 1)
		return -1;
	if (strcmp(word, "swap_xy") == 0)
		r->cal.swap_xy = flag;
	else if (strcmp(word, "invert_x") == 0)
		r->cal.invert_x = flag;
	else if (strcmp(word, "invert_y") == 0)
		r->cal.invert_y = flag;
	else
		return -1;
	return 0;
}

static bool configure(struct replay *r)
{
	struct input_transform t;
	if (input_transform_init(&t, &r->cal, r->ax, r->ay, r->panel_w, r->panel_h, r->rotation) ||
	    input_decoder_init(&r->dec, r->kind, &t)) {
		fprintf(stderr, "%s: bad device set-up\n", r->file);
		return false;
	}
	r->configured = true;
	return true;
}

/* Returns false (after saying why) when the file cannot be read. */
static bool run_events(struct replay *r, const char *src, const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "%s: %s\n", path, strerror(errno));
		return false;
	}
	char line[LINE_MAX_LEN];
	int lineno = 0;
	unsigned long ms = 0;
	bool ok = true;
	while (ok && fgets(line, sizeof line, f)) {
		lineno++;
		char *hash = strchr(line, '#');
		if (hash)
			*hash = 0;
		char *p = line;
		while (isspace((unsigned char)*p))
			p++;
		if (!*p)
			continue;
		if (*p == '@') {
			if (r->configured || directive(r, src, p, lineno) != 0) {
				fprintf(stderr, "%s:%d: bad or late directive: %s\n", path, lineno, p);
				ok = false;
			}
			continue;
		}
		if (!r->configured && !configure(r)) {
			ok = false;
			break;
		}
		char a[40], b[40], c[40], d[40];
		int nf = sscanf(p, "%39s %39s %39s %39s", a, b, c, d);
		char *ts = NULL, *tn = a, *cn = b, *vn = c;
		if (nf == 4) {
			ts = a;
			tn = b;
			cn = c;
			vn = d;
		}
		int type, code, value;
		char *vend;
		long lv = strtol(vn, &vend, 10);
		value = (int)lv;
		if (nf < 3 || !lookup(types, tn, &type) || !lookup(codes, cn, &code) || *vend ||
		    vend == vn) {
			fprintf(stderr, "%s:%d: cannot read event: %s\n", path, lineno, p);
			ok = false;
			break;
		}
		if (ts)
			ms = strtoul(ts, NULL, 10);
		struct input_event ev = { .type = (unsigned short)type, .code = (unsigned short)code,
					  .value = value };
		ev.input_event_sec = ms / 1000;
		ev.input_event_usec = (ms % 1000) * 1000;
		struct pointer_event out[INPUT_DECODE_MAX_OUT];
		int n = input_decoder_feed(&r->dec, &ev, out);
		for (int i = 0; i < n && r->n_out < MAX_OUT; i++) {
			format_event(r->out[r->n_out].text, sizeof r->out[0].text, &out[i]);
			r->out[r->n_out++].src_line = lineno;
		}
	}
	fclose(f);
	return ok;
}

/* Compares with NAME.expected; on mismatch prints both sides line by line. */
static bool compare(const struct replay *r, const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f) {
		fprintf(stderr, "%s: %s (the expected output must sit next to the .events file)\n",
			path, strerror(errno));
		return false;
	}
	char want[MAX_OUT][64];
	int n_want = 0;
	char line[LINE_MAX_LEN];
	while (n_want < MAX_OUT && fgets(line, sizeof line, f)) {
		char *hash = strchr(line, '#');
		if (hash)
			*hash = 0;
		unsigned t;
		char type[16];
		int x, y;
		if (sscanf(line, "%u %15s %d %d", &t, type, &x, &y) == 4)
			snprintf(want[n_want++], sizeof want[0], "%u %s %d %d", t, type, x, y);
	}
	fclose(f);
	bool same = n_want == r->n_out;
	for (int i = 0; same && i < n_want; i++)
		same = strcmp(want[i], r->out[i].text) == 0;
	if (same)
		return true;
	fprintf(stderr, "replay %s: output differs from %s\n", r->file, path);
	int n = n_want > r->n_out ? n_want : r->n_out;
	for (int i = 0; i < n; i++) {
		const char *w = i < n_want ? want[i] : "(nothing)";
		const char *g = i < r->n_out ? r->out[i].text : "(nothing)";
		bool eq = strcmp(w, g) == 0;
		if (i < r->n_out)
			fprintf(stderr, "  %c expected %-24s got %-24s (from events line %d)\n",
				eq ? ' ' : '!', w, g, r->out[i].src_line);
		else
			fprintf(stderr, "  ! expected %-24s got %s\n", w, g);
	}
	return false;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void test_recorded_streams(void)
{
	const char *src = getenv("TESSERA_SRC");
	if (!src || !*src)
		src = ".";
	char dir[512];
	snprintf(dir, sizeof dir, "%s/tests/replay", src);
	DIR *d = opendir(dir);
	CHECK_MSG(d != NULL, "tests/replay not found: run from the repository root or set TESSERA_SRC");
	if (!d)
		return;
	static char names[64][256];
	char *sorted[64];
	int n = 0;
	struct dirent *e;
	while ((e = readdir(d)) && n < 64) {
		size_t len = strlen(e->d_name);
		if (len > 7 && len < 200 && strcmp(e->d_name + len - 7, ".events") == 0) {
			snprintf(names[n], sizeof names[n], "%.*s", (int)(len - 7), e->d_name);
			sorted[n] = names[n];
			n++;
		}
	}
	closedir(d);
	qsort(sorted, (size_t)n, sizeof sorted[0], by_name);
	CHECK_MSG(n >= 7, "expected at least 7 recorded streams in tests/replay");
	for (int i = 0; i < n; i++) {
		static struct replay r;
		char ev_path[800], exp_path[800];
		snprintf(ev_path, sizeof ev_path, "%s/%s.events", dir, sorted[i]);
		snprintf(exp_path, sizeof exp_path, "%s/%s.expected", dir, sorted[i]);
		memset(&r, 0, sizeof r);
		r.file = ev_path;
		r.kind = INPUT_KIND_MULTITOUCH;
		r.ax = (struct input_axis){ 0, 799 };
		r.ay = (struct input_axis){ 0, 479 };
		r.panel_w = 800;
		r.panel_h = 480;
		input_calibration_identity(&r.cal);
		bool ok = run_events(&r, src, ev_path) && compare(&r, exp_path);
		CHECK_MSG(ok, sorted[i]);
	}
}

/* The pointer protocol every consumer relies on: DOWN, MOVE*, UP, never a
 * MOVE or UP without a DOWN, never two DOWNs; coordinates on the screen. */
struct protocol {
	bool down;
	long violations;
};

static void protocol_check(struct protocol *p, const struct pointer_event *e, int w, int h)
{
	bool ok = e->x >= 0 && e->x < w && e->y >= 0 && e->y < h;
	if (e->type == POINTER_DOWN)
		ok = ok && !p->down;
	else
		ok = ok && p->down;
	p->down = e->type != POINTER_UP;
	p->violations += !ok;
}

/* xorshift32: the low bits of a plain LCG repeat too soon for this. */
static uint32_t rnd(uint32_t *s)
{
	uint32_t x = *s;
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	*s = x;
	return x >> 1;
}

/* 100k events per kind from a fixed generator: mostly plausible (slots,
 * tracking ids, positions in and out of range, buttons, SYN_DROPPED), some
 * arbitrary.  Bounded output per event and the protocol must hold. */
static void test_flood(void)
{
	for (int kind = INPUT_KIND_MULTITOUCH; kind <= INPUT_KIND_MOUSE; kind++) {
		struct input_calibration cal;
		input_calibration_identity(&cal);
		struct input_transform t;
		input_transform_init(&t, &cal, (struct input_axis){ 0, 4095 },
				     (struct input_axis){ 0, 4095 }, 480, 320, 90);
		static struct input_decoder d;
		input_decoder_init(&d, kind, &t);
		struct protocol p = { 0 };
		uint32_t seed = 12345u + (uint32_t)kind;
		long outputs = 0, max_per_event = 0;
		for (long i = 0; i < 100000; i++) {
			struct input_event ev = { 0 };
			uint32_t r = rnd(&seed);
			ev.input_event_sec = i / 1000;
			ev.input_event_usec = (i % 1000) * 1000;
			switch (r % 10) {
			case 0: ev.type = EV_SYN; ev.code = SYN_REPORT; break;
			case 1: /* a few slots in use, now and then one out of range */
				ev.type = EV_ABS; ev.code = ABS_MT_SLOT;
				ev.value = (rnd(&seed) % 16 == 0) ? (int)(rnd(&seed) % 64) - 8 : (int)(rnd(&seed) % 3);
				break;
			case 2: ev.type = EV_ABS; ev.code = ABS_MT_TRACKING_ID;
				ev.value = (rnd(&seed) & 1) ? -1 : (int)(rnd(&seed) % 100);
				break;
			case 3: ev.type = EV_ABS; ev.code = ABS_MT_POSITION_X; ev.value = (int)(rnd(&seed) % 5000) - 400; break;
			case 4: ev.type = EV_ABS; ev.code = (rnd(&seed) & 1) ? ABS_X : ABS_Y; ev.value = (int)rnd(&seed) - (1 << 23); break;
			case 5: ev.type = EV_KEY; ev.code = (rnd(&seed) & 1) ? BTN_TOUCH : BTN_LEFT; ev.value = (int)(rnd(&seed) % 3); break;
			case 6: ev.type = EV_REL; ev.code = (rnd(&seed) & 1) ? REL_X : REL_Y; ev.value = (int)(rnd(&seed) % 2001) - 1000; break;
			case 7: ev.type = EV_SYN; ev.code = (rnd(&seed) & 7) ? SYN_REPORT : SYN_DROPPED; break;
			case 8: ev.type = EV_ABS; ev.code = ABS_MT_POSITION_Y; ev.value = (int)(rnd(&seed) % 5000) - 400; break;
			default:
				ev.type = (unsigned short)(rnd(&seed) & 0x1f);
				ev.code = (unsigned short)rnd(&seed);
				ev.value = (int)(rnd(&seed) << 8);
				break;
			}
			struct pointer_event out[INPUT_DECODE_MAX_OUT + 1];
			int n = input_decoder_feed(&d, &ev, out);
			if (n > max_per_event)
				max_per_event = n;
			outputs += n;
			for (int k = 0; k < n && k < INPUT_DECODE_MAX_OUT; k++)
				protocol_check(&p, &out[k], t.screen_w, t.screen_h);
		}
		char msg[160];
		snprintf(msg, sizeof msg, "%s flood: %ld protocol or bounds violations in %ld outputs",
			 input_kind_name(kind), p.violations, outputs);
		CHECK_MSG(p.violations == 0, msg);
		CHECK(max_per_event <= INPUT_DECODE_MAX_OUT);
		snprintf(msg, sizeof msg, "%s flood: only %ld pointer events; the generator should exercise the decoder",
			 input_kind_name(kind), outputs);
		CHECK_MSG(outputs > 100, msg);
	}
}

int main(void)
{
	RUN(test_recorded_streams);
	RUN(test_flood);
	return check_finish();
}
