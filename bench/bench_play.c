/* bench_play: a scripted Words game through the same path a touch takes on
 * the device, with the C allocator watched.
 *
 *   multitouch evdev frames -> input decoder (calibration, rotation)
 *   -> ui (gestures, drag, submit, rules core) -> words_table_render of the damage
 *   -> scanout copy of this frame's and the previous frame's damage
 *      (what the presenter does before it asks for a page flip)
 *
 * Startup allocates everything (ui memory, shadow canvas, two "dumb buffers"),
 * then seals; from the seal on, every malloc/calloc/realloc/free is counted.
 * It then plays 21 turns of two tiles each by dragging, and a poll loop
 * (signalfd, timerfd, eventfd, as in the program) is left idle to count its
 * wake-ups.
 *
 *   bench_play           prints the figures (make bench)
 *   bench_play --check   exits 1 unless no allocation happened after the seal,
 *                        every turn was played and the idle loop never woke
 *                        (make check; no timing is asserted)
 */
#include <errno.h>
#include <linux/input.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "gfx/damage.h"
#include "input/input_decode.h"
#include "input/input_transform.h"
#include "platform/loop.h"
#include "gfx/scanout.h"
#include "platform/dict_file.h"
#include "ui/words/words_table.h"

/* ---- the allocator, watched ------------------------------------------------ */
void *__libc_malloc(size_t size);
void *__libc_calloc(size_t n, size_t size);
void *__libc_realloc(void *p, size_t size);
void __libc_free(void *p);

static volatile int sealed;
static volatile long allocs_after_seal;

void *malloc(size_t size)
{
	if (sealed)
		allocs_after_seal++;
	return __libc_malloc(size);
}

void *calloc(size_t n, size_t size)
{
	if (sealed)
		allocs_after_seal++;
	return __libc_calloc(n, size);
}

void *realloc(void *p, size_t size)
{
	if (sealed)
		allocs_after_seal++;
	return __libc_realloc(p, size);
}

void free(void *p)
{
	if (sealed && p)
		allocs_after_seal++;
	__libc_free(p);
}

/* ---- the device path ---------------------------------------------------------- */
enum { WIDTH = 800, HEIGHT = 480, MAX_FRAMES = 4096, TURNS = 21, DRAG_STEPS = 12 };

struct rig {
	struct words_table ui;
	struct input_decoder decoder;
	struct canvas shadow;
	struct scanout buffers[2];
	int back;
	struct damage previous; /* the back buffer is one frame old */
	uint32_t time_ms;
	int tracking_id;
	double frame_us[MAX_FRAMES];
	int frames;
	size_t bytes_copied;
};

static struct rig rig;

static double now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

/* Renders the ui's damage and copies it, with last frame's, into the back
 * buffer: everything up to the page-flip request. */
static void render_and_copy(void)
{
	struct damage d;
	if (!words_table_wants_frame(&rig.ui))
		return;
	damage_init(&d, WIDTH, HEIGHT);
	words_table_render(&rig.ui, &rig.shadow, &d);
	for (int i = 0; i < d.count; i++)
		rig.bytes_copied += scanout_copy(&rig.buffers[rig.back], &rig.shadow, d.rects[i]);
	for (int i = 0; i < rig.previous.count; i++)
		rig.bytes_copied += scanout_copy(&rig.buffers[rig.back], &rig.shadow, rig.previous.rects[i]);
	rig.previous = d;
	rig.back ^= 1;
}

static void feed(int type, int code, int value)
{
	struct input_event ev = { .type = (unsigned short)type, .code = (unsigned short)code, .value = value };
	struct pointer_event out[INPUT_DECODE_MAX_OUT];
	int n;
	ev.input_event_sec = rig.time_ms / 1000;
	ev.input_event_usec = (rig.time_ms % 1000) * 1000;
	n = input_decoder_feed(&rig.decoder, &ev, out);
	for (int i = 0; i < n; i++)
		words_table_handle_event(&rig.ui, &out[i]);
}

/* One evdev frame (SYN_REPORT included), timed from the first event to the
 * copy that precedes the flip request. */
static void touch_frame(int phase, int x, int y)
{
	double start = now_us();
	if (phase == 0) {
		feed(EV_ABS, ABS_MT_SLOT, 0);
		feed(EV_ABS, ABS_MT_TRACKING_ID, ++rig.tracking_id);
	}
	if (phase <= 1) {
		feed(EV_ABS, ABS_MT_POSITION_X, x);
		feed(EV_ABS, ABS_MT_POSITION_Y, y);
	}
	if (phase == 0)
		feed(EV_KEY, BTN_TOUCH, 1);
	if (phase == 2) {
		feed(EV_ABS, ABS_MT_TRACKING_ID, -1);
		feed(EV_KEY, BTN_TOUCH, 0);
	}
	feed(EV_SYN, SYN_REPORT, 0);
	render_and_copy();
	if (rig.frames < MAX_FRAMES)
		rig.frame_us[rig.frames++] = now_us() - start;
	rig.time_ms += 16;
}

static void drag(int x0, int y0, int x1, int y1)
{
	touch_frame(0, x0, y0);
	for (int i = 1; i <= DRAG_STEPS; i++)
		touch_frame(1, x0 + (x1 - x0) * i / DRAG_STEPS, y0 + (y1 - y0) * i / DRAG_STEPS);
	touch_frame(2, x1, y1);
}

static void tap(const struct rect *r)
{
	touch_frame(0, r->x + r->w / 2, r->y + r->h / 2);
	touch_frame(2, r->x + r->w / 2, r->y + r->h / 2);
}

/* Two squares a turn, each pair connected to what is on the board: along
 * row 8 from H8 outwards, then down columns from row 8. */
static void turn_squares(int turn, int sq[2])
{
	static const int row8[7][2] = { { 7, 8 }, { 9, 10 }, { 11, 12 }, { 6, 5 }, { 4, 3 }, { 2, 1 }, { 13, 14 } };
	if (turn < 7) {
		sq[0] = 7 * 15 + row8[turn][0];
		sq[1] = 7 * 15 + row8[turn][1];
	} else {
		int col = turn - 7 + 1; /* B..O */
		sq[0] = 8 * 15 + col;
		sq[1] = 9 * 15 + col;
	}
}

/* ---- the idle loop -------------------------------------------------------------- */
static struct loop idle_loop;

static void *send_term_later(void *arg)
{
	(void)arg;
	sleep(2);
	kill(getpid(), SIGTERM);
	return NULL;
}

/* Runs the program's poll loop with nothing to do for 2 s and returns the
 * wake-ups it had beyond the one that ends it. */
static long idle_wakeups(void)
{
	struct rusage before, after;
	pthread_t t;
	if (loop_init(&idle_loop) < 0)
		return -1;
	/* The thread is the test's own scaffolding: its stack is not counted. */
	sealed = 0;
	if (pthread_create(&t, NULL, send_term_later, NULL))
		return -1;
	sealed = 1;
	getrusage(RUSAGE_THREAD, &before);
	loop_run(&idle_loop);
	getrusage(RUSAGE_THREAD, &after);
	pthread_join(t, NULL);
	loop_close(&idle_loop);
	/* One voluntary switch is the poll that the SIGTERM ends. */
	return (after.ru_nvcsw - before.ru_nvcsw) - 1;
}

/* The computers' game: two computer seats at a table of their own (the
 * table's own player, no worker), played to the end by ticks alone after
 * the seal.  Set up before it; returns the turns played, or -1. */
static struct words_table computers;
static struct dict_file computers_dict;
static struct words_lexicon computers_lex;

static int computers_setup(void **mem)
{
	const char *path = getenv("TESSERA_DICT");
	char msg[512];
	if (!path || dict_file_open(&computers_dict, path, ".", msg, sizeof msg))
		return -1;
	computers_lex = dict_file_lexicon(&computers_dict);
	struct words_table_options o = { .width = WIDTH, .height = HEIGHT, .seed = 7, .players = 2,
				.lexicon = &computers_lex, .dict = &computers_dict.dict };
	o.seats[0] = (struct words_table_seat){ "", true, WORDS_LEVEL_EXPERT };
	o.seats[1] = (struct words_table_seat){ "", true, WORDS_LEVEL_HARD };
	size_t n = words_table_memory_size(&o);
	*mem = aligned_alloc(16, (n + 15) & ~(size_t)15);
	return *mem && words_table_init(&computers, &o, *mem, n) == 0 ? 0 : -1;
}

static int computers_play(void)
{
	uint32_t when;
	int guard = 0;
	while (!words_is_over(&computers.game) && words_table_next_deadline(&computers, &when) && guard++ < 1000)
		words_table_tick(&computers, when);
	return words_is_over(&computers.game) ? computers.game.pos.log_len : -1;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

int main(int argc, char **argv)
{
	bool check = argc > 1 && strcmp(argv[1], "--check") == 0;
	struct words_table_options opt = { .width = WIDTH, .height = HEIGHT, .seed = 1 };
	struct input_calibration cal;
	struct input_transform t;
	struct input_axis ax = { 0, WIDTH - 1 }, ay = { 0, HEIGHT - 1 };
	size_t mem_size = words_table_memory_size(&opt);
	void *mem = malloc(mem_size);
	struct rusage ru;
	int turns_played, start_log;
	long wakeups;

	printf("bench_play: %dx%d, %d turns of two dragged tiles, multitouch frames\n", WIDTH, HEIGHT, TURNS);
	rig.shadow = (struct canvas){ malloc((size_t)WIDTH * HEIGHT * 4), WIDTH, HEIGHT, WIDTH };
	for (int i = 0; i < 2; i++)
		rig.buffers[i] = (struct scanout){ malloc((size_t)WIDTH * HEIGHT * 4), WIDTH, HEIGHT,
						   WIDTH * 4, SCANOUT_XRGB8888, SCANOUT_ROTATE_0 };
	if (!mem || !rig.shadow.pixels || !rig.buffers[0].pixels || !rig.buffers[1].pixels) {
		fprintf(stderr, "bench_play: out of memory at startup\n");
		return 2;
	}
	/* The presenter clears its buffers when it opens them: touch every page now. */
	memset(rig.shadow.pixels, 0, (size_t)WIDTH * HEIGHT * 4);
	for (int i = 0; i < 2; i++)
		memset(rig.buffers[i].pixels, 0, (size_t)WIDTH * HEIGHT * 4);
	input_calibration_identity(&cal);
	if (input_transform_init(&t, &cal, ax, ay, WIDTH, HEIGHT, 0) ||
	    input_decoder_init(&rig.decoder, INPUT_KIND_MULTITOUCH, &t) ||
	    words_table_init(&rig.ui, &opt, mem, mem_size)) {
		fprintf(stderr, "bench_play: cannot set up the ui or the decoder\n");
		return 2;
	}
	damage_init(&rig.previous, WIDTH, HEIGHT);
	words_table_render_full(&rig.ui, &rig.shadow);
	start_log = rig.ui.game.pos.log_len;
	void *computers_mem = NULL;
	bool with_computers = computers_setup(&computers_mem) == 0;

	sealed = 1;
	for (int turn = 0; turn < TURNS; turn++) {
		int sq[2], sx, sy, tx, ty;
		turn_squares(turn, sq);
		for (int k = 0; k < 2; k++) {
			words_table_slot_centre(&rig.ui.layout, k, &sx, &sy);
			words_table_square_centre(&rig.ui.layout, sq[k], &tx, &ty);
			drag(sx, sy, tx, ty);
			/* A blank asks for its letter: E, as the player would tap. */
			if (rig.ui.picking) {
				int px, py;
				words_table_picker_centre(&rig.ui.layout, 'E', &px, &py);
				struct rect letter = { px, py, 1, 1 };
				tap(&letter);
			}
		}
		tap(&rig.ui.layout.buttons[WORDS_TABLE_BUTTON_SUBMIT]);
		/* Two people at one table: the next one takes the screen. */
		if (rig.ui.handover)
			tap(&rig.ui.layout.board);
	}
	turns_played = rig.ui.game.pos.log_len - start_log;
	long allocs_people = allocs_after_seal;
	int computer_log = with_computers ? computers_play() : 0;
	long allocs_computers = allocs_after_seal - allocs_people;
	wakeups = idle_wakeups();
	sealed = 0;

	getrusage(RUSAGE_SELF, &ru);
	qsort(rig.frame_us, (size_t)rig.frames, sizeof rig.frame_us[0], cmp_double);
	printf("bench_play: turns played %d of %d, frames %d, bytes copied to the back buffer %zu (%.0f per frame)\n",
	       turns_played, TURNS, rig.frames, rig.bytes_copied, (double)rig.bytes_copied / rig.frames);
	printf("bench_play: touch frame to flip request: median %.4f ms, 99th percentile %.4f ms, max %.4f ms (target < 2 ms)\n",
	       rig.frame_us[rig.frames / 2] / 1e3, rig.frame_us[rig.frames * 99 / 100] / 1e3,
	       rig.frame_us[rig.frames - 1] / 1e3);
	printf("bench_play: allocations after the seal: %ld\n", allocs_people);
	if (with_computers)
		printf("bench_play: a game between two computer seats (Expert, Hard) to the end: %d log entries, "
		       "%ld allocations\n", computer_log, allocs_computers);
	else
		printf("bench_play: no TESSERA_DICT: the computers' game is skipped\n");
	printf("bench_play: idle poll loop wake-ups in 2 s: %ld\n", wakeups);
	printf("bench_play: peak RSS %ld KiB\n", ru.ru_maxrss);
	if (!check)
		return 0;
	if (allocs_after_seal != 0 || turns_played != TURNS || wakeups != 0 || !with_computers ||
	    computer_log <= 0) {
		printf("0 passed, 1 failed\n");
		fprintf(stderr, "bench_play --check: expected 0 allocations, %d turns and 0 idle wake-ups\n", TURNS);
		return 1;
	}
	printf("1 passed, 0 failed\n");
	return 0;
}
