/* bench_play: a scripted Words game through the app that ships, the way a
 * touch takes it on the device, with the allocator watched.
 *
 *   multitouch evdev frames -> input decoder (calibration, rotation)
 *   -> app (the shell, the Words table: gestures, drag, submit, rules core)
 *   -> render of the damage -> the swap chain's copy into the back buffer
 *      (what the DRM presenter does before it asks for a page flip)
 *
 * The display is platform/memory_display.c (the presenter's swap chain on
 * plain memory) and the clock a manual one set from the stream's times.
 * Start-up allocates everything (the app's block, the shadow canvas, two
 * buffers), then seals (platform/seal.h); from the seal on, every allocation
 * is counted.  It plays 21 turns of two tiles each by dragging, then a game
 * between two computer seats (Expert and Hard) to the end through another
 * app, and leaves a poll loop (signalfd, timerfd, eventfd, as in the
 * program) idle to count its wake-ups.
 *
 *   bench_play           prints the figures (make bench)
 *   bench_play --check   exits 1 unless no allocation happened after the seal,
 *                        every turn was played, the computers' game ended and
 *                        the idle loop never woke (make check; no timing is
 *                        asserted)
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

#include "app/app.h"
#include "input/input_decode.h"
#include "input/input_transform.h"
#include "platform/dict_file.h"
#include "platform/loop.h"
#include "platform/manual_clock.h"
#include "platform/memory_display.h"
#include "platform/seal.h"

enum { WIDTH = 800, HEIGHT = 480, MAX_FRAMES = 4096, TURNS = 21, DRAG_STEPS = 12 };

/* A game's plan and clock.  One app, one block and one display, as on the
 * device: the app starts again for the computers' game after the people's. */
struct rig {
	struct manual_clock clock;
	struct reserve_table table;
};
static struct app app;
static struct memory_display display;
static void *block;

static void say(void *ctx, const char *line)
{
	(void)ctx;
	fprintf(stderr, "bench_play: %s\n", line);
}

static void rig_plan(struct rig *r, const struct app_options *opt)
{
	manual_clock_init(&r->clock, 0);
	reserve_init(&r->table);
	app_memory_plan(opt, WIDTH, HEIGHT, &r->table);
}

/* Starts the app on the display (no allocation: after the seal too). */
static int rig_start(struct rig *r, const struct app_options *opt)
{
	struct app_backend io = { memory_display_app(&display), manual_clock_app(&r->clock), { 0 }, say, NULL };
	return app_init(&app, opt, &io, &r->table, block, r->table.heap_bytes);
}

/* ---- the people's game: the touch path ---------------------------------------------- */
static struct rig people;
static struct input_decoder decoder;
static int tracking_id;
static double frame_us[MAX_FRAMES];
static int frames;

static double now_us(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static void feed(int type, int code, int value)
{
	struct input_event ev = { .type = (unsigned short)type, .code = (unsigned short)code, .value = value };
	struct pointer_event out[INPUT_DECODE_MAX_OUT];
	ev.input_event_sec = people.clock.now / 1000;
	ev.input_event_usec = (people.clock.now % 1000) * 1000;
	int n = input_decoder_feed(&decoder, &ev, out);
	for (int i = 0; i < n; i++)
		app_pointer(&app, &out[i]);
}

/* One evdev frame (SYN_REPORT included), timed from the first event to the
 * copy that precedes the flip request (the app presents at once). */
static void touch_frame(int phase, int x, int y)
{
	double start = now_us();
	if (phase == 0) {
		feed(EV_ABS, ABS_MT_SLOT, 0);
		feed(EV_ABS, ABS_MT_TRACKING_ID, ++tracking_id);
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
	if (frames < MAX_FRAMES)
		frame_us[frames++] = now_us() - start;
	manual_clock_advance(&people.clock, &app, people.clock.now + 16);
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

/* Plays the turns by dragging; returns the turns played. */
static int play_turns(void)
{
	struct words_table *table = shell_words(&app.shell);
	int start_log = table->game.pos.log_len;
	for (int turn = 0; turn < TURNS; turn++) {
		int sq[2], sx, sy, tx, ty;
		turn_squares(turn, sq);
		for (int k = 0; k < 2; k++) {
			words_table_slot_centre(&table->layout, k, &sx, &sy);
			words_table_drop_point(&table->layout, sq[k], &tx, &ty);	/* lands where it is drawn */
			drag(sx, sy, tx, ty);
			/* A blank asks for its letter: E, as the player would tap. */
			if (table->picking) {
				int px, py;
				words_table_picker_centre(&table->layout, 'E', &px, &py);
				struct rect letter = { px, py, 1, 1 };
				tap(&letter);
			}
		}
		tap(&table->layout.buttons[WORDS_TABLE_BUTTON_SUBMIT]);
		/* Two people at one table: the next one takes the screen,
		 * once the cover's guard time has passed. */
		if (table->handover) {
			manual_clock_advance(&people.clock, &app, people.clock.now + DIALOG_GUARD_MS);
			tap(&table->layout.board);
		}
	}
	return table->game.pos.log_len - start_log;
}

/* ---- the computers' game ---------------------------------------------------------------- */
/* Two computer seats at a table of their own (the table's own player, no
 * worker), played to the end by the clock alone after the seal.  Returns
 * the turn log's length at the end, or -1. */
static struct rig computers;
static struct dict_file computers_dict;
static struct words_lexicon computers_lex;
static struct menu_settings computers_seats;

static struct app_options computers_opt;

static int computers_setup(void)
{
	const char *path = getenv("TESSERA_DICT");
	char msg[512];
	if (!path || dict_file_open(&computers_dict, path, ".", msg, sizeof msg))
		return -1;
	computers_lex = dict_file_lexicon(&computers_dict);
	menu_settings_default(&computers_seats);
	computers_seats.seat[0] = WORDS_LEVEL_EXPERT;
	computers_seats.seat[1] = WORDS_LEVEL_HARD;
	computers_opt = (struct app_options){ .mode = APP_PLAY, .seed = 7, .start = SHELL_WORDS,
					      .settings = &computers_seats, .dict = &computers_dict.dict,
					      .lexicon = &computers_lex };
	rig_plan(&computers, &computers_opt);
	return 0;
}

/* After the people's game: the app starts again, on the same display. */
static int computers_play(void)
{
	app_stop(&app);
	if (rig_start(&computers, &computers_opt))
		return -1;
	const struct words_table *table = shell_words(&app.shell);
	for (int guard = 0; !words_is_over(&table->game) && computers.clock.armed && guard < 1000; guard++)
		manual_clock_advance(&computers.clock, &app, computers.clock.deadline);
	return words_is_over(&table->game) ? table->game.pos.log_len : -1;
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
	/* The thread is the benchmark's own scaffolding: its set-up is not counted. */
	seal_release();
	if (pthread_create(&t, NULL, send_term_later, NULL))
		return -1;
	seal_memory();
	getrusage(RUSAGE_THREAD, &before);
	loop_run(&idle_loop);
	getrusage(RUSAGE_THREAD, &after);
	pthread_join(t, NULL);
	loop_close(&idle_loop);
	/* One voluntary switch is the poll that the SIGTERM ends. */
	return (after.ru_nvcsw - before.ru_nvcsw) - 1;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static struct app_options people_opt;

/* The decoder and the people's plan. */
static int setup_people(void)
{
	static struct menu_settings two_people;
	struct input_calibration cal;
	struct input_transform t;
	struct input_axis ax = { 0, WIDTH - 1 }, ay = { 0, HEIGHT - 1 };
	menu_settings_default(&two_people);
	people_opt = (struct app_options){ .mode = APP_PLAY, .seed = 1, .start = SHELL_WORDS, .settings = &two_people };
	input_calibration_identity(&cal);
	if (memory_display_open(&display, WIDTH, HEIGHT) || input_transform_init(&t, &cal, ax, ay, WIDTH, HEIGHT, 0) ||
	    input_decoder_init(&decoder, INPUT_KIND_MULTITOUCH, &t))
		return -1;
	rig_plan(&people, &people_opt);
	return 0;
}

int main(int argc, char **argv)
{
	bool check = argc > 1 && strcmp(argv[1], "--check") == 0;
	struct rusage ru;

	printf("bench_play: %dx%d, %d turns of two dragged tiles, multitouch frames\n", WIDTH, HEIGHT, TURNS);
	if (setup_people()) {
		fprintf(stderr, "bench_play: cannot set up the display or the decoder\n");
		return 2;
	}
	bool with_computers = computers_setup() == 0;
	/* One block for both games, as tessera takes it: the pages the app
	 * never touches stay unmapped. */
	size_t size = people.table.heap_bytes > computers.table.heap_bytes ? people.table.heap_bytes
									  : computers.table.heap_bytes;
	block = aligned_alloc(RESERVE_ALIGN, size);
	if (!block || rig_start(&people, &people_opt)) {
		fprintf(stderr, "bench_play: cannot start the app\n");
		return 2;
	}

	seal_memory();
	int turns_played = play_turns();
	uint64_t copied_people = display.chain.bytes_copied;
	unsigned long allocs_people = seal_violations();
	int computer_log = with_computers ? computers_play() : 0;
	unsigned long allocs_computers = seal_violations() - allocs_people;
	long wakeups = idle_wakeups();
	seal_release();

	getrusage(RUSAGE_SELF, &ru);
	qsort(frame_us, (size_t)frames, sizeof frame_us[0], cmp_double);
	printf("bench_play: turns played %d of %d, frames %d, bytes copied to the back buffer %llu (%.0f per frame)\n",
	       turns_played, TURNS, frames, (unsigned long long)copied_people,
	       (double)copied_people / (frames ? frames : 1));
	printf("bench_play: touch frame to flip request: median %.4f ms, 99th percentile %.4f ms, max %.4f ms (target < 2 ms)\n",
	       frame_us[frames / 2] / 1e3, frame_us[frames * 99 / 100] / 1e3, frame_us[frames - 1] / 1e3);
	printf("bench_play: allocations after the seal: %lu%s\n", allocs_people,
	       seal_watching() ? "" : " (not watched in this build)");
	if (with_computers)
		printf("bench_play: a game between two computer seats (Expert, Hard) to the end: %d log entries, "
		       "%lu allocations\n", computer_log, allocs_computers);
	else
		printf("bench_play: no TESSERA_DICT: no computers' game\n");
	printf("bench_play: idle poll loop wake-ups in 2 s: %ld\n", wakeups);
	printf("bench_play: peak RSS %ld KiB\n", ru.ru_maxrss);
	if (!check)
		return 0;
	if (!seal_watching() || seal_violations() != 0 || turns_played != TURNS || wakeups != 0 || !with_computers ||
	    computer_log <= 0) {
		printf("0 passed, 1 failed\n");
		fprintf(stderr, "bench_play --check: expected a watched allocator, 0 allocations, %d turns, the computers' "
			"game to its end (TESSERA_DICT) and 0 idle wake-ups\n", TURNS);
		return 1;
	}
	printf("1 passed, 0 failed\n");
	return 0;
}
