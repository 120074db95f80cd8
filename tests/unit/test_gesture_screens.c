/* A finger held down while the screen changes under it, through the app
 * that ships (the headless backend: app_pointer, app_tick, the gesture
 * recognisers of the screens).  The touch was pressed on what is gone, so
 * its lift must not act on the new screen: it is let go as a cancel.  Each
 * run's last shot is compared with a run without that touch. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "ai/rvai.h"
#include "platform/headless.h"

static char base[128], script[192];
static struct menu_settings reversi_vs_computer;
static const struct app_options reversi_app = { .mode = APP_PLAY, .scale = 1.0f, .seed = 1,
						.start = SHELL_REVERSI, .settings = &reversi_vs_computer };
static const struct app_store no_store;

/* Runs text into base/out (made), comparing its shots with base/ref when
 * ref is set; returns how many differ. */
static int run(const char *text, const char *out, const char *ref)
{
	char out_dir[192], ref_dir[192];
	snprintf(out_dir, sizeof out_dir, "%s/%s", base, out);
	snprintf(ref_dir, sizeof ref_dir, "%s/%s", base, ref ? ref : "");
	mkdir(out_dir, 0700);
	FILE *f = fopen(script, "w");
	fputs(text, f);
	fclose(f);
	struct headless_options o = { .width = 800, .height = 480, .script = script, .out_dir = out_dir,
				      .ref_dir = ref ? ref_dir : NULL };
	struct headless_report rep;
	CHECK_INT(headless_run(&o, &reversi_app, &no_store, &rep), 0);
	CHECK_INT(rep.shots, 1);
	return rep.mismatches;
}

/* Reversi against the computer: black plays f5; while the computer thinks
 * a finger presses e3 (not yet a legal square) and lifts after the
 * computer's f4, when e3 is legal.  Playing e3 would be a move the person
 * never chose on the board they saw: the lift plays nothing.  A tap on e3
 * after the computer's move does play it (the shot differs). */
static void test_finger_held_across_the_computers_move(void)
{
	CHECK_INT(run("down 325 275\nup 325 275\nwait 3000\nshot end.png\n", "plain", NULL), 0);
	CHECK_INT(run("down 325 275\nup 325 275\ndown 269 163\nwait 3000\nmove 271 164\nup 271 164\n"
		      "shot end.png\n", "held", "plain"), 0);
	/* A drag held across it too: nothing of it is left. */
	CHECK_INT(run("down 325 275\nup 325 275\ndown 269 163\nmove 300 200\nwait 3000\nmove 330 220\n"
		      "up 269 163\nshot end.png\n", "dragged", "plain"), 0);
	CHECK_INT(run("down 325 275\nup 325 275\nwait 3000\ndown 269 163\nup 269 163\nshot end.png\n",
		      "tapped", "plain"), 1);
	/* The next touch after the voided one is a touch like any. */
	CHECK_INT(run("down 325 275\nup 325 275\ndown 269 163\nwait 3000\nup 269 163\n"
		      "down 269 163\nup 269 163\nshot end.png\n", "after", "tapped"), 0);
}

static void remove_shots(const char *sub)
{
	char path[256];
	snprintf(path, sizeof path, "%s/%s/end.png", base, sub);
	remove(path);
	snprintf(path, sizeof path, "%s/%s/end-diff.png", base, sub);	/* the comparator's */
	remove(path);
	snprintf(path, sizeof path, "%s/%s", base, sub);
	rmdir(path);
}

int main(void)
{
	menu_settings_default(&reversi_vs_computer);
	reversi_vs_computer.reversi_opponent = RVAI_EASY;
	snprintf(base, sizeof base, "/tmp/tessera-test-gesture-screens-%d", (int)getpid());
	snprintf(script, sizeof script, "%s/touch.script", base);
	if (mkdir(base, 0700)) {
		perror(base);
		return 1;
	}
	RUN(test_finger_held_across_the_computers_move);
	remove(script);
	static const char *const subs[] = { "plain", "held", "dragged", "tapped", "after" };
	for (unsigned i = 0; i < sizeof subs / sizeof subs[0]; i++)
		remove_shots(subs[i]);
	rmdir(base);
	return check_finish();
}
