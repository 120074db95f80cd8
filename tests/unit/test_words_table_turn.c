/* The Words table's turn buttons driven by taps: pass by a second Submit,
 * exchange by choosing tiles, challenge under each dictionary mode, take
 * back, shuffle, the hand-over cover, the end and a new game.  Every step
 * also checks that the incremental frame equals a full repaint. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gfx/draw.h"
#include "ui/words/words_table.h"
#include "ui/words/words_table_int.h"

enum { W = 800, H = 480 };

static struct words_table table;
static void *mem;
static uint32_t t_ms;
static struct canvas screen, full;

/* A lexicon of a few words, so challenges have phonies to find. */
static bool tiny_contains(const void *ctx, const char *word, int len)
{
	static const char *const words[] = { "HE", "HEN", "THE", "TEN", "NET", "IN", "IT", "TI", "EH" };
	(void)ctx;
	for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
		if ((int)strlen(words[i]) == len && !memcmp(words[i], word, (size_t)len))
			return true;
	return false;
}

/* A computer that takes its turn and never answers by itself: enough to
 * make a seat the computer's.  The test answers for it with the ticket. */
static uint32_t asked_ticket;

static int silent_computer(void *user, const struct computer_request *req)
{
	(void)user;
	asked_ticket = req->ticket;
	return 0;
}

static void start_with(int players, enum words_challenge mode, bool lexicon, struct words_table_seat *seats)
{
	static const struct words_lexicon lex = { tiny_contains, NULL };
	struct words_table_options o = { .width = W, .height = H, .scale = 1.0f, .seed = 1, .players = players,
				.lexicon = lexicon ? &lex : NULL };
	o.rules.challenge = mode;
	if (seats) {
		memcpy(o.seats, seats, sizeof o.seats);
		o.computer_link.ask = silent_computer;
	}
	size_t n = words_table_memory_size(&o);
	free(mem);
	mem = malloc(n);
	CHECK_INT(words_table_init(&table, &o, mem, n), 0);
	t_ms = 1000;
	if (!screen.pixels) {
		screen = (struct canvas){ .pixels = calloc((size_t)W * H, 4), .width = W, .height = H, .stride = W };
		full = (struct canvas){ .pixels = calloc((size_t)W * H, 4), .width = W, .height = H, .stride = W };
	}
}

static void frame_check(void)
{
	struct damage d;
	damage_init(&d, W, H);
	words_table_render(&table, &screen, &d);
	words_table_render_full(&table, &full);
	CHECK_MSG(!memcmp(screen.pixels, full.pixels, (size_t)W * H * 4), "incremental frame == full repaint");
}

static void ev(enum pointer_type type, int x, int y)
{
	struct pointer_event e = { type, x, y, t_ms };
	t_ms += 16;
	words_table_handle_event(&table, &e);
}

static void tap(int x, int y)
{
	ev(POINTER_DOWN, x, y);
	ev(POINTER_UP, x, y);
	frame_check();
}

static void press(enum words_table_button b)
{
	struct rect r = table.layout.buttons[b];
	tap(r.x + r.w / 2, r.y + r.h / 2);
}

static void drag_slot_to(int slot, int square)
{
	int x0, y0, x1, y1;
	words_table_slot_centre(&table.layout, slot, &x0, &y0);
	words_table_drop_point(&table.layout, square, &x1, &y1);	/* the tile lands where it is drawn */
	ev(POINTER_DOWN, x0, y0);
	for (int i = 1; i <= 4; i++)
		ev(POINTER_MOVE, x0 + (x1 - x0) * i / 4, y0 + (y1 - y0) * i / 4);
	ev(POINTER_UP, x1, y1);
	frame_check();
}

/* Taps the dialog's button b once its guard time has passed. */
static void answer(enum dialog_button b)
{
	CHECK_MSG(table.dialog.open, "a dialog asks");
	t_ms += DIALOG_GUARD_MS;
	struct rect r = table.dialog.button[b];
	tap(r.x + r.w / 2, r.y + r.h / 2);
}

/* Submit with nothing placed, and the dialog's Pass. */
static void pass_turn(void)
{
	press(WORDS_TABLE_BUTTON_SUBMIT);
	answer(DIALOG_BUTTON_CONFIRM);
}

/* The next player takes the screen: a tap on the cover once its guard
 * time has passed. */
static void take_screen(void)
{
	CHECK(table.handover);
	t_ms += DIALOG_GUARD_MS;
	tap(table.layout.board.x + 10, table.layout.board.y + 10);
	CHECK(!table.handover);
}

static int slot_of(char tile)
{
	const char *rack = table.game.pos.rack[table.game.pos.current];
	const char *p = strchr(rack, tile);
	return p ? (int)(p - rack) : -1;
}

/* Submit with nothing placed asks in a dialog; a double tap on Submit
 * (64 ms apart, as the issue measured) cannot pass, nor a tap on the
 * dialog's Pass inside the guard time; Keep playing passes nothing; Pass
 * after the guard passes. */
static void test_pass_asks_and_a_double_tap_cannot_pass(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	struct rect s = table.layout.buttons[WORDS_TABLE_BUTTON_SUBMIT];
	int sx = s.x + s.w / 2, sy = s.y + s.h / 2;
	t_ms = 5000;
	ev(POINTER_DOWN, sx, sy);
	ev(POINTER_UP, sx, sy);
	CHECK(table.dialog.open);
	CHECK_STR(table.dialog.title, "Pass this turn?");
	CHECK(strstr(table.dialog.text, "You score nothing and Player 2 plays next") != NULL);
	t_ms += 32;	/* the second tap of a double tap: 64 ms after the first */
	ev(POINTER_DOWN, sx, sy);
	ev(POINTER_UP, sx, sy);
	CHECK_INT(table.game.pos.current, 0);
	struct rect p = table.dialog.button[DIALOG_BUTTON_CONFIRM];
	CHECK_MSG(!rect_overlaps(p, s), "Pass is not where Submit is");
	ev(POINTER_DOWN, p.x + p.w / 2, p.y + p.h / 2);	/* quick, on Pass itself */
	ev(POINTER_UP, p.x + p.w / 2, p.y + p.h / 2);
	CHECK_INT(table.game.pos.current, 0);
	CHECK(table.dialog.open);
	frame_check();
	answer(DIALOG_BUTTON_CANCEL);
	CHECK(!table.dialog.open);
	CHECK_INT(table.game.pos.current, 0);
	CHECK_INT(table.game.pos.log_len, 0);
	pass_turn();
	CHECK_INT(table.game.pos.current, 1);
	CHECK_INT(table.game.log[table.game.pos.log_len - 1].kind, WORDS_TURN_PASS);
	CHECK(strstr(table.status.text, "Player 1 passed") != NULL);
	take_screen();
	/* The sixth scoreless turn says it ends the game. */
	for (int i = 1; i < WORDS_SCORELESS_LIMIT - 1; i++) {
		pass_turn();
		take_screen();
	}
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK(strstr(table.dialog.text, "the game ends") != NULL);
}

static void test_shuffle_and_recall_label(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_RECALL), "Shuffle");
	char before[8], after[8];
	memcpy(before, table.game.pos.rack[0], 8);
	press(WORDS_TABLE_BUTTON_RECALL);
	memcpy(after, table.game.pos.rack[0], 8);
	/* The same tiles, in another order (seed 1's rack has 7 distinct). */
	CHECK(memcmp(before, after, 8) != 0);
	for (int i = 0; i < 7; i++)
		CHECK(strchr(before, after[i]) != NULL);
	drag_slot_to(0, WORDS_CENTRE);
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_RECALL), "Recall");
	press(WORDS_TABLE_BUTTON_RECALL);
	CHECK_INT(table.game.stage.count, 0);
}

/* One word for an action at every size (QA: narrow buttons said "Swap"
 * and "Undo" where the rest of the game says Exchange and Take back): on
 * the 3.5" 480x320 panel, at its config's scale and at 1, the tools read
 * Exchange and Take back, drawn whole at the text floor or larger - on one
 * line, or each word within the button on two that fit its height - and
 * Submit while exchanging reads "Exchange 2". */
static void check_drawn_whole(const struct words_table *t, const struct button *b, const char *what)
{
	char msg[160];
	const struct font *f = button_label_fit(b);
	snprintf(msg, sizeof msg, "%s: \"%s\" at %d px in a %dx%d button", what, b->label, f->size, b->rect.w,
		 b->rect.h);
	CHECK_MSG(f->size >= t->fonts.small->size, msg);
	if (font_text_width(f, b->label) <= b->rect.w - 2)
		return;
	CHECK_MSG(2 * f->line_height <= b->rect.h, msg);
	char word[32];
	for (const char *p = b->label; *p;) {
		size_t n = strcspn(p, " ");
		snprintf(word, sizeof word, "%.*s", (int)n, p);
		CHECK_MSG(font_text_width(f, word) <= b->rect.w - 2, msg);
		p += n + (p[n] == ' ');
	}
}

static void check_rows_whole(const struct words_table *t, const char *what)
{
	struct button row[4];
	int n;
	for (int tools = 0; tools < 2; tools++) {
		words_table_button_row(t, tools, row, &n);
		for (int i = 0; i < n; i++) {
			CHECK_MSG(strcmp(row[i].label, "Swap") && strcmp(row[i].label, "Undo"), row[i].label);
			check_drawn_whole(t, &row[i], what);
		}
	}
}

static void test_one_word_per_action(void)
{
	static const struct { int w, h; float scale; } sizes[] = {
		{ 480, 320, 0.75f }, { 480, 320, 1.0f }, { 800, 480, 1.0f },  { 480, 800, 1.0f },
		{ 720, 1280, 1.25f }, { 1024, 600, 1.0f }, { 1280, 800, 1.0f }, { 800, 800, 1.0f },
	};
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		struct words_table_options o = { .width = sizes[k].w, .height = sizes[k].h, .scale = sizes[k].scale,
						 .seed = 1, .players = 2 };
		size_t n = words_table_memory_size(&o);
		void *one_mem = malloc(n);
		static struct words_table one;
		char what[64];
		CHECK_INT(words_table_init(&one, &o, one_mem, n), 0);
		CHECK_STR(words_table_button_look(&one, WORDS_TABLE_BUTTON_EXCHANGE).label, "Exchange");
		CHECK_STR(words_table_button_look(&one, WORDS_TABLE_BUTTON_TAKE_BACK).label, "Take back");
		snprintf(what, sizeof what, "%dx%d at %.2f", sizes[k].w, sizes[k].h, (double)sizes[k].scale);
		check_rows_whole(&one, what);
		/* Hint beside Challenge (a challenge mode with hints), where four fit. */
		if (words_table_layout_tools(&one.layout, sizes[k].scale)) {
			one.four_tools = true;
			snprintf(what, sizeof what, "%dx%d at %.2f, four tools", sizes[k].w, sizes[k].h,
				 (double)sizes[k].scale);
			check_rows_whole(&one, what);
		}
		words_table_exchange_start(&one);
		words_table_exchange_toggle(&one, 1);
		words_table_exchange_toggle(&one, 2);
		CHECK_STR(words_table_button_look(&one, WORDS_TABLE_BUTTON_SUBMIT).label, "Exchange 2");
		snprintf(what, sizeof what, "%dx%d at %.2f, exchanging", sizes[k].w, sizes[k].h, (double)sizes[k].scale);
		check_rows_whole(&one, what);
		free(one_mem);
	}
}

/* One flow: Exchange starts choosing (it then reads Cancel), taps on the
 * rack choose, Submit says what it does ("Exchange 2") and does it; with
 * none chosen it is dimmed and its tap says why. */
static void test_exchange_chosen_tiles(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	drag_slot_to(0, WORDS_CENTRE);		/* placed tiles go home on Exchange */
	press(WORDS_TABLE_BUTTON_EXCHANGE);
	CHECK(table.exchanging);
	CHECK_INT(table.game.stage.count, 0);
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_EXCHANGE), "Cancel");
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_SUBMIT), "Exchange");
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_SUBMIT));
	press(WORDS_TABLE_BUTTON_SUBMIT);	/* dimmed: says why */
	CHECK_STR(table.status.text, "Choose the tiles to exchange first (tap them on the rack)");
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_HINT));
	int x, y;
	words_table_slot_centre(&table.layout, 1, &x, &y);
	tap(x, y);
	words_table_slot_centre(&table.layout, 4, &x, &y);
	tap(x, y);
	tap(x, y);				/* chosen, then not */
	words_table_slot_centre(&table.layout, 5, &x, &y);
	tap(x, y);
	CHECK_INT(table.exchange_chosen, (1 << 1) | (1 << 5));
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_SUBMIT), "Exchange 2");
	char chosen[3] = { table.game.pos.rack[0][1], table.game.pos.rack[0][5], '\0' };
	int bag = table.game.pos.bag_len;
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK(!table.exchanging);
	CHECK_INT(table.game.pos.current, 1);
	CHECK_INT(table.game.pos.bag_len, bag);
	const struct words_turn *t = &table.game.log[table.game.pos.log_len - 1];
	CHECK_INT(t->kind, WORDS_TURN_EXCHANGE);
	CHECK_STR(t->tiles, chosen);
	CHECK(strstr(table.status.text, "exchanged 2 tiles") != NULL);
}

/* Exchange by dragging tiles onto the bag (the status box). */
static void test_exchange_drop_on_bag(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	press(WORDS_TABLE_BUTTON_EXCHANGE);
	struct rect bag = table.layout.status;
	int x0, y0;
	words_table_slot_centre(&table.layout, 3, &x0, &y0);
	/* The tile drawn over the bag: the finger a tile's lift below it. */
	int x1 = bag.x + bag.w / 2, y1 = bag.y + bag.h / 2 + table.layout.tile;
	ev(POINTER_DOWN, x0, y0);
	for (int i = 1; i <= 4; i++)
		ev(POINTER_MOVE, x0 + (x1 - x0) * i / 4, y0 + (y1 - y0) * i / 4);
	ev(POINTER_UP, x1, y1);
	frame_check();
	CHECK_INT(table.exchange_chosen, 1 << 3);
	/* The bag's frame is the only thing in its margin: the text keeps
	 * off it (it once ran over the left edge). */
	int inked = 0;
	for (int y = bag.y + 2; y < bag.y + bag.h - 2; y++)
		for (int x = bag.x + 2; x < bag.x + WORDS_TABLE_BAG_PAD; x++)
			inked += (screen.pixels[(size_t)y * W + x] & 0xffffff) != table.theme->table.background;
	CHECK_INT(inked, 0);
	/* Dropped on the board instead: it slides home, not chosen. */
	drag_slot_to(4, WORDS_CENTRE);
	CHECK_INT(table.exchange_chosen, 1 << 3);
	CHECK_INT(table.game.stage.count, 0);
	char t = table.game.pos.rack[0][3];
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK_INT(table.game.pos.current, 1);
	CHECK_INT(table.game.log[table.game.pos.log_len - 1].tiles[0], t);
}

static void test_exchange_cancel(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	press(WORDS_TABLE_BUTTON_EXCHANGE);
	int x, y;
	words_table_slot_centre(&table.layout, 2, &x, &y);
	tap(x, y);
	press(WORDS_TABLE_BUTTON_EXCHANGE);		/* Cancel */
	CHECK(!table.exchanging);
	CHECK_INT(table.exchange_chosen, 0);
	CHECK_INT(table.game.pos.current, 0);
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_SUBMIT), "Submit");
}

/* Plays HE through the centre for player 1 (seed 1 deals N R I E T V H). */
static void play_he(void)
{
	drag_slot_to(slot_of('H'), WORDS_CENTRE);
	drag_slot_to(slot_of('E'), WORDS_CENTRE + 1);
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK_INT(table.game.pos.current, 1);
}

static void test_challenge_modes(void)
{
	/* Enforced: no Challenge button at all. */
	start_with(2, WORDS_CHALLENGE_ENFORCED, true, NULL);
	play_he();
	take_screen();
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_CHALLENGE));

	/* Single challenge, a good word: the challenge fails, the play stands. */
	start_with(2, WORDS_CHALLENGE_SINGLE, true, NULL);
	play_he();
	take_screen();
	CHECK(words_table_button_enabled(&table, WORDS_TABLE_BUTTON_CHALLENGE));
	press(WORDS_TABLE_BUTTON_CHALLENGE);
	CHECK_STR(table.status.text, "Player 2 challenged, but every word is good (no penalty)");
	CHECK(table.game.pos.board[WORDS_CENTRE] != 0);
	CHECK_INT(table.game.pos.score[0], 10);
	/* Double: it costs the challenger the turn; five-point: 5 to the player. */
	start_with(2, WORDS_CHALLENGE_DOUBLE, true, NULL);
	play_he();
	take_screen();
	press(WORDS_TABLE_BUTTON_CHALLENGE);
	/* Whole in the status box's two rows, in the long form here. */
	CHECK_STR(table.status.text, "Player 2 challenged, but every word is good: Player 2 loses the turn");
	CHECK(words_table_status_fits(&table, table.status.text));
	CHECK_INT(table.game.pos.current, 0);
	start_with(2, WORDS_CHALLENGE_FIVE_POINT, true, NULL);
	play_he();
	take_screen();
	press(WORDS_TABLE_BUTTON_CHALLENGE);
	CHECK_STR(table.status.text, "Player 2 challenged, but every word is good: +5 to Player 1");
	CHECK_INT(table.game.pos.score[0], 15);

	/* A phony (TI is fine, but NRI is not a word) withdrawn. */
	start_with(2, WORDS_CHALLENGE_SINGLE, true, NULL);
	drag_slot_to(slot_of('N'), WORDS_CENTRE);
	drag_slot_to(slot_of('R'), WORDS_CENTRE + 1);
	drag_slot_to(slot_of('I'), WORDS_CENTRE + 2);
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK_INT(table.game.pos.current, 1);	/* phonies land in a challenge mode */
	take_screen();
	press(WORDS_TABLE_BUTTON_CHALLENGE);
	CHECK(strstr(table.status.text, "Player 2 challenged: not in the dictionary: NRI") == table.status.text);
	CHECK(strstr(table.status.text, "NRI - Player 1 scores 0") != NULL);
	CHECK_INT(table.game.pos.board[WORDS_CENTRE], 0);
	CHECK_INT(table.game.pos.score[0], 0);
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_CHALLENGE));
}

/* Player 1 goes out: the bag empty, the rack only `rack`, played from
 * the centre rightwards. */
static void go_out_with(const char *rack)
{
	table.game.pos.bag_len = 0;
	snprintf(table.game.pos.rack[0], sizeof table.game.pos.rack[0], "%s", rack);
	for (int i = 0; rack[i]; i++)
		drag_slot_to(slot_of(rack[i]), WORDS_CENTRE + i);
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK(words_is_over(&table.game));
}

/* A going-out play may be challenged before the game is final: the board,
 * not the standings, with Challenge and Accept for the next player; an
 * upheld challenge takes it off and play goes on; Accept, or a failed
 * challenge (+5 under five-point), ends it. */
static void test_going_out_challenged(void)
{
	start_with(2, WORDS_CHALLENGE_SINGLE, true, NULL);
	go_out_with("NR");
	CHECK_MSG(!words_table_is_final(&table), "a going-out phony waits for the challenge");
	CHECK(!table.standings);
	take_screen();	/* the judge's rack was covered (test_going_out_handover) */
	CHECK(words_table_button_enabled(&table, WORDS_TABLE_BUTTON_CHALLENGE));
	CHECK(words_table_button_enabled(&table, WORDS_TABLE_BUTTON_SUBMIT));
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_SUBMIT), "Accept");
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_TAKE_BACK));
	CHECK_STR(table.status.text, "Player 1 went out with NR: Challenge or Accept");
	press(WORDS_TABLE_BUTTON_CHALLENGE);
	CHECK(strstr(table.status.text, "Player 2 challenged: not in the dictionary: NR") == table.status.text);
	CHECK(!words_is_over(&table.game));
	CHECK(!table.standings);
	CHECK_INT(table.game.pos.current, 1);
	CHECK_INT(table.game.pos.board[WORDS_CENTRE], 0);
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_SUBMIT), "Submit");

	/* Accepted: final, the standings. */
	start_with(2, WORDS_CHALLENGE_SINGLE, true, NULL);
	go_out_with("NR");
	take_screen();
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK(words_table_is_final(&table));
	CHECK(table.standings);
	CHECK(strstr(table.status.text, "Game over: Player 1 +") == table.status.text);
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_SUBMIT), "Results");
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_CHALLENGE));

	/* Five-point, a good word: the challenge fails, +5, final. */
	start_with(2, WORDS_CHALLENGE_FIVE_POINT, true, NULL);
	go_out_with("HE");
	take_screen();
	int before = table.game.pos.score[0];
	press(WORDS_TABLE_BUTTON_CHALLENGE);
	CHECK_STR(table.status.text, "Player 2 challenged, but every word is good: +5 to Player 1");
	CHECK_INT(table.game.pos.score[0], before + 5);
	CHECK(words_table_is_final(&table));
	CHECK(table.standings);

	/* Without a dictionary every word stands: final at once. */
	start_with(2, WORDS_CHALLENGE_SINGLE, false, NULL);
	go_out_with("NR");
	CHECK(words_table_is_final(&table));
	CHECK(table.standings);
}

/* The going-out play's challenge window is a turn change like any other
 * (QA: it showed the next player's rack to the one who went out): with two
 * people at the table the judge's rack is covered, the cover takes no tap
 * in its guard (a double tap on Submit), its dimmed buttons keep it up and
 * say what shows it, and only then are Challenge and Accept the judge's;
 * the kiosk's idle cover covers it again.  Against the computer (its
 * rack is never shown) there is nothing to cover. */
static void test_going_out_handover(void)
{
	start_with(2, WORDS_CHALLENGE_DOUBLE, true, NULL);
	go_out_with("HE");
	CHECK(words_table_end_open(&table));
	CHECK_MSG(table.handover, "the judge's rack is covered");
	CHECK_INT(words_table_rack_owner(&table), -1);
	CHECK_INT(screen.pixels[(size_t)(table.layout.rack.y + table.layout.rack.h / 2) * W + table.layout.rack.x + 6] &
		  0xffffff, table.theme->table.cover);
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_CHALLENGE));
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_SUBMIT));
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_SUBMIT), "Accept");	/* the judge's, covered */
	CHECK_STR(table.status.text, "Player 1 went out with HE: Challenge or Accept");
	t_ms += 60 - 16;	/* the second tap of a double tap on Submit */
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK_MSG(table.handover, "a double tap on Submit leaves the judge's rack covered");
	CHECK(words_table_end_open(&table));
	t_ms += DIALOG_GUARD_MS;
	press(WORDS_TABLE_BUTTON_CHALLENGE);	/* dimmed at the cover: says what shows the rack */
	CHECK(table.handover);
	CHECK_STR(table.status.text, "Pass the screen to Player 2: a tap on the rack shows it");
	CHECK(words_table_end_open(&table));
	take_screen();
	CHECK_INT(words_table_rack_owner(&table), 1);
	CHECK_STR(table.status.text, "Player 1 went out with HE: Challenge or Accept");
	CHECK(words_table_button_enabled(&table, WORDS_TABLE_BUTTON_CHALLENGE));
	/* Left alone: the idle cover hides it again. */
	words_table_cover_rack(&table);
	CHECK(table.handover);
	take_screen();
	press(WORDS_TABLE_BUTTON_SUBMIT);	/* Accept */
	CHECK(words_table_is_final(&table));
	CHECK(!table.handover);

	struct words_table_seat seats[WORDS_MAX_PLAYERS] = { { "", false, 0, false }, { "", true, 3, false } };
	start_with(2, WORDS_CHALLENGE_SINGLE, true, seats);
	go_out_with("HE");
	CHECK(words_table_end_open(&table));
	CHECK(!table.handover);
}

/* A computer seat judges a going-out play as it judges one mid-game: Hard
 * challenges a phony off (and then plays), and lets a good word stand. */
static void test_computer_judges_going_out(void)
{
	struct words_table_seat seats[WORDS_MAX_PLAYERS] = { { "", false, 0, false }, { "", true, 3, false } };
	start_with(2, WORDS_CHALLENGE_SINGLE, true, seats);
	go_out_with("NR");
	CHECK(!table.standings);
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_SUBMIT));	/* the computer's to judge */
	/* Nothing here accepts the play: the goer's Submit waits, dimmed
	 * (QA: it read Accept), and a tap says who may challenge. */
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_SUBMIT), "Waiting");
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK_STR(table.status.text, "Wait: Computer (Hard) may challenge");
	CHECK(words_table_end_open(&table));
	uint32_t when;
	CHECK_MSG(words_table_next_deadline(&table, &when), "the computer is due to judge the going out");
	words_table_tick(&table, when);
	/* The level left out where the whole text would not fit. */
	CHECK(strstr(table.status.text, "Computer challenged: not in the dictionary: NR") == table.status.text);
	CHECK(words_table_status_fits(&table, table.status.text));
	CHECK(!words_is_over(&table.game));
	CHECK_INT(table.game.pos.current, 1);
	uint32_t challenged_at = when;
	CHECK(words_table_next_deadline(&table, &when));	/* and then plays */
	/* ... once the person has had time to read what the challenge did. */
	CHECK_MSG((int32_t)(when - challenged_at) >= WORDS_TABLE_CHALLENGE_READ_MS, "the challenge's outcome is read first");

	start_with(2, WORDS_CHALLENGE_SINGLE, true, seats);
	go_out_with("HE");
	CHECK(words_table_next_deadline(&table, &when));
	words_table_tick(&table, when);
	CHECK(words_table_is_final(&table));
	CHECK(table.standings);
	CHECK(!table.computer.open);
}

/* The board's squares under the last play's score badge that hold a tile,
 * but the one the badge sits by. */
static int letters_under_badge(int anchor)
{
	int n = 0;
	for (int sq = 0; sq < WORDS_SQUARES; sq++)
		if (sq != anchor && table.game.pos.board[sq] &&
		    rect_overlaps(table.last.badge, words_table_square_rect(&table.layout, sq)))
			n++;
	return n;
}

/* The score badge hides no letter where a corner of the play's ends is
 * clear (QA: at 480x320 "+26" at WILI's last square hid the A below and
 * beside it); with nothing around, it stays at the lower right. */
static void test_badge_hides_no_letter(void)
{
	for (int k = 0; k < 2; k++) {
		start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
		play_he();	/* H8-I8: the badge by I8 */
		CHECK(table.last.shown);
		struct rect i8 = words_table_square_rect(&table.layout, WORDS_CENTRE + 1);
		CHECK_INT(letters_under_badge(WORDS_CENTRE + 1), 0);
		CHECK(table.last.badge.x > i8.x && table.last.badge.y > i8.y);	/* lower right */
		/* Tiles by its lower right (J9), and on the second round all
		 * round I8 but above: the badge moves off them. */
		table.game.pos.board[WORDS_CENTRE + WORDS_SIZE + 2] = 'A';
		if (k) {
			table.game.pos.board[WORDS_CENTRE + WORDS_SIZE + 1] = 'A';
			table.game.pos.board[WORDS_CENTRE + 2] = 'A';
		}
		words_table_last_update(&table);
		/* By one end or the other, hiding no letter but that end's. */
		int hidden = letters_under_badge(WORDS_CENTRE + 1), by_h8 = letters_under_badge(WORDS_CENTRE);
		CHECK_INT(hidden < by_h8 ? hidden : by_h8, 0);
	}
}

static void test_take_back(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_TAKE_BACK));
	play_he();
	take_screen();
	CHECK(words_table_button_enabled(&table, WORDS_TABLE_BUTTON_TAKE_BACK));
	press(WORDS_TABLE_BUTTON_TAKE_BACK);
	CHECK_INT(table.game.pos.current, 0);
	CHECK_INT(table.game.pos.board[WORDS_CENTRE], 0);
	CHECK_INT(table.game.pos.score[0], 0);
	CHECK(strstr(table.status.text, "Took back") != NULL);
	/* Player 2 pressed it, and the turn is Player 1's again: Player 1's
	 * rack stays covered until they take the screen. */
	CHECK(table.handover);
	take_screen();
	CHECK(words_table_button_enabled(&table, WORDS_TABLE_BUTTON_SUBMIT));
}

/* The person plays HE, the pause runs out: the computer's seat asks. */
static void he_then_computer_asked(void)
{
	play_he();
	uint32_t when;
	CHECK(words_table_next_deadline(&table, &when));
	words_table_tick(&table, when);
	CHECK(table.computer.open);
}

static void start_against_computer(void)
{
	struct words_table_seat seats[WORDS_MAX_PLAYERS] = { { "", false, 0, false }, { "", true, 2, false } };
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, seats);
}

/* Against the computer, Take back goes back to the person's turn: back
 * only past the computer's reply, the computer would just play again. */
static void test_take_back_against_computer(void)
{
	start_against_computer();
	he_then_computer_asked();
	struct computer_answer pass = { .ticket = asked_ticket, .words = { .kind = WORDS_CHOICE_PASS } };
	CHECK_INT(words_table_computer_answer(&table, &pass), 0);
	CHECK_INT(table.game.pos.current, 0);
	CHECK(words_table_button_enabled(&table, WORDS_TABLE_BUTTON_TAKE_BACK));
	press(WORDS_TABLE_BUTTON_TAKE_BACK);
	CHECK_INT(table.game.pos.current, 0);
	CHECK_INT(table.game.pos.board[WORDS_CENTRE], 0);	/* HE is back on the rack */
	CHECK_INT(table.game.pos.log_len, 0);
	CHECK(!table.computer.due);
	CHECK(!table.handover);
	/* Said as seen: the person's turn and the computer's reply went. */
	CHECK_STR(table.status.text, "Took back Player 1's turn and the computer's reply");
}

/* The computer answers with a play down from the H of HE: its rack
 * `rack`, put under the H. */
static void computer_plays_under_h(const char *rack)
{
	snprintf(table.game.pos.rack[1], sizeof table.game.pos.rack[1], "%s", rack);
	struct computer_answer a = { .ticket = asked_ticket, .words = { .kind = WORDS_CHOICE_PLAY } };
	struct words_gen_move *m = &a.words.play;
	m->square = WORDS_CENTRE;
	m->dir = WORDS_DOWN;
	m->count = (uint8_t)strlen(rack);
	m->len = (uint8_t)(m->count + 1);
	m->through = 1;	/* the H */
	snprintf(m->word, sizeof m->word, "H%s", rack);
	CHECK_INT(words_table_computer_answer(&table, &a), 0);
}

/* Ticks the clock to t_ms + ms, a frame at each 16 ms. */
static void run_for(uint32_t ms)
{
	for (uint32_t end = t_ms + ms; t_ms < end;) {
		t_ms += 16;
		words_table_tick(&table, t_ms);
		frame_check();
	}
}

/* The computer's play counts in its score box, the sheet and (when it
 * goes out) the standings when its tiles land, not as they set off from
 * its box (QA: the box read 62 while the tiles were still sliding). */
static void test_computer_scores_when_its_tiles_land(void)
{
	start_against_computer();
	he_then_computer_asked();
	int person = table.game.pos.score[0];
	computer_plays_under_h("AT");
	int computer = table.game.pos.score[1];
	CHECK(computer > 0);
	CHECK(table.arrival.active);
	frame_check();
	CHECK_INT(words_table_score_shown(&table, 1), 0);
	CHECK_INT(words_table_score_shown(&table, 0), person);
	run_for(WORDS_TABLE_ARRIVE_MS);	/* the first tile down, the second on its way */
	CHECK(table.arrival.active);
	CHECK_MSG(words_table_score_shown(&table, 1) == 0, "the score waits for the last tile");
	run_for(WORDS_TABLE_ARRIVE_STAGGER_MS + 32);
	CHECK(!table.arrival.active);
	CHECK_INT(words_table_score_shown(&table, 1), computer);	/* and its frame shows it (frame_check) */

	/* Going out: the standings come up once the tiles have landed, the
	 * end's adjustments with them. */
	start_against_computer();
	he_then_computer_asked();
	table.game.pos.bag_len = 0;
	computer_plays_under_h("A");
	CHECK(words_table_is_final(&table));
	frame_check();
	CHECK_MSG(!table.standings, "the play is seen landing before the standings cover the board");
	CHECK_INT(words_table_score_shown(&table, 0), person);	/* the rack's adjustment waits too */
	CHECK_INT(words_table_score_shown(&table, 1), 0);
	run_for(WORDS_TABLE_ARRIVE_MS + 32);
	CHECK(table.standings);
	CHECK_INT(words_table_score_shown(&table, 0), table.game.pos.score[0]);
	CHECK_INT(words_table_score_shown(&table, 1), table.game.pos.score[1]);
	CHECK(table.game.pos.score[0] < person);
}

/* Through the computer protocol, an answer to a request that is no longer
 * open - the turn taken back, a new game since - changes nothing; one for
 * another request while one is open neither.  Every request has its own
 * ticket. */
static void test_stale_computer_answers(void)
{
	start_against_computer();
	he_then_computer_asked();
	CHECK(strstr(table.status.text, "thinking") != NULL);
	uint32_t first = asked_ticket;
	struct computer_answer pass = { .ticket = first + 1, .words = { .kind = WORDS_CHOICE_PASS } };
	CHECK_INT(words_table_computer_answer(&table, &pass), -1);	/* not this request */
	CHECK_INT(table.game.pos.log_len, 1);
	CHECK(table.computer.open);

	/* Taken back: the answer comes too late. */
	words_table_take_back(&table);
	CHECK_INT(table.game.pos.log_len, 0);
	CHECK_INT(table.game.pos.current, 0);
	pass.ticket = first;
	CHECK_INT(words_table_computer_answer(&table, &pass), -1);
	CHECK_INT(table.game.pos.log_len, 0);
	CHECK_INT(table.game.pos.current, 0);

	/* Asked again for the same position: a new ticket; the old one is
	 * still stale. */
	he_then_computer_asked();
	CHECK(asked_ticket != first);
	CHECK_INT(words_table_computer_answer(&table, &pass), -1);
	CHECK_INT(table.game.pos.log_len, 1);

	/* A new game: the answer for the old one lands nowhere. */
	uint32_t second = asked_ticket;
	words_table_new_game(&table);
	pass.ticket = second;
	CHECK_INT(words_table_computer_answer(&table, &pass), -1);
	CHECK_INT(table.game.pos.log_len, 0);
	CHECK_INT(table.game.pos.current, 0);
}

static void test_handover_only_between_people(void)
{
	/* One person against a computer seat: no cover for the computer's
	 * turn (it is not the person's rack to hide). */
	struct words_table_seat seats[WORDS_MAX_PLAYERS] = { { "Ann", false, 0, false }, { "", true, 2, false } };
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, seats);
	CHECK_STR(words_table_player_name(&table, 0), "Ann");
	play_he();
	CHECK(!table.handover);
	/* Three people: each turn is covered, with the next name. */
	start_with(3, WORDS_CHALLENGE_ENFORCED, false, NULL);
	pass_turn();
	CHECK(table.handover);
	CHECK(strstr(table.status.text, "Player 1 passed") != NULL);
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_SUBMIT));	/* nothing but the tap */
	take_screen();
	CHECK_INT(table.game.pos.current, 1);
	CHECK_STR(table.status.text, "Last: Player 1 passed");	/* the info line names Player 2 */
}

/* The hand-over cover takes no tap in its guard time (DIALOG_GUARD_MS,
 * the dialogs'): a double tap on Submit (the second tap 60 ms after the
 * first, QA's f1.script) or on the rack leaves the next rack covered, and
 * so does a touch that went down before the cover went up (the kiosk's
 * cover over a finger already down); a tap after the guard shows it. */
static void test_handover_guard(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	play_he();
	CHECK(table.handover);
	t_ms += 60 - 16;	/* 60 ms after Submit's finger lifted */
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK_MSG(table.handover, "a double tap on Submit leaves the next rack covered");
	CHECK_INT(words_table_rack_owner(&table), -1);
	int sx, sy;
	words_table_slot_centre(&table.layout, 3, &sx, &sy);
	t_ms += 200;
	tap(sx, sy);
	CHECK_MSG(table.handover, "a tap on the cover within its guard leaves it up");
	/* A finger down before the idle cover went up, lifted after the guard. */
	t_ms += DIALOG_GUARD_MS;
	take_screen();
	ev(POINTER_DOWN, sx, sy);
	words_table_cover_rack(&table);
	t_ms += DIALOG_GUARD_MS;
	ev(POINTER_UP, sx, sy);
	frame_check();
	CHECK_MSG(table.handover, "a touch that went down before the cover leaves it up");
	/* The guard over: a tap shows the rack, to the player to move. */
	tap(sx, sy);
	CHECK(!table.handover);
	CHECK_INT(words_table_rack_owner(&table), 1);
	CHECK_INT(table.game.stage.count, 0);	/* the tap played nothing */
}

/* At the hand-over a button does what it says and never shows the rack
 * (QA's s5.script: Menu at the cover showed Ben's rack): Menu leaves for
 * the menu with the rack still covered (also in the cover's guard time: it
 * shows nothing), a dimmed button says why; only a tap off the buttons
 * (the rack) shows it. */
static void test_handover_buttons_keep_it_covered(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	play_he();
	CHECK(words_table_button_enabled(&table, WORDS_TABLE_BUTTON_MENU));
	press(WORDS_TABLE_BUTTON_MENU);
	CHECK_MSG(words_table_wants_menu(&table), "Menu at the hand-over asks for the menu");
	CHECK_MSG(table.handover, "... and leaves the rack covered");
	CHECK_INT(words_table_rack_owner(&table), -1);
	words_table_shown(&table, t_ms);
	static const enum words_table_button dimmed[] = { WORDS_TABLE_BUTTON_SUBMIT, WORDS_TABLE_BUTTON_RECALL,
							  WORDS_TABLE_BUTTON_EXCHANGE, WORDS_TABLE_BUTTON_HINT,
							  WORDS_TABLE_BUTTON_TAKE_BACK };
	for (size_t i = 0; i < sizeof dimmed / sizeof dimmed[0]; i++) {
		t_ms += DIALOG_GUARD_MS;
		CHECK(!words_table_button_enabled(&table, dimmed[i]));
		press(dimmed[i]);
		CHECK_MSG(table.handover, "a dimmed button at the hand-over leaves the rack covered");
		CHECK_STR(table.status.text, "Pass the screen to Player 2: a tap on the rack shows it");
	}
	CHECK_INT(table.game.pos.log_len, 1);	/* nothing played, passed or taken back */
	take_screen();
	CHECK_INT(words_table_rack_owner(&table), 1);
}

/* The end: the standings over the board (the winner's row marked, each
 * rack's adjustment), Take back off; a tap away hides them to show the
 * board, Results brings them back; Rematch deals again with the same
 * table; New game asks for the menu (the settings page). */
static void test_end_and_new_game(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	play_he();
	take_screen();
	/* Six scoreless turns end the game. */
	for (int i = 0; i < WORDS_SCORELESS_LIMIT; i++) {
		pass_turn();
		if (i + 1 < WORDS_SCORELESS_LIMIT)
			take_screen();
	}
	CHECK(words_is_over(&table.game));
	CHECK(!table.handover);
	CHECK(table.standings);
	CHECK(strstr(table.status.text, "Game over: Player 1 -") == table.status.text);
	CHECK(strstr(table.status.text, "Player 2 -") != NULL);
	CHECK_STR(words_table_button_label(&table, WORDS_TABLE_BUTTON_SUBMIT), "Results");
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_EXCHANGE));
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_TAKE_BACK));
	press(WORDS_TABLE_BUTTON_TAKE_BACK);	/* dimmed, and says why */
	CHECK_STR(table.status.text, "The game is over: nothing to take back");
	/* The last turn was a pass: no play marked. */
	CHECK(!table.last.shown);
	/* The winner's row (Player 1, HE for 10 less their rack) is marked:
	 * the first row under the title has the box colour of a turn. */
	struct rect box = words_table_standings_rect(&table.layout);
	CHECK(box.x >= table.layout.board.x && box.x + box.w <= table.layout.board.x + table.layout.board.w);
	CHECK_INT(words_leaders(&table.game), 1);
	int pad = table.layout.sq / 2, x = box.x + pad + 4, y = box.y;
	while (y < box.y + box.h && (screen.pixels[(size_t)y * W + x] & 0xffffff) != table.theme->table.box_turn)
		y++;
	CHECK_MSG(y < box.y + box.h / 2, "the first row is the winner's, marked");
	int end = y;
	while ((screen.pixels[(size_t)end * W + x] & 0xffffff) == table.theme->table.box_turn)
		end++;
	CHECK((screen.pixels[(size_t)(end + 10) * W + x] & 0xffffff) != table.theme->table.box_turn);	/* not the second */
	/* Racks with blanks say so in words, never "?". */
	CHECK(strchr(table.status.text, '?') == NULL);
	/* A tap away: the board shows; Results: the standings again. */
	tap(table.layout.board.x + 2, table.layout.board.y + 2);
	CHECK(!table.standings);
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK(table.standings);
	struct rect rematch, new_game;
	words_table_standings_buttons(&table.layout, &rematch, &new_game);
	CHECK(rect_contains(box, rematch.x, rematch.y) && rect_contains(box, new_game.x + new_game.w - 1, new_game.y));
	tap(rematch.x + rematch.w / 2, rematch.y + rematch.h / 2);
	CHECK(!words_is_over(&table.game));
	CHECK(!table.standings);
	CHECK_INT(table.games, 1);
	CHECK_INT(table.game.pos.score[0], 0);
	CHECK_INT(table.game.pos.bag_len, WORDS_TILE_COUNT - 2 * WORDS_RACK_SIZE);
	/* New game from the standings: the menu (after the end nothing is lost). */
	for (int i = 0; i < WORDS_SCORELESS_LIMIT; i++) {
		pass_turn();
		if (table.handover)
			take_screen();
	}
	tap(new_game.x + new_game.w / 2, new_game.y + new_game.h / 2);
	CHECK(words_table_wants_menu(&table));
	/* During a game too: the shell keeps it under the menu. */
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	press(WORDS_TABLE_BUTTON_MENU);
	CHECK(words_table_wants_menu(&table));
	words_table_shown(&table, t_ms);
	CHECK(!words_table_wants_menu(&table));
}

/* A two-player table (every word accepted) whose first rack holds a
 * blank: the first seed that deals one.  Returns the blank's slot. */
static int table_with_a_blank(void)
{
	static const struct words_lexicon lex = { NULL, NULL };
	struct words_table_options o = { .width = W, .height = H, .scale = 1.0f, .players = 2, .lexicon = &lex };
	int slot = -1;
	for (o.seed = 1; o.seed < 300 && slot < 0; o.seed++) {
		size_t n = words_table_memory_size(&o);
		free(mem);
		mem = malloc(n);
		CHECK_INT(words_table_init(&table, &o, mem, n), 0);
		slot = slot_of('?');
	}
	CHECK(slot >= 0);
	return slot;
}

/* A blank dropped on the board asks for its letter; a long press on it
 * asks again; a tap off the letters keeps the one it has. */
static void test_blank_letter_picker(void)
{
	int slot = table_with_a_blank();
	t_ms = 1000;
	drag_slot_to(slot, WORDS_CENTRE);
	CHECK(table.picking);
	CHECK_INT(words_stage_tile_at(&table.game, WORDS_CENTRE), 'e');	/* until picked */
	CHECK(strstr(table.status.text, "blank") != NULL);
	/* No dragging while the picker is open. */
	int x, y;
	words_table_picker_centre(&table.layout, 'Q', &x, &y);
	tap(x, y);
	CHECK(!table.picking);
	CHECK_INT(words_stage_tile_at(&table.game, WORDS_CENTRE), 'q');

	/* Held still on the placed blank: the picker again; the lift that
	 * follows chooses nothing. */
	int bx, by;
	words_table_square_centre(&table.layout, WORDS_CENTRE, &bx, &by);
	ev(POINTER_DOWN, bx, by);
	uint32_t when;
	CHECK(words_table_next_deadline(&table, &when));
	words_table_tick(&table, when);
	CHECK(table.picking);
	ev(POINTER_UP, bx, by);
	frame_check();
	CHECK(table.picking);
	words_table_picker_centre(&table.layout, 'Z', &x, &y);
	tap(x, y);
	CHECK_INT(words_stage_tile_at(&table.game, WORDS_CENTRE), 'z');
	/* A tap beside the letters keeps the blank as it is. */
	ev(POINTER_DOWN, bx, by);
	CHECK(words_table_next_deadline(&table, &when));
	words_table_tick(&table, when);
	ev(POINTER_UP, bx, by);
	tap(table.layout.board.x + 2, table.layout.board.y + 2);
	CHECK(!table.picking);
	CHECK_INT(words_stage_tile_at(&table.game, WORDS_CENTRE), 'z');
	/* Idle again: no timer armed. */
	CHECK(!words_table_next_deadline(&table, &when));	/* idle: no timer */
}

/* House rules in the middle of a turn: a real tile dragged onto the blank
 * standing for it takes its place; a long press on three alike returns
 * them to the bag.  Neither ends the turn. */
static void test_house_rules_mid_turn(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	table.game.options.blank_interchange = true;
	table.game.options.kind_redraw = true;
	CHECK_INT(words_set_rack(&table.game, 1, "HEEEIOL"), WORDS_OK);
	CHECK_INT(words_set_rack(&table.game, 0, "?TAERSN"), WORDS_OK);
	struct words_move m;
	words_move_clear(&m);
	words_move_add(&m, WORDS_CENTRE, 'h');
	words_move_add(&m, WORDS_CENTRE + 1, 'E');
	struct words_result r;
	CHECK_INT(words_play(&table.game, &m, &r), WORDS_OK);
	words_table_turn_ended(&table);
	take_screen();
	/* A tile that is not the blank's letter just goes home. */
	drag_slot_to(slot_of('L'), WORDS_CENTRE);
	CHECK_INT(table.game.pos.board[WORDS_CENTRE], 'h');
	drag_slot_to(slot_of('H'), WORDS_CENTRE);
	CHECK_INT(table.game.pos.board[WORDS_CENTRE], 'H');
	CHECK(strchr(table.game.pos.rack[1], '?') != NULL);
	CHECK_INT(table.game.pos.current, 1);	/* still player 2's turn */
	CHECK(strstr(table.status.text, "blank") != NULL);

	/* Three E's: a long press returns them. */
	int x, y;
	words_table_slot_centre(&table.layout, slot_of('E'), &x, &y);
	int log = table.game.pos.log_len;
	ev(POINTER_DOWN, x, y);
	uint32_t when;
	CHECK(words_table_next_deadline(&table, &when));
	words_table_tick(&table, when);
	ev(POINTER_UP, x, y);
	frame_check();
	CHECK_INT(table.game.pos.log_len, log + 1);
	CHECK_INT(table.game.log[log].kind, WORDS_TURN_KIND_REDRAW);
	CHECK_INT(table.game.pos.current, 1);
	CHECK(strstr(table.status.text, "went back to the bag") != NULL);
	/* Off by the rules: nothing happens. */
	table.game.options.kind_redraw = false;
	CHECK_INT(words_set_rack(&table.game, 1, "AAAIOUL"), WORDS_OK);
	log = table.game.pos.log_len;
	words_table_slot_centre(&table.layout, slot_of('A'), &x, &y);
	ev(POINTER_DOWN, x, y);
	CHECK(words_table_next_deadline(&table, &when));
	words_table_tick(&table, when);
	ev(POINTER_UP, x, y);
	CHECK_INT(table.game.pos.log_len, log);
}

/* A tile dropped where it cannot land slides back to its slot: frames at
 * 60 Hz that each equal a full repaint, the slot empty until it arrives,
 * then no timer. */
static void test_tile_slides_home(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	char rack[8];
	memcpy(rack, table.game.pos.rack[0], 8);
	int x0, y0;
	words_table_slot_centre(&table.layout, 2, &x0, &y0);
	struct rect info = table.layout.info;	/* neither board nor rack */
	int x1 = info.x + info.w / 2, y1 = info.y + info.h / 2;
	ev(POINTER_DOWN, x0, y0);
	for (int i = 1; i <= 4; i++)
		ev(POINTER_MOVE, x0 + (x1 - x0) * i / 4, y0 + (y1 - y0) * i / 4);
	ev(POINTER_UP, x1, y1);
	frame_check();
	CHECK(table.home.active);
	CHECK_INT(table.home.slot, 2);
	uint32_t when;
	int frames = 0;
	while (words_table_next_deadline(&table, &when) && frames < 50) {
		words_table_tick(&table, when);
		frame_check();
		frames++;
	}
	CHECK(frames >= WORDS_TABLE_HOME_MS / WORDS_TABLE_FRAME_MS - 1 &&
	      frames <= WORDS_TABLE_HOME_MS / WORDS_TABLE_FRAME_MS + 2);
	CHECK(!table.home.active);
	CHECK(!memcmp(rack, table.game.pos.rack[0], 8));	/* nothing changed but the picture */
	CHECK_INT(table.game.stage.count, 0);
}

/* The last turn stays on the status line once the next player has taken
 * the screen: the hand-over must not hide what the other player did. */
static void test_last_turn_after_handover(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	CHECK_STR(table.status.text, "Player 1: drag tiles, or tap one, then a square");	/* no turn yet */
	play_he();
	take_screen();
	CHECK_STR(table.status.text, "Last: Player 1 played HE for 10");
	/* Placing shows the live score; Recall brings the last turn back. */
	drag_slot_to(0, WORDS_CENTRE + WORDS_SIZE);
	CHECK(strstr(table.status.text, "Last:") == NULL);
	press(WORDS_TABLE_BUTTON_RECALL);
	CHECK_STR(table.status.text, "Last: Player 1 played HE for 10");
	pass_turn();
	take_screen();
	CHECK_STR(table.status.text, "Last: Player 2 passed");
	press(WORDS_TABLE_BUTTON_EXCHANGE);
	int sx, sy;
	words_table_slot_centre(&table.layout, 0, &sx, &sy);
	tap(sx, sy);
	words_table_slot_centre(&table.layout, 1, &sx, &sy);
	tap(sx, sy);
	press(WORDS_TABLE_BUTTON_SUBMIT);	/* Exchange 2 */
	take_screen();
	CHECK_STR(table.status.text, "Last: Player 1 exchanged 2 tiles");
	/* A play that forms cross words: the same words as right after Submit
	 * (Player 2's S I under H E: SI, with HS and EI down). */
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	play_he();
	take_screen();
	drag_slot_to(slot_of('S'), WORDS_CENTRE + WORDS_SIZE);
	drag_slot_to(slot_of('I'), WORDS_CENTRE + WORDS_SIZE + 1);
	press(WORDS_TABLE_BUTTON_SUBMIT);
	char played[STATUS_LINE_LEN], expect[STATUS_LINE_LEN + 8];
	snprintf(played, sizeof played, "%s", table.status.text);
	CHECK(strncmp(played, "Player 2 played SI, ", 20) == 0);
	snprintf(expect, sizeof expect, "Last: %s", played);
	take_screen();
	CHECK_STR(table.status.text, expect);
	/* A phony challenged off the board is what the next player sees. */
	start_with(2, WORDS_CHALLENGE_SINGLE, true, NULL);
	drag_slot_to(slot_of('N'), WORDS_CENTRE);
	drag_slot_to(slot_of('R'), WORDS_CENTRE + 1);
	press(WORDS_TABLE_BUTTON_SUBMIT);
	take_screen();
	press(WORDS_TABLE_BUTTON_CHALLENGE);
	/* The challenger holds the screen and plays on: no cover. */
	CHECK_INT(table.game.pos.current, 1);
	CHECK(!table.handover);
	char last[STATUS_LINE_LEN];
	CHECK(words_table_last_turn_text(&table, last, sizeof last));
	CHECK_STR(last, "Last: Player 1's NR was challenged off the board");
}

/* A status too long for one line wraps into two lines of one size that
 * both fit (the 480x320 end screen's rack adjustments once spilt out). */
static void test_status_wraps_in_one_font(void)
{
	const char *text = "Game over: Player 1 -13 for RIEVHUE, Player 2 -5 for SIL??SA";
	char a[STATUS_LINE_LEN], b[STATUS_LINE_LEN];
	for (int width = 150; width <= 400; width += 10) {
		const struct font *f = font_wrap_two_lines(font_pick(16), text, width, a, b, sizeof a);
		CHECK_MSG(font_text_width(f, a) <= width, "first line fits");
		CHECK_MSG(font_text_width(f, b) <= width, "second line fits in the same font");
		CHECK(b[0] != 0 || font_text_width(font_pick(16), text) <= width);
		char joined[2 * STATUS_LINE_LEN];
		snprintf(joined, sizeof joined, b[0] ? "%s %s" : "%s%s", a, b);
		CHECK_STR(joined, text);	/* nothing lost */
	}
}

/* The kiosk's idle rule: every rack in sight covered, tiles placed this
 * turn back on the rack, until a tap shows it again. */
static void test_cover_rack(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	drag_slot_to(0, WORDS_CENTRE);
	CHECK_INT(table.game.stage.count, 1);
	words_table_cover_rack(&table);
	frame_check();
	CHECK(table.handover);
	CHECK_INT(table.game.stage.count, 0);
	CHECK_INT(words_table_rack_owner(&table), -1);
	CHECK_INT(screen.pixels[(size_t)(table.layout.rack.y + table.layout.rack.h / 2) * W + table.layout.rack.x + 6] &
		  0xffffff, table.theme->table.cover);
	take_screen();
	CHECK_INT(words_table_rack_owner(&table), 0);
	CHECK_INT(table.game.pos.current, 0);
}

/* A person alone against the computer has nobody to hand the screen to:
 * every way back into the game gives their rack straight back, face up,
 * the tile being placed still on the board (QA: Menu and Continue showed
 * "Pass to Player 1 - tap to show your rack"), in their turn and in the
 * computer's; with two people and the computer, the person's rack comes
 * back covered (nothing is in sight in the computer's turn). */
static void rack_face_up_for(int person, const char *where)
{
	char msg[256];
	snprintf(msg, sizeof msg, "%s: no cover, the rack in sight (status \"%s\")", where, table.status.text);
	CHECK_MSG(!table.handover, msg);
	CHECK_MSG(words_table_rack_owner(&table) == person, msg);
	CHECK_MSG(strstr(table.status.text, "Pass") == NULL, msg);
	struct rect slot = words_table_slot_rect(&table.layout, 6);
	uint32_t px = screen.pixels[(size_t)(slot.y + slot.h / 2) * W + slot.x + slot.w / 2] & 0xffffff;
	CHECK_MSG(px != table.theme->table.cover, msg);
}

static void test_alone_against_computer_never_covered(void)
{
	static struct words_game saved;
	start_against_computer();
	drag_slot_to(slot_of('H'), WORDS_CENTRE);
	press(WORDS_TABLE_BUTTON_MENU);
	CHECK(words_table_wants_menu(&table));
	t_ms += 60 * 1000;
	words_table_shown(&table, t_ms);
	frame_check();
	rack_face_up_for(0, "Menu, Continue");
	CHECK_INT(table.game.stage.count, 1);	/* the tile placed stays */
	CHECK_MSG(!words_table_cover_rack(&table), "the kiosk's walk-away covers nothing (and says so)");
	frame_check();
	rack_face_up_for(0, "the idle cover");
	CHECK_INT(table.game.stage.count, 1);
	memcpy(&saved, &table.game, sizeof saved);
	words_table_resume(&table, &saved);	/* a restart */
	frame_check();
	rack_face_up_for(0, "a saved game resumed");
	/* The computer's turn: the person's rack stays theirs. */
	press(WORDS_TABLE_BUTTON_RECALL);
	he_then_computer_asked();
	words_table_shown(&table, t_ms);
	CHECK(!words_table_cover_rack(&table));
	frame_check();
	rack_face_up_for(0, "Continue in the computer's turn");

	/* Two people and the computer: covered in a person's turn, and
	 * nothing to cover in the computer's. */
	struct words_table_seat seats[WORDS_MAX_PLAYERS] = { { "Ana", false, 0, false }, { "Ben", false, 0, false },
							    { "", true, 2, false } };
	start_with(3, WORDS_CHALLENGE_ENFORCED, false, seats);
	words_table_shown(&table, t_ms);
	frame_check();
	CHECK_MSG(table.handover, "two people: Continue covers the rack");
	CHECK_STR(table.status.text, "Pass the screen to Ana");
	CHECK_MSG(words_table_cover_rack(&table), "a cover up already: covered");
	take_screen();
	play_he();
	take_screen();
	pass_turn();	/* Ben passes: the computer's turn */
	CHECK_INT(table.game.pos.current, 2);
	CHECK(!table.handover);
	words_table_shown(&table, t_ms);
	CHECK_MSG(!words_table_cover_rack(&table) && !table.handover, "the computer's turn: no rack in sight to cover");
	CHECK_INT(words_table_rack_owner(&table), -1);
	memcpy(&saved, &table.game, sizeof saved);
	words_table_resume(&table, &saved);
	CHECK(!table.handover);
	frame_check();
}

/* What a tap may change, but the status line (a dimmed button's tap says
 * why there and does nothing else). */
struct table_state {
	struct words_game game;
	bool exchanging, handover, standings, sheet_open, wants_menu, wants_chat, hint_shown, picking, dialog_open;
	uint8_t exchange_chosen;
	int selected;
};

static void state_of(struct table_state *st)
{
	memset(st, 0, sizeof *st);
	memcpy(&st->game, &table.game, sizeof st->game);
	st->exchanging = table.exchanging;
	st->handover = table.handover;
	st->standings = table.standings;
	st->sheet_open = table.sheet.open;
	st->wants_menu = table.wants_menu;
	st->wants_chat = table.wants_chat;
	st->hint_shown = table.hint_shown;
	st->picking = table.picking;
	st->dialog_open = table.dialog.open;
	st->exchange_chosen = table.exchange_chosen;
	st->selected = table.selected;
}

/* Every button shown looks live exactly when a tap on it does something
 * (QA: a stopped game's Submit looked ready and played nothing); a tap on
 * a dimmed one changes nothing but the status line, which says why.  Each
 * button is tried from the same state (the table put back after). */
static void check_looks_match_taps(const char *where)
{
	static struct words_table saved;
	for (int b = 0; b < WORDS_TABLE_BUTTON_COUNT; b++) {
		if (!words_table_button_shown(&table, (enum words_table_button)b))
			continue;
		struct table_state before, after;
		memcpy(&saved, &table, sizeof table);
		uint32_t saved_ms = t_ms;
		bool live = !words_table_button_look(&table, (enum words_table_button)b).disabled;
		state_of(&before);
		t_ms += DIALOG_GUARD_MS;	/* past a cover's guard */
		press((enum words_table_button)b);
		state_of(&after);
		if (before.sheet_open) {	/* any tap closes the sheet over the board */
			CHECK(!after.sheet_open);
			after.sheet_open = true;
		}
		bool acted = memcmp(&before, &after, sizeof before) != 0;
		char msg[200];
		snprintf(msg, sizeof msg, "%s: %s looks %s, and a tap %s (status: \"%s\")", where,
			 words_table_button_label(&saved, (enum words_table_button)b), live ? "live" : "dimmed",
			 acted ? "acts" : "does nothing", table.status.text);
		CHECK_MSG(live == acted, msg);
		if (!live)
			CHECK_MSG(table.status.text[0] != '\0', msg);
		memcpy(&table, &saved, sizeof table);
		t_ms = saved_ms;
		words_table_invalidate(&table);
		frame_check();
	}
}

static void test_looks_match_taps(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	check_looks_match_taps("a person's turn");
	drag_slot_to(0, WORDS_CENTRE);
	check_looks_match_taps("a tile placed");
	words_table_recall(&table);
	press(WORDS_TABLE_BUTTON_EXCHANGE);
	check_looks_match_taps("choosing tiles to exchange, none chosen");
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	play_he();
	check_looks_match_taps("the hand-over");
	take_screen();
	check_looks_match_taps("the next turn");
	tap(table.layout.info.x + 4, table.layout.info.y + table.layout.info.h / 2);
	if (table.sheet.open)	/* the moves over the board (not at 800x480: a page of the panel) */
		check_looks_match_taps("the score sheet open over the board");

	start_against_computer();
	he_then_computer_asked();
	check_looks_match_taps("the computer thinking");
	/* The computer moved first: nothing of the person's to take back
	 * (a take back would have it play the same move again). */
	struct words_table_seat first[WORDS_MAX_PLAYERS] = { { "", true, 2, false }, { "", false, 0, false } };
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, first);
	uint32_t when;
	CHECK(words_table_next_deadline(&table, &when));
	words_table_tick(&table, when);
	struct computer_answer pass = { .ticket = asked_ticket, .words = { .kind = WORDS_CHOICE_PASS } };
	CHECK_INT(words_table_computer_answer(&table, &pass), 0);
	CHECK_INT(table.game.pos.current, 1);
	CHECK(!words_table_button_enabled(&table, WORDS_TABLE_BUTTON_TAKE_BACK));
	check_looks_match_taps("the computer moved first");

	start_with(2, WORDS_CHALLENGE_SINGLE, true, NULL);
	play_he();
	take_screen();
	check_looks_match_taps("a play open to challenge");

	start_with(2, WORDS_CHALLENGE_SINGLE, true, NULL);
	go_out_with("HE");
	check_looks_match_taps("a going-out play, the judge's rack covered");
	take_screen();
	check_looks_match_taps("a going-out play to judge");
	struct words_table_seat seats[WORDS_MAX_PLAYERS] = { { "", false, 0, false }, { "", true, 3, false } };
	start_with(2, WORDS_CHALLENGE_SINGLE, true, seats);
	go_out_with("HE");
	check_looks_match_taps("a going-out play for the computer to judge");

	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	for (int i = 0; i < WORDS_SCORELESS_LIMIT; i++) {
		pass_turn();
		if (table.handover)
			take_screen();
	}
	CHECK(table.standings);
	check_looks_match_taps("the end, the standings shown");
	tap(table.layout.board.x + 2, table.layout.board.y + 2);
	CHECK(!table.standings);
	check_looks_match_taps("the end, the board shown");

	/* The computer's tiles still sliding in: mid-game, and the play that
	 * ends the game before its standings come up. */
	start_against_computer();
	he_then_computer_asked();
	computer_plays_under_h("AT");
	CHECK(table.arrival.active);
	check_looks_match_taps("the computer's tiles arriving");
	start_against_computer();
	he_then_computer_asked();
	table.game.pos.bag_len = 0;
	computer_plays_under_h("A");
	CHECK(table.arrival.active && !table.standings);
	check_looks_match_taps("the computer's going-out play arriving");

	/* Across tables, stopped by the other table on this table's turn,
	 * with a tile being placed: only Chat and Menu. */
	struct words_table_seat across[WORDS_MAX_PLAYERS] = { { "", false, 0, false }, { "Quai", false, 0, true } };
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, across);
	drag_slot_to(0, WORDS_CENTRE);
	words_table_remote_ended(&table, "Game stopped", "Library East moved out of turn");
	frame_check();
	CHECK_INT(table.game.stage.count, 0);	/* the tile went home: it could no longer move */
	check_looks_match_taps("a game across tables stopped");
	for (int b = 0; b < WORDS_TABLE_BUTTON_COUNT; b++)
		CHECK(words_table_button_enabled(&table, (enum words_table_button)b) ==
		      (b == WORDS_TABLE_BUTTON_MENU || b == WORDS_TABLE_BUTTON_TAKE_BACK));	/* Menu, Chat */
	press(WORDS_TABLE_BUTTON_SUBMIT);
	CHECK_STR(table.status.text, "Game stopped: nothing more to play");
	int x, y;
	words_table_slot_centre(&table.layout, 1, &x, &y);
	drag_slot_to(1, WORDS_CENTRE);
	CHECK_INT(table.game.stage.count, 0);	/* no tile lifts */
	(void)x;
	(void)y;
}

/* The letter picker takes every tap off its letters (a fresh blank goes
 * home): while it is open no button looks live. */
static void test_picker_dims_the_buttons(void)
{
	int slot = table_with_a_blank();
	drag_slot_to(slot, WORDS_CENTRE);
	CHECK(table.picking);
	for (int b = 0; b < WORDS_TABLE_BUTTON_COUNT; b++)
		CHECK(words_table_button_look(&table, (enum words_table_button)b).disabled);
	press(WORDS_TABLE_BUTTON_SUBMIT);	/* the picker's tap: the fresh blank goes home, nothing played */
	CHECK(!table.picking);
	CHECK_INT(table.game.stage.count, 0);
	CHECK_INT(table.game.pos.log_len, 0);
	CHECK(!table.dialog.open);
	CHECK(words_table_button_enabled(&table, WORDS_TABLE_BUTTON_SUBMIT));
}

int main(void)
{
	RUN(test_pass_asks_and_a_double_tap_cannot_pass);
	RUN(test_shuffle_and_recall_label);
	RUN(test_one_word_per_action);
	RUN(test_exchange_chosen_tiles);
	RUN(test_exchange_cancel);
	RUN(test_exchange_drop_on_bag);
	RUN(test_challenge_modes);
	RUN(test_going_out_challenged);
	RUN(test_going_out_handover);
	RUN(test_computer_judges_going_out);
	RUN(test_badge_hides_no_letter);
	RUN(test_take_back);
	RUN(test_take_back_against_computer);
	RUN(test_stale_computer_answers);
	RUN(test_computer_scores_when_its_tiles_land);
	RUN(test_handover_only_between_people);
	RUN(test_handover_guard);
	RUN(test_handover_buttons_keep_it_covered);
	RUN(test_end_and_new_game);
	RUN(test_cover_rack);
	RUN(test_alone_against_computer_never_covered);
	RUN(test_blank_letter_picker);
	RUN(test_house_rules_mid_turn);
	RUN(test_tile_slides_home);
	RUN(test_last_turn_after_handover);
	RUN(test_status_wraps_in_one_font);
	RUN(test_looks_match_taps);
	RUN(test_picker_dims_the_buttons);
	free(mem);
	free(screen.pixels);
	free(full.pixels);
	return check_finish();
}
