/* What the Words table writes, read back from the text it draws: font_draw
 * and font_draw_centered are wrapped at link time (-Wl,--wrap,
 * tools/mk/gfx.mk) to note every text a full repaint draws, and where.
 * - One word for an action (QA: the score sheet said "swap 2" for the
 *   game's Exchange, narrow buttons "Swap" and "Undo"): the sheet's
 *   "exchange 2", and Exchange and Take back on every size's buttons;
 *   Reversi's Take back and New game too.
 * - No square named where the board has no coordinates (QA: the 480x320
 *   hint said "at H3"): the hint, the sheet and the best move give the
 *   word alone there, and the hint says the board shows it; with the
 *   coordinates drawn (800x480) they keep the square.
 * - The standings give every player's rack line at every size and player
 *   count (QA: the 480x320 standings left them out; at 320x480, over a
 *   166 px board, they cut them or left them out, and the score sheet there
 *   had no room for a move), whole, between the title and the buttons. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "font_wrap.h"
#include "dict/dict.h"
#include "gfx/draw.h"
#include "ui/reversi/reversi_table_int.h"
#include "ui/words/words_table_int.h"

enum { DRAWN_MAX = 512, DRAWN_LEN = 96 };

struct drawn {
	char s[DRAWN_LEN];
	int x, base, w;		/* where its run starts, its baseline, its width */
	const struct font *f;
};

static bool recording;
static struct drawn drawn[DRAWN_MAX];
static int n_drawn;

static void note(const struct font *f, int x, int base, const char *s)
{
	if (!recording || !s[0] || n_drawn == DRAWN_MAX)
		return;
	struct drawn *d = &drawn[n_drawn++];
	snprintf(d->s, sizeof d->s, "%s", s);
	d->x = x;
	d->base = base;
	d->w = font_text_width(f, s);
	d->f = f;
}

void __wrap_font_draw(struct canvas *c, const struct rect *clip, const struct font *f, int x, int y, const char *s,
		      uint32_t color)
{
	note(f, x, y, s);
	__real_font_draw(c, clip, f, x, y, s, color);
}

void __wrap_font_draw_centered(struct canvas *c, const struct rect *clip, const struct font *f, struct rect r,
			       const char *s, uint32_t color)
{
	note(f, r.x + (r.w - font_text_width(f, s)) / 2, r.y + (r.h + f->ascent + 1) / 2, s);
	__real_font_draw_centered(c, clip, f, r, s, color);
}

static struct words_table table;
static void *mem;
static struct canvas screen;
static struct dict dict;

static bool dict_has(const void *ctx, const char *word, int len)
{
	return dict_contains(ctx, word, (size_t)len);
}

/* The word list as the tables' lexicon. */
static struct words_lexicon lex = { dict_has, &dict };

/* Sets the table up with o: its memory, and a screen of its size. */
static void open_table(const struct words_table_options *o)
{
	size_t n = words_table_memory_size(o);
	free(mem);
	mem = aligned_alloc(16, (n + 15) & ~(size_t)15);
	CHECK_INT(words_table_init(&table, o, mem, n), 0);
	free(screen.pixels);
	screen = (struct canvas){ .pixels = calloc((size_t)o->width * o->height, 4), .width = o->width,
				  .height = o->height, .stride = o->width };
}

static void start(int w, int h, float scale, int players, bool hints)
{
	struct words_table_options o = { .width = w, .height = h, .scale = scale, .seed = 1, .players = players,
					 .hints = hints, .dict = hints ? &dict : NULL, .lexicon = hints ? &lex : NULL };
	open_table(&o);
}

/* Player 1 goes out with HE from an empty bag: the play open to a challenge. */
static void go_out_with_he(void)
{
	struct words_game *g = &table.game;
	g->pos.bag_len = 0;
	snprintf(g->pos.rack[0], sizeof g->pos.rack[0], "%s", "HE");
	CHECK_INT(words_stage_place(g, 0, WORDS_CENTRE, 0), WORDS_OK);
	CHECK_INT(words_stage_place(g, 1, WORDS_CENTRE + 1, 0), WORDS_OK);
	words_table_submit(&table);
	CHECK(words_table_end_open(&table));
}

/* Repaints everything, noting each text drawn. */
static void read_screen(void)
{
	n_drawn = 0;
	recording = true;
	words_table_render_full(&table, &screen);
	recording = false;
}

/* The last text drawn on the left half of the info line (after read_screen). */
static const struct drawn *info_line(void)
{
	const struct rect info = table.layout.info;
	const struct drawn *line = NULL;
	for (int i = 0; i < n_drawn; i++)
		if (drawn[i].base > info.y && drawn[i].base <= info.y + info.h && drawn[i].x < info.x + info.w / 2)
			line = &drawn[i];
	return line;
}

static const struct drawn *find(const char *s)
{
	for (int i = 0; i < n_drawn; i++)
		if (strcmp(drawn[i].s, s) == 0)
			return &drawn[i];
	return NULL;
}

/* A text drawn containing s (case as given), or NULL. */
static const struct drawn *find_in(const char *s)
{
	for (int i = 0; i < n_drawn; i++)
		if (strstr(drawn[i].s, s))
			return &drawn[i];
	return NULL;
}

/* The label is drawn inside the button whole: on one line, or its words
 * one a line. */
static void check_label(struct rect b, const char *label, const char *where)
{
	char msg[160], words[64] = "";
	for (int i = 0; i < n_drawn; i++) {
		const struct drawn *d = &drawn[i];
		size_t len = strlen(words), n = strlen(d->s);
		if (d->x >= b.x && d->x + d->w <= b.x + b.w && d->base > b.y && d->base <= b.y + b.h &&
		    len + n + 2 <= sizeof words) {
			if (len)
				words[len++] = ' ';
			memcpy(words + len, d->s, n + 1);
		}
	}
	snprintf(msg, sizeof msg, "%s: the button reads \"%s\", not \"%s\"", where, words, label);
	CHECK_MSG(strcmp(words, label) == 0, msg);
}

static const struct { int w, h; float scale; } sizes[] = {
	{ 480, 320, 0.75f }, { 320, 480, 0.75f }, { 800, 480, 1.0f }, { 480, 800, 1.0f }, { 720, 1280, 1.25f },
	{ 1024, 600, 1.0f }, { 1280, 800, 1.0f },
};
enum { SIZES = sizeof sizes / sizeof sizes[0] };

static void test_one_word_for_each_action(void)
{
	for (int k = 0; k < SIZES; k++) {
		char where[64];
		snprintf(where, sizeof where, "%dx%d", sizes[k].w, sizes[k].h);
		start(sizes[k].w, sizes[k].h, sizes[k].scale, 2, false);
		read_screen();
		check_label(table.layout.buttons[WORDS_TABLE_BUTTON_EXCHANGE], "Exchange", where);
		check_label(table.layout.buttons[WORDS_TABLE_BUTTON_TAKE_BACK], "Take back", where);
		words_table_press(&table, WORDS_TABLE_BUTTON_EXCHANGE);
		words_table_exchange_toggle(&table, 0);
		words_table_exchange_toggle(&table, 3);
		read_screen();
		check_label(table.layout.buttons[WORDS_TABLE_BUTTON_SUBMIT], "Exchange 2", where);
		words_table_press(&table, WORDS_TABLE_BUTTON_SUBMIT);
		/* The score sheet, in the panel or opened over the board. */
		if (rect_is_empty(table.layout.sheet))
			words_table_sheet_open(&table, true);
		read_screen();
		CHECK_MSG(find("exchange 2") != NULL, where);
		for (int i = 0; i < n_drawn; i++) {
			CHECK_MSG(!strstr(drawn[i].s, "wap") && !strstr(drawn[i].s, "Undo"), drawn[i].s);
		}
	}
	/* Reversi on the 3.5" panel: its Take back and New game whole. */
	struct reversi_table_options ro = { .width = 480, .height = 320, .scale = 0.75f,
					     .computer = REVERSI_TABLE_NO_COMPUTER };
	static struct reversi_table rt;
	size_t n = reversi_table_memory_size(&ro);
	void *rmem = aligned_alloc(16, (n + 15) & ~(size_t)15);
	CHECK_INT(reversi_table_init(&rt, &ro, rmem, n), 0);
	struct canvas c = { .pixels = calloc(480 * 320, 4), .width = 480, .height = 320, .stride = 480 };
	n_drawn = 0;
	recording = true;
	reversi_table_render_full(&rt, &c);
	recording = false;
	check_label(rt.layout.buttons[REVERSI_TABLE_BUTTON_TAKE_BACK], "Take back", "Reversi 480x320");
	check_label(rt.layout.buttons[REVERSI_TABLE_BUTTON_NEW_GAME], "New game", "Reversi 480x320");
	free(c.pixels);
	free(rmem);
}

/* Seed 1 deals N R I E T V H: the hint is THRIVEN down from H3. */
static void test_squares_named_only_with_coordinates(void)
{
	for (int k = 0; k < 2; k++) {
		bool coords = k == 1;
		start(coords ? 800 : 480, coords ? 480 : 320, coords ? 1.0f : 0.75f, 2, true);
		CHECK(words_table_coordinates_shown(&table) == coords);
		words_table_press(&table, WORDS_TABLE_BUTTON_HINT);
		CHECK(table.hint_shown);
		CHECK(table.hint.count > 0);
		if (coords) {
			CHECK_STR(table.status.text, "Hint: THRIVEN at H3 for 84");
		} else {
			CHECK_STR(table.status.text, "Hint: THRIVEN for 84, shown on the board");
			read_screen();	/* and shown: the status box whole, the ghosted tiles */
			CHECK(find_in("THRIVEN") != NULL);
		}
		/* Played as hinted: the sheet and the best move. */
		struct words_move m = table.hint;
		words_table_hint_clear(&table);
		for (int i = 0; i < m.count; i++) {
			const char *rack = table.game.pos.rack[0];
			int slot = (int)(strchr(rack, m.tiles[i].tile) - rack);
			while (words_stage_slot_used(&table.game, slot))
				slot = (int)(strchr(rack + slot + 1, m.tiles[i].tile) - rack);
			words_stage_place(&table.game, slot, m.tiles[i].square, 0);
		}
		words_table_submit(&table);
		CHECK_INT(table.game.pos.log_len, 1);
		if (rect_is_empty(table.layout.sheet))
			words_table_sheet_open(&table, true);
		read_screen();
		CHECK(find(coords ? "THRIVEN H3" : "THRIVEN") != NULL);
		CHECK(coords || !find_in("H3"));
		/* To the end: the standings' best move. */
		while (!words_is_over(&table.game)) {
			words_pass(&table.game);
			words_table_turn_ended(&table);
		}
		words_table_sheet_open(&table, false);
		words_table_show_standings(&table, true);
		read_screen();
		const struct drawn *best = find_in("Best move: THRIVEN");
		CHECK(best != NULL);
		if (best)
			CHECK_MSG(strstr(best->s, "H3") == NULL ? !coords : coords, best->s);
	}
}

/* Every size, two to four players, a record to take home: each player's
 * rack line ("-5, SILSA and 2 blanks left") drawn whole under the title
 * and above the buttons, within the standings. */
static void test_standings_show_every_rack(void)
{
	static const struct qr_code code = { .width = 21 };
	for (int k = 0; k < SIZES; k++)
		for (int players = 2; players <= WORDS_MAX_PLAYERS; players++) {
			char where[96];
			start(sizes[k].w, sizes[k].h, sizes[k].scale, players, false);
			while (!words_is_over(&table.game)) {
				words_pass(&table.game);
				words_table_turn_ended(&table);
			}
			words_table_set_qr(&table, &code);
			CHECK(table.standings);
			read_screen();
			struct rect box = words_table_standings_rect(&table.layout), rematch, new_game;
			words_table_standings_buttons(&table.layout, &rematch, &new_game);
			struct rect home = words_table_standings_take_home(&table.layout);
			int top = home.y < rematch.y ? home.y : rematch.y;
			for (int p = 0; p < players; p++) {
				char line[64], rack[32];
				const char *r = table.game.pos.rack[p];
				words_table_rack_text(r, rack, sizeof rack);
				int left = 0;
				for (const char *t = r; *t; t++)
					left += words_tile_value(*t);
				snprintf(line, sizeof line, "%+d, %s left", -left, rack);
				snprintf(where, sizeof where, "%dx%d, %d players: \"%s\"", sizes[k].w, sizes[k].h, players,
					 line);
				const struct drawn *d = find(line);
				CHECK_MSG(d != NULL, where);
				if (!d)
					continue;
				CHECK_MSG(d->x >= box.x && d->x + d->w <= box.x + box.w, where);
				CHECK_MSG(d->base - d->f->ascent > box.y && d->base + d->f->descent < top, where);
			}
		}
}

/* The status box's rows drawn, joined by a space (as the text wraps). */
static void status_read(char *buf, size_t size)
{
	const struct rect box = table.layout.status;
	size_t len = 0;
	buf[0] = '\0';
	for (int i = 0; i < n_drawn; i++) {
		const struct drawn *d = &drawn[i];
		if (d->base > box.y && d->base <= box.y + box.h && d->x >= box.x && d->x < box.x + box.w)
			len += (size_t)snprintf(buf + len, size - len, "%s%s", len ? " " : "", d->s);
		if (len >= size)
			return;
	}
}

/* A going-out play judged at another table: the info line names that
 * table ("Bibliothèque Méria… may challenge", "Bibl… may challenge"),
 * never "Challenge or Accept" or "Challenge?" as if the goer could (QA:
 * the goer's table said "Challenge or accept" from 800x480
 * down, cut at 480x320, where nothing could be challenged); the status
 * line reads whole, its name giving way where it must, with the widest
 * name a seat holds too ("Wait: WWWW… may challenge", not the painter's
 * "…" at the end of the line). */
static void test_going_out_info_names_the_other_table(void)
{
	static const char *const names[] = { "Biblioth\xc3\xa8que M\xc3\xa9ria\xe2\x80\xa6",
					     "WWWWWWWWWWWWWWWWWWWW\xe2\x80\xa6" };
	for (int k = 0; k < 2 * SIZES; k++) {
		char where[1024];
		const char *name = names[k / SIZES];
		int w = sizes[k % SIZES].w, h = sizes[k % SIZES].h;
		struct words_table_options o = { .width = w, .height = h, .scale = sizes[k % SIZES].scale, .seed = 1,
						 .players = 2, .lexicon = &lex, .remote_judges = true };
		o.rules.challenge = WORDS_CHALLENGE_SINGLE;
		snprintf(o.seats[0].name, sizeof o.seats[0].name, "%s", "You");
		/* A kiosk's name as the table gets it: cut to the seat, marked. */
		snprintf(o.seats[1].name, sizeof o.seats[1].name, "%s", name);
		o.seats[1].remote = true;
		open_table(&o);
		go_out_with_he();
		read_screen();
		const struct drawn *line = info_line();
		char status[2 * STATUS_LINE_LEN];
		status_read(status, sizeof status);
		snprintf(where, sizeof where, "%dx%d: the info line reads \"%s\", the status \"%s\" for \"%s\"", w, h,
			 line ? line->s : "", status, table.status.text);
		CHECK_MSG(line && strncmp(line->s, name, 1) == 0 && strstr(line->s, " challenge"), where);
		CHECK_MSG(!find_in("hallenge or ") && !find("Challenge?"), where);
		CHECK_MSG(strstr(table.status.text, " may challenge") != NULL, where);
		CHECK_MSG(strcmp(status, table.status.text) == 0, where);
		/* The goer cannot accept their own play: Submit's place waits,
		 * whole in its button (QA: it read Accept, dimmed). */
		check_label(table.layout.buttons[WORDS_TABLE_BUTTON_SUBMIT], "Waiting", where);
	}
}

/* A text drawn that begins with s (a sheet row may end cut: "left SILSA a…"). */
static const struct drawn *find_prefix(const char *s)
{
	for (int i = 0; i < n_drawn; i++)
		if (strncmp(drawn[i].s, s, strlen(s)) == 0)
			return &drawn[i];
	return NULL;
}

/* The score box of player p reads score (its digits drawn inside it). */
static bool score_box_reads(int p, int score)
{
	char want[16];
	snprintf(want, sizeof want, "%d", score);
	struct rect b = table.layout.players[p];
	for (int i = 0; i < n_drawn; i++)
		if (strcmp(drawn[i].s, want) == 0 && drawn[i].x >= b.x && drawn[i].x + drawn[i].w <= b.x + b.w &&
		    drawn[i].base > b.y && drawn[i].base <= b.y + b.h)
			return true;
	return false;
}

/* A going-out play still open to challenge: the score sheet lists the
 * play, not the end's adjustments the rules logged with it ("went out",
 * "left ..."), and the score boxes leave them out too, until the play
 * stands; then both show them (QA: the sheet listed them while the play
 * could still be challenged).  Every size, the sheet in the panel or
 * opened over the board. */
static void test_end_entries_wait_for_the_play_to_stand(void)
{
	for (int k = 0; k < SIZES; k++) {
		char where[160];
		int w = sizes[k].w, h = sizes[k].h;
		struct words_table_options o = { .width = w, .height = h, .scale = sizes[k].scale, .seed = 1,
						 .players = 2, .lexicon = &lex };
		o.rules.challenge = WORDS_CHALLENGE_SINGLE;
		open_table(&o);
		struct words_game *g = &table.game;
		go_out_with_he();
		words_table_handover_done(&table);	/* the judge took the screen */
		if (rect_is_empty(table.layout.sheet))
			words_table_sheet_open(&table, true);
		char left[64], rack[32];
		words_table_rack_text(g->pos.rack[1], rack, sizeof rack);
		snprintf(left, sizeof left, "left %s", rack);
		int played = 0, held = 0;	/* HE's score; the judge's before the end */
		for (int i = 0; i < g->pos.log_len; i++)
			if (g->log[i].kind == WORDS_TURN_PLAY)
				played = g->log[i].total;
		CHECK(played > 0);
		read_screen();
		snprintf(where, sizeof where, "%dx%d, the play open: \"went out\" and \"%s\" not yet listed, scores %d and %d",
			 w, h, left, played, held);
		CHECK_MSG(find_prefix("HE") != NULL, where);	/* the play is listed */
		CHECK_MSG(!find("went out") && !find_prefix("left "), where);
		CHECK_MSG(score_box_reads(0, played) && score_box_reads(1, held), where);
		words_table_let_stand(&table);
		CHECK(words_table_is_final(&table));
		words_table_show_standings(&table, false);	/* the board and the sheet again */
		if (rect_is_empty(table.layout.sheet))
			words_table_sheet_open(&table, true);
		read_screen();
		snprintf(where, sizeof where, "%dx%d, the play stands: \"went out\" and \"%s\" listed, scores %d and %d",
			 w, h, left, g->pos.score[0], g->pos.score[1]);
		CHECK_MSG(find("went out") && find_prefix("left ") && strncmp(find_prefix("left ")->s, left, 7) == 0, where);
		CHECK_MSG(g->pos.score[1] < held && g->pos.score[0] > played, where);
		CHECK_MSG(score_box_reads(0, g->pos.score[0]) && score_box_reads(1, g->pos.score[1]), where);
	}
}

/* The judge of a going-out play at this table is told in the buttons'
 * words, the same on the info line as on the status line ("Player 2:
 * Challenge or Accept" above "Player 1 went out with HE: Challenge or
 * Accept"): never "accept" in small letters (QA: the info line said
 * "Challenge or accept"), at every size, with short and long names. */
static void test_judge_told_in_the_buttons_words(void)
{
	static const char *const names[] = { "", "Maximilian Alexander" };
	for (int k = 0; k < 2 * SIZES; k++) {
		int w = sizes[k % SIZES].w, h = sizes[k % SIZES].h;
		struct words_table_options o = { .width = w, .height = h, .scale = sizes[k % SIZES].scale, .seed = 1,
						 .players = 2, .lexicon = &lex };
		o.rules.challenge = WORDS_CHALLENGE_DOUBLE;
		for (int i = 0; i < 2; i++)
			snprintf(o.seats[i].name, sizeof o.seats[i].name, "%s", names[k / SIZES]);
		open_table(&o);
		go_out_with_he();
		words_table_handover_done(&table);	/* the judge took the screen */
		read_screen();
		const struct drawn *line = info_line();
		char where[400];
		snprintf(where, sizeof where, "%dx%d, names \"%s\": the info line reads \"%s\", the status \"%s\"", w, h,
			 names[k / SIZES], line ? line->s : "", table.status.text);
		CHECK_MSG(line && (strstr(line->s, "Challenge or Accept") || strcmp(line->s, "Challenge?") == 0), where);
		CHECK_MSG(strstr(table.status.text, "Challenge or Accept") != NULL, where);
		for (int i = 0; i < n_drawn; i++)
			CHECK_MSG(!strstr(drawn[i].s, "accept"), where);
	}
}

static int silent_computer(void *user, const struct computer_request *req)
{
	(void)user;
	(void)req;
	return 0;
}

/* The text drawn inside r whole that contains s, or NULL. */
static const struct drawn *find_inside(struct rect r, const char *s)
{
	for (int i = 0; i < n_drawn; i++) {
		const struct drawn *d = &drawn[i];
		if (strstr(d->s, s) && d->x >= r.x && d->x + d->w <= r.x + r.w && d->base - d->f->ascent >= r.y &&
		    d->base + d->f->descent <= r.y + r.h)
			return d;
	}
	return NULL;
}

/* After the end the rack in sight is nobody's to play: it says whose it
 * is, inside the rack's place, at every size, with a full rack (the game
 * ended by passes) or a few tiles, between two or four people (the player
 * to move's) and for a person alone against the computer (their own).  QA:
 * the letters of the player to move showed with nothing saying whose. */
static void test_end_rack_says_whose(void)
{
	for (int k = 0; k < SIZES; k++)
		for (int run = 0; run < 4; run++) {
			int players = run == 1 ? 4 : 2;
			struct words_table_options o = { .width = sizes[k].w, .height = sizes[k].h,
							 .scale = sizes[k].scale, .seed = 1, .players = players };
			if (run == 3) {	/* Ana against the computer, which moves first */
				snprintf(o.seats[0].name, sizeof o.seats[0].name, "Ana");
				o.seats[1].computer = true;
				o.seats[1].level = WORDS_LEVEL_MEDIUM;
				o.computer_link.ask = silent_computer;
			}
			open_table(&o);
			while (!words_is_over(&table.game)) {
				words_pass(&table.game);
				words_table_turn_ended(&table);
			}
			CHECK(words_table_is_final(&table));
			int owner = words_table_rack_owner(&table);
			CHECK_INT(owner, run == 3 ? 0 : table.game.pos.current);
			if (run == 2)	/* a few tiles left */
				snprintf(table.game.pos.rack[owner], sizeof table.game.pos.rack[owner], "QI");
			words_table_show_standings(&table, false);	/* the board and the rack */
			read_screen();
			const char *name = run == 3 ? "Ana" : words_table_player_name(&table, owner);
			char where[160];
			snprintf(where, sizeof where, "%dx%d, %d players, rack %s: \"%s\" said in the rack's place",
				 sizes[k].w, sizes[k].h, players, table.game.pos.rack[owner], name);
			/* The rack's place: the slots and their margin, as the cover's. */
			struct rect place = rect_inset(table.layout.rack, table.layout.rack_gap);
			CHECK_MSG(find_inside(place, name) != NULL, where);
			/* Tiles too small to read at the board's size: the words
			 * name the letters (a rack the tiles fill). */
			char letters[40];
			words_table_rack_text(table.game.pos.rack[owner], letters, sizeof letters);
			if (table.layout.sq - 1 < 16 && run != 2)
				CHECK_MSG(find_inside(place, letters) != NULL, where);
		}
}

/* A person against the computer (Hard, single challenge) plays a phony,
 * and the computer challenges it off: at every size the status line reads
 * whole (the painter's "…" nowhere) and names the phony and what it cost
 * (QA: "Computer (Hard) challenged: not in the dictionary: SDT - Player 1
 * scor…" at 800x480, "... not in the dict…" at 480x320); the info line
 * names the computer, its level left out where it must be, never cut
 * ("Comput… - bag 72" at 480x320). */
static void test_computer_challenge_reads_whole(void)
{
	for (int k = 0; k < SIZES; k++) {
		char where[1024];
		int w = sizes[k].w, h = sizes[k].h;
		struct words_table_options o = { .width = w, .height = h, .scale = sizes[k].scale, .seed = 1,
						 .players = 2, .lexicon = &lex, .computer_link = { silent_computer, NULL } };
		o.rules.challenge = WORDS_CHALLENGE_SINGLE;
		o.seats[1].computer = true;
		o.seats[1].level = WORDS_LEVEL_HARD;
		open_table(&o);
		struct words_game *g = &table.game;
		snprintf(g->pos.rack[0], sizeof g->pos.rack[0], "%s", "SDTQUEO");
		for (int i = 0; i < 3; i++)
			CHECK_INT(words_stage_place(g, i, WORDS_CENTRE + i, 0), WORDS_OK);
		words_table_submit(&table);
		CHECK_INT(g->pos.current, 1);
		uint32_t when;
		CHECK(words_table_next_deadline(&table, &when));
		words_table_tick(&table, when);	/* Hard challenges every phony */
		CHECK_INT(g->pos.current, 1);
		read_screen();
		char status[2 * STATUS_LINE_LEN];
		status_read(status, sizeof status);
		const struct drawn *line = info_line();
		snprintf(where, sizeof where, "%dx%d: the status reads \"%s\" for \"%s\", the info line \"%s\"", w, h,
			 status, table.status.text, line ? line->s : "");
		CHECK_MSG(strcmp(status, table.status.text) == 0, where);
		CHECK_MSG(strstr(status, "SDT") && strstr(status, "Player 1 scores 0"), where);
		CHECK_MSG(line && strncmp(line->s, "Computer ", 9) == 0 && !strstr(line->s, "\xe2\x80\xa6"), where);
	}
}

/* A blank named on the picker: the status says its letter and how to
 * change it, with the live result, whole at every size (QA: at 480x320
 * "Blank = Q (hold it to change) - the first word ne…"); where both do
 * not fit, the hold stays while no play is made yet, and a play's score
 * stays once there is one. */
static void test_blank_named_reads_whole(void)
{
	for (int k = 0; k < SIZES; k++) {
		for (int whole_play = 0; whole_play < 2; whole_play++) {
			char where[600];
			start(sizes[k].w, sizes[k].h, sizes[k].scale, 2, true);
			struct words_game *g = &table.game;
			snprintf(g->pos.rack[0], sizeof g->pos.rack[0], "%s", "?IOSBTW");
			if (whole_play)	/* I first: the blank makes QI */
				CHECK_INT(words_stage_place(g, 1, WORDS_CENTRE + 1, 0), WORDS_OK);
			CHECK_INT(words_stage_place(g, 0, WORDS_CENTRE, 'A'), WORDS_OK);	/* held: the picker again */
			words_table_picker_open(&table, WORDS_CENTRE, false);
			words_table_picker_choose(&table, 'Q');
			read_screen();
			char status[2 * STATUS_LINE_LEN];
			status_read(status, sizeof status);
			snprintf(where, sizeof where, "%dx%d%s: the status reads \"%s\" for \"%s\"", sizes[k].w,
				 sizes[k].h, whole_play ? ", QI" : "", status, table.status.text);
			CHECK_MSG(strcmp(status, table.status.text) == 0, where);
			if (whole_play)
				CHECK_MSG(strstr(status, "qI for ") != NULL, where);	/* the blank in lowercase */
			else
				CHECK_MSG(strstr(status, "Blank = Q (hold") == status, where);
		}
	}
}

/* Reads the status line as painted at size k into status and checks it is
 * the whole text; where says what was read, for the caller's checks. */
static void status_whole(int k, char *status, size_t size, char *where, size_t where_size)
{
	read_screen();
	status_read(status, size);
	snprintf(where, where_size, "%dx%d: the status reads \"%s\" for \"%s\"", sizes[k].w, sizes[k].h, status,
		 table.status.text);
	CHECK_MSG(strcmp(status, table.status.text) == 0, where);
}

/* The blank's letter asked for, whole at every size (QA: at 480x320 "Which
 * letter is the blank? Tap it (elsewhe…"): the longest prompt that fits, and
 * a fresh blank's always says where else a tap sends it. */
static void test_blank_prompt_reads_whole(void)
{
	for (int k = 0; k < SIZES; k++) {
		char where[700];
		start(sizes[k].w, sizes[k].h, sizes[k].scale, 2, true);
		struct words_game *g = &table.game;
		snprintf(g->pos.rack[0], sizeof g->pos.rack[0], "%s", "?IOSBTW");
		CHECK_INT(words_stage_place(g, 0, WORDS_CENTRE, 'A'), WORDS_OK);
		words_table_picker_open(&table, WORDS_CENTRE, true);
		char status[2 * STATUS_LINE_LEN];
		status_whole(k, status, sizeof status, where, sizeof where);
		CHECK_MSG(strstr(status, "letter") != NULL, where);
		CHECK_MSG(strcasestr(status, "elsewhere: back to the rack") != NULL, where);
	}
}

/* The computer to move first: the status line says it thinks, not how to
 * drag tiles (QA: "Computer 1 (Beginner): drag tiles, or tap one, then a
 * square" while it was about to be asked). */
static void test_computer_first_is_not_told_to_drag(void)
{
	struct words_table_options o = { .width = 800, .height = 480, .scale = 1.0f, .seed = 1, .players = 2,
					 .dict = &dict, .lexicon = &lex };
	o.seats[0] = (struct words_table_seat){ "", true, 0, false };
	open_table(&o);
	CHECK_MSG(strstr(table.status.text, "drag") == NULL, table.status.text);
	CHECK_MSG(strstr(table.status.text, "is thinking") != NULL, table.status.text);
}

/* The other table to move first, under its kiosk's name as long as a seat
 * holds: said whole at every size, by name where it fits, else as "The
 * other table's turn". */
static void test_other_tables_turn_reads_whole(void)
{
	for (int k = 0; k < SIZES; k++) {
		char where[700];
		struct words_table_options o = { .width = sizes[k].w, .height = sizes[k].h, .scale = sizes[k].scale,
						 .seed = 1, .players = 2, .lexicon = &lex };
		snprintf(o.seats[0].name, sizeof o.seats[0].name, "%s", "WWWWWWWWWWWWWWWWWWWW\xe2\x80\xa6");
		o.seats[0].remote = true;
		snprintf(o.seats[1].name, sizeof o.seats[1].name, "%s", "You");
		open_table(&o);
		char status[2 * STATUS_LINE_LEN];
		status_whole(k, status, sizeof status, where, sizeof where);
		CHECK_MSG(strstr(status, "turn") != NULL, where);
	}
}

int main(void)
{
	if (!check_dict_open(&dict))	/* the hint's; skips (77) without TESSERA_DICT */
		return check_finish();
	RUN(test_one_word_for_each_action);
	RUN(test_squares_named_only_with_coordinates);
	RUN(test_standings_show_every_rack);
	RUN(test_end_rack_says_whose);
	RUN(test_going_out_info_names_the_other_table);
	RUN(test_end_entries_wait_for_the_play_to_stand);
	RUN(test_judge_told_in_the_buttons_words);
	RUN(test_computer_challenge_reads_whole);
	RUN(test_blank_named_reads_whole);
	RUN(test_blank_prompt_reads_whole);
	RUN(test_computer_first_is_not_told_to_drag);
	RUN(test_other_tables_turn_reads_whole);
	free(mem);
	free(screen.pixels);
	return check_finish();
}
