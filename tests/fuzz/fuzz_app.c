/* The whole application under random hands: a kiosk left to passers-by.
 * The fuzzer's bytes become a touch script - taps, drags, long presses,
 * waits short and long (the kiosk's idle steps), and, with another kiosk
 * joined in memory, that kiosk's greetings, invitations, moves and
 * departures - played through headless_run, the app that ships, from the
 * title or a table, on a small landscape or portrait screen.  Each run must:
 *   - crash nothing and trip no sanitizer;
 *   - paint every frame right (the damage verified against a full repaint);
 *   - cut no text at the end (the font audit of the last screen);
 *   - save only what it can resume: a second run starts from the store the
 *     first left, and the app may set nothing aside.
 *
 * The input: one byte of set-up (bits 0-1 the screen, bit 2 the kiosk's
 * idle rules, bits 3-4 the first screen: menu, lobby, Words, Reversi; bit 5
 * the other kiosk), then
 * events of five bytes, an op and two points (x, y as fractions of 256 of
 * the screen):
 *   op % 8 == 0..2  tap at the first point
 *   op % 8 == 3     drag from the first point to the second
 *   op % 8 == 4     long press at the first point
 *   op % 8 == 5     wait x1 * 50 ms
 *   op % 8 == 6     wait x1 * 100 ms (up to 25 s: the kiosk's idle steps, set
 *                   below to fall within 12 s)
 *   op % 8 == 7     the other kiosk does PEER[x1 % PEERS]
 * The bytes past the last whole event are ignored. */
#include <errno.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "platform/headless.h"
#include "ui/menu/menu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { EVENTS_MAX = 48, EVENT_BYTES = 5, SLOTS = 4, SLOT_BYTES = 1 << 20 };

/* The boards' screens (board-configs/), the smallest also turned: the
 * tightest for every layout (docs/gfx-ui.md, "Screen sizes"). */
static const struct {
	int w, h;
	float scale;
} SCREEN[4] = {
	{ 480, 320, 0.75f }, { 800, 480, 1.0f }, { 480, 800, 1.0f }, { 320, 480, 0.75f },
};

/* The lobby only with the other kiosk; the menu in its place without. */
static const enum shell_screen FIRST[4] = { SHELL_MENU, SHELL_LOBBY, SHELL_WORDS, SHELL_REVERSI };

/* The other kiosk's lines as the golden scripts say them, and moves its
 * rules would not send (a game across tables must stop on them, cleanly). */
static const char *const PEER[] = {
	"hello", "invite words", "invite reversi", "accept", "decline", "move d3 @4/1", "move a1 @4/1",
	"move pass @0/0", "chat Nice to meet you", "gone", "move d3", "move 8H RETINAS", "move exchange ABC",
	"chat Tr\xc3\xa8s bien jou\xc3\xa9, Zo\xc3\xab!",
};
#define PEERS (int)(sizeof PEER / sizeof PEER[0])

/* ---- a store in memory: what the first run saves, the second loads ---------- */

static struct slot {
	char name[64];
	uint32_t tag;
	size_t len;
	uint8_t blob[SLOT_BYTES];
} slots[SLOTS];
static int set_aside_calls;
static char set_aside_why[256];

static struct slot *find_slot(const char *name)
{
	for (int i = 0; i < SLOTS; i++)
		if (slots[i].name[0] && !strcmp(slots[i].name, name))
			return &slots[i];
	return NULL;
}

static int store_load(void *ctx, const char *name, uint32_t tag, void *buf, size_t len, uint32_t old_tag,
		      size_t old_len, char *msg, size_t msglen)
{
	(void)ctx, (void)old_tag, (void)old_len;
	struct slot *s = find_slot(name);
	if (!s)
		return -ENOENT;
	if (s->tag != tag || s->len != len) {
		snprintf(msg, msglen, "%s: saved as tag %u, %zu bytes", name, s->tag, s->len);
		return -EINVAL;
	}
	memcpy(buf, s->blob, len);
	snprintf(msg, msglen, "memory");
	return 0;
}

static int store_save(void *ctx, const char *name, uint32_t tag, const void *data, size_t len, char *msg,
		      size_t msglen)
{
	(void)ctx;
	struct slot *s = find_slot(name);
	for (int i = 0; !s && i < SLOTS; i++)
		if (!slots[i].name[0])
			s = &slots[i];
	if (!s || len > SLOT_BYTES) {
		snprintf(msg, msglen, "no room in the fuzzer's store");
		return -ENOSPC;
	}
	snprintf(s->name, sizeof s->name, "%s", name);
	s->tag = tag;
	s->len = len;
	memcpy(s->blob, data, len);
	return 0;
}

static void store_remove(void *ctx, const char *name)
{
	(void)ctx;
	struct slot *s = find_slot(name);
	if (s)
		s->name[0] = 0;
}

static int store_set_aside(void *ctx, const char *name, const char *why, char *msg, size_t msglen)
{
	(void)ctx;
	set_aside_calls++;
	snprintf(set_aside_why, sizeof set_aside_why, "%s: %s", name, why);
	store_remove(ctx, name);
	snprintf(msg, msglen, "set aside");
	return 0;
}

static const struct app_store STORE = { store_load, store_save, store_remove, store_set_aside, NULL, NULL,
					NULL, NULL, NULL };

/* ---- the script ------------------------------------------------------------ */

static char script_path[96], out_dir[80];

/* The scratch folder goes at a clean exit; a failing run leaves it, with
 * the script the failure names. */
static void remove_scratch(void)
{
	char shot[96];
	snprintf(shot, sizeof shot, "%s/end.png", out_dir);
	unlink(shot);
	unlink(script_path);
	rmdir(out_dir);
}

static void setup_paths(void)
{
	if (script_path[0])
		return;
	const char *tmp = getenv("TMPDIR");
	snprintf(out_dir, sizeof out_dir, "%s/fuzz_app-%d", tmp && *tmp ? tmp : "/tmp", (int)getpid());
	if (mkdir(out_dir, 0700) && errno != EEXIST)
		abort();
	snprintf(script_path, sizeof script_path, "%s/script", out_dir);
	atexit(remove_scratch);
}

static int coord(uint8_t b, int size)
{
	return (int)b * size / 256;
}

/* Writes the events as a script; returns false when it cannot. */
static bool write_script(const char *path, const uint8_t *ev, int n, int w, int h, bool peer, bool shot)
{
	FILE *f = fopen(path, "w");
	if (!f)
		return false;
	for (int i = 0; i < n; i++, ev += EVENT_BYTES) {
		int x1 = coord(ev[1], w), y1 = coord(ev[2], h), x2 = coord(ev[3], w), y2 = coord(ev[4], h);
		switch (ev[0] % 8) {
		case 3:
			fprintf(f, "down %d %d\n", x1, y1);
			for (int k = 1; k <= 4; k++)
				fprintf(f, "move %d %d\n", x1 + (x2 - x1) * k / 4, y1 + (y2 - y1) * k / 4);
			fprintf(f, "up %d %d\n", x2, y2);
			break;
		case 4:
			fprintf(f, "down %d %d\nwait 900\nup %d %d\n", x1, y1, x1, y1);
			break;
		case 5:
			fprintf(f, "wait %d\n", ev[1] * 50);
			break;
		case 6:
			fprintf(f, "wait %d\n", ev[1] * 100);
			break;
		case 7:
			if (peer)
				fprintf(f, "peer %s\n", PEER[ev[1] % PEERS]);
			break;
		default:
			fprintf(f, "down %d %d\nup %d %d\n", x1, y1, x1, y1);
			break;
		}
	}
	fprintf(f, "wait 100\n");
	if (shot)
		fprintf(f, "shot end.png\n");
	return fclose(f) == 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	setup_paths();
	uint8_t setup = data[0];
	int n = (int)((size - 1) / EVENT_BYTES);
	if (n > EVENTS_MAX)
		n = EVENTS_MAX;
	int w = SCREEN[setup & 3].w, h = SCREEN[setup & 3].h;
	bool kiosk = setup >> 2 & 1, peer = setup >> 5 & 1;

	static struct menu_settings settings;
	menu_settings_default(&settings);
	struct app_options app = { .mode = APP_PLAY, .scale = SCREEN[setup & 3].scale, .seed = 1,
				   .start = FIRST[setup >> 3 & 3], .settings = &settings };
	if (app.start == SHELL_LOBBY && !peer)
		app.start = SHELL_MENU;
	/* The kiosk's steps in their order but minutes shorter than the
	 * defaults: an attract game 28 minutes long is 100k frames to paint
	 * and verify, and a run must stay a fraction of a second. */
	if (kiosk)
		app.idle = (struct idle_rules){ .cover_ms = 2000, .ask_ms = 4000, .park_ms = 2000, .offer_ms = 8000,
						.attract_ms = 5000, .blank_ms = 12000 };
	struct headless_options run = { .width = w, .height = h, .script = script_path, .out_dir = out_dir,
					.verify_damage = true, .check_text = true,
					.peer = peer ? "Other kiosk/Rue Neuve" : NULL };
	memset(slots, 0, sizeof slots);
	set_aside_calls = 0;

	struct headless_report rep;
	if (!write_script(script_path, data + 1, n, w, h, peer, true))
		abort();
	int err = headless_run(&run, &app, &STORE, &rep);
	/* A peer line the other kiosk cannot say now ends the script (-EINVAL,
	 * said on stderr): what ran until then must still be right. */
	if (err && err != -EINVAL) {
		fprintf(stderr, "fuzz_app: the run failed: %s\n", strerror(-err));
		abort();
	}
	if (rep.damage_errors || rep.text_cuts) {
		fprintf(stderr, "fuzz_app: %d frames painted wrong, %d labels cut: the script is %s (%dx%d%s%s)\n",
			rep.damage_errors, rep.text_cuts, script_path, w, h, kiosk ? ", the kiosk's rules" : "",
			peer ? ", the other kiosk" : "");
		abort();
	}
	/* The next customer: the same kiosk (the same board, so the same other
	 * kiosk) started again on what it kept. */
	app.start = SHELL_MENU;
	if (!write_script(script_path, NULL, 0, w, h, false, true))
		abort();
	err = headless_run(&run, &app, &STORE, &rep);
	if (err || rep.damage_errors || rep.text_cuts || set_aside_calls) {
		fprintf(stderr, "fuzz_app: restart: %s, %d frames painted wrong, %d labels cut, %d set aside (%s)\n",
			err ? strerror(-err) : "ran", rep.damage_errors, rep.text_cuts, set_aside_calls, set_aside_why);
		abort();
	}
	return 0;
}
