/* The headless backend: script parsing and errors with line numbers, a run
 * through the app, and the golden comparator catching one changed pixel. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "platform/headless.h"
#include "image/png.h"

static void test_parse_good(void)
{
	struct headless_cmd c;
	char err[160];
	CHECK_INT(headless_parse_line("down 10 20", &c, err, sizeof err), 0);
	CHECK_INT(c.type, HEADLESS_DOWN);
	CHECK_INT(c.x, 10);
	CHECK_INT(c.y, 20);
	CHECK_INT(headless_parse_line("  move -3 4   # why", &c, err, sizeof err), 0);
	CHECK_INT(c.type, HEADLESS_MOVE);
	CHECK_INT(c.x, -3);
	CHECK_INT(headless_parse_line("up 1 2\r", &c, err, sizeof err), 0);
	CHECK_INT(c.type, HEADLESS_UP);
	CHECK_INT(headless_parse_line("wait 500", &c, err, sizeof err), 0);
	CHECK_INT(c.ms, 500);
	CHECK_INT(headless_parse_line("shot a-b_c.png", &c, err, sizeof err), 0);
	CHECK_STR(c.name, "a-b_c.png");
	CHECK_INT(headless_parse_line("# only a comment", &c, err, sizeof err), 0);
	CHECK_INT(c.type, HEADLESS_NONE);
	CHECK_INT(headless_parse_line("", &c, err, sizeof err), 0);
	/* A real network's commands: keeping a kiosk alive to kill it mid-game. */
	CHECK_INT(headless_parse_line("play", &c, err, sizeof err), 0);
	CHECK_INT(c.type, HEADLESS_PLAY);
	CHECK_INT(c.until, 0);
	CHECK_INT(headless_parse_line("play until 7 # the queued move", &c, err, sizeof err), 0);
	CHECK_INT(c.type, HEADLESS_PLAY);
	CHECK_INT(c.until, 7);
	CHECK_INT(headless_parse_line("hold 30000", &c, err, sizeof err), 0);
	CHECK_INT(c.type, HEADLESS_HOLD);
	CHECK_INT(c.ms, 30000);
	CHECK_INT(headless_parse_line("where", &c, err, sizeof err), 0);
	CHECK_INT(c.type, HEADLESS_WHERE);
	CHECK_INT(headless_parse_line("sync away", &c, err, sizeof err), 0);
	CHECK_STR(c.text, "away");
	CHECK_INT(headless_parse_line("sync back", &c, err, sizeof err), 0);
	CHECK_STR(c.text, "back");
}

static void test_parse_bad(void)
{
	struct headless_cmd c;
	char err[160];
	CHECK_INT(headless_parse_line("down 10", &c, err, sizeof err), -EINVAL);
	CHECK(strstr(err, "down X Y") != NULL);
	CHECK_INT(headless_parse_line("move 1 2 3", &c, err, sizeof err), -EINVAL);
	CHECK_INT(headless_parse_line("wait -5", &c, err, sizeof err), -EINVAL);
	CHECK_INT(headless_parse_line("shot ../x.png", &c, err, sizeof err), -EINVAL);
	CHECK_INT(headless_parse_line("shot x.jpg", &c, err, sizeof err), -EINVAL);
	CHECK_INT(headless_parse_line("play until", &c, err, sizeof err), -EINVAL);
	CHECK(strstr(err, "'play until N'") != NULL);
	CHECK_INT(headless_parse_line("play until 0", &c, err, sizeof err), -EINVAL);
	CHECK_INT(headless_parse_line("play 5", &c, err, sizeof err), -EINVAL);
	CHECK_INT(headless_parse_line("hold", &c, err, sizeof err), -EINVAL);
	CHECK_INT(headless_parse_line("where now", &c, err, sizeof err), -EINVAL);
	CHECK_INT(headless_parse_line("tap 1 2", &c, err, sizeof err), -EINVAL);
	CHECK(strstr(err, "unknown command 'tap'") != NULL);
	/* Integers out of range are said so, with the range, not "two integers". */
	CHECK_INT(headless_parse_line("down 2147483647 2147483647", &c, err, sizeof err), -EINVAL);
	CHECK_STR(err, "the number 2147483647 is out of range (-100000 to 100000000)");
	CHECK_INT(headless_parse_line("move 5 -99999999999999999999999", &c, err, sizeof err), -EINVAL);
	CHECK_STR(err, "the number -99999999999999999999999 is out of range (-100000 to 100000000)");
	CHECK_INT(headless_parse_line("up 5 1" "0000000000000000000000000000", &c, err, sizeof err), -EINVAL);
	CHECK_STR(err, "the number 100000000000000000000000... is out of range (-100000 to 100000000)");
	CHECK_INT(headless_parse_line("wait 100000001", &c, err, sizeof err), -EINVAL);
	CHECK_STR(err, "the number 100000001 is out of range (0 to 100000000)");
	CHECK_INT(headless_parse_line("wait -5", &c, err, sizeof err), -EINVAL);
	CHECK_STR(err, "the number -5 is out of range (0 to 100000000)");
	CHECK_INT(headless_parse_line("hold 0", &c, err, sizeof err), -EINVAL);
	CHECK_STR(err, "the number 0 is out of range (1 to 100000000)");
	CHECK_INT(headless_parse_line("down 1 x", &c, err, sizeof err), -EINVAL);
	CHECK_STR(err, "expected 'down X Y' with two integers");
	CHECK_INT(headless_parse_line("down 1 2 3", &c, err, sizeof err), -EINVAL);
	CHECK_STR(err, "expected 'down X Y' with two integers");
	CHECK_INT(headless_parse_line("down -100000 100000000", &c, err, sizeof err), 0);
}

static char dir[128], script[192];

static void write_script(const char *text)
{
	FILE *f = fopen(script, "w");
	fputs(text, f);
	fclose(f);
}

/* The Words table for two people, every word accepted, seed 1. */
static struct menu_settings two_people;
static const struct app_options words_app = { .mode = APP_PLAY, .scale = 1.0f, .seed = 1, .start = SHELL_WORDS,
					      .settings = &two_people };
static const struct app_store no_store;

static void test_run_reports_line(void)
{
	struct headless_options o = { .width = 800, .height = 480, .script = script, .out_dir = dir,
				      .verify_damage = true };
	struct headless_report rep;
	write_script("# fine\ndown 10 10\nup 10 10\nwiggle 3\nshot never.png\n");
	CHECK_INT(headless_run(&o, &words_app, &no_store, &rep), -EINVAL);
	CHECK_INT(rep.lines, 4);	/* stopped at the bad line */
	CHECK_INT(rep.shots, 0);
	/* A NUL byte in a short line stops the run there (it is no long line). */
	FILE *f = fopen(script, "w");
	fwrite("down 1 1\n\nup 1 1\0 junk\nshot never.png\n", 1, 38, f);
	fclose(f);
	CHECK_INT(headless_run(&o, &words_app, &no_store, &rep), -EINVAL);
	CHECK_INT(rep.lines, 3);
	CHECK_INT(rep.events, 1);
	/* 510 characters and the newline are a line; 511 are too many. */
	char text[1100];
	memset(text, ' ', sizeof text);
	memcpy(text, "wait 1", 6);
	text[510] = '\n';
	memcpy(text + 511, "wait 1", 6);
	text[511 + 511] = '\n';
	text[511 + 512] = 0;
	write_script(text);
	CHECK_INT(headless_run(&o, &words_app, &no_store, &rep), -EINVAL);
	CHECK_INT(rep.lines, 2);
}

/* A folder as the script opens for reading but reads nothing: the run
 * says so and fails, not "0 events". */
static void test_run_folder(void)
{
	struct headless_options o = { .width = 800, .height = 480, .script = dir, .out_dir = dir };
	struct headless_report rep;
	CHECK_INT(headless_run(&o, &words_app, &no_store, &rep), -EISDIR);
	CHECK_INT(rep.lines, 0);
}

static void test_run_shoots(void)
{
	struct headless_options o = { .width = 480, .height = 800, .script = script, .out_dir = dir,
				      .verify_damage = true };
	struct headless_report rep;
	write_script("down 42 693\nmove 60 650\nmove 240 237\nshot s.png\nup 240 237\n");
	CHECK_INT(headless_run(&o, &words_app, &no_store, &rep), 0);
	CHECK_INT(rep.shots, 1);
	CHECK_INT(rep.events, 4);
	CHECK_INT(rep.damage_errors, 0);
	char path[256];
	snprintf(path, sizeof path, "%s/s.png", dir);
	struct png_image img;
	CHECK_INT(png_read(path, &img), 0);
	CHECK_INT(img.width, 480);
	CHECK_INT(img.height, 800);
	png_free(&img);
	remove(path);
	/* No reference: a mismatch.  The shot as its own reference: none. */
	o.ref_dir = "/nonexistent";
	write_script("shot t.png\n");
	CHECK_INT(headless_run(&o, &words_app, &no_store, &rep), 0);
	CHECK_INT(rep.mismatches, 1);
	o.ref_dir = dir;
	CHECK_INT(headless_run(&o, &words_app, &no_store, &rep), 0);
	CHECK_INT(rep.mismatches, 0);
	snprintf(path, sizeof path, "%s/t.png", dir);
	remove(path);
	snprintf(path, sizeof path, "%s/t-diff.png", dir);
	remove(path);
}

/* The comparator can fail: a reference with one pixel changed gives one
 * mismatching shot and a diff image with exactly that pixel in red. */
static void test_one_changed_pixel_is_caught(void)
{
	char ref_dir[160], path[256];
	struct headless_options o = { .width = 800, .height = 480, .script = script, .out_dir = dir };
	struct headless_report rep;
	struct png_image img;
	snprintf(ref_dir, sizeof ref_dir, "%s/tessera-test-headless-ref-%d", dir, (int)getpid());
	CHECK_INT(mkdir(ref_dir, 0700), 0);
	write_script("shot u.png\n");
	o.out_dir = ref_dir;
	CHECK_INT(headless_run(&o, &words_app, &no_store, &rep), 0);
	snprintf(path, sizeof path, "%s/u.png", ref_dir);
	CHECK_INT(png_read(path, &img), 0);
	img.pixels[123 * img.width + 456] ^= 0x000100;	/* one step of green, at 456,123 */
	struct canvas c = png_canvas(&img);
	CHECK_INT(png_write(path, &c), 0);
	png_free(&img);
	o.out_dir = dir;
	o.ref_dir = ref_dir;
	CHECK_INT(headless_run(&o, &words_app, &no_store, &rep), 0);
	CHECK_INT(rep.mismatches, 1);
	snprintf(path, sizeof path, "%s/u-diff.png", dir);
	CHECK_INT(png_read(path, &img), 0);
	int red = 0, at = -1;
	for (int i = 0; i < img.width * img.height; i++)
		if (img.pixels[i] == 0xff0000) {
			red++;
			at = i;
		}
	CHECK_INT(red, 1);
	CHECK_INT(at, 123 * 800 + 456);
	png_free(&img);
	remove(path);
	snprintf(path, sizeof path, "%s/u.png", dir);
	remove(path);
	snprintf(path, sizeof path, "%s/u.png", ref_dir);
	remove(path);
	rmdir(ref_dir);
}

int main(void)
{
	menu_settings_default(&two_people);
	snprintf(dir, sizeof dir, "/tmp");
	snprintf(script, sizeof script, "/tmp/tessera-test-headless-%d.script", (int)getpid());
	RUN(test_parse_good);
	RUN(test_parse_bad);
	RUN(test_run_reports_line);
	RUN(test_run_folder);
	RUN(test_run_shoots);
	RUN(test_one_changed_pixel_is_caught);
	remove(script);
	return check_finish();
}
