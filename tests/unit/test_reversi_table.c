/* The Reversi table: taps to moves, refusals, take back, passes, the
 * computer's reply, game over, and damage against a full repaint. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gfx/draw.h"
#include "ui/reversi/reversi_table.h"
#include "ui/reversi/reversi_table_int.h"

static struct reversi_table table;
static uint32_t t_ms;
static void *mem;

/* The table's own search (hints, and moves without a link). */
static void *table_mem(void)
{
	static void *m;
	if (!m)
		m = malloc(REVERSI_TABLE_TT_BYTES);
	return m;
}

static void start(int computer, computer_ask_fn ask, void *user)
{
	struct reversi_table_options o = { .width = 800, .height = 480, .scale = 1.0f, .seed = 1, .computer = computer,
					   .computer_link = { ask, user } };
	free(mem);
	size_t n = reversi_table_memory_size(&o);
	mem = malloc(n);
	CHECK_INT(reversi_table_init(&table, &o, mem, n), 0);
	t_ms = 1000;
}

static void ev(enum pointer_type type, int x, int y)
{
	struct pointer_event e = { type, x, y, t_ms };
	t_ms += 16;
	reversi_table_handle_event(&table, &e);
}

static void tap_xy(int x, int y)
{
	ev(POINTER_DOWN, x, y);
	ev(POINTER_UP, x, y);
}

static void tap(const char *name)
{
	int x, y;
	reversi_table_square_centre(&table.layout, reversi_square_parse(name), &x, &y);
	tap_xy(x, y);
}

static void tap_button(enum reversi_table_button b)
{
	struct rect r = table.layout.buttons[b];
	tap_xy(r.x + r.w / 2, r.y + r.h / 2);
}

/* New game, then the dialog's Start once its guard time has passed. */
static void new_game_confirmed(void)
{
	tap_button(REVERSI_TABLE_BUTTON_NEW_GAME);
	CHECK_MSG(table.dialog.open, "New game asks");
	t_ms += DIALOG_GUARD_MS;
	struct rect r = table.dialog.button[DIALOG_BUTTON_CONFIRM];
	tap_xy(r.x + r.w / 2, r.y + r.h / 2);
	CHECK(!table.dialog.open);
}

/* Runs the table's timers up to t_ms + ms, as the poll loop would. */
static void wait_ms(uint32_t ms)
{
	uint32_t end = t_ms + ms, d;
	while (reversi_table_next_deadline(&table, &d) && (int32_t)(d - end) <= 0)
		reversi_table_tick(&table, d);
	t_ms = end;
}

static bool disc(enum reversi_color c, const char *name)
{
	return table.game.pos.disc[c] >> reversi_square_parse(name) & 1;
}

static void test_layout(void)
{
	struct reversi_table_layout l;
	reversi_table_layout_compute(&l, 800, 480, 1.0f);
	CHECK(!l.portrait);
	CHECK(l.board.w == l.board.h && l.board.h >= 440);	/* the coordinates take a strip */
	CHECK(l.ranks.x + l.ranks.w <= l.board.x && l.files.y + l.files.h <= l.board.y && l.ranks.x >= 0 &&
	      l.files.y >= 0);
	CHECK_MSG(l.moves.h >= 100, "the moves have room beside the board");
	CHECK(l.players[0].x > l.board.x + l.board.w);
	for (int i = 0; i < REVERSI_TABLE_BUTTON_COUNT; i++)
		CHECK(l.buttons[i].h >= 40 && l.buttons[i].y + l.buttons[i].h <= 480);
	reversi_table_layout_compute(&l, 480, 800, 1.0f);
	CHECK(l.portrait);
	CHECK(l.board.w >= 440 && l.board.w <= 480);
	CHECK(l.players[0].y > l.board.y + l.board.h);
	CHECK(l.buttons[0].y + l.buttons[0].h <= 800);
	/* The 3.5" panels: the board takes nearly all of the short side, the
	 * panel (stacked in a column beside it at 480x320) stays on screen,
	 * clear of the board, with buttons of at least 40 px. */
	static const int small[2][2] = { { 480, 320 }, { 320, 480 } };
	for (int k = 0; k < 2; k++) {
		int w = small[k][0], h = small[k][1];
		reversi_table_layout_compute(&l, w, h, 1.0f);
		CHECK(l.board.w >= (k == 0 ? 290 : 275));
		struct rect screen = rect_make(0, 0, w, h);
		struct rect parts[] = { l.players[0], l.players[1], l.info, l.status, l.buttons[0], l.buttons[1],
					l.buttons[2], l.buttons[3], l.files, l.ranks };
		for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
			struct rect in = rect_intersect(parts[i], screen);
			CHECK(in.x == parts[i].x && in.y == parts[i].y && in.w == parts[i].w && in.h == parts[i].h);
			CHECK(!rect_overlaps(parts[i], l.board));
			for (size_t j = i + 1; j < sizeof parts / sizeof parts[0]; j++)
				CHECK(!rect_overlaps(parts[i], parts[j]));
		}
		for (int i = 0; i < REVERSI_TABLE_BUTTON_COUNT; i++)
			CHECK(l.buttons[i].h >= 40 && l.buttons[i].w >= 40);
		CHECK(l.status.h >= 20);
	}
	reversi_table_layout_compute(&l, 480, 800, 1.0f);
	int x, y;
	reversi_table_square_centre(&l, 37, &x, &y);
	CHECK_INT(reversi_table_square_at(&l, x, y), 37);
	CHECK_INT(reversi_table_square_at(&l, l.buttons[0].x + 2, l.buttons[0].y + 2), -1);
}

/* The status reads as a block under whose move it is, at every size the
 * sweep plays (tests/cli/size-sweep.sh): its first row within two lines
 * of the info row, and its rows no farther apart than a line.  A narrow
 * column beside the board once gave the status all the height left over:
 * at 640x480 "Not a legal move" and "here" stood 120 px apart, at 800x600
 * a one-row message floated mid-panel. */
static void test_status_reads_as_a_block(void)
{
	static const struct {
		int w, h;
		float scale;
	} sizes[] = { { 480, 320, 0.75f }, { 320, 480, 0.75f }, { 800, 480, 1 },   { 480, 800, 1 },
		      { 1280, 720, 1.25f }, { 720, 1280, 1.25f }, { 640, 480, 1 }, { 480, 640, 1 },
		      { 800, 600, 1 },	    { 600, 800, 1 },	   { 1024, 600, 1 }, { 600, 1024, 1 },
		      { 1024, 768, 1 },	    { 768, 1024, 1 },	   { 1280, 800, 1 }, { 800, 1280, 1 },
		      { 1920, 1080, 1 },    { 1080, 1920, 1 },	   { 480, 320, 1 } };
	/* One message a row holds at every size, one that takes two rows in a
	 * narrow panel (a pass, as the table says it). */
	static const char *const texts[] = { "Not a legal move", "White has no move and passes: Black again" };
	static uint32_t px[1920 * 1920];
	for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++) {
		for (size_t t = 0; t < sizeof texts / sizeof *texts; t++) {
			struct reversi_table_options o = { .width = sizes[s].w, .height = sizes[s].h,
							   .scale = sizes[s].scale, .seed = 1,
							   .computer = REVERSI_TABLE_NO_COMPUTER };
			CHECK_INT(reversi_table_init(&table, &o, table_mem(), REVERSI_TABLE_TT_BYTES), 0);
			reversi_table_set_status(&table, STATUS_LINE_INFO, texts[t]);
			struct canvas c = { .pixels = px, .width = o.width, .height = o.height, .stride = o.width };
			reversi_table_render_full(&table, &c);
			const struct reversi_table_layout *l = &table.layout;
			uint32_t bg = table.theme->table.background;
			int line = table.fonts.text->line_height;
			/* The ink's rows in the status box, as bands of rows. */
			int first = -1, last = -1, widest_gap = 0;
			for (int y = l->status.y; y < l->status.y + l->status.h; y++) {
				bool ink = false;
				for (int x = l->status.x; x < l->status.x + l->status.w && !ink; x++)
					ink = px[(size_t)y * (size_t)o.width + (size_t)x] != bg;
				if (!ink)
					continue;
				if (first < 0)
					first = y;
				else if (y - last - 1 > widest_gap)
					widest_gap = y - last - 1;
				last = y;
			}
			char what[160];
			snprintf(what, sizeof what, "%dx%d at %.2f, \"%s\": first ink %d px under the info row, "
				 "rows %d px apart (a line is %d)", o.width, o.height, (double)o.scale, texts[t],
				 first - (l->info.y + l->info.h), widest_gap, line);
			CHECK_MSG(first >= 0, what);
			CHECK_MSG(first - (l->info.y + l->info.h) <= 2 * line, what);
			CHECK_MSG(widest_gap <= line, what);
		}
	}
}

static void test_tap_plays_and_flips(void)
{
	start(REVERSI_TABLE_NO_COMPUTER, NULL, NULL);
	CHECK(!disc(REVERSI_BLACK, "e5"));
	tap("f5");
	CHECK_INT(table.game.n_moves, 1);
	CHECK(disc(REVERSI_BLACK, "f5"));
	CHECK(disc(REVERSI_BLACK, "e5"));	/* flipped */
	CHECK_INT(table.game.pos.turn, REVERSI_WHITE);
	CHECK_INT(reversi_pos_count(&table.game.pos, REVERSI_BLACK), 4);
	CHECK_INT(reversi_pos_count(&table.game.pos, REVERSI_WHITE), 1);
	CHECK(reversi_table_wants_frame(&table));
}

static void test_illegal_tap_changes_no_disc(void)
{
	start(REVERSI_TABLE_NO_COMPUTER, NULL, NULL);
	struct reversi_pos before = table.game.pos;
	tap("a1");
	CHECK(!memcmp(&before, &table.game.pos, sizeof before));
	CHECK_INT(table.game.n_moves, 0);
	CHECK(strstr(table.status.text, "Not a legal move") != NULL);
	CHECK_INT(table.status.kind, STATUS_LINE_INFO);	/* gentle, not an alarm */
	tap("e5");	/* occupied */
	CHECK(!memcmp(&before, &table.game.pos, sizeof before));
	/* A drag across the board places nothing either. */
	int x, y;
	reversi_table_square_centre(&table.layout, reversi_square_parse("f5"), &x, &y);
	ev(POINTER_DOWN, x - 40, y);
	ev(POINTER_MOVE, x - 20, y);
	ev(POINTER_UP, x, y);
	CHECK_INT(table.game.n_moves, 0);
}

static void test_take_back(void)
{
	start(REVERSI_TABLE_NO_COMPUTER, NULL, NULL);
	struct reversi_pos s = table.game.pos;
	tap("f5");
	tap("d6");
	struct reversi_pos after_f5 = table.game.before[1];
	tap_button(REVERSI_TABLE_BUTTON_TAKE_BACK);
	CHECK_INT(table.game.n_moves, 1);
	CHECK(!memcmp(&after_f5, &table.game.pos, sizeof s));
	tap_button(REVERSI_TABLE_BUTTON_TAKE_BACK);
	CHECK(!memcmp(&s, &table.game.pos, sizeof s));
	tap_button(REVERSI_TABLE_BUTTON_TAKE_BACK);
	CHECK(strstr(table.status.text, "Nothing") != NULL);
	CHECK_INT(table.game.n_moves, 0);
}

/* Finds a game (pseudo-random playouts of the core) whose next move makes
 * the other side pass; writes its moves and returns their count. */
static int find_pass(int8_t moves[REVERSI_MAX_MOVES], int *pass_move)
{
	uint64_t rng = 12345;
	for (int game = 0; game < 10000; game++) {
		struct reversi_game g;
		reversi_game_start(&g);
		while (!reversi_game_is_over(&g)) {
			uint64_t m = reversi_pos_moves(&g.pos);
			int n = reversi_popcount(m);
			rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
			int k = (int)((rng >> 33) % (uint64_t)n);
			while (k--)
				m &= m - 1;
			int sq = __builtin_ctzll(m);
			struct reversi_game next = g;
			reversi_game_play(&next, sq);
			if (!reversi_game_is_over(&next) && next.pos.turn == g.pos.turn) {
				memcpy(moves, g.moves, sizeof g.moves);
				*pass_move = sq;
				return g.n_moves;
			}
			g = next;
		}
	}
	return -1;
}

static void test_pass_announced(void)
{
	int8_t moves[REVERSI_MAX_MOVES];
	int pass_move;
	int n = find_pass(moves, &pass_move);
	CHECK(n >= 0);
	if (n < 0)
		return;
	start(REVERSI_TABLE_NO_COMPUTER, NULL, NULL);
	for (int i = 0; i < n; i++)
		CHECK_INT(reversi_table_play(&table, moves[i]), REVERSI_OK);
	enum reversi_color mover = table.game.pos.turn;
	char name[3];
	reversi_square_name(pass_move, name);
	tap(name);
	CHECK_INT(table.game.n_moves, n + 1);
	CHECK_INT(table.game.pos.turn, mover);
	CHECK(strstr(table.status.text, "has no move and passes") != NULL);
}

static int hook_calls;

/* A stand-in for a worker that answers at once, inside ask(): the lowest
 * legal square. */
static int first_legal(void *user, const struct computer_request *req)
{
	hook_calls++;
	uint64_t m = reversi_pos_moves(req->reversi);
	struct computer_answer a = { .ticket = req->ticket, .reversi_move = m ? __builtin_ctzll(m) : REVERSI_PASS };
	CHECK_INT(reversi_table_computer_answer(user, &a), 0);
	return 0;
}

static void test_computer_replies(void)
{
	start(RVAI_BEGINNER, NULL, NULL);
	CHECK(mem != NULL);
	uint32_t d;
	CHECK(!reversi_table_next_deadline(&table, &d));	/* idle: the loop may sleep */
	tap("f5");
	/* The reply waits for a tick, so the player's move is drawn first. */
	CHECK_INT(table.game.n_moves, 1);
	CHECK(reversi_table_next_deadline(&table, &d));
	tap("d6");	/* not the person's turn: ignored */
	CHECK_INT(table.game.n_moves, 1);
	wait_ms(REVERSI_TABLE_COMPUTER_DELAY_MS + 20);
	CHECK_INT(table.game.n_moves, 2);
	CHECK_INT(table.game.pos.turn, REVERSI_BLACK);
	wait_ms(REVERSI_TABLE_FLIP_MS + 20);	/* the reply's discs turn over */
	CHECK(!reversi_table_next_deadline(&table, &d));
	/* Take back goes to before the person's move, the reply with it. */
	tap_button(REVERSI_TABLE_BUTTON_TAKE_BACK);
	CHECK_INT(table.game.n_moves, 0);
	CHECK(!table.computer.due);

	/* Through the link: the program's worker would answer instead. */
	hook_calls = 0;
	start(RVAI_MEDIUM, first_legal, &table);
	CHECK(table.ai_ready);	/* the Hint button's search, whoever plays */
	tap("f5");
	wait_ms(REVERSI_TABLE_COMPUTER_DELAY_MS + 20);
	CHECK_INT(hook_calls, 1);
	CHECK_INT(table.game.n_moves, 2);
	uint64_t m = reversi_pos_moves(&table.game.before[1]);
	CHECK_INT(table.game.moves[1], __builtin_ctzll(m));
}

static struct reversi_pos asked;
static struct computer_request asked_req;

/* A stand-in for a worker request: remembers it, answers later. */
static int later(void *user, const struct computer_request *req)
{
	(void)user;
	hook_calls++;
	asked_req = *req;
	asked = *req->reversi;	/* the table's position moves on after ask() */
	return 0;
}

/* The answer to the last request: a square by name, or a raw one. */
static int answer_sq(uint32_t ticket, int sq)
{
	struct computer_answer a = { .ticket = ticket, .reversi_move = sq };
	return reversi_table_computer_answer(&table, &a);
}

/* Plays moves[0..n) and then pass_move (the move that makes the other side
 * pass) on the table, answering for the computer in its turns. */
static void play_to_the_pass(const int8_t *moves, int n, int pass_move)
{
	for (int i = 0; i <= n; i++) {
		int sq = i < n ? moves[i] : pass_move;
		if (reversi_table_is_computer(&table, table.game.pos.turn)) {
			wait_ms(REVERSI_TABLE_COMPUTER_DELAY_MS + 20);
			CHECK_INT(answer_sq(asked_req.ticket, sq), 0);
		} else {
			CHECK_INT(reversi_table_play(&table, sq), REVERSI_OK);
		}
	}
}

static void test_computer_later(void)
{
	hook_calls = 0;
	start(RVAI_EXPERT, later, NULL);
	tap("f5");
	wait_ms(REVERSI_TABLE_COMPUTER_DELAY_MS + 20);
	CHECK_INT(hook_calls, 1);
	CHECK_INT(table.game.n_moves, 1);
	uint32_t d;
	CHECK(!reversi_table_next_deadline(&table, &d));	/* waits for the worker, not a timer */
	tap("d6");	/* the person cannot move for it */
	CHECK_INT(table.game.n_moves, 1);
	CHECK(strstr(table.status.text, "thinking") != NULL);
	CHECK_INT(asked_req.game, COMPUTER_REVERSI);
	CHECK_INT(asked_req.level, RVAI_EXPERT);
	uint32_t ticket = asked_req.ticket;
	CHECK_INT(answer_sq(ticket + 1, reversi_square_parse("d6")), -1);	/* not this request */
	CHECK_INT(answer_sq(ticket, reversi_square_parse("a1")), -1);		/* not legal */
	CHECK_INT(table.game.n_moves, 1);
	CHECK_INT(answer_sq(ticket, reversi_square_parse("d6")), 0);
	CHECK_INT(table.game.n_moves, 2);
	CHECK_INT(table.game.pos.turn, REVERSI_BLACK);
	CHECK_INT(answer_sq(ticket, reversi_square_parse("f6")), -1);	/* answered */

	/* An answer that arrives after a take back is stale and changes
	 * nothing, though its square would be legal now. */
	tap("c3");
	wait_ms(REVERSI_TABLE_COMPUTER_DELAY_MS + 20);
	CHECK_INT(hook_calls, 2);
	CHECK(asked_req.ticket != ticket);	/* every request its own ticket */
	ticket = asked_req.ticket;
	tap_button(REVERSI_TABLE_BUTTON_TAKE_BACK);
	CHECK_INT(table.game.n_moves, 2);
	int legal = __builtin_ctzll(reversi_pos_moves(&table.game.pos));
	CHECK_INT(answer_sq(ticket, legal), -1);
	CHECK_INT(table.game.n_moves, 2);
	CHECK_INT(table.game.pos.turn, REVERSI_BLACK);

	/* And after a new game: the computer's answer to the old one lands
	 * nowhere, even where its square is legal in the new position. */
	tap("c3");
	wait_ms(REVERSI_TABLE_COMPUTER_DELAY_MS + 20);
	CHECK_INT(hook_calls, 3);
	ticket = asked_req.ticket;
	new_game_confirmed();
	CHECK_INT(table.game.n_moves, 0);
	tap("f5");	/* the person's first move: white to move */
	legal = __builtin_ctzll(reversi_pos_moves(&table.game.pos));
	CHECK_INT(answer_sq(ticket, legal), -1);
	CHECK_INT(table.game.n_moves, 1);
}

/* Against the computer, a person with no move after the computer's move:
 * "You must pass" while the computer moves again, and once it is the
 * person's turn the pass is still said, not only the prompt. */
static void test_person_pass_said_on_their_turn(void)
{
	int8_t moves[REVERSI_MAX_MOVES];
	int pass_move;
	int n = find_pass(moves, &pass_move);
	CHECK(n >= 0);
	if (n < 0)
		return;
	/* 800x480, then the 3.5" panel, where the note is shorter to be whole. */
	static const struct { int w, h; float scale; const char *said; } sizes[] = {
		{ 800, 480, 1.0f, "You had no move: the computer played again" },
		{ 480, 320, 0.75f, "You had no move" },
	};
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		/* The side that makes the other pass is the computer's. */
		struct reversi_game g;
		reversi_game_start(&g);
		for (int i = 0; i < n; i++)
			reversi_game_play(&g, moves[i]);
		struct reversi_table_options o = { .width = sizes[k].w, .height = sizes[k].h, .scale = sizes[k].scale,
						   .seed = 1, .computer = RVAI_EASY, .computer_link = { later, NULL },
						   .person_white = g.pos.turn == REVERSI_BLACK };
		CHECK_INT(reversi_table_init(&table, &o, table_mem(), REVERSI_TABLE_TT_BYTES), 0);
		t_ms = 1000;
		play_to_the_pass(moves, n, pass_move);
		CHECK_STR(table.status.text, "You must pass: the computer plays again");
		while (!reversi_game_is_over(&table.game) && reversi_table_is_computer(&table, table.game.pos.turn)) {
			wait_ms(REVERSI_TABLE_COMPUTER_DELAY_MS + 20);
			CHECK_INT(answer_sq(asked_req.ticket, __builtin_ctzll(reversi_pos_moves(&table.game.pos))), 0);
		}
		CHECK(!reversi_game_is_over(&table.game));
		CHECK_STR(table.status.text, sizes[k].said);
		CHECK_MSG(reversi_table_status_fits(&table, table.status.text), sizes[k].said);	/* whole, no "…" */
		/* The person's move: the note has done its work. */
		CHECK_INT(reversi_table_play(&table, __builtin_ctzll(reversi_pos_moves(&table.game.pos))), REVERSI_OK);
		CHECK(strstr(table.status.text, "no move") == NULL);
	}
}

/* A pass is said whole at every size: at one table, the computer's and
 * the person's.  At 480x320 "White has no move and passes: Black again"
 * was cut to "...passes: Black a…", who moves next cut off; where the full
 * sentence fits (800x480) it is the one said. */
static void test_pass_said_whole(void)
{
	int8_t moves[REVERSI_MAX_MOVES];
	int pass_move;
	int n = find_pass(moves, &pass_move);
	CHECK(n >= 0);
	if (n < 0)
		return;
	struct reversi_game g;
	reversi_game_start(&g);
	for (int i = 0; i < n; i++)
		reversi_game_play(&g, moves[i]);
	enum reversi_color mover = g.pos.turn;
	static const struct { int w, h; float scale; } sizes[] = {
		{ 800, 480, 1 }, { 1024, 600, 1 }, { 480, 320, 0.75f }, { 320, 480, 0.75f }, { 480, 320, 1 },
		{ 640, 480, 1 }, { 480, 800, 1 },  { 720, 1280, 1.25f },
	};
	/* Who plays: two people; the computer is the side that must pass; the
	 * computer makes the person pass. */
	enum { TWO, COMPUTER_PASSES, PERSON_PASSES, SETUPS };
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		for (int setup = 0; setup < SETUPS; setup++) {
			struct reversi_table_options o = { .width = sizes[k].w, .height = sizes[k].h,
							   .scale = sizes[k].scale, .seed = 1,
							   .computer = setup == TWO ? REVERSI_TABLE_NO_COMPUTER : RVAI_EASY,
							   .computer_link = { later, NULL } };
			/* The person plays the mover (the computer the other) or the other. */
			o.person_white = (setup == COMPUTER_PASSES) == (mover == REVERSI_WHITE);
			CHECK_INT(reversi_table_init(&table, &o, table_mem(), REVERSI_TABLE_TT_BYTES), 0);
			t_ms = 1000;
			play_to_the_pass(moves, n, pass_move);
			char what[160];
			snprintf(what, sizeof what, "%dx%d at %.2f, setup %d: \"%s\"", o.width, o.height,
				 (double)o.scale, setup, table.status.text);
			CHECK_MSG(table.game.pos.turn == mover && table.game.n_moves == n + 1, what);
			CHECK_MSG(strstr(table.status.text, "pass") != NULL, what);
			CHECK_MSG(reversi_table_status_fits(&table, table.status.text), what);
			if (k == 0) {
				const char *full = setup == COMPUTER_PASSES ? "The computer must pass: your turn again"
						   : setup == PERSON_PASSES ? "You must pass: the computer plays again"
						   : mover == REVERSI_BLACK ? "White has no move and passes: Black again"
									    : "Black has no move and passes: White again";
				CHECK_STR(table.status.text, full);
			}
		}
	}
}

/* A tap on the board after the person's last move ended the game: the
 * result again, never "Wait - the computer is thinking" (the finished
 * position still names the computer's side to move; until 2026-11-29 the
 * tap said so, at the end of a game the person had just won or lost). */
static void test_tap_after_last_move_says_result(void)
{
	/* The 9-move wipe-out, black's last: the person plays black. */
	static const char *const moves[] = { "e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5" };
	start(RVAI_EASY, later, NULL);
	for (int i = 0; i < 9; i++) {
		if (i % 2) {
			wait_ms(REVERSI_TABLE_COMPUTER_DELAY_MS + 20);
			CHECK_INT(answer_sq(asked_req.ticket, reversi_square_parse(moves[i])), 0);
		} else {
			tap(moves[i]);
		}
		CHECK_INT(table.game.n_moves, i + 1);
	}
	CHECK(reversi_game_is_over(&table.game));
	CHECK_STR(table.status.text, "You win 64-0");
	tap("a1");
	CHECK_STR(table.status.text, "You win 64-0: tap New game");
	CHECK_INT(table.status.kind, STATUS_LINE_GOOD);
	/* At one table, as before: the result again. */
	start(REVERSI_TABLE_NO_COMPUTER, NULL, NULL);
	for (int i = 0; i < 9; i++)
		tap(moves[i]);
	tap("a1");
	CHECK_STR(table.status.text, "Black wins 64-0: tap New game");
}

/* The moves so far show every pass: "--" where a side had no move, black's
 * or white's, and nothing after the last move while its pair is open. */
static void test_move_cells_show_passes(void)
{
	static struct reversi_game g;
	char cell[REVERSI_TABLE_MOVE_CELL];
	/* The game of the QA pass (tessera-headless at 800x480): after d8,
	 * black's 13th move, white had no move and black played b8. */
	reversi_game_start(&g);
	CHECK_INT(reversi_transcript_read(&g, "c4e3f2c6e6f3d6f6e7e8d7c7f7f1c8g6g1d3b6b5f8a5e1f5d8", 50, NULL), REVERSI_OK);
	CHECK_INT(reversi_table_move_pairs(&g), 13);
	reversi_table_move_cell(&g, 12, cell);
	CHECK_STR(cell, "13. d8 ");	/* white to move: the pair is open */
	CHECK_INT(reversi_game_play(&g, reversi_square_parse("b8")), REVERSI_OK);
	CHECK_INT(reversi_table_move_pairs(&g), 14);
	reversi_table_move_cell(&g, 12, cell);
	CHECK_STR(cell, "13. d8 --");
	reversi_table_move_cell(&g, 13, cell);
	CHECK_STR(cell, "14. b8 ");
	reversi_table_move_cell(&g, 0, cell);
	CHECK_STR(cell, "1. c4 e3");
	/* Black passing: white's two moves in a row, "--" in black's place. */
	reversi_game_start(&g);
	CHECK_INT(reversi_transcript_read(&g, "c4e3f2c6e6f3d6f6e7e8d7c7f7f1c8g6g1d3b6b5f8a5e1f5d8b8b7b4c3c5a6a7a8b2b3g3e2a4h3g8a1f4g7h2a3h4g2h5h7a2h8d2h1g5h6c2g4d1c1b1", 120, NULL), REVERSI_OK);
	CHECK(reversi_game_is_over(&g));
	int pairs = reversi_table_move_pairs(&g), dashes = 0;
	for (int p = 0; p < pairs; p++) {
		reversi_table_move_cell(&g, p, cell);
		dashes += strstr(cell, "--") != NULL;
	}
	/* Every cell but the last holds two moves or a pass: 60 squares less
	 * the empties, in pairs, the passes filling the holes. */
	reversi_table_move_cell(&g, pairs - 1, cell);
	CHECK_STR(cell, "31. c1 b1");
	CHECK_INT(2 * pairs, g.n_moves + dashes);
}

static void test_game_over_and_new_game(void)
{
	start(REVERSI_TABLE_NO_COMPUTER, NULL, NULL);
	static const char *const g[] = { "e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5" };
	for (size_t i = 0; i < sizeof g / sizeof *g; i++)
		tap(g[i]);
	CHECK(reversi_game_is_over(&table.game));
	/* 13 discs to none, and the 51 empty squares go to the winner. */
	CHECK_STR(table.status.text, "Black wins 64-0");
	CHECK_INT(table.status.kind, STATUS_LINE_GOOD);
	tap("a1");
	CHECK_INT(table.game.n_moves, 9);
	/* A tap on the finished board keeps the result in sight. */
	CHECK_STR(table.status.text, "Black wins 64-0: tap New game");
	CHECK_INT(table.status.kind, STATUS_LINE_GOOD);
	new_game_confirmed();
	CHECK_INT(table.game.n_moves, 0);
	CHECK_INT(reversi_pos_count(&table.game.pos, REVERSI_BLACK), 2);
}

/* The incremental frames equal a full repaint after each action. */
static void test_damage_matches_full(void)
{
	static uint32_t a[480 * 800], b[480 * 800];
	int sizes[2][2] = { { 800, 480 }, { 480, 800 } };
	for (int s = 0; s < 2; s++) {
		struct reversi_table_options o = { .width = sizes[s][0], .height = sizes[s][1], .scale = 1.0f, .seed = 1,
						   .computer = REVERSI_TABLE_NO_COMPUTER };
		CHECK_INT(reversi_table_init(&table, &o, table_mem(), REVERSI_TABLE_TT_BYTES), 0);
		struct canvas ca = { .pixels = a, .width = o.width, .height = o.height, .stride = o.width };
		struct canvas cb = { .pixels = b, .width = o.width, .height = o.height, .stride = o.width };
		static const char *const g[] = { "f5", "d6", "c3", "a1", "d3", "c4" };
		for (size_t i = 0; i <= sizeof g / sizeof *g; i++) {
			struct damage d;
			damage_init(&d, o.width, o.height);
			reversi_table_render(&table, &ca, &d);
			CHECK(!reversi_table_wants_frame(&table));
			reversi_table_render_full(&table, &cb);
			CHECK(!memcmp(a, b, sizeof(uint32_t) * (size_t)o.width * (size_t)o.height));
			if (i < sizeof g / sizeof *g)
				tap(g[i]);
		}
	}
}

/* A move turns the bracketed discs over: frames at 60 Hz for
 * REVERSI_TABLE_FLIP_MS, each the same as a full repaint, a disc edge-on
 * halfway, then no timer at all. */
static void test_flip_animation(void)
{
	static uint32_t a[480 * 800], b[480 * 800];
	struct reversi_table_options o = { .width = 800, .height = 480, .scale = 1.0f, .seed = 1,
					   .computer = REVERSI_TABLE_NO_COMPUTER };
	CHECK_INT(reversi_table_init(&table, &o, table_mem(), REVERSI_TABLE_TT_BYTES), 0);
	struct canvas ca = { .pixels = a, .width = 800, .height = 480, .stride = 800 };
	struct canvas cb = { .pixels = b, .width = 800, .height = 480, .stride = 800 };
	struct damage d;
	damage_init(&d, 800, 480);
	reversi_table_render(&table, &ca, &d);
	uint32_t when;
	CHECK(!reversi_table_next_deadline(&table, &when));	/* idle before */
	t_ms = 1000;
	tap("f5");	/* flips e5 */
	CHECK(table.flipping == 1ULL << reversi_square_parse("e5"));
	int frames = 0;
	bool seen_edge = false;
	int x, y;
	reversi_table_square_centre(&table.layout, reversi_square_parse("e5"), &x, &y);
	int quarter = table.layout.sq / 4;
	while (reversi_table_next_deadline(&table, &when) && frames < 100) {
		reversi_table_tick(&table, when);
		damage_init(&d, 800, 480);
		reversi_table_render(&table, &ca, &d);
		reversi_table_render_full(&table, &cb);
		CHECK_MSG(!memcmp(a, b, sizeof(uint32_t) * 800 * 480), "animation frame == full repaint");
		/* Edge-on: felt a quarter square left of the centre. */
		if (a[(y) * 800 + x - quarter] == 0x2f8050)
			seen_edge = true;
		frames++;
	}
	CHECK(frames >= REVERSI_TABLE_FLIP_MS / REVERSI_TABLE_FRAME_MS - 1);
	CHECK(frames <= REVERSI_TABLE_FLIP_MS / REVERSI_TABLE_FRAME_MS + 2);
	CHECK_MSG(seen_edge, "the disc is seen narrow halfway");
	CHECK_INT(table.flipping, 0);
	CHECK_INT(a[(y) * 800 + x - quarter], 0x1e1f22);	/* black, whole again */
}

/* Hint: the table's own search (Medium) for the person to move, ringed on
 * the board and named; it goes when the position changes; dimmed (and
 * saying why) on the computer's turn.  A dimmed Take back says why. */
static void test_hint_and_dimmed_buttons(void)
{
	start(REVERSI_TABLE_NO_COMPUTER, NULL, NULL);
	tap_button(REVERSI_TABLE_BUTTON_TAKE_BACK);
	CHECK_STR(table.status.text, "Nothing to take back yet");
	CHECK_INT(table.game.n_moves, 0);
	tap_button(REVERSI_TABLE_BUTTON_HINT);
	CHECK(table.hint >= 0);
	CHECK(reversi_pos_moves(&table.game.pos) >> table.hint & 1);
	char name[3], want[32];
	reversi_square_name(table.hint, name);
	snprintf(want, sizeof want, "Hint: %s (ringed)", name);
	CHECK_STR(table.status.text, want);
	/* The ring: the colour of black, the side to move, a few pixels in
	 * from the square's edge; the square's centre stays felt. */
	static uint32_t px[800 * 480];
	struct canvas c = { .pixels = px, .width = 800, .height = 480, .stride = 800 };
	reversi_table_render_full(&table, &c);
	struct rect r = reversi_table_square_rect(&table.layout, table.hint);
	int inset = table.layout.sq / 10 > 3 ? table.layout.sq / 10 : 3;
	CHECK_INT(px[(r.y + r.h / 2) * 800 + r.x + inset + 2] & 0xffffff, theme_or_classic(NULL)->reversi.black);
	CHECK_INT(px[(r.y + r.h / 2) * 800 + r.x + r.w / 2] & 0xffffff, theme_or_classic(NULL)->reversi.felt);
	int hinted = table.hint;
	CHECK_INT(reversi_table_play(&table, hinted), REVERSI_OK);
	CHECK_INT(table.hint, -1);
	/* The last move's ring, on the disc just placed. */
	reversi_table_render_full(&table, &c);
	CHECK_INT(px[(r.y + r.h / 2) * 800 + r.x + inset + 3] & 0xffffff, theme_or_classic(NULL)->reversi.last);
	/* Against the computer: no hint on its turn, and it says why. */
	start(RVAI_BEGINNER, NULL, NULL);
	tap("f5");
	CHECK(!reversi_table_button_enabled(&table, REVERSI_TABLE_BUTTON_HINT));
	tap_button(REVERSI_TABLE_BUTTON_HINT);
	CHECK_STR(table.status.text, "Hints are for your turn");
}

/* The result in the colour of what it means to the person: a win against
 * the computer is good news, a loss an error. */
static void test_outcome_colours(void)
{
	static const char *const g[] = { "e6", "f4", "e3", "f6", "g5", "d6", "e7", "f5", "c5" };	/* black wipes out white */
	start(RVAI_BEGINNER, NULL, NULL);
	for (size_t i = 0; i < sizeof g / sizeof *g; i++)
		CHECK_INT(reversi_table_play(&table, reversi_square_parse(g[i])), REVERSI_OK);
	CHECK_STR(table.status.text, "You win 64-0");
	CHECK_INT(table.status.kind, STATUS_LINE_GOOD);
	/* The same game with the person on white: the computer (black) won. */
	struct reversi_table_options o = table.opt;
	o.person_white = true;
	CHECK_INT(reversi_table_init(&table, &o, mem, REVERSI_TABLE_TT_BYTES), 0);
	for (size_t i = 0; i < sizeof g / sizeof *g; i++)
		CHECK_INT(reversi_table_play(&table, reversi_square_parse(g[i])), REVERSI_OK);
	CHECK_STR(table.status.text, "The computer wins 64-0");
	CHECK_INT(table.status.kind, STATUS_LINE_ERROR);
	/* A tap on the board after the end says the result again, in its
	 * colour, with what to do: the person who touches the board still
	 * learns who won. */
	tap("a1");
	CHECK_STR(table.status.text, "The computer wins 64-0: tap New game");
	CHECK_INT(table.status.kind, STATUS_LINE_ERROR);
	CHECK(reversi_table_status_fits(&table, table.status.text));
}

/* The person on white: the computer plays black and moves first, at once
 * after its pause; its name and level in black's box. */
static void test_computer_plays_black(void)
{
	struct reversi_table_options o = { .width = 800, .height = 480, .scale = 1.0f, .seed = 1, .computer = RVAI_EASY,
					   .person_white = true };
	CHECK_INT(reversi_table_init(&table, &o, table_mem(), REVERSI_TABLE_TT_BYTES), 0);
	t_ms = 1000;
	CHECK(reversi_table_is_computer(&table, REVERSI_BLACK));
	CHECK_STR(reversi_table_side_name(&table, REVERSI_BLACK), "Computer");
	CHECK_STR(reversi_table_side_name(&table, REVERSI_WHITE), "You");
	wait_ms(REVERSI_TABLE_COMPUTER_DELAY_MS + 20);
	CHECK_INT(table.game.n_moves, 1);
	CHECK_INT(table.game.pos.turn, REVERSI_WHITE);
	/* Take back has nothing of the person's to undo. */
	CHECK(!reversi_table_button_enabled(&table, REVERSI_TABLE_BUTTON_TAKE_BACK));
}

static void test_init_refuses(void)
{
	struct reversi_table_options o = { .width = 200, .height = 480, .scale = 1.0f, .seed = 1,
					   .computer = REVERSI_TABLE_NO_COMPUTER };
	CHECK_INT(reversi_table_init(&table, &o, NULL, 0), -1);
	o.width = 800;
	o.computer = RVAI_LEVELS;
	CHECK_INT(reversi_table_init(&table, &o, NULL, 0), -1);
	o.computer = RVAI_EASY;
	CHECK_INT(reversi_table_init(&table, &o, NULL, 0), -1);	/* the table's memory is missing */
	CHECK_INT(reversi_table_init(&table, &o, table_mem(), REVERSI_TABLE_TT_BYTES - 1), -1);
}

/* A game across tables stopped by the other table on this table's move:
 * Hint looks dimmed, as a tap on it gives none (it once looked live), and
 * its tap says why; Chat and Menu stay. */
static void test_stopped_dims_hint(void)
{
	struct reversi_table_options o = { .width = 800, .height = 480, .scale = 1.0f, .seed = 1,
					   .computer = REVERSI_TABLE_NO_COMPUTER, .remote = true, .remote_name = "Quai" };
	free(mem);
	size_t n = reversi_table_memory_size(&o);
	mem = malloc(n);
	CHECK_INT(reversi_table_init(&table, &o, mem, n), 0);
	t_ms = 1000;
	CHECK(reversi_table_button_enabled(&table, REVERSI_TABLE_BUTTON_HINT));	/* black, this table, to move */
	reversi_table_remote_ended(&table, "Game stopped", "Quai moved out of turn");
	CHECK(!reversi_table_button_enabled(&table, REVERSI_TABLE_BUTTON_HINT));
	tap_button(REVERSI_TABLE_BUTTON_HINT);
	CHECK_INT(table.hint, -1);
	CHECK_STR(table.status.text, "No more moves in this game: no hint");
	CHECK(reversi_table_button_enabled(&table, REVERSI_TABLE_BUTTON_TAKE_BACK));	/* Chat */
	CHECK(reversi_table_button_enabled(&table, REVERSI_TABLE_BUTTON_MENU));
}

/* The other table's move named whole: its kiosk's name where it fits, else
 * "The other table's move" (QA: a 40-byte name at 480x320 ran to "...des
 * Brumes's mo…"). */
static void test_other_tables_move_reads_whole(void)
{
	static const struct { int w, h; float scale; const char *name, *said; } cases[] = {
		{ 800, 480, 1, "Quai", "Quai's move" },
		{ 480, 320, 0.75f, "Quai", "Quai's move" },
		{ 480, 320, 0.75f, "Bibliotheque municipale, Quai des Brumes", "The other table's move" },
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		struct reversi_table_options o = { .width = cases[k].w, .height = cases[k].h, .scale = cases[k].scale,
						   .seed = 1, .computer = REVERSI_TABLE_NO_COMPUTER, .remote = true,
						   .person_white = true };
		snprintf(o.remote_name, sizeof o.remote_name, "%s", cases[k].name);
		free(mem);
		size_t n = reversi_table_memory_size(&o);
		mem = malloc(n);
		CHECK_INT(reversi_table_init(&table, &o, mem, n), 0);
		CHECK_STR(table.status.text, cases[k].said);	/* black, the other table, to move */
		CHECK_MSG(reversi_table_status_fits(&table, table.status.text), cases[k].said);
		int x, y;
		reversi_table_square_centre(&table.layout, 2 * 8 + 3, &x, &y);	/* d3, tapped out of turn */
		tap_xy(x, y);
		CHECK_INT(table.game.n_moves, 0);
		CHECK(strstr(table.status.text, "Wait for ") == table.status.text);
		CHECK_MSG(reversi_table_status_fits(&table, table.status.text), table.status.text);
	}
}

int main(void)
{
	RUN(test_layout);
	RUN(test_other_tables_move_reads_whole);
	RUN(test_status_reads_as_a_block);
	RUN(test_tap_plays_and_flips);
	RUN(test_illegal_tap_changes_no_disc);
	RUN(test_take_back);
	RUN(test_pass_announced);
	RUN(test_person_pass_said_on_their_turn);
	RUN(test_pass_said_whole);
	RUN(test_tap_after_last_move_says_result);
	RUN(test_move_cells_show_passes);
	RUN(test_computer_replies);
	RUN(test_computer_later);
	RUN(test_game_over_and_new_game);
	RUN(test_damage_matches_full);
	RUN(test_flip_animation);
	RUN(test_hint_and_dimmed_buttons);
	RUN(test_outcome_colours);
	RUN(test_computer_plays_black);
	RUN(test_init_refuses);
	RUN(test_stopped_dims_hint);
	free(mem);
	return check_finish();
}
