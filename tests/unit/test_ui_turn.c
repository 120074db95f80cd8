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
#include "ui/ui.h"
#include "ui/ui_int.h"

enum { W = 800, H = 480 };

static struct ui ui;
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

/* A computer that takes its turn and never answers: enough to make a
 * seat the computer's. */
static int silent_computer(void *user, const struct words_game *g, enum words_level level)
{
	(void)user;
	(void)g;
	(void)level;
	return 0;
}

static void start_with(int players, enum words_challenge mode, bool lexicon, struct ui_seat *seats)
{
	static const struct words_lexicon lex = { tiny_contains, NULL };
	struct ui_options o = { .width = W, .height = H, .scale = 1.0f, .seed = 1, .players = players,
				.lexicon = lexicon ? &lex : NULL };
	o.rules.challenge = mode;
	if (seats) {
		memcpy(o.seats, seats, sizeof o.seats);
		o.computer_move = silent_computer;
	}
	size_t n = ui_memory_size(&o);
	free(mem);
	mem = malloc(n);
	CHECK_INT(ui_init(&ui, &o, mem, n), 0);
	t_ms = 1000;
	if (!screen.pixels) {
		screen = (struct canvas){ calloc((size_t)W * H, 4), W, H, W };
		full = (struct canvas){ calloc((size_t)W * H, 4), W, H, W };
	}
}

static void frame_check(void)
{
	struct damage d;
	damage_init(&d, W, H);
	ui_render(&ui, &screen, &d);
	ui_render_full(&ui, &full);
	CHECK_MSG(!memcmp(screen.pixels, full.pixels, (size_t)W * H * 4), "incremental frame == full repaint");
}

static void ev(enum pointer_type type, int x, int y)
{
	struct pointer_event e = { type, x, y, t_ms };
	t_ms += 16;
	ui_handle_event(&ui, &e);
}

static void tap(int x, int y)
{
	ev(POINTER_DOWN, x, y);
	ev(POINTER_UP, x, y);
	frame_check();
}

static void press(enum ui_button b)
{
	struct rect r = ui.layout.buttons[b];
	tap(r.x + r.w / 2, r.y + r.h / 2);
}

static void drag_slot_to(int slot, int square)
{
	int x0, y0, x1, y1;
	ui_slot_centre(&ui.layout, slot, &x0, &y0);
	ui_square_centre(&ui.layout, square, &x1, &y1);
	ev(POINTER_DOWN, x0, y0);
	for (int i = 1; i <= 4; i++)
		ev(POINTER_MOVE, x0 + (x1 - x0) * i / 4, y0 + (y1 - y0) * i / 4);
	ev(POINTER_UP, x1, y1);
	frame_check();
}

static void take_screen(void)
{
	CHECK(ui.handover);
	tap(ui.layout.board.x + 10, ui.layout.board.y + 10);
	CHECK(!ui.handover);
}

static int slot_of(char tile)
{
	const char *rack = ui.game.pos.rack[ui.game.pos.current];
	const char *p = strchr(rack, tile);
	return p ? (int)(p - rack) : -1;
}

static void test_pass_needs_two_taps(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	press(UI_BUTTON_SUBMIT);
	CHECK_INT(ui.game.pos.current, 0);
	CHECK(strstr(ui.status, "again to pass") != NULL);
	/* Anything else in between forgets the first tap. */
	press(UI_BUTTON_RECALL);	/* Shuffle, nothing placed */
	press(UI_BUTTON_SUBMIT);
	CHECK_INT(ui.game.pos.current, 0);
	press(UI_BUTTON_SUBMIT);
	CHECK_INT(ui.game.pos.current, 1);
	CHECK_INT(ui.game.log[ui.game.pos.log_len - 1].kind, WORDS_TURN_PASS);
	CHECK(strstr(ui.status, "Player 1 passed") != NULL);
	take_screen();
}

static void test_shuffle_and_recall_label(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	CHECK_STR(ui_button_label(&ui, UI_BUTTON_RECALL), "Shuffle");
	char before[8], after[8];
	memcpy(before, ui.game.pos.rack[0], 8);
	press(UI_BUTTON_RECALL);
	memcpy(after, ui.game.pos.rack[0], 8);
	/* The same tiles, in another order (seed 1's rack has 7 distinct). */
	CHECK(memcmp(before, after, 8) != 0);
	for (int i = 0; i < 7; i++)
		CHECK(strchr(before, after[i]) != NULL);
	drag_slot_to(0, WORDS_CENTRE);
	CHECK_STR(ui_button_label(&ui, UI_BUTTON_RECALL), "Recall");
	press(UI_BUTTON_RECALL);
	CHECK_INT(ui.game.stage.count, 0);
}

/* On the 3.5" 480x320 panel the long labels give way to short words
 * drawn at a readable size; at 800x480 the full ones fit. */
static void test_short_labels_on_small_panels(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	const struct font *f;
	CHECK_STR(ui_button_label_fitted(&ui, UI_BUTTON_EXCHANGE, &f), "Exchange");
	CHECK_STR(ui_button_label_fitted(&ui, UI_BUTTON_TAKE_BACK, &f), "Take back");
	struct ui_options o = { .width = 480, .height = 320, .scale = 1.0f, .seed = 1, .players = 2 };
	size_t n = ui_memory_size(&o);
	void *small_mem = malloc(n);
	static struct ui small;
	CHECK_INT(ui_init(&small, &o, small_mem, n), 0);
	CHECK_STR(ui_button_label_fitted(&small, UI_BUTTON_EXCHANGE, &f), "Swap");
	CHECK(3 * f->size >= 2 * small.fonts.button->size);
	CHECK_STR(ui_button_label_fitted(&small, UI_BUTTON_TAKE_BACK, &f), "Undo");
	CHECK(3 * f->size >= 2 * small.fonts.button->size);
	CHECK_STR(ui_button_label_fitted(&small, UI_BUTTON_SUBMIT, &f), "Submit");
	free(small_mem);
}

static void test_exchange_chosen_tiles(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	char rack[8];
	memcpy(rack, ui.game.pos.rack[0], 8);
	drag_slot_to(0, WORDS_CENTRE);		/* placed tiles go home on Exchange */
	press(UI_BUTTON_EXCHANGE);
	CHECK(ui.exchanging);
	CHECK_INT(ui.game.stage.count, 0);
	CHECK_STR(ui_button_label(&ui, UI_BUTTON_SUBMIT), "Cancel");
	CHECK(!ui_button_enabled(&ui, UI_BUTTON_CHALLENGE));
	int x, y;
	ui_slot_centre(&ui.layout, 1, &x, &y);
	tap(x, y);
	ui_slot_centre(&ui.layout, 4, &x, &y);
	tap(x, y);
	tap(x, y);				/* chosen, then not */
	ui_slot_centre(&ui.layout, 5, &x, &y);
	tap(x, y);
	CHECK_INT(ui.exchange_chosen, (1 << 1) | (1 << 5));
	CHECK_STR(ui_button_label(&ui, UI_BUTTON_EXCHANGE), "Swap them");
	char chosen[3] = { ui.game.pos.rack[0][1], ui.game.pos.rack[0][5], '\0' };
	int bag = ui.game.pos.bag_len;
	press(UI_BUTTON_EXCHANGE);
	CHECK(!ui.exchanging);
	CHECK_INT(ui.game.pos.current, 1);
	CHECK_INT(ui.game.pos.bag_len, bag);
	const struct words_turn *t = &ui.game.log[ui.game.pos.log_len - 1];
	CHECK_INT(t->kind, WORDS_TURN_EXCHANGE);
	CHECK_STR(t->tiles, chosen);
	CHECK(strstr(ui.status, "exchanged 2 tiles") != NULL);
	(void)rack;
}

/* Exchange by dragging tiles onto the bag (the status box). */
static void test_exchange_drop_on_bag(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	press(UI_BUTTON_EXCHANGE);
	struct rect bag = ui.layout.status;
	int x0, y0;
	ui_slot_centre(&ui.layout, 3, &x0, &y0);
	int x1 = bag.x + bag.w / 2, y1 = bag.y + bag.h / 2;
	ev(POINTER_DOWN, x0, y0);
	for (int i = 1; i <= 4; i++)
		ev(POINTER_MOVE, x0 + (x1 - x0) * i / 4, y0 + (y1 - y0) * i / 4);
	ev(POINTER_UP, x1, y1);
	frame_check();
	CHECK_INT(ui.exchange_chosen, 1 << 3);
	/* The bag's frame is the only thing in its margin: the text keeps
	 * off it (it once ran over the left edge). */
	int inked = 0;
	for (int y = bag.y + 2; y < bag.y + bag.h - 2; y++)
		for (int x = bag.x + 2; x < bag.x + UI_BAG_PAD; x++)
			inked += (screen.pixels[(size_t)y * W + x] & 0xffffff) != ui.theme->table.background;
	CHECK_INT(inked, 0);
	/* Dropped on the board instead: it slides home, not chosen. */
	drag_slot_to(4, WORDS_CENTRE);
	CHECK_INT(ui.exchange_chosen, 1 << 3);
	CHECK_INT(ui.game.stage.count, 0);
	char t = ui.game.pos.rack[0][3];
	press(UI_BUTTON_EXCHANGE);
	CHECK_INT(ui.game.pos.current, 1);
	CHECK_INT(ui.game.log[ui.game.pos.log_len - 1].tiles[0], t);
}

static void test_exchange_cancel(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	press(UI_BUTTON_EXCHANGE);
	int x, y;
	ui_slot_centre(&ui.layout, 2, &x, &y);
	tap(x, y);
	press(UI_BUTTON_SUBMIT);		/* Cancel */
	CHECK(!ui.exchanging);
	CHECK_INT(ui.game.pos.current, 0);
	press(UI_BUTTON_EXCHANGE);
	press(UI_BUTTON_EXCHANGE);		/* nothing chosen: stops */
	CHECK(!ui.exchanging);
	CHECK_INT(ui.game.pos.current, 0);
}

/* Plays HE through the centre for player 1 (seed 1 deals N R I E T V H). */
static void play_he(void)
{
	drag_slot_to(slot_of('H'), WORDS_CENTRE);
	drag_slot_to(slot_of('E'), WORDS_CENTRE + 1);
	press(UI_BUTTON_SUBMIT);
	CHECK_INT(ui.game.pos.current, 1);
}

static void test_challenge_modes(void)
{
	/* Enforced: no Challenge button at all. */
	start_with(2, WORDS_CHALLENGE_ENFORCED, true, NULL);
	play_he();
	take_screen();
	CHECK(!ui_button_enabled(&ui, UI_BUTTON_CHALLENGE));

	/* Single challenge, a good word: the challenge fails, the play stands. */
	start_with(2, WORDS_CHALLENGE_SINGLE, true, NULL);
	play_he();
	take_screen();
	CHECK(ui_button_enabled(&ui, UI_BUTTON_CHALLENGE));
	press(UI_BUTTON_CHALLENGE);
	CHECK(strstr(ui.status, "Challenge failed") != NULL);
	CHECK(ui.game.pos.board[WORDS_CENTRE] != 0);
	CHECK_INT(ui.game.pos.score[0], 10);

	/* A phony (TI is fine, but NRI is not a word) withdrawn. */
	start_with(2, WORDS_CHALLENGE_SINGLE, true, NULL);
	drag_slot_to(slot_of('N'), WORDS_CENTRE);
	drag_slot_to(slot_of('R'), WORDS_CENTRE + 1);
	drag_slot_to(slot_of('I'), WORDS_CENTRE + 2);
	press(UI_BUTTON_SUBMIT);
	CHECK_INT(ui.game.pos.current, 1);	/* phonies land in a challenge mode */
	take_screen();
	press(UI_BUTTON_CHALLENGE);
	CHECK(strstr(ui.status, "Challenge upheld") != NULL);
	CHECK_INT(ui.game.pos.board[WORDS_CENTRE], 0);
	CHECK_INT(ui.game.pos.score[0], 0);
	CHECK(!ui_button_enabled(&ui, UI_BUTTON_CHALLENGE));
}

static void test_take_back(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	CHECK(!ui_button_enabled(&ui, UI_BUTTON_TAKE_BACK));
	play_he();
	take_screen();
	CHECK(ui_button_enabled(&ui, UI_BUTTON_TAKE_BACK));
	press(UI_BUTTON_TAKE_BACK);
	CHECK_INT(ui.game.pos.current, 0);
	CHECK_INT(ui.game.pos.board[WORDS_CENTRE], 0);
	CHECK_INT(ui.game.pos.score[0], 0);
	CHECK(strstr(ui.status, "Took back") != NULL);
	/* Player 2 pressed it, and the turn is Player 1's again: Player 1's
	 * rack stays covered until they take the screen. */
	CHECK(ui.handover);
	take_screen();
	CHECK(ui_button_enabled(&ui, UI_BUTTON_SUBMIT));
}

/* Against the computer, Take back goes back to the person's turn: back
 * only past the computer's reply, the computer would just play again. */
static void test_take_back_against_computer(void)
{
	struct ui_seat seats[WORDS_MAX_PLAYERS] = { { "", false, 0 }, { "", true, 2 } };
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, seats);
	play_he();
	uint32_t when;
	CHECK(ui_next_deadline(&ui, &when));
	ui_tick(&ui, when);		/* the computer is asked */
	CHECK(ui.computer_waiting);
	struct words_choice pass = { .kind = WORDS_CHOICE_PASS };
	CHECK_INT(ui_computer_result(&ui, ui.game.pos.log_len, &pass), 0);
	CHECK_INT(ui.game.pos.current, 0);
	CHECK(ui_button_enabled(&ui, UI_BUTTON_TAKE_BACK));
	press(UI_BUTTON_TAKE_BACK);
	CHECK_INT(ui.game.pos.current, 0);
	CHECK_INT(ui.game.pos.board[WORDS_CENTRE], 0);	/* HE is back on the rack */
	CHECK_INT(ui.game.pos.log_len, 0);
	CHECK(!ui.computer_pending);
	CHECK(!ui.handover);
}

static void test_handover_only_between_people(void)
{
	/* One person against a computer seat: no cover for the computer's
	 * turn (it is not the person's rack to hide). */
	struct ui_seat seats[WORDS_MAX_PLAYERS] = { { "Ann", false, 0 }, { "", true, 2 } };
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, seats);
	CHECK_STR(ui_player_name(&ui, 0), "Ann");
	play_he();
	CHECK(!ui.handover);
	/* Three people: each turn is covered, with the next name. */
	start_with(3, WORDS_CHALLENGE_ENFORCED, false, NULL);
	press(UI_BUTTON_SUBMIT);
	press(UI_BUTTON_SUBMIT);
	CHECK(ui.handover);
	CHECK(strstr(ui.status, "Player 1 passed") != NULL);
	CHECK(!ui_button_enabled(&ui, UI_BUTTON_SUBMIT));	/* nothing but the tap */
	take_screen();
	CHECK_INT(ui.game.pos.current, 1);
	CHECK_STR(ui.status, "Last: Player 1 passed");	/* the info line names Player 2 */
}

static void test_end_and_new_game(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	/* Six scoreless turns end the game. */
	for (int i = 0; i < WORDS_SCORELESS_LIMIT; i++) {
		press(UI_BUTTON_SUBMIT);
		press(UI_BUTTON_SUBMIT);
		if (i + 1 < WORDS_SCORELESS_LIMIT)
			take_screen();
	}
	CHECK(words_is_over(&ui.game));
	CHECK(!ui.handover);
	CHECK(strstr(ui.status, "Game over: Player 1 -") == ui.status);
	CHECK(strstr(ui.status, "Player 2 -") != NULL);
	CHECK_STR(ui_button_label(&ui, UI_BUTTON_SUBMIT), "New game");
	CHECK(!ui_button_enabled(&ui, UI_BUTTON_EXCHANGE));
	char old_rack[8];
	memcpy(old_rack, ui.game.pos.rack[0], 8);
	press(UI_BUTTON_SUBMIT);
	CHECK(!words_is_over(&ui.game));
	CHECK_INT(ui.games, 1);
	CHECK_INT(ui.game.pos.score[0], 0);
	CHECK_INT(ui.game.pos.bag_len, WORDS_TILE_COUNT - 2 * WORDS_RACK_SIZE);
	/* After the end Menu leaves at once. */
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	for (int i = 0; i < WORDS_SCORELESS_LIMIT; i++) {
		press(UI_BUTTON_SUBMIT);
		press(UI_BUTTON_SUBMIT);
		if (ui.handover)
			take_screen();
	}
	press(UI_BUTTON_MENU);
	CHECK(ui_wants_menu(&ui));
	(void)old_rack;
}

/* A blank dropped on the board asks for its letter; a long press on it
 * asks again; a tap off the letters keeps the one it has. */
static void test_blank_letter_picker(void)
{
	static const struct words_lexicon lex = { NULL, NULL };
	struct ui_options o = { .width = W, .height = H, .scale = 1.0f, .players = 2, .lexicon = &lex };
	int slot = -1;
	for (o.seed = 1; o.seed < 300 && slot < 0; o.seed++) {
		size_t n = ui_memory_size(&o);
		free(mem);
		mem = malloc(n);
		CHECK_INT(ui_init(&ui, &o, mem, n), 0);
		slot = slot_of('?');
	}
	CHECK(slot >= 0);
	t_ms = 1000;
	drag_slot_to(slot, WORDS_CENTRE);
	CHECK(ui.picking);
	CHECK_INT(words_stage_tile_at(&ui.game, WORDS_CENTRE), 'e');	/* until picked */
	CHECK(strstr(ui.status, "blank") != NULL);
	/* No dragging while the picker is open. */
	int x, y;
	ui_picker_centre(&ui.layout, 'Q', &x, &y);
	tap(x, y);
	CHECK(!ui.picking);
	CHECK_INT(words_stage_tile_at(&ui.game, WORDS_CENTRE), 'q');

	/* Held still on the placed blank: the picker again; the lift that
	 * follows chooses nothing. */
	int bx, by;
	ui_square_centre(&ui.layout, WORDS_CENTRE, &bx, &by);
	ev(POINTER_DOWN, bx, by);
	uint32_t when;
	CHECK(ui_next_deadline(&ui, &when));
	ui_tick(&ui, when);
	CHECK(ui.picking);
	ev(POINTER_UP, bx, by);
	frame_check();
	CHECK(ui.picking);
	ui_picker_centre(&ui.layout, 'Z', &x, &y);
	tap(x, y);
	CHECK_INT(words_stage_tile_at(&ui.game, WORDS_CENTRE), 'z');
	/* A tap beside the letters keeps the blank as it is. */
	ev(POINTER_DOWN, bx, by);
	CHECK(ui_next_deadline(&ui, &when));
	ui_tick(&ui, when);
	ev(POINTER_UP, bx, by);
	tap(ui.layout.board.x + 2, ui.layout.board.y + 2);
	CHECK(!ui.picking);
	CHECK_INT(words_stage_tile_at(&ui.game, WORDS_CENTRE), 'z');
	/* Idle again: no timer armed. */
	CHECK(!ui_next_deadline(&ui, &when));	/* idle: no timer */
}

/* House rules in the middle of a turn: a real tile dragged onto the blank
 * standing for it takes its place; a long press on three alike returns
 * them to the bag.  Neither ends the turn. */
static void test_house_rules_mid_turn(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	ui.game.options.blank_interchange = true;
	ui.game.options.kind_redraw = true;
	CHECK_INT(words_set_rack(&ui.game, 1, "HEEEIOL"), WORDS_OK);
	CHECK_INT(words_set_rack(&ui.game, 0, "?TAERSN"), WORDS_OK);
	struct words_move m;
	words_move_clear(&m);
	words_move_add(&m, WORDS_CENTRE, 'h');
	words_move_add(&m, WORDS_CENTRE + 1, 'E');
	struct words_result r;
	CHECK_INT(words_play(&ui.game, &m, &r), WORDS_OK);
	ui_turn_ended(&ui);
	take_screen();
	/* A tile that is not the blank's letter just goes home. */
	drag_slot_to(slot_of('L'), WORDS_CENTRE);
	CHECK_INT(ui.game.pos.board[WORDS_CENTRE], 'h');
	drag_slot_to(slot_of('H'), WORDS_CENTRE);
	CHECK_INT(ui.game.pos.board[WORDS_CENTRE], 'H');
	CHECK(strchr(ui.game.pos.rack[1], '?') != NULL);
	CHECK_INT(ui.game.pos.current, 1);	/* still player 2's turn */
	CHECK(strstr(ui.status, "blank") != NULL);

	/* Three E's: a long press returns them. */
	int x, y;
	ui_slot_centre(&ui.layout, slot_of('E'), &x, &y);
	int log = ui.game.pos.log_len;
	ev(POINTER_DOWN, x, y);
	uint32_t when;
	CHECK(ui_next_deadline(&ui, &when));
	ui_tick(&ui, when);
	ev(POINTER_UP, x, y);
	frame_check();
	CHECK_INT(ui.game.pos.log_len, log + 1);
	CHECK_INT(ui.game.log[log].kind, WORDS_TURN_KIND_REDRAW);
	CHECK_INT(ui.game.pos.current, 1);
	CHECK(strstr(ui.status, "went back to the bag") != NULL);
	/* Off by the rules: nothing happens. */
	ui.game.options.kind_redraw = false;
	CHECK_INT(words_set_rack(&ui.game, 1, "AAAIOUL"), WORDS_OK);
	log = ui.game.pos.log_len;
	ui_slot_centre(&ui.layout, slot_of('A'), &x, &y);
	ev(POINTER_DOWN, x, y);
	CHECK(ui_next_deadline(&ui, &when));
	ui_tick(&ui, when);
	ev(POINTER_UP, x, y);
	CHECK_INT(ui.game.pos.log_len, log);
}

/* A tile dropped where it cannot land slides back to its slot: frames at
 * 60 Hz that each equal a full repaint, the slot empty until it arrives,
 * then no timer. */
static void test_tile_slides_home(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	char rack[8];
	memcpy(rack, ui.game.pos.rack[0], 8);
	int x0, y0;
	ui_slot_centre(&ui.layout, 2, &x0, &y0);
	struct rect info = ui.layout.info;	/* neither board nor rack */
	int x1 = info.x + info.w / 2, y1 = info.y + info.h / 2;
	ev(POINTER_DOWN, x0, y0);
	for (int i = 1; i <= 4; i++)
		ev(POINTER_MOVE, x0 + (x1 - x0) * i / 4, y0 + (y1 - y0) * i / 4);
	ev(POINTER_UP, x1, y1);
	frame_check();
	CHECK(ui.home.active);
	CHECK_INT(ui.home.slot, 2);
	uint32_t when;
	int frames = 0;
	while (ui_next_deadline(&ui, &when) && frames < 50) {
		ui_tick(&ui, when);
		frame_check();
		frames++;
	}
	CHECK(frames >= UI_HOME_MS / UI_FRAME_MS - 1 && frames <= UI_HOME_MS / UI_FRAME_MS + 2);
	CHECK(!ui.home.active);
	CHECK(!memcmp(rack, ui.game.pos.rack[0], 8));	/* nothing changed but the picture */
	CHECK_INT(ui.game.stage.count, 0);
}

/* The last turn stays on the status line once the next player has taken
 * the screen: the hand-over must not hide what the other player did. */
static void test_last_turn_after_handover(void)
{
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	CHECK_STR(ui.status, "Player 1: drag tiles onto the board");	/* no turn yet */
	play_he();
	take_screen();
	CHECK_STR(ui.status, "Last: Player 1 played HE for 10");
	/* Placing shows the live score; Recall brings the last turn back. */
	drag_slot_to(0, WORDS_CENTRE + WORDS_SIZE);
	CHECK(strstr(ui.status, "Last:") == NULL);
	press(UI_BUTTON_RECALL);
	CHECK_STR(ui.status, "Last: Player 1 played HE for 10");
	press(UI_BUTTON_SUBMIT);
	press(UI_BUTTON_SUBMIT);
	take_screen();
	CHECK_STR(ui.status, "Last: Player 2 passed");
	press(UI_BUTTON_EXCHANGE);
	int sx, sy;
	ui_slot_centre(&ui.layout, 0, &sx, &sy);
	tap(sx, sy);
	ui_slot_centre(&ui.layout, 1, &sx, &sy);
	tap(sx, sy);
	press(UI_BUTTON_EXCHANGE);
	take_screen();
	CHECK_STR(ui.status, "Last: Player 1 exchanged 2 tiles");
	/* A play that forms cross words: the same words as right after Submit
	 * (Player 2's S I under H E: SI, with HS and EI down). */
	start_with(2, WORDS_CHALLENGE_ENFORCED, false, NULL);
	play_he();
	take_screen();
	drag_slot_to(slot_of('S'), WORDS_CENTRE + WORDS_SIZE);
	drag_slot_to(slot_of('I'), WORDS_CENTRE + WORDS_SIZE + 1);
	press(UI_BUTTON_SUBMIT);
	char played[UI_STATUS_LEN], expect[UI_STATUS_LEN + 8];
	snprintf(played, sizeof played, "%s", ui.status);
	CHECK(strncmp(played, "Player 2 played SI, ", 20) == 0);
	snprintf(expect, sizeof expect, "Last: %s", played);
	take_screen();
	CHECK_STR(ui.status, expect);
	/* A phony challenged off the board is what the next player sees. */
	start_with(2, WORDS_CHALLENGE_SINGLE, true, NULL);
	drag_slot_to(slot_of('N'), WORDS_CENTRE);
	drag_slot_to(slot_of('R'), WORDS_CENTRE + 1);
	press(UI_BUTTON_SUBMIT);
	take_screen();
	press(UI_BUTTON_CHALLENGE);
	/* The challenger holds the screen and plays on: no cover. */
	CHECK_INT(ui.game.pos.current, 1);
	CHECK(!ui.handover);
	char last[UI_STATUS_LEN];
	CHECK(ui_last_turn_text(&ui, last, sizeof last));
	CHECK_STR(last, "Last: Player 1's NR was challenged off the board");
}

/* A status too long for one line wraps into two lines of one size that
 * both fit (the 480x320 end screen's rack adjustments once spilt out). */
static void test_status_wraps_in_one_font(void)
{
	const char *text = "Game over: Player 1 -13 for RIEVHUE, Player 2 -5 for SIL??SA";
	char a[UI_STATUS_LEN], b[UI_STATUS_LEN];
	for (int width = 150; width <= 400; width += 10) {
		const struct font *f = font_wrap_two_lines(font_pick(16), text, width, a, b, sizeof a);
		CHECK_MSG(font_text_width(f, a) <= width, "first line fits");
		CHECK_MSG(font_text_width(f, b) <= width, "second line fits in the same font");
		CHECK(b[0] != 0 || font_text_width(font_pick(16), text) <= width);
		char joined[2 * UI_STATUS_LEN];
		snprintf(joined, sizeof joined, b[0] ? "%s %s" : "%s%s", a, b);
		CHECK_STR(joined, text);	/* nothing lost */
	}
}

int main(void)
{
	RUN(test_pass_needs_two_taps);
	RUN(test_shuffle_and_recall_label);
	RUN(test_short_labels_on_small_panels);
	RUN(test_exchange_chosen_tiles);
	RUN(test_exchange_cancel);
	RUN(test_exchange_drop_on_bag);
	RUN(test_challenge_modes);
	RUN(test_take_back);
	RUN(test_take_back_against_computer);
	RUN(test_handover_only_between_people);
	RUN(test_end_and_new_game);
	RUN(test_blank_letter_picker);
	RUN(test_house_rules_mid_turn);
	RUN(test_tile_slides_home);
	RUN(test_last_turn_after_handover);
	RUN(test_status_wraps_in_one_font);
	free(mem);
	free(screen.pixels);
	free(full.pixels);
	return check_finish();
}
