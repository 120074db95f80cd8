/* tessera-headless: runs the ui in memory from a touch script and writes
 * PNG screenshots; with --ref, compares them with reference images.
 *   tessera-headless [--size WxH] [--seed N] [--scale S] [--out DIR]
 *                    [--ref DIR] [--verify-damage] [--layout]
 *                    [--game menu|words|reversi] [--computer LEVEL] [--theme NAME]
 *                    [--calibrate [--board-file FILE] [--touch-range XxY]] SCRIPT */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "platform/dict_file.h"
#include "platform/headless.h"
#include "ai/rvai.h"
#include "gfx/draw.h"
#include "ui/calib/calib.h"
#include "ui/kit/theme.h"
#include "ui/menu/menu.h"
#include "ui/reversi/reversi_table.h"
#include "ui/words/words_table.h"

static void usage(void)
{
	char themes[128];
	theme_list(themes, sizeof themes);
	fprintf(stderr,
		"usage: tessera-headless [--size WxH] [--seed N] [--scale S] [--out DIR] [--ref DIR]\n"
		"                        [--verify-damage] [--layout] [--game menu|words|reversi]\n"
		"                        [--computer LEVEL] [--theme NAME] SCRIPT\n"
		"  --size WxH        canvas size (800x480)\n"
		"  --out DIR         where shots go (.)\n"
		"  --ref DIR         compare every shot with DIR/NAME; exit 1 on a difference\n"
		"  --verify-damage   check every incremental frame against a full repaint\n"
		"  --layout          print where the squares, rack slots and buttons are (or the\n"
		"                    menu's items), and exit\n"
		"  --game G          words (default), reversi, or menu (the title screen)\n"
		"  --computer LEVEL  reversi against the computer (white): beginner..expert or 1..5\n"
		"  --theme NAME      the colours: %s (default classic)\n"
		"  --dict FILE       the word list: words are checked, the menu offers computer\n"
		"                    seats and the Hint button works (default: every word accepted)\n"
		"  --calibrate       the touch calibration screen; script positions are raw device\n"
		"                    values, turned by the board's swap/invert/rotation; Save writes\n"
		"                    the matrix into --board-file (with --layout: the crosses and buttons)\n"
		"  --board-file FILE the board config to calibrate and write\n"
		"  --touch-range XxY the device's largest raw values, e.g. 4095x4095 (default: the\n"
		"                    canvas size - 1, raw values = pixels)\n",
		themes);
}

static void print_layout(int w, int h, float scale)
{
	struct words_table_layout l;
	words_table_layout_compute(&l, w, h, scale, 2);
	int x, y;
	printf("# %dx%d %s: board %d,%d %dx%d, square pitch %d, rack tile %d\n", w, h,
	       l.portrait ? "portrait" : "landscape", l.board.x, l.board.y, l.board.w, l.board.h, l.sq, l.tile);
	for (int i = 0; i < WORDS_RACK_SIZE; i++) {
		words_table_slot_centre(&l, i, &x, &y);
		printf("slot %d: %d %d\n", i, x, y);
	}
	static const char *const names[WORDS_TABLE_BUTTON_COUNT] = { "submit", "recall", "menu", "exchange", "challenge",
							    "take-back" };
	for (int i = 0; i < WORDS_TABLE_BUTTON_COUNT; i++)
		printf("%s: %d %d\n", names[i], l.buttons[i].x + l.buttons[i].w / 2,
		       l.buttons[i].y + l.buttons[i].h / 2);
	printf("picker:");
	for (char c = 'A'; c <= 'Z'; c++) {
		words_table_picker_centre(&l, c, &x, &y);
		printf(" %c=%d,%d", c, x, y);
	}
	printf("\n");
	for (int row = 0; row < WORDS_SIZE; row++) {
		printf("row %2d:", row + 1);
		for (int col = 0; col < WORDS_SIZE; col++) {
			words_table_square_centre(&l, row * WORDS_SIZE + col, &x, &y);
			printf(" %c=%d,%d", 'A' + col, x, y);
		}
		printf("\n");
	}
}

static void print_reversi_layout(int w, int h, float scale)
{
	struct reversi_table_layout l;
	reversi_table_layout_compute(&l, w, h, scale);
	printf("# %dx%d %s: board %d,%d %dx%d, square pitch %d\n", w, h, l.portrait ? "portrait" : "landscape",
	       l.board.x, l.board.y, l.board.w, l.board.h, l.sq);
	static const char *const names[REVERSI_TABLE_BUTTON_COUNT] = { "take-back", "new-game", "menu" };
	for (int i = 0; i < REVERSI_TABLE_BUTTON_COUNT; i++)
		printf("%s: %d %d\n", names[i], l.buttons[i].x + l.buttons[i].w / 2,
		       l.buttons[i].y + l.buttons[i].h / 2);
	for (int rank = 1; rank <= 8; rank++) {
		printf("rank %d:", rank);
		for (int file = 0; file < 8; file++) {
			int x, y;
			reversi_table_square_centre(&l, (rank - 1) * 8 + file, &x, &y);
			printf(" %c%d=%d,%d", 'a' + file, rank, x, y);
		}
		printf("\n");
	}
}

/* Every page's items, as a script needs them (the Words page with two
 * players; a third and fourth seat push the rules down). */
static void print_menu_layout(int w, int h, float scale)
{
	struct menu m;
	struct menu_options mo = { w, h, scale, 0, false, NULL };
	if (menu_init(&m, &mo, NULL)) {
		fprintf(stderr, "tessera-headless: no menu at %dx%d\n", w, h);
		return;
	}
	static const char *const pages[] = { "home", "words", "reversi" };
	for (int p = MENU_PAGE_HOME; p <= MENU_PAGE_REVERSI; p++) {
		menu_show_page(&m, (enum menu_page)p);
		printf("# %s page\n", pages[p]);
		for (int i = 0; i < MENU_ITEM_COUNT; i++) {
			struct rect r = m.item_rect[i];
			if (rect_is_empty(r))
				continue;
			char text[64];
			menu_item_text(&m, (enum menu_item)i, text, sizeof text);
			printf("%s: %d %d\n", text, r.x + r.w / 2, r.y + r.h / 2);
		}
	}
}

static void print_calib_layout(int w, int h, float scale)
{
	static struct calib c;
	struct calib_options co = { w, h, scale, 0, NULL };
	if (calib_init(&c, &co)) {
		fprintf(stderr, "tessera-headless: no calibration screen at %dx%d\n", w, h);
		return;
	}
	printf("# %dx%d calibration: crosses in order, then the check screen's buttons\n", w, h);
	for (int i = 0; i < CALIB_POINTS; i++)
		printf("cross %d: %d %d\n", i + 1, c.target[i][0], c.target[i][1]);
	static const char *const names[CALIB_BUTTON_COUNT] = { "retry", "cancel", "save" };
	for (int i = 0; i < CALIB_BUTTON_COUNT; i++)
		printf("%s: %d %d\n", names[i], c.buttons[i].x + c.buttons[i].w / 2,
		       c.buttons[i].y + c.buttons[i].h / 2);
}

static struct dict_file dict;
static struct words_lexicon lexicon;

int main(int argc, char **argv)
{
	struct headless_options opt = { .width = 800, .height = 480, .scale = 1.0f, .seed = 1, .out_dir = ".",
					.game = HEADLESS_GAME_WORDS };
	bool layout = false;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		if (!strcmp(a, "--size") && v) {
			if (sscanf(v, "%dx%d", &opt.width, &opt.height) != 2) {
				fprintf(stderr, "tessera-headless: --size wants WxH, e.g. 800x480\n");
				return 2;
			}
			i++;
		} else if (!strcmp(a, "--seed") && v) {
			opt.seed = strtoull(v, NULL, 0);
			i++;
		} else if (!strcmp(a, "--scale") && v) {
			opt.scale = strtof(v, NULL);
			i++;
		} else if (!strcmp(a, "--out") && v) {
			opt.out_dir = v;
			i++;
		} else if (!strcmp(a, "--ref") && v) {
			opt.ref_dir = v;
			i++;
		} else if (!strcmp(a, "--verify-damage")) {
			opt.verify_damage = true;
		} else if (!strcmp(a, "--game") && v) {
			if (!strcmp(v, "words")) {
				opt.game = HEADLESS_GAME_WORDS;
			} else if (!strcmp(v, "reversi")) {
				opt.game = HEADLESS_GAME_REVERSI;
			} else if (!strcmp(v, "menu")) {
				opt.game = HEADLESS_GAME_MENU;
			} else {
				fprintf(stderr, "tessera-headless: --game wants menu, words or reversi\n");
				return 2;
			}
			i++;
		} else if (!strcmp(a, "--dict") && v) {
			char msg[PATH_MAX + 160];
			if (dict_file_open(&dict, v, ".", msg, sizeof msg)) {
				fprintf(stderr, "tessera-headless: %s\n", msg);
				return 1;
			}
			lexicon = dict_file_lexicon(&dict);
			opt.lexicon = &lexicon;
			opt.dict = &dict.dict;
			i++;
		} else if (!strcmp(a, "--computer") && v) {
			opt.computer = rvai_level_parse(v);
			if (opt.computer < 0) {
				fprintf(stderr, "tessera-headless: --computer wants beginner..expert or 1..5\n");
				return 2;
			}
			opt.computer_set = true;
			i++;
		} else if (!strcmp(a, "--theme") && v) {
			opt.theme = theme_find(v);
			if (!opt.theme) {
				char themes[128];
				theme_list(themes, sizeof themes);
				fprintf(stderr, "tessera-headless: --theme: no theme '%s' (themes: %s)\n", v, themes);
				return 2;
			}
			i++;
		} else if (!strcmp(a, "--calibrate")) {
			opt.calibrate = true;
		} else if (!strcmp(a, "--board-file") && v) {
			opt.board_file = v;
			i++;
		} else if (!strcmp(a, "--touch-range") && v) {
			if (sscanf(v, "%dx%d", &opt.touch_max_x, &opt.touch_max_y) != 2 || opt.touch_max_x < 1 ||
			    opt.touch_max_y < 1) {
				fprintf(stderr, "tessera-headless: --touch-range wants XxY, e.g. 4095x4095\n");
				return 2;
			}
			i++;
		} else if (!strcmp(a, "--layout")) {
			layout = true;
		} else if (a[0] == '-') {
			usage();
			return 2;
		} else {
			opt.script = a;
		}
	}
	if (layout) {
		if (opt.calibrate)
			print_calib_layout(opt.width, opt.height, opt.scale);
		else if (opt.game == HEADLESS_GAME_REVERSI)
			print_reversi_layout(opt.width, opt.height, opt.scale);
		else if (opt.game == HEADLESS_GAME_MENU)
			print_menu_layout(opt.width, opt.height, opt.scale);
		else
			print_layout(opt.width, opt.height, opt.scale);
		return 0;
	}
	if (!opt.script) {
		usage();
		return 2;
	}
	if (mkdir(opt.out_dir, 0777) && errno != EEXIST) {
		fprintf(stderr, "tessera-headless: cannot create %s: %s\n", opt.out_dir, strerror(errno));
		return 1;
	}
	struct headless_report rep;
	int err = headless_run(&opt, &rep);
	if (err)
		return 1;
	printf("%s at %dx%d: %d events, %d frames, %d shots, %ld damage pixels%s\n", opt.script, opt.width,
	       opt.height, rep.events, rep.frames, rep.shots, rep.damage_pixels,
	       opt.verify_damage ? (rep.damage_errors ? ", DAMAGE ERRORS" : ", damage verified") : "");
	return rep.mismatches || rep.damage_errors ? 1 : 0;
}
