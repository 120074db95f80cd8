/* tessera-headless: runs the ui in memory from a touch script and writes
 * PNG screenshots; with --ref, compares them with reference images.  The
 * options and exit statuses: usage() (--help).
 * The run is the app that ships, on a memory display (platform/headless.h). */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ai/rvai.h"
#include "app/app.h"
#include "platform/config.h"
#include "platform/dict_file.h"
#include "platform/file_store.h"
#include "platform/headless.h"
#include "platform/remote_link.h"
#include "platform/seal.h"
#include "gfx/draw.h"
#include "ui/calib/calib.h"
#include "ui/kit/theme.h"
#include "ui/menu/menu.h"
#include "ui/reversi/reversi_table.h"
#include "ui/words/words_table.h"

/* The whole text, on stdout for --help (exit 0), on stderr after a usage
 * error (exit 2). */
static void usage(FILE *f)
{
	char themes[128];
	theme_list(themes, sizeof themes);
	fprintf(f,
		"usage: tessera-headless [--size WxH] [--seed N] [--scale S] [--out DIR] [--ref DIR]\n"
		"                        [--verify-damage] [--check-text] [--kiosk] [--layout] [--game menu|words|reversi]\n"
		"                        [--computer LEVEL] [--theme NAME] [--dict FILE] [--state]\n"
		"                        [--peer NAME[/PLACE]] [--board FILE] SCRIPT\n"
		"       tessera-headless --calibrate --board-file FILE [--touch-range XxY] [--size WxH]\n"
		"                        [--scale S] SCRIPT\n"
		"       tessera-headless --layout [--size WxH] [--scale S] [--game G] [--calibrate] [--peer P]\n"
		"       tessera-headless --help\n"
		"  --size WxH        canvas size (800x480)\n"
		"  --seed N          the first game's shuffle, a decimal number (default 1)\n"
		"  --scale S         size of the UI, 0.5 to 4, as a board config's [look] scale (default 1)\n"
		"  --out DIR         where shots go (.)\n"
		"  --ref DIR         compare every shot with DIR/NAME; exit 1 on a difference\n"
		"  --verify-damage   check every incremental frame against a full repaint\n"
		"  --kiosk           the kiosk's idle rules, as tessera applies them by default\n"
		"                    (docs/kiosk.md: the cover, \"Still playing?\", the game put\n"
		"                    aside, the attract mode, the dark screen), timed by the\n"
		"                    script's waits; without it nothing happens while idle\n"
		"  --check-text      at every shot, repaint the whole screen and report each\n"
		"                    label cut by its box or clip (exit 1 if any is)\n"
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
		"  --board-file FILE the board config to calibrate and write (with --calibrate only)\n"
		"  --board FILE      a board config whose [network] section this kiosk joins: a\n"
		"                    real broker; the script's 'sync lobby N (kiosks free)|invitation|screen\n"
		"                    words|reversi|away|back (the other kiosk gone, back)|idle|present\n"
		"                    (nobody at its table, someone again)|offline|online (this kiosk's\n"
		"                    link)|over' wait for the other kiosk or the link (real time, 20 s\n"
		"                    at most), 'play' plays this kiosk's turns to the game's end and\n"
		"                    prints the result, 'play until N' stops once the game has N\n"
		"                    moves (before this kiosk's next), 'where' prints the moves, the\n"
		"                    seat to move and the move\n"
		"                    numbers, and 'hold MS' prints the same, then takes nothing in\n"
		"                    (a kiosk frozen mid-game, to be killed: the script fails after MS\n"
		"                    of real time); with --state, a game saved there continues (the\n"
		"                    link's own threads may allocate after the memory seal, the\n"
		"                    game's may not)\n"
		"  --peer NAME[/PLACE]\n"
		"                    another kiosk, joined in memory and played by the script's\n"
		"                    'peer' lines: hello, invite words|reversi, accept, decline,\n"
		"                    move TEXT (docs/network.md's move texts), chat TEXT, gone\n"
		"                    (with --layout: the lobby's, the invitation's and the chat's places);\n"
		"                    NAME of up to %d bytes, PLACE of up to %d; without /PLACE it\n"
		"                    has none, as a board config without [network] place\n"
		"  --touch-range XxY with --calibrate: the device's largest raw values, e.g.\n"
		"                    4095x4095 (default: the canvas size - 1, raw values = pixels)\n"
		"  --state           keep the game and each finished game's record in the state\n"
		"                    directory ($STATE_DIRECTORY, else ~/.local/state/tessera), as\n"
		"                    tessera does (default: nothing is kept)\n"
		"  --help            this text\n"
		"Exit status: 0 done (every --ref shot equal); 1 a shot differs, the run failed\n"
		"(a bad line, said as SCRIPT:LINE: why), or a file or folder it was given cannot\n"
		"be used: the SCRIPT (missing, a folder), the --dict word list, the --board-file\n"
		"config (or it cannot be rewritten), --out's folder, the state directory, or\n"
		"--board's broker; 2 a usage error, or a --board config that cannot be read, is\n"
		"not good or has no [network] (tessera's 2 for a bad board config).\n",
		themes, NET_NAME_MAX, NET_PLACE_MAX);
}

/* A dialog's buttons, as "NAME-confirm: X Y", "NAME-cancel: X Y" and its
 * option rows "NAME-option-I: X Y". */
static void print_dialog(const char *name, const struct dialog *d)
{
	static const char *const kinds[2] = { "cancel", "confirm" };
	for (int i = 0; i < DIALOG_BUTTONS; i++) {
		struct rect r = d->button[i];
		if (rect_is_empty(r))
			continue;
		if (i < DIALOG_BUTTON_OPTION)
			printf("%s-%s: %d %d\n", name, kinds[i], r.x + r.w / 2, r.y + r.h / 2);
		else
			printf("%s-option-%d: %d %d\n", name, i - DIALOG_BUTTON_OPTION, r.x + r.w / 2, r.y + r.h / 2);
	}
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
							    "take-back", "hint" };
	for (int i = 0; i < WORDS_TABLE_BUTTON_COUNT; i++)
		printf("%s: %d %d\n", names[i], l.buttons[i].x + l.buttons[i].w / 2,
		       l.buttons[i].y + l.buttons[i].h / 2);
	struct dialog d;
	words_table_pass_place(&l, scale, &d);
	print_dialog("pass", &d);
	struct rect rematch, new_game;
	words_table_standings_buttons(&l, &rematch, &new_game);
	struct rect home = words_table_standings_take_home(&l);
	printf("rematch: %d %d\nnew-game: %d %d\ntake-home: %d %d\n", rematch.x + rematch.w / 2,
	       rematch.y + rematch.h / 2, new_game.x + new_game.w / 2, new_game.y + new_game.h / 2, home.x + home.w / 2,
	       home.y + home.h / 2);
	/* A tap on the scores or the info line opens the score sheet over the
	 * board; one on the sheet's place in the panel turns its page. */
	printf("scores: %d %d\ninfo: %d %d\n", l.players[0].x + l.players[0].w / 2, l.players[0].y + l.players[0].h / 2,
	       l.info.x + l.info.w / 2, l.info.y + l.info.h / 2);
	if (!rect_is_empty(l.sheet))
		printf("sheet: %d %d\n", l.sheet.x + l.sheet.w / 2, l.sheet.y + l.sheet.h / 2);
	/* A challenge mode with hints: Hint beside Challenge where four fit. */
	struct words_table_layout four = l;
	if (words_table_layout_tools(&four, scale))
		printf("four-tools: challenge %d %d hint %d %d\n",
		       four.buttons[WORDS_TABLE_BUTTON_CHALLENGE].x + four.buttons[WORDS_TABLE_BUTTON_CHALLENGE].w / 2,
		       four.buttons[WORDS_TABLE_BUTTON_CHALLENGE].y + four.buttons[WORDS_TABLE_BUTTON_CHALLENGE].h / 2,
		       four.buttons[WORDS_TABLE_BUTTON_HINT].x + four.buttons[WORDS_TABLE_BUTTON_HINT].w / 2,
		       four.buttons[WORDS_TABLE_BUTTON_HINT].y + four.buttons[WORDS_TABLE_BUTTON_HINT].h / 2);
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
	/* Where a finger lifts to drop a dragged tile on each square (the tile
	 * is drawn above the finger and lands where it is drawn). */
	for (int row = 0; row < WORDS_SIZE; row++) {
		printf("drop %2d:", row + 1);
		for (int col = 0; col < WORDS_SIZE; col++) {
			words_table_drop_point(&l, row * WORDS_SIZE + col, &x, &y);
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
	static const char *const names[REVERSI_TABLE_BUTTON_COUNT] = { "take-back", "hint", "new-game", "menu" };
	for (int i = 0; i < REVERSI_TABLE_BUTTON_COUNT; i++)
		printf("%s: %d %d\n", names[i], l.buttons[i].x + l.buttons[i].w / 2,
		       l.buttons[i].y + l.buttons[i].h / 2);
	struct dialog d;
	reversi_table_new_game_place(&l, scale, &d);
	print_dialog("new-game", &d);
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

static void print_menu_items(const struct menu *m)
{
	for (int i = 0; i < MENU_ITEM_COUNT; i++) {
		struct rect r = m->item_rect[i];
		if (rect_is_empty(r))
			continue;
		char text[64];
		menu_item_text(m, (enum menu_item)i, text, sizeof text);
		printf("%s: %d %d\n", text, r.x + r.w / 2, r.y + r.h / 2);
	}
}

/* Every page's items, as a script needs them (the Words page with two
 * players; a third and fourth seat push the rules down). */
static void print_menu_layout(int w, int h, float scale)
{
	struct menu m;
	/* The home page as tessera lays it out: under 480x320 its foot note
	 * pushes the games up. */
	char note[64];
	struct menu_options mo = { .width = w, .height = h, .scale = scale };
	if (app_small_screen(w, h, note, sizeof note))
		mo.foot_note = note;
	if (menu_init(&m, &mo, NULL)) {
		fprintf(stderr, "tessera-headless: no menu at %dx%d\n", w, h);
		return;
	}
	static const char *const pages[] = { "home", "words", "reversi" };
	for (int p = MENU_PAGE_HOME; p <= MENU_PAGE_REVERSI; p++) {
		menu_show_page(&m, (enum menu_page)p);
		printf("# %s page\n", pages[p]);
		print_menu_items(&m);
	}
	/* With a game kept under the menu: Continue, and the dialog Start asks. */
	menu_keep(&m, "Continue", "");
	menu_show_page(&m, MENU_PAGE_HOME);
	printf("# home page, a game kept\n");
	print_menu_items(&m);
	menu_show_page(&m, MENU_PAGE_WORDS);
	struct dialog d;
	menu_start_place(&m, &d);
	print_dialog("start", &d);
	/* The keyboard a name is typed on. */
	static struct keyboard k;
	menu_name_keyboard(&m, &k);
	printf("keys:");
	for (int i = 0; i < KEYBOARD_KEYS; i++) {
		struct rect r = keyboard_key_rect(&k, i);
		static const char *const named[] = { "space", "delete", "cancel", "done", "accents" };
		char name[2] = { "QWERTYUIOPASDFGHJKLZXCVBNM"[i < KEYBOARD_LETTERS ? i : 0], '\0' };
		printf(" %s=%d,%d", i < KEYBOARD_LETTERS ? name : named[i - KEYBOARD_LETTERS], r.x + r.w / 2, r.y + r.h / 2);
	}
	printf("\n");
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
static struct file_store store;
static struct menu_settings settings;

/* What the command line asked for. */
struct args {
	struct headless_options run;
	struct app_options app;
	bool layout;
	bool calibrate;
	bool state;			/* --state: games and records in the state directory */
	bool help;			/* --help: the text on stdout, exit 0 */
	const char *board_file;		/* --calibrate: the config to write */
	const char *network_board;	/* --board: a config whose [network] this kiosk joins */
	int touch_max_x, touch_max_y;	/* --calibrate: raw range, 0 = the canvas */
};

/* One option and its value; returns 1 when it took the value, 0 when it
 * took none, -1 for a usage error (said). */
static int parse_option(struct args *a, const char *o, const char *v)
{
	if (!strcmp(o, "--verify-damage")) {
		a->run.verify_damage = true;
		return 0;
	}
	if (!strcmp(o, "--check-text")) {
		a->run.check_text = true;
		return 0;
	}
	if (!strcmp(o, "--kiosk")) { /* tessera's default [kiosk] rules: the walk-away steps */
		struct config_board defaults;
		config_defaults(&defaults);
		a->app.idle = config_idle_rules(&defaults.kiosk);
		return 0;
	}
	if (!strcmp(o, "--calibrate")) {
		a->calibrate = true;
		return 0;
	}
	if (!strcmp(o, "--layout")) {
		a->layout = true;
		return 0;
	}
	if (!strcmp(o, "--state")) {
		a->state = true;
		return 0;
	}
	if (!strcmp(o, "--help") || !strcmp(o, "-h")) {
		a->help = true;
		return 0;
	}
	/* The options below take the next argument as their value: an
	 * unknown one, or one at the end of the line, is named. */
	static const char *const with_value[] = {
		"--size", "--seed", "--scale", "--out", "--ref", "--game", "--dict", "--computer",
		"--theme", "--peer", "--board", "--board-file", "--touch-range",
	};
	bool known = false, known_before_eq = false;
	size_t n = strcspn(o, "=");
	for (size_t i = 0; i < sizeof with_value / sizeof with_value[0]; i++) {
		known = known || !strcmp(o, with_value[i]);
		known_before_eq = known_before_eq || (strlen(with_value[i]) == n && !strncmp(o, with_value[i], n));
	}
	if (!known) {
		if (o[n] && known_before_eq)
			fprintf(stderr, "tessera-headless: unknown option '%s' (an option's value is the next argument: "
				"%.*s %s)\n", o, (int)n, o, o + n + 1);
		else
			fprintf(stderr, "tessera-headless: unknown option '%s'\n", o);
		return -1;
	}
	if (!v) {
		fprintf(stderr, "tessera-headless: %s needs a value\n", o);
		return -1;
	}
	char rest, *end;
	if (!strcmp(o, "--size")) {
		if (sscanf(v, "%dx%d%c", &a->run.width, &a->run.height, &rest) != 2 || a->run.width < 1 ||
		    a->run.height < 1 || a->run.width > 8192 || a->run.height > 8192) {
			fprintf(stderr, "tessera-headless: --size wants WxH up to 8192x8192, e.g. 800x480\n");
			return -1;
		}
	} else if (!strcmp(o, "--seed")) {
		errno = 0;
		/* Decimal, as tessera's --seed and the seed it prints: "010" is
		 * ten, not eight. */
		a->app.seed = strtoull(v, &end, 10);
		if (errno || end == v || *end || !isdigit((unsigned char)v[0])) {
			fprintf(stderr, "tessera-headless: --seed wants a decimal number from 0 to %llu\n",
				(unsigned long long)UINT64_MAX);
			return -1;
		}
	} else if (!strcmp(o, "--scale")) {
		a->app.scale = strtof(v, &end);
		/* The board configs' range (docs/board-configs.md). */
		if (end == v || *end || !(a->app.scale >= 0.5f && a->app.scale <= 4.0f)) {
			fprintf(stderr, "tessera-headless: --scale wants a number from 0.5 to 4\n");
			return -1;
		}
	} else if (!strcmp(o, "--out")) {
		a->run.out_dir = v;
	} else if (!strcmp(o, "--ref")) {
		a->run.ref_dir = v;
	} else if (!strcmp(o, "--game")) {
		if (!strcmp(v, "words"))
			a->app.start = SHELL_WORDS;
		else if (!strcmp(v, "reversi"))
			a->app.start = SHELL_REVERSI;
		else if (!strcmp(v, "menu"))
			a->app.start = SHELL_MENU;
		else {
			fprintf(stderr, "tessera-headless: --game wants menu, words or reversi\n");
			return -1;
		}
	} else if (!strcmp(o, "--dict")) {
		char msg[PATH_MAX + 160];
		if (dict_file_open(&dict, v, ".", msg, sizeof msg)) {
			fprintf(stderr, "tessera-headless: %s\n", msg);
			exit(1);
		}
		lexicon = dict_file_lexicon(&dict);
		a->app.lexicon = &lexicon;
		a->app.dict = &dict.dict;
	} else if (!strcmp(o, "--computer")) {
		settings.reversi_opponent = rvai_level_parse(v);
		if (settings.reversi_opponent < 0) {
			fprintf(stderr, "tessera-headless: --computer wants beginner..expert or 1..5\n");
			return -1;
		}
	} else if (!strcmp(o, "--theme")) {
		a->app.theme = theme_find(v);
		if (!a->app.theme) {
			char themes[128];
			theme_list(themes, sizeof themes);
			fprintf(stderr, "tessera-headless: --theme: no theme '%s' (themes: %s)\n", v, themes);
			return -1;
		}
	} else if (!strcmp(o, "--peer")) {
		/* PLACE is optional, as a board config's [network] place; each
		 * part whole or refused, never cut. */
		size_t name = strcspn(v, "/"), place = v[name] ? strlen(v + name + 1) : 0;
		if (!name || name > NET_NAME_MAX || place > NET_PLACE_MAX) {
			fprintf(stderr, "tessera-headless: --peer wants NAME or NAME/PLACE, the other kiosk: a NAME of 1 to "
				"%d bytes, a PLACE of at most %d, not '%s'\n", NET_NAME_MAX, NET_PLACE_MAX, v);
			return -1;
		}
		a->run.peer = v;
	} else if (!strcmp(o, "--board")) {
		a->network_board = v;
	} else if (!strcmp(o, "--board-file")) {
		a->board_file = v;
	} else if (!strcmp(o, "--touch-range")) {
		if (sscanf(v, "%dx%d%c", &a->touch_max_x, &a->touch_max_y, &rest) != 2 || a->touch_max_x < 1 ||
		    a->touch_max_y < 1) {
			fprintf(stderr, "tessera-headless: --touch-range wants XxY, e.g. 4095x4095\n");
			return -1;
		}
	}
	return 1;
}

static int parse_args(int argc, char **argv, struct args *a)
{
	for (int i = 1; i < argc; i++) {
		const char *o = argv[i];
		if (o[0] != '-') {
			if (a->run.script) {
				fprintf(stderr, "tessera-headless: one script only, not '%s' and '%s'\n", a->run.script, o);
				return -1;
			}
			a->run.script = o;
			continue;
		}
		int took = parse_option(a, o, i + 1 < argc ? argv[i + 1] : NULL);
		if (took < 0)
			return -1;
		i += took;
	}
	return 0;
}

/* With --peer: the home page's "Play another kiosk" (and with a game kept,
 * Continue beside it), the lobby with one
 * kiosk (its invitation buttons, Cancel), the invitation's Accept and
 * Decline, and over a table the chat's phrases and keys. */
static void print_net_layout(int w, int h, float scale)
{
	struct menu m;
	char note[64];
	struct menu_options mo = { .width = w, .height = h, .scale = scale, .network = true };
	if (app_small_screen(w, h, note, sizeof note))
		mo.foot_note = note;
	static struct lobby l;
	struct lobby_options lo = { w, h, scale, 0, NULL };
	if (menu_init(&m, &mo, NULL) || lobby_init(&l, &lo))
		return;
	struct rect r = m.item_rect[MENU_ITEM_NETWORK];
	printf("play-another-kiosk: %d %d\n", r.x + r.w / 2, r.y + r.h / 2);
	/* A game kept under the menu: Continue shares that row. */
	menu_keep(&m, "Continue", "");
	menu_show_page(&m, MENU_PAGE_HOME);
	r = m.item_rect[MENU_ITEM_CONTINUE];
	printf("kept-continue: %d %d\n", r.x + r.w / 2, r.y + r.h / 2);
	r = m.item_rect[MENU_ITEM_NETWORK];
	printf("kept-play-another-kiosk: %d %d\n", r.x + r.w / 2, r.y + r.h / 2);
	struct lobby_row row = { .words = true, .reversi = true, .status = LOBBY_FREE };
	lobby_set_rows(&l, &row, 1);
	lobby_set_waiting(&l, true);
	for (int g = 0; g < 2; g++) {
		r = lobby_invite_rect(&l, 0, g);
		printf("lobby-invite-%s: %d %d\n", g ? "reversi" : "words", r.x + r.w / 2, r.y + r.h / 2);
	}
	static const char *const items[LOBBY_ITEM_COUNT] = { "back", "refuse", "more", "cancel" };
	for (int i = 0; i < LOBBY_ITEM_COUNT; i++) {
		r = lobby_item_rect(&l, (enum lobby_item)i);
		if (!rect_is_empty(r))
			printf("lobby-%s: %d %d\n", items[i], r.x + r.w / 2, r.y + r.h / 2);
	}
	struct dialog d;
	lobby_question_place(&l, &d);
	print_dialog("invitation", &d);
	static struct lobby_chat ch;
	struct damage scratch;
	damage_init(&scratch, w, h);
	lobby_chat_open(&ch, w, h, scale, netplay_phrases, NETPLAY_PHRASES, &scratch);
	for (int i = 0; i < NETPLAY_PHRASES; i++) {
		r = lobby_chat_phrase_rect(&ch, i);
		printf("chat-phrase-%d: %d %d\n", i, r.x + r.w / 2, r.y + r.h / 2);
	}
	printf("chat-keys:");
	for (int i = 0; i < KEYBOARD_KEYS; i++) {
		r = keyboard_key_rect(&ch.keyboard, i);
		static const char *const named[] = { "space", "delete", "cancel", "done", "accents" };
		char name[2] = { "QWERTYUIOPASDFGHJKLZXCVBNM"[i < KEYBOARD_LETTERS ? i : 0], '\0' };
		printf(" %s=%d,%d", i < KEYBOARD_LETTERS ? name : named[i - KEYBOARD_LETTERS], r.x + r.w / 2, r.y + r.h / 2);
	}
	printf("\n");
}

static void print_layouts(const struct args *a)
{
	int w = a->run.width, h = a->run.height;
	float scale = app_scale_fit(w, h, a->app.scale, NULL, 0);	/* as the run draws it */
	if (a->run.peer)
		print_net_layout(w, h, scale);
	if (a->calibrate)
		print_calib_layout(w, h, scale);
	else if (a->app.start == SHELL_REVERSI)
		print_reversi_layout(w, h, scale);
	else if (a->app.start == SHELL_MENU)
		print_menu_layout(w, h, scale);
	else
		print_layout(w, h, scale);
}

/* The calibration screen's raw touches: script positions are device values
 * turned as the board turns them (its swap, inversion and rotation, not its
 * matrix, which is what is measured); Save writes into the board file. */
static int setup_calibration(struct args *a)
{
	static struct config_board board;
	struct config_error cerr;
	char msg[CONFIG_PATH_MAX + 80];
	config_defaults(&board);
	if (a->board_file) {
		if (config_load_file(&board, a->board_file, &cerr)) {
			fprintf(stderr, "tessera-headless: %s\n", cerr.message);
			return -1;
		}
		if (config_calibration_writable(a->board_file, msg, sizeof msg)) {
			fprintf(stderr, "tessera-headless: %s\n", msg);
			return -1;
		}
	}
	int rot = (int)board.display.rotation, w = a->run.width, h = a->run.height;
	bool quarter = rot == 90 || rot == 270;
	struct input_calibration raw = board.touch.calibration;
	input_calibration_raw(&raw);
	struct input_axis ax = { 0, a->touch_max_x > 0 ? a->touch_max_x : w - 1 };
	struct input_axis ay = { 0, a->touch_max_y > 0 ? a->touch_max_y : h - 1 };
	if (input_transform_init(&store.raw, &raw, ax, ay, quarter ? h : w, quarter ? w : h, rot))
		return -1;
	store.board_path = a->board_file;
	a->run.touch = &store.raw;
	a->app.mode = APP_CALIBRATE;
	return 0;
}

/* --board FILE: the kiosk joins its [network] through the real link.
 * Returns 0, or an exit status. */
static int join_network(struct args *a, struct netplay *np, struct net_link **link)
{
	static struct config_board board;
	struct config_error cerr;
	if (config_load_file(&board, a->network_board, &cerr)) {
		fprintf(stderr, "tessera-headless: %s\n", cerr.message);
		return 2;
	}
	if (!board.network.enabled) {
		fprintf(stderr, "tessera-headless: --board %s has no [network] section\n", a->network_board);
		return 2;
	}
#ifdef TESSERA_NETWORK
	char msg[256];
	struct remote remote;
	int rc = remote_link_start(&board.network, &remote, link, msg, sizeof msg);
	if (rc == -ELIBACC || rc == -ENOTSUP) {
		/* As tessera: without libmosquitto the kiosk plays alone, and its
		 * menu says why. */
		fprintf(stderr, "tessera-headless: warning: [network]: %s: playing alone\n", msg);
		a->app.net_off = remote_link_off_reason(rc);
		return 0;
	}
	if (rc) {
		fprintf(stderr, "tessera-headless: [network]: %s\n", msg);
		return 1;
	}
	netplay_init(np, &remote, board.network.name, board.network.place, 0);
	a->run.net = np;
	a->run.net_fd = net_link_fd(*link);
	a->run.dict = a->app.dict;
	return 0;
#else
	(void)np, (void)link;
	fprintf(stderr, "tessera-headless: built without libmosquitto: no network\n");
	return 1;
#endif
}

int main(int argc, char **argv)
{
	struct args a = {
		.run = { .width = 800, .height = 480, .out_dir = ".", .seal = true },
		.app = { .mode = APP_PLAY, .scale = 1.0f, .seed = 1, .start = SHELL_WORDS, .settings = &settings },
	};
	/* Standard output's buffer made now, not by the first line printed
	 * after the memory seal (stdio allocates it lazily). */
	static char out_buffer[BUFSIZ];
	setvbuf(stdout, out_buffer, _IOLBF, sizeof out_buffer);
	menu_settings_default(&settings);
	settings.reversi_opponent = MENU_HUMAN;
	file_store_init(&store);
	if (parse_args(argc, argv, &a)) {
		usage(stderr);
		return 2;
	}
	if (a.help) {
		usage(stdout);
		return 0;
	}
	/* Options of the calibration alone: taken without it, they would be
	 * ignored (--board-file for --board, the network's, is a likely slip). */
	if (!a.calibrate && (a.board_file || a.touch_max_x)) {
		fprintf(stderr, "tessera-headless: %s is for --calibrate only%s\n",
			a.board_file ? "--board-file" : "--touch-range",
			a.board_file ? " (the config it writes; a board whose [network] to join is --board FILE)" : "");
		usage(stderr);
		return 2;
	}
	if (a.layout) {
		print_layouts(&a);
		return 0;
	}
	if (!a.run.script) {
		fprintf(stderr, "tessera-headless: no SCRIPT given\n");
		usage(stderr);
		return 2;
	}
	if (a.calibrate && setup_calibration(&a))
		return 1;
	if (mkdir(a.run.out_dir, 0777) && errno != EEXIST) {
		fprintf(stderr, "tessera-headless: cannot create %s: %s\n", a.run.out_dir, strerror(errno));
		return 1;
	}
	char msg[PATH_MAX + 160];
	if (a.state && file_store_open_state(&store, msg, sizeof msg)) {
		fprintf(stderr, "tessera-headless: %s\n", msg);
		return 1;
	}
	/* What tessera warns of at start (a read-only state directory, a
	 * records folder that cannot be used), the twin says too. */
	if (a.state && msg[0])
		fprintf(stderr, "tessera-headless: warning: %s\n", msg);
	static struct netplay np;
	struct net_link *link = NULL;
	int status = a.network_board ? join_network(&a, &np, &link) : 0;
	if (status)
		return status;
	struct headless_report rep;
	struct app_store st = file_store_app(&store);
	int err = headless_run(&a.run, &a.app, &st, &rep);
#ifdef TESSERA_NETWORK
	net_link_stop(link, 2000); /* a clean exit: out of the lobby */
#endif
	if (err)
		return 1;
	printf("%s at %dx%d: %d events, %d frames, %d shots, %ld damage pixels%s%s%s\n", a.run.script, a.run.width,
	       a.run.height, rep.events, rep.frames, rep.shots, rep.damage_pixels,
	       a.run.verify_damage ? (rep.damage_errors ? ", DAMAGE ERRORS" : ", damage verified") : "",
	       a.run.check_text ? (rep.text_cuts ? ", TEXT CUT" : ", no text cut") : "",
	       !a.run.seal ? ", not sealed (the network link's threads allocate)"
	       : seal_watching() ? (rep.seal_violations ? ", ALLOCATIONS AFTER THE SEAL" : ", no allocation after the seal")
			       : "");
	return rep.mismatches || rep.damage_errors || rep.text_cuts || rep.seal_violations ? 1 : 0;
}
