/* The headless platform: script parsing and errors with line numbers. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
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
	CHECK_INT(headless_parse_line("tap 1 2", &c, err, sizeof err), -EINVAL);
	CHECK(strstr(err, "unknown command 'tap'") != NULL);
}

static char dir[128], script[192];

static void write_script(const char *text)
{
	FILE *f = fopen(script, "w");
	fputs(text, f);
	fclose(f);
}

static void test_run_reports_line(void)
{
	struct headless_options o = { .width = 800, .height = 480, .scale = 1.0f, .seed = 1, .script = script,
				      .out_dir = dir, .verify_damage = true, .game = HEADLESS_GAME_WORDS };
	struct headless_report rep;
	write_script("# fine\ndown 10 10\nup 10 10\nwiggle 3\nshot never.png\n");
	CHECK_INT(headless_run(&o, &rep), -EINVAL);
	CHECK_INT(rep.lines, 4);	/* stopped at the bad line */
	CHECK_INT(rep.shots, 0);
}

static void test_run_shoots(void)
{
	struct headless_options o = { .width = 480, .height = 800, .scale = 1.0f, .seed = 1, .script = script,
				      .out_dir = dir, .verify_damage = true, .game = HEADLESS_GAME_WORDS };
	struct headless_report rep;
	write_script("down 42 693\nmove 60 650\nmove 240 237\nshot s.png\nup 240 237\n");
	CHECK_INT(headless_run(&o, &rep), 0);
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
	CHECK_INT(headless_run(&o, &rep), 0);
	CHECK_INT(rep.mismatches, 1);
	o.ref_dir = dir;
	CHECK_INT(headless_run(&o, &rep), 0);
	CHECK_INT(rep.mismatches, 0);
	snprintf(path, sizeof path, "%s/t.png", dir);
	remove(path);
	snprintf(path, sizeof path, "%s/t-diff.png", dir);
	remove(path);
}

int main(void)
{
	snprintf(dir, sizeof dir, "/tmp");
	snprintf(script, sizeof script, "/tmp/tessera-test-headless-%d.script", (int)getpid());
	RUN(test_parse_good);
	RUN(test_parse_bad);
	RUN(test_run_reports_line);
	RUN(test_run_shoots);
	remove(script);
	return check_finish();
}
